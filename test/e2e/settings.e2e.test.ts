/**
 * Issue 16 in Chromium against the real web bridge: the Settings screen (Ctrl+,) and its theme, a decklist file
 * dropped on the window, and the recently opened decks (File → Open Recent, the library's list).
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DeckDetail, DeckSummary, Settings } from '../../api/contract';
import { BANNED_CARD, DM_DECKLIST } from '../helpers/dm-decklist';
import { callOverHttp } from '../helpers/http';
import { cardPng } from '../helpers/png';
import { SAMPLE_ACG_DECK } from '../helpers/sample-decks';
import { SCREENSHOT_DIR, title, useApp } from './environment';
import { chooseMenuItem, latestMenuModel, withNativeMenu } from './menu-page';

const { openApp } = useApp();

const { text: SAMPLE_DECK, name: SAMPLE_NAME } = SAMPLE_ACG_DECK;

/** The page's background colour: the theme in use. */
const background = (page: Page) => page.locator('body').evaluate((body) => body.ownerDocument.defaultView!.getComputedStyle(body).backgroundColor);
const LIGHT = 'rgb(245, 246, 248)';
const DARK = 'rgb(22, 24, 30)';

/** The page's DOM as the drop needs it (the Node type checker of the tests has no DOM types). */
interface DropGlobals {
  DataTransfer: new () => { items: { add(file: object): void } };
  File: new (parts: (string | Uint8Array)[], name: string) => object;
  DragEvent: new (type: string, init: object) => object;
  document: { querySelector(selector: string): { dispatchEvent(event: object): boolean } | null };
}

/**
 * Drags a file over the window and drops it, as a file manager does: `dragenter`, `dragover`, then `drop` with a
 * DataTransfer holding the file. Resolves whether the page took the drop (so the browser did not open the file).
 */
async function dropFile(page: Page, name: string, content: string | number[], whileOver?: () => Promise<void>): Promise<boolean> {
  const transfer = await page.evaluateHandle(
    ({ name, content }) => {
      const dom = globalThis as unknown as DropGlobals;
      const transfer = new dom.DataTransfer();
      transfer.items.add(new dom.File([typeof content === 'string' ? content : new Uint8Array(content)], name));
      return transfer;
    },
    { name, content },
  );
  const fire = (type: string) =>
    page.evaluate(([type, dataTransfer]) => {
      const dom = globalThis as unknown as DropGlobals;
      return dom.document.querySelector('main')!.dispatchEvent(new dom.DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));
    }, [type, transfer] as const);
  await fire('dragenter');
  await fire('dragover');
  await whileOver?.();
  return !(await fire('drop'));
}

