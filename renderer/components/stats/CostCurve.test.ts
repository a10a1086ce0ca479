import { cleanup, render, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { dmStats } from '../../../test/helpers/dm-stats';
import { setLocale } from '../../i18n/index.svelte';
import CostCurve from './CostCurve.svelte';

afterEach(() => {
  cleanup();
  setLocale('ja');
});

const texts = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent);
const mainCurve = () => dmStats().breakdown.sections.find((section) => section.section === 'main')!.curve;

describe('CostCurve', () => {
  it('draws the DM deck’s curve: a column per cost from 2 to 12, gaps empty, copies on the bars', () => {
    const { container } = render(CostCurve, { props: { curve: mainCurve() } });
    const chart = screen.getByRole('img');
    // 205 mana over 40 cards; the most copies (11) at cost 4.
    expect(chart.getAttribute('aria-label')).toBe('コストカーブ: 40枚、平均コスト 5.1、最多はコスト4（11枚）');
    expect(chart.getAttribute('viewBox')).toBe('0 0 320 160');
    expect(chart.getAttribute('width')).toBe('100%');
    const costLabels = texts(container.querySelectorAll('text.tick[text-anchor="middle"]'));
    expect(costLabels).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(texts(container.querySelectorAll('text.count'))).toEqual(['8', '4', '11', '3', '3', '4', '6', '1']);
    // Gridlines every 5 copies up to 15, bars as tall as their copies.
    expect(texts(container.querySelectorAll('text.tick[text-anchor="end"]'))).toEqual(['0', '5', '10', '15']);
    const heights = [...container.querySelectorAll('rect.bar')].map((bar) => Number(bar.getAttribute('height')));
    expect(heights[2]! / heights[7]!).toBeCloseTo(11, 0);
    expect(texts(container.querySelectorAll('.axis-title'))).toEqual(['枚数', 'コスト']);
  });

  it('gives the numbers to screen readers as a table, the empty costs included', () => {
    render(CostCurve, { props: { curve: mainCurve(), title: 'デッキのコストカーブ' } });
    const table = screen.getByRole('table', { name: 'デッキのコストカーブ' });
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/^デッキのコストカーブ: 40枚/);
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['コスト', '枚数', 'カードの種類数']);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => texts(row.querySelectorAll('th, td')));
    expect(rows).toEqual([
      ['2', '8', '2'],
      ['3', '4', '1'],
      ['4', '11', '5'],
      ['5', '3', '1'],
      ['6', '3', '1'],
      ['7', '4', '2'],
      ['8', '0', '0'],
      ['9', '0', '0'],
      ['10', '6', '3'],
      ['11', '0', '0'],
      ['12', '1', '1'],
    ]);
  });

  it('puts DM’s ∞ after the numbers and the cards without a cost last, as “–”', () => {
    setLocale('en');
    const curve = [
      { cost: 2, copies: 4, cards: 1 },
      { cost: 3, copies: 8, cards: 2 },
      { cost: Number.MAX_SAFE_INTEGER, copies: 1, cards: 1 },
      { cost: null, copies: 9, cards: 3 },
    ];
    const { container } = render(CostCurve, { props: { curve } });
    expect(texts(container.querySelectorAll('text.tick[text-anchor="middle"]'))).toEqual(['2', '3', '∞', '–']);
    expect(container.querySelector('rect.bar.muted')).not.toBeNull();
    // The average leaves out ∞ and the cards without a cost, (2×4 + 3×8) / 12; the peak only the latter (9).
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Cost curve: 22 cards, average cost 2.7, most at cost 3 (8)');
    const names = texts(screen.getByRole('table').querySelectorAll('tbody th'));
    expect(names).toEqual(['2', '3', 'Infinite', 'No cost']);
  });

  it('does not stretch a stray high cost into a run of empty columns', () => {
    const { container } = render(CostCurve, { props: { curve: [{ cost: 1, copies: 3, cards: 1 }, { cost: 99, copies: 1, cards: 1 }] } });
    expect(texts(container.querySelectorAll('text.tick[text-anchor="middle"]'))).toEqual(['1', '99']);
  });

  it('says so when the section is empty', () => {
    render(CostCurve, { props: { curve: [] } });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('カードがありません')).toBeTruthy();
  });
});
