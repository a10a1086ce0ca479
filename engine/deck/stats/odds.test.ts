import { describe, expect, it } from 'vitest';
import { card, deck, filler } from '../../../test/helpers/deck-cards';
import { choose, ratio } from '../../../test/helpers/exact';
import { acg } from '../../games/acg';
import { dm } from '../../games/dm';
import { fab } from '../../games/fab';
import { gameDefinition } from '../../games/registry';
import type { DeckCard } from '../types';
import { probabilityAllAtLeast, probabilityKeeping } from './hypergeometric';
import { drawOdds, type DrawOdds } from './odds';

const target = card('Target');
const other = card('Other');

/** A draw pile of `size` cards: `copies` of Target, 4 of Other, the rest one-of fillers. */
function pileOf(size: number, copies: number): [DeckCard, number][] {
  return [[target, copies], [other, 4], ...filler('Filler', size - copies - 4, 1, (name) => card(name))];
}

const atLeastOneTarget = { groups: [{ keys: ['Target'], atLeast: 1 }] };

/** 1 − C(N − copies, seen) / C(N, seen), exactly. */
function oneOf(population: number, copies: number, seen: number): number {
  return 1 - ratio(choose(population - copies, seen), choose(population, seen));
}

const seenBy = (odds: DrawOdds, side: 'first' | 'second'): number[] => odds.rows.map((row) => row[side].seen);

