import { PLAY_AREA_AND_PILES, type BoardLayout } from '../board-layout';

// PMV: the field and the play area before the node area, the deck and the underworld to the right.
export const boardLayout: BoardLayout = {
  side: ['field field field play underworld', 'node node node deck removed', 'hand hand hand hand sideboard'],
  columns: PLAY_AREA_AND_PILES,
  center: [],
  split: [],
  styles: { deck: 'pile', underworld: 'pile', removed: 'pile', sideboard: 'pile', hand: 'hand' },
  tappable: ['field', 'node'],
  main: 'field',
};
