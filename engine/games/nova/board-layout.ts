import { PLAY_AREA_AND_PILES, type BoardLayout } from '../board-layout';

// NOVA: the field before the energy zone, the main deck and character deck to the right; the waiting area shared.
export const boardLayout: BoardLayout = {
  side: ['field field field mainDeck graveyard', 'energy energy energy characterDeck exclusion', 'hand hand hand hand retired'],
  columns: PLAY_AREA_AND_PILES,
  center: ['waiting'],
  split: [],
  styles: { mainDeck: 'pile', characterDeck: 'pile', graveyard: 'pile', exclusion: 'pile', retired: 'pile', hand: 'hand' },
  tappable: ['field', 'energy'],
  main: 'field',
};
