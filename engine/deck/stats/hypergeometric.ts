/**
 * Hypergeometric odds: the chance that cards drawn without replacement from a shuffled pile hold at least so many
 * cards of one group, or of several disjoint groups at once.
 *
 * Arithmetic: one Pascal triangle of binomial coefficients in float64 per pile, built once and shared by every
 * term of every question asked about that pile. Its entries are exact integers up to row 56 (C(56, 28) < 2^53);
 * further down each addition rounds once, so an entry of row n is off by at most n·2^-53 of itself. A
 * probability here is a sum of positive terms C(G₁, x₁)…C(R, y) / C(N, n), so it keeps that relative accuracy:
 * about 1e-13 for a 60-card deck, well inside the 1e-12 the tests hold it to against exact BigInt fractions.
 * BigInt would be exact too, but would put big-number multiplications in the innermost loop of the draw-odds
 * tables, which only need a few digits.
 */

/** The largest pile the triangle handles: C(1000, 500) ≈ 2.7e299 still fits a float64, C(1030, 515) does not. */
export const MAX_POPULATION = 1000;

/** Cards of one group in the pile, and how many of them the draw must hold. */
export interface GroupNeed {
  size: number;
  atLeast: number;
}

/** Binomial coefficients C(n, k) for n up to `size`, from Pascal's rule, row after row in one flat array. */
class Binomials {
  private readonly table: Float64Array;

  constructor(readonly size: number) {
    this.table = new Float64Array(((size + 1) * (size + 2)) / 2);
    for (let n = 0, row = 0; n <= size; row += n + 1, n++) {
      this.table[row] = 1;
      this.table[row + n] = 1;
      for (let k = 1; k < n; k++) this.table[row + k] = this.table[row - n + k - 1]! + this.table[row - n + k]!;
    }
  }

  /** C(n, k); 0 when k is out of 0…n. */
  choose(n: number, k: number): number {
    return k < 0 || k > n ? 0 : this.table[(n * (n + 1)) / 2 + k]!;
  }
}

/**
 * The largest triangle built so far, shared: a triangle serves every smaller pile, and building one for each
 * question cost a 1,000-card deck's per-card odds seconds (half a million entries per card).
 */
let shared = new Binomials(60);
function binomialsUpTo(size: number): Binomials {
  if (size > shared.size) shared = new Binomials(size);
  return shared;
}

function checkCount(name: string, value: number, max: number): void {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new RangeError(`${name} must be a whole number from 0 to ${max}, not ${value}`);
  }
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** A shuffled pile and the groups asked about: build it once, then ask about any number of draws. */
export class PileOdds {
  private readonly binomials: Binomials;
  /** Only the groups that ask for something: a minimum of 0 always holds, so those cards count as others. */
  private readonly sizes: number[];
  private readonly minimum: number[];
  /** Cards outside the groups that ask for something. */
  private readonly rest: number;

  constructor(
    readonly population: number,
    groups: readonly GroupNeed[],
  ) {
    checkCount('population', population, MAX_POPULATION);
    for (const { size, atLeast } of groups) {
      checkCount('group size', size, population);
      checkCount('atLeast', atLeast, Number.MAX_SAFE_INTEGER);
    }
    const total = sum(groups.map((group) => group.size));
    if (total > population) throw new RangeError(`groups of ${total} cards do not fit in a pile of ${population}`);
    const needs = groups.filter((group) => group.atLeast > 0);
    this.sizes = needs.map((group) => group.size);
    this.minimum = needs.map((group) => group.atLeast);
    this.rest = population - sum(this.sizes);
    this.binomials = binomialsUpTo(population);
  }

  /** P(every group's minimum among `draws` cards); more draws than cards draw the whole pile. */
  allAtLeast(draws: number): number {
    checkCount('draws', draws, Number.MAX_SAFE_INTEGER);
    const n = Math.min(draws, this.population);
    let ways = 0;
    this.forEachDraw(this.sizes, this.rest, n, this.minimum, (_, all) => {
      ways += all;
    });
    return ways / this.binomials.choose(this.population, n);
  }

