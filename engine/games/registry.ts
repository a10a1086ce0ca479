import { acg } from './acg';
import { dm } from './dm';
import { fab } from './fab';
import { nova } from './nova';
import { pmv } from './pmv';
import { GAME_IDS, type GameDefinition, type GameId } from './types';

/** Every supported game, in the order the app lists them. */
export const games: readonly GameDefinition[] = [acg, pmv, nova, dm, fab];

const byId = new Map<string, GameDefinition>(games.map((game) => [game.id, game]));

export function isGameId(value: string): value is GameId {
  return (GAME_IDS as readonly string[]).includes(value);
}

/** The game with this id, or undefined for an id that is not one of the five. */
export function findGame(id: string): GameDefinition | undefined {
  return byId.get(id);
}

/** The definition of a game id that is known to be one of the five. */
export function gameDefinition(id: GameId): GameDefinition {
  const game = byId.get(id);
  if (!game) throw new Error(`unknown game "${id}"`);
  return game;
}
