/**
 * The backend under another writer (issue 17): a write waits for the lock on timers, not in SQLite's busy handler on
 * this thread; past its bound it answers BUSY having written nothing; a full disk answers DISK_FULL and a read-only
 * file READ_ONLY, never INTERNAL, and what was saved before is intact.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Sqlite } from '../db/sqlite';
import { apiOf, makeBackend, type TestBackend } from '../test/helpers/backend';
import { useTempDir } from '../test/helpers/temp';
import { createBackend } from './backend';
import { loadMigrations } from '../db/migrations';
import { openDatabase } from '../db/open';
import { join } from 'node:path';

const tempDir = useTempDir();
const opened: { close(): void }[] = [];
afterEach(() => {
  for (const each of opened.splice(0)) each.close();
});

function setup(options: { busyWaitMs?: number } = {}) {
  const test = makeBackend(tempDir(), options);
  opened.push(test.db);
  return apiOf(test);
}

/** Another program's connection to the same file, holding the write lock. */
function otherWriter(test: TestBackend) {
  const other = new Sqlite(test.db.path);
  opened.push(other);
  other.exec('BEGIN IMMEDIATE');
  return other;
}

const versions = (test: TestBackend, id: string) => test.db.sql.prepare('SELECT version FROM deck_versions WHERE deck_id = ? ORDER BY version').pluck().all(id);

describe('a write while another program holds the lock', () => {
  it('waits its turn on timers: the other calls are answered meanwhile, and the write lands once the lock is free', async () => {
    const api = setup();
    const deck = await api.ok('library.create', { game: 'acg', name: 'アリ軍団' });
    const other = otherWriter(api);
    const order: string[] = [];
    const save = api.ok('library.update', { id: deck.id, baseRevision: 1, notes: 'waited' }).then((saved) => {
      order.push('update');
      return saved;
    });
    // Reads go on while the update waits: the process is not frozen in a busy wait.
    await api.ok('library.list', {});
    await api.ok('library.get', { id: deck.id });
    order.push('reads');
    other.exec('COMMIT');
    expect(await save).toMatchObject({ notes: 'waited', version: 1 });
    expect(order).toEqual(['reads', 'update']);
    expect(api.logged).toEqual([]);
  });

  it('answers a retryable BUSY past its bound, having written nothing', async () => {
    const api = setup({ busyWaitMs: 50 });
    const deck = await api.ok('library.create', { game: 'acg', name: 'アリ軍団' });
    const other = otherWriter(api);
    for (const response of [
      await api.call('library.update', { id: deck.id, baseRevision: 1, notes: 'lost?' }),
      await api.call('library.create', { game: 'acg', name: '二つ目' }),
      await api.call('settings.update', { locale: 'ja' }),
    ]) {
      expect(response).toEqual({ ok: false, error: { code: 'BUSY', message: expect.stringMatching(/another program is writing to the same database; nothing was saved\. Try again\.$/) } });
    }
    other.exec('ROLLBACK');
    expect(await api.ok('library.list', {})).toMatchObject([{ id: deck.id, notes: '' }]);
    expect(versions(api, deck.id)).toEqual([1]);
    // Sent again, the same call succeeds.
    expect(await api.ok('library.update', { id: deck.id, baseRevision: 1, notes: 'saved' })).toMatchObject({ notes: 'saved' });
    expect(api.logged).toEqual([]);
  });
});

describe('a write the disk cannot take', () => {
  it('answers DISK_FULL, and what was saved before is intact', async () => {
    const api = setup();
    const deck = await api.ok('library.create', { game: 'acg', name: 'アリ軍団', notes: 'before' });
    // SQLite's own limit on the file's size stands in for a full disk: it answers SQLITE_FULL as a full disk does.
    const pages = api.db.sql.pragma('page_count', { simple: true }) as number;
    api.db.sql.pragma(`max_page_count = ${pages}`);
    const response = await api.call('library.update', { id: deck.id, baseRevision: 1, notes: 'x'.repeat(19_000) });
    expect(response).toEqual({ ok: false, error: { code: 'DISK_FULL', message: expect.stringMatching(/^library\.update: the disk is full; nothing was saved/) } });
    expect(await api.ok('library.get', { id: deck.id })).toMatchObject({ notes: 'before', version: 1 });
    expect(api.db.sql.pragma('integrity_check', { simple: true })).toBe('ok');
  });
});

