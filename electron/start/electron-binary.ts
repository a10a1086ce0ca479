/**
 * The Electron executable for `npm start` and `npm run dev`. Electron 45's package has no install script: its
 * binary arrives only through its own installer (install.js, the `install-electron` command), and electron-vite
 * only reads node_modules/electron/path.txt ("Electron uninstall" without it). So the start chain runs that
 * installer when the binary is missing, and hands electron-vite the executable by ELECTRON_EXEC_PATH.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageVersion } from './packages';
import type { RunCommand } from './run';

/** The installer downloads about 100 MB; past this it has stalled, not slowed. */
const INSTALL_TIMEOUT_MS = 30 * 60_000;

/** Where @electron/get downloads from, read from the same settings it reads (mirrors in .npmrc or the environment). */
export function electronMirror(env: NodeJS.ProcessEnv): string {
  return (
    env.npm_config_electron_mirror ||
    env.NPM_CONFIG_ELECTRON_MIRROR ||
    env.npm_package_config_electron_mirror ||
    env.ELECTRON_MIRROR ||
    'https://github.com/electron/electron/releases/download/'
  );
}

/**
 * The executable when it is there, as electron's own index.js and install.js find it: ELECTRON_EXEC_PATH (which
 * electron-vite honours), else path.txt and dist/version matching the package, under ELECTRON_OVERRIDE_DIST_PATH
 * or dist/. Null when it has to be downloaded.
 */
export function installedElectron(electronDir: string, env: NodeJS.ProcessEnv): string | null {
  if (env.ELECTRON_EXEC_PATH) {
    if (!existsSync(env.ELECTRON_EXEC_PATH)) throw new Error(`ELECTRON_EXEC_PATH names ${env.ELECTRON_EXEC_PATH}, which does not exist`);
    return env.ELECTRON_EXEC_PATH;
  }
  const pathFile = join(electronDir, 'path.txt');
  const versionFile = join(electronDir, 'dist', 'version');
  if (!existsSync(pathFile) || !existsSync(versionFile)) return null;
  if (readFileSync(versionFile, 'utf8').trim().replace(/^v/, '') !== packageVersion(electronDir)) return null;
  const executable = join(env.ELECTRON_OVERRIDE_DIST_PATH || join(electronDir, 'dist'), readFileSync(pathFile, 'utf8').trim());
  return existsSync(executable) ? executable : null;
}

export interface ElectronBinaryOptions {
  electronDir: string;
  env: NodeJS.ProcessEnv;
  run: RunCommand;
  log(line: string): void;
}

/** The executable, downloaded first through electron's installer when it is missing. */
export async function ensureElectronBinary({ electronDir, env, run, log }: ElectronBinaryOptions): Promise<string> {
  const found = installedElectron(electronDir, env);
  if (found) return found;
  const version = packageVersion(electronDir);
  log(`Electron ${version} is not downloaded yet: fetching it from ${electronMirror(env)} (once, about 100 MB)…`);
  try {
    await run(process.execPath, [join(electronDir, 'install.js')], { cwd: electronDir, env, timeoutMs: INSTALL_TIMEOUT_MS });
  } catch (error) {
    throw new Error(`Electron ${version} could not be downloaded: ${(error as Error).message}`, { cause: error });
  }
  const installed = installedElectron(electronDir, env);
  if (!installed) throw new Error(`Electron's installer finished, but no Electron ${version} executable is in ${join(electronDir, 'dist')}`);
  log(`Electron ${version} is ready: ${installed}`);
  return installed;
}
