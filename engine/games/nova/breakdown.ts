import { statLabels } from '../../deck/cards';
import type { GameDefinition } from '../types';

/** Colours as stored in `stats.color` (red, blue, …, colorless); traits are races and affiliations (subtypes). */
export const breakdown: GameDefinition['breakdown'] = {
  colours: (card) => statLabels(card.stats.color),
  traits: (card) => card.subtypes,
};
