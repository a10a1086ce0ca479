import type { CardCount } from '../../games/types';
import type { Deck } from '../types';

/** A count of the game's setup for this deck: fixed, or the stat of the section's card (FaB hero intellect). */
export function setupCount(count: CardCount, deck: Deck): number {
  if (typeof count === 'number') return count;
  const value = deck.sections[count.section]?.[0]?.card.stats[count.stat];
  return typeof value === 'number' ? value : count.fallback;
}
