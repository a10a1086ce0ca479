/**
 * Runs one import in a worker thread with its own database connection, so the host stays responsive and its
 * progress events go out while the rows are written. Started by imports.ts.
 */
import { parentPort } from 'node:worker_threads';
import { openDatabase } from '../../db/open';
import { runImportJob, type ImportJob } from './import-job';
import { importLive } from './imports';
import { workerJob } from './workers';

/**
 * The pause after each batch's commit (each holds the lock about 7 ms, at most 40: 50 cards). A save waiting in this
 * process or another tries for the lock every few ms (api/backend.ts), so it gets in within a few batches; sleeping
 * here stops only this thread.
 */
const TURN_MS = 2;

/** `running`: the other imports under way in the host's process when this one started (api/services/imports.ts). */
function runImport({ job, path, running }: { job: ImportJob; path: string; running: string[] }): void {
  const db = openDatabase({ path });
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  try {
    const outcome = runImportJob(db.sql, job, (progress) => parentPort!.postMessage({ type: 'progress', progress }), {
      between: () => Atomics.wait(sleeper, 0, 0, TURN_MS),
      live: (run) => importLive(run, running),
    });
    parentPort!.postMessage({ type: 'outcome', outcome });
  } finally {
    db.close();
  }
}

void workerJob<Parameters<typeof runImport>[0]>()
  .then(runImport)
  .catch((error: unknown) => {
    // SQLite's code (SQLITE_BUSY, SQLITE_FULL…) goes along, so the backend answers BUSY or DISK_FULL.
    parentPort!.postMessage({ type: 'crash', message: (error as Error).message, code: (error as { code?: unknown }).code });
  });
