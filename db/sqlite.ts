/**
 * The SQLite driver, better-sqlite3, in the build this runtime can load:
 * - version 13 is one Node-API binary per platform, prebuilt inside its package: the desktop app (Electron) and
 *   Node ≥ 22.14 load it as it is, with nothing to compile or download, from a clone or an installer alike;
 * - Node 20 lacks Node-API 10, so there version 12 is loaded, which `npm install` compiles for that Node. Version 12
 *   must not run on Node ≥ 24.19: the garbage collector's finalizing of its statements aborts the process
 *   ("RemoveEnvironmentCleanupHook … Assertion failed"; WiseLibs/better-sqlite3#1515).
 * Both speak the same API (@types/better-sqlite3 describes it).
 */
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/** Node-API 10 came with Node 22.14; Electron always has it. */
const hasNodeApi10 = Boolean(process.versions.electron) || Number(process.versions.napi) >= 10;

/** The package loaded: the npm alias of better-sqlite3 13, or better-sqlite3 12. */
export const SQLITE_PACKAGE = hasNodeApi10 ? 'better-sqlite3-napi' : 'better-sqlite3';

export const Sqlite = createRequire(import.meta.url)(SQLITE_PACKAGE) as typeof BetterSqlite3;
