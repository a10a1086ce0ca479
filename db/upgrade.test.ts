// Upgrades (docs/architecture.md §4, issue 9): a database made by every earlier schema version, holding what that version could
// hold, opened by this version. Nothing in it may be lost, every record must read through the API, and every stored
// table log must replay. FIXTURES says what each version adds, written as that version's SQL wrote it (column names of
// its migration, JSON as the app stored it then); a file of version k holds the rows of versions 1 to k, each inserted
// while the file was at that version. A new migration is covered as it is added: each earlier version's file is
// upgraded across it, and a table it adds must be filled by a fixture of its version.
import { createDeckPicksRepository } from './library/picks';
import type { Database } from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TableSnapshot } from '../api/contract';
import type { Action } from '../engine/core/actions';
import { History } from '../engine/core/history';
import { tableRules } from '../engine/core/setup';
import { gameDefinition } from '../engine/games/registry';
import { apiOf, makeBackend, type TestBackend } from '../test/helpers/backend';
import { useTempDir } from '../test/helpers/temp';
import { loadMigrations } from './migrations';
import { openDatabase } from './open';

type Api = ReturnType<typeof apiOf>;
/** A row as inserted: objects and arrays are stored as their JSON text. */
type Row = Record<string, string | number | null | object>;

interface Fixture {
  /** The schema version whose tables these rows fill. */
  version: number;
  rows: [table: string, row: Row][];
  /** What the current API must read back of them, whatever version they were written by. */
  check(api: Api): Promise<void>;
}

const SAVED = '2025-06-01T10:00:00.000Z';
const IMPORTED = '2025-05-01T09:00:00.000Z';

// The deck of the library fixture, as its versions store it and as the tables and the match play it.
const ANT = { key: 'up-ant', name: '兵隊蟻' };
const FOX = { key: 'up-fox', name: '双子狐' };
const PLAIN = { key: 'up-plain', name: 'ひらけた平野' };
const SECTIONS = { basic: [{ ...ANT, count: 6 }, { ...FOX, count: 2 }], territory: [{ ...PLAIN, count: 1 }] };
const START_DECKS = [
  {
    cards: [
      { ...ANT, count: 6, facts: { condition: 'F', def: 2, kinds: ['animal'], subtypes: ['アリ'], keywords: [], cost: 1, power: 1 }, zone: 'deck' },
      { ...FOX, count: 2, facts: { condition: 'FF/N', def: 2, kinds: ['animal'], subtypes: ['キツネ'], keywords: [], cost: 3, power: 2 }, zone: 'deck' },
      { ...PLAIN, count: 1, facts: { kinds: ['territory'], subtypes: [], keywords: [] }, zone: 'territoryDeck' },
    ],
  },
  { cards: [] },
];
const SOLO_SEATS = [
  { deckId: 'deck-ants', deckName: 'アリの群れ', dummy: false },
  { deckId: null, deckName: '', dummy: true },
];
const STATUS = { mode: 'assisted', turn: { number: 1, activeSeat: 0, step: null }, over: false, winners: [] };

/** ACG's automatic setup (104.3–104.6) as the engine logged it: the two cards the opening hand put back differ by seed. */
const setup = (back: [string, string]): Action[] => [
  { type: 'shuffle', seat: 0, zone: { zone: 'deck' }, rule: 'ACG 104.3' },
  { type: 'shuffle', seat: 0, zone: { zone: 'territoryDeck' }, rule: 'ACG 104.3' },
  { type: 'setTurn', seat: 0, turn: { number: 1, activeSeat: 0, phase: null, step: null, used: {} }, rule: 'ACG 104.5' },
  { type: 'draw', seat: 0, count: 7, rule: 'ACG 104.6' },
  ...back.map((card): Action => ({ type: 'move', seat: 0, card, to: { zone: 'deck', position: 'bottom' }, rule: 'ACG 104.6' })),
  { type: 'life', seat: 1, target: 1, delta: 0, rule: 'ACG 104.4' },
];
const actionRows = (table: string, actions: readonly Action[]): [string, Row][] =>
  actions.map((action, idx) => ['play_table_actions', { table_id: table, idx, action }]);

