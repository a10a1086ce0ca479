/**
 * One language at a time (issue 23, point 3): every screen walked in Japanese and in English, and every visible text
 * node checked for the other language. Data that is legitimately in another script (card names and texts, races and
 * traits as printed, deck and file names) carries a `lang` attribute of its own, which is also what screen readers and
 * fonts need; everything else must be the interface's language. In English no kana or kanji; in Japanese no word of
 * the English label vocabulary (the English interface texts and the games' English labels) that the Japanese texts do
 * not use themselves, and no lowercase raw value (`standard`, `text`, `draconic`).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MethodName } from '../../api/contract';
import { games } from '../../engine/games/registry';
import { en } from '../../renderer/i18n/en';
import { ja } from '../../renderer/i18n/ja';
import { callOverHttp } from '../helpers/http';
import { shippedDeck, type Call } from '../helpers/library-decks';
import { FIXTURES } from '../helpers/importers';
import { chooseGame, searchFor } from './card-browser';
import { SCREENSHOT_DIR, settled, useApp, type ServedApp } from './environment';

const { openApp } = useApp();

type Locale = 'ja' | 'en';

/** Every string of a value: the interface texts, and each `{ ja, en }` label the games declare, by language. */
function texts(value: unknown, language: Locale | null, into: Record<Locale, string[]>): void {
  if (typeof value === 'string') {
    if (language) into[language].push(value);
  } else if (Array.isArray(value)) {
    for (const each of value) texts(each, language, into);
  } else if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (typeof (value as { ja?: unknown }).ja === 'string' && typeof (value as { en?: unknown }).en === 'string') {
      into.ja.push((value as { ja: string }).ja);
      into.en.push((value as { en: string }).en);
    }
    for (const [key, inner] of entries) if (key !== 'ja' && key !== 'en') texts(inner, language, into);
  }
}

const LATIN_WORD = /[A-Za-z][A-Za-z’'-]*[A-Za-z]/g;
const words = (list: readonly string[]) => new Set(list.flatMap((text) => text.match(LATIN_WORD) ?? []).map((word) => word.toLowerCase()));

const declared: Record<Locale, string[]> = { ja: [], en: [] };
texts(en, 'en', declared);
texts(ja, 'ja', declared);
texts(games, null, declared);
/** The English label vocabulary, but for the Latin words the Japanese texts use themselves (FaB, CSV, OR, Deck Dojo). */
const JAPANESE_LATIN = words(declared.ja);
const ENGLISH_LABELS = new Set([...words(declared.en)].filter((word) => !JAPANESE_LATIN.has(word)));
const JAPANESE_SCRIPT = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/** What is wrong with a text shown in `locale`: the words of the other language in it. */
export function otherLanguage(text: string, locale: Locale): string[] {
  if (locale === 'en') return JAPANESE_SCRIPT.test(text) ? [text] : [];
  return (text.match(LATIN_WORD) ?? []).filter((word) => {
    const folded = word.toLowerCase();
    return ENGLISH_LABELS.has(folded) || (/^[a-z]{3,}$/.test(word) && !JAPANESE_LATIN.has(folded));
  });
}

/**
 * The visible text nodes of the page in the interface's language: not inside an element whose `lang` says it is
 * data in another language, nor in code (query syntax, keys), nor hidden.
 */
function visibleTexts(page: Page): Promise<string[]> {
  // The page's own code, as text: no DOM types here.
  return page.evaluate<string[]>(`(() => {
    const ui = document.documentElement.lang;
    const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      if (parent.closest('script, style, code, kbd, textarea')) continue;
      if ((parent.closest('[lang]')?.getAttribute('lang') ?? ui) !== ui) continue;
      if (parent.tagName !== 'OPTION' && !parent.checkVisibility({ visibilityProperty: true })) continue;
      found.push(text);
    }
    return found;
  })()`);
}

interface Finding {
  screen: string;
  text: string;
  words: string[];
}

async function check(page: Page, locale: Locale, screen: string, findings: Finding[]): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOT_DIR}/languages-${screen}-${locale}.png` });
  for (const text of new Set(await visibleTexts(page))) {
    const wrong = otherLanguage(text, locale);
    if (wrong.length > 0) findings.push({ screen, text, words: wrong });
  }
}

function caller(server: ServedApp): Call {
  return ((method: MethodName, params: object) => callOverHttp(server, method, params)) as Call;
}

async function openTable(page: Page, server: ServedApp, deckId: string, game: 'dm' | 'fab'): Promise<void> {
  await page.goto(`${server.url}#/playtest/${deckId}`);
  await page.locator('form.new-table button[type=submit]:not([disabled])').click();
  if (game === 'fab') await page.locator('.pool-pick .actions button.primary:not([disabled])').click();
  await page.waitForURL(/#\/table\//);
  await page.locator('.table-view [data-zone-key="hand#0"]').waitFor();
}

