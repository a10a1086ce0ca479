/**
 * Playing cards in Duel Masters (rules digest dm.md §6–§7, §12): charging mana, paying costs, summoning, casting,
 * evolving, GR summoning. Each stands for generic actions, so the log, undo and saves treat them like any other. What a
 * card's text does stays in the player's hands.
 */
import { type Action } from '../../core/actions';
import { checked, type RuleCheck } from '../../core/rule-checks';
import { type GameActionDefinition, type GameState } from '../../core/state';
import type { NumberParameter } from '../../core/parameters';
import type { Localized } from '../../localized';
import { key, listFact } from './facts';
import { sick } from './markers';

/** Cards are played only in the turn player's own main step (504.1). */
const inOwnMainStep = (state: GameState, seat: number, message: Localized): RuleCheck => ({
  broken: state.turn.activeSeat !== seat || state.turn.step !== 'main',
  rule: 'DM 504.1',
  message,
});

/** The card of the hand an action is offered on. */
const fromHand = { kind: 'card', name: 'card', from: ['hand'] } as const;

const cardCount = (defaultCount?: number): NumberParameter => ({ kind: 'number', name: 'count', label: { ja: '枚数', en: 'Number of cards' }, min: 1, ...(defaultCount === undefined ? {} : { default: defaultCount }) });

export const playActions: readonly GameActionDefinition[] = [
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
