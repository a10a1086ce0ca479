/**
 * Duel Masters attacks (rules digest dm.md §6.5, rules 505–510 and 115): declaring an attack on a player or a creature,
 * the defender's block decision, the battle by power, breaking shields and the shield triggers their owner decides on.
 * The defender's decisions are the engine's (engine/core/basics.ts Decision): the table hands the screen to that
 * player and waits. What a card's text does beyond its printed keywords stays in the players' hands.
 */
import type { Action, GameActionArgs } from '../../core/actions';
import type { Decision, DecisionData } from '../../core/basics';
import { checked, type RuleCheck } from '../../core/rule-checks';
import type { DecisionDefinition } from '../../core/structure';
import { decisionFor, decisionOpening, noDecisionWaiting, type GameActionDefinition, type GameState } from '../../core/state';
import type { Localized } from '../../localized';
import { faceCount, faceFacts, hasKeyword, isCreature, key, listFact, listOf, numberFact } from './facts';
import { SPEED_ATTACKER, SUMMONING_SICKNESS } from './markers';
import { SHIELD_TRIGGERS } from './shield-triggers';

const BLOCK = 'block';
const SHIELD_TRIGGER = 'shieldTrigger';

export const decisions: readonly DecisionDefinition[] = [
  {
    id: BLOCK,
    label: { ja: 'ブロック', en: 'Block' },
    rule: 'DM 507.1',
    prompt: { ja: '攻撃されています。ブロックするクリーチャーを選ぶか、ブロックしません。', en: 'You are attacked: block with a creature, or do not block.' },
    answers: ['block'],
    pass: 'noBlock',
    dummy: { ja: 'ダミーはブロックしません', en: 'The dummy never blocks' },
  },
  {
    id: SHIELD_TRIGGER,
    label: { ja: 'S・トリガーの宣言', en: 'Shield triggers' },
    rule: 'DM 509.5a',
    prompt: { ja: 'ブレイクされたシールドのS・トリガーを使うか、手札に残します。', en: 'Use the shield triggers of your broken shields, or keep them in your hand.' },
    answers: ['useShieldTrigger', 'keepShield'],
    pass: 'passShieldTriggers',
    dummy: { ja: 'ダミーはS・トリガーを使いません', en: 'The dummy never uses shield triggers' },
  },
];

/**
 * How many shields an attacker breaks (509.2): 1, or its largest breaker keyword; パワード・ブレイカー one per 6000 of the
 * power it attacks with; `all` for world and ∞ breakers. Only printed keywords count (101.2): a conditional breaker is
 * the player's to apply with `breaks`.
 */
export function breakerCount(keywords: readonly string[], power: number): number | 'all' {
  if (keywords.some((keyword) => /ワールド・ブレイカー|∞ブレイカー/.test(keyword))) return 'all';
  const counts: Record<string, number> = { 'W・ブレイカー': 2, 'T・ブレイカー': 3, 'Q・ブレイカー': 4, 'パワード・ブレイカー': Math.floor(power / 6000) };
  return Math.max(1, ...keywords.map((keyword) => counts[keyword.replace(/^(ドラゴン|マスター)・/, '')] ?? 1));
}

/** Keywords used as a broken shield waits to go to the hand (509.5a, 509.5b): S・トリガー, its kin, G・ストライク. */
const USED_ON_BREAK = new Set([...SHIELD_TRIGGERS, 'G・ストライク']);

/** The faces of a broken card that print a keyword used on breaking (a twinpact's half), by index; none: not offered. */
function triggerFaces(state: GameState, card: string): number[] {
  const faces = Array.from({ length: faceCount(state, card) }, (_, face) => face);
  return faces.filter((face) => listOf(faceFacts(state, card, face), 'keywords').some((keyword) => USED_ON_BREAK.has(keyword)));
}

/** Power in a battle or a break: printed, plus パワーアタッカー while attacking (its own keyword, 110.4a). */
export function power(state: GameState, card: string, attacking: boolean): number {
  return (numberFact(state, card, 'power') ?? 0) + (attacking ? (numberFact(state, card, 'powerAttacker') ?? 0) : 0);
}

