/**
 * `npm run screenshots`: the pictures in docs/screenshots/, taken from the built app on the web bridge in
 * Chromium over a fresh database of the bundled packs — the DM editor in Japanese holding the Taiwan CS 2026 winner
 * (NET-082), the FaB editor in English holding the Sweden National Championship 2025 list — and a goldfish table of
 * each against a dummy at 1280×800, a few turns in: DM in Japanese, FaB in English with cards pitched and an attack on
 * the combat chain — a DM two-player table in Japanese handing a block to the defender (DMD-21 attacking DMBD-22),
 * an ACG match in Japanese, sideboarding before game 2 with a reserve card swapped in, the default formats in Settings
 * in both languages, and FaB's records: a match with Snatch (red) sided out, and a deck's record after a mirror match —
 * and, first of all, the first run's question of which game the player plays, in Japanese and in English, then the
 * offer of FaB's card texts and images, and a DM card in hand zoomed (Z) on the table; the editor's room: DM's Stats
 * tab at 1280×800 in Japanese, FaB's sample hand at 1920×1080 in English; last, a list with cards the data does not
 * know (NET-078) in the import dialog and at the table, kept in Japanese, made custom cards in English; and a list
 * that cannot be read, its problems told in each language. Build first (`npm run build`).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { CardSummary, DeckDetail, GameId, MatchInfo, ReadDeck, TableSnapshot } from '../api/contract';
import { openAppDatabase } from '../api/services/database';
import { launchChromium, PROJECT_ROOT, serveApp, type ServedApp } from './helpers/browser';
import { ATTACKER, attackPlayer, dmDecisionTable } from './helpers/dm-decisions';
import { callOverHttp } from './helpers/http';
import { FIXTURES } from './helpers/importers';
import { FIRST_UNKNOWN, IMPORT_WORDS, importNet078, tableWithCards } from './e2e/unknown-lines';

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

/** Photographs the editor of `shot`, then its table; answers the saved deck's id. */
async function shoot(browser: Browser, server: ServedApp, shot: Shot): Promise<string> {
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
  return deck.id;
}

/**
 * The editor at the sizes its room is laid out for: DM's Stats tab at 1280×800 in Japanese, scrolled to the main
 * deck's S・トリガー count, and FaB's sample hand at 1920×1080 in English with two cards drawn after the opening.
 */
async function shootEditorRoom(browser: Browser, server: ServedApp, decks: Partial<Record<GameId, string>>): Promise<void> {
  const editor = async (game: GameId, locale: string, viewport: { width: number; height: number }, file: string, arrange: (page: Page) => Promise<void>) => {
    await callOverHttp(server, 'settings.update', { gameId: game });
    const context = await browser.newContext({ locale, viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(`${server.url}#/decks/${encodeURIComponent(decks[game]!)}`);
    await page.locator('.verdict-chip').waitFor();
    await arrange(page);
    await page.evaluate('document.fonts.ready');
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(OUT, file) });
    await context.close();
    process.stdout.write(`${join('docs', 'screenshots', file)}\n`);
  };
  await editor('dm', 'ja-JP', { width: 1280, height: 800 }, 'editor-stats-dm-ja.png', async (page) => {
    await page.locator('#tab-stats').click();
    await page.locator('.keyword-odds').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  });
  await editor('fab', 'en-US', { width: 1920, height: 1080 }, 'editor-hand-fab-en.png', async (page) => {
    await page.locator('#tab-hand').click();
    const more = page.getByRole('button', { name: 'Draw one more' });
    for (const drawn of [1, 2]) {
      await more.click();
      await page.locator(`.sample-hand li[data-drawn="${drawn}"]`).waitFor();
    }
  });
}

/** Applies an action for seat 0 of a table. */
const act = (server: ServedApp, id: string, action: object) => callOverHttp(server, 'table.act', { id, seat: 0, action: { seat: 0, ...action } });

