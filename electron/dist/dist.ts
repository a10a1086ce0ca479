/**
 * `npm run dist`: installers for this machine's platform in dist/ (Linux AppImage and deb, Windows NSIS, macOS dmg).
 * The app is built, then electron-builder packs it with ./config.ts. Arguments go on to electron-builder:
 * `npm run dist -- --dir` makes only the unpacked app. electron-builder downloads Electron for the target once
 * (internet needed then); SQLite needs nothing, its binaries ship prebuilt in better-sqlite3 13 (db/sqlite.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageBin } from '../native/packages';
import { runCommand } from '../native/run';
import { BUILDER_CONFIG } from './config';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = process.env;

async function dist(args: string[]): Promise<void> {
  await runCommand(process.execPath, [packageBin(projectRoot, 'electron-vite'), 'build'], { cwd: projectRoot, env });
  const configPath = join(projectRoot, '.cache', 'electron-builder.json');
  mkdirSync(dirname(configPath), { recursive: true });
  writeFileSync(configPath, JSON.stringify(BUILDER_CONFIG, null, 2));
  await runCommand(process.execPath, [packageBin(projectRoot, 'electron-builder'), '--config', configPath, '--publish', 'never', ...args], {
    cwd: projectRoot,
    env,
  });
}

dist(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`npm run dist failed: ${(error as Error).message}`);
  process.exitCode = 1;
});
