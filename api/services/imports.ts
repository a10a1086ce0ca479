/**
 * Starts imports: in a worker thread when the database is a file, on this thread for an in-memory one. One import
 * at a time per database: this process's own imports are known here, and import_runs (db/import-journal.ts) holds
 * every program's, so that an import's undo never sets back what a later import wrote.
 */
import type { Worker } from 'node:worker_threads';
import { busyReason, ImportBusyError, undoImport, type ImportRun } from '../../db/import-journal';
import type { AppDatabase } from '../../db/open';
import type { ImportProgress } from '../contract';
import { runImportJob, type ImportJob, type ImportOutcome } from './import-job';
import { processAlive } from './processes';
import { startWorker } from './workers';

/** The imports under way in this process, by id, with their database's path. */
const active = new Map<string, string>();

/**
 * Is this run of import_runs an import under way? Another process's while that process lives; this process's only
 * while it runs here (`running`, by default the imports under way now): one of this process that is not was left
 * behind (its worker crashed and its undo failed too), and is undone before the next import writes.
 */
export function importLive(run: ImportRun, running: Iterable<string> = active.keys()): boolean {
  return run.pid === process.pid ? [...running].includes(run.importId) : processAlive(run.pid);
}

export interface ImportHooks {
  /** Handed the worker as it starts (tests stop it half-way). */
  started?: (worker: Worker) => void;
  /** Told when an import its worker left behind cannot be undone now (the next import or start undoes it). */
  undoFailed?: (error: unknown) => void;
}

type WorkerMessage = { type: 'progress'; progress: ImportProgress } | { type: 'outcome'; outcome: ImportOutcome } | { type: 'crash'; message: string; code?: unknown };

export async function runImport(db: AppDatabase, job: ImportJob, onProgress: (progress: ImportProgress) => void, hooks: ImportHooks = {}): Promise<ImportOutcome> {
  if ([...active.values()].includes(db.path) && db.path !== ':memory:') {
    return { ok: false, code: 'BUSY', message: new ImportBusyError({ importId: job.importId, pid: process.pid }).message, text: busyReason(process.pid) };
  }
  const others = [...active.keys()];
  active.set(job.importId, db.path);
  try {
    if (db.path === ':memory:') return runImportJob(db.sql, job, onProgress, { live: (run) => importLive(run, others) });
    return await inWorker(db, job, others, onProgress, hooks);
  } finally {
    active.delete(job.importId);
  }
}

/**
 * Runs the job in a worker and answers once the worker has exited. Whatever way it ended, an import it left in
 * import_runs (the worker crashed, was stopped, or could not undo its batches) is undone here, so it is never left
 * to be undone later over another import's rows.
 */
function inWorker(db: AppDatabase, job: ImportJob, others: string[], onProgress: (progress: ImportProgress) => void, hooks: ImportHooks): Promise<ImportOutcome> {
  return new Promise((resolve, reject) => {
    const worker = startWorker('import-worker', { job, path: db.path, running: others });
    hooks.started?.(worker);
    let ended: { outcome: ImportOutcome } | { error: Error } | undefined;
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'progress') onProgress(message.progress);
      else if (message.type === 'outcome') ended ??= { outcome: message.outcome };
      else ended ??= { error: Object.assign(new Error(message.message), { code: message.code }) };
    });
    worker.on('error', (error) => {
      ended ??= { error };
    });
    worker.on('exit', (code) => {
      try {
        if (db.sql.prepare('SELECT 1 FROM import_runs WHERE import_id = ?').pluck().get(job.importId) !== undefined) undoImport(db.sql, job.importId);
      } catch (error) {
        hooks.undoFailed?.(error);
      }
      if (!ended) reject(new Error(`the import stopped unexpectedly (worker exit ${code})`));
      else if ('outcome' in ended) resolve(ended.outcome);
      else reject(ended.error);
    });
  });
}
