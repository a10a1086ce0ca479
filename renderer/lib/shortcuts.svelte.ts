/**
 * The one shortcut registry (DESIGN.md §5): commands are declared once — id, label, key bindings, scope — and
 * feed the keyboard, context menus, tooltips and the shortcut help alike.
 *
 * - `define` declares commands (at module level, where the feature lives); `handle` (or `useCommand` in a
 *   component) attaches the behaviour while the component that owns it is mounted.
 * - A command belongs to `global` or to a named scope (`editor`, `browser`, `library`…). A named scope is
 *   active while a component says so (`activateScope` / `useScope`); the most specific active scope is
 *   tried first: scopes whose element holds the focus (the deepest first), then the others (the latest first),
 *   then `global`. A modal scope (a context menu) hides everything activated before it, and so does an open
 *   `aria-modal` dialog for keys pressed inside it.
 * - One keydown listener (`listen`) dispatches; a component that handles a key itself calls `preventDefault`
 *   and the registry leaves the key alone.
 *
 * Keys in text boxes: while the focus is in a text field (input, textarea, contenteditable, combobox), a
 * binding is used only when it cannot be typing — it has Ctrl, Alt or ⌘, or is a function key — and is not
 * one of the keys text fields edit with (undo, redo, select all, clipboard, word and line movement, macOS's
 * Ctrl+A/E/K…). So Ctrl+Z in the search box undoes the text, `?` types a question mark, and Ctrl+1 or F1
 * still work. A command may say otherwise with `inTextInputs`.
 */
import { untrack } from 'svelte';
import { SvelteMap } from 'svelte/reactivity';
import type { MessageKey } from '../i18n/index.svelte';

export type ScopeId = 'global' | (string & {});

export interface CommandSpec {
  /** Unique, dotted: `app.goCards`, `editor.undo`. */
  id: string;
  /** Message key of the label (menus, help, tooltips). */
  label: MessageKey;
  /**
   * Key bindings, the first being the one menus show: `Mod+Shift+Z`, `F1`, `?`, `Delete`, `Alt+ArrowUp`.
   * `Mod` is Ctrl, or ⌘ on macOS. A character that needs Shift (`?`, `!`) is written as the character.
   */
  keys?: readonly string[];
  /** `global` (the default) or a named scope. */
  scope?: ScopeId;
  /** Whether the command can run now; the handler's own `enabled` wins. Read reactively in menus. */
  enabled?: () => boolean;
  /** Overrides the text-box rule above, for every binding of the command. */
  inTextInputs?: boolean;
  /** Left out of the shortcut help (menu-only or internal commands). */
  hidden?: boolean;
}

export interface Command extends Readonly<CommandSpec> {
  readonly keys: readonly string[];
  readonly scope: ScopeId;
}

export type CommandHandler = () => unknown;

export interface ScopeOptions {
  /** The element the scope belongs to: while the focus is inside it, the scope ranks above the others. */
  element?: () => Element | null | undefined;
  /** Hides every scope activated before it (and `global`) until it is released. */
  modal?: boolean;
}

interface HandlerEntry {
  run: CommandHandler;
  enabled?: () => boolean;
}

interface ScopeEntry {
  scope: ScopeId;
  options: ScopeOptions;
  seq: number;
}

/** A binding taken apart, with `Mod` resolved for the platform. */
export interface Chord {
  ctrl: boolean;
  alt: boolean;
  shift: boolean;
  meta: boolean;
  /** `event.key` form: one upper-case letter or character, or a named key (`ArrowUp`, `F1`, ` ` for Space). */
  key: string;
}

const KEY_ALIASES: Record<string, string> = {
  space: ' ',
  spacebar: ' ',
  esc: 'Escape',
  del: 'Delete',
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
  return: 'Enter',
  plus: '+',
  pgup: 'PageUp',
  pgdn: 'PageDown',
};

/** Case-insensitive names of keys, for parsing bindings written by hand. */
const NAMED_KEYS = [
  'Escape', 'Enter', 'Tab', 'Backspace', 'Delete', 'Insert', 'Home', 'End', 'PageUp', 'PageDown',
  'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'ContextMenu',
];

