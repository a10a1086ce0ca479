/**
 * The import journal (issue 17): an import written in short transactions is still all-or-nothing. A failure after
 * some batches were committed undoes them; an import whose process was killed is undone when the next host starts;
 * one of a live process is left alone. "As it was" is every row of every table, search indexes included.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import type { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { runImportJob, type ImportJob } from '../api/services/import-job';
import { runImport } from '../api/services/imports';
import { makeBackend } from '../test/helpers/backend';
import { writeCardCsv } from '../test/helpers/card-csv';
import { useTempDir } from '../test/helpers/temp';
import { openCardWriter } from './cards/write';
import { parseImport } from './importers';
import { findGame } from '../engine/games/registry';
import { startImportJournal, undoAbandonedImports } from './import-journal';
import { openDatabase, type AppDatabase } from './open';
import { writeTransaction } from './write';

const tempDir = useTempDir();
const opened: AppDatabase[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

/** Every row of every table and search index but the journal's own, as sorted JSON per table. */
function contents(sql: Database): Record<string, string[]> {
  const tables = sql
    .prepare<[], { name: string; type: string }>(
      `SELECT name, type FROM pragma_table_list WHERE schema = 'main' AND type IN ('table', 'virtual') AND name NOT LIKE 'sqlite_%'
         AND name NOT LIKE 'card_search_%' AND name NOT LIKE 'card_terms_%' AND name NOT IN ('import_runs', 'import_journal', 'schema_migrations')`,
    )
    .all();
  return Object.fromEntries(
    tables.map(({ name, type }) => [name, sql.prepare(`SELECT ${type === 'virtual' ? 'rowid, ' : ''}* FROM ${name}`).raw().all().map((row) => JSON.stringify(row)).sort()]),
  );
}

const FIRST = '2026-11-22T09:00:00.000Z';
const LATER = '2026-12-01T09:00:00.000Z';

/** A database holding an imported card CSV, and a revision of it: every text changed, and more cards. */
function imported() {
  const dir = tempDir();
  const db = openDatabase({ path: join(dir, 'deck-dojo.db') });
  opened.push(db);
  writeCardCsv(join(dir, 'cards.csv'), 60 * 1024);
  writeCardCsv(join(dir, 'revised.csv'), 90 * 1024, (row) => ({ ...row, テキスト: `${row.テキスト}（改訂）`, 種族: '鳥類|新種' }));
  const first = runImportJob(db.sql, job(join(dir, 'cards.csv'), FIRST), () => {});
  if (!first.ok) throw new Error(first.message);
  return { dir, db, revised: join(dir, 'revised.csv'), before: contents(db.sql) };
}

const job = (path: string, now: string): ImportJob => ({ importId: `import-${now}`, game: 'acg', files: [{ path }], now });

describe('an import written in batches', () => {
  it('undoes the batches it committed when it fails part-way, leaving every table as it was', () => {
    const { db, revised, before } = imported();
    let batches = 0;
    const fail = new Error('the disk went away');
    expect(() =>
      runImportJob(db.sql, job(revised, LATER), () => {}, {
        batchCards: 20,
        between: () => {
          if (++batches === 6) throw fail;
        },
      }),
    ).toThrow(fail);
    expect(batches).toBe(6);
    expect(contents(db.sql)).toEqual(before);
    expect(db.sql.prepare('SELECT count(*) FROM import_journal').pluck().get()).toBe(0);
    expect(db.sql.prepare('SELECT count(*) FROM import_runs').pluck().get()).toBe(0);
  });

  it('is undone when the next host starts after its process was killed, and kept while its process lives', () => {
    const { dir, db, revised, before } = imported();
    const vocabulary = findGame('acg')!;
    const parsed = parseImport({ file: revised, bytes: readFileSync(revised), vocabulary });
    // A process that is gone: its import stopped after two batches, with no chance to undo them.
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    const journal = startImportJournal(db.sql, 'killed', dead, new Date(LATER));
    const writer = writeTransaction(db.sql, () => openCardWriter(db.sql, { game: 'acg', cardLanguage: vocabulary.cardLanguage, now: new Date(LATER), source: parsed.source }))();
    writeTransaction(db.sql, () => writer.write(parsed.cards.slice(0, 40), parsed.cards.length))();
    writeTransaction(db.sql, () => writer.write(parsed.cards.slice(40), parsed.cards.length))();
    journal.stop();
    expect(contents(db.sql)).not.toEqual(before);

    // Another host of a live process (this one) leaves it be.
    expect(undoAbandonedImports(db.sql, () => true)).toEqual([]);
    expect(contents(db.sql)).not.toEqual(before);
    db.close();
    opened.splice(opened.indexOf(db), 1);

    const next = makeBackend(dir);
    opened.push(next.db);
    expect(contents(next.db.sql)).toEqual(before);
    expect(next.notes.map((note) => note.message)).toContain('an import that was stopped half-way (killed) was undone');
    expect(next.db.sql.prepare('SELECT count(*) FROM import_journal').pluck().get()).toBe(0);
  });
});

