/** The installed packages the start chain and the packaging script drive, read from node_modules. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

interface PackageJson {
  version: string;
  bin?: Record<string, string>;
}

const read = (packageDir: string) => JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as PackageJson;

export function packageVersion(packageDir: string): string {
  return read(packageDir).version;
}

/** The script of a package's command (its exports may hide the file from require.resolve). */
export function packageBin(projectRoot: string, name: string, command = name): string {
  const packageDir = join(projectRoot, 'node_modules', name);
  const script = read(packageDir).bin?.[command];
  if (!script) throw new Error(`${name} has no command ${command}; run \`npm install\``);
  return join(packageDir, script);
}

/** The npm alias under which better-sqlite3 13 is installed (db/sqlite.ts says why two versions). */
export const SQLITE_NAPI_PACKAGE = 'better-sqlite3-napi';

/**
 * better-sqlite3 13's prebuilt Node-API binary for this machine, which Electron loads as it is, found as the package
 * finds it (lib/binding.js); null where it ships none (it has Linux, macOS and Windows, x64 and arm64).
 */
export function prebuiltSqlite(projectRoot: string): string | null {
  const binding = createRequire(import.meta.url)(join(projectRoot, 'node_modules', SQLITE_NAPI_PACKAGE, 'lib', 'binding.js')) as { getPrebuildPath(): string | null };
  return binding.getPrebuildPath();
}
