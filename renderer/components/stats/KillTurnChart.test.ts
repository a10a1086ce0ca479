import { cleanup, render, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { SHAPED_KILL } from '../../../test/helpers/dm-simulation';
import { setLocale } from '../../i18n/index.svelte';
import KillTurnChart from './KillTurnChart.svelte';

afterEach(() => {
  cleanup();
  setLocale('ja');
});

describe('KillTurnChart', () => {
  it('draws a column per turn won on and one for the games not won, with their shares, the mean and the games behind them', () => {
    const { container } = render(KillTurnChart, { props: { kill: SHAPED_KILL, turns: 10, games: 10_000 } });
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('キルターン: 平均7.4ターン目、10ターン目までに勝てない 11.0%、10,000ゲーム');
    expect(screen.getByText('平均7.4ターン目、10ターン目までに勝てない 11.0%、10,000ゲーム')).toBeTruthy();
    // Turns 1–10 along the bottom, then "never"; bars only where games were won (5–10) and for the games not won.
    expect([...container.querySelectorAll('text.tick[text-anchor="middle"]')].map((tick) => tick.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'なし']);
    expect([...container.querySelectorAll('text.share')].map((text) => text.textContent)).toEqual(['4%', '18%', '29%', '22%', '10%', '6%', '11%']);
    const bars = [...container.querySelectorAll('rect.bar')];
    expect(bars).toHaveLength(7);
    expect(bars.at(-1)!.classList.contains('muted')).toBe(true);
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(heights[2]! / heights[0]!).toBeCloseTo(0.29 / 0.04, 0);
    expect(bars[2]!.querySelector('title')!.textContent).toBe('7ターン目: 29.0%');
    // The scale tops at 30%, the tallest column rounded up to a tenth.
    expect([...container.querySelectorAll('text.tick[text-anchor="end"]')].map((tick) => tick.textContent)).toEqual(['0%', '15%', '30%']);
  });

  it('reads as a table to screen readers, in English', () => {
    setLocale('en');
    render(KillTurnChart, { props: { kill: SHAPED_KILL, turns: 10, games: 10_000 } });
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Kill turn: mean turn 7.4, not won by turn 10 in 11.0%, 10,000 games');
    const table = screen.getByRole('table', { name: 'Kill turn' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toHaveLength(11);
    expect(rows[3]).toEqual(['Turn 4', '0%']);
    expect(rows[6]).toEqual(['Turn 7', '29.0%']);
    expect(rows[10]).toEqual(['Not won by turn 10', '11.0%']);
  });

  it('says so when no game was won', () => {
    render(KillTurnChart, { props: { kill: { byTurn: {}, mean: null, never: 1 }, turns: 5, games: 1_000 } });
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('キルターン: 5ターン目までに勝ったゲームなし、5ターン目までに勝てない 100%、1,000ゲーム');
  });
});
