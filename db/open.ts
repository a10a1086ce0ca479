import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database } from 'better-sqlite3';
import type { Localized } from '../engine/localized';
import { bundledMigrations, currentSchemaVersion, isForeignDatabase, migrate, type Migration } from './migrations';
import { describeProblems, schemaProblems } from './schema';
import { ensureSqliteLoads, Sqlite } from './sqlite';
import { isLockedOut, sqliteCode } from './write';

export type DatabaseErrorCode = 'DB_TOO_NEW' | 'DB_NOT_DECK_DOJO' | 'DB_UNREADABLE' | 'DB_DAMAGED' | 'DB_MIGRATION_FAILED' | 'DB_READ_ONLY' | 'DB_PATH' | 'DB_BUSY';

/**
 * A database that cannot be used as it is. The message names the file and says what to do; `reason` says only what
 * is wrong with the file ("is damaged (…)"), for a restore to name the file it was given.
 */
export class DatabaseOpenError extends Error {
  readonly reason: string;
  constructor(
    readonly code: DatabaseErrorCode,
    readonly path: string,
    message: string,
    options?: ErrorOptions & { reason?: string },
  ) {
    super(`${path}: ${message}`, options);
    this.name = 'DatabaseOpenError';
    this.reason = options?.reason ?? message;
  }

  /** The reason in both languages: the Japanese says what is wrong, the English `reason` keeps the details too. */
  get why(): Localized {
    return { en: this.reason, ja: OPEN_REFUSED_JA[this.code] };
  }
}

/** Why a database file is refused, in Japanese, for each kind of refusal. */
export const OPEN_REFUSED_JA: Record<DatabaseErrorCode, string> = {
  DB_TOO_NEW: 'より新しい Deck Dojo で作られたデータベースです。Deck Dojo を新しくすると開けます',
  DB_NOT_DECK_DOJO: 'Deck Dojo のデータベースではありません',
  DB_UNREADABLE: 'SQLite のデータベースとして開けません',
  DB_DAMAGED: '壊れているか、Deck Dojo が作ったとおりのデータベースではありません',
  DB_MIGRATION_FAILED: '今の Deck Dojo に合わせて更新できません',
  DB_READ_ONLY: '読み取り専用で書き込めません',
  DB_PATH: '置き場所に書き込めません',
  DB_BUSY: 'ほかのプログラムが書き込み中です',
};

/**
 * Whether putting a backup in place can mend this: not for a newer Deck Dojo's file (fine as it is: an older copy
 * over it would lose that version's work), nor for a read-only file or a path that cannot hold a database (the
 * player fixes the place, not the data).
 */
export function restoreMends(code: DatabaseErrorCode): boolean {
  return code !== 'DB_TOO_NEW' && code !== 'DB_READ_ONLY' && code !== 'DB_PATH' && code !== 'DB_BUSY';
}

/**
 * Another program held the write lock past the open's wait (it is migrating or loading packs too, or importing): the
 * file is fine, and moving it aside for a backup would take it from under that program.
 */
function busy(path: string, error: unknown): DatabaseOpenError {
  const reason = 'is in use: another program is writing to it';
  return new DatabaseOpenError('DB_BUSY', path, `the database ${reason}. Nothing was changed; wait for it to finish (or close the other Deck Dojo) and start again.`, {
    cause: error,
    reason,
  });
}

/** A file refused for what it holds: "the database file <reason>. <advice>". */
function refuse(code: DatabaseErrorCode, path: string, reason: string, advice: string, cause?: unknown): DatabaseOpenError {
  return new DatabaseOpenError(code, path, `the database file ${reason}. ${advice}`, { cause, reason });
}

const RESTORE = 'It was not changed; restore a backup to go on.';
const ELSEWHERE = 'choose another database path (--db, or the DECKDOJO_DB environment variable for every host)';

/**
 * The database's place, checked before SQLite sees it: a folder that can be made and written in (the WAL, its index
 * and the backups live there), and a regular file that can be written. SQLite itself would open a read-only file
 * read-only and fail later with a misleading error, and a device or a file in the folder's place is no database.
 */
function checkPlace(path: string): void {
  const folder = dirname(path);
  const problem = (code: DatabaseErrorCode, reason: string, cause?: unknown) => new DatabaseOpenError(code, path, reason, { cause, reason });
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'EEXIST' || code === 'ENOTDIR' ? `${folder}, or a folder above it, is a file, not a folder` : `the folder ${folder} cannot be created (${(error as Error).message})`;
    throw problem('DB_PATH', `${why}: ${ELSEWHERE}.`, error);
  }
  const file = statSync(path, { throwIfNoEntry: false });
  if (file && !file.isFile()) throw problem('DB_PATH', `${path} is not a file but ${file.isDirectory() ? 'a folder' : 'a device or another special file'}: ${ELSEWHERE}.`);
  const writable = (each: string) => {
    try {
      accessSync(each, constants.W_OK);
      return true;
    } catch {
      return false;
    }
  };
  const fix = (each: string) => `Make it writable (on Linux and macOS: chmod u+w "${each}"; on Windows: clear Read-only in its Properties), or ${ELSEWHERE}.`;
  if (!writable(folder)) throw problem('DB_READ_ONLY', `the folder ${folder} is read-only, and Deck Dojo writes its journal and backups beside the database. ${fix(folder)}`);
  for (const each of [path, `${path}-wal`, `${path}-shm`]) {
    if (existsSync(each) && !writable(each)) throw problem('DB_READ_ONLY', `${each} is read-only; the database was not changed. ${fix(each)}`);
  }
}

