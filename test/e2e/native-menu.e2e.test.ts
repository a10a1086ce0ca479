import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { NativeMenuBridge, NativeMenuModel } from '../../api/contract';
import { useApp } from './environment';

const { openApp } = useApp();

/** What the page holds in place of the preload's `window.nativeMenu`. */
interface MenuPage {
  nativeMenu: NativeMenuBridge;
  menuModels: NativeMenuModel[];
  chooseMenuItem(id: string): void;
}

/**
 * The page as the desktop app's renderer: a `window.nativeMenu` shaped like the preload's, which records what is
 * published and lets the test choose items. (The web bridge itself has no native menu.)
 */
async function withNativeMenu(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const menuPage = globalThis as unknown as MenuPage;
    const listeners: ((id: string) => void)[] = [];
    menuPage.menuModels = [];
    menuPage.chooseMenuItem = (id) => listeners.forEach((listener) => listener(id));
    menuPage.nativeMenu = {
      publish: (model) => void menuPage.menuModels.push(model),
      onCommand: (listener) => {
        listeners.push(listener);
        return () => void listeners.splice(listeners.indexOf(listener), 1);
      },
    };
  });
  await page.reload();
  await page.locator('#search-status').waitFor();
}

const choose = (page: Page, id: string) => page.evaluate((command) => (globalThis as unknown as MenuPage).chooseMenuItem(command), id);

/** The latest model once `ready` says so: each menu as `label accelerator` lines, `(off)` for disabled items. */
async function menus(page: Page, ready: (model: NativeMenuModel) => boolean): Promise<Record<string, string[][]>> {
  let model: NativeMenuModel | undefined;
  await expect
    .poll(async () => {
      model = await page.evaluate(() => (globalThis as unknown as MenuPage).menuModels.at(-1));
      return model !== undefined && ready(model);
    })
    .toBe(true);
  return Object.fromEntries(
    Object.values(model!.menus).map((menu) => [
      menu.label,
      menu.groups.map((group) => group.map((item) => [item.label, item.accelerator, item.enabled ? '' : '(off)'].filter(Boolean).join(' '))),
    ]),
  );
}

describe('the desktop menu bar, as the renderer publishes it', () => {
  it('follows the screen and the language, and runs chosen items as their keys would', async () => {
    const { page } = await openApp('en-US');
    await withNativeMenu(page);

    // The shell starts in Japanese until the settings say English.
    expect(await menus(page, (m) => m.menus.file.label === 'File')).toEqual({
      File: [],
      Edit: [['Go to the search box /']],
      View: [['Go to Cards CmdOrCtrl+1', 'Go to Decks CmdOrCtrl+2', 'Go to Playtest CmdOrCtrl+3', 'Go to Matches CmdOrCtrl+4', 'Go to Your data CmdOrCtrl+5']],
      Deck: [],
      Help: [['Show keyboard shortcuts ?']],
    });

    // Chosen from the menu: the same command as Ctrl+2, and the Decks screen's commands come into the menus.
    await choose(page, 'app.goDecks');
    expect(new URL(page.url()).hash).toBe('#/decks');
    const decks = await menus(page, (m) => m.menus.deck.groups.length > 0);
    expect(decks.File).toEqual([['Import a decklist CmdOrCtrl+I']]);
    expect(decks.Deck![0]![0]).toBe('New deck CmdOrCtrl+N');

    await page.getByRole('radio', { name: '日本語' }).click();
    const ja = await menus(page, (m) => m.menus.file.label === 'ファイル');
    expect(Object.keys(ja)).toEqual(['ファイル', '編集', '表示', 'デッキ', 'ヘルプ']);
    expect(ja['表示']![0]![0]).toBe('カード画面へ移動 CmdOrCtrl+1');

    // The shortcut help is a modal dialog: while it is open no screen command is reachable, from keys or the menu.
    await choose(page, 'app.showShortcuts');
    await page.getByRole('dialog', { name: 'キーボードショートカット' }).waitFor();
    expect(await menus(page, (m) => m.menus.view.groups.length === 0)).toMatchObject({ 表示: [], ヘルプ: [] });
    await choose(page, 'app.goCards');
    await page.keyboard.press('Escape');
    expect(new URL(page.url()).hash).toBe('#/decks');
    // Closed again, the screens come back into the menus.
    expect((await menus(page, (m) => m.menus.view.groups.length > 0))['表示']![0]).toHaveLength(5);
  });
});
