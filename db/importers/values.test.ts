/** Control characters in the names and texts of imported cards: refused with the line and column (values.ts). */
import { describe, expect, it } from 'vitest';
import { importIssues, parseText, readData } from '../../test/helpers/importers';

const ONE_LINE = 'names and short texts are one line of visible characters';

describe('control characters in imported cards', () => {
  it('refuses an ANSI escape or a NUL planted in real names, naming the line, the column and the character', () => {
    // The fab-cube excerpt, tab-separated: row 2 is 10,000 Year Reunion.
    const rows = readData('fab/upstream/card.csv').toString('utf8').split('\n');
    const header = rows[0]!.split('\t');
    const nameAt = header.indexOf('Name');
    const plant = (row: string, what: string) => row.split('\t').map((cell, index) => (index === nameAt ? `${cell}${what}` : cell)).join('\t');
    const file = [rows[0], plant(rows[1]!, '\u001b[2J'), ...rows.slice(2)].join('\n');
    expect(rows[1]!.split('\t')[nameAt]).toBe('10,000 Year Reunion');
    expect(parseText('fab', 'card.csv', rows.join('\n')).cards.length).toBeGreaterThan(0);
    expect(importIssues(() => parseText('fab', 'card.csv', file))).toEqual([
      { line: 2, column: 'name', message: `holds the control character U+001B at character 20; ${ONE_LINE}` },
    ]);
  });

  it('names the template CSV’s own name column, and lets rules text keep its line breaks', () => {
    const csv = '名前,種類,テキスト\n"弐幻キューギョドリ\u0000",creature,"一行目\n\t二行目"\n普通のカード,creature,"本文\u001b]0;x\u0007"\n';
    expect(importIssues(() => parseText('dm', 'mine.csv', csv))).toEqual([
      { line: 2, column: '名前', message: `holds the control character U+0000 at character 10; ${ONE_LINE}` },
      { line: 4, column: 'text', message: 'holds the control character U+001B at character 3; text may hold tabs and line breaks but no other control character' },
    ]);
    expect(parseText('dm', 'mine.csv', '名前,種類,テキスト\n弐幻キューギョドリ,creature,"一行目\n\t二行目"\n').cards[0]).toMatchObject({ name: '弐幻キューギョドリ', text: '一行目\n\t二行目' });
  });

  it('refuses C1 and DEL in a card pack’s JSON, naming the item and the field', () => {
    const cards = [
      { key: 'a', name: '弐幻キューギョドリ', kinds: ['creature'], subtypes: ['\u009b2J'] },
      { key: 'b', name: 'ボルシャック・ドラゴン', kinds: ['creature'], faces: [{ name: 'ボルシャック\u007f' }] },
    ];
    expect(importIssues(() => parseText('dm', 'cards.json', JSON.stringify(cards)))).toEqual([
      { line: 1, column: 'subtypes[0]', message: `holds the control character U+009B at character 1; ${ONE_LINE}` },
      { line: 2, column: 'faces[0].name', message: `holds the control character U+007F at character 7; ${ONE_LINE}` },
    ]);
  });
});
