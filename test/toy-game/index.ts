/**
 * A sixth game, made up for the tests: everything Deck Dojo needs to know of it is declared in this one folder, as
 * each real game's is in engine/games/<id>/. The toy-game test registers it with this module's address
 * (`registerGame(game, from)`, so worker threads load it too) and plays it through every host without a line changed
 * elsewhere (docs/architecture.md §9, "Adding a game"). A game module only exports its `game`; it does not register
 * itself, since each worker registers what it imports.
 *
 * Its "rules" are made up and cited as `TOY <n>`: a 20-card deck of at most 3 copies, 5 cards in the opening hand, 10
 * life; units are played from the hand and strike the other player.
 */
import type { GameDefinition } from '../../engine/games/types';
import { actions } from './actions';
import { boardLayout } from './board-layout';
import { cardData } from './card-data';
import { presentation } from './presentation';

export const game: GameDefinition = {
  id: 'toy',
  abbreviation: 'TOY',
  name: { ja: 'トイ・デュエル', en: 'Toy Duel' },
  cardLanguage: 'ja',
  sections: [
    { id: 'main', label: { ja: 'デッキ', en: 'Deck' }, rule: 'TOY 1.1' },
    { id: 'side', label: { ja: 'サイドデッキ', en: 'Side deck' }, rule: 'TOY 1.2' },
  ],
  cardKinds: [
    { id: 'unit', label: { ja: 'ユニット', en: 'Unit' } },
    { id: 'trick', label: { ja: 'トリック', en: 'Trick' } },
  ],
  construction: {
    sectionsRule: 'TOY 1.1',
    formats: [
      {
        id: 'house',
        label: { ja: 'ハウス', en: 'House' },
        regulation: null,
        rules: [
          { type: 'size', sections: ['main'], exactly: [20], rule: 'TOY 1.1a' },
          { type: 'size', sections: ['side'], exactly: [0, 5], rule: 'TOY 1.2a' },
          { type: 'copies', sections: ['main', 'side'], limit: 3, identity: 'name', rule: 'TOY 1.3' },
        ],
        sideboarding: { kind: 'swap', sections: ['main', 'side'], keepSizes: ['main', 'side'], fixed: [], rule: 'TOY 1.4' },
      },
    ],
  },
  // Decklist files name its sections as their ids; "sideboard" means the side deck.
  sectionWords: { main: 'main', side: 'side', aliases: {} },
  setup: {
    drawPile: { section: 'main', zone: 'deck', rule: 'TOY 2.1' },
    hand: 'hand',
    otherSections: [{ section: 'side', zone: 'side', start: 'aside', shuffled: false, faceDown: true, rule: 'TOY 2.2' }],
    life: { amount: 10, rule: 'TOY 2.3' },
    setAside: null,
    openingHand: { count: 5, upTo: false, rule: 'TOY 2.4' },
    bottomAfterOpening: null,
    mulligan: { kind: 'none', rule: 'TOY 2.4' },
    firstPlayer: { method: 'fairMethod', laterGames: 'previousLoserChooses', afterOpeningHand: false, rule: 'TOY 2.5' },
    turnDraw: { count: 1, upTo: false, timing: 'beforeMain', rule: 'TOY 3.2', firstTurn: { change: 'firstPlayerSkips', rule: 'TOY 3.2a' } },
  },
  zones: [
    { id: 'deck', label: { ja: 'デッキ', en: 'Deck' }, owner: 'seat', visibility: 'hidden', ordered: true, capacity: null, faceDown: true, rule: 'TOY 4.1' },
    { id: 'hand', label: { ja: '手札', en: 'Hand' }, owner: 'seat', visibility: 'owner', ordered: false, capacity: null, faceDown: false, rule: 'TOY 4.2' },
    { id: 'field', label: { ja: '場', en: 'Field' }, owner: 'seat', visibility: 'public', ordered: false, capacity: null, faceDown: false, rule: 'TOY 4.3' },
    { id: 'discard', label: { ja: '捨て札', en: 'Discard' }, owner: 'seat', visibility: 'public', ordered: true, capacity: null, faceDown: false, rule: 'TOY 4.4' },
    { id: 'side', label: { ja: 'サイドデッキ', en: 'Side deck' }, owner: 'seat', visibility: 'owner', ordered: false, capacity: null, faceDown: true, rule: 'TOY 4.5' },
  ],
  turns: {
    steps: [
      { id: 'wake', label: { ja: '起床', en: 'Wake' }, work: [{ kind: 'untap', zones: ['field'], seats: 'active', rule: 'TOY 3.1' }], rule: 'TOY 3.1' },
      { id: 'draw', label: { ja: 'ドロー', en: 'Draw' }, work: [{ kind: 'turnDraw' }], rule: 'TOY 3.2' },
      { id: 'main', label: { ja: 'メイン', en: 'Main' }, work: [], rule: 'TOY 3.3' },
      { id: 'end', label: { ja: 'エンド', en: 'End' }, work: [{ kind: 'handLimit', max: 7, to: 'discard', rule: 'TOY 3.4' }], rule: 'TOY 3.4' },
    ],
    mainStep: 'main',
    allowances: [],
    emptyDrawLoses: 'TOY 5.2',
    losses: [{ kind: 'life', atOrBelow: 0, rule: 'TOY 5.1' }],
  },
  actions,
  cardData,
  presentation,
  board: boardLayout,
  match: { bestOf: [1, 3], rule: 'TOY 6.1' },
};
