/**
 * Playing cards in Duel Masters (rules digest dm.md §6–§7, §12): charging mana, summoning, casting, generating and
 * evolving with their costs paid (./mana.ts), GR summoning, awakening. Each stands for generic actions, so the log,
 * undo and saves treat them like any other. What a card's text does stays in the player's hands. Summoning sickness
 * and where psychic and GR creatures go when they leave play are zone rules (./zones.ts), which every move follows.
 */
import { type Action } from '../../core/actions';
import { checked, type RuleCheck } from '../../core/rule-checks';
import type { RuleError } from '../../core/basics';
import { type GameActionDefinition, type GameState } from '../../core/state';
import type { CardsParameter, NumberParameter } from '../../core/parameters';
import type { Localized } from '../../localized';
import { faceCount, key, listOf, wholeCardFacts } from './facts';
import { civsOf, costOf, coversCivs, manaCard, manaTotal, overpays, pickMana, type Cost } from './mana';
import { SUMMONING_SICKNESS } from './markers';

/** Cards are played only in the turn player's own main step (504.1). */
const inOwnMainStep = (state: GameState, seat: number, message: Localized): RuleCheck => ({
  broken: state.turn.activeSeat !== seat || state.turn.step !== 'main',
  rule: 'DM 504.1',
  message,
});

/** The card of the hand an action is offered on. */
const fromHand = { kind: 'card', name: 'card', from: ['hand'] } as const;

const cardCount = (defaultCount?: number): NumberParameter => ({ kind: 'number', name: 'count', label: { ja: '枚数', en: 'Number of cards' }, min: 1, ...(defaultCount === undefined ? {} : { default: defaultCount }) });

/** The mana a card played taps (112.2a): cards of the player's own mana zone, the selected ones; left out, the table picks. */
const manaToTap: CardsParameter = {
  kind: 'cards',
  name: 'mana',
  label: { ja: 'タップするマナ', en: 'mana to tap' },
  card: 'card',
  from: ['mana'],
  own: true,
  optional: true,
  check: { rule: 'DM 112.2a', message: { ja: 'コストは自分のマナゾーンのカードをタップして支払います', en: 'A cost is paid by tapping cards of your own mana zone' } },
};

/** The card's kinds as the card database lists them for the whole card: a twinpact's both halves, a psychic's both sides. */
export const kindsOf = (state: GameState, card: string): readonly string[] => listOf(wholeCardFacts(state, card), 'kinds');

/** Cards of the hyperspace and super GR zones, never played by paying their mana cost (112.4). */
const NOT_FOR_MANA: readonly { kind: string; rule: string; name: Localized }[] = [
  { kind: 'psychic', rule: 'DM 805.4a', name: { ja: 'サイキック・クリーチャー', en: 'A psychic creature' } },
  { kind: 'dragheart', rule: 'DM 807.4a', name: { ja: 'ドラグハート', en: 'A dragheart' } },
  { kind: 'grCreature', rule: 'DM 811.2a', name: { ja: 'GRクリーチャー', en: 'A GR creature' } },
  { kind: 'duelMate', rule: 'DM 820.4a', name: { ja: 'デュエルメイト', en: 'A Duel Mate' } },
];

/** The entry of NOT_FOR_MANA that bars a card of these kinds from being played by paying its cost, if any. */
export const notForMana = (kinds: readonly string[]) => NOT_FOR_MANA.find((entry) => kinds.includes(entry.kind));

/**
 * What a card played from the hand as a `kind` must be (a creature summoned 301.1, a spell cast 302.1, a cross gear
 * generated 303.1; a twinpact by either half, 810.3), and that it is no card of the hyperspace or super GR zones. A
 * card whose kinds the table does not know passes.
 */
