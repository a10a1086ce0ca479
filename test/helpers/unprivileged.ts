import { spawnSync } from 'node:child_process';
import { chownSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** `nobody`: root passes every file permission check, so permission tests run their process as this user. */
const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;

/** Hands `path` (and all in it) to the user runUnprivileged runs as; nothing to do when the tests are not root. */
export function giveAway(path: string): void {
  if (!asRoot) return;
  chownSync(path, NOBODY, NOBODY);
  if (statSync(path).isDirectory()) for (const name of readdirSync(path)) giveAway(join(path, name));
}

/**
 * Can the unprivileged user run this project's code? Not when the tests run as root from a folder only root may
 * enter (a clone in /root, a Node unpacked in a private temp folder): permission tests cannot be made there.
 */
export function unprivilegedRuns(): boolean {
  if (!asRoot) return true;
  const probe = spawnSync(process.execPath, ['-e', `require('node:fs').accessSync(${JSON.stringify(join(ROOT, 'node_modules', 'tsx', 'package.json'))})`], {
    cwd: ROOT,
    stdio: 'ignore',
    uid: NOBODY,
    gid: NOBODY,
  });
  return probe.status === 0;
}

/**
 * Runs a TypeScript file of the project (through tsx) or bin/deckdojo.js with `args`, as a user file permissions
 * apply to: nobody when the tests run as root, else the tests' own user.
 */
export function runUnprivileged(file: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, file), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, HOME: '/tmp', ...env },
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
