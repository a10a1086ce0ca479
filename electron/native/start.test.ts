import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../../test/helpers/temp';
import { BINDING_FILE, electronBindingDir, STAMP_FILE } from './binding-path';
import { installedElectron } from './electron-binary';
import type { Probe } from './network';
import type { RunCommand } from './prepare';
import { prepareStart, type StartOptions } from './start';

const tempDir = useTempDir();

/** A project with electron 45.4.1 (no binary yet) and better-sqlite3 installed. */
function fakeProject(): string {
  const root = tempDir();
  for (const [name, version] of [['electron', '45.4.1'], ['better-sqlite3', '12.6.2']]) {
    mkdirSync(join(root, 'node_modules', name!), { recursive: true });
    writeFileSync(join(root, 'node_modules', name!, 'package.json'), JSON.stringify({ name, version }));
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

function prepareBinding(root: string): string {
  const dir = electronBindingDir(root, '45.4.1', 'linux', 'x64');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, BINDING_FILE), 'electron-abi binary');
  writeFileSync(join(dir, STAMP_FILE), JSON.stringify({ electron: '45.4.1', betterSqlite3: '12.6.2' }));
  return join(dir, BINDING_FILE);
}

const offline: Probe = async () => 'getaddrinfo ENOTFOUND';
const online: Probe = async () => null;

/** Installers that do their work: electron's puts the binary in place, a better-sqlite3 build leaves its binary. */
function working(root: string, runs: string[][]): RunCommand {
  return async (_command, args, { cwd }) => {
    runs.push(args);
    if (args[0]!.endsWith('install.js')) return void installElectron(root);
    mkdirSync(join(cwd, 'build', 'Release'), { recursive: true });
    writeFileSync(join(cwd, 'build', 'Release', BINDING_FILE), 'electron-abi binary');
  };
}

function options(projectRoot: string, overrides: Partial<StartOptions> & { runs?: string[][] } = {}): StartOptions {
  const run = working(projectRoot, overrides.runs ?? []);
  return {
    projectRoot,
    command: 'preview',
    args: [],
    env: {},
    platform: 'linux',
    arch: 'x64',
    nodeVersion: '22.12.0',
    run,
    probe: offline,
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

describe('prepareStart', () => {
  it('offline on a first start, stops before any download with one message naming both needs and every host asked', async () => {
    const root = fakeProject();
    const runs: string[][] = [];
    const asked: string[] = [];
    const probe: Probe = async (url) => (asked.push(url), 'getaddrinfo ENOTFOUND');
    const failure = prepareStart(options(root, { runs, probe }));
    await expect(failure).rejects.toThrow(
      'its first start needs internet access once, to download the Electron runtime 45.4.1 (about 100 MB) and prepare better-sqlite3 12.6.2 for it. Later starts need no network.',
    );
    await expect(failure).rejects.toThrow(/No answer from:\n {2}- https:\/\/github\.com\/electron\/electron\/releases\/download\/ \(getaddrinfo ENOTFOUND\)\n/);
    await expect(failure).rejects.not.toThrow(/uninstall/i);
    expect(asked).toEqual([
      'https://github.com/electron/electron/releases/download/',
      'https://github.com/WiseLibs/better-sqlite3/releases/download/',
      'https://electronjs.org/headers',
    ]);
    expect(runs).toEqual([]);
  });

  it('asks only for what is missing, on the mirrors the installers would use', async () => {
    const root = fakeProject();
    installElectron(root);
    const asked: string[] = [];
    const runs: string[][] = [];
    const probe: Probe = async (url) => (asked.push(url), url.includes('mirror.test') ? 'ECONNREFUSED' : null);
    const env = { npm_config_better_sqlite3_binary_host: 'https://mirror.test/bs3/' };
    // The prebuilt host is down but Electron's headers answer: better-sqlite3 can still be compiled.
    const { bindingPath } = await prepareStart(options(root, { env, probe, runs }));
    expect(asked).toEqual(['https://mirror.test/bs3/', 'https://electronjs.org/headers']);
    expect(bindingPath).toBe(join(electronBindingDir(root, '45.4.1', 'linux', 'x64'), BINDING_FILE));
    expect(runs.map((args) => args[0])).toEqual([expect.stringContaining('prebuild-install')]);

    const second = fakeProject();
    const failure = prepareStart(options(second, { env: { ELECTRON_MIRROR: 'https://mirror.test/electron/' }, probe }));
    await expect(failure).rejects.toThrow(/to download the Electron runtime 45\.4\.1 \(about 100 MB\) and prepare better-sqlite3/);
    await expect(failure).rejects.toThrow(/- https:\/\/mirror\.test\/electron\/ \(ECONNREFUSED\)\nConnect to the internet/);
  });

  it('needs no network once both are there, and hands on the executable and the prepared binding', async () => {
    const root = fakeProject();
    const executable = installElectron(root);
    const bindingPath = prepareBinding(root);
    const runs: string[][] = [];
    const probe: Probe = () => Promise.reject(new Error('the network was asked'));
    await expect(prepareStart(options(root, { runs, probe }))).resolves.toEqual({ executable, bindingPath });
    expect(runs).toEqual([]);
  });

  it('runs electron’s own installer when the binary is missing and the host answers', async () => {
    const root = fakeProject();
    const bindingPath = prepareBinding(root);
    const runs: string[][] = [];
    const install = working(root, runs);
    const run: RunCommand = (command, args, settings) => {
      expect(settings.cwd).toBe(join(root, 'node_modules', 'electron'));
      return install(command, args, settings);
    };
    const result = await prepareStart(options(root, { run, probe: online }));
    expect(runs).toEqual([[join(root, 'node_modules', 'electron', 'install.js')]]);
    expect(result).toEqual({ executable: join(root, 'node_modules', 'electron', 'dist', 'electron'), bindingPath });
  });

  it('says so when the installer finishes without an executable, or fails', async () => {
    const root = fakeProject();
    prepareBinding(root);
    const silent: RunCommand = async () => {};
    await expect(prepareStart(options(root, { probe: online, run: silent }))).rejects.toThrow(
      `Electron's installer finished, but no Electron 45.4.1 executable is in ${join(root, 'node_modules', 'electron', 'dist')}`,
    );
    const failing: RunCommand = () => Promise.reject(new Error('exited with status 1'));
    await expect(prepareStart(options(root, { probe: online, run: failing }))).rejects.toThrow('Electron 45.4.1 could not be downloaded: exited with status 1');
  });

  it('warns that the installer asks for Node 22.12 on an older Node, and skips the probe behind a proxy', async () => {
    const root = fakeProject();
    prepareBinding(root);
    const lines: string[] = [];
    const probe: Probe = () => Promise.reject(new Error('the network was asked'));
    await prepareStart(options(root, { probe, nodeVersion: '20.20.2', env: { HTTPS_PROXY: 'http://proxy.test:3128' }, log: (line) => lines.push(line) }));
    expect(lines[0]).toBe("Electron's installer asks for Node 22.12 or newer; this is Node 20.20.2. Trying anyway.");
  });

  it('says to run npm install when the packages are missing', async () => {
    await expect(prepareStart(options(tempDir()))).rejects.toThrow('run `npm install` first');
  });
});
