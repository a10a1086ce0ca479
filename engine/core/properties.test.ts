/**
 * Property tests of the core (fast-check): random sequences of legal actions never lose or duplicate a card, never
 * show seat 1's hidden cards to seat 0 in its view or its log, and undo, redo and replay give back the same states.
 */
import fc from 'fast-check';
import { describe as group, expect, it } from 'vitest';
import { checkEveryCardOnce } from '../../test/helpers/invariants';
import type { Action } from './actions';
import { apply } from './apply';
import { describe, redactEvent } from './describe';
import { History, type Session } from './history';
import { type GameState } from './state';
import { isRuleError } from './basics';
import { TEST_RULES, testDeck } from './testing';
import { view } from './view';

const START = { seed: 1, decks: [testDeck('a', 8), testDeck('b', 8)], life: 20 };
const ALL_ZONES = TEST_RULES.zones.map((zone) => zone.id);
/** Where seat 1's cards may go in the leak property: zones seat 0 never sees into. */
const SECRET_ZONES = ['deck', 'hand', 'shields'];

/** Numbers fast-check draws; `toAction` turns them into an action that fits the state. */
type Roll = [number, number, number, number];
const rolls = (max: number) => fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.integer({ min: -3, max: 3 })), { maxLength: max });

const pick = <T>(items: readonly T[], roll: number): T => items[roll % items.length]!;

/**
 * An action made from four numbers. With `secretSeat` set, that seat's cards stay where the other seat cannot see
 * them: they move only among its deck, hand and shields, under its own cards, and only that seat looks or searches.
 */
function toAction(state: GameState, [kind, a, b, delta]: Roll, secretSeat: number | null): Action {
  const seat = a % state.seats.length;
  const cardIds = Object.keys(state.cards);
  const card = pick(cardIds, b);
  const secret = secretSeat !== null && state.cards[card]!.owner === secretSeat;
  const zoneSeat = secret ? secretSeat : b % state.seats.length;
  // The secret seat's zones take cards only into its unseen zones, so `moveTop` from its deck stays secret too.
  const zones = zoneSeat === secretSeat ? SECRET_ZONES : ALL_ZONES;
  const ownZone = { zone: pick(secretSeat === null ? ALL_ZONES : SECRET_ZONES, a), seat };
  const look = state.looks.find((candidate) => candidate.seat === seat);
  const actions: (() => Action)[] = [
    () => ({ type: 'draw', seat, count: 1 + (b % 3) }),
    () => ({ type: 'move', seat, card, to: { zone: pick(zones, a), seat: zoneSeat, position: pick(['top', 'bottom', 0] as const, b) } }),
    () => {
      const from = state.cards[card]!.location;
      // Only cards as secret as `card`: a zone may hold both seats' cards, and the secret seat's stay in its unseen zones.
      const alike = (id: string) => secretSeat === null || (state.cards[id]!.owner === secretSeat) === secret;
      const together = from.kind === 'zone' ? state.zones[from.zone]!.slice(0, 1 + (a % 3)).filter(alike) : [card];
      return { type: 'moveCards', seat, cards: together, to: { zone: pick(zones, b), seat: zoneSeat, position: pick(['top', 'bottom'] as const, a) } };
    },
    () => {
      const hosts = cardIds.filter((id) => !secret || state.cards[id]!.owner === secretSeat);
      return { type: 'move', seat, card, to: { under: pick(hosts, a) } };
    },
    () => ({ type: 'moveTop', seat, from: { zone: 'deck', seat: zoneSeat }, count: 1 + (a % 3), to: { zone: pick(zones, b), seat: zoneSeat } }),
    () => ({ type: 'shuffle', seat, zone: ownZone }),
    () => ({ type: 'look', seat, zone: ownZone, count: 1 + (b % 4) }),
    () => (look ? { type: 'putBack', seat, top: [...look.cards].reverse(), bottom: [] } : { type: 'endLook', seat }),
    () => ({ type: 'search', seat, zone: ownZone, filter: { facts: { cost: b % 3 } } }),
    () => ({ type: 'tap', seat, card, tapped: a % 2 === 0 }),
    () => ({ type: 'tapAll', seat, zone: ownZone, tapped: b % 2 === 0 }),
    () => ({ type: 'flip', seat, card }),
    () => ({ type: 'counter', seat, card, name: pick(['+1', 'time'], a), delta }),
    () => ({ type: 'marker', seat, card, marker: 'frozen', on: a % 2 === 0 }),
    () => (secret ? { type: 'tap', seat, card, tapped: true } : { type: 'reveal', seat, cards: [card] }),
    () => ({ type: 'create', seat, key: 'tok', name: 'Token', token: true, owner: 0, to: { zone: pick(ALL_ZONES, b), seat: 0 } }),
    () => ({ type: 'life', seat, target: b % state.seats.length, delta }),
    () => ({ type: 'rollDie', seat, sides: 2 + (b % 19) }),
    () => ({ type: 'flipCoin', seat }),
    () => ({ type: 'setMode', seat, mode: pick(['free', 'assisted', 'strict'] as const, b) }),
  ];
  return pick(actions, kind)();
}

