// parseCsv on the whole upstream fab-cube card.csv of the reference folder's data/fab/upstream.
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA } from '../../test/helpers/reference';
import { parseCsv } from './csv';

const readData = (path: string): Buffer => REFERENCE_DATA.bytes(path);

describe('parseCsv', () => {
  it('reads the upstream fab-cube card.csv: tabs, multi-line quoted rules text, start lines that match the file', () => {
    const text = readData('fab/upstream/card.csv').toString('utf8');
    const table = parseCsv(text, 'card.csv');
    expect(table.delimiter).toBe('\t');
    expect(table.headers.slice(0, 3)).toEqual(['Unique ID', 'Name', 'Color']);
    expect(table.rows).toHaveLength(3878);
    // Many rows span several physical lines, so the file has far more lines than rows.
    expect(text.split('\n').length).toBeGreaterThan(table.rows.length + 1000);
    const multiLine = table.rows.filter((row) => row.values['Functional Text']!.includes('\n'));
    expect(multiLine.length).toBeGreaterThan(2000);
    // Each row's line is where its unique id sits in the file (the id is the first field of the row).
    for (const row of [table.rows[1]!, table.rows[1000]!, table.rows.at(-1)!, multiLine.at(-1)!]) {
      const id = row.values['Unique ID']!;
      expect(text.slice(0, text.indexOf(`\n${id}\t`) + 1).split('\n').length).toBe(row.line);
    }
    const reunion = table.rows.find((row) => row.values.Name === '10,000 Year Reunion')!;
    expect(reunion.values['Functional Text']).toBe(
      "You may remove three +1{p} counters from among auras you control rather than pay 10,000 Year Reunion's {r} cost.\n\n**Ward 10**",
    );
  });
});