const count = (snapshot: TableSnapshot, key: string) => snapshot.view.zones.find((zone) => zone.key === key)?.count;

const FIXTURES: Fixture[] = [
  {
    version: 1,
    rows: [
      ['settings', { key: 'locale', value: '"en"', updated_at: SAVED }],
      ['settings', { key: 'gameId', value: '"acg"', updated_at: SAVED }],
      ['settings', { key: 'imageFolders', value: { acg: '/home/player/acg-images', pmv: null, nova: null, dm: null, fab: null }, updated_at: SAVED }],
      ['settings', { key: 'downloadImages', value: 'true', updated_at: SAVED }],
      ['settings', { key: 'shortcuts', value: { 'editor.save': ['Mod+Shift+S'] }, updated_at: SAVED }],
    ],
    async check({ ok }) {
      expect(await ok('settings.get', {})).toMatchObject({
        locale: 'en',
        gameId: 'acg',
        imageFolders: { acg: '/home/player/acg-images', pmv: null, nova: null, dm: null, fab: null },
        downloadImages: true,
        shortcuts: { 'editor.save': ['Mod+Shift+S'] },
      });
    },
  },
  {
    // Cards of two games from one source, a twinpact with its faces, printings, a regulation that names a card and one
    // that names none yet, and the search rows (folded text, hashed terms, tags) as the importer wrote them.
    version: 2,
    rows: [
      ['data_sources', { id: 1, game: 'acg', name: 'upgrade-pack', version: '3', description: '古いパック', imported_at: IMPORTED, card_count: 3 }],
      ['data_sources', { id: 2, game: 'dm', name: 'upgrade-pack', version: '3', description: null, imported_at: IMPORTED, card_count: 1 }],
      ['cards', { id: 1, game: 'acg', card_key: 'up-ant', source_id: 1, name: '兵隊蟻', name_ja: '兵隊蟻', name_en: 'Soldier Ant', reading: 'へいたいあり', kinds: ['animal'], subtypes: ['アリ'], flags: ['sample'], cost: 1, power: 1, stats: { condition: 'F', def: 2 }, text_ja: '【常時】仲間がいるならATK+1。', zone: 'basic', copy_limit: 8, updated_at: IMPORTED }],
      ['cards', { id: 2, game: 'acg', card_key: 'up-fox', source_id: 1, name: '双子狐', name_ja: '双子狐', name_en: 'Twin Fox', kinds: ['animal'], subtypes: ['キツネ'], cost: 3, power: 2, stats: { condition: 'FF/N', def: 2 }, zone: 'basic', updated_at: IMPORTED }],
      ['cards', { id: 3, game: 'acg', card_key: 'up-plain', source_id: 1, name: 'ひらけた平野', name_ja: 'ひらけた平野', kinds: ['territory'], zone: 'territory', updated_at: IMPORTED }],
      ['cards', { id: 4, game: 'dm', card_key: 'up-twin', source_id: 2, name: '龍の二面/火の呪文', name_ja: '龍の二面/火の呪文', kinds: ['creature', 'spell'], subtypes: ['アーマード・ドラゴン'], keywords: ['W・ブレイカー'], flags: ['twinpact'], cost: 6, power: 6000, stats: { civs: ['火'] }, zone: 'main', updated_at: IMPORTED }],
      ['card_faces', { card_id: 4, face_index: 0, name: '龍の二面', kinds: ['creature'], subtypes: ['アーマード・ドラゴン'], keywords: ['W・ブレイカー'], cost: 6, power: 6000, stats: { civs: ['火'] }, text_ja: 'W・ブレイカー' }],
      ['card_faces', { card_id: 4, face_index: 1, name: '火の呪文', kinds: ['spell'], cost: 3, stats: { civs: ['火'] }, text_ja: '相手のクリーチャーを1体破壊する。' }],
      ['printings', { id: 1, card_id: 1, set_code: 'SMP', set_name: 'サンプル', number: 'SMP-001', rarity: 'C' }],
      ['printings', { id: 2, card_id: 4, set_code: 'DMRP-01', number: '1/100', rarity: 'SR' }],
      ...[
        'is:sample', 'kind:animal', 'rarity:c', 'set:smp', 'stat:condition:f', 'sub:あり', 'zone:basic',
      ].map((tag): [string, Row] => ['card_tags', { tag, card_id: 1 }]),
      ...['kind:animal', 'stat:condition:ffn', 'sub:きつね', 'zone:basic'].map((tag): [string, Row] => ['card_tags', { tag, card_id: 2 }]),
      ...['kind:territory', 'zone:territory'].map((tag): [string, Row] => ['card_tags', { tag, card_id: 3 }]),
      ...[
        'is:twinpact', 'kind:creature', 'kind:spell', 'kw:wぶれいかー', 'rarity:sr', 'set:dmrp01', 'stat:civs:火', 'sub:あーまーどどらごん', 'zone:main',
      ].map((tag): [string, Row] => ['card_tags', { tag, card_id: 4 }]),
      ['regulations', { id: 1, game: 'acg', format: 'standard', card_name: '双子狐', card_id: 2, status: 'restricted', since: '2025-04-01', source_id: 1 }],
      ['regulations', { id: 2, game: 'acg', format: 'standard', card_name: 'まだ無いカード', card_id: null, status: 'banned', source_id: 1 }],
      ['card_search', { rowid: 1, names: '兵隊蟻|兵隊蟻|soldierant|へいたいあり', body: '常時仲間がいるならatk+1', subtypes: 'あり', keywords: '' }],
      ['card_search', { rowid: 2, names: '双子狐|双子狐|twinfox', body: '', subtypes: 'きつね', keywords: '' }],
      ['card_search', { rowid: 3, names: 'ひらけた平野|ひらけた平野', body: '', subtypes: '', keywords: '' }],
      ['card_search', { rowid: 4, names: '龍の二面火の呪文|龍の二面火の呪文|龍の二面|火の呪文', body: 'wぶれいかー|相手のくりーちゃーを1体破壊する', subtypes: 'あーまーどどらごん', keywords: 'wぶれいかー' }],
      ['card_terms', { rowid: 1, terms: 't24xy2ldkyqt to9x9gya2fy t17yqxin5qen t2f7xokk1me1 t110r5o0zbso ttmjyy0wewg t2cgaac6qv4b tuul7c0urmy tzac2cuvc6u t1vr61c95ump tzeb51kaq9j' }],
      ['card_terms', { rowid: 2, terms: 't24xy2ldkyqt to9x9gya2fy t2ao6ku1571f t2cgaac6qv4b t87tfiapzhi t1v799i2aifb t1j6iredfn0v tzeb51kaq9j' }],
      ['card_terms', { rowid: 3, terms: 't24xy2ldkyqt t1p4r7vtsurr t1kh25mjk381' }],
      ['card_terms', { rowid: 4, terms: 'ts13wxydk3o t1nd0isegni0 t4ruc1exz12 t1cg69pbay9f tubpb70nql1 t2evomq34i96 t236fd343y8n tkt3g55avkr t11ivgkt22au t15mekitm6pj t26o8bb1qyia t1hpideij0mt' }],
      ['card_vocabulary', { game: 'acg', tag: 'sub:あり' }],
      ['card_vocabulary', { game: 'acg', tag: 'sub:きつね' }],
      ['card_vocabulary', { game: 'dm', tag: 'kw:wぶれいかー' }],
      ['card_vocabulary', { game: 'dm', tag: 'sub:あーまーどどらごん' }],
    ],
    async check({ ok }) {
      expect(await ok('cards.get', { game: 'acg', key: 'up-ant' })).toMatchObject({
        name: '兵隊蟻',
        nameEn: 'Soldier Ant',
        kinds: ['animal'],
        subtypes: ['アリ'],
        cost: 1,
        power: 1,
        stats: { condition: 'F', def: 2 },
        text: '【常時】仲間がいるならATK+1。',
        zone: 'basic',
        copyLimit: 8,
        printings: [{ set: 'SMP', setName: 'サンプル', number: 'SMP-001', rarity: 'C', image: null }],
        source: { name: 'upgrade-pack', version: '3', importedAt: IMPORTED },
      });
      expect((await ok('cards.get', { game: 'acg', key: 'up-fox' })).regulations).toMatchObject([{ format: 'standard', status: 'restricted', since: '2025-04-01' }]);
      expect((await ok('cards.get', { game: 'dm', key: 'up-twin' })).faces.map((face) => [face.name, face.cost, face.text])).toEqual([
        ['龍の二面', 6, 'W・ブレイカー'],
        ['火の呪文', 3, '相手のクリーチャーを1体破壊する。'],
      ]);
      // The stored search rows still answer: free words (kana folded), exact terms, and a subtype by part of it.
      const keys = async (game: 'acg' | 'dm', query: string) => (await ok('cards.search', { game, query })).cards.map((card) => card.key).sort();
      expect(await keys('acg', 'ヘイタイ')).toEqual(['up-ant']);
      expect(await keys('acg', 'kind:animal cost>=3')).toEqual(['up-fox']);
      expect(await keys('acg', 'kind:territory')).toEqual(['up-plain']);
      expect(await keys('dm', 'race:ドラゴン civ:火')).toEqual(['up-twin']);
      expect((await ok('sources.list', {})).map(({ game, name, cardCount }) => [game, name, cardCount])).toEqual([
        ['acg', 'upgrade-pack', 3],
        ['dm', 'upgrade-pack', 1],
      ]);
      expect((await ok('regulations.list', { game: 'acg', format: 'standard' })).map((entry) => [entry.cardName, entry.status, entry.cardKey])).toEqual(
        expect.arrayContaining([
          ['双子狐', 'restricted', 'up-fox'],
          ['まだ無いカード', 'banned', null],
        ]),
      );
    },
  },
  {
    // A deck with two versions (the second adds cards and a section) and its tags.
    version: 3,
    rows: [
      ['decks', { id: 'deck-ants', game: 'acg', name: 'アリの群れ', format: null, notes: '古い版', folded: 'ありの群れ\n古い版', version: 2, legal: 0, card_count: 9, created_at: SAVED, updated_at: SAVED }],
      ['deck_tags', { deck_id: 'deck-ants', tag: 'upgrade' }],
      ['deck_tags', { deck_id: 'deck-ants', tag: 'アリ' }],
      ['deck_versions', { deck_id: 'deck-ants', version: 1, saved_at: SAVED, reason: 'create', sections: { basic: [{ ...ANT, count: 4 }] }, card_count: 4, added: 4, removed: 0 }],
      ['deck_versions', { deck_id: 'deck-ants', version: 2, saved_at: SAVED, reason: 'edit', sections: SECTIONS, card_count: 9, added: 5, removed: 0 }],
    ],
    async check({ ok }) {
      expect(await ok('library.get', { id: 'deck-ants' })).toMatchObject({
        name: 'アリの群れ',
        notes: '古い版',
        tags: ['upgrade', 'アリ'],
        version: 2,
        // Made before decks had revisions (schema 7): it starts at 1.
        revision: 1,
        cards: 9,
        legal: false,
        sections: SECTIONS,
        missing: [],
      });
      expect((await ok('library.versions', { id: 'deck-ants' })).map(({ version, reason, cards, added }) => [version, reason, cards, added])).toEqual([
        [2, 'edit', 9, 5],
        [1, 'create', 4, 4],
      ]);
      expect((await ok('library.diff', { id: 'deck-ants', version: 2 })).lines).toEqual([
        { section: 'basic', ...ANT, before: 4, after: 6 },
        { section: 'basic', ...FOX, before: 0, after: 2 },
        { section: 'territory', ...PLAIN, before: 0, after: 1 },
      ]);
      // Its folded name and notes find it: katakana for the hiragana of its name, and its notes.
      expect((await ok('library.list', { query: 'アリノ' })).map((deck) => deck.id)).toEqual(['deck-ants']);
      expect((await ok('library.list', { query: '古い版' })).map((deck) => deck.id)).toEqual(['deck-ants']);
    },
  },
  {
    // A goldfish table: its setup, a draw and a die roll that was undone (the redo tail stays in the log).
    version: 4,
    rows: [
      ['play_tables', { id: 'table-solo', game: 'acg', name: 'ひとり回し', layout: 'hotseat', seats: SOLO_SEATS, start: { seed: 11, decks: START_DECKS, life: 20, dummy: true }, cursor: 8, status: STATUS, revision: 4, created_at: SAVED, updated_at: SAVED }],
      ...actionRows('table-solo', [...setup(['c2', 'c4']), { type: 'draw', seat: 0, count: 1 }, { type: 'rollDie', seat: 0, sides: 6 }]),
    ],
    async check({ ok }) {
      const table = await ok('table.get', { id: 'table-solo', seat: 0 });
      expect(table.table).toMatchObject({ name: 'ひとり回し', seats: SOLO_SEATS, cursor: 8, length: 9, over: false });
      // Seven drawn, two put back, one drawn: six in hand, three in the deck.
      expect([count(table, 'hand#0'), count(table, 'deck#0'), count(table, 'territoryDeck#0')]).toEqual([6, 2, 1]);
      expect(table.log.at(-1)!.lines.map((line) => line.en)).toEqual([expect.stringMatching(/^Player 1 draws /)]);
      expect((await ok('table.list', { game: 'acg' })).map((each) => each.id)).toContain('table-solo');
    },
  },
  {
    // A best-of-three against a named opponent: game 1 over (its table deleted, its log kept), game 2 on its table.
    version: 5,
    rows: [
      ['play_tables', { id: 'table-taro-2', game: 'acg', name: '練習試合 — 2', layout: 'hotseat', seats: SOLO_SEATS, start: { seed: 197031262026104, decks: START_DECKS, life: 20, mode: 'assisted', dummy: true }, cursor: 7, status: STATUS, revision: 1, created_at: SAVED, updated_at: SAVED }],
      ...actionRows('table-taro-2', setup(['c7', 'c8'])),
      [
        'matches',
        {
          id: 'match-taro',
          game: 'acg',
          name: '練習試合',
          best_of: 3,
          layout: 'hotseat',
          seats: [
            { deckId: 'deck-ants', deckName: 'アリの群れ', opponent: null, registered: SECTIONS, sided: SECTIONS },
            { deckId: null, deckName: 'Taro', opponent: 'Taro', registered: null, sided: null },
          ],
          settings: { mode: 'assisted', dmSideboard: false },
          state: { kind: 'playing', number: 2, tableId: 'table-taro-2' },
          winner: null,
          revision: 5,
          created_at: SAVED,
          updated_at: SAVED,
          finished_at: null,
        },
      ],
      [
        'match_games',
        {
          match_id: 'match-taro',
          number: 1,
          table_id: null,
          first_player: 1,
          chooser: 1,
          decks: [SECTIONS, null],
          changes: [[], []],
          winner: 0,
          ending: 'entered',
          reason: null,
          turns: 1,
          started_at: SAVED,
          ended_at: SAVED,
          start: { seed: 170700049728039, decks: START_DECKS, life: 20, mode: 'assisted', dummy: true },
          actions: [...setup(['c7', 'c4']), { type: 'draw', seat: 0, count: 1 }],
        },
      ],
      ['match_games', { match_id: 'match-taro', number: 2, table_id: 'table-taro-2', first_player: 1, chooser: 1, decks: [SECTIONS, null], changes: [[], []], started_at: SAVED }],
    ],
    async check({ ok }) {
      const match = await ok('match.get', { id: 'match-taro' });
      expect(match).toMatchObject({
        name: '練習試合',
        bestOf: 3,
        state: { kind: 'playing', number: 2, tableId: 'table-taro-2' },
        score: { wins: [1, 0], over: false, winsNeeded: 2 },
        seats: [{ deckId: 'deck-ants', registered: SECTIONS }, { opponent: 'Taro' }],
      });
      expect(match.games.map(({ number, tableId, winner, ending }) => [number, tableId, winner, ending])).toEqual([
        [1, null, 0, 'entered'],
        [2, 'table-taro-2', null, null],
      ]);
      // The finished game's log replays on the engine; the game in play replays on its table.
      const [played] = match.games;
      const history = History.fromSession(tableRules(gameDefinition('acg')), { version: 1, ...played!.start!, actions: played!.actions!, cursor: played!.actions!.length });
      expect([history.cursor, history.state.zones['hand#0']!.length]).toEqual([8, 6]);
      expect((await ok('table.get', { id: 'table-taro-2', seat: 0 })).table).toMatchObject({ cursor: 7, length: 7 });
      expect((await ok('match.list', { deckId: 'deck-ants' })).map((each) => each.id)).toEqual(['match-taro']);
    },
  },
  {
    // An import under way in another live process (the one that started this test run) while the file is opened:
    // its journal is left alone (an abandoned one, or one of this process that is not running, is undone:
    // db/import-journal.test.ts).
    version: 6,
    rows: [
      ['import_runs', { import_id: 'import-live', pid: process.ppid, started_at: SAVED }],
      ['card_vocabulary', { game: 'acg', tag: 'sub:くも' }],
      ['import_journal', { import_id: 'import-live', tbl: 'card_vocabulary', op: 'insert', pk: ['acg', 'sub:くも'], old: null }],
    ],
    async check({ db }) {
      expect(db.sql.prepare('SELECT import_id, pid FROM import_runs').all()).toEqual([{ import_id: 'import-live', pid: process.ppid }]);
      expect(db.sql.prepare(`SELECT tag FROM card_vocabulary WHERE tag = 'sub:くも'`).pluck().all()).toEqual(['sub:くも']);
    },
  },
  {
    // A deck renamed twice since it was made: its revision, which a change of its details must name.
    version: 7,
    rows: [
      ['decks', { id: 'deck-fox', game: 'acg', name: '狐の嫁入り', format: 'casual', notes: '', folded: '狐の嫁入り\n', version: 1, legal: 1, card_count: 2, created_at: SAVED, updated_at: SAVED, revision: 3 }],
      ['deck_versions', { deck_id: 'deck-fox', version: 1, saved_at: SAVED, reason: 'create', sections: { basic: [{ ...FOX, count: 2 }] }, card_count: 2, added: 2, removed: 0 }],
    ],
    async check({ ok, call }) {
      expect(await ok('library.get', { id: 'deck-fox' })).toMatchObject({ name: '狐の嫁入り', version: 1, revision: 3 });
      expect(await call('library.update', { id: 'deck-fox', baseRevision: 2, name: '古い窓' })).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
      expect(await ok('library.update', { id: 'deck-fox', baseRevision: 3, name: '狐の行列' })).toMatchObject({ name: '狐の行列', version: 1, revision: 4 });
    },
  },
  {
    // The last choice made from a deck's card-pool before a game (FaB 4.1.4–4.1.6), offered again next time.
    version: 8,
    rows: [['deck_picks', { deck_id: 'deck-fox', sections: { basic: [{ key: FOX.key, count: 1 }] }, updated_at: SAVED }]],
    async check({ db }) {
      expect(createDeckPicksRepository(db.sql).get('deck-fox')).toEqual({ basic: [{ key: FOX.key, count: 1 }] });
    },
  },
  {
    // A ban lifted on a date (FaB's lifted bans): kept with its end, so a deck checked as of before it still meets it.
    version: 9,
    rows: [['regulations', { id: 3, game: 'fab', format: 'cc', card_name: 'Bonds of Ancestry', card_id: null, status: 'banned', since: '2024-10-07', until: '2025-05-19', source_id: 1 }]],
    async check({ ok }) {
      const entries = await ok('regulations.list', { game: 'fab', format: 'cc' });
      expect(entries.map((entry) => [entry.cardName, entry.status, entry.since, entry.until])).toEqual([['Bonds of Ancestry', 'banned', '2024-10-07', '2025-05-19']]);
    },
  },
];

