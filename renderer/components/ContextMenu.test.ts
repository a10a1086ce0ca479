import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { tick } from 'svelte';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setLocale } from '../i18n/index.svelte';
import { menuAnchor, type MenuAnchor, type MenuItem } from '../lib/context-menu';
import { ShortcutRegistry } from '../lib/shortcuts.svelte';
import ContextMenu from './ContextMenu.svelte';

afterEach(() => {
  cleanup();
  setLocale('ja');
  document.body.replaceChildren();
});

async function open(options: { at?: MenuAnchor; label?: string; mac?: boolean } = {}) {
  const registry = new ShortcutRegistry({ mac: options.mac ?? false });
  registry.define(
    { id: 'app.goDecks', label: 'shortcuts.commands.goDecks', keys: ['Mod+2'] },
    { id: 'editor.undo', label: 'shortcuts.commands.undo', keys: ['Mod+Z'], scope: 'editor' },
    { id: 'editor.redo', label: 'shortcuts.commands.redo', keys: ['Mod+Shift+Z'], scope: 'editor' },
    { id: 'editor.rename', label: 'shortcuts.commands.rename', scope: 'editor' },
  );
  onTestFinished(registry.listen(window));
  const calls: string[] = [];
  registry.handle('editor.undo', () => calls.push('undo'));
  registry.handle('editor.redo', () => calls.push('redo'), { enabled: () => false });
  registry.handle('editor.rename', () => calls.push('rename'));
  registry.handle('app.goDecks', () => calls.push('goDecks'));
  const opener = document.createElement('button');
  opener.textContent = 'row';
  document.body.append(opener);
  opener.focus();
  const items: MenuItem[] = [
    { command: 'editor.undo' },
    { command: 'editor.redo' },
    { separator: true },
    { command: 'editor.rename' },
    { label: 'Reveal', onselect: () => calls.push('reveal'), shortcut: 'R' },
    { label: 'Remove', onselect: () => calls.push('remove'), disabled: true },
  ];
  const onclose = vi.fn();
  render(ContextMenu, { props: { items, at: options.at ?? { x: 120, y: 80 }, label: options.label, onclose, registry } });
  await tick();
  const menu = screen.getByRole('menu');
  return { registry, calls, onclose, opener, menu, items: screen.getAllByRole('menuitem') };
}

const focusedLabel = () => document.activeElement?.querySelector('.label')?.textContent;

