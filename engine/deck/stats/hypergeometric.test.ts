import { describe, expect, it } from 'vitest';
import { choose, ratio, subsets } from '../../../test/helpers/exact';
import { MAX_POPULATION, probabilityAllAtLeast, probabilityAtLeast, probabilityKeeping, type GroupNeed } from './hypergeometric';

/** A tiny pile as one label per card, and the groups' sizes in label order (label i is group i, -1 is other). */
function pile(sizes: readonly number[], others: number): number[] {
  return [...sizes.flatMap((size, group) => Array<number>(size).fill(group)), ...Array<number>(others).fill(-1)];
}

function meets(cards: readonly number[], minimum: readonly number[]): boolean {
  return minimum.every((atLeast, group) => cards.filter((card) => card === group).length >= atLeast);
}

/** Exhaustive odds: the share of equally likely `draws`-card hands that meet every minimum. */
function bruteForce(sizes: readonly number[], others: number, minimum: readonly number[], draws: number): number {
  const cards = pile(sizes, others);
  let hits = 0;
  let all = 0;
  for (const hand of subsets(cards.length, draws)) {
    all++;
    if (meets(hand.map((i) => cards[i]!), minimum)) hits++;
  }
  return hits / all;
}

describe('probabilityAtLeast', () => {
  it('P(at least 1 of 4 in 5 cards from 40) = 1 − C(36,5)/C(40,5)', () => {
    const exact = 1 - ratio(choose(36, 5), choose(40, 5));
    expect(probabilityAtLeast(40, 4, 5, 1)).toBeCloseTo(exact, 12);
    expect(exact).toBeCloseTo(0.4271, 4);
  });

  it('sums the tail exactly for every minimum: 4 copies, 7 cards from 40', () => {
    for (let atLeast = 0; atLeast <= 4; atLeast++) {
      let ways = 0n;
      for (let x = atLeast; x <= 4; x++) ways += choose(4, x) * choose(36, 7 - x);
      expect(probabilityAtLeast(40, 4, 7, atLeast)).toBeCloseTo(ratio(ways, choose(40, 7)), 12);
    }
  });

  it('stays within 1e-13 where the binomials outgrow 2^53: 8 copies, 30 cards from 60', () => {
    expect(choose(60, 30)).toBeGreaterThan(2n ** 53n);
    let ways = 0n;
    for (let x = 2; x <= 8; x++) ways += choose(8, x) * choose(52, 30 - x);
    expect(Math.abs(probabilityAtLeast(60, 8, 30, 2) - ratio(ways, choose(60, 30)))).toBeLessThan(1e-13);
  });

  it('handles the edges: no minimum, more than the group, empty groups, no draws, drawing the whole pile', () => {
    expect(probabilityAtLeast(40, 4, 5, 0)).toBe(1);
    expect(probabilityAtLeast(40, 4, 40, 5)).toBe(0);
    expect(probabilityAtLeast(40, 0, 5, 1)).toBe(0);
    expect(probabilityAtLeast(40, 0, 5, 0)).toBe(1);
    expect(probabilityAtLeast(40, 4, 0, 1)).toBe(0);
    expect(probabilityAtLeast(40, 4, 3, 4)).toBe(0);
    expect(probabilityAtLeast(0, 0, 0, 0)).toBe(1);
    // More draws than cards draws them all.
    expect(probabilityAtLeast(40, 4, 60, 4)).toBe(1);
    expect(probabilityAtLeast(40, 4, 40, 4)).toBe(1);
  });

  it('refuses counts that make no pile', () => {
    expect(() => probabilityAtLeast(40, 41, 5, 1)).toThrow(RangeError);
    expect(() => probabilityAtLeast(40, -1, 5, 1)).toThrow(RangeError);
    expect(() => probabilityAtLeast(40, 4, 2.5, 1)).toThrow(RangeError);
    expect(() => probabilityAtLeast(40, 4, 5, -1)).toThrow(RangeError);
    expect(() => probabilityAtLeast(MAX_POPULATION + 1, 4, 5, 1)).toThrow(RangeError);
  });
});

