import type { GameSetup } from '../types';
import { LIMIT_LEVEL } from './processes';

// Start of game: rules digest nova.md §5 (rules 007.1–007.7) and the standby and draw phases (402–403).
export const setup: GameSetup = {
  drawPile: { section: 'main', zone: 'mainDeck', rule: 'NOVA 007.2' },
  hand: 'hand',
  otherSections: [
    // Face down but not shuffled: its owner may look at it and order it freely (304.3).
    { section: 'character', zone: 'characterDeck', start: 'pile', shuffled: false, faceDown: true, rule: 'NOVA 007.3' },
    { section: 'side', zone: null, start: 'aside', shuffled: false, faceDown: true, rule: 'NOVA 007.1' },
  ],
  life: { amount: 2000, rule: 'NOVA 007.4' },
  // The limit level (005.5.1) that characters' levels are checked against; the limit release raises it (actions.ts).
  resources: [{ name: LIMIT_LEVEL, value: 1, rule: 'NOVA 005.5.2' }],
  setAside: null,
  openingHand: { count: 7, upTo: false, rule: 'NOVA 007.6' },
  bottomAfterOpening: null,
  mulligan: { kind: 'redraw', times: 1, firstPlayerDecidesFirst: true, secondStartsIfOnlyFirstRedraws: true, decision: 'redraw', rule: 'NOVA 007.6.1' },
  firstPlayer: { method: 'randomPlayerChooses', laterGames: null, afterOpeningHand: false, rule: 'NOVA 007.5.1' },
  turnDraw: {
    count: 1,
    upTo: false,
    timing: 'beforeMain',
    rule: 'NOVA 403.3',
    firstTurn: { change: 'firstPlayerSkips', rule: 'NOVA 402.4.1' },
  },
};
