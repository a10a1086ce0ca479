/**
 * The deck editor in Chromium, per game: build a legal deck from the shipped cards by searching and adding, see a
 * violation come and go with its rule, undo, find the deck again after a reload; import real decklists (the FaB
 * championship list, a DM product with 超次元), export one and read it back.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PACKS_DIR } from '../../db/bundled-packs';
import type { GameId } from '../../engine/games/id';
import { dataPath } from '../helpers/importers';
import { SCREENSHOT_DIR, useApp } from './environment';

const { openApp } = useApp();

interface Wanted {
  name: string;
  count: number;
  /** A filter added to the search (FaB pitch). */
  filter?: string;
}

/** Names compare without spaces: product lists write twinpacts `A / B`, the card data `A/B`. */
const squeeze = (name: string) => name.replace(/\s+/g, '');

/** A sample deck of the bundled packs: each card's name and copies, for the sections given. */
function sampleDeck(game: 'acg' | 'pmv' | 'nova', sections: string[]): Wanted[] {
  type Card = { key: string; name: string; keywords?: string[] };
  const pack = JSON.parse(readFileSync(join(PACKS_DIR, `sample-${game}.json`), 'utf8')) as { cards: Card[] };
  const deck = JSON.parse(readFileSync(join(PACKS_DIR, `sample-${game}.deck.json`), 'utf8')) as { sections: Record<string, { key: string; count: number }[]> };
  const byKey = new Map(pack.cards.map((card) => [card.key, card]));
  // Two cards of one name (PMV 星詠 ミコト with and without デッキ１枚制限) are told apart by a keyword.
  const filterFor = (card: Card): string => {
    const twin = pack.cards.find((other) => other.name === card.name && other.key !== card.key);
    if (!twin) return '';
    const own = (card.keywords ?? []).find((keyword) => !(twin.keywords ?? []).includes(keyword));
    if (own) return ` kw:"${own}"`;
    return ` -kw:"${(twin.keywords ?? []).find((keyword) => !(card.keywords ?? []).includes(keyword))}"`;
  };
  return sections.flatMap((section) =>
    deck.sections[section]!.map(({ key, count }) => {
      const card = byKey.get(key)!;
      return { name: card.name, count, filter: filterFor(card) };
    }),
  );
}

/** The Taiwan CS 2026-06-28 winner (NET-082), a 40-card Duel Masters deck. */
function tournamentDeck(): Wanted[] {
  const file = JSON.parse(readFileSync(dataPath('dm/decks/prebuilt_and_tournament_decks_ja.json'), 'utf8')) as { decks: { code: string; cards: { name: string; count: number }[] }[] };
  return file.decks.find((deck) => deck.code === 'NET-082')!.cards.map(({ name, count }) => ({ name, count }));
}

const SWEDEN = dataPath('fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt');
const PITCH: Record<string, number> = { red: 1, yellow: 2, blue: 3 };

/** The Sweden National Championship 2025 Classic Constructed list: hero, arena and deck cards, pitch by pitch. */
function championshipDeck(): Wanted[] {
  const lines = readFileSync(SWEDEN, 'utf8').split('\n');
  const hero = lines.find((line) => line.startsWith('Hero: '))!.slice('Hero: '.length).trim();
  const cards = lines.flatMap((line) => {
    const match = line.match(/^(\d+)x (.+?)(?: \((red|yellow|blue)\))?$/);
    return match ? [{ name: match[2]!, count: Number(match[1]), filter: match[3] ? ` pitch:${PITCH[match[3]]}` : '' }] : [];
  });
  return [{ name: hero, count: 1 }, ...cards];
}

async function openNewDeck(page: Page, game: GameId): Promise<string> {
  await page.locator(`.game-choice[data-game="${game}"]`).click();
  await page.getByRole('link', { name: /^(Decks|デッキ)$/ }).click();
  await page.locator('.library-bar').waitFor();
  await page.getByRole('button', { name: /^(New deck|新しいデッキ)$/ }).click();
  await page.locator('.editor-bar').waitFor();
  return page.url().split('#/decks/')[1]!;
}

