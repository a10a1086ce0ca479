import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { dmStats } from '../../../test/helpers/dm-stats';
import { setLocale } from '../../i18n/index.svelte';
import CardOddsTable from './CardOddsTable.svelte';
import { percent } from './format';

afterEach(() => {
  cleanup();
  setLocale('ja');
});

/** Each body row: copies, name and the odds shown for turns 1…n. */
function rows() {
  const body = screen.getByRole('table').querySelector('tbody')!;
  return [...body.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}
const names = () => rows().map((row) => row[1]);

/** P(at least one of `copies` cards among `seen` drawn from 40), worked out directly, as the table rounds it. */
function shown(copies: number, seen: number): string {
  let none = 1;
  for (let i = 0; i < seen; i++) none *= (40 - copies - i) / (40 - i);
  return percent(1 - none, 0);
}

describe('CardOddsTable', () => {
  it('lists every card of the DM deck in deck order with its odds of a first copy by turn, going first', () => {
    const cards = dmStats(5).cardOdds!;
    render(CardOddsTable, { props: { cards } });
    const table = screen.getByRole('table', { name: 'ターンごとに各カードを1枚以上引いている確率 — 先攻' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent?.trim())).toEqual(['枚数', 'カード名', '1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: '3ターン目' }).getAttribute('title')).toBe('3ターン目の確率で並べ替え');
    expect(names()).toEqual(cards.map((card) => card.name));
    // Going first, turn t has seen the five of the opening hand and t − 1 draws (the first one skipped).
    const seen = [5, 6, 7, 8, 9];
    expect(rows()[0]).toEqual(['2', 'ヨビニオン・マルル', '24%', '28%', '32%', '36%', '40%']);
    expect(rows()[0]!.slice(2)).toEqual(seen.map((count) => shown(2, count)));
    expect(rows()[12]).toEqual(['4', '天災 デドダム', ...seen.map((count) => shown(4, count))]);
    expect(table.querySelector<HTMLElement>('td.turn')!.style.getPropertyValue('--p')).toBe(String(cards[0]!.odds.rows[0]!.first.probability));
  });

  it('switches to going second', async () => {
    render(CardOddsTable, { props: { cards: dmStats(2).cardOdds! } });
    const second = screen.getByRole('radio', { name: '後攻' });
    await fireEvent.click(second);
    expect(second.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('table', { name: /— 後攻$/ })).toBeTruthy();
    expect(rows()[0]).toEqual(['2', 'ヨビニオン・マルル', '28%', '32%']);
  });

  it('sorts by a turn’s odds, likeliest first, then the other way round', async () => {
    render(CardOddsTable, { props: { cards: dmStats(3).cardOdds! } });
    const turn1 = screen.getByRole('button', { name: '1ターン目' });
    await fireEvent.click(turn1);
    expect(turn1.closest('th')!.getAttribute('aria-sort')).toBe('descending');
    // The 4-ofs first (ties in Japanese order: kana before kanji), the single 九番龍 last.
    expect(names().slice(0, 3)).toEqual(['フェアリー・Re:ライフ', 'フェアリー・ライフ', '天災 デドダム']);
    expect(names().at(-1)).toBe('九番龍 ジゴクバンカー Par459');
    const copies = rows().map((row) => Number(row[0]));
    expect(copies).toEqual([...copies].sort((a, b) => b - a));
    await fireEvent.click(turn1);
    expect(turn1.closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    expect(names()[0]).toBe('九番龍 ジゴクバンカー Par459');
  });

  it('sorts by name in the interface language’s order, and back', async () => {
    setLocale('en');
    const cards = dmStats(1).cardOdds!;
    render(CardOddsTable, { props: { cards } });
    const byName = screen.getByRole('button', { name: 'Card' });
    expect(byName.getAttribute('title')).toBe('Sort by card name');
    await fireEvent.click(byName);
    const sorted = cards.map((card) => card.name).sort(new Intl.Collator('en').compare);
    expect(names()).toEqual(sorted);
    expect(byName.closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    await fireEvent.click(byName);
    expect(names()).toEqual([...sorted].reverse());
    expect(screen.getByRole('columnheader', { name: 'Card' }).getAttribute('aria-sort')).toBe('descending');
  });
});
