/**
 * The table hands a decision to the seat the rules give it (docs/engine.md "The other seat decides"), on DM boards of
 * real cards of the shipped pack: hot-seat, the privacy screen passes to the defender naming the decision and back to
 * the attacker, with nothing of either hand on the page while it is up; the deciding seat answers in the decision
 * panel (a twinpact asked its half); a window of the other seat shows what the table waits for.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { toGameInfo } from '../../api/handlers/games';
import type { History } from '../../engine/core/history';
import { startTable } from '../../engine/core/setup';
import { acg } from '../../engine/games/acg';
import { nova } from '../../engine/games/nova';
import { gameDefinition } from '../../engine/games/registry';
import { sampleDeck } from '../../test/helpers/sample-pack';
import { board as dmBoard, type Lay as DmLay } from '../../test/helpers/dm-board';
import { dmCardSummary } from '../../test/helpers/dm-pack';
import { perform } from '../../test/helpers/table';
import { fakeTableBridge } from '../../test/helpers/table-client';
import { setLocale } from '../i18n/index.svelte';
import { createClient } from '../lib/client';
import TableView from './TableView.svelte';

afterEach(() => {
  cleanup();
  setLocale('ja');
});

const ATTACKER = 'ボルメテウス・サファイア・ドラゴン';
const BLOCKER = '天空の守護者グラン・ギューレ';
/** Each seat's hand: names found nowhere else on the board, so the page shows one only where its seat is shown. */
const HAND = ['サイバー・ブレイン', '無双竜機ボルバルザーク'];

async function open(history: History, seat: number | null, game: 'dm' | 'acg' | 'nova' = 'dm') {
  setLocale('en');
  const fake = fakeTableBridge(history, game, game === 'dm' ? { summary: dmCardSummary } : {});
  render(TableView, { props: { client: createClient(fake.bridge), game: toGameInfo(gameDefinition(game)), tableId: 'table-1', seat } });
  await waitFor(() => expect(document.querySelector('[data-zone-key="hand#0"], .privacy-screen')).not.toBeNull());
  return fake;
}

/** The board: seat 0's attacker and seat 1's untapped ブロッカー, a hand card each, and `shields` for seat 1. */
function board(shields: DmLay[] = [['暗黒鎧 ザロスト', 'shields', { count: 5 }]]): History {
  return dmBoard([
    [[ATTACKER, 'battle'], [HAND[0]!, 'hand'], ['暗黒鎧 ザロスト', 'shields', { count: 5 }]],
    [[BLOCKER, 'battle'], [HAND[1]!, 'hand'], ...shields],
  ]);
}

const idOf = (history: History, zone: string, name: string) => history.state.zones[zone]!.find((id) => history.state.cards[id]!.key === name)!;

/** The privacy screen up: it names the player and why, and the page holds no zone and neither hand. */
async function coverFor(player: string, reason: string | null): Promise<HTMLElement> {
  const cover = await screen.findByRole('dialog', { name: `Pass to ${player}` });
  if (reason === null) expect(cover.getAttribute('aria-describedby')).toBeNull();
  else expect(screen.getByText(reason).id).toBe(cover.getAttribute('aria-describedby'));
  expect(document.querySelector('[data-zone-key]')).toBeNull();
  for (const name of HAND) expect(document.body.textContent).not.toContain(name);
  return cover;
}

