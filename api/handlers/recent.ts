/** The decks opened in the editor lately, for File → Open Recent and the library's list. */
import { createRecentDecks } from '../../db/library/recent';
import { ApiError } from '../errors';
import { defineHandlers, type HandlerContext } from './types';

export function recentHandlers({ db, clock, emit }: HandlerContext) {
  const recent = createRecentDecks(db.sql);
  const changed = () => {
    const list = recent.list();
    emit('recent.changed', list);
    return list;
  };
  return defineHandlers({
    'recent.list': () => recent.list(),
    'recent.add': ({ id }) => {
      if (!recent.add(id, clock.now())) throw new ApiError('NOT_FOUND', `no saved deck with id "${id}"`);
      return changed();
    },
    'recent.clear': () => {
      recent.clear(clock.now());
      return changed();
    },
  });
}
