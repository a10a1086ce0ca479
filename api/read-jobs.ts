/**
 * Heavy reads in a worker thread (api/read-worker.ts) with its own connection to the database file, so that a big
 * decklist or deck never holds the thread every other call is answered on (docs/architecture.md §4).
 */
import type { ApiErrorBody, Params, Result } from './contract';
import { ApiError } from './errors';
import type { Clock } from './handlers/types';
import type { DeckRead } from './handlers/decks';
import { startWorker } from './workers';

export interface ReadJob<M extends DeckRead = DeckRead> {
  path: string;
  /** The backend's clock, read once: dates (decks.validate's "today") are the caller's. */
  now: string;
  method: M;
  params: Params<M>;
}

/** A result as JSON text: parsed here in a fraction of the time a structured clone of its objects takes. */
export type ReadMessage = { type: 'result'; json: string } | { type: 'refused'; error: ApiErrorBody } | { type: 'crash'; message: string };

/** Runs one call in a worker of its own: its result, or its ApiError thrown again here. */
export function readInWorker<M extends DeckRead>(path: string, clock: Clock, method: M, params: Params<M>): Promise<Result<M>> {
  const job: ReadJob<M> = { path, now: clock.now().toISOString(), method, params };
  return new Promise((resolve, reject) => {
    const worker = startWorker('read-worker', job);
    let settled = false;
    worker.on('message', (message: ReadMessage) => {
      settled = true;
      if (message.type === 'result') resolve(JSON.parse(message.json) as Result<M>);
      else if (message.type === 'refused') reject(new ApiError(message.error.code, message.error.message, message.error.issues));
      else reject(new Error(message.message));
    });
    worker.on('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.on('exit', (code) => {
      if (!settled) reject(new Error(`${method} stopped unexpectedly (worker exit ${code})`));
    });
  });
}
