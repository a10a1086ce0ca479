/**
 * Two players at one DM table in Chromium against the real web bridge, with two real product decks (DMD-21 attacking,
 * DMBD-22 defending): the rules give the defender a decision while the attacker acts (docs/engine.md "The other seat
 * decides"), and the table hands it over — hot-seat through the privacy screen, with a window per seat through the
 * deciding window's panel. At every step neither seat's hidden cards reach the other's page: the names of the cards a
 * seat may not see, read from the engine's state replayed from the bridge's database, are in neither the page's HTML
 * nor any API answer the page received for that seat.
 */
import { describe, expect, it } from 'vitest';
import { ATTACKER, attackPlayer, BLOCKER, dmDecisionTable, SECOND_ATTACKER, tableState, TRIGGER } from '../helpers/dm-decisions';
import { cover, privacy } from '../helpers/table-privacy';
import { SCREENSHOT_DIR, useApp } from './environment';

const { openApp } = useApp();

describe('a decision handed to the other seat', () => {
  it('DM 507.1 / 509.5a: hot-seat — the block and a shield trigger pass the screen to Player 2 and back, and neither hand ever shows to the other', async () => {
    const { page, server, dbPath } = await openApp('ja');
    const { id, card } = await dmDecisionTable(server, dbPath, 'hotseat');
    const check = privacy(page, () => tableState(dbPath, id));
    await page.goto(`${server.url}#/table/${id}`);
    await page.getByRole('dialog', { name: 'プレイヤー1に交代' }).waitFor();
    await check('covered', 'the table opens');
    await page.getByRole('button', { name: 'プレイヤー1の卓を表示' }).click();
    await page.locator('.table-view [data-zone-key="hand#0"]').waitFor();
    await check(0, 'player 1 plays');

    // (a) Into the untapped ブロッカー: the screen passes to Player 2, who blocks.
    await attackPlayer(page, card(ATTACKER), { action: 'プレイヤーを攻撃', ok: 'OK' });
    await cover(page, 'プレイヤー2', 'プレイヤー2：ブロック');
    await check('covered', 'passing to player 2 to block');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/decision-handover.png` });
    await page.getByRole('button', { name: 'プレイヤー2の卓を表示' }).click();
    const block = page.getByRole('region', { name: '決定：ブロック' });
    await block.waitFor();
    await check(1, 'player 2 decides the block');
    // The focus came to the panel.
    expect(await page.evaluate("document.activeElement?.classList.contains('decision-panel')")).toBe(true);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/decision-block.png` });
    await block.locator(`[data-card="${card(BLOCKER)}"]`).getByRole('button', { name: 'ブロックする' }).click();
    await cover(page, 'プレイヤー1', 'プレイヤー2のブロックが終わりました。プレイヤー1のターンに戻ります');
    await check('covered', 'passing back to player 1');
    await page.getByRole('button', { name: 'プレイヤー1の卓を表示' }).click();
    await page.locator('.table-view [data-zone-key="hand#0"]').waitFor();
    await check(0, 'player 1 plays on');
    let state = tableState(dbPath, id);
    // Blocked (6000 against 3000): the blocker is destroyed and no shield broke (five, and the trigger laid on top).
    expect(state.cards[card(BLOCKER)]!.location).toEqual({ kind: 'zone', zone: 'graveyard#1' });
    expect(state.zones['shields#1']).toHaveLength(6);

    // (b) The second attacker breaks the top shield, an S・トリガー: Player 2 casts its spell half.
    await attackPlayer(page, card(SECOND_ATTACKER), { action: 'プレイヤーを攻撃', ok: 'OK' });
    await cover(page, 'プレイヤー2', 'プレイヤー2：S・トリガーの宣言');
    await check('covered', 'passing to player 2 for the shield trigger');
    await page.getByRole('button', { name: 'プレイヤー2の卓を表示' }).click();
    const triggers = page.getByRole('region', { name: '決定：S・トリガーの宣言' });
    await triggers.waitFor();
    await check(1, 'player 2 decides the shield trigger');
    const offer = triggers.locator(`[data-card="${card(TRIGGER)}"]`);
    await offer.getByRole('radio', { name: '呪文' }).check();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/decision-shield-trigger.png` });
    await offer.getByRole('button', { name: 'S・トリガーを使う' }).click();
    await cover(page, 'プレイヤー1', 'プレイヤー2のS・トリガーの宣言が終わりました。プレイヤー1のターンに戻ります');
    await check('covered', 'passing back after the shield trigger');
    await page.getByRole('button', { name: 'プレイヤー1の卓を表示' }).click();
    await page.locator('.table-view [data-zone-key="hand#0"]').waitFor();
    await check(0, 'player 1 plays on after the shield trigger');
    state = tableState(dbPath, id);
    expect(state.cards[card(TRIGGER)]!.location).toEqual({ kind: 'zone', zone: 'graveyard#1' });
    expect(state.decisions).toEqual([]);
    expect(state.turn).toMatchObject({ activeSeat: 0, step: 'attack' });
  });

  it('DM 507.1: a window per seat — the defender’s window asks, the attacker’s waits, each sees only its own hand', async () => {
    const { page, server, dbPath } = await openApp('en');
    const { id, card } = await dmDecisionTable(server, dbPath, 'windows');
    const defender = await page.context().newPage();
    const [checkAttacker, checkDefender] = [privacy(page, () => tableState(dbPath, id)), privacy(defender, () => tableState(dbPath, id))];
    await page.goto(`${server.url}#/table/${id}/0`);
    await defender.goto(`${server.url}#/table/${id}/1`);
    for (const each of [page, defender]) await each.locator('.table-view [data-zone-key="hand#0"]').waitFor();
    await checkAttacker(0, 'seat 1 opens');
    await checkDefender(1, 'seat 2 opens');

    await attackPlayer(page, card(ATTACKER), { action: 'Attack the player', ok: 'OK' });
    const waiting = page.locator('.turn-bar .waiting');
    await waiting.waitFor();
    expect((await waiting.textContent())!.trim()).toBe('Waiting for Player 2: Block');
    // The defender's window follows the change and asks.
    const block = defender.getByRole('region', { name: 'Decision: Block' });
    await block.waitFor();
    expect(await page.getByRole('region', { name: 'Decision: Block' }).count()).toBe(0);
    await checkAttacker(0, 'seat 1 waits');
    await checkDefender(1, 'seat 2 decides');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/decision-waiting.png` });

    await block.getByRole('button', { name: 'Block', exact: true }).click();
    await block.waitFor({ state: 'detached' });
    await waiting.waitFor({ state: 'detached' });
    await checkAttacker(0, 'seat 1 plays on');
    await checkDefender(1, 'seat 2 has blocked');
    expect(tableState(dbPath, id).cards[card(BLOCKER)]!.location).toEqual({ kind: 'zone', zone: 'graveyard#1' });
  });
});
