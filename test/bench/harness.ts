/** One benchmark line: a figure and its baseline, measured side by side in the same run (docs/architecture.md §6). */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  baseline: number;
  ratio: number;
}

/** Four significant digits: enough to read, and the ratio is computed from the figures as printed. */
const significant = (n: number) => Number(n.toPrecision(4));

export function benchResult(name: string, value: number, unit: string, baseline: number): BenchResult {
  const shownValue = significant(value);
  const shownBaseline = significant(baseline);
  return { name, value: shownValue, unit, baseline: shownBaseline, ratio: significant(shownValue / shownBaseline) };
}

/**
 * Microseconds per operation: the median of `rounds` timed batches of `batch` operations, after a warm-up.
 * Subject and baseline alternate round by round so machine noise falls on both alike.
 */
export async function compare(
  name: string,
  subject: () => unknown,
  baseline: () => unknown,
  { rounds = 15, batch = 200 }: { rounds?: number; batch?: number } = {},
): Promise<BenchResult> {
  const time = async (fn: () => unknown) => {
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) await fn();
    return Number(process.hrtime.bigint() - start) / 1000 / batch;
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  for (let i = 0; i < Math.min(batch, 50); i++) {
    await subject();
    await baseline();
  }
  const subjectTimes: number[] = [];
  const baselineTimes: number[] = [];
  for (let round = 0; round < rounds; round++) {
    subjectTimes.push(await time(subject));
    baselineTimes.push(await time(baseline));
  }
  const value = median(subjectTimes);
  const base = median(baselineTimes);
  return benchResult(name, value, 'us/op', base);
}
