// Playtest tables over the API, on a copy of the packed database (every shipped card pool): decks are built from
// shipped cards (the sample decks of ACG, PMV and NOVA; real FaB and DM lists of test/fixtures/data read by decks.read),
// saved in the library, and played through table.* as a renderer would.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import sampleAcg from '../../db/packs/sample-acg.deck.json';
import sampleNova from '../../db/packs/sample-nova.deck.json';
import samplePmv from '../../db/packs/sample-pmv.deck.json';
import { apiOf, makeBackend, type TestBackend } from '../../test/helpers/backend';
import { CINDRA_FILE } from '../../test/helpers/fab-deck';
import { readData } from '../../test/helpers/importers';
import { copyPackedDatabase } from '../../test/helpers/packed';
import { useTempDir } from '../../test/helpers/temp';
import type { DeckSections, GameId, Params, Result, TableAction, TableSnapshot } from '../contract';

const tempDir = useTempDir();
const opened: TestBackend[] = [];
afterEach(() => {
  for (const test of opened.splice(0)) test.db.close();
});

/** A folder holding a copy of the packed database. */
function packedDir(): string {
  const dir = tempDir();
  copyPackedDatabase(join(dir, 'deck-dojo.db'));
  return dir;
}

/** A backend on the database in `dir`, its pushed events, and calls that must succeed. */
function open(dir: string, clock?: { now: () => Date }) {
  const test = makeBackend(dir, clock ? { clock } : {});
  opened.push(test);
  const api = apiOf(test);
  const changes = () => api.events.splice(0).flatMap((message) => (message.event === 'table.changed' ? [message.payload] : []));
  return { ...api, changes };
}
type Api = ReturnType<typeof open>;

async function saveDeck(api: Api, game: GameId, name: string, sections: DeckSections): Promise<string> {
  return (await api.ok('library.create', { game, name, sections })).id;
}

/** A deck of a decklist file of the fixtures, resolved by decks.read and saved; `pick` chooses by name. */
async function fileDeck(api: Api, game: GameId, file: string, pick?: string): Promise<string> {
  const read = await api.ok('decks.read', { game, text: readData(file).toString('utf8') });
  const deck = pick ? read.decks.find((candidate) => candidate.name?.startsWith(`${pick} `)) : read.decks[0];
  if (!deck) throw new Error(`${file}: no deck ${pick ?? ''}`);
  expect(deck.unresolved).toEqual([]);
  const sections = Object.fromEntries(Object.entries(deck.sections).map(([id, lines]) => [id, lines.map(({ key, count }) => ({ key, count }))]));
  return saveDeck(api, game, deck.name ?? file, sections);
}

const DM_DECKS = 'dm/decks/prebuilt_and_tournament_decks_ja.json';