/** The table's current snapshot for seat 0. */
const tableOf = (server: ServedApp, id: string) => callOverHttp<TableSnapshot>(server, 'table.get', { id, seat: 0 });

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
  const handCards = async () => {
    const hand = (await tableOf(server, id)).view.zones.find((zone) => zone.key === 'hand#0')!.cards;
    const summaries = await callOverHttp<CardSummary[]>(server, 'cards.many', { game: shot.game, keys: hand.map((card) => card.key!) });
    return hand.map((card) => ({ id: card.id!, card: summaries.find((summary) => summary.key === card.key)! }));
  };
  if (shot.game === 'dm') {
    // Charge what is not a creature first, and summon a creature the untapped mana pays (DM 112.2a; a multicoloured
    // card enters tapped, 405.1): a game as a player plays it, five turns in.
    const civs: string[] = [];
    for (const turn of [1, 2, 3, 4, 5]) {
      await advanceTo('manaCharge', turn);
      const hand = await handCards();
      const charged = hand.find(({ card }) => !card.kinds.includes('creature')) ?? hand[0]!;
      const chargedCivs = (charged.card.stats.civs as string[] | undefined) ?? [];
      civs.push(...chargedCivs);
      await act(server, id, { type: 'game', action: 'charge', args: { card: charged.id } });
      await advanceTo('main', turn);
      const untapped = turn - (chargedCivs.length > 1 ? 1 : 0);
      const creature = (await handCards()).find(
        ({ card }) => card.kinds.includes('creature') && (card.cost ?? 99) <= untapped && ((card.stats.civs as string[] | undefined) ?? []).every((civ) => civs.includes(civ)),
      );
      if (creature) await act(server, id, { type: 'game', action: 'summon', args: { card: creature.id } });
    }
  } else {
    await advanceTo('action', 1);
    // An attack that costs something, paid by pitching the card of most pitch (FaB 1.14.3, 5.1.7).
    const hand = await handCards();
    const attack = hand.find(({ card }) => card.kinds.includes('action') && card.subtypes.includes('Attack') && (card.cost ?? 0) >= 1) ?? hand[0]!;
    const pitch = hand.filter((entry) => entry !== attack).sort((a, b) => Number(b.card.stats.pitch ?? 0) - Number(a.card.stats.pitch ?? 0))[0]!;
    await act(server, id, { type: 'game', action: 'play', args: { card: attack.id, pitch: [pitch.id] } });
  }
  const context = await browser.newContext({ locale: shot.locale, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${server.url}#/table/${encodeURIComponent(id)}`);
  await page.locator('.table-view [data-zone-key="hand#0"] [data-card]').first().waitFor();
  await page.evaluate('document.fonts.ready');
  await page.waitForTimeout(500);
  const file = shot.file.replace('editor-', 'table-');
  await page.screenshot({ path: join(OUT, file) });
  process.stdout.write(`${join('docs', 'screenshots', file)}\n`);
  if (shot.game === 'dm') {
    // The big zoom (Z) of a card in hand, a twinpact where the hand holds one: every fact the data has, large.
    const hand = await handCards();
    const shown = hand.find(({ card }) => card.kinds.includes('twinpact')) ?? hand[0]!;
    await page.locator(`.table-view [data-zone-key="hand#0"] [data-card="${shown.id}"]`).hover();
    await page.keyboard.press('z');
    await page.locator('.zoom.big .frame').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(OUT, 'table-dm-zoom-ja.png') });
    process.stdout.write(`${join('docs', 'screenshots', 'table-dm-zoom-ja.png')}\n`);
  }
  await context.close();
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

/** The first run on the fresh database (no game chosen yet): the question, in Japanese and in English. */
async function shootFirstRun(browser: Browser, server: ServedApp): Promise<void> {
  for (const [locale, file] of [['ja-JP', 'first-run-ja.png'], ['en-US', 'first-run-en.png']] as const) {
    await shootPage(browser, server, locale, '', file, '.first-run .choice');
  }
}

/**
 * Where a FaB player lands while the bundled facts have no texts: the offer of "Get card texts and images", in
 * English (the run itself is tested against a local server: renderer/components/TextsAndImagesOffer.test.ts).
 */
