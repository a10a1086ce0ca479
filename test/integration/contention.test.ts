/**
 * Two writers on one database file (issue 17): this process and a child process, each with its own backend and
 * connection, save decks in a loop at the same time. No save may answer INTERNAL ("database is locked") or BUSY
 * (each waits its turn), a deck only one of them saves takes every save, and every version a save is told holds
 * exactly what that save sent: never another writer's. And within one process, saves go on while the import worker
 * writes a large card CSV, not only after it.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ImportProgress } from '../../api/contract';
import { apiOf, makeBackend } from '../helpers/backend';
import { writeCardCsv } from '../helpers/card-csv';
import { saveLoop, type SaveAnswer } from '../helpers/contention';
import { useTempDir } from '../helpers/temp';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SAVES = 150;
const tempDir = useTempDir();

/** Starts the child writer; `ready` resolves once it has opened the file, and `start` lets it and this one go. */
function childWriter(path: string, own: string, shared: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'test/helpers/contention-child.ts'), path, own, shared, String(SAVES)], { cwd: ROOT });
  let out = '';
  let err = '';
  let opened: () => void;
  const ready = new Promise<void>((resolve) => (opened = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('\n')) opened();
  });
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const answers = new Promise<SaveAnswer[]>((resolve, reject) =>
    child.on('close', (code) => (code === 0 ? resolve(out.trim().split('\n').slice(1).map((line) => JSON.parse(line) as SaveAnswer)) : reject(new Error(`the child writer exited ${code}: ${err}`)))),
  );
  return { ready, start: () => child.stdin.write('go\n'), answers };
}

describe('two processes saving to one database file', () => {
  it('never answer INTERNAL or BUSY, and every version a save is told is the one it wrote', { timeout: 60_000 }, async () => {
    const api = apiOf(makeBackend(tempDir(), { packs: ['sample-acg.json'] }));
    const [mine, theirs, shared] = await Promise.all(['mine', 'theirs', 'shared'].map((name) => api.ok('library.create', { game: 'acg', name })));
    const child = childWriter(api.db.path, theirs!.id, shared!.id);
    await child.ready;
    child.start();
    const here: SaveAnswer[] = [];
    await saveLoop(api.backend, { own: mine!.id, shared: shared!.id, saves: SAVES, writer: 1 }, (line) => here.push(line));
    const there = await child.answers;
    api.db.close();

    const answers = [...here, ...there];
    expect(answers).toHaveLength(4 * SAVES);
    // Every save of a deck only one writer saves succeeds; the shared deck's either succeed or meet the other's first.
    expect(answers.filter((answer) => answer.code !== undefined && (answer.deck !== shared!.id || answer.code !== 'CONFLICT'))).toEqual([]);
    const { sql } = makeBackend(join(api.db.path, '..')).db;
    const stored = (deck: string) => sql.prepare<[string], { version: number; sections: string }>('SELECT version, sections FROM deck_versions WHERE deck_id = ? ORDER BY version').all(deck);
    for (const deck of [mine!, theirs!]) expect(stored(deck.id).map((row) => row.version)).toEqual(Array.from({ length: SAVES + 1 }, (_, index) => index + 1));
    const sharedVersions = stored(shared!.id);
    const saved = answers.filter((answer) => answer.deck === shared!.id && answer.version !== undefined);
    expect(sharedVersions.map((row) => row.version)).toEqual(Array.from({ length: saved.length + 1 }, (_, index) => index + 1));
    // They wrote at the same time: both wrote the shared deck, and each met the other's save first now and then.
    expect(new Set(saved.map((answer) => answer.sent.basic![1]!.count))).toEqual(new Set([1, 2]));
    expect(here.some((answer) => answer.code === 'CONFLICT') && there.some((answer) => answer.code === 'CONFLICT')).toBe(true);
    // Each answer names the version holding what it sent.
    const contents = new Map<string, string>();
    for (const deck of [mine!, theirs!, shared!]) for (const row of stored(deck.id)) contents.set(`${deck.id}@${row.version}`, row.sections);
    for (const answer of answers.filter((each) => each.version !== undefined)) {
      const lines = JSON.parse(contents.get(`${answer.deck}@${answer.version}`)!) as Record<string, { key: string; count: number }[]>;
      expect(lines.basic!.map(({ key, count }) => ({ key, count })), `${answer.deck} version ${answer.version}`).toEqual(answer.sent.basic);
    }
    sql.close();
  });
});

describe('saves while the import worker writes a large card CSV', () => {
  it('go on during the import, and the import lands whole', { timeout: 60_000 }, async () => {
    const dir = tempDir();
    const api = apiOf(makeBackend(dir, { packs: ['sample-acg.json'] }));
    const rows = writeCardCsv(join(dir, 'cards.csv'), 2 * 1024 * 1024);
    const deck = await api.ok('library.create', { game: 'acg', name: 'アリ軍団' });
    const order: string[] = [];
    let saving: Promise<void> | undefined;
    api.backend.subscribe(({ event, payload }) => {
      if (event !== 'import.progress') return;
      const { phase } = payload as ImportProgress;
      if (phase === 'done') order.push('import done');
      // Once the worker writes, a few saves, one after the other.
      if (phase === 'writing' && !saving) {
        saving = (async () => {
          for (let save = 0; save < 5; save++) {
            await api.ok('library.save', { id: deck.id, sections: { basic: [{ key: 'acg-s001', count: save + 1 }] }, baseVersion: save + 1 });
            order.push(`save ${save + 1}`);
          }
        })();
      }
    });
    const summary = await api.ok('cards.import', { game: 'acg', file: { path: join(dir, 'cards.csv') } });
    await saving;
    expect(summary).toMatchObject({ cards: rows, created: rows });
    expect(order.slice(0, 5)).toEqual(['save 1', 'save 2', 'save 3', 'save 4', 'save 5']);
    expect(order.indexOf('import done')).toBe(5);
    expect(api.logged).toEqual([]);
    api.db.close();
  });
});