describe('Settings in Chromium', () => {
  it('opens with Ctrl+, and switches language and theme, following the system until told otherwise', async () => {
    const { page, server } = await openApp('ja-JP');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.keyboard.press('Control+Comma');
    expect(await title(page, '設定')).toBe('設定');
    expect(new URL(page.url()).hash).toBe('#/settings');
    expect(await page.getByRole('link', { name: '設定' }).getAttribute('aria-current')).toBe('page');

    // "Match the system" by default: the page follows prefers-color-scheme as it changes.
    const themes = page.getByRole('radiogroup', { name: '外観' });
    expect(await themes.getByRole('radio', { name: 'システムに合わせる' }).getAttribute('aria-checked')).toBe('true');
    expect(await background(page)).toBe(LIGHT);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await background(page)).toBe(DARK);

    // Chosen by keyboard: Tab reaches the group, the arrows move the choice.
    await themes.getByRole('radio', { checked: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => background(page)).toBe(LIGHT);
    expect((await callOverHttp<Settings>(server, 'settings.get', {})).theme).toBe('light');
    await themes.getByRole('radio', { name: 'ダーク' }).click();
    await expect.poll(() => background(page)).toBe(DARK);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await background(page)).toBe(DARK);
    // Another tab on the same database follows.
    const other = await page.context().newPage();
    await other.goto(server.url);
    await other.locator('.game-choice').first().waitFor();
    expect(await background(other)).toBe(DARK);
    await other.close();

    for (const [locale, heading] of [['ja', '設定'], ['en', 'Settings']] as const) {
      await page.getByRole('radio', { name: locale === 'ja' ? '日本語' : 'English' }).click();
      expect(await title(page, heading)).toBe(heading);
      for (const theme of ['light', 'dark'] as const) {
        await page.getByRole('radiogroup', { name: locale === 'ja' ? '外観' : 'Appearance' }).getByRole('radio', { name: { ja: { light: 'ライト', dark: 'ダーク' }, en: { light: 'Light', dark: 'Dark' } }[locale][theme] }).click();
        await expect.poll(() => background(page)).toBe(theme === 'light' ? LIGHT : DARK);
        for (const [width, height] of [[1280, 800], [1920, 1080]] as const) {
          await page.setViewportSize({ width, height });
          await page.screenshot({ path: join(SCREENSHOT_DIR, `settings-${locale}-${theme}-${width}x${height}.png`) });
        }
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('saves each game’s default format, which a new deck gets and the verdict is judged under', async () => {
    const { page, server } = await openApp('en-US');
    await page.keyboard.press('Control+Comma');
    const dm = page.getByRole('combobox', { name: 'Default format for Duel Masters' });
    await expect.poll(() => dm.inputValue()).toBe('standard');
    await dm.selectOption({ label: 'Construction rules only' });
    await expect.poll(async () => (await callOverHttp<Settings>(server, 'settings.get', {})).defaultFormats.dm).toBe('none');

    await page.locator('.game-choice[data-game="dm"]').click();
    await page.keyboard.press('Control+2');
    await page.getByRole('button', { name: 'New deck' }).click();
    await page.locator('section.editor .editor-bar').waitFor();
    const id = decodeURIComponent(new URL(page.url()).hash.split('/')[2]!);
    expect((await callOverHttp<DeckDetail>(server, 'library.get', { id })).format).toBe('none');
    expect(await page.getByRole('combobox', { name: 'Format' }).inputValue()).toBe('none');
  });
});

describe('a decklist dropped on the window', () => {
  it('opens the import dialog on it for the game it is for, and imports it under the default format', async () => {
    const { page, server } = await openApp('en-US');
    // The ACG sample deck dropped while FaB is the game: the dialog opens for ACG.
    await page.locator('.game-choice[data-game="fab"]').click();
    const overlay = page.getByText('Drop a decklist to import it');
    const taken = await dropFile(page, 'sample-acg.deck.json', SAMPLE_DECK, async () => {
      await overlay.waitFor();
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'drop-overlay-en.png') });
    });
    expect(taken).toBe(true);
    await overlay.waitFor({ state: 'detached' });
    const dialog = page.getByRole('dialog', { name: 'Import a decklist for Animal Card Game' });
    await dialog.waitFor();
    expect(await dialog.locator('.file').textContent()).toBe('sample-acg.deck.json');
    expect(await dialog.locator('.summary').textContent()).toContain(SAMPLE_NAME);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'drop-import-en.png') });
    await dialog.getByRole('button', { name: 'Import the deck' }).click();
    await page.locator('section.editor .editor-bar').waitFor();
    expect(await page.locator('.current-game').textContent()).toBe('Animal Card Game');
    const decks = await callOverHttp<DeckSummary[]>(server, 'library.list', { game: 'acg' });
    expect(decks.map((deck) => [deck.name, deck.format, deck.cards])).toEqual([[SAMPLE_NAME, 'casual', 75]]);
    expect(new URL(page.url()).hash).toBe(`#/decks/${encodeURIComponent(decks[0]!.id)}`);

    // A DM list typed by hand, dropped on the ACG editor: read as DM, saved under DM's default (殿堂), illegal there.
    expect(await dropFile(page, 'hall-of-fame.txt', DM_DECKLIST)).toBe(true);
    const dm = page.getByRole('dialog', { name: 'Import a decklist for Duel Masters' });
    await dm.getByRole('button', { name: 'Import the deck' }).click();
    await page.locator('.current-game', { hasText: 'Duel Masters' }).waitFor();
    const [saved] = await callOverHttp<DeckSummary[]>(server, 'library.list', { game: 'dm' });
    expect([saved!.name, saved!.format, saved!.cards, saved!.legal]).toEqual(['殿堂チェック用', 'standard', 40, false]);
    await page.getByText(`${BANNED_CARD} is Premium Hall of Fame (banned)`, { exact: false }).waitFor();
  });

  it('says clearly when what was dropped is not a decklist, naming the file', async () => {
    const { page, server } = await openApp('ja-JP');
    const alert = page.locator('.drop-notice[role="alert"]');
    expect(await dropFile(page, 'card.png', [...cardPng(8, 8, [200, 0, 0])])).toBe(true);
    await expect.poll(() => alert.textContent()).toContain('card.png はデッキリストではありません：テキストファイル（UTF-8・UTF-16・Shift_JIS）ではありません。');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'drop-refused-ja.png') });
    await alert.getByRole('button', { name: '閉じる' }).click();
    await alert.waitFor({ state: 'detached' });

    expect(await dropFile(page, 'notes.txt', 'とりあえずメモ\n来週の大会は土曜日\n')).toBe(true);
    await expect.poll(() => alert.textContent()).toContain('notes.txt はデッキリストではありません：どのゲームのカード名も書かれていません。');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await callOverHttp<DeckSummary[]>(server, 'library.list', {})).toEqual([]);
  });
});

