/**
 * The real Cindra deck (Sweden nationals 2025, Classic Constructed; test/fixtures/data) as a seat's sections, with the
 * card facts a FaB table reads (engine/games/fab/index.ts) taken from the shipped FaB pack as the card database gives
 * them to a table (engine/core/card-facts.ts): the hero's intellect and life, pitch, cost, power, defense, kinds,
 * subtypes and keywords.
 */
import type { History } from '../../engine/core/history';
import type { SeatDeck, SectionCard } from '../../engine/core/setup';
import { readDeckFile } from '../../engine/deck/formats';
import { fabTableCard } from './fab-pack';
import { readData } from './importers';
import { perform } from './table';

export const CINDRA_FILE = 'fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt';

/** Cindra's deck; each name is once in it, so a card's key is its name. */
export function cindraDeck(): SeatDeck {
  const list = readDeckFile(readData(CINDRA_FILE).toString('utf8'), 'fab').decks[0]!;
  const sections: Record<string, SectionCard[]> = {};
  for (const entry of list.entries) {
    (sections[entry.section!] ??= []).push(fabTableCard(entry.name, entry.colour ?? null, entry.count));
  }
  return { sections };
}

/** The id of the seat's card with this key, from its hand or else moved there from its deck (a manual move). */
export function toHand(history: History, seat: number, key: string): string {
  const { state } = history;
  const find = (zone: string): string | undefined => state.zones[`${zone}#${seat}`]!.find((id) => state.cards[id]!.key === key);
  const inHand = find('hand');
  if (inHand) return inHand;
  const inDeck = find('deck');
  if (!inDeck) throw new Error(`${key}: not in seat ${seat}'s hand or deck`);
  perform(history, { type: 'move', seat, card: inDeck, to: { zone: 'hand' } });
  return inDeck;
}
