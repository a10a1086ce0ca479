import { describe, expect, it } from 'vitest';
import { readData } from '../../../test/helpers/importers';
import type { GameId } from '../../games/id';
import type { DeckList } from '../types';
import type { Localized } from '../../localized';
import { refusedLines } from '../../../test/helpers/decklist-refusal';
import { readDeckFile, writeDeckFile } from './index';
import { JsonSyntaxError, parseJson } from './json-reader';
import sampleAcg from '../../../db/packs/sample-acg.deck.json';
import sampleNova from '../../../db/packs/sample-nova.deck.json';
import samplePmv from '../../../db/packs/sample-pmv.deck.json';

/** The bundled sample decks are exactly `JSON.stringify(deck, null, 2)` and a newline, so this is their text. */
const packText = (deck: unknown): string => `${JSON.stringify(deck, null, 2)}\n`;


/** The file's issues as `line: message`, in one language (English unless asked). */
const issuesOf = (text: string, game: GameId, lang?: keyof Localized): string[] => refusedLines(text, game, 'json', lang);

describe('the position-tracking JSON reader', () => {
  // On the whole 700 kB file: json.reference.test.ts.
  it('gives what JSON.parse gives, on the excerpt of the product file', () => {
    const text = readData('dm/decks/prebuilt_and_tournament_decks_ja.json').toString('utf8');
    expect(parseJson(text).value).toEqual(JSON.parse(text));
  });

  it('knows the line each object and array starts on', () => {
    const json = parseJson('{\n  "a": [\n    {"b": 1},\n\n    {"c": "x\\ny"}\n  ]\n}');
    const root = json.value as { a: object[] };
    expect([json.lineOf(root), json.lineOf(root.a), json.lineOf(root.a[0] as object), json.lineOf(root.a[1] as object)]).toEqual([1, 2, 3, 5]);
  });

  it('reads escapes and keeps "__proto__" as data', () => {
    const text = '{"s": "\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\u3042", "__proto__": {"x": 1}, "n": [-1.5e2, 0, true, false, null]}';
    const value = parseJson(text).value as Record<string, unknown>;
    expect(value).toEqual(JSON.parse(text));
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['s', '__proto__', 'n']);
  });

  it('rejects what JSON.parse rejects, with the line', () => {
    const error = (text: string): string => {
      try {
        parseJson(text);
      } catch (caught) {
        if (caught instanceof JsonSyntaxError) return `${caught.line}: ${caught.message}`;
        throw caught;
      }
      throw new Error('parsed');
    };
    expect(error('{\n  "a": 1,\n}')).toBe('3: expected a property name in double quotes');
    expect(error('[1,\n2\n3]')).toBe('3: expected "," or "]" after an item');
    expect(error('{"a": "b\nc"}')).toBe('1: line break or control character inside a string');
    expect(error('{"a": "b')).toBe('1: unterminated string');
    expect(error('{"a": 01}')).toBe('1: expected "," or "}" after a property');
    expect(error('{"a": "\\x"}')).toBe('1: bad escape "\\x"');
    expect(error('{"a": tru}')).toBe('1: unexpected "t"');
    expect(error('{}\n\nx')).toBe('3: unexpected "x" after the end');
    expect(error('[')).toBe('1: unexpected end of file');
  });
});

