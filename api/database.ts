import type { Database } from 'better-sqlite3';
import { loadBundledPacks, type PackManifestEntry } from '../db/bundled-packs';
import { loadMigrations, migrate } from '../db/migrations';
import { openDatabase, type AppDatabase } from '../db/open';
import { findGame } from '../engine/games/registry';

export interface OpenAppDatabaseOptions {
  path: string;
  now?: () => Date;
  /** Told about each bundled pack as it loads (first open, or after an update that brings new packs). */
  onPackProgress?: (pack: PackManifestEntry, done: number, total: number) => void;
}

/**
 * The database as every host opens it: checked for damage, migrated, then filled from the bundled card packs it
 * does not hold yet. Throws DatabaseOpenError for a file that cannot be used.
 */
export function openAppDatabase(options: OpenAppDatabaseOptions): AppDatabase {
  const db = openDatabase({ path: options.path, now: options.now, check: true });
  try {
    loadMissingPacks(db.sql, (options.now ?? (() => new Date()))(), options.onPackProgress);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
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
  migrate(sql, loadMigrations(), now);
  loadMissingPacks(sql, now);
}

function loadMissingPacks(sql: Database, now: Date, onProgress?: OpenAppDatabaseOptions['onPackProgress']): void {
  loadBundledPacks(sql, { cardLanguage: (game) => findGame(game)!.cardLanguage, now, onProgress });
}
