/**
 * The desktop app's menu bar, made from the menu model each window's renderer publishes
 * (renderer/lib/native-menu.svelte.ts): the renderer's commands with their keys, and the host's own items
 * (clipboard, zoom, the macOS app and window menus) as Electron roles.
 *
 * One dispatcher for keys: the renderer's shortcut registry. Command items show their accelerator but do not
 * register it (`registerAccelerator: false`, Windows and Linux), so a key reaches the page's keydown handler and
 * is handled there once, under the registry's text-box rules. macOS cannot show a key without registering it, but
 * it offers a key to the menu only when the page did not take it (Chromium's unhandled-key path); such a key
 * arrives as a click with `triggeredByAccelerator` and is not run as the command (see `commandItem`).
 */
import type { MenuItemConstructorOptions, WebContents } from 'electron';
import * as v from 'valibot';
import type { NativeMenuCommand, NativeMenuId, NativeMenuModel, NativeMenuStandardItem } from '../../api/contract';
import { describeIssues } from '../../api/schemas';
import { MENU_COMMAND_CHANNEL } from '../channels';

type Template = MenuItemConstructorOptions[];

/** What a menu item does in the window it belongs to. */
export interface MenuActions {
  /** Runs a command of the renderer's registry. */
  command(id: string): void;
  /** The focused text box's own undo or redo. */
  edit(role: 'undo' | 'redo'): void;
}

/** The keys text boxes undo and redo with: a command on them gives way to the text box where the page left the key. */
const TEXT_HISTORY: Partial<Record<string, 'undo' | 'redo'>> = { 'CmdOrCtrl+Z': 'undo', 'CmdOrCtrl+Shift+Z': 'redo' };

/** The Electron menu template for a window's model; `platform` is `process.platform`. */
export function menuTemplate(model: NativeMenuModel, platform: NodeJS.Platform, actions: MenuActions): Template {
  const mac = platform === 'darwin';
  const { labels } = model;
  // Windows and Linux read `&` as the mark of an access key.
  const text = (label: string) => (mac ? label : label.replaceAll('&', '&&'));
  const separator: MenuItemConstructorOptions = { type: 'separator' };
  const joined = (groups: Template[]): Template => groups.filter((group) => group.length > 0).flatMap((group, i) => (i > 0 ? [separator, ...group] : group));
  const role = (name: NativeMenuStandardItem & MenuItemConstructorOptions['role'], options: MenuItemConstructorOptions = {}) => ({
    role: name,
    label: text(labels[name]),
    ...options,
  });

  function commandItem(command: NativeMenuCommand): MenuItemConstructorOptions {
    return {
      label: text(command.label),
      accelerator: command.accelerator ?? undefined,
      registerAccelerator: false,
      enabled: command.enabled,
      click: (_item, _window, event) => {
        if (!event.triggeredByAccelerator) return actions.command(command.id);
        // macOS only, for a key the registry left alone: it belongs to the focused text box (⌘Z undoes typing).
        const edit = command.accelerator ? TEXT_HISTORY[command.accelerator] : undefined;
        if (edit) actions.edit(edit);
      },
    };
  }

  const commands = (id: NativeMenuId, keep: (command: NativeMenuCommand) => boolean = () => true): Template[] =>
    model.menus[id].groups.map((group) => group.filter(keep).map(commandItem));
  const submenu = (id: NativeMenuId, groups: Template[], options: MenuItemConstructorOptions = {}): MenuItemConstructorOptions[] => {
    const items = joined(groups);
    return items.length > 0 ? [{ label: text(model.menus[id].label), submenu: items, ...options }] : [];
  };

  // Undo and Redo head the Edit menu. Without a command of the page's on those keys (or with one that is off on
  // macOS, where only a menu item lets ⌘Z reach a text box), they are the text box's own.
  const editCommands = model.menus.edit.groups.flat();
  const history = (['undo', 'redo'] as const).map((name) => {
    const command = editCommands.find((c) => c.accelerator !== null && TEXT_HISTORY[c.accelerator] === name);
    return command && (command.enabled || !mac) ? commandItem(command) : role(name, { registerAccelerator: false });
  });
  const notHistory = (command: NativeMenuCommand) => command.accelerator === null || TEXT_HISTORY[command.accelerator] === undefined;

  // Settings… sits in the app menu on macOS (under About), at the end of Edit elsewhere.
  const settings = model.settings ? [commandItem(model.settings)] : [];
  // File → Open Recent: the decks, then Clear Recently Opened, off while there is nothing to clear.
  const { recent } = model;
  const openRecent: Template = [
    {
      label: text(recent.label),
      submenu: joined([recent.items.map(commandItem), recent.clear ? [commandItem(recent.clear)] : []]),
    },
  ];

  return [
    ...(mac
      ? [
          {
            label: model.appName,
            submenu: joined([
              [role('about')],
              settings,
              [role('services')],
              [role('hide'), role('hideOthers'), role('unhide')],
              [role('quit')],
            ]),
          },
        ]
      : []),
    ...submenu('file', [openRecent, ...commands('file'), [mac ? role('close') : role('quit')]]),
    ...submenu('edit', [history, [role('cut'), role('copy'), role('paste'), role('selectAll')], ...commands('edit', notHistory), mac ? [] : settings]),
    ...submenu('view', [
      ...commands('view'),
      [role('reload'), role('toggleDevTools')],
      [role('resetZoom'), role('zoomIn'), role('zoomOut')],
      [role('togglefullscreen')],
    ]),
    ...submenu('deck', commands('deck')),
    ...(mac ? [role('window', { submenu: joined([[role('minimize'), role('zoom')], [role('front')]]) })] : []),
    ...submenu('help', commands('help'), { role: 'help' }),
  ];
}

