/**
 * Playing FaB cards and activating weapons and equipment (CR 1.14 costs, 5.1–5.2; docs/engine.md "Flesh and Blood"):
 * one `play` for every deck-card type, timed as its type says — attack actions and non-attack actions in the turn
 * player's action phase with an action point, instants whenever the player has priority, attack reactions and defense
 * reactions in the reaction step of their side — and `activate` for the activated abilities of weapons and equipment.
 * Costs are paid by pitching cards named with the play (1.14.3: a card is pitched while paying a cost); resource points
 * left over are kept for the next cost until the end phase.
 *
 * Ability facts of arena-cards, read from the card data when it has them (fab-cube's "Abilities and Effects" and
 * functional text): `abilities` (e.g. "Once per Turn Action") and `abilityCost`.
 */
import type { Action } from '../../core/actions';
import { checked, type RuleCheck } from '../../core/rule-checks';
import { decisionFor, type GameActionDefinition, type GameState } from '../../core/state';
import type { CardTerm } from '../../core/structure';
import type { Localized } from '../../localized';
import { listFact, numberFact } from '../../core/card-facts';
import { combatStep, DEFENDING, opponent, hasKeyword, REACTIONS_DECISION } from './chain';
import { gain, openLink, toChain } from './combat';
import { ACTION_POINTS, ACTIVATED, EQUIPMENT_ZONES, RESOURCE_POINTS, WEAPON_ZONES } from './turns';

// On the weapons and equipment whose once-per-turn ability was activated (5.2), where they are equipped.
export const playMarkers: readonly CardTerm[] = [{ id: ACTIVATED, label: { ja: 'このターン起動済み', en: 'Activated this turn' }, rule: 'FaB 5.2', zones: [...WEAPON_ZONES, ...EQUIPMENT_ZONES] }];

/** Subtypes that make a card a permanent: it stays in the arena when it resolves (1.3.3, the permanent zone 3.13). */
const PERMANENTS = ['Aura', 'Item', 'Ally', 'Landmark', 'Figment', 'Construct'];

const points = (state: GameState, seat: number, name: string): number => state.seats[seat]!.resources[name] ?? 0;


/** The types of card that are played (1.3.2), each with its timing (speedOf). */
const PLAYED_KINDS = ['action', 'instant', 'attackReaction', 'defenseReaction'];

/** How a card is played, by its type (1.3.2): the timing its `play` checks. */
type Speed = 'attack' | 'action' | 'instant' | 'attackReaction' | 'defenseReaction' | 'none';

function speedOf(state: GameState, card: string): Speed {
  const kinds = listFact(state, card, 'kinds');
  if (kinds.includes('action')) return listFact(state, card, 'subtypes').includes('Attack') ? 'attack' : 'action';
  for (const speed of ['instant', 'attackReaction', 'defenseReaction'] as const) if (kinds.includes(speed)) return speed;
  return 'none';
}

/** What a card gives when pitched (1.14.3); none: it cannot be pitched (1.14.3a). */
export const pitchValue = (state: GameState, card: string): number | undefined => numberFact(state, card, 'pitch');

/** A card's printed cost, 0 where it prints none (1.14). */
export const printedCost = (state: GameState, card: string): number => numberFact(state, card, 'cost') ?? 0;

/**
 * Paying `cost` (1.14): with the resource points the seat has, then the cards it pitches, each gaining its pitch value
 * (1.14.3); a card without one cannot be pitched (1.14.3a), and a card is pitched only while the cost is not yet paid
 * (1.14.3). What cannot be paid stays unpaid (5.1.7a); what is left over is kept.
 */
function payment(state: GameState, seat: number, cost: number, pitched: readonly string[]): { checks: RuleCheck[]; parts: Action[] } {
  const before = points(state, seat, RESOURCE_POINTS);
  const values = pitched.map((card) => pitchValue(state, card));
  const gained = values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const needed = Math.max(0, cost - before);
  const smallest = Math.min(...values.map((value) => value ?? 0));
  const available = before + gained;
  return {
    checks: [
      { broken: values.includes(undefined), rule: 'FaB 1.14.3a', message: { ja: 'ピッチ値のないカードはピッチできません', en: 'A card without a pitch value cannot be pitched' } },
      {
        broken: pitched.length > 0 && (needed === 0 || gained - smallest >= needed),
        rule: 'FaB 1.14.3',
        message:
          needed === 0
            ? { ja: 'リソースは足りています。ピッチはコストを支払うときだけです', en: 'The cost is paid already: cards are pitched only to pay a cost' }
            : { ja: 'コストに要る以上のカードをピッチしています', en: 'More cards are pitched than the cost needs' },
      },
      {
        broken: available < cost,
        rule: 'FaB 5.1.7a',
        message: { ja: `リソースが足りません（コスト${cost}、${available}点）`, en: `Not enough resources (cost ${cost}, ${available} points)` },
      },
    ],
    parts: [
      ...pitched.map((card): Action => ({ type: 'move', seat, card, to: { zone: 'pitch', seat, position: 'bottom' } })),
      ...gain(seat, RESOURCE_POINTS, gained - Math.min(cost, available)),
    ],
  };
}

