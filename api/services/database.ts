import type { Database } from 'better-sqlite3';
import { backupFolder, checkRestore, removeCopy, replaceDatabaseFile } from '../../db/backup';
import { loadBundledPacks, type PackManifestEntry } from '../../db/bundled-packs';
import { bundledMigrations, migrate } from '../../db/migrations';
import { openDatabase, type AppDatabase } from '../../db/open';
import { findGame } from '../../engine/games/registry';

export interface OpenAppDatabaseOptions {
  path: string;
  now?: () => Date;
  /** Told about each bundled pack as it loads (first open, or after an update that brings new packs). */
  onPackProgress?: (pack: PackManifestEntry, done: number, total: number) => void;
}

/**
 * The database as every host opens it: checked for damage, migrated, its schema compared with the migrations', then
 * filled from the bundled card packs it does not hold yet. Throws DatabaseOpenError for a file that cannot be used,
 * whatever the step that failed, so every host can offer a restore.
 */
export function openAppDatabase(options: OpenAppDatabaseOptions): AppDatabase {
  return openDatabase({ path: options.path, now: options.now, check: true, complete: (sql, now) => loadMissingPacks(sql, now, options.onPackProgress) });
}

/** The database a host opened, as its log says it: the file, its schema, and the migration it just had. */
export function openedNote(db: AppDatabase): string {
  const { path, schemaVersion, previousSchemaVersion } = db;
  if (previousSchemaVersion === 0) return `database ${path} created at schema ${schemaVersion}`;
  if (previousSchemaVersion < schemaVersion) return `database ${path} opened and migrated from schema ${previousSchemaVersion} to ${schemaVersion}`;
  return `database ${path} opened (schema ${schemaVersion})`;
}

/** What the app's hosts do to a database they open, for a restored copy: the latest schema, the bundled packs it lacks. */
export function completeDatabase(sql: Database, now: Date): void {
  migrate(sql, bundledMigrations(), now);
  loadMissingPacks(sql, now);
}

/**
 * Puts `source` in place of a database that cannot be opened (the CLI's `restore` and the desktop app's offer at
 * start), once checked as every restore is (checkRestore); the file there is moved aside, never overwritten.
 * Returns where it went and the schema `source` had. Throws BackupError, with nothing changed, for a file refused.
 */
export async function restoreClosedDatabase(databasePath: string, source: string, now: Date): Promise<{ setAside: string | null; schemaVersion: number }> {
  const checked = checkRestore(source, { folder: backupFolder(databasePath), complete: completeDatabase, now });
  try {
    return { setAside: await replaceDatabaseFile(databasePath, checked.path, now), schemaVersion: checked.schemaVersion };
  } finally {
    removeCopy(checked.path);
  }
}

function loadMissingPacks(sql: Database, now: Date, onProgress?: OpenAppDatabaseOptions['onPackProgress']): void {
  loadBundledPacks(sql, { cardLanguage: (game) => findGame(game)!.cardLanguage, now, onProgress });
}
