/**
 * The engine's only source of randomness: xoshiro128** 1.1 (Blackman & Vigna, https://prng.di.unimi.it/), seeded
 * through SplitMix64 as its authors suggest.
 *
 * Why this one: a 128-bit state of four 32-bit words fits in plain JSON, every step is 32-bit integer work that
 * JavaScript does exactly (Math.imul, shifts), it passes BigCrush, and its reference code gives test vectors.
 *
 * The state is immutable data. Every function takes a state and returns `{ value, state }` with a new state and never
 * changes the one it was given, so a game state (and every history snapshot of it) can hold its RngState as is:
 * replaying from an earlier state draws the same numbers again, and undo never re-rolls (docs/architecture.md §3).
 * Inside one call the words are stepped in place on a private copy, so a shuffle allocates no per-draw objects.
 */

/** xoshiro128** state: four uint32 words, never all zero. Plain data: JSON and structuredClone keep it exactly. */
export interface RngState {
  readonly s: readonly [number, number, number, number];
}

/** What a draw gives: the value, and the state to draw from next. */
export interface Drawn<T> {
  value: T;
  state: RngState;
}

type Words = [number, number, number, number];

const TWO_32 = 2 ** 32;
const MASK_64 = (1n << 64n) - 1n;

/**
 * A fresh state from a seed: any safe integer (a uint32 is the usual seed). The seed fills a SplitMix64 counter (as
 * 64 bits, two's complement for negatives) whose first two outputs, low word first, become s[0]–s[3]. Distinct
 * seeds give distinct states, and the state is never all zero: SplitMix64's output function is a bijection of its
 * counter, so two consecutive outputs are never both 0.
 */
export function createRng(seed: number): RngState {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`an rng seed must be a safe integer, not ${seed}`);
  // BigInt because SplitMix64 is 64-bit arithmetic; it runs once per game, so its cost does not matter.
  let counter = BigInt(seed) & MASK_64;
  const splitmix64 = (): bigint => {
    counter = (counter + 0x9e3779b97f4a7c15n) & MASK_64;
    let z = counter;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK_64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK_64;
    return z ^ (z >> 31n);
  };
  const a = splitmix64();
  const b = splitmix64();
  const word = (value: bigint, shift: bigint): number => Number((value >> shift) & 0xffffffffn);
  return { s: [word(a, 0n), word(a, 32n), word(b, 0n), word(b, 32n)] };
}

const rotl = (x: number, k: number): number => (x << k) | (x >>> (32 - k));

/** One xoshiro128** step: advances the words in place and returns the output as a uint32. */
function step(w: Words): number {
  const result = Math.imul(rotl(Math.imul(w[1], 5), 7), 9) >>> 0;
  const t = w[1] << 9;
  w[2] ^= w[0];
  w[3] ^= w[1];
  w[1] ^= w[2];
  w[0] ^= w[3];
  w[2] ^= t;
  w[3] = rotl(w[3], 11);
  return result;
}

/**
 * An integer in [0, n) without modulo bias: outputs at or above the largest multiple of n that fits in 2^32 are
 * drawn again, so every residue has exactly the same number of accepted outputs. Fewer than half the outputs are ever
 * redrawn, so the loop ends quickly.
 */
function below(w: Words, n: number): number {
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const x = step(w);
    if (x < limit) return x % n;
  }
}

const wordsOf = (state: RngState): Words => [state.s[0], state.s[1], state.s[2], state.s[3]];
/** Back to canonical uint32s, so equal states compare and serialise equal. */
const stateOf = (w: Words): RngState => ({ s: [w[0] >>> 0, w[1] >>> 0, w[2] >>> 0, w[3] >>> 0] });

export function nextUint32(state: RngState): Drawn<number> {
  const w = wordsOf(state);
  const value = step(w);
  return { value, state: stateOf(w) };
}

/** A float in [0, 1) with 32 random bits (plenty for a card game; one draw). */
export function nextFloat(state: RngState): Drawn<number> {
  const w = wordsOf(state);
  const value = step(w) / TWO_32;
  return { value, state: stateOf(w) };
}

/** An integer in [0, n), unbiased, for a whole n from 1 to 2^32. */
export function nextInt(state: RngState, n: number): Drawn<number> {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`nextInt needs a whole n from 1 to 2^32, not ${n}`);
  const w = wordsOf(state);
  const value = below(w, n);
  return { value, state: stateOf(w) };
}

/** A shuffled copy of `items` (Fisher–Yates, from the end); `items` itself is left alone. */
export function shuffle<T>(state: RngState, items: readonly T[]): Drawn<T[]> {
  const w = wordsOf(state);
  const value = [...items];
  for (let i = value.length - 1; i > 0; i--) {
    const j = below(w, i + 1);
    const swapped = value[i]!;
    value[i] = value[j]!;
    value[j] = swapped;
  }
  return { value, state: stateOf(w) };
}
