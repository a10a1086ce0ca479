import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeckSummary, GameInfo, MatchInfo, MatchState, Violation } from '../../api/contract';
import { toGameInfo } from '../../api/handlers/games';
import { gameDefinition } from '../../engine/games/registry';
import { setLocale } from '../i18n/index.svelte';
import type { ApiClient } from '../lib/client';
import MatchesView from './MatchesView.svelte';
import MatchView from './MatchView.svelte';

afterEach(() => {
  cleanup();
  setLocale('ja');
});

const acg: GameInfo = toGameInfo(gameDefinition('acg'));
const line = (key: string, name: string, count: number) => ({ key, name, count });
const registered = { basic: [line('a1', 'ライオン', 40)], territory: [line('t1', 'サバンナ', 10)], reserve: [line('a2', 'シマウマ', 15)] };
const swapPlan = { kind: 'swap' as const, sections: ['basic', 'territory', 'reserve'], keepSizes: ['basic', 'territory', 'reserve'], fixed: [], rule: 'ACG 201-3b' };

function matchAt(state: MatchState, extra: Partial<MatchInfo> = {}): MatchInfo {
  const seat = (name: string) => ({ deckId: `deck-${name}`, deckName: name, opponent: null, registered, sided: registered });
  return {
    id: 'm-1',
    game: 'acg',
    name: 'アリ vs トリ',
    bestOf: 3,
    layout: 'hotseat',
    seats: [seat('アリ'), seat('トリ')],
    settings: { mode: 'assisted', houseRules: {} },
    state,
    winner: null,
    revision: 3,
    createdAt: '2026-11-22T09:00:00.000Z',
    updatedAt: '2026-11-22T09:30:00.000Z',
    finishedAt: null,
    score: { wins: [1, 0], draws: 0, winsNeeded: 2, over: false, winner: null },
    formatRule: 'ACG 201-1, 201-2',
    games: [],
    sideboarding: [swapPlan, swapPlan],
    ...extra,
  };
}

/** A client answering the match screens with `match` (and `side`'s violations); every call is recorded. */
function fakeClient(match: MatchInfo, violations: Violation[] = []) {
  const calls: { method: string; params: Record<string, unknown> }[] = [];
  const client = {
    call: vi.fn(async (method: string, params: Record<string, unknown>) => {
      calls.push({ method, params });
      switch (method) {
        case 'match.get':
        case 'match.choose':
        case 'match.endGame':
        case 'match.resetSide':
        case 'match.ready':
        case 'match.settings':
          return match;
        case 'match.side':
          return { match, violations };
        case 'match.report':
          return { text: '# report', extension: 'md' };
        // ACG and DM decks choose nothing before a game.
        case 'table.pick':
          return null;
        case 'match.start':
          return { ...match, id: 'm-2' };
        case 'match.list':
          return [match];
        case 'match.history':
          return {
            deckId: params.deckId,
            overall: { matches: 2, matchWins: 1, games: 5, gameWins: 3, draws: 0 },
            first: { matches: 0, matchWins: 0, games: 3, gameWins: 2, draws: 0 },
            second: { matches: 0, matchWins: 0, games: 2, gameWins: 1, draws: 0 },
            mirror: { matches: 1, games: 3 },
            opponents: [{ opponent: 'トリ', matches: 2, matchWins: 1, games: 5, gameWins: 3, draws: 0 }],
          };
        case 'library.list':
          return [deck('deck-アリ', 'アリ'), deck('deck-トリ', 'トリ')];
        default:
          throw new Error(`unexpected ${method}`);
      }
    }),
    on: () => () => {},
  } as unknown as ApiClient;
  return { client, calls };
}

const deck = (id: string, name: string): DeckSummary => ({
  id,
  game: 'acg',
  name,
  format: null,
  tags: [],
  notes: '',
  cards: 65,
  legal: true,
  version: 1,
  revision: 1,
  createdAt: '2026-11-22T09:00:00.000Z',
  updatedAt: '2026-11-22T09:00:00.000Z',
});

const show = (match: MatchInfo, violations: Violation[] = []) => {
  const fake = fakeClient(match, violations);
  render(MatchView, { props: { client: fake.client, game: acg, matchId: match.id, onopen: vi.fn(), onback: vi.fn() } });
  return fake;
};

