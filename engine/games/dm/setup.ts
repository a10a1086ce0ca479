import type { GameSetup } from '../types';

// Start of game: rules digest dm.md §5 (rules 103.1–103.5) and the draw step (502).
export const setup: GameSetup = {
  drawPile: { section: 'main', zone: 'deck', rule: 'DM 103.2' },
  hand: 'hand',
  otherSections: [
    { section: 'hyperspace', zone: 'hyperspace', start: 'pool', shuffled: false, faceDown: false, rule: 'DM 407.1' },
    // The rules never say to shuffle the super GR pile; it is face down and nobody may look at or order it
    // (408.2–408.3), so it is shuffled here [interpretation, dm.md §12.14].
    { section: 'gr', zone: 'gr', start: 'pile', shuffled: true, faceDown: true, rule: 'DM 408.1' },
    { section: 'gameStart', zone: 'battle', start: 'inPlay', shuffled: false, faceDown: false, rule: 'DM 100.5' },
  ],
  // No life total: a player loses to an unblocked attack while they have no shields.
  life: { amount: null, rule: 'DM 104.2a' },
  setAside: { count: 5, as: 'shields', rule: 'DM 103.3' },
  openingHand: { count: 5, upTo: true, rule: 'DM 103.3' },
  bottomAfterOpening: null,
  // The rules have no mulligan (dm.md §12.12).
  mulligan: { kind: 'none', rule: 'DM 103.3' },
  // Shields and hands come first; rock-paper-scissors decides afterwards (dm.md §12.13).
  firstPlayer: { method: 'rockPaperScissors', laterGames: null, afterOpeningHand: true, rule: 'DM 103.4' },
  turnDraw: {
    count: 1,
    upTo: false,
    timing: 'beforeMain',
    rule: 'DM 502.1',
    firstTurn: { change: 'firstPlayerSkips', rule: 'DM 103.5' },
  },
};
