/**
 * Playtest tables in SQL: how each started (the engine's TableStart), its actions in order and the cursor. Every write
 * is one transaction guarded by the revision it started from, so two windows or processes never interleave half a
 * change: the later one is refused and replays the table as stored.
 */
import type { Database } from 'better-sqlite3';
import * as v from 'valibot';
import type { Action } from '../../engine/core/actions';
import type { TableStart } from '../../engine/core/state';
import type { GameId } from '../../engine/games/id';
import { StaleRevisionError } from '../stale';
import { readStored, storedSchemas } from '../stored';
import type { StoredTable, TableLayoutRecord, TableRecord, TableSeatRecord, TableStatus } from './types';
import { writeTransaction } from '../write';

export interface NewTable {
  id: string;
  game: GameId;
  name: string;
  layout: TableLayoutRecord;
  seats: readonly TableSeatRecord[];
  start: TableStart;
  actions: readonly Action[];
  status: TableStatus;
  now: Date;
}

/** What every write names: the revision it was made from, the table's state after it and when. */
export interface TableWrite {
  revision: number;
  status: TableStatus;
  now: Date;
}

export interface TablesRepository {
  create(table: NewTable): TableRecord;
  get(id: string): StoredTable | null;
  /** The revision alone (what a cached replay is checked against); null for an unknown table. */
  revision(id: string): number | null;
  /** Newest change first. */
  list(game?: GameId): TableRecord[];
  /** A new action at `index` (the cursor): the redo tail goes, the action and the cursor after it are stored. */
  append(id: string, index: number, action: Action, write: TableWrite): TableRecord;
  /** Undo, redo, go to an entry: only the cursor moves. */
  moveCursor(id: string, cursor: number, write: TableWrite): TableRecord;
  /** The game and last cursor of the table deleted with its actions; null when there was none. */
  delete(id: string): { game: GameId; cursor: number } | null;
}

interface TableRow {
  id: string;
  game: GameId;
  name: string;
  layout: TableLayoutRecord;
  seats: string;
  cursor: number;
  length: number;
  status: string;
  revision: number;
  created_at: string;
  updated_at: string;
}

const COLUMNS = `t.id, t.game, t.name, t.layout, t.seats, t.cursor, t.status, t.revision, t.created_at, t.updated_at,
  (SELECT COUNT(*) FROM play_table_actions a WHERE a.table_id = t.id) AS length`;

const seatsSchema = v.array(v.looseObject({ deckId: v.nullable(v.string()), deckName: v.string(), dummy: v.boolean() })) as v.GenericSchema<unknown, TableSeatRecord[]>;
const statusSchema = v.looseObject({
  mode: v.string(),
  turn: v.looseObject({ number: v.number(), activeSeat: v.number(), step: v.nullable(v.string()) }),
  over: v.boolean(),
  winners: v.array(v.number()),
}) as v.GenericSchema<unknown, TableStatus>;

const toRecord = (row: TableRow): TableRecord => ({
  id: row.id,
  game: row.game,
  name: row.name,
  layout: row.layout,
  seats: readStored(seatsSchema, row.seats, 'table', row.id, 'seats'),
  cursor: row.cursor,
  length: row.length,
  status: readStored(statusSchema, row.status, 'table', row.id, 'status'),
  revision: row.revision,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export function createTablesRepository(sql: Database): TablesRepository {
  const insertTable = sql.prepare(
    `INSERT INTO play_tables (id, game, name, layout, seats, start, cursor, status, revision, created_at, updated_at)
     VALUES (@id, @game, @name, @layout, @seats, @start, @cursor, @status, 1, @now, @now)`,
  );
  const insertAction = sql.prepare<[string, number, string]>('INSERT INTO play_table_actions (table_id, idx, action) VALUES (?, ?, ?)');
  const deleteFrom = sql.prepare<[string, number]>('DELETE FROM play_table_actions WHERE table_id = ? AND idx >= ?');
  const selectRecord = sql.prepare<[string], TableRow>(`SELECT ${COLUMNS} FROM play_tables t WHERE t.id = ?`);
  const selectStart = sql.prepare<[string], string>('SELECT start FROM play_tables WHERE id = ?').pluck();
  const selectActions = sql.prepare<[string], string>('SELECT action FROM play_table_actions WHERE table_id = ? ORDER BY idx').pluck();
  const selectRevision = sql.prepare<[string], number>('SELECT revision FROM play_tables WHERE id = ?').pluck();
  const selectList = sql.prepare<{ game: GameId | null }, TableRow>(
    `SELECT ${COLUMNS} FROM play_tables t WHERE @game IS NULL OR t.game = @game ORDER BY t.updated_at DESC, t.created_at DESC, t.id`,
  );
  const updateCursor = sql.prepare(
    `UPDATE play_tables SET cursor = @cursor, status = @status, revision = revision + 1, updated_at = @now
     WHERE id = @id AND revision = @revision`,
  );
  const deleteTable = sql.prepare<[string], { game: GameId; cursor: number }>('DELETE FROM play_tables WHERE id = ? RETURNING game, cursor');

  function record(id: string): TableRecord {
    const row = selectRecord.get(id);
    if (!row) throw new Error(`table ${id}: not found after a write`);
    return toRecord(row);
  }

  /** Moves the cursor if the table is still at `write.revision`; inside a transaction, a refusal undoes the rest. */
  function setCursor(id: string, cursor: number, write: TableWrite): void {
    const changed = updateCursor.run({ id, cursor, status: JSON.stringify(write.status), revision: write.revision, now: write.now.toISOString() }).changes;
    if (changed === 0) throw new StaleRevisionError('table', id, write.revision);
  }

  const create = writeTransaction(sql, (table: NewTable): TableRecord => {
    const { id, game, name, layout, seats, start, actions, status, now } = table;
    insertTable.run({
      id,
      game,
      name,
      layout,
      seats: JSON.stringify(seats),
      start: JSON.stringify(start),
      cursor: actions.length,
      status: JSON.stringify(status),
      now: now.toISOString(),
    });
    actions.forEach((action, index) => insertAction.run(id, index, JSON.stringify(action)));
    return record(id);
  });

  const append = writeTransaction(sql, (id: string, index: number, action: Action, write: TableWrite): TableRecord => {
    deleteFrom.run(id, index);
    insertAction.run(id, index, JSON.stringify(action));
    setCursor(id, index + 1, write);
    return record(id);
  });

  function get(id: string): StoredTable | null {
    const row = selectRecord.get(id);
    if (!row) return null;
    const start = readStored(storedSchemas.start, selectStart.get(id)!, 'table', id, 'start');
    // Entries are numbered from 1, as the table's log shows them.
    const actions = selectActions.all(id).map((json, index) => readStored(storedSchemas.action, json, 'table', id, `log entry ${index + 1}`));
    return { ...toRecord(row), start, actions };
  }

  return {
    create,
    get,
    revision: (id) => selectRevision.get(id) ?? null,
    list: (game) => selectList.all({ game: game ?? null }).map(toRecord),
    append,
    // One statement, and the record read in the same transaction: the revision answered is this write's.
    moveCursor: writeTransaction(sql, (id: string, cursor: number, write: TableWrite): TableRecord => {
      setCursor(id, cursor, write);
      return record(id);
    }),
    delete: (id) => deleteTable.get(id) ?? null,
  };
}
