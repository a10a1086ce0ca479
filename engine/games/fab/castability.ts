/**
 * FaB castability (issue 22; docs/engine.md "Castability"), the pitch rule as the simulation counts it, read as
 * ./play.ts reads a play: a card's cost (1.14) is paid with resource points gained by pitching cards from the hand, each
 * its pitch value (1.14.3; none: it cannot be pitched, 1.14.3a). The goldfish's hand is refilled to intellect each turn
 * and used whole, so a card is castable in a turn's action phase when the other cards of that hand pitch at least its
 * cost; FaB has no colour to pay.
 */
import type { CastabilityRule } from '../types';
import { pitchValue, printedCost } from './play';

export const castability: CastabilityRule = {
  kind: 'pitch',
  rule: 'FaB 1.14.3',
  colours: [],
  card: (state, card) => ({ gives: { colours: 0, amount: pitchValue(state, card) ?? 0, ready: true }, needs: [{ amount: printedCost(state, card), colours: [], count: 0 }] }),
};