async function shootTextsOffer(browser: Browser, server: ServedApp): Promise<void> {
  await callOverHttp(server, 'settings.update', { gameId: 'fab' });
  await shootPage(browser, server, 'en-US', '#/cards', 'texts-offer-fab-en.png', 'section.offer button.primary');
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

/** The page at `hash` in `locale` at 1280×800, saved as docs/screenshots/`file`. */
async function shootPage(browser: Browser, server: ServedApp, locale: string, hash: string, file: string, ready: string): Promise<void> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${server.url}${hash}`);
  await page.locator(ready).first().waitFor();
  await page.evaluate('document.fonts.ready');
  await page.screenshot({ path: join(OUT, file) });
  await context.close();
  process.stdout.write(`${join('docs', 'screenshots', file)}\n`);
}

/**
 * Each game's default format in Settings, in Japanese and English; and FaB records: the Sweden list's best of three
 * against a named rival with both Snatch (red) sided out for game 2 (the match in Japanese), and a mirror match of it
 * (the deck's record in English).
 */
async function shootFormatsAndRecords(browser: Browser, server: ServedApp): Promise<void> {
  await callOverHttp(server, 'settings.update', { gameId: 'fab' });
  await shootPage(browser, server, 'ja-JP', '#/settings', 'settings-formats-ja.png', '.formats select:not([disabled])');
  await shootPage(browser, server, 'en-US', '#/settings', 'settings-formats-en.png', '.formats select:not([disabled])');
  const read = await callOverHttp<{ decks: ReadDeck[] }>(server, 'decks.read', { game: 'fab', text: FIXTURES.text('fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt') });
  const keys = (sections: Record<string, { key: string; count: number }[]>) => Object.fromEntries(Object.entries(sections).map(([id, lines]) => [id, lines.map(({ key, count }) => ({ key, count }))]));
  const deck = await callOverHttp<DeckDetail>(server, 'library.create', { game: 'fab', name: 'Cindra (Sweden 2025)', sections: keys(read.decks[0]!.sections), reason: 'import' });
  const play = async (match: MatchInfo, winner: number) => {
    const decision = match.state.kind === 'firstPlayer' ? match.state.decision : null;
    await callOverHttp(server, 'match.choose', decision?.kind === 'choose' ? { id: match.id, seat: decision.chooser, goFirst: true } : { id: match.id });
    return callOverHttp<MatchInfo>(server, 'match.endGame', { id: match.id, ending: 'entered', winner });
  };
  const ready = async (match: MatchInfo) => {
    let next = match;
    for (const [seat, entry] of match.seats.entries()) if (entry.deckId) next = await callOverHttp<MatchInfo>(server, 'match.ready', { id: match.id, seat });
    return next;
  };
  let rival = await play(await callOverHttp<MatchInfo>(server, 'match.start', { game: 'fab', decks: [deck.id], opponent: 'Rival', bestOf: 3 }), 0);
  // Game 2: one piece per equipment zone (FaB 4.1.4a) and both Snatch (red) left in the inventory.
  const registered = rival.seats[0]!.registered!;
  const spare = new Set(registered.arena!.filter((line) => ['Mask of the Pouncing Lynx', 'Tide Flippers', 'Claw of Vynserakai'].includes(line.name)).map((line) => line.key));
  const sided = keys(registered);
  sided.arena = sided.arena!.filter((line) => !spare.has(line.key));
  sided.deck = sided.deck!.filter((line) => !registered.deck!.some((each) => each.key === line.key && each.name === 'Snatch (red)'));
  await callOverHttp(server, 'match.side', { id: rival.id, seat: 0, sections: sided });
  rival = await play(await ready(rival), 0);
  let mirror = await callOverHttp<MatchInfo>(server, 'match.start', { game: 'fab', decks: [deck.id, deck.id], bestOf: 3 });
  for (const winner of [0, 1, 1]) mirror = await play(mirror.state.kind === 'sideboarding' ? await ready(mirror) : mirror, winner);
  await shootPage(browser, server, 'ja-JP', `#/matches/${encodeURIComponent(rival.id)}`, 'match-sided-fab-ja.png', '.match-view');
  await shootPage(browser, server, 'en-US', '#/matches', 'match-record-fab-en.png', 'tr[data-row="mirror"]');
}

/**
 * A list newer than the card data (NET-078, 13 lines it does not know): the import dialog and the table with the
 * resulting cards, in Japanese the lines kept as unknown cards, in English made custom cards.
 */
