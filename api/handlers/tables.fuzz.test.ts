/**
 * Fuzzing the stored playtest logs as they are read back (fast-check): a table played with the ACG sample deck and a
 * match whose first game ended, then one stored JSON column at a time damaged — as text, value by value, or replaced —
 * the way a hand edit or a broken build would leave it (CHECK constraints off, so even text that is not JSON lands).
 * Reading the table (replaying its log) or the match answers, or fails naming the record and the damaged part (a log
 * entry by its number); never an error from deeper in that names neither.
 */
import type { Database } from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBundledPacks } from '../../db/bundled-packs';
import { openDatabase, type AppDatabase } from '../../db/open';
import sampleAcg from '../../db/packs/sample-acg.deck.json';
import { findGame } from '../../engine/games/registry';
import { ensure, fuzzOptions, mutated, randomText, shown } from '../../test/helpers/fuzz';
import { createBackend, type Backend } from '../backend';
import type { MethodName, Params, Response, Result } from '../contract';
import { recordingLogger } from '../../test/helpers/backend';

const NOW = new Date('2026-11-22T09:00:00Z');

/** A stored JSON column: where it is, what it holds, which record it belongs to. */
interface Column {
  record: 'table' | 'match';
  id: string;
  /** SQL that reads and writes it, bound to `key`. */
  read: string;
  write: string;
  key: unknown[];
  /** What the record's error calls it. */
  part: string;
}

let db: AppDatabase;
let backend: Backend;
let tableId: string;
let matchId: string;
let columns: Column[];
/** Where the played table's log stands: its setup and the actions played. */
let cursor: number;

async function ok<M extends MethodName>(method: M, params: Params<M>): Promise<Result<M>> {
  const response = (await backend.invoke(method, params)) as Response<M>;
  if (!response.ok) throw new Error(`${method}: ${response.error.code} ${response.error.message}`);
  return response.result;
}

beforeAll(async () => {
  db = openDatabase({ path: ':memory:' });
  loadBundledPacks(db.sql, { cardLanguage: (game) => findGame(game)!.cardLanguage, now: NOW, only: ['sample-acg.json'] });
  // A damaged row need not pass the checks a write makes: a hand edit with another tool can turn them off.
  db.sql.pragma('ignore_check_constraints = ON');
  backend = createBackend({ db, host: 'cli', clock: { now: () => NOW }, log: recordingLogger() });
  const deck = await ok('library.create', { game: 'acg', name: sampleAcg.name, sections: sampleAcg.sections });
  const table = await ok('table.start', { game: 'acg', decks: [deck.id], seed: 3 });
  tableId = table.table.id;
  for (const action of [{ type: 'draw', count: 2 }, { type: 'flipCoin' }, { type: 'life', target: 0, delta: -2 }, { type: 'rollDie', sides: 6 }]) {
    await ok('table.act', { id: tableId, seat: 0, action: { ...action, seat: 0 } as Params<'table.act'>['action'] });
  }
  cursor = (await ok('table.get', { id: tableId, seat: 0 })).table.cursor;
  const match = await ok('match.start', { game: 'acg', decks: [deck.id, deck.id], bestOf: 3 });
  matchId = match.id;
  const { decision } = match.state as { decision: { kind: string; chooser?: number } };
  await ok('match.choose', decision.kind === 'choose' ? { id: matchId, seat: decision.chooser!, goFirst: true } : { id: matchId });
  await ok('match.endGame', { id: matchId, ending: 'entered', winner: 0 });

  const actions = db.sql.prepare('SELECT idx FROM play_table_actions WHERE table_id = ? ORDER BY idx').pluck().all(tableId) as number[];
  const tableColumn = (name: string): Column => ({ record: 'table', id: tableId, read: `SELECT ${name} FROM play_tables WHERE id = ?`, write: `UPDATE play_tables SET ${name} = ? WHERE id = ?`, key: [tableId], part: name });
  const matchColumn = (name: string): Column => ({ record: 'match', id: matchId, read: `SELECT ${name} FROM matches WHERE id = ?`, write: `UPDATE matches SET ${name} = ? WHERE id = ?`, key: [matchId], part: name });
  const gameColumn = (name: string): Column => ({
    record: 'match',
    id: matchId,
    read: `SELECT ${name} FROM match_games WHERE match_id = ? AND number = 1`,
    write: `UPDATE match_games SET ${name} = ? WHERE match_id = ? AND number = 1`,
    key: [matchId],
    part: `game 1 ${name}`,
  });
  columns = [
    ...['seats', 'status', 'start'].map(tableColumn),
    ...actions.map((idx): Column => ({
      record: 'table',
      id: tableId,
      read: 'SELECT action FROM play_table_actions WHERE table_id = ? AND idx = ?',
      write: 'UPDATE play_table_actions SET action = ? WHERE table_id = ? AND idx = ?',
      key: [tableId, idx],
      part: `log entry ${idx + 1}`,
    })),
    ...['seats', 'settings', 'state'].map(matchColumn),
    ...['decks', 'changes', 'start', 'actions'].map(gameColumn),
  ];
});

