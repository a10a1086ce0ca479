/** Exact binomials and fractions in BigInt, to check float odds against hand-computed fractions. */

export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/** numerator / denominator as a float, to within 1e-18. */
export function ratio(numerator: bigint, denominator: bigint): number {
  const scale = 10n ** 18n;
  return Number((numerator * scale) / denominator) / 1e18;
}

/** Every k-element subset of 0…n−1, as index lists. */
export function* subsets(n: number, k: number, from = 0): Generator<number[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let first = from; first <= n - k; first++) {
    for (const rest of subsets(n, k - 1, first + 1)) yield [first, ...rest];
  }
}
