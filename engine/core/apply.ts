/**
 * `apply(state, action)`: the one pure reducer of the table (docs/architecture.md §3). It returns the next state and the events
 * that happened, or a RuleError; the given state is never changed.
 *
 * The rooms around this run loop: draft.ts (the copy-on-write Draft, refusals, checks of action fields), movement.ts
 * (zones and card movement, the game's zone rules), handlers.ts (one handler per action) and turn-flow.ts (`advance`,
 * the steps' automatic work, leaving and loss checks).
 */
import type { Action, GameEvent } from './actions';
import { checkArguments } from './arguments';
import { checkSeat, Draft, Refusal, refuse } from './draft';
import { handlers, type Handlers } from './handlers';
import { markEntered } from './movement';
import { outcome, type GameState } from './state';
import { breach, undecided } from './rule-checks';
import { isRuleError, type RuleError } from './basics';
import { advanceTurn, checkLosses } from './turn-flow';

export interface Applied {
  state: GameState;
  events: GameEvent[];
}

/** Every action's handler: the generic ones, `advance`, and `game`, whose parts run through the loop again. */
const everyHandler: Handlers = {
  ...handlers,
  advance: (draft, { seat }) => advanceTurn(draft, seat),
  game(draft, { seat, action, args = {} }) {
    const definition = draft.state.rules.actions?.find((candidate) => candidate.id === action);
    if (!definition) refuse(null, `action: ${String(action)} はこのゲームの操作ではありません`, `action: ${String(action)} is not an action of this game`);
    const checked = checkArguments(draft.state, seat, definition!, args);
    if (isRuleError(checked)) throw new Refusal(checked);
    const parts = definition!.expand(draft.state, seat, checked.args);
    if (isRuleError(parts)) throw new Refusal(parts);
    draft.emit({ type: 'gameAction', seat, cards: [], action, label: definition!.label, rule: definition!.rule });
    const outer = draft.gameAction;
    draft.gameAction = action;
    for (const part of [...checked.warnings, ...parts]) runHandler(draft, part);
    draft.gameAction = outer;
  },
};

/** Passes over the game's rule processes until none is due; a process that never settles is a bug in its game. */
function runProcesses(draft: Draft): void {
  const processes = draft.state.rules.processes ?? [];
  for (let pass = 0; processes.length > 0; pass++) {
    if (pass === 16) throw new Error(`rule processes ${processes.map((process) => process.id).join(', ')} do not settle`);
    const due = processes.flatMap((process) => process.due(draft.state));
    if (due.length === 0) return;
    for (const part of due) runHandler(draft, part);
  }
}

function runHandler(draft: Draft, action: Action): void {
  const handler = everyHandler[action?.type] as ((draft: Draft, action: Action) => void) | undefined;
  if (!handler) refuse(null, `type: ${String(action?.type)} は操作ではありません`, `type: ${String(action?.type)} is not an action`);
  checkSeat(draft.state, action.seat, 'seat');
  handler!(draft, action);
}

/** The turn player advances to the next step of the turn (see turn-flow.ts). */
export function advance(state: GameState): Applied | RuleError {
  return apply(state, { type: 'advance', seat: state.turn.activeSeat });
}

/** Actions that concern the table rather than play: taken even when the game waits or is over. */
const OUTSIDE_PLAY: readonly string[] = ['setMode', 'concede'];

/**
 * Before an action of play: a game that is over takes none where its rules say so (DM 104.1), and while a decision is open only its seat goes
 * on — anyone else's action breaks its rule (warned or refused by the mode, engine/core/rule-checks.ts).
 */
function checkTurnToAct(draft: Draft, action: Action): void {
  if (OUTSIDE_PLAY.includes(action?.type)) return;
  const { state } = draft;
  const gameOver = state.rules.turns?.gameOver;
  if (gameOver && outcome(state).over) refuse(gameOver, 'ゲームは終わっています（元に戻すことはできます）', 'The game is over (undo still goes back)');
  const waiting = state.decisions[0];
  if (!waiting || action.seat === waiting.seat) return;
  const { rule, message } = undecided(waiting);
  const found = breach(state, action.seat, rule, message);
  if (!Array.isArray(found)) throw new Refusal(found);
  for (const part of found) runHandler(draft, part);
}

/** The next state and its events, or the RuleError that refuses the action. Never changes `state`. */
export function apply(state: GameState, action: Action): Applied | RuleError {
  try {
    const draft = new Draft(state);
    checkTurnToAct(draft, action);
    runHandler(draft, action);
    runProcesses(draft);
    markEntered(draft, action.seat);
    checkLosses(draft, action.seat);
    return { state: draft.state, events: draft.events };
  } catch (error) {
    if (error instanceof Refusal) return error.error;
    throw error;
  }
}
