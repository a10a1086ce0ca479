import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { tick } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Bridge, CardDetail, GameId, GameInfo } from '../../api/contract';
import { toGameInfo } from '../../api/handlers/games';
import { gameDefinition } from '../../engine/games/registry';
import { makeBackend, type TestBackend } from '../../test/helpers/backend';
import { inProcessBridge } from '../../test/helpers/bridge';
import { useTempDir } from '../../test/helpers/temp';
import { setLocale } from '../i18n/index.svelte';
import { createClient } from '../lib/client';
import type { CustomCardAction } from '../lib/custom-card';
import { shortcuts } from '../lib/shortcuts.svelte';
import CardDetailView from './CardDetail.svelte';
import CustomCardEditor from './CustomCardEditor.svelte';
import ShortcutHelp from './ShortcutHelp.svelte';

const game = (id: GameId): GameInfo => toGameInfo(gameDefinition(id));
const dm = game('dm');
const mod = shortcuts.mac ? { metaKey: true } : { ctrlKey: true };

const tempDir = useTempDir();
let test: TestBackend;
beforeEach(() => {
  test = makeBackend(tempDir());
  onTestFinished(shortcuts.listen(window));
});
afterEach(() => {
  cleanup();
  test.db.close();
  setLocale('ja');
  document.body.replaceChildren();
});

function open(action: CustomCardAction, { bridge = inProcessBridge(test.backend), gameInfo = dm } = {}) {
  const onclose = vi.fn();
  const ondone = vi.fn();
  render(CustomCardEditor, { props: { client: createClient(bridge), game: gameInfo, action, onclose, ondone } });
  return { onclose, ondone, dialog: screen.getByRole('dialog') };
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.input(field(id), { target: { value } });
const checkbox = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name });

async function savedCard(key: string): Promise<CardDetail> {
  const response = await test.backend.invoke('cards.get', { game: 'dm', key });
  if (!response.ok) throw new Error(response.error.message);
  return response.result as CardDetail;
}

