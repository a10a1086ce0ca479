// What `npm run dist` would put in the app: electron-builder run for real on the built out/, with a stand-in for the
// Electron it copies (electronDist), making the unpacked app.
import { listPackage, extractFile } from '@electron/asar';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManifest } from '../../db/bundled-packs';
import { BUILDER_CONFIG } from '../../electron/dist/config';
import { packageBin, prebuiltSqlite } from '../../electron/start/packages';
import { PROJECT_ROOT } from './environment';

/** node-addon-api is C++ headers, for compiling better-sqlite3 13 where it ships no binary. */
const BUILD_TIME_ONLY = new Set(['node-addon-api']);

let work: string;
let resources: string;
let files: Set<string>;
let built: { status: number | null; output: string };

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'deck-dojo-package-'));
  const electronDist = join(work, 'electron-dist');
  mkdirSync(electronDist);
  writeFileSync(join(electronDist, 'electron'), '#!/bin/sh\n', { mode: 0o755 });
  const config = { ...BUILDER_CONFIG, directories: { output: join(work, 'dist'), buildResources: 'electron/resources' }, electronDist };
  writeFileSync(join(work, 'config.json'), JSON.stringify(config));
  const run = spawnSync(process.execPath, [packageBin(PROJECT_ROOT, 'electron-builder'), '--linux', '--dir', '--publish', 'never', '--config', join(work, 'config.json')], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  built = { status: run.status, output: `${run.stdout}${run.stderr}` };
  resources = join(work, 'dist', 'linux-unpacked', 'resources');
  files = new Set(built.status === 0 ? listPackage(join(resources, 'app.asar'), { isPack: false }).map((path) => path.replaceAll('\\', '/').slice(1)) : []);
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The packages the built main process loads by name (not electron, not Node's own): imported, or required (the SQLite driver). */
function loadedPackages(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(join(PROJECT_ROOT, 'out', 'main')).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(PROJECT_ROOT, 'out', 'main', file), 'utf8');
    for (const [, name] of code.matchAll(/^import\s[^;]*?["']([^"'./][^"']*)["'];?$/gm)) {
      if (!name!.startsWith('node:') && name !== 'electron') names.add(name!.split('/')[0]!);
    }
    // What db/sqlite.ts requires in Electron (db/sqlite-package.ts).
    if (code.includes('var SQLITE_NAPI_PACKAGE = "better-sqlite3-napi"')) names.add('better-sqlite3-napi');
  }
  return [...names].sort();
}

describe('the packaged app', () => {
  it('is made by electron-builder with the project’s configuration', () => {
    expect(built.status, built.output).toBe(0);
  });

  it('holds the built main, preload and renderer, and the main entry package.json names', () => {
    for (const file of ['out/main/index.js', 'out/main/import-worker.js', 'out/preload/index.cjs', 'out/renderer/index.html']) expect(files).toContain(file);
    for (const file of readdirSync(join(PROJECT_ROOT, 'out', 'renderer', 'assets'))) expect(files).toContain(`out/renderer/assets/${file}`);
    const manifest = JSON.parse(extractFile(join(resources, 'app.asar'), 'package.json').toString()) as { main: string; name: string };
    expect(manifest.main).toBe('out/main/index.js');
  });

  it('holds every migration and every bundled card pack', () => {
    const migrations = readdirSync(join(PROJECT_ROOT, 'db', 'migrations')).filter((file) => file.endsWith('.sql'));
    expect(migrations.length).toBeGreaterThan(0);
    for (const file of migrations) expect(files).toContain(`out/main/migrations/${file}`);
    expect(files).toContain('out/main/packs/manifest.json');
    for (const { file } of readManifest()) expect(files).toContain(`out/main/packs/${file}`);
  });

  it('carries better-sqlite3 13 with only the binary for the target, unpacked from the archive for the OS to load', () => {
    expect(files).toContain('node_modules/better-sqlite3-napi/lib/index.js');
    const prebuild = `node_modules/better-sqlite3-napi/prebuilds/${process.platform}-${process.arch}.node`;
    expect([...files].filter((file) => file.endsWith('.node'))).toEqual([prebuild]);
    expect(readFileSync(join(resources, 'app.asar.unpacked', prebuild)).equals(readFileSync(prebuiltSqlite(PROJECT_ROOT)!))).toBe(true);
  });

  it('holds every package the main process loads, with what they require at run time', () => {
    const loaded = loadedPackages();
    expect(loaded).toEqual(['better-sqlite3-napi', 'valibot']);
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name) || BUILD_TIME_ONLY.has(name)) return;
      seen.add(name);
      expect(files, `${name} is not packed`).toContain(`node_modules/${name}/package.json`);
      const { dependencies = {} } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
      Object.keys(dependencies).forEach(visit);
    };
    loaded.forEach(visit);
    expect([...seen].sort()).toEqual(['better-sqlite3-napi', 'valibot']);
  });

  it('holds nothing else: no sources, tests, development packages or the data beside the project', () => {
    const packages = new Set([...files].filter((file) => file.startsWith('node_modules/')).map((file) => file.split('/')[1]));
    expect([...packages].sort()).toEqual(['better-sqlite3-napi', 'valibot']);
    const tops = new Set([...files].map((file) => file.split('/')[0]));
    expect([...tops].sort()).toEqual(['node_modules', 'out', 'package.json']);
    expect([...files].filter((file) => /\.ts$|\.test\.|better-sqlite3-napi\/(build|deps|src)\/|\.gyp$/.test(file))).toEqual([]);
  });
});
