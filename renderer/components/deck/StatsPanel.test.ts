/**
 * The statistics tab on a real 40-card DM deck (DM26-SD1A, test/helpers/dm-stats.ts): its breakdowns are headed by DM's
 * own words, as the filters and the grouping say them (文明, not 色), and it counts the S・トリガー cards (printed; the
 * twinpact once) with the triggers expected in the five shields (DM 112.3a, 103.3).
 */
import { cleanup, render, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { dmGame, dmStats } from '../../../test/helpers/dm-stats';
import { simulationBridge } from '../../../test/helpers/simulation-client';
import { setLocale } from '../../i18n/index.svelte';
import { createClient } from '../../lib/client';
import { EditorSimulation } from '../../lib/editor-simulation.svelte';
import StatsPanel from './StatsPanel.svelte';

let simulation: EditorSimulation | undefined;
afterEach(() => {
  cleanup();
  simulation?.dispose();
  setLocale('ja');
});

function renderStats() {
  simulation = new EditorSimulation(createClient(simulationBridge().bridge), dmGame, () => ({}));
  const { container } = render(StatsPanel, { props: { stats: dmStats(), game: dmGame, simulation, drawPile: [] } });
  return container.querySelector<HTMLElement>('[data-section="main"]')!;
}

const headings = (section: HTMLElement) => [...section.querySelectorAll('h4')].map((heading) => heading.textContent!.trim());

describe('StatsPanel', () => {
  it('heads the DM breakdowns 文明 and 種族, as the filters and the grouping name them, and counts S・トリガー in the shields', () => {
    const main = renderStats();
    expect(headings(main)).toEqual(['種類', '文明', '種族', 'S・トリガー DM 112.3a']);
    expect(within(main).getByRole('list', { name: '文明' })).toBeTruthy();
    // 修羅の死神フミシュナ (twinpact) ×2, 逆転の剣スカイソード ×2, フェアリー・ライフ ×4; フェアリー・Re:ライフ's G・ストライク is not one.
    const odds = within(main).getByLabelText('S・トリガー');
    const rows = [...odds.querySelectorAll('div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]);
    // 5·8/40 = 1; 1 − C(32,5)/C(40,5) = 69.4%.
    expect(rows).toEqual([
      ['デッキ', '40枚中8枚'],
      ['シールド5枚に入る枚数（期待値）', '1'],
      ['1枚以上入る確率', '69.4%'],
    ]);
  });

  it('says the same in English, by the game’s English words', () => {
    setLocale('en');
    const main = renderStats();
    // As the game declares them for a list; the panel's style starts a heading with a capital.
    expect(headings(main)).toEqual(['Kinds', 'civilizations', 'races', 'Shield triggers DM 112.3a']);
    const rows = [...within(main).getByLabelText('Shield triggers').querySelectorAll('div')].map((row) => row.textContent);
    expect(rows).toEqual(['Deck8 of 40 cards', 'Expected in the 5 shields1', 'At least one there69.4%']);
  });
});
