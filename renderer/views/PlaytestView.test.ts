import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeckSummary, GameInfo, TableSummary } from '../../api/contract';
import { toGameInfo } from '../../api/handlers/games';
import { gameDefinition } from '../../engine/games/registry';
import { setLocale } from '../i18n/index.svelte';
import type { ApiClient } from '../lib/client';
import PlaytestView from './PlaytestView.svelte';

afterEach(() => {
  cleanup();
  setLocale('ja');
});

const deck = (id: string, name: string): DeckSummary => ({
  id,
  game: 'dm',
  name,
  format: null,
  tags: [],
  notes: '',
  cards: 40,
  legal: true,
  version: 1,
  revision: 1,
  createdAt: '2026-11-22T09:00:00.000Z',
  updatedAt: '2026-11-22T09:00:00.000Z',
});

const stored: TableSummary = {
  id: 't-1',
  game: 'dm',
  name: 'DMD-21 vs DMD-22',
  seats: [
    { deckId: 'd-1', deckName: 'DMD-21', dummy: false },
    { deckId: 'd-2', deckName: 'DMD-22', dummy: false },
  ],
  layout: 'windows',
  mode: 'assisted',
  turn: { number: 3, activeSeat: 1, step: 'main' },
  over: false,
  winners: [],
  cursor: 42,
  length: 42,
  created: '2026-11-22T09:00:00.000Z',
  updated: '2026-11-22T10:00:00.000Z',
};

/** A client answering what the Playtest screen asks; every call is recorded. */
function fakeClient() {
  const calls: { method: string; params: unknown }[] = [];
  let tables = [stored];
  const client = {
    call: vi.fn(async (method: string, params: unknown) => {
      calls.push({ method, params });
      switch (method) {
        case 'library.list':
          return [deck('d-1', 'DMD-21'), deck('d-2', 'DMD-22')];
        case 'library.get':
          return { ...deck('d-1', 'DMD-21'), sections: {} };
        case 'table.list':
          return tables;
        case 'table.delete':
          tables = [];
          return { deleted: true };
        // A DM deck's format chooses nothing before a game.
        case 'table.pick':
          return null;
        case 'table.start':
          return { table: { ...stored, id: 't-2', layout: (params as { layout: string }).layout } };
        default:
          throw new Error(`unexpected ${method}`);
      }
    }),
    on: () => () => {},
  } as unknown as ApiClient;
  return { client, calls };
}

const dm: GameInfo = toGameInfo(gameDefinition('dm'));

/** Picks an option of a select as a player does: selected, then a change event. */
async function choose(select: HTMLElement, value: string): Promise<void> {
  for (const option of (select as HTMLSelectElement).options) option.selected = option.value === value;
  await fireEvent.change(select);
}

describe('PlaytestView', () => {
  it('starts a goldfish table with a dummy of DM shields from the deck the editor sent', async () => {
    const { client, calls } = fakeClient();
    const onopen = vi.fn();
    render(PlaytestView, { props: { client, game: dm, deckId: 'd-1', onopen, oneditor: vi.fn(), ongame: vi.fn() } });
    await screen.findByRole('option', { name: 'DMD-22' });
    await fireEvent.click(screen.getByRole('checkbox', { name: 'ダミーの相手' }));
    expect((screen.getByRole('spinbutton', { name: 'シールド' }) as HTMLInputElement).value).toBe('5');
    await fireEvent.submit(screen.getByRole('button', { name: '開始' }).closest('form')!);
    await vi.waitFor(() => expect(onopen).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'table.start')!.params).toEqual({ game: 'dm', decks: ['d-1'], dummy: { shields: 5 }, mode: 'assisted', firstPlayer: 0, layout: 'hotseat' });
  });

  it('DM 103.4: goldfish may go second — the dummy goes first, which brings the dummy to the table', async () => {
    const { client, calls } = fakeClient();
    const onopen = vi.fn();
    render(PlaytestView, { props: { client, game: dm, deckId: 'd-1', onopen, oneditor: vi.fn(), ongame: vi.fn() } });
    await screen.findByRole('option', { name: 'DMD-22' });
    const first = screen.getByRole('combobox', { name: '先攻' });
    expect([...(first as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['プレイヤー1', 'ダミー（あなたは後攻）']);
    await choose(first, '1');
    expect(screen.getByRole('checkbox', { name: 'ダミーの相手' })).toHaveProperty('checked', true);
    await fireEvent.submit(screen.getByRole('button', { name: '開始' }).closest('form')!);
    await vi.waitFor(() => expect(onopen).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'table.start')!.params).toEqual({ game: 'dm', decks: ['d-1'], dummy: { shields: 5 }, mode: 'assisted', firstPlayer: 1, layout: 'hotseat' });
    // Without the dummy nobody else can go first.
    await fireEvent.click(screen.getByRole('checkbox', { name: 'ダミーの相手' }));
    expect((first as HTMLSelectElement).value).toBe('0');
  });

  it('starts two players with the second deck, who goes first and a window per seat', async () => {
    const { client, calls } = fakeClient();
    const onopen = vi.fn();
    render(PlaytestView, { props: { client, game: dm, deckId: 'd-1', onopen, oneditor: vi.fn(), ongame: vi.fn() } });
    await screen.findByRole('option', { name: 'DMD-22' });
    await fireEvent.click(screen.getByRole('radio', { name: '二人対戦' }));
    const start = screen.getByRole('button', { name: '開始' });
    expect(start).toHaveProperty('disabled', true);
    await choose(screen.getByRole('combobox', { name: 'プレイヤー2のデッキ' }), 'd-2');
    await fireEvent.click(screen.getByRole('radio', { name: 'プレイヤーごとにウィンドウ' }));
    await choose(screen.getByRole('combobox', { name: '先攻' }), '1');
    await fireEvent.submit(start.closest('form')!);
    await vi.waitFor(() => expect(onopen).toHaveBeenCalledWith(expect.objectContaining({ id: 't-2', layout: 'windows' })));
    expect(calls.find((call) => call.method === 'table.start')!.params).toMatchObject({ decks: ['d-1', 'd-2'], dummy: null, firstPlayer: 1, layout: 'windows' });
  });

  it('lists the stored tables to resume or delete', async () => {
    const { client, calls } = fakeClient();
    const onopen = vi.fn();
    render(PlaytestView, { props: { client, game: dm, deckId: null, onopen, oneditor: vi.fn(), ongame: vi.fn() } });
    const row = (await screen.findByText('DMD-21 vs DMD-22')).closest('li')!;
    expect(row.textContent).toContain('ターン3・プレイヤー2');
    expect(row.textContent).toContain('42手');
    await fireEvent.click(within(row).getByRole('button', { name: '再開' }));
    expect(onopen).toHaveBeenCalledWith(stored);
    await fireEvent.click(within(row).getByRole('button', { name: '削除' }));
    const dialog = await screen.findByRole('dialog', { name: '卓の削除' });
    expect(dialog.textContent).toContain('卓「DMD-21 vs DMD-22」を削除しますか？');
    await fireEvent.click(within(dialog).getByRole('button', { name: '削除' }));
    await screen.findByText('デュエル・マスターズの卓はまだありません。');
    expect(calls.some((call) => call.method === 'table.delete')).toBe(true);
  });
});
