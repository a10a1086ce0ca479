import { describe, expect, it } from 'vitest';
import { importError, importIssues, inLanguage, readData } from '../../test/helpers/importers';
import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks; rows carry the line they start on', () => {
    const table = parseCsv('name,text\r\n"A, B","say ""hi""\r\nand go"\r\nC,plain\r\n', 'x.csv');
    expect(table.delimiter).toBe(',');
    expect(table.headers).toEqual(['name', 'text']);
    expect(table.rows).toEqual([
      { line: 2, values: { name: 'A, B', text: 'say "hi"\r\nand go' } },
      { line: 4, values: { name: 'C', text: 'plain' } },
    ]);
  });

  it('picks tab as the delimiter when the header has more tabs than commas', () => {
    const table = parseCsv('Name\tText\nA, B\tx,y\n', 'x.tsv');
    expect(table.delimiter).toBe('\t');
    expect(table.rows[0]!.values).toEqual({ Name: 'A, B', Text: 'x,y' });
  });

  it('skips blank lines but keeps counting them, and reads a last row without a line break', () => {
    const table = parseCsv('name\n\nA\n,\n\nB', 'x.csv');
    expect(table.rows.map((row) => [row.line, row.values.name])).toEqual([
      [3, 'A'],
      [6, 'B'],
    ]);
  });

  it('fills missing trailing fields with empty strings', () => {
    expect(parseCsv('a,b,c\n1\n', 'x.csv').rows[0]!.values).toEqual({ a: '1', b: '', c: '' });
  });

  it('refuses rows with more fields than the header, every one of them with its line', () => {
    const error = importError(() => parseCsv('a,b\n1,2\n1,2,3\n4,5\n6,7,8,9\n', 'x.csv'));
    expect(inLanguage(error.issues)).toEqual([
      { line: 3, message: 'has 3 fields; the header has 2' },
      { line: 5, message: 'has 4 fields; the header has 2' },
    ]);
  });

  it('tolerates trailing empty fields beyond the header (a spreadsheet\'s extra commas)', () => {
    expect(parseCsv('a,b\n1,2,,\n', 'x.csv').rows[0]!.values).toEqual({ a: '1', b: '2' });
  });

  it('refuses a quoted field that is never closed, naming the line where it opened', () => {
    const error = importError(() => parseCsv('a,b\n1,2\n3,"never\nclosed\n', 'x.csv'));
    expect(inLanguage(error.issues)).toEqual([{ line: 3, message: 'a quoted field is never closed' }]);
  });

  it('refuses an empty file', () => {
    expect(importIssues(() => parseCsv('\n\n', 'empty.csv'))).toEqual([{ message: 'is empty' }]);
  });

  // The whole file (3,878 rows): csv.reference.test.ts.
  it('reads the excerpt of the upstream fab-cube card.csv: tabs, multi-line quoted rules text, start lines that match the file', () => {
    const text = readData('fab/upstream/card.csv').toString('utf8');
    const table = parseCsv(text, 'card.csv');
    const multiLine = table.rows.filter((row) => row.values['Functional Text']!.includes('\n'));
    expect([table.delimiter, table.headers.slice(0, 3), table.rows.length, multiLine.length]).toEqual(['\t', ['Unique ID', 'Name', 'Color'], 68, 50]);
    // Each row starts on its line: the one that begins with its unique id, the first field of the row.
    const lines = text.split('\n');
    expect(table.rows.filter((row) => !lines[row.line - 1]!.startsWith(`${row.values['Unique ID']}\t`))).toEqual([]);
    expect(table.rows.find((row) => row.values.Name === '10,000 Year Reunion')!.values['Functional Text']).toBe(
      "You may remove three +1{p} counters from among auras you control rather than pay 10,000 Year Reunion's {r} cost.\n\n**Ward 10**",
    );
  });
});
