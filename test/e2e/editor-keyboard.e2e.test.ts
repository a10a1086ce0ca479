/**
 * The deck editor's card browser from the keyboard alone, in Chromium (issue 23, point 7): type a name, ArrowDown into
 * the results, Enter adds the highlighted card to the deck, Escape goes back to the box; Tab from the box crosses the
 * filter chips in one stop, arrows move among them and Space toggles one. Over the DM product deck DMBD-22.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openShippedDeck, SCREENSHOT_DIR, useApp, type ServedApp } from './environment';

const { openApp } = useApp();

const openEditor = (page: Page, server: ServedApp) => openShippedDeck(page, server, 'dm');

/** What has the focus: its role (or tag) and label, or its text for a chip (the page's own code, as text: no DOM types here). */
const focused = (page: Page) =>
  page.evaluate<string | null>(`(() => {
    const element = document.activeElement;
    if (!element) return null;
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    return role + ':' + (element.getAttribute('aria-label') ?? element.textContent.trim());
  })()`);

const rowCount = (page: Page, key: string) => page.locator(`.deck-row[data-key="${key}"] .row-count`).textContent();

describe('the deck editor from the keyboard, in Chromium', () => {
  it('types, moves into the results with ArrowDown, adds with Enter and goes back with Escape', async () => {
    const { page, server } = await openApp('ja-JP');
    await openEditor(page, server);
    const box = page.locator('.browser input[type="search"]');
    const results = page.locator('.browser-list [role="listbox"]');
    const status = page.locator('#editor-search-status');
    await box.click();
    await page.keyboard.type('ボルシャック・ドラゴン');
    await expect.poll(() => status.getAttribute('data-query')).toBe('ボルシャック・ドラゴン');

    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('listbox:カード検索');
    await expect.poll(() => results.getAttribute('aria-activedescendant')).toBe('card-option-0');
    const first = page.locator('#card-option-0');
    const key = (await first.getAttribute('data-key'))!;
    expect(await first.locator('.name').textContent()).toContain('ボルシャック');
    const before = Number((await page.locator(`.deck-row[data-key="${key}"] .row-count`).count()) ? await rowCount(page, key) : 0);
    await page.keyboard.press('Enter');
    await expect.poll(() => rowCount(page, key)).toBe(String(before + 1));
    await page.keyboard.press('Enter');
    await expect.poll(() => rowCount(page, key)).toBe(String(before + 2));
    await page.screenshot({ path: `${SCREENSHOT_DIR}/editor-keyboard-ja.png` });

    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('input:カード検索');
    // Enter in the box searches at once and goes into the results too.
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('listbox:カード検索');
  });

  it('crosses the filter chips in one Tab stop; arrows move among them and Space toggles one', async () => {
    const { page, server } = await openApp('en-US');
    await openEditor(page, server);
    const box = page.locator('.browser input[type="search"]');
    await box.click();
    // Tab from the box: the sort, the kind, the chips once, the layout switch, then the results.
    const stops: string[] = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      stops.push((await focused(page))!);
    }
    expect(stops).toEqual(['select:Sort by', 'select:Kind', 'button:0', 'radio:List', 'listbox:Search cards']);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/editor-keyboard-en.png` });
    // The results highlighted their first card on arriving, ready for Enter.
    await expect.poll(() => page.locator('.browser-list [role="listbox"]').getAttribute('aria-activedescendant')).toBe('card-option-0');

    // Back into the chips: the arrows move within them, Down to the civilizations, Space presses one.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('button:0');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('button:2');
    await page.keyboard.press('Space');
    await expect.poll(() => box.inputValue()).toBe('cost=2');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('button:Light');
    await page.keyboard.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('cost=2 civ:光');
    // The stop stays on the chip last used: Tab leaves the chips at once, Shift+Tab comes back to it.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('radio:List');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('button:Light');
  });
});
