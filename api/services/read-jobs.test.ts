/**
 * Read workers are bounded (issue 17 review): a burst of big-deck calls, as the deck editor sends at every edit,
 * runs at most two workers at a time, the others waiting their turn, and every call still answers as inline; a
 * worker that runs past its time is stopped with an error that says so.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../backend';
import { deckReads, INLINE_DECK_CARDS } from '../handlers/decks';
import { readWorkerLimits, readWorkerWatchers } from './read-jobs';
import { openDatabase } from '../../db/open';
import { recordingLogger, TEST_NOW, type LoggedEntry } from '../../test/helpers/backend';
import { copyPackedDatabase } from '../../test/helpers/packed';
import { useTempDir } from '../../test/helpers/temp';

const tempDir = useTempDir();
const limits = { ...readWorkerLimits };
afterEach(() => {
  Object.assign(readWorkerLimits, limits);
  readWorkerWatchers.clear();
});

/** Counts the read workers running at each change; `idle` waits for the last to exit (after its answer came). */
function watchWorkers() {
  const counts: number[] = [];
  readWorkerWatchers.add((running) => counts.push(running));
  const idle = () =>
    counts.at(-1) === 0 ? Promise.resolve() : new Promise<void>((resolve) => readWorkerWatchers.add((running) => running === 0 && resolve()));
  return { counts, idle };
}

function packedBackend() {
  const db = openDatabase({ path: copyPackedDatabase(join(tempDir(), 'deck-dojo.db')) });
  const errors: LoggedEntry[] = [];
  const backend = createBackend({ db, host: 'cli', clock: { now: () => TEST_NOW }, log: recordingLogger([], errors) });
  const keys = db.sql.prepare("SELECT card_key FROM cards WHERE game = 'dm' ORDER BY id LIMIT ?").pluck().all(INLINE_DECK_CARDS + 40) as string[];
  // Decks of different cards, so each answer is its own.
  const deck = (index: number) => ({ main: keys.slice(index % 40, index % 40 + INLINE_DECK_CARDS + 1).map((key) => ({ key, count: 1 })) });
  return { db, backend, errors, deck };
}

describe('read workers', () => {
  it('run at most two at once: ten big-deck calls at once all answer as inline, the rest waiting their turn', { timeout: 30_000 }, async () => {
    const { db, backend, errors, deck } = packedBackend();
    try {
      const { counts, idle } = watchWorkers();
      const here = deckReads({ db, clock: { now: () => TEST_NOW } });
      const calls = Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? { method: 'decks.validate' as const, params: { game: 'dm' as const, sections: deck(index), format: 'standard' } }
          : { method: 'decks.stats' as const, params: { game: 'dm' as const, sections: deck(index) } },
      );
      const answers = await Promise.all(calls.map(({ method, params }) => backend.invoke(method, params)));
      for (const [index, { method, params }] of calls.entries()) {
        const inline = await (here[method] as (p: unknown) => unknown)(params);
        expect(answers[index]).toEqual({ ok: true, result: inline });
      }
      // Every call had a worker (ten starts, ten ends), never more than two at a time, and two did run together.
      expect(counts.filter((running, at) => running > (counts[at - 1] ?? 0))).toHaveLength(10);
      expect(Math.max(...counts)).toBe(2);
      await idle();
      expect(errors).toEqual([]);
    } finally {
      await backend.close();
      db.close();
    }
  });

  it('stops a worker that runs past its time, with an error that says so, and gives its place to the next', { timeout: 30_000 }, async () => {
    const { db, backend, errors, deck } = packedBackend();
    try {
      const { counts, idle } = watchWorkers();
      // Starting a worker alone takes longer than this.
      readWorkerLimits.timeoutMs = 1;
      const answers = await Promise.all([0, 1, 2].map((index) => backend.invoke('decks.stats', { game: 'dm', sections: deck(index) })));
      for (const answer of answers) {
        expect(answer).toEqual({ ok: false, error: { code: 'INTERNAL', message: 'decks.stats failed: decks.stats took more than 0.001 s and was stopped; nothing was changed' } });
      }
      expect(errors).toHaveLength(3);
      await idle();
      // The third waited for a place the first two gave back when stopped.
      expect(Math.max(...counts)).toBe(2);
      Object.assign(readWorkerLimits, limits);
      expect((await backend.invoke('decks.stats', { game: 'dm', sections: deck(3) })).ok).toBe(true);
    } finally {
      await backend.close();
      db.close();
    }
  });
});