function insert(sql: Database, [table, row]: [string, Row]): void {
  const columns = Object.keys(row);
  const values = columns.map((column) => {
    const value = row[column]!;
    return typeof value === 'object' && value !== null ? JSON.stringify(value) : value;
  });
  sql.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...values);
}

/** A table's rows as sorted JSON, of the columns given. */
const rowsOf = (sql: Database, table: string, columns: string[]) =>
  sql.prepare(`SELECT ${columns.join(', ')} FROM ${table}`).raw().all().map((row) => JSON.stringify(row)).sort();

/**
 * Every stored row of every table and full-text index (not their shadow tables, which hold the same data), by table:
 * its columns and its rows as sorted JSON.
 */
function contentsOf(sql: Database): Map<string, { columns: string[]; rows: string[] }> {
  const tables = sql
    .prepare<[], { name: string; type: string }>(`SELECT name, type FROM pragma_table_list WHERE schema = 'main' AND type IN ('table', 'virtual') AND name NOT LIKE 'sqlite_%' ORDER BY name`)
    .all();
  return new Map(
    tables.map(({ name, type }) => {
      const columns = [...(type === 'virtual' ? ['rowid'] : []), ...sql.prepare<[string], string>('SELECT name FROM pragma_table_xinfo(?) WHERE hidden = 0').pluck().all(name)];
      return [name, { columns, rows: rowsOf(sql, name, columns) }];
    }),
  );
}

