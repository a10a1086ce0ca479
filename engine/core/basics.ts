/**
 * The play table's smallest facts, which the actions, their events and the state all speak of: the rules mode, the
 * turn, a window, who has seen a card, a refusal. Kept apart so that the actions (engine/core/actions.ts) need nothing
 * of the state module, which declares the game actions over the whole state.
 */
import type { Localized } from '../localized';

/** free: no checks; assisted: act and warn with the rule number (the default); strict: refuse. */
export type Mode = 'free' | 'assisted' | 'strict';
export const MODES: readonly Mode[] = ['free', 'assisted', 'strict'];

export interface TurnState {
  number: number;
  activeSeat: number;
  phase: string | null;
  step: string | null;
  /** Allowance id → moves the turn player made under it this turn (engine/core/structure.ts TurnAllowance). */
  used: Record<string, number>;
}

/** Plain data a decision carries for the actions that answer it (the attack under way). */
export type DecisionData = Record<string, string | number | boolean | readonly (string | number)[]>;

/**
 * A decision the rules give a seat before play goes on (DM 507.1 declaring a blocker, 509.5a shield triggers, ACG 104.6
 * the opening hand's cards for the bottom, NOVA 007.6.1.2 the redraw): the cards it offers, answered one by one or as a
 * whole (passed, or a choice that takes no card), and what its answers read. While one is open the table
 * waits for that seat (`toAct`): any other seat's action warns (assisted) or is refused (strict). Its kind is one of
 * the game's `DecisionDefinition`s (engine/core/structure.ts), which say how it is answered.
 */
export interface Decision {
  id: string;
  /** The seat that decides. */
  seat: number;
  kind: string;
  label: Localized;
  rule: string;
  /** The offers still unanswered. */
  cards: string[];
  /** How many more offers it takes before it closes (ACG 104.6: 2 cards of the hand); absent: every offer. */
  picks?: number;
  data: DecisionData;
}

/** A refused action: the rule it breaks (null when no rule is involved, e.g. an unknown card), and why. */
export interface RuleError {
  rule: string | null;
  message: Localized;
}

export const isRuleError = (value: unknown): value is RuleError =>
  typeof value === 'object' && value !== null && 'message' in value && 'rule' in value;

/** Who may see a card's face where it is now: `all`, or the seats that may. */
export type Seen = 'all' | number[];

export const sees = (seen: Seen, seat: number): boolean => seen === 'all' || seen.includes(seat);

export function unionSeen(a: Seen, b: Seen): Seen {
  if (a === 'all' || b === 'all') return 'all';
  return [...new Set([...a, ...b])].sort();
}
