/**
 * The FaB combat chain as the engine runs it (CR 7; docs/engine.md "Flesh and Blood"): an attack opens a chain link
 * (7.1–7.2); the attacked hero's player decides how to defend from a hidden hand and their equipment (7.3, a decision);
 * in the reaction step the turn player plays attack reactions and passes, then the defender plays defense reactions or
 * passes (7.4, a decision each time the turn player passes); the damage is the attack's power minus the defense of the
 * cards defending it, less what the players marked prevented (7.5); go again gives the action point back (7.6.2); the
 * chain closes when the turn player passes in the resolution step or the action phase ends (7.7).
 *
 * What a card's text does stays in the players' hands: they put power, defense and prevention counters on the cards,
 * and the go-again marker, and the damage reads them.
 */
import type { Action } from '../../core/actions';
import type { RuleError } from '../../core/basics';
import { checked } from '../../core/rule-checks';
import type { DecisionDefinition } from '../../core/structure';
import { decisionFor, decisionOpening, zoneSlot, type GameActionDefinition, type GameState, type RuleProcess } from '../../core/state';
import type { Localized } from '../../localized';
import { listFact, numberFact } from '../../core/card-facts';
import { ATTACK, chainCards, chainLinks, combatStep, DEFEND_DECISION, DEFENDING, DEFENSE_DOWN, defenseOf, EQUIPPED, GO_AGAIN, hasKeyword, marked, powerOf, PREVENTED, REACTIONS_DECISION, RESOLVED, type ChainLink } from './chain';
import { ACTION_POINTS, EQUIPMENT_ZONES, WEAPON_ZONES } from './turns';

export const decisions: readonly DecisionDefinition[] = [
  {
    id: DEFEND_DECISION,
    label: { ja: '防御', en: 'Defend' },
    rule: 'FaB 7.3.2',
    prompt: {
      ja: '攻撃されています。防御に使う手札のカードと装備品を選び、選び終えたら「防御を終える」を押します。',
      en: 'You are attacked: choose the cards from your hand and the equipment to defend with, then finish defending.',
    },
    answers: ['defend'],
    pass: 'doneDefending',
    dummy: { ja: 'ダミーは防御しません', en: 'The dummy never defends' },
  },
  {
    id: REACTIONS_DECISION,
    label: { ja: 'リアクション', en: 'Reactions' },
    rule: 'FaB 7.4',
    prompt: {
      ja: '攻撃側がパスしました。ディフェンスリアクションかインスタントをプレイするか、パスしてダメージへ進みます。',
      en: 'The attacker passes: play a defense reaction or an instant, or pass on to the damage.',
    },
    answers: ['play'],
    pass: 'passPriority',
    dummy: { ja: 'ダミーはリアクションをプレイしません', en: 'The dummy plays no reactions' },
  },
];

/** A change of the seat's own resource, none when it is 0. */
export const gain = (seat: number, name: string, delta: number, rule?: string): Action[] =>
  delta !== 0 ? [{ type: 'resource', seat, target: seat, name, delta, ...(rule ? { rule } : {}) }] : [];

/** The id of the seat's zone the card lies in (not under another card), or null when it lies elsewhere. */
function seatZone(state: GameState, card: string, seat: number): string | null {
  const location = state.cards[card]!.location;
  if (location.kind !== 'zone') return null;
  const slot = zoneSlot(state.rules, location.zone)!;
  return slot.seat === seat ? slot.definition.id : null;
}

/** Puts back what the card keeps moving between arena zones (3.0.9), after the move that resets it; not the chain's markers. */
function keep(state: GameState, seat: number, card: string): Action[] {
  const { counters: kept, markers, tapped } = state.cards[card]!;
  const chainOnly = (marker: string) => [ATTACK, DEFENDING, RESOLVED, GO_AGAIN].includes(marker) || marker.startsWith(EQUIPPED);
  return [
    ...Object.entries(kept).map(([name, delta]): Action => ({ type: 'counter', seat, card, name, delta })),
    ...markers.filter((marker) => !chainOnly(marker)).map((marker): Action => ({ type: 'marker', seat, card, marker, on: true })),
    ...(tapped ? [{ type: 'tap', seat, card, tapped: true } as Action] : []),
  ];
}

/** The card joins the end of the combat chain; a weapon or equipment keeps its counters and the zone it is equipped in. */
export function toChain(state: GameState, seat: number, card: string, markers: readonly string[]): Action[] {
  const from = seatZone(state, card, state.cards[card]!.owner);
  const equipped = from !== null && [...EQUIPMENT_ZONES, ...WEAPON_ZONES].includes(from);
  return [
    { type: 'move', seat, card, to: { zone: 'combatChain', position: 'bottom' } },
    ...(equipped ? keep(state, seat, card) : []),
    ...[...markers, ...(equipped ? [`${EQUIPPED}${from}`] : [])].map((marker): Action => ({ type: 'marker', seat, card, marker, on: true })),
  ];
}

const isEquipment = (state: GameState, card: string): boolean => listFact(state, card, 'kinds').includes('equipment');

