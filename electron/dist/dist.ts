/**
 * `npm run dist`: installers for this machine's platform in dist/ (Linux AppImage and deb, Windows NSIS, macOS dmg).
 * The app is built, then electron-builder packs it with ./config.ts. Arguments go on to electron-builder:
 * `npm run dist -- --dir` makes only the unpacked app. For this machine's platform it packs the Electron that
 * `npm start` downloaded; another platform's (`-- --win`) electron-builder downloads once. SQLite needs nothing: its
 * binaries ship prebuilt in better-sqlite3 13 (db/sqlite.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installedElectron } from '../start/electron-binary';
import { packageBin } from '../start/packages';
import { runCommand } from '../start/run';
import { BUILDER_CONFIG } from './config';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = process.env;

/** Does the command name a platform or another architecture than this machine's, for which its Electron is no use? */
const namesOtherTarget = (args: string[]) =>
  args.some((arg) => /^(--(win|windows|mac|macos|linux)|-[wml])$/.test(arg)) ||
  args.some((arg) => /^--(x64|ia32|armv7l|arm64|universal)$/.test(arg) && arg !== `--${process.arch}`);

async function dist(args: string[]): Promise<void> {
  await runCommand(process.execPath, [packageBin(projectRoot, 'electron-vite'), 'build'], { cwd: projectRoot, env });
  const electronDir = join(projectRoot, 'node_modules', 'electron');
  const installed = !namesOtherTarget(args) && installedElectron(electronDir, { ...env, ELECTRON_EXEC_PATH: undefined }) !== null;
  // The folder holding the executable (Electron.app on macOS), as electron's installer unpacked it.
  const config = installed ? { ...BUILDER_CONFIG, electronDist: env.ELECTRON_OVERRIDE_DIST_PATH || join(electronDir, 'dist') } : BUILDER_CONFIG;
  const configPath = join(projectRoot, '.cache', 'electron-builder.json');
  mkdirSync(dirname(configPath), { recursive: true });
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  await runCommand(process.execPath, [packageBin(projectRoot, 'electron-builder'), '--config', configPath, '--publish', 'never', ...args], {
    cwd: projectRoot,
    env,
  });
}

dist(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`npm run dist failed: ${(error as Error).message}`);
  process.exitCode = 1;
});
