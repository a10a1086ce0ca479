import type { CardImageStore } from '../images';
import { readSettings } from './settings';
import { defineHandlers, type HandlerContext } from './types';

export function imagesHandlers({ db }: HandlerContext, images: CardImageStore) {
  return defineHandlers({
    'images.find': ({ game, keys }) => ({ keys: images.find(game, keys) }),
    'images.check': ({ game, folder }) => {
      const chosen = folder ?? readSettings(db).imageFolders[game];
      return chosen === null ? null : images.check(game, chosen);
    },
  });
}
