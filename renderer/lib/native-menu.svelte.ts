/**
 * The desktop app's menu bar, from the shortcut registry: the renderer publishes its commands — labels in the
 * interface language, keys as Electron accelerators, enabled or not — to the preload's `window.nativeMenu`, and
 * runs the command of a chosen item through the registry, as a key would. The main process makes the native
 * menu (electron/main/menu.ts) and leaves every key to the registry. The browser has no native menu: there the
 * shortcut help and the context menus show the same commands.
 */
import type { NativeMenuBridge, NativeMenuCommand, NativeMenuId, NativeMenuModel, NativeMenuStandardItem } from '../../api/contract';
import { t, type MessageKey } from '../i18n/index.svelte';
import { parseBinding, shortcuts, type Command, type ShortcutRegistry } from './shortcuts.svelte';

declare global {
  interface Window {
    /** Present only inside the desktop app (electron/preload). */
    nativeMenu?: NativeMenuBridge;
  }
}

// Keys whose accelerator name differs from their `event.key` name.
const ACCELERATOR_KEYS: Record<string, string> = {
  ' ': 'Space', '+': 'Plus', ArrowUp: 'Up', ArrowDown: 'Down', ArrowLeft: 'Left', ArrowRight: 'Right', Escape: 'Esc',
};
const SAME_NAMED_KEYS = ['Enter', 'Tab', 'Backspace', 'Delete', 'Insert', 'Home', 'End', 'PageUp', 'PageDown'];

/**
 * A registry binding in Electron's accelerator syntax: `Mod+Shift+Z` → `CmdOrCtrl+Shift+Z`, `Alt+ArrowUp` →
 * `Alt+Up`, `?` and `F1` as they are. Null for a key accelerators cannot name (the Menu key, `é`); a binding the
 * registry cannot read throws as `parseBinding` does.
 */
export function electronAccelerator(binding: string): string | null {
  // Read for both platforms: `Mod` is Ctrl on one and ⌘ on the other, a plain Ctrl or Meta the same on both.
  const pc = parseBinding(binding, false);
  const mac = parseBinding(binding, true);
  const printable = /^[!-~]$/.test(pc.key);
  const key = ACCELERATOR_KEYS[pc.key] ?? (printable || SAME_NAMED_KEYS.includes(pc.key) || /^F([1-9]|1\d|2[0-4])$/.test(pc.key) ? pc.key : null);
  if (key === null) return null;
  const mod = mac.meta && !pc.meta;
  return [mod && 'CmdOrCtrl', mac.ctrl && 'Ctrl', pc.alt && 'Alt', pc.shift && 'Shift', pc.meta && 'Meta', key].filter(Boolean).join('+');
}

const MENUS: Record<NativeMenuId, MessageKey> = {
  file: 'nativeMenu.menus.file',
  edit: 'nativeMenu.menus.edit',
  view: 'nativeMenu.menus.view',
  deck: 'nativeMenu.menus.deck',
  help: 'nativeMenu.menus.help',
};

/**
 * Where commands go, by what they do (their label), in groups: the Save of every editor lands in File, whichever
 * is open. Commands placed nowhere go to View (global ones) or Deck (the others), so none is left out.
 */
const LAYOUT: Record<NativeMenuId, MessageKey[][]> = {
  file: [['shortcuts.commands.save'], ['shortcuts.commands.importDeck', 'shortcuts.commands.exportDeck']],
  edit: [['shortcuts.commands.undo', 'shortcuts.commands.redo'], ['shortcuts.commands.focusSearch']],
  view: [['shortcuts.commands.goCards', 'shortcuts.commands.goDecks', 'shortcuts.commands.goPlaytest', 'shortcuts.commands.goMatches', 'shortcuts.commands.goData']],
  deck: [['shortcuts.commands.playtest']],
  help: [['shortcuts.commands.showShortcuts']],
};

/** Commands the host places itself (NativeMenuModel's `settings`, and File → Open Recent's last item). */
const SETTINGS_LABEL: MessageKey = 'shortcuts.commands.goSettings';
const CLEAR_RECENT_LABEL: MessageKey = 'shortcuts.commands.clearRecent';

/** The id prefix of File → Open Recent's items: `recent:<deck id>`. */
export const RECENT_ITEM = 'recent:';

/** A deck of File → Open Recent as the shell names it (its name and game). */
export interface RecentMenuItem {
  deckId: string;
  label: string;
}

/** The shell's recently opened decks, read reactively, and how one is opened. */
export interface RecentMenuSource {
  items(): readonly RecentMenuItem[];
  open(deckId: string): void;
}

/** Labels of the host's own items; the ones the registry also names keep its words. */
const STANDARD_LABELS: Record<NativeMenuStandardItem, MessageKey> = {
  undo: 'shortcuts.commands.undo',
  redo: 'shortcuts.commands.redo',
  cut: 'shortcuts.commands.cut',
  copy: 'shortcuts.commands.copy',
  paste: 'shortcuts.commands.paste',
  selectAll: 'nativeMenu.items.selectAll',
  reload: 'nativeMenu.items.reload',
  toggleDevTools: 'nativeMenu.items.toggleDevTools',
  resetZoom: 'nativeMenu.items.resetZoom',
  zoomIn: 'nativeMenu.items.zoomIn',
  zoomOut: 'nativeMenu.items.zoomOut',
  togglefullscreen: 'nativeMenu.items.togglefullscreen',
  about: 'nativeMenu.items.about',
  services: 'nativeMenu.items.services',
  hide: 'nativeMenu.items.hide',
  hideOthers: 'nativeMenu.items.hideOthers',
  unhide: 'nativeMenu.items.unhide',
  quit: 'nativeMenu.items.quit',
  window: 'nativeMenu.items.window',
  minimize: 'nativeMenu.items.minimize',
  zoom: 'nativeMenu.items.zoom',
  front: 'nativeMenu.items.front',
  close: 'nativeMenu.items.close',
};

