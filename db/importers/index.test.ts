/**
 * parseImport as a whole: which format a file is read as, refusals of files that do not fit (wrong --format,
 * wrong game, JSON of an unknown shape), and JSON syntax errors with their line.
 */
import { describe, expect, it } from 'vitest';
import { dataPath, game, importError, importIssues, inLanguage, parseText, readData } from '../../test/helpers/importers';
import { MAX_JSON_BYTES, MAX_JSON_CARDS, parseImport, parseImportStream } from '.';
import type { ImportFormat } from './types';

describe('format detection', () => {
  it.each([
    ['fab', 'fab/upstream/banned-ll.csv', 'fab-cube'],
    ['dm', 'dm/regulation_current.json', 'dm-modern'],
    ['dm', 'dm/classic/hall_of_fame.json', 'dm-classic'],
  ] as const)('%s %s reads as %s, and as that when --format names it', (id, file, format) => {
    const input = { file: dataPath(file), bytes: readData(file), vocabulary: game(id) };
    expect(parseImport(input).format).toBe(format);
    expect(parseImport({ ...input, format }).format).toBe(format);
  });

  it('names the source version by the file content, so another file is another version', () => {
    const a = parseText('dm', 'a.csv', 'name,kind\nA,creature\n');
    const b = parseText('dm', 'a.csv', 'name,kind\nA,creature\nB,spell\n');
    expect(a.source.version).toMatch(/^[0-9a-f]{16}$/);
    expect(parseText('dm', 'a.csv', 'name,kind\nA,creature\n').source.version).toBe(a.source.version);
    expect(b.source.version).not.toBe(a.source.version);
  });

  it('reads a file without a .json extension as JSON when it starts like JSON', () => {
    expect(parseText('dm', 'hall-of-fame.txt', '  [{"name":"A","status":"殿堂","since":"2004-03-15"}]').format).toBe('dm-classic');
  });
});

describe('refusals', () => {
  it('refuses a --format that does not match the file, saying what the file reads as', () => {
    const cases: [ImportFormat, string][] = [
      ['csv', 'fab-cube'],
      ['dm-classic', 'fab-cube'],
      ['json', 'fab-cube'],
    ];
    for (const [format, actual] of cases) {
      const error = importError(() => parseImport({ file: dataPath('fab/upstream/banned-ll.csv'), bytes: readData('fab/upstream/banned-ll.csv'), vocabulary: game('fab'), format }));
      expect(inLanguage(error.issues)).toEqual([{ message: `is not ${format} data; it reads as ${actual}` }]);
    }
    expect(importIssues(() => parseText('dm', 'mine.csv', 'name,kind\nA,creature\n', 'regulation-csv'))).toEqual([{ message: 'is not regulation-csv data; it reads as csv' }]);
  });

  it('refuses Duel Masters data in the FaB game and FaB data in the Duel Masters game', () => {
    expect(importIssues(() => parseImport({ file: 'hall_of_fame.json', bytes: readData('dm/classic/hall_of_fame.json'), vocabulary: game('fab') }))).toEqual([
      { message: 'holds dm cards, not fab cards; import it with --game dm' },
    ]);
    const fabCard = JSON.stringify([{ unique_id: 'x', name: 'Strike', types: ['Action'] }]);
    const error = importError(() => parseText('dm', 'cards.json', fabCard));
    expect(error.file).toBe('cards.json');
    expect(inLanguage(error.issues)).toEqual([{ message: 'holds fab cards, not dm cards; import it with --game fab' }]);
    expect(error.message).toBe('cards.json: holds fab cards, not dm cards; import it with --game fab');
  });

  it('refuses JSON of a shape it does not know, with a message that says what it expected', () => {
    for (const text of ['{"deck": ["a", "b"]}', '[]', '[1, 2, 3]', '["a"]', '[null]', '"cards"', '{"cards": []}']) {
      const issues = importIssues(() => parseText('dm', 'mystery.json', text));
      expect(issues, text).toEqual([
        { message: 'is a JSON file Deck Dojo does not recognise (expected a Deck Dojo card pack, fab-cube cards, or one of the DM datasets)' },
      ]);
    }
  });

  it('reports a JSON syntax error with its line and character', () => {
    const text = '[\n  {"name": "A", "kind": "single", "faces": []},\n  {"name": "B", "kind": "single",}\n]';
    expect(importIssues(() => parseText('dm', 'cards.json', text))).toEqual([
      { line: 3, position: 34, message: 'is not valid JSON: Expected double-quoted property name' },
    ]);
  });

  it('gives a line for the errors whose engine message carries no position: a trailing comma, a bad word, a cut-off file', () => {
    // V8 reports these as 'Unexpected token …, "…" is not valid JSON' and 'Unexpected end of JSON input'.
    expect(importIssues(() => parseText('dm', 'list.json', '[\n  1,\n  2,\n]'))).toEqual([{ line: 4, position: 1, message: "is not valid JSON: Unexpected token ']'" }]);
    const [wrongWord] = importIssues(() => parseText('dm', 'list.json', '{\n  "entries": [],\n  "pairs": tru\n}'));
    expect(wrongWord).toMatchObject({ line: 3, message: expect.stringMatching(/^is not valid JSON: /) });
    const [cut] = importIssues(() => parseText('dm', 'list.json', '[\n  {"name": "A",\n'));
    expect(cut).toMatchObject({ line: 3, message: expect.stringMatching(/^is not valid JSON: /) });
    // Text after the JSON value.
    expect(importIssues(() => parseText('dm', 'list.json', '[]\n\nextra'))).toEqual([{ line: 3, position: 1, message: 'is not valid JSON: Unexpected non-whitespace character after JSON' }]);
  });

  it('finds the line of a syntax error deep in a real file', () => {
    const text = readData('dm/classic/hall_of_fame.json').toString('utf8');
    const lines = text.split('\n');
    const at = lines.findIndex((line) => line.includes('"status"'));
    lines[at] = lines[at]!.replace(/,\s*$/, '');
    const issues = importIssues(() => parseText('dm', 'hall_of_fame.json', lines.join('\n')));
    expect(issues).toHaveLength(1);
    expect(issues[0]!.line).toBe(at + 2);
  });

  it('refuses an empty CSV and a CSV with a quote left open', () => {
    expect(importIssues(() => parseText('dm', 'empty.csv', ''))).toEqual([{ message: 'is empty' }]);
    expect(importIssues(() => parseText('dm', 'open.csv', 'name,kind\nA,creature\n"B,spell\n'))).toEqual([{ line: 3, message: 'a quoted field is never closed' }]);
  });
});

