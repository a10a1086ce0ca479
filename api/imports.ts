/** Starts imports: in a worker thread when the database is a file, on this thread for an in-memory one. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AppDatabase } from '../db/open';
import type { ImportProgress } from './contract';
import { runImportJob, type ImportJob, type ImportOutcome } from './import-job';

const here = fileURLToPath(import.meta.url);
// From source (tsx, Vitest) this module is imports.ts and the worker import-worker.ts; in the bundled main
// process both are .js files in out/main/.
const WORKER_FILE = join(dirname(here), `import-worker${extname(here)}`);

function startWorker(data: unknown): Worker {
  if (extname(here) !== '.ts') return new Worker(WORKER_FILE, { workerData: data });
  // Running from TypeScript source: the worker loads the .ts file through tsx's ESM API, found through tsx's
  // own exports map (require.resolve would give its CommonJS build, which cannot load in an eval worker).
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const exportsMap = (JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> }).exports;
  const tsx = pathToFileURL(join(dirname(manifest), exportsMap['./esm/api']!.import.default)).href;
  const script = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(pathToFileURL(WORKER_FILE).href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(script, { eval: true, workerData: data });
}

export function runImport(db: AppDatabase, job: ImportJob, onProgress: (progress: ImportProgress) => void): Promise<ImportOutcome> {
  if (db.path === ':memory:') return Promise.resolve(runImportJob(db.sql, job, onProgress));
  return new Promise((resolve, reject) => {
    const worker = startWorker({ job, path: db.path });
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
