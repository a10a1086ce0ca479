/**
 * Flesh and Blood's own table actions (fab.md §3.4; numbered as the English CR, chapters 1, 4, 5 and 7): each stands
 * for generic actions, so the log, undo and saves treat them like any other. Playing cards and activations are in
 * play.ts, the combat chain in combat.ts (read through chain.ts); here the end phase's arsenal and pitch order, and a
 * pitch outside a payment.
 *
 * Seat resources: ACTION_POINTS and RESOURCE_POINTS (turns.ts).
 */
import { checked } from '../../core/rule-checks';
import type { GameActionDefinition } from '../../core/state';
import type { CardTerm, TableTerm } from '../../core/structure';
import type { Localized } from '../../localized';
import { numberFact } from '../../core/card-facts';
import { chainCounters, chainMarkers } from './chain';
import { combatActions } from './combat';
import { playActions, playMarkers } from './play';
import { ACTION_POINTS, RESOURCE_POINTS } from './turns';

export const markers: readonly CardTerm[] = [...chainMarkers, ...playMarkers];
export const counters: readonly CardTerm[] = chainCounters;

export const resources: readonly TableTerm[] = [
  { id: ACTION_POINTS, label: { ja: 'アクションポイント', en: 'Action points' }, rule: 'FaB 4.3.2' },
  { id: RESOURCE_POINTS, label: { ja: 'リソースポイント', en: 'Resource points' }, rule: 'FaB 1.14.3' },
];

/** A card of the acting seat's own zones, where the rule `check` names allows it. */
const ownCard = (from: readonly string[], rule: string, message: Localized) => ({ kind: 'card', name: 'card', from, own: true, check: { rule, message } }) as const;

const pitchAndEndPhaseActions: readonly GameActionDefinition[] = [
  {
    // A card from the hand to the pitch zone for its pitch value (1.14.3). Cards are pitched while paying a cost — name
    // them with the play — so a pitch on its own breaks 1.14.3 unless an effect asks for it; without a pitch value a
    // card cannot be pitched at all (1.14.3a). It goes under the cards pitched before, so the zone reads in pitch order.
    id: 'pitch',
    label: { ja: 'ピッチ', en: 'Pitch' },
    rule: 'FaB 1.14.3',
    parameters: [ownCard(['hand'], 'FaB 1.14.3', { ja: 'ピッチできるのは自分の手札のカードです', en: 'Only a card from your hand is pitched' })],
    // Only a card with a pitch value (1.14.3a).
    appliesTo: { stat: 'pitch' },
    expand(state, seat, args) {
      const card = args.card as string;
      const pitch = numberFact(state, card, 'pitch');
      return checked(
        state,
        seat,
        [
          { broken: pitch === undefined, rule: 'FaB 1.14.3a', message: { ja: 'ピッチ値のないカードはピッチできません', en: 'A card without a pitch value cannot be pitched' } },
          {
            broken: true,
            rule: 'FaB 1.14.3',
            message: { ja: 'ピッチはコストを支払うときに行います（プレイのときにピッチするカードを選びます）', en: 'Cards are pitched while paying a cost (choose them when you play)' },
          },
        ],
        () => [
          { type: 'move', seat, card, to: { zone: 'pitch', seat, position: 'bottom' } },
          ...(pitch ? [{ type: 'resource', seat, target: seat, name: RESOURCE_POINTS, delta: pitch } as const] : []),
        ],
      );
    },
  },
  {
    // The turn player puts a card from hand face down into their empty arsenal in the end phase (4.4.3b); a full
    // arsenal is the zone's own capacity check (3.3.2), and a second card in a turn the `arsenal` allowance's.
    id: 'arsenal',
    label: { ja: '格納庫に置く', en: 'Arsenal a card' },
    rule: 'FaB 4.4.3b',
    parameters: [ownCard(['hand'], 'FaB 4.4.3b', { ja: '格納庫に置けるのは自分の手札のカードです', en: 'Only a card from your hand goes into your arsenal' })],
    expand(state, seat, args) {
      const card = args.card as string;
      return checked(
        state,
        seat,
        [
          {
            broken: state.turn.activeSeat !== seat || state.turn.step !== 'endArsenal',
            rule: 'FaB 4.4.3b',
            message: { ja: '格納庫にはエンドフェイズにターンプレイヤーが置きます', en: 'The turn player arsenals a card in the end phase' },
          },
        ],
        () => [{ type: 'move', seat, card, to: { zone: 'arsenal', seat, faceDown: true } }],
      );
    },
  },
  {
    // The end phase's pitch to the bottom of the deck in an order the player chooses and nobody else learns (4.4.3c):
    // `order` lists the seat's pitch zone, the first to lie highest; the turn step moves whatever is left as it lies.
    id: 'pitchToBottom',
    label: { ja: 'ピッチをデッキの下へ', en: 'Pitch to the bottom of the deck' },
    rule: 'FaB 4.4.3c',
    parameters: [{ kind: 'order', name: 'order', label: { ja: 'ピッチゾーン', en: 'pitch zone' }, zone: 'pitch' }],
    zone: 'pitch',
    expand(state, seat, args) {
      const order = args.order as string[];
      if (order.length === 0) return [];
      return [{ type: 'moveCards', seat, cards: order, to: { zone: 'deck', seat, position: 'bottom' } }];
    },
  },
];

export const actions: readonly GameActionDefinition[] = [...playActions, ...combatActions, ...pitchAndEndPhaseActions];
