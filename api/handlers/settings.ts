import type { Database } from 'better-sqlite3';
import * as v from 'valibot';
import { regulationFormats } from '../../db/cards/read';
import { createSettingsRepository } from '../../db/repositories/settings';
import { deckFormats } from '../../engine/deck/validate';
import { gameDefinition, games, isGameId } from '../../engine/games/registry';
import type { GameId } from '../../engine/games/id';
import type { AppDatabase } from '../../db/open';
import type { Settings } from '../contract';
import { ApiError } from '../errors';
import { shortcutKeys } from '../schemas';
import { defineHandlers, type HandlerContext } from './types';

/** Ten automatic backups: ten starts or days back, a few hundred MB for a large card database. */
export const DEFAULT_BACKUPS_TO_KEEP = 10;

/** A game's format ids: its own formats and the regulation lists its card data holds. */
const formatIds = (sql: Database, game: GameId) => deckFormats(game, regulationFormats(sql, game)).map((format) => format.id);

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
const storedObject = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** Every game's image folder as stored (null: none, or one that no longer validates). */
const storedFolders = (stored: ReadonlyMap<string, unknown>): Settings['imageFolders'] => {
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

/**
 * Refuses (FORBIDDEN) an image folder the host did not approve (BackendOptions.approvedFolder) unless it is one saved
 * earlier: the desktop app takes only folders chosen in its own dialog, never a path its page makes up.
 */
export function checkImageFolder(db: AppDatabase, approvedFolder: (path: string) => boolean, folder: string, field: string): void {
  if (approvedFolder(folder) || Object.values(readSettings(db).imageFolders).includes(folder)) return;
  throw new ApiError('FORBIDDEN', `${field}: ${folder} was not chosen in the folder dialog; choose the folder there`);
}

export function settingsHandlers({ db, clock, emit }: HandlerContext, approvedFolder: (path: string) => boolean) {
  const repository = createSettingsRepository(db.sql);
  return defineHandlers({
    'settings.get': () => readSettings(db),
    'settings.update': (changes) => {
      const simple = (['locale', 'gameId', 'theme', 'downloadImages', 'backupsToKeep', 'shortcuts'] as const).filter((key) => changes[key] !== undefined);
      if (changes.imageFolders !== undefined) {
        for (const [game, folder] of Object.entries(changes.imageFolders)) {
          if (folder) checkImageFolder(db, approvedFolder, folder, `imageFolders.${game}`);
        }
      }
      if (changes.defaultFormats !== undefined) {
        for (const [game, format] of Object.entries(changes.defaultFormats) as [GameId, string][]) {
          const ids = formatIds(db.sql, game);
          if (!ids.includes(format)) throw new ApiError('INVALID_PARAMS', `defaultFormats.${game}: unknown format ${JSON.stringify(format)}; the formats of ${game} are ${ids.join(', ')}`);
        }
      }
      if (simple.length === 0 && changes.imageFolders === undefined && changes.defaultFormats === undefined) return readSettings(db);
      // The values merged with what is stored are read in the write transaction, so another window's or program's
      // change of another game's folder or format, written meanwhile, is kept.
      repository.update((stored) => {
        const entries = new Map<string, unknown>();
        // `shortcuts` is the whole set of the player's bindings: a reset binding is one left out.
        for (const key of simple) entries.set(key, changes[key]);
        // Only the games named change: a window setting one game's folder leaves the others' as they are.
        if (changes.imageFolders !== undefined) entries.set('imageFolders', { ...storedFolders(stored), ...changes.imageFolders });
        // Only the games chosen are stored: the others keep following the built-in default (DM's 殿堂 list once its
        // data arrives).
        if (changes.defaultFormats !== undefined) entries.set('defaultFormats', { ...storedObject(stored.get('defaultFormats')), ...changes.defaultFormats });
        return entries;
      }, clock.now());
      const settings = readSettings(db);
      emit('settings.changed', settings);
      return settings;
    },
  });
}
