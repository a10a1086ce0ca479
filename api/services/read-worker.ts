/** Runs one heavy read (read-jobs.ts) in a worker thread on its own connection, and posts its one answer. */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../db/open';
import { ApiError } from '../errors';
import { deckReads } from '../handlers/decks';
import type { ReadJob, ReadMessage } from './read-jobs';

const job = workerData as ReadJob;
const post = (message: ReadMessage) => parentPort!.postMessage(message);
const db = openDatabase({ path: job.path });
const reads = deckReads({ db, clock: { now: () => new Date(job.now) } });
void Promise.resolve()
  .then(() => (reads[job.method] as (params: unknown) => unknown)(job.params))
  .then(
    (result) => post({ type: 'result', json: JSON.stringify(result) }),
    (error: unknown) => post(error instanceof ApiError ? { type: 'refused', error: error.toBody() } : { type: 'crash', message: (error as Error).message }),
  )
  .finally(() => db.close());