/** The turn player's action-phase checks of an action card or action ability (4.3, 5.1.6b): an action point, between links. */
function actionTiming(state: GameState, seat: number): RuleCheck[] {
  const step = combatStep(state);
  return [
    {
      broken: state.turn.activeSeat !== seat || state.turn.step !== 'action',
      rule: 'FaB 4.3',
      message: { ja: 'アクションは自分のアクションフェイズにプレイします', en: 'Actions are played in your own action phase' },
    },
    {
      broken: step === 'defend' || step === 'reaction',
      rule: 'FaB 7.6',
      message: { ja: 'チェインリンクが解決するまでアクションはプレイできません', en: 'No action is played until the chain link has resolved' },
    },
    { broken: points(state, seat, ACTION_POINTS) < 1, rule: 'FaB 5.1.6b', message: { ja: 'アクションポイントがありません', en: 'No action point left' } },
  ];
}

/** Whether the seat has priority (1.11): the turn player's unless a decision has handed it to the other seat. */
const hasPriority = (state: GameState, seat: number): boolean =>
  state.decisions.length === 0 ? state.turn.activeSeat === seat : state.decisions[0]!.seat === seat;

function timing(state: GameState, seat: number, speed: Speed): RuleCheck[] {
  const step = combatStep(state);
  switch (speed) {
    case 'attack':
    case 'action':
      return actionTiming(state, seat);
    case 'instant':
      return [{ broken: !hasPriority(state, seat), rule: 'FaB 1.11', message: { ja: '優先権がありません', en: 'You do not have priority' } }];
    case 'attackReaction':
      return [
        {
          broken: step !== 'reaction' || state.turn.activeSeat !== seat,
          rule: 'FaB 7.4',
          message: { ja: 'アタックリアクションは自分の攻撃のリアクションステップにプレイします', en: 'Attack reactions are played in the reaction step of your own attack' },
        },
      ];
    case 'defenseReaction':
      return [
        {
          broken: decisionFor(state, seat, REACTIONS_DECISION) === undefined,
          rule: 'FaB 7.4',
          message: {
            ja: 'ディフェンスリアクションは自分への攻撃のリアクションステップに、優先権を得てプレイします',
            en: 'Defense reactions are played in the reaction step of an attack on you, once you have priority',
          },
        },
      ];
    case 'none':
      return [{ broken: true, rule: 'FaB 1.3.2', message: { ja: 'このカードはプレイできません（ピッチや防御に使います）', en: 'This card is not played (it is pitched or defends)' } }];
  }
}

/**
 * Where the card goes once played: an attack opens a chain link, a defense reaction defends on the last link (7.4),
 * a permanent goes to the permanent zone (3.13), anything else to the graveyard once it has resolved; a non-attack
 * action with go again gives the action point back.
 */
function resolution(state: GameState, seat: number, card: string, speed: Speed, target: number): Action[] {
  if (speed === 'attack') return openLink(state, seat, card, target);
  if (speed === 'defenseReaction') return toChain(state, seat, card, [DEFENDING]);
  const permanent = listFact(state, card, 'subtypes').some((subtype) => PERMANENTS.includes(subtype));
  const to: Action = permanent ? { type: 'move', seat, card, to: { zone: 'permanent' } } : { type: 'move', seat, card, to: { zone: 'graveyard', seat: state.cards[card]!.owner } };
  return [to, ...(speed === 'action' && hasKeyword(state, card, 'Go again') ? gain(seat, ACTION_POINTS, 1) : [])];
}

/** Answering the reactions decision with a play hands priority back to the turn player (1.11). */
function handsBack(state: GameState, seat: number, card: string): Action[] {
  const decision = decisionFor(state, seat, REACTIONS_DECISION);
  if (!decision) return [];
  const offered = decision.cards.includes(card);
  return [
    ...(offered ? [{ type: 'answerDecision', seat, id: decision.id, card } as Action] : []),
    ...(!offered || decision.cards.length > 1 ? [{ type: 'answerDecision', seat, id: decision.id } as Action] : []),
  ];
}

/** The cards pitched to pay: asked when the card's cost is more than the resource points (`activate`: always, with its cost). */
const pitchParameter = (ask: { overResource?: string }) => ({
  kind: 'cards',
  name: 'pitch',
  label: { ja: 'ピッチして支払うカード', en: 'Cards pitched to pay' },
  card: 'card',
  from: ['hand'],
  own: true,
  optional: true,
  ask,
  check: { rule: 'FaB 1.14.3', message: { ja: 'ピッチできるのは自分の手札のカードです', en: 'Only cards from your hand are pitched' } },
}) as const;

