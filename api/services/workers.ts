/**
 * Worker threads of the backend, each an entry of its own beside this module: from source (tsx, Vitest) the
 * entries are .ts files in api/services/, in the bundled main process .js files in out/main/ (electron.vite.config.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, workerData } from 'node:worker_threads';
import { gameModules, registerGame } from '../../engine/games/registry';
import type { GameDefinition } from '../../engine/games/types';

/**
 * The worker entries: imports (api/services/import-worker.ts), heavy reads (api/services/read-worker.ts) and
 * simulations (api/services/simulate-worker.ts).
 */
export type WorkerEntry = 'import-worker' | 'read-worker' | 'simulate-worker';

const here = fileURLToPath(import.meta.url);

/** What a worker is given: its job, and the modules of the games registered from one (engine/games/registry.ts). */
interface WorkerStart {
  data: unknown;
  games: string[];
}

export function startWorker(entry: WorkerEntry, data: unknown): Worker {
  const file = join(dirname(here), `${entry}${extname(here)}`);
  const start: WorkerStart = { data, games: gameModules() };
  if (extname(here) !== '.ts') return new Worker(file, { workerData: start });
  // Running from TypeScript source: the worker loads the .ts file through tsx's ESM API, found through tsx's
  // own exports map (require.resolve would give its CommonJS build, which cannot load in an eval worker).
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const exportsMap = (JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> }).exports;
  const tsx = pathToFileURL(join(dirname(manifest), exportsMap['./esm/api']!.import.default)).href;
  const script = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(pathToFileURL(file).href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(script, { eval: true, workerData: start });
}

/**
 * In a worker: registers the games its host registered from a module, so a call answered here knows every game the
 * host knows, then answers the worker's job.
 */
export async function workerJob<T>(): Promise<T> {
  const start = workerData as WorkerStart;
  for (const url of start.games) registerGame(((await import(url)) as { game: GameDefinition }).game, url);
  return start.data as T;
}

/**
 * Workers of one kind running at once in this process: at most `limit()`, the others waiting their turn in the order
 * they came. Each costs a thread, and the host's thread keeps the machine's other cores.
 */
export class WorkerPool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Told how many run each time that changes (tests count them). */
  readonly watchers = new Set<(running: number) => void>();

  constructor(private readonly limit: () => number) {}

  private setRunning(running: number): void {
    this.running = running;
    for (const watcher of this.watchers) watcher(running);
  }

  /** Waits for a free place; resolves with the function that gives it back (once; later calls do nothing). */
  turn(): Promise<() => void> {
    return new Promise((resolve) => {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        this.setRunning(this.running - 1);
        this.waiting.shift()?.();
      };
      const start = () => {
        this.setRunning(this.running + 1);
        resolve(release);
      };
      if (this.running < this.limit()) start();
      else this.waiting.push(start);
    });
  }
}
