/**
 * The card browser's filter chips are one tab stop (issue 23, point 7; WAI-ARIA toolbar): the arrows move among them,
 * Up and Down from group to group, and the chip the focus left keeps the stop. Over Duel Masters' filters: the kind
 * drop-down, eleven cost chips and the five civilizations.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameInfo } from '../../api/contract';
import { toGameInfo } from '../../api/handlers/games';
import { gameDefinition } from '../../engine/games/registry';
import { setLocale } from '../i18n/index.svelte';
import { CardSearch } from '../lib/card-search.svelte';
import type { ApiClient } from '../lib/client';
import CardFilters from './CardFilters.svelte';

afterEach(() => {
  cleanup();
  setLocale('ja');
});

function renderFilters() {
  const game: GameInfo = toGameInfo(gameDefinition('dm'));
  // The filters read and write the query alone; what the search finds is not theirs (no card answers here).
  const client = { call: vi.fn(async () => ({ total: 0, cards: [] })), on: () => () => {} } as unknown as ApiClient;
  const search = new CardSearch(client, 'dm');
  render(CardFilters, { props: { search, game } });
  const toolbar = screen.getByRole('toolbar', { name: '絞り込みボタン' });
  const chips = within(toolbar).getAllByRole('button');
  const stops = () => chips.filter((chip) => chip.tabIndex === 0).map((chip) => chip.textContent?.trim());
  return { search, toolbar, chips, stops };
}

describe('CardFilters', () => {
  it('makes every chip one tab stop, moved by the arrow keys', async () => {
    const { toolbar, chips, stops } = renderFilters();
    expect(chips.map((chip) => chip.textContent?.trim())).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10+', '光', '水', '闇', '火', '自然', '無色']);
    // The kind drop-down stays a stop of its own, outside the toolbar.
    expect(screen.getByRole('combobox', { name: '種類' }).closest('[role="toolbar"]')).toBeNull();
    expect(stops()).toEqual(['0']);

    chips[0]!.focus();
    await fireEvent.keyDown(chips[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(chips[1]);
    expect(stops()).toEqual(['1']);
    await fireEvent.keyDown(chips[1]!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent?.trim()).toBe('光');
    await fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.textContent?.trim()).toBe('無色');
    // Round the ends, and back up a group to its first chip.
    await fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(chips[0]);
    await fireEvent.keyDown(chips[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement?.textContent?.trim()).toBe('無色');
    await fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(chips[0]);
    await fireEvent.keyDown(chips[0]!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent?.trim()).toBe('光');
    await fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(chips[0]);
    expect(toolbar.contains(document.activeElement)).toBe(true);
    expect(stops()).toEqual(['0']);
  });

  it('toggles a chip’s term in the query, the focus and the stop staying on it', async () => {
    const { search, chips, stops } = renderFilters();
    const fire = chips.find((chip) => chip.textContent?.trim() === '火')!;
    fire.focus();
    await fireEvent.click(fire);
    expect(search.query).toBe('civ:火');
    expect(fire.getAttribute('aria-pressed')).toBe('true');
    await fireEvent.keyDown(fire, { key: 'ArrowRight' });
    await fireEvent.click(document.activeElement!);
    expect(search.query).toBe('(civ:火 OR civ:自然)');
    expect(stops()).toEqual(['自然']);
  });
});
