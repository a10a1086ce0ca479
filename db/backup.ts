import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { currentSchemaVersion, isForeignDatabase } from './migrations';
import { Sqlite } from './sqlite';

/** Why a backup was made: at start or once a day (kept to the newest N), on request, or just before a restore. */
export type BackupReason = 'auto' | 'manual' | 'before-restore';
const REASONS: readonly BackupReason[] = ['auto', 'manual', 'before-restore'];

export interface BackupFile {
  /** The file name, which is also how the API names a backup. */
  name: string;
  path: string;
  createdAt: string;
  bytes: number;
  reason: BackupReason;
}

/** A backup or a chosen file that cannot be restored; the message names the file and says why. */
export class BackupError extends Error {
  constructor(
    readonly path: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(`${path}: ${message}`, options);
    this.name = 'BackupError';
  }
}

const NAME_PATTERN = new RegExp(`^deck-dojo-(\\d{4})(\\d{2})(\\d{2})-(\\d{2})(\\d{2})(\\d{2})-(\\d{3})-(${REASONS.join('|')})\\.db$`);
// A copy being written carries this suffix until it is complete and checked, so a crash never leaves a
// half-written file that looks like a backup.
const PARTIAL = '.partial';
const STALE_PARTIAL_MS = 60 * 60 * 1000;
/** A restore copies all pages in one step: one write transaction, so no connection sees half of it. */
const ALL_PAGES = 0x7fffffff;
/**
 * A backup copies 4 MB a step, the app answering calls in between (the one at start runs while the window opens);
 * SQLite keeps the copy consistent, taking in this connection's writes and starting over after another's.
 */
const BACKUP_STEP_PAGES = 1024;

/** Backups live beside the database, in a folder of their own. */
export function backupFolder(databasePath: string): string {
  return join(dirname(databasePath), 'backups');
}

export function backupName(at: Date, reason: BackupReason): string {
  const iso = at.toISOString(); // 2026-11-23T01:37:05.123Z
  const stamp = `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}-${iso.slice(20, 23)}`;
  return `deck-dojo-${stamp}-${reason}.db`;
}

function describeBackup(folder: string, name: string): BackupFile | null {
  const match = NAME_PATTERN.exec(name);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, millis, reason] = match;
  const path = join(folder, name);
  return {
    name,
    path,
    createdAt: `${year}-${month}-${day}T${hour}:${minute}:${second}.${millis}Z`,
    bytes: statSync(path).size,
    reason: reason as BackupReason,
  };
}

/** The backups in `folder`, newest first. Files that are not backups (or are still being written) are ignored. */
export function listBackups(folder: string): BackupFile[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((name) => describeBackup(folder, name))
    .filter((file): file is BackupFile => file !== null)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.name < b.name ? 1 : -1));
}

/** The backup of that name in `folder`; a name that is not one (a path, say) is refused. */
export function findBackup(folder: string, name: string): BackupFile {
  const file = NAME_PATTERN.test(name) && basename(name) === name && existsSync(join(folder, name)) ? describeBackup(folder, name) : null;
  if (!file) throw new BackupError(join(folder, name), 'there is no such backup');
  return file;
}

function connect(path: string, { readonly = false }: { readonly?: boolean } = {}): Database {
  return new Sqlite(path, { readonly, fileMustExist: true });
}

/**
 * Copies the open database into a new backup through SQLite's online backup API (the app keeps working while it
 * runs), then turns the copy into a single self-contained file and checks it before it gets its final name.
 */
export async function createBackup(sql: Database, folder: string, reason: BackupReason, at: Date): Promise<BackupFile> {
  mkdirSync(folder, { recursive: true });
  // Two copies in the same millisecond (a restore's own, say) still get times of their own, in the order made.
  let stamp = at.getTime();
  while (REASONS.some((each) => existsSync(join(folder, backupName(new Date(stamp), each))))) stamp += 1;
  const name = backupName(new Date(stamp), reason);
  const partial = join(folder, name + PARTIAL);
  try {
    await sql.backup(partial, { progress: () => BACKUP_STEP_PAGES });
    const copy = connect(partial);
    try {
      // The copy keeps the source's WAL mode; a backup must be one file that can be moved or mailed alone.
      copy.pragma('journal_mode = DELETE');
      const check = copy.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(`the copy failed its check: ${String(check)}`);
    } finally {
      copy.close();
    }
    renameSync(partial, join(folder, name));
  } catch (error) {
    for (const leftover of [partial, `${partial}-wal`, `${partial}-shm`, `${partial}-journal`]) rmSync(leftover, { force: true });
    throw new BackupError(join(folder, name), `the backup failed: ${(error as Error).message}`, { cause: error });
  }
  return describeBackup(folder, name)!;
}

