import { describe, expect, it } from 'vitest';
import { createRng, nextFloat, nextInt, nextUint32, shuffle, type RngState } from './rng';

/** `count` outputs of `draw`, each from the state the previous one returned. */
function drawMany<T>(state: RngState, count: number, draw: (state: RngState) => { value: T; state: RngState }): T[] {
  const values: T[] = [];
  for (let i = 0; i < count; i++) {
    const drawn = draw(state);
    values.push(drawn.value);
    state = drawn.state;
  }
  return values;
}

/** Pearson's chi-square of observed tallies against equal expected ones. */
function chiSquare(tallies: readonly number[]): number {
  const expected = tallies.reduce((sum, tally) => sum + tally, 0) / tallies.length;
  return tallies.reduce((sum, tally) => sum + (tally - expected) ** 2 / expected, 0);
}

/** Upper 0.1% points of chi-square (scipy.stats.chi2.ppf(0.999, df)). The seeds are fixed, so no test can flake. */
const CHI2_999 = { 2: 13.816, 9: 27.877, 23: 49.728 } as const;

/**
 * A state whose first output is `value`, by inverting the scrambler: the output is rotl(s[1] × 5, 7) × 9 (mod 2^32),
 * and 5 and 9 are odd, so invertible (5 × 0xcccccccd ≡ 9 × 0x38e38e39 ≡ 1). The other words are any non-zero ones.
 */
function stateWithFirstOutput(value: number): RngState {
  const rotr = (x: number, k: number): number => ((x >>> k) | (x << (32 - k))) >>> 0;
  const s1 = Math.imul(rotr(Math.imul(value, 0x38e38e39), 7), 0xcccccccd) >>> 0;
  return { s: [1, s1, 2, 3] };
}