describe('ContextMenu', () => {
  it('shows commands with their label and binding, disabled when they cannot run, and focuses the first', async () => {
    const { menu, items } = await open();
    expect(menu.getAttribute('aria-label')).toBe('メニュー');
    expect(items.map((item) => [item.querySelector('.label')?.textContent, item.querySelector('.shortcut')?.textContent ?? null])).toEqual([
      ['元に戻す', 'Ctrl+Z'],
      ['やり直す', 'Ctrl+Shift+Z'],
      ['名前を変更', null],
      ['Reveal', 'R'],
      ['Remove', null],
    ]);
    expect(items.map((item) => item.getAttribute('aria-disabled'))).toEqual([null, 'true', null, null, 'true']);
    expect(items[0]!.getAttribute('aria-keyshortcuts')).toBe('Control+Z');
    expect(screen.getByRole('separator')).toBeTruthy();
    expect(document.activeElement).toBe(items[0]);
    expect([menu.style.left, menu.style.top, menu.style.visibility]).toEqual(['120px', '80px', 'visible']);
  });

  it('moves with the arrows, Home and End (over disabled items too), and wraps around', async () => {
    const { menu } = await open();
    await fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focusedLabel()).toBe('やり直す');
    await fireEvent.keyDown(menu, { key: 'End' });
    expect(focusedLabel()).toBe('Remove');
    await fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focusedLabel()).toBe('元に戻す');
    await fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(focusedLabel()).toBe('Remove');
    await fireEvent.keyDown(menu, { key: 'Home' });
    expect(focusedLabel()).toBe('元に戻す');
  });

  it('finds an item by its first letters', async () => {
    setLocale('en');
    const { menu } = await open();
    await fireEvent.keyDown(menu, { key: 'r' });
    expect(focusedLabel()).toBe('Redo');
    await fireEvent.keyDown(menu, { key: 'r' });
    expect(focusedLabel()).toBe('Rename');
    await fireEvent.keyDown(menu, { key: 'r' });
    expect(focusedLabel()).toBe('Reveal');
    await new Promise((resolve) => setTimeout(resolve, 750));
    await fireEvent.keyDown(menu, { key: 'r' });
    await fireEvent.keyDown(menu, { key: 'e' });
    await fireEvent.keyDown(menu, { key: 'm' });
    expect(focusedLabel()).toBe('Remove');
  });

  it('runs the chosen item with Enter after closing and giving the focus back; disabled items do nothing', async () => {
    const { menu, calls, onclose, opener } = await open();
    await fireEvent.keyDown(menu, { key: 'ArrowDown' });
    await fireEvent.keyDown(menu, { key: 'Enter' });
    expect(calls).toEqual([]);
    expect(onclose).not.toHaveBeenCalled();
    await fireEvent.keyDown(menu, { key: 'ArrowUp' });
    await fireEvent.keyDown(menu, { key: 'Enter' });
    expect(calls).toEqual(['undo']);
    expect(onclose).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(opener);
  });

  it('runs plain items on click', async () => {
    const { items, calls, onclose } = await open();
    await fireEvent.click(items[4]!);
    expect(onclose).not.toHaveBeenCalled();
    await fireEvent.click(items[3]!);
    // Remove is disabled: the menu stays open; Reveal runs and closes it.
    expect(calls).toEqual(['reveal']);
    expect(onclose).toHaveBeenCalledOnce();
  });

  it('closes with Escape (focus back) and on a click outside (focus stays where it went)', async () => {
    const first = await open();
    await fireEvent.keyDown(first.menu, { key: 'Escape' });
    expect(first.onclose).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(first.opener);
    cleanup();

    const second = await open();
    await fireEvent.pointerDown(second.menu);
    expect(second.onclose).not.toHaveBeenCalled();
    await fireEvent.pointerDown(document.body);
    expect(second.onclose).toHaveBeenCalledOnce();
    await fireEvent.keyDown(second.menu, { key: 'Escape' });
    expect(second.onclose).toHaveBeenCalledOnce();
  });

  it('keeps the app’s shortcuts off while open, and Escape from reaching a dialog under it', async () => {
    const { menu, calls, registry } = await open();
    const outer = vi.fn();
    window.addEventListener('keydown', outer);
    onTestFinished(() => window.removeEventListener('keydown', outer));
    await fireEvent.keyDown(menu, { key: '2', ctrlKey: true });
    expect(calls).toEqual([]);
    expect(registry.activeScopes(menu)).toEqual(['menu']);
    await fireEvent.keyDown(menu, { key: 'Escape' });
    expect(outer.mock.calls.filter(([event]) => (event as KeyboardEvent).key === 'Escape')).toEqual([]);
    cleanup();
    expect(registry.activeScopes(document.body)).toEqual(['global']);
  });

  it('opens under an element, and above it when there is no room below', async () => {
    const anchor = document.createElement('button');
    document.body.append(anchor);
    anchor.getBoundingClientRect = () => ({ left: 40, top: 700, bottom: 724, right: 140, width: 100, height: 24, x: 40, y: 700, toJSON: () => '' });
    Object.defineProperty(HTMLElement.prototype, 'getBoundingClientRect', {
      configurable: true,
      value(this: HTMLElement) {
        return this.getAttribute('role') === 'menu'
          ? { left: 0, top: 0, bottom: 160, right: 220, width: 220, height: 160, x: 0, y: 0, toJSON: () => '' }
          : { left: 40, top: 700, bottom: 724, right: 140, width: 100, height: 24, x: 40, y: 700, toJSON: () => '' };
      },
    });
    onTestFinished(() => void delete (HTMLElement.prototype as { getBoundingClientRect?: unknown }).getBoundingClientRect);
    window.innerHeight = 768;
    const { menu } = await open({ at: anchor });
    expect([menu.style.left, menu.style.top]).toEqual(['40px', `${700 - 160 - 2}px`]);
  });

  it('opens at the pointer for a right click, and under the focused element or its active row from the keyboard', () => {
    document.body.innerHTML = '<div id="list" role="listbox" tabindex="0"><div id="row-1" role="option"></div></div><div id="plain"></div>';
    const [list, row, plain] = ['list', 'row-1', 'plain'].map((id) => document.getElementById(id)!);
    const fire = (target: Element, init: MouseEventInit) => {
      const event = new MouseEvent('contextmenu', { bubbles: true, ...init });
      target.dispatchEvent(event);
      return menuAnchor(event);
    };
    expect(fire(plain!, { clientX: 300, clientY: 200, button: 2 })).toEqual({ x: 300, y: 200 });
    // Chromium: Shift+F10 and the Menu key give button -1 and a point inside the element.
    expect(fire(plain!, { clientX: 258, clientY: 200, button: -1 })).toBe(plain);
    expect(fire(plain!, { clientX: 0, clientY: 0 })).toBe(plain);
    expect(fire(list!, { clientX: 258, clientY: 200, button: -1 })).toBe(list);
    list!.setAttribute('aria-activedescendant', 'row-1');
    expect(fire(list!, { clientX: 258, clientY: 200, button: -1 })).toBe(row);
  });
});
