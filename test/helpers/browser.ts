/**
 * Chromium and the web bridge as the end-to-end tests and the browser benchmarks start them. No vitest here:
 * `npm run bench` runs outside the test runner.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium, or CHROMIUM_PATH. Missing is an error that says how to install it, never a skip. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const path = env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. The end-to-end tests need it: install it with ` +
        '`sudo apt-get install -y chromium fonts-noto-cjk` (Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
  }
  return path;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface ServedApp {
  /** The address `serve` printed, with its token: a page opened there may use the app (see callOverHttp for scripts). */
  url: string;
  token: string;
  stop(): Promise<number | null>;
}

/** Starts the real web bridge (`deckdojo serve`) on a free port over the given database file. */
export async function serveApp(dbPath: string): Promise<ServedApp> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(PROJECT_ROOT, 'bin', 'deckdojo.js'), 'serve', '--port', '0', '--json', '--db', dbPath],
    { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const firstLine = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', resolve);
    void exited.then((code) => reject(new Error(`deckdojo serve exited with ${code}: ${stderr}`)));
  });
  const { url, token } = JSON.parse(firstLine) as { url: string; token: string };
  return {
    url,
    token,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
