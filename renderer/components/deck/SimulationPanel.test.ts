/**
 * The statistics tab's goldfish games on NET-036 (a real DM list, cards from the shipped pack) with a client standing in
 * for the backend: Run, the progress bar and Cancel, then the first-move rate, the card and group curves and the kill
 * turn drawn from the kernel's own games (castability and the kill policy's),
 * a result of an older deck marked, and a game without castability shown without empty frames.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeckSections, GameInfo } from '../../../api/contract';
import { toGameInfo } from '../../../api/handlers/games';
import { gameDefinition } from '../../../engine/games/registry';
import { dmSimulationSections } from '../../../test/helpers/dm-simulation';
import { simulationBridge, type SimulationBridge } from '../../../test/helpers/simulation-client';
import { setLocale } from '../../i18n/index.svelte';
import { createClient } from '../../lib/client';
import { EditorSimulation } from '../../lib/editor-simulation.svelte';
import { percent } from '../stats/format';
import SimulationPanel from './SimulationPanel.svelte';

const dm: GameInfo = toGameInfo(gameDefinition('dm'));
const lines = dmSimulationSections().main!;
const DOUKI = '同期の妖精/ド浮きの動悸';
const SHAFF = '奇天烈 シャッフ';
const DEDDAMUDO = 'SSS級天災 デッドダムド';

let simulation: EditorSimulation | undefined;
afterEach(() => {
  cleanup();
  simulation?.dispose();
  setLocale('ja');
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
/** A mean as the kill chart writes it: at most one decimal. */
const oneDecimal = (value: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);

function panel({ heldOnly = false }: { heldOnly?: boolean } = {}): { client: SimulationBridge; sections: { now: DeckSections } } {
  const client = simulationBridge({ heldOnly });
  const sections = { now: Object.fromEntries(Object.entries(dmSimulationSections()).map(([id, each]) => [id, each.map(({ key, count }) => ({ key, count }))])) as DeckSections };
  simulation = new EditorSimulation(createClient(client.bridge), dm, () => sections.now);
  simulation.open(`deck-${Math.random()}`);
  render(SimulationPanel, { props: { simulation, game: dm, lines } });
  return { client, sections };
}

/** Runs both turn orders to the end. */
async function playBoth(client: SimulationBridge) {
  await fireEvent.click(screen.getByRole('button', { name: /^(ひとり回しする|Play games|もう一度回す|Play again)$/ }));
  await tick();
  await client.answer();
  await client.answer();
  await tick();
}

