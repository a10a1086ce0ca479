/**
 * The deck editor's room at 1280×800 in Chromium (issue 23, point 10), measured with element geometry over the DM
 * product deck DMBD-22: the card browser lists without scrolling sideways and widens at 1920×1080, the odds tables
 * stay inside the side pane (or scroll inside their own box), the Stats tab scrolls while the page stays put, and the
 * focus ring is one blue, far from the error red, with 3:1 contrast against the page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openShippedDeck, SCREENSHOT_DIR, useApp, type ServedApp } from './environment';

const { openApp } = useApp();

/** The DM product deck DMBD-22 in the editor, with the browser's first results listed. */
async function openEditor(page: Page, server: ServedApp): Promise<void> {
  await openShippedDeck(page, server, 'dm');
  await page.locator('.browser-list .row[data-index="0"]').waitFor();
}

/** The page's own code, as text (no DOM types in the tests' compile). */
const measure = <T>(page: Page, code: string) => page.evaluate<T>(`(() => { ${code} })()`);

/** Elements under `selector` whose content is wider than their box, and the box of `selector`. */
const sideways = (page: Page, selector: string) =>
  measure<string[]>(
    page,
    `return [document.querySelector('${selector}'), ...document.querySelectorAll('${selector} *')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .map((element) => element.className + ': ' + element.scrollWidth + ' > ' + element.clientWidth);`,
  );

const width = (page: Page, selector: string) => measure<number>(page, `return document.querySelector('${selector}').getBoundingClientRect().width;`);

/** Every cell of the tables under `selector` that cuts its text, or that reaches past the side pane's right edge. */
const clippedCells = (page: Page, selector: string) =>
  measure<string[]>(
    page,
    `const pane = document.querySelector('.side .panel').getBoundingClientRect();
    return [...document.querySelectorAll('${selector} th, ${selector} td')]
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1 || cell.getBoundingClientRect().right > pane.right + 0.5)
      .map((cell) => cell.textContent.trim());`,
  );

/** WCAG relative luminance contrast of two rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = color.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((part) => Number(part) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The hue of an rgb() colour, in degrees. */
function hue(color: string): number {
  const [r, g, b] = color.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const h = max === r ? (g - b) / (max - min) : max === g ? 2 + (b - r) / (max - min) : 4 + (r - g) / (max - min);
  return (h * 60 + 360) % 360;
}

