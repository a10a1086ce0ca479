/**
 * A small table for the core's tests: zones of every kind (hidden ordered deck, owner hand, hidden unordered
 * shields, public battle zone and graveyard, a capacity-1 arsenal, a shared chain), not any real game's.
 */
import type { Action } from './actions';
import { apply, type Applied } from './apply';
import { isRuleError, type RuleError } from './basics';
import type { ZoneDefinition } from './structure';
import { createGame, type DeckList, type GameState, type TableRules } from './state';

const zone = (id: string, en: string, ja: string, rest: Partial<ZoneDefinition>): ZoneDefinition => ({
  id,
  label: { ja, en },
  owner: 'seat',
  visibility: 'public',
  ordered: false,
  capacity: null,
  faceDown: false,
  rule: `T ${id}`,
  ...rest,
});

export const TEST_RULES: TableRules = {
  zones: [
    zone('deck', 'Deck', '山札', { visibility: 'hidden', ordered: true, faceDown: true }),
    zone('hand', 'Hand', '手札', { visibility: 'owner' }),
    zone('shields', 'Shields', 'シールド', { visibility: 'hidden', faceDown: true }),
    zone('battle', 'Battle zone', 'バトルゾーン', {}),
    zone('grave', 'Graveyard', '墓地', { ordered: true }),
    zone('arsenal', 'Arsenal', 'アーセナル', { capacity: 1, rule: 'T 3.0' }),
    zone('chain', 'Chain', 'チェーン', { owner: 'shared', ordered: true }),
  ],
  drawPile: 'deck',
  hand: 'hand',
};

/** `count` different cards `<prefix>1`… named `<Prefix> 1`…, one copy each, in the deck. */
export function testDeck(prefix: string, count: number): DeckList {
  return {
    cards: Array.from({ length: count }, (_, index) => ({
      key: `${prefix}${index + 1}`,
      name: `${prefix.toUpperCase()} ${index + 1}`,
      count: 1,
      facts: { cost: index % 3, colors: index % 2 === 0 ? ['fire'] : ['water'] },
    })),
  };
}

/** Two seats, 10 cards each (`a1`… for seat 0, `b1`… for seat 1), unshuffled: deck tops are a1 and b1. */
export function testGame(seed = 7): GameState {
  return createGame(TEST_RULES, { seed, decks: [testDeck('a', 10), testDeck('b', 10)], life: 20, resources: { mana: 0 } });
}

/** The action applied; a refusal fails the test with its message. */
export function ok(state: GameState, action: Action): Applied {
  const result = apply(state, action);
  if (isRuleError(result)) throw new Error(`refused: ${result.message.en}`);
  return result;
}

/** The action's refusal; going through fails the test. */
export function refused(state: GameState, action: Action): RuleError {
  const result = apply(state, action);
  if (!isRuleError(result)) throw new Error('expected a refusal');
  return result;
}