afterAll(() => db.close());

/** Stores `text` in a column (and moves the table's revision on, so no replay kept in memory hides the change). */
function store(sql: Database, column: Column, text: string): void {
  sql.prepare(column.write).run(text, ...column.key);
  if (column.record === 'table') sql.prepare('UPDATE play_tables SET revision = revision + 1 WHERE id = ?').run(column.id);
}

/** Replaces the value at one path of a JSON value with another, or drops it from its object. */
function changeValue(json: unknown, steps: readonly number[], value: unknown, drop: boolean): unknown {
  if (typeof json !== 'object' || json === null || steps.length === 0) return value;
  const copy = structuredClone(json) as Record<string, unknown>;
  const keys = Object.keys(copy);
  if (keys.length === 0) return value;
  const key = keys[steps[0]! % keys.length]!;
  if (steps.length === 1 && drop && !Array.isArray(copy)) delete copy[key];
  else copy[key] = changeValue(copy[key], steps.slice(1), value, drop);
  return copy;
}

/** One column, and what lands in it: its JSON changed value by value, its text damaged, or random text. */
const damage = fc.nat().chain((pick) => {
  const column = () => columns[pick % columns.length]!;
  const original = () => db.sql.prepare(column().read).pluck().get(...column().key) as string;
  const values = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(null, -1, 1.5, 1e300, 2 ** 53, 'x', [], {}, 1000, 10 ** 9));
  return fc.record({
    column: fc.constant(pick),
    text: fc.oneof(
      { arbitrary: fc.tuple(fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), values, fc.boolean()).map(([steps, value, drop]) => JSON.stringify(changeValue(JSON.parse(original()), steps, value, drop)) ?? 'null'), weight: 5 },
      { arbitrary: fc.constant(null).chain(() => mutated([original()], { max: 3 })), weight: 2 },
      randomText,
    ),
  });
});

/** A read answers, or its error names the damaged record and part; nothing else. */
function checkRead(response: Response<MethodName>, column: Column, text: string, method: string): void {
  if (response.ok) return;
  const { message } = response.error;
  const part = new RegExp(`${column.record} ${column.id}: the stored (.+?) cannot be read: `).exec(message)?.[1];
  // A damaged start or entry may be read, and a later entry then fail to replay on it: that entry is named.
  const entry = /^log entry (\d+)$/.exec(part ?? '')?.[1];
  const damaged = /^log entry (\d+)$/.exec(column.part)?.[1];
  const fits =
    part === column.part ||
    (column.part === 'start' && (entry !== undefined || part === 'log')) ||
    (damaged !== undefined && (part === 'log' || (entry !== undefined && Number(entry) >= Number(damaged))));
  ensure(fits, () => `${method} after ${column.part} of ${column.record} ${column.id} became ${shown(text)}: ${response.error.code} ${message}`);
}

