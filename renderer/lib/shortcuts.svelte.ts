/**
 * The one shortcut registry (docs/architecture.md §5): commands are declared once — id, label, key bindings, scope — and
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
 * - The player may give a command keys of their own (`rebind`, `setBindings` from the saved settings): they
 *   replace the declared ones everywhere the keys are read — dispatch, menus, tooltips, the help.
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

/** A key a binding may name: one visible character, Space, a named key or F1–F24. */
function isKnownKey(key: string): boolean {
  if (key.length === 1) return key === ' ' || !/[\s\p{C}]/u.test(key);
  return NAMED_KEYS.includes(key) || /^F([1-9]|1\d|2[0-4])$/.test(key);
}

/** Modifiers as bindings are saved, in this order; `Mod` is Ctrl, or ⌘ on macOS. */
const MODIFIERS = ['Mod', 'Ctrl', 'Alt', 'Shift', 'Meta'] as const;
type Modifier = (typeof MODIFIERS)[number];
const MODIFIER_NAMES: Record<string, Modifier> = {
  mod: 'Mod', ctrl: 'Ctrl', control: 'Ctrl', alt: 'Alt', option: 'Alt', shift: 'Shift', meta: 'Meta', cmd: 'Meta', command: 'Meta',
};

/** A binding taken apart as written (`Mod` not yet resolved); throws naming what is wrong. */
function splitBinding(binding: string): { modifiers: Modifier[]; key: string } {
  const parts = binding === '+' ? ['+'] : binding.endsWith('++') ? [...binding.slice(0, -2).split('+'), '+'] : binding.split('+');
  const modifiers = parts.slice(0, -1).map((raw) => {
    const modifier = MODIFIER_NAMES[raw.trim().toLowerCase()];
    if (!modifier) throw new Error(`Unknown modifier "${raw.trim()}" in the key binding "${binding}"`);
    return modifier;
  });
  const key = normalizeKeyName(parts.at(-1)!.trim());
  if (!key) throw new Error(`The key binding "${binding}" names no key`);
  if (!isKnownKey(key)) throw new Error(`Unknown key "${key}" in the key binding "${binding}"`);
  return { modifiers, key };
}

/** `Mod+Shift+Z` → `{ ctrl: true, shift: true, key: 'Z' }` (or `meta` on macOS). */
export function parseBinding(binding: string, mac: boolean): Chord {
  const { modifiers, key } = splitBinding(binding);
  const mod = modifiers.includes('Mod');
  return {
    ctrl: modifiers.includes('Ctrl') || (mod && !mac),
    alt: modifiers.includes('Alt'),
    shift: modifiers.includes('Shift'),
    meta: modifiers.includes('Meta') || (mod && mac),
    key,
  };
}

