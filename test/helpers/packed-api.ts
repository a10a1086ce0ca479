/**
 * API tests over the real card pools: `open()` makes a backend on a fresh copy of the packed database (every bundled
 * pack) and answers its calls (`apiOf`); each one's database is closed after its test.
 */
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { apiOf, makeBackend, type TestBackend } from './backend';
import { copyPackedDatabase } from './packed';
import { useTempDir } from './temp';

export function usePackedApi(): () => ReturnType<typeof apiOf> {
  const tempDir = useTempDir();
  const opened: TestBackend[] = [];
  afterEach(() => {
    for (const test of opened.splice(0)) test.db.close();
  });
  return () => {
    const dir = tempDir();
    copyPackedDatabase(join(dir, 'deck-dojo.db'));
    const test = makeBackend(dir);
    opened.push(test);
    return apiOf(test);
  };
}
