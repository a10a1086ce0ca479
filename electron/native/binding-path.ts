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
