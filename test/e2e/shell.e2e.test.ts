import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR, title, useApp } from './environment';

const { openApp } = useApp();
const texts = (page: Page, selector: string) => page.locator(selector).allTextContents();

describe('the app shell in Chromium', () => {
  it('opens in Japanese on a Japanese system, with the five games and the card browser', async () => {
    const { page } = await openApp('ja-JP');
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    expect(await title(page, 'カード')).toBe('カード');
    expect((await texts(page, '.rail-item span')).map((t) => t.trim())).toEqual(['カード', 'デッキ', 'プレイテスト', 'マッチ']);
    expect(await page.locator('.game-choice .abbr').allTextContents()).toEqual(['ACG', 'PMV', 'NOVA', 'DM', 'FaB']);
    expect(await page.locator('.current-game').textContent()).toBe('アニマルカードゲーム');
    // The first game's sample cards are listed at once.
    await page.locator('#search-status', { hasText: '73枚' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'cards-acg-ja.png') });
  });

  it('opens in English elsewhere, switches to Japanese and back, and remembers the choice', async () => {
    const { page } = await openApp('en-US');
    expect(await title(page, 'Cards')).toBe('Cards');
    await page.getByRole('radio', { name: '日本語' }).click();
    expect(await title(page, 'カード')).toBe('カード');
    expect(await page.locator('.statusbar').textContent()).toContain('データベース');
    await page.getByRole('radio', { name: 'English' }).click();
    expect(await title(page, 'Cards')).toBe('Cards');
    await page.reload();
    expect(await title(page, 'Cards')).toBe('Cards');
    expect(await page.getByRole('radio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
  });

  it('switches game and screen, shows the game’s deck sections, and keeps both across a reload', async () => {
    const { page } = await openApp('en-US');
    await page.locator('.game-choice[data-game="dm"]').click();
    await page.getByRole('link', { name: 'Decks' }).click();
    expect(await title(page, 'Decks')).toBe('Decks');
    expect(page.url()).toMatch(/#\/decks$/);
    expect(await page.locator('.lead').textContent()).toBe('A Duel Masters deck is made of these sections.');
    const rows = page.locator('.section-table tbody tr');
    expect(await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-section')))).toEqual(['main', 'hyperspace', 'gr', 'gameStart']);
    expect(await texts(page, '.section-table .section-label')).toEqual(['Deck', 'Hyperspace zone', 'Super GR zone', 'Game-start set']);
    expect(await texts(page, '.section-table .rule')).toEqual(['DM 100.2', 'DM 100.3', 'DM 100.4', 'DM 100.5']);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'decks-dm-en.png') });

    await page.reload();
    await page.locator('.section-table').waitFor();
    expect(await title(page, 'Decks')).toBe('Decks');
    expect(await page.locator('.game-heading h2').textContent()).toBe('Duel Masters');

    await page.locator('.game-choice[data-game="fab"]').click();
    await page.locator('.section-table tr[data-section="hero"]').waitFor();
    expect(await texts(page, '.section-table .section-label')).toEqual(['Hero', 'Weapons & equipment', 'Deck']);
    await page.keyboard.press('Control+4');
    expect(await title(page, 'Matches')).toBe('Matches');
    expect(await page.locator('.game-heading h2').textContent()).toBe('Flesh and Blood');
  });

  it('keeps two tabs on one database in step', async () => {
    const { page, server } = await openApp('ja-JP');
    const other = await page.context().newPage();
    await other.goto(server.url);
    await other.locator('.game-choice').first().waitFor();
    await page.locator('.game-choice[data-game="nova"]').click();
    await other.locator('.game-choice[data-game="nova"][aria-checked="true"]').waitFor();
    await page.getByRole('radio', { name: 'English' }).click();
    await other.locator('h1', { hasText: 'Cards' }).waitFor({ state: 'attached' });
    expect(await other.locator('.current-game').textContent()).toBe('NOVA');
  });
});
