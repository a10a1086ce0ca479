/** Real decks of the fixtures (test/fixtures/data) as table decks (DM product decks), and a table deck as the statistics see it. */
import type { SeatDeck, SectionCard } from '../../engine/core/setup';
import { readDeckFile } from '../../engine/deck/formats';
import type { Deck, DeckList } from '../../engine/deck/types';
import type { GameId } from '../../engine/games/id';
import { card } from './deck-cards';
import { readData } from './importers';
import { dmTableCard, findDmPackCard } from './dm-pack';

/** A deck file's list as sections of cards keyed by name; `facts` adds card facts by name. */
export function seatDeck(list: DeckList, facts: Record<string, SectionCard['facts']> = {}): SeatDeck {
  const sections: Record<string, SectionCard[]> = {};
  for (const entry of list.entries) {
    if (!entry.section) throw new Error(`${entry.name}: the file gives no section`);
    (sections[entry.section] ??= []).push({ key: entry.name, name: entry.name, count: entry.count, facts: facts[entry.name] });
  }
  return { sections };
}

/** The list of a DM product deck of dm/decks/prebuilt_and_tournament_decks_ja.json by its code (`DMD-19`). */
export function dmProductList(code: string): DeckList {
  const products = readDeckFile(readData('dm/decks/prebuilt_and_tournament_decks_ja.json').toString('utf8'), 'dm').decks;
  const list = products.find((deck) => deck.name?.startsWith(`${code} `));
  if (!list) throw new Error(`${code}: no such product deck`);
  return list;
}

/** A DM product deck as a seat's sections; `facts` adds card facts by name. */
export const dmProductDeck = (code: string, facts?: Record<string, SectionCard['facts']>): SeatDeck => seatDeck(dmProductList(code), facts);

/**
 * A DM product deck whose cards carry the shipped pack's facts and faces (./dm-pack.ts), as a table deck opened from
 * the card database does; a card the pack has no entry of (the back face of a psychic listed on its own) as listed.
 */
export function dmPackDeck(code: string): SeatDeck {
  const { sections } = dmProductDeck(code);
  return {
    sections: Object.fromEntries(
      Object.entries(sections).map(([section, cards]) => [section, cards.map((entry) => (findDmPackCard(entry.key) ? dmTableCard(entry.key, entry.count) : entry))]),
    ),
  };
}

/** The same deck as the deck statistics take it: each card's facts as its stats (FaB intellect). */
export function statsDeck(game: GameId, deck: SeatDeck): Deck {
  return {
    game,
    sections: Object.fromEntries(
      Object.entries(deck.sections).map(([section, cards]) => [section, cards.map(({ key, name, count, facts }) => ({ card: card(name, { key, stats: facts ?? {} }), count }))]),
    ),
  };
}
