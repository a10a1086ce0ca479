import { join } from 'node:path';

export const DATABASE_FILE_NAME = 'deck-dojo.db';
/** The folder named for the app inside the platform's data folders (the desktop app's userData is one too). */
export const APP_FOLDER = 'deck-dojo';

export interface Environment {
  platform: NodeJS.Platform;
  home: string;
  env: Readonly<Record<string, string | undefined>>;
}

/** The platform's per-user data folder for Deck Dojo (used by the CLI and the web bridge). */
export function userDataFolder({ platform, home, env }: Environment): string {
  if (platform === 'win32') return join(env.APPDATA || join(home, 'AppData', 'Roaming'), APP_FOLDER);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_FOLDER);
  return join(env.XDG_DATA_HOME || join(home, '.local', 'share'), APP_FOLDER);
}

/** `--db PATH` wins, then `DECKDOJO_DB`, then the default file in `folder`. */
export function resolveDatabasePath(flag: string | undefined, environment: Environment, folder?: string): string {
  if (flag) return flag;
  if (environment.env.DECKDOJO_DB) return environment.env.DECKDOJO_DB;
  return join(folder ?? userDataFolder(environment), DATABASE_FILE_NAME);
}
