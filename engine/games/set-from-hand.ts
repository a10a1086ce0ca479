/**
 * A game action that sets a card from the turn player's hand into one of their zones in a main phase, once a turn
 * (PMV node set, NOVA energy set): the turn's allowance counts the move, this action checks whose hand and when.
 */
import { cardArg, checked, type GameActionDefinition } from '../core/actions';
import { zoneKey } from '../core/state';
import type { Localized } from '../localized';
import type { ZoneDefinition } from '../core/structure';

export interface SetFromHand {
  id: string;
  label: Localized;
  rule: string;
  zones: readonly ZoneDefinition[];
  hand: string;
  to: string;
  /** The steps it may be done in, and the rule that says so. */
  steps: readonly string[];
  timing: { rule: string; message: Localized };
}

export function setFromHand({ id, label, rule, zones, hand, to, steps, timing }: SetFromHand): GameActionDefinition {
  const handZone = zones.find((zone) => zone.id === hand)!;
  return {
    id,
    label,
    rule,
    expand(state, seat, args) {
      const card = cardArg(state, args, 'card');
      if (typeof card !== 'string') return card;
      const location = state.cards[card]!.location;
      const fromHand = location.kind === 'zone' && location.zone === zoneKey(handZone, seat);
      return checked(
        state,
        seat,
        [
          { broken: !fromHand, rule, message: { ja: `${label.ja}は自分の手札のカードで行います`, en: `${label.en} takes a card from your own hand` } },
          { broken: state.turn.activeSeat !== seat || !steps.includes(state.turn.step ?? ''), ...timing },
        ],
        () => [{ type: 'move', seat, card, to: { zone: to, seat } }],
      );
    },
  };
}
