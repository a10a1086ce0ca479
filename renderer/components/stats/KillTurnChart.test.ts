import { cleanup, render, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { dmSimulation } from '../../../test/helpers/dm-simulation';
import { setLocale } from '../../i18n/index.svelte';
import { percent } from './format';
import KillTurnChart from './KillTurnChart.svelte';

// NET-036's kill turns by the engine's policy, going first, seed 7, six turns: won on turns 3–6, 3.1% not by turn 6.
const GAMES = 2_000;
const kill = dmSimulation({ games: GAMES, seed: 7, turns: 6, first: true, groups: [], kill: true }).kill!;

afterEach(() => {
  cleanup();
  setLocale('ja');
});

describe('KillTurnChart', () => {
  it('draws a column per turn won on and one for the games not won, with their shares, the mean and the games behind them', () => {
    expect(Object.keys(kill.byTurn)).toEqual(['3', '4', '5', '6']);
    const { container } = render(KillTurnChart, { props: { kill, turns: 6, games: GAMES } });
    const summary = `平均4.8ターン目、6ターン目までに勝てない ${percent(kill.never)}、2,000ゲーム`;
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(`キルターン: ${summary}`);
    expect(screen.getByText(summary)).toBeTruthy();
    // Turns 1–6 along the bottom, then "never"; bars only where games were won (3–6) and for the games not won.
    expect([...container.querySelectorAll('text.tick[text-anchor="middle"]')].map((tick) => tick.textContent)).toEqual(['1', '2', '3', '4', '5', '6', 'なし']);
    const shares = [...['3', '4', '5', '6'].map((turn) => kill.byTurn[turn]!), kill.never];
    expect([...container.querySelectorAll('text.share')].map((text) => text.textContent)).toEqual(shares.map((share) => percent(share, 0)));
    const bars = [...container.querySelectorAll('rect.bar')];
    expect(bars).toHaveLength(5);
    expect(bars.at(-1)!.classList.contains('muted')).toBe(true);
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(heights[2]! / heights[0]!).toBeCloseTo(shares[2]! / shares[0]!, 0);
    expect(bars[2]!.querySelector('title')!.textContent).toBe(`5ターン目: ${percent(shares[2]!)}`);
    // The scale tops at 40%, the tallest column (turn 5, 35.8%) rounded up to a tenth.
    expect([...container.querySelectorAll('text.tick[text-anchor="end"]')].map((tick) => tick.textContent)).toEqual(['0%', '20%', '40%']);
  });

  it('reads as a table to screen readers, in English', () => {
    setLocale('en');
    render(KillTurnChart, { props: { kill, turns: 6, games: GAMES } });
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(`Kill turn: mean turn 4.8, not won by turn 6 in ${percent(kill.never)}, 2,000 games`);
    const table = screen.getByRole('table', { name: 'Kill turn' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toHaveLength(7);
    expect(rows[1]).toEqual(['Turn 2', '0%']);
    expect(rows[4]).toEqual(['Turn 5', percent(kill.byTurn['5']!)]);
    expect(rows[6]).toEqual(['Not won by turn 6', percent(kill.never)]);
  });

  it('says so when no game was won', () => {
    render(KillTurnChart, { props: { kill: { byTurn: {}, mean: null, never: 1 }, turns: 5, games: 1_000 } });
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('キルターン: 5ターン目までに勝ったゲームなし、5ターン目までに勝てない 100%、1,000ゲーム');
  });
});
