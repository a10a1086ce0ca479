import { checked } from '../../core/rule-checks';
import { type GameActionDefinition, zoneKey } from '../../core/state';
import type { TableTerm } from '../../core/structure';
import { setFromHand } from '../set-from-hand';
import { LIMIT_LEVEL } from './processes';
import { setup } from './setup';
import { zones } from './zones';

/** How many redraws a seat has made (007.6.1.1 allows one): a seat resource, so undo and replays keep it. */
export const REDRAWS = 'redraws';

export const resources: readonly TableTerm[] = [{ id: REDRAWS, label: { ja: '引き直し', en: 'Redraws' }, rule: 'NOVA 007.6.1.1' }];

const hand = zones.find((zone) => zone.id === 'hand')!;

export const actions: readonly GameActionDefinition[] = [
  // Energy set (906.1, 404.2.1): the turn player, in a main phase, one card from the hand into the energy zone; once a
  // turn across both main phases, which the turn's allowance counts. It is not playing a card (906.1.1).
  setFromHand({
    id: 'setEnergy',
    label: { ja: 'エナジーのセット', en: 'Energy set' },
    rule: 'NOVA 906.1',
    hand: 'hand',
    to: 'energy',
    steps: ['main1', 'main2'],
    timing: { rule: 'NOVA 404.2.1', message: { ja: 'エナジーのセットは自分のメインフェイズに行います', en: 'Energy is set in your main phases' } },
  }),
  {
    // Playing a character (202.1) from the character deck onto the player's field, where it is put on resolution
    // (804.3.1): the waiting area and responses stay with the players. Its level must be at most the player's limit
    // level (109.2); a level an effect lowered (109.2.1) is the player's to judge, by the mode. A card without a level
    // in the card data is not checked.
    id: 'playCharacter',
    label: { ja: 'キャラクターのプレイ', en: 'Play a character' },
    rule: 'NOVA 202.1',
    parameters: [
      {
        kind: 'card',
        name: 'card',
        from: ['characterDeck'],
        own: true,
        check: { rule: 'NOVA 202.1', message: { ja: 'card: キャラクターは自分のキャラデッキからプレイします', en: 'card: a character is played from your own character deck' } },
      },
    ],
    primary: { zone: 'characterDeck' },
    expand(state, seat, args) {
      const card = args.card as string;
      const level = state.catalog[state.cards[card]!.key]?.facts.level;
      const limit = state.seats[seat]!.resources[LIMIT_LEVEL] ?? 0;
      return checked(
        state,
        seat,
        [
          {
            broken: typeof level === 'number' && level > limit,
            rule: 'NOVA 109.2',
            message: {
              ja: `キャラクターレベル ${String(level)} はリミットレベル ${limit} を超えています`,
              en: `Character level ${String(level)} is above the limit level ${limit}`,
            },
          },
        ],
        () => [{ type: 'move', seat, card, to: { zone: 'field', seat } }],
      );
    },
  },
  {
    // The redraw at the table (007.6.1.1): the whole hand into the main deck, shuffled, and as many cards drawn again,
    // before the game's first turn begins and once per player. Who starts after a lone redraw of the first player
    // (007.6.1.2) is the players' to set on the turn bar; startTable decides it when the redraws are chosen at setup.
    id: 'redraw',
    label: { ja: '引き直し', en: 'Redraw' },
    rule: 'NOVA 007.6.1.1',
    expand(state, seat) {
      const cards = state.zones[zoneKey(hand, seat)]!;
      const times = setup.mulligan.kind === 'redraw' ? setup.mulligan.times : 0;
      return checked(
        state,
        seat,
        [
          { broken: state.turn.step !== null, rule: 'NOVA 007.6.1', message: { ja: '引き直しはゲーム開始前に行います', en: 'The redraw comes before the game begins' } },
          {
            broken: (state.seats[seat]!.resources[REDRAWS] ?? 0) >= times,
            rule: 'NOVA 007.6.1.1',
            message: { ja: `引き直しは${times}回までです`, en: `A player redraws at most ${times} time(s)` },
          },
        ],
        () =>
          cards.length === 0
            ? []
            : [
                { type: 'moveCards', seat, cards: [...cards], to: { zone: 'mainDeck', seat } },
                { type: 'shuffle', seat, zone: { zone: 'mainDeck' } },
                { type: 'draw', seat, count: cards.length },
                { type: 'resource', seat, target: seat, name: REDRAWS, delta: 1 },
              ],
      );
    },
  },
];