/** What the seat may defend with (7.3.2): hand cards with a defense value and the equipment it has equipped. */
function defenders(state: GameState, seat: number): string[] {
  const inZone = (zone: string) => state.zones[`${zone}#${seat}`] ?? [];
  const hand = inZone('hand').filter((card) => numberFact(state, card, 'defense') !== undefined);
  const equipment = [...EQUIPMENT_ZONES, ...WEAPON_ZONES].flatMap(inZone).filter((card) => isEquipment(state, card));
  return [...hand, ...equipment];
}

/** What the seat may play when it gets priority in the reaction step (7.4): defense reactions and instants. */
function reactions(state: GameState, seat: number): string[] {
  return ['hand', 'arsenal'].flatMap((zone) => state.zones[`${zone}#${seat}`] ?? []).filter((card) => {
    const kinds = listFact(state, card, 'kinds');
    return kinds.includes('defenseReaction') || kinds.includes('instant');
  });
}

/**
 * An attack opens a chain link (7.1–7.2): it joins the chain aimed at `target`'s hero, and that player decides how to
 * defend (7.3) — a dummy never defends, so its link goes straight to the reaction step. The decision opens even with
 * nothing to offer, so handing the screen over tells the attacker nothing about the hidden hand.
 */
export function openLink(state: GameState, seat: number, card: string, target: number): Action[] {
  const parts = toChain(state, seat, card, [ATTACK]);
  if (state.seats[target]!.dummy) return parts;
  return [...parts, decisionOpening(state, seat, target, DEFEND_DECISION, defenders(state, target), { attack: card })];
}

/**
 * The damage step and the resolution step of the last link (7.5–7.6): the attack deals its power less the defense of
 * the cards defending it and the damage marked prevented, never below 0, to the attacked hero; the link resolves, and
 * an attack with go again gives its controller an action point.
 */
function damageAndResolution(state: GameState, seat: number, link: ChainLink): Action[] {
  const defense = link.defending.reduce((sum, card) => sum + defenseOf(state, card), 0);
  const damage = Math.max(0, powerOf(state, link.attack) - defense - (state.cards[link.attack]!.counters[PREVENTED] ?? 0));
  const goAgain = hasKeyword(state, link.attack, 'Go again') || marked(state, link.attack, GO_AGAIN);
  return [
    { type: 'life', seat, target: link.target, delta: -damage, rule: 'FaB 7.5.2' },
    { type: 'marker', seat, card: link.attack, marker: RESOLVED, on: true, rule: 'FaB 7.6' },
    ...(goAgain ? gain(state.turn.activeSeat, ACTION_POINTS, 1, 'FaB 7.6.2') : []),
  ];
}

/**
 * Equipment keywords read when the chain closes (8.3): Blade Break destroys a piece that defended; Battleworn puts a
 * −1 defense counter on it; Temper does too and destroys it once its defense is gone.
 */
function wornOnClose(state: GameState, seat: number, card: string, home: string): Action[] {
  const defended = marked(state, card, DEFENDING);
  const owner = state.cards[card]!.owner;
  const destroy: Action = { type: 'move', seat, card, to: { zone: 'graveyard', seat: owner }, rule: 'FaB 8.3' };
  if (defended && hasKeyword(state, card, 'Blade Break')) return [destroy];
  const back: Action[] = [{ type: 'move', seat, card, to: { zone: home, seat: owner }, rule: 'FaB 7.7.5' }, ...keep(state, seat, card)];
  const worn = defended && (hasKeyword(state, card, 'Battleworn') || hasKeyword(state, card, 'Temper'));
  if (!worn) return back;
  if (hasKeyword(state, card, 'Temper') && defenseOf(state, card) <= 1) return [destroy];
  return [...back, { type: 'counter', seat, card, name: DEFENSE_DOWN, delta: 1, rule: 'FaB 8.3' }];
}

/**
 * The close step (7.7): weapons and equipment go back to the zones they are equipped in (7.7.5), every other card to
 * its owner's graveyard (7.7.6).
 */
function closeChain(state: GameState, seat: number): Action[] {
  const waiting = state.decisions.filter((decision) => decision.kind === DEFEND_DECISION || decision.kind === REACTIONS_DECISION);
  const ended = waiting.map((decision): Action => ({ type: 'answerDecision', seat: decision.seat, id: decision.id }));
  return [...ended, ...chainCards(state).flatMap((card): Action[] => {
    const home = state.cards[card]!.markers.find((marker) => marker.startsWith(EQUIPPED));
    if (home) return wornOnClose(state, seat, card, home.slice(EQUIPPED.length));
    return [{ type: 'move', seat, card, to: { zone: 'graveyard', seat: state.cards[card]!.owner }, rule: 'FaB 7.7.6' }];
  })];
}

const ownCard = (from: readonly string[], rule: string, message: Localized) => ({ kind: 'card', name: 'card', from, own: true, check: { rule, message } }) as const;

const refusal = (rule: string, ja: string, en: string): RuleError => ({ rule, message: { ja, en } });

/** An action that closes the chain (7.7), offered as `where` says. */
const closing = (id: string, label: Localized, where: Pick<GameActionDefinition, 'zone' | 'offer'>): GameActionDefinition => ({
  id,
  label,
  rule: 'FaB 7.7',
  ...where,
  expand: (state, seat) => closeChain(state, seat),
});