/** An error SQLite raised opening the file, as the open error a host can show. */
function openFailure(path: string, error: unknown): DatabaseOpenError {
  if (error instanceof DatabaseOpenError) return error;
  const { message } = error as { message: string };
  const code = sqliteCode(error);
  if (isLockedOut(error)) return busy(path, error);
  if (code === 'SQLITE_CORRUPT') return refuse('DB_DAMAGED', path, `is damaged (${message})`, RESTORE, error);
  if (code === 'SQLITE_NOTADB') return refuse('DB_UNREADABLE', path, `is not a SQLite database (${message})`, `It was not changed; restore a backup or ${ELSEWHERE}.`, error);
  if (code.startsWith('SQLITE_READONLY')) {
    const reason = `cannot be written (${message}): the file or its folder is read-only`;
    return new DatabaseOpenError('DB_READ_ONLY', path, `the database ${reason}. Make them writable, or ${ELSEWHERE}.`, { cause: error, reason });
  }
  return new DatabaseOpenError('DB_UNREADABLE', path, `cannot open the database: ${message}`, { cause: error, reason: `cannot be opened (${message})` });
}

export interface OpenDatabaseOptions {
  /** File path, or ':memory:' for a throwaway database. */
  path: string;
  /** Migrations to apply; defaults to every file in db/migrations. */
  migrations?: readonly Migration[];
  now?: () => Date;
  /**
   * Runs `PRAGMA quick_check` before anything is written, so a damaged file is refused rather than used (about
   * 0.2 s for a 27 MB database), and after the migrations compares the schema with what they make on an empty
   * database (db/schema.ts). The app's hosts ask for it; a worker opening a file the app has open does not.
   */
  check?: boolean;
  /** How long the open waits for another program's write lock (migrations, packs) before DB_BUSY; 5 s by default. */
  lockWaitMs?: number;
  /** What the host adds once the schema is current (the bundled card packs); its failure is DB_MIGRATION_FAILED. */
  complete?: (sql: Database, now: Date) => void;
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
 * version, a SQLite file that is not ours, a read-only file or a path that cannot hold a database is refused before
 * anything in it is touched. Every failure is a DatabaseOpenError, which the hosts answer with a restore offer.
 */
export function openDatabase(options: OpenDatabaseOptions): AppDatabase {
  const { path } = options;
  const migrations = options.migrations ?? bundledMigrations();
  const latest = migrations.at(-1)?.version ?? 0;
  const now = (options.now ?? (() => new Date()))();
  if (path !== ':memory:') checkPlace(path);

  // A driver that cannot run here is the machine's problem, not the file's: it is not reported as DB_UNREADABLE.
  ensureSqliteLoads();
  let sql: Database;
  try {
    sql = new Sqlite(path);
  } catch (error) {
    throw openFailure(path, error);
  }
  try {
    // Read-only checks first: a refused file must be left byte for byte as it was.
    const found = currentSchemaVersion(sql);
    if (found > latest) {
      throw refuse('DB_TOO_NEW', path, `was made by a newer Deck Dojo (schema ${found}; this version knows up to ${latest})`, 'Update Deck Dojo to open it; the file was not changed.');
    }
    if (options.check && path !== ':memory:') {
      let problems: { quick_check: string }[];
      try {
        problems = sql.pragma('quick_check(5)') as { quick_check: string }[];
      } catch (error) {
        problems = [{ quick_check: (error as Error).message }];
      }
      if (problems[0]?.quick_check !== 'ok') throw refuse('DB_DAMAGED', path, `is damaged (${problems.map((row) => row.quick_check).join('; ')})`, RESTORE);
    }
    if (isForeignDatabase(sql)) {
      throw refuse('DB_NOT_DECK_DOJO', path, 'is not a Deck Dojo database', `It was not changed; ${ELSEWHERE}.`);
    }
    // WAL: readers (the import worker, a second window) never wait for the writer, and a transaction is one append.
    // synchronous=NORMAL: in WAL mode a commit survives the app crashing or being killed (the WAL is written before
    // the call returns); only a power cut or OS crash can lose the last commits, never corrupt the file. FULL would
    // fsync every commit, which costs each deck save and table action a disk flush for that one rare case.
    sql.pragma('journal_mode = WAL');
    sql.pragma('synchronous = NORMAL');
    sql.pragma('foreign_keys = ON');
    sql.pragma(`busy_timeout = ${options.lockWaitMs ?? 5000}`);
    let migrated: { from: number; to: number };
    try {
      migrated = migrate(sql, migrations, now);
    } catch (error) {
      if (isLockedOut(error)) throw busy(path, error);
      throw refuse('DB_MIGRATION_FAILED', path, `cannot be brought up to date (${(error as Error).message})`, `Nothing was applied; restore a backup to go on.`, error);
    }
    if (options.check) {
      const problems = schemaProblems(sql, migrations);
      if (problems.length > 0) throw refuse('DB_DAMAGED', path, `is not as Deck Dojo makes it (${describeProblems(problems)})`, 'Restore a backup to go on.');
    }
    if (options.complete) {
      try {
        options.complete(sql, now);
      } catch (error) {
        if (isLockedOut(error)) throw busy(path, error);
        throw refuse('DB_MIGRATION_FAILED', path, `cannot be brought up to date (${(error as Error).message})`, 'Restore a backup to go on.', error);
      }
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
    throw openFailure(path, error);
  }
}
