import { PLAY_AREA_AND_PILES, type BoardLayout } from '../../engine/games/board-layout';

export const boardLayout: BoardLayout = {
  side: ['field field field deck discard', 'hand hand hand hand side'],
  columns: PLAY_AREA_AND_PILES,
  center: [],
  split: [],
  styles: { deck: 'pile', discard: 'pile', side: 'pile', hand: 'hand' },
  tappable: ['field'],
  main: 'field',
};
