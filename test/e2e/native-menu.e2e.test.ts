import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { NativeMenuModel } from '../../api/contract';
import { callOverHttp } from '../helpers/http';
import { useApp } from './environment';
import { chooseMenuItem as choose, latestMenuModel, withNativeMenu } from './menu-page';

const { openApp } = useApp();

/** The latest model once `ready` says so: each menu as `label accelerator` lines, `(off)` for disabled items. */
async function menus(page: Page, ready: (model: NativeMenuModel) => boolean): Promise<Record<string, string[][]>> {
  const model = await latestMenuModel(page, ready);
  return Object.fromEntries(
    Object.values(model.menus).map((menu) => [
      menu.label,
      menu.groups.map((group) => group.map((item) => [item.label, item.accelerator, item.enabled ? '' : '(off)'].filter(Boolean).join(' '))),
    ]),
  );
}

describe('the desktop menu bar, as the renderer publishes it', () => {
  it('follows the screen and the language, and runs chosen items as their keys would', async () => {
    const { page, server } = await openApp('en-US');
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

    // Another window switches the language (Settings): this window's menus follow.
    await callOverHttp(server, 'settings.update', { locale: 'ja' });
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
