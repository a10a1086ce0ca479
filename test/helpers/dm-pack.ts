/**
 * Duel Masters cards as the shipped pack (db/packs/dm.json.gz) gives them, as a table deck holds them: each card's
 * facts and, for a card of several faces, each face's (engine/core/card-facts.ts, as api/handlers/tables.ts reads them);
 * and as the card database sums them up for the table (`cards.many`). Boards laid out from them: ./dm-board.ts.
 */
import type { CardSummary } from '../../api/contract';
import type { SeatDeck, SectionCard } from '../../engine/core/setup';
import type { DeckList } from '../../engine/deck/types';
import { cardFaces, cardFacts } from '../../engine/core/card-facts';
import { readManifest, readPack } from '../../db/bundled-packs';
import type { CardRecord } from '../../db/cards/record';

let cards: Map<string, CardRecord> | undefined;

/** The pack's card of that key (its name), if the pack has one (a face on a card's back has none of its own). */
export function findDmPackCard(key: string): CardRecord | undefined {
  cards ??= new Map(readPack(readManifest().find((entry) => entry.game === 'dm')!).cards.map((card) => [card.key, card]));
  return cards.get(key);
}

export function dmPackCard(key: string): CardRecord {
  const card = findDmPackCard(key);
  if (!card) throw new Error(`${key}: not in db/packs/dm.json.gz`);
  return card;
}

/** `count` copies of the pack's card as a table deck lists them. */
export function dmTableCard(key: string, count = 1): SectionCard {
  const card = dmPackCard(key);
  const faces = cardFaces(card.faces);
  return { key, name: card.name, count, facts: cardFacts(card), ...(faces ? { faces } : {}) };
}

/** The pack's card as `cards.many` answers it. */
export function dmCardSummary(key: string): CardSummary {
  const { name, nameJa, nameEn, reading, kinds, subtypes, keywords, flags, cost, costText, power, powerText, stats, zone, copyLimit, aliasOf } = dmPackCard(key);
  return { key, name, nameJa, nameEn, reading, kinds, subtypes, keywords, flags, cost, costText, power, powerText, stats, zone, copyLimit, aliasOf, custom: false, image: null };
}

/**
 * A real list as a seat's sections, every card with its facts and faces from the pack (castability, battles), as a
 * table deck opened from the card database has them; a card the pack has no entry of (the back face of a psychic
 * listed on its own) as listed.
 */
export function dmPackDeck(list: DeckList): SeatDeck {
  const sections: Record<string, SectionCard[]> = {};
  for (const entry of list.entries) {
    if (!entry.section) throw new Error(`${entry.name}: the list gives no section`);
    (sections[entry.section] ??= []).push(findDmPackCard(entry.name) ? dmTableCard(entry.name, entry.count) : { key: entry.name, name: entry.name, count: entry.count });
  }
  return { sections };
}
