/**
 * `decks.simulate` and `decks.cancelSimulation` on real decks of the shipped packs (DMD-19 as the product list gives it,
 * Cindra's pitches): the figures are those of `simulate()` called directly on the same deck, the cards named as they are
 * counted (`labels`), groups resolved by key, the same seed giving the same games, errors naming the field, progress
 * told under the caller's job a few dozen times at most, and a run stopped in its worker by a cancel.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open';
import { cardFacts } from '../../engine/core/card-facts';
import type { SeatDeck } from '../../engine/core/setup';
import { dm } from '../../engine/games/dm';
import { fab } from '../../engine/games/fab';
import { simulate, type Simulation } from '../../engine/sim/simulate';
import { apiOf, recordingLogger, TEST_NOW } from '../../test/helpers/backend';
import { dmTableCard } from '../../test/helpers/dm-pack';
import { fabCard } from '../../test/helpers/fab-pack';
import { readData } from '../../test/helpers/importers';
import { copyPackedDatabase } from '../../test/helpers/packed';
import { useTempDir } from '../../test/helpers/temp';
import { createBackend } from '../backend';
import type { DeckSections, Params, SimulateProgress } from '../contract';
import { PROGRESS_STEPS, simulationLimits, simulationWatchers } from '../services/simulations';

const tempDir = useTempDir();
const limits = { ...simulationLimits };
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
  Object.assign(simulationLimits, limits);
  simulationWatchers.clear();
});

/** A backend over a copy of the database every shipped pack fills: a file, as the hosts run it. */
function packedApi() {
  const db = openDatabase({ path: copyPackedDatabase(join(tempDir(), 'deck-dojo.db')) });
  const backend = createBackend({ db, host: 'cli', clock: { now: () => TEST_NOW }, log: recordingLogger() });
  close = async () => {
    await backend.close();
    db.close();
  };
  return apiOf({ backend, db, logged: [], notes: [] });
}

type Api = ReturnType<typeof packedApi>;

/** DMD-19 as `decks.read` gives it from the product list: keys and names per section. */
async function dmd19(api: Api) {
  const read = await api.ok('decks.read', { game: 'dm', text: readData('dm/decks/prebuilt_and_tournament_decks_ja.json').toString('utf8') });
  const deck = read.decks.find((candidate) => candidate.name?.startsWith('DMD-19 '))!;
  expect(deck.unresolved).toEqual([]);
  const sections: DeckSections = Object.fromEntries(Object.entries(deck.sections).map(([section, lines]) => [section, lines.map(({ key, count }) => ({ key, count }))]));
  return { lines: deck.sections, sections };
}

/** Cindra with two pitches of Snatch: keys of the shipped FaB pack. */
const FAB_CARDS = {
  hero: [['Cindra, Dracai of Retribution', null, 1]],
  deck: [
    ['Snatch', 'red', 3],
    ['Snatch', 'blue', 3],
    ['Ignite', 'red', 3],
    ['Lava Burst', 'red', 20],
  ],
} as const;
const fabSections: DeckSections = Object.fromEntries(
  Object.entries(FAB_CARDS).map(([section, cards]) => [section, cards.map(([name, colour, count]) => ({ key: fabCard(name, colour).key, count }))]),
);

