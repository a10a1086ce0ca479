// The FaBrary exports of the full data (README §1 of the reference folder's data/): every deck and card line of the
// multi-deck draft files, and every entry of the four files resolved against the full card data.
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA } from '../../../test/helpers/reference';
import { readDeckFile } from './index';

const data = (path: string): string => REFERENCE_DATA.text(path);

const SWEDEN = 'fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt';
const OLD_DRAFTS = 'fab/decks/fabrary_export_OLDFORMAT_draft_PtM_2024.txt';
const HNT = 'fab/decks/fabrary_export_draft_HNT_2025.txt';
const SEA = 'fab/decks/fabrary_export_draft_SEA_2025.txt';

describe('FaBrary: the real exports', () => {
  it('reads the multi-deck draft files: 33, 406 and 479 decks, skipping link-only exports', () => {
    const hnt = readDeckFile(data(HNT), 'fab');
    const sea = readDeckFile(data(SEA), 'fab');
    const old = readDeckFile(data(OLD_DRAFTS), 'fab');
    expect([hnt.format, sea.format, old.format]).toEqual(['fabrary', 'fabrary', 'fabrary-old']);
    expect([hnt.decks.length, sea.decks.length, old.decks.length]).toEqual([33, 406, 479]);
    // The old file has 533 timestamps: 54 of them head an export that is only a deck link.
    expect(data(OLD_DRAFTS).match(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/gm)).toHaveLength(533);
    for (const deck of [...hnt.decks, ...sea.decks, ...old.decks]) {
      expect(deck.entries.filter((entry) => entry.section === 'hero')).toHaveLength(1);
      expect(deck.name).not.toBeNull();
    }
    expect(hnt.decks[1]).toMatchObject({ name: 'HNT Draft 2 – Fang', format: 'Draft' });
    expect(sea.decks[0]?.entries).toContainEqual({ line: 30, section: 'deck', count: 1, name: 'Money or Your Life?', colour: 'yellow' });
  });

  it('reads every card line of the four files: 13,666 + 1,090 + 13,871 + 38 (README §1, lines not copies)', () => {
    const cardLines = (path: string): number => data(path).match(/^(\d+x|\(\d+\)) /gm)?.length ?? 0;
    // Card lines are the `(n) Name` deck lines of the old format and the `nx Name` arena and deck lines of the
    // current one; heroes and the old format's weapon and equipment lists come on top.
    const fromCardLines = (path: string): number =>
      readDeckFile(data(path), 'fab').decks.flatMap((deck) =>
        deck.entries.filter((entry) => (path === OLD_DRAFTS ? entry.section === 'deck' : entry.section !== 'hero')),
      ).length;
    const files = [OLD_DRAFTS, HNT, SEA, SWEDEN];
    expect(files.map(cardLines)).toEqual([13_666, 1_090, 13_871, 38]);
    expect(files.map(fromCardLines)).toEqual([13_666, 1_090, 13_871, 38]);
  });

  it('resolves every entry of the four files against cards.json by name and pitch colour', () => {
    const cards = JSON.parse(data('fab/cards.json')) as { name: string; pitch: number | null }[];
    const colour = [null, 'red', 'yellow', 'blue'];
    const known = new Set(cards.map((card) => `${card.name}|${colour[card.pitch ?? 0]}`));
    const unknown = [SWEDEN, OLD_DRAFTS, HNT, SEA]
      .flatMap((path) => readDeckFile(data(path), 'fab').decks.flatMap((deck) => deck.entries))
      .map((entry) => `${entry.name}|${entry.colour}`)
      .filter((card) => !known.has(card) && !known.has(card.replace(/ \/\/ [^|]*/, '')));
    expect(unknown).toEqual([]);
  });
});
