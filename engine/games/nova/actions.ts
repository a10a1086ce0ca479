import { checked } from '../../core/rule-checks';
import { type GameActionDefinition, zoneKey } from '../../core/state';
import type { TableTerm } from '../../core/structure';
import { setFromHand } from '../set-from-hand';
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