export const combatActions: readonly GameActionDefinition[] = [
  {
    // The attacked hero's player declares a card from their hand or an equipment they control as defending (7.3.2);
    // it joins the chain after the attack. Off-hand equipment lies in a weapon zone.
    id: 'defend',
    label: { ja: '防御する', en: 'Defend' },
    rule: 'FaB 7.3.2',
    offer: 'decision',
    parameters: [ownCard(['hand', ...EQUIPMENT_ZONES, ...WEAPON_ZONES], 'FaB 7.3.2', { ja: '防御できるのは自分の手札のカードか装備品です', en: 'Defend with a card from your hand or your equipment' })],
    expand(state, seat, args) {
      const card = args.card as string;
      const link = chainLinks(state).at(-1);
      const decision = decisionFor(state, seat, DEFEND_DECISION);
      const attacked = link !== undefined && !link.resolved && link.target === seat;
      return checked(
        state,
        seat,
        [
          { broken: !attacked, rule: 'FaB 7.3.2', message: { ja: 'あなたへの攻撃が戦闘チェインにありません', en: 'No attack on your hero is on the combat chain' } },
          {
            broken: attacked && decision === undefined,
            rule: 'FaB 7.3.2',
            message: { ja: '防御ステップは終わっています（ディフェンスリアクションをプレイできます）', en: 'The defend step is over (a defense reaction may still be played)' },
          },
          {
            broken: decision !== undefined && !decision.cards.includes(card),
            rule: 'FaB 7.3.2',
            message: { ja: '防御できるのは防御値のある手札のカードか装備品です', en: 'Only a hand card with a defense value or your equipment defends' },
          },
        ],
        () => [...(decision?.cards.includes(card) ? [{ type: 'answerDecision', seat, id: decision.id, card } as Action] : []), ...toChain(state, seat, card, [DEFENDING])],
      );
    },
  },
  {
    // The defender has declared every card defending: the reaction step begins, the turn player first (7.4).
    id: 'doneDefending',
    label: { ja: '防御を終える', en: 'Finish defending' },
    rule: 'FaB 7.3.2',
    expand(state, seat) {
      const decision = decisionFor(state, seat, DEFEND_DECISION);
      if (!decision) return refusal('FaB 7.3.2', '防御を決める攻撃はありません', 'No attack waits for you to defend');
      return [{ type: 'answerDecision', seat, id: decision.id }];
    },
  },
  {
    // Passing priority with the stack empty (1.11): in the reaction step the turn player's pass hands priority to the
    // defender (a decision), and the defender's pass ends the step — both passed in turn — so the damage is dealt and
    // the link resolves (7.5–7.6); in the resolution step the turn player's pass closes the chain (7.7).
    id: 'passPriority',
    label: { ja: 'パス', en: 'Pass' },
    rule: 'FaB 7.4',
    zone: 'combatChain',
    offer: 'turnBar',
    expand(state, seat) {
      const link = chainLinks(state).at(-1);
      const answering = decisionFor(state, seat, REACTIONS_DECISION);
      if (answering && link) return [{ type: 'answerDecision', seat, id: answering.id }, ...damageAndResolution(state, seat, link)];
      const step = combatStep(state);
      if (step === 'closed') return refusal('FaB 7.7', '戦闘チェインは開いていません（アクションフェイズを終えるには「次のステップ」）', 'The combat chain is not open (Next step ends the action phase)');
      if (seat !== state.turn.activeSeat) return refusal('FaB 1.11', '優先権を持っているのはターンプレイヤーです', 'The turn player has priority');
      if (step === 'defend') return refusal('FaB 7.3.2', '防御側が防御を決めています', 'The defender is deciding how to defend');
      if (step === 'resolution') return closeChain(state, seat);
      if (state.seats[link!.target]!.dummy) return damageAndResolution(state, seat, link!);
      return [decisionOpening(state, seat, link!.target, REACTIONS_DECISION, reactions(state, link!.target), { attack: link!.attack })];
    },
  },
  // The chain closes by an effect or by the players' say (7.7); and as the rules close it when the action phase ends,
  // an action on no menu that the rule process below runs, so the log names it.
  closing('closeChain', { ja: '戦闘チェインを閉じる', en: 'Close the combat chain' }, { zone: 'combatChain' }),
  closing('closeChainAsPhaseEnds', { ja: 'アクションフェイズの終わりに戦闘チェインが閉じる', en: 'The combat chain closes as the action phase ends' }, { offer: 'rules' }),
];

/** The chain closes once the turn leaves the action phase (7.7), in every mode: the log names it. */
export const processes: readonly RuleProcess[] = [
  {
    id: 'closeChainAsPhaseEnds',
    rule: 'FaB 7.7',
    due(state) {
      const { step } = state.turn;
      if (step === null || step === 'action' || chainCards(state).length === 0) return [];
      return [{ type: 'game', seat: state.turn.activeSeat, action: 'closeChainAsPhaseEnds' }];
    },
  },
];
