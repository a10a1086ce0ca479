// `npm start`'s chain run as a process, with Electron's download and executable replaced by stand-ins: a local
// mirror serves a zip holding a script that records how it was started, and electron's own installer fetches it.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zip } from '../helpers/zip';
import { PROJECT_ROOT } from './environment';

const modules = join(PROJECT_ROOT, 'node_modules');
const version = (name: string) => (JSON.parse(readFileSync(join(modules, name, 'package.json'), 'utf8')) as { version: string }).version;
const ELECTRON = version('electron');
const EXECUTABLE = process.platform === 'darwin' ? 'Electron.app/Contents/MacOS/Electron' : 'electron';
const ARCHIVE = `electron-v${ELECTRON}-${process.platform}-${process.arch}.zip`;

/** Writes its working folder and its arguments, a line each, then exits. */
const STAND_IN = `#!/bin/sh
{ printf '%s\\n' "$PWD"; for arg in "$@"; do printf '%s\\n' "$arg"; done; } > "$STAND_IN_RECORD"
`;

let root: string;
let mirror: Server;
let mirrorUrl: string;
const served: string[] = [];
const electronPackage = readdirSync(join(modules, 'electron')).sort();

/**
 * A project as a clone has it after `npm ci && npm run build`: the real packages (linked), the built out/, the start
 * chain's sources, and its own copy of the electron package without a binary, so the installer writes only there.
 */
function makeProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'deck-dojo-start-'));
  for (const file of ['package.json', 'electron.vite.config.ts']) cpSync(join(PROJECT_ROOT, file), join(dir, file));
  cpSync(join(PROJECT_ROOT, 'electron', 'start'), join(dir, 'electron', 'start'), { recursive: true, filter: (path) => !path.endsWith('.test.ts') });
  cpSync(join(PROJECT_ROOT, 'db', 'sqlite-package.ts'), join(dir, 'db', 'sqlite-package.ts'));
  cpSync(join(PROJECT_ROOT, 'out'), join(dir, 'out'), { recursive: true });
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(modules)) {
    if (entry === 'electron') {
      cpSync(join(modules, entry), join(dir, 'node_modules', entry), {
        recursive: true,
        filter: (path) => !/[\\/]electron[\\/](dist|path\.txt)$/.test(path),
      });
    } else {
      symlinkSync(join(modules, entry), join(dir, 'node_modules', entry));
    }
  }
  return dir;
}

async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/`;
}

interface Started {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The stand-in's record: working folder, arguments; null when Electron was never started. */
  record: string[] | null;
}

/** `npm start -- --skipBuild` in the project (the build is already there), with the environment a player has. */
function start(electronMirror: string): Promise<Started> {
  const record = join(root, 'stand-in-record.txt');
  rmSync(record, { force: true });
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(ELECTRON_|DECKDOJO_|npm_config_electron|https?_proxy)/i.test(key)) env[key] = value;
  }
  Object.assign(env, {
    ELECTRON_MIRROR: electronMirror,
    // The stand-in's checksum comes from the mirror, as it would for any mirror's build.
    electron_use_remote_checksums: '1',
    electron_config_cache: join(root, '.electron-download-cache'),
    STAND_IN_RECORD: record,
  });
  // Killed past 30 s: a start that waits on a silent network fails here rather than hanging the run.
  const child = spawn(process.execPath, [join(modules, 'tsx', 'dist', 'cli.mjs'), 'electron/start/start.ts', 'preview', '--skipBuild'], {
    cwd: root,
    env,
    timeout: 30_000,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (code) =>
      resolve({
        code,
        stdout,
        stderr,
        record: existsSync(record) ? readFileSync(record, 'utf8').trimEnd().split('\n') : null,
      }),
    );
  });
}

beforeAll(async () => {
  root = makeProject();
  const archive = zip([
    { name: EXECUTABLE, data: Buffer.from(STAND_IN), mode: 0o755 },
    { name: 'version', data: Buffer.from(`v${ELECTRON}`) },
  ]);
  const sums = `${createHash('sha256').update(archive).digest('hex')} *${ARCHIVE}\n`;
  mirror = createServer((request, response) => {
    served.push(request.url ?? '');
    if (request.url === `/v${ELECTRON}/${ARCHIVE}`) return void response.end(archive);
    if (request.url === `/v${ELECTRON}/SHASUMS256.txt`) return void response.end(sums);
    response.statusCode = request.method === 'HEAD' && request.url === '/' ? 200 : 404;
    response.end();
  });
  await new Promise<void>((resolve) => mirror.listen(0, '127.0.0.1', resolve));
  mirrorUrl = `http://127.0.0.1:${(mirror.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await new Promise((resolve) => mirror.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('npm start', () => {
  it('on a first start downloads Electron through its own installer, then starts it on the built main entry', async () => {
    const started = await start(mirrorUrl);
    expect(started.stderr).not.toMatch(/uninstall/i);
    expect(started.code, started.stderr).toBe(0);
    expect(started.stdout).toContain(`Electron ${ELECTRON} is not downloaded yet: fetching it from ${mirrorUrl}`);
    expect(served).toEqual(expect.arrayContaining([`/v${ELECTRON}/${ARCHIVE}`, `/v${ELECTRON}/SHASUMS256.txt`]));
    expect(readFileSync(join(root, 'node_modules', 'electron', 'path.txt'), 'utf8')).toBe(EXECUTABLE);
    // The project's own electron package was not touched.
    expect(readdirSync(join(modules, 'electron')).sort()).toEqual(electronPackage);

    // SQLite for Electron is better-sqlite3 13's prebuilt binary for this machine (db/sqlite.ts): nothing to prepare.
    expect(started.stdout).toMatch(/Starting Deck Dojo \(electron-vite preview, Electron [\d.]+, SQLite from better-sqlite3 13\.\d+\.\d+'s prebuilt binary\)/);
    expect(existsSync(join(modules, 'better-sqlite3-napi', 'prebuilds', `${process.platform}-${process.arch}.node`))).toBe(true);
    const [cwd, ...args] = started.record!;
    expect(cwd).toBe(root);
    expect(args[0]).toBe('.');
    const main = (JSON.parse(readFileSync(join(cwd!, 'package.json'), 'utf8')) as { main: string }).main;
    expect(main).toBe('out/main/index.js');
    expect(readFileSync(join(cwd!, main), 'utf8')).toContain('requestSingleInstanceLock');
  });

  it('starts again with no network at all once Electron is there', async () => {
    const count = served.length;
    const started = await start(await closedPortUrl());
    expect(started.code, started.stderr).toBe(0);
    expect(started.stdout).not.toContain('not downloaded yet');
    expect(started.record?.slice(0, 2)).toEqual([root, '.']);
    expect(served.length).toBe(count);
  });

  it('offline with no Electron binary, ends within 30 s with one message saying what needs the network', async () => {
    rmSync(join(root, 'node_modules', 'electron', 'dist'), { recursive: true });
    rmSync(join(root, 'node_modules', 'electron', 'path.txt'));
    const offline = await closedPortUrl();
    const started = await start(offline);
    expect(started.code).toBe(1);
    expect(started.stderr).toContain(
      `Deck Dojo cannot start: its first start needs internet access once, to download the Electron runtime ${ELECTRON} (about 100 MB). Later starts need no network.\nNo answer from ${offline} (connect ECONNREFUSED`,
    );
    expect(started.stderr).toContain('Connect to the internet and run `npm start` again');
    expect(`${started.stdout}${started.stderr}`).not.toMatch(/uninstall/i);
    expect(started.record).toBeNull();
  });
});
