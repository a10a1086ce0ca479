import { flushSync } from 'svelte';
import { SvelteSet } from 'svelte/reactivity';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { NativeMenuBridge, NativeMenuId, NativeMenuModel } from '../../api/contract';
import { setLocale } from '../i18n/index.svelte';
import { defineAppCommands } from './app-commands';
import { connectNativeMenu, electronAccelerator, menuModel, runMenuCommand } from './native-menu.svelte';
import { shortcuts, ShortcutRegistry } from './shortcuts.svelte';
import './deck-commands';

afterEach(() => {
  setLocale('ja');
  document.body.replaceChildren();
});

/** A registry with the app's real commands (the shell's and the deck editor's), none of them handled yet. */
function appRegistry(): ShortcutRegistry {
  const registry = new ShortcutRegistry({ mac: false });
  defineAppCommands(registry);
  registry.define(...shortcuts.commands());
  return registry;
}

/** Attaches a handler to each command; returns the calls. */
function handleAll(registry: ShortcutRegistry, ids: string[], enabled?: (id: string) => boolean): string[] {
  const calls: string[] = [];
  for (const id of ids) onTestFinished(registry.handle(id, () => calls.push(id), { enabled: enabled && (() => enabled(id)) }));
  return calls;
}

const SHELL = ['app.goCards', 'app.goDecks', 'app.goPlaytest', 'app.goMatches', 'app.goData', 'app.showShortcuts'];
const EDITOR = ['editor.undo', 'editor.redo', 'editor.save', 'editor.focusSearch', 'editor.import', 'editor.export', 'editor.playtest'];

/** The menus as `label accelerator` lines per group, `(off)` marking disabled items. */
function outline(model: NativeMenuModel): Record<NativeMenuId, string[][]> {
  const lines = (id: NativeMenuId) =>
    model.menus[id].groups.map((group) => group.map((item) => [item.label, item.accelerator, item.enabled ? '' : '(off)'].filter(Boolean).join(' ')));
  return { file: lines('file'), edit: lines('edit'), view: lines('view'), deck: lines('deck'), help: lines('help') };
}

describe('electronAccelerator', () => {
  it('writes registry bindings in Electron accelerator syntax', () => {
    const cases: [string, string | null][] = [
      ['Mod+Shift+Z', 'CmdOrCtrl+Shift+Z'],
      ['mod+s', 'CmdOrCtrl+S'],
      ['Mod+1', 'CmdOrCtrl+1'],
      ['Mod+Enter', 'CmdOrCtrl+Enter'],
      ['F1', 'F1'],
      ['F24', 'F24'],
      ['?', '?'],
      ['/', '/'],
      ['[', '['],
      ['-', '-'],
      ['+', 'Plus'],
      ['Mod++', 'CmdOrCtrl+Plus'],
      ['Alt+ArrowUp', 'Alt+Up'],
      ['Shift+ArrowLeft', 'Shift+Left'],
      ['Escape', 'Esc'],
      ['Space', 'Space'],
      ['Delete', 'Delete'],
      ['Backspace', 'Backspace'],
      ['PageDown', 'PageDown'],
      // A plain Ctrl stays Control on macOS too; Meta is ⌘ there and the Windows key elsewhere.
      ['Ctrl+Tab', 'Ctrl+Tab'],
      ['Ctrl+Mod+Space', 'CmdOrCtrl+Ctrl+Space'],
      ['Meta+K', 'Meta+K'],
      // Keys Electron has no name for.
      ['ContextMenu', null],
      ['é', null],
    ];
    expect(cases.map(([binding]) => [binding, electronAccelerator(binding)])).toEqual(cases);
    expect(() => electronAccelerator('Hyper+Z')).toThrow(/Unknown modifier "Hyper"/);
    expect(() => electronAccelerator('F25')).toThrow(/Unknown key "F25"/);
  });
});

