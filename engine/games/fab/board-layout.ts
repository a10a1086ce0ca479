import type { BoardLayout } from '../board-layout';

// FaB mat: permanents (allies, auras, items) toward the middle above the hero, who stands between the two weapons;
// the head, chest, arms and legs beside them; the arsenal, the deck, the pitch, the graveyard and banished on the
// right. The combat chain and the stack are the table's, in the middle. The inventory (4.1.6) lies beside the hand,
// private like it.
export const boardLayout: BoardLayout = {
  side: [
    'permanent permanent permanent head chest arsenal pitch graveyard',
    'weapon1 hero weapon2 arms legs deck pitch banished',
    'hand hand hand hand hand hand inventory inventory',
  ],
  columns: 'minmax(60px, 1fr) minmax(60px, 1fr) minmax(60px, 1fr) minmax(60px, 0.8fr) minmax(60px, 0.8fr) minmax(60px, 0.8fr) minmax(60px, 1fr) minmax(60px, 0.8fr)',
  center: ['combatChain', 'stack'],
  split: ['permanent'],
  styles: { deck: 'pile', graveyard: 'pile', banished: 'pile', hand: 'hand' },
  tappable: ['hero', 'arms', 'chest', 'head', 'legs', 'weapon1', 'weapon2', 'permanent'],
  main: 'permanent',
};
