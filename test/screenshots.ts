/**
 * `npm run screenshots`: the pictures in docs/screenshots/, taken from the built app on the web bridge in
 * Chromium over a fresh database of the bundled packs — the DM editor in Japanese holding the Taiwan CS 2026 winner
 * (NET-082), the FaB editor in English holding the Sweden National Championship 2025 list — and a goldfish table of
 * each against a dummy at 1280×800, a few turns in: DM in Japanese, FaB in English with cards pitched and an attack on
 * the combat chain — a DM two-player table in Japanese handing a block to the defender (DMD-21 attacking DMBD-22),
 * and an ACG match in Japanese, sideboarding before game 2 with a reserve card swapped in. Build first
 * (`npm run build`).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { DeckDetail, GameId, MatchInfo, ReadDeck, TableSnapshot } from '../api/contract';
import { openAppDatabase } from '../api/services/database';
import { launchChromium, PROJECT_ROOT, serveApp, type ServedApp } from './helpers/browser';
import { ATTACKER, attackPlayer, dmDecisionTable } from './helpers/dm-decisions';
import { callOverHttp } from './helpers/http';
import { FIXTURES } from './helpers/importers';

const OUT = join(PROJECT_ROOT, 'docs', 'screenshots');

interface Shot {
  file: string;
  game: GameId;
  locale: string;
  /** A decklist of the test fixtures (test/fixtures/data). */
  decklist: string;
  /** Which deck of a file of several. */
  pick?: (name: string) => boolean;
  /** The side panel tab shown. */
  tab: 'check' | 'stats' | 'odds' | 'hand';
  /** Typed into the browser's search box. */
  query: string;
}

const SHOTS: Shot[] = [
  {
    file: 'editor-dm-ja.png',
    game: 'dm',
    locale: 'ja-JP',
    decklist: 'dm/decks/prebuilt_and_tournament_decks_ja.json',
    pick: (name) => name.startsWith('NET-082 '),
    tab: 'stats',
    query: 'ぼるしゃっく civ:火',
  },
  {
    file: 'editor-fab-en.png',
    game: 'fab',
    locale: 'en-US',
    decklist: 'fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt',
    tab: 'hand',
    query: 'class:ninja cost<=1',
  },
];

async function shoot(browser: Browser, server: ServedApp, shot: Shot): Promise<void> {
  const read = await callOverHttp<{ decks: ReadDeck[] }>(server, 'decks.read', { game: shot.game, text: FIXTURES.text(shot.decklist) });
  const list = read.decks.find((deck) => !shot.pick || shot.pick(deck.name ?? ''))!;
  if (list.unresolved.length > 0) throw new Error(`${shot.decklist}: unresolved lines ${list.unresolved.map((line) => line.line).join(', ')}`);
  const sections = Object.fromEntries(Object.entries(list.sections).map(([id, lines]) => [id, lines.map(({ key, count }) => ({ key, count }))]));
  const deck = await callOverHttp<DeckDetail>(server, 'library.create', { game: shot.game, name: list.name ?? shot.file, format: list.format ?? undefined, sections, reason: 'import' });
  await callOverHttp(server, 'settings.update', { gameId: shot.game });

  const context = await browser.newContext({ locale: shot.locale, viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${server.url}#/decks/${encodeURIComponent(deck.id)}`);
  await page.locator('.verdict-chip').waitFor();
  await page.locator(`#tab-${shot.tab}`).click();
  const box = page.locator('.browser input[type="search"]');
  await box.fill(shot.query);
  await page.locator(`.browser [role="status"][data-query="${shot.query}"]`).waitFor();
  await page.locator('.browser .row[data-index="0"]').click();
  await page.locator('.browser > .detail').waitFor();
  // Fonts and the charts' transitions settle before the picture.
  await page.evaluate('document.fonts.ready');
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(OUT, shot.file) });
  await context.close();
  process.stdout.write(`${join('docs', 'screenshots', shot.file)}\n`);
  await shootTable(browser, server, shot, deck.id);
}

/** Applies an action for seat 0 of a table. */
const act = (server: ServedApp, id: string, action: object) => callOverHttp(server, 'table.act', { id, seat: 0, action: { seat: 0, ...action } });

/** The table's current snapshot for seat 0. */
const tableOf = (server: ServedApp, id: string) => callOverHttp<TableSnapshot>(server, 'table.get', { id, seat: 0 });

const cardsIn = (snapshot: TableSnapshot, key: string): string[] => snapshot.view.zones.find((zone) => zone.key === key)!.cards.map((card) => card.id!);

/**
 * Plays a goldfish table against a dummy (its strip: DM shields, FaB life) a little, so the picture shows a game under
 * way, then photographs its window at 1280×800, the smallest size the table is laid out for.
 */