const zone = (snapshot: TableSnapshot, key: string) => {
  const found = snapshot.view.zones.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no zone ${key}`);
  return found;
};
const count = (snapshot: TableSnapshot, key: string) => zone(snapshot, key).count;

describe('starting a goldfish table for each game from shipped cards', () => {
  it('DM: 5 shields and 5 in hand, 30 left in the deck; a dummy opponent with 5 shield tokens that cannot be played', async () => {
    const api = open(packedDir());
    const deck = await fileDeck(api, 'dm', DM_DECKS, 'DMD-21');
    const table = await api.ok('table.start', { game: 'dm', decks: [deck], dummy: {}, seed: 3 });
    expect([count(table, 'shields#0'), count(table, 'hand#0'), count(table, 'deck#0'), count(table, 'shields#1')]).toEqual([5, 5, 30, 5]);
    expect(table.table).toMatchObject({ game: 'dm', name: 'DMD-21 無敵の火文明', layout: 'hotseat', mode: 'assisted', over: false, winners: [] });
    expect(table.table.seats).toEqual([
      { deckId: deck, deckName: 'DMD-21 無敵の火文明', dummy: false },
      { deckId: null, deckName: '', dummy: true },
    ]);
    // The player's hand faces them; shields and deck are backs, ids and all.
    expect(zone(table, 'hand#0').cards.every((card) => card.id !== null && card.key !== null)).toBe(true);
    expect(zone(table, 'shields#0').cards.every((card) => card.id === null && card.key === null && card.faceDown)).toBe(true);
    // The setup is the log, in sentences for this seat.
    expect(table.log.map((entry) => entry.index)).toEqual(Array.from({ length: table.table.cursor }, (_, index) => index + 1));
    expect(table.log.flatMap((entry) => entry.lines.map((line) => line.en))).toContain('Player 1 shuffles Player 1\'s deck');
    expect(table.rules).toMatchObject({ drawPile: 'deck', hand: 'hand', mainStep: 'main', actions: expect.arrayContaining([expect.objectContaining({ id: 'charge', rule: 'DM 503.2' })]) });
    expect(await api.call('table.get', { id: table.table.id, seat: 1 })).toMatchObject({ ok: false, error: { code: 'INVALID_PARAMS', message: expect.stringMatching(/^seat: .*no seat 1 to play from; its seats are 0$/) } });
  });

  it('DM 103.5: going second against the dummy (firstPlayer 1), the player’s first turn is turn 2 and draws', async () => {
    const api = open(packedDir());
    const deck = await fileDeck(api, 'dm', DM_DECKS, 'DMD-21');
    const table = await api.ok('table.start', { game: 'dm', decks: [deck], dummy: {}, firstPlayer: 1, seed: 3 });
    expect(table.table.turn).toEqual({ number: 2, activeSeat: 0, step: null });
    expect(table.view.toAct).toBe(0);
    let snapshot = table;
    while (snapshot.view.turn.step !== 'draw') snapshot = await api.ok('table.act', { id: table.table.id, seat: 0, action: { type: 'advance', seat: 0 } });
    expect(count(snapshot, 'hand#0')).toBe(6);
    // Without a dummy there is no seat 1 to go first; with one, no seat 2.
    const refused = await api.call('table.start', { game: 'dm', decks: [deck], firstPlayer: 1 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'INVALID_PARAMS', message: 'firstPlayer: there is no seat 1; the players sit at 0' } });
    const noSeat = await api.call('table.start', { game: 'dm', decks: [deck], dummy: {}, firstPlayer: 2 });
    expect(noSeat).toMatchObject({ ok: false, error: { code: 'INVALID_PARAMS', message: 'firstPlayer: there is no seat 2; the player sits at 0 and the dummy at 1' } });
  });

  it('FaB: the hero’s equipment in place and a hand drawn up to the hero’s intellect, life from the hero', async () => {
    const api = open(packedDir());
    const deck = await fileDeck(api, 'fab', CINDRA_FILE);
    const table = await api.ok('table.start', { game: 'fab', decks: [deck], seed: 11 });
    const hero = zone(table, 'hero#0').cards[0]!;
    const heroCard = await api.ok('cards.get', { game: 'fab', key: hero.key! });
    expect(heroCard.stats).toMatchObject({ intellect: 4, life: 40 });
    expect(count(table, 'hand#0')).toBe(4);
    expect(table.view.seats[0]!.life).toBe(40);
    // Each equipment zone holds one card of the deck's arena-cards that fits it, by the card database's types.
    const fits: Record<string, (card: Result<'cards.get'>) => boolean> = {
      weapon1: (card) => card.kinds.includes('weapon'),
      weapon2: (card) => card.kinds.includes('weapon'),
      head: (card) => card.subtypes.includes('Head'),
      chest: (card) => card.subtypes.includes('Chest'),
      arms: (card) => card.subtypes.includes('Arms'),
      legs: (card) => card.subtypes.includes('Legs'),
    };
    for (const [id, fit] of Object.entries(fits)) {
      const cards = zone(table, `${id}#0`).cards;
      expect(cards, id).toHaveLength(1);
      expect(fit(await api.ok('cards.get', { game: 'fab', key: cards[0]!.key! })), id).toBe(true);
    }
  });

  it('ACG 104.6: 7 drawn and the 2 for the bottom asked of the player; 5 in hand once chosen, a territory deck of 10, life 20', async () => {
    const api = open(packedDir());
    const deck = await saveDeck(api, 'acg', sampleAcg.name, sampleAcg.sections);
    let table = await api.ok('table.start', { game: 'acg', decks: [deck], seed: 5 });
    expect([count(table, 'hand#0'), count(table, 'territoryDeck#0'), count(table, 'deck#0'), table.view.seats[0]!.life]).toEqual([7, 10, 43, 20]);
    expect(table.view.decisions).toMatchObject([{ seat: 0, kind: 'bottom', rule: 'ACG 104.6', picks: 2 }]);
    expect(table.rules.decisions).toMatchObject([{ id: 'bottom', answers: ['putOnBottom'] }]);
    for (const card of table.view.decisions[0]!.cards.slice(0, 2)) {
      table = await api.ok('table.act', { id: table.table.id, seat: 0, action: { type: 'game', seat: 0, action: 'putOnBottom', args: { card } } });
    }
    expect([count(table, 'hand#0'), count(table, 'deck#0'), table.view.decisions]).toEqual([5, 45, []]);
    expect(table.log.flatMap((entry) => entry.lines.map((line) => line.en)).filter((line) => /puts .* on the bottom of Player 1's deck/.test(line))).toHaveLength(2);
  });

  it('PMV: 7 in hand, life 25', async () => {
    const api = open(packedDir());
    const deck = await saveDeck(api, 'pmv', samplePmv.name, samplePmv.sections);
    const table = await api.ok('table.start', { game: 'pmv', decks: [deck], seed: 5 });
    expect([count(table, 'hand#0'), count(table, 'deck#0'), table.view.seats[0]!.life]).toEqual([7, 43, 25]);
  });

  it('NOVA: 7 in hand, life 2000, the character deck beside it', async () => {
    const api = open(packedDir());
    const deck = await saveDeck(api, 'nova', sampleNova.name, sampleNova.sections);
    const table = await api.ok('table.start', { game: 'nova', decks: [deck], seed: 5 });
    expect([count(table, 'hand#0'), count(table, 'mainDeck#0'), count(table, 'characterDeck#0'), table.view.seats[0]!.life]).toEqual([7, 35, 6, 2000]);
    expect(table.view.seats[0]!.resources).toEqual({ limitLevel: 1 });
  });

  it('refuses decks it cannot seat, naming the field', async () => {
    const api = open(packedDir());
    const acg = await saveDeck(api, 'acg', sampleAcg.name, sampleAcg.sections);
    const noHero = await saveDeck(api, 'fab', 'no hero', {});
    const refused = async (params: Params<'table.start'>) => {
      const response = await api.call('table.start', params);
      return response.ok ? null : response.error;
    };
    expect(await refused({ game: 'pmv', decks: [acg] })).toEqual({ code: 'INVALID_PARAMS', message: `decks[0]: "${sampleAcg.name}" is a acg deck, not pmv` });
    expect(await refused({ game: 'acg', decks: [acg, 'nowhere'] })).toEqual({ code: 'NOT_FOUND', message: 'decks[1]: no saved deck with id "nowhere"' });
    expect(await refused({ game: 'acg', decks: [acg, acg], dummy: {} })).toEqual({ code: 'INVALID_PARAMS', message: 'dummy: a dummy opponent joins a table of one deck, not 2' });
    expect(await refused({ game: 'acg', decks: [acg], firstPlayer: 1 })).toMatchObject({ code: 'INVALID_PARAMS', message: expect.stringMatching(/^firstPlayer: /) });
    expect(await refused({ game: 'fab', decks: [noHero] })).toMatchObject({ code: 'INVALID_PARAMS', message: expect.stringContaining('decks[0].sections.hero') });
    expect(await refused({ game: 'acg', decks: [acg, acg, acg] })).toMatchObject({ code: 'INVALID_PARAMS', message: expect.stringMatching(/^table.start: decks: /) });
    expect(await api.ok('table.list', {})).toEqual([]);
  });
});