describe('decks.simulate', () => {
  it('plays DMD-19 as simulate() does on the pack’s cards, naming each card by key and counting groups given by key', { timeout: 60_000 }, async () => {
    const api = packedApi();
    const { lines, sections } = await dmd19(api);
    const main = lines.main!;
    const demonHand = main.find((line) => line.name === 'デーモン・ハンド')!.key;
    const gate = main.find((line) => line.name === '地獄門デス・ゲート')!.key;
    const params: Params<'decks.simulate'> = { game: 'dm', sections, games: 3000, seed: 19, turns: 4, groups: [{ name: '除去', keys: [demonHand, gate, demonHand] }] };
    const result = await api.ok('decks.simulate', params);
    // DM names each card once: every card of the main deck is counted under its printed name.
    expect(result.labels).toEqual(Object.fromEntries(main.map((line) => [line.key, line.name])));
    const deck: SeatDeck = { sections: Object.fromEntries(Object.entries(lines).map(([section, list]) => [section, list.map((line) => dmTableCard(line.key, line.count))])) };
    const groups = [{ name: '除去', cards: ['デーモン・ハンド', '地獄門デス・ゲート'] }];
    const direct = simulate(dm, deck, { games: 3000, seed: 19, turns: 4, first: true, groups });
    const { labels, ...simulation } = result;
    expect(simulation).toEqual(JSON.parse(JSON.stringify(direct)) as Simulation);
    expect(Object.keys(labels)).toHaveLength(16);
    for (const turn of result.turns) expect(turn.groups['除去']).toBeGreaterThanOrEqual(turn.cards['デーモン・ハンド']!);

    // The same seed plays the same games; another seed others. Going second is the caller's choice.
    expect(await api.ok('decks.simulate', params)).toEqual(result);
    const other = await api.ok('decks.simulate', { ...params, seed: 20 });
    expect(other.turns.map((turn) => turn.cards)).not.toEqual(result.turns.map((turn) => turn.cards));
    const second = await api.ok('decks.simulate', { ...params, first: false });
    expect(second.first).toBe(false);
    expect(second).toEqual({ ...(JSON.parse(JSON.stringify(simulate(dm, deck, { games: 3000, seed: 19, turns: 4, first: false, groups }))) as Simulation), labels });
  });

  it('names each pitch of a FaB card apart, `Snatch (red)`, and a group of both counts either', { timeout: 30_000 }, async () => {
    const api = packedApi();
    const [red, blue] = [fabCard('Snatch', 'red').key, fabCard('Snatch', 'blue').key];
    const result = await api.ok('decks.simulate', { game: 'fab', sections: fabSections, games: 2000, seed: 3, turns: 2, groups: [{ name: 'Snatch', keys: [red, blue] }] });
    expect(result.labels).toEqual({ [red]: 'Snatch (red)', [blue]: 'Snatch (blue)', [fabCard('Ignite', 'red').key]: 'Ignite', [fabCard('Lava Burst', 'red').key]: 'Lava Burst' });
    expect(Object.keys(result.turns[0]!.cards)).toEqual(['Snatch (red)', 'Snatch (blue)', 'Ignite', 'Lava Burst']);
    const deck: SeatDeck = {
      sections: Object.fromEntries(
        Object.entries(FAB_CARDS).map(([section, cards]) => [
          section,
          cards.map(([name, colour, count]) => {
            const card = fabCard(name, colour);
            return { key: card.key, name: result.labels[card.key] ?? name, count, facts: cardFacts(card) };
          }),
        ]),
      ),
    };
    const direct = simulate(fab, deck, { games: 2000, seed: 3, turns: 2, first: true, groups: [{ name: 'Snatch', cards: ['Snatch (red)', 'Snatch (blue)'] }] });
    expect(result.turns).toEqual(JSON.parse(JSON.stringify(direct.turns)));
    const [turn] = result.turns;
    expect(turn!.groups.Snatch).toBeGreaterThan(Math.max(turn!.cards['Snatch (red)']!, turn!.cards['Snatch (blue)']!));
  });

  it('refuses what it cannot play, naming the field', { timeout: 30_000 }, async () => {
    const api = packedApi();
    const { sections } = await dmd19(api);
    const hero = fabSections.hero![0]!.key;
    const base = { game: 'dm' as const, sections, games: 100, seed: 1 };
    const refusals: [Params<'decks.simulate'>, string, string][] = [
      [{ ...base, games: 1_000_001 }, 'INVALID_PARAMS', 'decks.simulate: games: must be at most 1,000,000'],
      [{ ...base, games: 0 }, 'INVALID_PARAMS', 'decks.simulate: games: must be at least 1'],
      [{ ...base, turns: 21 }, 'INVALID_PARAMS', 'decks.simulate: turns: must be at most 20'],
      [{ ...base, seed: 2 ** 32 }, 'INVALID_PARAMS', 'decks.simulate: seed: must be at most 4294967295 (a seed is a uint32)'],
      [{ ...base, seed: -1 }, 'INVALID_PARAMS', 'decks.simulate: seed: must be at least 0'],
      [{ ...base, groups: [{ name: 'g', keys: [] }] }, 'INVALID_PARAMS', 'decks.simulate: groups.0.keys: must name at least one card'],
      [{ ...base, job: '' }, 'INVALID_PARAMS', 'decks.simulate: job: must not be empty'],
      [{ ...base, kill: true, game: 'fab', sections: fabSections }, 'INVALID_PARAMS', 'kill: only dm has a kill policy, not fab'],
      [{ ...base, sections: { main: [{ key: 'no-such-card', count: 4 }] } }, 'NOT_FOUND', 'no dm card with key "no-such-card"'],
      [
        { ...base, groups: [{ name: 'a', keys: [sections.main![0]!.key] }, { name: 'b', keys: [sections.main![1]!.key, 'no-such-card'] }] },
        'INVALID_PARAMS',
        `groups[1].keys[1]: "no-such-card" is not a card of the deck's Deck section, which the cards are drawn from`,
      ],
      [
        { ...base, game: 'fab', sections: fabSections, groups: [{ name: 'hero', keys: [fabSections.deck![0]!.key, hero] }] },
        'INVALID_PARAMS',
        `groups[0].keys[1]: "${hero}" is not a card of the deck's Deck section, which the cards are drawn from`,
      ],
      [{ ...base, groups: [{ name: 'a', keys: [sections.main![0]!.key] }, { name: 'a', keys: [sections.main![1]!.key] }] }, 'INVALID_PARAMS', 'groups[1].name: "a" names an earlier group too'],
      // The engine's own check of the deck, in the worker: a FaB deck without its hero has no life to start from.
      [{ ...base, game: 'fab', sections: { deck: fabSections.deck! } }, 'INVALID_PARAMS', 'sections.hero: no card gives its life'],
    ];
    for (const [params, code, message] of refusals) expect(await api.call('decks.simulate', params), message).toEqual({ ok: false, error: { code, message, ...(code === 'NOT_FOUND' ? { issues: expect.any(Array) } : {}) } });
    expect(api.logged).toEqual([]);
  });

  it('tells the progress of a run under its job, a few dozen times at most, ending with every game', { timeout: 60_000 }, async () => {
    const api = packedApi();
    const { sections } = await dmd19(api);
    await api.ok('decks.simulate', { game: 'dm', sections, games: 500, seed: 1 });
    expect(api.events).toEqual([]);
    const games = 50_000;
    await api.ok('decks.simulate', { game: 'dm', sections, games, seed: 1, job: 'progress' });
    const told = api.events.map((event) => {
      expect(event.event).toBe('simulate.progress');
      return event.payload as SimulateProgress;
    });
    // The engine tells every thousand games or so (SimulationOptions.onProgress): the caller hears a share of those.
    expect(told.length).toBeGreaterThan(1);
    expect(told.length).toBeLessThanOrEqual(PROGRESS_STEPS + 1);
    expect(told.every((progress) => progress.job === 'progress' && progress.games === games)).toBe(true);
    expect(told.map((progress) => progress.done)).toEqual(told.map((progress) => progress.done).sort((a, b) => a - b));
    expect(new Set(told.map((progress) => progress.done)).size).toBe(told.length);
    expect(told.at(-1)!.done).toBe(games);
  });
});