function playable(state: GameState, card: string, kind: string, { rule, ja, en }: Localized & { rule: string }): RuleCheck[] {
  const kinds = kindsOf(state, card);
  const barred = notForMana(kinds);
  const never = barred && { broken: true, rule: barred.rule, message: { ja: `${barred.name.ja}はマナコストを支払って出せません`, en: `${barred.name.en} is never played by paying its mana cost` } };
  return [{ broken: kinds.length > 0 && !kinds.includes(kind), rule, message: { ja, en } }, ...(never ? [never] : [])];
}

const civNames = (civs: readonly string[]): Localized => ({ ja: civs.join('、'), en: civs.join(', ') });

/**
 * Paying a card's cost from the seat's mana zone (112.2a): the cards listed, checked — untapped, a card of its own for
 * each civilization, mana enough, none more than needed (112.2c) — or, none listed, the table's pick (./mana.ts). Where
 * no set pays, the checks say why and nothing is tapped: the player pays by hand, as for a cost an effect changed
 * (112.2b). Free mode taps only the cards listed; a card whose cost the table does not know asks for nothing.
 */
function payment(state: GameState, seat: number, cost: Cost | null, chosen: readonly string[] | undefined): { checks: RuleCheck[]; taps: Action[] } {
  const tap = (cards: readonly string[]): Action[] => cards.map((card): Action => ({ type: 'tap', seat, card, tapped: true, rule: 'DM 112.2a' }));
  const untapped = (cards: readonly string[]) => cards.filter((card) => !state.cards[card]!.tapped);
  if (cost === null || (chosen === undefined && state.mode === 'free')) return { checks: [], taps: tap(untapped(chosen ?? [])) };
  const civs = civNames(cost.civs);
  if (chosen !== undefined) {
    const paying = untapped(chosen).map((card) => manaCard(state, card));
    const mana = manaTotal(paying);
    return {
      checks: [
        { broken: paying.length < chosen.length, rule: 'DM 112.2a', message: { ja: 'タップしているマナでは支払えません', en: 'Tapped mana pays nothing' } },
        {
          broken: !coversCivs(paying, cost.civs),
          rule: 'DM 112.2a',
          message: { ja: `文明が足りません：${civs.ja}をそれぞれ別のカードで支払います`, en: `Civilizations unpaid: ${civs.en}, each by a card of its own` },
        },
        { broken: mana < cost.cost, rule: 'DM 112.2a', message: { ja: `コスト${cost.cost}に対してマナが${mana}です`, en: `The cost is ${cost.cost}; the mana tapped gives ${mana}` } },
        {
          broken: overpays(paying, cost),
          rule: 'DM 112.2c',
          message: { ja: '文明とコストを支払えるのに、余分にマナをタップしています', en: 'More mana is tapped than the civilizations and the cost need' },
        },
      ],
      taps: tap(paying.map((card) => card.id)),
    };
  }
  const available = untapped(state.zones[key('mana', seat)]!).map((card) => manaCard(state, card));
  const picked = pickMana(available, cost);
  if (picked) return { checks: [], taps: tap(picked) };
  const mana = manaTotal(available);
  return {
    checks: [
      { broken: mana < cost.cost, rule: 'DM 112.2a', message: { ja: `コスト${cost.cost}に対してアンタップのマナが${mana}です`, en: `The cost is ${cost.cost}; your untapped mana gives ${mana}` } },
      {
        broken: !coversCivs(available, cost.civs),
        rule: 'DM 112.2a',
        message: { ja: `文明が足りません：${civs.ja}をそれぞれ別のアンタップのカードで支払えません`, en: `Civilizations unpaid: no untapped card of its own for each of ${civs.en}` },
      },
    ],
    taps: [],
  };
}

/** Playing `card` as a `kind`: its checks and those of its payment, then the mana tapped and the parts of `play`. */
function paidFor(state: GameState, seat: number, card: string, kind: string, chosen: unknown, checks: readonly RuleCheck[], play: Action[]): Action[] | RuleError {
  const paid = payment(state, seat, costOf(state, card, kind), chosen as readonly string[] | undefined);
  return checked(state, seat, [...checks, ...paid.checks], () => [...paid.taps, ...play]);
}