/** Searches the editor's browser for a card by name: its row among the results. */
async function browserRow(page: Page, name: string, filter = '') {
  const query = `name:"${name}"${filter}`;
  await page.locator('.browser input[type="search"]').fill(query);
  const status = page.locator('.browser [role="status"]');
  await expect.poll(() => status.getAttribute('data-query')).toBe(query);
  // A row shows the name in the interface language, and the other language's beside it.
  const names = await page.locator('.browser .row').evaluateAll((rows) => rows.map((row) => [row.querySelector('.name')?.textContent ?? '', row.querySelector('.other')?.textContent ?? '']));
  const index = names.findIndex((shown) => shown.some((each) => squeeze(each) === squeeze(name)));
  expect(index, `${name} among ${names.flat().join(', ')}`).toBeGreaterThanOrEqual(0);
  return page.locator(`.browser .row[data-index="${index}"]`);
}

/** Searches the editor's browser for a card by name and adds it `count` times with Enter. */
async function add(page: Page, { name, count, filter = '' }: Wanted): Promise<void> {
  await (await browserRow(page, name, filter)).click();
  for (let i = 0; i < count; i++) await page.keyboard.press('Enter');
}

const sectionCount = (page: Page, section: string) => page.locator(`.deck-section[data-section="${section}"] .count .copies`).textContent();

async function waitLegal(page: Page, legal: boolean): Promise<void> {
  await page.locator(`.verdict-chip[data-legal="${legal}"]`).waitFor();
}

async function waitSaved(page: Page): Promise<void> {
  await page.locator('.save-state.saved').waitFor({ timeout: 10_000 });
}

