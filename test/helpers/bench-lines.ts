import { expect } from 'vitest';

/**
 * Benchmark lines as `npm run bench` prints them, checked for the documented shape: `{ name, value, unit, baseline,
 * ratio }` in that order, positive figures, and the ratio of the figures as printed (four significant digits).
 * Returns the names.
 */
export function expectBenchLines(lines: readonly string[]): string[] {
  return lines.map((line) => {
    const result = JSON.parse(line) as Record<string, unknown>;
    expect(Object.keys(result)).toEqual(['name', 'value', 'unit', 'baseline', 'ratio']);
    expect(['us/op', 'ms', 'actions/s', 'games/s', 'rows/s', 'MB']).toContain(result.unit);
    expect(result.value).toBeGreaterThan(0);
    expect(result.baseline).toBeGreaterThan(0);
    const ratio = (result.value as number) / (result.baseline as number);
    expect(Math.abs((result.ratio as number) - ratio) / ratio).toBeLessThan(0.001);
    return result.name as string;
  });
}
