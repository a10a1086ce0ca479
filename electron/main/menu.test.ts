import type { KeyboardEvent as MenuKeyboardEvent, MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import type { NativeMenuModel } from '../../api/contract';
import { editorMenuModel } from '../../test/helpers/native-menu';
import { MENU_COMMAND_CHANNEL } from '../channels';
import { createMenuInstaller, menuTemplate, parseMenuModel, type MenuActions, type MenuTarget } from './menu';

type Item = MenuItemConstructorOptions;

/** A menu as lines: `Label Accelerator`, `(off)` for disabled items, `[role]` for Electron roles, `---` for separators. */
function outline(items: Item[]): string[] {
  return items.map((item) => {
    if (item.type === 'separator') return '---';
    return [item.role && `[${item.role}]`, item.label, typeof item.accelerator === 'string' && item.accelerator, item.enabled === false && '(off)']
      .filter(Boolean)
      .join(' ');
  });
}

function menus(template: Item[]): Record<string, string[]> {
  return Object.fromEntries(template.map((menu) => [`${menu.role ? `[${menu.role}] ` : ''}${menu.label}`, outline(menu.submenu as Item[])]));
}

function actions(): MenuActions & { calls: string[] } {
  const calls: string[] = [];
  return { calls, command: (id) => calls.push(`command ${id}`), edit: (role) => calls.push(`edit ${role}`) };
}

/** Clicks an item of the template as Electron would: with the mouse, or by its key (macOS key equivalents). */
function click(template: Item[], menu: string, label: string, byKey = false) {
  const item = (template.find((m) => m.label === menu)!.submenu as Item[]).find((i) => i.label === label);
  if (!item?.click) throw new Error(`no clickable ${label} in ${menu}`);
  const event = { triggeredByAccelerator: byKey } as MenuKeyboardEvent;
  item.click(undefined as never, undefined, event);
}

describe('menuTemplate', () => {
  it('makes Windows and Linux menus: commands with their keys shown but not registered, roles for the host items', () => {
    const template = menuTemplate(editorMenuModel('en'), 'linux', actions());
    expect(menus(template)).toEqual({
      File: ['Open Recent', '---', 'Save CmdOrCtrl+S', '---', 'Import a decklist CmdOrCtrl+I', 'Export the deck CmdOrCtrl+E', '---', '[quit] Quit Deck Dojo'],
      Edit: [
        'Undo CmdOrCtrl+Z (off)',
        'Redo CmdOrCtrl+Shift+Z',
        '---',
        '[cut] Cut',
        '[copy] Copy',
        '[paste] Paste',
        '[selectAll] Select All',
        '---',
        'Go to the search box /',
        '---',
        'Settings… CmdOrCtrl+,',
      ],
      View: [
        'Go to Cards CmdOrCtrl+1',
        'Go to Decks CmdOrCtrl+2',
        'Go to Playtest CmdOrCtrl+3',
        'Go to Matches CmdOrCtrl+4',
        '---',
        '[reload] Reload',
        '[toggleDevTools] Toggle Developer Tools',
        '---',
        '[resetZoom] Actual Size',
        '[zoomIn] Zoom In',
        '[zoomOut] Zoom Out',
        '---',
        '[togglefullscreen] Toggle Full Screen',
      ],
      Deck: ['Open the playtest table CmdOrCtrl+Enter', '---', 'One more copy of the card Plus (off)'],
      '[help] Help': ['Show keyboard shortcuts ?'],
    });
    // Keys stay with the renderer's keydown handler, the one dispatcher.
    const commandItems = template.flatMap((menu) => menu.submenu as Item[]).filter((item) => item.click);
    expect(commandItems).toHaveLength(14);
    for (const item of commandItems) expect(item.registerAccelerator, item.label).toBe(false);
  });

  it('lists the recent decks under File → Open Recent, and runs a chosen one or Clear Recently Opened in the window', () => {
    const run = actions();
    const template = menuTemplate(editorMenuModel('en'), 'linux', run);
    const openRecent = (template.find((menu) => menu.label === 'File')!.submenu as Item[])[0]!;
    const items = openRecent.submenu as Item[];
    expect(outline(items)).toEqual(['アリ軍団 — ACG', 'Katsu — FaB', '---', 'Clear Recently Opened']);
    items[1]!.click!(undefined as never, undefined, { triggeredByAccelerator: false } as MenuKeyboardEvent);
    items[3]!.click!(undefined as never, undefined, { triggeredByAccelerator: false } as MenuKeyboardEvent);
    expect(run.calls).toEqual(['command recent:deck-ninja', 'command app.clearRecent']);

    // Nothing opened yet: the submenu holds Clear Recently Opened alone, off.
    const empty = editorMenuModel('ja');
    empty.recent = { ...empty.recent, items: [], clear: { ...empty.recent.clear!, enabled: false } };
    const file = menus(menuTemplate(empty, 'darwin', actions()))['ファイル']!;
    expect(file[0]).toBe('最近開いたデッキ');
    const submenu = (menuTemplate(empty, 'darwin', actions()).find((menu) => menu.label === 'ファイル')!.submenu as Item[])[0]!.submenu as Item[];
    expect(outline(submenu)).toEqual(['最近開いたデッキの履歴を消去 (off)']);
  });

  it('makes the macOS menus: the app menu first, Close Window in File, a Window menu, in Japanese', () => {
    const template = menuTemplate(editorMenuModel('ja'), 'darwin', actions());
    expect(template.map((menu) => menu.label)).toEqual(['Deck Dojo', 'ファイル', '編集', '表示', 'デッキ', 'ウインドウ', 'ヘルプ']);
    const ja = menus(template);
    expect(ja['Deck Dojo']).toEqual([
      '[about] Deck Dojoについて',
      '---',
      '設定… CmdOrCtrl+,',
      '---',
      '[services] サービス',
      '---',
      '[hide] Deck Dojoを隠す',
      '[hideOthers] ほかを隠す',
      '[unhide] すべてを表示',
      '---',
      '[quit] Deck Dojoを終了',
    ]);
    expect(ja['ファイル']!.at(-1)).toBe('[close] ウインドウを閉じる');
    // Settings… is in the app menu only, as macOS has it.
    expect(ja['編集']!.at(-1)).toBe('検索欄へ移動 /');
    // The editor cannot undo now, so ⌘Z is the text box's: the Undo item is the role that sends it there.
    expect(ja['編集']!.slice(0, 3)).toEqual(['[undo] 元に戻す', 'やり直す CmdOrCtrl+Shift+Z', '---']);
    expect(ja['[window] ウインドウ']).toEqual(['[minimize] しまう', '[zoom] 拡大/縮小', '---', '[front] すべてを手前に移動']);
    expect(ja['[help] ヘルプ']).toEqual(['キーボードショートカットを表示 ?']);
    // The editor's Undo once it can undo.
    expect(menus(menuTemplate(editorMenuModel('ja', true), 'darwin', actions()))['編集']![0]).toBe('元に戻す CmdOrCtrl+Z');
  });

  it('keeps a disabled Undo command on Windows and Linux, where text boxes undo without a menu item', () => {
    expect(menus(menuTemplate(editorMenuModel('en'), 'win32', actions())).Edit![0]).toBe('Undo CmdOrCtrl+Z (off)');
  });

  it('gives Undo and Redo to the text box when the page has no command on them, and leaves out empty menus', () => {
    const model = editorMenuModel('en');
    model.menus.edit.groups = [];
    model.menus.deck.groups = [];
    model.settings = null;
    for (const platform of ['linux', 'darwin'] as const) {
      const template = menus(menuTemplate(model, platform, actions()));
      expect(template.Edit, platform).toEqual(['[undo] Undo', '[redo] Redo', '---', '[cut] Cut', '[copy] Copy', '[paste] Paste', '[selectAll] Select All']);
      expect(template.Deck, platform).toBeUndefined();
    }
    // Off macOS the text box has the keys already: the role items do not take them.
    const edit = menuTemplate(model, 'linux', actions()).find((menu) => menu.label === 'Edit')!.submenu as Item[];
    expect(edit.slice(0, 2).map((item) => item.registerAccelerator)).toEqual([false, false]);
  });

  it('runs a clicked command, and gives a key macOS passed to the menu back to the text box or drops it', () => {
    const run = actions();
    const template = menuTemplate(editorMenuModel('en', true), 'darwin', run);
    click(template, 'File', 'Save');
    click(template, 'Edit', 'Undo');
    click(template, 'View', 'Go to Decks');
    expect(run.calls).toEqual(['command editor.save', 'command editor.undo', 'command app.goDecks']);
    run.calls.length = 0;
    // The page left these keys alone (the registry's text-box rule): they are not the commands'.
    click(template, 'Edit', 'Undo', true);
    click(template, 'Edit', 'Redo', true);
    click(template, 'File', 'Save', true);
    click(template, 'Edit', 'Go to the search box', true);
    expect(run.calls).toEqual(['edit undo', 'edit redo']);
  });

  it('doubles & in labels for Windows and Linux, which read it as an access key', () => {
    const model = editorMenuModel('en');
    model.menus.deck.groups = [[{ id: 'deck.weapons', label: 'Weapons & equipment', accelerator: null, enabled: true }]];
    model.labels.zoom = 'Zoom & pan';
    expect(menus(menuTemplate(model, 'linux', actions())).Deck).toEqual(['Weapons && equipment']);
    const mac = menus(menuTemplate(model, 'darwin', actions()));
    expect(mac.Deck).toEqual(['Weapons & equipment']);
    expect(mac['[window] Window']).toContain('[zoom] Zoom & pan');
  });
});

describe('parseMenuModel', () => {
  it('takes the model the renderer publishes', () => {
    const model = editorMenuModel('ja');
    expect(parseMenuModel(structuredClone(model))).toEqual(model);
  });

  it('refuses a model that is not one, naming the field', () => {
    const broken = (change: (model: NativeMenuModel & Record<string, unknown>) => void) => {
      const model = editorMenuModel('en') as NativeMenuModel & Record<string, unknown>;
      change(model);
      return () => parseMenuModel(model);
    };
    expect(broken((m) => (m.menus.edit.groups[0]![0]!.accelerator = 'Hyper+Z'))).toThrow(
      'The menu model is not valid: menus.edit.groups.0.0.accelerator: "Hyper+Z" is not an accelerator',
    );
    expect(broken((m) => delete (m.labels as Partial<NativeMenuModel['labels']>).quit)).toThrow(/labels\.quit: /);
    expect(broken((m) => (m.menus.help.label = ''))).toThrow(/menus\.help\.label: must not be empty/);
    expect(broken((m) => (m.menus.view.groups[0]![0]!.enabled = 'yes' as never))).toThrow(/menus\.view\.groups\.0\.0\.enabled: /);
    expect(broken((m) => (m.script = 'alert(1)'))).toThrow(/script: /);
    expect(() => parseMenuModel(null)).toThrow(/The menu model is not valid/);
  });
});

describe('createMenuInstaller', () => {
  function target(id: number) {
    let destroyed = false;
    return {
      id,
      send: vi.fn(),
      undo: vi.fn(),
      redo: vi.fn(),
      isDestroyed: () => destroyed,
      destroy: () => (destroyed = true),
    } satisfies MenuTarget & Record<string, unknown>;
  }

  it('shows the focused window menus and sends its clicks to that window', () => {
    const install = vi.fn<(template: Item[]) => void>();
    const menus = createMenuInstaller('linux', install);
    const [main, table] = [target(1), target(2)];
    const tableModel = editorMenuModel('en');
    tableModel.menus.deck.groups = [[{ id: 'table.draw', label: 'Draw', accelerator: 'D', enabled: true }]];

    menus.publish(main, editorMenuModel('en'));
    expect(install).toHaveBeenCalledTimes(1);
    // Another window's menus wait until it comes to the front.
    menus.publish(table, tableModel);
    expect(install).toHaveBeenCalledTimes(1);
    menus.focus(table);
    expect(install).toHaveBeenCalledTimes(2);
    const shown = install.mock.lastCall![0];
    click(shown, 'Deck', 'Draw');
    expect(table.send).toHaveBeenCalledWith(MENU_COMMAND_CHANNEL, 'table.draw');
    expect(main.send).not.toHaveBeenCalled();
    // Its new menus show at once while it is in front.
    menus.publish(table, editorMenuModel('ja'));
    expect(install).toHaveBeenCalledTimes(3);

    menus.focus(main);
    click(install.mock.lastCall![0], 'Edit', 'Undo');
    expect(main.send).toHaveBeenCalledWith(MENU_COMMAND_CHANNEL, 'editor.undo');

    // A window closed while its menu is showing (macOS keeps the menu bar) gets nothing.
    main.destroy();
    click(install.mock.lastCall![0], 'File', 'Save');
    expect(main.send).toHaveBeenCalledTimes(1);
  });

  it('shows a window that comes to the front before its renderer has published as soon as it does', () => {
    const install = vi.fn<(template: Item[]) => void>();
    const menus = createMenuInstaller('darwin', install);
    const [main, fresh] = [target(1), target(2)];
    menus.publish(main, editorMenuModel('en'));
    menus.focus(fresh);
    expect(install).toHaveBeenCalledTimes(1);
    menus.publish(main, editorMenuModel('ja'));
    expect(install).toHaveBeenCalledTimes(1);
    menus.publish(fresh, editorMenuModel('en', true));
    expect(install).toHaveBeenCalledTimes(2);
    click(install.mock.lastCall![0], 'Edit', 'Undo', true);
    expect(fresh.undo).toHaveBeenCalledTimes(1);
  });
});
