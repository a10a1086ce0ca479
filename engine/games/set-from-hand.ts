/**
 * A game action that sets a card from the turn player's hand into one of their zones in a main phase, once a turn
 * (PMV node set, NOVA energy set): the turn's allowance counts the move, this action checks whose hand and when.
 */
import { checked } from '../core/rule-checks';
import { type GameActionDefinition } from '../core/state';
import type { Localized } from '../localized';

export interface SetFromHand {
  id: string;
  label: Localized;
  rule: string;
  hand: string;
  to: string;
  /** The steps it may be done in, and the rule that says so. */
  steps: readonly string[];
  timing: { rule: string; message: Localized };
}

export function setFromHand({ id, label, rule, hand, to, steps, timing }: SetFromHand): GameActionDefinition {
  return {
    id,
    label,
    rule,
    parameters: [
      { kind: 'card', name: 'card', from: [hand], own: true, check: { rule, message: { ja: `${label.ja}は自分の手札のカードで行います`, en: `${label.en} takes a card from your own hand` } } },
    ],
    expand(state, seat, args) {
      const card = args.card as string;
      return checked(
        state,
        seat,
        [{ broken: state.turn.activeSeat !== seat || !steps.includes(state.turn.step ?? ''), ...timing }],
        () => [{ type: 'move', seat, card, to: { zone: to, seat } }],
      );
    },
  };
}
