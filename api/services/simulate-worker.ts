/** Runs one simulation (simulations.ts) in a worker thread: its progress now and then, then its one answer. */
import { parentPort } from 'node:worker_threads';
import { gameDefinition } from '../../engine/games/registry';
import { simulate } from '../../engine/sim/simulate';
import { PROGRESS_STEPS, type SimulationJob, type SimulationMessage } from './simulations';
import { workerJob } from './workers';

const post = (message: SimulationMessage) => parentPort!.postMessage(message);
void workerJob<SimulationJob>().then((job) => {
  const { games } = job.options;
  const step = Math.ceil(games / PROGRESS_STEPS);
  let told = 0;
  // The engine tells every thousand games or so; the caller hears at most PROGRESS_STEPS of them, and the last.
  const tell = (done: number) => {
    if (done >= told + step || (done === games && told < games)) {
      told = done;
      post({ type: 'progress', done });
    }
  };
  try {
    const simulation = simulate(gameDefinition(job.game), job.deck, { ...job.options, onProgress: tell });
    tell(games);
    post({ type: 'result', json: JSON.stringify(simulation) });
  } catch (error) {
    // The engine's own checks (a deck it cannot set up, an option it refuses) throw Error or RangeError naming the field.
    const refused = error instanceof Error && (error.constructor === Error || error instanceof RangeError);
    post({ type: refused ? 'refused' : 'crash', message: (error as Error).message });
  }
});
