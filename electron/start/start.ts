/**
 * `npm start` (`start.ts preview`) and `npm run dev` (`start.ts dev`): the Electron binary, downloaded once through
 * electron's own installer; SQLite for it, which better-sqlite3 13 ships prebuilt (db/sqlite.ts); then electron-vite,
 * handed the executable. When the first start cannot reach the download, it stops within seconds with one message
 * saying so — never electron-vite's "Electron uninstall", never a wait on a silent network.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { electronMirror, ensureElectronBinary, installedElectron } from './electron-binary';
import { probeUrl, usesProxy, type Probe } from './network';
import { SQLITE_NAPI_PACKAGE } from '../../db/sqlite-package';
import { compareVersions, machineGlibc, missingGlibc, packageBin, packageVersion, prebuiltSqlite } from './packages';
import { runCommand, type RunCommand } from './run';

/** Electron 45's installer (@electron/get 5) states this; older Node may or may not get through it. */
const INSTALLER_NODE = '22.12';

export interface StartOptions {
  projectRoot: string;
  /** electron-vite's command: `preview` builds and runs the build, `dev` serves the renderer with hot reload. */
  command: 'preview' | 'dev';
  /** Passed on to electron-vite (`npm start -- --skipBuild`). */
  args: string[];
  env: NodeJS.ProcessEnv;
  platform: string;
  arch: string;
  nodeVersion: string;
  run: RunCommand;
  probe: Probe;
  /** better-sqlite3 13's binary for this machine, or null (./packages.ts). */
  prebuiltSqlite(projectRoot: string): string | null;
  /** The machine's GNU C library version (Linux), as process.report gives it. */
  glibc: string | undefined;
  log(line: string): void;
}

function offlineMessage(electron: string, mirror: string, reason: string): string {
  return [
    `its first start needs internet access once, to download the Electron runtime ${electron} (about 100 MB). Later starts need no network.`,
    `No answer from ${mirror} (${reason}).`,
    'Connect to the internet and run `npm start` again (behind a proxy, set HTTPS_PROXY and ELECTRON_GET_USE_PROXY=1).',
  ].join('\n');
}

/**
 * The Electron executable, after whatever the first start fetches, once better-sqlite3 13 is known to ship a binary
 * this machine can load.
 */
export async function prepareStart(options: StartOptions): Promise<string> {
  const { projectRoot, env, platform, arch, run, log } = options;
  const electronDir = join(projectRoot, 'node_modules', 'electron');
  if (![electronDir, join(projectRoot, 'node_modules', SQLITE_NAPI_PACKAGE)].every(existsSync)) {
    throw new Error('electron or better-sqlite3 is not installed; run `npm install` first');
  }
  const sqlite = options.prebuiltSqlite(projectRoot);
  if (!sqlite) {
    throw new Error(
      `better-sqlite3 ${packageVersion(join(projectRoot, 'node_modules', SQLITE_NAPI_PACKAGE))} ships no prebuilt binary for ${platform}-${arch} ` +
        '(it has Linux, macOS and Windows on x64 and arm64), so the desktop app cannot open its database here. ' +
        'The web bridge works on any machine Node runs on: `npm run web`.',
    );
  }
  const glibc = missingGlibc(sqlite, options.glibc);
  if (glibc) {
    throw new Error(
      `SQLite's binary for the desktop app needs the GNU C library ${glibc.wanted} or newer, and this system has ${glibc.have} ` +
        '(Ubuntu 22.04, Debian 12, Fedora 35 and later have it). The web bridge and the command line on Node 20 work here: `npm run web`.',
    );
  }
  const found = installedElectron(electronDir, env);
  if (found) return found;
  if (compareVersions(options.nodeVersion.replace(/^v/, ''), INSTALLER_NODE) < 0) {
    log(`Electron's installer asks for Node ${INSTALLER_NODE} or newer; this is Node ${options.nodeVersion}. Trying anyway.`);
  }
  if (usesProxy(env)) {
    // @electron/get goes through a proxy only when asked to; a direct probe would say nothing there.
    return ensureElectronBinary({ electronDir, env: { ELECTRON_GET_USE_PROXY: '1', ...env }, run, log });
  }
  const mirror = electronMirror(env);
  const reason = await options.probe(mirror);
  if (reason !== null) throw new Error(offlineMessage(packageVersion(electronDir), mirror, reason));
  return ensureElectronBinary({ electronDir, env, run, log });
}

/** Runs the whole chain; resolves with electron-vite's exit code. */
async function startDesktop(options: StartOptions): Promise<number> {
  const executable = await prepareStart(options);
  const { projectRoot, log } = options;
  const version = (name: string) => packageVersion(join(projectRoot, 'node_modules', name));
  log(`Starting Deck Dojo (electron-vite ${options.command}, Electron ${version('electron')}, SQLite from better-sqlite3 ${version(SQLITE_NAPI_PACKAGE)}'s prebuilt binary)…`);
  const child = spawn(process.execPath, [packageBin(projectRoot, 'electron-vite'), options.command, ...options.args], {
    cwd: projectRoot,
    env: { ...options.env, ELECTRON_EXEC_PATH: executable },
    stdio: 'inherit',
  });
  return new Promise((resolveExit, rejectExit) => {
    child.on('error', rejectExit);
    child.on('close', (code, signal) => resolveExit(code ?? (signal ? 1 : 0)));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [command, ...args] = process.argv.slice(2);
  if (command !== 'preview' && command !== 'dev') {
    console.error('usage: tsx electron/start/start.ts preview|dev [electron-vite options]');
    process.exit(2);
  }
  startDesktop({
    projectRoot: join(dirname(fileURLToPath(import.meta.url)), '..', '..'),
    command,
    args,
    env: process.env,
    platform: process.platform,
    arch: process.arch,
    nodeVersion: process.versions.node,
    run: runCommand,
    probe: probeUrl,
    prebuiltSqlite,
    glibc: machineGlibc(),
    log: (line) => console.log(line),
  }).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(`Deck Dojo cannot start: ${(error as Error).message}`);
      process.exitCode = 1;
    },
  );
}
