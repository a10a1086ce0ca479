/**
 * Turn flow: `advance` walks the game's turn structure (TableRules.turns): it enters the next step and does that step's
 * automatic work as ordinary state changes in the same entry, so undo takes it back whole and any result can be
 * changed afterwards by hand.
 *
 * After every action, the game's loss checks run on every seat.
 */
import type { Localized } from '../localized';
import type { StepWork, TurnStep, WorkSeats } from './structure';
import { Refusal, refuse, seatZoneKey, type Draft } from './draft';
import { handlers } from './handlers';
import { undecided } from './rule-checks';
import { drawCards, lose, moveCards } from './movement';
import { outcome, type GameState } from './state';
import { type TurnState } from './basics';

/**
 * The game's loss checks (TurnStructure.losses) on every seat, after every action, once the turn flow has begun (a step
 * is set): during setup a FaB life is still 0 until the hero's is set. A dummy has no deck to run out of.
 */
export function checkLosses(draft: Draft, seat: number): void {
  const turns = draft.state.rules.turns;
  if (!turns || turns.losses.length === 0 || draft.state.turn.step === null || outcome(draft.state).over) return;
  const losing = draft.state.seats.flatMap((entry, target) => {
    if (entry.lost !== null) return [];
    const check = turns.losses.find((loss) =>
      loss.kind === 'life'
        ? entry.life !== null && entry.life <= loss.atOrBelow
        : !entry.dummy && draft.state.zones[seatZoneKey(draft, loss.zone, target)]!.length === 0,
    );
    return check ? [{ target, rule: check.rule }] : [];
  });
  const inGame = draft.state.seats.filter((entry) => entry.lost === null && !entry.conceded).length;
  const tie = turns.simultaneousLoss;
  if (tie && losing.length > 1 && losing.length === inGame) {
    const loser = tie.loser === 'turnPlayer' ? draft.state.turn.activeSeat : seat;
    if (losing.some((entry) => entry.target === loser)) return lose(draft, seat, loser, tie.rule);
  }
  for (const { target, rule } of losing) lose(draft, seat, target, rule);
}

/**
 * The turn `advance` moves to: the next step of this turn; the first step of this turn when no step (or one the
 * structure does not know) is set, as after setup; after the last step, the first step of the next seat's turn.
 */
function nextTurn(state: GameState, steps: readonly TurnStep[]): TurnState {
  const { turn } = state;
  const at = steps.findIndex((step) => step.id === turn.step);
  if (at < 0) return { ...turn, step: steps[0]!.id };
  if (at + 1 < steps.length) return { ...turn, step: steps[at + 1]!.id };
  // A dummy opponent takes no turns.
  let activeSeat = (turn.activeSeat + 1) % state.seats.length;
  while (state.seats[activeSeat]!.dummy) activeSeat = (activeSeat + 1) % state.seats.length;
  return { number: turn.number + 1, activeSeat, phase: null, step: steps[0]!.id, used: {} };
}

/** The seats a step's work concerns: the turn player, or every seat but a dummy. */
function workSeats(draft: Draft, seats: WorkSeats): number[] {
  if (seats === 'active') return [draft.state.turn.activeSeat];
  return draft.state.seats.flatMap((entry, seat) => (entry.dummy ? [] : [seat]));
}

/** The seat's cards in these zones (a shared zone: the cards it owns). */
function seatCards(draft: Draft, zones: readonly string[], seat: number): string[] {
  return zones.flatMap((id) => draft.state.zones[seatZoneKey(draft, id, seat)]!.filter((card) => draft.read(card).owner === seat));
}

/** The turn draw of `TableRules.turnDraw`: turn 1 is the game's first turn, whoever takes it. */
function turnDraw(draft: Draft, seat: number): void {
  const draw = draft.state.rules.turnDraw;
  if (!draw) throw new Error('rules.turnDraw: a turnDraw step needs the table rules to say the turn draw');
  const firstTurn = draft.state.turn.number === 1 ? draw.firstTurn?.change : undefined;
  if (firstTurn === 'firstPlayerSkips') return;
  const seats = workSeats(draft, firstTurn === 'allPlayersDraw' ? 'all' : 'active');
  for (const target of seats) {
    let wanted = typeof draw.count === 'number' ? draw.count : draw.count.fallback;
    if (typeof draw.count !== 'number') {
      const [source] = draft.state.zones[seatZoneKey(draft, draw.count.zone, target)]!;
      const stat = source === undefined ? undefined : draft.state.catalog[draft.read(source).key]?.facts[draw.count.stat];
      if (typeof stat === 'number') wanted = stat;
    }
    const count = draw.upTo ? wanted - draft.state.zones[seatZoneKey(draft, draft.state.rules.hand, target)]!.length : wanted;
    if (count > 0) drawCards(draft, seat === target ? seat : target, count);
  }
}