function normalizeKeyName(name: string): string {
  if (name.length === 1) return name.toUpperCase();
  const lower = name.toLowerCase();
  if (KEY_ALIASES[lower] !== undefined) return KEY_ALIASES[lower];
  if (/^f\d{1,2}$/.test(lower)) return lower.toUpperCase();
  return NAMED_KEYS.find((key) => key.toLowerCase() === lower) ?? name;
}

/** `Mod+Shift+Z` → `{ ctrl: true, shift: true, key: 'Z' }` (or `meta` on macOS). */
export function parseBinding(binding: string, mac: boolean): Chord {
  const parts = binding === '+' ? ['+'] : binding.endsWith('++') ? [...binding.slice(0, -2).split('+'), '+'] : binding.split('+');
  const chord: Chord = { ctrl: false, alt: false, shift: false, meta: false, key: '' };
  for (const [index, raw] of parts.entries()) {
    const part = raw.trim();
    if (index === parts.length - 1) {
      chord.key = normalizeKeyName(part);
      break;
    }
    switch (part.toLowerCase()) {
      case 'mod':
        if (mac) chord.meta = true;
        else chord.ctrl = true;
        break;
      case 'ctrl':
      case 'control':
        chord.ctrl = true;
        break;
      case 'alt':
      case 'option':
        chord.alt = true;
        break;
      case 'shift':
        chord.shift = true;
        break;
      case 'meta':
      case 'cmd':
      case 'command':
        chord.meta = true;
        break;
      default:
        throw new Error(`Unknown modifier "${part}" in the key binding "${binding}"`);
    }
  }
  if (!chord.key) throw new Error(`The key binding "${binding}" names no key`);
  return chord;
}

const isLetter = (key: string) => key.length === 1 && key.toLowerCase() !== key.toUpperCase();
/** A single character that is not a letter: Shift is part of how it is typed, not a modifier of its own. */
const isSymbol = (key: string) => key.length === 1 && !isLetter(key) && key !== ' ';

/** The keys a keydown may stand for: `event.key`, and the physical key where the layout gives no Latin letter or digit. */
function eventKeys(event: KeyboardEvent): { key: string; physical: string | null } {
  const key = normalizeKeyName(event.key === 'Spacebar' ? ' ' : event.key);
  const code = /^Key([A-Z])$|^Digit(\d)$/.exec(event.code ?? '');
  const codeKey = code ? (code[1] ?? code[2]!) : null;
  // Non-Latin layouts (Cyrillic, Greek), ⌥-letters on macOS (Ω) and digits under Shift or on AZERTY (&, !).
  const typedLatin = /^[A-Z0-9]$/.test(key);
  const physical = codeKey && !typedLatin && (!/^[ -~]$/.test(key) || /\d/.test(codeKey)) ? codeKey : null;
  return { key, physical };
}

export function chordMatches(chord: Chord, event: KeyboardEvent): boolean {
  if (chord.ctrl !== event.ctrlKey || chord.alt !== event.altKey || chord.meta !== event.metaKey) return false;
  const { key, physical } = eventKeys(event);
  if (chord.key === key) return isSymbol(key) || chord.shift === event.shiftKey;
  return physical !== null && chord.key === physical && chord.shift === event.shiftKey;
}

/** Keys text fields use for editing: never taken from a text field unless a command insists. */
function isTextEditingChord(chord: Chord, mac: boolean): boolean {
  const primary = mac ? chord.meta && !chord.ctrl : chord.ctrl && !chord.meta;
  const { key } = chord;
  if (primary && !chord.alt) {
    if (['Z', 'Y', 'A', 'C', 'X', 'V', 'Backspace', 'Delete', 'Home', 'End'].includes(key)) return true;
    if (key.startsWith('Arrow')) return true;
  }
  // Word movement and deletion: Ctrl+arrows on Windows and Linux (above), ⌥+arrows / ⌥+Backspace on macOS.
  if (chord.alt && !chord.ctrl && !chord.meta && (key.startsWith('Arrow') || key === 'Backspace' || key === 'Delete')) return true;
  // macOS text fields keep the Emacs keys.
  if (mac && chord.ctrl && !chord.meta && !chord.alt && ['A', 'E', 'K', 'F', 'B', 'N', 'P', 'D', 'H', 'T', 'O', 'Y'].includes(key)) return true;
  return false;
}

