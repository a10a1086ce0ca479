/** The client's own handling of answers: a BUSY answer is tried again a few times before it reaches the caller. */
import { describe, expect, it } from 'vitest';
import type { Bridge, Response } from '../../api/contract';
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
});
