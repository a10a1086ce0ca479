import { createHash, randomUUID } from 'node:crypto';
import { accessSync, constants, copyFileSync, createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Database } from 'better-sqlite3';
import type { Localized } from '../engine/localized';
import { DatabaseOpenError, OPEN_REFUSED_JA, openDatabase } from './open';
import { failedBecause, systemReason } from './system-errors';
import { dropStatistics } from './schema';
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

/** A backup or a chosen file that cannot be restored; the message names the file and says why (`why`, in both languages). */
export class BackupError extends Error {
  constructor(
    readonly path: string,
    readonly why: Localized,
    options?: ErrorOptions,
  ) {
    super(`${path}: ${why.en}`, options);
    this.name = 'BackupError';
  }
}

const NAME_PATTERN = new RegExp(`^deck-dojo-(\\d{4})(\\d{2})(\\d{2})-(\\d{2})(\\d{2})(\\d{2})-(\\d{3})-(${REASONS.join('|')})\\.db$`);
// A copy being written carries this suffix until it is complete and checked, so a crash never leaves a
// half-written file that looks like a backup.
const PARTIAL = '.partial';
// A copy being written is touched every few milliseconds; one untouched this long was left by a killed process.
const STALE_PARTIAL_MS = 5 * 60 * 1000;
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
  if (!file) throw new BackupError(join(folder, name), { en: 'there is no such backup', ja: 'そのバックアップはありません' });
  return file;
}

function connect(path: string, { readonly = false }: { readonly?: boolean } = {}): Database {
  return new Sqlite(path, { readonly, fileMustExist: true });
}

/** How a backup is bounded: stopped on request (the app closing), and when it cannot progress. */
export interface BackupLimits {
  signal?: AbortSignal;
  /** How long a backup may make no progress (the database locked, say) before it stops with an error. */
  stallMs?: number;
}

/** A backup waits this long for a lock another program holds on the database, then gives up. */
const STALL_MS = 10_000;

/**
 * better-sqlite3 takes a first step that met another program's lock for a finished copy of nothing (SQLite counts
 * the pages only once a step got its locks): such a copy is refused as the lock it met.
 */
function copiedNothing({ totalPages }: { totalPages: number }, what: string): void {
  if (totalPages === 0) throw new Sqlite.SqliteError(`${what}: another program is writing to the database; nothing was copied`, 'SQLITE_BUSY');
}


/** A database copy and SQLite's files beside it. */
export function removeCopy(path: string): void {
  for (const each of [path, `${path}-wal`, `${path}-shm`, `${path}-journal`]) rmSync(each, { force: true });
}

/**
 * Copies the open database into a new backup through SQLite's online backup API (the app keeps working while it
 * runs), then turns the copy into a single self-contained file and checks it before it gets its final name. A
 * backup that fails (disk full, stopped, locked out) leaves no file behind.
 */
export async function createBackup(sql: Database, folder: string, reason: BackupReason, at: Date, limits: BackupLimits = {}): Promise<BackupFile> {
  const { signal, stallMs = STALL_MS } = limits;
  // Two copies in the same millisecond (a restore's own, say) still get times of their own, in the order made.
  let stamp = at.getTime();
  while (REASONS.some((each) => existsSync(join(folder, backupName(new Date(stamp), each))))) stamp += 1;
  const name = backupName(new Date(stamp), reason);
  const partial = join(folder, name + PARTIAL);
  try {
    mkdirSync(folder, { recursive: true });
    // Said plainly, rather than SQLite's "unable to open database file".
    accessSync(folder, constants.W_OK);
    // better-sqlite3 retries a step that finds the database locked at once and forever, and SQLite starts the copy
    // over when another program writes (the pages left jump back up): only a new low counts as progress.
    let fewest = Infinity;
    let progressed = Date.now();
    const copied = await sql.backup(partial, {
      progress: ({ remainingPages }) => {
        if (signal?.aborted) throw new Error('it was stopped: the app is closing');
        if (remainingPages < fewest) {
          fewest = remainingPages;
          progressed = Date.now();
        } else if (Date.now() - progressed > stallMs) {
          throw Object.assign(new Error(`it made no progress for ${stallMs / 1000} s: another program holds a lock on the database`), { code: 'SQLITE_BUSY' });
        }
        return BACKUP_STEP_PAGES;
      },
    });
    copiedNothing(copied, 'the backup');
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
    removeCopy(partial);
    throw new BackupError(join(folder, name), failedBecause(error, 'the backup failed', 'バックアップできませんでした'), { cause: error });
  }
  return describeBackup(folder, name)!;
}

