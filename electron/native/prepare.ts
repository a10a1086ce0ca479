/**
 * Prepares better-sqlite3 for the desktop app: a copy of the package is built (or a prebuilt binary
 * fetched) for Electron's ABI in a staging folder, and the resulting binary is kept under .cache/. The Node
 * build in node_modules/better-sqlite3/build is never touched: tests, the CLI and the web bridge load it.
 * The start chain (./start.ts) runs this; it does nothing when the binary is already current.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { BINDING_FILE, electronBindingDir, STAMP_FILE } from './binding-path';
import { packageVersion } from './packages';

export type RunCommand = (
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; /** Killed past this: it has stalled. */ timeoutMs?: number },
) => Promise<void>;

/** A prebuilt binary or a compile from source takes minutes at most; past this the step has stalled. */
const BUILD_TIMEOUT_MS = 15 * 60_000;

export interface PrepareOptions {
  projectRoot: string;
  platform: string;
  arch: string;
  env: NodeJS.ProcessEnv;
  run: RunCommand;
  log(line: string): void;
}

export interface PrepareResult {
  bindingPath: string;
  /** False when a current binary was already there. */
  built: boolean;
}

interface Stamp {
  electron: string;
  betterSqlite3: string;
}

/** Environment for building against Electron: drop the npm settings that point node-gyp at Node's headers. */
function electronBuildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const clean: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(env)) {
    if (!/^npm_config_(nodedir|target|runtime|disturl|dist_url|arch)$/i.test(key)) clean[key] = value;
  }
  return clean;
}

/**
 * Where the binary for this install goes, and whether the one there is current (built from this better-sqlite3
 * for this Electron).
 */
export function bindingStatus(projectRoot: string, platform: string, arch: string): { bindingPath: string; current: boolean; stamp: Stamp } {
  const sourceDir = join(projectRoot, 'node_modules', 'better-sqlite3');
  const electronDir = join(projectRoot, 'node_modules', 'electron');
  if (!existsSync(sourceDir) || !existsSync(electronDir)) {
    throw new Error('better-sqlite3 or electron is not installed; run `npm install` first');
  }
  const stamp: Stamp = { electron: packageVersion(electronDir), betterSqlite3: packageVersion(sourceDir) };
  const targetDir = electronBindingDir(projectRoot, stamp.electron, platform, arch);
  const bindingPath = join(targetDir, BINDING_FILE);
  const stampPath = join(targetDir, STAMP_FILE);
  const current = existsSync(bindingPath) && existsSync(stampPath) && readFileSync(stampPath, 'utf8') === JSON.stringify(stamp);
  return { bindingPath, current, stamp };
}

/** Where better-sqlite3's prebuilt binaries are downloaded from (prebuild-install's own setting), and Electron's headers. */
export function bindingHosts(env: NodeJS.ProcessEnv): { prebuilt: string; headers: string } {
  return {
    prebuilt:
      env.npm_config_better_sqlite3_binary_host ||
      env.npm_config_better_sqlite3_binary_host_mirror ||
      'https://github.com/WiseLibs/better-sqlite3/releases/download/',
    headers: ELECTRON_HEADERS_URL,
  };
}

const ELECTRON_HEADERS_URL = 'https://electronjs.org/headers';

export async function prepareElectronBinding(options: PrepareOptions): Promise<PrepareResult> {
  const { projectRoot, platform, arch, run, log } = options;
  const { bindingPath, current, stamp } = bindingStatus(projectRoot, platform, arch);
  if (current) return { bindingPath, built: false };
  const sourceDir = join(projectRoot, 'node_modules', 'better-sqlite3');
  const targetDir = dirname(bindingPath);
  const stampPath = join(targetDir, STAMP_FILE);

  const stagingRoot = join(projectRoot, '.cache', 'electron-native');
  mkdirSync(stagingRoot, { recursive: true });
  const staging = mkdtempSync(join(stagingRoot, 'staging-'));
  const packageCopy = join(staging, 'better-sqlite3');
  try {
    // The sources only: the Node build output stays where it is.
    cpSync(sourceDir, packageCopy, {
      recursive: true,
      filter: (path) => !relative(sourceDir, path).split(sep).includes('build'),
    });
    const env = electronBuildEnv(options.env);
    // The build tools come from this install (prebuild-install arrives with better-sqlite3).
    const require = createRequire(import.meta.url);
    const target = ['--runtime=electron', `--target=${stamp.electron}`, `--arch=${arch}`];
    const attempts: { what: string; command: string; args: string[] }[] = [
      {
        what: 'download a prebuilt binary (prebuild-install)',
        command: process.execPath,
        args: [require.resolve('prebuild-install/bin.js'), ...target, `--platform=${platform}`],
      },
      {
        what: 'compile from source against Electron headers (node-gyp)',
        command: process.execPath,
        args: [
          require.resolve('node-gyp/bin/node-gyp.js'),
          'rebuild',
          '--release',
          ...target,
          `--dist-url=${ELECTRON_HEADERS_URL}`,
        ],
      },
    ];
    const failures: string[] = [];
    for (const attempt of attempts) {
      log(`better-sqlite3 for Electron ${stamp.electron}: trying to ${attempt.what}…`);
      try {
        await run(attempt.command, attempt.args, { cwd: packageCopy, env, timeoutMs: BUILD_TIMEOUT_MS });
        const built = join(packageCopy, 'build', 'Release', BINDING_FILE);
        if (!existsSync(built)) throw new Error(`it finished without producing build/Release/${BINDING_FILE}`);
        mkdirSync(targetDir, { recursive: true });
        cpSync(built, bindingPath);
        writeFileSync(stampPath, JSON.stringify(stamp));
        log(`better-sqlite3 for Electron ${stamp.electron} is ready: ${bindingPath}`);
        return { bindingPath, built: true };
      } catch (error) {
        failures.push(`could not ${attempt.what}: ${(error as Error).message}`);
      }
    }
    throw new Error(
      `better-sqlite3 could not be prepared for Electron ${stamp.electron} (this needs internet access once):\n` +
        failures.map((line) => `  - ${line}`).join('\n'),
    );
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

export const runCommand: RunCommand = (command, args, { cwd, env, timeoutMs }) =>
  new Promise((resolveRun, rejectRun) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    let stalled = false;
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            stalled = true;
            child.kill();
          }, timeoutMs);
    child.on('error', rejectRun);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolveRun();
      else if (stalled) rejectRun(new Error(`stopped after ${Math.round(timeoutMs! / 60_000)} minutes without finishing`));
      else rejectRun(new Error(signal ? `was stopped by ${signal}` : `exited with status ${code}`));
    });
  });
