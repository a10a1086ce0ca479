import type { CardImageStore } from '../services/images';
import { readSettings } from '../services/settings';
import { checkImageFolder } from './settings';
import { defineHandlers, type HandlerContext } from './types';

export function imagesHandlers({ db }: HandlerContext, images: CardImageStore, approvedFolder: (path: string) => boolean) {
  return defineHandlers({
    'images.find': ({ game, keys }) => ({ keys: images.find(game, keys) }),
    'images.check': ({ game, folder }) => {
      if (folder !== undefined) checkImageFolder(db, approvedFolder, folder, 'folder');
      const chosen = folder ?? readSettings(db).imageFolders[game] ?? null;
      return chosen === null ? null : images.check(game, chosen);
    },
  });
}