describe('rng: xoshiro128** 1.1 seeded by SplitMix64', () => {
  // Every expected number below was printed by the authors' reference code, xoshiro128starstar.c (1.1) and
  // splitmix64.c from https://prng.di.unimi.it/, compiled with gcc: next() run on the state {1, 2, 3, 4}, and for a
  // seed, splitmix64's x set to the seed (as uint64) and s[] filled from its first two outputs, low word first.
  it('gives the reference outputs from the state {1, 2, 3, 4}', () => {
    const outputs = drawMany({ s: [1, 2, 3, 4] }, 10, nextUint32);
    expect(outputs).toEqual([11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849, 3729100597, 4258142804]);
  });

  it('seeds through SplitMix64 as the reference does', () => {
    // SplitMix64 from 0 first gives 0xe220a8397b1dcdaf, then 0x6e789e6aa1b965f4.
    expect(createRng(0)).toEqual({ s: [0x7b1dcdaf, 0xe220a839, 0xa1b965f4, 0x6e789e6a] });
    expect(drawMany(createRng(0), 8, nextUint32)).toEqual([
      3737715805, 2584255861, 2876756834, 3286328325, 1553311962, 1625202774, 3260698944, 2754151956,
    ]);
    expect(createRng(1)).toEqual({ s: [0x89025cc1, 0x910a2dec, 0x658eec67, 0xbeeb8da1] });
    expect(drawMany(createRng(42), 8, nextUint32)).toEqual([
      1776835114, 4165204688, 17111135, 2317295270, 2792088233, 2554630222, 2940343271, 2244566231,
    ]);
    expect(drawMany(createRng(0xffffffff), 4, nextUint32)).toEqual([331202089, 2303545133, 2732085799, 1755962312]);
    // A negative seed is its 64-bit two's complement: -1 is 2^64 − 1.
    expect(createRng(-1)).toEqual({ s: [0x1b652c20, 0xe4d97177, 0xdbf682c9, 0xe99ff867] });
  });

  it('refuses a seed that is not a safe integer', () => {
    for (const seed of [1.5, Number.NaN, Infinity, 2 ** 53]) expect(() => createRng(seed)).toThrow(RangeError);
  });

  it('is deterministic and pure: a state always draws the same, is never changed, and survives JSON', () => {
    const start = createRng(2024);
    const frozen: RngState = Object.freeze({ s: Object.freeze([...start.s]) as RngState['s'] });
    const first = drawMany(frozen, 50, nextUint32);
    expect(drawMany(frozen, 50, nextUint32)).toEqual(first);
    expect(drawMany(createRng(2024), 50, nextUint32)).toEqual(first);
    expect(nextUint32(frozen).value).toBe(nextUint32(frozen).value);
    expect(frozen).toEqual(start);

    // Stored mid-game as JSON and read back, the state goes on exactly where it was.
    let state = start;
    for (let i = 0; i < 20; i++) state = nextUint32(state).state;
    const restored = JSON.parse(JSON.stringify(state)) as RngState;
    expect(restored).toEqual(state);
    expect(drawMany(restored, 30, nextUint32)).toEqual(first.slice(20, 50));
  });

  it('keeps the state canonical: four uint32 words', () => {
    let state = createRng(7);
    for (let i = 0; i < 100; i++) {
      state = nextUint32(state).state;
      for (const word of state.s) expect(Number.isInteger(word) && word >= 0 && word < 2 ** 32).toBe(true);
    }
  });

  it('gives different streams for different seeds', () => {
    const firsts = Array.from({ length: 1000 }, (_, seed) => drawMany(createRng(seed), 2, nextUint32).join());
    expect(new Set(firsts).size).toBe(1000);
  });

  it('draws integers uniformly: chi-square of 100 000 draws in [0, 10) below its 0.1% point', () => {
    const tallies = new Array<number>(10).fill(0);
    for (const value of drawMany(createRng(1), 100_000, (state) => nextInt(state, 10))) tallies[value]!++;
    expect(chiSquare(tallies)).toBeLessThan(CHI2_999[9]);
  });

  it('draws floats in [0, 1) uniformly, and every output bit is fair', () => {
    const floats = drawMany(createRng(2), 100_000, nextFloat);
    expect(Math.min(...floats)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...floats)).toBeLessThan(1);
    const tallies = new Array<number>(10).fill(0);
    for (const value of floats) tallies[Math.floor(value * 10)]!++;
    expect(chiSquare(tallies)).toBeLessThan(CHI2_999[9]);

    // Each of the 32 bits is set in half of 100 000 outputs, to within 4 standard deviations (√(n/4) ≈ 158).
    const words = drawMany(createRng(3), 100_000, nextUint32);
    for (let bit = 0; bit < 32; bit++) {
      const set = words.filter((word) => (word >>> bit) & 1).length;
      expect(Math.abs(set - 50_000)).toBeLessThan(4 * Math.sqrt(100_000 / 4));
    }
  });

  it('has no modulo bias for n = 3: of the 2^32 outputs only 2^32 − 1 is redrawn, leaving 1 431 655 765 per residue', () => {
    // 2^32 = 3 × 1 431 655 765 + 1: outputs 0 … 2^32 − 2 are accepted as output mod 3, so each residue has the same
    // count, and the one extra output is drawn again instead of favouring residue 0.
    expect(nextUint32(stateWithFirstOutput(0xffffffff)).value).toBe(0xffffffff);
    const rejected = stateWithFirstOutput(0xffffffff);
    const afterOne = nextUint32(rejected).state;
    const second = nextUint32(afterOne);
    expect(nextInt(rejected, 3)).toEqual({ value: second.value % 3, state: second.state });

    for (const [output, residue] of [[0xfffffffe, 2], [0xfffffffd, 1], [0xfffffffc, 0], [0, 0]] as const) {
      const state = stateWithFirstOutput(output);
      expect(nextInt(state, 3)).toEqual({ value: residue, state: nextUint32(state).state });
    }

    const tallies = [0, 0, 0];
    for (const value of drawMany(createRng(4), 90_000, (state) => nextInt(state, 3))) tallies[value]!++;
    expect(chiSquare(tallies)).toBeLessThan(CHI2_999[2]);
  });

  it('has no modulo bias where plain modulo would show it most: n = 3 × 2^30', () => {
    // Plain output mod n would give a value below 2^30 half the time (2^31 of the 2^32 outputs); unbiased, a third.
    const n = 3 * 2 ** 30;
    const draws = 30_000;
    const low = drawMany(createRng(5), draws, (state) => nextInt(state, n)).filter((value) => value < 2 ** 30).length;
    const sd = Math.sqrt(draws * (1 / 3) * (2 / 3));
    expect(Math.abs(low - draws / 3)).toBeLessThan(4 * sd);
  });

  it('covers the ends of nextInt: n = 1 is always 0, n = 2^32 is the raw output, and bad n are refused', () => {
    const state = createRng(6);
    expect(nextInt(state, 1)).toEqual({ value: 0, state: nextUint32(state).state });
    expect(nextInt(state, 2 ** 32)).toEqual(nextUint32(state));
    for (const n of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) expect(() => nextInt(state, n)).toThrow(RangeError);
  });

  it('shuffles into a permutation of a copy, leaving the input alone', () => {
    const items = Object.freeze(Array.from({ length: 60 }, (_, index) => index));
    let state = createRng(8);
    for (let round = 0; round < 50; round++) {
      const shuffled = shuffle(state, items);
      expect(shuffled.value.toSorted((a, b) => a - b)).toEqual(items);
      state = shuffled.state;
    }
    expect(shuffle(state, []).value).toEqual([]);
    expect(shuffle(state, ['only']).value).toEqual(['only']);
    expect(shuffle(state, items)).toEqual(shuffle(state, items));
  });

  it('shuffles every item into every position, and all 24 orders of 4 items evenly', () => {
    const seen = Array.from({ length: 6 }, () => new Set<number>());
    for (const order of drawMany(createRng(9), 500, (state) => shuffle(state, [0, 1, 2, 3, 4, 5]))) {
      order.forEach((item, position) => seen[item]!.add(position));
    }
    for (const positions of seen) expect(positions.size).toBe(6);

    const orders = new Map<string, number>();
    for (const order of drawMany(createRng(10), 24_000, (state) => shuffle(state, ['a', 'b', 'c', 'd']))) {
      orders.set(order.join(''), (orders.get(order.join('')) ?? 0) + 1);
    }
    expect(orders.size).toBe(24);
    expect(chiSquare([...orders.values()])).toBeLessThan(CHI2_999[23]);
  });
});
