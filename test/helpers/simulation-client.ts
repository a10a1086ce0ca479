/**
 * A client for the renderer's simulation tests, standing in for the backend's `decks.simulate`: each call waits until
 * the test answers it with the kernel's own games of NET-036 (./dm-simulation.ts), or cancels it as the backend does
 * (the call fails with CANCELLED); `simulate.progress` is sent when the test says; `cards.get` answers from the pack.
 */
import type { DeckSimulation, EventName, Events, SimulateParams, SimulateProgress } from '../../api/contract';
import { ApiCallError, type ApiClient } from '../../renderer/lib/client';
import { dmCardDetail, dmSimulation, withCastabilityAndKill } from './dm-simulation';

interface PendingRun {
  params: SimulateParams;
  resolve: (result: DeckSimulation) => void;
  reject: (error: Error) => void;
}

export interface SimulationClient extends ApiClient {
  /** Every call made, in order: method and params. */
  readonly calls: { method: string; params: Record<string, unknown> }[];
  /** The `decks.simulate` calls not answered yet. */
  readonly pending: PendingRun[];
  /** Answers the oldest pending run with the kernel's games (shaped with castability and a kill turn when `shaped`). */
  answer(): Promise<DeckSimulation>;
  /** Sends a progress event, as the backend's worker does. */
  progress(event: SimulateProgress): void;
  /** The progress listeners subscribed now. */
  readonly listeners: number;
}

export function simulationClient({ shaped = true }: { shaped?: boolean } = {}): SimulationClient {
  const calls: SimulationClient['calls'] = [];
  const pending: PendingRun[] = [];
  const listeners = new Set<(event: SimulateProgress) => void>();
  const client: SimulationClient = {
    calls,
    pending,
    get listeners() {
      return listeners.size;
    },
    async call(method, ...args) {
      const params = (args[0] ?? {}) as Record<string, unknown>;
      calls.push({ method, params });
      if (method === 'cards.get') return dmCardDetail(params.key as string) as never;
      if (method === 'decks.cancelSimulation') {
        const index = pending.findIndex((run) => run.params.job === params.job);
        if (index < 0) return { cancelled: false } as never;
        pending.splice(index, 1)[0]!.reject(new ApiCallError(method, { code: 'CANCELLED', message: 'decks.simulate: cancelled' }));
        return { cancelled: true } as never;
      }
      if (method === 'decks.simulate') return new Promise((resolve, reject) => pending.push({ params: params as unknown as SimulateParams, resolve: resolve as (result: DeckSimulation) => void, reject })) as never;
      throw new Error(`the simulation client does not answer ${method}`);
    },
    on<E extends EventName>(event: E, listener: (payload: Events[E]) => void) {
      if (event !== 'simulate.progress') return () => {};
      const each = listener as (event: SimulateProgress) => void;
      listeners.add(each);
      return () => listeners.delete(each);
    },
    async answer() {
      const run = pending.shift();
      if (!run) throw new Error('no simulation is waiting for an answer');
      const played = dmSimulation(run.params);
      const result = shaped ? withCastabilityAndKill(played, run.params) : played;
      run.resolve(result);
      // Let the caller take the answer (and ask for the next turn order) before the test looks.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return result;
    },
    progress(event) {
      for (const listener of listeners) listener(event);
    },
  };
  return client;
}