const destroy = (state: GameState, seat: number, card: string, rule: string): Action => ({
  type: 'move',
  seat,
  card,
  to: { zone: 'graveyard', seat: state.cards[card]!.owner },
  rule,
});

/**
 * A battle (115): the higher power wins and the loser is destroyed, both on a tie (115.3b); a スレイヤー destroys the
 * creature it battled even when that one won (after the battle, 115.3d).
 */
function battle(state: GameState, seat: number, attacker: string, defender: string): Action[] {
  const attack = power(state, attacker, true);
  const defence = power(state, defender, false);
  const byPower = [...(attack <= defence ? [attacker] : []), ...(defence <= attack ? [defender] : [])];
  const bySlayer = [
    [attacker, defender],
    [defender, attacker],
  ].flatMap(([card, other]) => (!byPower.includes(card!) && hasKeyword(state, other!, 'スレイヤー') ? [card!] : []));
  return [...byPower.map((card) => destroy(state, seat, card, 'DM 115.3b')), ...bySlayer.map((card) => destroy(state, seat, card, 'DM 115.3d'))];
}

/**
 * The shields at `positions` (indices of the target's shield zone, top first, as they lie on the table), or the first
 * `count`: all go to their owner's hand at once (509.5, 701.14a). Those that print S・トリガー or its kin are offered
 * to their owner as a decision (509.5a, 509.5b); a dummy never uses one.
 */
function breakShields(state: GameState, seat: number, target: number, positions: readonly number[] | undefined, count: number | 'all'): Action[] {
  const shields = state.zones[key('shields', target)]!;
  const chosen = positions ? positions.map((at) => shields[at]!) : shields.slice(0, count === 'all' ? shields.length : count);
  const moves: Action[] = chosen.map((card) => ({ type: 'move', seat, card, to: { zone: 'hand', seat: target } }));
  const offered = state.seats[target]!.dummy ? [] : chosen.filter((card) => triggerFaces(state, card).length > 0);
  if (offered.length === 0) return moves;
  return [...moves, decisionOpening(state, seat, target, SHIELD_TRIGGER, offered, {})];
}

/** The attack under way, as the block decision carries it to its answers. */
interface Attack {
  attacker: string;
  /** The seat attacked, or the seat whose creature is attacked. */
  target: number;
  creature?: string;
  breaks?: number;
  positions?: readonly number[];
}

const attackData = ({ attacker, target, creature, breaks, positions }: Attack): DecisionData => ({
  attacker,
  target,
  ...(creature === undefined ? {} : { creature }),
  ...(breaks === undefined ? {} : { breaks }),
  ...(positions === undefined ? {} : { positions }),
});

/**
 * An attack that was not blocked (507.2c): a creature attacked battles (508.1); a player with shields has them broken
 * (509.2), one without loses to the direct attack (509.1).
 */
function unblocked(state: GameState, seat: number, attack: Attack): Action[] {
  if (attack.creature !== undefined) return battle(state, seat, attack.attacker, attack.creature);
  if (state.zones[key('shields', attack.target)]!.length === 0) return [{ type: 'lose', seat, target: attack.target, rule: 'DM 509.1' }];
  const breaks = attack.breaks ?? breakerCount(listFact(state, attack.attacker, 'keywords'), power(state, attack.attacker, true));
  return breakShields(state, seat, attack.target, attack.positions, breaks);
}

/**
 * Declaring an attack (506): tap the attacker (506.1c); when the defender has an untapped ブロッカー that may block
 * (507.1a: not the creature attacked), the defender decides (507.1); a dummy never blocks, so the attack goes on.
 */
function declareAttack(state: GameState, seat: number, attack: Attack): Action[] {
  const tap: Action = { type: 'tap', seat, card: attack.attacker, tapped: true, rule: 'DM 506.1c' };
  const blockers = state.seats[attack.target]!.dummy
    ? []
    : state.zones[key('battle', attack.target)]!.filter(
        (card) => card !== attack.creature && state.cards[card]!.owner === attack.target && !state.cards[card]!.tapped && hasKeyword(state, card, 'ブロッカー'),
      );
  if (blockers.length > 0) return [tap, decisionOpening(state, seat, attack.target, BLOCK, blockers, attackData(attack))];
  return [tap, ...unblocked(state, seat, attack)];
}

