import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { tick } from 'svelte';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setLocale } from '../i18n/index.svelte';
import { defineAppCommands, GO_TO, SHOW_SHORTCUTS } from '../lib/app-commands';
import { ShortcutRegistry } from '../lib/shortcuts.svelte';
import ShortcutHelp from './ShortcutHelp.svelte';

afterEach(() => {
  cleanup();
  setLocale('ja');
  document.body.replaceChildren();
});

function setup(mac = false) {
  const registry = new ShortcutRegistry({ mac });
  defineAppCommands(registry);
  registry.define(
    { id: 'editor.undo', label: 'shortcuts.commands.undo', keys: ['Mod+Z'], scope: 'editor' },
    { id: 'editor.redo', label: 'shortcuts.commands.redo', keys: ['Mod+Shift+Z', 'Mod+Y'], scope: 'editor' },
    { id: 'editor.hidden', label: 'shortcuts.commands.copy', keys: ['Mod+K'], scope: 'editor', hidden: true },
    { id: 'editor.menuOnly', label: 'shortcuts.commands.rename', scope: 'editor' },
  );
  onTestFinished(registry.listen(window));
  const opener = document.createElement('button');
  opener.textContent = 'opener';
  document.body.append(opener);
  render(ShortcutHelp, { props: { registry } });
  return { registry, opener };
}

const rows = (group: Element) =>
  [...group.querySelectorAll('tbody tr')].map((row) => [
    row.querySelector('th')!.textContent!.trim(),
    [...row.querySelectorAll('.binding')].map((b) => b.getAttribute('data-binding')).join(' | '),
  ]);

describe('ShortcutHelp', () => {
  it('opens with ? and lists every command by scope, in Japanese', async () => {
    const { registry } = setup();
    const release = registry.activateScope('editor');
    expect(screen.queryByRole('dialog')).toBeNull();
    await fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
    const dialog = screen.getByRole('dialog', { name: 'キーボードショートカット' });
    const groups = within(dialog).getAllByRole('region');
    expect(groups.map((g) => g.getAttribute('data-scope'))).toEqual(['global', 'editor']);
    expect(groups[0]!.querySelector('h3')!.textContent).toContain('アプリ全体');
    expect(rows(groups[0]!)).toEqual([
      ['カード画面へ移動', 'Ctrl+1'],
      ['デッキ画面へ移動', 'Ctrl+2'],
      ['プレイテスト画面へ移動', 'Ctrl+3'],
      ['マッチ画面へ移動', 'Ctrl+4'],
      ['キーボードショートカットを表示', '? | F1'],
    ]);
    // Hidden and keyless commands are left out.
    expect(rows(groups[1]!)).toEqual([
      ['元に戻す', 'Ctrl+Z'],
      ['やり直す', 'Ctrl+Shift+Z | Ctrl+Y'],
    ]);
    // Both scopes were in use where the player was.
    expect(groups.map((g) => g.querySelector('.active')?.textContent)).toEqual(['使用中', '使用中']);
    expect(dialog.textContent).toContain('Ctrl+Z はデッキではなく入力した文字を元に戻します');
    release();
  });

  it('opens with F1 in English, shows ⌘ on macOS, and marks only the scopes in use', async () => {
    setLocale('en');
    setup(true);
    await fireEvent.keyDown(document.body, { key: 'F1' });
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const [global, editor] = within(dialog).getAllByRole('region');
    expect(rows(global!)[0]).toEqual(['Go to Cards', '⌘1']);
    expect(rows(editor!)[1]).toEqual(['Redo', '⇧⌘Z | ⌘Y']);
    expect(global!.querySelector('.active')?.textContent).toBe('In use now');
    expect(editor!.querySelector('.active')).toBeNull();
    expect(editor!.querySelector('h3')!.textContent!.trim()).toBe('Deck editor');
    // Keycaps for the eye, the whole binding for screen readers.
    expect([...global!.querySelectorAll('tr:first-child kbd[aria-hidden] ')].map((k) => k.textContent)).toEqual(['⌘', '1']);
  });

  it('closes with Escape and gives the focus back', async () => {
    const { opener } = setup();
    opener.focus();
    await fireEvent.keyDown(opener, { key: 'F1' });
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(dialog);
    await fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside and the app’s shortcuts off while open', async () => {
    const { registry } = setup();
    const go = vi.fn();
    registry.handle(GO_TO.decks, go);
    registry.run(SHOW_SHORTCUTS);
    await tick();
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button');
    await fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
    await fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    await fireEvent.keyDown(close, { key: '2', ctrlKey: true });
    expect(go).not.toHaveBeenCalled();
    // Asking again while open does nothing; closing with the button works.
    expect(registry.isEnabled(SHOW_SHORTCUTS)).toBe(false);
    await fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(registry.isEnabled(SHOW_SHORTCUTS)).toBe(true);
  });

  it('does not open when ? is typed into a text box', async () => {
    setup();
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    await fireEvent.keyDown(input, { key: '?', shiftKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    await fireEvent.keyDown(input, { key: 'F1' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
