import { join } from 'node:path';

export const DATABASE_FILE_NAME = 'deck-dojo.db';
const APP_FOLDER = 'deck-dojo';

export interface Environment {
  platform: NodeJS.Platform;
  home: string;
  env: Readonly<Record<string, string | undefined>>;
}

/** The platform's per-user data folder for Deck Dojo, the same for the desktop app, the CLI and the web bridge. */
export function userDataFolder({ platform, home, env }: Environment): string {
  if (platform === 'win32') return join(env.APPDATA || join(home, 'AppData', 'Roaming'), APP_FOLDER);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_FOLDER);
  return join(env.XDG_DATA_HOME || join(home, '.local', 'share'), APP_FOLDER);
}

/** `--db PATH` wins, then `DECKDOJO_DB`, then the default file in the user data folder. */
export function resolveDatabasePath(flag: string | undefined, environment: Environment): string {
  if (flag) return flag;
  if (environment.env.DECKDOJO_DB) return environment.env.DECKDOJO_DB;
  return join(userDataFolder(environment), DATABASE_FILE_NAME);
}
