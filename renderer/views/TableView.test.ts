/**
 * The table on a two-player DM table of the engine: what each seat sees (backs for the hidden), and what clicks, drags,
 * double-clicks and the context menu send.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { toGameInfo } from '../../api/handlers/games';
import type { History } from '../../engine/core/history';
import { gameDefinition } from '../../engine/games/registry';
import type { GameId } from '../../engine/games/id';
import { fakeTableBridge } from '../../test/helpers/table-client';
import { madeUpCards } from '../../test/helpers/table';
import { madeUpDeck, madeUpTable } from '../../test/helpers/table-snapshot';
import { setLocale } from '../i18n/index.svelte';
import { createClient } from '../lib/client';
import TableView from './TableView.svelte';

afterEach(() => {
  cleanup();
  setLocale('ja');
});

async function open(history: History, seat: number | null = 0, game: GameId = 'dm') {
  setLocale('en');
  const fake = fakeTableBridge(history, game);
  render(TableView, { props: { client: createClient(fake.bridge), game: toGameInfo(gameDefinition(game)), tableId: 'table-1', seat } });
  // Hot-seat, the privacy screen comes first, with nothing of the table behind it.
  await waitFor(() => expect(document.querySelector('[data-zone-key="hand#0"], .privacy-screen')).not.toBeNull());
  return fake;
}

/** A zone by key; a shared zone drawn on both sides (DM battle zone) on the side of `seat`. */
const zone = (key: string, seat = 0) =>
  document.querySelector<HTMLElement>(key.includes('#') ? `[data-zone-key="${key}"]` : `.side[data-seat="${seat}"] [data-zone-key="${key}"], .center [data-zone-key="${key}"]`)!;
const cardsIn = (key: string, seat = 0) => [...zone(key, seat).querySelectorAll<HTMLElement>('.card')];
const handIds = (history: History, seat: number) => history.state.zones[`hand#${seat}`]!;

