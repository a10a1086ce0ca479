import { findGame, games } from '../../engine/games/registry';
import type { GameDefinition } from '../../engine/games/types';
import type { GameInfo } from '../contract';
import { ApiError } from '../errors';
import { defineHandlers } from './types';

function toGameInfo(game: GameDefinition): GameInfo {
  return {
    id: game.id,
    abbreviation: game.abbreviation,
    name: { ...game.name },
    sections: game.sections.map((section) => ({ id: section.id, label: { ...section.label }, rule: section.rule })),
  };
}

export function gamesHandlers() {
  return defineHandlers({
    'games.list': () => games.map(toGameInfo),
    'games.get': ({ id }) => {
      const game = findGame(id);
      if (!game) throw new ApiError('NOT_FOUND', `no game with id "${id}"`);
      return toGameInfo(game);
    },
  });
}
