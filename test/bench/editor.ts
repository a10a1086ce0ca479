/**
 * The deck editor's speed goals, measured in Chromium against the real web bridge (`deckdojo serve`) over the
 * generated card database of cards.ts (100,000 generated DM cards, plus the bundled DM pool so a real deck resolves):
 *
 * 1. the last keystroke of a query typed into the search box (a character every 100 ms, each one searched as the app
 *    does) to the frame that shows that query's results (goal: p95 ≤ 100 ms), beside the same `cards.search` sent
 *    as a bare fetch from the page;
 * 2. adding a card to a 40-card deck to the frame that shows the new section count, verdict and statistics
 *    (goal: p95 ≤ 50 ms), beside the `decks.validate` + `decks.stats` round trip alone;
 * 3. opening the app on `#/decks/<id>` to an interactive editor (goal: ≤ 1.5 s), beside the same navigation's
 *    load event (the page's HTML, CSS and JS loaded and run).
 *
 * Every time is taken inside the page (`performance.now()`, event time stamps), never across the playwright round
 * trip: a probe script records when each keystroke or click was dispatched, and a MutationObserver sees the page
 * reach the expected state; the figure ends after the next frame that paints it (requestAnimationFrame, then a
 * task queued behind that frame's rendering).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { DeckDetail, DeckSections, Params } from '../../api/contract';
import { loadBundledPacks, readManifest } from '../../db/bundled-packs';
import { resolveDeckList } from '../../db/decks/resolve';
import { openDatabase } from '../../db/open';
import { readDeckFile, talisharId } from '../../engine/deck/formats';
import { findGame, gameDefinition } from '../../engine/games/registry';
import { launchChromium, PROJECT_ROOT, serveApp } from '../helpers/browser';
import { callOverHttp } from '../helpers/http';
import { FIXTURES } from '../helpers/importers';
import { benchResult, type BenchResult } from './harness';

/** The pace of typing: a quick typist, one character every 100 ms. */
const KEY_INTERVAL_MS = 100;
/** Between two measured actions: the page settles (late answers land, timers start) before the next. */
const SETTLE_MS = 250;
const VIEWPORT = { width: 1280, height: 800 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/**
 * The probe every page gets before its own scripts run: when the last keystroke, click or double click was
 * dispatched (the event's time stamp), `arm(check, stamp)` to wait for a state, and `time(fn)` for baselines.
 * Plain JavaScript in a string: it runs in the page, and the node project's types have no DOM.
 */
export const PROBE = String.raw`
(() => {
  let key = null;
  const bench = { typed: 0, click: 0, dblclick: 0, navigation: 0, pending: null };
  // A character key: its keydown is the keystroke; text inserted without keys (kana) stamps its input event.
  document.addEventListener('keydown', (event) => { key = event.key.length === 1 && !event.ctrlKey && !event.metaKey ? event.timeStamp : null; }, true);
  document.addEventListener('keyup', () => { key = null; }, true);
  document.addEventListener('input', (event) => { bench.typed = key ?? event.timeStamp; key = null; }, true);
  document.addEventListener('click', (event) => { bench.click = event.timeStamp; }, true);
  document.addEventListener('dblclick', (event) => { bench.dblclick = event.timeStamp; }, true);
  // Resolves once check() holds (now or after a DOM change), with the times from the stamp to that moment and to
  // the end of the next frame (rAF runs before the frame's rendering; a message posted there runs after it).
  bench.when = (check, stamp) => new Promise((resolve) => {
    const done = () => {
      const shown = performance.now();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const from = bench[stamp];
          resolve({ shown: shown - from, painted: performance.now() - from });
        };
        channel.port2.postMessage(null);
      });
    };
    if (check()) return done();
    const observer = new MutationObserver(() => {
      if (!check()) return;
      observer.disconnect();
      done();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  // Several states of one gesture may be awaited at once, each under its own name.
  bench.armed = {};
  bench.arm = (check, stamp, name) => { bench.armed[name] = bench.when(check, stamp); };
  bench.time = async (work) => {
    const start = performance.now();
    await work();
    return performance.now() - start;
  };
  bench.invoke = (method, params) =>
    fetch('/api/invoke', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ method, params }) }).then((response) => response.json());
  window.__bench = bench;
})();
`;

export interface Timing {
  /** From the stamp to the DOM holding the expected state. */
  shown: number;
  /** From the stamp to the end of the frame that paints it. */
  painted: number;
}

/** How long the page may take to reach a state before the benchmark gives up (the markup a check reads changed). */
const STATE_TIMEOUT_MS = 15_000;

/** `waiting` for the page to reach `state`, or an error that names the state. */
export async function reached<T>(waiting: Promise<T>, state: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the page did not show ${state} within ${STATE_TIMEOUT_MS / 1000} s: does the markup the check reads still exist?`)), STATE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([waiting, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Waits in the page for `check` (JavaScript source of a boolean expression, true once the page shows `state`),
 * timed from the `stamp` event.
 */
export async function arm(page: Page, check: string, stamp: 'typed' | 'click' | 'dblclick', state: string): Promise<() => Promise<Timing>> {
  await page.evaluate(`__bench.arm(() => (${check}), ${JSON.stringify(stamp)}, ${JSON.stringify(state)})`);
  return () => reached(page.evaluate(`__bench.armed[${JSON.stringify(state)}]`) as Promise<Timing>, state);
}

/** Milliseconds of `work` (JavaScript source of an expression giving a promise), timed in the page. */
export const timeInPage = (page: Page, work: string) => page.evaluate(`__bench.time(() => ${work})`) as Promise<number>;

const invokeSource = <M extends 'cards.search' | 'decks.validate' | 'decks.stats'>(method: M, params: Params<M>) =>
  `__bench.invoke(${JSON.stringify(method)}, ${JSON.stringify(params)})`;

/** A context and page with the probe installed; any error the page reports fails the benchmark. */
export async function newPage(browser: Browser, locale: string, problems: string[], extra = ''): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale, viewport: VIEWPORT });
  await context.addInitScript({ content: PROBE + extra });
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return { context, page };
}

/** `npm run bench` builds the renderer first, so the editor figures are of the code checked out, not a stale build. */
export function buildRenderer(): void {
  const built = spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['electron-vite', 'build'], { cwd: PROJECT_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('electron-vite build failed: the editor benchmarks need the built renderer (out/renderer).');
}

/**
 * As typed: kana (folded to the katakana name), katakana, a two-kanji word (scanned: below three characters), a field
 * query, a race with a field, a phrase of rules text with thousands of matches, a kind with a field; English names,
 * a word, a class with a field on the FaB pool.
 */
const DM_QUERIES = ['ぼるしゃっく', 'ドラゴン', '龍神', 'civ:火 cost<=3', 'race:ガーディアン power>=5000', 'シールドをブレイク', 'kind:spell cost=2'];
const FAB_QUERIES = ['command and conquer', 'kodachi', 'class:ninja cost<=1', 'snatch'];

/**
 * Types each query into the Cards screen's search box, one character at a time, and times the final keystroke
 * to the frame that shows its results; beside it, the same `cards.search` as a bare fetch from the page.
 */
async function keystrokeLatency(page: Page, game: 'dm' | 'fab', queries: string[], rounds: number): Promise<{ subject: number[]; baseline: number[] }> {
  const box = page.locator('.cards-view input[type="search"]');
  await page.locator(`#search-status[data-game="${game}"]`).waitFor();
  // The list ranks by relevance (CardSearch's default: a query's words are ranked), tied by the English name in
  // English: the baseline asks the same.
  const nameOrder = (await page.evaluate('document.documentElement.lang')) === 'en' ? 'englishName' : 'name';
  const subject: number[] = [];
  const baseline: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      await box.evaluate((input) => (input as unknown as { select(): void }).select());
      const chars = [...query];
      for (const char of chars.slice(0, -1)) {
        await page.keyboard.type(char);
        await sleep(KEY_INTERVAL_MS);
      }
      const shown = `(() => {
        const status = document.getElementById('search-status');
        return status !== null && status.dataset.game === ${JSON.stringify(game)} && status.dataset.query === ${JSON.stringify(query)} && !status.classList.contains('error');
      })()`;
      const done = await arm(page, shown, 'typed', `the results of "${query}"`);
      await page.keyboard.type(chars.at(-1)!);
      subject.push((await done()).painted);
      await sleep(SETTLE_MS);
      baseline.push(await timeInPage(page, invokeSource('cards.search', { game, query, sort: 'relevance', nameOrder, order: 'asc', limit: 100, offset: 0 })));
    }
  }
  return { subject, baseline };
}

