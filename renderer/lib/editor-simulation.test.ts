/**
 * The statistics tab's simulation state on NET-036 (a real 40-card DM list, cards from the shipped pack) with a client
 * standing in for the backend: the first-move groups built from the cards' costs (twinpacts by either half), both
 * turn orders asked with the groups and the kill turn, progress, cancelling by the player, by an edit and by a newer
 * run, and a result of an older deck told apart.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { DeckSections, GameInfo } from '../../api/contract';
import { toGameInfo } from '../../api/handlers/games';
import { gameDefinition } from '../../engine/games/registry';
import { dmCardDetail, dmSimulation, dmSimulationSections } from '../../test/helpers/dm-simulation';
import { simulationBridge } from '../../test/helpers/simulation-client';
import { createClient } from './client';
import { EditorSimulation, firstMoveGroups, SIMULATION_TURNS } from './editor-simulation.svelte';

const dm: GameInfo = toGameInfo(gameDefinition('dm'));
const fab: GameInfo = toGameInfo(gameDefinition('fab'));

const DOUKI = '同期の妖精/ド浮きの動悸';
const BON = 'ボン・キゴマイム/♪やせ蛙 ラッキーナンバー ここにあり';
const MUTE = '終止の時計 ザ・ミュート';
const ALICE = '電脳の女王 アリス/不埒な再侵入';
const GAKKOU = '学校男/ゾンビ・カーニバル';
const SHAFF = '奇天烈 シャッフ';

let sections: DeckSections;
let simulation: EditorSimulation | undefined;
afterEach(() => simulation?.dispose());

function setup(game = dm) {
  sections = Object.fromEntries(Object.entries(dmSimulationSections()).map(([id, lines]) => [id, lines.map(({ key, count }) => ({ key, count }))]));
  const client = simulationBridge();
  simulation = new EditorSimulation(createClient(client.bridge), game, () => sections);
  simulation.open(`deck-${Math.random()}`);
  simulation.games = 1_000;
  simulation.seed = 22;
  return { client, simulation };
}

const faceCosts = (key: string) => {
  const card = dmCardDetail(key);
  return card.faces.length > 1 ? card.faces.map((face) => face.cost) : [card.cost];
};

describe('firstMoveGroups', () => {
  it('groups NET-036’s 2- and 3-cost cards, a twinpact under either half’s cost, and both together on turn 3', () => {
    const groups = firstMoveGroups([2, 3], dmSimulationSections().main!, faceCosts);
    // ボン・キゴマイム is a 3-cost creature with a 2-cost spell (♪やせ蛙): it counts for both.
    expect(groups).toEqual([
      { id: 'first-move:2', cost: 2, turn: 2, keys: [DOUKI, BON, GAKKOU] },
      { id: 'first-move:3', cost: 3, turn: 3, keys: [BON, MUTE, ALICE] },
      { id: 'first-move:any', cost: null, turn: 3, keys: [DOUKI, BON, MUTE, ALICE, GAKKOU] },
    ]);
  });

  it('gives no group for a cost no card has, and no union of one group', () => {
    const lines = dmSimulationSections().main!.filter((line) => line.key !== DOUKI && line.key !== BON && line.key !== GAKKOU);
    expect(firstMoveGroups([2, 3], lines, faceCosts)).toEqual([{ id: 'first-move:3', cost: 3, turn: 3, keys: [MUTE, ALICE] }]);
  });
});

describe('EditorSimulation', () => {
  it('plays going first then going second with the player’s groups, the first-move groups and the kill turn, and shows the progress of both', async () => {
    const { client, simulation } = setup();
    simulation.saveGroup({ name: '受け', keys: [MUTE, SHAFF] });
    const started = simulation.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(simulation.running).toBe(true);
    expect(simulation.total).toBe(2_000);
    // The twinpacts' halves were read from the card data once.
    expect(client.calls.filter((call) => call.method === 'cards.get')).toHaveLength(13);
    const [first] = client.pending;
    expect(first!.params).toMatchObject({
      game: 'dm',
      sections,
      games: 1_000,
      seed: 22,
      turns: SIMULATION_TURNS,
      first: true,
      kill: true,
      groups: [
        { name: 'group:1', keys: [MUTE, SHAFF] },
        { name: 'first-move:2', keys: [DOUKI, BON, GAKKOU] },
        { name: 'first-move:3', keys: [BON, MUTE, ALICE] },
        { name: 'first-move:any', keys: [DOUKI, BON, MUTE, ALICE, GAKKOU] },
      ],
    });
    // Progress of another job (another window's run) is not this one's.
    client.progress({ job: 'someone-else', done: 900, games: 1_000 });
    expect(simulation.done).toBe(0);
    client.progress({ job: first!.params.job!, done: 400, games: 1_000 });
    expect(simulation.done).toBe(400);
    await client.answer();
    const second = client.pending[0]!;
    expect(second.params.first).toBe(false);
    expect(second.params.job).not.toBe(first!.params.job);
    client.progress({ job: second.params.job!, done: 500, games: 1_000 });
    expect(simulation.done).toBe(1_500);
    await client.answer();
    await started;
    expect(simulation.running).toBe(false);
    expect(client.listeners).toBe(0);
    const run = simulation.run!;
    expect(run.sides.first.first).toBe(true);
    expect(run.sides.second.first).toBe(false);
    // The figures are the kernel's own games for that seed.
    expect(run.sides.second.turns.map((turn) => turn.cards[SHAFF])).toEqual(
      dmSimulation({ games: 1_000, seed: 22, turns: SIMULATION_TURNS, first: false, groups: [] }).turns.map((turn) => turn.cards[SHAFF]),
    );
    expect(run.groups).toEqual([{ id: 'group:1', name: '受け', keys: [MUTE, SHAFF] }]);
    expect(run.firstMoves.map((group) => group.id)).toEqual(['first-move:2', 'first-move:3', 'first-move:any']);
    expect(simulation.stale).toBe(false);
  });

  it('asks no kill turn and no first-move groups of a game that declares none', async () => {
    const { client, simulation } = setup(fab);
    void simulation.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.pending[0]!.params.kill).toBeUndefined();
    expect(client.pending[0]!.params.groups).toEqual([]);
    expect(client.calls.some((call) => call.method === 'cards.get')).toBe(false);
  });

  it('cancels the job under way on Cancel, and the CANCELLED answer is no failure', async () => {
    const { client, simulation } = setup();
    const started = simulation.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const job = client.pending[0]!.params.job;
    simulation.cancel();
    await started;
    expect(client.calls.at(-1)).toEqual({ method: 'decks.cancelSimulation', params: { job } });
    expect(client.pending).toHaveLength(0);
    expect(simulation.running).toBe(false);
    expect(simulation.error).toBeNull();
    expect(simulation.run).toBeNull();
    // Going second was never asked.
    expect(client.calls.filter((call) => call.method === 'decks.simulate')).toHaveLength(1);
  });

  it('cancels a run when the deck changes, and marks the last result as of the earlier deck', async () => {
    const { client, simulation } = setup();
    const started = simulation.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await client.answer();
    await client.answer();
    await started;
    const shown = simulation.run;
    expect(simulation.stale).toBe(false);
    void simulation.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    sections = { ...sections, main: sections.main!.map((line) => (line.key === SHAFF ? { ...line, count: 3 } : line)) };
    simulation.deckChanged();
    expect(client.calls.at(-1)!.method).toBe('decks.cancelSimulation');
    expect(simulation.running).toBe(false);
    expect(simulation.run).toBe(shown);
    expect(simulation.stale).toBe(true);
    // Back to the deck it was run on: current again.
    sections = { ...sections, main: sections.main!.map((line) => (line.key === SHAFF ? { ...line, count: 4 } : line)) };
    expect(simulation.stale).toBe(false);
    // A new group is a question the run did not answer.
    simulation.saveGroup({ name: '2枚目', keys: [SHAFF] });
    expect(simulation.stale).toBe(true);
  });

  it('stops the older run when a new one starts, and shows the new one only', async () => {
    const { client, simulation } = setup();
    const older = simulation.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const olderJob = client.pending[0]!.params.job;
    simulation.seed = 23;
    const newer = simulation.start();
    await older;
    expect(client.calls.find((call) => call.method === 'decks.cancelSimulation')!.params).toEqual({ job: olderJob });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await client.answer();
    await client.answer();
    await newer;
    expect(simulation.run!.seed).toBe(23);
  });

  it('shows a failure of the backend as one', async () => {
    const { client, simulation } = setup();
    const started = simulation.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await client.fail({ code: 'INVALID_PARAMS', message: 'decks.simulate: groups[0].keys[1]: no card of that key in the main deck' });
    await started;
    expect(simulation.error).toBe('decks.simulate: groups[0].keys[1]: no card of that key in the main deck');
    expect(simulation.running).toBe(false);
  });

  it('keeps a deck’s groups and last result for the session', async () => {
    const { client, simulation } = setup();
    simulation.open('kept-deck');
    simulation.saveGroup({ name: 'ドロー', keys: [DOUKI] });
    const started = simulation.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await client.answer();
    await client.answer();
    await started;
    const reopened = new EditorSimulation(createClient(client.bridge), dm, () => sections);
    reopened.open('kept-deck');
    expect(reopened.groups).toEqual([{ id: 'group:1', name: 'ドロー', keys: [DOUKI] }]);
    expect(reopened.run).toBe(simulation.run);
    reopened.saveGroup({ id: 'group:1', name: 'ドロー札', keys: [DOUKI, SHAFF] });
    expect(reopened.groups).toEqual([{ id: 'group:1', name: 'ドロー札', keys: [DOUKI, SHAFF] }]);
    expect(reopened.groupName(reopened.run!.groups[0]!)).toBe('ドロー札');
    reopened.removeGroup('group:1');
    expect(reopened.groupName(reopened.run!.groups[0]!)).toBe('ドロー');
  });
});
