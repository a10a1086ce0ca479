import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../../test/helpers/temp';
import { installedElectron } from './electron-binary';
import type { Probe } from './network';
import { machineGlibc, missingGlibc, prebuiltSqlite } from './packages';
import type { RunCommand } from './run';
import { prepareStart, type StartOptions } from './start';

const tempDir = useTempDir();
const PREBUILT = '/project/node_modules/better-sqlite3-napi/prebuilds/linux-x64.node';

/** A project with electron 45.4.1 (no binary yet) and better-sqlite3 13 installed. */
function fakeProject(): string {
  const root = tempDir();
  for (const [name, version] of [['electron', '45.4.1'], ['better-sqlite3-napi', '13.2.0']]) {
    mkdirSync(join(root, 'node_modules', name!), { recursive: true });
    writeFileSync(join(root, 'node_modules', name!, 'package.json'), JSON.stringify({ name: 'better-sqlite3', version }));
  }
  return root;
}

/** What electron's installer leaves: the executable, dist/version and path.txt. */
function installElectron(root: string, version = 'v45.4.1'): string {
  const dir = join(root, 'node_modules', 'electron');
  mkdirSync(join(dir, 'dist'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'electron'), '#!/bin/sh\n');
  writeFileSync(join(dir, 'dist', 'version'), version);
  writeFileSync(join(dir, 'path.txt'), 'electron');
  return join(dir, 'dist', 'electron');
}

/** Electron's installer doing its work. */
function installer(root: string, runs: string[][], envs: NodeJS.ProcessEnv[] = []): RunCommand {
  return async (_command, args, { cwd, env }) => {
    runs.push(args);
    envs.push(env);
    expect(cwd).toBe(join(root, 'node_modules', 'electron'));
    installElectron(root);
  };
}

const offline: Probe = async () => 'getaddrinfo ENOTFOUND github.com';
const online: Probe = async () => null;
const unasked: Probe = () => Promise.reject(new Error('the network was asked'));

function options(projectRoot: string, overrides: Partial<StartOptions> & { runs?: string[][] } = {}): StartOptions {
  return {
    projectRoot,
    command: 'preview',
    args: [],
    env: {},
    platform: 'linux',
    arch: 'x64',
    nodeVersion: '22.12.0',
    run: installer(projectRoot, overrides.runs ?? []),
    probe: offline,
    prebuiltSqlite: () => PREBUILT,
    glibc: undefined,
    log: () => {},
    ...overrides,
  };
}

describe('installedElectron', () => {
  it('finds the executable as electron finds it, and not one of another version', () => {
    const root = fakeProject();
    const dir = join(root, 'node_modules', 'electron');
    expect(installedElectron(dir, {})).toBeNull();
    const executable = installElectron(root);
    expect(installedElectron(dir, {})).toBe(executable);
    installElectron(root, 'v44.0.0');
    expect(installedElectron(dir, {})).toBeNull();
  });

  it('takes ELECTRON_OVERRIDE_DIST_PATH and ELECTRON_EXEC_PATH as electron and electron-vite do', () => {
    const root = fakeProject();
    const dir = join(root, 'node_modules', 'electron');
    installElectron(root);
    const elsewhere = tempDir();
    expect(installedElectron(dir, { ELECTRON_OVERRIDE_DIST_PATH: elsewhere })).toBeNull();
    writeFileSync(join(elsewhere, 'electron'), '');
    expect(installedElectron(dir, { ELECTRON_OVERRIDE_DIST_PATH: elsewhere })).toBe(join(elsewhere, 'electron'));
    expect(installedElectron(dir, { ELECTRON_EXEC_PATH: join(elsewhere, 'electron') })).toBe(join(elsewhere, 'electron'));
    expect(() => installedElectron(dir, { ELECTRON_EXEC_PATH: join(elsewhere, 'nothing') })).toThrow(/ELECTRON_EXEC_PATH names .*nothing, which does not exist/);
  });
});

describe('prebuiltSqlite', () => {
  it('finds the binary better-sqlite3 13 ships for this machine in the installed package', () => {
    const found = prebuiltSqlite(join(import.meta.dirname, '..', '..'));
    expect(found).toMatch(new RegExp(`node_modules/better-sqlite3-napi/prebuilds/(linux|linuxmusl|darwin|win32)-${process.arch}\\.node$`));
  });
});

describe('the C library check', () => {
  it('reads what the shipped binary asks for against this machine, which runs it', () => {
    const binary = prebuiltSqlite(join(import.meta.dirname, '..', '..'))!;
    const glibc = machineGlibc();
    if (process.platform === 'linux' && !binary.includes('linuxmusl')) expect(glibc).toMatch(/^\d+\.\d+/);
    // The tests load this very binary on Node 22.14+ (db/sqlite.ts), so it must run here.
    expect(missingGlibc(binary, glibc)).toBeNull();
    expect(missingGlibc(binary, '2.17')).toEqual(process.platform === 'linux' ? { wanted: expect.stringMatching(/^2\.\d+$/), have: '2.17' } : null);
  });
});

