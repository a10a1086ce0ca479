/**
 * Reading a DM card's facts on the table (the card database's fields, api/handlers/tables.ts): `civs`, `kinds`,
 * `keywords` (printed ones only, DM 101.2), `conditionalKeywords`, `cost`, `power`, `powerAttacker`. A card of several
 * faces answers with the face that is up (805.3): a twinpact's creature half in the battle zone, an awakened psychic's
 * other side; facts a face lacks are the card's.
 */
import { zoneKey, type CardFacts, type GameState } from '../../core/state';
import { zones } from './zones';

export const key = (id: string, seat: number): string => zoneKey(zones.find((zone) => zone.id === id)!, seat);

/** The facts of the face of `card` that is up. */
export function factsOf(state: GameState, card: string): CardFacts {
  const instance = state.cards[card]!;
  const entry = state.catalog[instance.key];
  if (!entry) return {};
  const face = entry.faces?.[instance.face ?? 0];
  return face ? { ...entry.facts, ...face.facts } : entry.facts;
}

export function listFact(state: GameState, card: string, fact: string): readonly string[] {
  const value = factsOf(state, card)[fact];
  return Array.isArray(value) ? value : [];
}

export function numberFact(state: GameState, card: string, fact: string): number | null {
  const value = factsOf(state, card)[fact];
  return typeof value === 'number' ? value : null;
}

export const hasKeyword = (state: GameState, card: string, keyword: string): boolean => listFact(state, card, 'keywords').includes(keyword);

/** A creature of any kind (evolution, psychic, GR…): its kinds list `creature` (engine/games/dm/index.ts cardKinds). */
export const isCreature = (state: GameState, card: string): boolean => listFact(state, card, 'kinds').includes('creature');