describe('the deck editor in Chromium', () => {
  const games: [GameId, string, () => Wanted[], Record<string, string>][] = [
    ['acg', 'ja-JP', () => sampleDeck('acg', ['basic', 'territory']), { basic: '50', territory: '10' }],
    ['pmv', 'en-US', () => sampleDeck('pmv', ['main']), { main: '50' }],
    ['nova', 'ja-JP', () => sampleDeck('nova', ['main', 'character']), { main: '42', character: '6' }],
    ['dm', 'ja-JP', tournamentDeck, { main: '40' }],
    ['fab', 'en-US', championshipDeck, { hero: '1', arena: '9', deck: '71' }],
  ];

  it.each(games)('%s: builds a legal deck from the shipped cards by searching and adding (%s)', async (game, locale, wanted, counts) => {
    const { page } = await openApp(locale);
    const deckId = await openNewDeck(page, game);
    for (const card of wanted()) await add(page, card);
    for (const [section, count] of Object.entries(counts)) await expect.poll(() => sectionCount(page, section)).toBe(count);
    await waitLegal(page, true);
    await waitSaved(page);
    if (game === 'dm' || game === 'fab') await page.screenshot({ path: join(SCREENSHOT_DIR, `editor-${game}-${locale.slice(0, 2)}.png`) });

    // Reload: the deck is in the library, and opens as it was saved.
    await page.reload();
    await page.getByRole('link', { name: /^(Decks|デッキ)$/ }).click();
    await page.locator(`tr[data-deck="${deckId}"] .verdict.legal`).waitFor();
    await page.locator(`tr[data-deck="${deckId}"] a`).click();
    for (const [section, count] of Object.entries(counts)) await expect.poll(() => sectionCount(page, section)).toBe(count);
  });

  it('shows a violation with its rule as it happens, marks its cards, and undoes it (DM 100.2a)', async () => {
    const { page } = await openApp('en-US');
    await openNewDeck(page, 'dm');
    for (const card of tournamentDeck()) await add(page, card);
    await waitLegal(page, true);
    const row = page.locator('.deck-section[data-section="main"] .deck-row', { hasText: 'アーテル・ゴルギーニ' });
    await row.getByRole('button', { name: /One more/ }).click();
    await waitLegal(page, false);
    const violations = page.locator('.violation');
    await expect.poll(() => violations.locator('.rule').allTextContents()).toEqual(['DM 100.2', 'DM 100.2a']);
    expect(await violations.nth(1).locator('.message').textContent()).toBe('5 copies of アーテル・ゴルギーニ; at most 4 across the deck.');
    await violations.nth(1).click();
    await expect.poll(() => row.getAttribute('class')).toContain('flagged');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'editor-dm-violation-en.png') });

    // Ctrl+Z from the deck (not from a text box) undoes the edit; the violations go with it.
    await row.locator('.row-main').focus();
    await page.keyboard.press('Control+Z');
    await waitLegal(page, true);
    expect(await violations.count()).toBe(0);
    await page.keyboard.press('Control+Shift+Z');
    await waitLegal(page, false);
    // The row's own keys: − takes the copy out again.
    await row.locator('.row-main').focus();
    await page.keyboard.press('-');
    await waitLegal(page, true);
  });

  it('imports the FaB championship list (legal in CC) and a DM product with 超次元, exports one and reads it back', async () => {
    const { page } = await openApp('en-US');
    await page.locator('.game-choice[data-game="fab"]').click();
    await page.getByRole('link', { name: 'Decks' }).click();
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByLabel('Decklist text').fill(readFileSync(SWEDEN, 'utf8'));
    await page.getByRole('button', { name: 'Read', exact: true }).click();
    await page.getByText('Read as FaBrary: 1 deck.').waitFor();
    await page.getByRole('button', { name: 'Import the deck' }).click();
    await page.locator('.editor-bar').waitFor();
    expect(await page.locator('.deck-name').inputValue()).toBe('Sweden National Championship 2025 1st 🇸🇪');
    await waitLegal(page, true);
    expect(await sectionCount(page, 'deck')).toBe('71');

    // A DM product from the file of 20 lists: choose DMD-19; its 12 超次元 lines are 6 double-faced cards.
    await page.locator('.game-choice[data-game="dm"]').click();
    await page.getByRole('link', { name: 'Decks' }).click();
    await page.getByRole('button', { name: 'Import' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open a file…' }).click();
    await (await chooser).setFiles(dataPath('dm/decks/prebuilt_and_tournament_decks_ja.json'));
    await page.getByText('Read as DM product list: 20 decks.').waitFor();
    const choice = page.locator('.report select').first();
    const options = await choice.locator('option').allTextContents();
    await choice.selectOption({ index: options.findIndex((option) => option.startsWith('DMD-19 ')) });
    await page.getByRole('button', { name: 'Import the deck' }).click();
    await page.locator('.editor-bar').waitFor();
    await expect.poll(() => sectionCount(page, 'hyperspace')).toBe('6');
    expect(await sectionCount(page, 'main')).toBe('40');
    await waitLegal(page, true);

    // Export as Deck Dojo text, then import that text as a new deck: the same sections come back.
    await page.getByRole('button', { name: 'Export' }).click();
    const preview = page.getByLabel('The exported text');
    await expect.poll(() => preview.inputValue()).toContain('[hyperspace]');
    const text = await preview.inputValue();
    // Imported without a format of its own, the deck has DM's default (Settings): 殿堂レギュレーション.
    expect(text.split('\n').slice(0, 3)).toEqual(['game: dm', 'format: standard', 'name: DMD-19 滅びの龍刃 ディアボロス']);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'editor-export-en.png') });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Deck library/ }).click();
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByLabel('Decklist text').fill(text);
    await page.getByRole('button', { name: 'Read', exact: true }).click();
    await page.getByRole('button', { name: 'Import the deck' }).click();
    await page.locator('.editor-bar').waitFor();
    await expect.poll(() => sectionCount(page, 'hyperspace')).toBe('6');
    expect(await sectionCount(page, 'main')).toBe('40');
    expect(await page.locator('.deck-name').inputValue()).toBe('DMD-19 滅びの龍刃 ディアボロス');
  });

  it('adds by drag and drop, moves cards between sections by drag and by [ and ], groups by civilization and sorts', async () => {
    const { page } = await openApp('ja-JP');
    await openNewDeck(page, 'dm');
    // Dropped on the 超次元 zone, a psychic creature lands there; dropped on the main deck, a creature lands there.
    await (await browserRow(page, '時空の火焔ボルシャック・ドラゴン')).dragTo(page.locator('.deck-section[data-section="hyperspace"]'));
    await expect.poll(() => sectionCount(page, 'hyperspace')).toBe('1');
    await (await browserRow(page, 'ボルシャック・ドラゴン')).dragTo(page.locator('.deck-section[data-section="main"]'));
    await (await browserRow(page, 'アクア・ハルカス')).dragTo(page.locator('.deck-section[data-section="main"]'));
    await (await browserRow(page, 'デーモン・ハンド')).dblclick();
    await expect.poll(() => sectionCount(page, 'main')).toBe('3');

    // The card picked last shows in full: a deck row's, then the browser's again.
    const detailTitle = page.locator('.browser > .detail h2');
    await page.locator('.deck-section[data-section="main"] .deck-row', { hasText: 'アクア・ハルカス' }).locator('.row-main').click();
    await expect.poll(() => detailTitle.textContent()).toContain('アクア・ハルカス');
    await page.locator('.browser .row[data-index="0"]').click();
    await expect.poll(() => detailTitle.textContent()).toContain('デーモン・ハンド');

    // A deck row dragged onto another section moves there; ] and [ move the focused row to the next or previous one.
    const main = page.locator('.deck-section[data-section="main"]');
    const hyperspace = page.locator('.deck-section[data-section="hyperspace"]');
    await main.locator('.deck-row', { hasText: 'アクア・ハルカス' }).dragTo(hyperspace);
    await expect.poll(() => sectionCount(page, 'hyperspace')).toBe('2');
    await hyperspace.locator('.deck-row', { hasText: 'アクア・ハルカス' }).locator('.row-main').focus();
    await page.keyboard.press('[');
    await expect.poll(() => sectionCount(page, 'main')).toBe('3');
    const moved = main.locator('.deck-row', { hasText: 'アクア・ハルカス' });
    await moved.locator('.row-main').focus();
    await page.keyboard.press('+');
    await page.keyboard.press('=');
    await expect.poll(() => moved.locator('.row-count').textContent()).toBe('3');
    await page.keyboard.press(']');
    await expect.poll(() => sectionCount(page, 'hyperspace')).toBe('4');
    await hyperspace.locator('.deck-row', { hasText: 'アクア・ハルカス' }).locator('.row-main').focus();
    await page.keyboard.press('Delete');
    await expect.poll(() => sectionCount(page, 'hyperspace')).toBe('1');

    // Grouped by civilization in the game's order; ordered by name within the deck.
    await page.getByRole('radio', { name: '文明' }).click();
    expect(await main.locator('.group-label').evaluateAll((labels) => labels.map((label) => label.firstChild?.textContent?.trim()))).toEqual(['闇', '火']);
    await page.getByRole('radio', { name: 'なし' }).click();
    await page.getByLabel('デッキの並び順').selectOption('name');
    expect(await main.locator('.deck-row .name').allTextContents()).toEqual(['デーモン・ハンド', 'ボルシャック・ドラゴン']);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'editor-dm-sections-ja.png') });

    // Every one of these keys is in the shortcut help.
    await page.keyboard.press('F1');
    const help = page.locator('.shortcut-help [data-scope="editor"]');
    for (const label of ['カードを次の区分へ移す', 'カードを前の区分へ移す', 'カードを1枚増やす', 'カードをデッキから外す', '選んだカードをデッキに入れる']) {
      await expect.poll(() => help.getByRole('rowheader', { name: label }).count()).toBe(1);
    }
  });

  it('runs the library and deck-row commands from the keyboard and from context menus', async () => {
    const { page } = await openApp('en-US');
    const deckId = await openNewDeck(page, 'dm');
    await add(page, { name: 'ボルシャック・ドラゴン', count: 2 });
    const main = page.locator('.deck-section[data-section="main"]');
    // The row's menu shows each command with its key; choosing one acts on that row.
    await main.locator('.deck-row').first().click({ button: 'right' });
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.getByRole('menuitem').allTextContents()).toEqual([
      'One more copy of the card +',
      'One fewer copy of the card -',
      'Move the card to the previous section [',
      'Move the card to the next section ]',
      'Take the card out of the deck Del',
    ]);
    await menu.getByRole('menuitem', { name: /One fewer copy/ }).click();
    await expect.poll(() => sectionCount(page, 'main')).toBe('1');
    await waitSaved(page);

    // The library: Ctrl+N makes a deck; on a focused deck, F2 renames, Ctrl+D duplicates, Delete asks first.
    await page.keyboard.press('Control+2');
    await page.locator(`tr[data-deck="${deckId}"]`).waitFor();
    await page.locator(`tr[data-deck="${deckId}"] .deck-name a`).focus();
    await page.keyboard.press('F2');
    const renameBox = page.getByRole('textbox', { name: 'Rename' });
    await renameBox.fill('Bolshack test');
    await renameBox.press('Enter');
    await expect.poll(() => page.locator(`tr[data-deck="${deckId}"] .deck-name`).textContent()).toBe('Bolshack test');
    await page.locator(`tr[data-deck="${deckId}"] .deck-name a`).focus();
    await page.keyboard.press('Control+D');
    await page.getByRole('link', { name: 'Bolshack test (copy)' }).waitFor();
    await page.getByRole('link', { name: 'Bolshack test (copy)' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: /Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Bolshack test (copy)' }).count()).toBe(0);
    await page.locator(`tr[data-deck="${deckId}"] .deck-name a`).focus();
    await page.keyboard.press('Enter');
    await page.locator('.editor-bar').waitFor();
    expect(await page.locator('.deck-name').inputValue()).toBe('Bolshack test');
    await page.keyboard.press('Control+2');
    await page.locator('.library-bar').waitFor();
    await page.keyboard.press('Control+N');
    await page.locator('.editor-bar').waitFor();
    expect(page.url()).not.toContain(deckId);
  });

  it('filters the browser with controls that write into the query, and reads back what was typed', async () => {
    const { page } = await openApp('ja-JP');
    await openNewDeck(page, 'dm');
    const box = page.locator('.browser input[type="search"]');
    const status = page.locator('.browser [role="status"]');
    await box.fill('ドラゴン');
    await page.getByRole('button', { name: '火', exact: true }).click();
    await page.getByRole('button', { name: '自然', exact: true }).click();
    await page.getByRole('button', { name: '5', exact: true }).click();
    await page.getByLabel('種類', { exact: true }).selectOption('creature');
    const query = 'ドラゴン (civ:火 OR civ:自然) cost=5 kind:creature';
    await expect.poll(() => box.inputValue()).toBe(query);
    await expect.poll(() => status.getAttribute('data-query')).toBe(query);
    const shown = Number((await status.textContent())!.replace(/\D/g, ''));
    const counted = await page.evaluate(async (q) => {
      const response = await fetch('/api/invoke', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ method: 'cards.search', params: { game: 'dm', query: q, limit: 1 } }) });
      return ((await response.json()) as { result: { total: number } }).result.total;
    }, query);
    expect(shown).toBe(counted);
    expect(counted).toBeGreaterThan(0);
    // Pressed again, a chip takes its term out; a typed term lights its chip.
    await page.getByRole('button', { name: '火', exact: true }).click();
    await expect.poll(() => box.inputValue()).toBe('ドラゴン cost=5 kind:creature civ:自然');
    await box.fill('civ:闇 cost>=10');
    await expect.poll(() => page.getByRole('button', { name: '闇', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: '10+', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: '火', exact: true }).getAttribute('aria-pressed')).toBe('false');
  });
});
