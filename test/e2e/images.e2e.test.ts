import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CardDetail, CardSearchResult } from '../../api/contract';
import { callOverHttp } from '../helpers/http';
import { cardPng } from '../helpers/png';
import { SCREENSHOT_DIR, useApp } from './environment';

const { openApp, dataDir } = useApp();

/** Every error the page reports from now on (a failed image load is one). */
function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return problems;
}

async function chooseGame(page: Page, game: string): Promise<void> {
  await page.locator(`.game-choice[data-game="${game}"]`).click();
  await page.locator(`#search-status[data-game="${game}"][data-query=""]`).waitFor();
}

async function searchFor(page: Page, query: string): Promise<void> {
  await page.getByRole('searchbox').fill(query);
  await page.locator(`#search-status[data-query="${query}"]`).waitFor();
}

/** Whether the tile of a card shows a picture that loaded (an <img> with pixels), a drawn card, or neither yet. */
const tileShows = (page: Page, key: string) =>
  page.locator(`.tile[data-key="${key}"]`).evaluate((tile) => {
    const img = tile.querySelector('img');
    if (img) return img.complete && img.naturalWidth > 0 ? `image ${img.naturalWidth}x${img.naturalHeight}` : 'loading';
    return tile.querySelector('figure') ? 'drawn' : 'loading';
  });

