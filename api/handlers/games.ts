import { findGame, games } from '../../engine/games/registry';
import type { GameDefinition } from '../../engine/games/types';
import type { GameInfo } from '../contract';
import { ApiError } from '../errors';
import { defineHandlers } from './types';

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
    cardData: {
      hasUpdateSource: game.cardData.updateSource !== undefined,
      missingTextHint: game.cardData.missingTextHint ? { text: { ...game.cardData.missingTextHint.text }, commandLine: game.cardData.missingTextHint.commandLine } : null,
    },
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
