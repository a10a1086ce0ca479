// Matches over the API, on a copy of the packed database: decks of shipped cards (the sample decks of ACG, PMV and NOVA,
// the FaB Sweden nationals list and the DM product deck DMBD-22 of test/fixtures/data), played game after game on
// tables, sided between games under each game's rules.
import { describe, expect, it } from 'vitest';
import sampleAcg from '../../db/packs/sample-acg.deck.json';
import sampleNova from '../../db/packs/sample-nova.deck.json';
import samplePmv from '../../db/packs/sample-pmv.deck.json';
import { History } from '../../engine/core/history';
import { tableRules } from '../../engine/core/setup';
import { outcome } from '../../engine/core/state';
import { gameDefinition } from '../../engine/games/registry';
import { CINDRA_FILE } from '../../test/helpers/fab-deck';
import { readData } from '../../test/helpers/importers';
import { usePackedApi } from '../../test/helpers/packed-api';
import type { DeckSections, FirstPlayerDecision, GameId, MatchInfo, MatchStartParams } from '../contract';

const open = usePackedApi();
type Api = ReturnType<typeof open>;

const saveDeck = async (api: Api, game: GameId, name: string, sections: DeckSections, format?: string) =>
  (await api.ok('library.create', { game, name, sections, ...(format ? { format } : {}) })).id;

async function fileDeck(api: Api, game: GameId, file: string, pick?: string, format?: string): Promise<string> {
  const read = await api.ok('decks.read', { game, text: readData(file).toString('utf8') });
  const deck = pick ? read.decks.find((candidate) => candidate.name?.startsWith(`${pick} `)) : read.decks[0];
  if (!deck) throw new Error(`${file}: no deck ${pick ?? ''}`);
  return saveDeck(api, game, deck.name ?? file, Object.fromEntries(Object.entries(deck.sections).map(([id, lines]) => [id, lines.map(({ key, count }) => ({ key, count }))])), format);
}

/** A deck's sections as keys and counts, with `count` copies of `key` moved from one section to another. */
function moved(sections: DeckSections, key: string, count: number, from: string, to: string): DeckSections {
  const copy: DeckSections = structuredClone(sections);
  const line = copy[from]!.find((entry) => entry.key === key)!;
  line.count -= count;
  copy[from] = copy[from]!.filter((entry) => entry.count > 0);
  const target = (copy[to] ??= []);
  const there = target.find((entry) => entry.key === key);
  if (there) there.count += count;
  else target.push({ key, count });
  return copy;
}

const keysOf = (match: MatchInfo, seat: number): DeckSections =>
  Object.fromEntries(Object.entries(match.seats[seat]!.sided!).map(([section, lines]) => [section, lines.map(({ key, count }) => ({ key, count }))]));

const decision = (match: MatchInfo): FirstPlayerDecision => {
  if (match.state.kind !== 'firstPlayer') throw new Error(`the match waits for ${match.state.kind}`);
  return match.state.decision;
};

/** Goes first where a choice is asked, else takes what the rules decided. */
const chooseFirst = (api: Api, match: MatchInfo) => {
  const asked = decision(match);
  return api.ok('match.choose', asked.kind === 'choose' ? { id: match.id, seat: asked.chooser, goFirst: true } : { id: match.id });
};

/** A best of three of `decks`, game 1 played and won by seat 0: the seats are sideboarding. */
async function atSideboarding(api: Api, params: Omit<MatchStartParams, 'bestOf'>): Promise<MatchInfo> {
  const match = await api.ok('match.start', { ...params, bestOf: 3 });
  await chooseFirst(api, match);
  const ended = await api.ok('match.endGame', { id: match.id, ending: 'entered', winner: 0 });
  expect(ended.state).toEqual({ kind: 'sideboarding', number: 2, ready: [false, params.opponent !== undefined] });
  return ended;
}

