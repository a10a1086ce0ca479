import type { GameActionDefinition } from '../../core/actions';
import { zoneOfCard, zoneSlot } from '../../core/state';
import { ACTION_STANDBY } from './turns';

export const actions: readonly GameActionDefinition[] = [
  {
    // 出す (205-9): from any zone but the battlefield and the realm (205-9a) onto the acting player's battlefield, awake
    // (205-9b, as every move leaves a card), holding action standby as every presence that enters does (204-8a).
    id: 'putOntoBattlefield',
    label: { ja: '戦場に出す', en: 'Put onto the battlefield' },
    rule: 'ACG 205-9',
    expand(state, seat, { card }) {
      if (typeof card !== 'string' || !state.cards[card]) {
        return { rule: null, message: { ja: `card: カード ${String(card)} はありません`, en: `card: there is no card ${String(card)}` } };
      }
      const from = zoneSlot(state.rules, zoneOfCard(state, card))!.definition.id;
      if (from === 'battlefield' || from === 'realm') {
        return { rule: 'ACG 205-9', message: { ja: 'card: 戦場・領地のカードは出せません', en: 'card: a card on the battlefield or in the realm cannot be put onto the battlefield' } };
      }
      return [
        { type: 'move', seat, card, to: { zone: 'battlefield', seat } },
        { type: 'marker', seat, card, marker: ACTION_STANDBY, on: true, rule: 'ACG 204-8a' },
      ];
    },
  },
];