/** A binding in the form it is saved in: `ctrl+shift+z` → `Ctrl+Shift+Z`, `mod+space` → `Mod+Space`. */
export function canonicalBinding(binding: string): string {
  const { modifiers, key } = splitBinding(binding);
  return [...MODIFIERS.filter((m) => modifiers.includes(m)), key === ' ' ? 'Space' : key].join('+');
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

/** Whether two chords answer the same keys (a character typed with Shift matches with or without it). */
function sameChord(a: Chord, b: Chord): boolean {
  return a.ctrl === b.ctrl && a.alt === b.alt && a.meta === b.meta && a.key === b.key && (isSymbol(a.key) || a.shift === b.shift);
}

/** Keys that are never a shortcut by themselves: modifiers, and what input methods and dead keys send. */
const NOT_SHORTCUT_KEYS = ['Control', 'Shift', 'Alt', 'Meta', 'AltGraph', 'Dead', 'Unidentified', 'Process'];

/**
 * The binding a keydown makes, in the saved form (`Mod+Shift+K`), for a player choosing a new key; null for a
 * modifier alone, a key of an input method, or a key bindings cannot name. The binding matches the same keydown.
 */
export function bindingFromEvent(event: KeyboardEvent, mac: boolean): string | null {
  if (NOT_SHORTCUT_KEYS.includes(event.key) || event.isComposing || event.keyCode === 229) return null;
  const { key, physical } = eventKeys(event);
  const name = physical ?? key;
  if (!isKnownKey(name)) return null;
  // `?` is written as the character; a digit read from its physical key keeps Shift (Shift+1, not `!`).
  const shift = event.shiftKey && (physical !== null || !isSymbol(key));
  const modifiers: [Modifier, boolean][] = [
    ['Mod', mac ? event.metaKey : event.ctrlKey],
    ['Ctrl', mac && event.ctrlKey],
    ['Alt', event.altKey],
    ['Shift', shift],
    ['Meta', !mac && event.metaKey],
  ];
  return [...modifiers.filter(([, held]) => held).map(([m]) => m), name === ' ' ? 'Space' : name].join('+');
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
  // Reactive, so menus, tooltips and the help follow what is declared, bound, handled and active.
  /** Commands as declared, with their default keys. */
  readonly #declared = new SvelteMap<string, Command>();
  /** The player's own keys per command id (kept for ids not declared yet: a feature may load later). */
  readonly #overrides = new SvelteMap<string, readonly string[]>();
  /** Commands with the keys in use: the player's, else the declared ones. Everything else reads these. */
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
      for (const key of command.keys) parseBinding(key, this.mac);
      this.#declared.set(spec.id, command);
      this.#refresh(spec.id);
    }
  }

  #refresh(id: string): void {
    const declared = this.#declared.get(id);
    if (!declared) return;
    const keys = this.#overrides.get(id) ?? declared.keys;
    this.#chords.set(id, keys.map((key) => parseBinding(key, this.mac)));
    this.#commands.set(id, keys === declared.keys ? declared : { ...declared, keys });
  }

  /** Keeps the player's keys for a command, or drops them when they are the declared ones. */
  #store(id: string, keys: readonly string[]): void {
    const declared = this.#declared.get(id)?.keys.map(canonicalBinding);
    if (declared && declared.length === keys.length && declared.every((key, i) => key === keys[i])) this.#overrides.delete(id);
    else this.#overrides.set(id, keys);
  }

  /**
   * Replaces all of the player's bindings (saved settings): command id → keys, for the commands they changed.
   * Checks every binding first and throws naming the command, changing nothing, when one is not a key binding.
   */
  setBindings(overrides: Readonly<Record<string, readonly string[]>>): void {
    const next = Object.entries(overrides).map(([id, keys]) => [id, this.#canonical(id, keys)] as const);
    const touched = [...this.#overrides.keys(), ...next.map(([id]) => id)];
    this.#overrides.clear();
    for (const [id, keys] of next) this.#store(id, keys);
    for (const id of touched) this.#refresh(id);
  }

  #canonical(id: string, keys: readonly string[]): string[] {
    try {
      return keys.map(canonicalBinding).filter((key, i, all) => all.indexOf(key) === i);
    } catch (error) {
      throw new Error(`Shortcut "${id}": ${(error as Error).message}`, { cause: error });
    }
  }

  /** The player's bindings, for saving: command id → keys, only the commands whose keys differ from the declared. */
  overrides(): Record<string, string[]> {
    return Object.fromEntries([...this.#overrides].map(([id, keys]) => [id, [...keys]]));
  }

  /** The keys a command was declared with (its default). */
  defaultKeys(id: string): readonly string[] {
    return this.#declared.get(id)?.keys ?? [];
  }

  /** Whether the player gave the command keys of their own. */
  isChanged(id: string): boolean {
    return this.#declared.has(id) && this.#overrides.has(id);
  }

  /**
   * The commands that would answer `binding` too when it is bound to `id`: in the same scope, or where one of the two
   * is `global` (scopes that can be active at once), with `Mod` read for this platform.
   */
  conflicts(id: string, binding: string): Command[] {
    const command = this.#declared.get(id);
    if (!command) throw new Error(`No command "${id}" has been declared`);
    const chord = parseBinding(binding, this.mac);
    const overlaps = (scope: ScopeId) => scope === command.scope || scope === 'global' || command.scope === 'global';
    return this.commands().filter(
      (other) => other.id !== id && overlaps(other.scope) && (this.#chords.get(other.id) ?? []).some((c) => sameChord(c, chord)),
    );
  }

  /**
   * Gives a command the player's own keys (an empty list: none). With `replace`, the commands they conflict with
   * lose those keys; without, a conflict is left as it is (the most specific scope wins, see `dispatch`).
   */
  rebind(id: string, keys: readonly string[], options: { replace?: boolean } = {}): void {
    if (!this.#declared.has(id)) throw new Error(`No command "${id}" has been declared`);
    const next = this.#canonical(id, keys);
    if (options.replace) {
      for (const key of next) {
        const chord = parseBinding(key, this.mac);
        for (const other of this.conflicts(id, key)) {
          this.#store(other.id, other.keys.filter((k) => !sameChord(parseBinding(k, this.mac), chord)).map(canonicalBinding));
          this.#refresh(other.id);
        }
      }
    }
    this.#store(id, next);
    this.#refresh(id);
  }

  /** Gives a command back its declared keys (`replace` as in `rebind`). */
  reset(id: string, options: { replace?: boolean } = {}): void {
    this.rebind(id, this.defaultKeys(id), options);
  }

  /** Every command back to its declared keys. */
  resetAll(): void {
    this.setBindings({});
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
    if (NOT_SHORTCUT_KEYS.includes(event.key)) return false;
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
