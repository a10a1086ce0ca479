/**
 * Matches in Chromium against the real web bridge (issue 8): an ACG best of three between two decks of shipped cards,
 * played through the Matches screen — game 1 ends by a loss the table's engine found, its loser chooses to go first,
 * a reserve swap that would change a deck size is refused and a swap that keeps them is kept, games 2 and 3 are played,
 * and the history shows the match, its games and the sided cards. The same flow for FaB, re-choosing the deck and
 * equipment from the card-pool, and for PMV, swapping with its 10-card sideboard.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MatchInfo, MethodName } from '../../api/contract';
import sampleAcg from '../../db/packs/sample-acg.deck.json';
import { callOverHttp } from '../helpers/http';
import { shippedDeck, type Call } from '../helpers/library-decks';
import { SCREENSHOT_DIR, useApp, type ServedApp } from './environment';

const { openApp } = useApp();

function caller(server: ServedApp) {
  return <T>(method: MethodName, params: object): Promise<T> => callOverHttp<T>(server, method, params);
}

const nowText = (page: Page) => page.locator('.match-view .now').textContent();

describe('matches in Chromium', () => {
  it('ACG best of three: detected loss, the loser chooses, a refused and a kept reserve swap, games 2 and 3, the history', async () => {
    const { page, server } = await openApp('ja');
    const call = caller(server);
    const first = await shippedDeck(call as Call, 'acg');
    const second = await shippedDeck(call as Call, 'acg');
    await call('settings.update', { gameId: 'acg' });

    await page.goto(`${server.url}#/matches`);
    await page.locator('select[name=opponentDeck] option[value]').nth(1).waitFor({ state: 'attached' });
    await page.selectOption('select[name=deck]', first.id);
    await page.selectOption('select[name=opponentDeck]', second.id);
    await page.locator('form.new-match button[type=submit]').click();
    await page.waitForURL(/#\/matches\/[^/]+$/);
    const id = decodeURIComponent(page.url().split('/').pop()!);
    await expect.poll(() => nowText(page)).toContain('（ACG 104.5）');

    // Game 1: whoever was drawn to choose goes second; then seat 2 loses at 0 life and the table's engine says so.
    await page.getByRole('button', { name: '後攻', exact: true }).click();
    await expect.poll(() => nowText(page)).toContain('第1ゲーム 対戦中');
    const playing = await call<MatchInfo>('match.get', { id });
    const tableId = (playing.state as { tableId: string }).tableId;
    const opener = playing.games[0]!.firstPlayer;
    await call('table.act', { id: tableId, seat: opener, action: { type: 'advance', seat: opener } });
    await call('table.act', { id: tableId, seat: 0, action: { type: 'life', seat: 0, target: 1, delta: -20 } });
    await page.getByRole('button', { name: 'テーブルのゲームが終わった' }).click();
    await expect.poll(() => page.locator('.score .points').textContent()).toBe('1 – 0');
    expect(await page.locator('.games li[data-game="1"]').textContent()).toMatch(/プレイヤー1（.*）の勝ち · 敗北（ACG 1206/);

    // Sideboarding seat 2: a reserve card into the basic deck alone changes two sizes and is refused (201-3b); with a
    // basic card out to the reserve it is kept.
    const cards = await call<{ key: string; kinds: string[] }[]>('cards.many', { game: 'acg', keys: sampleAcg.sections.reserve.map((line) => line.key) });
    const territories = new Set(cards.filter((card) => card.kinds.includes('territory')).map((card) => card.key));
    const incoming = sampleAcg.sections.reserve.find((line) => !territories.has(line.key) && !sampleAcg.sections.basic.some((basic) => basic.key === line.key))!.key;
    const outgoing = sampleAcg.sections.basic[0]!.key;
    await page.locator('.seats button').nth(1).click();
    const panel = page.locator('.sideboard[data-seat="1"]');
    await panel.locator(`[data-section="reserve"] li[data-card="${incoming}"] button`).first().click();
    await panel.getByRole('button', { name: 'この変更を確定' }).click();
    await expect.poll(() => panel.getByRole('alert').textContent()).toContain('確定できません');
    expect(await panel.getByRole('alert').textContent()).toContain('ACG 201-3b');
    await panel.locator(`[data-section="basic"] li[data-card="${outgoing}"] button[aria-label$="予備デッキへ移す"]`).click();
    await panel.getByRole('button', { name: 'この変更を確定' }).click();
    await expect.poll(() => panel.locator('.banner.ok').count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/match-acg-sideboard-ja.png`, fullPage: true });
    await panel.getByRole('button', { name: '準備完了' }).click();
    await page.locator('.seats button').nth(0).click();
    await page.locator('.sideboard[data-seat="0"]').getByRole('button', { name: '準備完了' }).click();

    // Game 2: the loser of game 1 (seat 2) chooses and goes first; seat 1 concedes.
    await expect.poll(() => nowText(page)).toContain('直前のゲームの敗者が選びます。');
    expect(await nowText(page)).toMatch(/プレイヤー2（.*）が先攻か後攻かを選びます（ACG 104.5）/);
    await page.getByRole('button', { name: '先攻', exact: true }).click();
    await page.getByRole('button', { name: /^プレイヤー1（.*）が投了$/ }).click();
    await expect.poll(() => page.locator('.score .points').textContent()).toBe('1 – 1');
    for (const seat of [0, 1]) {
      await page.locator('.seats button').nth(seat).click();
      await page.locator(`.sideboard[data-seat="${seat}"]`).getByRole('button', { name: '準備完了' }).click();
    }

    // Game 3: seat 1 lost game 2 and chooses; the result is entered: seat 2 wins the match.
    await expect.poll(() => nowText(page)).toMatch(/プレイヤー1（.*）が先攻か後攻かを選びます/);
    await page.getByRole('button', { name: '先攻', exact: true }).click();
    await page.getByRole('combobox', { name: '勝者' }).selectOption('1');
    await page.getByRole('button', { name: '記録する' }).click();
    await expect.poll(() => nowText(page)).toMatch(/プレイヤー2（.*）がマッチに勝ちました。/);
    expect(await page.locator('.score .points').textContent()).toBe('1 – 2');
    // The games with the sided cards: seat 2 played games 2 and 3 with the swap.
    for (const game of ['2', '3']) {
      const sided = await page.locator(`.games li[data-game="${game}"] .changes[data-seat="1"]`).textContent();
      expect(sided).toMatch(/\+1 [^、]+（基礎デッキ）/);
      expect(sided).toMatch(/−1 [^、]+（予備デッキ）/);
    }
    await page.screenshot({ path: `${SCREENSHOT_DIR}/match-acg-over-ja.png`, fullPage: true });

    // The history: the match in the list, and the second deck's record.
    await page.getByRole('button', { name: 'マッチ一覧' }).click();
    await expect.poll(() => page.locator(`.sheet-list li[data-match="${id}"]`).textContent()).toContain('1 – 2 · 終了');
    await page.selectOption('select[name=historyDeck]', second.id);
    const overall = page.locator('.record tr[data-row="overall"] td');
    await expect.poll(() => overall.allTextContents()).toEqual(['1/1', '3', '2', '67%']);
  });

  /** A best of three of two copies of `deckId` on the Matches screen, game 1 entered as won by seat 1: sideboarding. */
  async function toSideboarding(page: Page, server: ServedApp, deckId: string, choose = false): Promise<string> {
    await page.goto(`${server.url}#/matches`);
    await page.locator('select[name=opponentDeck] option[value]').nth(1).waitFor({ state: 'attached' });
    await page.selectOption('select[name=deck]', deckId);
    await page.selectOption('select[name=opponentDeck]', deckId);
    await page.locator('form.new-match button[type=submit]').click();
    // FaB: each seat chooses its first game's deck and equipment from its card-pool (CR 4.1.4–4.1.6), as offered.
    if (choose) {
      await page.getByRole('button', { name: 'Next: Player 2' }).click();
      await page.getByRole('button', { name: 'I am Player 2: choose' }).click();
      await page.getByRole('button', { name: 'Start the game' }).click();
    }
    await page.waitForURL(/#\/matches\/[^/]+$/);
    await page.locator('.match-view .now .actions button').first().click();
    await page.locator('.match-view .end').waitFor();
    await page.locator('select[name=winner]').selectOption('0');
    await page.locator('.match-view .end .enter > button').click();
    await page.locator('.match-view .seats').waitFor();
    return decodeURIComponent(page.url().split('/').pop()!);
  }

  /** Both seats ready, seat 2 (game 1's loser) goes first, and the game is entered as won by seat 2. */
  async function playNextGame(page: Page): Promise<void> {
    for (const seat of [0, 1]) {
      // The seat's button shows its panel, or hides it when it is the one shown.
      if ((await page.locator(`.sideboard[data-seat="${seat}"]`).count()) === 0) await page.locator('.seats button').nth(seat).click();
      await page.locator(`.sideboard[data-seat="${seat}"] button.ready`).click();
    }
    await page.locator('.match-view .now .actions button').first().click();
    await page.locator('select[name=winner]').selectOption('1');
    await page.locator('.match-view .end .enter > button').click();
  }

  it('FaB: the next game’s deck and equipment are re-chosen from the card-pool', async () => {
    const { page, server } = await openApp('en');
    const call = caller(server);
    const cindra = await shippedDeck(call as Call, 'fab');
    await call('settings.update', { gameId: 'fab' });
    const id = await toSideboarding(page, server, cindra.id, true);
    await page.locator('.seats button').nth(0).click();
    const panel = page.locator('.sideboard[data-seat="0"]');
    expect(await panel.locator('.rules').textContent()).toContain('card-pool');
    // One piece of equipment left in the inventory, then taken and left again: the inventory lists it.
    const arena = panel.locator('[data-section="arena"] li');
    const before = await arena.count();
    const equipment = await arena.first().getAttribute('data-card');
    await arena.first().getByRole('button', { name: / to the inventory$/ }).click();
    expect(await panel.locator(`[data-section="inventory"] li[data-card="${equipment}"]`).count()).toBe(1);
    await panel.getByRole('button', { name: 'Keep these changes' }).click();
    await expect.poll(() => panel.locator('.banner.ok').count()).toBe(1);
    expect(await arena.count()).toBe(before - 1);
    await playNextGame(page);
    const match = await call<MatchInfo>('match.get', { id });
    // Game 1 played the offered choice (a piece per zone: 6 of the 9 arena-cards); game 2 leaves one more out.
    expect(match.games[0]!.decks[0]!.arena!.reduce((sum, line) => sum + line.count, 0)).toBe(6);
    expect(match.games[1]!.decks[0]!.arena!.map((line) => line.key)).not.toContain(equipment);
    expect(match.games[1]!.decks[0]!.arena!.reduce((sum, line) => sum + line.count, 0)).toBe(5);
    expect(match.games[1]!.changes[0]).toContainEqual(expect.objectContaining({ section: 'arena', key: equipment, after: 0 }));
    expect(match.score).toMatchObject({ wins: [1, 1], over: false });
  });

  it('PMV: a card of the 10-card sideboard swapped in for one of the 50', async () => {
    const { page, server } = await openApp('en');
    const call = caller(server);
    const pmv = await shippedDeck(call as Call, 'pmv');
    await call('settings.update', { gameId: 'pmv' });
    const id = await toSideboarding(page, server, pmv.id);
    await page.locator('.seats button').nth(1).click();
    const panel = page.locator('.sideboard[data-seat="1"]');
    await panel.locator('[data-section="side"] li').first().getByRole('button').click();
    await panel.locator('[data-section="main"] li').first().getByRole('button').click();
    await panel.getByRole('button', { name: 'Keep these changes' }).click();
    await expect.poll(() => panel.locator('.banner.ok').count()).toBe(1);
    expect(await panel.locator('[data-section="main"] h4').textContent()).toContain('Deck (50)');
    expect(await panel.locator('[data-section="side"] h4').textContent()).toContain('(10)');
    await playNextGame(page);
    const match = await call<MatchInfo>('match.get', { id });
    expect(match.games[1]!.changes[1].map((line) => line.section).sort()).toEqual(['main', 'main', 'side', 'side']);
    // The match goes on (1–1): the swaps are not shown to the other player (the history shows them once it is over).
    await expect.poll(() => page.locator('.games li[data-game="2"]').textContent()).toMatch(/Player 2 \(.*\) won/);
    expect(await page.locator('.games .changes').count()).toBe(0);
  });
});
