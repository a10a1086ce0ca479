/**
 * Duel Masters' own table actions (rules digest dm.md §6–§7, §12): each stands for generic actions, so the log,
 * undo and saves treat them like any other. What a card's text does stays in the player's hands.
 *
 * Card facts read from the table's catalog (the card database's fields): `civs` (civilizations), `kinds` (card
 * types, engine/games/dm/index.ts cardKinds), `keywords` (printed keywords such as S・トリガー, W・ブレイカー).
 */
import { type Action, type GameActionArgs } from '../../core/actions';
import { checked, type RuleCheck } from '../../core/rule-checks';
import { type GameActionDefinition, zoneKey, type GameState } from '../../core/state';
import type { NumberParameter } from '../../core/parameters';
import type { Localized } from '../../localized';
import type { TableTerm } from '../../core/structure';
import { zones } from './zones';

/**
 * A creature that came into the battle zone this turn cannot attack (301.5): summoning puts the marker on, the turn
 * start step takes it off the turn player's creatures (./turns.ts). Evolutions come in without it (801.3).
 */
export const SUMMONING_SICKNESS = 'summoningSickness';

export const markers: readonly TableTerm[] = [{ id: SUMMONING_SICKNESS, label: { ja: '召喚酔い', en: 'Summoning sickness' }, rule: 'DM 301.5' }];

const sick = (seat: number, card: string): Action => ({ type: 'marker', seat, card, marker: SUMMONING_SICKNESS, on: true, rule: 'DM 301.5' });

const key = (id: string, seat: number): string => zoneKey(zones.find((zone) => zone.id === id)!, seat);

function listFact(state: GameState, card: string, fact: string): readonly string[] {
  const value = state.catalog[state.cards[card]!.key]?.facts[fact];
  return Array.isArray(value) ? value : [];
}

/** Cards are played only in the turn player's own main step (504.1). */
const inOwnMainStep = (state: GameState, seat: number, message: Localized): RuleCheck => ({
  broken: state.turn.activeSeat !== seat || state.turn.step !== 'main',
  rule: 'DM 504.1',
  message,
});

/** How many shields an attacker breaks (509.2): 1, or its largest breaker keyword; `all` for world / ∞ breakers. */
export function breakerCount(keywords: readonly string[]): number | 'all' {
  if (keywords.some((keyword) => /ワールド・ブレイカー|∞ブレイカー/.test(keyword))) return 'all';
  const counts: Record<string, number> = { 'W・ブレイカー': 2, 'T・ブレイカー': 3, 'Q・ブレイカー': 4 };
  return Math.max(1, ...keywords.map((keyword) => counts[keyword.replace(/^(ドラゴン|マスター)・/, '')] ?? 1));
}

/** Keywords declared as shields go to the hand (509.5a–e): S・トリガー and its kin, G・ストライク, S・バック, サバキZ. */
const DECLARES_ON_BREAK = /トリガー|G・ストライク|S・バック|サバキZ/;

const SHIELD_TRIGGER: Localized = { ja: 'シールド・トリガーの宣言', en: 'The shield trigger window' };

/** The card of the hand an action is offered on. */
const fromHand = { kind: 'card', name: 'card', from: ['hand'] } as const;

const target = { kind: 'seat', name: 'target' } as const;

/** Shields chosen by their places in the target's shield zone; the same one twice breaks 509.6. */
const positions = { kind: 'positions', name: 'positions', label: { ja: 'シールド', en: 'shield' }, zone: 'shields', seat: 'target', distinct: 'DM 509.6' } as const;

const cardCount = (defaultCount?: number): NumberParameter => ({ kind: 'number', name: 'count', label: { ja: '枚数', en: 'Number of cards' }, min: 1, ...(defaultCount === undefined ? {} : { default: defaultCount }) });

