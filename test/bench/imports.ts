/**
 * A big card CSV (test/helpers/card-csv.ts: ACG rows, Japanese names, multi-line rules text) through the real
 * import path: `cards.import { path }` on the cli host, which reads and writes in the import worker. Reports the
 * peak memory the import adds to the process (resident set: the worker's heap and SQLite's pages are in it, so it
 * is sampled from this thread while the worker runs) and its rows per second, for a ~50 MB file beside a file a
 * tenth its size imported in the same run: an import whose memory is bounded adds about as much for both.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackend } from '../../api/backend';
import { openDatabase } from '../../db/open';
import { writeCardCsv } from '../helpers/card-csv';
import { benchResult, type BenchResult } from './harness';

const MB = 1024 * 1024;

interface Measured {
  /** The most resident memory the process gained over its size just before the import, in MB. */
  peakRssGrowth: number;
  rowsPerSecond: number;
}

/** Imports one file into a fresh database file, sampling the process's resident memory every few milliseconds. */
async function measureImport(dir: string, file: string, rows: number): Promise<Measured> {
  const db = openDatabase({ path: join(dir, `${file}.db`) });
  const backend = createBackend({ db, host: 'cli' });
  try {
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
    const start = process.hrtime.bigint();
    const response = await backend.invoke('cards.import', { game: 'acg', file: { path: join(dir, file) } });
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());
    if (!response.ok) throw new Error(`the generated ${file} did not import: ${response.error.message}`);
    const cards = (response.result as { cards: number }).cards;
    if (cards !== rows) throw new Error(`the generated ${file} has ${rows} rows, the import read ${cards}`);
    return { peakRssGrowth: (peak - before) / MB, rowsPerSecond: rows / seconds };
  } finally {
    await backend.close();
    db.close();
  }
}

export async function importBenchmarks(scale: number, report: (result: BenchResult) => void): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'deck-dojo-bench-import-'));
  try {
    const bigBytes = Math.max(1, Math.round(50 * scale)) * MB;
    const bigRows = writeCardCsv(join(dir, 'big.csv'), bigBytes);
    const smallRows = writeCardCsv(join(dir, 'small.csv'), bigBytes / 10);
    const label = `${Math.round(statSync(join(dir, 'big.csv')).size / MB)} MB card CSV (${bigRows} ACG rows)`;
    // The small file first: whatever the first worker start costs falls on the baseline, not on the subject.
    const small = await measureImport(dir, 'small.csv', smallRows);
    const big = await measureImport(dir, 'big.csv', bigRows);
    report(benchResult(`import a ${label}: peak RSS growth (baseline: a file a tenth its size)`, big.peakRssGrowth, 'MB', small.peakRssGrowth));
    report(benchResult(`import a ${label}: rows per second (baseline: a file a tenth its size)`, big.rowsPerSecond, 'rows/s', small.rowsPerSecond));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
