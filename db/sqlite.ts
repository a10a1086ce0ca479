/**
 * The SQLite driver, better-sqlite3, in the build this runtime can load:
 * - version 13 is one Node-API binary per platform, prebuilt inside its package: the desktop app (Electron) and
 *   Node ≥ 22.14 load it as it is, with nothing to compile or download, from a clone or an installer alike;
 * - Node 20 lacks Node-API 10, so there version 12 is loaded, which `npm install` compiles for that Node. Version 12
 *   must not run on Node ≥ 24.19: the garbage collector's finalizing of its statements aborts the process
 *   ("RemoveEnvironmentCleanupHook … Assertion failed"; WiseLibs/better-sqlite3#1515).
 * Both speak the same API (@types/better-sqlite3 describes it). Which one a runtime takes: ./sqlite-package.ts.
 */
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import { SQLITE_SOURCE_PACKAGE, sqlitePackageFor } from './sqlite-package';

function loadDriver(): typeof BetterSqlite3 {
  const name = sqlitePackageFor(process.versions as { electron?: string; napi?: string });
  try {
    return createRequire(import.meta.url)(name) as typeof BetterSqlite3;
  } catch (error) {
    throw new Error(
      name === SQLITE_SOURCE_PACKAGE
        ? `better-sqlite3 12, which Node ${process.versions.node} needs, is not installed: run \`npm ci\` with a C++ toolchain (python3, make, g++), or use Node 22.14 or newer`
        : `${name} is not installed: run \`npm ci\``,
      { cause: error },
    );
  }
}

export const Sqlite = loadDriver();

let loads = false;

/**
 * Loads the driver's native binary once (opening a database in memory), so a machine it cannot run on (a Linux older
 * than its C library) is told so, not that its database cannot be opened.
 */
export function ensureSqliteLoads(): void {
  if (loads) return;
  try {
    new Sqlite(':memory:').close();
  } catch (error) {
    throw new Error(`SQLite cannot run on this machine: ${(error as Error).message}`, { cause: error });
  }
  loads = true;
}
