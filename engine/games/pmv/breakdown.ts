import type { GameDefinition } from '../types';

/** PMV has no colour of any kind, so its colour rows are empty; traits are races. */
export const breakdown: GameDefinition['breakdown'] = {
  colours: null,
  traits: (card) => card.subtypes,
};