const mapValues = <K extends string, A, B>(record: Record<K, A>, f: (value: A, key: K) => B) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value as A, key as K)])) as Record<K, B>;

/**
 * The menus as they stand: the commands of the scopes a key pressed on `focus` would reach (the ones of a screen
 * that is not open are left out; one per label, the most specific scope's), the first binding of each as its
 * accelerator, and whether it can run now. Reads the registry and the language reactively.
 */
export function menuModel(
  registry: ShortcutRegistry = shortcuts,
  focus: Element | null = document.activeElement,
  recent: readonly RecentMenuItem[] = [],
): NativeMenuModel {
  const scopes = registry.activeScopes(focus);
  const reachable = registry
    .commands()
    .filter((command) => scopes.includes(command.scope))
    .sort((a, b) => scopes.indexOf(a.scope) - scopes.indexOf(b.scope));
  const shown = reachable.filter((command, i) => reachable.findIndex((other) => other.label === command.label) === i);
  const item = (command: Command): NativeMenuCommand => ({
    id: command.id,
    label: t(command.label),
    accelerator: command.keys[0] === undefined ? null : electronAccelerator(command.keys[0]),
    enabled: registry.isEnabled(command.id),
  });
  const placed = [...Object.values(LAYOUT).flat(2), SETTINGS_LABEL, CLEAR_RECENT_LABEL];
  const placedByHost = (label: MessageKey, menuLabel?: MessageKey) => {
    const command = shown.find((c) => c.label === label);
    return command ? { ...item(command), ...(menuLabel && { label: t(menuLabel) }) } : null;
  };
  const unplaced = (global: boolean) => shown.filter((c) => !placed.includes(c.label) && (c.scope === 'global') === global).map(item);
  const extra: Partial<Record<NativeMenuId, NativeMenuCommand[]>> = { view: unplaced(true), deck: unplaced(false) };
  const app = t('app.name');
  return {
    appName: app,
    menus: mapValues(LAYOUT, (groups, id) => ({
      label: t(MENUS[id]),
      groups: [...groups.map((labels) => shown.filter((c) => labels.includes(c.label)).map(item)), extra[id] ?? []].filter((group) => group.length > 0),
    })),
    labels: mapValues(STANDARD_LABELS, (key) => t(key, { app })),
    settings: placedByHost(SETTINGS_LABEL, 'nativeMenu.settings'),
    recent: {
      label: t('recent.menu'),
      items: recent.map((deck) => ({ id: `${RECENT_ITEM}${deck.deckId}`, label: deck.label, accelerator: null, enabled: true })),
      clear: placedByHost(CLEAR_RECENT_LABEL),
    },
  };
}

/**
 * A menu item was chosen: its command runs through the registry, as its key would — when its scope is still in
 * use (the menu may be a moment behind) and it is enabled. Returns whether it ran.
 */
export function runMenuCommand(id: string, registry: ShortcutRegistry = shortcuts, recent?: RecentMenuSource): boolean {
  if (id.startsWith(RECENT_ITEM) && recent) {
    recent.open(id.slice(RECENT_ITEM.length));
    return true;
  }
  const command = registry.command(id);
  if (!command || !registry.activeScopes(document.activeElement).includes(command.scope)) return false;
  return registry.run(id);
}

/**
 * Publishes the menus to the desktop host, and again (after `delay` ms of quiet, only when they changed) whenever
 * the language, the active scopes, the focus, a command's enabled state or the recent decks change; runs chosen
 * items (a recent deck through `recent`). Without a
 * host (the browser) it does nothing. Returns the function that stops.
 */
export function connectNativeMenu(
  host: NativeMenuBridge | undefined = window.nativeMenu,
  registry: ShortcutRegistry = shortcuts,
  delay = 100,
  recent?: RecentMenuSource,
): () => void {
  if (!host) return () => {};
  // The focus decides which scopes a key reaches; it is not reactive by itself. Counted a moment later: a focused
  // element that Svelte removes (a dialog closing) loses the focus in the middle of Svelte's update, where no state
  // may change.
  let focusMoves = $state(0);
  const moved = () => queueMicrotask(() => focusMoves++);
  document.addEventListener('focusin', moved);
  document.addEventListener('focusout', moved);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let published = '';
  const stopEffect = $effect.root(() => {
    $effect(() => {
      void focusMoves;
      const model = menuModel(registry, document.activeElement, recent?.items());
      clearTimeout(timer);
      timer = setTimeout(() => {
        const text = JSON.stringify(model);
        if (text === published) return;
        published = text;
        host.publish(model);
      }, delay);
    });
  });
  const stopCommands = host.onCommand((id) => runMenuCommand(id, registry, recent));
  return () => {
    clearTimeout(timer);
    stopEffect();
    stopCommands();
    document.removeEventListener('focusin', moved);
    document.removeEventListener('focusout', moved);
  };
}
