import { join } from 'node:path';
import { createBackend, type Backend } from '../../api/backend';
import type { EventMessage, HostKind, LogEntry, MethodName, Params, Response, Result } from '../../api/contract';
import type { Clock } from '../../api/handlers/types';
import type { Logger } from '../../api/services/log';
import { loadBundledPacks } from '../../db/bundled-packs';
import { loadMigrations } from '../../db/migrations';
import { openDatabase, type AppDatabase } from '../../db/open';
import { findGame } from '../../engine/games/registry';

export interface LoggedEntry {
  level: LogEntry['level'];
  message: string;
  error: unknown;
}

export interface TestBackend {
  backend: Backend;
  db: AppDatabase;
  /** The errors the backend logged (unexpected failures). */
  logged: LoggedEntry[];
  /** Everything it logged: notes and warnings too. */
  notes: LoggedEntry[];
}

/** A logger that keeps every entry as given, the error object itself included; errors also go to `errors`. */
export function recordingLogger(entries: LoggedEntry[] = [], errors: LoggedEntry[] = []): Logger & { entries: LoggedEntry[] } {
  const note = (level: LoggedEntry['level']) => (message: string, error?: unknown) => {
    entries.push({ level, message, error });
    if (level === 'error') errors.push({ level, message, error });
  };
  return {
    entries,
    path: null,
    info: note('info'),
    warn: note('warn'),
    error: note('error'),
    problems: () => entries.filter((entry) => entry.level !== 'info').map(({ level, message }) => ({ time: TEST_NOW.toISOString(), level, message })),
  };
}

export const TEST_NOW = new Date('2026-11-22T09:00:00Z');
export const LATEST_SCHEMA_VERSION = loadMigrations().length;

/**
 * A backend over a real database file in `dir` (or an in-memory one for `':memory:'`), with a fixed clock and
 * captured logs, as `host` runs it (the CLI by default). `packs` names bundled pack files to load (none by default:
 * most tests need no cards, and the big packs take seconds).
 */
export function makeBackend(
  dir: string,
  { clock = { now: () => TEST_NOW }, packs = [], host = 'cli', busyWaitMs }: { clock?: Clock; packs?: string[]; host?: HostKind; busyWaitMs?: number } = {},
): TestBackend {
  const db = openDatabase({ path: dir === ':memory:' ? dir : join(dir, 'deck-dojo.db') });
  if (packs.length > 0) loadBundledPacks(db.sql, { cardLanguage: (game) => findGame(game)!.cardLanguage, now: clock.now(), only: packs });
  const notes: LoggedEntry[] = [];
  const logged: LoggedEntry[] = [];
  const backend = createBackend({ db, host, clock, log: recordingLogger(notes, logged), busyWaitMs });
  return { backend, db, logged, notes };
}

/** A backend's calls as tests make them: `call` answers the envelope, `ok` the result (else it throws); `events` collects pushes. */
export function apiOf(test: TestBackend) {
  const events: EventMessage[] = [];
  test.backend.subscribe((message) => events.push(message));
  const call = <M extends MethodName>(method: M, params: Params<M>) => test.backend.invoke(method, params) as Promise<Response<M>>;
  const ok = async <M extends MethodName>(method: M, params: Params<M>): Promise<Result<M>> => {
    const response = await call(method, params);
    if (!response.ok) throw new Error(`${method}: ${response.error.code} ${response.error.message}`);
    return response.result;
  };
  return { ...test, call, ok, events };
}
