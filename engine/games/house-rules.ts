/**
 * House rules: agreements between players that depart from a rule of the game, taken for a match. The match rules
 * know each rule by its id and apply it; a game declares the ones it offers, with the words the match screen shows.
 * docs/architecture.md §3.
 */
import type { Localized } from '../localized';

/**
 * The house rules the match rules can apply. `freeSideboarding`: where the game has no sideboard, a deck may change
 * between the games of a match as long as it keeps to the construction rules.
 */
export const HOUSE_RULE_IDS = ['freeSideboarding'] as const;
export type HouseRuleId = (typeof HOUSE_RULE_IDS)[number];

export interface HouseRule {
  id: HouseRuleId;
  /** The option as the new-match form and the sideboarding screen offer it. */
  label: Localized;
  /** What holds while the rule is on, shown in place of the rule it departs from. */
  explanation: Localized;
  /** Whether a new match starts with it. */
  default: boolean;
  /** The rule of the game it sets aside, e.g. `DM 100.2`. */
  departsFrom: string;
}
