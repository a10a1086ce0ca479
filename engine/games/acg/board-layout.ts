import { PLAY_AREA_AND_PILES, type BoardLayout } from '../board-layout';

// ACG: the battlefield before the realm, the territory deck and the deck to the right, the pile beside the realm.
export const boardLayout: BoardLayout = {
  side: ['battlefield battlefield battlefield graveyard exile', 'realm realm pile territoryDeck deck', 'hand hand hand hand hand'],
  columns: PLAY_AREA_AND_PILES,
  center: [],
  split: [],
  styles: { deck: 'pile', territoryDeck: 'pile', graveyard: 'pile', exile: 'pile', hand: 'hand' },
  tappable: ['battlefield', 'realm'],
  main: 'battlefield',
};