/** Runs rolls through a history, skipping refused actions (a strict-mode capacity, a card under itself). */
function play(history: History, script: Roll[], secretSeat: number | null, afterEach?: (state: GameState, action: Action) => void): void {
  for (const roll of script) {
    const action = toAction(history.state, roll, secretSeat);
    if (!isRuleError(history.perform(action))) afterEach?.(history.state, action);
  }
}

const SECRET_KEY = /"b\d+"/;
const SECRET_NAME = /B \d+/;

group('core properties', () => {
  it('never loses or duplicates a card instance', () => {
    fc.assert(
      fc.property(rolls(60), (script) => {
        const history = new History(TEST_RULES, START);
        play(history, script, null, checkEveryCardOnce);
        expect(Object.keys(history.state.cards).length).toBeGreaterThanOrEqual(16);
      }),
      { numRuns: 150 },
    );
  });

  it('never shows seat 1’s hidden cards to seat 0, in its view or its log', () => {
    fc.assert(
      fc.property(rolls(60), (script) => {
        const history = new History(TEST_RULES, START);
        play(history, script, 1, (state) => {
          expect(JSON.stringify(view(state, 0))).not.toMatch(SECRET_KEY);
        });
        for (const { events } of history.log()) {
          for (const event of events) {
            expect(JSON.stringify(redactEvent(event, 0))).not.toMatch(SECRET_KEY);
            expect(describe(event, 'en', 0, TEST_RULES)).not.toMatch(SECRET_NAME);
            expect(describe(event, 'ja', 0, TEST_RULES)).not.toMatch(SECRET_NAME);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('gives back every state by undo, redo and replay of the saved session', () => {
    fc.assert(
      fc.property(rolls(50), fc.integer({ min: 1, max: 8 }), fc.array(fc.nat(), { maxLength: 6 }), (script, snapshotEvery, targets) => {
        const history = new History(TEST_RULES, START, snapshotEvery);
        const states = [history.state];
        play(history, script, null, (state) => states.push(state));
        const last = history.length;
        history.goTo(0);
        expect(history.state).toEqual(states[0]);
        while (history.canRedo()) history.redo();
        expect(history.state).toEqual(states[last]);
        while (history.canUndo()) history.undo();
        expect(history.state).toEqual(states[0]);
        for (const target of targets) {
          history.goTo(target % (last + 1));
          expect(history.state).toEqual(states[target % (last + 1)]);
        }
        history.goTo(last);
        const saved = JSON.parse(JSON.stringify(history.toSession())) as Session;
        expect(History.fromSession(TEST_RULES, saved).state).toEqual(states[last]);
        // Replaying the actions with apply alone gives the same state too.
        let replayed = states[0]!;
        for (const action of saved.actions) {
          const result = apply(replayed, action);
          if (isRuleError(result)) throw new Error(result.message.en);
          replayed = result.state;
        }
        expect(replayed).toEqual(states[last]);
      }),
      { numRuns: 100 },
    );
  });
});
