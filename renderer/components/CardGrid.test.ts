import { fireEvent, render } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardSummary, GameInfo } from '../../api/contract';
import { type TestBackend } from '../../test/helpers/backend';
import { useRenderedBackend } from '../../test/helpers/rendered-backend';
import { inProcessBridge } from '../../test/helpers/bridge';
import { writeCardPngs } from '../../test/helpers/png';
import { CardSearch } from '../lib/card-search.svelte';
import { createClient } from '../lib/client';
import { CARD_DRAG_TYPE } from '../lib/deck-drag';
import CardGrid from './CardGrid.svelte';
import { setLocale } from '../i18n/index.svelte';

const { tempDir, open } = useRenderedBackend();
let test: TestBackend | undefined;
afterEach(() => setLocale('ja'));

/**
 * The grid over the ACG sample cards (73), with pictures for the first card by its key and the second by its
 * printing number; the third has none.
 */
async function renderGrid() {
  test = open({ packs: ['sample-acg.json'] });
  const client = createClient(inProcessBridge(test.backend));
  const search = new CardSearch(client, 'acg');
  await search.run();
  const cards = search.rows.slice(0, 3) as [CardSummary, CardSummary, CardSummary];
  const folder = tempDir();
  const { printings } = await client.call('cards.get', { game: 'acg', key: cards[1].key });
  writeCardPngs(folder, [`${cards[0].key}.png`, `${printings[0]!.number}.png`]);
  await client.call('settings.update', { imageFolders: { acg: folder } });
  const game = (await client.call('games.get', { id: 'acg' })) as GameInfo;
  const activated: string[] = [];
  const escaped = vi.fn();
  render(CardGrid, { props: { client, search, game, onactivate: (card: CardSummary) => activated.push(card.key), onescape: escaped } });
  const tile = (index: number) => document.querySelector<HTMLElement>(`.tile[data-index="${index}"]`)!;
  return { search, cards, tile, activated, escaped, grid: document.querySelector<HTMLElement>('.card-grid')! };
}

describe('CardGrid', () => {
  it('shows a picture where the image folder has one and the drawn card elsewhere, only for the cards in view', async () => {
    const { search, cards, tile } = await renderGrid();
    await vi.waitFor(() => expect(tile(0).querySelector('img')).not.toBeNull());
    expect(tile(0).querySelector('img')!.getAttribute('src')).toBe(`/images/acg/${encodeURIComponent(cards[0].key)}`);
    expect(tile(1).querySelector('img')!.getAttribute('src')).toBe(`/images/acg/${encodeURIComponent(cards[1].key)}`);
    expect(tile(2).querySelector('img')).toBeNull();
    expect(tile(2).querySelector('figure')!.getAttribute('aria-label')).toBe(cards[2].name);
    expect(tile(2).querySelector('figure .name')!.textContent).toBe(cards[2].name);
    // Virtualised: a few rows of tiles, not all 73 cards.
    const tiles = document.querySelectorAll('.tile').length;
    expect(search.total).toBe(73);
    expect(tiles).toBeGreaterThan(2);
    expect(tiles).toBeLessThan(20);

    // A picture that will not load gives way to the drawn card.
    await fireEvent.error(tile(0).querySelector('img')!);
    expect(tile(0).querySelector('img')).toBeNull();
    expect(tile(0).querySelector('figure')!.getAttribute('aria-label')).toBe(cards[0].name);
  });

  it('moves the selection with the keys, activates with Enter and a double click, goes back with Escape, and drags a card', async () => {
    const { search, cards, tile, grid, activated, escaped } = await renderGrid();
    // Focused from the keyboard with nothing highlighted, the grid highlights its first card.
    grid.focus();
    await vi.waitFor(() => expect(search.selectedKey).toBe(cards[0].key));
    await fireEvent.keyDown(grid, { key: 'ArrowUp' });
    await fireEvent.keyDown(grid, { key: 'ArrowDown' });
    await vi.waitFor(() => expect(grid.getAttribute('aria-activedescendant')).toBe('card-tile-1'));
    await fireEvent.keyDown(grid, { key: 'ArrowUp' });
    await vi.waitFor(() => expect(search.selectedKey).toBe(cards[0].key));
    // One column here (nothing is measured in this DOM): down is the next card.
    expect(grid.dataset.columns).toBe('1');
    await fireEvent.keyDown(grid, { key: 'ArrowDown' });
    await vi.waitFor(() => expect(tile(1).getAttribute('aria-selected')).toBe('true'));
    expect(grid.getAttribute('aria-activedescendant')).toBe('card-tile-1');
    await fireEvent.keyDown(grid, { key: 'Enter' });
    await fireEvent.dblClick(tile(2));
    expect(activated).toEqual([cards[1].key, cards[2].key]);
    await fireEvent.click(tile(0));
    expect(search.selectedKey).toBe(cards[0].key);
    expect(escaped).not.toHaveBeenCalled();
    await fireEvent.keyDown(grid, { key: 'Escape' });
    expect(escaped).toHaveBeenCalledOnce();

    expect(tile(2).getAttribute('draggable')).toBe('true');
    const data = new Map<string, string>();
    const dataTransfer = { setData: (type: string, value: string) => data.set(type, value), effectAllowed: 'none' };
    const drag = new Event('dragstart', { bubbles: true });
    Object.defineProperty(drag, 'dataTransfer', { value: dataTransfer });
    tile(2).dispatchEvent(drag);
    expect(JSON.parse(data.get(CARD_DRAG_TYPE)!)).toMatchObject({ card: { key: cards[2].key, name: cards[2].name } });
    expect(data.get('text/plain')).toBe(cards[2].name);
    expect(dataTransfer.effectAllowed).toBe('copy');
  });
});
