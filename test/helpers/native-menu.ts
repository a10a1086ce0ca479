import type { NativeMenuCommand, NativeMenuModel, NativeMenuStandardItem } from '../../api/contract';
import { en } from '../../renderer/i18n/en';
import { ja } from '../../renderer/i18n/ja';

const command = (id: string, label: string, accelerator: string | null, enabled = true): NativeMenuCommand => ({ id, label, accelerator, enabled });

/**
 * The menu model the renderer publishes with the deck editor open (renderer/lib/native-menu.svelte.ts), in the
 * interface's real texts, with two recently opened decks; `undoEnabled` as the editor's history says. For main-process tests, which cannot run
 * the renderer's Svelte code.
 */
export function editorMenuModel(locale: 'ja' | 'en', undoEnabled = false): NativeMenuModel {
  const messages = locale === 'ja' ? ja : en;
  const c = messages.shortcuts.commands;
  const { menus, items } = messages.nativeMenu;
  const appName = messages.app.name;
  const hostItems = Object.fromEntries(Object.entries(items).map(([key, text]) => [key, text.replace('{{app}}', appName)]));
  return {
    appName,
    menus: {
      file: {
        label: menus.file,
        groups: [[command('editor.save', c.save, 'CmdOrCtrl+S')], [command('editor.import', c.importDeck, 'CmdOrCtrl+I'), command('editor.export', c.exportDeck, 'CmdOrCtrl+E')]],
      },
      edit: {
        label: menus.edit,
        groups: [
          [command('editor.undo', c.undo, 'CmdOrCtrl+Z', undoEnabled), command('editor.redo', c.redo, 'CmdOrCtrl+Shift+Z')],
          [command('editor.focusSearch', c.focusSearch, '/')],
        ],
      },
      view: {
        label: menus.view,
        groups: [
          [
            command('app.goCards', c.goCards, 'CmdOrCtrl+1'),
            command('app.goDecks', c.goDecks, 'CmdOrCtrl+2'),
            command('app.goPlaytest', c.goPlaytest, 'CmdOrCtrl+3'),
            command('app.goMatches', c.goMatches, 'CmdOrCtrl+4'),
          ],
        ],
      },
      deck: { label: menus.deck, groups: [[command('editor.playtest', c.playtest, 'CmdOrCtrl+Enter')], [command('deckRow.addOne', c.addCopy, 'Plus', false)]] },
      help: { label: menus.help, groups: [[command('app.showShortcuts', c.showShortcuts, '?')]] },
    },
    labels: { undo: c.undo, redo: c.redo, cut: c.cut, copy: c.copy, paste: c.paste, ...hostItems } as Record<NativeMenuStandardItem, string>,
    settings: command('app.goSettings', messages.nativeMenu.settings, 'CmdOrCtrl+,'),
    recent: {
      label: messages.recent.menu,
      items: [command('recent:deck-ants', 'アリ軍団 — ACG', null), command('recent:deck-ninja', 'Katsu — FaB', null)],
      clear: command('app.clearRecent', c.clearRecent, null),
    },
  };
}