/** Whether a binding may act while the focus is in a text field (see the module comment). */
export function worksInTextInputs(chord: Chord, mac: boolean): boolean {
  const functionKey = /^F\d{1,2}$/.test(chord.key);
  if (!(chord.ctrl || chord.alt || chord.meta || functionKey)) return false;
  return !isTextEditingChord(chord, mac);
}

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'datetime-local', 'month', 'time', 'week', '']);

/** A field the player types into: its keys are its own. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type.toLowerCase());
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  const role = target.getAttribute('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox' || role === 'spinbutton';
}

/** A control that Enter or Space activates (buttons, links, check boxes, menu items…). */
function isActivatable(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement || target.tagName === 'SUMMARY') return true;
  if (target instanceof HTMLInputElement) return ['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'color', 'range'].includes(target.type);
  const role = target.getAttribute('role') ?? '';
  return ['button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'treeitem'].includes(role);
}

export function detectMac(): boolean {
  if (typeof navigator === 'undefined') return false;
  const data = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return /Mac|iPhone|iPad|iPod/i.test(data?.platform || navigator.platform || navigator.userAgent);
}

// Display: Windows and Linux spell keys out (Ctrl+Shift+Z); macOS uses its symbols in its own order (⌃⌥⇧⌘).
const KEY_TEXT: Record<string, string> = {
  ' ': 'Space', Escape: 'Esc', Delete: 'Del', ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→',
  PageUp: 'PgUp', PageDown: 'PgDn', Insert: 'Ins', ContextMenu: 'Menu',
};
const MAC_KEY_TEXT: Record<string, string> = {
  ' ': 'Space', Escape: '⎋', Enter: '↩', Backspace: '⌫', Delete: '⌦', Tab: '⇥', ArrowUp: '↑', ArrowDown: '↓',
  ArrowLeft: '←', ArrowRight: '→', PageUp: '⇞', PageDown: '⇟', Home: '↖', End: '↘',
};

/** The keys of a binding as shown on keycaps: `['Ctrl', 'Shift', 'Z']`, or `['⇧', '⌘', 'Z']` on macOS. */
export function bindingParts(binding: string, mac: boolean): string[] {
  const chord = parseBinding(binding, mac);
  const parts: string[] = [];
  if (mac) {
    if (chord.ctrl) parts.push('⌃');
    if (chord.alt) parts.push('⌥');
    if (chord.shift) parts.push('⇧');
    if (chord.meta) parts.push('⌘');
    parts.push(MAC_KEY_TEXT[chord.key] ?? chord.key);
  } else {
    if (chord.ctrl) parts.push('Ctrl');
    if (chord.alt) parts.push('Alt');
    if (chord.shift) parts.push('Shift');
    if (chord.meta) parts.push('Win');
    parts.push(KEY_TEXT[chord.key] ?? chord.key);
  }
  return parts;
}

/** A binding as text for menus and tooltips: `Ctrl+Shift+Z`, `⇧⌘Z`. */
export function formatBinding(binding: string, mac: boolean): string {
  return bindingParts(binding, mac).join(mac ? '' : '+');
}

/** A binding in the form of the `aria-keyshortcuts` attribute: `Control+Shift+Z`, `Meta+Shift+Z`. */
export function ariaBinding(binding: string, mac: boolean): string {
  const chord = parseBinding(binding, mac);
  const key = chord.key === ' ' ? 'Space' : chord.key === '+' ? 'Plus' : chord.key;
  return [chord.ctrl && 'Control', chord.alt && 'Alt', chord.shift && 'Shift', chord.meta && 'Meta', key].filter(Boolean).join('+');
}

export class ShortcutRegistry {
  readonly mac: boolean;
  // Reactive, so menus, tooltips and the help follow what is declared, handled and active.
  readonly #commands = new SvelteMap<string, Command>();
  readonly #chords = new SvelteMap<string, Chord[]>();
  readonly #handlers = new SvelteMap<string, HandlerEntry[]>();
  readonly #scopeLabels = new SvelteMap<ScopeId, MessageKey>();
  #scopes = $state.raw<ScopeEntry[]>([]);
  #seq = 0;

  constructor(options: { mac?: boolean } = {}) {
    this.mac = options.mac ?? detectMac();
  }

  /** Declares commands. Declaring the same id again replaces it (hot reload); bindings are checked at once. */
  define(...specs: CommandSpec[]): void {
    for (const spec of specs) {
      const command: Command = { ...spec, keys: spec.keys ?? [], scope: spec.scope ?? 'global' };
      this.#chords.set(spec.id, command.keys.map((key) => parseBinding(key, this.mac)));
      this.#commands.set(spec.id, command);
    }
  }

  /** Names a scope for the shortcut help; scopes are listed in the order they were named, `global` first. */
  defineScope(scope: ScopeId, label: MessageKey): void {
    this.#scopeLabels.set(scope, label);
  }

  scopeLabel(scope: ScopeId): MessageKey | undefined {
    return this.#scopeLabels.get(scope);
  }

  command(id: string): Command | undefined {
    return this.#commands.get(id);
  }

  /** Every command, in the order declared. */
  commands(): Command[] {
    return [...this.#commands.values()];
  }

  /** Scopes that have commands, named ones in their order, then any others; `global` first. */
  scopes(): ScopeId[] {
    const used = this.commands()
      .map((c) => c.scope)
      .filter((scope, i, all) => all.indexOf(scope) === i);
    const named = ['global', ...this.#scopeLabels.keys()].filter((scope, i, all) => all.indexOf(scope) === i);
    return [...named.filter((scope) => used.includes(scope)), ...used.filter((scope) => !named.includes(scope))];
  }

  /**
   * Attaches the behaviour of a declared command; returns the function that detaches it. The latest handler
   * wins, and the one before comes back when it is detached.
   */
  handle(id: string, run: CommandHandler, options: { enabled?: () => boolean } = {}): () => void {
    if (!this.#commands.has(id)) throw new Error(`No command "${id}" has been declared`);
    const entry: HandlerEntry = { run, enabled: options.enabled };
    this.#handlers.set(id, [...(this.#handlers.get(id) ?? []), entry]);
    return () => this.#handlers.set(id, (this.#handlers.get(id) ?? []).filter((e) => e !== entry));
  }

  /** Has a handler now, and its `enabled` (else the command's) says yes. */
  isEnabled(id: string): boolean {
    const handler = this.#handlers.get(id)?.at(-1);
    const command = this.#commands.get(id);
    if (!handler || !command) return false;
    return (handler.enabled ?? command.enabled ?? (() => true))();
  }

  /** Runs a command (from a menu or a button) when it is enabled; returns whether it ran. */
  run(id: string): boolean {
    if (!this.isEnabled(id)) return false;
    const result = this.#handlers.get(id)!.at(-1)!.run();
    if (result instanceof Promise) result.catch((error: unknown) => console.error(`Command ${id} failed`, error));
    return true;
  }

  /** Makes a scope active until the returned function is called. */
  activateScope(scope: ScopeId, options: ScopeOptions = {}): () => void {
    const entry: ScopeEntry = { scope, options, seq: ++this.#seq };
    this.#scopes = [...this.#scopes, entry];
    return () => {
      this.#scopes = this.#scopes.filter((e) => e !== entry);
    };
  }

  /** The active scopes for a key pressed on `target`, most specific first (`global` last unless hidden). */
  activeScopes(target: EventTarget | null = null): ScopeId[] {
    const node = target instanceof Node ? target : null;
    let entries = this.#scopes;
    const lastModal = entries.findLastIndex((e) => e.options.modal);
    if (lastModal >= 0) entries = entries.slice(lastModal);
    // A key pressed inside an open modal dialog belongs to the dialog: only scopes inside it apply.
    const dialog = node instanceof Element ? node.closest('[aria-modal="true"]') : node?.parentElement?.closest('[aria-modal="true"]');
    if (dialog) entries = entries.filter((e) => e.options.modal || dialog.contains(e.options.element?.() ?? null));
    const holding = (e: ScopeEntry) => {
      const element = e.options.element?.();
      return element && node && element.contains(node) ? element : null;
    };
    const depth = (element: Element) => {
      let n = 0;
      for (let p: Element | null = element; p; p = p.parentElement) n++;
      return n;
    };
    const ranked = [
      ...entries.filter((e) => holding(e)).sort((a, b) => depth(holding(b)!) - depth(holding(a)!) || b.seq - a.seq),
      ...entries.filter((e) => !holding(e)).sort((a, b) => b.seq - a.seq),
    ].map((e) => e.scope);
    if (lastModal < 0 && !dialog) ranked.push('global');
    return ranked.filter((scope, i) => ranked.indexOf(scope) === i);
  }

  /**
   * Handles one keydown: the first enabled command of the most specific scope whose binding matches runs.
   * Returns whether the key was taken (then its default action is prevented, even when the only match was
   * disabled, so Ctrl+S never falls through to the browser's "save page").
   */
  dispatch(event: KeyboardEvent): boolean {
    if (event.defaultPrevented || event.isComposing || event.keyCode === 229) return false;
    if (['Control', 'Shift', 'Alt', 'Meta', 'AltGraph', 'Dead', 'Unidentified', 'Process'].includes(event.key)) return false;
    if (event.getModifierState?.('AltGraph')) return false;
    const target = event.composedPath?.()[0] ?? event.target;
    const inText = isTextField(target);
    const onControl = !inText && isActivatable(target);
    let matched = false;
    for (const scope of this.activeScopes(target)) {
      for (const command of this.#commands.values()) {
        if (command.scope !== scope || !this.#handlers.get(command.id)?.length) continue;
        const chords = this.#chords.get(command.id) ?? [];
        const chord = chords.find((c) => chordMatches(c, event));
        if (!chord) continue;
        if (inText && !(command.inTextInputs ?? worksInTextInputs(chord, this.mac))) continue;
        const bare = !chord.ctrl && !chord.alt && !chord.meta;
        if (onControl && bare && (chord.key === 'Enter' || chord.key === ' ')) continue;
        matched = true;
        if (this.run(command.id)) {
          event.preventDefault();
          return true;
        }
      }
    }
    if (matched) event.preventDefault();
    return matched;
  }

  /** Listens for keys on `target` (the window); returns the function that stops. */
  listen(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
    const listener = (event: Event) => void this.dispatch(event as KeyboardEvent);
    target.addEventListener('keydown', listener);
    return () => target.removeEventListener('keydown', listener);
  }

  /** The bindings of a command as text (`['Ctrl+Z']`), for the help. */
  bindingTexts(id: string): string[] {
    return (this.command(id)?.keys ?? []).map((key) => formatBinding(key, this.mac));
  }

  /** The first binding as text, for menus and tooltips, or null when the command has none. */
  bindingText(id: string): string | null {
    return this.bindingTexts(id)[0] ?? null;
  }

  /** Every binding for `aria-keyshortcuts` (space-separated), or undefined when there is none. */
  ariaKeyshortcuts(id: string): string | undefined {
    const keys = this.command(id)?.keys ?? [];
    return keys.length ? keys.map((key) => ariaBinding(key, this.mac)).join(' ') : undefined;
  }

  format(binding: string): string {
    return formatBinding(binding, this.mac);
  }

  parts(binding: string): string[] {
    return bindingParts(binding, this.mac);
  }
}

/** The app's registry. */
export const shortcuts = new ShortcutRegistry();

/**
 * In a component: attaches a handler while the component is mounted. `enabled` is read when a key or menu
 * asks, so it may read the component's state.
 */
export function useCommand(id: string, run: CommandHandler, enabled?: () => boolean, registry: ShortcutRegistry = shortcuts): void {
  // untrack: attaching changes the registry, which must not re-run this effect.
  $effect(() => untrack(() => registry.handle(id, run, { enabled })));
}

/** In a component: makes a scope active while the component is mounted. */
export function useScope(scope: ScopeId, options: ScopeOptions = {}, registry: ShortcutRegistry = shortcuts): void {
  $effect(() => untrack(() => registry.activateScope(scope, options)));
}
