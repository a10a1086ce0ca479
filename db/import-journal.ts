/**
 * The import journal (0006_import_journal.sql): an import writes in short transactions and stays all-or-nothing by
 * recording the rows each one changes, as they were, in the same transaction. Triggers of the importing connection
 * alone (TEMP triggers) do the recording, so no other writer's rows are journaled. Search's own tables (card_tags
 * and the FTS indexes) are not journaled: they are rebuilt from the restored cards.
 */
import type { Database } from 'better-sqlite3';
import type { Localized } from '../engine/localized';
import { refreshCards } from './cards/write';
import { writeTransaction } from './write';

/** The tables an import writes, and the column naming the card whose search rows a change touches. */
const JOURNALED: Record<string, string | null> = {
  data_sources: null,
  cards: 'id',
  card_faces: 'card_id',
  printings: 'card_id',
  regulations: null,
  card_vocabulary: null,
};

/** Journal entries undone per transaction. */
const UNDO_BATCH = 500;

interface Shape {
  columns: string[];
  pk: string[];
}

function shapeOf(sql: Database, table: string): Shape {
  const info = sql.pragma(`table_info(${table})`) as { name: string; pk: number }[];
  return {
    columns: info.map((column) => column.name),
    pk: info.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk).map((column) => column.name),
  };
}

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

export interface ImportJournal {
  /** Ends the recording (the batches are written); the entries stay until `commit` or `undo`. */
  stop(): void;
  /** Inside the import's last transaction: the entries go, and the import stands. */
  commit(): void;
  /** Undoes every committed batch, newest first, in short transactions; the import leaves nothing behind. */
  undo(): void;
}

/** A row of import_runs: an import under way, or one left behind (its process killed, or its undo failed). */
export interface ImportRun {
  importId: string;
  pid: number;
}

const importer = (pid: number): Localized => (pid === process.pid ? { en: 'in this program', ja: 'このプログラム' } : { en: `process ${pid}`, ja: `プロセス ${pid}` });

/** Why an import is refused while another runs (`pid`'s), in both languages: the reason alone, for an interface. */
export function busyReason(pid: number): Localized {
  const { en, ja } = importer(pid);
  return {
    en: `another import is under way on this database (${en}); try again when it ends`,
    ja: `このデータベースではほかの取り込みが進んでいます（${ja}）。終わってからもう一度試してください`,
  };
}

/** Another import is under way on the database (this process's or another's): this one waits for it to end. */
export class ImportBusyError extends Error {
  constructor(readonly run: ImportRun) {
    super(`another import is under way on this database (${importer(run.pid).en}); nothing was imported. Try again when it ends`);
    this.name = 'ImportBusyError';
  }
}

/**
 * Records the import `importId` of process `pid` in import_runs, the database's one import at a time: in the same
 * transaction, so two programs cannot both start one. A run for which `live` says yes (another import under way)
 * refuses it with an ImportBusyError; any other run was left behind, and is undone first, so that its undo can never
 * set back rows a later import wrote (an undo writes the rows as they were before that import).
 */
function claimImport(sql: Database, importId: string, pid: number, now: Date, live: (run: ImportRun) => boolean): void {
  const others = sql.prepare<[string], ImportRun>('SELECT import_id AS importId, pid FROM import_runs WHERE import_id != ?');
  const claim = writeTransaction(sql, (): ImportRun[] => {
    const runs = others.all(importId);
    const busy = runs.find(live);
    if (busy) throw new ImportBusyError(busy);
    if (runs.length === 0) sql.prepare('INSERT INTO import_runs (import_id, pid, started_at) VALUES (?, ?, ?)').run(importId, pid, now.toISOString());
    return runs;
  });
  for (let stale = claim(); stale.length > 0; stale = claim()) for (const run of stale) undoImport(sql, run.importId);
}

/**
 * Starts recording what `sql` writes for the import `importId`, run by process `pid`, once no other import is under
 * way: `live` tells another import under way from one left behind (by default every other run is under way).
 */