describe('drawOdds', () => {
  it('DM 103.3 / 103.5: a 40-card deck with 4 copies, by turn 3 going first (7 seen) and second (8 seen)', () => {
    const odds = drawOdds(dm, deck('dm', { main: pileOf(40, 4) }), { ...atLeastOneTarget, turns: 3 });
    expect(odds.population).toBe(40);
    expect(odds.copies).toEqual([4]);
    expect(seenBy(odds, 'first')).toEqual([5, 6, 7]);
    expect(seenBy(odds, 'second')).toEqual([6, 7, 8]);
    expect(odds.rows[2]!.first.probability).toBeCloseTo(oneOf(40, 4, 7), 12);
    expect(odds.rows[2]!.second.probability).toBeCloseTo(oneOf(40, 4, 8), 12);
    // By hand: C(36,7)/C(40,7) = (33·32·31·30)/(40·39·38·37), and C(36,8)/C(40,8) = (32·31·30·29)/(40·39·38·37).
    expect(odds.rows[2]!.first.probability).toBeCloseTo(1 - (33 * 32 * 31 * 30) / (40 * 39 * 38 * 37), 12);
    expect(odds.rows[2]!.second.probability).toBeCloseTo(1 - (32 * 31 * 30 * 29) / (40 * 39 * 38 * 37), 12);
  });

  it('DM 103.3: dealing 5 unseen shields first leaves the odds of the full deck, worked out both ways', () => {
    const odds = drawOdds(dm, deck('dm', { main: pileOf(40, 4) }), { ...atLeastOneTarget, turns: 3 });
    // Way 1, by hand: s copies among the shields, then at least one of the other 4 − s among 7 of the 35 left.
    let shieldsFirst = 0;
    for (let s = 0; s <= 4; s++) {
      const shields = ratio(choose(4, s) * choose(36, 5 - s), choose(40, 5));
      shieldsFirst += shields * oneOf(35, 4 - s, 7);
    }
    // Way 2: 7 cards from the whole deck, as drawOdds counts it.
    expect(odds.rows[2]!.first.probability).toBeCloseTo(shieldsFirst, 12);
    expect(oneOf(40, 4, 7)).toBeCloseTo(shieldsFirst, 12);
  });

  it('ACG 104.6 / 1004.1a: 7 seen (5 kept) before the first turn, whose draw the first player skips', () => {
    const odds = drawOdds(acg, deck('acg', { basic: pileOf(40, 3) }), { ...atLeastOneTarget, turns: 3 });
    expect(seenBy(odds, 'first')).toEqual([7, 8, 9]);
    expect(seenBy(odds, 'second')).toEqual([8, 9, 10]);
    // One card fits in the five kept, so the two bottomed never cost it (the player bottoms others first).
    expect(odds.rows[0]!.first.probability).toBeCloseTo(oneOf(40, 3, 7), 12);
    expect(odds.rows[2]!.second.probability).toBeCloseTo(oneOf(40, 3, 10), 12);
  });

  it('ACG 104.6: needing more group cards than the 5 kept can hold costs the bottomed ones', () => {
    const cards: [DeckCard, number][] = [...filler('Ant', 8, 1, (name) => card(name)), ...filler('Filler', 32, 1, (name) => card(name))];
    const ants = { keys: cards.slice(0, 8).map(([ant]) => ant.key), atLeast: 6 };
    const odds = drawOdds(acg, deck('acg', { basic: cards }), { groups: [ants], turns: 2 });
    expect(odds.rows[0]!.first.probability).toBe(0);
    expect(odds.rows[1]!.second.probability).toBeCloseTo(probabilityKeeping(40, [{ size: 8, atLeast: 6 }], 7, 5, 2), 15);
    expect(odds.rows[1]!.second.probability).toBeLessThan(probabilityAllAtLeast(40, [{ size: 8, atLeast: 6 }], 9));
  });

  it('PMV 1.2.8 / NOVA 402.4.1: 7 cards, and no draw on the first player’s first turn', () => {
    for (const id of ['pmv', 'nova'] as const) {
      const odds = drawOdds(gameDefinition(id), deck(id, { main: pileOf(50, 3) }), { ...atLeastOneTarget, turns: 3 });
      expect(seenBy(odds, 'first')).toEqual([7, 8, 9]);
      expect(seenBy(odds, 'second')).toEqual([8, 9, 10]);
      expect(odds.rows[0]!.second.probability).toBeCloseTo(oneOf(50, 3, 8), 12);
    }
  });

  it('FaB 4.1.9 / 4.4.3f: intellect × t cards seen by turn t, going first or second', () => {
    const hero = (intellect: number | null) => card('Hero', { kinds: ['hero'], stats: { intellect, life: 40 } });
    const odds = drawOdds(fab, deck('fab', { hero: [[hero(4), 1]], deck: pileOf(60, 3) }), { ...atLeastOneTarget, turns: 3 });
    expect(seenBy(odds, 'first')).toEqual([4, 8, 12]);
    expect(seenBy(odds, 'second')).toEqual([4, 8, 12]);
    expect(odds.rows[1]!.first.probability).toBeCloseTo(oneOf(60, 3, 8), 12);

    const three = drawOdds(fab, deck('fab', { hero: [[hero(3), 1]], deck: pileOf(60, 3) }), { ...atLeastOneTarget, turns: 3 });
    expect(seenBy(three, 'first')).toEqual([3, 6, 9]);
    // An unknown intellect counts as 4.
    for (const unknown of [deck('fab', { hero: [[hero(null), 1]], deck: pileOf(60, 3) }), deck('fab', { deck: pileOf(60, 3) })]) {
      expect(seenBy(drawOdds(fab, unknown, { ...atLeastOneTarget, turns: 2 }), 'second')).toEqual([4, 8]);
    }
  });

  it('asks for every group at once, counting group cards in the draw pile only', () => {
    const odds = drawOdds(dm, deck('dm', { main: pileOf(40, 4), hyperspace: [[target, 4]] }), {
      groups: [{ keys: ['Target'], atLeast: 1 }, { keys: ['Other', 'Filler 1'], atLeast: 2 }],
      turns: 4,
    });
    expect(odds.copies).toEqual([4, 5]);
    const groups = [{ size: 4, atLeast: 1 }, { size: 5, atLeast: 2 }];
    expect(odds.rows[3]!.second.probability).toBeCloseTo(probabilityAllAtLeast(40, groups, 9), 15);
  });

  it('DM 103.3: past the end of the pile a row holds everything but the shields', () => {
    const odds = drawOdds(dm, deck('dm', { main: pileOf(12, 2) }), { ...atLeastOneTarget, turns: 4 });
    expect(seenBy(odds, 'second')).toEqual([6, 7, 7, 7]);
    expect(odds.rows[3]!.second.probability).toBeCloseTo(oneOf(12, 2, 7), 12);
  });

  it('refuses overlapping groups, another game’s deck and a negative number of turns', () => {
    const dmDeck = deck('dm', { main: pileOf(40, 4) });
    expect(() => drawOdds(dm, dmDeck, { groups: [{ keys: ['Target'], atLeast: 1 }, { keys: ['Target'], atLeast: 1 }], turns: 2 })).toThrow(RangeError);
    expect(() => drawOdds(fab, dmDeck, { ...atLeastOneTarget, turns: 2 })).toThrow(RangeError);
    expect(() => drawOdds(dm, dmDeck, { ...atLeastOneTarget, turns: -1 })).toThrow(RangeError);
    expect(drawOdds(dm, dmDeck, { ...atLeastOneTarget, turns: 0 }).rows).toEqual([]);
  });
});
