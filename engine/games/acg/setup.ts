import type { GameSetup } from '../types';

// Start of game: rules digest acg.md §5 (rules 104.1–104.6) and the replenish phase (1004.1).
export const setup: GameSetup = {
  drawPile: { section: 'basic', zone: 'deck', rule: 'ACG 104.3' },
  hand: 'hand',
  otherSections: [
    { section: 'territory', zone: 'territoryDeck', start: 'pile', shuffled: true, faceDown: true, rule: 'ACG 104.3' },
    // The reserve deck is no zone: it stays out of the game, used only to adjust decks between games.
    { section: 'reserve', zone: null, start: 'aside', shuffled: false, faceDown: true, rule: 'ACG 104.2' },
  ],
  life: { amount: 20, rule: 'ACG 104.4', floor: { at: 0, rule: 'ACG 207-4c' } },
  setAside: null,
  openingHand: { count: 7, upTo: false, rule: 'ACG 104.6' },
  // The CR calls this step the mulligan (104.6a): mandatory, once; there is no redraw (acg.md §12.2).
  bottomAfterOpening: { count: 2, decision: 'bottom', rule: 'ACG 104.6' },
  mulligan: { kind: 'none', rule: 'ACG 104.6a' },
  firstPlayer: {
    method: 'randomPlayerChooses',
    laterGames: 'previousLoserChooses',
    afterDraw: { kind: 'fewerWinsChoosesElseSwap', rule: 'ACG 104.5' },
    afterOpeningHand: false,
    rule: 'ACG 104.5',
  },
  turnDraw: {
    count: 1,
    upTo: false,
    timing: 'beforeMain',
    rule: 'ACG 1004.1a',
    firstTurn: { change: 'firstPlayerSkips', rule: 'ACG 1004.1a' },
  },
};
