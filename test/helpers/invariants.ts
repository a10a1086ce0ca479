/** Invariants of the play table that property tests check after every action. */
import { expect } from 'vitest';
import { zoneOfCard, type GameState } from '../../engine/core/state';

/** Every card id is in exactly one place, and that place is the card's `location`. */
export function checkEveryCardOnce(state: GameState): void {
  const seen: string[] = [];
  for (const [key, ids] of Object.entries(state.zones)) {
    for (const id of ids) {
      seen.push(id);
      expect(state.cards[id]!.location).toEqual({ kind: 'zone', zone: key });
    }
  }
  for (const card of Object.values(state.cards)) {
    for (const id of card.attached) {
      seen.push(id);
      expect(state.cards[id]!.location).toEqual({ kind: 'attached', host: card.id });
    }
  }
  expect(seen.sort()).toEqual(Object.keys(state.cards).sort());
  for (const id of Object.keys(state.cards)) expect(typeof zoneOfCard(state, id)).toBe('string');
}