describe('one language at a time', () => {
  it('knows the vocabulary it checks against', () => {
    // The check can fail: each kind of mix the issue found is caught.
    expect(otherLanguage('Civilization 火', 'en')).toEqual(['Civilization 火']);
    expect(otherLanguage('フォーマット standard', 'ja')).toEqual(['standard']);
    expect(otherLanguage('text として読み取りました', 'ja')).toEqual(['text']);
    expect(otherLanguage('15文字目：this parenthesis is never closed', 'ja')).toContain('parenthesis');
    expect(otherLanguage('draconic／ninja', 'ja')).toEqual(['draconic', 'ninja']);
    expect(otherLanguage('Flesh and Blood のカード', 'ja')).toEqual([]);
  });

  it.each(['ja', 'en'] as const)('%s: every screen shows its texts in one language', async (locale) => {
    const { page, server } = await openApp(locale);
    const call = caller(server);
    const dmDeck = await shippedDeck(call, 'dm');
    const fabDeck = await shippedDeck(call, 'fab');
    const findings: Finding[] = [];

    // Cards: each game's typical card in full, the filters shown above the list.
    await chooseGame(page, 'dm');
    await searchFor(page, 'ボルシャック・ドラゴン', /\d/);
    await page.locator('.row').first().click();
    await page.locator('#card-title').waitFor();
    await check(page, locale, 'cards-dm', findings);
    await page.locator('.game-choice[data-game="fab"]').click();
    await page.locator('#search-status[data-game="fab"]').waitFor();
    await searchFor(page, 'class:ninja (cost<=1', /\d/);
    await check(page, locale, 'query-error', findings);
    await searchFor(page, 'Snatch', /\d/);
    await page.locator('.row').first().click();
    await page.locator('#card-title').waitFor();
    await check(page, locale, 'cards-fab', findings);

    // Card data (the Cards screen's dialog).
    await page.getByRole('button', { name: locale === 'ja' ? 'カードデータ' : 'Card data', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await check(page, locale, 'card-data', findings);
    // A card file refused for two problems: the banner and the table of problems, with the file's own headers.
    const refusedCsv =
      locale === 'ja'
        ? { name: '自作カード.csv', text: '名前,種類,ピッチ,防御\nSnatch,アクション,1.5,3\nSink Below,ドラゴン,3,2\n' }
        : { name: 'my-cards.csv', text: 'name,kind,pitch,defense\nSnatch,Action,1.5,3\nSink Below,Dragon,3,2\n' };
    const cardChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: locale === 'ja' ? 'ファイルを選ぶ…' : 'Choose a file…' }).click();
    await (await cardChooser).setFiles({ name: refusedCsv.name, mimeType: 'text/csv', buffer: Buffer.from(refusedCsv.text) });
    await page.getByRole('button', { name: locale === 'ja' ? '取り込む' : 'Import', exact: true }).click();
    await page.locator('.data-panel table.issues tbody tr').nth(1).waitFor();
    await check(page, locale, 'card-data-refused', findings);
    await page.keyboard.press('Escape');

    // Library, then the deck editor's every tab, and a decklist read in its import dialog.
    await page.locator('.game-choice[data-game="dm"]').click();
    await page.goto(`${server.url}#/decks`);
    await page.locator('.library-bar').waitFor();
    await check(page, locale, 'library', findings);
    for (const [game, deck] of [['dm', dmDeck], ['fab', fabDeck]] as const) {
      await page.goto(`${server.url}#/decks/${deck.id}`);
      await page.locator('.editor-bar').waitFor();
      for (const tab of ['check', 'stats', 'odds', 'hand', 'notes', 'history']) {
        await page.locator(`#tab-${tab}`).click();
        await page.locator(`#panel-${tab}`).waitFor();
        await settled(page);
        await check(page, locale, `editor-${game}-${tab}`, findings);
      }
    }
    await page.locator('.editor-bar button', { hasText: locale === 'ja' ? '読み込み' : 'Import' }).first().click();
    await page.locator('textarea.decklist').fill(FIXTURES.text('fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt'));
    await page.locator('.source-actions button.primary').click();
    await page.locator('.report').waitFor();
    await check(page, locale, 'import', findings);
    // A plain list reads as Deck Dojo text, named as such.
    await page.locator('textarea.decklist').fill('3 Snatch (red)\n3 Sink Below (blue)\n');
    await page.locator('.source-actions button.primary').click();
    await page.locator('.report .format', { hasText: locale === 'ja' ? 'Deck Dojo テキスト' : 'Deck Dojo text' }).waitFor();
    await check(page, locale, 'import-text', findings);
    // A list that cannot be read: its problems are told in the interface's language, each at its line.
    await page.locator('textarea.decklist').fill('4\n0 Snatch (red)\n');
    await page.locator('.source-actions button.primary').click();
    await page.locator('.banner.error li').nth(1).waitFor();
    await check(page, locale, 'import-unreadable', findings);
    await page.keyboard.press('Escape');

    // The playtest table of each game.
    await openTable(page, server, dmDeck.id, 'dm');
    await check(page, locale, 'table-dm', findings);
    await openTable(page, server, fabDeck.id, 'fab');
    await check(page, locale, 'table-fab', findings);

    for (const [screen, route] of [['matches', 'matches'], ['your-data', 'data'], ['settings', 'settings']]) {
      await page.goto(`${server.url}#/${route}`);
      await page.locator('h1').waitFor();
      await settled(page);
      await check(page, locale, screen!, findings);
    }
    // Your data: a chosen file that is no database is refused, and why is said in the interface's language.
    await page.goto(`${server.url}#/data`);
    const backupChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: locale === 'ja' ? 'ファイルから復元…' : 'Restore from file…' }).click();
    await (await backupChooser).setFiles({ name: '2026-11-27.db', mimeType: 'application/octet-stream', buffer: Buffer.from('これはデータベースではない\n'.repeat(200)) });
    await page.getByRole('dialog').getByRole('button', { name: locale === 'ja' ? '復元' : 'Restore' }).click();
    await page.getByRole('alert').filter({ hasText: '2026-11-27.db' }).waitFor();
    await check(page, locale, 'restore-refused', findings);
    expect(findings).toEqual([]);
  });
});