describe('stored tables and matches under fuzzing', () => {
  it('read a damaged table or match back, or fail naming the record and the damaged part', async () => {
    await fc.assert(
      fc.asyncProperty(damage, async ({ column: pick, text }) => {
        const column = columns[pick % columns.length]!;
        const original = db.sql.prepare(column.read).pluck().get(...column.key) as string;
        store(db.sql, column, text);
        try {
          // The one read of the record (`*.list` reads its rows the same way, without the replay).
          const [method, params] = column.record === 'table' ? (['table.get', { id: tableId, seat: 0 }] as const) : (['match.get', { id: matchId }] as const);
          checkRead((await backend.invoke(method, params)) as Response<MethodName>, column, text, method);
        } finally {
          store(db.sql, column, original);
        }
      }),
      fuzzOptions(0x7ab1),
    );
    // Put back as it was, the table replays to the same entry, and the lists read every record.
    expect((await ok('table.get', { id: tableId, seat: 0 })).table.cursor).toBe(cursor);
    expect((await ok('table.list', {})).length).toBeGreaterThan(1);
    expect((await ok('match.list', {})).map((match) => match.id)).toEqual([matchId]);
  }, 120_000);

  describe('what the fuzzing found', () => {
    /** What a read answers with one column holding `text`; the column is put back after. */
    async function readWith(part: string, text: string, method: 'table.get' | 'match.get'): Promise<Response<MethodName>> {
      const column = columns.find((each) => each.part === part && each.record === (method === 'table.get' ? 'table' : 'match'))!;
      const original = db.sql.prepare(column.read).pluck().get(...column.key) as string;
      store(db.sql, column, text);
      try {
        return (await backend.invoke(method, method === 'table.get' ? { id: tableId, seat: 0 } : { id: matchId })) as Response<MethodName>;
      } finally {
        store(db.sql, column, original);
      }
    }
    const failure = (response: Response<MethodName>) => (response.ok ? 'read' : response.error.message);

    it('names the table and entry of a log entry that is not an action (the error named neither: JSON.parse\'s, or `actions[1]: …`)', async () => {
      expect(failure(await readWith('log entry 2', 'null', 'table.get'))).toBe(
        `table.get failed: table ${tableId}: the stored log entry 2 cannot be read: Invalid type: Expected Object but received null`,
      );
      expect(failure(await readWith('log entry 2', '{"type":', 'table.get'))).toMatch(new RegExp(`^table\\.get failed: table ${tableId}: the stored log entry 2 cannot be read: not JSON \\(`));
      // An action of the right shape that the engine refuses on replay is named by its entry too.
      expect(failure(await readWith('log entry 3', '{"type":"x","seat":0}', 'table.get'))).toBe(`table.get failed: table ${tableId}: the stored log entry 3 cannot be read: type: x is not an action`);
    });

    it('refuses a stored start of a billion copies, which the replay set out to build, or of no card list (a TypeError)', async () => {
      const start = JSON.parse(db.sql.prepare('SELECT start FROM play_tables WHERE id = ?').pluck().get(tableId) as string) as { decks: { cards: unknown }[] };
      (start.decks[0]!.cards as { count: number }[])[0]!.count = 10 ** 9;
      expect(failure(await readWith('start', JSON.stringify(start), 'table.get'))).toBe(`table.get failed: table ${tableId}: the stored start cannot be read: decks.0.cards.0.count: is more than 999`);
      start.decks[0]!.cards = 5;
      expect(failure(await readWith('start', JSON.stringify(start), 'table.get'))).toBe(
        `table.get failed: table ${tableId}: the stored start cannot be read: decks.0.cards: Invalid type: Expected Array but received 5`,
      );
    });

    it('names the match and part of a damaged match (handlers crashed on its seats: "seats.map is not a function")', async () => {
      expect(failure(await readWith('seats', '{}', 'match.get'))).toMatch(new RegExp(`^match\\.get failed: match ${matchId}: the stored seats cannot be read: `));
      expect(failure(await readWith('game 1 decks', '[{"main": 3}, null]', 'match.get'))).toMatch(new RegExp(`^match\\.get failed: match ${matchId}: the stored game 1 decks cannot be read: 0\\.main: `));
    });
  });
});
