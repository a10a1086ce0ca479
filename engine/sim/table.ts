/**
 * The simulation kernel's goldfish game (engine/sim/goldfish.ts) played on the full engine: startTable, then `advance`
 * through `apply` step by step, the goldfish policy's moves made as ordinary `moveTop` actions out of the hand. It is
 * what the kernel must equal, hand for hand (engine/sim/goldfish.test.ts), and the baseline the kernel's benchmark is
 * measured against (test/bench/simulate.ts).
 */
import { apply } from '../core/apply';
import type { Action } from '../core/actions';
import { asDealt, startTable, type SeatDeck } from '../core/setup';
import { zoneKey, type GameState } from '../core/state';
import { isRuleError } from '../core/basics';
import type { GameDefinition } from '../games/types';
import { goldfishPolicy } from './goldfish';

/** What a main step shows: the seat's own turn 1…, the hand's card keys top first, and the charges so far. */
export type TableObserver = (turn: number, hand: readonly string[], charges: number) => void;

/**
 * One goldfish game from `seed` to the main step of the seat's turn `turns`: seat 0 alone going first, or going
 * second at a two-seat table whose other seat (the same deck) takes the first turn and does nothing.
 */
export function goldfishOnTable(game: GameDefinition, deck: SeatDeck, { seed, first, turns }: { seed: number; first: boolean; turns: number }, observe?: TableObserver): GameState {
  const policy = goldfishPolicy(game);
  const { steps, mainStep } = game.turns!;
  const hand = zoneKey(game.zones.find((zone) => zone.id === game.setup.hand)!, 0);
  let state = startTable(game, first ? { seed, decks: [deck] } : { seed, decks: [deck, deck], firstPlayer: 1 }).state;
  const perform = (action: Action): void => {
    const applied = apply(state, action);
    if (isRuleError(applied)) throw new Error(`${action.type} refused (${applied.rule}): ${applied.message.en}`);
    state = applied.state;
  };
  // The kernel keeps the hand as dealt: the last cards drawn to the bottom (ACG 104.6), no redraw (NOVA 007.6.1).
  for (const action of asDealt(state)) perform(action);
  /** The top `count` cards of the hand to `zone`, as the goldfish plays them. */
  const fromHand = (count: number, zone: string): number => {
    const moved = Math.min(count, state.zones[hand]!.length);
    if (moved > 0) perform({ type: 'moveTop', seat: 0, from: { zone: game.setup.hand }, count: moved, to: { zone } });
    return moved;
  };
  let turn = 0;
  let charges = 0;
  while (turn < turns) {
    perform({ type: 'advance', seat: state.turn.activeSeat });
    if (state.turn.activeSeat !== 0) continue;
    for (const work of steps.find((step) => step.id === state.turn.step)!.work) {
      if (work.kind === 'handLimit') fromHand(state.zones[hand]!.length - work.max, work.to);
    }
    if (state.turn.step !== mainStep) continue;
    turn += 1;
    for (const { to, perTurn } of policy.charges) charges += fromHand(perTurn, to);
    observe?.(turn, state.zones[hand]!.map((id) => state.cards[id]!.key), charges);
    if (turn < turns && policy.spendZone) fromHand(state.zones[hand]!.length, policy.spendZone);
  }
  return state;
}
