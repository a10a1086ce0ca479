import { acg } from './acg';
import { dm } from './dm';
import { fab } from './fab';
import type { GameId } from './id';
import { nova } from './nova';
import { pmv } from './pmv';
import type { GameDefinition } from './types';

/** An id is what folders, URLs, settings keys and stored rows carry: lower-case letters and digits. */
const GAME_ID_PATTERN = /^[a-z][a-z0-9]{1,15}$/;

/**
 * Every known game, in the order the app lists them: the five built in, then any registered since. A live list
 * (`registerGame` adds to it), so read it when it is needed rather than copying it at load.
 *
 * One module-level list is what keeps every host on the same games: the backend (IPC and the web bridge) and the
 * in-process CLI all import this module. A worker thread loads its own copy: it registers again the games registered
 * here from a module (`registerGame`'s `from`, `gameModules`), so those are seen by calls answered in a worker too.
 */
export const games: readonly GameDefinition[] = [acg, pmv, nova, dm, fab];

const byId = new Map<string, GameDefinition>(games.map((game) => [game.id, game]));
/** Game id → the module (a file URL exporting it as `game`) it was registered from. */
const modules = new Map<string, string>();
/** Counts the changes to the list, so what is derived from the whole list can tell it is stale. */
let changes = 0;

/** How many times the list has changed: a game registered or removed. */
export const registryChanges = (): number => changes;

/**
 * Adds a game to the registry (a test's toy game, later a plugin) and answers the function that removes it again.
 * Refuses an id that is taken or is not lower-case letters and digits. `from`: the module it came from, exporting it
 * as `game`, which worker threads load to know it too.
 */
export function registerGame(definition: GameDefinition, from?: string): () => void {
  if (!GAME_ID_PATTERN.test(definition.id)) throw new Error(`a game id is 2–16 lower-case letters and digits, starting with a letter: "${definition.id}"`);
  if (byId.has(definition.id)) throw new Error(`the game "${definition.id}" is registered already`);
  (games as GameDefinition[]).push(definition);
  byId.set(definition.id, definition);
  if (from !== undefined) modules.set(definition.id, from);
  changes += 1;
  return () => {
    if (byId.get(definition.id) !== definition) return;
    changes += 1;
    byId.delete(definition.id);
    modules.delete(definition.id);
    (games as GameDefinition[]).splice(games.indexOf(definition), 1);
  };
}

/** The modules of the games registered from one, in the order they came: what a worker thread registers again. */
export function gameModules(): string[] {
  return [...modules.values()];
}

export function isGameId(value: string): value is GameId {
  return byId.has(value);
}

/** The game with this id, or undefined for an id no game has. */
export function findGame(id: string): GameDefinition | undefined {
  return byId.get(id);
}

/** The definition of a game id that is known to be registered. */
export function gameDefinition(id: GameId): GameDefinition {
  const game = byId.get(id);
  if (!game) throw new Error(`unknown game "${id}"`);
  return game;
}
