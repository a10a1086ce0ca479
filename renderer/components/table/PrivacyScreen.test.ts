import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setLocale } from '../../i18n/index.svelte';
import { shortcuts } from '../../lib/shortcuts.svelte';
import { TABLE } from '../../lib/table-commands';
import PrivacyScreen from './PrivacyScreen.svelte';

afterEach(() => {
  cleanup();
  setLocale('ja');
  document.body.replaceChildren();
});

describe('PrivacyScreen', () => {
  it('asks to pass the screen to the seat and reveals on its button', async () => {
    const onreveal = vi.fn();
    render(PrivacyScreen, { props: { seat: 1, onreveal } });
    const screenDialog = screen.getByRole('dialog', { name: 'プレイヤー2に交代' });
    expect(screenDialog.getAttribute('aria-modal')).toBe('true');
    const reveal = screen.getByRole('button', { name: 'プレイヤー2の卓を表示' });
    // Enter or Space reveals at once: the button has the focus.
    expect(document.activeElement).toBe(reveal);
    expect(onreveal).not.toHaveBeenCalled();
    await fireEvent.click(reveal);
    expect(onreveal).toHaveBeenCalledOnce();
  });

  it('DM 507.1: says why the screen passes, in public words: the decision the player is handed', () => {
    render(PrivacyScreen, { props: { seat: 1, reason: 'プレイヤー2：ブロック', onreveal: vi.fn() } });
    const cover = screen.getByRole('dialog', { name: 'プレイヤー2に交代' });
    expect(screen.getByText('プレイヤー2：ブロック').id).toBe(cover.getAttribute('aria-describedby'));
  });

  it("turns the table's shortcuts off while it covers the table, and gives the focus back", async () => {
    setLocale('en');
    const board = document.createElement('button');
    board.textContent = 'card';
    document.body.append(board);
    board.focus();
    const draw = vi.fn();
    onTestFinished(shortcuts.listen(window));
    onTestFinished(shortcuts.activateScope('playtest'));
    onTestFinished(shortcuts.handle(TABLE.draw, draw));
    const { unmount } = render(PrivacyScreen, { props: { seat: 0, onreveal: vi.fn() } });
    expect(screen.getByRole('dialog', { name: 'Pass to Player 1' })).toBeTruthy();
    // Neither from the screen's button nor from anywhere else (a click on the cover moves the focus to the page).
    await fireEvent.keyDown(document.activeElement!, { key: 'd', code: 'KeyD' });
    await fireEvent.keyDown(document.body, { key: 'd', code: 'KeyD' });
    expect(draw).not.toHaveBeenCalled();
    unmount();
    expect(document.activeElement).toBe(board);
    await fireEvent.keyDown(document.body, { key: 'd', code: 'KeyD' });
    expect(draw).toHaveBeenCalledOnce();
  });
});
