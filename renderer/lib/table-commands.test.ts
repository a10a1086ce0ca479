import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { tick } from 'svelte';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import ShortcutHelp from '../components/ShortcutHelp.svelte';
import { setLocale } from '../i18n/index.svelte';
import { defineAppCommands } from './app-commands';
import { parseBinding, ShortcutRegistry } from './shortcuts.svelte';
import { defineTableCommands, TABLE } from './table-commands';

afterEach(() => {
  cleanup();
  setLocale('ja');
  document.body.replaceChildren();
});

function setup(mac = false) {
  const registry = new ShortcutRegistry({ mac });
  defineAppCommands(registry);
  defineTableCommands(registry);
  onTestFinished(registry.listen(window));
  const ran: string[] = [];
  for (const id of Object.values(TABLE)) registry.handle(id, () => ran.push(id));
  return { registry, ran };
}

describe('the playtest commands', () => {
  it('belong to the playtest scope, and no two of them (or a global one) share a key', () => {
    const { registry } = setup();
    expect(Object.values(TABLE).map((id) => registry.command(id)?.scope)).toEqual(Object.values(TABLE).map(() => 'playtest'));
    for (const mac of [false, true]) {
      const chords = registry
        .commands()
        .filter((command) => command.scope === 'playtest' || command.scope === 'global')
        .flatMap((command) => command.keys.map((key) => [JSON.stringify(parseBinding(key, mac)), command.id]));
      const owners = new Map<string, string[]>();
      for (const [chord, id] of chords) owners.set(chord!, [...(owners.get(chord!) ?? []), id!]);
      expect([...owners.values()].filter((ids) => ids.length > 1)).toEqual([]);
    }
  });

  it('run from their keys while the table is active, and not elsewhere', async () => {
    const { registry, ran } = setup();
    const press = (key: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(document.body, { key, ...init });
    await press('d', { code: 'KeyD' });
    expect(ran).toEqual([]);
    onTestFinished(registry.activateScope('playtest'));
    await press('d', { code: 'KeyD' });
    await press('u', { code: 'KeyU' });
    await press('n', { code: 'KeyN' });
    await press(' ', { code: 'Space' });
    await press('s', { code: 'KeyS' });
    await press('m', { code: 'KeyM' });
    await press('z', { code: 'KeyZ' });
    await press('z', { code: 'KeyZ', ctrlKey: true });
    await press('Z', { code: 'KeyZ', ctrlKey: true, shiftKey: true });
    await press('y', { code: 'KeyY', ctrlKey: true });
    await press('r', { code: 'KeyR' });
    await press('c', { code: 'KeyC' });
    expect(ran).toEqual([
      TABLE.draw, TABLE.untapAll, TABLE.nextStep, TABLE.nextStep, TABLE.shuffle, TABLE.redraw,
      TABLE.zoom, TABLE.undo, TABLE.redo, TABLE.redo, TABLE.rollDie, TABLE.flipCoin,
    ]);
  });

  it('leave Space to a focused button and letters to a text box', async () => {
    const { registry, ran } = setup();
    onTestFinished(registry.activateScope('playtest'));
    const button = document.createElement('button');
    const input = document.createElement('input');
    document.body.append(button, input);
    await fireEvent.keyDown(button, { key: ' ', code: 'Space' });
    await fireEvent.keyDown(input, { key: 'd', code: 'KeyD' });
    expect(ran).toEqual([]);
  });

  it('are listed in the shortcut help under the playtest table, in both languages', async () => {
    const { registry } = setup(true);
    render(ShortcutHelp, { props: { registry } });
    await fireEvent.keyDown(document.body, { key: 'F1' });
    const group = within(screen.getByRole('dialog')).getAllByRole('region').find((region) => region.dataset.scope === 'playtest')!;
    expect(group.querySelector('h3')!.textContent).toContain('プレイテスト');
    const rows = [...group.querySelectorAll('tbody tr')].map((row) => [
      row.querySelector('th')!.textContent!.trim(),
      [...row.querySelectorAll('.binding')].map((binding) => binding.getAttribute('data-binding')).join(' | '),
    ]);
    expect(rows).toEqual([
      ['カードを1枚引く', 'D'],
      ['自分のカードをすべてアンタップ', 'U'],
      ['ターンの次のステップへ', 'N | Space'],
      ['山札をシャッフル', 'S'],
      ['初期手札の引き直し(マリガン)', 'M'],
      ['元に戻す', '⌘Z'],
      ['やり直す', '⇧⌘Z | ⌘Y'],
      ['ポインターの下のカードを拡大', 'Z'],
      ['ダイスを振る', 'R'],
      ['コインを投げる', 'C'],
    ]);
    setLocale('en');
    await tick();
    expect(group.querySelector('tbody th')!.textContent!.trim()).toBe('Draw a card');
  });
});
