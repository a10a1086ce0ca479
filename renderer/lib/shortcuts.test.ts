import * as v from 'valibot';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { paramSchemas } from '../../api/schemas';
import { ariaBinding, bindingFromEvent, bindingParts, canonicalBinding, chordMatches, formatBinding, isTextField, parseBinding, ShortcutRegistry, shortcuts, worksInTextInputs } from './shortcuts.svelte';

afterEach(() => document.body.replaceChildren());

function press(target: EventTarget, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

/** A registry listening on the window, with an undo in the editor and the shell's screen and help commands. */
function setup(mac = false) {
  const registry = new ShortcutRegistry({ mac });
  registry.define(
    { id: 'app.goDecks', label: 'shortcuts.commands.goDecks', keys: ['Mod+2'] },
    { id: 'app.help', label: 'shortcuts.commands.showShortcuts', keys: ['?', 'F1'] },
    { id: 'editor.undo', label: 'shortcuts.commands.undo', keys: ['Mod+Z'], scope: 'editor' },
    { id: 'editor.redo', label: 'shortcuts.commands.redo', keys: ['Mod+Shift+Z', 'Mod+Y'], scope: 'editor' },
    { id: 'editor.save', label: 'shortcuts.commands.save', keys: ['Mod+S'], scope: 'editor' },
    { id: 'editor.delete', label: 'shortcuts.commands.delete', keys: ['Delete'], scope: 'editor' },
  );
  onTestFinished(registry.listen(window));
  return registry;
}

describe('bindings', () => {
  it('resolve Mod to Ctrl, or ⌘ on macOS, and accept the usual spellings', () => {
    expect(parseBinding('Mod+Shift+z', false)).toEqual({ ctrl: true, alt: false, shift: true, meta: false, key: 'Z' });
    expect(parseBinding('Mod+Shift+z', true)).toEqual({ ctrl: false, alt: false, shift: true, meta: true, key: 'Z' });
    expect(parseBinding('ctrl+alt+esc', false)).toMatchObject({ ctrl: true, alt: true, key: 'Escape' });
    expect(parseBinding('Mod++', false)).toMatchObject({ ctrl: true, key: '+' });
    expect(parseBinding('Space', false).key).toBe(' ');
    expect(parseBinding('f1', false).key).toBe('F1');
    expect(() => parseBinding('Hyper+Z', false)).toThrow(/Unknown modifier "Hyper"/);
    expect(() => parseBinding('Mod+Sapce', false)).toThrow(/Unknown key "Sapce"/);
    expect(() => parseBinding('Mod+', false)).toThrow(/names no key/);
    expect(() => parseBinding('F25', false)).toThrow(/Unknown key "F25"/);
  });

  it('are saved in one spelling: modifiers in order, Mod kept for either platform', () => {
    expect(canonicalBinding('shift+mod+z')).toBe('Mod+Shift+Z');
    expect(canonicalBinding('cmd+option+space')).toBe('Alt+Meta+Space');
    expect(canonicalBinding('Control+esc')).toBe('Ctrl+Escape');
    expect(canonicalBinding('Mod++')).toBe('Mod++');
    expect(canonicalBinding('?')).toBe('?');
  });

  it('are read from the keys a player presses, and match those keys again', () => {
    const cases: [KeyboardEventInit, boolean, string | null][] = [
      [{ key: 'k', code: 'KeyK', ctrlKey: true, shiftKey: true }, false, 'Mod+Shift+K'],
      [{ key: 'k', code: 'KeyK', metaKey: true }, true, 'Mod+K'],
      [{ key: 'k', code: 'KeyK', ctrlKey: true }, true, 'Ctrl+K'],
      [{ key: '?', code: 'Slash', shiftKey: true }, false, '?'],
      [{ key: ' ', code: 'Space' }, false, 'Space'],
      [{ key: 'F5', code: 'F5' }, false, 'F5'],
      // Russian layout, and Shift+1 read from the physical key.
      [{ key: 'л', code: 'KeyK', altKey: true }, false, 'Alt+K'],
      [{ key: '!', code: 'Digit1', shiftKey: true }, false, 'Shift+1'],
      [{ key: 'Shift', code: 'ShiftLeft', shiftKey: true }, false, null],
      [{ key: 'Process', keyCode: 229 }, false, null],
      [{ key: 'AudioVolumeUp' }, false, null],
    ];
    for (const [init, mac, expected] of cases) {
      const event = new KeyboardEvent('keydown', init);
      const binding = bindingFromEvent(event, mac);
      expect(binding, JSON.stringify(init)).toBe(expected);
      if (binding) expect(chordMatches(parseBinding(binding, mac), event), binding).toBe(true);
    }
  });

  it('are shown as Windows and Linux spell them, and with macOS symbols in macOS order', () => {
    expect(formatBinding('Mod+Shift+Z', false)).toBe('Ctrl+Shift+Z');
    expect(formatBinding('Mod+Shift+Z', true)).toBe('⇧⌘Z');
    expect(formatBinding('Mod+Alt+ArrowUp', true)).toBe('⌥⌘↑');
    expect(formatBinding('Ctrl+Mod+Space', true)).toBe('⌃⌘Space');
    expect(formatBinding('Delete', false)).toBe('Del');
    expect(formatBinding('Escape', true)).toBe('⎋');
    expect(formatBinding('?', false)).toBe('?');
    expect(bindingParts('Mod+1', false)).toEqual(['Ctrl', '1']);
    expect(bindingParts('Mod+1', true)).toEqual(['⌘', '1']);
    expect(ariaBinding('Mod+Shift+Z', false)).toBe('Control+Shift+Z');
    expect(ariaBinding('Mod+Shift+Z', true)).toBe('Shift+Meta+Z');
  });

  it('work in text boxes only when they cannot be typing or text editing', () => {
    const works = (binding: string, mac = false) => worksInTextInputs(parseBinding(binding, mac), mac);
    expect(['Mod+1', 'Mod+S', 'F1', 'Alt+1', 'Mod+Shift+F'].map((b) => works(b))).toEqual([true, true, true, true, true]);
    // Typing, and the keys text fields edit with.
    for (const binding of ['?', 'A', 'Delete', 'Escape', 'Mod+Z', 'Mod+Shift+Z', 'Mod+Y', 'Mod+A', 'Mod+C', 'Mod+V', 'Mod+X', 'Mod+ArrowLeft', 'Mod+Backspace']) {
      expect(works(binding), binding).toBe(false);
    }
    expect(works('Alt+ArrowLeft', true)).toBe(false);
    expect(works('Ctrl+A', true)).toBe(false); // macOS: start of line
    expect(works('Ctrl+1', true)).toBe(true);
  });

  it('know a text field when they see one', () => {
    document.body.innerHTML = `<input id="a" type="search"><input id="b" type="checkbox"><textarea id="c"></textarea>
      <div id="d" contenteditable="true"></div><div id="e" role="combobox"></div><button id="f"></button>`;
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => isTextField(document.getElementById(id)));
    expect(ids).toEqual([true, false, true, true, true, false]);
  });
});

