/**
 * A window's table state over a DM table of the engine, through a client that answers as the contract says: the log
 * merged from tails, zones an action left alone kept as the same objects, undo and redo, refusals as notices, changes
 * from another window, and hot-seat following the turn player.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { History } from '../../engine/core/history';
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
});
