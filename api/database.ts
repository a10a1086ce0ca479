import { loadBundledPacks, type PackManifestEntry } from '../db/bundled-packs';
import { openDatabase, type AppDatabase } from '../db/open';
import { findGame } from '../engine/games/registry';

export interface OpenAppDatabaseOptions {
  path: string;
  nativeBinding?: string;
  now?: () => Date;
  /** Told about each bundled pack as it loads (first open, or after an update that brings new packs). */
  onPackProgress?: (pack: PackManifestEntry, done: number, total: number) => void;
}

/**
 * The database as every host opens it: migrated, then filled from the bundled card packs it does not hold yet.
 * Throws DatabaseOpenError for a file that cannot be used.
 */
export function openAppDatabase(options: OpenAppDatabaseOptions): AppDatabase {
  const db = openDatabase({ path: options.path, nativeBinding: options.nativeBinding, now: options.now });
  try {
    loadBundledPacks(db.sql, {
      cardLanguage: (game) => findGame(game)!.cardLanguage,
      now: (options.now ?? (() => new Date()))(),
      onProgress: options.onPackProgress,
    });
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
