import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { copyPackedDatabase } from '../helpers/packed';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SCREENSHOT_DIR = join(PROJECT_ROOT, 'test-results', 'e2e');
const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium, or CHROMIUM_PATH. Missing is an error that says how to install it, never a skip. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const path = env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. The end-to-end tests need it: install it with ` +
        '`sudo apt-get install -y chromium fonts-noto-cjk` (Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
  }
  return path;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface ServedApp {
  url: string;
  stop(): Promise<number | null>;
}

/** Starts the real web bridge (`deckdojo serve`) on a free port over the given database file. */
export async function serveApp(dbPath: string): Promise<ServedApp> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(PROJECT_ROOT, 'bin', 'deckdojo.js'), 'serve', '--port', '0', '--json', '--db', dbPath],
    { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const firstLine = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', resolve);
    void exited.then((code) => reject(new Error(`deckdojo serve exited with ${code}: ${stderr}`)));
  });
  const { url } = JSON.parse(firstLine) as { url: string };
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * The real web bridge over `dbPath`, and a page in a browser set to `locale`, with the shell loaded. Any error
 * the page logs fails the test.
 */
export async function openApp(browser: Browser, dbPath: string, locale: string, started: ServedApp[]): Promise<{ page: Page; server: ServedApp }> {
  const server = await serveApp(dbPath);
  started.push(server);
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(server.url);
  await page.locator('.game-choice').first().waitFor();
  expect(problems).toEqual([]);
  return { page, server };
}

/** Waits for the screen title, then returns it: the shell re-renders after a click or key, not during it. */
export async function title(page: Page, expected: string): Promise<string | null> {
  await page.locator('h1', { hasText: expected }).waitFor({ state: 'attached' });
  return page.locator('h1').textContent();
}

/**
 * One Chromium for a test file, and `openApp(locale)`: a copy of the packed database served by its own web bridge
 * to a new page. Everything started is stopped (and each bridge must exit cleanly) when the file ends.
 */
export function useApp(): { openApp(locale: string): Promise<{ page: Page; server: ServedApp }>; dataDir(): string } {
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
    openApp: (locale) => openApp(browser, copyPackedDatabase(join(dir, `db-${servers.length}.db`)), locale, servers),
    dataDir: () => dir,
  };
}
