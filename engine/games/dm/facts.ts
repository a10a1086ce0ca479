/**
 * Reading a DM card's facts on the table (the card database's fields, api/handlers/tables.ts): `civs`, `kinds`,
 * `keywords` (printed ones only, DM 101.2), `conditionalKeywords`, `cost`, `power`, `powerAttacker`. A card of several
 * faces answers with the face that is up (805.3): a twinpact's creature half in the battle zone, an awakened psychic's
 * other side; facts a face lacks are the card's.
 */
import { zoneKey, type CardFacts, type GameState } from '../../core/state';
import { zones } from './zones';

export const key = (id: string, seat: number): string => zoneKey(zones.find((zone) => zone.id === id)!, seat);

/** The facts of face `face` of `card`; a card of one face answers with its own. */
export function faceFacts(state: GameState, card: string, face: number): CardFacts {
  const entry = state.catalog[state.cards[card]!.key];
  if (!entry) return {};
  const own = entry.faces?.[face];
  return own ? { ...entry.facts, ...own.facts } : entry.facts;
}

/** The facts of the face of `card` that is up. */
export const factsOf = (state: GameState, card: string): CardFacts => faceFacts(state, card, state.cards[card]!.face ?? 0);

/** How many faces `card` has: 1 for a card of one. */
export const faceCount = (state: GameState, card: string): number => Math.max(1, state.catalog[state.cards[card]!.key]?.faces?.length ?? 0);

/** The facts of the card as a whole, as the card database lists them (a twinpact's both halves, 810.1). */
export const wholeCardFacts = (state: GameState, card: string): CardFacts => state.catalog[state.cards[card]!.key]?.facts ?? {};

/** A list-valued fact of a card's or a face's facts; none when absent. */
export function listOf(facts: CardFacts | undefined, fact: string): readonly string[] {
  const value = facts?.[fact];
  return Array.isArray(value) ? value : [];
}

export const listFact = (state: GameState, card: string, fact: string): readonly string[] => listOf(factsOf(state, card), fact);

export function numberFact(state: GameState, card: string, fact: string): number | null {
  const value = factsOf(state, card)[fact];
  return typeof value === 'number' ? value : null;
}

export const hasKeyword = (state: GameState, card: string, keyword: string): boolean => listFact(state, card, 'keywords').includes(keyword);

/** A creature of any kind (evolution, psychic, GR…): its kinds list `creature` (engine/games/dm/index.ts cardKinds). */
export const isCreature = (state: GameState, card: string): boolean => listFact(state, card, 'kinds').includes('creature');
