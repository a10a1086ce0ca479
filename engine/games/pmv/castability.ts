/**
 * PMV castability (issue 22; docs/engine.md "Castability"), the node rule as the simulation counts it, read as
 * ./play.ts reads a play: a card set as a node from the hand, once a turn (1.8.2), enters active (1.8.3) and pays 1
 * (1.8.7.a); nodes do not untap (4.4.1.a), but nothing is paid before the card counted, so every node is active. A card
 * is paid by its cost in nodes (1.8.7) with at least its 必要ノード in the node area, active or asleep (5.2.2.c); one
 * whose cost the table does not know (a variable cost, 1.8.7.h) is not counted. PMV has no colours.
 */
import type { CastabilityRule } from '../types';
import { nodeCost, requiredNodeCount } from './play';

export const castability: CastabilityRule = {
  kind: 'charge',
  rule: 'PMV 1.8.7',
  colours: [],
  card(state, card) {
    const cost = nodeCost(state, card);
    return { gives: { colours: 0, amount: 1, ready: true }, needs: cost === null ? [] : [{ amount: cost, colours: [], count: requiredNodeCount(state, card) }] };
  },
};