describe('SimulationPanel', () => {
  it('shows a progress bar and Cancel while the games run, and Cancel stops the backend’s job', async () => {
    const { client } = panel();
    await fireEvent.change(screen.getByRole('combobox', { name: 'ゲーム数' }), { target: { value: '1000' } });
    await fireEvent.input(screen.getByRole('spinbutton', { name: 'シード' }), { target: { value: '22' } });
    await fireEvent.click(screen.getByRole('button', { name: 'ひとり回しする' }));
    await tick();
    const bar = screen.getByRole('progressbar', { name: 'ひとり回しの進み具合' }) as HTMLProgressElement;
    expect(bar.max).toBe(2_000);
    expect(client.pending[0]!.params).toMatchObject({ games: 1_000, seed: 22, first: true });
    client.progress({ job: client.pending[0]!.params.job!, done: 600, games: 1_000 });
    await tick();
    expect(bar.value).toBe(600);
    expect(screen.getByRole('status').textContent).toBe('2,000ゲーム中600ゲーム終了');
    // The settings wait for the run.
    expect((screen.getByRole('combobox', { name: 'ゲーム数' }) as HTMLSelectElement).disabled).toBe(true);
    const job = client.pending[0]!.params.job;
    await fireEvent.click(screen.getByRole('button', { name: '中止' }));
    await tick();
    expect(client.calls.at(-1)).toEqual({ method: 'decks.cancelSimulation', params: { job } });
    expect(screen.queryByRole('progressbar')).toBeNull();
    // Cancelled is no failure.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'ひとり回しする' })).toBeTruthy();
  });

  it('draws the first-move rate going first and second, a picked card’s curves, the groups’ and the kill turn', async () => {
    const { client } = panel();
    simulation!.saveGroup({ name: 'ドロー', keys: [DOUKI, SHAFF] });
    await playBoth(client);
    const run = simulation!.run!;
    expect(screen.getByText('先攻10,000ゲーム・後攻10,000ゲーム、シード 1')).toBeTruthy();

    const firstMoves = screen.getByRole('table', { name: '初動率' });
    const rows = within(firstMoves).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('th')!.firstChild!.textContent!.trim())).toEqual(['2ターン目までに2コスト', '3ターン目までに3コスト', '3ターン目までにどちらか']);
    const shareOf = (side: 'first' | 'second', id: string, turn: number) => percent(run.sides[side].turns[turn - 1]!.castableGroups![id]!);
    expect([...rows[0]!.querySelectorAll('td .value')].map((cell) => cell.textContent)).toEqual([shareOf('first', 'first-move:2', 2), shareOf('second', 'first-move:2', 2)]);
    expect([...rows[2]!.querySelectorAll('td .value')].map((cell) => cell.textContent)).toEqual([shareOf('first', 'first-move:any', 3), shareOf('second', 'first-move:any', 3)]);
    expect(rows[0]!.querySelector('.note')!.textContent).toBe('同期の妖精/ド浮きの動悸、ボン・キゴマイム/♪やせ蛙 ラッキーナンバー ここにあり、学校男/ゾンビ・カーニバル');

    // The first card of the deck is shown first; another is picked from the list.
    const figures = () => screen.getAllByRole('figure').map((figure) => figure.querySelector('.title')!.textContent);
    expect(figures()).toEqual(['DARK MATERIAL COMPLEX', 'ドロー', 'キルターン']);
    await fireEvent.change(screen.getByRole('combobox', { name: 'カード' }), { target: { value: DEDDAMUDO } });
    expect(figures()).toEqual([DEDDAMUDO, 'ドロー', 'キルターン']);
    const curve = screen.getByRole('table', { name: DEDDAMUDO });
    const turn10 = within(curve).getAllByRole('row').at(-1)!;
    const first = run.sides.first.turns[9]!;
    expect([...turn10.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([percent(first.cards[DEDDAMUDO]!), percent(first.castable![DEDDAMUDO]!)]);
    const group = screen.getByRole('table', { name: 'ドロー' });
    expect(within(group).getAllByRole('row')[3]!.querySelector('td')!.textContent).toBe(percent(run.sides.first.turns[2]!.groups['group:1']!));
    const kill = run.sides.first.kill!;
    expect(screen.getByRole('img', { name: `キルターン: 平均${oneDecimal(kill.mean!, 'ja')}ターン目、10ターン目までに勝てない ${percent(kill.never)}、10,000ゲーム` })).toBeTruthy();

    // Going second: the same charts from the other games.
    await fireEvent.click(screen.getByRole('radio', { name: '後攻' }));
    const second = run.sides.second.turns[9]!;
    const again = within(screen.getByRole('table', { name: DEDDAMUDO })).getAllByRole('row').at(-1)!;
    expect([...again.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([percent(second.cards[DEDDAMUDO]!), percent(second.castable![DEDDAMUDO]!)]);
  });

  it('speaks English on an English screen', async () => {
    setLocale('en');
    const { client } = panel();
    await playBoth(client);
    expect(screen.getByRole('heading', { name: 'Goldfish games' })).toBeTruthy();
    expect(screen.getByText('10,000 games going first and 10,000 going second, seed 1')).toBeTruthy();
    const firstMoves = screen.getByRole('table', { name: 'First-move rate' });
    expect(within(firstMoves).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['A card castable', 'Going first', 'Going second']);
    expect(within(firstMoves).getAllByRole('row')[1]!.querySelector('th')!.firstChild!.textContent!.trim()).toBe('2-cost by turn 2');
    const kill = simulation!.run!.sides.first.kill!;
    expect(screen.getByRole('img', { name: `Kill turn: mean turn ${oneDecimal(kill.mean!, 'en')}, not won by turn 10 in ${percent(kill.never)}, 10,000 games` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play again' })).toBeTruthy();
  });

  it('marks a result of an earlier deck and offers to play again', async () => {
    const { client, sections } = panel();
    await playBoth(client);
    expect(screen.queryByText(/デッキかグループが変わりました/)).toBeNull();
    sections.now = { ...sections.now, main: sections.now.main!.filter((line) => line.key !== SHAFF) };
    // The tab opened again after the edit.
    cleanup();
    render(SimulationPanel, { props: { simulation: simulation!, game: dm, lines: lines.filter((line) => line.key !== SHAFF) } });
    const banner = screen.getByText('このひとり回しのあとでデッキかグループが変わりました。数字は変更前のデッキのものです。').closest('.banner')!;
    await fireEvent.click(within(banner as HTMLElement).getByRole('button', { name: 'もう一度回す' }));
    await tick();
    expect(client.pending[0]!.params.sections.main!.some((line) => line.key === SHAFF)).toBe(false);
  });

  it('stops the run when the tab closes', async () => {
    const { client } = panel();
    await fireEvent.click(screen.getByRole('button', { name: 'ひとり回しする' }));
    await tick();
    const job = client.pending[0]!.params.job;
    cleanup();
    expect(client.calls.at(-1)).toEqual({ method: 'decks.cancelSimulation', params: { job } });
  });

  it('shows the held curves alone, and no first-move table or kill chart, where the result counts no castability and no kill', async () => {
    const { client } = panel({ heldOnly: true });
    await playBoth(client);
    expect(screen.getByText(/手札に持っている割合だけを表示します/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: '初動率' })).toBeNull();
    expect(screen.queryByRole('img', { name: /^キルターン/ })).toBeNull();
    expect(document.querySelector('polyline.castable')).toBeNull();
    expect(document.querySelectorAll('polyline.held')).toHaveLength(1);
  });

  it('shows a failure with its message', async () => {
    const { client } = panel();
    await fireEvent.click(screen.getByRole('button', { name: 'ひとり回しする' }));
    await tick();
    await client.fail({ code: 'INVALID_PARAMS', message: 'decks.simulate: games: at most 1,000,000' });
    expect(screen.getByRole('alert').textContent).toBe('ひとり回しできませんでした：decks.simulate: games: at most 1,000,000');
  });
});