const countIn = (count: number) => `new RegExp('(^|\\\\D)${count}(\\\\D|$)')`;

/**
 * In the open editor (statistics tab showing), adds one copy of a deck card by double-clicking it in the browser
 * and removes it with its row's − button, `pairs` times; times each to the frame where the section count, the
 * verdict and the statistics all show the new state. Beside it, `decks.validate` + `decks.stats` alone.
 */
async function editLatency(page: Page, deck: DeckDetail, pairs: number): Promise<{ add: number[]; remove: number[]; baseline: number[] }> {
  const main = deck.sections.main!;
  const line = main[0]!;
  const total = main.reduce((sum, each) => sum + each.count, 0);
  await page.locator('#tab-stats').click();
  await page.locator('.section-stats[data-section="main"]').waitFor();
  // The browser lists the card: search for its name.
  await page.locator('.browser input[type="search"]').fill(line.name);
  const row = page.locator(`.browser [role="option"][data-key="${line.key}"]`);
  await row.waitFor();
  const minus = page.locator(`.deck-section[data-section="main"] .deck-row[data-key="${line.key}"] .step`).first();
  const state = (count: number, legal: boolean) => `(() => {
    const copies = document.querySelector('.deck-section[data-section="main"] .copies');
    const verdict = document.querySelector('.verdict-chip');
    const stats = document.querySelector('.section-stats[data-section="main"] h3 .muted');
    return copies?.textContent === '${count}' && verdict?.dataset.legal === '${legal}' && ${countIn(count)}.test(stats?.textContent ?? '');
  })()`;
  const sections = (count: number): DeckSections => ({
    ...Object.fromEntries(Object.entries(deck.sections).map(([id, lines]) => [id, lines.map(({ key, count: copies }) => ({ key, count: copies }))])),
    main: main.map(({ key, count: copies }) => ({ key, count: key === line.key ? count : copies })),
  });
  const added = sections(line.count + 1);
  const check = `Promise.all([${invokeSource('decks.validate', { game: deck.game, sections: added, format: deck.format })}, ${invokeSource('decks.stats', { game: deck.game, sections: added, perCard: true })}])`;
  const add: number[] = [];
  const remove: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < pairs; i++) {
    let done = await arm(page, state(total + 1, false), 'dblclick', `${total + 1} cards in the main deck, not legal, in its count, verdict and statistics`);
    await row.dblclick();
    add.push((await done()).painted);
    await sleep(SETTLE_MS);
    done = await arm(page, state(total, true), 'click', `${total} cards in the main deck, legal, in its count, verdict and statistics`);
    await minus.click();
    remove.push((await done()).painted);
    await sleep(SETTLE_MS);
    baseline.push(await timeInPage(page, check));
  }
  return { add, remove, baseline };
}