/**
 * The shields at `positions` (indices of the target's shield zone, top first, as they lie on the table), or the first
 * `count`; all go to their owner's hand at once (509.5, 701.14a). A window opens for the owner when any broken card
 * has a keyword declared on breaking (509.5a–e); a dummy's shields have none.
 */
function breakShields(state: GameState, seat: number, target: number, args: GameActionArgs, count: number | 'all'): Action[] {
  const shields = state.zones[key('shields', target)]!;
  const positions = args.positions as readonly number[] | undefined;
  const chosen = positions ? positions.map((at) => shields[at]!) : shields.slice(0, count === 'all' ? shields.length : count);
  const moves: Action[] = chosen.map((card) => ({ type: 'move', seat, card, to: { zone: 'hand', seat: target } }));
  const declares = chosen.filter((card) => listFact(state, card, 'keywords').some((keyword) => DECLARES_ON_BREAK.test(keyword)));
  if (declares.length === 0) return moves;
  const id = `shieldTrigger-${state.nextCardNumber}-${state.windows.length}`;
  return [...moves, { type: 'openWindow', seat, window: { id, seat: target, label: SHIELD_TRIGGER, rule: 'DM 509.5a', cards: chosen } }];
}

export const actions: readonly GameActionDefinition[] = [
  {
    // Hand → mana zone, upside down; a multicolour card enters tapped (405.1). Once per charge step (503.2): the
    // turn's allowance counts it.
    id: 'charge',
    label: { ja: 'マナチャージ', en: 'Mana charge' },
    rule: 'DM 503.2',
    parameters: [{ ...fromHand, own: true, check: { rule: 'DM 701.8a', message: { ja: 'チャージできるのは手札のカードです', en: 'Only a card from the hand is charged' } } }],
    expand(state, seat, args) {
      const card = args.card as string;
      return checked(
        state,
        seat,
        [{ broken: state.turn.step !== 'manaCharge', rule: 'DM 503.2', message: { ja: 'チャージはマナチャージステップに行います', en: 'Mana is charged in the mana charge step' } }],
        () => {
          const parts: Action[] = [{ type: 'move', seat, card, to: { zone: 'mana', seat } }];
          if (listFact(state, card, 'civs').length >= 2) parts.push({ type: 'tap', seat, card, tapped: true, rule: 'DM 405.1' });
          return parts;
        },
      );
    },
  },
  {
    // Taps `count` untapped cards of the seat's mana zone to pay a cost (112.2a); which civilizations they give is
    // the player's to check, or they tap the cards one by one.
    id: 'tapMana',
    label: { ja: 'マナをタップ', en: 'Tap mana' },
    rule: 'DM 112.2a',
    parameters: [cardCount()],
    zone: 'mana',
    expand(state, seat, args) {
      const count = args.count as number;
      const untapped = state.zones[key('mana', seat)]!.filter((card) => !state.cards[card]!.tapped);
      if (untapped.length < count) {
        return { rule: 'DM 112.2a', message: { ja: `アンタップのマナが${untapped.length}枚しかありません`, en: `Only ${untapped.length} untapped mana` } };
      }
      return untapped.slice(0, count).map((card): Action => ({ type: 'tap', seat, card, tapped: true }));
    },
  },
  {
    // A creature from the hand (or a twinpact's creature half, 810.3) to the battle zone: what a double-click on a
    // card in the hand does, unless it is a spell.
    id: 'summon',
    label: { ja: '召喚', en: 'Summon' },
    rule: 'DM 701.5a',
    parameters: [fromHand],
    primary: { zone: 'hand' },
    expand(state, seat, args) {
      const card = args.card as string;
      return checked(
        state,
        seat,
        [inOwnMainStep(state, seat, { ja: '召喚は自分のメインステップに行います', en: 'Creatures are summoned in your main step' })],
        () => [{ type: 'move', seat, card, to: { zone: 'battle' } }, sick(seat, card)],
      );
    },
  },
  {
    // A spell (or a twinpact's spell half, 810.3): shown to all, then to its owner's graveyard once its effect has
    // been carried out by hand. A double-click casts a spell that is no creature (a twinpact is summoned).
    id: 'cast',
    label: { ja: '呪文を唱える', en: 'Cast a spell' },
    rule: 'DM 701.5a',
    parameters: [fromHand],
    primary: { zone: 'hand', kinds: ['spell'], unlessKinds: ['creature'] },
    expand(state, seat, args) {
      const card = args.card as string;
      return checked(
        state,
        seat,
        [inOwnMainStep(state, seat, { ja: '呪文は自分のメインステップに唱えます', en: 'Spells are cast in your main step' })],
        () => [
          { type: 'reveal', seat, cards: [card] },
          { type: 'move', seat, card, to: { zone: 'graveyard', seat: state.cards[card]!.owner } },
        ],
      );
    },
  },
  {
    // An evolution creature goes on top of its sources, which go under it in the order given (801.1, 801.1b): the
    // selected creatures of the battle zone. It is the same creature: tapped if any source was (801.2, 801.2b).
    id: 'evolve',
    label: { ja: '進化', en: 'Evolve' },
    rule: 'DM 701.15a',
    parameters: [
      fromHand,
      {
        kind: 'cards',
        name: 'sources',
        label: { ja: '進化元のカード', en: 'evolution sources' },
        card: 'card',
        from: ['battle'],
        check: { rule: 'DM 801.1a', message: { ja: '進化元はバトルゾーンのクリーチャーです', en: 'Evolution sources are creatures in the battle zone' } },
      },
    ],
    expand(state, seat, args) {
      const card = args.card as string;
      const sources = args.sources as readonly string[];
      return [
        { type: 'move', seat, card, to: { zone: 'battle' } },
        ...sources.map((source): Action => ({ type: 'move', seat, card: source, to: { under: card } })),
        ...(sources.some((source) => state.cards[source]!.tapped) ? [{ type: 'tap', seat, card, tapped: true, rule: 'DM 801.2b' } as Action] : []),
      ];
    },
  },
  {
    // Taps the attacker (506.1c); if the attack goes through to the player, breaks as many shields as the attacker's
    // breaker ability says (509.2) or `breaks` — or, with no shields left, it is a direct attack and the player loses
    // (509.1). Blocks and battles are the players' to play out first.
    id: 'attackPlayer',
    label: { ja: 'プレイヤーを攻撃', en: 'Attack the player' },
    rule: 'DM 509.1',
    parameters: [
      {
        kind: 'card',
        name: 'attacker',
        from: ['battle'],
        own: true,
        check: { rule: 'DM 505.3', message: { ja: '攻撃できるのは自分のバトルゾーンのクリーチャーです', en: 'Only your creatures in the battle zone attack' } },
      },
      target,
      {
        kind: 'number',
        name: 'breaks',
        label: { ja: 'ブレイクするシールドの数（空欄: アタッカーの能力どおり）', en: 'Shields to break (empty: as the attacker breaks)' },
        min: 1,
        optional: true,
      },
      positions,
    ],
    expand(state, seat, args) {
      const attacker = args.attacker as string;
      const target = args.target as number;
      if (target === seat) return { rule: null, message: { ja: 'target: 自分は攻撃できません', en: 'target: a player cannot attack themselves' } };
      const breaks = (args.breaks as number | undefined) ?? breakerCount(listFact(state, attacker, 'keywords'));
      const card = state.cards[attacker]!;
      return checked(
        state,
        seat,
        [
          { broken: card.tapped, rule: 'DM 506.1a', message: { ja: 'タップしているクリーチャーは攻撃できません', en: 'A tapped creature cannot attack' } },
          {
            broken: card.markers.includes(SUMMONING_SICKNESS) && !listFact(state, attacker, 'keywords').includes('スピードアタッカー'),
            rule: 'DM 301.5',
            message: { ja: 'このターンに出たクリーチャーは攻撃できません（召喚酔い）', en: 'A creature that came into play this turn cannot attack (summoning sickness)' },
          },
          { broken: state.turn.activeSeat !== seat || state.turn.step !== 'attack', rule: 'DM 505.1', message: { ja: '攻撃は自分の攻撃ステップに行います', en: 'Attacks are made in your attack step' } },
        ],
        () => {
          const tap: Action = { type: 'tap', seat, card: attacker, tapped: true, rule: 'DM 506.1c' };
          if (state.zones[key('shields', target)]!.length === 0) return [tap, { type: 'lose', seat, target, rule: 'DM 509.1' }];
          return [tap, ...breakShields(state, seat, target, args, breaks)];
        },
      );
    },
  },
  {
    // Breaks shields by an effect (701.14a): `count` of them, or those at `positions`. Offered on the shield zone,
    // whose seat is the target; a double-click breaks the shield clicked.
    id: 'breakShields',
    label: { ja: 'シールドをブレイク', en: 'Break shields' },
    rule: 'DM 701.14a',
    parameters: [target, cardCount(1), positions],
    zone: 'shields',
    primary: { zone: 'shields' },
    expand(state, seat, args) {
      return breakShields(state, seat, args.target as number, args, args.count as number);
    },
  },
  {
    // A card declared from the shield trigger window (509.5a): shown, then used for free — a creature into the battle
    // zone, a spell into the graveyard once its effect is carried out (112.3a). A twinpact is used as a creature
    // unless `half` says spell.
    id: 'useShieldTrigger',
    label: { ja: 'S・トリガーを使う', en: 'Use a shield trigger' },
    rule: 'DM 112.3a',
    parameters: [fromHand, { kind: 'choice', name: 'half', options: ['creature', 'spell'] }],
    expand(state, seat, args) {
      const card = args.card as string;
      const open = state.windows.some((window) => window.seat === seat && window.cards.includes(card));
      const spell = listFact(state, card, 'kinds').includes('spell') && !listFact(state, card, 'kinds').includes('creature');
      const creature = !(args.half === 'spell' || spell);
      return checked(
        state,
        seat,
        [{ broken: !open, rule: 'DM 509.5a', message: { ja: 'ブレイクされたばかりのシールドではありません', en: 'The card is not a shield just broken' } }],
        () => [
          { type: 'reveal', seat, cards: [card] },
          creature ? { type: 'move', seat, card, to: { zone: 'battle' } } : { type: 'move', seat, card, to: { zone: 'graveyard', seat } },
          ...(creature ? [sick(seat, card)] : []),
        ],
      );
    },
  },
  {
    // The top card of 超GR is summoned as though its cost were paid (701.30a): offered on the zone, and what a
    // double-click on it does.
    id: 'grSummon',
    label: { ja: 'GR召喚', en: 'GR summon' },
    rule: 'DM 701.30a',
    zone: 'gr',
    primary: { zone: 'gr' },
    expand(state, seat) {
      const [top] = state.zones[key('gr', seat)]!;
      if (top === undefined) return { rule: 'DM 701.30a', message: { ja: '超GRゾーンにカードがありません', en: 'The super GR zone is empty' } };
      return [{ type: 'move', seat, card: top, to: { zone: 'battle' } }, sick(seat, top)];
    },
  },
  {
    // A GR creature leaving the battle zone goes to the bottom of its owner's 超GR instead (118.1).
    id: 'returnToGr',
    label: { ja: '超GRゾーンに戻す', en: 'Return to the super GR zone' },
    rule: 'DM 118.1',
    parameters: [{ kind: 'card', name: 'card', from: ['battle'] }],
    expand(state, seat, args) {
      const card = args.card as string;
      return [{ type: 'move', seat, card, to: { zone: 'gr', seat: state.cards[card]!.owner, position: 'bottom' } }];
    },
  },
];
