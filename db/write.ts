import type { Database } from 'better-sqlite3';

/**
 * `fn` as one write transaction that takes the write lock at its start (BEGIN IMMEDIATE). A deferred transaction
 * that reads and then writes cannot wait for another writer (its read snapshot would be stale): SQLite answers
 * SQLITE_BUSY at once. Taken up front, a busy lock is met before anything is written, so the whole call can be
 * tried again (the backend does, docs/architecture.md §4). Nested in another transaction it is a savepoint.
 */
export function writeTransaction<A extends unknown[], R>(sql: Database, fn: (...args: A) => R): (...args: A) => R {
  // eslint-disable-next-line no-restricted-syntax -- the one place a transaction is made
  return sql.transaction(fn).immediate;
}

/** SQLite's code for this error or one it wraps (a failed migration, a backup, name the statement's error as cause). */
export function sqliteCode(error: unknown): string {
  for (let each = error; each instanceof Error; each = each.cause) {
    const { code } = each as { code?: unknown };
    if (typeof code === 'string' && code.startsWith('SQLITE_')) return code;
  }
  return '';
}

/** Another connection's lock kept this one out: nothing of the write was done, and it may be tried again. */
export const isLockedOut = (error: unknown): boolean => /^SQLITE_(BUSY|LOCKED)/.test(sqliteCode(error));
