/** Runs one heavy read (read-jobs.ts) in a worker thread on its own connection, and posts its one answer. */
import { parentPort } from 'node:worker_threads';
import { openDatabase } from '../../db/open';
import { ApiError } from '../errors';
import { deckReads } from '../handlers/decks';
import type { ReadJob, ReadMessage } from './read-jobs';
import { workerJob } from './workers';

const post = (message: ReadMessage) => parentPort!.postMessage(message);
void workerJob<ReadJob>()
  .then((job) => {
    const db = openDatabase({ path: job.path });
    const reads = deckReads({ db, clock: { now: () => new Date(job.now) } });
    return Promise.resolve()
      .then(() => (reads[job.method] as (params: unknown) => unknown)(job.params))
      .finally(() => db.close());
  })
  .then(
    (result) => post({ type: 'result', json: JSON.stringify(result) }),
    (error: unknown) => post(error instanceof ApiError ? { type: 'refused', error: error.toBody() } : { type: 'crash', message: (error as Error).message }),
  );