describe('ShortcutRegistry', () => {
  it('runs the handler of a bound key, with Ctrl off macOS and ⌘ on macOS', () => {
    const registry = setup();
    const go = vi.fn();
    registry.handle('app.goDecks', go);
    const event = press(document.body, '2', { ctrlKey: true, code: 'Digit2' });
    expect(go).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
    expect(press(document.body, '2', { metaKey: true }).defaultPrevented).toBe(false);
    expect(press(document.body, '2', { ctrlKey: true, altKey: true }).defaultPrevented).toBe(false);
    expect(go).toHaveBeenCalledOnce();

    const mac = new ShortcutRegistry({ mac: true });
    mac.define({ id: 'go', label: 'shortcuts.commands.goDecks', keys: ['Mod+2'] });
    const onMac = vi.fn();
    mac.handle('go', onMac);
    mac.dispatch(new KeyboardEvent('keydown', { key: '2', ctrlKey: true }));
    mac.dispatch(new KeyboardEvent('keydown', { key: '2', metaKey: true }));
    expect(onMac).toHaveBeenCalledOnce();
  });

  it('matches characters typed with Shift, and the physical key on other layouts', () => {
    const registry = setup();
    const help = vi.fn();
    const undo = vi.fn();
    const go = vi.fn();
    registry.handle('app.help', help);
    registry.handle('editor.undo', undo);
    registry.handle('app.goDecks', go);
    registry.activateScope('editor');
    press(document.body, '?', { shiftKey: true, code: 'Slash' });
    press(document.body, 'F1');
    expect(help).toHaveBeenCalledTimes(2);
    // Ctrl+Z on a Russian layout, Ctrl+2 on a French one (the key types é).
    press(document.body, 'я', { ctrlKey: true, code: 'KeyZ' });
    press(document.body, 'é', { ctrlKey: true, code: 'Digit2' });
    expect([undo.mock.calls.length, go.mock.calls.length]).toEqual([1, 1]);
    // Ctrl+; on Dvorak sits where Z is on QWERTY: it is not Ctrl+Z.
    press(document.body, ';', { ctrlKey: true, code: 'KeyZ' });
    // Shift is a modifier of letters: Ctrl+Shift+Z is not Ctrl+Z.
    press(document.body, 'Z', { ctrlKey: true, shiftKey: true, code: 'KeyZ' });
    expect(undo).toHaveBeenCalledOnce();
  });

  it('leaves keys alone while an input method is composing', () => {
    const registry = setup();
    const help = vi.fn();
    registry.handle('app.help', help);
    press(document.body, 'F1', { isComposing: true });
    press(document.body, 'Process', { keyCode: 229 });
    expect(help).not.toHaveBeenCalled();
  });

  it('tries the most specific active scope first: the one holding the focus, then the latest, then global', () => {
    const registry = new ShortcutRegistry({ mac: false });
    registry.define(
      { id: 'global.delete', label: 'shortcuts.commands.delete', keys: ['Delete'] },
      { id: 'editor.delete', label: 'shortcuts.commands.delete', keys: ['Delete'], scope: 'editor' },
      { id: 'browser.delete', label: 'shortcuts.commands.delete', keys: ['Delete'], scope: 'browser' },
    );
    document.body.innerHTML = '<div id="editor"><div id="browser" tabindex="0"></div><div id="list" tabindex="0"></div></div>';
    const ran: string[] = [];
    for (const id of ['global.delete', 'editor.delete', 'browser.delete']) registry.handle(id, () => ran.push(id));
    const [editor, browser, list] = ['editor', 'browser', 'list'].map((id) => document.getElementById(id)!) as [HTMLElement, HTMLElement, HTMLElement];

    expect(registry.activeScopes(document.body)).toEqual(['global']);
    const releaseEditor = registry.activateScope('editor', { element: () => editor });
    const releaseBrowser = registry.activateScope('browser', { element: () => browser });
    expect(registry.activeScopes(browser)).toEqual(['browser', 'editor', 'global']);
    expect(registry.activeScopes(list)).toEqual(['editor', 'browser', 'global']);
    expect(registry.activeScopes(document.body)).toEqual(['browser', 'editor', 'global']);

    registry.dispatch(new KeyboardEvent('keydown', { key: 'Delete' }));
    list.dispatchEvent(new KeyboardEvent('keydown', { key: 'Delete', bubbles: true }));
    expect(ran).toEqual(['browser.delete']); // not listening yet: dispatch was called directly once
    const stop = registry.listen(window);
    list.dispatchEvent(new KeyboardEvent('keydown', { key: 'Delete', bubbles: true }));
    browser.dispatchEvent(new KeyboardEvent('keydown', { key: 'Delete', bubbles: true }));
    releaseBrowser();
    releaseEditor();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Delete', bubbles: true }));
    stop();
    expect(ran).toEqual(['browser.delete', 'editor.delete', 'browser.delete', 'global.delete']);
  });

  it('falls through a disabled command to the next, and takes the key even when all are disabled', () => {
    const registry = setup();
    let canUndo = false;
    const undo = vi.fn();
    registry.handle('editor.undo', undo, { enabled: () => canUndo });
    const save = vi.fn();
    registry.handle('editor.save', save, { enabled: () => false });
    registry.activateScope('editor');
    expect(registry.isEnabled('editor.undo')).toBe(false);
    // Ctrl+S with nothing to save still must not open the browser's "save page".
    expect(press(document.body, 's', { ctrlKey: true }).defaultPrevented).toBe(true);
    expect(press(document.body, 'z', { ctrlKey: true }).defaultPrevented).toBe(true);
    expect(undo).not.toHaveBeenCalled();
    canUndo = true;
    press(document.body, 'z', { ctrlKey: true });
    expect(undo).toHaveBeenCalledOnce();
    expect(save).not.toHaveBeenCalled();
  });

  it('does not use commands whose scope is not active, nor ones without a handler', () => {
    const registry = setup();
    const undo = vi.fn();
    const release = registry.handle('editor.undo', undo);
    expect(press(document.body, 'z', { ctrlKey: true }).defaultPrevented).toBe(false);
    const deactivate = registry.activateScope('editor');
    release();
    expect(press(document.body, 'z', { ctrlKey: true }).defaultPrevented).toBe(false);
    registry.handle('editor.undo', undo);
    press(document.body, 'z', { ctrlKey: true });
    deactivate();
    press(document.body, 'z', { ctrlKey: true });
    expect(undo).toHaveBeenCalledOnce();
  });

  it('leaves text boxes their keys: Ctrl+Z undoes the typing, ? is typed; Ctrl+number, Ctrl+S and F1 still work', () => {
    const registry = setup();
    document.body.innerHTML = '<input id="search" type="search"><textarea id="notes"></textarea>';
    const calls: string[] = [];
    for (const id of ['app.goDecks', 'app.help', 'editor.undo', 'editor.redo', 'editor.save', 'editor.delete']) registry.handle(id, () => calls.push(id));
    registry.activateScope('editor');
    const search = document.getElementById('search')!;
    const notes = document.getElementById('notes')!;
    const untouched = [
      press(search, 'z', { ctrlKey: true }),
      press(search, 'Z', { ctrlKey: true, shiftKey: true }),
      press(notes, 'y', { ctrlKey: true }),
      press(search, '?', { shiftKey: true }),
      press(notes, 'Delete'),
    ];
    expect(untouched.map((event) => event.defaultPrevented)).toEqual([false, false, false, false, false]);
    expect(calls).toEqual([]);
    press(search, '2', { ctrlKey: true });
    press(notes, 's', { ctrlKey: true });
    press(search, 'F1');
    expect(calls).toEqual(['app.goDecks', 'editor.save', 'app.help']);
    // Outside the text box the same keys are the deck's.
    press(document.body, 'z', { ctrlKey: true });
    press(document.body, '?', { shiftKey: true });
    expect(calls.slice(3)).toEqual(['editor.undo', 'app.help']);
  });

  it('lets a command insist on working in text boxes, or stay out of them', () => {
    const registry = new ShortcutRegistry({ mac: false });
    registry.define(
      { id: 'find', label: 'shortcuts.commands.copy', keys: ['Mod+A'], inTextInputs: true },
      { id: 'quiet', label: 'shortcuts.commands.save', keys: ['Mod+E'], inTextInputs: false },
    );
    const ran: string[] = [];
    registry.handle('find', () => ran.push('find'));
    registry.handle('quiet', () => ran.push('quiet'));
    document.body.innerHTML = '<input id="name">';
    const input = document.getElementById('name')!;
    const stop = registry.listen(window);
    press(input, 'a', { ctrlKey: true });
    press(input, 'e', { ctrlKey: true });
    stop();
    expect(ran).toEqual(['find']);
  });

  it('does not take Enter or Space from a focused button', () => {
    const registry = new ShortcutRegistry({ mac: false });
    registry.define({ id: 'play', label: 'shortcuts.commands.save', keys: ['Enter', 'Space'] });
    const play = vi.fn();
    registry.handle('play', play);
    document.body.innerHTML = '<button id="b">b</button>';
    const stop = registry.listen(window);
    press(document.getElementById('b')!, 'Enter');
    press(document.getElementById('b')!, ' ');
    press(document.body, ' ');
    stop();
    expect(play).toHaveBeenCalledOnce();
  });

  it('leaves a key a component handled itself', () => {
    const registry = setup();
    const help = vi.fn();
    registry.handle('app.help', help);
    document.body.innerHTML = '<div id="own"></div>';
    const own = document.getElementById('own')!;
    own.addEventListener('keydown', (event) => event.preventDefault());
    press(own, 'F1');
    expect(help).not.toHaveBeenCalled();
  });

  it('hides what lies under a modal scope or an open modal dialog', () => {
    const registry = setup();
    const go = vi.fn();
    registry.handle('app.goDecks', go);
    const release = registry.activateScope('menu', { modal: true });
    expect(registry.activeScopes(document.body)).toEqual(['menu']);
    press(document.body, '2', { ctrlKey: true });
    release();
    document.body.innerHTML = '<div role="dialog" aria-modal="true"><button id="inside">x</button></div>';
    press(document.getElementById('inside')!, '2', { ctrlKey: true });
    expect(go).not.toHaveBeenCalled();
    press(document.body, '2', { ctrlKey: true });
    expect(go).toHaveBeenCalledOnce();
  });

  it('keeps the latest handler and brings back the one before when it goes', () => {
    const registry = setup();
    const first = vi.fn();
    const second = vi.fn();
    registry.handle('app.goDecks', first);
    const release = registry.handle('app.goDecks', second);
    expect(registry.run('app.goDecks')).toBe(true);
    release();
    registry.run('app.goDecks');
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    expect(() => registry.handle('nope', first)).toThrow(/No command "nope"/);
  });

  it('gives the text of bindings for menus, tooltips and aria-keyshortcuts', () => {
    const registry = setup();
    expect(registry.bindingText('editor.redo')).toBe('Ctrl+Shift+Z');
    expect(registry.bindingTexts('editor.redo')).toEqual(['Ctrl+Shift+Z', 'Ctrl+Y']);
    expect(registry.ariaKeyshortcuts('editor.redo')).toBe('Control+Shift+Z Control+Y');
    expect(new ShortcutRegistry({ mac: true }).format('Mod+Shift+Z')).toBe('⇧⌘Z');
    expect(registry.bindingText('nope')).toBeNull();
  });

  it('lists scopes for the help: global first, then in the order named', () => {
    const registry = setup();
    registry.defineScope('global', 'shortcuts.scopes.global');
    registry.defineScope('browser', 'shortcuts.scopes.browser');
    registry.defineScope('editor', 'shortcuts.scopes.editor');
    registry.define({ id: 'odd', label: 'shortcuts.commands.copy', scope: 'odd' });
    expect(registry.scopes()).toEqual(['global', 'editor', 'odd']);
    expect(registry.scopeLabel('editor')).toBe('shortcuts.scopes.editor');
  });
});

