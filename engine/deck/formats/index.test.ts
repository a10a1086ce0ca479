// Reading and writing decklists: detection by content, the errors, and what each format carries. The real samples,
// each detected and every deck of it written in every format and read back: samples.cases.ts, here on the excerpts
// (test/fixtures/data) and in index.reference.test.ts on the full files.
import { describe, expect, it } from 'vitest';
import { readData } from '../../../test/helpers/importers';
import type { DeckList, DeckWriteFormat } from '../types';
import { DeckFileError, MAX_CARD_LINES, MAX_CARD_NAME, readDeckFile, writeDeckFile } from './index';
import { sampleCases } from './samples.cases';
import { refusedDecklist } from '../../../test/helpers/decklist-refusal';

sampleCases((path) => readData(path).toString('utf8'), { hnt: 2, sea: 2, oldDrafts: 9, products: 20 });

describe('readDeckFile: detection', () => {
  it('tells text from JSON and Talishar by content alone', () => {
    expect(readDeckFile('[main]\n4 A', 'pmv').format).toBe('text');
    expect(readDeckFile('  [ {"sections": {"main": []}} ]', 'pmv').format).toBe('json');
    expect(readDeckFile('Equipment:\n1 Tide Flippers', 'fab').format).toBe('text');
    expect(readDeckFile('snatch_red snatch_red', 'fab').format).toBe('talishar');
    expect(readDeckFile('Snatch (red)', 'fab').format).toBe('text');
    expect(readDeckFile('\uFEFF<cockatrice_deck version="1"></cockatrice_deck>', 'pmv').format).toBe('cod');
    // A BOM and CRLF line ends change nothing.
    expect(readDeckFile('\uFEFF{\r\n"sections": {"main": [{"name": "A", "count": 1}]}\r\n}', 'pmv').decks[0]?.entries).toEqual([
      { line: 2, section: 'main', count: 1, name: 'A' },
    ]);
    expect(readDeckFile('\uFEFFfai_rising_rebellion\r\nsnatch_red snatch_red\r\n', 'fab').decks[0]?.entries).toEqual([
      { line: 1, section: 'hero', count: 1, name: 'fai_rising_rebellion', colour: null, talishar: true },
      { line: 2, section: 'deck', count: 2, name: 'snatch', colour: 'red', talishar: true },
    ]);
  });
});

describe('readDeckFile: card names', () => {
  it('refuses a name longer than any card has, naming its line, in every format, before any name is matched', () => {
    const long = 'あ'.repeat(MAX_CARD_NAME + 1);
    const refusal = (line: number) => ({
      line,
      message: {
        en: `this line's card name has ${MAX_CARD_NAME + 1} characters; a card name has at most ${MAX_CARD_NAME}`,
        ja: `この行のカード名は ${MAX_CARD_NAME + 1} 文字です。カード名は ${MAX_CARD_NAME} 文字までです`,
      },
    });
    expect(refusedDecklist(`[main]\n4 A\n2 ${long}`, 'dm')).toMatchObject({ format: 'text', issues: [refusal(3)] });
    expect(refusedDecklist(`{\n"sections": {"main": [\n{"name": "${long}", "count": 1}]}}`, 'dm')).toMatchObject({ format: 'json', issues: [refusal(3)] });
    expect(() => readDeckFile(`Hero: Fai\nFormat: Blitz\n\nDeck cards\n1x ${'b'.repeat(MAX_CARD_NAME + 1)} (red)`, 'fab')).toThrow(DeckFileError);
    // At the bound a name is read (it names no card: resolving it says so).
    expect(readDeckFile(`4 ${'あ'.repeat(MAX_CARD_NAME)}`, 'dm').decks[0]!.entries[0]!.name).toHaveLength(MAX_CARD_NAME);
  });
});

