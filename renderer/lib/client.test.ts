/**
 * The client's own handling of answers: a BUSY answer is tried again a few times before it reaches the caller, and
 * other answers (a cancelled simulation) reach it at once; events reach the listeners of their name.
 */
import { describe, expect, it } from 'vitest';
import type { Bridge, EventMessage, Response, SimulateProgress } from '../../api/contract';
import { ApiCallError, createClient } from './client';

/** A bridge that answers each call with the next of `answers`, counting the calls. */
function scripted(answers: Response[]): Bridge & { calls: number } {
  const bridge = {
    calls: 0,
    invoke: () => Promise.resolve(answers[bridge.calls++]!),
    onEvent: () => () => {},
  };
  return bridge;
}

const busy: Response = { ok: false, error: { code: 'BUSY', message: 'library.save: another program is writing' } };

describe('createClient', () => {
  it('tries a BUSY call again and answers what the later try got', async () => {
    const bridge = scripted([busy, busy, { ok: true, result: [] }]);
    await expect(createClient(bridge, { busyRetriesMs: [1, 1, 1] }).call('library.list', {})).resolves.toEqual([]);
    expect(bridge.calls).toBe(3);
  });

  it('gives BUSY to the caller after its last try', async () => {
    const bridge = scripted([busy, busy, busy]);
    const answer = createClient(bridge, { busyRetriesMs: [1, 1] }).call('library.list', {});
    await expect(answer).rejects.toBeInstanceOf(ApiCallError);
    await expect(answer).rejects.toMatchObject({ code: 'BUSY' });
    expect(bridge.calls).toBe(3);
  });

  it('never tries another error again', async () => {
    const bridge = scripted([{ ok: false, error: { code: 'CONFLICT', message: 'stale' } }, { ok: true, result: [] }]);
    await expect(createClient(bridge, { busyRetriesMs: [1] }).call('library.list', {})).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(bridge.calls).toBe(1);
  });

  it('gives a cancelled simulation to the caller at once', async () => {
    const bridge = scripted([{ ok: false, error: { code: 'CANCELLED', message: 'job: the simulation "editor" was cancelled' } }]);
    await expect(createClient(bridge, { busyRetriesMs: [1] }).call('decks.simulate', { game: 'dm', sections: {}, games: 1, seed: 1 })).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(bridge.calls).toBe(1);
  });

  it('hands a simulation’s progress to the listeners of simulate.progress only, until they stop', () => {
    const listeners = new Set<(message: EventMessage) => void>();
    const bridge: Bridge = {
      invoke: () => Promise.reject(new Error('no calls here')),
      onEvent: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const heard: SimulateProgress[] = [];
    const stop = createClient(bridge).on('simulate.progress', (progress) => heard.push(progress));
    const send = (message: EventMessage) => listeners.forEach((listener) => listener(message));
    send({ event: 'simulate.progress', payload: { job: 'editor', done: 1000, games: 20_000 } });
    send({ event: 'cards.changed', payload: { game: 'dm' } });
    stop();
    send({ event: 'simulate.progress', payload: { job: 'editor', done: 2000, games: 20_000 } });
    expect(heard).toEqual([{ job: 'editor', done: 1000, games: 20_000 }]);
  });
});