describe('TableView', () => {
  it('shows the seat its own hand and the rest as backs: the other hand, the decks, the shields', async () => {
    const history = madeUpTable('dm');
    await open(history);
    const mine = cardsIn('hand#0');
    expect(mine).toHaveLength(5);
    const names = handIds(history, 0).map((id) => history.state.catalog[history.state.cards[id]!.key]!.name);
    expect(mine.map((card) => card.textContent?.trim())).toEqual(names);
    const theirs = cardsIn('hand#1');
    expect(theirs).toHaveLength(5);
    expect(theirs.every((card) => card.querySelector('.back') !== null)).toBe(true);
    for (const id of handIds(history, 1)) expect(document.body.textContent).not.toContain(history.state.catalog[history.state.cards[id]!.key]!.name);
    expect(cardsIn('shields#0').filter((card) => card.querySelector('.back'))).toHaveLength(5);
    expect(zone('deck#0').querySelector('.back')).not.toBeNull();
    // Each zone says what it is and how many cards it holds.
    expect(zone('deck#0').getAttribute('aria-label')).toBe('Deck: 30');
    expect(zone('shields#1').getAttribute('aria-label')).toBe('Shield zone: 5');
    // The shields keep their order, which everyone may follow.
    expect(cardsIn('shields#0').map((card) => card.querySelector('.order')?.textContent)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('draws a dummy opponent as a slim strip: its panel and the zones that hold cards (DM: five shields), none of its empty ones', async () => {
    const history = madeUpTable('dm', { decks: [madeUpDeck()], dummy: { shields: 5 } });
    await open(history);
    const strip = document.querySelector<HTMLElement>('.dummy-strip[data-seat="1"]')!;
    expect([...strip.querySelectorAll('[data-zone-key]')].map((zone) => zone.getAttribute('data-zone-key'))).toEqual(['shields#1']);
    expect(strip.querySelectorAll('[data-zone-key="shields#1"] .card')).toHaveLength(5);
    expect(within(strip).getByRole('region', { name: 'Player 2' }).textContent).toContain('Dummy');
    // Nothing else of the dummy's is on the board: no side of its own, no hand, deck or mana.
    expect(document.querySelector('.side[data-seat="1"]')).toBeNull();
    for (const key of ['hand#1', 'deck#1', 'mana#1', 'graveyard#1']) expect(document.querySelector(`[data-zone-key="${key}"]`), key).toBeNull();
    // Its shields are the small strip's: narrower than the player's own.
    const width = (selector: string) => parseFloat(document.querySelector<HTMLElement>(selector)!.style.getPropertyValue('--w'));
    expect(width('.dummy-strip [data-zone-key="shields#1"] .card')).toBeLessThan(width('[data-zone-key="shields#0"] .card'));
  });

  it('FaB: a dummy with a life total is its panel alone, life and all', async () => {
    const life = { key: 'hero', name: 'Hero', count: 1, facts: { kinds: ['hero'], life: 20 } };
    const history = madeUpTable('fab', { decks: [{ sections: { deck: madeUpCards('card', 40), hero: [life] } }], dummy: {} });
    await open(history, 0, 'fab');
    const strip = document.querySelector<HTMLElement>('.dummy-strip[data-seat="1"]')!;
    expect(strip.querySelectorAll('[data-zone-key]')).toHaveLength(0);
    expect(within(strip).getByRole('group', { name: 'Life' }).querySelector('.total')!.textContent).toBe('20');
  });

  it('taps and untaps a card in play with a click; the tapped card lies turned', async () => {
    const history = madeUpTable('dm');
    const [card] = handIds(history, 0);
    history.perform({ type: 'move', seat: 0, card: card!, to: { zone: 'battle' } });
    const fake = await open(history);
    const [inPlay] = cardsIn('battle');
    expect(inPlay!.classList.contains('tapped')).toBe(false);
    await fireEvent.click(inPlay!);
    await waitFor(() => expect(cardsIn('battle')[0]!.classList.contains('tapped')).toBe(true));
    expect(fake.actions()).toEqual([{ type: 'tap', seat: 0, card, tapped: true }]);
    await fireEvent.click(cardsIn('battle')[0]!);
    await waitFor(() => expect(fake.actions()).toHaveLength(2));
    expect(fake.actions()[1]).toEqual({ type: 'tap', seat: 0, card, tapped: false });
  });

  it('moves a dragged card to the zone it is dropped on, or to the bottom of an ordered one', async () => {
    const history = madeUpTable('dm');
    const fake = await open(history);
    const [first, second] = handIds(history, 0);
    await fireEvent.dragStart(cardsIn('hand#0')[0]!);
    await fireEvent.dragOver(zone('mana#0'));
    expect(zone('mana#0').classList.contains('dropping')).toBe(true);
    await fireEvent.drop(zone('mana#0'));
    await waitFor(() => expect(cardsIn('mana#0')).toHaveLength(1));
    expect(fake.actions()).toEqual([{ type: 'move', seat: 0, card: first, to: { zone: 'mana', seat: 0 } }]);

    await fireEvent.dragStart(cardsIn('hand#0')[0]!);
    const bottom = within(zone('deck#0')).getByRole('region', { name: 'Bottom' });
    await fireEvent.drop(bottom);
    await waitFor(() => expect(fake.actions()).toHaveLength(2));
    expect(fake.actions()[1]).toEqual({ type: 'move', seat: 0, card: second, to: { zone: 'deck', seat: 0, position: 'bottom' } });
    expect(history.state.zones['deck#0']!.at(-1)).toBe(second);
  });

  it('moves a ctrl/shift-clicked selection together, in the order the zone holds it', async () => {
    const history = madeUpTable('dm');
    const fake = await open(history);
    const hand = handIds(history, 0);
    await fireEvent.click(cardsIn('hand#0')[3]!, { ctrlKey: true });
    await fireEvent.click(cardsIn('hand#0')[1]!, { shiftKey: true });
    expect(cardsIn('hand#0').map((card) => card.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false', 'true', 'false']);
    await fireEvent.dragStart(cardsIn('hand#0')[3]!);
    await fireEvent.drop(zone('graveyard#0'));
    await waitFor(() => expect(cardsIn('hand#0')).toHaveLength(3));
    expect(fake.actions()).toEqual([{ type: 'moveCards', seat: 0, cards: [hand[1], hand[3]], to: { zone: 'graveyard', seat: 0 } }]);
  });

  it("double-clicks to the game's primary action: DM summons from the hand, draws from the deck", async () => {
    const history = madeUpTable('dm');
    const fake = await open(history);
    const [first] = handIds(history, 0);
    await fireEvent.dblClick(cardsIn('hand#0')[0]!);
    await waitFor(() => expect(cardsIn('battle')).toHaveLength(1));
    expect(fake.actions()).toEqual([{ type: 'game', seat: 0, action: 'summon', args: { card: first } }]);
    await fireEvent.dblClick(zone('deck#0').querySelector('.card')!);
    await waitFor(() => expect(cardsIn('hand#0')).toHaveLength(5));
    expect(fake.actions()[1]).toEqual({ type: 'draw', seat: 0, count: 1 });
  });

  it("offers a card's actions in its context menu: generic ones, the game's for where it lies, moves", async () => {
    const history = madeUpTable('dm');
    const fake = await open(history);
    const [first] = handIds(history, 0);
    await fireEvent.contextMenu(cardsIn('hand#0')[0]!);
    const menu = await screen.findByRole('menu', { name: 'Card' });
    const labels = within(menu).getAllByRole('menuitem').map((item) => item.textContent?.replace(/\s+/g, ' ').trim());
    // A hand card is neither tapped nor marked (its facts unknown to this fake database, every action of the hand).
    expect(labels).toContain('Reveal');
    for (const absent of ['Tap', 'Turn face down', 'Add a +1 counter', 'Mark: Summoning sickness', 'Use a shield trigger']) expect(labels).not.toContain(absent);
    expect(labels).toEqual(expect.arrayContaining(['Mana charge', 'Summon Enter', 'Cast a spell', 'Evolve']));
    expect(labels).toEqual(expect.arrayContaining(['To the top of Deck', 'To the bottom of Deck', 'To Mana zone', 'To Battle zone', 'To the bottom of Shield zone']));
    // Attacking is for a creature in the battle zone, not one in the hand; the hand is where it is already.
    expect(labels).not.toContain('Attack the player');
    expect(labels).not.toContain('To Hand');
    await fireEvent.click(within(menu).getByRole('menuitem', { name: 'Mana charge' }));
    await waitFor(() => expect(fake.actions()).toEqual([{ type: 'game', seat: 0, action: 'charge', args: { card: first } }]));
  });

  it("asks for what a game action needs: the attacker is the card, the breaker count is the player's to give", async () => {
    const history = madeUpTable('dm', { mode: 'free' });
    const [attacker] = handIds(history, 0);
    history.perform({ type: 'move', seat: 0, card: attacker!, to: { zone: 'battle' } });
    const fake = await open(history);
    await fireEvent.contextMenu(cardsIn('battle')[0]!);
    await fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Attack the player' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attack the player' });
    await fireEvent.input(within(dialog).getByRole('spinbutton'), { target: { value: '2' } });
    await fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(cardsIn('hand#1')).toHaveLength(7));
    expect(fake.actions()).toEqual([{ type: 'game', seat: 0, action: 'attackPlayer', args: { attacker, breaks: 2 } }]);
  });

  it('looks at the top of the deck and puts the cards back in the order they are dragged into', async () => {
    const history = madeUpTable('dm');
    const fake = await open(history);
    const top = history.state.zones['deck#0']!.slice(0, 3);
    await fireEvent.contextMenu(zone('deck#0').querySelector('.card')!);
    await fireEvent.click(within(await screen.findByRole('menu', { name: 'Zone' })).getByRole('menuitem', { name: 'Look at the top cards…' }));
    const ask = await screen.findByRole('dialog', { name: 'Look at the top cards…' });
    await fireEvent.click(within(ask).getByRole('button', { name: 'OK' }));
    const viewer = await screen.findByRole('dialog', { name: 'Top of Deck (30)' });
    await waitFor(() => expect(within(viewer).getAllByRole('listitem')).toHaveLength(3));
    const items = within(viewer).getAllByRole('listitem');
    // The third card to the top.
    await fireEvent.dragStart(items[2]!);
    await fireEvent.drop(items[0]!);
    await fireEvent.click(within(viewer).getByRole('button', { name: 'Put back' }));
    await waitFor(() => expect(fake.actions()).toHaveLength(2));
    expect(fake.actions()).toEqual([
      { type: 'look', seat: 0, zone: { zone: 'deck', seat: 0 }, count: 3 },
      { type: 'putBack', seat: 0, top: [top[2], top[0], top[1]] },
    ]);
    expect(history.state.zones['deck#0']!.slice(0, 3)).toEqual([top[2], top[0], top[1]]);
  });

  it('hot-seat: covers the table between turns and before a private look at the deck', async () => {
    const history = madeUpTable('dm');
    await open(history, null);
    await fireEvent.click(await screen.findByRole('button', { name: "Show Player 1's table" }));
    await fireEvent.contextMenu(zone('deck#0').querySelector('.card')!);
    await fireEvent.click(within(await screen.findByRole('menu', { name: 'Zone' })).getByRole('menuitem', { name: 'Look at the top cards…' }));
    await fireEvent.click(within(await screen.findByRole('dialog', { name: 'Look at the top cards…' })).getByRole('button', { name: 'OK' }));
    // The cards wait behind the screen until the looking player shows them.
    const cover = await screen.findByRole('dialog', { name: 'Player 1 looks at hidden cards' });
    expect(screen.queryByRole('dialog', { name: 'Top of Deck (30)' })).toBeNull();
    await fireEvent.click(within(cover).getByRole('button', { name: 'Show the cards to Player 1' }));
    await screen.findByRole('dialog', { name: 'Top of Deck (30)' });
  });
});
