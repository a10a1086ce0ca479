import { findGame, games, registryChanges } from '../../engine/games/registry';
import type { GameDefinition } from '../../engine/games/types';
import { IMPORT_FORMATS, type ImportFormat } from '../../db/importers/types';
import type { GameInfo } from '../contract';
import { ApiError } from '../errors';
import { defineHandlers } from './types';

/** The game's own third-party formats, then the formats no game claims, which every game reads (its card template…). */
function importFormatsOf(game: GameDefinition): ImportFormat[] {
  const claimed = new Set(games.flatMap((each) => each.cardData.importFormats));
  return IMPORT_FORMATS.filter((format) => game.cardData.importFormats.includes(format) || !claimed.has(format));
}

/**
 * A game as the API gives it: its identity, sections, kinds, zones, presentation, house rules and what clients say of
 * its card data, copied so no caller holds the engine's own objects (construction and setup stay in the engine).
 */
export function toGameInfo(game: GameDefinition): GameInfo {
  const amount = game.setup.life.amount;
  return {
    id: game.id,
    abbreviation: game.abbreviation,
    name: { ...game.name },
    cardLanguage: game.cardLanguage,
    sections: game.sections.map((section) => ({ id: section.id, label: { ...section.label }, rule: section.rule })),
    drawPile: game.setup.drawPile.section,
    cardKinds: game.cardKinds.map((kind) => ({ id: kind.id, label: { ...kind.label } })),
    zones: game.zones.map((zone) => ({ id: zone.id, label: { ...zone.label }, owner: zone.owner, visibility: zone.visibility })),
    dummy: {
      life: amount === null ? null : typeof amount === 'number' ? 'fixed' : 'fromCard',
      startingLife: typeof amount === 'number' ? amount : null,
      shields: game.setup.setAside?.count ?? null,
    },
    presentation: structuredClone(game.presentation),
    houseRules: (game.houseRules ?? []).map((rule) => ({ ...rule, label: { ...rule.label }, explanation: { ...rule.explanation } })),
    matchWithDraws: game.match?.withDraws ? { ...game.match.withDraws } : null,
    cardData: {
      hasUpdateSource: game.cardData.updateSource !== undefined,
      textsAndImagesSource: game.cardData.updateSource?.textsAndImages === true,
      missingTextHint: game.cardData.missingTextHint ? { text: { ...game.cardData.missingTextHint.text }, commandLine: game.cardData.missingTextHint.commandLine } : null,
      importFormats: importFormatsOf(game),
      sampleSource: game.cardData.sampleSource ?? null,
    },
  };
}

/** An object and everything in it made read-only. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Each game's info as built last, with the registry's change count then (its import formats depend on the other
 * games): games.list is asked by every window and script, and copying the declarations each time cost 75 µs a call.
 * Frozen, so no caller in this process can change what the next one gets.
 */
const built = new WeakMap<GameDefinition, { changes: number; info: GameInfo }>();

function gameInfo(game: GameDefinition): GameInfo {
  const cached = built.get(game);
  if (cached && cached.changes === registryChanges()) return cached.info;
  const info = deepFreeze(toGameInfo(game));
  built.set(game, { changes: registryChanges(), info });
  return info;
}

export function gamesHandlers() {
  return defineHandlers({
    'games.list': () => games.map(gameInfo),
    'games.get': ({ id }) => {
      const game = findGame(id);
      if (!game) throw new ApiError('NOT_FOUND', `no game with id "${id}"`);
      return gameInfo(game);
    },
  });
}
