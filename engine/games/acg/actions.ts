import { decisionFor, noDecisionWaiting, type GameActionDefinition } from '../../core/state';
import type { DecisionDefinition } from '../../core/structure';

/** The decision of the cards of the opening hand to put on the bottom (104.6), which the setup opens per seat. */
const BOTTOM = 'bottom';

export const decisions: readonly DecisionDefinition[] = [
  {
    id: BOTTOM,
    label: { ja: 'デッキの下に置く2枚', en: 'Two cards to the bottom' },
    rule: 'ACG 104.6',
    prompt: {
      ja: '初期手札から2枚を選び、1枚ずつデッキの下に置きます（先攻プレイヤーから）。',
      en: 'Choose 2 cards of your opening hand and put them on the bottom of your deck one at a time (the first player first).',
    },
    answers: ['putOnBottom'],
    dummy: { ja: 'ダミーには手札がありません', en: 'The dummy has no hand' },
  },
];

export const actions: readonly GameActionDefinition[] = [
  {
    // 出す (205-9): from any zone but the battlefield and the realm (205-9a) onto the acting player's battlefield, awake
    // (205-9b, as every move leaves a card); the zone rules give it action standby (204-8a, ./zones.ts). What a
    // double-click on a card in the hand does.
    id: 'putOntoBattlefield',
    label: { ja: '戦場に出す', en: 'Put onto the battlefield' },
    rule: 'ACG 205-9',
    parameters: [
      {
        kind: 'card',
        name: 'card',
        from: ['hand', 'graveyard', 'exile', 'pile', 'deck', 'territoryDeck'],
        check: {
          rule: 'ACG 205-9',
          message: { ja: 'card: 戦場・領地のカードは出せません', en: 'card: a card on the battlefield or in the realm cannot be put onto the battlefield' },
          absolute: true,
        },
      },
    ],
    primary: { zone: 'hand' },
    expand(state, seat, args) {
      const card = args.card as string;
      return [{ type: 'move', seat, card, to: { zone: 'battlefield', seat } }];
    },
  },
  {
    // The answer to the setup's decision (104.6): a card of the seat's opening hand to the bottom of its deck, one at a
    // time in the order chosen; the decision closes with its second card.
    id: 'putOnBottom',
    label: { ja: 'デッキの下に置く', en: 'Put on the bottom of the deck' },
    rule: 'ACG 104.6',
    offer: 'decision',
    parameters: [{ kind: 'card', name: 'card', from: ['hand'], own: true }],
    expand(state, seat, args) {
      const card = args.card as string;
      const decision = decisionFor(state, seat, BOTTOM);
      if (!decision) return noDecisionWaiting(decisions[0]!);
      return [
        { type: 'answerDecision', seat, id: decision.id, card },
        { type: 'move', seat, card, to: { zone: 'deck', seat, position: 'bottom' }, rule: 'ACG 104.6' },
      ];
    },
  },
];
