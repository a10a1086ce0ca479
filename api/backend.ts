import type { Database } from 'better-sqlite3';
import * as v from 'valibot';
import { undoAbandonedImports } from '../db/import-journal';
import { bundledMigrations, migrate } from '../db/migrations';
import { isLockedOut, sqliteCode } from '../db/write';
import type { AppDatabase } from '../db/open';
import type { EventMessage, HostKind, MethodName, Response } from './contract';
import { ApiError } from './errors';
import { appHandlers } from './handlers/app';
import { importLive } from './services/imports';
import { cardsHandlers } from './handlers/cards';
import { decksHandlers } from './handlers/decks';
import { libraryHandlers } from './handlers/library';
import { recentHandlers } from './handlers/recent';
import { updatesHandlers } from './handlers/updates';
import { gamesHandlers } from './handlers/games';
import { imagesHandlers } from './handlers/images';
import { settingsHandlers } from './handlers/settings';
import { readSettings } from './services/settings';
import { matchesHandlers } from './handlers/matches';
import { createTables } from './handlers/tables';
import { BACKUP_INTERVAL_MS, createBackups, type BackupService } from './handlers/backups';
import type { Clock, HandlerContext, Handlers } from './handlers/types';
import { createCardImageStore, imageCacheDir, type CardImageStore } from './services/images';
import { streamLogger, type Logger } from './services/log';
import { describeIssues, isMethodName, paramSchemas } from './schemas';

export const systemClock: Clock = { now: () => new Date() };

export interface BackendOptions {
  db: AppDatabase;
  host: HostKind;
  clock?: Clock;
  /**
   * Where backups, restores, imports and unexpected failures are noted (a failure's caller only sees a short
   * INTERNAL error). Defaults to warnings and errors on stderr.
   */
  log?: Logger;
  /**
   * May a call read this file? Paths in params are never trusted as such: the desktop app approves the files chosen
   * in its open dialog, the web bridge the files uploaded to it. The CLI, where the player typed the path, approves
   * every path (the default there); the other hosts approve none by default.
   */
  approvedPath?: (path: string) => boolean;
  /**
   * May a call set or count this image folder (`settings.update`'s `imageFolders`, `images.check`)? The desktop app
   * approves the folders chosen in its folder dialog; the web bridge and the CLI every folder (the default there:
   * their player types the path on their own machine, docs/architecture.md §2). A folder saved before stays usable.
   */
  approvedFolder?: (path: string) => boolean;
  /**
   * What a restored copy needs before use, as the host's own open does it: the latest schema, and for the app's
   * hosts the bundled card packs it lacks (completeDatabase in ./database). Defaults to the migrations alone.
   */
  completeDatabase?: (sql: Database, now: Date) => void;
  /** Back up at start (when the data changed since the last automatic backup) and daily while running. */
  automaticBackups?: boolean;
  /** How long a write waits for another program's write lock before it answers BUSY (default 5 s). */
  busyWaitMs?: number;
  /**
   * How long a backup may make no progress before it stops with an error, and how long `close` waits for one under
   * way before stopping it (defaults: 10 s and 5 s; tests shorten them).
   */
  backupTimeouts?: { stallMs?: number; closeWaitMs?: number };
}

export type EventListener = (message: EventMessage) => void;

/** The one backend every host adapts: Electron IPC, the HTTP web bridge and the CLI. */
export interface Backend {
  /** Validates and runs one call. Never throws: every failure is an `{ ok: false }` response. */
  invoke(method: unknown, params: unknown): Promise<Response>;
  subscribe(listener: EventListener): () => void;
  /** Card pictures, which hosts serve as files by address rather than through `invoke` (see CardImageScheme). */
  images: CardImageStore;
  backups: BackupService;
  /**
   * Stops the daily backup timer and waits for a backup under way, for a bounded time: past it the backup is
   * stopped (and leaves no file), so quitting never hangs. The host closes the database after.
   */
  close(): Promise<void>;
}

/** How often a running app looks whether the daily backup is due. */
const BACKUP_CHECK_MS = 60 * 60 * 1000;
/** How long closing waits for a backup under way: one of a large database takes a few seconds. */
const CLOSE_WAIT_MS = 5000;

/**
 * SQLite's own wait for the write lock on the host's connection. Its busy handler sleeps on this thread, which in
 * the desktop app is the main process: kept to a few ms, and the longer wait is invoke's, on timers.
 */
const LOCK_SPIN_MS = 5;
const BUSY_WAIT_MS = 5000;
/** The pauses between tries (ms), growing to the last: short, so a try soon meets an import between its batches. */
const BUSY_BACKOFF = [2, 5, 10];

