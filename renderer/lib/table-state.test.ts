/**
 * A window's table state over a DM table of the engine, through a client that answers as the contract says: the log
 * merged from tails, zones an action left alone kept as the same objects, undo and redo, refusals as notices, changes
 * from another window, and hot-seat following the seat the table waits for (the turn player, or a seat deciding).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { History } from '../../engine/core/history';
import { board as dmBoard } from '../../test/helpers/dm-board';
import { fakeTableBridge } from '../../test/helpers/table-client';
import { madeUpTable, snapshotOf } from '../../test/helpers/table-snapshot';
import { createClient } from './client';
import { TableState } from './table-state.svelte';

let state: TableState | undefined;
afterEach(() => state?.dispose());

function open(history: History, seat: number | null) {
  const fake = fakeTableBridge(history, 'dm');
  state = new TableState(createClient(fake.bridge), 'table-1', seat);
  return { fake, state };
}

/** Seat 0's table, loaded; from then on the backend holds each answer until its release is called, in order. */
async function openHeld(history: History): Promise<(() => void)[]> {
  const { fake } = open(history, 0);
  await state!.load();
  const held: (() => void)[] = [];
  const answer = fake.bridge.invoke;
  fake.bridge.invoke = (method, params) => new Promise((resolve) => held.push(() => resolve(answer(method, params))));
  return held;
}

const zone = (table: TableState, key: string) => table.snapshot!.view.zones.find((candidate) => candidate.key === key)!;
const fullLog = (history: History, seat: number) => snapshotOf(history, 'dm', seat).log;

