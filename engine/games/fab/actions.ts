/**
 * Flesh and Blood's own table actions (fab.md §3.4; numbered as the English CR, chapters 1, 4, 5 and 7): each stands
 * for generic actions, so the log, undo and saves treat them like any other. What a card's text does, reactions,
 * damage and go again stay in the players' hands.
 *
 * Card facts read from the table's catalog: `pitch` (pitch value) and `cost` (resource cost) of deck-cards; the
 * arena-cards' `kinds` and `subtypes` decide where setup equips them (setup.ts). Seat resources: ACTION_POINTS and
 * RESOURCE_POINTS (turns.ts).
 *
 * The combat chain lists its cards in the order they joined it: an attack, the cards defending it, the next attack.
 * A weapon attacks from the chain as its attack's source (7.2.2b) and equipment defends there (7.3.2a); both carry a
 * marker `equipped:<zone>` naming where they are equipped and go back there when the chain closes (7.7.5). Moving
 * between arena zones is no reset (3.0.9), so their counters and tapped state go with them.
 */
import { type Action } from '../../core/actions';
import { checked } from '../../core/rule-checks';
import { type GameActionDefinition, zoneKey, zoneSlot, type GameState } from '../../core/state';
import { ACTION_POINTS, EQUIPMENT_ZONES, RESOURCE_POINTS, WEAPON_ZONES } from './turns';
import type { TableTerm } from '../../core/structure';
import type { Localized } from '../../localized';
import { zones } from './zones';

/** Marks a card on the combat chain as defending (7.0.5a: it defends until it leaves the chain). */
export const DEFENDING = 'defending';
/** The marker that names the zone a weapon or equipment on the combat chain is equipped in. */
const EQUIPPED = 'equipped:';

export const markers: readonly TableTerm[] = [
  { id: DEFENDING, label: { ja: '防御中', en: 'Defending' }, rule: 'FaB 7.3.2a' },
  { id: EQUIPPED, label: { ja: '装備', en: 'Equipped' }, rule: 'FaB 7.7.5' },
];

export const resources: readonly TableTerm[] = [
  { id: ACTION_POINTS, label: { ja: 'アクションポイント', en: 'Action points' }, rule: 'FaB 4.3.2' },
  { id: RESOURCE_POINTS, label: { ja: 'リソースポイント', en: 'Resource points' }, rule: 'FaB 1.14.3' },
];


/** The id of the seat's zone the card lies in (not under another card), or null when it lies elsewhere. */
function seatZone(state: GameState, card: string, seat: number): string | null {
  const location = state.cards[card]!.location;
  if (location.kind !== 'zone') return null;
  const slot = zoneSlot(state.rules, location.zone)!;
  return slot.seat === seat ? slot.definition.id : null;
}

const points = (state: GameState, seat: number, name: string): number => state.seats[seat]!.resources[name] ?? 0;

const gain = (seat: number, name: string, delta: number): Action[] => (delta !== 0 ? [{ type: 'resource', seat, target: seat, name, delta }] : []);

/** The card's number fact, or undefined. */
function numberFact(state: GameState, card: string, fact: string): number | undefined {
  const value = state.catalog[state.cards[card]!.key]?.facts[fact];
  return typeof value === 'number' ? value : undefined;
}

/** Puts back what the card keeps moving between arena zones (3.0.9), after the move that resets it; not the chain's markers. */
function keep(state: GameState, seat: number, card: string): Action[] {
  const { counters, markers, tapped } = state.cards[card]!;
  return [
    ...Object.entries(counters).map(([name, delta]): Action => ({ type: 'counter', seat, card, name, delta })),
    ...markers.filter((marker) => marker !== DEFENDING && !marker.startsWith(EQUIPPED)).map((marker): Action => ({ type: 'marker', seat, card, marker, on: true })),
    ...(tapped ? [{ type: 'tap', seat, card, tapped: true } as Action] : []),
  ];
}

/** The card joins the end of the combat chain; a weapon or equipment keeps its counters and the zone it is equipped in. */
function toChain(state: GameState, seat: number, card: string, from: string | null, markers: readonly string[]): Action[] {
  const equipped = from !== null && [...EQUIPMENT_ZONES, ...WEAPON_ZONES].includes(from);
  return [
    { type: 'move', seat, card, to: { zone: 'combatChain', position: 'bottom' } },
    ...(equipped ? keep(state, seat, card) : []),
    ...[...markers, ...(equipped ? [`${EQUIPPED}${from}`] : [])].map((marker): Action => ({ type: 'marker', seat, card, marker, on: true })),
  ];
}

/** A card of the acting seat's own zones, where the rule `check` names allows it. */
const ownCard = (from: readonly string[], rule: string, message: Localized) => ({ kind: 'card', name: 'card', from, own: true, check: { rule, message } }) as const;

const chain = (state: GameState): readonly string[] => state.zones[zoneKey(zones.find((zone) => zone.id === 'combatChain')!, 0)]!;