const costParameter = (label: Localized, secondary: boolean) => ({ kind: 'number', name: 'cost', label, min: 0, optional: true, secondary }) as const;


/**
 * How an activated ability is timed, by its kind in the card data (`abilities`): a reaction in its step, an action
 * ability (or, where the data says nothing, a weapon's attack) in the action phase for an action point, else an instant.
 */
function abilitySpeed(abilities: string, attack: boolean): Speed {
  if (/attack reaction/i.test(abilities)) return 'attackReaction';
  if (/defense reaction/i.test(abilities)) return 'defenseReaction';
  return attack || /\baction\b/i.test(abilities) ? 'action' : 'instant';
}

const onceMarked = (state: GameState, card: string): boolean => state.cards[card]!.markers.includes(ACTIVATED);

export const playActions: readonly GameActionDefinition[] = [
  {
    // A deck-card played from the hand or the arsenal (5.1), its cost paid with the cards pitched for it.
    id: 'play',
    label: { ja: 'プレイ', en: 'Play' },
    rule: 'FaB 5.1',
    parameters: [
      {
        kind: 'card',
        name: 'card',
        from: ['hand', 'arsenal'],
        own: true,
        check: { rule: 'FaB 5.1.1a', message: { ja: 'プレイできるのは自分の手札か格納庫のカードです', en: 'Cards are played from your hand or arsenal' } },
      },
      pitchParameter({ overResource: RESOURCE_POINTS }),
      costParameter({ ja: 'コスト（空欄: カードのコスト）', en: 'Cost (empty: the card’s)' }, true),
    ],
    primary: { zone: 'hand' },
    // The deck-cards that are played (1.3.2, 5.1): a block, resource or mentor card is not (speedOf).
    appliesTo: { kinds: PLAYED_KINDS },
    expand(state, seat, args) {
      const card = args.card as string;
      const speed = speedOf(state, card);
      const target = opponent(state, seat);
      const cost = (args.cost as number | undefined) ?? printedCost(state, card);
      const paid = payment(state, seat, cost, (args.pitch as string[] | undefined) ?? []);
      const actionPoint = speed === 'attack' || speed === 'action';
      return checked(state, seat, [...timing(state, seat, speed), ...paid.checks], () => [
        ...handsBack(state, seat, card),
        ...paid.parts,
        ...(actionPoint ? gain(seat, ACTION_POINTS, -Math.min(1, points(state, seat, ACTION_POINTS))) : []),
        ...resolution(state, seat, card, speed, target),
      ]);
    },
  },
  {
    // An activated ability of a weapon or equipment (5.2): its cost (`abilityCost` when the card data has it, else as
    // given), an action point for an action ability, once per turn where printed. A weapon's attack ability makes the
    // weapon the source of an attack on the chain (7.2.2b).
    id: 'activate',
    label: { ja: '起動', en: 'Activate' },
    rule: 'FaB 5.2',
    parameters: [
      {
        kind: 'card',
        name: 'card',
        from: [...WEAPON_ZONES, ...EQUIPMENT_ZONES],
        own: true,
        check: { rule: 'FaB 5.2', message: { ja: '起動できるのは自分の武器か装備品です', en: 'Activate your own weapons and equipment' } },
      },
      pitchParameter({}),
      costParameter({ ja: 'コスト（空欄: 能力のコスト）', en: 'Cost (empty: the ability’s)' }, false),
    ],
    expand(state, seat, args) {
      const card = args.card as string;
      const abilities = listFact(state, card, 'abilities').join(', ');
      const attack = hasKeyword(state, card, 'Attack');
      const speed = abilitySpeed(abilities, attack);
      const actionAbility = speed === 'action';
      const once = /once per turn/i.test(abilities);
      const target = opponent(state, seat);
      const cost = (args.cost as number | undefined) ?? numberFact(state, card, 'abilityCost') ?? 0;
      const paid = payment(state, seat, cost, (args.pitch as string[] | undefined) ?? []);
      const checks: RuleCheck[] = [
        ...timing(state, seat, speed),
        { broken: once && onceMarked(state, card), rule: 'FaB 5.2', message: { ja: 'この能力は1ターンに1回です', en: 'This ability is once per turn' } },
        ...paid.checks,
      ];
      return checked(state, seat, checks, () => [
        ...handsBack(state, seat, card),
        ...paid.parts,
        ...(actionAbility ? gain(seat, ACTION_POINTS, -Math.min(1, points(state, seat, ACTION_POINTS))) : []),
        // After the weapon's move onto the chain, which would reset it; it keeps the marker going back (3.0.9).
        ...(attack ? openLink(state, seat, card, target) : []),
        ...(once ? [{ type: 'marker', seat, card, marker: ACTIVATED, on: true } as Action] : []),
      ]);
    },
  },
];
