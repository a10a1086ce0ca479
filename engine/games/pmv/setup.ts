import type { GameSetup } from '../types';

// Start of game: rules digest pmv.md §5 (rules 1.2.7–1.2.8) and the draw phase (4.6).
export const setup: GameSetup = {
  drawPile: { section: 'main', zone: 'deck', rule: 'PMV 1.2.7.a' },
  hand: 'hand',
  // The sideboard is a zone of its own whose cards do nothing unless an effect names them (3.9.4).
  otherSections: [{ section: 'side', zone: 'sideboard', start: 'aside', shuffled: false, faceDown: true, rule: 'PMV 3.9.1' }],
  life: { amount: 25, rule: 'PMV 1.2.7.d' },
  setAside: null,
  openingHand: { count: 7, upTo: true, rule: 'PMV 1.2.7.c' },
  bottomAfterOpening: null,
  // The CR defines no mulligan (pmv.md §12.13).
  mulligan: { kind: 'none', rule: 'PMV 1.2.7' },
  firstPlayer: { method: 'fairMethod', laterGames: null, afterOpeningHand: false, rule: 'PMV 1.2.7.b' },
  turnDraw: {
    count: 1,
    upTo: false,
    timing: 'beforeMain',
    rule: 'PMV 4.6.1.a',
    firstTurn: { change: 'firstPlayerSkips', rule: 'PMV 1.2.8' },
  },
};