type Parts = (state: GameState, seat: number, card: string) => Action[];

const intoBattle: Parts = (_, seat, card) => [{ type: 'move', seat, card, to: { zone: 'battle' } }];

/**
 * The `expand` of playing the hand card `args.card` as a `kind` in the player's own main step (504.1), `what` being
 * the rule on what is played so: the checks, the mana listed in `args.mana` or picked, then `play`'s parts.
 */
function playedAs(kind: string, what: Localized & { rule: string }, when: Localized, play: Parts): GameActionDefinition['expand'] {
  return (state, seat, args) => {
    const card = args.card as string;
    const checks = [inOwnMainStep(state, seat, when), ...playable(state, card, kind, what)];
    return paidFor(state, seat, card, kind, args.mana, checks, play(state, seat, card));
  };
}

/** The kinds of creature that evolve onto others (801.1; star and S-MAX evolutions are evolution creatures too). */
const EVOLUTION_KINDS = ['evolutionCreature', 'neoCreature', 'gNeoCreature'];

export const playActions: readonly GameActionDefinition[] = [
  {
    // Hand → mana zone, upside down; a multicolour card enters tapped (405.1), a twinpact by the civilizations of both
    // halves (810.1). Once per charge step (503.2): the turn's allowance counts this action, not a card effect's move.
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
          if (civsOf(state, card).length >= 2) parts.push({ type: 'tap', seat, card, tapped: true, rule: 'DM 405.1' });
          return parts;
        },
      );
    },
  },
  {
    // Taps `count` untapped cards of the seat's mana zone for a cost the table does not pay itself (an ability's, a
    // cost an effect changed, 112.2b); which civilizations they give is the player's to check, or they tap the cards
    // one by one. Summon, cast, generate and evolve pay their own.
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
    // A creature from the hand (a twinpact by its creature half, 810.3) to the battle zone, its cost paid with the
    // mana chosen or picked (112.2a): what a double-click on a card in the hand does, unless it is a spell or a cross
    // gear. A psychic creature never comes from the hand (805.4a).
    id: 'summon',
    label: { ja: '召喚', en: 'Summon' },
    rule: 'DM 701.5a',
    parameters: [fromHand, manaToTap],
    primary: { zone: 'hand' },
    // Not an evolution creature, which is put onto its sources (801.1a: 進化).
    appliesTo: { kinds: ['creature'], unlessKinds: ['evolutionCreature'] },
    expand: playedAs(
      'creature',
      { rule: 'DM 301.1', ja: '召喚できるのはクリーチャーです', en: 'Only a creature is summoned' },
      { ja: '召喚は自分のメインステップに行います', en: 'Creatures are summoned in your main step' },
      intoBattle,
    ),
  },
  {
    // A spell (a twinpact by its spell half, 810.3), its cost paid: shown to all, then to its owner's graveyard once its
    // effect has been carried out by hand. A double-click casts a spell that is no creature (a twinpact is summoned).
    id: 'cast',
    label: { ja: '呪文を唱える', en: 'Cast a spell' },
    rule: 'DM 701.5a',
    parameters: [fromHand, manaToTap],
    primary: { zone: 'hand', kinds: ['spell'], unlessKinds: ['creature'] },
    appliesTo: { kinds: ['spell'] },
    expand: playedAs(
      'spell',
      { rule: 'DM 302.1', ja: '唱えられるのは呪文です', en: 'Only a spell is cast' },
      { ja: '呪文は自分のメインステップに唱えます', en: 'Spells are cast in your main step' },
      (state, seat, card) => [
        { type: 'reveal', seat, cards: [card] },
        { type: 'move', seat, card, to: { zone: 'graveyard', seat: state.cards[card]!.owner } },
      ],
    ),
  },
  {
    // A cross gear from the hand into the battle zone, its cost paid (701.16a, 303.1–303.2): what a double-click on one
    // does.
    id: 'generate',
    label: { ja: 'ジェネレート', en: 'Generate' },
    rule: 'DM 701.16a',
    parameters: [fromHand, manaToTap],
    primary: { zone: 'hand', kinds: ['crossGear'] },
    appliesTo: { kinds: ['crossGear'] },
    expand: playedAs(
      'crossGear',
      { rule: 'DM 303.1', ja: 'ジェネレートできるのはクロスギアです', en: 'Only a cross gear is generated' },
      { ja: 'ジェネレートは自分のメインステップに行います', en: 'Cross gears are generated in your main step' },
      intoBattle,
    ),
  },
  {
    // An evolution creature goes on top of its sources, which go under it in the order given (801.1, 801.1b): the
    // selected creatures of the battle zone. It is the same creature: tapped if any source was (801.2, 801.2b), and not
    // summoning sick (801.3: the zone rule spares a card lying on others). Summoned, it is paid for by the table's pick
    // of mana, the selection being its sources.
    id: 'evolve',
    label: { ja: '進化', en: 'Evolve' },
    rule: 'DM 701.15a',
    // The creatures that evolve (801.1): the evolution kinds of the card data.
    appliesTo: { kinds: EVOLUTION_KINDS },
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
      return paidFor(state, seat, card, 'creature', undefined, [], [
        { type: 'move', seat, card, to: { zone: 'battle' } },
        ...sources.map((source): Action => ({ type: 'move', seat, card: source, to: { under: card } })),
        ...(sources.some((source) => state.cards[source]!.tapped) ? [{ type: 'tap', seat, card, tapped: true, rule: 'DM 801.2b' } as Action] : []),
      ]);
    },
  },
  {
    // The top card of 超GR is summoned as though its cost were paid (701.30a): offered on the zone, and what a
    // double-click on it does. Leaving the battle zone, a GR creature goes to the bottom of 超GR by the zone rules (118.1).
    id: 'grSummon',
    label: { ja: 'GR召喚', en: 'GR summon' },
    rule: 'DM 701.30a',
    zone: 'gr',
    primary: { zone: 'gr' },
    expand(state, seat) {
      const [top] = state.zones[key('gr', seat)]!;
      if (top === undefined) return { rule: 'DM 701.30a', message: { ja: '超GRゾーンにカードがありません', en: 'The super GR zone is empty' } };
      return [{ type: 'move', seat, card: top, to: { zone: 'battle' } }];
    },
  },
  {
    // A psychic creature awakens (701.20a) or a dragheart is released (龍解, 701.22a): turned to its next face, the last
    // back to the first. It stays the same card, tapped or not (805.5, 807.1a). An awakened psychic creature is not
    // summoning sick (805.6); a dragheart creature is, unless it lay in the battle zone since the turn began (807.5a),
    // which its marker from coming in tells.
    id: 'awaken',
    label: { ja: '覚醒・龍解', en: 'Awaken / dragon release' },
    rule: 'DM 701.20a',
    parameters: [{ kind: 'card', name: 'card', from: ['battle'] }],
    appliesTo: { kinds: ['psychic', 'dragheart'] },
    expand(state, seat, args) {
      const card = args.card as string;
      const faces = faceCount(state, card);
      const kinds = kindsOf(state, card);
      const psychic = kinds.includes('psychic');
      if (faces < 2 || !(psychic || kinds.includes('dragheart'))) {
        return { rule: 'DM 701.20a', message: { ja: '覚醒・龍解するのは両面のサイキック・クリーチャーかドラグハートです', en: 'Only a double-faced psychic creature or dragheart awakens or is released' } };
      }
      const face = ((state.cards[card]!.face ?? 0) + 1) % faces;
      const awake = psychic && face > 0 && state.cards[card]!.markers.includes(SUMMONING_SICKNESS);
      return [
        { type: 'turnFace', seat, card, face },
        ...(awake ? [{ type: 'marker', seat, card, marker: SUMMONING_SICKNESS, on: false, rule: 'DM 805.6' } as Action] : []),
      ];
    },
  },
];