describe('menuModel', () => {
  it('puts the shell commands under View and Help, with the host items labelled, in English and Japanese', () => {
    const registry = appRegistry();
    handleAll(registry, SHELL);
    setLocale('en');
    const model = menuModel(registry);
    expect(model.appName).toBe('Deck Dojo');
    expect(Object.fromEntries(Object.entries(model.menus).map(([id, menu]) => [id, menu.label]))).toEqual({
      file: 'File',
      edit: 'Edit',
      view: 'View',
      deck: 'Deck',
      help: 'Help',
    });
    expect(outline(model)).toEqual({
      file: [],
      edit: [],
      view: [['Go to Cards CmdOrCtrl+1', 'Go to Decks CmdOrCtrl+2', 'Go to Playtest CmdOrCtrl+3', 'Go to Matches CmdOrCtrl+4', 'Go to Your data CmdOrCtrl+5']],
      deck: [],
      // The first binding is the one menus show.
      help: [['Show keyboard shortcuts ?']],
    });
    expect(model.menus.view.groups[0]!.map((item) => item.id)).toEqual(SHELL.slice(0, 5));
    expect(model.labels).toMatchObject({ undo: 'Undo', cut: 'Cut', selectAll: 'Select All', about: 'About Deck Dojo', quit: 'Quit Deck Dojo', window: 'Window' });

    setLocale('ja');
    const ja = menuModel(registry);
    expect(Object.values(ja.menus).map((menu) => menu.label)).toEqual(['ファイル', '編集', '表示', 'デッキ', 'ヘルプ']);
    expect(outline(ja).view).toEqual([['カード画面へ移動 CmdOrCtrl+1', 'デッキ画面へ移動 CmdOrCtrl+2', 'プレイテスト画面へ移動 CmdOrCtrl+3', 'マッチ画面へ移動 CmdOrCtrl+4', 'データ画面へ移動 CmdOrCtrl+5']]);
    expect(outline(ja).help).toEqual([['キーボードショートカットを表示 ?']]);
    expect(ja.labels).toMatchObject({ undo: '元に戻す', paste: '貼り付け', selectAll: 'すべてを選択', quit: 'Deck Dojoを終了', minimize: 'しまう' });
  });

  it('adds the deck editor while it is open: Save and files under File, Undo under Edit, the rest under Deck', () => {
    const registry = appRegistry();
    setLocale('en');
    const rows = ['editor.addSelectedCard', 'deckRow.addOne', 'deckRow.removeOne', 'deckRow.remove', 'deckRow.moveNext', 'deckRow.movePrevious'];
    handleAll(registry, [...SHELL, ...EDITOR, ...rows], (id) => id !== 'editor.undo' && !id.startsWith('deckRow.'));
    expect(outline(menuModel(registry)).file).toEqual([]);

    const editor = document.body.appendChild(document.createElement('section'));
    onTestFinished(registry.activateScope('editor', { element: () => editor }));
    const { file, edit, deck } = outline(menuModel(registry));
    expect(file).toEqual([['Save CmdOrCtrl+S'], ['Import a decklist CmdOrCtrl+I', 'Export the deck CmdOrCtrl+E']]);
    expect(edit).toEqual([['Undo CmdOrCtrl+Z (off)', 'Redo CmdOrCtrl+Shift+Z'], ['Go to the search box /']]);
    expect(deck).toEqual([
      ['Open the playtest table CmdOrCtrl+Enter'],
      [
        'Add the selected card to the deck Enter',
        'One more copy of the card Plus (off)',
        'One fewer copy of the card - (off)',
        'Take the card out of the deck Delete (off)',
        'Move the card to the next section ] (off)',
        'Move the card to the previous section [ (off)',
      ],
    ]);
  });

  it('shows one command per label: the one of the scope a key would reach first', () => {
    const registry = appRegistry();
    handleAll(registry, ['editor.focusSearch', 'browser.focusSearch']);
    const browser = document.body.appendChild(document.createElement('div'));
    const editor = document.body.appendChild(document.createElement('div'));
    const [inBrowser, inEditor] = [browser, editor].map((parent) => parent.appendChild(document.createElement('button')));
    onTestFinished(registry.activateScope('browser', { element: () => browser }));
    onTestFinished(registry.activateScope('editor', { element: () => editor }));
    const search = (focus: Element | null) =>
      menuModel(registry, focus)
        .menus.edit.groups.flat()
        .map((item) => item.id)
        .filter((id) => id.endsWith('.focusSearch'));
    expect(search(inBrowser!)).toEqual(['browser.focusSearch']);
    expect(search(inEditor!)).toEqual(['editor.focusSearch']);
    // No focus inside either: the latest activated.
    expect(search(null)).toEqual(['editor.focusSearch']);
  });

  it('leaves out what a key could not reach: the screen commands while a context menu is open', () => {
    const registry = appRegistry();
    handleAll(registry, SHELL);
    const release = registry.activateScope('menu', { modal: true });
    expect(outline(menuModel(registry))).toMatchObject({ view: [], help: [] });
    release();
    expect(outline(menuModel(registry)).view[0]).toHaveLength(5);
  });

  it('puts commands it has no place for under View (global) or Deck (the others), so none is missing', () => {
    const registry = new ShortcutRegistry({ mac: false });
    defineAppCommands(registry);
    setLocale('en');
    registry.define(
      { id: 'app.rename', label: 'shortcuts.commands.rename', keys: ['F2'] },
      { id: 'library.duplicate', label: 'shortcuts.commands.duplicate', scope: 'library' },
    );
    handleAll(registry, [...SHELL, 'app.rename', 'library.duplicate']);
    onTestFinished(registry.activateScope('library'));
    const { view, deck } = outline(menuModel(registry));
    expect(view.at(-1)).toEqual(['Rename F2']);
    expect(deck).toEqual([['Duplicate']]);
  });
});