/**
 * A fresh context (cold cache) navigates to the deck, `runs` times: navigation start to the frame where the editor
 * is all there to work with (every deck row, the verdict, the browser's first cards) and its search box takes focus;
 * beside it, the same navigation's load event.
 */
async function openLatency(browser: Browser, url: string, deck: DeckDetail, runs: number, problems: string[]): Promise<{ subject: number[]; baseline: number[] }> {
  const rows = Object.values(deck.sections).reduce((sum, lines) => sum + lines.length, 0);
  const ready = `__bench.ready = __bench.when(() => {
    if (document.querySelectorAll('.deck-section .deck-row').length !== ${rows}) return false;
    if (!document.querySelector('.verdict-chip')) return false;
    if (document.getElementById('editor-search-status')?.dataset.query !== '' || !document.querySelector('.browser [role="option"][data-key]')) return false;
    const input = document.querySelector('.editor .browser input[type="search"]');
    if (!input) return false;
    input.focus();
    return document.activeElement === input;
  }, 'navigation');`;
  const subject: number[] = [];
  const baseline: number[] = [];
  for (let run = 0; run < runs; run++) {
    const { context, page } = await newPage(browser, 'ja-JP', problems, ready);
    await page.goto(`${url}#/decks/${encodeURIComponent(deck.id)}`, { waitUntil: 'load' });
    subject.push((await reached(page.evaluate('__bench.ready') as Promise<Timing>, 'the editor ready to work in')).painted);
    baseline.push((await page.evaluate(`performance.getEntriesByType('navigation')[0].loadEventStart`)) as number);
    await context.close();
  }
  return { subject, baseline };
}

/**
 * Scrolls the Cards screen's list or grid (every DM card listed) from top to bottom in `frames` frames, as a drag
 * of the scrollbar does (every frame shows cards not seen before), and gives the intervals between frames; beside
 * it, the same page's frames at rest. A frame whose work (rendering the cards that came into view, asking for
 * their pages) overruns shows as a long interval.
 */