/** Deletes the oldest automatic backups beyond `keep`; the player's own and pre-restore copies stay. Returns those that went. */
export function pruneBackups(folder: string, keep: number): BackupFile[] {
  const removed = listBackups(folder)
    .filter((file) => file.reason === 'auto')
    .slice(keep);
  for (const file of removed) rmSync(file.path, { force: true });
  return removed;
}

/**
 * Deletes what killed backups and restores left in `folder` (`*.partial*`: copies never finished or checked).
 * Another process on the same database may be writing one right now, and a copy being written changes every few
 * milliseconds: only those untouched for STALE_PARTIAL_MS go. Returns the names removed.
 */
export function removeLeftovers(folder: string, now: Date): string[] {
  const removed: string[] = [];
  for (const name of existsSync(folder) ? readdirSync(folder) : []) {
    const path = join(folder, name);
    const modified = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
    if (name.includes(PARTIAL) && modified !== undefined && modified < now.getTime() - STALE_PARTIAL_MS) {
      rmSync(path, { force: true });
      removed.push(name);
    }
  }
  return removed;
}

/** A file offered for a restore, checked and brought up to date: `path` is the copy to put in place. */
export interface CheckedCopy {
  path: string;
  /** The schema the offered file had. */
  schemaVersion: number;
}

export interface RestoreCheckOptions {
  /** Where the copy is made: the backups folder beside the database it will replace (so a killed restore's is found). */
  folder: string;
  /** What the host does to a database it opens once its schema is current (the bundled packs). */
  complete: (sql: Database, now: Date) => void;
  now: Date;
}

/**
 * Checks `source` as it will be used: copies it beside the database (`restore-….db.partial`), opens the copy as
 * every host opens a database (db/open.ts: not damaged, ours, not newer, migrated, its schema compared with what the
 * migrations make, completed), then runs `PRAGMA integrity_check` on the result. The caller puts the copy in place
 * in one step and removes it (removeCopy). Anything wrong is a BackupError naming `source` and what is wrong, with
 * the copy removed and nothing else touched.
 */
export function checkRestore(source: string, { folder, complete, now }: RestoreCheckOptions): CheckedCopy {
  if (!existsSync(source)) throw new BackupError(source, { en: 'there is no such file', ja: 'ファイルがありません' });
  const copy = join(folder, `restore-${randomUUID()}.db${PARTIAL}`);
  // A refused file leaves no trace, not even the folder made for its copy.
  const madeFolder = !existsSync(folder);
  const discard = () => {
    removeCopy(copy);
    if (madeFolder && existsSync(folder) && readdirSync(folder).length === 0) rmdirSync(folder);
  };
  try {
    mkdirSync(folder, { recursive: true });
    // The file and what SQLite keeps beside it: a WAL's commits, or a journal a crash left to roll back.
    copyFileSync(source, copy);
    for (const suffix of ['-wal', '-journal']) if (existsSync(source + suffix)) copyFileSync(source + suffix, copy + suffix);
  } catch (error) {
    discard();
    throw new BackupError(source, failedBecause(error, 'cannot be copied beside the database', 'データベースの隣にコピーできません'), { cause: error });
  }
  try {
    const db = openDatabase({ path: copy, check: true, complete, now: () => now });
    try {
      // An empty file opens as a new database: restoring it would put nothing in place of everything.
      if (db.previousSchemaVersion === 0) throw new BackupError(source, { en: 'is not a Deck Dojo database', ja: OPEN_REFUSED_JA.DB_NOT_DECK_DOJO });
      dropStatistics(db.sql);
      const problems = db.sql.pragma('integrity_check(5)', { simple: false }) as { integrity_check: string }[];
      if (problems[0]?.integrity_check !== 'ok') throw new BackupError(source, { en: `is damaged (${problems.map((row) => row.integrity_check).join('; ')})`, ja: 'ファイルが壊れています' });
      db.sql.pragma('journal_mode = DELETE');
      return { path: copy, schemaVersion: db.previousSchemaVersion };
    } finally {
      db.close();
    }
  } catch (error) {
    discard();
    if (error instanceof DatabaseOpenError) throw new BackupError(source, error.why, { cause: error });
    if (error instanceof BackupError) throw error;
    throw new BackupError(source, failedBecause(error, 'cannot be restored', '復元できません'), { cause: error });
  }
}

