/** The installed packages the start chain and the packaging script drive, read from node_modules. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SQLITE_NAPI_PACKAGE } from '../../db/sqlite-package';

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

/**
 * better-sqlite3 13's prebuilt Node-API binary for this machine, which Electron loads as it is, found as the package
 * finds it (lib/binding.js); null where it ships none (it has Linux, macOS and Windows, x64 and arm64).
 */
export function prebuiltSqlite(projectRoot: string): string | null {
  const binding = createRequire(import.meta.url)(join(projectRoot, 'node_modules', SQLITE_NAPI_PACKAGE, 'lib', 'binding.js')) as { getPrebuildPath(): string | null };
  return binding.getPrebuildPath();
}

/** Compares dotted versions: negative when `a` is older than `b`. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  for (let index = 0; index < Math.max(x!.length, y!.length); index++) {
    const difference = (x![index] ?? 0) - (y![index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The newest GNU C library a Linux binary asks for (`GLIBC_2.34` among its symbol versions), when the machine's is
 * older; null when it runs here. The prebuilt binaries are made on a recent Linux, so an old distribution cannot load
 * them, and only says so in a linker error at the first database open.
 */
export function missingGlibc(binary: string, machineGlibc: string | undefined): { wanted: string; have: string } | null {
  if (!machineGlibc) return null;
  const wanted = [...readFileSync(binary, 'latin1').matchAll(/GLIBC_(\d+\.\d+(?:\.\d+)?)/g)]
    .map((match) => match[1]!)
    .reduce<string | null>((newest, version) => (newest === null || compareVersions(version, newest) > 0 ? version : newest), null);
  return wanted !== null && compareVersions(machineGlibc, wanted) < 0 ? { wanted, have: machineGlibc } : null;
}

/** The machine's GNU C library version, as Node reports it; undefined off Linux glibc (macOS, Windows, musl). */
export function machineGlibc(): string | undefined {
  // Node 20's types do not know excludeNetwork yet (added in 20.13).
  const report = process.report as NodeJS.ProcessReport & { excludeNetwork: boolean };
  const excluded = report.excludeNetwork;
  // The report would otherwise look up the machine's network connections, which can wait on a silent network.
  report.excludeNetwork = true;
  try {
    return (report.getReport() as { header: { glibcVersionRuntime?: string } }).header.glibcVersionRuntime;
  } finally {
    report.excludeNetwork = excluded;
  }
}