describe('readDeckFile: card lines', () => {
  it('refuses a file of more card lines than a decklist has, at the first one past the bound', () => {
    const lines = (count: number) => Array.from({ length: count }, (_, index) => `1 card ${index}`);
    expect(refusedDecklist(['[main]', ...lines(MAX_CARD_LINES + 5)].join('\n'), 'dm').issues).toEqual([
      {
        line: MAX_CARD_LINES + 2,
        message: { en: 'a decklist file has at most 25,000 card lines; this is one more', ja: 'デッキリストのファイルのカードの行は 25,000 行までです。この行はその次の行です' },
      },
    ]);
    // Every deck of the file counts: two decks of half the bound and one line more.
    const half = lines(MAX_CARD_LINES / 2).join('\n');
    expect(() => readDeckFile(`[main]\n${half}\n[gr]\n${half}\n1 one more`, 'dm')).toThrow(/card lines; this is one more/);
    expect(readDeckFile(lines(MAX_CARD_LINES).join('\n'), 'dm').decks[0]!.entries).toHaveLength(MAX_CARD_LINES);
  });
});

describe('DeckFileError', () => {
  it('is an Error with the format, every issue sorted by line, and a message naming the lines', () => {
    let caught: unknown;
    try {
      readDeckFile('[main]\n1 A\n[nope]\n4\n0 B\n5\n6\n7\n8', 'pmv');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DeckFileError);
    expect(caught).toBeInstanceOf(Error);
    const error = caught as DeckFileError;
    expect(error.format).toBe('text');
    expect(error.issues.map((issue) => issue.line)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(error.message).toBe(
      [
        'Cannot read the text file:',
        'line 3: "[nope]" is not a section of Phantom Magic Vision',
        'line 4: "4" has no card name',
        'line 5: "0 B": count 0 is not between 1 and 999',
        'line 6: "5" has no card name',
        'line 7: "6" has no card name',
        '… and 2 more',
      ].join('\n'),
    );
    expect(error.issues.slice(0, 3).map((issue) => issue.message.ja)).toEqual([
      '「[nope]」はPhantom Magic Visionのデッキ区分ではありません',
      '「4」にはカード名がありません',
      '「0 B」：枚数 0 は 1〜999 ではありません',
    ]);
  });

  it('has no format for an empty file', () => {
    const empty = { format: null, issues: [{ line: 1, message: { en: 'the file is empty', ja: 'ファイルが空です' } }] };
    expect(refusedDecklist('\uFEFF \r\n', 'dm')).toMatchObject(empty);
    expect(refusedDecklist('', 'dm')).toMatchObject(empty);
  });
});

describe('round trips', () => {
  it('loses what the documented exceptions say, and nothing else', () => {
    const list: DeckList = {
      name: 'N',
      game: null,
      format: 'cc',
      entries: [
        { line: 9, section: 'deck', count: 3, name: 'Snatch', colour: 'red', key: 'k1', number: 'WTR001' },
        { line: 8, section: null, count: 1, name: 'Tide Flippers', colour: null },
        { line: 7, section: 'hero', count: 1, name: 'Fai, Rising Rebellion', colour: null },
      ],
    };
    const back = (format: DeckWriteFormat): DeckList => readDeckFile(writeDeckFile(list, format, 'fab'), 'fab').decks[0] as DeckList;
    expect(back('json')).toEqual({
      ...list,
      game: 'fab',
      entries: [
        { line: 7, section: null, count: 1, name: 'Tide Flippers', colour: null },
        { line: 14, section: 'hero', count: 1, name: 'Fai, Rising Rebellion', colour: null },
        { line: 20, section: 'deck', count: 3, name: 'Snatch', colour: 'red', key: 'k1', number: 'WTR001' },
      ],
    });
    expect(back('text').entries.map((entry) => [entry.section, entry.name, entry.key])).toEqual([
      [null, 'Tide Flippers', undefined],
      ['hero', 'Fai, Rising Rebellion', undefined],
      ['deck', 'Snatch', undefined],
    ]);
    expect(back('cod').entries.map((entry) => [entry.section, entry.name, entry.number])).toEqual([
      ['hero', 'Fai, Rising Rebellion', undefined],
      ['deck', 'Snatch', 'WTR001'],
      ['deck', 'Tide Flippers', undefined],
    ]);
    expect(back('fabrary').entries.map((entry) => [entry.section, entry.name])).toEqual([
      ['hero', 'Fai, Rising Rebellion'],
      ['arena', 'Tide Flippers'],
      ['deck', 'Snatch'],
    ]);
    expect(back('talishar').entries.map((entry) => [entry.line, entry.section, entry.name, entry.colour])).toEqual([
      [1, 'hero', 'fai_rising_rebellion', null],
      [2, 'deck', 'snatch', 'red'],
      [3, null, 'tide_flippers', null],
    ]);
  });
});