describe('decks.cancelSimulation', () => {
  it('stops a run in its worker: the call fails CANCELLED, the job is free again, and a second run of a running job is CONFLICT', { timeout: 60_000 }, async () => {
    const api = packedApi();
    const { sections } = await dmd19(api);
    const running: number[] = [];
    simulationWatchers.add((count) => running.push(count));
    const started = new Promise<void>((resolve) => simulationWatchers.add((count) => count === 1 && resolve()));
    const long = api.call('decks.simulate', { game: 'dm', sections, games: 1_000_000, seed: 7, turns: 20, job: 'long' });
    await started;
    // Let the worker start and play.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await api.call('decks.simulate', { game: 'dm', sections, games: 10, seed: 7, job: 'long' })).toEqual({
      ok: false,
      error: { code: 'CONFLICT', message: 'job: a simulation named "long" is running; cancel it or name this one otherwise' },
    });
    expect(await api.ok('decks.cancelSimulation', { job: 'long' })).toEqual({ cancelled: true });
    expect(await long).toEqual({ ok: false, error: { code: 'CANCELLED', message: 'job: the simulation "long" was cancelled' } });
    expect(await api.ok('decks.cancelSimulation', { job: 'long' })).toEqual({ cancelled: false });
    // The worker is gone (its place given back), and the job's name is free for the next run.
    await new Promise<void>((resolve) => (running.at(-1) === 0 ? resolve() : simulationWatchers.add((count) => count === 0 && resolve())));
    expect(running.slice(0, 2)).toEqual([1, 0]);
    expect((await api.ok('decks.simulate', { game: 'dm', sections, games: 10, seed: 7, job: 'long' })).games).toBe(10);
    expect(api.events.filter((event) => (event.payload as SimulateProgress).games === 1_000_000).every((event) => (event.payload as SimulateProgress).done < 1_000_000)).toBe(true);
  });

  it('cancels a run still waiting for a worker without starting one', { timeout: 60_000 }, async () => {
    const api = packedApi();
    const { sections } = await dmd19(api);
    simulationLimits.workers = 1;
    const running: number[] = [];
    simulationWatchers.add((count) => running.push(count));
    const first = api.call('decks.simulate', { game: 'dm', sections, games: 1_000_000, seed: 1, turns: 20, job: 'first' });
    const waiting = api.call('decks.simulate', { game: 'dm', sections, games: 1_000_000, seed: 2, turns: 20, job: 'waiting' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await api.ok('decks.cancelSimulation', { job: 'waiting' })).toEqual({ cancelled: true });
    expect(await waiting).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    expect(running).toEqual([1]);
    expect(await api.ok('decks.cancelSimulation', { job: 'first' })).toEqual({ cancelled: true });
    expect(await first).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    // The waiting run's turn came when the first ended, and gave its place straight back.
    await new Promise<void>((resolve) => simulationWatchers.add(() => running.length === 4 && resolve()));
    expect(running).toEqual([1, 0, 1, 0]);
  });
});