export const actions: readonly GameActionDefinition[] = [
  {
    // A card from the hand to the pitch zone, gaining its pitch value in resource points (1.14.3); a card without a
    // pitch value cannot be pitched (1.14.3a). It goes under the cards pitched before, so the zone reads in pitch order.
    id: 'pitch',
    label: { ja: 'ピッチ', en: 'Pitch' },
    rule: 'FaB 1.14.3',
    parameters: [ownCard(['hand'], 'FaB 1.14.3', { ja: 'ピッチできるのは自分の手札のカードです', en: 'Only a card from your hand is pitched' })],
    primary: { zone: 'hand' },
    expand(state, seat, args) {
      const card = args.card as string;
      const pitch = numberFact(state, card, 'pitch');
      return checked(
        state,
        seat,
        [
          { broken: pitch === undefined, rule: 'FaB 1.14.3a', message: { ja: 'ピッチ値のないカードはピッチできません', en: 'A card without a pitch value cannot be pitched' } },
        ],
        () => [{ type: 'move', seat, card, to: { zone: 'pitch', seat, position: 'bottom' } }, ...gain(seat, RESOURCE_POINTS, pitch ?? 0)],
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
    // An attack onto the combat chain: a card played from the hand or arsenal (5.1.1a), or a weapon as the source of
    // its attack (7.2.2b). It costs an action point (5.1.6b) and `cost` resource points (default: the card's `cost`
    // fact, else 0; a weapon's attack cost is in its text, so pass it). What cannot be paid stays unpaid (5.1.7a).
    id: 'attack',
    label: { ja: '攻撃', en: 'Attack' },
    rule: 'FaB 7.2.2',
    parameters: [
      ownCard(['hand', 'arsenal', ...WEAPON_ZONES], 'FaB 5.1.1a', { ja: '攻撃できるのは自分の手札か格納庫のカード、または武器です', en: 'Attacks come from your hand or arsenal, or are your weapons’' }),
      { kind: 'number', name: 'cost', label: { ja: 'コスト（空欄: カードのコスト）', en: 'Cost (empty: the card’s)' }, min: 0, optional: true },
    ],
    expand(state, seat, args) {
      const card = args.card as string;
      const cost = (args.cost as number | undefined) ?? numberFact(state, card, 'cost') ?? 0;
      const from = seatZone(state, card, seat);
      const actionPoints = points(state, seat, ACTION_POINTS);
      const resourcePoints = points(state, seat, RESOURCE_POINTS);
      const paid = resourcePoints >= cost;
      return checked(
        state,
        seat,
        [
          { broken: actionPoints < 1, rule: 'FaB 5.1.6b', message: { ja: 'アクションポイントがありません', en: 'No action point left to attack with' } },
          {
            broken: !paid,
            rule: 'FaB 5.1.7a',
            message: { ja: `リソースが足りません（コスト${cost}、${resourcePoints}点）`, en: `Not enough resources (cost ${cost}, ${resourcePoints} points)` },
          },
        ],
        () => [
          ...toChain(state, seat, card, from, []),
          ...gain(seat, ACTION_POINTS, -Math.min(actionPoints, 1)),
          ...(paid ? gain(seat, RESOURCE_POINTS, -cost) : []),
        ],
      );
    },
  },
  {
    // The attacked hero's player declares a card from their hand or an equipment they control as defending
    // (7.3.2a); it joins the chain after the attack. Off-hand equipment lies in a weapon zone.
    id: 'defend',
    label: { ja: '防御', en: 'Defend' },
    rule: 'FaB 7.3.2a',
    parameters: [ownCard(['hand', ...EQUIPMENT_ZONES, ...WEAPON_ZONES], 'FaB 7.3.2a', { ja: '防御できるのは自分の手札のカードか装備品です', en: 'Defend with a card from your hand or your equipment' })],
    expand(state, seat, args) {
      const card = args.card as string;
      const from = seatZone(state, card, seat);
      const attacked = chain(state).some((id) => !state.cards[id]!.markers.includes(DEFENDING));
      return checked(
        state,
        seat,
        [
          { broken: state.turn.activeSeat === seat, rule: 'FaB 7.3.2a', message: { ja: 'ターンプレイヤーは自分の攻撃を防御しません', en: 'The turn player does not defend their own attack' } },
          { broken: !attacked, rule: 'FaB 7.3.2a', message: { ja: '防御する攻撃が戦闘チェインにありません', en: 'There is no attack on the combat chain to defend' } },
        ],
        () => toChain(state, seat, card, from, [DEFENDING]),
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
  {
    // The chain closes: weapons and equipment go back to the zones they are equipped in (7.7.5), every other card to
    // its owner's graveyard (7.7.6).
    id: 'closeChain',
    label: { ja: '戦闘チェインを閉じる', en: 'Close the combat chain' },
    rule: 'FaB 7.7.6',
    zone: 'combatChain',
    expand(state, seat) {
      return chain(state).flatMap((card): Action[] => {
        const { owner, markers } = state.cards[card]!;
        const equipped = markers.find((marker) => marker.startsWith(EQUIPPED));
        if (!equipped) return [{ type: 'move', seat, card, to: { zone: 'graveyard', seat: owner } }];
        return [{ type: 'move', seat, card, to: { zone: equipped.slice(EQUIPPED.length), seat: owner } }, ...keep(state, seat, card)];
      });
    },
  },
];