describe('recently opened decks', () => {
  it('lists the decks opened in the editor under File → Open Recent and on the library screen, opens one, and clears them', async () => {
    const { page, server } = await openApp('en-US');
    await withNativeMenu(page);
    const sections = (JSON.parse(SAMPLE_DECK) as { sections: DeckDetail['sections'] }).sections;
    const ants = await callOverHttp<DeckDetail>(server, 'library.create', { game: 'acg', name: 'Ant swarm', sections });
    const dm = await callOverHttp<DeckDetail>(server, 'library.create', { game: 'dm', name: 'ボルシャック' });
    for (const deck of [ants, dm]) {
      await page.goto(`${server.url.split('?')[0]}#/decks/${encodeURIComponent(deck.id)}`);
      await page.locator('section.editor .editor-bar').waitFor();
      await page.locator('.current-game', { hasText: deck.game === 'dm' ? 'Duel Masters' : 'Animal Card Game' }).waitFor();
    }

    const model = await latestMenuModel(page, (m) => m.recent.items.length === 2);
    expect(model.recent.label).toBe('Open Recent');
    expect(model.recent.items.map((item) => item.label)).toEqual(['ボルシャック — DM', 'Ant swarm — ACG']);
    expect(model.recent.clear).toMatchObject({ label: 'Clear Recently Opened', enabled: true });
    expect(model.settings).toMatchObject({ label: 'Settings…', accelerator: 'CmdOrCtrl+,' });

    // Chosen from the menu on another screen: the deck opens in the editor, in its game.
    await page.keyboard.press('Control+1');
    await chooseMenuItem(page, model.recent.items[1]!.id);
    await page.locator('.current-game', { hasText: 'Animal Card Game' }).waitFor();
    await expect.poll(() => new URL(page.url()).hash).toBe(`#/decks/${encodeURIComponent(ants.id)}`);
    await page.locator(`section.editor[data-deck="${ants.id}"] .editor-bar`).waitFor();
    await latestMenuModel(page, (m) => m.recent.items[0]?.label === 'Ant swarm — ACG');

    // The library lists them too (the browser has no menu bar), newest first, each with its game.
    await page.keyboard.press('Control+2');
    const recent = page.getByRole('navigation', { name: 'Recently opened' });
    await expect.poll(() => recent.getByRole('link').allTextContents()).toEqual(['ACGAnt swarm', 'DMボルシャック']);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'recent-library-en.png') });
    await recent.getByRole('link', { name: /ボルシャック/ }).click();
    await page.locator('.current-game', { hasText: 'Duel Masters' }).waitFor();

    // A deleted deck drops off; Clear Recently Opened empties the list.
    await callOverHttp(server, 'library.delete', { id: ants.id });
    await latestMenuModel(page, (m) => m.recent.items.length === 1);
    await chooseMenuItem(page, 'app.clearRecent');
    const cleared = await latestMenuModel(page, (m) => m.recent.items.length === 0);
    expect(cleared.recent.clear?.enabled).toBe(false);
    expect(await callOverHttp(server, 'recent.list', {})).toEqual([]);
  });
});
