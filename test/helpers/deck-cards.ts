/** Deck cards and decks for the engine's tests: a card needs only what a test is about. */
import type { GameId } from '../../engine/games/id';
import type { Deck, DeckCard } from '../../engine/deck/types';

export function card(name: string, facts: Partial<Omit<DeckCard, 'name'>> = {}): DeckCard {
  return {
    key: facts.key ?? name,
    name,
    kinds: [],
    subtypes: [],
    keywords: [],
    flags: [],
    formats: [],
    cost: null,
    power: null,
    stats: {},
    zone: null,
    copyLimit: null,
    aliasOf: null,
    numbers: [],
    faces: [],
    ...facts,
  };
}

/** `count` different cards named `prefix 1…`, built by `make`, each `copies` times. */
export function filler(prefix: string, count: number, copies: number, make: (name: string) => DeckCard): [DeckCard, number][] {
  return Array.from({ length: count }, (_, index) => [make(`${prefix} ${index + 1}`), copies]);
}

export function deck(game: GameId, sections: Record<string, [DeckCard, number][]>): Deck {
  return {
    game,
    sections: Object.fromEntries(Object.entries(sections).map(([id, entries]) => [id, entries.map(([card, count]) => ({ card, count }))])),
  };
}