describe('the deck editor’s room, in Chromium at 1280×800', () => {
  it('lists cards without scrolling sideways, and gives the browser more room at 1920×1080', async () => {
    const { page, server } = await openApp('ja-JP');
    await openEditor(page, server);
    expect(await sideways(page, '.browser')).toEqual([]);
    const narrow = await width(page, '.browser');
    expect(narrow).toBeGreaterThanOrEqual(340);
    // Cost, name and power of every listed card in view: the power column ends inside the list.
    const overflowing = await measure<number>(
      page,
      `const list = document.querySelector('.browser-list .viewport').getBoundingClientRect();
      return [...document.querySelectorAll('.browser-list .row .col-power')].filter((cell) => cell.getBoundingClientRect().right > list.right).length;`,
    );
    expect(overflowing).toBe(0);
    // The deck keeps its room beside it.
    expect(await width(page, '.sections')).toBeGreaterThanOrEqual(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/editor-room-1280-ja.png` });

    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect.poll(() => width(page, '.browser')).toBeGreaterThan(narrow + 150);
    expect(await sideways(page, '.browser')).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/editor-room-1920-ja.png` });
  });

  it('keeps the odds table inside its pane, the per-card odds scrolling in their own box', async () => {
    const { page, server } = await openApp('en-US');
    await openEditor(page, server);
    await page.locator('#tab-odds').click();
    for (const box of (await page.locator('.odds-panel input[type="checkbox"]').all()).slice(0, 2)) await box.check();
    await page.locator('.odds-panel table.turn-orders tbody tr').first().waitFor();
    expect(await clippedCells(page, '.odds-panel table.turn-orders')).toEqual([]);
    expect(await page.locator('.odds-panel table.turn-orders thead th').allTextContents()).toEqual(['Turn', 'Going first', 'Going second']);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/editor-odds-1280-en.png` });

    await page.locator('#tab-stats').click();
    const box = page.locator('.card-odds .scroll');
    await box.waitFor();
    const geometry = await measure<{ box: number; pane: number; scrolls: boolean }>(
      page,
      `const box = document.querySelector('.card-odds .scroll');
      return { box: box.getBoundingClientRect().right, pane: document.querySelector('.side .panel').getBoundingClientRect().right, scrolls: box.scrollWidth > box.clientWidth };`,
    );
    expect(geometry.box).toBeLessThanOrEqual(geometry.pane);
    // Ten turns are wider than the pane: the box scrolls, and the last turn's column is reachable in it.
    expect(geometry.scrolls).toBe(true);
    await box.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    const lastTurn = await measure<{ right: number; box: number }>(
      page,
      `const box = document.querySelector('.card-odds .scroll');
      const cells = box.querySelectorAll('thead th');
      return { right: cells[cells.length - 1].getBoundingClientRect().right, box: box.getBoundingClientRect().right };`,
    );
    expect(lastTurn.right).toBeLessThanOrEqual(lastTurn.box + 0.5);
  });

  it('scrolls the Stats tab inside its pane while the page and the editor’s frame stay put', async () => {
    const { page, server } = await openApp('ja-JP');
    await openEditor(page, server);
    await page.locator('#tab-stats').click();
    await page.locator('.stats-panel .card-odds').waitFor();
    const frame = () =>
      measure<{ page: number; documentHeight: number; window: number; bar: number; panel: number }>(
        page,
        `return { page: scrollY, documentHeight: document.documentElement.scrollHeight, window: innerHeight, bar: document.querySelector('.editor-bar').getBoundingClientRect().top, panel: document.querySelector('.side .panel').scrollTop };`,
      );
    const before = await frame();
    expect(before.documentHeight).toBeLessThanOrEqual(before.window);
    const pane = (await page.locator('.side .panel').boundingBox())!;
    await page.mouse.move(pane.x + pane.width / 2, pane.y + pane.height / 2);
    for (let turn = 0; turn < 30; turn++) await page.mouse.wheel(0, 400);
    await expect.poll(async () => (await frame()).panel).toBeGreaterThan(0);
    const after = await frame();
    expect({ page: after.page, bar: after.bar, documentHeight: after.documentHeight <= after.window }).toEqual({ page: 0, bar: before.bar, documentHeight: true });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/editor-stats-scrolled-ja.png` });
  });

  it('draws the focus ring in one blue, far from the error red, with 3:1 contrast, in DM whose accent is red', async () => {
    const { page, server } = await openApp('ja-JP');
    await openEditor(page, server);
    // From the keyboard: the search box, then a deck row.
    await page.locator('.browser input[type="search"]').focus();
    const style = (selector: string, property: string) => measure<string>(page, `return getComputedStyle(document.querySelector('${selector}')).getPropertyValue('${property}').trim();`);
    const ring = await style('.browser .search-box', 'border-top-color');
    const error = await style('.editor', '--error-text');
    const accent = await style('.editor', '--game-accent');
    expect(accent).toBe('#e03131');
    expect(ring).toBe('rgb(24, 100, 171)');
    // Against the page around the box and the panels' surface.
    const background = await style('body', 'background-color');
    const surface = await style('.browser .search-box', 'background-color');
    expect(contrast(ring, background)).toBeGreaterThanOrEqual(3);
    expect(contrast(ring, surface)).toBeGreaterThanOrEqual(3);
    // The error red (light-dark(#c92a2a, …)) sits near 0°; the ring is blue, a third of the wheel away.
    expect(error).toContain('#c92a2a');
    const distance = Math.abs(hue(ring) - hue('rgb(201, 42, 42)'));
    expect(Math.min(distance, 360 - distance)).toBeGreaterThan(120);

    // Tab from one deck row to the next (the steppers are not tab stops).
    await page.locator('.deck-row .row-main').first().focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate<string | null>(`document.activeElement.className`)).toContain('row-main');
    const rowRing = await page.evaluate<string>(`getComputedStyle(document.activeElement).boxShadow`);
    expect(rowRing).toContain('rgb(24, 100, 171)');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/editor-focus-ja.png` });
  });
});
