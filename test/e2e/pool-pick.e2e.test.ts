/**
 * The choice before a game in Chromium against the real web bridge (FaB CR 4.1.4–4.1.6): the real Cindra card-pool
 * (80 cards, test/fixtures/data) opened into goldfish, 60 deck cards and a piece per zone chosen in the dialog, the
 * table started from them with the rest in the inventory, and the same choice offered the next time.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MethodName } from '../../api/contract';
import { callOverHttp } from '../helpers/http';
import { shippedDeck, type Call } from '../helpers/library-decks';
import { SCREENSHOT_DIR, useApp, type ServedApp } from './environment';

const { openApp } = useApp();

const caller = (server: ServedApp): Call => ((method: MethodName, params: object) => callOverHttp(server, method, params)) as Call;
const count = async (page: Page, key: string) => Number(await page.locator(`[data-zone-key="${key}"] > header .count`).textContent());

async function openDialog(page: Page, server: ServedApp, deckId: string): Promise<void> {
  await page.goto(`${server.url}#/playtest/${deckId}`);
  await page.locator('form.new-table button[type=submit]:not([disabled])').click();
  await page.locator('.pool-pick').waitFor();
}

describe('the choice before a game (FaB 4.1.4–4.1.6)', () => {
  it('FaB 4.1.5 / 4.1.4a: 60 deck cards and a piece per zone start the table; the next open offers the same choice', async () => {
    const { page, server } = await openApp('en');
    const deck = await shippedDeck(caller(server), 'fab');
    await openDialog(page, server, deck.id);
    const dialog = page.locator('.pool-pick');
    expect(await dialog.locator('.lead .muted').textContent()).toBe('The first time: the whole deck and the first piece for each zone.');
    expect(await dialog.locator('#pick-deck').textContent()).toContain('Deck: 71');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/pool-pick-en.png` });

    // 11 copies out, from the first lines of the deck, with the keyboard: focus a remove button and press Enter.
    for (let removed = 0; removed < 11; removed++) {
      const button = dialog.locator('.deck li button[aria-label^="Remove one"]:not([disabled])').first();
      await button.focus();
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => dialog.locator('#pick-deck').textContent()).toContain('Deck: 60');
    // The Lynx mask and the Tide Flippers; two Kunai instead of the Claw.
    await dialog.getByRole('radio', { name: 'Mask of the Pouncing Lynx' }).check();
    await dialog.getByRole('radio', { name: 'Tide Flippers' }).check();
    await dialog.getByRole('button', { name: 'Remove one Claw of Vynserakai' }).click();
    await dialog.getByRole('button', { name: 'Add one Kunai of Retribution' }).click();
    await expect.poll(() => dialog.locator('.banner').textContent()).toBe('All rules met.');
    expect(await dialog.locator('.inventory').getAttribute('data-count')).toBe('14');

    // One breach shows at once, naming what is wrong: a 59-card deck.
    await dialog.locator('.deck li button[aria-label^="Remove one"]:not([disabled])').first().click();
    await expect.poll(() => dialog.locator('.banner').textContent()).toContain("This game's deck has 59 cards; it needs at least 60. (FaB TRP 7.1)");
    await dialog.locator('.deck li button[aria-label^="Add one"]:not([disabled])').first().click();
    await expect.poll(() => dialog.locator('.banner').textContent()).toBe('All rules met.');

    await dialog.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/#\/table\//);
    await page.locator('.table-view [data-zone-key="inventory#0"]').waitFor();
    expect((await count(page, 'deck#0')) + (await count(page, 'hand#0'))).toBe(60);
    expect(await page.locator('[data-zone-key="head#0"]').textContent()).toContain('Mask of the Pouncing Lynx');
    expect(await page.locator('[data-zone-key="legs#0"]').textContent()).toContain('Tide Flippers');
    expect(await count(page, 'weapon1#0')).toBe(1);
    expect(await page.locator('[data-zone-key="weapon2#0"]').textContent()).toContain('Kunai of Retribution');
    // The inventory: 11 deck cards and the Claw, the Mask of Momentum and the Dragonscaler Flight Path.
    expect(await count(page, 'inventory#0')).toBe(14);
    expect(await page.locator('[data-zone-key="inventory#0"]').textContent()).toContain('Mask of Momentum');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/pool-pick-table-en.png` });

    // The next open offers the choice just made.
    await openDialog(page, server, deck.id);
    expect(await dialog.locator('.lead .muted').textContent()).toBe('Your last choice for this deck.');
    expect(await dialog.locator('#pick-deck').textContent()).toContain('Deck: 60');
    expect(await dialog.getByRole('radio', { name: 'Mask of the Pouncing Lynx' }).isChecked()).toBe(true);
    expect(await dialog.locator('.inventory').getAttribute('data-count')).toBe('14');
  });

  it('in Japanese, with two players: each seat chooses in turn, the screen handed over between them', async () => {
    const { page, server } = await openApp('ja');
    const deck = await shippedDeck(caller(server), 'fab');
    await page.goto(`${server.url}#/playtest/${deck.id}`);
    await page.getByRole('radio', { name: '二人対戦' }).check();
    await page.locator('select[name=opponentDeck]').selectOption(deck.id);
    await page.locator('form.new-table button[type=submit]:not([disabled])').click();
    const dialog = page.locator('.pool-pick');
    await dialog.waitFor();
    expect(await page.locator('[role=dialog] h2').textContent()).toBe('このゲームのデッキと装備：プレイヤー1');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/pool-pick-ja.png` });
    await dialog.getByRole('button', { name: '次：プレイヤー2' }).click();
    await page.getByRole('button', { name: 'プレイヤー2です：選ぶ' }).click();
    expect(await dialog.getAttribute('data-seat')).toBe('1');
    await dialog.getByRole('button', { name: 'デッキを空にする' }).click();
    await expect.poll(() => dialog.locator('.banner').textContent()).toContain('このゲームのデッキは0枚です。60枚以上が必要です。');
    await dialog.getByRole('button', { name: 'デッキのカードすべて' }).click();
    await expect.poll(() => dialog.locator('.banner').textContent()).toBe('すべてのルールを満たしています。');
    await dialog.getByRole('button', { name: 'ゲームを始める' }).click();
    await page.waitForURL(/#\/table\//);
    // Hot-seat: the table shows once Player 1 has the screen; their inventory is theirs alone, Player 2's a count.
    await page.getByRole('button', { name: 'プレイヤー1の卓を表示' }).click();
    await page.locator('.table-view [data-zone-key="inventory#0"]').waitFor();
    expect(await count(page, 'inventory#0')).toBe(3);
    expect(await page.locator('[data-zone-key="inventory#0"]').textContent()).toContain('Tide Flippers');
    expect(await count(page, 'inventory#1')).toBe(3);
    expect(await page.locator('[data-zone-key="inventory#1"]').textContent()).not.toContain('Tide Flippers');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/pool-pick-table-ja.png` });
  });
});