const migrations = loadMigrations();
const tempDir = useTempDir();
const opened: TestBackend[] = [];
afterEach(() => {
  for (const test of opened.splice(0)) test.db.close();
});

describe('a database made by an earlier version', () => {
  it('has its fixtures in schema order, at most one per version this code knows', () => {
    expect(FIXTURES.map((fixture) => fixture.version)).toEqual([...new Set(FIXTURES.map((fixture) => fixture.version))].sort((a, b) => a - b));
    expect(FIXTURES.at(-1)!.version).toBeLessThanOrEqual(migrations.length);
  });

  for (const { version: made } of migrations) {
    const latest = made === migrations.length;
    it(
      latest
        ? `of the latest schema (${made}) opens unchanged, everything readable`
        : `of schema ${made} comes to schema ${migrations.length} with everything it held kept and readable`,
      async () => {
        const dir = tempDir();
        const path = join(dir, 'deck-dojo.db');
        // The file as it grew: each version's rows written while the file was at that version.
        for (let version = 1; version <= made; version++) {
          const db = openDatabase({ path, migrations: migrations.slice(0, version) });
          for (const fixture of FIXTURES.filter((each) => each.version === version)) for (const row of fixture.rows) insert(db.sql, row);
          db.close();
        }
        const old = openDatabase({ path, migrations: migrations.slice(0, made) });
        const before = contentsOf(old.sql);
        const schema = old.sql.prepare('SELECT type, name, sql FROM sqlite_schema ORDER BY name').all();
        old.close();
        if (latest) {
          // Every table the schema has holds a fixture row: a migration that adds a table adds what fills it.
          expect([...before].filter(([table, { rows }]) => table !== 'schema_migrations' && rows.length === 0).map(([table]) => table)).toEqual([]);
        }

        const test = makeBackend(dir);
        opened.push(test);
        const { sql } = test.db;
        expect(test.db.schemaVersion).toBe(migrations.length);
        expect(sql.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(sql.pragma('foreign_key_check')).toEqual([]);
        // Nothing lost: every row of every table it had, every column it had, as it was (migrations applied since only
        // add to schema_migrations).
        for (const [table, { columns, rows }] of before) {
          if (table === 'schema_migrations') continue;
          expect(rowsOf(sql, table, columns), table).toEqual(rows);
        }
        const applied = sql.prepare('SELECT version, name, applied_at FROM schema_migrations ORDER BY version').raw().all().map((row) => JSON.stringify(row));
        expect(applied.slice(0, made).sort()).toEqual(before.get('schema_migrations')!.rows);
        expect(applied).toHaveLength(migrations.length);
        if (latest) expect(sql.prepare('SELECT type, name, sql FROM sqlite_schema ORDER BY name').all()).toEqual(schema);

        const api = apiOf(test);
        for (const fixture of FIXTURES.filter((each) => each.version <= made)) await fixture.check(api);
      },
    );
  }
});
