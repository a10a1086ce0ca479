import { describe, expect, it } from 'vitest';
import type { Action } from './actions';
import { History, type Session } from './history';
import { isRuleError } from './basics';
import { TEST_RULES, testDeck } from './testing';

const START = { seed: 42, decks: [testDeck('a', 12), testDeck('b', 12)], life: 20, resources: { mana: 0 } };

function perform(history: History, ...actions: Action[]): void {
  for (const action of actions) {
    const result = history.perform(action);
    if (isRuleError(result)) throw new Error(result.message.en);
  }
}

/** A varied script of `count` actions, with shuffles and die rolls so randomness is exercised. */
function script(count: number): Action[] {
  const kinds: Action[] = [
    { type: 'shuffle', seat: 0, zone: { zone: 'deck' } },
    { type: 'rollDie', seat: 1, sides: 20 },
    { type: 'draw', seat: 0, count: 1 },
    { type: 'moveTop', seat: 1, from: { zone: 'deck' }, count: 1, to: { zone: 'battle' } },
    { type: 'tapAll', seat: 1, zone: { zone: 'battle' }, tapped: true },
    { type: 'life', seat: 0, target: 1, delta: -1 },
    { type: 'tapAll', seat: 1, zone: { zone: 'battle' }, tapped: false },
  ];
  return Array.from({ length: count }, (_, index) => kinds[index % kinds.length]!);
}

describe('History', () => {
  it('undoes, redoes and goes to any entry, giving the state it had then', () => {
    const history = new History(TEST_RULES, START, 4);
    const states = [history.state];
    for (const action of script(23)) {
      perform(history, action);
      states.push(history.state);
    }
    history.undo();
    expect(history.cursor).toBe(22);
    expect(history.state).toEqual(states[22]);
    history.redo();
    expect(history.state).toEqual(states[23]);
    for (const target of [0, 17, 3, 8, 23, 4, 1, 22]) {
      history.goTo(target);
      expect(history.cursor).toBe(target);
      expect(history.state).toEqual(states[target]);
    }
    expect(() => history.goTo(24)).toThrow('goTo: 24 is not from 0 to 23');
  });

  it('replays fewer than snapshotEvery actions for any undo, at log length 10 as at 10,000', () => {
    for (const length of [10, 10_000]) {
      const history = new History(TEST_RULES, START, 32);
      perform(history, ...script(length));
      let most = 0;
      for (let step = 0; step < Math.min(40, length); step++) {
        most = Math.max(most, history.goTo(history.cursor - 1));
      }
      expect(most).toBeLessThan(32);
      expect(history.goTo(0)).toBe(0);
      expect(history.goTo(length)).toBeLessThan(32);
    }
  });

  it('never re-rolls: a die rolled, undone and redone shows the same number', () => {
    const history = new History(TEST_RULES, START);
    perform(history, { type: 'rollDie', seat: 0, sides: 1000 });
    const first = history.log()[0]!.events;
    history.undo();
    expect(history.log()).toEqual([]);
    history.redo();
    expect(history.log()[0]!.events).toEqual(first);
    history.undo();
    perform(history, { type: 'rollDie', seat: 0, sides: 1000 });
    expect(history.log()[0]!.events).toEqual(first);
  });

  it('drops the redo tail when a new action follows an undo, and refuses without recording', () => {
    const history = new History(TEST_RULES, START, 2);
    perform(history, ...script(5));
    history.goTo(2);
    perform(history, { type: 'concede', seat: 1 });
    expect(history.length).toBe(3);
    expect(history.canRedo()).toBe(false);
    expect(history.state.seats[1]!.conceded).toBe(true);
    const refused = history.perform({ type: 'draw', seat: 0, count: 0 });
    expect(isRuleError(refused) && refused.message.en).toBe('count: 0 is not a whole number ≥ 1');
    expect(history.length).toBe(3);
    history.goTo(0);
    history.goTo(3);
    expect(history.state.seats[1]!.conceded).toBe(true);
  });

  it('saves a session as seed, decks and log, and loading it reproduces the same state and cursor', () => {
    const history = new History(TEST_RULES, START);
    perform(history, ...script(40));
    history.goTo(33);
    const saved = JSON.parse(JSON.stringify(history.toSession())) as Session;
    expect(saved).toMatchObject({ version: 1, seed: 42, cursor: 33 });
    expect(saved.actions).toHaveLength(40);
    const loaded = History.fromSession(TEST_RULES, saved);
    expect(loaded.state).toEqual(history.state);
    expect(loaded.log()).toEqual(history.log());
    loaded.goTo(40);
    history.goTo(40);
    expect(loaded.state).toEqual(history.state);
  });

  it('rejects malformed sessions naming the field', () => {
    const session = new History(TEST_RULES, START).toSession();
    expect(() => History.fromSession(TEST_RULES, { ...session, version: 2 as 1 })).toThrow('version: 2 is not a session version this app reads');
    expect(() => History.fromSession(TEST_RULES, { ...session, cursor: 1 })).toThrow('cursor: 1 is not from 0 to 0');
    expect(() => History.fromSession(TEST_RULES, { ...session, seed: 1.5 })).toThrow('seed: 1.5 is not a whole number');
    expect(() => History.fromSession(TEST_RULES, { ...session, actions: [{ type: 'draw', seat: 3, count: 1 }], cursor: 1 })).toThrow(
      'actions[0]: seat: there is no seat 3',
    );
  });
});
