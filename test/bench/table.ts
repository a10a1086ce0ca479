/**
 * The playtest table's speed goals (issue 7), measured in Chromium against the real web bridge, on a two-player DM
 * table of 116 cards (two DMBD-22 decks, 18 cards of each brought into the battle zone and 10 into the mana zone), seen
 * from seat 1's window:
 *
 * 1. an action to the updated table on screen (goal: p95 ≤ 16 ms): a click that taps a card in the battle zone, and a
 *    double click on the deck that draws, each to the end of the frame that paints it — the table shows what it can
 *    foresee at once (renderer/lib/table-predict.ts) — and the drawn card to the frame that paints it face up, once the
 *    answer came; beside them, the same `table.act` fetched bare from the page (the round trip every action waits for);
 * 2. opening a table (goal ≤ 1 s): `#/table/<id>/0` in a fresh browser context to every zone and card shown, beside
 *    the same navigation's load event.
 *
 * Times are taken inside the page with the editor benchmarks' probe (editor.ts): event time stamps, a
 * MutationObserver for the expected state, the next frame's end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { TableSnapshot } from '../../api/contract';
import { openAppDatabase } from '../../api/services/database';
import { launchChromium, serveApp, type ServedApp } from '../helpers/browser';
import { callOverHttp } from '../helpers/http';
import { dmProductDeck, type Call } from '../helpers/library-decks';
import { arm, newPage, percentile, reached, timeInPage, type Timing } from './editor';
import { benchResult, type BenchResult } from './harness';

const SETTLE_MS = 150;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A two-player DM table with 116 cards, most of them face up on the table. */
async function crowdedTable(server: ServedApp): Promise<string> {
  const call = ((method: string, params: unknown) => callOverHttp(server, method, params)) as Call;
  const deck = await dmProductDeck(call, 'DMBD-22');
  const started = await callOverHttp<TableSnapshot>(server, 'table.start', { game: 'dm', decks: [deck.id, deck.id], seed: 11, layout: 'windows' });
  const id = started.table.id;
  for (const seat of [0, 1]) {
    for (const [zone, count] of [['battle', 18], ['mana', 10]] as const) {
      await callOverHttp(server, 'table.act', { id, seat, action: { type: 'moveTop', seat, from: { zone: 'deck', seat }, count, to: { zone, seat } } });
    }
  }
  return id;
}

/** The page's check that seat 1's window shows the table: every zone and the cards of its battle zone. */
const READY = `document.querySelectorAll('.table-view [data-zone-key]').length > 10 && document.querySelectorAll('.table-view [data-zone-key="battle"] [data-card]').length >= 40`;

async function actionLatency(browser: Browser, server: ServedApp, id: string, rounds: number, problems: string[]): Promise<{ tap: number[]; draw: number[]; face: number[]; baseline: number[] }> {
  const { context, page } = await newPage(browser, 'ja-JP', problems);
  await page.goto(`${server.url}#/table/${encodeURIComponent(id)}/0`);
  await reached(page.evaluate(`__bench.when(() => ${READY}, 'navigation')`), 'the table shown');
  const tap: number[] = [];
  const draw: number[] = [];
  const face: number[] = [];
  const baseline: number[] = [];
  const hand = () => page.locator('.table-view [data-zone-key="hand#0"] > header .count').textContent().then(Number);
  const { table: known } = await callOverHttp<TableSnapshot>(server, 'table.get', { id, seat: 0 });
  for (let round = 0; round < rounds; round++) {
    // Tap the last card of the battle zone (the one no other card overlaps), to its rotated picture (or back again).
    const card = page.locator('.table-view [data-zone-key="battle"] .card[data-card]').last();
    const cardId = await card.getAttribute('data-card');
    const tapped = await card.evaluate((element) => (element as unknown as { classList: { contains(name: string): boolean } }).classList.contains('tapped'));
    // The pointer comes to rest on the card first, as a player's does: its hover preview is not part of the click.
    await card.hover({ force: true });
    await sleep(SETTLE_MS);
    const tapShown = await arm(page, `document.querySelector('[data-card="${cardId}"]')?.classList.contains('tapped') === ${!tapped}`, 'click', 'the card turned');
    await card.click({ force: true });
    tap.push((await tapShown()).painted);
    await sleep(SETTLE_MS);

    // Draw by double-clicking the deck, to the hand showing one more card (at once, as the back it was on the deck),
    // and to that card face up (after the answer).
    const before = await hand();
    const deck = page.locator('.table-view [data-zone-key="deck#0"] .card').first();
    await deck.hover({ force: true });
    await sleep(SETTLE_MS);
    const handShows = `document.querySelector('[data-zone-key="hand#0"] > header .count')?.textContent === '${before + 1}'`;
    const drawn = await arm(page, handShows, 'dblclick', 'the card drawn');
    const turned = await arm(page, `${handShows} && document.querySelector('[data-zone-key="hand#0"] .slot:last-child .card')?.hasAttribute('data-card')`, 'dblclick', 'the drawn card face up');
    await deck.dblclick({ force: true });
    draw.push((await drawn()).painted);
    face.push((await turned()).painted);
    // The drawn card goes back under the deck (not timed), so the deck never runs out.
    const snapshot = await callOverHttp<TableSnapshot>(server, 'table.get', { id, seat: 0 });
    const drawnCard = snapshot.view.zones.find((zone) => zone.key === 'hand#0')!.cards.at(-1)!.id!;
    await callOverHttp(server, 'table.act', { id, seat: 0, action: { type: 'move', seat: 0, card: drawnCard, to: { zone: 'deck', position: 'bottom' } } });
    await sleep(SETTLE_MS);

    // The round trip alone: the same kind of action fetched bare (a coin flip, which changes no card).
    baseline.push(await timeInPage(page, `__bench.invoke('table.act', ${JSON.stringify({ id, seat: 0, action: { type: 'flipCoin', seat: 0 }, logFrom: known.cursor })})`));
    await sleep(SETTLE_MS);
  }
  await context.close();
  return { tap, draw, face, baseline };
}

