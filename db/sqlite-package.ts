/**
 * Which better-sqlite3 a runtime loads (./sqlite.ts says why two): named here, apart from the loading, so the start
 * chain and the packaging can name the package without loading SQLite.
 */

/** The npm alias under which better-sqlite3 13, prebuilt for Node-API 10, is installed. */
export const SQLITE_NAPI_PACKAGE = 'better-sqlite3-napi';
/** better-sqlite3 12, an optional dependency that `npm install` compiles: only Node 20 loads it. */
export const SQLITE_SOURCE_PACKAGE = 'better-sqlite3';

/** Node-API 10 came with Node 22.14, and Electron always has it. */
export function sqlitePackageFor(versions: { electron?: string; napi?: string }): string {
  return versions.electron || Number(versions.napi) >= 10 ? SQLITE_NAPI_PACKAGE : SQLITE_SOURCE_PACKAGE;
}