async function shootUnknownLines(browser: Browser, server: ServedApp): Promise<void> {
  await callOverHttp(server, 'settings.update', { gameId: 'dm' });
  for (const [lang, locale] of [['ja', 'ja-JP'], ['en', 'en-US']] as const) {
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.locator('.game-choice').first().waitFor();
    await importNet078(page, IMPORT_WORDS[lang]);
    const shots = lang === 'ja' ? ['import-unknown-lines-ja.png', 'table-unknown-cards-ja.png'] : ['import-unknown-lines-en.png', 'table-custom-cards-en.png'];
    if (lang === 'ja') await page.screenshot({ path: join(OUT, shots[0]!) });
    await page.getByRole('button', { name: lang === 'ja' ? 'すべて不明なカードとして残す' : 'Make custom cards of all' }).click();
    if (lang === 'en') {
      await page.locator('.unresolved li select option:checked', { hasText: '(your card)' }).first().waitFor({ state: 'attached' });
      await page.screenshot({ path: join(OUT, shots[0]!) });
    }
    await page.getByRole('button', { name: lang === 'ja' ? 'デッキを読み込む' : 'Import the deck' }).click();
    await page.locator('.editor-bar').waitFor();
    await page.locator('.deck-section[data-section="main"] .deck-row', { hasText: FIRST_UNKNOWN }).waitFor();
    const named = [FIRST_UNKNOWN, '流星の逆転撃'];
    const custom = async (name: string) => (await callOverHttp<{ cards: CardSummary[] }>(server, 'cards.search', { game: 'dm', query: `"${name}"` })).cards.filter((card) => card.key.startsWith('custom:'));
    const keys = lang === 'ja' ? named.map((name) => `unknown:${name}`) : (await Promise.all(named.map(custom))).flat().map((card) => card.key);
    await tableWithCards(page, server, keys, FIRST_UNKNOWN);
    await page.evaluate('document.fonts.ready');
    await page.screenshot({ path: join(OUT, shots[1]!) });
    await context.close();
    for (const file of shots) process.stdout.write(`${join('docs', 'screenshots', file)}\n`);
  }
}

/**
 * A list that cannot be read (the Sweden list with a format FaBrary does not write and a line of no copies): the
 * import dialog tells its problems, in Japanese and in English.
 */
async function shootUnreadable(browser: Browser, server: ServedApp): Promise<void> {
  await callOverHttp(server, 'settings.update', { gameId: 'fab' });
  const sweden = FIXTURES.text('fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt');
  const broken = sweden.replace('Format: Classic Constructed', 'Format: Pauper').replace('3x Blaze Headlong (red)', '0x Blaze Headlong (red)');
  for (const [lang, locale] of [['ja', 'ja-JP'], ['en', 'en-US']] as const) {
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.locator('.game-choice').first().waitFor();
    await page.locator('.game-choice[data-game="fab"]').click();
    await page.getByRole('link', { name: IMPORT_WORDS[lang].decks }).click();
    await page.getByRole('button', { name: IMPORT_WORDS[lang].import, exact: true }).click();
    await page.locator('textarea.decklist').fill(broken);
    await page.locator('.source-actions button.primary').click();
    await page.locator('.banner.error li').nth(1).waitFor();
    await page.evaluate('document.fonts.ready');
    const file = `import-unreadable-${lang}.png`;
    await page.screenshot({ path: join(OUT, file) });
    await context.close();
    process.stdout.write(`${join('docs', 'screenshots', file)}\n`);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'deck-dojo-screenshots-'));
const dbPath = join(dir, 'screenshots.db');
openAppDatabase({ path: dbPath }).close();
mkdirSync(OUT, { recursive: true });
const server = await serveApp(dbPath);
const browser = await launchChromium();
try {
  // Before any shot chooses a game.
  await shootFirstRun(browser, server);
  await shootTextsOffer(browser, server);
  const decks: Partial<Record<GameId, string>> = {};
  for (const shot of SHOTS) decks[shot.game] = await shoot(browser, server, shot);
  await shootEditorRoom(browser, server, decks);
  await shootDecision(browser, server, dbPath);
  await shootMatch(browser, server);
  await shootFormatsAndRecords(browser, server);
  await shootUnknownLines(browser, server);
  await shootUnreadable(browser, server);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
