import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchChromium, PROJECT_ROOT, serveApp, type ServedApp } from '../helpers/browser';
import type { GameId } from '../../api/contract';
import { callOverHttp } from '../helpers/http';
import { shippedDeck } from '../helpers/library-decks';
import { copyPackedDatabase } from '../helpers/packed';

// Launching Chromium and starting the bridge live in test/helpers/browser.ts, shared with `npm run bench`.
export { chromiumPath, launchChromium, PROJECT_ROOT, serveApp, type ServedApp } from '../helpers/browser';
export const SCREENSHOT_DIR = join(PROJECT_ROOT, 'test-results', 'e2e');

/** How a test's app starts: `firstRun` leaves the game unchosen, so the app opens on its first-run question. */
export interface OpenOptions {
  firstRun?: boolean;
}

/**
 * The real web bridge over `dbPath`, and a page in a browser set to `locale`, with the shell loaded. Any error
 * the page logs fails the test. The player has chosen ACG on the first run, unless `firstRun` asks for that run.
 */
export async function openApp(browser: Browser, dbPath: string, locale: string, started: ServedApp[], { firstRun = false }: OpenOptions = {}): Promise<{ page: Page; server: ServedApp; dbPath: string }> {
  const server = await serveApp(dbPath);
  started.push(server);
  if (!firstRun) await callOverHttp(server, 'settings.update', { gameId: 'acg' });
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  watchCalls(page);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(server.url);
  await page.locator(firstRun ? '.first-run .choice' : '.game-choice').first().waitFor();
  expect(problems).toEqual([]);
  return { page, server, dbPath };
}

/** The API calls each page has under way, and when the last one started (for `settled`). */
const calls = new WeakMap<Page, { pending: number; lastStart: number }>();

function watchCalls(page: Page): void {
  const state = { pending: 0, lastStart: 0 };
  calls.set(page, state);
  const isCall = (url: string) => new URL(url).pathname === '/api/invoke';
  page.on('request', (request) => {
    if (!isCall(request.url())) return;
    state.pending++;
    state.lastStart = Date.now();
  });
  const ended = (request: Request) => {
    if (isCall(request.url())) state.pending--;
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/**
 * Waits until the page has no API call under way and has started none for `quietMs`, then for a frame drawn: what a
 * screen loads as it opens is on it, however slow the answers (a fixed wait would look too early under load).
 */
export async function settled(page: Page, quietMs = 150): Promise<void> {
  const state = calls.get(page)!;
  await expect.poll(() => state.pending === 0 && Date.now() - state.lastStart >= quietMs, { timeout: 15_000, interval: 25 }).toBe(true);
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
}

/** Chooses `game` and opens its shipped deck (test/helpers/library-decks.ts) in the editor, once its rows are shown. */
export async function openShippedDeck(page: Page, server: ServedApp, game: GameId): Promise<void> {
  await callOverHttp(server, 'settings.update', { gameId: game });
  const deck = await shippedDeck((method, params) => callOverHttp(server, method, params), game);
  await page.goto(`${server.url}#/decks/${encodeURIComponent(deck.id)}`);
  await page.locator('.deck-row').first().waitFor();
}

/** Waits for the screen title, then returns it: the shell re-renders after a click or key, not during it. */
export async function title(page: Page, expected: string): Promise<string | null> {
  await page.locator('h1', { hasText: expected }).waitFor({ state: 'attached' });
  return page.locator('h1').textContent();
}

/**
 * One Chromium for a test file, and `openApp(locale)`: a copy of the packed database (at `dbPath`) served by its own
 * web bridge to a new page. Everything started is stopped (and each bridge must exit cleanly) when the file ends.
 */
export function useApp(): { openApp(locale: string, options?: OpenOptions): Promise<{ page: Page; server: ServedApp; dbPath: string }>; dataDir(): string } {
  let browser: Browser;
  let dir: string;
  const servers: ServedApp[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'deck-dojo-e2e-'));
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    for (const server of servers) expect(await server.stop()).toBe(0);
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    openApp: (locale, options) => openApp(browser, copyPackedDatabase(join(dir, `db-${servers.length}.db`)), locale, servers, options),
    dataDir: () => dir,
  };
}