describe('the items the host places itself', () => {
  it('gives Settings… and File → Open Recent their own places, the recent decks with their ids', () => {
    const registry = appRegistry();
    const calls = handleAll(registry, [...SHELL, 'app.goSettings', 'app.clearRecent'], (id) => id !== 'app.clearRecent');
    setLocale('en');
    const recent = [
      { deckId: 'deck-ants', label: 'アリ軍団 — ACG' },
      { deckId: 'deck-ninja', label: 'Katsu — FaB' },
    ];
    const model = menuModel(registry, null, recent);
    expect(model.settings).toEqual({ id: 'app.goSettings', label: 'Settings…', accelerator: 'CmdOrCtrl+,', enabled: true });
    expect(model.recent).toEqual({
      label: 'Open Recent',
      items: [
        { id: 'recent:deck-ants', label: 'アリ軍団 — ACG', accelerator: null, enabled: true },
        { id: 'recent:deck-ninja', label: 'Katsu — FaB', accelerator: null, enabled: true },
      ],
      clear: { id: 'app.clearRecent', label: 'Clear Recently Opened', accelerator: null, enabled: false },
    });
    // Neither is listed again among the View menu's screens.
    expect(outline(model).view.flat()).not.toContain('Go to Settings CmdOrCtrl+,');
    setLocale('ja');
    expect(menuModel(registry, null, []).recent).toMatchObject({ label: '最近開いたデッキ', items: [], clear: { label: '最近開いたデッキの履歴を消去' } });
    expect(menuModel(registry, null, []).settings!.label).toBe('設定…');

    // A recent deck chosen goes to the shell; the settings item runs its command.
    const opened: string[] = [];
    const source = { items: () => recent, open: (id: string) => opened.push(id) };
    expect(runMenuCommand('recent:deck-ninja', registry, source)).toBe(true);
    expect(runMenuCommand('app.goSettings', registry, source)).toBe(true);
    expect(opened).toEqual(['deck-ninja']);
    expect(calls).toEqual(['app.goSettings']);
  });
});

describe('runMenuCommand', () => {
  it('runs a chosen command as its key would: only when its scope is in use and it is enabled', () => {
    const registry = appRegistry();
    const calls = handleAll(registry, ['app.goDecks', 'editor.save', 'editor.undo'], (id) => id !== 'editor.undo');
    expect(runMenuCommand('app.goDecks', registry)).toBe(true);
    // The editor has closed since the menu was made.
    expect(runMenuCommand('editor.save', registry)).toBe(false);
    onTestFinished(registry.activateScope('editor'));
    expect(runMenuCommand('editor.save', registry)).toBe(true);
    expect(runMenuCommand('editor.undo', registry)).toBe(false);
    expect(runMenuCommand('no.such.command', registry)).toBe(false);
    expect(calls).toEqual(['app.goDecks', 'editor.save']);
  });
});