/** A revision of the first file by another import: every text changed again, the same cards. */
function laterFile(dir: string): string {
  const path = join(dir, 'later.csv');
  writeCardCsv(path, 60 * 1024, (row) => ({ ...row, テキスト: `${row.テキスト}（後）` }));
  return path;
}

const LATEST = '2026-12-10T09:00:00.000Z';

/** What the database holds when the later import alone follows the first one. */
function afterLater(dir: string, later: string) {
  const db = openDatabase({ path: join(tempDir(), 'expected.db') });
  opened.push(db);
  for (const file of [join(dir, 'cards.csv'), later]) {
    const outcome = runImportJob(db.sql, job(file, file === later ? LATEST : FIRST), () => {});
    if (!outcome.ok) throw new Error(outcome.message);
  }
  return contents(db.sql);
}

/** Import A left behind by this process: two batches of `revised` written, then neither finished nor undone. */
function leaveBehind(db: AppDatabase, revised: string): void {
  const vocabulary = findGame('acg')!;
  const parsed = parseImport({ file: revised, bytes: readFileSync(revised), vocabulary });
  const journal = startImportJournal(db.sql, 'A', process.pid, new Date(LATER));
  const writer = writeTransaction(db.sql, () => openCardWriter(db.sql, { game: 'acg', cardLanguage: vocabulary.cardLanguage, now: new Date(LATER), source: parsed.source }))();
  writeTransaction(db.sql, () => writer.write(parsed.cards.slice(0, 40), parsed.cards.length))();
  writeTransaction(db.sql, () => writer.write(parsed.cards.slice(40), parsed.cards.length))();
  journal.stop();
}

const runs = (db: AppDatabase) => db.sql.prepare('SELECT import_id FROM import_runs ORDER BY import_id').pluck().all();

describe('one import at a time', () => {
  it('undoes an import this process left behind before the next one writes, so its undo never sets back the later one', { timeout: 30_000 }, async () => {
    // Before: A's run (this live process's pid) stayed; B updated A's cards; A's undo at the next start then wrote
    // the rows as they were before A over B's.
    const { dir, db, revised } = imported();
    const later = laterFile(dir);
    const expected = afterLater(dir, later);
    leaveBehind(db, revised);
    const outcome = await runImport(db, job(later, LATEST), () => {});
    expect(outcome.ok).toBe(true);
    expect(runs(db)).toEqual([]);
    // The next start, this process gone: nothing is left to undo.
    expect(undoAbandonedImports(db.sql, () => false)).toEqual([]);
    expect(contents(db.sql)).toEqual(expected);
  });

  it('refuses an import, BUSY and nothing written, while another program or this one imports into the database', { timeout: 30_000 }, async () => {
    const { dir, db, before } = imported();
    const later = laterFile(dir);
    // Another program's import under way: a live process of its own.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      db.sql.prepare('INSERT INTO import_runs (import_id, pid, started_at) VALUES (?, ?, ?)').run('other', other.pid!, LATER);
      const refused = await runImport(db, job(later, LATEST), () => {});
      expect(refused).toEqual({
        ok: false,
        code: 'BUSY',
        message: `another import is under way on this database (process ${other.pid}); nothing was imported. Try again when it ends`,
        text: {
          en: `another import is under way on this database (process ${other.pid}); try again when it ends`,
          ja: `このデータベースではほかの取り込みが進んでいます（プロセス ${other.pid}）。終わってからもう一度試してください`,
        },
      });
      expect(contents(db.sql)).toEqual(before);
      expect(runs(db)).toEqual(['other']);
    } finally {
      other.kill();
    }
    db.sql.prepare('DELETE FROM import_runs').run();
    // Two of this process at once (the app's window and its update check): the second is refused, the first stands.
    const [first, second] = await Promise.all([runImport(db, job(later, LATEST), () => {}), runImport(db, { ...job(later, LATEST), importId: 'second' }, () => {})]);
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, code: 'BUSY', text: { ja: 'このデータベースではほかの取り込みが進んでいます（このプログラム）。終わってからもう一度試してください' } });
    expect(runs(db)).toEqual([]);
  });

  it('is undone by the host when its worker stops half-way without an answer', { timeout: 30_000 }, async () => {
    const { dir, db, before } = imported();
    const big = join(dir, 'big.csv');
    writeCardCsv(big, 1024 * 1024, (row) => ({ ...row, テキスト: `${row.テキスト}（大）` }));
    let worker: Worker | undefined;
    let written = 0;
    const stopped = runImport(
      db,
      job(big, LATEST),
      (progress) => {
        if (progress.phase === 'writing' && progress.done > 0 && written++ === 0) void worker!.terminate();
      },
      { started: (started) => (worker = started) },
    );
    await expect(stopped).rejects.toThrow(/^the import stopped unexpectedly/);
    expect(written).toBeGreaterThan(0);
    expect(runs(db)).toEqual([]);
    expect(contents(db.sql)).toEqual(before);
  });
});