describe('prepareStart', () => {
  it('offline on a first start, stops before any download with one message naming what it needs and the host asked', async () => {
    const root = fakeProject();
    const runs: string[][] = [];
    const asked: string[] = [];
    const probe: Probe = async (url) => (asked.push(url), 'getaddrinfo ENOTFOUND github.com');
    const failure = prepareStart(options(root, { runs, probe }));
    await expect(failure).rejects.toThrow(
      [
        'its first start needs internet access once, to download the Electron runtime 45.4.1 (about 100 MB). Later starts need no network.',
        'No answer from https://github.com/electron/electron/releases/download/ (getaddrinfo ENOTFOUND github.com).',
        'Connect to the internet and run `npm start` again (behind a proxy, set HTTPS_PROXY and ELECTRON_GET_USE_PROXY=1).',
      ].join('\n'),
    );
    await expect(failure).rejects.not.toThrow(/uninstall/i);
    expect(asked).toEqual(['https://github.com/electron/electron/releases/download/']);
    expect(runs).toEqual([]);
  });

  it('asks the mirror the installer would use', async () => {
    const asked: string[] = [];
    const probe: Probe = async (url) => (asked.push(url), 'connect ECONNREFUSED');
    for (const env of [{ ELECTRON_MIRROR: 'https://mirror.test/electron/' }, { npm_config_electron_mirror: 'https://mirror.test/electron/' }]) {
      await expect(prepareStart(options(fakeProject(), { env, probe }))).rejects.toThrow('No answer from https://mirror.test/electron/ (connect ECONNREFUSED).');
    }
    expect(asked).toEqual(['https://mirror.test/electron/', 'https://mirror.test/electron/']);
  });

  it('needs no network once Electron is there, and hands on the executable', async () => {
    const root = fakeProject();
    const executable = installElectron(root);
    const runs: string[][] = [];
    await expect(prepareStart(options(root, { runs, probe: unasked }))).resolves.toBe(executable);
    expect(runs).toEqual([]);
  });

  it('runs electron’s own installer when the binary is missing and the host answers', async () => {
    const root = fakeProject();
    const runs: string[][] = [];
    const result = await prepareStart(options(root, { runs, probe: online }));
    expect(runs).toEqual([[join(root, 'node_modules', 'electron', 'install.js')]]);
    expect(result).toBe(join(root, 'node_modules', 'electron', 'dist', 'electron'));
  });

  it('says so when the installer finishes without an executable, or fails', async () => {
    const root = fakeProject();
    const silent: RunCommand = async () => {};
    await expect(prepareStart(options(root, { probe: online, run: silent }))).rejects.toThrow(
      `Electron's installer finished, but no Electron 45.4.1 executable is in ${join(root, 'node_modules', 'electron', 'dist')}`,
    );
    const failing: RunCommand = () => Promise.reject(new Error('exited with status 1'));
    await expect(prepareStart(options(root, { probe: online, run: failing }))).rejects.toThrow('Electron 45.4.1 could not be downloaded: exited with status 1');
  });

  it('warns that the installer asks for Node 22.12 on an older Node', async () => {
    const lines: string[] = [];
    await prepareStart(options(fakeProject(), { probe: online, nodeVersion: '20.20.2', log: (line) => lines.push(line) }));
    expect(lines[0]).toBe("Electron's installer asks for Node 22.12 or newer; this is Node 20.20.2. Trying anyway.");
  });

  it('behind a proxy, skips the probe and has the installer go through the proxy', async () => {
    const root = fakeProject();
    const envs: NodeJS.ProcessEnv[] = [];
    await prepareStart(options(root, { probe: unasked, env: { HTTPS_PROXY: 'http://proxy.test:3128' }, run: installer(root, [], envs) }));
    expect(envs).toEqual([{ HTTPS_PROXY: 'http://proxy.test:3128', ELECTRON_GET_USE_PROXY: '1' }]);
  });

  it('on a Linux older than the C library SQLite’s binary was built for, stops before downloading anything', async () => {
    const binary = join(tempDir(), 'linux-x64.node');
    writeFileSync(binary, Buffer.from('\x7fELF…memcpy\0GLIBC_2.14\0GLIBC_2.34\0GLIBC_2.28\0GLIBCXX_3.4.29\0', 'latin1'));
    const runs: string[][] = [];
    const start = (glibc: string | undefined) => prepareStart(options(fakeProject(), { runs, probe: online, prebuiltSqlite: () => binary, glibc }));
    await expect(start('2.31')).rejects.toThrow(
      "SQLite's binary for the desktop app needs the GNU C library 2.34 or newer, and this system has 2.31 (Ubuntu 22.04, Debian 12, Fedora 35 and later have it). The web bridge and the command line on Node 20 work here: `npm run web`.",
    );
    expect(runs).toEqual([]);
    await expect(start('2.34')).resolves.toMatch(/electron$/);
    await expect(start('2.36')).resolves.toMatch(/electron$/);
    // macOS, Windows and musl report no glibc: nothing to compare.
    await expect(start(undefined)).resolves.toMatch(/electron$/);
  });

  it('stops before downloading anything on a machine better-sqlite3 ships no binary for, pointing at the web bridge', async () => {
    const runs: string[][] = [];
    const failure = prepareStart(options(fakeProject(), { runs, probe: online, platform: 'linux', arch: 'ia32', prebuiltSqlite: () => null }));
    await expect(failure).rejects.toThrow(
      'better-sqlite3 13.2.0 ships no prebuilt binary for linux-ia32 (it has Linux, macOS and Windows on x64 and arm64), so the desktop app cannot open its database here. The web bridge works on any machine Node runs on: `npm run web`.',
    );
    expect(runs).toEqual([]);
  });

  it('says to run npm install when the packages are missing', async () => {
    await expect(prepareStart(options(tempDir()))).rejects.toThrow('run `npm install` first');
  });
});
