/**
 * DM castability (issue 22; docs/engine.md "Castability"), the mana rule as the simulation counts it, read with the
 * engine's own reading of costs and mana (./mana.ts): a card charged into the mana zone (503.2) gives its mana number
 * (107.2) of one of its civilizations as a whole card (112.2a, 810.1), enters tapped when it is multicoloured (405.1)
 * and untapped otherwise (a colourless card is not multicoloured, 106.2c); a card is paid by its cost, a card of its
 * own for each of its civilizations, colourless asking for none (112.2a, 106.2c), a twinpact by either half (810.3).
 */
import type { GameState } from '../../core/state';
import type { CastabilityRule, CastingNeed } from '../types';
import { listOf, wholeCardFacts } from './facts';
import { CIVILIZATIONS, civsOf, costOf, manaNumber } from './mana';

/** The bits of the civilizations of 106.2 among `civs`. */
const civMask = (civs: readonly string[]): number => civs.reduce((mask, civ) => (CIVILIZATIONS.includes(civ) ? mask | (1 << CIVILIZATIONS.indexOf(civ)) : mask), 0);

/** The kinds a card is played as from the hand: a twinpact's two halves (810.3), any other card as its face says. */
function playedAs(state: GameState, card: string): readonly string[] {
  const entry = state.catalog[state.cards[card]!.key];
  if (!listOf(wholeCardFacts(state, card), 'kinds').includes('twinpact')) return [''];
  return [...new Set((entry?.faces ?? []).map((face) => listOf(face.facts, 'kinds')[0] ?? ''))];
}

export const castability: CastabilityRule = {
  kind: 'charge',
  rule: 'DM 112.2a',
  colours: CIVILIZATIONS,
  card(state, card) {
    const civs = civsOf(state, card);
    const needs: CastingNeed[] = [];
    for (const kind of playedAs(state, card)) {
      const cost = costOf(state, card, kind);
      if (cost) needs.push({ amount: cost.cost, colours: cost.civs.flatMap((civ) => (CIVILIZATIONS.includes(civ) ? [CIVILIZATIONS.indexOf(civ)] : [])), count: 0 });
    }
    return { gives: { colours: civMask(civs), amount: manaNumber(state, card), ready: civs.length < 2 }, needs };
  },
};
