import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockMidway } from '../test/helpers/locked';
import { useTempDir } from '../test/helpers/temp';
import { createBackup } from './backup';
import { Sqlite } from './sqlite';

const tempDir = useTempDir();

function locked() {
  const dir = tempDir();
  const path = join(dir, 'locked.db');
  const sql = new Sqlite(path);
  const other = lockMidway(sql, path);
  const close = () => {
    other.exec('ROLLBACK');
    other.close();
    sql.close();
  };
  return { sql, other, folder: join(dir, 'backups'), close };
}

describe('createBackup', () => {
  it('stops a backup that cannot progress with an error, leaving no file', async () => {
    const { sql, other, folder, close } = locked();
    await expect(createBackup(sql, folder, 'manual', new Date('2026-11-22T09:00:00Z'), { stallMs: 200 })).rejects.toThrow(
      /deck-dojo-20261122-090000-000-manual\.db: the backup failed: it made no progress for 0\.2 s: another program holds a lock on the database/,
    );
    expect(other.inTransaction).toBe(true);
    expect(readdirSync(folder)).toEqual([]);
    close();
  });

  it('stops a backup another program keeps starting over, leaving no file', async () => {
    const dir = tempDir();
    const path = join(dir, 'busy.db');
    const sql = new Sqlite(path);
    sql.pragma('journal_mode = WAL');
    sql.exec(`CREATE TABLE filler (body BLOB); INSERT INTO filler SELECT randomblob(1000) FROM (WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000) SELECT i FROM n)`);
    // Another program writes after every third step of this 5-step copy: SQLite starts it over, so the pages left
    // go down, then back up, and never reach a new low.
    const other = new Sqlite(path);
    const backup = sql.backup.bind(sql);
    let steps = 0;
    sql.backup = (destination, options) =>
      backup(destination, {
        progress: (progress) => {
          if (++steps % 3 === 0) other.prepare('INSERT INTO filler VALUES (NULL)').run();
          return options!.progress!(progress);
        },
      });
    const folder = join(dir, 'backups');
    await expect(createBackup(sql, folder, 'manual', new Date('2026-11-22T09:00:00Z'), { stallMs: 200 })).rejects.toThrow(/the backup failed: it made no progress for 0\.2 s/);
    expect(readdirSync(folder)).toEqual([]);
    other.close();
    sql.close();
  });

  it('stops when asked (the app closing), leaving no file', async () => {
    const { sql, folder, close } = locked();
    const stop = new AbortController();
    const made = createBackup(sql, folder, 'auto', new Date('2026-11-22T09:00:00Z'), { signal: stop.signal });
    stop.abort();
    await expect(made).rejects.toThrow(/the backup failed: it was stopped: the app is closing/);
    expect(readdirSync(folder)).toEqual([]);
    close();
  });
});
