/**
 * No call stalls the process (issue 17; goal: no call holds others for more than 50 ms). Over the shipped packs,
 * the worst inputs within the schemas' limits (test/helpers/worst-inputs.ts) are sent one after another through
 * one backend while `games.list` is sent every millisecond: the longest any of those waited, against the same
 * calls with nothing else running. And the costliest accepted search query against a one-word one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackend } from '../../api/backend';
import { openAppDatabase } from '../../api/services/database';
import { searchCards } from '../../db/search/run';
import { gameDefinition } from '../../engine/games/registry';
import { DECKLIST_CHARACTERS, interleaved, worstCalls, worstQuery } from '../helpers/worst-inputs';
import { benchResult, compare, type BenchResult } from './harness';

export async function stallBenchmarks(scale: number, report: (result: BenchResult) => void): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'deck-dojo-bench-stalls-'));
  const db = openAppDatabase({ path: join(dir, 'stalls.db') });
  const backend = createBackend({ db, host: 'cli' });
  try {
    const dm = gameDefinition('dm');
    const sizes = { rounds: Math.max(3, Math.round(15 * scale)), batch: Math.max(3, Math.round(20 * scale)) };
    report(
      await compare(
        'search: the costliest accepted query on the shipped DM pool (baseline: the one-word query ドラゴン)',
        () => searchCards(db.sql, { game: 'dm', query: worstQuery(), vocabulary: dm }),
        () => searchCards(db.sql, { game: 'dm', query: 'ドラゴン', vocabulary: dm }),
        sizes,
      ),
    );

    const calls = worstCalls(db.sql, dir, { jsonMegabytes: Math.max(1, Math.round(32 * scale)), decklistCharacters: Math.max(100_000, Math.round(DECKLIST_CHARACTERS * scale)) });
    // The baseline: the same cheap calls for a second, while nothing else runs.
    const { worstLatency: quiet } = await interleaved(backend, () => new Promise((resolve) => setTimeout(() => resolve({ ok: true, result: [] }), Math.max(200, 1000 * scale))));
    let worst = { latency: 0, label: '' };
    for (const call of calls) {
      const { response, worstLatency } = await interleaved(backend, call);
      const answer = response.ok ? 'ok' : response.error.code;
      if (answer !== call.answer) throw new Error(`${call.label} answered ${answer}, not ${call.answer}`);
      if (worstLatency > worst.latency) worst = { latency: worstLatency, label: call.label };
    }
    report(
      benchResult(
        `stalls: the longest games.list waited during the worst inputs (goal ≤ 50 ms; at ${worst.label}; baseline: nothing else running)`,
        worst.latency,
        'ms',
        Math.max(quiet, 0.001),
      ),
    );
  } finally {
    await backend.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