describe('MatchView', () => {
  it('asks the chooser the rules name whether to go first, by seat and deck, with the rule', async () => {
    const { calls } = show(matchAt({ kind: 'firstPlayer', number: 2, decision: { kind: 'choose', chooser: 1, reason: 'previousLoser', rule: 'ACG 104.5' } }));
    expect(await screen.findByText(/プレイヤー2（トリ）が先攻か後攻かを選びます（ACG 104.5）/)).toBeTruthy();
    expect(screen.getByText('直前のゲームの敗者が選びます。')).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: '後攻' }));
    expect(calls.at(-1)).toEqual({ method: 'match.choose', params: { id: 'm-1', seat: 1, goFirst: false } });
  });

  it('ACG 201-2c: says how Deck Dojo decides a match the rules leave undecided by drawn games', async () => {
    show(matchAt({ kind: 'playing', number: 3, tableId: 't-1' }));
    expect(await screen.findByText(/総合ルール（201-2c）は定めていません。Deck Dojo では勝ち数の多いプレイヤーの勝ちとします（1勝0敗2引き分けなら1勝した側）/)).toBeTruthy();
    expect(toGameInfo(gameDefinition('dm')).matchWithDraws).toBeNull();
  });

  it('ends the game in play by the table’s loss, a concession or an entered draw', async () => {
    const { calls } = show(matchAt({ kind: 'playing', number: 1, tableId: 't-1' }));
    await screen.findByRole('button', { name: 'テーブルを開く' });
    await fireEvent.click(screen.getByRole('button', { name: 'テーブルのゲームが終わった' }));
    expect(calls.at(-1)).toEqual({ method: 'match.endGame', params: { id: 'm-1', ending: 'loss' } });
    await fireEvent.click(screen.getByRole('button', { name: 'プレイヤー2（トリ）が投了' }));
    expect(calls.at(-1)!.params).toEqual({ id: 'm-1', ending: 'concession', seat: 1 });
    const winner = screen.getByRole('combobox', { name: '勝者' }) as HTMLSelectElement;
    for (const option of winner.options) option.selected = option.value === 'draw';
    await fireEvent.change(winner);
    await fireEvent.click(screen.getByRole('button', { name: '記録する' }));
    expect(calls.at(-1)!.params).toEqual({ id: 'm-1', ending: 'entered', winner: null });
  });

  it('shows one seat’s sideboarding at a time; a refused swap stays in the draft with the rule it breaks', async () => {
    const violation: Violation = { severity: 'error', code: 'sideSize', rule: 'ACG 201-3b', section: 'basic', cards: [], message: { ja: '基礎デッキは登録した40枚のままでなければなりません（41枚）。', en: '' } };
    const { calls } = show(matchAt({ kind: 'sideboarding', number: 2, ready: [false, false] }), [violation]);
    await fireEvent.click(await screen.findByRole('button', { name: 'デッキ調整：プレイヤー2（トリ）' }));
    const panel = screen.getByRole('region', { name: 'デッキ調整：プレイヤー2（トリ）' });
    expect(screen.queryByRole('region', { name: 'デッキ調整：プレイヤー1（アリ）' })).toBeNull();
    const reserve = within(panel).getByText(/予備デッキ（15）/).closest('[data-section]')!;
    await fireEvent.click(within(reserve as HTMLElement).getByRole('button', { name: '「シマウマ」を1枚基礎デッキへ移す' }));
    expect(within(panel).getByText(/基礎デッキ（41）/)).toBeTruthy();
    await fireEvent.click(within(panel).getByRole('button', { name: 'この変更を確定' }));
    await vi.waitFor(() => expect(within(panel).getByRole('alert').textContent).toContain('基礎デッキは登録した40枚のままでなければなりません（41枚）。 (ACG 201-3b)'));
    expect(calls.find((call) => call.method === 'match.side')!.params).toEqual({
      id: 'm-1',
      seat: 1,
      sections: { basic: [{ key: 'a1', count: 40 }, { key: 'a2', count: 1 }], territory: [{ key: 't1', count: 10 }], reserve: [{ key: 'a2', count: 14 }] },
    });
    // Still the draft: the refused change is shown, not lost.
    expect(within(panel).getByText(/基礎デッキ（41）/)).toBeTruthy();
    await fireEvent.click(within(panel).getByRole('button', { name: '準備完了' }));
    expect(calls.at(-1)).toEqual({ method: 'match.ready', params: { id: 'm-1', seat: 1 } });
  });

  it('lists each game with its first player, result, rule, turns and minutes, and once the match is over the cards sided for it', async () => {
    const game = (number: number, winner: number, ending: 'loss' | 'concession', sided: boolean): MatchInfo['games'][number] => ({
      number,
      tableId: null,
      firstPlayer: 1 - winner,
      chooser: null,
      decks: [registered, registered],
      changes: [[], sided ? [{ section: 'reserve', key: 'a2', name: 'シマウマ', before: 15, after: 14 }] : []],
      winner,
      ending,
      reason: ending === 'loss' ? { rule: 'ACG 1206.1', text: { ja: '', en: '' } } : null,
      turns: 6,
      startedAt: '2026-11-22T09:00:00.000Z',
      endedAt: '2026-11-22T09:24:40.000Z',
      start: null,
      actions: null,
    });
    // While the match goes on the opponent may not see the swaps (ACG 201-3c): no game lists them.
    show(matchAt({ kind: 'sideboarding', number: 3, ready: [false, false] }, { games: [game(1, 0, 'loss', false), game(2, 1, 'concession', true)] }));
    await screen.findByText('第2ゲーム');
    expect(document.querySelectorAll('.games .changes')).toHaveLength(0);
    cleanup();
    show(matchAt({ kind: 'over' }, { games: [game(1, 0, 'loss', false), game(2, 1, 'concession', true)] }));
    const first = await screen.findByText('第1ゲーム');
    expect(first.closest('li')!.textContent).toMatch(/プレイヤー2（トリ）が先攻\s*プレイヤー1（アリ）の勝ち · 敗北（ACG 1206.1） · 6ターン · 25分/);
    expect(screen.getByText('第2ゲーム').closest('li')!.querySelector('.changes[data-seat="1"]')!.textContent).toMatch(/プレイヤー2（トリ）の調整：\s*−1 シマウマ（予備デッキ）/);
  });

  /** A DM match between games 1 and 2, both players on the same 40 cards, and a client that records its calls. */
  function dmBetweenGames(more: Partial<MatchInfo>) {
    const dm = toGameInfo(gameDefinition('dm'));
    const main = { main: [line('d1', 'ボルシャック', 40)] };
    const match = matchAt({ kind: 'sideboarding', number: 2, ready: [false, false] }, { game: 'dm', sideboarding: [{ kind: 'none', rule: 'DM 100.2' }, { kind: 'none', rule: 'DM 100.2' }], ...more });
    match.seats = [
      { ...match.seats[0], registered: main, sided: main },
      { ...match.seats[1], registered: main, sided: main },
    ];
    return { dm, match, fake: fakeClient(match) };
  }

  it('DM: says there is no sideboard, and takes the house rule from the sideboarding screen', async () => {
    const { dm, fake, match } = dmBetweenGames({});
    render(MatchView, { props: { client: fake.client, game: dm, matchId: match.id, onopen: vi.fn(), onback: vi.fn() } });
    await fireEvent.click(await screen.findByRole('button', { name: 'デッキ調整：プレイヤー1（アリ）' }));
    const panel = screen.getByRole('region', { name: 'デッキ調整：プレイヤー1（アリ）' });
    expect(within(panel).getByText(/デュエル・マスターズにサイドボードはありません（100.2）/)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'この変更を確定' })).toBeNull();
    await fireEvent.click(within(panel).getByRole('checkbox', { name: /ハウスルール/ }));
    await vi.waitFor(() => expect(fake.calls.at(-1)).toEqual({ method: 'match.settings', params: { id: 'm-1', houseRules: { freeSideboarding: true } } }));
  });

  it('DM: under the house rule, explains it in place of the rule it departs from and offers the deck as saved', async () => {
    const { dm, fake, match } = dmBetweenGames({ settings: { mode: 'assisted', houseRules: { freeSideboarding: true } } });
    render(MatchView, { props: { client: fake.client, game: dm, matchId: match.id, onopen: vi.fn(), onback: vi.fn() } });
    await fireEvent.click(await screen.findByRole('button', { name: 'デッキ調整：プレイヤー1（アリ）' }));
    const panel = screen.getByRole('region', { name: 'デッキ調整：プレイヤー1（アリ）' });
    expect(within(panel).getByText('ハウスルール：構築ルールを守る限り、ゲームの間にデッキを変えられます。')).toBeTruthy();
    expect(within(panel).queryByText(/デュエル・マスターズにサイドボードはありません/)).toBeNull();
    expect((within(panel).getByRole('checkbox', { name: 'ハウスルール：ゲームの間にデッキを変えてよい（デュエマにサイドボードはありません、100.2）' }) as HTMLInputElement).checked).toBe(true);
    expect(within(panel).getByRole('button', { name: '今保存されているデッキにする' })).toBeTruthy();
  });

  it('saves the report of a finished match as a file', async () => {
    const created = vi.fn(() => 'blob:report');
    const revoked = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked }));
    const { calls } = show(matchAt({ kind: 'over' }, { winner: 0, score: { wins: [2, 0], draws: 0, winsNeeded: 2, over: true, winner: 0 } }));
    expect(await screen.findByText('プレイヤー1（アリ）がマッチに勝ちました。')).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Markdownで保存' }));
    await vi.waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:report'));
    expect(calls.at(-1)).toEqual({ method: 'match.report', params: { id: 'm-1', format: 'markdown' } });
    vi.unstubAllGlobals();
  });
});

