/**
 * `npm run dist`: installers for this machine's platform in dist/ (Linux AppImage and deb, Windows NSIS, macOS dmg).
 * better-sqlite3 is prepared for Electron first (../native/prepare.ts), the app is built, then electron-builder packs
 * it with ./config.ts. Arguments go on to electron-builder: `npm run dist -- --dir` makes only the unpacked app.
 * The first run needs internet access: electron-builder downloads Electron for the target, and better-sqlite3 is
 * fetched or compiled for it once.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageBin, packageVersion } from '../native/packages';
import { prepareElectronBinding, runCommand } from '../native/prepare';
import { builderConfig } from './config';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = process.env;

async function dist(args: string[]): Promise<void> {
  const { bindingPath } = await prepareElectronBinding({
    projectRoot,
    platform: process.platform,
    arch: process.arch,
    env,
    run: runCommand,
    log: (line) => console.log(line),
  });
  await runCommand(process.execPath, [packageBin(projectRoot, 'electron-vite'), 'build'], { cwd: projectRoot, env });
  const config = builderConfig({ bindingPath, electronVersion: packageVersion(join(projectRoot, 'node_modules', 'electron')) });
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
