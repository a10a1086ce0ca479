import { describe, expect, it } from 'vitest';
import { runBenchmarks } from '../bench/benchmarks';

describe('benchmark harness', () => {
  it('reports each figure beside its baseline in the documented shape', async () => {
    const lines: string[] = [];
    await runBenchmarks(0.02, (result) => lines.push(JSON.stringify(result)));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) {
      const result = JSON.parse(line) as Record<string, unknown>;
      expect(Object.keys(result)).toEqual(['name', 'value', 'unit', 'baseline', 'ratio']);
      expect(result.unit).toBe('us/op');
      expect(result.value).toBeGreaterThan(0);
      expect(result.baseline).toBeGreaterThan(0);
      expect(result.ratio).toBeCloseTo((result.value as number) / (result.baseline as number), 1);
    }
  });
});
