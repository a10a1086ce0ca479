/** Runs one simulation (simulations.ts) in a worker thread: its progress now and then, then its one answer. */
import { parentPort } from 'node:worker_threads';
import { gameDefinition } from '../../engine/games/registry';
import { simulate } from '../../engine/sim/simulate';
import { progressTeller, type SimulationJob, type SimulationMessage } from './simulations';
import { workerJob } from './workers';

const post = (message: SimulationMessage) => parentPort!.postMessage(message);
void workerJob<SimulationJob>().then((job) => {
  const tell = progressTeller(job.options.games, (done) => post({ type: 'progress', done }));
  try {
    const simulation = simulate(gameDefinition(job.game), job.deck, { ...job.options, onProgress: tell });
    tell(job.options.games);
    post({ type: 'result', json: JSON.stringify(simulation) });
  } catch (error) {
    // The engine's own checks (a deck it cannot set up, an option it refuses) throw Error or RangeError naming the
    // field, a deck's among a table's decks: the simulation's one deck is the call's `sections`.
    const refused = error instanceof Error && (error.constructor === Error || error instanceof RangeError);
    post(refused ? { type: 'refused', message: error.message.replace(/^decks\[0\]\./, '') } : { type: 'crash', message: (error as Error).message });
  }
});
