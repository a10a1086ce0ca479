/**
 * The cases index.test.ts runs on the excerpts of the real decklists (test/fixtures/data) and index.reference.test.ts
 * on the full files: each sample detected as its format, and every deck of it through every format its game can be
 * written in. Only the decks the multi-deck files hold differ.
 */
import { describe, expect, it } from 'vitest';
import sampleAcg from '../../../db/packs/sample-acg.deck.json';
import sampleNova from '../../../db/packs/sample-nova.deck.json';
import samplePmv from '../../../db/packs/sample-pmv.deck.json';
import { findGame } from '../../games/registry';
import type { GameId } from '../../games/id';
import { DECK_WRITE_FORMATS, type DeckFileFormat, type DeckList, type DeckListEntry, type DeckWriteFormat } from '../types';
import { readDeckFile, splitTalisharId, talisharId, writeDeckFile } from './index';

/** How many decks each multi-deck file holds. */
export interface MultiDeckFiles {
  hnt: number;
  sea: number;
  oldDrafts: number;
  products: number;
}

interface Sample {
  name: string;
  text: string;
  game: GameId;
  format: DeckFileFormat;
  decks: number;
}

/** The bundled sample decks are exactly `JSON.stringify(deck, null, 2)` and a newline, so this is their text. */
const packText = (deck: unknown): string => `${JSON.stringify(deck, null, 2)}\n`;

/** Every real sample, the game it is read as, and the format it must be detected as. */
function samples(text: (path: string) => string, multi: MultiDeckFiles): Sample[] {
  return [
    ...(
      [
        ['fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt', 'fab', 'fabrary', 1],
        ['fab/decks/fabrary_export_draft_HNT_2025.txt', 'fab', 'fabrary', multi.hnt],
        ['fab/decks/fabrary_export_draft_SEA_2025.txt', 'fab', 'fabrary', multi.sea],
        ['fab/decks/fabrary_export_OLDFORMAT_draft_PtM_2024.txt', 'fab', 'fabrary-old', multi.oldDrafts],
        ['formats/fabrary/fabrary_NEW_format_CC_sweden_nationals_2025_cindra.txt', 'fab', 'fabrary', 1],
        ['formats/fabrary/fabrary_NEW_format_draft_with_timestamp_line.txt', 'fab', 'fabrary', 1],
        ['formats/fabrary/fabrary_OLD_format_single_deck_PtM_nuu.txt', 'fab', 'fabrary-old', 1],
        ['formats/talishar/FaiCC.txt', 'fab', 'talishar', 1],
        ['formats/talishar/BriarSAGE.txt', 'fab', 'talishar', 1],
        ['formats/cockatrice/BenRubinSligh_WC98.cod', 'pmv', 'cod', 1],
        ['formats/cockatrice/ArcaneMaelstrom_C20.cod', 'pmv', 'cod', 1],
        ['dm/decks/prebuilt_and_tournament_decks_ja.json', 'dm', 'dm-product', multi.products],
      ] as const
    ).map(([name, game, format, decks]) => ({ name, text: text(name), game, format, decks })),
    { name: 'db/packs/sample-acg.deck.json', text: packText(sampleAcg), game: 'acg', format: 'json', decks: 1 },
    { name: 'db/packs/sample-pmv.deck.json', text: packText(samplePmv), game: 'pmv', format: 'json', decks: 1 },
    { name: 'db/packs/sample-nova.deck.json', text: packText(sampleNova), game: 'nova', format: 'json', decks: 1 },
  ];
}

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

// Where a deck begins in its file is a matter of lines too.
const withoutLines = (list: DeckList): DeckList => ({ ...list, firstLine: undefined, entries: list.entries.map((entry) => ({ ...entry, line: 0 })) });

/** Registers the cases over the samples `text` reads. */
export function sampleCases(text: (path: string) => string, multi: MultiDeckFiles): void {
  const SAMPLES = samples(text, multi);

  describe('readDeckFile: detection', () => {
  it.each(SAMPLES)('detects $format in $name', ({ text, game, format, decks }) => {
    const read = readDeckFile(text, game);
    expect(read.format).toBe(format);
    expect(read.decks).toHaveLength(decks);
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
  });
}