// ------------------------------------------------------------------------------------------------------------
// The model as it arrives over IPC: checked before it becomes a menu.

const label = v.pipe(v.string(), v.nonEmpty('must not be empty'));
/** The accelerators renderer/lib/native-menu.svelte.ts writes: modifiers, then one key (`+` is written `Plus`). */
const ACCELERATOR =
  /^(?:(?:CmdOrCtrl|Ctrl|Alt|Shift|Meta)\+)*(?:[!-*,-~]|F(?:[1-9]|1\d|2[0-4])|Plus|Space|Tab|Backspace|Delete|Insert|Enter|Up|Down|Left|Right|Home|End|PageUp|PageDown|Esc)$/;
const command = v.strictObject({
  id: label,
  label,
  accelerator: v.nullable(v.pipe(v.string(), v.regex(ACCELERATOR, (issue) => `${issue.received} is not an accelerator`))),
  enabled: v.boolean(),
});
const menu = v.strictObject({ label, groups: v.array(v.array(command)) });
// Written out, so the compiler says when a menu or a standard item is added to the contract.
const MENU_IDS: Record<NativeMenuId, true> = { file: true, edit: true, view: true, deck: true, help: true };
const STANDARD_ITEMS: Record<NativeMenuStandardItem, true> = {
  undo: true, redo: true, cut: true, copy: true, paste: true, selectAll: true, reload: true, toggleDevTools: true,
  resetZoom: true, zoomIn: true, zoomOut: true, togglefullscreen: true, about: true, services: true, hide: true,
  hideOthers: true, unhide: true, quit: true, window: true, minimize: true, zoom: true, front: true, close: true,
};
const entries = <K extends string, S>(keys: Record<K, true>, schema: S) => Object.fromEntries(Object.keys(keys).map((key) => [key, schema])) as Record<K, S>;
const modelSchema: v.GenericSchema<unknown, NativeMenuModel> = v.strictObject({
  appName: label,
  menus: v.strictObject(entries(MENU_IDS, menu)),
  labels: v.strictObject(entries(STANDARD_ITEMS, label)),
  settings: v.nullable(command),
  recent: v.strictObject({ label, items: v.array(command), clear: v.nullable(command) }),
});

/** The model, or an error naming the first fields that are wrong (`menus.edit.groups.0.0.accelerator: …`). */
export function parseMenuModel(value: unknown): NativeMenuModel {
  const parsed = v.safeParse(modelSchema, value);
  if (!parsed.success) throw new Error(`The menu model is not valid: ${describeIssues(parsed.issues)}`);
  return parsed.output;
}

// ------------------------------------------------------------------------------------------------------------
// One menu bar for the app, the focused window's.

/** What the menu needs of a window's renderer (a WebContents). */
export type MenuTarget = Pick<WebContents, 'id' | 'send' | 'undo' | 'redo' | 'isDestroyed'>;

export interface MenuInstaller {
  /** A window's renderer published its menus: shown at once when that window's menu is the one showing. */
  publish(target: MenuTarget, model: NativeMenuModel): void;
  /** A window came to the front: its menus are shown (as soon as it has published them). */
  focus(target: MenuTarget): void;
}

/** `install` is `Menu.setApplicationMenu(Menu.buildFromTemplate(template))`, injected so this runs without Electron. */
export function createMenuInstaller(platform: NodeJS.Platform, install: (template: Template) => void): MenuInstaller {
  const models = new Map<number, { target: MenuTarget; model: NativeMenuModel }>();
  let showing: number | null = null;

  function show(id: number) {
    showing = id;
    const entry = models.get(id);
    if (!entry) return;
    const { target } = entry;
    install(
      menuTemplate(entry.model, platform, {
        command: (command) => {
          if (!target.isDestroyed()) target.send(MENU_COMMAND_CHANNEL, command);
        },
        edit: (role) => {
          if (!target.isDestroyed()) target[role]();
        },
      }),
    );
  }

  function forgetClosed() {
    for (const [id, entry] of models) if (entry.target.isDestroyed()) models.delete(id);
  }

  return {
    publish(target, model) {
      forgetClosed();
      models.set(target.id, { target, model });
      if (showing === null || showing === target.id) show(target.id);
    },
    focus(target) {
      forgetClosed();
      show(target.id);
    },
  };
}
