import { describe, expect, it } from 'vitest';
import type { Action } from './actions';
import { apply } from './apply';
import { type GameState } from './state';
import { isRuleError } from './basics';
import { testGame } from './testing';
import { view, type ZoneView } from './view';

function run(state: GameState, ...actions: Action[]): GameState {
  for (const action of actions) {
    const result = apply(state, action);
    if (isRuleError(result)) throw new Error(result.message.en);
    state = result.state;
  }
  return state;
}

const zoneOf = (state: GameState, seat: number, key: string): ZoneView => view(state, seat).zones.find((zone) => zone.key === key)!;
const keys = (zone: ZoneView): (string | null)[] => zone.cards.map((card) => card.key);

describe('view', () => {
  it('shows a hand to its owner and only card backs without ids to the other seat', () => {
    const state = run(testGame(), { type: 'draw', seat: 0, count: 2 });
    expect(keys(zoneOf(state, 0, 'hand#0'))).toEqual(['a1', 'a2']);
    const theirs = zoneOf(state, 1, 'hand#0');
    expect(theirs.count).toBe(2);
    expect(theirs.cards).toEqual([
      { id: null, key: null, name: null, owner: 0, faceDown: true, tapped: false, counters: {}, markers: [], attached: [], token: false },
      { id: null, key: null, name: null, owner: 0, faceDown: true, tapped: false, counters: {}, markers: [], attached: [], token: false },
    ]);
  });

  it('hides decks and shields from everyone, their owner included', () => {
    const state = run(testGame(), { type: 'moveTop', seat: 0, from: { zone: 'deck' }, count: 2, to: { zone: 'shields' } });
    for (const seat of [0, 1]) {
      expect(keys(zoneOf(state, seat, 'deck#0')).every((key) => key === null)).toBe(true);
      expect(zoneOf(state, seat, 'shields#0')).toMatchObject({ count: 2, cards: [{ id: null, key: null }, { id: null, key: null }] });
    }
  });

  it('shows face-up cards in public zones to all, and a face-down one only to its owner, its id to all', () => {
    const state = run(
      testGame(),
      { type: 'moveTop', seat: 0, from: { zone: 'deck' }, count: 1, to: { zone: 'battle' } },
      { type: 'moveTop', seat: 0, from: { zone: 'deck' }, count: 1, to: { zone: 'battle', faceDown: true } },
      { type: 'tap', seat: 0, card: 'c2', tapped: true },
    );
    expect(zoneOf(state, 1, 'battle#0').cards.map((card) => [card.id, card.key, card.tapped])).toEqual([
      ['c2', null, true],
      ['c1', 'a1', false],
    ]);
    expect(keys(zoneOf(state, 0, 'battle#0'))).toEqual(['a2', 'a1']);
  });

  it('shows looked-at cards to the looker only, while the look lasts and while they stay in the zone', () => {
    let state = run(testGame(), { type: 'look', seat: 1, zone: { zone: 'deck', seat: 0 }, count: 2 });
    expect(keys(zoneOf(state, 1, 'deck#0')).slice(0, 3)).toEqual(['a1', 'a2', null]);
    expect(keys(zoneOf(state, 0, 'deck#0')).slice(0, 3)).toEqual([null, null, null]);
    expect(view(state, 1).looking).toEqual({ zone: 'deck#0', cards: ['c1', 'c2'] });
    state = run(state, { type: 'draw', seat: 0, count: 1 });
    expect(view(state, 1).looking).toEqual({ zone: 'deck#0', cards: ['c2'] });
    expect(keys(zoneOf(state, 1, 'hand#0'))).toEqual([null]);
    state = run(state, { type: 'putBack', seat: 1, top: ['c2'] });
    expect(keys(zoneOf(state, 1, 'deck#0')).every((key) => key === null)).toBe(true);
  });

  it('shows revealed cards to all until they move; a shuffle ends looks and reveals', () => {
    let state = run(testGame(), { type: 'draw', seat: 0, count: 1 }, { type: 'reveal', seat: 0, cards: ['c1'] });
    expect(keys(zoneOf(state, 1, 'hand#0'))).toEqual(['a1']);
    state = run(state, { type: 'move', seat: 0, card: 'c1', to: { zone: 'deck', position: 'top' } }, { type: 'reveal', seat: 0, cards: ['c1'] });
    expect(keys(zoneOf(state, 1, 'deck#0'))[0]).toBe('a1');
    state = run(state, { type: 'look', seat: 0, zone: { zone: 'deck' }, count: 3 }, { type: 'shuffle', seat: 0, zone: { zone: 'deck' } });
    expect(keys(zoneOf(state, 1, 'deck#0')).every((key) => key === null)).toBe(true);
    expect(keys(zoneOf(state, 0, 'deck#0')).every((key) => key === null)).toBe(true);
    expect(view(state, 0).looking).toBeNull();
  });

  it('hides the cards stacked under a hidden card and shows those under a public one', () => {
    const state = run(
      testGame(),
      { type: 'moveTop', seat: 0, from: { zone: 'deck' }, count: 1, to: { zone: 'battle' } },
      { type: 'move', seat: 0, card: 'c2', to: { under: 'c1' } },
    );
    expect(zoneOf(state, 1, 'battle#0').cards[0]!.attached.map((card) => card.key)).toEqual(['a2']);
    const facedown = run(state, { type: 'flip', seat: 0, card: 'c1' }, { type: 'flip', seat: 0, card: 'c2' });
    expect(zoneOf(facedown, 1, 'battle#0').cards[0]).toMatchObject({ id: 'c1', key: null, attached: [{ id: 'c2', key: null }] });
  });

  it('gives one seat of a goldfish table its own information', () => {
    const state = run(testGame(), { type: 'draw', seat: 0, count: 1 }, { type: 'resource', seat: 0, target: 0, name: 'mana', delta: 1 });
    const seen = view(state, 0);
    expect(seen.seats[0]).toEqual({ life: 20, resources: { mana: 1 }, conceded: false, lost: null, dummy: false });
    expect(seen.turn).toEqual({ number: 1, activeSeat: 0, phase: null, step: null, used: {} });
    expect(seen.mode).toBe('assisted');
  });
});
