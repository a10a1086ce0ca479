import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameInfo } from '../../../api/contract';
import { toGameInfo } from '../../../api/handlers/games';
import { gameDefinition } from '../../../engine/games/registry';
import { dmGame, dmStats } from '../../../test/helpers/dm-stats';
import { setLocale } from '../../i18n/index.svelte';
import { breakdownColor } from '../../lib/palette';
import BreakdownBars from './BreakdownBars.svelte';
import { breakdownLabel } from './format';

afterEach(() => {
  cleanup();
  setLocale('ja');
});

const main = () => dmStats().breakdown.sections.find((section) => section.section === 'main')!;

/** Each row as the reader sees it: label, copies, and the bar's width and colour. */
function rows(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const fill = item.querySelector<HTMLElement>('.fill')!;
      return [item.querySelector('.label')!.textContent, item.querySelector('.count')!.textContent, fill.style.width, fill.style.background];
    });
}

describe('BreakdownBars', () => {
  it('shows the DM deck’s civilizations as shares of the 40 cards, in the civilizations’ colours', () => {
    setLocale('en');
    const section = main();
    render(BreakdownBars, {
      props: { rows: section.colors, total: section.copies, title: 'Civilizations', label: breakdownLabel(dmGame, 'colors'), color: (key: string) => breakdownColor(dmGame, key) },
    });
    const list = screen.getByRole('list', { name: 'Civilizations' });
    expect(rows(list)).toEqual([
      ['Nature', '26', '65.0%', '#2e9d4b'],
      ['Water', '17', '42.5%', '#2f7fd8'],
      ['Darkness', '16', '40.0%', '#4a4458'],
      ['Multicolored', '13', '32.5%', expect.stringContaining('linear-gradient')],
    ]);
    expect(within(list).getAllByRole('listitem')[0]!.querySelector('.count')!.getAttribute('title')).toBe('26 of 40 copies (65.0%) · 10 different');
  });

  it('names kinds by the game’s labels and the cards without a race “なし”, listed last', () => {
    const section = main();
    render(BreakdownBars, { props: { rows: section.kinds, total: section.copies, title: '種類', label: breakdownLabel(dmGame, 'kinds') } });
    expect(rows(screen.getByRole('list', { name: '種類' })).map(([label, copies]) => [label, copies])).toEqual([
      ['クリーチャー', '29'],
      ['呪文', '15'],
      ['ツインパクト', '4'],
      ['進化クリーチャー', '2'],
      ['S-MAX進化クリーチャー', '2'],
    ]);
    cleanup();
    render(BreakdownBars, { props: { rows: section.traits, total: section.copies, title: '種族', limit: 30 } });
    const labels = rows(screen.getByRole('list', { name: '種族' })).map(([label]) => label);
    // The 11 spells have no race: the engine lists them first by count, the chart last.
    expect(section.traits[0]).toEqual({ key: 'none', copies: 11, cards: 3 });
    expect(labels.at(-1)).toBe('なし');
    expect(labels).toHaveLength(section.traits.length);
  });

  it('keeps a long label whole in its tooltip', () => {
    const section = main();
    render(BreakdownBars, { props: { rows: section.traits, total: section.copies, title: '種族', limit: 30 } });
    const label = screen.getByText('ジュラシック・コマンド・ドラゴン');
    expect(label.getAttribute('title')).toBe('ジュラシック・コマンド・ドラゴン');
  });

  it('shows at most `limit` rows and the rest behind “ほか N 件”', async () => {
    const section = main();
    render(BreakdownBars, { props: { rows: section.traits, total: section.copies, title: '種族', limit: 5 } });
    const list = screen.getByRole('list', { name: '種族' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const more = screen.getByRole('button', { name: `ほか${section.traits.length - 5}件` });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await fireEvent.click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(section.traits.length);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(more.textContent?.trim()).toBe('折りたたむ');
    await fireEvent.click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  });

  it('reads FaB pitch 1/2/3 as red, yellow and blue', () => {
    const fab: GameInfo = toGameInfo(gameDefinition('fab'));
    const pitch = [
      { key: '1', copies: 24, cards: 8 },
      { key: '3', copies: 18, cards: 6 },
      { key: '2', copies: 10, cards: 4 },
      { key: 'none', copies: 8, cards: 4 },
    ];
    render(BreakdownBars, { props: { rows: pitch, total: 60, title: 'ピッチ', label: breakdownLabel(fab, 'colors'), color: (key: string) => breakdownColor(fab, key) } });
    expect(rows(screen.getByRole('list', { name: 'ピッチ' }))).toEqual([
      ['赤（1）', '24', '40.0%', '#d23b32'],
      ['青（3）', '18', '30.0%', '#2f6fd0'],
      ['黄（2）', '10', '16.7%', '#e3b52b'],
      ['なし', '8', '13.3%', ''],
    ]);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
