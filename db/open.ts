import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database } from 'better-sqlite3';
import { currentSchemaVersion, isForeignDatabase, loadMigrations, migrate, type Migration } from './migrations';
import { ensureSqliteLoads, Sqlite } from './sqlite';

export type DatabaseErrorCode = 'DB_TOO_NEW' | 'DB_NOT_DECK_DOJO' | 'DB_UNREADABLE' | 'DB_DAMAGED' | 'DB_MIGRATION_FAILED';

/** A database that cannot be used as it is. The message names the file and says what to do. */
export class DatabaseOpenError extends Error {
  constructor(
    readonly code: DatabaseErrorCode,
    readonly path: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(`${path}: ${message}`, options);
    this.name = 'DatabaseOpenError';
  }
}

function damaged(path: string, detail: string, cause?: unknown): DatabaseOpenError {
  return new DatabaseOpenError('DB_DAMAGED', path, `the database file is damaged (${detail}). It was not changed; restore a backup to go on.`, {
    cause,
  });
}

export interface OpenDatabaseOptions {
  /** File path, or ':memory:' for a throwaway database. */
  path: string;
  /** Migrations to apply; defaults to every file in db/migrations. */
  migrations?: readonly Migration[];
  now?: () => Date;
  /**
   * Runs `PRAGMA quick_check` before anything is written, so a damaged file is refused rather than used (about
   * 0.2 s for a 27 MB database). The app's hosts ask for it; a worker opening a file the app has open does not.
   */
  check?: boolean;
}

export interface AppDatabase {
  readonly sql: Database;
  readonly path: string;
  readonly schemaVersion: number;
  /** The schema the file had before this open migrated it (0 for a new file). */
  readonly previousSchemaVersion: number;
  close(): void;
}

/**
 * Opens (creating if needed) a Deck Dojo database and brings it to the latest schema. A file made by a newer
 * version, or a SQLite file that is not ours, is refused before anything in it is touched.
 */
export function openDatabase(options: OpenDatabaseOptions): AppDatabase {
  const { path } = options;
  const migrations = options.migrations ?? loadMigrations();
  const latest = migrations.at(-1)?.version ?? 0;
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });

  // A driver that cannot run here is the machine's problem, not the file's: it is not reported as DB_UNREADABLE.
  ensureSqliteLoads();
  let sql: Database;
  try {
    sql = new Sqlite(path);
  } catch (error) {
    throw new DatabaseOpenError('DB_UNREADABLE', path, `cannot open the database: ${(error as Error).message}`, {
      cause: error,
    });
  }
  try {
    // Read-only checks first: a refused file must be left byte for byte as it was.
    let found: number;
    try {
      found = currentSchemaVersion(sql);
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CORRUPT') throw damaged(path, (error as Error).message, error);
      throw new DatabaseOpenError('DB_UNREADABLE', path, `not a SQLite database (${(error as Error).message})`, {
        cause: error,
      });
    }
    if (found > latest) {
      throw new DatabaseOpenError(
        'DB_TOO_NEW',
        path,
        `this database was made by a newer Deck Dojo (schema ${found}; this version knows up to ${latest}). ` +
          'Update Deck Dojo to open it; the file was not changed.',
      );
    }
    if (options.check && path !== ':memory:') {
      let problems: { quick_check: string }[];
      try {
        problems = sql.pragma('quick_check(5)') as { quick_check: string }[];
      } catch (error) {
        problems = [{ quick_check: (error as Error).message }];
      }
      if (problems[0]?.quick_check !== 'ok') throw damaged(path, problems.map((row) => row.quick_check).join('; '));
    }
    if (isForeignDatabase(sql)) {
      throw new DatabaseOpenError(
        'DB_NOT_DECK_DOJO',
        path,
        'this SQLite file is not a Deck Dojo database; it was not changed. Choose another path.',
      );
    }
    // WAL: readers (the import worker, a second window) never wait for the writer, and a transaction is one append.
    // synchronous=NORMAL: in WAL mode a commit survives the app crashing or being killed (the WAL is written before
    // the call returns); only a power cut or OS crash can lose the last commits, never corrupt the file. FULL would
    // fsync every commit, which costs each deck save and table action a disk flush for that one rare case.
    sql.pragma('journal_mode = WAL');
    sql.pragma('synchronous = NORMAL');
    sql.pragma('foreign_keys = ON');
    sql.pragma('busy_timeout = 5000');
    let migrated: { from: number; to: number };
    try {
      migrated = migrate(sql, migrations, (options.now ?? (() => new Date()))());
    } catch (error) {
      throw new DatabaseOpenError('DB_MIGRATION_FAILED', path, `${(error as Error).message}; nothing was applied`, {
        cause: error,
      });
    }
    return {
      sql,
      path,
      schemaVersion: migrated.to,
      previousSchemaVersion: migrated.from,
      close: () => sql.close(),
    };
  } catch (error) {
    sql.close();
    throw error;
  }
}