describe("the player's bindings", () => {
  it('replace the declared keys for dispatch, texts and aria-keyshortcuts, and reset brings them back', () => {
    const registry = setup();
    const undo = vi.fn();
    registry.handle('editor.undo', undo);
    registry.activateScope('editor');
    registry.rebind('editor.undo', ['mod+u']);
    expect(registry.command('editor.undo')!.keys).toEqual(['Mod+U']);
    expect(registry.defaultKeys('editor.undo')).toEqual(['Mod+Z']);
    expect(registry.isChanged('editor.undo')).toBe(true);
    expect(registry.bindingText('editor.undo')).toBe('Ctrl+U');
    expect(registry.ariaKeyshortcuts('editor.undo')).toBe('Control+U');
    expect(press(document.body, 'z', { ctrlKey: true }).defaultPrevented).toBe(false);
    press(document.body, 'u', { ctrlKey: true });
    expect(undo).toHaveBeenCalledOnce();
    expect(registry.overrides()).toEqual({ 'editor.undo': ['Mod+U'] });

    registry.reset('editor.undo');
    expect(registry.isChanged('editor.undo')).toBe(false);
    expect(registry.overrides()).toEqual({});
    press(document.body, 'z', { ctrlKey: true });
    expect(press(document.body, 'u', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(undo).toHaveBeenCalledTimes(2);
    // Binding the declared keys again is no change; an empty list leaves the command without keys.
    registry.rebind('editor.undo', ['Mod+z']);
    expect(registry.overrides()).toEqual({});
    registry.rebind('editor.redo', []);
    expect(registry.bindingText('editor.redo')).toBeNull();
    expect(registry.overrides()).toEqual({ 'editor.redo': [] });
    registry.resetAll();
    expect(registry.bindingTexts('editor.redo')).toEqual(['Ctrl+Shift+Z', 'Ctrl+Y']);
    expect(() => registry.rebind('nope', ['F2'])).toThrow(/No command "nope"/);
    expect(() => registry.rebind('editor.undo', ['Mod+Hyper'])).toThrow(/Shortcut "editor.undo": Unknown key "Hyper"/);
  });

  it('come from the saved settings, also for commands declared later, and a bad one changes nothing', () => {
    const registry = setup();
    registry.setBindings({ 'app.goDecks': ['F6'], 'table.draw': ['D'] });
    expect(registry.bindingText('app.goDecks')).toBe('F6');
    registry.define({ id: 'table.draw', label: 'shortcuts.commands.drawCard', keys: ['Mod+D'], scope: 'playtest' });
    expect(registry.command('table.draw')!.keys).toEqual(['D']);
    expect(() => registry.setBindings({ 'app.goDecks': ['F7'], 'app.help': ['Mod+Nope'] })).toThrow(/Shortcut "app.help": Unknown key "Nope"/);
    expect(registry.overrides()).toEqual({ 'app.goDecks': ['F6'], 'table.draw': ['D'] });
    // Settings from another window replace all of them.
    registry.setBindings({ 'app.help': ['F3'] });
    expect(registry.bindingTexts('app.goDecks')).toEqual(['Ctrl+2']);
    expect(registry.bindingTexts('table.draw')).toEqual(['Ctrl+D']);
    expect(registry.bindingTexts('app.help')).toEqual(['F3']);
  });

  it('name the commands already on a key in a scope that can be active at once, Mod read for the platform', () => {
    const registry = setup();
    registry.define(
      { id: 'browser.save', label: 'shortcuts.commands.save', keys: ['Mod+S'], scope: 'browser' },
      { id: 'browser.help', label: 'shortcuts.commands.copy', keys: ['Shift+/'], scope: 'browser' },
    );
    const ids = (id: string, key: string, on = registry) => on.conflicts(id, key).map((c) => c.id);
    // Same scope; Ctrl is Mod off macOS.
    expect(ids('editor.undo', 'Ctrl+S')).toEqual(['editor.save']);
    expect(ids('editor.undo', 'Mod+Y')).toEqual(['editor.redo']);
    // A global command and a scoped one can both be active; two named scopes are not checked against each other.
    expect(ids('editor.undo', 'Mod+2')).toEqual(['app.goDecks']);
    expect(ids('app.goDecks', 'Mod+S')).toEqual(['editor.save', 'browser.save']);
    expect(ids('browser.save', 'Mod+Z')).toEqual([]);
    // `?` is `?` with or without Shift; a command does not conflict with itself.
    expect(ids('editor.delete', 'Shift+?')).toEqual(['app.help']);
    expect(ids('app.help', 'F1')).toEqual([]);
    // On macOS Mod is ⌘, so Ctrl+S is free there.
    const mac = new ShortcutRegistry({ mac: true });
    mac.define(
      { id: 'save', label: 'shortcuts.commands.save', keys: ['Mod+S'] },
      { id: 'undo', label: 'shortcuts.commands.undo', keys: ['Mod+Z'] },
    );
    expect(ids('undo', 'Ctrl+S', mac)).toEqual([]);
    expect(ids('undo', 'Meta+S', mac)).toEqual(['save']);
    // The player's keys count, not the declared ones.
    registry.rebind('editor.save', ['F9']);
    expect(ids('editor.undo', 'Mod+S')).toEqual([]);
    expect(ids('editor.undo', 'F9')).toEqual(['editor.save']);
  });

  it('with replace take the key from the commands that had it', () => {
    const registry = setup();
    const save = vi.fn();
    const redo = vi.fn();
    registry.handle('editor.save', save);
    registry.handle('editor.redo', redo);
    registry.activateScope('editor');
    registry.rebind('editor.save', ['Mod+Y'], { replace: true });
    expect(registry.command('editor.redo')!.keys).toEqual(['Mod+Shift+Z']);
    expect(registry.overrides()).toEqual({ 'editor.save': ['Mod+Y'], 'editor.redo': ['Mod+Shift+Z'] });
    press(document.body, 'y', { ctrlKey: true });
    expect([save.mock.calls.length, redo.mock.calls.length]).toEqual([1, 0]);
    // Resetting redo with replace takes Mod+Y back.
    registry.reset('editor.redo', { replace: true });
    expect(registry.command('editor.save')!.keys).toEqual([]);
    expect(registry.isChanged('editor.redo')).toBe(false);
    press(document.body, 'y', { ctrlKey: true });
    expect([save.mock.calls.length, redo.mock.calls.length]).toEqual([1, 1]);
  });
});

describe('saved bindings', () => {
  const accepted = (binding: string) => v.is(paramSchemas['settings.update'], { shortcuts: { 'a.b': [binding] } });

  it('are written in the notation the settings accept, for every command the app declares', async () => {
    // Importing the features declares their commands on the app's registry.
    await Promise.all([import('./app-commands'), import('./deck-commands'), import('./table-commands'), import('./custom-card')]);
    const keys = shortcuts.commands().flatMap((command) => command.keys.map(canonicalBinding));
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((key) => !accepted(key))).toEqual([]);
  });

  it('are refused by the settings exactly where the registry refuses them, once written its way', () => {
    const written = ['ctrl+shift+z', 'Mod++', '+', 'esc', 'Alt+ArrowUp', 'Meta+F24', 'Shift+?', 'ñ', 'Ctrl+Mod+Alt+Shift+Meta+Space'];
    for (const binding of written) expect(accepted(canonicalBinding(binding)), binding).toBe(true);
    for (const binding of ['Hyper+Z', 'Mod+', 'F25', 'Mod+Sapce', '', 'Mod+\t']) {
      expect(() => canonicalBinding(binding), binding).toThrow();
      expect(accepted(binding), binding).toBe(false);
    }
    // The settings take only the saved spelling.
    expect(['Mod+z', 'Shift+Mod+Z', 'Esc'].map(accepted)).toEqual([false, false, false]);
  });
});
