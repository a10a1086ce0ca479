/** Starts imports: in a worker thread when the database is a file, on this thread for an in-memory one. */
import type { AppDatabase } from '../db/open';
import type { ImportProgress } from './contract';
import { runImportJob, type ImportJob, type ImportOutcome } from './import-job';
import { startWorker } from './workers';

export function runImport(db: AppDatabase, job: ImportJob, onProgress: (progress: ImportProgress) => void): Promise<ImportOutcome> {
  if (db.path === ':memory:') return Promise.resolve(runImportJob(db.sql, job, onProgress));
  return new Promise((resolve, reject) => {
    const worker = startWorker('import-worker', { job, path: db.path });
    let settled = false;
    worker.on('message', (message: { type: 'progress'; progress: ImportProgress } | { type: 'outcome'; outcome: ImportOutcome } | { type: 'crash'; message: string; code?: unknown }) => {
      if (message.type === 'progress') onProgress(message.progress);
      else if (message.type === 'outcome') {
        settled = true;
        resolve(message.outcome);
      } else {
        settled = true;
        reject(Object.assign(new Error(message.message), { code: message.code }));
      }
    });
    worker.on('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.on('exit', (code) => {
      if (!settled) reject(new Error(`the import stopped unexpectedly (worker exit ${code})`));
    });
  });
}
