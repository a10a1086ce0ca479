import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { board as dmBoard } from '../../../test/helpers/dm-board';
import { madeUpTable, snapshotOf } from '../../../test/helpers/table-snapshot';
import { perform, step } from '../../../test/helpers/table';
import { setLocale } from '../../i18n/index.svelte';
import TurnBar from './TurnBar.svelte';

afterEach(() => {
  cleanup();
  setLocale('ja');
});

describe('TurnBar', () => {
  it("lists the game's steps in order with the current one lit, and whose turn it is", () => {
    // Player 2 goes first, so the turn player is not the seat the snapshot is for.
    const history = madeUpTable('dm', { firstPlayer: 1 });
    step(history);
    step(history);
    render(TurnBar, { props: { snapshot: snapshotOf(history, 'dm', 0), onact: vi.fn() } });
    const steps = within(screen.getByRole('list', { name: 'ターンのステップ' })).getAllByRole('listitem');
    expect(steps.map((item) => item.textContent!.trim())).toEqual([
      'ターン開始ステップ',
      'ドローステップ',
      'マナチャージステップ',
      'メインステップ',
      '攻撃ステップ',
      'ターン終了ステップ',
    ]);
    expect(steps.filter((item) => item.getAttribute('aria-current') === 'step').map((item) => item.dataset.step)).toEqual(['draw']);
    const bar = screen.getByRole('group', { name: 'ターン' });
    expect(bar.textContent).toContain('ターン1');
    expect(bar.textContent).toContain('プレイヤー2のターン');
  });

  it('NOVA 007.6.1.2: before the first step it asks for Next step only once the redraws are decided', () => {
    const history = madeUpTable('nova');
    const hint = '開始前:「次のステップ」を押してください';
    expect(history.state.decisions.map((decision) => decision.seat)).toEqual([0, 1]);
    const { unmount } = render(TurnBar, { props: { snapshot: snapshotOf(history, 'nova', 0), onact: vi.fn() } });
    expect(screen.queryByText(hint)).toBeNull();
    unmount();
    for (const seat of [0, 1]) perform(history, { type: 'game', seat, action: 'keepHand' });
    render(TurnBar, { props: { snapshot: snapshotOf(history, 'nova', 0), onact: vi.fn() } });
    expect(screen.getByText(hint)).toBeTruthy();
  });

  it('Next step advances as the seat the window plays (the engine says whose step it is); the mode is shown and switched for the seat', async () => {
    setLocale('en');
    const history = madeUpTable('dm', { firstPlayer: 1 });
    const onact = vi.fn();
    render(TurnBar, { props: { snapshot: snapshotOf(history, 'dm', 0), onact } });
    expect(screen.getByText('Not started: press Next step')).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    // The backend takes an action only as the seat that sends it.
    expect(onact).toHaveBeenLastCalledWith({ type: 'advance', seat: 0 });

    const modes = within(screen.getByRole('radiogroup', { name: 'Rules' })).getAllByRole('radio');
    expect(modes.map((radio) => [radio.textContent!.trim(), radio.getAttribute('aria-checked')])).toEqual([
      ['Free', 'false'],
      ['Assisted', 'true'],
      ['Strict', 'false'],
    ]);
    await fireEvent.click(modes[2]!);
    expect(onact).toHaveBeenLastCalledWith({ type: 'setMode', seat: 0, mode: 'strict' });
    // Choosing the mode already in force sends nothing.
    onact.mockClear();
    await fireEvent.click(modes[1]!);
    expect(onact).not.toHaveBeenCalled();
    // Arrow keys move the choice, as in any radio group.
    await fireEvent.keyDown(modes[1]!, { key: 'ArrowLeft' });
    expect(onact).toHaveBeenLastCalledWith({ type: 'setMode', seat: 0, mode: 'free' });
  });

  it('shows the mode the table is in after a change', () => {
    const history = madeUpTable('dm');
    perform(history, { type: 'setMode', seat: 0, mode: 'free' });
    render(TurnBar, { props: { snapshot: snapshotOf(history, 'dm', 0), onact: vi.fn() } });
    expect(screen.getByRole('radio', { checked: true }).textContent!.trim()).toBe('フリー');
  });

  it('announces the end of the game with its winner and stops Next step', () => {
    const history = madeUpTable('dm');
    step(history);
    perform(history, { type: 'concede', seat: 1 });
    render(TurnBar, { props: { snapshot: snapshotOf(history, 'dm', 0), onact: vi.fn() } });
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain('ゲーム終了');
    expect(banner.textContent).toContain('プレイヤー1の勝ち');
    expect((screen.getByRole('button', { name: '次のステップ' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('DM 507.1: says quietly what the table waits for while the other seat decides, and nothing to the seat deciding', () => {
    const history = dmBoard([[['ボルメテウス・サファイア・ドラゴン', 'battle']], [['天空の守護者グラン・ギューレ', 'battle']]]);
    const [attacker] = history.state.zones.battle!;
    perform(history, { type: 'game', seat: 0, action: 'attackPlayer', args: { attacker: attacker!, target: 1 } });
    render(TurnBar, { props: { snapshot: snapshotOf(history, 'dm', 0), onact: vi.fn() } });
    expect(screen.getByRole('status').textContent!.trim()).toBe('プレイヤー2のブロック待ち');
    cleanup();
    render(TurnBar, { props: { snapshot: snapshotOf(history, 'dm', 1), onact: vi.fn() } });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows no game-over banner while the game goes on', () => {
    render(TurnBar, { props: { snapshot: snapshotOf(madeUpTable('dm'), 'dm', 0), onact: vi.fn() } });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