async function openLatency(browser: Browser, url: string, id: string, runs: number, problems: string[]): Promise<{ subject: number[]; baseline: number[] }> {
  const subject: number[] = [];
  const baseline: number[] = [];
  for (let run = 0; run < runs; run++) {
    const { context, page } = await newPage(browser, 'ja-JP', problems, `__bench.ready = __bench.when(() => ${READY}, 'navigation');`);
    await page.goto(`${url}#/table/${encodeURIComponent(id)}/0`, { waitUntil: 'load' });
    subject.push((await reached(page.evaluate('__bench.ready') as Promise<Timing>, 'the table shown')).painted);
    baseline.push((await page.evaluate(`performance.getEntriesByType('navigation')[0].loadEventStart`)) as number);
    await context.close();
  }
  return { subject, baseline };
}

/** Needs the built renderer (out/renderer), as the editor benchmarks do. */
export async function tableBenchmarks(scale: number, report: (result: BenchResult) => void): Promise<void> {
  // A p95 of 100 rounds is their sixth slowest: one stray frame on a busy machine does not make it.
  const rounds = Math.max(3, Math.round(100 * scale));
  const opens = Math.max(2, Math.round(7 * scale));
  const dir = mkdtempSync(join(tmpdir(), 'deck-dojo-bench-table-'));
  const problems: string[] = [];
  let browser: Browser | undefined;
  let stop: (() => Promise<number | null>) | undefined;
  try {
    const dbPath = join(dir, 'table.db');
    openAppDatabase({ path: dbPath }).close();
    const server = await serveApp(dbPath);
    stop = server.stop;
    const id = await crowdedTable(server);
    browser = await launchChromium();
    const { tap, draw, face, baseline } = await actionLatency(browser, server, id, rounds, problems);
    const trip = percentile(baseline, 95);
    report(benchResult('table: click to tap a card to the painted table, 116 cards, p95 (goal p95 ≤ 16 ms; baseline: table.act fetched bare from the page, p95)', percentile(tap, 95), 'ms', trip));
    report(benchResult('table: double-click the deck to draw to the painted hand, 116 cards, p95 (goal p95 ≤ 16 ms; baseline: table.act fetched bare from the page, p95)', percentile(draw, 95), 'ms', trip));
    report(benchResult('table: double-click the deck to draw to the drawn card painted face up (after the answer), 116 cards, p95 (baseline: table.act fetched bare from the page, p95)', percentile(face, 95), 'ms', trip));
    const open = await openLatency(browser, server.url, id, opens, problems);
    report(
      benchResult(
        'table: open #/table/<id>/0 to every zone and card shown, median of cold loads (goal ≤ 1000 ms; baseline: the same navigation’s load event)',
        percentile(open.subject, 50),
        'ms',
        percentile(open.baseline, 50),
      ),
    );
    if (problems.length > 0) throw new Error(`the page reported errors: ${problems.join('; ')}`);
  } finally {
    await browser?.close();
    await stop?.();
    rmSync(dir, { recursive: true, force: true });
  }
}