async function shootTable(browser: Browser, server: ServedApp, shot: Shot, deckId: string): Promise<void> {
  const started = await callOverHttp<TableSnapshot>(server, 'table.start', { game: shot.game, decks: [deckId], seed: 7, dummy: {} });
  const id = started.table.id;
  const advanceTo = async (step: string, turn: number) => {
    for (let snapshot = await tableOf(server, id); snapshot.view.turn.step !== step || snapshot.view.turn.number !== turn; snapshot = await tableOf(server, id)) {
      await act(server, id, { type: 'advance' });
    }
  };
  if (shot.game === 'dm') {
    for (const turn of [1, 2, 3]) {
      await advanceTo('manaCharge', turn);
      await act(server, id, { type: 'game', action: 'charge', args: { card: cardsIn(await tableOf(server, id), 'hand#0')[0] } });
    }
    await advanceTo('main', 3);
    // The summon taps the mana it costs (DM 112.2a).
    await act(server, id, { type: 'game', action: 'summon', args: { card: cardsIn(await tableOf(server, id), 'hand#0')[0] } });
  } else {
    await advanceTo('action', 1);
    // The first hand card attacks (or is played), the second pitched to pay for it (FaB 1.14.3).
    const hand = cardsIn(await tableOf(server, id), 'hand#0');
    await act(server, id, { type: 'game', action: 'play', args: { card: hand[1], pitch: [hand[0]] } });
  }
  const context = await browser.newContext({ locale: shot.locale, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${server.url}#/table/${encodeURIComponent(id)}`);
  await page.locator('.table-view [data-zone-key="hand#0"] [data-card]').first().waitFor();
  await page.evaluate('document.fonts.ready');
  await page.waitForTimeout(500);
  const file = shot.file.replace('editor-', 'table-');
  await page.screenshot({ path: join(OUT, file) });
  await context.close();
  process.stdout.write(`${join('docs', 'screenshots', file)}\n`);
}

/** A hot-seat DM table where an attack meets an untapped ブロッカー: the defender's decision panel, the attacker marked. */
async function shootDecision(browser: Browser, server: ServedApp, dbPath: string): Promise<void> {
  const { id, card } = await dmDecisionTable(server, dbPath, 'hotseat');
  const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${server.url}#/table/${encodeURIComponent(id)}`);
  await page.getByRole('button', { name: 'プレイヤー1の卓を表示' }).click();
  await attackPlayer(page, card(ATTACKER), { action: 'プレイヤーを攻撃', ok: 'OK' });
  await page.getByRole('button', { name: 'プレイヤー2の卓を表示' }).click();
  await page.locator('.decision-panel').waitFor();
  // No card under the pointer: its zoom would lie over the board.
  await page.mouse.move(0, 0);
  await page.evaluate('document.fonts.ready');
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(OUT, 'table-dm-block-ja.png') });
  await context.close();
  process.stdout.write(`${join('docs', 'screenshots', 'table-dm-block-ja.png')}\n`);
}

/** An ACG best of three of the sample deck against itself, game 1 won by seat 1, seat 2 swapping a reserve card in. */
async function shootMatch(browser: Browser, server: ServedApp): Promise<void> {
  const sample = JSON.parse(readFileSync(join(PROJECT_ROOT, 'db', 'packs', 'sample-acg.deck.json'), 'utf8')) as { name: string; sections: Record<string, { key: string; count: number }[]> };
  const decks = [];
  for (const name of ['森と草原のアリ軍団', '草原のアリ軍団・改']) decks.push(await callOverHttp<DeckDetail>(server, 'library.create', { game: 'acg', name, sections: sample.sections }));
  const match = await callOverHttp<MatchInfo>(server, 'match.start', { game: 'acg', decks: decks.map((deck) => deck.id), bestOf: 3 });
  const decision = match.state.kind === 'firstPlayer' ? match.state.decision : null;
  await callOverHttp(server, 'match.choose', decision?.kind === 'choose' ? { id: match.id, seat: decision.chooser, goFirst: true } : { id: match.id });
  await callOverHttp(server, 'match.endGame', { id: match.id, ending: 'entered', winner: 0 });
  await callOverHttp(server, 'settings.update', { gameId: 'acg' });
  const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${server.url}#/matches/${encodeURIComponent(match.id)}`);
  await page.locator('.match-view .seats button').nth(1).click();
  const panel = page.locator('.sideboard[data-seat="1"]');
  await panel.locator('[data-section="reserve"] li').nth(3).locator('button').first().click();
  await panel.locator('[data-section="basic"] li').nth(1).locator('button[aria-label$="予備デッキへ移す"]').click();
  await panel.getByRole('button', { name: 'この変更を確定' }).click();
  await panel.locator('.banner.ok').waitFor();
  await page.evaluate('document.fonts.ready');
  await page.screenshot({ path: join(OUT, 'match-acg-ja.png') });
  await context.close();
  process.stdout.write(`${join('docs', 'screenshots', 'match-acg-ja.png')}\n`);
}

const dir = mkdtempSync(join(tmpdir(), 'deck-dojo-screenshots-'));
const dbPath = join(dir, 'screenshots.db');
openAppDatabase({ path: dbPath }).close();
mkdirSync(OUT, { recursive: true });
const server = await serveApp(dbPath);
const browser = await launchChromium();
try {
  for (const shot of SHOTS) await shoot(browser, server, shot);
  await shootDecision(browser, server, dbPath);
  await shootMatch(browser, server);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
