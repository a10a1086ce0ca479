// The product and tournament lists of the full data (the reference folder's data/dm/decks), read whole.
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA } from '../../../test/helpers/reference';
import { readDeckFile } from './index';

const PRODUCTS = REFERENCE_DATA.text('dm/decks/prebuilt_and_tournament_decks_ja.json');

describe('DM product lists: the real file', () => {
  const { format, decks } = readDeckFile(PRODUCTS, 'dm');

  it('reads all 164 decks, one entry per card line, every one with a name', () => {
    expect(format).toBe('dm-product');
    expect(decks).toHaveLength(164);
    const raw = JSON.parse(PRODUCTS) as { decks: { cards: unknown[] }[] };
    expect(decks.map((deck) => deck.entries.length)).toEqual(raw.decks.map((deck) => deck.cards.length));
    expect(decks.every((deck) => deck.name !== null && deck.game === null && deck.format === null)).toBe(true);
    // 80 card lines name a card the zone join did not know: their section is left to the card.
    expect(decks.flatMap((deck) => deck.entries).filter((entry) => entry.section === null)).toHaveLength(80);
  });

  it('reads products up to 162 cards, more than 20 of them of 50 cards or more', () => {
    const sizes = decks.map((deck) => deck.entries.reduce((sum, entry) => sum + entry.count, 0));
    expect(Math.max(...sizes)).toBe(162);
    expect(sizes.filter((size) => size >= 50).length).toBeGreaterThan(20);
  });
});