describe('JSON bounds', () => {
  const item = (index: number) => `{"key":"k${index}","name":"n","kinds":["action"]}`;

  it('refuses a JSON card list longer than the bound before making its records (16 MB of such items took 928 MB)', () => {
    const items = Array.from({ length: MAX_JSON_CARDS + 1 }, (_, index) => item(index));
    const handed: number[] = [];
    const error = importError(() =>
      parseImportStream({ file: 'cards.json', vocabulary: game('fab'), chunks: [Buffer.from(`[${items.join(',')}]`)], onCards: (cards) => handed.push(cards.length) }),
    );
    expect(inLanguage(error.issues)).toEqual([{ message: `lists ${(MAX_JSON_CARDS + 1).toLocaleString('en')} items; a JSON card file may list at most ${MAX_JSON_CARDS.toLocaleString('en')}` }]);
    expect(handed).toEqual([]);
    // A pack's `cards` count the same; at the bound the list is read.
    const pack = (count: number) => `{"format":"deck-dojo-cards","version":1,"game":"fab","source":{"name":"s","version":"1"},"cards":[${Array.from({ length: count }, (_, index) => item(index)).join(',')}]}`;
    expect(importError(() => parseText('fab', 'pack.json', pack(MAX_JSON_CARDS + 1))).issues[0]!.message.en).toMatch(/^lists 50,001 items;/);
    expect(parseText('fab', 'pack.json', pack(MAX_JSON_CARDS)).cards).toHaveLength(MAX_JSON_CARDS);
  });

  it('stops reading a JSON file past the bound: an endless one is refused', () => {
    let given = 0;
    function* endless() {
      yield Buffer.from('[');
      for (;;) {
        given++;
        yield Buffer.from(`${item(given)},`.repeat(10_000));
      }
    }
    const error = importError(() => parseImportStream({ file: 'cards.json', vocabulary: game('fab'), chunks: endless(), onCards: () => {} }));
    expect(inLanguage(error.issues)).toEqual([{ message: `is a JSON file of more than ${MAX_JSON_BYTES / 1024 / 1024} MB; a JSON card file may have at most that` }]);
    const piece = Buffer.byteLength(`${item(given)},`.repeat(10_000));
    expect(given * piece).toBeLessThan(MAX_JSON_BYTES + 3 * piece);
  });

  it.each([
    ['cards.json', `is a JSON file of more than ${MAX_JSON_BYTES / 1024 / 1024} MB; a JSON card file may have at most that`],
    ['cards.txt', `starts with more than ${MAX_JSON_BYTES / 1024 / 1024} MB of white space; a card file may have at most that before its data`],
  ])('refuses %s of nothing but white space past the bound as it reads it, not kept as one string', (file, message) => {
    // Endless spaces before the list: the search for its first character is bounded too (it gathered them all).
    let given = 0;
    const spaces = Buffer.alloc(1024 * 1024, 0x20);
    function* endless() {
      for (;;) {
        given++;
        yield spaces;
      }
    }
    const error = importError(() => parseImportStream({ file, vocabulary: game('fab'), chunks: endless(), onCards: () => {} }));
    expect(inLanguage(error.issues)).toEqual([{ message }]);
    expect(given * spaces.length).toBeLessThan(MAX_JSON_BYTES + 3 * spaces.length);
  });
});
