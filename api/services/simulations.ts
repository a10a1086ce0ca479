/**
 * Simulations (`decks.simulate`) in worker threads (api/services/simulate-worker.ts), so that a run of a million games
 * never holds the thread every other call is answered on. The worker needs no database: it is handed the seat deck
 * the backend read, so an in-memory database's calls run there too, and every run can be stopped. Each run a caller
 * names (`job`) can be cancelled, and tells its progress a few dozen times at most.
 */
import type { SeatDeck } from '../../engine/core/setup';
import type { GameId } from '../../engine/games/id';
import type { Simulation, SimulationOptions } from '../../engine/sim/simulate';
import { ApiError } from '../errors';
import { startWorker, WorkerPool } from './workers';

/** What a simulation worker is given. */
export interface SimulationJob {
  game: GameId;
  deck: SeatDeck;
  options: Omit<SimulationOptions, 'onProgress'>;
}

/** A worker's messages: games played now and then, then one result (as JSON text, quicker than a structured clone), or why not. */
export type SimulationMessage =
  | { type: 'progress'; done: number }
  | { type: 'result'; json: string }
  /** The engine refused the deck or the options (a FaB hero without its intellect…), naming the field. */
  | { type: 'refused'; message: string }
  | { type: 'crash'; message: string };

/** A run tells its progress at most this many times before its last report (all games played). */
export const PROGRESS_STEPS = 20;

/**
 * What the engine's progress (every thousand games or so) is passed on as: a report when another twentieth of the
 * games has been played since the last one, and the last (every game), each once.
 */
export function progressTeller(games: number, report: (done: number) => void): (done: number) => void {
  const step = Math.ceil(games / PROGRESS_STEPS);
  let told = 0;
  return (done) => {
    if (done >= told + step || (done === games && told < games)) {
      told = done;
      report(done);
    }
  };
}

/**
 * Simulation workers running at once in this process (each keeps a core busy until it ends); the others wait their
 * turn. Tests change it and put it back.
 */
export const simulationLimits = { workers: 2 };
const pool = new WorkerPool(() => simulationLimits.workers);

/** Told how many simulation workers run each time that changes (tests count them). */
export const simulationWatchers = pool.watchers;

/** The runs of one backend that a caller named, by name: each with the way to stop it. */
export class SimulationRuns {
  private readonly cancels = new Map<string, () => void>();

  /**
   * Runs the job in a worker when its turn comes. A named run (`id`) tells `onProgress` the games played and may be
   * cancelled; a second run of a name still running is refused (CONFLICT).
   */
  run(job: SimulationJob, id: string | undefined, onProgress: (done: number) => void): Promise<Simulation> {
    if (id !== undefined && this.cancels.has(id)) throw new ApiError('CONFLICT', `job: a simulation named "${id}" is running; cancel it or name this one otherwise`);
    return new Promise<Simulation>((resolve, reject) => {
      let settled = false;
      const settle = (answer: () => void) => {
        if (settled) return;
        settled = true;
        if (id !== undefined) this.cancels.delete(id);
        answer();
      };
      let stop = () => {};
      if (id !== undefined) {
        this.cancels.set(id, () => {
          settle(() => reject(new ApiError('CANCELLED', `job: the simulation "${id}" was cancelled`)));
          stop();
        });
      }
      void pool.turn().then((release) => {
        // Cancelled while it waited: its place goes straight to the next.
        if (settled) return release();
        let worker;
        try {
          worker = startWorker('simulate-worker', job);
        } catch (error) {
          release();
          settle(() => reject(error as Error));
          return;
        }
        stop = () => void worker.terminate();
        worker.on('message', (message: SimulationMessage) => {
          if (message.type === 'progress') {
            if (!settled) onProgress(message.done);
          } else if (message.type === 'result') settle(() => resolve(JSON.parse(message.json) as Simulation));
          else if (message.type === 'refused') settle(() => reject(new ApiError('INVALID_PARAMS', message.message)));
          else settle(() => reject(new Error(message.message)));
        });
        worker.on('error', (error) => settle(() => reject(error)));
        // The place is given back when the thread is gone, not when the answer came.
        worker.on('exit', (code) => {
          settle(() => reject(new Error(`the simulation stopped unexpectedly (worker exit ${code})`)));
          release();
        });
      });
    });
  }

  /** Stops the run of that name, whose call then fails CANCELLED; false when none runs. */
  cancel(id: string): boolean {
    const cancel = this.cancels.get(id);
    cancel?.();
    return cancel !== undefined;
  }
}