describe('CustomCardEditor', () => {
  it('makes a new DM card: the name has the focus, the preview follows the form, Ctrl+S saves', async () => {
    const { dialog, ondone } = open({ mode: 'new' });
    expect(dialog.getAttribute('aria-label')).toBe('新しいデュエル・マスターズのカード');
    await vi.waitFor(() => expect(document.activeElement).toBe(field('cc-name')));
    const frame = within(dialog).getByRole('figure');
    expect(frame.getAttribute('aria-label')).toBe('カード名');

    await type('cc-name', 'ヒャッカ・ドラグーン');
    await type('cc-reading', 'ひゃっかどらぐーん');
    await fireEvent.click(checkbox(dialog, 'クリーチャー'));
    await fireEvent.click(checkbox(dialog, '自然'));
    await fireEvent.click(checkbox(dialog, '火'));
    await type('cc-subtypes', 'アーマード・ドラゴン、');
    await type('cc-keywords', 'W・ブレイカー');
    await type('cc-cost', '５');
    await type('cc-power', '7000');
    await type('cc-stats-mana', '1');

    expect(frame.getAttribute('aria-label')).toBe('ヒャッカ・ドラグーン');
    expect(frame.querySelector('.cost')?.textContent).toBe('5');
    expect(frame.querySelector('.type')?.textContent).toBe('クリーチャー — アーマード・ドラゴン');
    // The keyword still in its box shows as the frame's text, as it will be saved.
    expect(frame.querySelector('.text')?.textContent).toBe('W・ブレイカー');
    expect(within(dialog).getAllByRole('button', { name: /を外す$/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['アーマード・ドラゴンを外す']);
    // The section follows the kind: a creature goes to the deck.
    expect((field('cc-zone') as unknown as HTMLSelectElement).value).toBe('main');

    await fireEvent.keyDown(field('cc-power'), { key: 's', code: 'KeyS', ...mod });
    await vi.waitFor(() => expect(ondone).toHaveBeenCalledTimes(1));
    const card = await savedCard(ondone.mock.calls[0]![0] as string);
    expect(card).toMatchObject({
      custom: true, name: 'ヒャッカ・ドラグーン', reading: 'ひゃっかどらぐーん', kinds: ['creature'], subtypes: ['アーマード・ドラゴン'],
      keywords: ['W・ブレイカー'], cost: 5, power: 7000, zone: 'main', stats: { civs: ['火', '自然'], mana: 1 },
    });
  });

  it('shows each problem beside its field, and a failed save keeps the form', async () => {
    let failNext = true;
    const calls: string[] = [];
    const bridge = inProcessBridge(test.backend, (method) => {
      calls.push(method);
      if (method === 'cards.saveCustom' && failNext) {
        failNext = false;
        return 'the disk is full';
      }
      return undefined;
    });
    const { dialog, ondone } = open({ mode: 'new' }, { bridge });
    await type('cc-cost', '3枚');
    // Left with a bad number: the problem shows at once, tied to the field.
    await fireEvent.focusOut(field('cc-cost'), { relatedTarget: field('cc-power') });
    expect(field('cc-cost').getAttribute('aria-invalid')).toBe('true');
    expect(field('cc-cost').getAttribute('aria-describedby')).toBe('cc-cost-error');
    expect(document.getElementById('cc-cost-error')?.textContent).toBe('3 のような整数を入力してください。');
    // The name is not marked before a save is tried.
    expect(field('cc-name').hasAttribute('aria-invalid')).toBe(false);

    // Enter where it is not a text box's or a button's saves: here it only shows what to fix.
    await fireEvent.keyDown(dialog, { key: 'Enter' });
    await tick();
    expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['保存する前に直す項目が3つあります。']);
    expect(document.getElementById('cc-name-error')?.textContent).toBe('カード名を入力してください。');
    expect(field('cc-name').getAttribute('aria-invalid')).toBe('true');
    expect(checkbox(dialog, 'クリーチャー').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('cc-name'));
    expect(calls).toEqual([]);

    await type('cc-name', '試作のドラゴン');
    await fireEvent.click(checkbox(dialog, 'クリーチャー'));
    await type('cc-cost', '3');
    expect(within(dialog).queryAllByRole('alert')).toEqual([]);
    await fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('カードを保存できませんでした：the disk is full'));
    expect(ondone).not.toHaveBeenCalled();
    expect([field('cc-name').value, field('cc-cost').value]).toEqual(['試作のドラゴン', '3']);
    expect(checkbox(dialog, 'クリーチャー')).toHaveProperty('checked', true);

    await fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(ondone).toHaveBeenCalledTimes(1));
    expect(await savedCard(ondone.mock.calls[0]![0] as string)).toMatchObject({ name: '試作のドラゴン', cost: 3 });
  });

  it("shows the API's INVALID_PARAMS beside the field it names, until the field is changed", async () => {
    // The backend's own check, on a cost the form let through (as an older or newer backend might differ).
    const real = inProcessBridge(test.backend);
    const bridge: Bridge = {
      ...real,
      invoke: (method, params) => {
        const { card } = params as { card: { cost: number } };
        return real.invoke(method, method === 'cards.saveCustom' ? { ...(params as object), card: { ...card, cost: card.cost + 0.5 } } : params);
      },
    };
    setLocale('en');
    const { dialog, ondone } = open({ mode: 'new' }, { bridge });
    await type('cc-name', 'Test Dragon');
    await fireEvent.click(checkbox(dialog, 'Creature'));
    await type('cc-cost', '3');
    await fireEvent.submit(dialog.querySelector('form')!);
    await vi.waitFor(() => expect(document.getElementById('cc-cost-error')?.textContent).toBe('Enter a whole number, such as 3.'));
    expect(field('cc-cost').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('cc-cost'));
    expect(ondone).not.toHaveBeenCalled();
    await type('cc-cost', '4');
    expect(field('cc-cost').hasAttribute('aria-invalid')).toBe(false);
  });

  it('edits a custom card under its key; Esc with changes asks first', async () => {
    const saved = await test.backend.invoke('cards.saveCustom', { game: 'dm', card: { name: '試作のドラゴン', kinds: ['creature'], cost: 3, stats: { civs: ['火'] } } });
    if (!saved.ok) throw new Error(saved.error.message);
    const card = saved.result as CardDetail;
    const { dialog, onclose, ondone } = open({ mode: 'edit', card });
    expect(dialog.getAttribute('aria-label')).toBe('「試作のドラゴン」を編集');
    expect(field('cc-cost').value).toBe('3');
    expect(checkbox(dialog, '火')).toHaveProperty('checked', true);

    await type('cc-cost', '4');
    await fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onclose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('alert').textContent).toBe('変更を保存せずに閉じますか？');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '編集を続ける' }));
    // Esc again: back to the form, nothing lost.
    await fireEvent.keyDown(dialog, { key: 'Escape' });
    await tick();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(field('cc-cost').value).toBe('4');

    await fireEvent.keyDown(field('cc-name'), { key: 's', code: 'KeyS', ...mod });
    await vi.waitFor(() => expect(ondone).toHaveBeenCalledWith(card.key));
    expect(await savedCard(card.key)).toMatchObject({ cost: 4, stats: { civs: ['火'] } });
  });

  it('closes at once when nothing changed, and discards changes when asked to', async () => {
    const { dialog, onclose } = open({ mode: 'new' });
    await fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onclose).toHaveBeenCalledTimes(1);
    cleanup();
    const again = open({ mode: 'new' });
    await type('cc-name', 'x');
    await fireEvent.click(within(again.dialog).getByRole('button', { name: 'キャンセル' }));
    await fireEvent.click(within(again.dialog).getByRole('button', { name: '変更を破棄' }));
    expect(again.onclose).toHaveBeenCalledTimes(1);
  });

  it('deletes a custom card after asking', async () => {
    const saved = await test.backend.invoke('cards.saveCustom', { game: 'dm', card: { name: '試作のドラゴン', kinds: ['creature'] } });
    if (!saved.ok) throw new Error(saved.error.message);
    const card = saved.result as CardDetail;
    const { dialog, ondone } = open({ mode: 'delete', card });
    expect(dialog.getAttribute('aria-label')).toBe('カードの削除');
    expect(dialog.textContent).toContain('「試作のドラゴン」を削除しますか？');
    await fireEvent.click(within(dialog).getByRole('button', { name: '削除' }));
    await vi.waitFor(() => expect(ondone).toHaveBeenCalledWith(null));
    expect(await test.backend.invoke('cards.get', { game: 'dm', key: card.key })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('is listed in the shortcut help: Save, with Ctrl+S and Enter', () => {
    setLocale('en');
    render(ShortcutHelp, { props: { open: true } });
    const group = screen.getByRole('dialog').querySelector('[data-scope="cardEditor"]')!;
    expect(group.querySelector('h3')!.textContent!.trim()).toBe('Card editor');
    const rows = [...group.querySelectorAll('tbody tr')].map((row) => [
      row.querySelector('th')!.textContent!.trim(),
      [...row.querySelectorAll('.binding')].map((b) => b.getAttribute('data-binding')).join(' | '),
    ]);
    expect(rows).toEqual([['Save', `${shortcuts.mac ? '⌘S' : 'Ctrl+S'} | ${shortcuts.mac ? '↩' : 'Enter'}`]]);
  });
});

describe('CardDetail and custom cards', () => {
  it('marks a custom card and offers edit, duplicate and delete; a shipped card only a copy', async () => {
    const saved = await test.backend.invoke('cards.saveCustom', { game: 'dm', card: { name: '試作のドラゴン', kinds: ['creature'] } });
    if (!saved.ok) throw new Error(saved.error.message);
    const card = saved.result as CardDetail;
    const onaction = vi.fn();
    const { unmount } = render(CardDetailView, { props: { card, game: dm, onaction } });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('カスタム');
    expect(document.querySelector('.note.mine')?.textContent).toBe('あなたが作ったカードです。');
    const actions = screen.getByRole('group', { name: 'カスタムカード' });
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['編集', '複製', '削除']);
    await fireEvent.click(within(actions).getByRole('button', { name: '削除' }));
    expect(onaction).toHaveBeenCalledWith({ mode: 'delete', card });
    unmount();

    const shipped: CardDetail = { ...card, key: 'dm-x', custom: false, flags: [], source: { name: 'bundled:dm', version: '1', importedAt: '2026-11-22T09:00:00Z' } };
    render(CardDetailView, { props: { card: shipped, game: dm, onaction } });
    expect(screen.getByRole('heading', { level: 2 }).textContent).not.toContain('カスタム');
    const copy = screen.getByRole('group', { name: 'カスタムカード' });
    expect(within(copy).getAllByRole('button').map((b) => b.textContent)).toEqual(['カスタムカードとして複製']);
    cleanup();
    // Where no editor is at hand (the deck editor's browser) there are no buttons.
    render(CardDetailView, { props: { card, game: dm } });
    expect(screen.queryByRole('group', { name: 'カスタムカード' })).toBeNull();
  });
});
