/**
 * The import journal (issue 17): an import written in short transactions is still all-or-nothing. A failure after
 * some batches were committed undoes them; an import whose process was killed is undone when the next host starts;
 * one of a live process is left alone. "As it was" is every row of every table, search indexes included.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { runImportJob, type ImportJob } from '../api/import-job';
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