/**
 * Deletes the oldest automatic backups beyond `keep`; the player's own and pre-restore copies stay. Copies a killed
 * app left half-written (an hour old or more: none is still being written) go too. Returns the backups that went.
 */
export function pruneBackups(folder: string, keep: number, now: Date): BackupFile[] {
  const removed = listBackups(folder)
    .filter((file) => file.reason === 'auto')
    .slice(keep);
  for (const file of removed) rmSync(file.path, { force: true });
  for (const name of existsSync(folder) ? readdirSync(folder) : []) {
    const path = join(folder, name);
    if (name.includes(PARTIAL) && statSync(path).mtimeMs < now.getTime() - STALE_PARTIAL_MS) rmSync(path, { force: true });
  }
  return removed;
}

/**
 * Checks that `path` is a Deck Dojo database this version can open, whole and undamaged: a SQLite file, ours,
 * not from a newer version, passing `PRAGMA integrity_check`. Returns its schema version.
 */
export function checkDatabaseFile(path: string, latestSchema: number): number {
  if (!existsSync(path)) throw new BackupError(path, 'there is no such file');
  let sql: Database;
  try {
    sql = connect(path, { readonly: true });
  } catch (error) {
    throw new BackupError(path, `cannot be opened: ${(error as Error).message}`, { cause: error });
  }
  try {
    let version: number;
    try {
      version = currentSchemaVersion(sql);
      const problems = sql.pragma('integrity_check(5)', { simple: false }) as { integrity_check: string }[];
      if (problems[0]?.integrity_check !== 'ok') {
        throw new Error(`it is damaged (${problems.map((row) => row.integrity_check).join('; ')})`);
      }
    } catch (error) {
      const message = (error as Error).message;
      throw new BackupError(path, /damaged/.test(message) ? message : `is not a SQLite database (${message})`, { cause: error });
    }
    if (isForeignDatabase(sql) || version === 0) throw new BackupError(path, 'is not a Deck Dojo database');
    if (version > latestSchema) {
      throw new BackupError(path, `was made by a newer Deck Dojo (schema ${version}; this version knows up to ${latestSchema})`);
    }
    return version;
  } finally {
    sql.close();
  }
}

/**
 * Replaces the contents of the open database with those of `source`, in one write transaction through the online
 * backup API: every connection sees either all of the old data or all of the restored data. The caller checks the
 * source first (checkDatabaseFile) and keeps a copy of what is replaced.
 */
export async function copyInto(source: string, sql: Database, databasePath: string): Promise<void> {
  const from = connect(source, { readonly: true });
  try {
    await from.backup(databasePath, { progress: () => ALL_PAGES });
  } finally {
    from.close();
  }
  // The open connection re-reads the schema on its next statement; make sure the file keeps the app's journal mode.
  sql.pragma('journal_mode = WAL');
}

/**
 * Puts a backup in place of a database file that cannot be opened: the file there is moved aside (never deleted
 * or overwritten), then the backup is copied in. Returns where the old file went, if there was one.
 */
export async function replaceDatabaseFile(databasePath: string, backup: string, at: Date): Promise<string | null> {
  let setAside: string | null = null;
  if (existsSync(databasePath)) {
    setAside = `${databasePath}.damaged-${at.toISOString().replace(/[-:.]/g, '')}`;
    for (const suffix of ['', '-wal', '-shm', '-journal']) {
      if (existsSync(databasePath + suffix)) renameSync(databasePath + suffix, setAside + suffix);
    }
  }
  const from = connect(backup, { readonly: true });
  try {
    await from.backup(databasePath, { progress: () => ALL_PAGES });
  } finally {
    from.close();
  }
  return setAside;
}
