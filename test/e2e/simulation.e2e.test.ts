/**
 * The statistics tab's goldfish games in Chromium over the real web bridge (`decks.simulate` in the backend's worker):
 * NET-036, a real 40-card DM list, played going first and second; a long run cancelled from its progress bar; the
 * first-move rate, a card's held and castable curves and the kill turn drawn, in Japanese and in English.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DeckDetail } from '../../api/contract';
import { dmSimulationSections } from '../helpers/dm-simulation';
import { callOverHttp } from '../helpers/http';
import { SCREENSHOT_DIR, useApp } from './environment';

const { openApp } = useApp();

/** A new deck of NET-036 opened in the editor at its Stats tab. */
async function statsTab(locale: string, tabName: string): Promise<Page> {
  const { page, server } = await openApp(locale);
  const sections = Object.fromEntries(Object.entries(dmSimulationSections()).map(([id, lines]) => [id, lines.map(({ key, count }) => ({ key, count }))]));
  const deck = await callOverHttp<DeckDetail>(server, 'library.create', { game: 'dm', name: '水闇COMPLEX', sections });
  await page.goto(`${server.url.split('?')[0]}#/decks/${encodeURIComponent(deck.id)}`);
  await page.locator('section.editor .editor-bar').waitFor();
  await page.getByRole('tab', { name: tabName }).click();
  return page;
}

/** The figures of a chart's screen-reader table, row by row. */
const tableRows = (page: Page, name: string) =>
  page.getByRole('table', { name, exact: true }).locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')));

describe('goldfish games in the statistics tab', () => {
  it('cancels a long run from its progress bar, then draws the 初動率, a card’s curves and the kill turn (ja)', async () => {
    const page = await statsTab('ja-JP', '統計');
    const panel = page.locator('section.simulation');
    await panel.getByRole('combobox', { name: 'ゲーム数' }).selectOption('100000');
    await panel.getByRole('button', { name: 'ひとり回しする' }).click();
    const bar = panel.getByRole('progressbar', { name: 'ひとり回しの進み具合' });
    await bar.waitFor();
    expect(await bar.getAttribute('max')).toBe('200000');
    await panel.getByRole('button', { name: '中止' }).click();
    await bar.waitFor({ state: 'detached' });
    expect(await panel.getByRole('alert').count()).toBe(0);

    // The editor stays usable while games run.
    await panel.getByRole('combobox', { name: 'ゲーム数' }).selectOption('10000');
    await panel.getByRole('button', { name: 'ひとり回しする' }).click();
    await page.getByRole('table', { name: '初動率' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText('先攻10,000ゲーム・後攻10,000ゲーム、シード 1').count()).toBe(1);
    const firstMoves = await page.getByRole('table', { name: '初動率' }).locator('tbody th').evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent));
    expect(firstMoves).toEqual(['2ターン目までに2コスト', '3ターン目までに3コスト', '3ターン目までにどちらか']);

    await panel.getByRole('combobox', { name: 'カード' }).selectOption('SSS級天災 デッドダムド');
    const percentOf = (text: string) => Number(text.replace(/[<>%]/g, ''));
    const rows = await tableRows(page, 'SSS級天災 デッドダムド');
    expect(rows).toHaveLength(10);
    // Never castable where not held; an 8-cost card is not castable before turn 8 (one charge a turn, DM 503.1).
    for (const [, held, castable] of rows) expect(percentOf(castable!)).toBeLessThanOrEqual(percentOf(held!));
    expect(rows.slice(0, 7).every(([, , castable]) => castable === '0%')).toBe(true);
    expect(await page.getByRole('img', { name: /^キルターン: / }).count()).toBe(1);
    await page.getByRole('table', { name: '初動率' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'simulation-dm-ja.png') });
  });

  it('speaks English on an English screen', async () => {
    const page = await statsTab('en-US', 'Stats');
    const panel = page.locator('section.simulation');
    await panel.getByRole('combobox', { name: 'Games' }).selectOption('10000');
    await panel.getByRole('button', { name: 'Play games' }).click();
    await page.getByRole('table', { name: 'First-move rate' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText('10,000 games going first and 10,000 going second, seed 1').count()).toBe(1);
    expect(await page.getByRole('img', { name: /^Kill turn: / }).count()).toBe(1);
    await page.getByRole('table', { name: 'First-move rate' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'simulation-dm-en.png') });
  });
});
