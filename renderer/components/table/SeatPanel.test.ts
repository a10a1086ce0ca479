import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TableAction } from '../../../api/contract';
import { madeUpDeck, madeUpTable, snapshotOf } from '../../../test/helpers/table-snapshot';
import { perform } from '../../../test/helpers/table';
import { setLocale } from '../../i18n/index.svelte';
import SeatPanel from './SeatPanel.svelte';

afterEach(() => {
  cleanup();
  setLocale('ja');
});

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('SeatPanel', () => {
  it("changes the seat's life by one or by a typed amount, acting as the snapshot's seat", async () => {
    const history = madeUpTable('nova');
    const onact = vi.fn();
    render(SeatPanel, { props: { snapshot: snapshotOf(history, 'nova', 0), seat: 1, onact } });
    const panel = screen.getByRole('region', { name: 'プレイヤー2' });
    expect(within(panel).getByRole('group', { name: 'ライフ' }).querySelector('.total')!.textContent).toBe('2000');
    await fireEvent.click(button('ライフを1減らす'));
    expect(onact).toHaveBeenLastCalledWith({ type: 'life', seat: 0, target: 1, delta: -1 });
    await fireEvent.click(button('ライフを1増やす'));
    expect(onact).toHaveBeenLastCalledWith({ type: 'life', seat: 0, target: 1, delta: 1 });
    const amount = screen.getByRole('spinbutton', { name: 'ライフの増減(例: -3)' }) as HTMLInputElement;
    await fireEvent.input(amount, { target: { value: '-500' } });
    await fireEvent.click(button('反映'));
    expect(onact).toHaveBeenLastCalledWith({ type: 'life', seat: 0, target: 1, delta: -500 });
    expect(amount.value).toBe('');
    // Nothing typed, nothing sent.
    onact.mockClear();
    await fireEvent.click(button('反映'));
    expect(onact).not.toHaveBeenCalled();
  });

  it("shows the game's resources by name and changes them by one", async () => {
    setLocale('en');
    const history = madeUpTable('nova');
    const onact = vi.fn();
    render(SeatPanel, { props: { snapshot: snapshotOf(history, 'nova', 0), seat: 0, onact } });
    const level = document.querySelector('[data-resource="limitLevel"]')!;
    expect(level.textContent!.replace(/\s+/g, ' ').trim()).toBe('Limit level − 1 +');
    await fireEvent.click(button('Limit level +1'));
    expect(onact).toHaveBeenLastCalledWith({ type: 'resource', seat: 0, target: 0, name: 'limitLevel', delta: 1 });
    await fireEvent.click(button('Limit releases −1'));
    expect(onact).toHaveBeenLastCalledWith({ type: 'resource', seat: 0, target: 0, name: 'limitReleases', delta: -1 });
  });

  it('rolls a d6 or a die of the sides chosen, flips a coin, and shows the result the table logged', async () => {
    const history = madeUpTable('nova');
    const sent: TableAction[] = [];
    const props = { snapshot: snapshotOf(history, 'nova', 0), seat: 0, onact: (action: TableAction) => sent.push(action) };
    const { rerender } = render(SeatPanel, { props });
    await fireEvent.click(button('6面ダイスを振る'));
    expect(sent.at(-1)).toEqual({ type: 'rollDie', seat: 0, sides: 6 });
    // The backend applies it; the next snapshot's log holds the roll.
    perform(history, sent.at(-1)!);
    await rerender({ ...props, snapshot: snapshotOf(history, 'nova', 0) });
    const result = screen.getByRole('status', { name: '結果' });
    expect(result.textContent).toMatch(/^プレイヤー1は6面ダイスを振り、[1-6]が出た$/);

    const sides = screen.getByRole('spinbutton', { name: 'ダイスの面数' });
    await fireEvent.input(sides, { target: { value: '12' } });
    await fireEvent.click(button('振る'));
    expect(sent.at(-1)).toEqual({ type: 'rollDie', seat: 0, sides: 12 });
    await fireEvent.input(sides, { target: { value: '1' } });
    expect(button('振る').disabled).toBe(true);

    await fireEvent.click(button('コインを投げる'));
    expect(sent.at(-1)).toEqual({ type: 'flipCoin', seat: 0 });
    perform(history, sent.at(-1)!);
    await rerender({ ...props, snapshot: snapshotOf(history, 'nova', 0) });
    expect(result.textContent).toMatch(/^プレイヤー1はコインを投げ、(表|裏)が出た$/);
    // Undone: the result goes with it.
    history.undo();
    await rerender({ ...props, snapshot: snapshotOf(history, 'nova', 0) });
    expect(result.textContent).toBe('');
  });

  it('has no life counter where the game keeps none (DM)', () => {
    render(SeatPanel, { props: { snapshot: snapshotOf(madeUpTable('dm'), 'dm', 0), seat: 0, onact: vi.fn() } });
    expect(screen.queryByRole('group', { name: 'ライフ' })).toBeNull();
    expect(button('6面ダイスを振る')).toBeTruthy();
  });

  it('shows a dummy opponent its life only', () => {
    const history = madeUpTable('nova', { decks: [madeUpDeck()], dummy: { life: 1500 } });
    render(SeatPanel, { props: { snapshot: snapshotOf(history, 'nova', 0), seat: 1, onact: vi.fn() } });
    const panel = screen.getByRole('region', { name: 'プレイヤー2' });
    expect(panel.querySelector('h2')!.textContent).toContain('ダミー');
    expect(panel.querySelector('.total')!.textContent).toBe('1500');
    expect(panel.querySelector('[data-resource]')).toBeNull();
    expect(screen.queryByRole('button', { name: '6面ダイスを振る' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'コインを投げる' })).toBeNull();
  });
});
