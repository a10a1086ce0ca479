import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackend } from '../../api/backend';
import { startWebBridge, TOKEN_HEADER } from '../../api/hosts/http/bridge';
import { openDatabase } from '../../db/open';
import { gamesHandlers } from '../../api/handlers/games';
import { cardBenchmarks } from './cards';
import { deckBenchmarks } from './decks';
import { editorBenchmarks } from './editor';
import { engineBenchmarks } from './engine';
import { compare, type BenchResult } from './harness';
import { importBenchmarks } from './imports';
import { simulateBenchmarks } from './simulate';
import { stallBenchmarks } from './stalls';
import { tableBenchmarks } from './table';

/**
 * Every benchmark: the API layer, card search and import, decks, calls that must not stall the others, the play-table
 * engine and its simulation kernel, and
 * the deck editor and the playtest table in Chromium.
 * `scale` shrinks the work for the smoke test; 1 is the real run. `browser: false` leaves out the editor
 * benchmarks (Chromium and the built renderer): the node smoke test runs without them, the e2e project runs them.
 */
export async function runBenchmarks(
  scale = 1,
  report: (result: BenchResult) => void = () => {},
  { browser = true }: { browser?: boolean } = {},
): Promise<BenchResult[]> {
  const sizes = { rounds: Math.max(3, Math.round(15 * scale)), batch: Math.max(5, Math.round(300 * scale)) };
  const dir = mkdtempSync(join(tmpdir(), 'deck-dojo-bench-'));
  const db = openDatabase({ path: join(dir, 'bench.db') });
  const backend = createBackend({ db, host: 'cli' });
  const results: BenchResult[] = [];
  const record = (result: BenchResult) => {
    results.push(result);
    report(result);
  };
  // The import's memory first, while the process is small: memory freed by the other benchmarks would be reused by
  // the small file (the baseline) and hide what an import adds.
  await importBenchmarks(scale, record);
  const closers: (() => Promise<void> | void)[] = [() => db.close(), () => rmSync(dir, { recursive: true, force: true })];
  try {
    // 1. A call through validation, dispatch and the response envelope, against calling its handler.
    const listGames = gamesHandlers()['games.list'];
    record(
      await compare(
        'api.invoke games.list (baseline: the handler called directly)',
        () => backend.invoke('games.list', {}),
        () => listGames({}),
        sizes,
      ),
    );

    // 2. A write through the API (validate, transaction, read back, event), against the bare upsert.
    const upsert = db.sql.prepare(
      `INSERT INTO settings (key, value, updated_at) VALUES ('gameId', ?, ?)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    );
    let flip = 0;
    record(
      await compare(
        'api.invoke settings.update (baseline: one prepared upsert)',
        () => backend.invoke('settings.update', { gameId: flip++ % 2 ? 'dm' : 'fab' }),
        () => upsert.run(JSON.stringify(flip++ % 2 ? 'dm' : 'fab'), new Date().toISOString()),
        sizes,
      ),
    );

    // 3. The web bridge's HTTP round trip, against a bare node:http server answering the same bytes.
    const staticDir = join(dir, 'renderer');
    mkdirSync(staticDir);
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html>');
    const bridge = await startWebBridge({ backend, staticDir, port: 0 });
    closers.unshift(() => bridge.close());
    const answer = JSON.stringify(await backend.invoke('games.list', {}));
    const bare = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(200, { 'Content-Type': 'application/json' }).end(answer));
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    closers.unshift(() => new Promise<void>((resolve) => bare.close(() => resolve())));
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/api/invoke`;
    // Both get the run's token, as a script sends it: the bridge checks it, the bare server ignores it.
    const post = (url: string) => async () => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: bridge.token },
        body: '{"method":"games.list","params":{}}',
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text}`);
    };
    record(
      await compare(
        'http POST /api/invoke games.list (baseline: bare node:http server, same answer)',
        post(new URL('api/invoke', bridge.url).href),
        post(bareUrl),
        { rounds: sizes.rounds, batch: Math.max(5, Math.round(sizes.batch / 3)) },
      ),
    );
  } finally {
    for (const close of closers) await close();
  }
  // The editor benchmarks serve the generated database of the card benchmarks: kept in a directory of our own.
  const kept = browser ? mkdtempSync(join(tmpdir(), 'deck-dojo-bench-generated-')) : undefined;
  try {
    const database = kept && join(kept, 'generated.db');
    const generated = await cardBenchmarks(scale, record, database);
    await deckBenchmarks(scale, record);
    await stallBenchmarks(scale, record);
    engineBenchmarks(scale, record);
    simulateBenchmarks(scale, record);
    // The table's 16 ms figures go first: after the editor's 110,000-card database the machine stays busy a while.
    if (browser) await tableBenchmarks(scale, record);
    if (database) await editorBenchmarks(scale, record, { database, generated });
  } finally {
    if (kept) rmSync(kept, { recursive: true, force: true });
  }
  return results;
}
