import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveDatabasePath, userDataFolder } from './location';

describe('database location', () => {
  it('uses the platform user data folder', () => {
    expect(userDataFolder({ platform: 'linux', home: '/home/aki', env: {} })).toBe('/home/aki/.local/share/deck-dojo');
    expect(userDataFolder({ platform: 'linux', home: '/home/aki', env: { XDG_DATA_HOME: '/data' } })).toBe(
      '/data/deck-dojo',
    );
    expect(userDataFolder({ platform: 'darwin', home: '/Users/aki', env: {} })).toBe(
      '/Users/aki/Library/Application Support/deck-dojo',
    );
    expect(userDataFolder({ platform: 'win32', home: 'C:/Users/aki', env: { APPDATA: 'C:/Users/aki/AppData/Roaming' } })).toBe(
      join('C:/Users/aki/AppData/Roaming', 'deck-dojo'),
    );
  });

  it('prefers --db, then DECKDOJO_DB, then the default file', () => {
    const environment = { platform: 'linux' as const, home: '/home/aki', env: { DECKDOJO_DB: '/env.db' } };
    expect(resolveDatabasePath('/flag.db', environment)).toBe('/flag.db');
    expect(resolveDatabasePath(undefined, environment)).toBe('/env.db');
    expect(resolveDatabasePath(undefined, { ...environment, env: {} })).toBe('/home/aki/.local/share/deck-dojo/deck-dojo.db');
  });
});