describe('a decision of the other seat', () => {
  it('DM 507.1 / 507.2a: hot-seat, an attack into a ブロッカー passes the screen to Player 2 for Block; they block in the panel; the screen passes back', async () => {
    const history = board();
    const fake = await open(history, null);
    await fireEvent.click(within(await coverFor('Player 1', null)).getByRole('button', { name: "Show Player 1's table" }));
    expect(document.body.textContent).toContain(HAND[0]);
    expect(document.body.textContent).not.toContain(HAND[1]);

    await fireEvent.contextMenu(document.querySelector(`[data-card="${idOf(history, 'battle', ATTACKER)}"]`)!);
    await fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Attack the player' }));
    await fireEvent.click(within(await screen.findByRole('dialog', { name: 'Attack the player' })).getByRole('button', { name: 'OK' }));

    const cover = await coverFor('Player 2', 'Player 2: Block');
    await fireEvent.click(within(cover).getByRole('button', { name: "Show Player 2's table" }));
    const panel = await screen.findByRole('region', { name: 'Decision: Block' });
    // The focus comes to the panel, which says what is asked, by which rule, and offers the blocker by name.
    expect(document.activeElement).toBe(panel);
    expect(within(panel).getByRole('heading').textContent).toBe('Player 2: Block');
    expect(panel.textContent).toContain('DM 507.1');
    expect(panel.textContent).toContain('You are attacked: block with a creature, or do not block.');
    const offers = within(panel).getAllByRole('listitem');
    expect(offers.map((offer) => offer.querySelector('.name')!.textContent)).toEqual([BLOCKER]);
    // The attacker is marked on the board; seat 2 sees its own hand, not seat 1's.
    expect(document.querySelector(`[data-card="${idOf(history, 'battle', ATTACKER)}"]`)!.classList.contains('concerned')).toBe(true);
    expect(document.body.textContent).toContain(HAND[1]);
    expect(document.body.textContent).not.toContain(HAND[0]);
    expect(document.querySelector('.turn-bar .waiting')).toBeNull();

    await fireEvent.click(within(offers[0]!).getByRole('button', { name: 'Block' }));
    expect(fake.actions().at(-1)).toEqual({ type: 'game', seat: 1, action: 'block', args: { card: idOf(history, 'graveyard#1', BLOCKER) } });
    const back = await coverFor('Player 1', "Player 2's Block is over: back to Player 1's turn");
    await fireEvent.click(within(back).getByRole('button', { name: "Show Player 1's table" }));
    await waitFor(() => expect(document.querySelector('[data-zone-key="hand#0"]')).not.toBeNull());
    expect(screen.queryByRole('region', { name: 'Decision: Block' })).toBeNull();
    // The blocker lost its battle (9000 against 11000) and no shield broke.
    expect(history.state.zones['shields#1']).toHaveLength(5);
  });

  it('DM 507.1: a window per seat — the defender’s window asks, the attacker’s says what the table waits for', async () => {
    const history = board();
    perform(history, { type: 'game', seat: 0, action: 'attackPlayer', args: { attacker: idOf(history, 'battle', ATTACKER), target: 1 } });
    await open(history, 0);
    await waitFor(() => expect(document.querySelector('.turn-bar .waiting')?.textContent?.trim()).toBe('Waiting for Player 2: Block'));
    expect(screen.queryByRole('region', { name: 'Decision: Block' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    const fake = await open(history, 1);
    const panel = await screen.findByRole('region', { name: 'Decision: Block' });
    expect(document.querySelector('.turn-bar .waiting')).toBeNull();
    await fireEvent.click(within(panel).getByRole('button', { name: 'Do not block' }));
    expect(fake.actions()).toEqual([{ type: 'game', seat: 1, action: 'noBlock', args: {} }]);
    // Not blocked, the attack broke shields: nothing is left to decide.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Decision: Block' })).toBeNull());
  });

  it('DM 505.2: Attack a creature asks which of the other seat’s creatures, by name in a dialog, and attacks the one chosen', async () => {
    const history = dmBoard([
      [['無双竜機ボルバルザーク', 'battle']],
      [
        [BLOCKER, 'battle', { tapped: true }],
        ['暗黒鎧 ザロスト', 'battle', { tapped: true }],
      ],
    ]);
    const fake = await open(history, 0);
    const attacker = idOf(history, 'battle', '無双竜機ボルバルザーク');
    await fireEvent.contextMenu(document.querySelector(`[data-card="${attacker}"]`)!);
    await fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Attack a creature' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attack a creature' });
    const choice = within(dialog).getByRole('group', { name: 'creature to attack' });
    expect(within(choice).getAllByRole('radio').map((radio) => radio.parentElement!.textContent!.trim())).toEqual([`${BLOCKER} (tapped)`, '暗黒鎧 ザロスト (tapped)']);
    expect(within(choice).getAllByRole('radio')[0]).toHaveProperty('checked', true);
    await fireEvent.click(within(choice).getAllByRole('radio')[1]!);
    await fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const target = idOf(history, 'graveyard#1', '暗黒鎧 ザロスト');
    expect(fake.actions()).toEqual([{ type: 'game', seat: 0, action: 'attackCreature', args: { attacker, creature: target } }]);
  });

  it('DM 509.5a: the shield triggers broken are offered to their owner; a twinpact is asked its half, a plain card not; the pass closes the rest', async () => {
    const twinpact = 'ボルシャック・NEX（ネックス）/スーパー・スパーク';
    const history = board([
      [twinpact, 'shields'],
      ['サイバー・I・チョイス', 'shields'],
    ]);
    const [broken, creature] = history.state.zones['shields#1']!;
    // Seat 1 has no ブロッカー to block with (tapped), so the attack breaks the two shields.
    perform(history, { type: 'tap', seat: 1, card: idOf(history, 'battle', BLOCKER), tapped: true });
    perform(history, { type: 'game', seat: 0, action: 'attackPlayer', args: { attacker: idOf(history, 'battle', ATTACKER), target: 1 } });
    const fake = await open(history, 1);
    const panel = await screen.findByRole('region', { name: 'Decision: Shield triggers' });
    const offers = within(panel).getAllByRole('listitem');
    expect(offers.map((offer) => offer.dataset.card)).toEqual([broken, creature]);
    // Asked once the card database says the card has both halves.
    await waitFor(() =>
      expect(offers.map((offer) => within(offer).queryByRole('group')?.querySelector('legend')?.textContent ?? null)).toEqual(['Which half of the twinpact to use', null]),
    );
    const half = within(offers[0]!).getByRole('group');
    expect(within(half).getAllByRole('radio').map((radio) => radio.parentElement!.textContent!.trim())).toEqual(['As the card says', 'Creature', 'Spell']);
    expect(within(half).getByRole('radio', { name: 'As the card says' })).toHaveProperty('checked', true);
    expect(within(offers[0]!).getAllByRole('button').map((button) => button.textContent!.trim())).toEqual(['Use a shield trigger', 'Keep in hand']);

    await fireEvent.click(within(half).getByRole('radio', { name: 'Spell' }));
    await fireEvent.click(within(offers[0]!).getByRole('button', { name: 'Use a shield trigger' }));
    expect(fake.actions().at(-1)).toEqual({ type: 'game', seat: 1, action: 'useShieldTrigger', args: { card: broken, half: 'spell' } });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
    expect(history.state.cards[broken!]!.location).toEqual({ kind: 'zone', zone: 'graveyard#1' });
    await waitFor(() => expect(document.activeElement).toBe(panel));

    await fireEvent.click(within(panel).getByRole('button', { name: 'Use no shield trigger' }));
    expect(fake.actions().at(-1)).toEqual({ type: 'game', seat: 1, action: 'passShieldTriggers', args: {} });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Decision: Shield triggers' })).toBeNull());
    expect(history.state.decisions).toEqual([]);
  });
});

describe('a decision at the start of a game', () => {
  it('NOVA 007.6.1.2: hot-seat, Player 1 redraws by the panel’s button, the screen passes to Player 2, who keeps and so takes the first turn', async () => {
    const history = startTable(nova, { seed: 23, decks: [sampleDeck('nova'), sampleDeck('nova')] });
    const fake = await open(history, null, 'nova');
    await fireEvent.click(within(await screen.findByRole('dialog', { name: 'Pass to Player 1' })).getByRole('button', { name: "Show Player 1's table" }));
    const panel = await screen.findByRole('region', { name: 'Decision: Redraw the hand' });
    expect(within(panel).getByRole('heading').textContent).toBe('Player 1: Redraw the hand');
    expect(panel.textContent).toContain('NOVA 007.6.1.2');
    // No card is offered: the answers are buttons, the redraw first and keeping the hand as the pass.
    expect(within(panel).queryByRole('list')).toBeNull();
    expect(within(panel).getAllByRole('button').map((button) => button.textContent!.trim())).toEqual(['Redraw', 'Keep the hand']);
    await fireEvent.click(within(panel).getByRole('button', { name: 'Redraw' }));
    expect(fake.actions()).toEqual([{ type: 'game', seat: 0, action: 'redraw', args: {} }]);

    const cover = await screen.findByRole('dialog', { name: 'Pass to Player 2' });
    expect(document.querySelector('[data-zone-key]')).toBeNull();
    await fireEvent.click(within(cover).getByRole('button', { name: "Show Player 2's table" }));
    const second = await screen.findByRole('region', { name: 'Decision: Redraw the hand' });
    expect(within(second).getByRole('heading').textContent).toBe('Player 2: Redraw the hand');
    await fireEvent.click(within(second).getByRole('button', { name: 'Keep the hand' }));
    expect(fake.actions().at(-1)).toEqual({ type: 'game', seat: 1, action: 'keepHand', args: {} });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Decision: Redraw the hand' })).toBeNull());
    expect([history.state.decisions, history.state.turn.activeSeat]).toEqual([[], 1]);
  });

  it('ACG 104.6: the player’s window offers the hand’s 7 cards and counts the 2 to choose; the other window waits', async () => {
    const history = startTable(acg, { seed: 31, decks: [sampleDeck('acg'), sampleDeck('acg')] });
    await open(history, 1, 'acg');
    await waitFor(() => expect(document.querySelector('.turn-bar .waiting')?.textContent?.trim()).toBe('Waiting for Player 1: Two cards to the bottom'));
    cleanup();
    const fake = await open(history, 0, 'acg');
    const panel = await screen.findByRole('region', { name: 'Decision: Two cards to the bottom' });
    expect(panel.textContent).toContain('Choose 2 more cards');
    const offers = within(panel).getAllByRole('listitem');
    expect(offers.map((offer) => offer.dataset.card)).toEqual(history.state.zones['hand#0']);
    const card = offers[3]!.dataset.card!;
    await fireEvent.click(within(offers[3]!).getByRole('button', { name: 'Put on the bottom of the deck' }));
    expect(fake.actions()).toEqual([{ type: 'game', seat: 0, action: 'putOnBottom', args: { card } }]);
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(6));
    expect(panel.textContent).toContain('Choose 1 more card');
    expect(history.state.zones['deck#0']!.at(-1)).toBe(card);
  });
});

