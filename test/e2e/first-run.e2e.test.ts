/**
 * The first run in Chromium (issue 23, point 11): a new database asks which game the player plays, in the browser's
 * language, answered from the keyboard; the answer is kept, so a reload opens on that game. The sample games say
 * "sample cards" on the question, beside the game's name and among its card data's sources.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callOverHttp } from '../helpers/http';
import { SCREENSHOT_DIR, useApp } from './environment';

const { openApp } = useApp();

const choices = (page: Page) =>
  page.locator('.first-run .choice').evaluateAll((buttons) =>
    buttons.map((button) => [button.getAttribute('data-game'), button.querySelector('.sample-badge')?.textContent ?? null]),
  );

describe('the first run, in Chromium', () => {
  it('asks for the game in Japanese, is answered with the keyboard, and opens on that game from then on', async () => {
    const { page, server } = await openApp('ja-JP', { firstRun: true });
    expect(await page.locator('h1').textContent()).toBe('遊んでいるゲームはどれですか？');
    expect(await choices(page)).toEqual([
      ['acg', 'サンプルカード'],
      ['pmv', 'サンプルカード'],
      ['nova', 'サンプルカード'],
      ['dm', null],
      ['fab', null],
    ]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/first-run-ja.png` });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/first-run-ja-1920.png` });

    // The focus starts on the first game: three Tabs reach DM, Enter chooses it.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate("document.activeElement?.getAttribute('data-game')")).toBe('dm');
    await page.keyboard.press('Enter');
    await page.locator('.game-choice[data-game="dm"][aria-checked="true"]').waitFor();
    expect(await page.locator('.first-run').count()).toBe(0);
    expect(await callOverHttp(server, 'settings.get', {})).toMatchObject({ gameId: 'dm' });

    await page.reload();
    await page.locator('.game-choice[data-game="dm"][aria-checked="true"]').waitFor();
    expect(await page.locator('.first-run').count()).toBe(0);
    expect(await page.locator('.topbar .current-game').textContent()).toBe('デュエル・マスターズ');
    expect(await page.locator('.topbar .sample-badge').count()).toBe(0);
  });

  it('offers a FaB player the card texts and images where they land, once: "Not now" is remembered', async () => {
    const { page } = await openApp('en-US', { firstRun: true });
    await page.locator('.first-run .choice[data-game="fab"]').click();
    const offer = page.locator('section.offer[data-game="fab"]');
    await offer.waitFor();
    expect(await offer.locator('h2').textContent()).toBe('Flesh and Blood cards have no rules texts or pictures yet');
    expect(await offer.getByRole('button', { name: 'Get card texts and images' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(await offer.textContent()).toContain('switches on “Download the images named by the card data” in Settings');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/texts-offer-fab-en.png` });
    await offer.getByRole('button', { name: 'Not now' }).click();
    expect(await offer.count()).toBe(0);
    await page.reload();
    await page.locator('.game-choice[data-game="fab"][aria-checked="true"]').waitFor();
    // The card list has loaded (a search, answered after the sources the offer asks for): no offer comes back.
    await page.locator('.list-pane [role="option"][data-key]').first().waitFor();
    expect(await page.locator('section.offer').count()).toBe(0);
  });

  it('asks in English, and a sample game says so beside its name and among its sources', async () => {
    const { page } = await openApp('en-US', { firstRun: true });
    expect(await page.locator('h1').textContent()).toBe('Which game do you play?');
    expect((await choices(page)).map(([, badge]) => badge)).toEqual(['sample cards', 'sample cards', 'sample cards', null, null]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/first-run-en.png` });
    await page.locator('.first-run .choice[data-game="acg"]').click();

    expect(await page.locator('.topbar .sample-badge').textContent()).toBe('sample cards');
    await page.getByRole('button', { name: 'Card data', exact: true }).click();
    const row = page.locator('tr[data-source="sample-acg"]');
    expect(await row.locator('.sample-badge').textContent()).toBe('sample cards');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/sample-sources-en.png` });
  });
});
