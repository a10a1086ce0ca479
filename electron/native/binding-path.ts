import { join } from 'node:path';

/**
 * Where the better-sqlite3 binary built for Electron's ABI lives. It is kept apart from
 * node_modules/better-sqlite3/build, which stays built for Node because tests, the CLI and the web bridge
 * load it.
 */
export function electronBindingDir(projectRoot: string, electronVersion: string, platform: string, arch: string): string {
  return join(projectRoot, '.cache', 'electron-native', `electron-${electronVersion}-${platform}-${arch}`);
}

export const BINDING_FILE = 'better_sqlite3.node';
/** Records which better-sqlite3 version the binary was built from, so an upgrade triggers a rebuild. */
export const STAMP_FILE = 'stamp.json';

/**
 * The start chain (./start.ts) names the prepared binary to the main process in this variable; an app started
 * any other way falls back to the path above, and a packaged app carries its own.
 */
export const NATIVE_BINDING_ENV = 'DECKDOJO_NATIVE_BINDING';

/** Where a packaged app carries the binary, under its resources folder (outside the asar archive: it is loaded by the OS). */
export const PACKAGED_BINDING = `native/${BINDING_FILE}`;
