/**
 * The player's settings as stored, read with every field filled in: what handlers other than `settings.*` read too
 * (the default format of a game, the backups to keep, the image folders).
 */
import type { Database } from 'better-sqlite3';
import * as v from 'valibot';
import { regulationFormats } from '../../db/cards/read';
import { createSettingsRepository } from '../../db/repositories/settings';
import { deckFormats } from '../../engine/deck/validate';
import { gameDefinition, games, isGameId } from '../../engine/games/registry';
import type { GameId } from '../../engine/games/id';
import type { AppDatabase } from '../../db/open';
import type { Settings } from '../contract';
import { shortcutKeys } from '../schemas';

/** Ten automatic backups: ten starts or days back, a few hundred MB for a large card database. */
export const DEFAULT_BACKUPS_TO_KEEP = 10;

/** A game's format ids: its own formats and the regulation lists its card data holds. */
export const formatIds = (sql: Database, game: GameId) => deckFormats(game, regulationFormats(sql, game)).map((format) => format.id);

/**
 * The player's default format for the game, or the built-in one when none was chosen or it is gone from the data: the
 * game's preferred format (its card data's, DM's hall-of-fame list) once the data has it, else its first.
 */
function defaultFormat(sql: Database, game: GameId, stored: unknown): string {
  const ids = formatIds(sql, game);
  const preferred = gameDefinition(game).cardData.preferredFormat;
  if (typeof stored === 'string' && ids.includes(stored)) return stored;
  return preferred !== undefined && ids.includes(preferred) ? preferred : ids[0]!;
}

// A stored value that no longer validates (a game id from a future version, say) reads as "not chosen"; a key
// that was never stored (a database from before the setting existed) reads the same way.
const storedValue = {
  locale: v.fallback(v.nullable(v.picklist(['ja', 'en'])), null),
  gameId: v.fallback(v.nullable(v.pipe(v.string(), v.check(isGameId))), null),
  theme: v.fallback(v.picklist(['system', 'light', 'dark']), 'system'),
  imageFolder: v.fallback(v.nullable(v.string()), null),
  downloadImages: v.fallback(v.boolean(), false),
  backupsToKeep: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), DEFAULT_BACKUPS_TO_KEEP),
};

/** The player's key bindings as stored; a command whose keys no longer validate keeps its declared keys. */
function storedShortcuts(stored: unknown): Settings['shortcuts'] {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, string[]] => v.is(shortcutKeys, entry[1])));
}

/** A stored value that is an object, else none. */
export const storedObject = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** Every game's image folder as stored (null: none, or one that no longer validates). */
export const storedFolders = (stored: ReadonlyMap<string, unknown>): Settings['imageFolders'] => {
  const folders = storedObject(stored.get('imageFolders'));
  return Object.fromEntries(games.map(({ id }) => [id, v.parse(storedValue.imageFolder, folders[id] ?? null)])) as Settings['imageFolders'];
};

/**
 * The game's default format: the player's choice in Settings, else the built-in one. A deck without a format of its
 * own (`format: null`) is checked under it, and it is the format `decks.formats` marks `isDefault`.
 */
export function defaultFormatOf(sql: Database, game: GameId): string {
  return defaultFormat(sql, game, storedObject(createSettingsRepository(sql).all().get('defaultFormats'))[game]);
}

/** The player's preferences as stored, every field filled in. */
export function readSettings(db: AppDatabase): Settings {
  const stored = createSettingsRepository(db.sql).all();
  const formats = storedObject(stored.get('defaultFormats'));
  return {
    locale: v.parse(storedValue.locale, stored.get('locale') ?? null),
    gameId: v.parse(storedValue.gameId, stored.get('gameId') ?? null),
    theme: v.parse(storedValue.theme, stored.get('theme') ?? 'system'),
    defaultFormats: Object.fromEntries(games.map(({ id }) => [id, defaultFormat(db.sql, id, formats[id])])) as Settings['defaultFormats'],
    imageFolders: storedFolders(stored),
    downloadImages: v.parse(storedValue.downloadImages, stored.get('downloadImages') ?? false),
    backupsToKeep: v.parse(storedValue.backupsToKeep, stored.get('backupsToKeep') ?? DEFAULT_BACKUPS_TO_KEEP),
    shortcuts: storedShortcuts(stored.get('shortcuts')),
  };
}
