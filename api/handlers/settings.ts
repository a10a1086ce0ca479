import { createSettingsRepository } from '../../db/repositories/settings';
import type { GameId } from '../../engine/games/id';
import type { AppDatabase } from '../../db/open';
import { ApiError } from '../errors';
import { formatIds, readSettings, storedFolders, storedObject } from '../services/settings';
import { defineHandlers, type HandlerContext } from './types';

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