/** The checks every attack makes of its attacker (505, 506.1a, 301.5), `creatureAttack` for マッハファイター. */
function attackerChecks(state: GameState, seat: number, attacker: string, creatureAttack: boolean): RuleCheck[] {
  const card = state.cards[attacker]!;
  const sickness = card.markers.includes(SUMMONING_SICKNESS);
  const waived = hasKeyword(state, attacker, SPEED_ATTACKER) || (creatureAttack && hasKeyword(state, attacker, 'マッハファイター'));
  const open = state.decisions[0];
  return [
    { broken: state.turn.activeSeat !== seat || state.turn.step !== 'attack', rule: 'DM 505.1', message: { ja: '攻撃は自分の攻撃ステップに行います', en: 'Attacks are made in your attack step' } },
    { broken: !isCreature(state, attacker), rule: 'DM 505.3', message: { ja: '攻撃できるのはクリーチャーだけです', en: 'Only creatures attack' } },
    { broken: card.tapped, rule: 'DM 506.1a', message: { ja: 'タップしているクリーチャーは攻撃できません', en: 'A tapped creature cannot attack' } },
    { broken: sickness && !waived, rule: 'DM 301.5', message: { ja: 'このターンに出たクリーチャーは攻撃できません（召喚酔い）', en: 'A creature that came into play this turn cannot attack (summoning sickness)' } },
    {
      broken: open !== undefined,
      rule: open?.rule ?? 'DM 509.5a',
      message: { ja: `${open?.label.ja ?? ''}が終わるまで次の攻撃はできません`, en: `No attack until ${open?.label.en ?? ''} is over` },
    },
  ];
}

const attacker = {
  kind: 'card',
  name: 'attacker',
  from: ['battle'],
  own: true,
  check: { rule: 'DM 505.3', message: { ja: '攻撃できるのは自分のバトルゾーンのクリーチャーです', en: 'Only your creatures in the battle zone attack' } },
} as const;

/** The cards that attack (505.3): creatures, and draghearts, which a release (龍解) may have made one. */
const ATTACKERS = { kinds: ['creature', 'dragheart'] };

/** Shields chosen by their places in the target's shield zone; the same one twice breaks 509.6. */
const positions = { kind: 'positions', name: 'positions', label: { ja: 'シールド', en: 'shield' }, zone: 'shields', seat: 'target', distinct: 'DM 509.6' } as const;



/** The attack a block decision carries, as attackData wrote it. */
const attackOf = (decision: Decision): Attack => decision.data as unknown as Attack;

/** A creature offered by a decision: the one the action's card names must be among its offers (or the mode says). */
function offeredCheck(decision: Decision, card: string, message: Localized): RuleCheck {
  return { broken: !decision.cards.includes(card), rule: decision.rule, message };
}

