// Durability (issue 9): a process saving decks, importing cards and playing a table through the real backend is killed
// with SIGKILL at random points, again and again, on one database file. After every kill the file must be sound, hold
// every write the process confirmed, and show no write half made; the next process carries on from what it holds.
// The child (test/helpers/crash-child.ts) is bundled once with esbuild and run with plain node: starting tsx for each of
// the hundreds of processes would take minutes. CRASH_SEED=<seed> runs the same kill schedule again.
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { createBackend } from '../../api/backend';
import type { Params, Result } from '../../api/contract';
import type { Action } from '../../engine/core/actions';
import { loadBundledPacks } from '../../db/bundled-packs';
import type { LibrarySections } from '../../db/library/types';
import { MIGRATIONS_DIR } from '../../db/migrations';
import { openDatabase, type AppDatabase } from '../../db/open';
import { findGame } from '../../engine/games/registry';
import { batchOfSource, batchSize, batchSource, CRASH_GAME, seededInts, type Confirmed } from '../helpers/crash-plan';
import { useTempDir } from '../helpers/temp';
import { recordingLogger } from '../helpers/backend';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const KILLS = 200;

/** When a child dies: once it has printed `lines` lines (0: as it starts), then after up to `delay` ms. */
interface KillPlan {
  lines: number;
  delay: number;
}

function killPlan(int: (n: number) => number): KillPlan {
  switch (int(8)) {
    case 0:
      // While it opens the file and recovers what the last kill left.
      return { lines: 0, delay: int(60) };
    case 1:
    case 2:
    case 3:
      // Just after a confirmed write: in the middle of the next one.
      return { lines: 2 + int(10), delay: int(4) };
    case 4:
      // Long enough for an import (a worker thread starts for it) to finish now and then.
      return { lines: 1, delay: int(400) };
    default:
      return { lines: 1, delay: int(150) };
  }
}

const tempDir = useTempDir();

/**
 * The child and the import worker it starts, bundled into `dir` with the migrations beside them (where db/migrations.ts
 * and api/services/imports.ts look when running from a build). The SQLite driver stays outside, loaded from this checkout's
 * packages as db/sqlite.ts picks them.
 */
