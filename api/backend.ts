import * as v from 'valibot';
import type { AppDatabase } from '../db/open';
import type { EventMessage, HostKind, MethodName, Response } from './contract';
import { ApiError } from './errors';
import { appHandlers } from './handlers/app';
import { cardsHandlers } from './handlers/cards';
import { decksHandlers } from './handlers/decks';
import { libraryHandlers } from './handlers/library';
import { updatesHandlers } from './handlers/updates';
import { gamesHandlers } from './handlers/games';
import { imagesHandlers } from './handlers/images';
import { readSettings, settingsHandlers } from './handlers/settings';
import { matchesHandlers } from './handlers/matches';
import { createTables } from './handlers/tables';
import type { Clock, HandlerContext, Handlers } from './handlers/types';
import { createCardImageStore, imageCacheDir, type CardImageStore } from './images';
import { describeIssues, isMethodName, paramSchemas } from './schemas';

export const systemClock: Clock = { now: () => new Date() };

export interface BackendOptions {
  db: AppDatabase;
  host: HostKind;
  clock?: Clock;
  /** Where unexpected handler failures are reported; the caller only sees a short INTERNAL error. */
  log?: (message: string, error: unknown) => void;
}

export type EventListener = (message: EventMessage) => void;

/** The one backend every host adapts: Electron IPC, the HTTP web bridge and the CLI. */
export interface Backend {
  /** Validates and runs one call. Never throws: every failure is an `{ ok: false }` response. */
  invoke(method: unknown, params: unknown): Promise<Response>;
  subscribe(listener: EventListener): () => void;
  /** Card pictures, which hosts serve as files by address rather than through `invoke` (see CardImageScheme). */
  images: CardImageStore;
}

export function createBackend(options: BackendOptions): Backend {
  const log = options.log ?? ((message, error) => console.error(message, error));
  const listeners = new Set<EventListener>();
  const context: HandlerContext = {
    db: options.db,
    host: options.host,
    clock: options.clock ?? systemClock,
    emit: (event, payload) => {
      const message = { event, payload } as EventMessage;
      for (const listener of listeners) {
        try {
          listener(message);
        } catch (error) {
          log(`event listener failed on ${event}`, error);
        }
      }
    },
  };
  const images = createCardImageStore({ sql: options.db.sql, cacheDir: imageCacheDir(options.db.path), settings: () => readSettings(options.db) });
  const tables = createTables(context);
  const handlers: Handlers = {
    ...appHandlers(context),
    ...gamesHandlers(),
    ...settingsHandlers(context),
    ...imagesHandlers(context, images),
    ...cardsHandlers(context),
    ...updatesHandlers(context),
    ...decksHandlers(context),
    ...libraryHandlers(context),
    ...tables.handlers,
    ...matchesHandlers(context, tables.service),
  };

  async function run(method: MethodName, params: unknown): Promise<unknown> {
    const parsed = v.safeParse(paramSchemas[method], params ?? {});
    if (!parsed.success) throw new ApiError('INVALID_PARAMS', `${method}: ${describeIssues(parsed.issues)}`);
    const handler = handlers[method] as (params: unknown) => unknown;
    return await handler(parsed.output);
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
        log(`${method} failed`, error);
        return { ok: false, error: { code: 'INTERNAL', message: `${method} failed: ${(error as Error).message}` } };
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    images,
  };
}
