import { describe, expect, it } from 'vitest';
import { readData } from '../../../test/helpers/importers';
import { findGame } from '../../games/registry';
import type { GameId } from '../../games/types';
import { DECK_WRITE_FORMATS, type DeckFileFormat, type DeckList, type DeckListEntry, type DeckWriteFormat } from '../types';
import sampleAcg from '../../../db/packs/sample-acg.deck.json';
import sampleNova from '../../../db/packs/sample-nova.deck.json';
import samplePmv from '../../../db/packs/sample-pmv.deck.json';
import { DeckFileError, readDeckFile, splitTalisharId, talisharId, writeDeckFile } from './index';


const text = (path: string): string => readData(path).toString('utf8');
/** The bundled sample decks are exactly `JSON.stringify(deck, null, 2)` and a newline, so this is their text. */
const packText = (deck: unknown): string => `${JSON.stringify(deck, null, 2)}\n`;

/** Every real sample, the game it is read as, and the format it must be detected as. */
const SAMPLES: { name: string; text: string; game: GameId; format: DeckFileFormat; decks: number }[] = [
  ...(
    [
      ['fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt', 'fab', 'fabrary', 1],
      ['fab/decks/fabrary_export_draft_HNT_2025.txt', 'fab', 'fabrary', 33],
      ['fab/decks/fabrary_export_draft_SEA_2025.txt', 'fab', 'fabrary', 406],
      ['fab/decks/fabrary_export_OLDFORMAT_draft_PtM_2024.txt', 'fab', 'fabrary-old', 479],
      ['formats/fabrary/fabrary_NEW_format_CC_sweden_nationals_2025_cindra.txt', 'fab', 'fabrary', 1],
      ['formats/fabrary/fabrary_NEW_format_draft_with_timestamp_line.txt', 'fab', 'fabrary', 1],
      ['formats/fabrary/fabrary_OLD_format_single_deck_PtM_nuu.txt', 'fab', 'fabrary-old', 1],
      ['formats/talishar/FaiCC.txt', 'fab', 'talishar', 1],
      ['formats/talishar/BriarSAGE.txt', 'fab', 'talishar', 1],
      ['formats/cockatrice/BenRubinSligh_WC98.cod', 'pmv', 'cod', 1],
      ['formats/cockatrice/ArcaneMaelstrom_C20.cod', 'pmv', 'cod', 1],
      ['dm/decks/prebuilt_and_tournament_decks_ja.json', 'dm', 'dm-product', 164],
    ] as const
  ).map(([name, game, format, decks]) => ({ name, text: text(name), game, format, decks })),
  { name: 'db/packs/sample-acg.deck.json', text: packText(sampleAcg), game: 'acg', format: 'json', decks: 1 },
  { name: 'db/packs/sample-pmv.deck.json', text: packText(samplePmv), game: 'pmv', format: 'json', decks: 1 },
  { name: 'db/packs/sample-nova.deck.json', text: packText(sampleNova), game: 'nova', format: 'json', decks: 1 },
];

function sectionOrder(game: GameId, unsectionedLast = false): (section: string | null) => number {
  const ids = findGame(game)?.sections.map((section) => section.id) ?? [];
  return (section) => (section === null ? (unsectionedLast ? ids.length : -1) : ids.indexOf(section));
}

/** Entries grouped by section the way every writer groups them, keeping the list's order inside a section. */
function grouped(entries: readonly DeckListEntry[], game: GameId, unsectionedLast = false): DeckListEntry[] {
  const order = sectionOrder(game, unsectionedLast);
  return [...entries].sort((a, b) => order(a.section) - order(b.section));
}

/** What is left of a list after a format: the documented exceptions of each writer, spelled out. */
const CARRIED: Record<DeckWriteFormat, (list: DeckList, game: GameId) => DeckList> = {
  // Text: name, format and the game written for; no card keys, printed numbers or Talishar marks.
  text: (list, game) => ({
    ...list,
    game,
    entries: grouped(list.entries, game).map(({ key: _k, number: _n, talishar: _t, ...entry }) => entry),
  }),
  // FaBrary: no game line, no keys, numbers or Talishar marks; cards without a section go to the deck when
  // pitched, to the arena otherwise.
  fabrary: (list, game) => ({
    ...list,
    game: null,
    entries: grouped(
      list.entries.map(({ key: _k, number: _n, talishar: _t, ...entry }) => ({
        ...entry,
        section: entry.section ?? (entry.colour ? 'deck' : 'arena'),
      })),
      game,
    ),
  }),
  // Talishar: ids only (no name, format or game), one entry per id and line, hero and arena before the deck and
  // the cards without a section last.
  talishar: (list, game) => {
    const entries: DeckListEntry[] = [];
    for (const entry of grouped(list.entries, game, true)) {
      const { base, colour } = splitTalisharId(talisharId(entry.name, entry.colour ?? null));
      const same = entries.find((known) => known.section === entry.section && known.name === base && known.colour === colour);
      if (same) same.count += entry.count;
      else entries.push({ line: 0, section: entry.section, count: entry.count, name: base, colour, talishar: true });
    }
    return { name: null, game: null, format: null, entries };
  },
  // Cockatrice: the deck name and cards with collector numbers; no game, format, keys or Talishar marks; cards
  // without a section in the main zone.
  cod: (list, game) => ({
    ...list,
    game: null,
    format: null,
    entries: grouped(
      list.entries.map(({ key: _k, talishar: _t, ...entry }) => ({
        ...entry,
        section: entry.section ?? (game === 'fab' ? 'deck' : (findGame(game)?.sections[0]?.id ?? null)),
      })),
      game,
    ),
  }),
  // Deck Dojo JSON: everything, and the game written for.
  json: (list, game) => ({ ...list, game, entries: grouped(list.entries, game) }),
};

const withoutLines = (list: DeckList): DeckList => ({ ...list, entries: list.entries.map((entry) => ({ ...entry, line: 0 })) });

describe('readDeckFile: detection', () => {
  it.each(SAMPLES)('detects $format in $name', ({ text, game, format, decks }) => {
    const read = readDeckFile(text, game);
    expect(read.format).toBe(format);
    expect(read.decks).toHaveLength(decks);
  });

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
  });

  it('has no format for an empty file', () => {
    expect(() => readDeckFile('\uFEFF \r\n', 'dm')).toThrow(new DeckFileError(null, [{ line: 1, message: 'the file is empty' }]));
    try {
      readDeckFile('', 'dm');
    } catch (error) {
      expect((error as DeckFileError).format).toBeNull();
    }
  });
});

describe('round trips: every deck of every sample through every format its game can be written in', () => {
  const formats = (game: GameId): DeckWriteFormat[] =>
    DECK_WRITE_FORMATS.filter((format) => game === 'fab' || (format !== 'fabrary' && format !== 'talishar'));

  it.each(SAMPLES)('$name', ({ text, game }) => {
    const decks = readDeckFile(text, game).decks;
    for (const list of decks) {
      for (const format of formats(game)) {
        const written = writeDeckFile(list, format, game);
        const back = readDeckFile(written, game);
        expect(back.format).toBe(format);
        expect(back.decks).toHaveLength(1);
        const [again] = back.decks as [DeckList];
        expect(withoutLines(again), `${format}: ${list.name}`).toEqual(withoutLines(CARRIED[format](list, game)));
        // What a format carries is stable: writing what was read gives the same file.
        expect(writeDeckFile(again, format, game)).toBe(written);
      }
    }
  });

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