export function startImportJournal(sql: Database, importId: string, pid: number, now: Date, live: (run: ImportRun) => boolean = () => true): ImportJournal {
  claimImport(sql, importId, pid, now, live);
  const triggers: string[] = [];
  for (const table of Object.keys(JOURNALED)) {
    const { columns, pk } = shapeOf(sql, table);
    const row = (side: 'NEW' | 'OLD', names: string[]) => `json_array(${names.map((name) => `${side}.${name}`).join(', ')})`;
    const entry = (op: string, key: string, old: string) =>
      `INSERT INTO main.import_journal (import_id, tbl, op, pk, old) VALUES (${quoted(importId)}, '${table}', '${op}', ${key}, ${old});`;
    const body = {
      insert: entry('insert', row('NEW', pk), 'NULL'),
      update: entry('update', row('NEW', pk), row('OLD', columns)),
      delete: entry('delete', row('OLD', pk), row('OLD', columns)),
    };
    for (const [op, statement] of Object.entries(body)) {
      const name = `import_journal_${table}_${op}`;
      sql.exec(`CREATE TEMP TRIGGER ${name} AFTER ${op.toUpperCase()} ON main.${table} BEGIN ${statement} END`);
      triggers.push(name);
    }
  }
  const stop = () => {
    for (const name of triggers.splice(0)) sql.exec(`DROP TRIGGER IF EXISTS temp.${name}`);
  };
  return {
    stop,
    commit: () => {
      sql.prepare('DELETE FROM import_journal WHERE import_id = ?').run(importId);
      sql.prepare('DELETE FROM import_runs WHERE import_id = ?').run(importId);
    },
    undo: () => {
      stop();
      undoImport(sql, importId);
    },
  };
}

/** Sets back every row the import's journal names, newest change first, and forgets the import. */
export function undoImport(sql: Database, importId: string): void {
  const shapes = new Map(Object.keys(JOURNALED).map((table) => [table, shapeOf(sql, table)]));
  const where = (shape: Shape) => shape.pk.map((name) => `${name} = ?`).join(' AND ');
  const statements = new Map(
    [...shapes].map(([table, shape]) => [
      table,
      {
        insert: sql.prepare(`DELETE FROM ${table} WHERE ${where(shape)}`),
        update: sql.prepare(`UPDATE ${table} SET ${shape.columns.map((name) => `${name} = ?`).join(', ')} WHERE ${where(shape)}`),
        delete: sql.prepare(`INSERT INTO ${table} (${shape.columns.join(', ')}) VALUES (${shape.columns.map(() => '?').join(', ')})`),
        card: JOURNALED[table] ? sql.prepare(`SELECT ${JOURNALED[table]} FROM ${table} WHERE ${where(shape)}`).pluck() : null,
      },
    ]),
  );
  const newest = sql.prepare<[string, number], { seq: number; tbl: string; op: 'insert' | 'update' | 'delete'; pk: string; old: string | null }>(
    'SELECT seq, tbl, op, pk, old FROM import_journal WHERE import_id = ? ORDER BY seq DESC LIMIT ?',
  );
  const forget = sql.prepare<[string, number]>('DELETE FROM import_journal WHERE import_id = ? AND seq >= ?');
  // Each batch undoes the newest entries and deletes them in one transaction: a kill in between leaves a journal
  // that still describes exactly what is left to undo.
  const undoBatch = writeTransaction(sql, (): boolean => {
    const entries = newest.all(importId, UNDO_BATCH);
    const cards = new Set<number>();
    for (const entry of entries) {
      const statement = statements.get(entry.tbl)!;
      const shape = shapes.get(entry.tbl)!;
      const pk = JSON.parse(entry.pk) as unknown[];
      const old = entry.old === null ? null : (JSON.parse(entry.old) as unknown[]);
      const now = statement.card?.get(...pk);
      if (typeof now === 'number') cards.add(now);
      if (old && statement.card) cards.add(old[shape.columns.indexOf(JOURNALED[entry.tbl]!)] as number);
      if (entry.op === 'insert') statement.insert.run(...pk);
      else if (entry.op === 'update') statement.update.run(...old!, ...pk);
      else statement.delete.run(...old!);
    }
    refreshCards(sql, cards);
    if (entries.length > 0) forget.run(importId, entries.at(-1)!.seq);
    else sql.prepare('DELETE FROM import_runs WHERE import_id = ?').run(importId);
    return entries.length > 0;
  });
  while (undoBatch());
}

/**
 * Undoes the imports left behind (their process killed, the machine stopped, or their undo failed) and returns their
 * ids. The hosts call it at start (createBackend); an import under way (`live`), another window's or a command
 * line's, is left alone.
 */
export function undoAbandonedImports(sql: Database, live: (run: ImportRun) => boolean): string[] {
  const runs = sql.prepare<[], ImportRun>('SELECT import_id AS importId, pid FROM import_runs').all();
  const abandoned = runs.filter((run) => !live(run)).map((run) => run.importId);
  for (const importId of abandoned) undoImport(sql, importId);
  return abandoned;
}