async function scrollFrames(page: Page, layout: 'list' | 'grid', frames: number): Promise<{ scrolling: number[]; resting: number[]; reached: number }> {
  await page.locator(`.cards-view [data-layout="${layout}"]`).click();
  const selector = layout === 'grid' ? '.cards-view .card-grid' : '.cards-view .viewport';
  await page.locator(`${selector} [data-index="0"][data-key]`).waitFor();
  const measured = (await page.evaluate(`(async () => {
    const element = document.querySelector(${JSON.stringify(selector)});
    const step = (element.scrollHeight - element.clientHeight) / (${frames} - 1);
    const run = (scroll) => new Promise((resolve) => {
      const times = [];
      const tick = (time) => {
        times.push(time);
        if (scroll) element.scrollTop += step;
        if (times.length < ${frames}) requestAnimationFrame(tick);
        else resolve(times.slice(1).map((each, index) => each - times[index]));
      };
      requestAnimationFrame(tick);
    });
    const resting = await run(false);
    const scrolling = await run(true);
    return { scrolling, resting, reached: element.scrollTop / (element.scrollHeight - element.clientHeight) };
  })()`)) as { scrolling: number[]; resting: number[]; reached: number };
  return measured;
}

/**
 * `database`: a database with `generated` generated DM cards (the one cards.ts leaves holds no other DM cards).
 * A copy is served, with the bundled DM pool loaded back when it is gone, so the deck is a real one (NET-082, 40 cards).
 */
