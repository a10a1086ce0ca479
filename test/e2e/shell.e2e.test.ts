import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callOverHttp } from '../helpers/http';
import { SCREENSHOT_DIR, title, useApp } from './environment';

const { openApp } = useApp();
const texts = (page: Page, selector: string) => page.locator(selector).allTextContents();

describe('the app shell in Chromium', () => {
  it('opens in Japanese on a Japanese system, with the five games and the card browser', async () => {
    const { page } = await openApp('ja-JP');
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    expect(await title(page, 'カード')).toBe('カード');
    expect((await texts(page, '.rail-item span')).map((t) => t.trim())).toEqual(['カード', 'デッキ', 'プレイテスト', 'マッチ', 'データ', '設定']);
    expect(await page.locator('.game-choice .abbr').allTextContents()).toEqual(['ACG', 'PMV', 'NOVA', 'DM', 'FaB']);
    expect(await page.locator('.current-game').textContent()).toBe('アニマルカードゲーム');
    // The first game's sample cards are listed at once.
    await page.locator('#search-status', { hasText: '73枚' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'cards-acg-ja.png') });
  });

  it('opens in English elsewhere, switches to Japanese and back in Settings, and remembers the choice', async () => {
    const { page } = await openApp('en-US');
    expect(await title(page, 'Cards')).toBe('Cards');
    await page.keyboard.press('Control+Comma');
    expect(await title(page, 'Settings')).toBe('Settings');
    await page.getByRole('radio', { name: '日本語' }).click();
    expect(await title(page, '設定')).toBe('設定');
    expect(await page.locator('.statusbar').textContent()).toContain('データベース');
    await page.getByRole('radio', { name: 'English' }).click();
    expect(await title(page, 'Settings')).toBe('Settings');
    await page.reload();
    expect(await title(page, 'Settings')).toBe('Settings');
    expect(await page.getByRole('radio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
  });

  it('switches game and screen, shows the game’s deck sections, and keeps both across a reload', async () => {
    const { page } = await openApp('en-US');
    await page.locator('.game-choice[data-game="dm"]').click();
    await page.getByRole('link', { name: 'Decks' }).click();
    expect(await title(page, 'Deck library')).toBe('Deck library');
    expect(page.url()).toMatch(/#\/decks$/);
    expect(await page.locator('.lead').textContent()).toBe('Your Duel Masters decks. Every save is kept as a version.');
    const rows = page.locator('.section-table tbody tr');
    expect(await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-section')))).toEqual(['main', 'hyperspace', 'gr', 'gameStart']);
    expect(await texts(page, '.section-table .section-label')).toEqual(['Deck', 'Hyperspace zone', 'Super GR zone', 'Game-start set']);
    expect(await texts(page, '.section-table .rule')).toEqual(['DM 100.2', 'DM 100.3', 'DM 100.4', 'DM 100.5']);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'decks-dm-en.png') });

    await page.reload();
    await page.locator('.section-table').waitFor();
    expect(await title(page, 'Deck library')).toBe('Deck library');
    expect(await page.locator('.current-game').textContent()).toBe('Duel Masters');

    await page.locator('.game-choice[data-game="fab"]').click();
    await page.locator('.section-table tr[data-section="hero"]').waitFor();
    expect(await texts(page, '.section-table .section-label')).toEqual(['Hero', 'Weapons & equipment', 'Deck']);
    await page.keyboard.press('Control+4');
    expect(await title(page, 'Matches')).toBe('Matches');
    expect(await page.locator('#match-list').textContent()).toBe('Matches of Flesh and Blood');
  });

  it('shows what each deck section holds under each format (DM 100.2–100.4, FaB TRP 7)', async () => {
    const { page, server } = await openApp('en-US');
    await page.locator('.game-choice[data-game="dm"]').click();
    await page.getByRole('link', { name: 'Decks' }).click();
    // DM: construction rules only, then one format per hall-of-fame list of the card data.
    await page.locator('.format-picker [data-format="standard"]').waitFor();
    expect(await texts(page, '.format-picker button')).toEqual(['Construction rules only', 'Classic-era Hall of Fame', 'Hall of Fame regulation']);
    expect(await texts(page, '.section-table .size')).toEqual(['exactly 40', 'up to 8', '0 or 12', '—']);
    expect(await texts(page, '.section-table .copies')).toEqual(['4 per name', '4 per name', '2 per name', '—']);

    await page.locator('.game-choice[data-game="fab"]').click();
    await page.locator('.format-picker [data-format="cc"][aria-checked="true"]').waitFor();
    expect(await texts(page, '.section-table .size')).toEqual(['exactly 1', '—', '60 or more']);
    await page.locator('.format-picker [data-format="blitz"]').click();
    expect(await texts(page, '.section-table .size')).toEqual(['exactly 1', '—', '40 or more']);
    expect(await texts(page, '.section-table .copies')).toEqual(['—', '1 per card (name and pitch), counted with the deck', '1 per card (name and pitch), counted with the weapons & equipment']);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'decks-fab-blitz-en.png') });

    await page.locator('.game-choice[data-game="acg"]').click();
    await callOverHttp(server, 'settings.update', { locale: 'ja' });
    await page.locator('.format-picker [data-format="competitive"]').click();
    expect(await texts(page, '.section-table .size')).toEqual(['40枚以上', 'ちょうど10枚', '0枚か15枚']);
    expect(await texts(page, '.section-table .copies')).toEqual(['領土デッキ・予備デッキと合わせて同名4枚まで', '基礎デッキ・予備デッキと合わせて同名4枚まで', '基礎デッキ・領土デッキと合わせて同名4枚まで']);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'decks-acg-ja.png') });
  });

  it('keeps two tabs on one database in step', async () => {
    const { page, server } = await openApp('ja-JP');
    const other = await page.context().newPage();
    await other.goto(server.url);
    await other.locator('.game-choice').first().waitFor();
    await page.locator('.game-choice[data-game="nova"]').click();
    await other.locator('.game-choice[data-game="nova"][aria-checked="true"]').waitFor();
    await page.keyboard.press('Control+Comma');
    await page.getByRole('radio', { name: 'English' }).click();
    await other.locator('h1', { hasText: 'Cards' }).waitFor({ state: 'attached' });
    expect(await other.locator('.current-game').textContent()).toBe('NOVA');
  });
});