describe('probabilityAllAtLeast', () => {
  it('matches every hand of a 9-card pile, for every minimum and hand size', () => {
    const sizes = [2, 3, 1];
    for (let draws = 0; draws <= 9; draws++) {
      for (const minimum of [[1, 2, 1], [2, 0, 1], [0, 3, 0], [1, 1, 0], [2, 3, 1], [0, 0, 0]]) {
        const groups = sizes.map((size, i) => ({ size, atLeast: minimum[i]! }));
        expect(probabilityAllAtLeast(9, groups, draws)).toBeCloseTo(bruteForce(sizes, 3, minimum, draws), 14);
      }
    }
  });

  it('P(at least 1 of A (4) and at least 2 of B (8) in 7 cards from 40) as a hand-summed fraction', () => {
    let ways = 0n;
    for (let a = 1; a <= 4; a++) {
      for (let b = 2; b <= 7 - a; b++) ways += choose(4, a) * choose(8, b) * choose(28, 7 - a - b);
    }
    const groups = [{ size: 4, atLeast: 1 }, { size: 8, atLeast: 2 }];
    expect(probabilityAllAtLeast(40, groups, 7)).toBeCloseTo(ratio(ways, choose(40, 7)), 12);
  });

  it('is the one-group odds for one group, and ignores groups that ask for nothing', () => {
    const one = probabilityAtLeast(40, 4, 7, 2);
    expect(probabilityAllAtLeast(40, [{ size: 4, atLeast: 2 }], 7)).toBe(one);
    expect(probabilityAllAtLeast(40, [{ size: 4, atLeast: 2 }, { size: 10, atLeast: 0 }, { size: 0, atLeast: 0 }], 7)).toBeCloseTo(one, 15);
    expect(probabilityAllAtLeast(40, [], 7)).toBe(1);
  });

  it('is 0 when an empty group must show up, and refuses groups larger than the pile', () => {
    expect(probabilityAllAtLeast(40, [{ size: 4, atLeast: 1 }, { size: 0, atLeast: 1 }], 7)).toBe(0);
    expect(() => probabilityAllAtLeast(10, [{ size: 6, atLeast: 1 }, { size: 5, atLeast: 1 }], 3)).toThrow(RangeError);
  });
});

describe('probabilityKeeping', () => {
  /**
   * Exhaustive: every opening and every later draw from what is left, equally likely; the player keeps the best
   * `keep` opening cards, and once the unseen cards run out takes the bottomed ones back in the best order.
   */
  function keepingBruteForce(sizes: readonly number[], others: number, minimum: readonly number[], opening: number, keep: number, later: number): number {
    const cards = pile(sizes, others);
    const unseen = cards.length - opening;
    const kept = Math.min(opening, keep + Math.max(0, later - unseen));
    let hits = 0;
    let all = 0;
    for (const first of subsets(cards.length, opening)) {
      const left = cards.map((_, i) => i).filter((i) => !first.includes(i));
      for (const then of subsets(left.length, Math.min(later, unseen))) {
        all++;
        const drawn = then.map((i) => cards[left[i]!]!);
        const good = [...subsets(opening, kept)].some((choice) => meets([...choice.map((i) => cards[first[i]!]!), ...drawn], minimum));
        if (good) hits++;
      }
    }
    return hits / all;
  }

  it('ACG 104.6: keeping 2 of a 4-card opening, then drawing, matches every deal of a 9-card pile', () => {
    const sizes = [2, 2];
    for (const minimum of [[1, 1], [2, 1], [2, 2], [0, 2]]) {
      for (let later = 0; later <= 7; later++) {
        const groups: GroupNeed[] = sizes.map((size, i) => ({ size, atLeast: minimum[i]! }));
        expect(probabilityKeeping(9, groups, 4, 2, later)).toBeCloseTo(keepingBruteForce(sizes, 5, minimum, 4, 2, later), 14);
      }
    }
  });

  it('ACG 104.6: when the minimums fit in the kept cards, bottoming costs nothing (7 seen, 5 kept)', () => {
    const groups = [{ size: 4, atLeast: 2 }, { size: 6, atLeast: 3 }];
    expect(probabilityKeeping(40, groups, 7, 5, 3)).toBeCloseTo(probabilityAllAtLeast(40, groups, 10), 14);
    // Asking for six cards of the opening seven cannot be met by five kept cards alone.
    const six = [{ size: 10, atLeast: 6 }];
    expect(probabilityKeeping(40, six, 7, 5, 0)).toBe(0);
    expect(probabilityKeeping(40, six, 7, 5, 3)).toBeLessThan(probabilityAllAtLeast(40, six, 10));
  });

  it('DM 103.3: five unseen shields (keep 0) leave the odds of the hand and draws unchanged', () => {
    const groups = [{ size: 4, atLeast: 1 }, { size: 8, atLeast: 2 }];
    for (const later of [5, 6, 7, 10]) {
      expect(probabilityKeeping(40, groups, 5, 0, later)).toBeCloseTo(probabilityAllAtLeast(40, groups, later), 14);
    }
  });
});
