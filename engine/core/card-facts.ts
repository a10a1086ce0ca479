/**
 * The facts a table reads of a card (engine/games/*: FaB `intellect`, `life`, `pitch`, `cost`, `kinds`, `subtypes`; DM
 * `civs`, `kinds`, `keywords`, `power`, `powerAttacker`): a card's or a face's stats, flattened, with its kinds,
 * subtypes, keywords, cost and power. The card database (api/handlers/tables.ts) and the shipped packs (tests) give
 * cards in this shape.
 */
import type { CardFacts, CatalogFace, GameState } from './state';

export interface FactFields {
  kinds: readonly string[];
  subtypes: readonly string[];
  keywords: readonly string[];
  cost: number | null;
  power: number | null;
  stats: Readonly<Record<string, unknown>>;
}

export function cardFacts(card: FactFields): CardFacts {
  const facts: Record<string, CardFacts[string]> = {};
  for (const [name, value] of Object.entries(card.stats)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') facts[name] = value;
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) facts[name] = value as string[];
  }
  Object.assign(facts, { kinds: card.kinds, subtypes: card.subtypes, keywords: card.keywords });
  if (card.cost !== null) facts.cost = card.cost;
  if (card.power !== null) facts.power = card.power;
  return facts;
}

/** The faces of a card of several (none for a card of one), each with its own name and facts. */
export function cardFaces(faces: readonly (FactFields & { name: string })[]): CatalogFace[] | undefined {
  return faces.length > 1 ? faces.map((face) => ({ name: face.name, facts: cardFacts(face) })) : undefined;
}

/** A card's number fact at the table, or undefined. */
export function numberFact(state: GameState, card: string, fact: string): number | undefined {
  const value = state.catalog[state.cards[card]!.key]?.facts[fact];
  return typeof value === 'number' ? value : undefined;
}

/** A card's text fact at the table (NOVA `costDetail`), or undefined. */
export function textFact(state: GameState, card: string, fact: string): string | undefined {
  const value = state.catalog[state.cards[card]!.key]?.facts[fact];
  return typeof value === 'string' ? value : undefined;
}

/** A card's list fact at the table (kinds, subtypes, keywords), empty when it has none. */
export function listFact(state: GameState, card: string, fact: string): readonly string[] {
  const value = state.catalog[state.cards[card]!.key]?.facts[fact];
  return Array.isArray(value) ? value : [];
}
