/**
 * Runs one import in a worker thread with its own database connection, so the host stays responsive and its
 * progress events go out while the rows are written. Started by imports.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/open';
import { runImportJob, type ImportJob } from './import-job';

const { job, path } = workerData as { job: ImportJob; path: string };
const db = openDatabase({ path });
try {
  const outcome = runImportJob(db.sql, job, (progress) => parentPort!.postMessage({ type: 'progress', progress }));
  parentPort!.postMessage({ type: 'outcome', outcome });
} catch (error) {
  parentPort!.postMessage({ type: 'crash', message: (error as Error).message });
} finally {
  db.close();
}
