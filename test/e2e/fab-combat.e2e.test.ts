/**
 * Two players at one FaB table in Chromium against the real web bridge, hot-seat, both with the real Cindra list
 * (Sweden nationals 2025): Player 1 attacks with Rally the Coast Guard, pitching for its cost in the dialog the play
 * asks; the screen passes to Player 2, who defends from a hidden hand, then plays Sink Below when given priority; the
 * damage is dealt and the chain closes on Player 1's pass (CR 1.14.3, 7.3–7.7). At every step neither seat's hidden
 * cards reach the other's page (test/helpers/table-privacy.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MethodName, TableSnapshot } from '../../api/contract';
import type { GameState } from '../../engine/core/state';
import { fab } from '../../engine/games/fab';
import { callOverHttp } from '../helpers/http';
import { shippedDeck, type Call } from '../helpers/library-decks';
import { cover, privacy, savedTableState } from '../helpers/table-privacy';
import { SCREENSHOT_DIR, useApp } from './environment';

const { openApp } = useApp();

/** The seat's first card of that name in its deck or hand. */
function cardNamed(state: GameState, seat: number, name: string, colour: string): string {
  for (const zone of [`deck#${seat}`, `hand#${seat}`]) {
    const found = state.zones[zone]!.find((id) => {
      const facts = state.catalog[state.cards[id]!.key];
      return facts?.name === name && facts.facts.color === colour;
    });
    if (found) return found;
  }
  throw new Error(`${name} (${colour}): seat ${seat} has none`);
}

async function show(page: Page, player: string): Promise<void> {
  await page.getByRole('button', { name: `${player}の卓を表示` }).click();
  await page.locator('.table-view [data-zone-key="hand#0"]').waitFor();
}

describe('a FaB attack defended from a hidden hand', () => {
  it('FaB 7.3.2 / 7.4 / 7.5.2: hot-seat — Player 2 takes the screen to defend and to play a defense reaction; neither hand shows to the other', async () => {
    const { page, server, dbPath } = await openApp('ja');
    const call = ((method: MethodName, params: object) => callOverHttp(server, method, params)) as Call;
    const deck = await shippedDeck(call, 'fab');
    const started = await callOverHttp<TableSnapshot>(server, 'table.start', { game: 'fab', decks: [deck.id, deck.id], layout: 'hotseat', seed: 19 });
    const id = started.table.id;
    const stateNow = () => savedTableState(dbPath, id, fab);
    const act = (seat: number, action: object) => callOverHttp<TableSnapshot>(server, 'table.act', { id, seat, action: { seat, ...action } });
    // Laid out by hand as the players would: the cards of the exchange into the hands, then on to the action phase.
    let state = stateNow();
    const rally = cardNamed(state, 0, 'Rally the Coast Guard', 'red');
    const dagger = cardNamed(state, 0, 'Throw Dagger', 'blue');
    const [block, sink] = [cardNamed(state, 1, 'Snatch', 'red'), cardNamed(state, 1, 'Sink Below', 'red')];
    for (const [seat, card] of [[0, rally], [0, dagger], [1, block], [1, sink]] as const) await act(seat, { type: 'move', card, to: { zone: 'hand', seat } });
    while (state.turn.step !== 'action') {
      await act(0, { type: 'advance' });
      state = stateNow();
    }
    const check = privacy(page, stateNow);
    await page.goto(`${server.url}#/table/${id}`);
    await show(page, 'プレイヤー1');
    await check(0, 'player 1 plays');

    // Rally costs 3 and Player 1 has no resource points: the double-click asks what to pitch.
    await page.locator(`.table-view [data-card="${rally}"]`).dblclick();
    const dialog = page.getByRole('dialog', { name: 'プレイ' });
    await dialog.waitFor();
    await dialog.getByRole('checkbox', { name: /Throw Dagger/ }).check();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/fab-pitch.png` });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await cover(page, 'プレイヤー2', 'プレイヤー2：防御');
    await check('covered', 'passing to player 2 to defend');
    state = stateNow();
    expect(state.zones.combatChain).toEqual([rally]);
    expect(state.zones['pitch#0']).toEqual([dagger]);

    await show(page, 'プレイヤー2');
    const defend = page.getByRole('region', { name: '決定：防御' });
    await defend.waitFor();
    await check(1, 'player 2 decides how to defend');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/fab-defend.png` });
    await defend.locator(`[data-card="${block}"]`).getByRole('button', { name: '防御する' }).click();
    await defend.getByRole('button', { name: '防御を終える' }).click();
    await cover(page, 'プレイヤー1', 'プレイヤー2の防御が終わりました。プレイヤー1のターンに戻ります');
    await check('covered', 'passing back after defending');

    // Player 1 has no attack reaction to play: Pass hands priority to Player 2.
    await show(page, 'プレイヤー1');
    await check(0, 'player 1 in the reaction step');
    await page.locator('.turn-bar [data-action="passPriority"]').click();
    await cover(page, 'プレイヤー2', 'プレイヤー2：リアクション');
    await show(page, 'プレイヤー2');
    const reactions = page.getByRole('region', { name: '決定：リアクション' });
    await reactions.waitFor();
    await check(1, 'player 2 has priority');
    await reactions.locator(`[data-card="${sink}"]`).getByRole('button', { name: 'プレイ' }).click();
    // Playing gives priority back to Player 1, who passes again; Player 2 passes, and the damage is dealt.
    await cover(page, 'プレイヤー1', 'プレイヤー2のリアクションが終わりました。プレイヤー1のターンに戻ります');
    await show(page, 'プレイヤー1');
    await page.locator('.turn-bar [data-action="passPriority"]').click();
    await cover(page, 'プレイヤー2', 'プレイヤー2：リアクション');
    await show(page, 'プレイヤー2');
    await page.getByRole('region', { name: '決定：リアクション' }).getByRole('button', { name: 'パス' }).click();
    await cover(page, 'プレイヤー1', 'プレイヤー2のリアクションが終わりました。プレイヤー1のターンに戻ります');
    await show(page, 'プレイヤー1');
    await check(0, 'player 1 after the damage');
    state = stateNow();
    // Rally 7 against Snatch 2 and Sink Below 4.
    expect(state.seats[1]!.life).toBe(39);
    expect(state.zones.combatChain).toEqual([rally, block, sink]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/fab-chain.png` });

    // No go again: Player 1's pass closes the chain.
    await page.locator('.turn-bar [data-action="passPriority"]').click();
    await page.locator('.turn-bar [data-action="passPriority"]').waitFor({ state: 'detached' });
    state = stateNow();
    expect(state.zones.combatChain).toEqual([]);
    expect(state.zones['graveyard#0']).toEqual([rally]);
    expect([...state.zones['graveyard#1']!].sort()).toEqual([block, sink].sort());
    await check(0, 'the chain closed');
  });
});
