/**
 * The playtest window in Chromium against the real web bridge, per game: a goldfish table opened from a deck of
 * shipped cards through the Playtest screen, its automatic setup, a turn's automatic steps, a card dragged between
 * zones, undo to an earlier log entry, and a reload that resumes it. Then two players: seat 1's window never receives
 * seat 2's hand, neither in the page nor in any answer of the backend.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CardSummary, MethodName, TableSnapshot } from '../../api/contract';
import { callOverHttp } from '../helpers/http';
import { dmProductDeck, shippedDeck, type Call } from '../helpers/library-decks';
import { SCREENSHOT_DIR, settled, useApp, type ServedApp } from './environment';

const { openApp } = useApp();

function caller(server: ServedApp): Call {
  return ((method: MethodName, params: object) => callOverHttp(server, method, params)) as Call;
}

/** The count a zone shows in its header. */
async function count(page: Page, key: string): Promise<number> {
  return Number(await page.locator(`[data-zone-key="${key}"] > header .count`).textContent());
}

/** Waits until the zone shows `expected` cards. */
async function waitCount(page: Page, key: string, expected: number): Promise<void> {
  await expect.poll(() => count(page, key), { timeout: 5000 }).toBe(expected);
}

async function openGoldfish(page: Page, server: ServedApp, deckId: string, choose: boolean): Promise<void> {
  await page.goto(`${server.url}#/playtest/${deckId}`);
  await page.locator('form.new-table button[type=submit]:not([disabled])').click();
  // FaB chooses the game's deck and equipment first (CR 4.1.4–4.1.6): the offered choice as it is.
  if (choose) await page.locator('.pool-pick .actions button.primary:not([disabled])').click();
  await page.waitForURL(/#\/table\//);
  await page.locator('.table-view [data-zone-key="hand#0"]').waitFor();
}

/** Clicks Next step until the turn bar shows `step` of turn `turn`. */
async function advanceTo(page: Page, turn: number, step: string): Promise<void> {
  for (let clicks = 0; clicks < 30; clicks++) {
    const lit = page.locator('.table-view .turn-bar .steps [aria-current="step"]');
    const current = (await lit.count()) === 1 ? await lit.getAttribute('data-step') : null;
    const number = await page.locator('.table-view .turn-bar .turn').getAttribute('data-turn');
    if (current === step && number === String(turn)) return;
    const before = await page.locator('.table-view .log li').count();
    await page.locator('.table-view button.next').click();
    await expect.poll(() => page.locator('.table-view .log li').count(), { timeout: 5000 }).toBeGreaterThan(before);
  }
  await page.screenshot({ path: `${SCREENSHOT_DIR}/playtest-stuck.png` });
  const current = await page.locator('.table-view .turn-bar .steps [aria-current="step"]').getAttribute('data-step').catch(() => null);
  throw new Error(`turn ${turn} ${step} not reached: at ${await page.locator('.table-view .turn-bar .turn').getAttribute('data-turn')} ${current}`);
}

/**
 * What each game's goldfish setup shows once the player has answered its decisions in the panel (`answers`, the
 * buttons clicked in order: ACG 104.6 two cards to the bottom, NOVA 007.6.1.2 keeping the hand), and the step of turn 2
 * whose automatic work draws.
 */
const GAMES: { game: 'acg' | 'pmv' | 'nova' | 'dm' | 'fab'; locale: string; answers: string[]; setup: Record<string, number>; life: number | null; drawStep: string; handAfterDraw: number }[] = [
  { game: 'dm', locale: 'ja', answers: [], setup: { 'hand#0': 5, 'shields#0': 5, 'deck#0': 30, 'gr#0': 12 }, life: null, drawStep: 'draw', handAfterDraw: 6 },
  { game: 'fab', locale: 'en', answers: [], setup: { 'hand#0': 4, 'hero#0': 1, 'head#0': 1, 'chest#0': 1, 'arms#0': 1, 'legs#0': 1, 'weapon1#0': 1 }, life: 40, drawStep: 'action', handAfterDraw: 4 },
  { game: 'acg', locale: 'ja', answers: ['putOnBottom', 'putOnBottom'], setup: { 'hand#0': 5, 'territoryDeck#0': 10 }, life: 20, drawStep: 'replenish', handAfterDraw: 6 },
  { game: 'pmv', locale: 'ja', answers: [], setup: { 'hand#0': 7 }, life: 25, drawStep: 'draw', handAfterDraw: 8 },
  { game: 'nova', locale: 'ja', answers: ['keepHand'], setup: { 'hand#0': 7 }, life: 2000, drawStep: 'draw', handAfterDraw: 8 },
];

describe('a goldfish table', () => {
  it.each(GAMES)('$game: opens from a deck with its setup done, runs a turn, moves a card, undoes, resumes after a reload', async ({ game, locale, answers, setup, life, drawStep, handAfterDraw }) => {
    const { page, server } = await openApp(locale);
    const deck = await shippedDeck(caller(server), game);
    await openGoldfish(page, server, deck.id, game === 'fab');
    // Each answer takes a card off the panel's offers, or closes the panel.
    for (const answer of answers) {
      const buttons = page.locator('.decision-panel [data-answer]');
      const offered = await buttons.count();
      await page.locator(`.decision-panel [data-answer="${answer}"] >> nth=0`).click();
      await expect.poll(() => buttons.count(), { timeout: 5000 }).toBeLessThan(offered);
    }
    await page.locator('.decision-panel').waitFor({ state: 'detached' });
    for (const [zone, expected] of Object.entries(setup)) expect(await count(page, zone), zone).toBe(expected);
    if (life !== null) await page.locator(`.seat-panel[data-seat="0"] .life output`).filter({ hasText: String(life) }).waitFor();

    // Turn 2's draw (FaB: the draw up to intellect at the end of turn 1, seen at turn 2's action phase).
    await advanceTo(page, 2, drawStep);
    await waitCount(page, 'hand#0', handAfterDraw);
    if (game === 'acg') expect(await count(page, 'realm#0')).toBe(2);

    // A card of the hand dragged onto the graveyard.
    const graveyard = { dm: 'graveyard#0', fab: 'graveyard#0', acg: 'graveyard#0', pmv: 'underworld#0', nova: 'graveyard#0' }[game];
    const entries = await page.locator('.table-view .log li').count();
    await page.dragAndDrop(`[data-zone-key="hand#0"] [data-card] >> nth=0`, `[data-zone-key="${graveyard}"]`);
    await waitCount(page, graveyard, 1);
    await waitCount(page, 'hand#0', handAfterDraw - 1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/playtest-${game}.png` });

    // Undo to the entry before the drag (the log's last entry then): the card is back in the hand.
    await page.locator(`.table-view .log li[data-index="${entries}"] button`).click();
    await waitCount(page, graveyard, 0);
    await waitCount(page, 'hand#0', handAfterDraw);

    // The table is stored after every action: a reload resumes it where it was.
    await page.reload();
    await page.locator('.table-view [data-zone-key="hand#0"]').waitFor();
    await waitCount(page, 'hand#0', handAfterDraw);
    expect(await count(page, graveyard)).toBe(0);
  });
});

describe('going second', () => {
  it('DM 103.5: a goldfish player lets the dummy go first, and draws on their first turn (the game’s turn 2)', async () => {
    const { page, server } = await openApp('ja');
    const deck = await shippedDeck(caller(server), 'dm');
    await page.goto(`${server.url}#/playtest/${deck.id}`);
    await page.getByRole('combobox', { name: '先攻' }).selectOption({ label: 'ダミー（あなたは後攻）' });
    expect(await page.getByRole('checkbox', { name: 'ダミーの相手' }).isChecked()).toBe(true);
    await page.locator('form.new-table button[type=submit]:not([disabled])').click();
    await page.waitForURL(/#\/table\//);
    await page.locator('.table-view [data-zone-key="hand#0"]').waitFor();
    expect(await page.locator('.table-view .turn-bar .turn').getAttribute('data-turn')).toBe('2');
    expect(await count(page, 'hand#0')).toBe(5);
    await advanceTo(page, 2, 'draw');
    await waitCount(page, 'hand#0', 6);
    // The dummy is there to attack: its five shields.
    expect(await count(page, 'shields#1')).toBe(5);
  });
});

/** What the table's layout gives away at the window's size: overflow, clipped cards and labels. */
async function layoutFacts(page: Page) {
  return page.locator('.table-view').evaluate((root) => {
    const box = (element: { getBoundingClientRect(): { top: number; bottom: number; height: number } }) => element.getBoundingClientRect();
    const bar = root.querySelector('.turn-bar')!;
    const steps = bar.querySelector('.steps')!;
    const felt = box(root.querySelector('.felt')!);
    const hand = [...root.querySelectorAll('[data-zone-key="hand#0"] .card')].map((card) => {
      const outer = box(card);
      const name = card.querySelector('.name');
      return { top: outer.top, bottom: outer.bottom, nameInside: name === null || box(name).bottom <= outer.bottom + 0.5 };
    });
    const style = root.ownerDocument.defaultView!.getComputedStyle;
    return {
      bar: { scrollWidth: bar.scrollWidth, clientWidth: bar.clientWidth },
      steps: { scrollWidth: steps.scrollWidth, clientWidth: steps.clientWidth },
      felt: { top: felt.top, bottom: felt.bottom },
      hand,
      dummyZones: [...root.querySelectorAll('.dummy-strip [data-zone-key]')].map((zone) => zone.getAttribute('data-zone-key')),
      otherHand: root.querySelector('[data-zone-key="hand#1"]') !== null,
      // Each label of a seat's counters on one line, whole.
      labels: [...root.querySelectorAll('.seat-panel dt')].map((label) => ({ text: label.textContent, lines: Math.round(box(label).height / parseFloat(style(label).lineHeight)), whole: label.scrollWidth <= label.clientWidth })),
    };
  });
}

describe('a roomy table at 1280×800', () => {
  it.each([
    { game: 'dm' as const, locale: 'ja', dummyZones: ['shields#1'] },
    { game: 'fab' as const, locale: 'ja', dummyZones: [] },
  ])('$game goldfish against a dummy: a slim strip for the dummy, the hand whole, the turn bar without a sideways scroll, labels on one line', async ({ game, locale, dummyZones }) => {
    const { page, server } = await openApp(locale);
    const deck = await shippedDeck(caller(server), game);
    await page.goto(`${server.url}#/playtest/${deck.id}`);
    await page.locator('form.new-table input[name="dummy"]').check();
    await page.locator('form.new-table button[type=submit]:not([disabled])').click();
    if (game === 'fab') await page.locator('.pool-pick .actions button.primary:not([disabled])').click();
    await page.waitForURL(/#\/table\//);
    await page.locator('.table-view [data-zone-key="hand#0"] .card .name').first().waitFor();
    const facts = await layoutFacts(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/table-roomy-${game}-${locale}.png` });
    // Neither the bar nor its list of steps scrolls sideways (FaB's long end-phase steps wrap).
    expect(facts.bar.scrollWidth).toBeLessThanOrEqual(facts.bar.clientWidth);
    expect(facts.steps.scrollWidth).toBeLessThanOrEqual(facts.steps.clientWidth);
    // The dummy: its life in its panel and only the zones that hold cards (DM its shields), none of its empty ones.
    expect(facts.dummyZones).toEqual(dummyZones);
    expect(facts.otherHand).toBe(false);
    expect(facts.hand.length).toBeGreaterThan(3);
    for (const card of facts.hand) {
      expect(card.top).toBeGreaterThanOrEqual(facts.felt.top);
      expect(card.bottom).toBeLessThanOrEqual(facts.felt.bottom);
      expect(card.nameInside).toBe(true);
    }
    for (const label of facts.labels) expect(label, label.text ?? '').toMatchObject({ lines: 1, whole: true });
    if (game === 'fab') {
      // FaB's resources are the labels (「アクションポイント」 whole on its line); each hand card that has a defense (7.3)
      // shows it, as the card data gives it.
      expect(facts.labels.map((label) => label.text)).toEqual(['アクションポイント', 'リソースポイント']);
      const id = decodeURIComponent(page.url().split('#/table/')[1]!);
      const snapshot = await callOverHttp<TableSnapshot>(server, 'table.get', { id, seat: 0 });
      const keys = snapshot.view.zones.find((zone) => zone.key === 'hand#0')!.cards.map((card) => card.key!);
      const cards = await callOverHttp<CardSummary[]>(server, 'cards.many', { game: 'fab', keys });
      const defenses = keys.map((key) => cards.find((card) => card.key === key)!.stats.defense ?? null).filter((defense) => defense !== null).map(String);
      expect(defenses.length).toBeGreaterThan(0);
      expect(await page.locator('.table-view [data-zone-key="hand#0"] .card .stat[data-stat="defense"]').allTextContents()).toEqual(defenses);
    }
  });
});

describe('two players', () => {
  it('DM: seat 1’s window never receives seat 2’s hand, in the page or in any answer', async () => {
    const { page, server } = await openApp('ja');
    const call = caller(server);
    const [first, second] = [await dmProductDeck(call, 'DMD-21'), await dmProductDeck(call, 'DMD-22')];
    const started = (await call('table.start' as never, { game: 'dm', decks: [first.id, second.id], layout: 'windows' } as never)) as unknown as TableSnapshot;
    const id = started.table.id;
    const answers: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/')) void response.text().then((text) => answers.push(text), () => {});
    });
    await page.goto(`${server.url}#/table/${id}/0`);
    await page.locator('.table-view [data-zone-key="hand#1"]').waitFor();
    // Seat 1 plays on: it draws, and seat 2 draws in its own window (here: straight through the API).
    await page.locator('.table-view button.next').click();
    await call('table.act' as never, { id, seat: 1, action: { type: 'draw', seat: 1, count: 2 } } as never);
    await waitCount(page, 'hand#1', 7);
    const secret = (await call('table.get' as never, { id, seat: 1 } as never)) as unknown as TableSnapshot;
    const hand = secret.view.zones.find((zone) => zone.key === 'hand#1')!.cards;
    const names = [...new Set(hand.map((card) => card.name!))];
    expect(names.length).toBeGreaterThan(2);
    const html = await page.content();
    for (const card of hand) {
      expect(html).not.toContain(card.name!);
      expect(html).not.toContain(`"${card.id}"`);
    }
    await settled(page);
    await expect.poll(() => answers.length).toBeGreaterThan(2);
    for (const answer of answers) for (const name of names) expect(answer).not.toContain(name);
  });
});