describe('playing a table', () => {
  it('acts, refuses without a change, undoes to an earlier entry, redoes, and drops the redo tail on a new action', async () => {
    const api = open(packedDir());
    const deck = await fileDeck(api, 'dm', DM_DECKS, 'DMD-21');
    const started = await api.ok('table.start', { game: 'dm', decks: [deck], seed: 8 });
    const { id } = started.table;
    const setup = started.table.cursor;
    expect(api.changes()).toEqual([{ id, cursor: setup, deleted: false }]);

    const drawn = await api.ok('table.act', { id, seat: 0, action: { type: 'draw', seat: 0, count: 2 } });
    expect([count(drawn, 'hand#0'), drawn.table.cursor, drawn.table.length, drawn.notices]).toEqual([7, setup + 1, setup + 1, []]);
    // The entry names the two cards drawn, which the interface marks as card data inside the sentence.
    const { names } = drawn.log.at(-1)!;
    expect(names).toHaveLength(2);
    expect(zone(drawn, 'hand#0').cards.map((entry) => entry.name)).toEqual(expect.arrayContaining(names));
    expect(drawn.log.at(-1)).toEqual({
      index: setup + 1,
      seat: 0,
      lines: [{ ja: `プレイヤー1は${names.map((name) => `「${name}」`).join('と')}を引いた`, en: `Player 1 draws ${names.join(' and ')}` }],
      names,
    });
    const [card] = zone(drawn, 'hand#0').cards;
    const charged = await api.ok('table.act', { id, seat: 0, action: { type: 'move', seat: 0, card: card!.id!, to: { zone: 'mana' } } });
    expect(zone(charged, 'mana#0').cards.map((entry) => entry.id)).toEqual([card!.id]);
    expect(api.changes()).toEqual([setup + 1, setup + 2].map((cursor) => ({ id, cursor, deleted: false })));

    const refused = await api.ok('table.act', { id, seat: 0, action: { type: 'move', seat: 0, card: 'c9999', to: { zone: 'hand' } } });
    expect(refused.notices).toEqual([{ kind: 'refused', rule: null, message: { ja: 'card: カード c9999 はありません', en: 'card: there is no card c9999' } }]);
    expect({ ...refused, notices: [] }).toEqual(charged);
    expect(api.changes()).toEqual([]);
    expect(await api.call('table.act', { id, seat: 0, action: { type: 'draw', seat: 1, count: 1 } })).toMatchObject({ ok: false, error: { code: 'INVALID_PARAMS', message: 'action.seat: 1 is not the seat acting (0)' } });

    // Back to just after the setup: the draw and the charge are undone, and stay to redo.
    const undone = await api.ok('table.undo', { id, seat: 0, to: setup });
    expect([undone.table.cursor, undone.table.length, count(undone, 'hand#0'), count(undone, 'mana#0')]).toEqual([setup, setup + 2, 5, 0]);
    expect(undone.view).toEqual(started.view);
    expect(undone.log).toEqual(started.log);
    expect(await api.call('table.undo', { id, seat: 0, to: setup + 3 })).toMatchObject({ ok: false, error: { code: 'INVALID_PARAMS', message: expect.stringMatching(/^to: /) } });
    const redone = await api.ok('table.redo', { id, seat: 0 });
    expect([redone.table.cursor, redone.table.length, redone.view, redone.log]).toEqual([setup + 1, setup + 2, drawn.view, drawn.log]);
    // One step back with no `to`.
    expect((await api.ok('table.undo', { id, seat: 0 })).table.cursor).toBe(setup);
    expect(api.changes()).toEqual([setup, setup + 1, setup].map((cursor) => ({ id, cursor, deleted: false })));

    const rolled = await api.ok('table.act', { id, seat: 0, action: { type: 'rollDie', seat: 0, sides: 6 }, logFrom: setup });
    expect([rolled.table.cursor, rolled.table.length, rolled.logFrom, rolled.log.map((entry) => entry.index)]).toEqual([setup + 1, setup + 1, setup, [setup + 1]]);
    expect((await api.ok('table.redo', { id, seat: 0 })).table.cursor).toBe(setup + 1);
    const stored = api.db.sql.prepare('SELECT idx, action FROM play_table_actions WHERE table_id = ? ORDER BY idx').all(id) as { idx: number; action: string }[];
    expect(stored.map((row) => row.idx)).toEqual(Array.from({ length: setup + 1 }, (_, index) => index));
    expect(JSON.parse(stored.at(-1)!.action)).toEqual({ type: 'rollDie', seat: 0, sides: 6 });
  });

  it('warns in assisted mode with the rule, and charges a multicolour DM card tapped (DM 405.1), a mono one untapped', async () => {
    const api = open(packedDir());
    const deck = await fileDeck(api, 'dm', DM_DECKS, 'DMD-24');
    const { table } = await api.ok('table.start', { game: 'dm', decks: [deck], seed: 2 });
    const act = (action: TableAction) => api.ok('table.act', { id: table.id, seat: 0, action });
    // Look for the multicolour cards of the deck, then take one and a mono one into the hand by hand.
    const found = await api.ok('table.search', { id: table.id, seat: 0, zone: 'deck', query: 'is:multicolor' });
    const multi = found.view.looking!.cards;
    expect(multi.length).toBeGreaterThan(0);
    expect(found.log.at(-1)!.lines[0]!.en).toMatch(/^Player 1 searches Player 1's deck and finds /);
    const mono = (await api.ok('table.search', { id: table.id, seat: 0, zone: 'deck#0', query: 'is:mono' })).view.looking!.cards[0]!;
    await act({ type: 'move', seat: 0, card: multi[0]!, to: { zone: 'hand' } });
    await act({ type: 'move', seat: 0, card: mono, to: { zone: 'hand' } });
    for (let step = 0; step < 3; step++) await act({ type: 'advance', seat: 0 });
    const charged = await act({ type: 'game', seat: 0, action: 'charge', args: { card: multi[0]! } });
    expect(charged.table.turn).toEqual({ number: 1, activeSeat: 0, step: 'manaCharge' });
    expect(zone(charged, 'mana#0').cards).toEqual([expect.objectContaining({ id: multi[0], tapped: true })]);
    // A second charge in the same turn goes through in assisted mode, with the allowance's rule as a notice.
    const second = await act({ type: 'game', seat: 0, action: 'charge', args: { card: mono } });
    expect(second.notices).toEqual([{ kind: 'warning', rule: 'DM 503.2', message: expect.objectContaining({ en: expect.stringContaining('at most 1 per turn') }) }]);
    expect(zone(second, 'mana#0').cards.find((card) => card.id === mono)).toMatchObject({ tapped: false });
  });

  it('searches a zone with the card query language; a bad query is the error cards.search gives', async () => {
    const api = open(packedDir());
    const deck = await saveDeck(api, 'acg', sampleAcg.name, sampleAcg.sections);
    const { table } = await api.ok('table.start', { game: 'acg', decks: [deck], seed: 4 });
    const found = await api.ok('table.search', { id: table.id, seat: 0, zone: 'deck', query: '兵隊蟻' });
    const ants = sampleAcg.sections.basic.find((line) => line.key === 'acg-s001')!.count;
    const inHand = zone(found, 'hand#0').cards.filter((card) => card.key === 'acg-s001').length;
    expect(found.view.looking).toEqual({ zone: 'deck#0', cards: expect.any(Array) });
    expect(found.view.looking!.cards).toHaveLength(ants - inHand);
    // The cards looked at show their faces to the seat looking, in the deck where they lie.
    const looked = zone(found, 'deck#0').cards.filter((card) => card.id !== null);
    expect(looked.map((card) => card.key)).toEqual(Array(ants - inHand).fill('acg-s001'));

    const bad = await api.call('table.search', { id: table.id, seat: 0, zone: 'deck', query: '(兵隊蟻' });
    const cards = await api.call('cards.search', { game: 'acg', query: '(兵隊蟻' });
    expect(bad).toEqual(cards);
    expect(bad).toMatchObject({ ok: false, error: { code: 'INVALID_QUERY', issues: [{ position: expect.any(Number) }] } });
    expect(await api.call('table.search', { id: table.id, seat: 0, zone: 'nowhere', query: '' })).toMatchObject({ ok: false, error: { code: 'INVALID_PARAMS', message: expect.stringMatching(/^zone: the table has no zone "nowhere"/) } });
  });

  it('resumes exactly in a new backend on the same database file, and follows another backend’s writes', async () => {
    const dir = packedDir();
    const first = open(dir);
    const deck = await fileDeck(first, 'dm', DM_DECKS, 'DMD-21');
    const { table } = await first.ok('table.start', { game: 'dm', decks: [deck], seed: 9 });
    await first.ok('table.act', { id: table.id, seat: 0, action: { type: 'draw', seat: 0, count: 3 } });
    await first.ok('table.act', { id: table.id, seat: 0, action: { type: 'flipCoin', seat: 0 } });
    const before = await first.ok('table.undo', { id: table.id, seat: 0 });

    const second = open(dir);
    expect(await second.ok('table.get', { id: table.id, seat: 0 })).toEqual(before);
    // The redo tail came along: redo gives the coin again, as the first backend would.
    const redone = await second.ok('table.redo', { id: table.id, seat: 0 });
    expect(redone.log.at(-1)!.lines[0]!.en).toMatch(/^Player 1 flips a coin: (heads|tails)$/);
    // The first backend still holds its replay, and sees the second one's write.
    expect(await first.ok('table.get', { id: table.id, seat: 0 })).toEqual(redone);
    expect(await first.ok('table.list', { game: 'dm' })).toEqual([redone.table]);
  });

  it('a write that fails leaves the stored table and the answers as they were', async () => {
    const api = open(packedDir());
    const deck = await fileDeck(api, 'dm', DM_DECKS, 'DMD-21');
    const { table } = await api.ok('table.start', { game: 'dm', decks: [deck], seed: 6 });
    const { id } = table;
    await api.ok('table.act', { id, seat: 0, action: { type: 'draw', seat: 0, count: 1 } });
    await api.ok('table.act', { id, seat: 0, action: { type: 'rollDie', seat: 0, sides: 20 } });
    const before = await api.ok('table.undo', { id, seat: 0, to: table.cursor });
    const stored = () => ({
      table: api.db.sql.prepare('SELECT cursor, status, revision, updated_at FROM play_tables WHERE id = ?').get(id),
      actions: api.db.sql.prepare('SELECT idx, action FROM play_table_actions WHERE table_id = ? ORDER BY idx').all(id),
    });
    const kept = stored();
    api.changes();
    // The new action first drops the redo tail and inserts itself; the cursor's update then fails.
    api.db.sql.exec(`CREATE TEMP TRIGGER refuse_table_write BEFORE UPDATE ON play_tables BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
    expect(await api.call('table.act', { id, seat: 0, action: { type: 'flipCoin', seat: 0 } })).toMatchObject({ ok: false, error: { code: 'INTERNAL', message: expect.stringContaining('disk full') } });
    expect(await api.call('table.undo', { id, seat: 0, to: 0 })).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    api.db.sql.exec('DROP TRIGGER refuse_table_write');
    expect(stored()).toEqual(kept);
    expect(api.changes()).toEqual([]);
    expect(await api.ok('table.get', { id, seat: 0 })).toEqual(before);
    expect((await api.ok('table.redo', { id, seat: 0 })).table).toMatchObject({ cursor: table.cursor + 1, length: table.cursor + 2 });
  });

  it('lists tables newest first, by game, and deletes one with its actions', async () => {
    let now = Date.parse('2026-11-22T09:00:00Z');
    const api = open(packedDir(), { now: () => new Date((now += 1000)) });
    const acg = await saveDeck(api, 'acg', sampleAcg.name, sampleAcg.sections);
    const pmv = await saveDeck(api, 'pmv', samplePmv.name, samplePmv.sections);
    const a = (await api.ok('table.start', { game: 'acg', decks: [acg], seed: 1, name: '朝の一人回し' })).table;
    const b = (await api.ok('table.start', { game: 'pmv', decks: [pmv, pmv], seed: 1, layout: 'windows' })).table;
    expect(b).toMatchObject({ name: `${samplePmv.name} vs ${samplePmv.name}`, layout: 'windows', seats: [{ deckId: pmv }, { deckId: pmv }] });
    expect((await api.ok('table.list', {})).map((table) => table.id)).toEqual([b.id, a.id]);
    // A change brings a table to the top.
    const rolled = await api.ok('table.act', { id: a.id, seat: 0, action: { type: 'rollDie', seat: 0, sides: 6 } });
    expect(await api.ok('table.list', {})).toEqual([rolled.table, b]);
    expect(await api.ok('table.list', { game: 'pmv' })).toEqual([b]);
    api.changes();

    expect(await api.ok('table.delete', { id: a.id })).toEqual({ deleted: true });
    expect(api.changes()).toEqual([{ id: a.id, cursor: rolled.table.cursor, deleted: true }]);
    expect(await api.ok('table.delete', { id: a.id })).toEqual({ deleted: false });
    expect(api.changes()).toEqual([]);
    expect(await api.call('table.get', { id: a.id, seat: 0 })).toEqual({ ok: false, error: { code: 'NOT_FOUND', message: `no table with id "${a.id}"` } });
    expect(api.db.sql.prepare('SELECT COUNT(*) FROM play_table_actions WHERE table_id = ?').pluck().get(a.id)).toBe(0);
    expect(await api.ok('table.list', {})).toEqual([b]);
  });
});

describe('two players and hidden information', () => {
  it('a seat’s snapshot never holds the other seat’s hand, nor what it draws or looks at', async () => {
    const api = open(packedDir());
    const fire = await fileDeck(api, 'dm', DM_DECKS, 'DMD-21');
    const darkness = await fileDeck(api, 'dm', DM_DECKS, 'DMD-22');
    const names = async (id: string) => Object.values((await api.ok('library.get', { id })).sections).flat().map((line) => line.key);
    const [fireKeys, darknessKeys] = [await names(fire), await names(darkness)];
    // DM keys are card names: no name of one deck is part of a name of the other, so a name found is a leak.
    expect(fireKeys.filter((key) => darknessKeys.some((other) => other.includes(key) || key.includes(other)))).toEqual([]);
    const { table } = await api.ok('table.start', { game: 'dm', decks: [fire, darkness], seed: 12, layout: 'windows' });
    const { id } = table;

    /** The ids and keys seat `seat` sees of its own cards in its hand and wherever it looks. */
    const privateTo = (snapshot: TableSnapshot) => {
      const cards = [...zone(snapshot, `hand#${snapshot.seat}`).cards, ...zone(snapshot, `deck#${snapshot.seat}`).cards].filter((card) => card.id !== null);
      return { ids: cards.map((card) => card.id!), keys: [...new Set(cards.map((card) => card.key!))] };
    };
    const leaks = (snapshot: TableSnapshot, secret: { ids: string[]; keys: string[] }) => {
      const json = JSON.stringify(snapshot);
      return [...secret.ids.filter((card) => json.includes(`"${card}"`)), ...secret.keys.filter((key) => json.includes(key))];
    };
    const check = async () => {
      const [zero, one] = await Promise.all([0, 1].map((seat) => api.ok('table.get', { id, seat })));
      const [secret0, secret1] = [privateTo(zero!), privateTo(one!)];
      expect(secret0.ids.length).toBeGreaterThanOrEqual(5);
      expect(secret1.ids.length).toBeGreaterThanOrEqual(5);
      expect(leaks(zero!, secret1)).toEqual([]);
      expect(leaks(one!, secret0)).toEqual([]);
      return [secret0, secret1] as const;
    };

    await check();
    await api.ok('table.act', { id, seat: 1, action: { type: 'draw', seat: 1, count: 2 } });
    const searched = await api.ok('table.search', { id, seat: 1, zone: 'deck', query: '' });
    expect(searched.view.looking!.cards).toHaveLength(28);
    const [, secret1] = await check();
    // Seat 1 sees its whole deck while it looks: 5 + 2 in hand and 28 in the deck.
    expect(secret1.ids).toHaveLength(35);
    // Seat 0 reads that seat 1 drew and searched, without the cards.
    const zero = await api.ok('table.get', { id, seat: 0, logFrom: searched.table.cursor - 2 });
    expect(zero.log.map((entry) => entry.lines.map((line) => line.en))).toEqual([['Player 2 draws 2 cards'], ["Player 2 searches Player 2's deck and finds 28 cards"]]);
    expect(zero.log.map((entry) => entry.names)).toEqual([[], []]);
  });
});
