/**
 * Heavy reads in a worker thread (api/services/read-worker.ts) with its own connection to the database file, so that a big
 * decklist or deck never holds the thread every other call is answered on (docs/architecture.md §4). Each worker
 * costs a thread and a connection, and the deck editor sends decks.validate and decks.stats at every edit: at most
 * `readWorkerLimits.workers` run at once in this process, the other calls waiting their turn in the order they came,
 * and one that runs past `readWorkerLimits.timeoutMs` is stopped.
 */
import type { ApiErrorBody, Params, Result } from '../contract';
import { ApiError } from '../errors';
import type { Clock } from '../handlers/types';
import { startWorker, WorkerPool } from './workers';

/** The deck calls that may run in a worker: reading a decklist, and the calls over a deck's cards. */
export type DeckRead = 'decks.read' | 'decks.write' | 'decks.stats' | 'decks.validate' | 'decks.sampleHand';

export interface ReadJob<M extends DeckRead = DeckRead> {
  path: string;
  /** The backend's clock, read once: dates (decks.validate's "today") are the caller's. */
  now: string;
  method: M;
  params: Params<M>;
}

/** A result as JSON text: parsed here in a fraction of the time a structured clone of its objects takes. */
export type ReadMessage = { type: 'result'; json: string } | { type: 'refused'; error: ApiErrorBody } | { type: 'crash'; message: string };

/**
 * Read workers running at once in this process (2 of the machine's cores at most, the host's thread keeps the
 * others), and how long one may run before it is stopped (the largest deck call takes well under a second).
 * Tests change them and put them back.
 */
export const readWorkerLimits = { workers: 2, timeoutMs: 60_000 };

/** The read workers of this process: how many run, and the calls waiting for one to end (first come, first served). */
const pool = new WorkerPool(() => readWorkerLimits.workers);

/** Told how many read workers run each time that changes (tests count them). */
export const readWorkerWatchers = pool.watchers;

/** Runs one call in a worker of its own, when its turn comes: its result, or its ApiError thrown again here. */
export async function readInWorker<M extends DeckRead>(path: string, clock: Clock, method: M, params: Params<M>): Promise<Result<M>> {
  const job: ReadJob<M> = { path, now: clock.now().toISOString(), method, params };
  const release = await pool.turn();
  const timeoutMs = readWorkerLimits.timeoutMs;
  return new Promise<Result<M>>((resolve, reject) => {
    let worker;
    try {
      worker = startWorker('read-worker', job);
    } catch (error) {
      release();
      throw error;
    }
    let settled = false;
    const settle = (answer: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      answer();
    };
    const timer = setTimeout(() => {
      settle(() => reject(new Error(`${method} took more than ${timeoutMs / 1000} s and was stopped; nothing was changed`)));
      void worker.terminate();
    }, timeoutMs);
    worker.on('message', (message: ReadMessage) =>
      settle(() => {
        if (message.type === 'result') resolve(JSON.parse(message.json) as Result<M>);
        else if (message.type === 'refused') reject(new ApiError(message.error.code, message.error.message, message.error.issues, message.error.text));
        else reject(new Error(message.message));
      }),
    );
    worker.on('error', (error) => settle(() => reject(error)));
    // The place is given back when the thread and its connection are gone, not when the answer came.
    worker.on('exit', (code) => {
      settle(() => reject(new Error(`${method} stopped unexpectedly (worker exit ${code})`)));
      release();
    });
  });
}
