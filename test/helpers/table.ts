/** Shared by the games' turn-flow tests: made-up deck sections, and driving a table's History step by step. */
import type { Action, GameEvent } from '../../engine/core/actions';
import type { History } from '../../engine/core/history';
import { asDealt, type SectionCard } from '../../engine/core/setup';
import { type GameState } from '../../engine/core/state';
import { expect } from 'vitest';
import { isRuleError, type Mode, type RuleError } from '../../engine/core/basics';

/** `count` different made-up cards `<prefix>1`… named `<prefix> 1`…, one copy each (no deck data exists for the game). */
export const madeUpCards = (prefix: string, count: number): SectionCard[] =>
  Array.from({ length: count }, (_, index) => ({ key: `${prefix}${index + 1}`, name: `${prefix} ${index + 1}`, count: 1 }));

/** Performs the action and returns its events; a refusal fails the test with its message. */
export function perform(history: History, action: Action): GameEvent[] {
  const events = history.perform(action);
  if (isRuleError(events)) throw new Error(`${action.type} refused (${events.rule}): ${events.message.en}`);
  return events;
}

/** The setup's decisions answered as dealt (ACG 104.6 the last 2 drawn to the bottom, NOVA 007.6.1 no redraw), for tests of later rules. */
export function dealt(history: History): History {
  for (const action of asDealt(history.state)) perform(history, action);
  return history;
}

/** The turn player advances to the next step. */
export const step = (history: History): GameEvent[] => perform(history, { type: 'advance', seat: history.state.turn.activeSeat });

/** Advances until the turn and step are reached (at most a few turns on, so a wrong id fails instead of hanging). */
export function goTo(history: History, number: number, stepId: string): void {
  const steps = history.rules.turns!.steps.length;
  for (let moves = 0; history.state.turn.number !== number || history.state.turn.step !== stepId; moves++) {
    if (moves > steps * 4) throw new Error(`turn ${number} step ${stepId} was not reached`);
    step(history);
  }
}

/** `turn/seat/step` of where the table stands. */
export const at = (state: GameState): string => `${state.turn.number}/${state.turn.activeSeat}/${state.turn.step}`;

export const count = (state: GameState, key: string): number => state.zones[key]!.length;

/** The loss events of every applied entry. */
export const losses = (history: History): GameEvent[] => history.log().flatMap((entry) => entry.events.filter((event) => event.type === 'lost'));

/**
 * The same breach in the three modes, each on a new table from `table`: assisted warns with the rule and goes on,
 * strict refuses with it, free goes on silently. `setUp` lays the table out and returns the action that breaches.
 */
export function sameBreachByMode(table: (mode: Mode) => History, setUp: (history: History) => () => GameEvent[] | RuleError, rule: string): void {
  const warnings = (events: GameEvent[]): string[] => events.flatMap((event) => (event.type === 'warning' ? [event.rule] : []));
  const assisted = setUp(table('assisted'))();
  expect(isRuleError(assisted) ? assisted : warnings(assisted)).toContain(rule);
  const strict = setUp(table('strict'))();
  expect(isRuleError(strict) && strict.rule).toBe(rule);
  const free = setUp(table('free'))();
  expect(isRuleError(free) ? free : warnings(free)).toEqual([]);
}