describe('card images in Chromium', () => {
  it('takes an image folder in Settings and shows its pictures in the grid, drawing the other cards', async () => {
    const { page, server } = await openApp('ja-JP');
    const problems = watchErrors(page);
    // The first Duel Masters cards found for ボルシャック: one pictured by a printing number, one by its key.
    const found = await callOverHttp<CardSearchResult>(server, 'cards.search', { game: 'dm', query: 'ボルシャック', sort: 'name', order: 'asc', limit: 8 });
    const [byNumber, byKey, drawn] = found.cards;
    const detail = await callOverHttp<CardDetail>(server, 'cards.get', { game: 'dm', key: byNumber!.key });
    const number = detail.printings[0]!.number;
    // DMX-19 DMX19 S32/???: characters a file name cannot hold are written as _.
    expect(number).toMatch(/\/\?\?\?$/);
    const folder = join(dataDir(), 'dm-images');
    mkdirSync(folder);
    writeFileSync(join(folder, `${number.replace(/[/?]/g, '_')}.png`), cardPng(252, 352, [214, 64, 44]));
    // A twinpact's key has a slash too, written as _ in a file name.
    writeFileSync(join(folder, `${byKey!.key.replaceAll('/', '_')}.png`), cardPng(252, 352, [46, 110, 196]));

    // Settings (Ctrl+,) holds every game's image folder.
    await page.keyboard.press('Control+Comma');
    await page.getByRole('heading', { name: '設定', level: 1 }).waitFor();
    const row = page.locator('form.image-folder[data-game="dm"]');
    const path = row.getByRole('textbox', { name: 'デュエル・マスターズの画像フォルダー' });
    const status = row.locator('.folder-status');
    expect(await status.textContent()).toContain('フォルダーは未設定です');
    // A path that is not a folder is shown as missing and not kept.
    await path.fill(join(folder, 'typo'));
    await row.getByRole('button', { name: 'このフォルダーを使う' }).click();
    await expect.poll(() => status.textContent()).toContain(`フォルダー ${join(folder, 'typo')} がありません。`);
    expect((await callOverHttp<{ imageFolders: Record<string, string | null> }>(server, 'settings.get', {})).imageFolders.dm).toBeNull();
    await path.fill(folder);
    await row.getByRole('button', { name: 'このフォルダーを使う' }).click();
    await expect.poll(() => status.textContent()).toContain('画像ファイル 2 件・画像のあるデュエル・マスターズのカード 2 種類');
    expect((await callOverHttp<{ imageFolders: Record<string, string | null> }>(server, 'settings.get', {})).imageFolders.dm).toBe(folder);
    // The download switch is there, off until the player turns it on.
    expect(await page.getByRole('checkbox', { name: 'カードデータに載っている画像をダウンロードする' }).isChecked()).toBe(false);
    await row.screenshot({ path: join(SCREENSHOT_DIR, 'images-settings-ja.png') });

    await page.keyboard.press('Control+1');
    await chooseGame(page, 'dm');
    await page.getByRole('radiogroup', { name: 'カードの表示' }).getByRole('radio', { name: 'グリッド' }).click();
    // By name, as asked above (the default ranks by relevance).
    await page.getByRole('combobox', { name: '並び順' }).selectOption('name:asc');
    await searchFor(page, 'ボルシャック');
    await expect.poll(() => tileShows(page, byNumber!.key)).toBe('image 252x352');
    await expect.poll(() => tileShows(page, byKey!.key)).toBe('image 252x352');
    await expect.poll(() => tileShows(page, drawn!.key)).toBe('drawn');
    expect(await page.locator(`.tile[data-key="${drawn!.key}"] figure .name`).textContent()).toBe(drawn!.name);
    await page.locator(`.tile[data-key="${byKey!.key}"]`).click();
    await page.locator('#card-title', { hasText: byKey!.name }).waitFor();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'images-grid-dm-ja.png') });
    expect(problems).toEqual([]);
  });

  it('scrolls the grid through every Duel Masters card, keeping only the rows in view in the page', async () => {
    const { page } = await openApp('ja-JP');
    const problems = watchErrors(page);
    await chooseGame(page, 'dm');
    await page.getByRole('radiogroup', { name: 'カードの表示' }).getByRole('radio', { name: 'グリッド' }).click();
    const grid = page.locator('.card-grid');
    await grid.locator('.tile figure').first().waitFor();
    const total = Number((await page.locator('#search-status').textContent())!.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(9000);
    const columns = Number(await grid.getAttribute('data-columns'));
    expect(columns).toBeGreaterThanOrEqual(3);

    // A player's wheel, then jumps to far places, then the very end: each time the cards in view are drawn.
    await grid.hover();
    for (let i = 0; i < 10; i++) await page.mouse.wheel(0, 2400);
    for (const fraction of [0.37, 0.81, 1]) {
      await grid.evaluate((element, at) => (element.scrollTop = at * (element.scrollHeight - element.clientHeight)), fraction);
      await expect.poll(() => grid.locator('.tile .loading-tile').count()).toBe(0);
      expect(await grid.locator('.tile').count()).toBeLessThanOrEqual(columns * 12);
    }
    await grid.locator(`.tile[data-index="${total - 1}"] figure`).waitFor();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'images-grid-end-ja.png') });

    // Keys move through the grid: Home to the first card, then right and down.
    await grid.focus();
    await page.keyboard.press('Home');
    await grid.locator('.tile[data-index="0"][aria-selected="true"]').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await grid.locator(`.tile[data-index="${columns + 1}"][aria-selected="true"]`).waitFor();
    expect(problems).toEqual([]);
  });

  it('adds cards to a deck from the editor’s grid by drag and drop, double click and Enter', async () => {
    const { page } = await openApp('ja-JP');
    const problems = watchErrors(page);
    await page.locator('.game-choice[data-game="dm"]').click();
    await page.getByRole('link', { name: 'デッキ' }).click();
    await page.getByRole('button', { name: '新しいデッキ' }).click();
    await page.locator('.editor-bar').waitFor();
    await page.locator('.browser').getByRole('radio', { name: 'グリッド' }).click();
    const query = 'name:"ボルシャック・ドラゴン"';
    await page.locator('.browser input[type="search"]').fill(query);
    await expect.poll(() => page.locator('.browser [role="status"]').getAttribute('data-query')).toBe(query);
    const tile = page.locator('.browser .tile[data-key="ボルシャック・ドラゴン"]');
    await tile.locator('figure').waitFor();
    const copies = () => page.locator('.deck-section[data-section="main"] .count .copies').textContent();

    await tile.dragTo(page.locator('.deck-section[data-section="main"]'));
    await expect.poll(copies).toBe('1');
    await tile.dblclick();
    await expect.poll(copies).toBe('2');
    await tile.click();
    await page.keyboard.press('Enter');
    await expect.poll(copies).toBe('3');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'images-editor-grid-ja.png') });
    expect(problems).toEqual([]);
  });
});
