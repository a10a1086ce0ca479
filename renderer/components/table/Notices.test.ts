import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TableNotice } from '../../../api/contract';
import { setLocale } from '../../i18n/index.svelte';
import Notices from './Notices.svelte';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  setLocale('ja');
  vi.useRealTimers();
  document.body.replaceChildren();
});

const warning: TableNotice = {
  kind: 'warning',
  rule: 'DM 503.2',
  message: { ja: 'マナチャージはターンに1回までです', en: 'Mana charge is once per turn' },
};
const refused: TableNotice = { kind: 'refused', rule: null, message: { ja: 'そのカードはありません', en: 'There is no such card' } };
const due: TableNotice = { kind: 'due', rule: 'DM 511.2', message: { ja: '手札を捨ててください', en: 'Discard down to the hand limit' } };

const shown = () => [...document.querySelectorAll('.notice')].map((notice) => notice.textContent!.replace(/\s+/g, ' ').trim());

describe('Notices', () => {
  it('shows each notice with its kind and rule number in a polite live region, without taking the focus', () => {
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    render(Notices, { props: { notices: [warning, refused] } });
    const region = screen.getByRole('region', { name: '卓のお知らせ' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(shown()).toEqual(['ルール違反 DM 503.2 マナチャージはターンに1回までです ×', '実行できません そのカードはありません ×']);
    expect(document.activeElement).toBe(elsewhere);
    // The close button is for the mouse; Tab does not stop on toasts.
    expect(within(region).getAllByRole('button', { name: '閉じる' }).every((button) => button.tabIndex === -1)).toBe(true);
  });

  it('goes away by itself after a few seconds, and at once when dismissed', async () => {
    setLocale('en');
    const { rerender } = render(Notices, { props: { notices: [warning] } });
    vi.advanceTimersByTime(3000);
    // A new snapshot's notices join the ones still shown.
    await rerender({ notices: [due] });
    expect(shown()).toEqual(['Rule broken DM 503.2 Mana charge is once per turn ×', 'To do DM 511.2 Discard down to the hand limit ×']);
    await vi.advanceTimersByTimeAsync(3000);
    expect(shown()).toEqual(['To do DM 511.2 Discard down to the hand limit ×']);
    await fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(shown()).toEqual([]);
    // An action with nothing to notice adds nothing.
    await rerender({ notices: [] });
    expect(shown()).toEqual([]);
  });

  it('keeps only the latest few when many arrive', () => {
    const many = Array.from({ length: 6 }, (_, i): TableNotice => ({ kind: 'warning', rule: `R${i}`, message: { ja: `警告${i}`, en: `Warning ${i}` } }));
    render(Notices, { props: { notices: many } });
    expect(shown().map((text) => text.split(' ')[1])).toEqual(['R2', 'R3', 'R4', 'R5']);
  });
});
