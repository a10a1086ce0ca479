import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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

  it('points the main process at the preload it built, and keeps native modules external', () => {
    const main = readFileSync(out('main', 'index.js'), 'utf8');
    expect(main).toContain('../preload/index.cjs');
    expect(main).toMatch(/from "better-sqlite3"/);
    expect(main).toMatch(/sandbox: true/);
    expect(main).toMatch(/contextIsolation: true/);
    expect(main).toMatch(/nodeIntegration: false/);
  });

  it('builds a renderer page with a content security policy and relative asset paths (for file:// in Electron)', () => {
    const page = readFileSync(out('renderer', 'index.html'), 'utf8');
    expect(page).toContain(`script-src 'self'`);
    expect(page).toMatch(/<script type="module" crossorigin src="\.\/assets\/index-[\w-]+\.js"><\/script>/);
  });
});