async function bundleChild(dir: string): Promise<string> {
  await build({
    entryPoints: { 'crash-child': join(ROOT, 'test/helpers/crash-child.ts'), 'import-worker': join(ROOT, 'api/services/import-worker.ts') },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    external: ['better-sqlite3', 'better-sqlite3-napi'],
  });
  cpSync(MIGRATIONS_DIR, join(dir, 'migrations'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return join(dir, 'crash-child.mjs');
}

/** What the children confirmed so far: each must still be in the file after every later kill. */
interface Confirmations {
  versions: Map<string, Map<number, LibrarySections>>;
  batches: Set<number>;
  tables: Set<string>;
  actions: Map<string, Map<number, Action>>;
  /** The log length of a table just started (its setup), as the child saw it. */
  setup: number | null;
  /** The revision of each table at its last replay. */
  replayed: Map<string, number>;
}

function record(confirmed: Confirmations, line: Confirmed): void {
  switch (line.op) {
    case 'deck':
      confirmed.versions.set(line.id, (confirmed.versions.get(line.id) ?? new Map()).set(line.version, line.sections));
      break;
    case 'import':
      confirmed.batches.add(line.batch);
      break;
    case 'table':
      expect(confirmed.setup ?? line.length, 'every table starts from the same deck, so with the same setup').toBe(line.length);
      confirmed.setup = line.length;
      confirmed.tables.add(line.id);
      break;
    case 'act':
      confirmed.actions.set(line.id, (confirmed.actions.get(line.id) ?? new Map()).set(line.index, line.action));
      break;
  }
}

interface Run {
  lines: Confirmed[];
  stderr: string;
  /** True when the child was still running when it was killed. */
  killed: boolean;
}

/** Starts one child and kills it as `kill` says; `stop` kills it at once (a failed check ends the test). */
function startChild(child: string, path: string, seed: number, kill: KillPlan): { done: Promise<Run>; stop: () => void } {
  const running = spawn(process.execPath, [child, path, String(seed)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let printed = 0;
  let stderr = '';
  let timer: NodeJS.Timeout | undefined;
  const stop = () => running.kill('SIGKILL');
  const killLater = () => (timer ??= setTimeout(stop, kill.delay));
  if (kill.lines === 0) killLater();
  // Decoded as a stream: a pipe may split a character between two chunks.
  running.stdout.setEncoding('utf8');
  running.stderr.setEncoding('utf8');
  running.stdout.on('data', (chunk: string) => {
    stdout += chunk;
    printed += chunk.split('\n').length - 1;
    if (printed >= kill.lines) killLater();
  });
  running.stderr.on('data', (chunk: string) => (stderr += chunk));
  const done = new Promise<Run>((resolve, reject) => {
    running.on('error', reject);
    running.on('close', (_code, signal) => {
      clearTimeout(timer);
      // A line the kill cut short was never confirmed.
      const lines = stdout.split('\n').slice(0, -1).map((line) => JSON.parse(line) as Confirmed);
      resolve({ lines, stderr, killed: signal === 'SIGKILL' });
    });
  });
  return { done, stop };
}

/** A stored JSON column holds `value`: the same text, or the same data with its keys in another order. */
const sameJson = (stored: string | undefined, value: unknown) =>
  stored !== undefined && (stored === JSON.stringify(value) || isDeepStrictEqual(JSON.parse(stored), value));

/**
 * Everything wrong with the file as a killed child left it: unsound, a confirmed write missing, half a write. Plain
 * comparisons collected in one list, in SQL where it can: thousands of confirmed writes are checked after every kill.
 */
async function problemsOf(db: AppDatabase, confirmed: Confirmations): Promise<string[]> {
  const sql = db.sql;
  const problems: string[] = [];
  const integrity = sql.pragma('integrity_check', { simple: true });
  if (integrity !== 'ok') problems.push(`integrity_check: ${String(integrity)}`);
  for (const row of sql.pragma('foreign_key_check') as object[]) problems.push(`foreign_key_check: ${JSON.stringify(row)}`);
  // The search indexes agree with their rows (SQLite's FTS5 integrity check throws when they do not).
  for (const index of ['card_search', 'card_terms']) {
    try {
      sql.prepare(`INSERT INTO ${index} (${index}) VALUES ('integrity-check')`).run();
    } catch (error) {
      problems.push(`${index}: ${(error as Error).message}`);
    }
  }
  const backend = createBackend({ db, host: 'cli', log: recordingLogger() });
  const read = async <M extends 'library.get' | 'table.get'>(method: M, params: Params<M>): Promise<Result<M> | null> => {
    const response = await backend.invoke(method, params);
    if (!response.ok) problems.push(`${method} ${params.id}: ${response.error.code} ${response.error.message}`);
    return response.ok ? (response.result as Result<M>) : null;
  };

  // Decks: versions 1 to the newest, each holding the cards it counts, the deck row caching the newest, readable
  // through the API; and every confirmed version as it was saved.
  const decks = sql.prepare<[], { id: string; version: number; card_count: number; versions: string; counted: number; newest: string | null }>(
    `SELECT d.id, d.version, d.card_count,
       (SELECT group_concat(version) FROM (SELECT version FROM deck_versions WHERE deck_id = d.id ORDER BY version)) AS versions,
       (SELECT COUNT(*) FROM deck_versions v WHERE v.deck_id = d.id AND v.card_count =
         (SELECT COALESCE(SUM(json_extract(l.value, '$.count')), 0) FROM json_each(v.sections) s, json_each(s.value) l)) AS counted,
       (SELECT sections FROM deck_versions v WHERE v.deck_id = d.id AND v.version = d.version AND v.card_count = d.card_count) AS newest
     FROM decks d`,
  ).all();
  for (const deck of decks) {
    const name = `deck ${deck.id} (version ${deck.version}, ${deck.card_count} cards)`;
    if (deck.versions !== Array.from({ length: deck.version }, (_, index) => index + 1).join()) problems.push(`${name} has versions ${deck.versions}`);
    if (deck.counted !== deck.version) problems.push(`${name}: ${deck.version - deck.counted} versions hold other cards than they count`);
    if (deck.newest === null) problems.push(`${name}: its newest version is missing or counts other cards`);
    const detail = await read('library.get', { id: deck.id });
    if (detail && !sameJson(deck.newest ?? undefined, detail.sections)) problems.push(`${name}: library.get gives other cards than its newest version`);
  }
  const stored = sql.prepare<[string, number], string>('SELECT sections FROM deck_versions WHERE deck_id = ? AND version = ?').pluck();
  for (const [id, versions] of confirmed.versions) {
    for (const [version, sections] of versions) {
      if (!sameJson(stored.get(id, version), sections)) problems.push(`confirmed version ${version} of deck ${id}: ${stored.get(id, version) ?? 'missing'}`);
    }
  }

  // Imports: a batch's cards are all there with their source, printings and search rows, or none is.
  const batches = new Map<number, { cards: number; wrong: string[] }>();
  const cards = sql.prepare<[], { key: string; source: string | null; searchable: number; printings: number }>(
    `SELECT c.card_key AS key, s.name AS source, EXISTS (SELECT 1 FROM card_search WHERE rowid = c.id) AS searchable,
       (SELECT COUNT(*) FROM printings p WHERE p.card_id = c.id) AS printings
     FROM cards c LEFT JOIN data_sources s ON s.id = c.source_id WHERE c.card_key LIKE 'crash-%'`,
  );
  for (const card of cards.iterate()) {
    const batch = Number(card.key.split('-')[1]);
    const found = batches.get(batch) ?? { cards: 0, wrong: [] };
    batches.set(batch, found);
    found.cards++;
    if (card.source !== batchSource(batch) || card.searchable !== 1 || card.printings !== (batch % 2 === 1 ? 0 : 1)) found.wrong.push(JSON.stringify(card));
  }
  const sources = new Map(sql.prepare<[], { name: string; card_count: number }>('SELECT name, card_count FROM data_sources').all().map((row) => [row.name, row.card_count]));
  for (const name of sources.keys()) {
    const batch = batchOfSource(name);
    if (batch !== null && !batches.has(batch)) batches.set(batch, { cards: 0, wrong: [] });
  }
  for (const batch of confirmed.batches) if (!batches.has(batch)) batches.set(batch, { cards: 0, wrong: [] });
  for (const [batch, found] of batches) {
    const size = batchSize(batch);
    const name = `import batch ${batch} (${size} cards${confirmed.batches.has(batch) ? ', confirmed' : ''})`;
    const whole = confirmed.batches.has(batch) || found.cards > 0;
    if (found.cards !== (whole ? size : 0)) problems.push(`${name} has ${found.cards} cards`);
    const source = sources.get(batchSource(batch));
    if (source !== (whole ? size : undefined)) problems.push(`${name}: its source counts ${source ?? 'no'} cards`);
    for (const card of found.wrong) problems.push(`${name}: card ${card}`);
  }

  // Tables: the log and the revision written together (every table has the same setup, then one revision per action),
  // every table replays, and every confirmed action is in its log where it was applied.
  const tables = sql.prepare<[], { id: string; cursor: number; revision: number; length: number }>(
    'SELECT id, cursor, revision, (SELECT COUNT(*) FROM play_table_actions a WHERE a.table_id = t.id) AS length FROM play_tables t',
  ).all();
  for (const table of tables) {
    if (table.cursor !== table.length) problems.push(`table ${table.id} has ${table.length} actions and its cursor at ${table.cursor}`);
    if (confirmed.setup !== null && table.revision !== 1 + table.length - confirmed.setup) problems.push(`table ${table.id} has ${table.length} actions at revision ${table.revision}`);
    // A table written since the last kill replays (the replay alone: a log from its end is empty).
    if (confirmed.replayed.get(table.id) === table.revision) continue;
    const replayed = await read('table.get', { id: table.id, seat: 0, logFrom: table.length });
    if (replayed && replayed.table.cursor !== table.length) problems.push(`table ${table.id} replays to ${replayed.table.cursor} of ${table.length} actions`);
    confirmed.replayed.set(table.id, table.revision);
  }
  const tableIds = new Set(tables.map((table) => table.id));
  for (const id of confirmed.tables) if (!tableIds.has(id)) problems.push(`confirmed table ${id} is missing`);
  const actionAt = sql.prepare<[string, number], string>('SELECT action FROM play_table_actions WHERE table_id = ? AND idx = ?').pluck();
  for (const [id, actions] of confirmed.actions) {
    for (const [index, action] of actions) {
      if (!sameJson(actionAt.get(id, index), action)) problems.push(`confirmed action ${index} of table ${id}: ${actionAt.get(id, index) ?? 'missing'}`);
    }
  }
  return problems;
}

describe('a process killed at random points', () => {
  it(`keeps every write it confirmed and never half a write, over ${KILLS} kills`, { timeout: 300_000 }, async ({ onTestFailed }) => {
    const seed = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
    onTestFailed(() => console.error(`crash test seed ${seed}: run it again with CRASH_SEED=${seed}`));
    const int = seededInts(seed);
    const dir = tempDir();
    const child = await bundleChild(join(dir, 'bundle'));
    const path = join(dir, 'crash.db');
    // The sample ACG cards the decks and tables are made of; the children bring the rest.
    const seeded = openDatabase({ path });
    loadBundledPacks(seeded.sql, { cardLanguage: (game) => findGame(game)!.cardLanguage, now: new Date(), only: [`sample-${CRASH_GAME}.json`] });
    seeded.close();

    const confirmed: Confirmations = { versions: new Map(), batches: new Set(), tables: new Set(), actions: new Map(), setup: null, replayed: new Map() };
    let writes = 0;
    const next = () => startChild(child, path, int(2 ** 31), killPlan(int));
    let running = next();
    try {
      for (let kill = 1; kill <= KILLS; kill++) {
        const result = await running.done;
        expect(result.killed, `child ${kill} stopped before it was killed: ${result.stderr}`).toBe(true);
        for (const line of result.lines) {
          record(confirmed, line);
          if (line.op !== 'ready') writes++;
        }
        // The checks read a copy of what the kill left, its write-ahead log included: the next child recovers the file
        // itself, and starts while this one's checks run.
        const copy = join(dir, 'check.db');
        for (const suffix of ['', '-wal']) {
          rmSync(copy + suffix, { force: true });
          if (existsSync(path + suffix)) copyFileSync(path + suffix, copy + suffix);
        }
        if (kill < KILLS) running = next();
        const db = openDatabase({ path: copy });
        try {
          expect(await problemsOf(db, confirmed), `seed ${seed}, kill ${kill}`).toEqual([]);
        } finally {
          db.close();
        }
      }
    } finally {
      // A failed check leaves a child running.
      running.stop();
      await running.done;
    }
    // Every kind of write was confirmed between the kills, many times over (imports least: each starts a worker).
    const count = (confirmations: Map<string, Map<number, unknown>>) => [...confirmations.values()].reduce((sum, each) => sum + each.size, 0);
    expect(writes).toBeGreaterThan(KILLS);
    expect(count(confirmed.versions)).toBeGreaterThan(KILLS / 4);
    expect(count(confirmed.actions)).toBeGreaterThan(KILLS / 4);
    expect(confirmed.tables.size).toBeGreaterThan(1);
    expect(confirmed.batches.size).toBeGreaterThan(0);
  });
});