/** SQLite failures the caller can act on, as their error codes; anything else stays INTERNAL. */
function storageError(method: MethodName, error: unknown): ApiError | null {
  const code = sqliteCode(error);
  // Every write takes the lock at BEGIN IMMEDIATE (db/write.ts): a lock met means nothing of the call was written.
  if (isLockedOut(error)) return new ApiError('BUSY', `${method}: another program is writing to the same database; nothing was saved. Try again.`);
  if (code === 'SQLITE_FULL') return new ApiError('DISK_FULL', `${method}: the disk is full; nothing was saved, and what was saved before is intact. Free some space and try again.`);
  if (code.startsWith('SQLITE_READONLY')) {
    return new ApiError('READ_ONLY', `${method}: the database cannot be written (the file or its folder is read-only); nothing was saved.`);
  }
  return null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createBackend(options: BackendOptions): Backend {
  const log = options.log ?? streamLogger((line) => process.stderr.write(line));
  // An import killed half-way is undone before anything reads its cards (the open's busy wait still applies here).
  try {
    for (const importId of undoAbandonedImports(options.db.sql, (run) => importLive(run))) log.warn(`an import that was stopped half-way (${importId}) was undone`);
  } catch (error) {
    log.error('an import that was stopped half-way could not be undone yet; the next start tries again', error);
  }
  options.db.sql.pragma(`busy_timeout = ${LOCK_SPIN_MS}`);
  const busyWaitMs = options.busyWaitMs ?? BUSY_WAIT_MS;
  const listeners = new Set<EventListener>();
  const context: HandlerContext = {
    db: options.db,
    host: options.host,
    log,
    clock: options.clock ?? systemClock,
    emit: (event, payload) => {
      const message = { event, payload } as EventMessage;
      for (const listener of listeners) {
        try {
          listener(message);
        } catch (error) {
          log.error(`event listener failed on ${event}`, error);
        }
      }
    },
  };
  const images = createCardImageStore({ sql: options.db.sql, cacheDir: imageCacheDir(options.db.path), settings: () => readSettings(options.db) });
  const tables = createTables(context);
  const approvedPath = options.approvedPath ?? (() => options.host === 'cli');
  const approvedFolder = options.approvedFolder ?? (() => options.host !== 'electron');
  const backups = createBackups(context, {
    approvedPath,
    complete: options.completeDatabase ?? ((sql, now) => migrate(sql, bundledMigrations(), now)),
    stallMs: options.backupTimeouts?.stallMs,
    lockWaitMs: busyWaitMs,
  });
  const handlers: Handlers = {
    ...appHandlers(context),
    ...gamesHandlers(),
    ...settingsHandlers(context, approvedFolder),
    ...imagesHandlers(context, images, approvedFolder),
    ...cardsHandlers(context, approvedPath),
    ...updatesHandlers(context),
    ...decksHandlers(context),
    ...libraryHandlers(context),
    ...recentHandlers(context),
    ...tables.handlers,
    ...matchesHandlers(context, tables.service),
    ...backups.handlers,
  };
  let backupTimer: NodeJS.Timeout | undefined;
  let automatic: Promise<unknown> = Promise.resolve();
  if (options.automaticBackups) {
    const runAutomatic = (olderThanMs?: number) => {
      automatic = backups.service.automatic(olderThanMs).catch((error: unknown) => log.error('the automatic backup failed', error));
    };
    runAutomatic();
    backupTimer = setInterval(() => runAutomatic(BACKUP_INTERVAL_MS), BACKUP_CHECK_MS);
    backupTimer.unref();
  }

  async function run(method: MethodName, params: unknown): Promise<unknown> {
    // Schemas' objects take a list too (its keys are indexes): params are named fields, or none at all.
    if (params !== undefined && params !== null && (typeof params !== 'object' || Array.isArray(params))) {
      throw new ApiError('INVALID_PARAMS', `${method}: params must be an object of named fields, not ${Array.isArray(params) ? 'a list' : `a ${typeof params}`}`);
    }
    const parsed = v.safeParse(paramSchemas[method], params ?? {});
    if (!parsed.success) throw new ApiError('INVALID_PARAMS', `${method}: ${describeIssues(parsed.issues)}`);
    const handler = handlers[method] as (params: unknown) => unknown;
    // A write that met another program's lock wrote nothing: the call runs again, waiting on timers so the other
    // calls of this host go on meanwhile.
    const started = Date.now();
    for (let attempt = 0; ; attempt++) {
      try {
        return await handler(parsed.output);
      } catch (error) {
        const wait = BUSY_BACKOFF[Math.min(attempt, BUSY_BACKOFF.length - 1)]!;
        if (!isLockedOut(error) || Date.now() - started + wait > busyWaitMs) throw error;
        await pause(wait);
      }
    }
  }

  return {
    async invoke(method, params) {
      if (typeof method !== 'string' || !isMethodName(method)) {
        return { ok: false, error: { code: 'UNKNOWN_METHOD', message: `unknown method ${JSON.stringify(method)}` } };
      }
      try {
        const result = await run(method, params);
        return { ok: true, result } as Response;
      } catch (error) {
        if (error instanceof ApiError) return { ok: false, error: error.toBody() };
        const storage = storageError(method, error);
        if (storage) {
          // An expected state of the machine, not a fault of the code: SQLite's words, no stack.
          log.warn(`${storage.message} (SQLite: ${(error as Error).message})`);
          return { ok: false, error: storage.toBody() };
        }
        log.error(`${method} failed`, error);
        return { ok: false, error: { code: 'INTERNAL', message: `${method} failed: ${(error as Error).message}` } };
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    images,
    backups: backups.service,
    async close() {
      clearInterval(backupTimer);
      const waitMs = options.backupTimeouts?.closeWaitMs ?? CLOSE_WAIT_MS;
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([automatic.then(() => true), new Promise<boolean>((resolve) => (timer = setTimeout(resolve, waitMs, false)))]);
      clearTimeout(timer);
      if (finished) return;
      log.warn(`a backup was still under way after ${waitMs / 1000} s; it was stopped so the app can close`);
      backups.service.stop();
      await automatic;
    },
  };
}