describe('Deck Dojo JSON', () => {
  it('reads the bundled sample decks: name, sections, and the key as the name', () => {
    for (const [raw, game, main] of [
      [sampleAcg, 'acg', 'basic'],
      [samplePmv, 'pmv', 'main'],
      [sampleNova, 'nova', 'main'],
    ] as const) {
      const text = packText(raw);
      const { format, decks } = readDeckFile(text, game);
      expect(format).toBe('json');
      const [list] = decks as [DeckList];
      expect(list).toMatchObject({ name: raw.name, game: null, format: null });
      const first = (raw.sections as Record<string, { key: string; count: number }[]>)[main]?.[0];
      expect(list.entries[0]).toEqual({ line: 6, section: main, count: first?.count, name: first?.key, key: first?.key });
      expect(list.entries).toHaveLength(Object.values(raw.sections).flat().length);
    }
  });

  it('reads every field, the cards without a section, and an array of decks', () => {
    const text = JSON.stringify([
      {
        deckDojoDeck: 1,
        game: 'fab',
        name: ' Fai ',
        format: 'cc',
        sections: { hero: [{ name: 'Fai, Rising Rebellion', count: 1, key: 'fai' }] },
        unsectioned: [{ name: 'snatch', count: 3, colour: 'red', talishar: true, number: 'WTR001' }],
      },
      { sections: { deck: [{ name: 'Ignite', count: 2 }] } },
    ]);
    const { decks } = readDeckFile(text, 'fab');
    expect(decks).toEqual([
      {
        name: 'Fai',
        game: 'fab',
        format: 'cc',
        entries: [
          { line: 1, section: null, count: 3, name: 'snatch', colour: 'red', number: 'WTR001', talishar: true },
          { line: 1, section: 'hero', count: 1, name: 'Fai, Rising Rebellion', key: 'fai', colour: null },
        ],
      },
      { name: null, game: null, format: null, entries: [{ line: 1, section: 'deck', count: 2, name: 'Ignite', colour: null }] },
    ]);
  });

  it('reports every problem at the line of its object, and bad JSON at its line', () => {
    const text = [
      '{',
      '  "deckDojoDeck": 2,',
      '  "game": "fab",',
      '  "sections": {',
      '    "main": [',
      '      { "name": "A", "count": 0 },',
      '      { "count": 1 },',
      '      { "name": "B", "count": "4" },',
      '      { "name": "C", "count": 1, "colour": "red" },',
      '      7',
      '    ],',
      '    "extra": []',
      '  }',
      '}',
    ].join('\n');
    expect(issuesOf(text, 'dm')).toEqual([
      '1: "deckDojoDeck": 2 is not a version this Deck Dojo reads (1)',
      '1: "game": "fab" but the deck is read as dm',
      '5: a card must be a JSON object, not 7',
      '6: A: count 0 is not between 1 and 999',
      '7: a card without "name" or "key"',
      '8: B: "count" "4" is not a number',
      '12: "extra" is not a section of Duel Masters',
    ]);
    // JSON keeps its tokens as written in Japanese; names the file gives are in 「」.
    expect(issuesOf(text, 'dm', 'ja')).toEqual([
      '1: "deckDojoDeck": 2 はこの Deck Dojo が読めるバージョン（1）ではありません',
      '1: "game": "fab"とありますが、このデッキはデュエル・マスターズのデッキとして読んでいます',
      '5: カードは JSON のオブジェクトでなければなりません（7 ではなく）',
      '6: 「A」：枚数 0 は 1〜999 ではありません',
      '7: "name" も "key" もないカード',
      '8: 「B」："count" "4" は数ではありません',
      '12: "extra"はデュエル・マスターズのデッキ区分ではありません',
    ]);
    expect(issuesOf('{"name": "x"}', 'pmv')).toEqual(['1: no "sections" object']);
    expect(issuesOf('[\n  {"sections": {}},\n  5\n]', 'pmv')).toEqual(['1: a deck must be a JSON object']);
    expect(issuesOf('[ ]', 'pmv')).toEqual(['1: no deck in the file']);
    expect(issuesOf('{"game": "mtg", "sections": {"main": [{"name": "A", "count": 1, "number": 5}]}}', 'pmv')).toEqual([
      '1: unknown game "mtg"',
      '1: "number" must be a text, not 5',
    ]);
    expect(issuesOf('{"sections": {"deck": [{"name": "A", "count": 1, "colour": "green"}]}}', 'fab')).toEqual([
      '1: A: "colour" "green" is not red, yellow or blue',
    ]);
    expect(issuesOf('{\n  "name": "x",\n  "sections": {\n    "main": [\n      { "name": "A" "count": 1 }\n    ]\n  }\n}', 'pmv')).toEqual([
      '5: bad JSON: expected "," or "}" after a property',
    ]);
    expect(issuesOf('{"name": "x"}', 'pmv', 'ja')).toEqual(['1: "sections" オブジェクトがありません']);
    expect(issuesOf('[\n  {"sections": {}},\n  5\n]', 'pmv', 'ja')).toEqual(['1: デッキは JSON のオブジェクトでなければなりません']);
    expect(issuesOf('[ ]', 'pmv', 'ja')).toEqual(['1: ファイルにデッキがありません']);
    expect(issuesOf('{"game": "mtg", "sections": {"main": [{"name": "A", "count": 1, "number": 5}]}}', 'pmv', 'ja')).toEqual([
      '1: 不明なゲーム："mtg"',
      '1: "number" は文字列でなければなりません（5 ではなく）',
    ]);
    expect(issuesOf('{"sections": {"deck": [{"name": "A", "count": 1, "colour": "green"}]}}', 'fab', 'ja')).toEqual([
      '1: 「A」："colour" "green" は red・yellow・blue のどれでもありません',
    ]);
    expect(issuesOf('{\n  "name": "x",\n  "sections": {\n    "main": [\n      { "name": "A" "count": 1 }\n    ]\n  }\n}', 'pmv', 'ja')).toEqual([
      '5: JSON として読めません：プロパティの後に "," か "}" がありません',
    ]);
  });

  it('writes pretty JSON with only the fields an entry has', () => {
    const list: DeckList = {
      name: 'D',
      game: null,
      format: null,
      entries: [
        { line: 3, section: 'main', count: 4, name: 'A', key: 'dm-1', number: 'DMD-19 1/22' },
        { line: 4, section: null, count: 1, name: 'B', colour: 'red' },
      ],
    };
    expect(writeDeckFile(list, 'json', 'dm')).toBe(
      [
        '{',
        '  "deckDojoDeck": 1,',
        '  "game": "dm",',
        '  "name": "D",',
        '  "format": null,',
        '  "unsectioned": [',
        '    {',
        '      "name": "B",',
        '      "count": 1',
        '    }',
        '  ],',
        '  "sections": {',
        '    "main": [',
        '      {',
        '        "name": "A",',
        '        "count": 4,',
        '        "key": "dm-1",',
        '        "number": "DMD-19 1/22"',
        '      }',
        '    ]',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
  });
});
