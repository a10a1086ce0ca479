import { cleanup, render, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { dmStats } from '../../../test/helpers/dm-stats';
import { setLocale, t } from '../../i18n/index.svelte';
import { percent } from './format';
import OddsTable from './OddsTable.svelte';

afterEach(() => {
  cleanup();
  setLocale('ja');
});

/** P(at least one of `group` cards among `seen` drawn from `deck`), worked out directly. */
function atLeastOne(deck: number, group: number, seen: number): number {
  let none = 1;
  for (let i = 0; i < seen; i++) none *= (deck - group - i) / (deck - i);
  return 1 - none;
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.querySelector('.value')?.textContent ?? cell.textContent);

describe('OddsTable', () => {
  it('shows the odds of a booster in a 40-card DM deck by turn, going first and going second', () => {
    const odds = dmStats().odds!;
    render(OddsTable, { props: { odds, caption: t('stats.odds.atLeast', { atLeast: 1, count: odds.copies[0]! }) } });
    const table = screen.getByRole('table', { name: '8枚のうち1枚以上を引く確率' });
    const rows = within(table).getAllByRole('row');
    expect(cells(rows[0]!)).toEqual(['ターン', '先攻', '後攻']);
    expect(rows).toHaveLength(11);
    // The first player skips the first draw (DM 502): 5 cards seen on turn 1 going first, 6 going second.
    expect(cells(rows[1]!)).toEqual(['1ターン目', '69.4%', '76.4%']);
    expect(cells(rows[3]!)).toEqual(['3ターン目', percent(atLeastOne(40, 8, 7)), percent(atLeastOne(40, 8, 8))]);
    expect(cells(rows[3]!).slice(1)).toEqual(['81.9%', '86.3%']);
    const [first] = within(rows[1]!).getAllByRole('cell');
    expect(first!.getAttribute('title')).toBe('40枚中5枚を見た時点');
    expect(first!.querySelector<HTMLElement>('.fill')!.style.width).toBe(`${odds.rows[0]!.first.probability * 100}%`);
    // Each row is headed by its turn, so a screen reader names the turn with every cell.
    expect(within(table).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${i + 1}ターン目`),
    );
  });

  it('speaks English', () => {
    setLocale('en');
    const odds = dmStats(2).odds!;
    render(OddsTable, { props: { odds, caption: t('stats.odds.atLeast', { atLeast: 1, count: 8 }) } });
    const table = screen.getByRole('table', { name: 'At least 1 of 8 cards' });
    expect(within(table).getAllByRole('row').map(cells)).toEqual([
      ['Turn', 'Going first', 'Going second'],
      ['Turn 1', '69.4%', '76.4%'],
      ['Turn 2', '76.4%', '81.9%'],
    ]);
    expect(within(table).getAllByRole('cell')[3]!.getAttribute('title')).toBe('After seeing 7 of 40 cards');
  });
});

describe('percent', () => {
  it('never rounds a possible draw to 0% or an uncertain one to 100%', () => {
    expect([percent(0), percent(1), percent(0.5), percent(0.6939)]).toEqual(['0%', '100%', '50.0%', '69.4%']);
    expect([percent(0.0004), percent(0.9996), percent(0.0006)]).toEqual(['<0.1%', '>99.9%', '0.1%']);
    expect([percent(0.004, 0), percent(0.996, 0), percent(0.237, 0)]).toEqual(['<1%', '>99%', '24%']);
  });
});
