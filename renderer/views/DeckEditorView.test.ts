/**
 * The deck editor's card browser from the keyboard (issue 23, point 7), over the shipped ACG sample cards: ArrowDown
 * or Enter in the search box moves into the results with the first card highlighted, Enter there adds it to the deck,
 * Escape returns to the box; an input method's conversion keeps its keys; a click highlights what it clicks. And the
 * sample hand's "draw one more" (issue 23, point 10) over the shipped ACG sample deck.
 */
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { tick } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardSummary, GameInfo } from '../../api/contract';
import sampleAcg from '../../db/packs/sample-acg.deck.json';
import { type TestBackend } from '../../test/helpers/backend';
import { useRenderedBackend } from '../../test/helpers/rendered-backend';
import { inProcessBridge } from '../../test/helpers/bridge';
import { createClient } from '../lib/client';
import DeckEditorView from './DeckEditorView.svelte';
import { setLocale } from '../i18n/index.svelte';

const { open } = useRenderedBackend();
let test: TestBackend | undefined;
afterEach(() => setLocale('ja'));

async function renderEditor() {
  test = open({ packs: ['sample-acg.json'] });
  const client = createClient(inProcessBridge(test.backend));
  const game = (await client.call('games.get', { id: 'acg' })) as GameInfo;
  const deck = await client.call('library.create', { game: 'acg', name: '鍵盤で組むデッキ', format: null });
  const noop = () => {};
  render(DeckEditorView, { props: { client, game, deckId: deck.id, onlibrary: noop, onplaytest: noop, onmatch: noop, ongame: noop, onopened: noop } });
  const box = await screen.findByRole<HTMLInputElement>('searchbox');
  const results = document.querySelector<HTMLElement>('.browser-list [role="listbox"]')!;
  /** Types a query and waits for its answer: the cards it found, in order. */
  const type = async (query: string): Promise<CardSummary[]> => {
    box.focus();
    await fireEvent.input(box, { target: { value: query } });
    await vi.waitFor(() => expect(document.querySelector('#editor-search-status')?.getAttribute('data-query')).toBe(query));
    const { cards } = await client.call('cards.search', { game: 'acg', query, limit: 10 });
    return cards;
  };
  const copiesOf = (key: string) => document.querySelector(`.deck-row[data-key="${key}"]`)?.closest('.deck-section')?.querySelector('.count .copies')?.textContent;
  const calls = vi.spyOn(client, 'call');
  return { box, results, type, copiesOf, calls };
}

describe('the deck editor’s card browser from the keyboard', () => {
  it('ArrowDown moves into the results on the first card, Enter adds it, Escape returns to the box', async () => {
    const { box, results, type, copiesOf } = await renderEditor();
    const found = await type('kind:animal cost=1');
    expect(found.length).toBeGreaterThan(1);
    // The box does not take the results' keys while its text is being converted by an input method.
    await fireEvent.keyDown(box, { key: 'ArrowDown', isComposing: true });
    expect(document.activeElement).toBe(box);

    await fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(results);
    await vi.waitFor(() => expect(results.getAttribute('aria-activedescendant')).toBe('card-option-0'));
    expect(document.querySelector('#card-option-0')?.getAttribute('data-key')).toBe(found[0]!.key);

    await fireEvent.keyDown(results, { key: 'Enter' });
    await vi.waitFor(() => expect(copiesOf(found[0]!.key)).toBe('1'));
    // Arrows move on among the results; Enter adds the card highlighted.
    await fireEvent.keyDown(results, { key: 'ArrowDown' });
    await vi.waitFor(() => expect(results.getAttribute('aria-activedescendant')).toBe('card-option-1'));
    await fireEvent.keyDown(results, { key: 'Enter' });
    await vi.waitFor(() => expect(document.querySelector(`.deck-row[data-key="${found[1]!.key}"]`)).not.toBeNull());

    await fireEvent.keyDown(results, { key: 'Escape' });
    expect(document.activeElement).toBe(box);
  });

  it('Enter in the box searches at once and moves into the results; with no results the focus stays', async () => {
    const { box, results, type, calls } = await renderEditor();
    const found = await type('兵隊蟻');
    expect(found.map((card) => card.name)).toContain('兵隊蟻');
    await fireEvent.keyDown(box, { key: 'Enter' });
    await vi.waitFor(() => expect(document.activeElement).toBe(results));
    await vi.waitFor(() => expect(document.querySelector('#card-option-0')?.getAttribute('aria-selected')).toBe('true'));
    expect(document.querySelector('#card-option-0')?.getAttribute('data-key')).toBe(found[0]!.key);

    await type('存在しないカード名');
    await fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(box);
    calls.mockClear();
    await fireEvent.keyDown(box, { key: 'Enter' });
    // The search Enter ran has answered (nothing) and the focus is where it was.
    expect(calls.mock.calls.map(([method]) => method)).toEqual(['cards.search']);
    expect((await calls.mock.results[0]!.value).total).toBe(0);
    await tick();
    expect(document.activeElement).toBe(box);
  });

  it('a click into the results highlights the card clicked, not the first', async () => {
    const { results, type } = await renderEditor();
    await type('kind:animal');
    const third = document.querySelector<HTMLElement>('#card-option-2')!;
    await fireEvent.pointerDown(third);
    results.focus();
    expect(results.getAttribute('aria-activedescendant')).toBeNull();
    await fireEvent.click(third);
    await vi.waitFor(() => expect(results.getAttribute('aria-activedescendant')).toBe('card-option-2'));
  });
});

describe('the sample hand’s draw one more', () => {
  it('adds the next card of the same shuffle to the hand each time, and a new hand starts again without them', async () => {
    test = open({ packs: ['sample-acg.json'] });
    const client = createClient(inProcessBridge(test.backend));
    const game = (await client.call('games.get', { id: 'acg' })) as GameInfo;
    const deck = await client.call('library.create', { game: 'acg', name: sampleAcg.name, sections: sampleAcg.sections });
    const noop = () => {};
    render(DeckEditorView, { props: { client, game, deckId: deck.id, onlibrary: noop, onplaytest: noop, onmatch: noop, ongame: noop, onopened: noop } });
    await fireEvent.click(await screen.findByRole('tab', { name: '手札' }));
    const names = (selector: string) => [...document.querySelectorAll(`.sample-hand .cards > li${selector} figure`)].map((frame) => frame.getAttribute('aria-label'));
    // ACG 104.3: seven cards (two of them go to the bottom, 104.6).
    await vi.waitFor(() => expect(names(':not(.drawn)')).toHaveLength(7));
    const opening = names(':not(.drawn)');
    const expected = await client.call('decks.sampleHand', { game: 'acg', sections: sampleAcg.sections, seed: 1, draws: 2 });
    expect(expected.drawn).toHaveLength(2);

    const more = screen.getByRole('button', { name: 'もう1枚引く' });
    await fireEvent.click(more);
    await vi.waitFor(() => expect(names('.drawn')).toEqual([expected.drawn[0]!.name]));
    await fireEvent.click(more);
    await vi.waitFor(() => expect(names('.drawn')).toEqual(expected.drawn.map((line) => line.name)));
    expect(names(':not(.drawn)')).toEqual(opening);
    expect(within(document.querySelector<HTMLElement>('.sample-hand')!).getByText('9')).toBeTruthy();

    await fireEvent.click(screen.getByRole('button', { name: 'もう一度引く' }));
    await vi.waitFor(() => expect(names('.drawn')).toEqual([]));
    expect(names(':not(.drawn)')).toHaveLength(7);
  });
});
