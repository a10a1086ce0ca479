import { describe, expect, it } from 'vitest';
import { runBenchmarks } from '../bench/benchmarks';

describe('benchmark harness', () => {
  // The smallest run still loads every pack and writes a generated database: seconds, not milliseconds.
  it('reports each figure beside its baseline in the documented shape', { timeout: 120_000 }, async () => {
    const lines: string[] = [];
    await runBenchmarks(0.02, (result) => lines.push(JSON.stringify(result)));
    // The API figures, first open, search p50/p95 over the shipped pools and a generated database, the FaB import,
    // and the deck figures: validation, decklist reading and resolution, the draw-odds table.
    expect(lines.length).toBeGreaterThanOrEqual(20);
    const names = lines.map((line) => (JSON.parse(line) as { name: string }).name);
    for (const expected of [/^first open/, /^search dm name .* shipped pools p95/, /^search fab field .* p50/, /^import the FaB pool/, /generated cards p95/, /^validate a 40-card DM deck/, /^validate an 80-card FaB CC pool/, /^read a FaBrary decklist/, /^draw-odds table/]) {
      expect(names.some((name) => expected.test(name)), String(expected)).toBe(true);
    }
    for (const line of lines) {
      const result = JSON.parse(line) as Record<string, unknown>;
      expect(Object.keys(result)).toEqual(['name', 'value', 'unit', 'baseline', 'ratio']);
      expect(['us/op', 'ms']).toContain(result.unit);
      expect(result.value).toBeGreaterThan(0);
      expect(result.baseline).toBeGreaterThan(0);
      // The ratio is of the figures as printed (four significant digits).
      const ratio = (result.value as number) / (result.baseline as number);
      expect(Math.abs((result.ratio as number) - ratio) / ratio).toBeLessThan(0.001);
    }
  });
});
