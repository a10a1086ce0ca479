import { statLabels } from '../../deck/cards';
import type { GameDefinition } from '../types';

/** Civilizations as stored (光 水 闇 火 自然 無色); a multicolour card also counts once as `multicolor`. Traits are races. */
export const breakdown: GameDefinition['breakdown'] = {
  colours: (card) => {
    const civs = statLabels(card.stats.civs);
    return civs.length > 1 ? [...civs, 'multicolor'] : civs;
  },
  traits: (card) => card.subtypes,
};