export const battleActions: readonly GameActionDefinition[] = [
  {
    // Attacks the player (506.1e): blocked or not as the defender decides; unblocked, shields break or, with none
    // left, it is a direct attack and the player loses (509.1).
    id: 'attackPlayer',
    label: { ja: 'プレイヤーを攻撃', en: 'Attack the player' },
    rule: 'DM 506.1e',
    appliesTo: ATTACKERS,
    parameters: [
      attacker,
      { kind: 'seat', name: 'target' },
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
      const card = args.attacker as string;
      const target = args.target as number;
      if (target === seat) return { rule: null, message: { ja: 'target: 自分は攻撃できません', en: 'target: a player cannot attack themselves' } };
      const attack: Attack = { attacker: card, target, ...pick(args, 'breaks', 'positions') };
      return checked(state, seat, attackerChecks(state, seat, card, false), () => declareAttack(state, seat, attack));
    },
  },
  {
    // Attacks a creature of the other player's (506.1e): a tapped one (505.2), or with マッハファイター an untapped one
    // the turn the attacker came in. Unblocked, the two battle (508.1).
    id: 'attackCreature',
    label: { ja: 'クリーチャーを攻撃', en: 'Attack a creature' },
    rule: 'DM 505.2',
    appliesTo: ATTACKERS,
    parameters: [
      attacker,
      {
        kind: 'card',
        name: 'creature',
        label: { ja: '攻撃するクリーチャー', en: 'creature to attack' },
        from: ['battle'],
        check: { rule: 'DM 505.2', message: { ja: '攻撃できるのはバトルゾーンの相手のクリーチャーです', en: 'Only the other player’s creatures in the battle zone are attacked' } },
      },
    ],
    expand(state, seat, args) {
      const card = args.attacker as string;
      const creature = args.creature as string;
      const target = state.cards[creature]!.owner;
      if (target === seat) return { rule: 'DM 505.2', message: { ja: '自分のクリーチャーは攻撃できません', en: 'You cannot attack your own creature' } };
      const mach = hasKeyword(state, card, 'マッハファイター') && state.cards[card]!.markers.includes(SUMMONING_SICKNESS);
      const checks: RuleCheck[] = [
        ...attackerChecks(state, seat, card, true),
        { broken: !isCreature(state, creature), rule: 'DM 505.2', message: { ja: '攻撃できるのはクリーチャーです', en: 'Only creatures are attacked' } },
        {
          broken: !state.cards[creature]!.tapped && !mach,
          rule: 'DM 505.2',
          message: { ja: 'アンタップのクリーチャーは攻撃できません（マッハファイターは出たターンに攻撃できます）', en: 'An untapped creature cannot be attacked (マッハファイター may, the turn it came in)' },
        },
      ];
      return checked(state, seat, checks, () => declareAttack(state, seat, { attacker: card, target, creature }));
    },
  },
  {
    // The defender's answer: the chosen ブロッカー taps and battles the attacker instead (507.2a); the attack is
    // blocked (507.2c), so no shield breaks and no direct attack happens.
    id: 'block',
    label: { ja: 'ブロックする', en: 'Block' },
    rule: 'DM 507.2a',
    offer: 'decision',
    parameters: [{ kind: 'card', name: 'card', from: ['battle'], own: true }],
    expand(state, seat, args) {
      const blocker = args.card as string;
      const decision = decisionFor(state, seat, BLOCK);
      if (!decision) return noDecisionWaiting(decisions[0]!);
      const attack = attackOf(decision);
      return checked(
        state,
        seat,
        [offeredCheck(decision, blocker, { ja: 'ブロックできるのはアンタップのブロッカーです', en: 'Only an untapped ブロッカー blocks' })],
        () => [
          { type: 'answerDecision', seat, id: decision.id, ...(decision.cards.includes(blocker) ? { card: blocker } : {}) },
          { type: 'tap', seat, card: blocker, tapped: true, rule: 'DM 507.2a' },
          ...battle(state, seat, attack.attacker, blocker),
        ],
      );
    },
  },
  {
    // The defender does not block: the attack goes on unblocked (507.2c).
    id: 'noBlock',
    label: { ja: 'ブロックしない', en: 'Do not block' },
    rule: 'DM 507.2c',
    expand(state, seat) {
      const decision = decisionFor(state, seat, BLOCK);
      if (!decision) return noDecisionWaiting(decisions[0]!);
      return [{ type: 'answerDecision', seat, id: decision.id }, ...unblocked(state, seat, attackOf(decision))];
    },
  },
  {
    // Breaks shields by an effect (701.14a): `count` of them, or those at `positions`. Offered on the shield zone,
    // whose seat is the target; a double-click breaks the shield clicked.
    id: 'breakShields',
    label: { ja: 'シールドをブレイク', en: 'Break shields' },
    rule: 'DM 701.14a',
    parameters: [{ kind: 'seat', name: 'target' }, { kind: 'number', name: 'count', label: { ja: '枚数', en: 'Number of cards' }, min: 1, default: 1 }, positions],
    zone: 'shields',
    primary: { zone: 'shields' },
    expand(state, seat, args) {
      return breakShields(state, seat, args.target as number, args.positions as readonly number[] | undefined, args.count as number);
    },
  },
  {
    // A broken shield's S・トリガー used (509.5a, 112.3a): shown, then used for free — a creature into the battle zone, a
    // spell into the graveyard once its effect is carried out by hand; a G・ストライク is shown and stays in the hand
    // (509.5b). A twinpact is used by the half that prints the keyword (`half`: creature or spell, when both do).
    id: 'useShieldTrigger',
    label: { ja: 'S・トリガーを使う', en: 'Use a shield trigger' },
    rule: 'DM 112.3a',
    offer: 'decision',
    parameters: [
      { kind: 'card', name: 'card', from: ['hand'], own: true },
      {
        kind: 'choice',
        name: 'half',
        label: { ja: 'ツインパクトのどちらの面で使うか', en: 'Which half of the twinpact to use' },
        options: ['creature', 'spell'],
        optionLabels: { creature: { ja: 'クリーチャー', en: 'Creature' }, spell: { ja: '呪文', en: 'Spell' } },
      },
    ],
    expand(state, seat, args) {
      const card = args.card as string;
      const decision = decisionFor(state, seat, SHIELD_TRIGGER);
      const faces = triggerFaces(state, card);
      const kinds = (face: number) => listOf(faceFacts(state, card, face), 'kinds');
      // The half asked for (its kind), or the first that prints a trigger.
      const wanted = args.half === undefined ? faces[0] : faces.find((face) => kinds(face).includes(args.half as string));
      const face = wanted ?? 0;
      const keywords = listOf(faceFacts(state, card, face), 'keywords');
      const strike = keywords.includes('G・ストライク') && !keywords.some((keyword) => keyword !== 'G・ストライク' && USED_ON_BREAK.has(keyword));
      // A creature is summoned and a cross gear generated (S・トリガーX) into the battle zone; a spell is cast and goes to the graveyard.
      const intoBattle = args.half !== 'spell' && kinds(face).some((kind) => kind === 'creature' || kind === 'crossGear');
      const offered = decision?.cards.includes(card) === true;
      return checked(
        state,
        seat,
        [
          { broken: !offered, rule: 'DM 509.5a', message: { ja: 'ブレイクされたばかりのS・トリガーのシールドではありません', en: 'The card is not a shield trigger just broken' } },
          { broken: offered && args.half !== undefined && wanted === undefined, rule: 'DM 509.5a', message: { ja: 'その面にはS・トリガーがありません', en: 'That half prints no shield trigger' } },
        ],
        () => [
          ...(offered ? [{ type: 'answerDecision', seat, id: decision!.id, card } as Action] : []),
          { type: 'reveal', seat, cards: [card] },
          ...(strike ? [] : intoBattle ? [{ type: 'move', seat, card, to: { zone: 'battle' } } as Action] : [{ type: 'move', seat, card, to: { zone: 'graveyard', seat } } as Action]),
        ],
      );
    },
  },
  {
    // A broken shield with a trigger the owner does not use: it stays in the hand (509.5a: "may").
    id: 'keepShield',
    label: { ja: '使わずに手札に残す', en: 'Keep in hand' },
    rule: 'DM 509.5a',
    offer: 'decision',
    parameters: [{ kind: 'card', name: 'card', from: ['hand'], own: true }],
    expand(state, seat, args) {
      const decision = decisionFor(state, seat, SHIELD_TRIGGER);
      const card = args.card as string;
      if (!decision?.cards.includes(card)) return noDecisionWaiting(decisions[1]!);
      return [{ type: 'answerDecision', seat, id: decision.id, card }];
    },
  },
  {
    // None of the remaining shield triggers is used.
    id: 'passShieldTriggers',
    label: { ja: 'S・トリガーを使わない', en: 'Use no shield trigger' },
    rule: 'DM 509.5a',
    expand(state, seat) {
      const decision = decisionFor(state, seat, SHIELD_TRIGGER);
      if (!decision) return noDecisionWaiting(decisions[1]!);
      return [{ type: 'answerDecision', seat, id: decision.id }];
    },
  },
];

/** The named arguments that were given. */
function pick(args: GameActionArgs, ...names: string[]): Partial<Attack> {
  return Object.fromEntries(names.filter((name) => args[name] !== undefined).map((name) => [name, args[name]]));
}