describe('a database that cannot be written', () => {
  it('answers READ_ONLY to a write and still answers reads', async () => {
    const dir = tempDir();
    const made = makeBackend(dir);
    await made.backend.invoke('library.create', { game: 'acg', name: 'アリ軍団' });
    made.db.close();
    const sql = new Sqlite(made.db.path, { readonly: true });
    opened.push(sql);
    const backend = createBackend({ db: { sql, path: made.db.path, schemaVersion: loadMigrations().length, previousSchemaVersion: loadMigrations().length, close: () => sql.close() }, host: 'cli', log: { ...console, path: null, problems: () => [] } as never });
    expect(await backend.invoke('library.create', { game: 'acg', name: '二つ目' })).toEqual({
      ok: false,
      error: { code: 'READ_ONLY', message: expect.stringMatching(/^library\.create: the database cannot be written/) },
    });
    expect(await backend.invoke('library.list', {})).toMatchObject({ ok: true, result: [{ name: 'アリ軍団' }] });
  });
});

describe('a change merged with what is stored, while another program writes', () => {
  it('keeps the other program\'s image folder and format of another game (settings.update reads and writes in one transaction)', async () => {
    const dir = tempDir();
    const db = openDatabase({ path: join(dir, 'deck-dojo.db') });
    opened.push(db);
    const other = new Sqlite(db.path);
    opened.push(other);
    // Another window or program sets DM's image folder and format: a read-merge-write of its own.
    const writeOther = () => {
      const run = other.prepare(
        `INSERT INTO settings (key, value, updated_at)
           VALUES (?, json_set(coalesce((SELECT value FROM settings WHERE key = ?), '{}'), '$.dm', ?), 'then')
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
      );
      run.run('imageFolders', 'imageFolders', '/folders/dm');
      run.run('defaultFormats', 'defaultFormats', 'dm-by-the-other');
    };
    // The other program writes right after this backend first reads the settings: at once when that read holds no
    // lock, else (the read is in a write transaction) as soon as the lock is free, after the call.
    let pending = 'armed' as 'armed' | 'waiting' | 'done';
    const prepare = db.sql.prepare.bind(db.sql);
    db.sql.prepare = ((source: string) => {
      const statement = prepare(source);
      if (source !== 'SELECT key, value FROM settings') return statement;
      const all = statement.all.bind(statement);
      return Object.assign(statement, {
        all: (...args: []) => {
          const rows = all(...args);
          if (pending === 'armed') {
            if (db.sql.inTransaction) pending = 'waiting';
            else {
              writeOther();
              pending = 'done';
            }
          }
          return rows;
        },
      });
    }) as typeof db.sql.prepare;
    const backend = createBackend({ db, host: 'cli', log: { ...console, path: null, problems: () => [] } as never });

    const answer = await backend.invoke('settings.update', { imageFolders: { acg: '/folders/acg' }, defaultFormats: { acg: 'competitive' } });
    expect(answer).toMatchObject({ ok: true });
    if (pending === 'waiting') writeOther();
    expect(pending).not.toBe('armed');
    const stored = (key: string) => JSON.parse(db.sql.prepare<[string], string>('SELECT value FROM settings WHERE key = ?').pluck().get(key)!) as Record<string, unknown>;
    expect(stored('imageFolders')).toMatchObject({ acg: '/folders/acg', dm: '/folders/dm' });
    expect(stored('defaultFormats')).toEqual({ acg: 'competitive', dm: 'dm-by-the-other' });
  });
});
