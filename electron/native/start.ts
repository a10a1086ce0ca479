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
import { packageBin, packageVersion, prebuiltSqlite, SQLITE_NAPI_PACKAGE } from './packages';
import { runCommand, type RunCommand } from './run';

/** Electron 45's installer (@electron/get 5) states this; older Node may or may not get through it. */
const INSTALLER_NODE = [22, 12] as const;

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
  log(line: string): void;
}

function olderThan(version: string, [major, minor]: readonly [number, number]): boolean {
  const [have = 0, haveMinor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return have < major || (have === major && haveMinor < minor);
}

export function offlineMessage(electron: string, mirror: string, reason: string): string {
  return [
    `its first start needs internet access once, to download the Electron runtime ${electron} (about 100 MB). Later starts need no network.`,
    `No answer from ${mirror} (${reason}).`,
    'Connect to the internet and run `npm start` again (behind a proxy, set HTTPS_PROXY and ELECTRON_GET_USE_PROXY=1).',
  ].join('\n');
}

/** The Electron executable and the SQLite binary it will load, after whatever the first start fetches. */
export async function prepareStart(options: StartOptions): Promise<{ executable: string; sqlite: string }> {
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
  const found = installedElectron(electronDir, env);
  if (found) return { executable: found, sqlite };
  if (olderThan(options.nodeVersion, INSTALLER_NODE)) {
    log(`Electron's installer asks for Node ${INSTALLER_NODE.join('.')} or newer; this is Node ${options.nodeVersion}. Trying anyway.`);
  }
  if (!usesProxy(env)) {
    const mirror = electronMirror(env);
    const reason = await options.probe(mirror);
    if (reason !== null) throw new Error(offlineMessage(packageVersion(electronDir), mirror, reason));
  }
  return { executable: await ensureElectronBinary({ electronDir, env, run, log }), sqlite };
}

/** Runs the whole chain; resolves with electron-vite's exit code. */
export async function startDesktop(options: StartOptions): Promise<number> {
  const { executable, sqlite } = await prepareStart(options);
  const { projectRoot, log } = options;
  log(`SQLite for Electron: ${sqlite}`);
  log(`Starting Deck Dojo (electron-vite ${options.command}, Electron ${packageVersion(join(projectRoot, 'node_modules', 'electron'))})…`);
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
    console.error('usage: tsx electron/native/start.ts preview|dev [electron-vite options]');
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
    log: (line) => console.log(line),
  }).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(`Deck Dojo cannot start: ${(error as Error).message}`);
      process.exitCode = 1;
    },
  );
}