export async function editorBenchmarks(scale: number, report: (result: BenchResult) => void, { database, generated }: { database: string; generated: number }): Promise<void> {
  if (!existsSync(join(PROJECT_ROOT, 'out', 'renderer', 'index.html'))) {
    throw new Error('The renderer is not built (out/renderer/index.html): the editor benchmarks serve it. Run `npm run build` first.');
  }
  const rounds = Math.max(1, Math.round(4 * scale));
  const pairs = Math.max(3, Math.round(30 * scale));
  const opens = Math.max(2, Math.round(7 * scale));
  const scrollFrameCount = Math.max(30, Math.round(300 * scale));
  const dir = mkdtempSync(join(tmpdir(), 'deck-dojo-bench-editor-'));
  const problems: string[] = [];
  let browser: Browser | undefined;
  let stop: (() => Promise<number | null>) | undefined;
  try {
    const dbPath = join(dir, 'editor.db');
    copyFileSync(database, dbPath);
    const db = openDatabase({ path: dbPath });
    let sections: DeckSections;
    let cards: number;
    try {
      // cards.ts replaced the DM cards with generated ones: load the bundled pool back (as after an update) when
      // its cards are gone. Its recorded version says it is loaded, so that is first made to differ.
      const cardsOf = db.sql.prepare('SELECT COUNT(*) FROM cards c JOIN data_sources s ON s.id = c.source_id WHERE s.game = ? AND s.name = ?').pluck();
      const gone = readManifest().filter((entry) => entry.game === 'dm' && cardsOf.get(entry.game, entry.source) === 0);
      for (const entry of gone) db.sql.prepare(`UPDATE data_sources SET version = 'bench' WHERE game = ? AND name = ?`).run(entry.game, entry.source);
      loadBundledPacks(db.sql, { only: gone.map((entry) => entry.file), cardLanguage: (game) => findGame(game)!.cardLanguage, now: new Date() });
      cards = (db.sql.prepare(`SELECT COUNT(*) AS n FROM cards WHERE game = 'dm'`).get() as { n: number }).n;
      const products = FIXTURES.text('dm/decks/prebuilt_and_tournament_decks_ja.json');
      const list = readDeckFile(products, 'dm').decks.find((deck) => deck.name?.startsWith('NET-082 '))!;
      const resolved = resolveDeckList(db.sql, gameDefinition('dm'), list, { talisharId }).deck;
      sections = Object.fromEntries(Object.entries(resolved.sections).map(([id, entries]) => [id, entries.map(({ card, count }) => ({ key: card.key, count }))]));
      db.sql.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      db.close();
    }
    const where = `${cards.toLocaleString('en')} DM cards (${generated.toLocaleString('en')} generated + the bundled pool)`;

    const server = await serveApp(dbPath);
    stop = server.stop;
    await callOverHttp(server, 'settings.update', { gameId: 'dm' });
    const deck = await callOverHttp<DeckDetail>(server, 'library.create', { game: 'dm', name: 'NET-082 (bench)', sections });
    const deckCards = Object.values(deck.sections).flat().reduce((sum, line) => sum + line.count, 0);
    browser = await launchChromium();

    // 1. Keystroke to results, on the Cards screen: DM (Japanese and field queries), then FaB (English).
    {
      const { context, page } = await newPage(browser, 'ja-JP', problems);
      await page.goto(`${server.url}#/cards`);
      const dm = await keystrokeLatency(page, 'dm', DM_QUERIES, rounds);
      for (const p of [50, 95]) {
        report(benchResult(`editor: keystroke to rendered results ranked by relevance, ${where}, ${DM_QUERIES.length} Japanese and field queries, p${p} (goal p95 ≤ 100 ms; baseline: the same cards.search fetched bare from the page)`, percentile(dm.subject, p), 'ms', percentile(dm.baseline, p)));
      }
      await context.close();
      await callOverHttp(server, 'settings.update', { gameId: 'fab' });
      const english = await newPage(browser, 'en-US', problems);
      await english.page.goto(`${server.url}#/cards`);
      const fab = await keystrokeLatency(english.page, 'fab', FAB_QUERIES, rounds);
      for (const p of [50, 95]) {
        report(benchResult(`editor: keystroke to rendered results ranked by relevance, FaB pool, ${FAB_QUERIES.length} English queries, p${p} (baseline: the same cards.search fetched bare from the page)`, percentile(fab.subject, p), 'ms', percentile(fab.baseline, p)));
      }
      await english.context.close();
      await callOverHttp(server, 'settings.update', { gameId: 'dm' });
    }

    // 2. Scrolling every DM card in the list and in the grid of images and drawn cards.
    {
      const { context, page } = await newPage(browser, 'ja-JP', problems);
      await page.goto(`${server.url}#/cards`);
      for (const layout of ['list', 'grid'] as const) {
        const frames = await scrollFrames(page, layout, scrollFrameCount);
        if (frames.reached < 0.99) throw new Error(`the card ${layout} scrolled only ${Math.round(frames.reached * 100)}% of the way down`);
        const what = `editor: scroll the card ${layout} through all ${cards.toLocaleString('en')} results top to bottom in ${scrollFrameCount} frames, frame interval`;
        report(benchResult(`${what} p95 (baseline: the same page's frame interval at rest)`, percentile(frames.scrolling, 95), 'ms', percentile(frames.resting, 95)));
        report(benchResult(`${what} worst (baseline: the worst at rest)`, Math.max(...frames.scrolling), 'ms', Math.max(...frames.resting)));
      }
      await context.close();
    }

    // 3. Adding a card (and taking it out again) in the editor.
    {
      const { context, page } = await newPage(browser, 'ja-JP', problems);
      await page.goto(`${server.url}#/decks/${encodeURIComponent(deck.id)}`);
      await page.locator('.deck-section .deck-row').first().waitFor();
      await page.locator('.verdict-chip[data-legal="true"]').waitFor();
      const edits = await editLatency(page, deck, pairs);
      for (const p of [50, 95]) {
        report(benchResult(`editor: add a card to a ${deckCards}-card deck (double-click in the browser) to count, verdict and stats rendered, p${p} (goal p95 ≤ 50 ms; baseline: decks.validate + decks.stats fetched from the page)`, percentile(edits.add, p), 'ms', percentile(edits.baseline, p)));
      }
      report(benchResult(`editor: remove it again (the row's − button) to count, verdict and stats rendered, p95 (baseline: decks.validate + decks.stats fetched from the page)`, percentile(edits.remove, 95), 'ms', percentile(edits.baseline, 95)));
      await context.close();
    }

    // 4. Opening the app on the deck.
    {
      const opened = await openLatency(browser, server.url, deck, opens, problems);
      report(benchResult(`editor: open the app on #/decks/<id> to an interactive editor (deck rows, verdict and the browser's first cards rendered, search box focused), median of ${opens} cold loads (goal ≤ 1500 ms; baseline: the same navigation's load event: HTML, CSS and JS loaded and run)`, percentile(opened.subject, 50), 'ms', percentile(opened.baseline, 50)));
    }
    if (problems.length > 0) throw new Error(`the page reported errors during the editor benchmarks:\n${problems.join('\n')}`);
  } finally {
    await browser?.close();
    if (stop && (await stop()) !== 0) process.stderr.write('deckdojo serve did not exit cleanly after the editor benchmarks\n');
    rmSync(dir, { recursive: true, force: true });
  }
}
