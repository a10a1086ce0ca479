/**
 * NET-078 (May 2026) of the DM products file in test/fixtures/data imported through the dialog, its 13 lines the card
 * data does not know open, and its table with some of them in hand: shared by the e2e test and `npm run screenshots`.
 */
import type { Page } from 'playwright-core';
import type { TableSnapshot } from '../../api/contract';
import type { ServedApp } from '../helpers/browser';
import { callOverHttp } from '../helpers/http';
import { dataPath } from '../helpers/importers';

/** The list's first line the data does not know: line 25 of the deck. */
export const FIRST_UNKNOWN = '大集合！アカネ&アサギ&コハク';

/** The words of the screens on the way, in the page's language. */
export interface ImportWords {
  decks: string;
  import: string;
  open: string;
  read: string;
}

export const IMPORT_WORDS: Record<'ja' | 'en', ImportWords> = {
  ja: { decks: 'デッキ', import: '読み込み', open: 'ファイルを開く…', read: 'デュエマの製品リストとして読み取りました：デッキ20個。' },
  en: { decks: 'Decks', import: 'Import', open: 'Open a file…', read: 'Read as DM product list: 20 decks.' },
};

/** The import dialog with the products file opened and NET-078 chosen, its 13 open lines shown. */
export async function importNet078(page: Page, words: ImportWords): Promise<void> {
  await page.locator('.game-choice[data-game="dm"]').click();
  await page.getByRole('link', { name: words.decks }).click();
  await page.getByRole('button', { name: words.import, exact: true }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: words.open }).click();
  await (await chooser).setFiles(dataPath('dm/decks/prebuilt_and_tournament_decks_ja.json'));
  await page.getByText(words.read).waitFor();
  const choice = page.locator('.report select').first();
  const options = await choice.locator('option').allTextContents();
  await choice.selectOption({ index: options.findIndex((option) => option.startsWith('NET-078 ')) });
  await page.locator('.unresolved li').nth(12).waitFor();
}

/**
 * The playtest table of the deck open in the editor, with up to four cards of these keys searched out of the deck into
 * the hand (DM's table lets a seat search its deck), so that they show whatever the shuffle did; resolves when the hand
 * shows `name`.
 */
export async function tableWithCards(page: Page, server: ServedApp, keys: string[], name: string): Promise<void> {
  const deckId = page.url().split('#/decks/')[1]!;
  await page.goto(`${server.url}#/playtest/${deckId}`);
  await page.locator('form.new-table button[type=submit]:not([disabled])').click();
  await page.waitForURL(/#\/table\//);
  await page.locator('.table-view [data-zone-key="hand#0"]').waitFor();
  const id = page.url().split('#/table/')[1]!.split(/[/?]/)[0]!;
  const act = (action: object) => callOverHttp<TableSnapshot>(server, 'table.act', { id, seat: 0, action: { seat: 0, ...action } });
  const searched = await act({ type: 'search', zone: { zone: 'deck', seat: 0 }, filter: { keys } });
  await act({ type: 'moveCards', cards: searched.view.looking!.cards.slice(0, 4), to: { zone: 'hand', seat: 0 } });
  await act({ type: 'endLook' });
  await page.locator('.table-view [data-zone-key="hand#0"]', { hasText: name }).waitFor();
}
