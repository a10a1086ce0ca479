/**
 * `npm start` (`start.ts preview`) and `npm run dev` (`start.ts dev`): the Electron binary, downloaded once through
 * electron's own installer; then better-sqlite3 built for Electron (./prepare.ts); then electron-vite, handed both.
 * When the first start cannot reach what it must download, it stops within seconds with one message saying so —
 * never electron-vite's "Electron uninstall", never a wait on a silent network.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NATIVE_BINDING_ENV } from './binding-path';
import { electronMirror, ensureElectronBinary, installedElectron } from './electron-binary';
import { probeUrl, usesProxy, type Probe } from './network';
import { packageBin, packageVersion } from './packages';
import { bindingHosts, bindingStatus, prepareElectronBinding, runCommand, type RunCommand } from './prepare';

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
  log(line: string): void;
}

/** What the first start has to download, and the hosts of which at least one must answer. */
interface Download {
  what: string;
  hosts: string[];
}

function olderThan(version: string, [major, minor]: readonly [number, number]): boolean {
  const [have = 0, haveMinor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return have < major || (have === major && haveMinor < minor);
}

/** Asks each download's hosts at once; the downloads none of whose hosts answered, with the reasons. */
async function unreachable(downloads: Download[], probe: Probe): Promise<{ download: Download; reasons: string[] }[]> {
  const answers = await Promise.all(downloads.map((download) => Promise.all(download.hosts.map(probe))));
  return downloads
    .map((download, index) => ({ download, reasons: answers[index]! }))
    .filter(({ reasons }) => reasons.every((reason) => reason !== null))
    .map(({ download, reasons }) => ({ download, reasons: reasons.map((reason, at) => `${download.hosts[at]} (${reason})`) }));
}

export function offlineMessage(downloads: Download[], failures: { reasons: string[] }[]): string {
  return [
    `its first start needs internet access once, to ${downloads.map((download) => download.what).join(' and ')}. Later starts need no network.`,
    'No answer from:',
    ...failures.flatMap(({ reasons }) => reasons.map((reason) => `  - ${reason}`)),
    'Connect to the internet and run `npm start` again (behind a proxy, set HTTPS_PROXY and ELECTRON_GET_USE_PROXY=1).',
  ].join('\n');
}

/** The executable and the native binding electron-vite is started with, after whatever the first start fetches. */
export async function prepareStart(options: StartOptions): Promise<{ executable: string; bindingPath: string }> {
  const { projectRoot, env, platform, arch, run, log } = options;
  const electronDir = join(projectRoot, 'node_modules', 'electron');
  const binding = bindingStatus(projectRoot, platform, arch);
  const electron = installedElectron(electronDir, env);
  const downloads: Download[] = [];
  if (!electron) {
    downloads.push({ what: `download the Electron runtime ${binding.stamp.electron} (about 100 MB)`, hosts: [electronMirror(env)] });
    if (olderThan(options.nodeVersion, INSTALLER_NODE)) {
      log(`Electron's installer asks for Node ${INSTALLER_NODE.join('.')} or newer; this is Node ${options.nodeVersion}. Trying anyway.`);
    }
  }
  if (!binding.current) {
    const hosts = bindingHosts(env);
    downloads.push({ what: `prepare better-sqlite3 ${binding.stamp.betterSqlite3} for it`, hosts: [hosts.prebuilt, hosts.headers] });
  }
  if (downloads.length > 0 && !usesProxy(env)) {
    const failures = await unreachable(downloads, options.probe);
    if (failures.length > 0) throw new Error(offlineMessage(downloads, failures));
  }
  const executable = electron ?? (await ensureElectronBinary({ electronDir, env, run, log }));
  const { bindingPath } = await prepareElectronBinding({ projectRoot, platform, arch, env, run, log });
  return { executable, bindingPath };
}

/** Runs the whole chain; resolves with electron-vite's exit code. */
export async function startDesktop(options: StartOptions): Promise<number> {
  const { executable, bindingPath } = await prepareStart(options);
  options.log(`Starting Deck Dojo (electron-vite ${options.command}, Electron ${packageVersion(join(options.projectRoot, 'node_modules', 'electron'))})…`);
  const child = spawn(process.execPath, [packageBin(options.projectRoot, 'electron-vite'), options.command, ...options.args], {
    cwd: options.projectRoot,
    env: { ...options.env, ELECTRON_EXEC_PATH: executable, [NATIVE_BINDING_ENV]: bindingPath },
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
    log: (line) => console.log(line),
  }).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(`Deck Dojo cannot start: ${(error as Error).message}`);
      process.exitCode = 1;
    },
  );
}