/** The hand-limit work of the current step that the turn player's hand is over, with the number of cards over. */
function handOverLimit(draft: Draft): { work: Extract<StepWork, { kind: 'handLimit' }>; over: number } | null {
  const step = draft.state.rules.turns?.steps.find((candidate) => candidate.id === draft.state.turn.step);
  const work = step?.work.find((candidate) => candidate.kind === 'handLimit');
  if (!work || work.kind !== 'handLimit') return null;
  const over = draft.state.zones[seatZoneKey(draft, draft.state.rules.hand, draft.state.turn.activeSeat)]!.length - work.max;
  return over > 0 ? { work, over } : null;
}

const handLimitMessage = (over: number, max: number): Localized => ({
  ja: `手札を${max}枚になるまで捨ててください（あと${over}枚）`,
  en: `Discard down to ${max} cards in hand (${over} more)`,
});

function doWork(draft: Draft, seat: number, work: StepWork): void {
  if (work.kind === 'turnDraw') return turnDraw(draft, seat);
  if (work.kind === 'handLimit') {
    const due = handOverLimit(draft);
    if (due) draft.emit({ type: 'due', seat, cards: [], target: draft.state.turn.activeSeat, rule: work.rule, message: handLimitMessage(due.over, work.max) });
    return;
  }
  for (const target of workSeats(draft, work.seats)) {
    switch (work.kind) {
      case 'untap': {
        const tapped = seatCards(draft, work.zones, target).filter((card) => draft.read(card).tapped);
        for (const card of tapped) draft.card(card).tapped = false;
        if (tapped.length > 0) draft.emit({ type: 'tapped', seat, cards: tapped.map((card) => draft.ref(card)), tapped: false });
        break;
      }
      case 'faceUp':
        for (const card of seatCards(draft, work.zones, target).filter((id) => draft.read(id).faceDown)) handlers.flip(draft, { type: 'flip', seat, card });
        break;
      case 'clearMarker':
        for (const card of seatCards(draft, work.zones, target).filter((id) => draft.read(id).markers.includes(work.marker))) {
          handlers.marker(draft, { type: 'marker', seat, card, marker: work.marker, on: false });
        }
        break;
      case 'clearCounter':
        for (const card of seatCards(draft, work.zones, target)) {
          const count = draft.read(card).counters[work.counter];
          if (count) handlers.counter(draft, { type: 'counter', seat, card, name: work.counter, delta: -count });
        }
        break;
      case 'moveTop': {
        const top = draft.state.zones[seatZoneKey(draft, work.from, target)]!.slice(0, work.count);
        moveCards(draft, seat, top, { zone: work.to, seat: target }, 'work.to');
        break;
      }
      case 'moveAll': {
        const all = draft.state.zones[seatZoneKey(draft, work.from, target)]!.filter((card) => draft.read(card).owner === target);
        moveCards(draft, seat, all, { zone: work.to, seat: target, position: work.position }, 'work.to');
        break;
      }
      case 'setResource': {
        const delta = work.value - (draft.state.seats[target]!.resources[work.name] ?? 0);
        if (delta !== 0) handlers.resource(draft, { type: 'resource', seat, target, name: work.name, delta });
        break;
      }
    }
  }
}

/** Leaving a step: a hand over its limit or an open decision warns (assisted) or refuses (strict). */
function checkLeaving(draft: Draft, seat: number): void {
  if (draft.state.mode === 'free') return;
  const problems: { rule: string; message: Localized }[] = [];
  const due = handOverLimit(draft);
  if (due) problems.push({ rule: due.work.rule, message: handLimitMessage(due.over, due.work.max) });
  for (const decision of draft.state.decisions) problems.push(undecided(decision));
  for (const problem of problems) {
    if (draft.state.mode === 'strict') throw new Refusal(problem);
    draft.emit({ type: 'warning', seat, cards: [], ...problem });
  }
}

/** The `advance` action: leave the step (checkLeaving), enter the next one and do its automatic work. */
export function advanceTurn(draft: Draft, seat: number): void {
  const turns = draft.state.rules.turns;
  if (!turns || turns.steps.length === 0) refuse(null, 'このゲームにはターン進行がありません', 'This game has no turn structure');
  checkLeaving(draft, seat);
  const next = nextTurn(draft.state, turns!.steps);
  draft.state.turn = next;
  draft.emit({ type: 'turnChanged', seat, cards: [], turn: next });
  const step = turns!.steps.find((candidate) => candidate.id === next.step)!;
  for (const work of step.work) doWork(draft, seat, work);
}