describe('MatchesView', () => {
  it('starts a best of one of the deck the editor sent against a named opponent, and shows that deck’s record', async () => {
    const { client, calls } = fakeClient(matchAt({ kind: 'over' }));
    const onmatch = vi.fn();
    render(MatchesView, { props: { client, game: acg, deckId: 'deck-トリ', onmatch } });
    expect(await screen.findByText('アリ vs トリ')).toBeTruthy();
    await fireEvent.click(screen.getByRole('radio', { name: '名前のある相手（相手のプレイは手で記録）' }));
    await fireEvent.input(screen.getByRole('textbox', { name: '相手の名前' }), { target: { value: '田中さん' } });
    const length = screen.getByRole('combobox', { name: '形式' }) as HTMLSelectElement;
    for (const option of length.options) option.selected = option.value === '1';
    await fireEvent.change(length);
    await fireEvent.submit(screen.getByRole('button', { name: 'マッチを始める' }).closest('form')!);
    await vi.waitFor(() => expect(onmatch).toHaveBeenCalledWith('m-2'));
    // The deck the editor sent is the one played.
    expect(calls.find((call) => call.method === 'match.start')!.params).toEqual({ game: 'acg', decks: ['deck-トリ'], opponent: '田中さん', bestOf: 1, mode: 'assisted', layout: 'hotseat' });
    const record = screen.getByRole('region', { name: 'デッキの戦績' });
    const overall = await within(record).findByRole('row', { name: /^全ゲーム/ });
    expect(within(overall).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1/2', '5', '3', '60%']);
    const first = within(record).getByRole('row', { name: /^先攻/ });
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['', '3', '2', '67%']);
    expect(within(record).getByRole('row', { name: /^対戦相手: トリ/ })).toBeTruthy();
    // A mirror match: once, its games once, no wins or rate.
    const mirror = within(record).getByRole('row', { name: /^同じデッキ同士（ミラー）/ });
    expect(within(mirror).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '3', '–', '–']);
    expect(within(record).getByText(/ミラーマッチは1マッチとして数え/)).toBeTruthy();
  });

  it('offers the house rules the game declares, and starts the match with those taken', async () => {
    const dm = toGameInfo(gameDefinition('dm'));
    const { client, calls } = fakeClient(matchAt({ kind: 'over' }, { game: 'dm' }));
    render(MatchesView, { props: { client, game: dm, deckId: 'deck-トリ', onmatch: vi.fn() } });
    await screen.findByText('アリ vs トリ');
    await fireEvent.click(screen.getByRole('radio', { name: '名前のある相手（相手のプレイは手で記録）' }));
    await fireEvent.input(screen.getByRole('textbox', { name: '相手の名前' }), { target: { value: '田中さん' } });
    const house = screen.getByRole('checkbox', { name: 'ハウスルール：ゲームの間にデッキを変えてよい（デュエマにサイドボードはありません、100.2）' }) as HTMLInputElement;
    expect(house.checked).toBe(false);
    await fireEvent.click(house);
    await fireEvent.submit(screen.getByRole('button', { name: 'マッチを始める' }).closest('form')!);
    await vi.waitFor(() => expect(calls.find((call) => call.method === 'match.start')!.params).toEqual({ game: 'dm', decks: ['deck-トリ'], opponent: '田中さん', bestOf: 3, mode: 'assisted', layout: 'hotseat', houseRules: { freeSideboarding: true } }));
  });
});
