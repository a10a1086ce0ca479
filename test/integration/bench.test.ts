import { describe, expect, it } from 'vitest';
import { runBenchmarks } from '../bench/benchmarks';
import { expectBenchLines } from '../helpers/bench-lines';

describe('benchmark harness', () => {
  // The smallest run still loads every pack and writes a generated database: seconds, not milliseconds.
  // The editor benchmarks (Chromium over the built renderer) have their smoke test in the e2e project.
  it('reports each figure beside its baseline in the documented shape', { timeout: 120_000 }, async () => {
    const lines: string[] = [];
    await runBenchmarks(0.02, (result) => lines.push(JSON.stringify(result)), { browser: false });
    // The API figures, first open, search p50/p95 over the shipped pools and a generated database, the FaB import,
    // the deck figures: validation, decklist reading and resolution, the draw-odds table; and the engine's.
    expect(lines.length).toBeGreaterThanOrEqual(24);
    const names = expectBenchLines(lines);
    for (const expected of [/^first open/, /^search dm name .* shipped pools p95/, /^search fab field .* p50/, /^search with "did you mean" dm "ボルシャク" shipped pools p95/, /^search with "did you mean" dm .* generated cards p95/, /^import the FaB pool/, /^import a \d+ MB card CSV .*peak RSS growth/, /^import a \d+ MB card CSV .*rows per second/, /generated cards p95/, /^validate a 40-card DM deck/, /^validate an 80-card FaB CC pool/, /^read a FaBrary decklist/, /^read and resolve a \d+-line DM decklist/, /^draw-odds table/, /^goldfish DM game.*actions applied per second/, /^undo the last action at log length 10,000/, /^simulate: DM 5-turn goldfish games per second/, /^simulate: DM 7-turn games with castability on/, /^backup: online backup of a \d+ MB database/, /^restore: a \d+ MB backup into the open database/, /^open: with the damage check/, /^search: the costliest accepted query/, /^stalls: the longest games.list waited during the worst inputs/]) {
      expect(names.some((name) => expected.test(name)), String(expected)).toBe(true);
    }
    expect(names.filter((name) => name.startsWith('editor:'))).toEqual([]);
  });
});
