import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type AppDatabase } from '../../db/open';
import { copyPackedDatabase } from './packed';

/**
 * One copy of the packed database (every bundled pack) open for a whole test file, closed and removed after it:
 * for tests that read the real card pools and write little or nothing.
 */
export function usePackedDatabase(): () => AppDatabase {
  let dir: string | undefined;
  let db: AppDatabase | undefined;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'deck-dojo-packed-'));
    db = openDatabase({ path: copyPackedDatabase(join(dir, 'deck-dojo.db')) });
  });
  afterAll(() => {
    db?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!db) throw new Error('usePackedDatabase: the database opens in beforeAll');
    return db;
  };
}