const errorOf = async (api: Api, ...args: Parameters<Api['call']>) => {
  const response = await api.call(...args);
  if (response.ok) throw new Error(`${args[0]} succeeded`);
  return response.error;
};

describe('matches', () => {
  it('ACG best of three: a loss the table found, the loser chooses, reserve swaps that keep the sizes, reset, three games, the history', async () => {
    const api = open();
    const [a, b] = [await saveDeck(api, 'acg', 'アリ軍団', sampleAcg.sections), await saveDeck(api, 'acg', 'アリ軍団・改', sampleAcg.sections)];
    const match = await api.ok('match.start', { game: 'acg', decks: [a, b], bestOf: 3 });
    expect(match).toMatchObject({ bestOf: 3, formatRule: 'ACG 201-1, 201-2', score: { wins: [0, 0], winsNeeded: 2, over: false }, winner: null });
    expect(match.sideboarding).toEqual([0, 1].map(() => expect.objectContaining({ kind: 'swap', keepSizes: ['basic', 'territory', 'reserve'], rule: 'ACG 201-3b' })));
    // Game 1: a player picked at random chooses (104.5); only that player may answer.
    const first = decision(match);
    expect(first).toMatchObject({ kind: 'choose', reason: 'random', rule: 'ACG 104.5' });
    const chooser = (first as { chooser: number }).chooser;
    expect(await errorOf(api, 'match.choose', { id: match.id, seat: 1 - chooser, goFirst: true })).toMatchObject({ code: 'INVALID_PARAMS', message: expect.stringContaining(`seat ${chooser} chooses`) });
    const playing = await api.ok('match.choose', { id: match.id, seat: chooser, goFirst: false });
    expect(playing.games[0]).toMatchObject({ number: 1, chooser, firstPlayer: 1 - chooser, ending: null });
    const tableId = (playing.state as { tableId: string }).tableId;
    expect((await api.ok('table.get', { id: tableId, seat: 0 })).view.turn.activeSeat).toBe(1 - chooser);

    // The table's engine finds the loss: seat 1 at 0 life (ACG 1206.1) once play is under way.
    expect(await errorOf(api, 'match.endGame', { id: match.id, ending: 'loss' })).toMatchObject({ code: 'INVALID_PARAMS', message: expect.stringContaining('is not over') });
    await api.ok('table.act', { id: tableId, seat: 1 - chooser, action: { type: 'advance', seat: 1 - chooser } });
    await api.ok('table.act', { id: tableId, seat: 0, action: { type: 'life', seat: 0, target: 1, delta: -20 } });
    const afterOne = await api.ok('match.endGame', { id: match.id, ending: 'loss' });
    expect(afterOne.games[0]).toMatchObject({ winner: 0, ending: 'loss', reason: { rule: expect.stringMatching(/^ACG 1206/) }, turns: 1, endedAt: expect.any(String) });
    // The game's log replays to the same end: seat 2 lost, seat 1 won (the table may be deleted; the match keeps it).
    const { start, actions } = afterOne.games[0]!;
    const replayed = History.fromSession(tableRules(gameDefinition('acg')), { version: 1, ...start!, actions: actions!, cursor: actions!.length });
    expect(outcome(replayed.state)).toEqual({ over: true, winners: [0] });
    expect(replayed.state.seats[1]!.lost).toMatch(/^ACG 1206/);
    expect(afterOne.score.wins).toEqual([1, 0]);

    // Sideboarding (201-3): a reserve card swapped for a basic card is kept; one moved without a swap changes two
    // sizes (201-3b) and is refused, leaving the seat's deck as it was.
    const basicCard = sampleAcg.sections.basic[0]!.key;
    // A reserve card the basic deck does not hold, and may (a territory may not: 502.2).
    const territories = new Set((await api.ok('cards.many', { game: 'acg', keys: sampleAcg.sections.reserve.map((line) => line.key) })).flatMap((card) => (card.kinds.includes('territory') ? [card.key] : [])));
    const reserveLine = sampleAcg.sections.reserve.find((line) => !territories.has(line.key) && !sampleAcg.sections.basic.some((basic) => basic.key === line.key))!;
    const reserveCard = reserveLine.key;
    const swap = moved(moved(sampleAcg.sections, reserveCard, 1, 'reserve', 'basic'), basicCard, 1, 'basic', 'reserve');
    const sided = await api.ok('match.side', { id: match.id, seat: 1, sections: swap });
    expect(sided.violations).toEqual([]);
    expect(keysOf(sided.match, 1).basic!.find((line) => line.key === reserveCard)).toBeDefined();
    const unswapped = await api.ok('match.side', { id: match.id, seat: 0, sections: moved(sampleAcg.sections, reserveCard, 1, 'reserve', 'basic') });
    expect(unswapped.violations.map((violation) => [violation.code, violation.rule, violation.section])).toEqual([
      ['sideSize', 'ACG 201-3b', 'basic'],
      ['sideSize', 'ACG 201-3b', 'reserve'],
    ]);
    expect(unswapped.match.seats[0]!.sided).toEqual(unswapped.match.seats[0]!.registered);
    // Reset to the registered deck, then the swap again: the next game is played with it.
    expect((await api.ok('match.resetSide', { id: match.id, seat: 1 })).seats[1]!.sided).toEqual(sided.match.seats[1]!.registered);
    await api.ok('match.side', { id: match.id, seat: 1, sections: swap });
    expect((await api.ok('match.ready', { id: match.id, seat: 0 })).state).toEqual({ kind: 'sideboarding', number: 2, ready: [true, false] });
    const second = await api.ok('match.ready', { id: match.id, seat: 1 });
    expect(decision(second)).toEqual({ kind: 'choose', chooser: 1, reason: 'previousLoser', rule: 'ACG 104.5' });
    const game2 = await api.ok('match.choose', { id: match.id, seat: 1, goFirst: true });
    expect(game2.games[1]).toMatchObject({ number: 2, chooser: 1, firstPlayer: 1 });
    expect(game2.games[1]!.decks[1]).toEqual(sided.match.seats[1]!.sided);
    expect(game2.games[1]!.changes[1].map(({ section, key, before, after }) => ({ section, key, before, after }))).toEqual(
      expect.arrayContaining([
        { section: 'basic', key: reserveCard, before: 0, after: 1 },
        { section: 'reserve', key: reserveCard, before: reserveLine.count, after: reserveLine.count - 1 },
      ]),
    );
    expect(game2.games[1]!.changes[0]).toEqual([]);

    // Game 2 by concession, game 3 entered: 1–2, the match is over and game 4 cannot start.
    const afterTwo = await api.ok('match.endGame', { id: match.id, ending: 'concession', seat: 0 });
    expect(afterTwo.score).toMatchObject({ wins: [1, 1], over: false });
    await api.ok('match.ready', { id: match.id, seat: 0 });
    const third = await api.ok('match.ready', { id: match.id, seat: 1 });
    expect(decision(third)).toMatchObject({ kind: 'choose', chooser: 0, reason: 'previousLoser' });
    await api.ok('match.choose', { id: match.id, seat: 0, goFirst: false });
    const over = await api.ok('match.endGame', { id: match.id, ending: 'entered', winner: 1 });
    expect(over).toMatchObject({ state: { kind: 'over' }, winner: 1, score: { wins: [1, 2], over: true, winner: 1 }, finishedAt: expect.any(String) });
    expect(over.games.map((game) => [game.number, game.ending, game.winner, game.firstPlayer])).toEqual([
      [1, 'loss', 0, 1 - chooser],
      [2, 'concession', 1, 1],
      [3, 'entered', 1, 1],
    ]);
    expect(await errorOf(api, 'match.choose', { id: match.id })).toMatchObject({ code: 'CONFLICT' });
    expect((await api.ok('match.list', { deckId: b })).map((entry) => entry.id)).toEqual([match.id]);
    // The history of seat 1's deck, and the match written out with its sideboard plan.
    const history = await api.ok('match.history', { deckId: b });
    expect(history.overall).toEqual({ matches: 1, matchWins: 1, games: 3, gameWins: 2, draws: 0 });
    expect(history.first.games + history.second.games).toBe(3);
    expect(history.opponents).toEqual([{ opponent: 'アリ軍団', matches: 1, matchWins: 1, games: 3, gameWins: 2, draws: 0 }]);
    const report = await api.ok('match.report', { id: match.id, format: 'markdown', locale: 'en' });
    expect(report.extension).toBe('md');
    expect(report.text).toContain('- Winner: アリ軍団・改 · 1–2');
    expect(report.text).toMatch(/ {2}- アリ軍団・改: .*\+1 .* \(Basic deck\)/);
    expect(api.events.filter((event) => event.event === 'match.changed').length).toBeGreaterThan(8);
  });

  it('PMV keeps 50 and 10 (1.2.4); NOVA swaps main and side and keeps its characters (007.1)', async () => {
    const api = open();
    const pmv = await saveDeck(api, 'pmv', 'PMV', samplePmv.sections);
    const match = await atSideboarding(api, { game: 'pmv', decks: [pmv], opponent: '友達' });
    expect(match.sideboarding.map((plan) => plan?.kind ?? null)).toEqual(['swap', null]);
    const [main, side] = [samplePmv.sections.main[0]!.key, samplePmv.sections.side[0]!.key];
    const swap = moved(moved(samplePmv.sections, side, 1, 'side', 'main'), main, 1, 'main', 'side');
    expect((await api.ok('match.side', { id: match.id, seat: 0, sections: swap })).violations).toEqual([]);
    const refused = await api.ok('match.side', { id: match.id, seat: 0, sections: moved(samplePmv.sections, side, 1, 'side', 'main') });
    expect(refused.violations.map((violation) => [violation.code, violation.rule])).toEqual([
      ['sideSize', 'PMV 1.2.4'],
      ['sideSize', 'PMV 1.2.4'],
    ]);
    expect(await errorOf(api, 'match.side', { id: match.id, seat: 1, sections: swap })).toMatchObject({ code: 'INVALID_PARAMS', message: expect.stringContaining('友達') });

    const nova = await saveDeck(api, 'nova', 'NOVA', sampleNova.sections);
    const novaMatch = await atSideboarding(api, { game: 'nova', decks: [nova, nova] });
    const [novaMain, novaSide, character] = [sampleNova.sections.main[0]!.key, sampleNova.sections.side[0]!.key, sampleNova.sections.character[0]!.key];
    const novaSwap = moved(moved(sampleNova.sections, novaSide, 1, 'side', 'main'), novaMain, 1, 'main', 'side');
    expect((await api.ok('match.side', { id: novaMatch.id, seat: 1, sections: novaSwap })).violations).toEqual([]);
    const characterOut = moved(sampleNova.sections, character, 1, 'character', 'side');
    const fixed = await api.ok('match.side', { id: novaMatch.id, seat: 1, sections: characterOut });
    expect(fixed.violations.map((violation) => violation.code)).toContain('sideFixed');
    expect(fixed.violations.find((violation) => violation.code === 'sideFixed')).toMatchObject({ severity: 'warning', rule: '' });
    // The NOVA rules define no sideboarding: keeping the sizes is a house rule, warned about, and the change is kept.
    const resized = moved(sampleNova.sections, novaSide, 1, 'side', 'main');
    const answer = await api.ok('match.side', { id: novaMatch.id, seat: 0, sections: resized });
    expect(answer.violations.map((violation) => [violation.code, violation.severity, violation.rule])).toEqual([
      ['sideSize', 'warning', ''],
      ['sideSize', 'warning', ''],
    ]);
    const size = (sections: typeof resized | null | undefined, section: string) => (sections?.[section] ?? []).reduce((sum, line) => sum + line.count, 0);
    expect([size(answer.match.seats[0]!.sided, 'main'), size(answer.match.seats[0]!.sided, 'side')]).toEqual([size(sampleNova.sections, 'main') + 1, size(sampleNova.sections, 'side') - 1]);
  });

  it('FaB re-chooses deck and equipment from the card-pool; the hero stays, nothing comes from outside the pool', async () => {
    const api = open();
    const cindra = await fileDeck(api, 'fab', CINDRA_FILE);
    const match = await atSideboarding(api, { game: 'fab', decks: [cindra], opponent: 'Rival' });
    const pool = keysOf(match, 0);
    // The whole pool's gear is two heads, two legs and three one-handed weapons: one piece per zone (FaB 4.1.4a).
    const crowded = (await api.ok('match.side', { id: match.id, seat: 0, sections: pool })).violations;
    expect(crowded.map((violation) => violation.rule).sort()).toEqual(['FaB 3.10.2a', 'FaB 3.12.2a', 'FaB 3.16.2a']);
    // One per zone, the rest (the Lynx mask, the Tide Flippers, the Claw) left in the inventory: allowed.
    const spare = ['Mask of the Pouncing Lynx', 'Tide Flippers', 'Claw of Vynserakai'];
    const names = await Promise.all(pool.arena!.map(async (line) => (await api.ok('cards.get', { game: 'fab', key: line.key })).name));
    const lighter = structuredClone(pool);
    lighter.arena = pool.arena!.filter((_, index) => !spare.includes(names[index]!));
    expect(lighter.arena).toHaveLength(pool.arena!.length - 3);
    expect((await api.ok('match.side', { id: match.id, seat: 0, sections: lighter })).violations).toEqual([]);
    const stranger = structuredClone(lighter);
    stranger.deck!.push({ key: (await api.ok('cards.search', { game: 'fab', query: 'snatch', limit: 1 })).cards[0]!.key, count: 1 });
    expect((await api.ok('match.side', { id: match.id, seat: 0, sections: stranger })).violations.map((violation) => violation.code)).toContain('sideCard');
    const thin = structuredClone(lighter);
    thin.deck = thin.deck!.slice(10);
    expect((await api.ok('match.side', { id: match.id, seat: 0, sections: thin })).violations.map((violation) => violation.code)).toContain('sideSize');
    // The next game is played with the lighter arena.
    await api.ok('match.side', { id: match.id, seat: 0, sections: lighter });
    const ready = await api.ok('match.ready', { id: match.id, seat: 0 });
    const next = await chooseFirst(api, ready);
    expect(next.games[1]!.decks[0]!.arena).toHaveLength(lighter.arena.length);
  });

  it('FaB sideboarding, the match and the report name each card with its pitch colour; so does the deck’s history', async () => {
    const api = open();
    const cindra = await fileDeck(api, 'fab', CINDRA_FILE);
    const match = await atSideboarding(api, { game: 'fab', decks: [cindra], opponent: 'Rival' });
    // The Sweden list plays two Snatch (red); the card data also has a yellow and a blue Snatch.
    const snatch = match.seats[0]!.registered!.deck!.find((line) => line.name.startsWith('Snatch'))!;
    expect(snatch).toMatchObject({ name: 'Snatch (red)', count: 2 });
    expect(match.seats[0]!.registered!.deck!.filter((line) => / \((red|yellow|blue)\)$/.test(line.name))).toHaveLength(30);
    // One piece per equipment zone (4.1.4a), and both Snatch left in the inventory (4.1.6).
    const spare = ['Mask of the Pouncing Lynx', 'Tide Flippers', 'Claw of Vynserakai'];
    const sided = keysOf(match, 0);
    const arenaNames = new Map(match.seats[0]!.registered!.arena!.map((line) => [line.key, line.name]));
    sided.arena = sided.arena!.filter((line) => !spare.includes(arenaNames.get(line.key)!));
    sided.deck = sided.deck!.filter((line) => line.key !== snatch.key);
    const answer = await api.ok('match.side', { id: match.id, seat: 0, sections: sided });
    expect(answer.violations).toEqual([]);
    expect(answer.match.seats[0]!.sided!.deck!.some((line) => line.name.startsWith('Snatch'))).toBe(false);
    const next = await chooseFirst(api, await api.ok('match.ready', { id: match.id, seat: 0 }));
    expect(next.games[1]!.changes[0]).toContainEqual({ section: 'deck', key: snatch.key, name: 'Snatch (red)', before: 2, after: 0 });
    // Equipment has no pitch: its name stays as printed.
    expect(next.games[1]!.changes[0]).toContainEqual(expect.objectContaining({ section: 'arena', name: 'Tide Flippers', before: 1, after: 0 }));
    expect(next.games[1]!.decks[0]!.deck!.find((line) => line.key !== snatch.key)!.name).toMatch(/ \((red|yellow|blue)\)$/);
    const report = await api.ok('match.report', { id: match.id, format: 'text', locale: 'en' });
    expect(report.text).toContain('−2 Snatch (red) (Deck)');
    // What is stored keeps the printed name: the library deck is as the file named it.
    expect((await api.ok('library.get', { id: cindra })).sections.deck!.find((line) => line.key === snatch.key)!.name).toBe('Snatch');

    // The deck's version history: the same card taken out in the editor.
    const deck = await api.ok('library.get', { id: cindra });
    const edited = Object.fromEntries(Object.entries(deck.sections).map(([section, lines]) => [section, lines.filter((line) => line.key !== snatch.key).map(({ key, count }) => ({ key, count }))]));
    const saved = await api.ok('library.save', { id: cindra, sections: edited, baseVersion: deck.version });
    expect((await api.ok('library.diff', { id: cindra, version: saved.version })).lines).toEqual([{ section: 'deck', key: snatch.key, name: 'Snatch (red)', before: 2, after: 0 }]);
  });

  it('a mirror match (one deck on both seats) is one match in the deck’s record, its games once, apart from its win rates', async () => {
    const api = open();
    const ants = await saveDeck(api, 'acg', 'アリ軍団', sampleAcg.sections);
    const rival = await saveDeck(api, 'acg', 'アリ軍団・改', sampleAcg.sections);
    // Against another deck first, 2–0 for seat 0: the record the mirror must leave as it is.
    const other = await api.ok('match.start', { game: 'acg', decks: [ants, rival], bestOf: 3 });
    for (const number of [1, 2]) {
      if (number > 1) for (const seat of [0, 1]) await api.ok('match.ready', { id: other.id, seat });
      await chooseFirst(api, await api.ok('match.get', { id: other.id }));
      await api.ok('match.endGame', { id: other.id, ending: 'entered', winner: 0 });
    }
    const before = await api.ok('match.history', { deckId: ants });
    expect(before.overall).toEqual({ matches: 1, matchWins: 1, games: 2, gameWins: 2, draws: 0 });

    // The mirror, played out to 2–1 for seat 1.
    const mirror = await api.ok('match.start', { game: 'acg', decks: [ants, ants], bestOf: 3 });
    expect(mirror.name).toBe('アリ軍団 vs アリ軍団');
    for (const [number, winner] of [[1, 0], [2, 1], [3, 1]] as const) {
      if (number > 1) for (const seat of [0, 1]) await api.ok('match.ready', { id: mirror.id, seat });
      await chooseFirst(api, await api.ok('match.get', { id: mirror.id }));
      await api.ok('match.endGame', { id: mirror.id, ending: 'entered', winner });
    }
    expect((await api.ok('match.get', { id: mirror.id })).score).toMatchObject({ wins: [1, 2], over: true, winner: 1 });
    expect((await api.ok('match.list', { deckId: ants })).map((entry) => entry.id).sort()).toEqual([mirror.id, other.id].sort());
    const history = await api.ok('match.history', { deckId: ants });
    expect(history.mirror).toEqual({ matches: 1, games: 3 });
    expect([history.overall, history.first, history.second, history.opponents]).toEqual([before.overall, before.first, before.second, before.opponents]);
    // The other deck played no mirror.
    expect((await api.ok('match.history', { deckId: rival })).mirror).toEqual({ matches: 0, games: 0 });
  });

  it('DM has no sideboard (100.2) unless the players take the house rule, and then only construction holds', async () => {
    const api = open();
    // The 2022 product as sold, under construction rules alone: two of its cards have since gone into the 殿堂 (the
    // default format), which is not what this test is about.
    const dm = await fileDeck(api, 'dm', 'dm/decks/prebuilt_and_tournament_decks_ja.json', 'DMBD-22', 'none');
    const strict = await atSideboarding(api, { game: 'dm', decks: [dm], opponent: 'ライバル' });
    // The game's house rule, off by default; a rule the match rules do not know is no param.
    expect(strict.settings).toEqual({ mode: 'assisted', houseRules: { freeSideboarding: false } });
    expect(await errorOf(api, 'match.settings', { id: strict.id, houseRules: { mulliganFree: true } as never })).toMatchObject({ code: 'INVALID_PARAMS', message: expect.stringMatching(/^match.settings: houseRules/) });
    const main = keysOf(strict, 0).main!;
    // One copy of the first card out, one more of a card held fewer than four times in: still 40 cards (DM 100.2).
    const more = main.findIndex((line, index) => index > 0 && line.count < 4);
    const changed = { ...keysOf(strict, 0), main: main.map((line, index) => ({ ...line, count: line.count + (index === 0 ? -1 : index === more ? 1 : 0) })).filter((line) => line.count > 0) };
    const refused = await api.ok('match.side', { id: strict.id, seat: 0, sections: changed });
    expect(refused.violations.map((violation) => [violation.code, violation.rule])).toEqual([['noSideboard', 'DM 100.2']]);
    expect(await errorOf(api, 'match.start', { game: 'acg', decks: [dm], opponent: 'x', bestOf: 1, houseRules: { freeSideboarding: true } })).toMatchObject({ code: 'INVALID_PARAMS' });

    // The house rule taken on at the sideboarding screen lets the same change through; a mode for later games too.
    const switched = await api.ok('match.settings', { id: strict.id, houseRules: { freeSideboarding: true }, mode: 'strict' });
    expect(switched.settings).toEqual({ mode: 'strict', houseRules: { freeSideboarding: true } });
    expect((await api.ok('match.side', { id: strict.id, seat: 0, sections: changed })).violations.filter((violation) => violation.severity === 'error')).toEqual([]);
    expect(await errorOf(api, 'match.settings', { id: strict.id, houseRules: { freeSideboarding: 'yes' as never } })).toMatchObject({ code: 'INVALID_PARAMS' });

    const house = await atSideboarding(api, { game: 'dm', decks: [dm], opponent: 'ライバル', houseRules: { freeSideboarding: true } });
    const kept = await api.ok('match.side', { id: house.id, seat: 0, sections: changed });
    expect(kept.violations.filter((violation) => violation.severity === 'error')).toEqual([]);
    expect(keysOf(kept.match, 0).main).toEqual(changed.main);
    const short = { ...keysOf(house, 0), main: main.slice(1) };
    const shortResult = await api.ok('match.side', { id: house.id, seat: 0, sections: short });
    expect(shortResult.violations.filter((violation) => violation.severity === 'error').map((violation) => violation.section)).toContain('main');
    expect(keysOf(shortResult.match, 0).main).toEqual(changed.main);
  });

  it('refuses a match it cannot play, naming the field', async () => {
    const api = open();
    const acg = await saveDeck(api, 'acg', 'アリ軍団', sampleAcg.sections);
    expect(await errorOf(api, 'match.start', { game: 'acg', decks: [acg], bestOf: 3 })).toMatchObject({ code: 'INVALID_PARAMS', message: expect.stringMatching(/^opponent:/) });
    expect(await errorOf(api, 'match.start', { game: 'acg', decks: [acg, acg], opponent: 'x', bestOf: 3 })).toMatchObject({ message: expect.stringMatching(/^opponent:/) });
    expect(await errorOf(api, 'match.start', { game: 'acg', decks: [acg, acg], bestOf: 4 })).toMatchObject({ message: expect.stringMatching(/^bestOf: /) });
    expect(await errorOf(api, 'match.start', { game: 'pmv', decks: [acg, acg], bestOf: 3 })).toMatchObject({ message: expect.stringMatching(/^decks\[0\]: .* is a acg deck/) });
    expect(await errorOf(api, 'match.get', { id: 'no-such-match' })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await errorOf(api, 'match.endGame', { id: 'm', ending: 'entered', winner: 2 })).toMatchObject({ code: 'INVALID_PARAMS', message: 'match.endGame: winner: is not a seat: a match has seats 0 and 1' });
    const bo5 = await api.ok('match.start', { game: 'acg', decks: [acg, acg], bestOf: 5 });
    expect(bo5).toMatchObject({ formatRule: null, score: { winsNeeded: 3 } });
    expect(await errorOf(api, 'match.ready', { id: bo5.id, seat: 0 })).toMatchObject({ code: 'CONFLICT' });
    expect(await errorOf(api, 'match.settings', { id: bo5.id, houseRules: { freeSideboarding: true } })).toMatchObject({
      code: 'INVALID_PARAMS',
      message: 'houseRules.freeSideboarding: the house rule is for DM, which has no sideboard; acg sides under its own rules',
    });
    expect(await api.ok('match.delete', { id: bo5.id })).toEqual({ deleted: true });
    expect(await errorOf(api, 'match.get', { id: bo5.id })).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('a game start is one write', () => {
  it('leaves no table behind when recording the game on the match fails', async () => {
    const api = open();
    const deck = await saveDeck(api, 'acg', 'アリ軍団', sampleAcg.sections);
    const match = await api.ok('match.start', { game: 'acg', decks: [deck], opponent: '山田', bestOf: 3 });
    // The match's own write fails (as a full disk would), after the game's table was written.
    api.db.sql.exec(`CREATE TEMP TRIGGER refuse_match_write BEFORE UPDATE ON matches BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`);
    const asked = decision(match);
    const answer = await api.call('match.choose', asked.kind === 'choose' ? { id: match.id, seat: asked.chooser, goFirst: true } : { id: match.id });
    expect(answer).toMatchObject({ ok: false, error: { code: 'INTERNAL', message: expect.stringContaining('disk I/O error') } });
    expect(await api.ok('table.list', {})).toEqual([]);
    api.db.sql.exec('DROP TRIGGER refuse_match_write');
    const started = await chooseFirst(api, await api.ok('match.get', { id: match.id }));
    expect(started.state.kind).toBe('playing');
    expect(await api.ok('table.list', {})).toHaveLength(1);
    // The table of a game in play stays while the game does: the match would wait on a table that is gone.
    const tableId = (started.state as { tableId: string }).tableId;
    expect(await api.call('table.delete', { id: tableId })).toMatchObject({ ok: false, error: { code: 'CONFLICT', message: expect.stringContaining('game 1 of a match') } });
    await api.ok('match.endGame', { id: match.id, ending: 'entered', winner: 0 });
    expect(await api.ok('table.delete', { id: tableId })).toEqual({ deleted: true });
  });
});
