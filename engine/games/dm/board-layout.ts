import type { BoardLayout } from '../board-layout';

// DM mat: the battle zone nearest the middle with the graveyard at its right; before the player the shields, the
// mana zone and the deck; 超次元, 超GR and 深淵 beside the mat on the left. Two rows and the hand, so that cards stay
// readable with both seats on one screen.
export const boardLayout: BoardLayout = {
  side: ['hyperspace battle battle battle graveyard', 'gr shields mana mana deck', 'abyss hand hand hand hand'],
  // The piles' columns wide enough for their names (Hyperspace zone) beside a card.
  columns: 'minmax(64px, 0.65fr) minmax(0, 1.6fr) minmax(0, 1fr) minmax(0, 1fr) minmax(64px, 0.65fr)',
  center: [],
  split: ['battle'],
  styles: { deck: 'pile', graveyard: 'pile', gr: 'pile', hyperspace: 'pile', abyss: 'pile', hand: 'hand' },
  tappable: ['battle', 'mana'],
  main: 'battle',
};