/** What the contents were when an automatic backup was made (backups/automatic.json). */
export interface AutomaticMark {
  backup: string;
  contents: string;
}

const MARK = 'automatic.json';

/**
 * A fingerprint of the database's contents, to tell whether they changed since the last automatic backup. SQLite's
 * file change counter cannot tell it in WAL mode (a commit that leaves page 1 alone does not bump it), nor can file
 * times (opening makes a new WAL, closing checkpoints): the WAL is checkpointed into the file, whose bytes are then
 * hashed a piece at a time, so calls are answered meanwhile. Null when the checkpoint could not take in every commit
 * (another connection was busy): the contents cannot be told, so they count as changed.
 */
export async function contentFingerprint(sql: Database, path: string): Promise<string | null> {
  const [result] = sql.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
  if (result?.busy !== 0) return null;
  const hash = createHash('sha256');
  for await (const piece of createReadStream(path)) hash.update(piece as Buffer);
  return hash.digest('hex');
}

export function readAutomaticMark(folder: string): AutomaticMark | null {
  try {
    const mark = JSON.parse(readFileSync(join(folder, MARK), 'utf8')) as Partial<AutomaticMark>;
    return typeof mark.backup === 'string' && typeof mark.contents === 'string' ? { backup: mark.backup, contents: mark.contents } : null;
  } catch {
    return null;
  }
}

/** Written whole or not at all: a killed write leaves a `.partial` file for removeLeftovers. */
export function writeAutomaticMark(folder: string, mark: AutomaticMark): void {
  const partial = join(folder, MARK + PARTIAL);
  writeFileSync(partial, JSON.stringify(mark));
  renameSync(partial, join(folder, MARK));
}

/**
 * Replaces the contents of the open database with those of `source`, in one write transaction through the online
 * backup API: every connection sees either all of the old data or all of the restored data. The caller checks the
 * source first (checkRestore: `source` is its checked copy) and keeps a copy of what is replaced.
 */
export async function copyInto(source: string, sql: Database, databasePath: string): Promise<void> {
  const from = connect(source, { readonly: true });
  try {
    copiedNothing(await from.backup(databasePath, { progress: () => ALL_PAGES }), databasePath);
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
  } catch (error) {
    // A copy that could not be finished (a full disk) leaves the file as it was found.
    removeCopy(databasePath);
    if (setAside) for (const suffix of ['', '-wal', '-shm', '-journal']) if (existsSync(setAside + suffix)) renameSync(setAside + suffix, databasePath + suffix);
    const why = systemReason(error);
    throw new BackupError(databasePath, { en: `the restore failed: ${why.en}; the file there was put back`, ja: `復元できませんでした（${why.ja}）。元のファイルを戻しました` }, { cause: error });
  } finally {
    from.close();
  }
  return setAside;
}
