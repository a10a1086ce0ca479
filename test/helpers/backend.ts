import { join } from 'node:path';
import { createBackend, type Backend } from '../../api/backend';
import type { Clock } from '../../api/handlers/types';
import { openDatabase, type AppDatabase } from '../../db/open';

export interface TestBackend {
  backend: Backend;
  db: AppDatabase;
  logged: { message: string; error: unknown }[];
}

/** A backend over a real database file in `dir`, with a fixed clock and captured logs. */
export function makeBackend(dir: string, clock: Clock = { now: () => new Date('2026-11-22T09:00:00Z') }): TestBackend {
  const db = openDatabase({ path: join(dir, 'deck-dojo.db') });
  const logged: TestBackend['logged'] = [];
  const backend = createBackend({ db, host: 'cli', clock, log: (message, error) => logged.push({ message, error }) });
  return { backend, db, logged };
}