describe('connectNativeMenu', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    return () => vi.useRealTimers();
  });

  function fakeHost() {
    const published: NativeMenuModel[] = [];
    const listeners = new Set<(id: string) => void>();
    const host: NativeMenuBridge = {
      publish: (model) => published.push(structuredClone(model)),
      onCommand: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    return { host, published, listeners, choose: (id: string) => listeners.forEach((listener) => listener(id)) };
  }

  /** Lets effects run, then the debounce pass. */
  function settle(ms = 100) {
    flushSync();
    vi.advanceTimersByTime(ms);
  }

  it('publishes after a quiet moment, and again when the language, the scopes or an enabled state change', () => {
    const registry = appRegistry();
    setLocale('en');
    const { host, published } = fakeHost();
    const stop = connectNativeMenu(host, registry, 100);
    onTestFinished(stop);
    flushSync();
    vi.advanceTimersByTime(99);
    expect(published).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(published).toHaveLength(1);
    // Nothing is handled yet: the items are there, turned off.
    expect(outline(published[0]!).view).toEqual([['Go to Cards CmdOrCtrl+1 (off)', 'Go to Decks CmdOrCtrl+2 (off)', 'Go to Playtest CmdOrCtrl+3 (off)', 'Go to Matches CmdOrCtrl+4 (off)', 'Go to Your data CmdOrCtrl+5 (off)']]);

    // Handlers arrive one by one as the shell mounts: one publish for the lot.
    handleAll(registry, SHELL);
    settle(50);
    expect(published).toHaveLength(1);
    settle(50);
    expect(published).toHaveLength(2);
    expect(outline(published[1]!).view[0]![0]).toBe('Go to Cards CmdOrCtrl+1');

    setLocale('ja');
    settle();
    expect(published).toHaveLength(3);
    expect(published[2]!.menus.file.label).toBe('ファイル');

    handleAll(registry, ['editor.undo'], () => false);
    const release = registry.activateScope('editor');
    settle();
    expect(published).toHaveLength(4);
    expect(published[3]!.menus.edit.groups[0]![0]).toEqual({ id: 'editor.undo', label: '元に戻す', accelerator: 'CmdOrCtrl+Z', enabled: false });

    // The editor's state turns Undo on (its `enabled` reads reactive state, as the editor's does).
    const state = new SvelteSet<string>();
    handleAll(registry, ['editor.undo'], () => state.has('canUndo'));
    settle();
    expect(published).toHaveLength(4); // still off: nothing to send
    state.add('canUndo');
    settle();
    expect(published).toHaveLength(5);
    expect(published[4]!.menus.edit.groups[0]![0]).toMatchObject({ id: 'editor.undo', enabled: true });

    // A focus move that changes nothing publishes nothing.
    document.body.appendChild(document.createElement('button')).focus();
    settle();
    expect(published).toHaveLength(5);

    release();
    settle();
    expect(published).toHaveLength(6);
    expect(published[5]!.menus.edit.groups).toEqual([]);

    stop();
    setLocale('en');
    settle();
    expect(published).toHaveLength(6);
  });

  it('publishes again when the focus moves to another part of the window', async () => {
    const registry = appRegistry();
    handleAll(registry, ['editor.focusSearch', 'browser.focusSearch']);
    const [browser, editor] = [0, 1].map(() => document.body.appendChild(document.createElement('div')));
    const [inBrowser, inEditor] = [browser!, editor!].map((parent) => parent.appendChild(document.createElement('button')));
    onTestFinished(registry.activateScope('browser', { element: () => browser }));
    onTestFinished(registry.activateScope('editor', { element: () => editor }));
    const { host, published } = fakeHost();
    onTestFinished(connectNativeMenu(host, registry));
    const search = () => published.at(-1)!.menus.edit.groups.flat().find((item) => item.id.endsWith('.focusSearch'))?.id;
    // A move of the focus is counted a microtask later (see connectNativeMenu).
    inBrowser!.focus();
    await Promise.resolve();
    settle();
    expect(search()).toBe('browser.focusSearch');
    inEditor!.focus();
    await Promise.resolve();
    settle();
    expect(search()).toBe('editor.focusSearch');
    expect(published).toHaveLength(2);
  });

  it('runs chosen items through the registry until stopped', () => {
    const registry = appRegistry();
    const calls = handleAll(registry, ['app.goCards', 'editor.save']);
    const { host, listeners, choose } = fakeHost();
    const stop = connectNativeMenu(host, registry);
    choose('app.goCards');
    choose('editor.save'); // no editor open
    expect(calls).toEqual(['app.goCards']);
    stop();
    expect(listeners.size).toBe(0);
    choose('app.goCards');
    expect(calls).toEqual(['app.goCards']);
  });

  it('does nothing in the browser, where there is no native menu', () => {
    expect(window.nativeMenu).toBeUndefined();
    const listen = vi.spyOn(document, 'addEventListener');
    onTestFinished(() => listen.mockRestore());
    connectNativeMenu()();
    expect(listen).not.toHaveBeenCalled();
  });
});
