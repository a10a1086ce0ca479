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

function setup(mac = false, onchange?: () => void) {
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
  render(ShortcutHelp, { props: { registry, onchange } });
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
      ['データ画面へ移動', 'Ctrl+5'],
      ['設定画面へ移動', 'Ctrl+,'],
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
    const close = within(dialog).getByRole('button', { name: '閉じる' });
    // The last button Tab reaches is the last row's Change ("Reset all" is off while nothing is changed).
    const last = within(dialog).getByRole('button', { name: '「やり直す」のキーを変更' });
    expect(within(dialog).getByRole('button', { name: 'すべて初期設定に戻す' })).toHaveProperty('disabled', true);
    await fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    await fireEvent.keyDown(last, { key: 'Tab' });
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

  describe('changing keys', () => {
    /** Opens the help with the editor's scope in use and a spy on saving. */
    async function opened(mac = false) {
      const saved = vi.fn();
      const { registry } = setup(mac, saved);
      onTestFinished(registry.activateScope('editor'));
      await fireEvent.keyDown(document.body, { key: 'F1' });
      const dialog = screen.getByRole('dialog');
      const row = (id: string) => dialog.querySelector<HTMLElement>(`tr[data-command="${id}"]`)!;
      return { registry, saved, dialog, row };
    }

    it('takes the keys pressed after Change, shows and uses them, and marks the row', async () => {
      const { registry, saved, dialog, row } = await opened();
      const undo = vi.fn();
      registry.handle('editor.undo', undo);
      await fireEvent.click(within(dialog).getByRole('button', { name: '「元に戻す」のキーを変更' }));
      const capture = within(row('editor.undo')).getByRole('button', { name: '新しいキーを押してください(Esc で取り消し)' });
      expect(document.activeElement).toBe(capture);
      // A modifier alone waits for the key; the keys do not reach the app's shortcuts.
      await fireEvent.keyDown(capture, { key: 'Control', ctrlKey: true });
      expect(document.activeElement).toBe(capture);
      await fireEvent.keyDown(capture, { key: 'u', code: 'KeyU', ctrlKey: true, shiftKey: true });
      expect(rows(row('editor.undo').closest('section')!)[0]).toEqual(['元に戻す 変更済み', 'Ctrl+Shift+U']);
      expect(row('editor.undo').classList.contains('changed')).toBe(true);
      expect(registry.overrides()).toEqual({ 'editor.undo': ['Mod+Shift+U'] });
      expect(saved).toHaveBeenCalledOnce();
      expect(within(dialog).getByRole('status').textContent).toBe('「元に戻す」のキー: Ctrl+Shift+U');
      // The focus is back on the row's Change, inside the dialog.
      expect(document.activeElement).toBe(within(row('editor.undo')).getByRole('button', { name: '「元に戻す」のキーを変更' }));
      await fireEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
      await fireEvent.keyDown(document.body, { key: 'U', ctrlKey: true, shiftKey: true });
      expect(undo).toHaveBeenCalledOnce();
    });

    it('cancels with Escape and keeps the dialog open', async () => {
      const { registry, saved, dialog, row } = await opened();
      await fireEvent.click(within(dialog).getByRole('button', { name: '「元に戻す」のキーを変更' }));
      await fireEvent.keyDown(row('editor.undo').querySelector('.capture')!, { key: 'Escape' });
      expect(screen.getByRole('dialog')).toBe(dialog);
      expect(row('editor.undo').querySelector('.capture')).toBeNull();
      expect(registry.command('editor.undo')!.keys).toEqual(['Mod+Z']);
      expect(saved).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(within(row('editor.undo')).getByRole('button', { name: '「元に戻す」のキーを変更' }));
    });

    it('names the commands already on the keys; Cancel keeps them, Replace takes the keys from them', async () => {
      const { registry, saved, dialog, row } = await opened();
      const change = async () => {
        await fireEvent.click(within(row('editor.undo')).getByRole('button', { name: '「元に戻す」のキーを変更' }));
        await fireEvent.keyDown(row('editor.undo').querySelector('.capture')!, { key: '2', code: 'Digit2', ctrlKey: true });
      };
      await change();
      const alert = within(dialog).getByRole('alert');
      expect(alert.textContent!.trim()).toBe('Ctrl+2 はすでにアプリ全体の「デッキ画面へ移動」のキーです。「置き換える」を選ぶと、そちらからは外れます。');
      const cancel = within(dialog).getByRole('button', { name: 'キャンセル' });
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '置き換える' }));
      await fireEvent.click(cancel);
      expect(within(dialog).queryByRole('alert')).toBeNull();
      expect(registry.overrides()).toEqual({});
      expect(saved).not.toHaveBeenCalled();

      // Escape on the question cancels too, and the dialog stays.
      await change();
      await fireEvent.keyDown(within(dialog).getByRole('button', { name: '置き換える' }), { key: 'Escape' });
      expect(within(dialog).queryByRole('alert')).toBeNull();
      expect(screen.getByRole('dialog')).toBe(dialog);

      await change();
      await fireEvent.click(within(dialog).getByRole('button', { name: '置き換える' }));
      expect(registry.overrides()).toEqual({ 'editor.undo': ['Mod+2'], [GO_TO.decks]: [] });
      expect(rows(row(GO_TO.decks).closest('section')!)[1]).toEqual(['デッキ画面へ移動 変更済み', '']);
      expect(row(GO_TO.decks).querySelector('.none')!.textContent).toBe('キーなし');
      expect(saved).toHaveBeenCalledOnce();
    });

    it('resets one row (asking when its keys were taken meanwhile) and all of them', async () => {
      setLocale('en');
      const { registry, saved, dialog, row } = await opened();
      registry.rebind('editor.redo', ['F7']);
      registry.rebind('editor.undo', ['Mod+Y']);
      await tick();
      expect([...dialog.querySelectorAll('tr.changed')].map((r) => r.getAttribute('data-command'))).toEqual(['editor.undo', 'editor.redo']);
      // Redo's own keys are now Undo's: reset asks first.
      await fireEvent.click(within(dialog).getByRole('button', { name: 'Reset the keys of Redo' }));
      expect(within(dialog).getByRole('alert').textContent!.trim()).toBe('Ctrl+Shift+Z / Ctrl+Y is already the key of Undo (Deck editor). Replace takes it from there.');
      await fireEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
      expect(registry.overrides()).toEqual({ 'editor.undo': [] });
      expect(row('editor.redo').classList.contains('changed')).toBe(false);
      expect(within(row('editor.redo')).queryByRole('button', { name: 'Reset the keys of Redo' })).toBeNull();
      expect(document.activeElement).toBe(within(row('editor.redo')).getByRole('button', { name: 'Change the keys of Redo' }));

      const resetAll = within(dialog).getByRole('button', { name: 'Reset all' });
      expect(resetAll).toHaveProperty('disabled', false);
      await fireEvent.click(resetAll);
      expect(registry.overrides()).toEqual({});
      expect(dialog.querySelectorAll('tr.changed')).toHaveLength(0);
      expect(resetAll).toHaveProperty('disabled', true);
      expect(document.activeElement).toBe(dialog);
      expect(saved).toHaveBeenCalledTimes(2);
    });

    it('saves ⌘ on macOS as Mod', async () => {
      const { registry, dialog, row } = await opened(true);
      await fireEvent.click(within(dialog).getByRole('button', { name: '「元に戻す」のキーを変更' }));
      await fireEvent.keyDown(row('editor.undo').querySelector('.capture')!, { key: 'j', code: 'KeyJ', metaKey: true });
      expect(registry.overrides()).toEqual({ 'editor.undo': ['Mod+J'] });
      expect(rows(row('editor.undo').closest('section')!)[0]![1]).toBe('⌘J');
    });
  });
});
