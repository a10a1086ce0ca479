import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { loadBundledPacks, readManifest } from '../../db/bundled-packs';
import { openDatabase } from '../../db/open';
import { dm } from '../../engine/games/dm';
import { simulate } from '../../engine/sim/simulate';
import { dmTableCard } from '../helpers/dm-pack';
import { PROJECT_ROOT } from './environment';

const out = (...path: string[]) => join(PROJECT_ROOT, 'out', ...path);

describe('the electron-vite build', () => {
  it('makes the preload one CommonJS file that needs nothing but electron, as a sandboxed preload must', () => {
    const preload = readFileSync(out('preload', 'index.cjs'), 'utf8');
    const required = [...preload.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1]);
    expect(required).toEqual(['electron']);
    expect(preload).not.toMatch(/^\s*import\s/m);
    expect(preload).toContain('exposeInMainWorld("bridge"');
  });

  it('ships the migrations beside the main process bundle', () => {
    const shipped = readdirSync(out('main', 'migrations')).sort();
    const source = readdirSync(join(PROJECT_ROOT, 'db', 'migrations')).filter((f) => f.endsWith('.sql')).sort();
    expect(shipped).toEqual(source);
    for (const file of source) {
      expect(readFileSync(out('main', 'migrations', file), 'utf8')).toBe(readFileSync(join(PROJECT_ROOT, 'db', 'migrations', file), 'utf8'));
    }
  });

  it('ships the bundled card packs beside the main process bundle', () => {
    const files = readManifest(out('main', 'packs')).map((entry) => entry.file);
    expect(files).toEqual(readManifest().map((entry) => entry.file));
    for (const file of files) expect(readFileSync(out('main', 'packs', file)).equals(readFileSync(join(PROJECT_ROOT, 'db', 'packs', file)))).toBe(true);
  });

  it('builds the import worker as an entry of its own that runs an import on its own connection', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'deck-dojo-worker-'));
    try {
      const job = { importId: 'built', game: 'pmv', now: '2026-11-22T09:00:00.000Z', files: [{ path: join(PROJECT_ROOT, 'db', 'packs', 'sample-pmv.json') }] };
      const worker = new Worker(out('main', 'import-worker.js'), { workerData: { data: { job, path: join(dir, 'deck-dojo.db') }, games: [] } });
      const messages: { type: string; outcome?: { ok: boolean; summaries?: { cards: number }[] } }[] = [];
      await new Promise<void>((resolve, reject) => {
        worker.on('message', (message: (typeof messages)[number]) => messages.push(message));
        worker.on('error', reject);
        worker.on('exit', () => resolve());
      });
      const outcome = messages.find((m) => m.type === 'outcome')?.outcome;
      expect(outcome).toMatchObject({ ok: true, summaries: [{ cards: 69 }] });
      expect(messages.some((m) => m.type === 'progress')).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('builds the read worker as an entry of its own that answers a heavy read on its own connection', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'deck-dojo-worker-'));
    try {
      const path = join(dir, 'deck-dojo.db');
      const db = openDatabase({ path });
      loadBundledPacks(db.sql, { cardLanguage: () => 'ja', now: new Date('2026-11-22T09:00:00Z'), only: ['sample-pmv.json'] });
      const name = db.sql.prepare("SELECT name FROM cards WHERE game = 'pmv' LIMIT 1").pluck().get() as string;
      db.close();
      const job = { path, now: '2026-11-22T09:00:00.000Z', method: 'decks.read', params: { game: 'pmv', text: `4 ${name}\n1 no such card` } };
      const worker = new Worker(out('main', 'read-worker.js'), { workerData: { data: job, games: [] } });
      const messages: { type: string; json?: string }[] = [];
      await new Promise<void>((resolve, reject) => {
        worker.on('message', (message: (typeof messages)[number]) => messages.push(message));
        worker.on('error', reject);
        worker.on('exit', () => resolve());
      });
      expect(messages.map((message) => message.type)).toEqual(['result']);
      expect(JSON.parse(messages[0]!.json!)).toMatchObject({ fileFormat: 'text', decks: [{ unresolved: [{ line: 2, name: 'no such card' }] }] });
      expect(messages[0]!.json).toContain(`"count":4`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('builds the simulation worker as an entry of its own that plays a deck it is handed, telling its progress', async () => {
    const deck = { sections: { main: ['ボルシャック・ドラゴン', 'デーモン・ハンド'].map((key) => dmTableCard(key, 20)) } };
    const job = { game: 'dm', deck, options: { games: 300, seed: 1, turns: 2, first: true, groups: [] } };
    const worker = new Worker(out('main', 'simulate-worker.js'), { workerData: { data: job, games: [] } });
    const messages: { type: string; done?: number; json?: string }[] = [];
    await new Promise<void>((resolve, reject) => {
      worker.on('message', (message: (typeof messages)[number]) => messages.push(message));
      worker.on('error', reject);
      worker.on('exit', () => resolve());
    });
    expect(messages.map((message) => message.type)).toEqual(['progress', 'result']);
    expect(messages[0]!.done).toBe(300);
    expect(JSON.parse(messages[1]!.json!)).toEqual(JSON.parse(JSON.stringify(simulate(dm, deck, job.options))));
  });

  it('points the main process at the preload it built, and keeps native modules external', () => {
    const main = readFileSync(out('main', 'index.js'), 'utf8');
    expect(main).toContain('../preload/index.cjs');
    // Shared code sits in chunks beside index.js; better-sqlite3 is required at run time by db/sqlite.ts, never bundled.
    const bundle = readdirSync(out('main')).filter((file) => file.endsWith('.js')).map((file) => readFileSync(out('main', file), 'utf8')).join('\n');
    expect(bundle).toMatch(/createRequire\(import\.meta\.url\)\(name\)/);
    expect(bundle).toContain('var SQLITE_NAPI_PACKAGE = "better-sqlite3-napi"');
    expect(bundle).not.toMatch(/from "better-sqlite3/);
    expect(bundle).not.toContain('function Database(filenameGiven');
    expect(main).toMatch(/sandbox: true/);
    expect(main).toMatch(/contextIsolation: true/);
    expect(main).toMatch(/nodeIntegration: false/);
  });

  it('gives the renderer page a strict content security policy: its own scripts only, no eval, no plugins, no other origin', () => {
    const page = readFileSync(out('renderer', 'index.html'), 'utf8');
    const policies = [...page.matchAll(/<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/gi)].map((match) => match[1]!);
    expect(policies).toHaveLength(1);
    const csp = new Map(
      policies[0]!
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
    );
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    // No remote origin, no wildcard, no eval anywhere; inline only for styles (Svelte sets style attributes).
    for (const [directive, sources] of csp) {
      for (const source of sources) expect(source, directive).toMatch(/^('self'|'none'|'unsafe-inline'|data:|blob:|deckdojo-image:)$/);
    }
    expect([...csp].filter(([, sources]) => sources.includes("'unsafe-inline'")).map(([directive]) => directive)).toEqual(['style-src']);
  });

  it('loads no code from the network: the page\'s scripts and styles are its own files, and no bundle imports an address', () => {
    const page = readFileSync(out('renderer', 'index.html'), 'utf8');
    const loaded = [...page.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(loaded.some((url) => url.endsWith('.js'))).toBe(true);
    for (const url of loaded) expect(url).toMatch(/^(\.\/assets\/[\w.-]+|data:image\/svg\+xml,[^"]*)$/);
    const bundles = [
      ...readdirSync(out('renderer', 'assets')).filter((file) => file.endsWith('.js')).map((file) => out('renderer', 'assets', file)),
      out('preload', 'index.cjs'),
      ...readdirSync(out('main')).filter((file) => file.endsWith('.js')).map((file) => out('main', file)),
    ];
    for (const file of bundles) {
      const code = readFileSync(file, 'utf8');
      expect(code, file).not.toMatch(/\bimport\(\s*["'`]https?:|\bimportScripts\(|\bnew (?:Shared)?Worker\(\s*["'`]https?:|\bloadURL\(\s*["'`]https?:/);
    }
  });

  it('builds a renderer page with a content security policy and relative asset paths (for file:// in Electron)', () => {
    const page = readFileSync(out('renderer', 'index.html'), 'utf8');
    expect(page).toContain(`script-src 'self'`);
    expect(page).toMatch(/<script type="module" crossorigin src="\.\/assets\/index-[\w-]+\.js"><\/script>/);
  });
});