describe('TableState', () => {
  it('loads a seat, asks only for the log it lacks, and keeps every zone an action left alone', async () => {
    const history = madeUpTable('dm');
    const { fake, state } = open(history, 0);
    await state.load();
    expect(state.snapshot!.seat).toBe(0);
    expect(state.log).toEqual(fullLog(history, 0));
    const setupEntries = state.log.length;
    expect(setupEntries).toBeGreaterThan(5);
    const before = state.snapshot!.view.zones;
    const [firstInHand] = zone(state, 'hand#0').cards;

    await state.act({ type: 'draw', seat: 0, count: 1 });
    expect(fake.calls.at(-1)).toMatchObject({ method: 'table.act', params: { seat: 0, logFrom: setupEntries } });
    expect(state.log).toEqual(fullLog(history, 0));
    expect(state.log).toHaveLength(setupEntries + 1);
    expect(zone(state, 'hand#0').count).toBe(6);
    // Only the deck and the hand changed: the other zones, and the cards already in hand, are the same objects.
    const after = state.snapshot!.view.zones;
    const changed = after.filter((each) => !before.includes(each)).map((each) => each.key);
    expect(changed.sort()).toEqual(['deck#0', 'hand#0']);
    expect(zone(state, 'hand#0').cards).toContain(firstInHand);
  });

  it('shows a tap and a card moved face up before the answer, which then agrees with it; a hidden move waits for it', async () => {
    const history = madeUpTable('dm');
    const { state } = open(history, 0);
    await state.load();
    const [card] = zone(state, 'hand#0').cards;
    const moving = state.act({ type: 'move', seat: 0, card: card!.id!, to: { zone: 'battle' } });
    // Synchronously, before the backend answered.
    expect(zone(state, 'battle').cards.map((each) => each.id)).toContain(card!.id);
    expect(zone(state, 'hand#0').count).toBe(4);
    await moving;
    const landed = zone(state, 'battle').cards.find((each) => each.id === card!.id)!;
    const tapping = state.act({ type: 'tap', seat: 0, card: card!.id!, tapped: true });
    expect(zone(state, 'battle').cards.find((each) => each.id === card!.id)!.tapped).toBe(true);
    await tapping;
    expect(zone(state, 'battle').cards.find((each) => each.id === card!.id)).toMatchObject({ tapped: true, key: landed.key });
    expect(history.state.cards[card!.id!]!.tapped).toBe(true);
    // Into the shields (hidden) nothing is foreseen: the card stays where it is until the answer.
    const [next] = zone(state, 'hand#0').cards;
    const hiding = state.act({ type: 'move', seat: 0, card: next!.id!, to: { zone: 'shields' } });
    expect(zone(state, 'hand#0').cards.map((each) => each.id)).toContain(next!.id);
    await hiding;
    expect(zone(state, 'shields#0').count).toBe(6);
  });

  it('shows a draw at once as the top card of the deck, still a back, at the end of the hand; the answer turns it up', async () => {
    const history = madeUpTable('dm');
    const { state } = open(history, 0);
    await state.load();
    const hand = zone(state, 'hand#0').cards;
    const deck = zone(state, 'deck#0').count;
    const drawing = state.act({ type: 'draw', seat: 0, count: 2 });
    expect(zone(state, 'deck#0').count).toBe(deck - 2);
    expect(zone(state, 'hand#0').count).toBe(hand.length + 2);
    expect(zone(state, 'hand#0').cards.slice(0, hand.length)).toEqual(hand);
    expect(zone(state, 'hand#0').cards.slice(hand.length).map((card) => [card.id, card.key])).toEqual([
      [null, null],
      [null, null],
    ]);
    await drawing;
    const drawn = history.state.zones['hand#0']!.slice(-2);
    expect(zone(state, 'hand#0').cards.slice(hand.length).map((card) => card.id)).toEqual(drawn);
    expect(zone(state, 'hand#0').cards.at(-1)!.key).toBe(history.state.cards[drawn[1]!]!.key);
    // Another seat's draw, and a draw of more than the deck holds (which may lose the game), wait for the answer.
    const waiting = [state.act({ type: 'draw', seat: 1, count: 1 }), state.act({ type: 'draw', seat: 0, count: deck + 1 })];
    expect(zone(state, 'hand#1').count).toBe(5);
    expect(zone(state, 'hand#0').count).toBe(hand.length + 2);
    await Promise.all(waiting);
  });

  it('keeps showing an action foreseen while the answer to an earlier one comes in', async () => {
    const history = madeUpTable('dm');
    const held = await openHeld(history);
    const hand = zone(state!, 'hand#0').count;
    const first = state!.act({ type: 'draw', seat: 0, count: 1 });
    const second = state!.act({ type: 'draw', seat: 0, count: 1 });
    expect(zone(state!, 'hand#0').count).toBe(hand + 2);
    await vi.waitFor(() => expect(held).toHaveLength(1));
    held.shift()!();
    await first;
    // The first card is face up, the second still the back it was on the deck.
    expect(zone(state!, 'hand#0').cards.slice(hand).map((card) => card.key === null)).toEqual([false, true]);
    await vi.waitFor(() => expect(held).toHaveLength(1));
    held.shift()!();
    await second;
    expect(zone(state!, 'hand#0').cards.slice(hand).map((card) => card.key === null)).toEqual([false, false]);
    expect(zone(state!, 'hand#0').cards.slice(hand).map((card) => card.id)).toEqual(history.state.zones['hand#0']!.slice(hand));
  });

  it('shows a call as under way only once it has taken a quarter of a second', async () => {
    const held = await openHeld(madeUpTable('dm'));
    vi.useFakeTimers();
    try {
      const quick = state!.act({ type: 'flipCoin', seat: 0 });
      await vi.advanceTimersByTimeAsync(200);
      expect(state!.slow).toBe(false);
      held.shift()!();
      await quick;
      expect(state!.slow).toBe(false);
      const slow = state!.act({ type: 'flipCoin', seat: 0 });
      await vi.advanceTimersByTimeAsync(260);
      expect(state!.slow).toBe(true);
      held.shift()!();
      await slow;
      expect(state!.slow).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('undoes to an entry and redoes, the log following the cursor', async () => {
    const history = madeUpTable('dm');
    const { state } = open(history, 0);
    await state.load();
    const setupEntries = state.log.length;
    await state.act({ type: 'draw', seat: 0, count: 1 });
    await state.act({ type: 'draw', seat: 0, count: 1 });
    expect(state.canRedo).toBe(false);
    await state.undo(setupEntries);
    expect(state.log).toHaveLength(setupEntries);
    expect(zone(state, 'hand#0').count).toBe(5);
    expect(state.canRedo).toBe(true);
    await state.redo();
    expect(state.log).toEqual(fullLog(history, 0));
    expect(zone(state, 'hand#0').count).toBe(6);
    await state.undo();
    expect(state.log).toHaveLength(setupEntries);
  });

  it('shows a refused action as a notice and changes nothing', async () => {
    const history = madeUpTable('dm');
    const { state } = open(history, 0);
    await state.load();
    const zones = state.snapshot!.view.zones;
    await state.act({ type: 'move', seat: 0, card: 'no-such-card', to: { zone: 'mana' } });
    expect(state.notices).toHaveLength(1);
    expect(state.notices[0]!.kind).toBe('refused');
    expect(state.snapshot!.view.zones.every((each, index) => each === zones[index])).toBe(true);
  });

  it('follows another window: fetches the change, ignores its own action coming back', async () => {
    const history = madeUpTable('dm');
    const { fake, state } = open(history, 1);
    await state.load();
    const calls = fake.calls.length;
    await state.act({ type: 'draw', seat: 1, count: 1 });
    fake.emit({ id: 'table-1', cursor: history.cursor, deleted: false });
    expect(fake.calls.length).toBe(calls + 1);
    // Seat 0 undoes seat 1's draw and draws itself: the same cursor, other entries.
    history.undo();
    history.perform({ type: 'draw', seat: 0, count: 2 });
    fake.emit({ id: 'table-1', cursor: history.cursor - 1, deleted: false });
    fake.emit({ id: 'other-table', cursor: 1, deleted: false });
    await state.load();
    expect(state.log).toEqual(fullLog(history, 1));
    expect(zone(state, 'hand#0').count).toBe(7);
    expect(zone(state, 'hand#1').count).toBe(5);
  });

  it('hot-seat: follows the turn player, reading the log as that seat', async () => {
    const history = madeUpTable('dm');
    const { fake, state } = open(history, null);
    await state.load();
    expect(state.seat).toBe(0);
    // Seat 0 plays through its turn until the turn passes.
    for (let steps = 0; state.snapshot!.view.turn.activeSeat === 0; steps++) {
      expect(steps).toBeLessThan(20);
      await state.act({ type: 'advance', seat: 0 });
    }
    expect(state.seat).toBe(1);
    expect(state.snapshot!.seat).toBe(1);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'table.get', params: { seat: 1, logFrom: 0 } });
    expect(state.log).toEqual(fullLog(history, 1));
    // Seat 1 sees its own hand, not seat 0's.
    expect(zone(state, 'hand#1').cards.every((card) => card.key !== null)).toBe(true);
    expect(zone(state, 'hand#0').cards.every((card) => card.key === null)).toBe(true);
  });

  it('DM 507.1: hot-seat follows the seat the table waits for — the defender while it decides its block, then the attacker', async () => {
    const history = dmBoard([[['ボルメテウス・サファイア・ドラゴン', 'battle']], [['天空の守護者グラン・ギューレ', 'battle']]]);
    const { fake, state } = open(history, null);
    await state.load();
    const [attacker, blocker] = history.state.zones.battle!;
    await state.act({ type: 'game', seat: 0, action: 'attackPlayer', args: { attacker: attacker!, target: 1 } });
    expect(state.seat).toBe(1);
    expect(state.snapshot!.view.turn.activeSeat).toBe(0);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'table.get', params: { seat: 1, logFrom: 0 } });
    expect(state.snapshot!.view.decisions).toMatchObject([{ seat: 1, kind: 'block', cards: [blocker] }]);
    await state.act({ type: 'game', seat: 1, action: 'block', args: { card: blocker! } });
    expect(state.seat).toBe(0);
    expect(state.snapshot!.seat).toBe(0);
    expect(state.log).toEqual(fullLog(history, 0));
  });
});