  /**
   * The odds when an opening draw is partly sent back: `opening` cards are drawn, at most `keep` of them count,
   * the others go to the bottom of the pile (ACG 104.6), then `later` cards are drawn. P(every minimum is met by
   * the kept cards and the later ones), where the player keeps the group cards they need over anything else:
   * that works out when each group has enough cards in all and the shortfalls the later cards leave fit in
   * `keep`. Once every unseen card is drawn the bottomed ones come back, needed ones first (the player orders
   * them). With `keep` 0 this is a pile with `opening` cards set aside unseen (DM shields).
   */
  keeping(opening: number, keep: number, later: number): number {
    checkCount('opening', opening, this.population);
    checkCount('keep', keep, opening);
    checkCount('later', later, Number.MAX_SAFE_INTEGER);
    const unseen = this.population - opening;
    const drawn = Math.min(later, unseen);
    // Minimums that fit in the kept cards never make the player bottom a card they need.
    if (sum(this.minimum) <= keep) return this.allAtLeast(opening + drawn);
    const cap = Math.min(opening, keep + Math.max(0, later - unseen));
    const shortfall = (counts: readonly number[]): number =>
      sum(this.minimum.map((atLeast, i) => Math.max(0, atLeast - counts[i]!)));
    const openings = this.binomials.choose(this.population, opening);
    const laters = this.binomials.choose(unseen, drawn);
    let probability = 0;
    this.forEachDraw(this.sizes, this.rest, opening, this.sizes.map(() => 0), (first, firstWays) => {
      const left = this.sizes.map((size, i) => size - first[i]!);
      const still = this.minimum.map((atLeast, i) => Math.max(0, atLeast - first[i]!));
      let laterWays = 0;
      this.forEachDraw(left, this.rest - (opening - sum(first)), drawn, still, (then, ways) => {
        if (shortfall(then) <= cap) laterWays += ways;
      });
      probability += (firstWays / openings) * (laterWays / laters);
    });
    return probability;
  }

  /**
   * Calls `leaf(counts, ways)` for every way `draws` cards from a pile fall into groups of `sizes`: `counts[i]`
   * cards of group i (at least `minimum[i]`), the rest from the `rest` other cards; `ways` is how many draws do
   * that. `counts` is reused between calls.
   */
  private forEachDraw(
    sizes: readonly number[],
    rest: number,
    draws: number,
    minimum: readonly number[],
    leaf: (counts: readonly number[], ways: number) => void,
  ): void {
    const counts = sizes.map(() => 0);
    const visit = (index: number, left: number, ways: number): void => {
      if (index === sizes.length) {
        const all = ways * this.binomials.choose(rest, left);
        if (all > 0) leaf(counts, all);
        return;
      }
      const size = sizes[index]!;
      for (let x = minimum[index]!; x <= Math.min(size, left); x++) {
        counts[index] = x;
        visit(index + 1, left - x, ways * this.binomials.choose(size, x));
      }
    };
    visit(0, draws, 1);
  }
}

/**
 * P(at least `atLeast` of the `successes` cards among `draws` cards drawn from `population`). Drawing more cards
 * than the pile holds draws all of it; `atLeast` 0 always holds.
 */
export function probabilityAtLeast(population: number, successes: number, draws: number, atLeast: number): number {
  return new PileOdds(population, [{ size: successes, atLeast }]).allAtLeast(draws);
}

/** P(at least `atLeast` of every group at once among `draws` cards); the groups are disjoint parts of the pile. */
export function probabilityAllAtLeast(population: number, groups: readonly GroupNeed[], draws: number): number {
  return new PileOdds(population, groups).allAtLeast(draws);
}

/** `PileOdds.keeping` for one question. */
export function probabilityKeeping(
  population: number,
  groups: readonly GroupNeed[],
  opening: number,
  keep: number,
  later: number,
): number {
  return new PileOdds(population, groups).keeping(opening, keep, later);
}
