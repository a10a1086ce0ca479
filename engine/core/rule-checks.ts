/**
 * How a game action meets a rule its move would break: refused, warned about or let through by the table's mode.
 */
import type { Localized } from '../localized';
import type { Action } from './actions';
import type { Decision, RuleError } from './basics';
import type { GameState } from './state';

/**
 * What a game action does about a broken rule, by the table's mode: strict refuses, assisted goes on with a warning
 * action, free goes on silently. Returns the actions to put first, or the refusal.
 */
export function breach(state: GameState, seat: number, rule: string, message: Localized): Action[] | RuleError {
  if (state.mode === 'strict') return { rule, message };
  return state.mode === 'assisted' ? [{ type: 'warn', seat, rule, message }] : [];
}

/** A rule a game action checks: `broken` where the table as it is breaks it. */
export interface RuleCheck {
  broken: boolean;
  rule: string;
  message: Localized;
}

/**
 * A game action's checks in order, then its parts: each broken rule is a `breach` — strict refuses at the first,
 * assisted puts a warning for each before the parts, free goes on silently.
 */
export function checked(state: GameState, seat: number, checks: readonly RuleCheck[], parts: () => Action[] | RuleError): Action[] | RuleError {
  const warnings: Action[] = [];
  for (const check of checks.filter((candidate) => candidate.broken)) {
    const found = breach(state, seat, check.rule, check.message);
    if (!Array.isArray(found)) return found;
    warnings.push(...found);
  }
  const rest = parts();
  return Array.isArray(rest) ? [...warnings, ...rest] : rest;
}

/** What an open decision says to an action that would go on before it is answered. */
export function undecided(decision: Decision): RuleError & { rule: string } {
  const player = decision.seat + 1;
  return {
    rule: decision.rule,
    message: { ja: `${decision.label.ja}をプレイヤー${player}がまだ決めていません`, en: `${decision.label.en}: player ${player} has not decided yet` },
  };
}
