import type { Database } from 'better-sqlite3';
import { Sqlite } from '../../db/sqlite';

/**
 * Makes `sql`'s next backups find the database locked from their second step on: another connection takes the write
 * lock of the rollback-journal database at `path` once the first step is done, so every later step answers
 * SQLITE_BUSY (`sql` must have no busy timeout, as the app's WAL readers never wait). Returns that connection.
 */
export function lockMidway(sql: Database, path: string): Database {
  sql.pragma('journal_mode = DELETE');
  sql.pragma('busy_timeout = 0');
  sql.exec(`CREATE TABLE IF NOT EXISTS filler (body BLOB); INSERT INTO filler SELECT randomblob(1000) FROM (WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 6000) SELECT i FROM n)`);
  const other = new Sqlite(path);
  const backup = sql.backup.bind(sql);
  sql.backup = (destination, options) =>
    backup(destination, {
      progress: (progress) => {
        if (!other.inTransaction) other.exec('BEGIN EXCLUSIVE; INSERT INTO filler VALUES (NULL)');
        return options!.progress!(progress);
      },
    });
  return other;
}
