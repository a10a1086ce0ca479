/**
 * A bridge for the renderer's simulation tests (wrap it with the renderer's createClient), standing in for the
 * backend's `decks.simulate`: each call waits until the test answers it with the kernel's own games of NET-036
 * (./dm-simulation.ts), fails it, or it is cancelled as the backend does (`decks.cancelSimulation`: the call fails
 * with CANCELLED); `simulate.progress` is sent when the test says; `cards.get` answers from the pack. Every call is
 * recorded.
 */
import type { ApiErrorBody, Bridge, DeckSimulation, EventMessage, Response, SimulateParams, SimulateProgress } from '../../api/contract';
import { dmCardDetail, dmSimulation } from './dm-simulation';

interface PendingRun {
  params: SimulateParams;
  answer: (response: Response) => void;
}

export interface SimulationBridge {
  bridge: Bridge;
  /** Every call made, in order: method and params. */
  readonly calls: { method: string; params: Record<string, unknown> }[];
  /** The `decks.simulate` calls not answered yet, oldest first. */
  readonly pending: PendingRun[];
  /**
   * Answers the oldest pending run with the kernel's games; with `heldOnly`, as a game without a resource rule or a
   * kill policy answers (held shares only).
   */
  answer(): Promise<DeckSimulation>;
  /** Fails the oldest pending run. */
  fail(error: ApiErrorBody): Promise<void>;
  /** Sends a progress event, as the backend's worker does. */
  progress(event: SimulateProgress): void;
  /** The event listeners subscribed now. */
  readonly listeners: number;
}

/** Lets the caller take an answer (and ask for the next turn order) before the test looks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export function simulationBridge({ heldOnly = false }: { heldOnly?: boolean } = {}): SimulationBridge {
  const calls: SimulationBridge['calls'] = [];
  const pending: PendingRun[] = [];
  const listeners = new Set<(message: EventMessage) => void>();
  const oldest = (): PendingRun => {
    const run = pending.shift();
    if (!run) throw new Error('no simulation is waiting for an answer');
    return run;
  };
  return {
    calls,
    pending,
    get listeners() {
      return listeners.size;
    },
    bridge: {
      async invoke(method, params = {}) {
        const asked = params as Record<string, unknown>;
        calls.push({ method, params: asked });
        if (method === 'cards.get') return { ok: true, result: dmCardDetail(asked.key as string) };
        if (method === 'decks.cancelSimulation') {
          const index = pending.findIndex((run) => run.params.job === asked.job);
          if (index >= 0) pending.splice(index, 1)[0]!.answer({ ok: false, error: { code: 'CANCELLED', message: 'decks.simulate: cancelled' } });
          return { ok: true, result: { cancelled: index >= 0 } };
        }
        if (method === 'decks.simulate') return new Promise<Response>((answer) => pending.push({ params: asked as unknown as SimulateParams, answer }));
        return { ok: false, error: { code: 'UNKNOWN_METHOD', message: `the simulation bridge does not answer ${method}` } };
      },
      onEvent(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    async answer() {
      const run = oldest();
      const result = heldOnly ? dmSimulation({ ...run.params, kill: false }, false) : dmSimulation(run.params);
      run.answer({ ok: true, result });
      await settle();
      return result;
    },
    async fail(error) {
      oldest().answer({ ok: false, error });
      await settle();
    },
    progress(payload) {
      for (const listener of listeners) listener({ event: 'simulate.progress', payload });
    },
  };
}
