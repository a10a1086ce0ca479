import { describe, expect, it } from 'vitest';
import { ensureSqliteLoads, Sqlite } from './sqlite';
import { sqlitePackageFor } from './sqlite-package';

describe('the SQLite driver', () => {
  it.each([
    ['Electron 45 (Node 24 inside)', { electron: '45.4.1', napi: '10' }, 'better-sqlite3-napi'],
    ['Electron without a Node-API version in sight', { electron: '45.4.1' }, 'better-sqlite3-napi'],
    ['Node 20.19 (Node-API 9)', { napi: '9' }, 'better-sqlite3'],
    ['Node 22.12 (Node-API 9)', { napi: '9' }, 'better-sqlite3'],
    ['Node 22.14 (Node-API 10)', { napi: '10' }, 'better-sqlite3-napi'],
    ['Node 24.21 (Node-API 10)', { napi: '10' }, 'better-sqlite3-napi'],
  ])('%s loads %s', (_runtime, versions, expected) => {
    expect(sqlitePackageFor(versions)).toBe(expected);
  });

  it('runs on this Node: the build it chose opens a database and answers', () => {
    ensureSqliteLoads();
    const db = new Sqlite(':memory:');
    expect(db.prepare('SELECT sqlite_version() AS version').get()).toEqual({ version: expect.stringMatching(/^3\.\d+\.\d+$/) });
    db.close();
  });
});
