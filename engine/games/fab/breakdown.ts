import { statLabels } from '../../deck/cards';
import type { GameDefinition } from '../types';

/**
 * Colours are pitch values `1`, `2`, `3` (red, yellow, blue). Traits are classes (a hybrid card, Assassin / Ninja,
 * belongs to each of its classes) and talents (the hero's supertypes).
 */
export const breakdown: NonNullable<GameDefinition['breakdown']> = {
  colours: (card) => (typeof card.stats.pitch === 'number' ? [String(card.stats.pitch)] : []),
  traits: (card) => [...statLabels(card.stats.classes), ...statLabels(card.stats.hybridClasses), ...statLabels(card.stats.talents)],
};
