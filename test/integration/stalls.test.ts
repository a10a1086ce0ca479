/**
 * No call stalls the process (issue 17): through one backend over a file holding the shipped cards, the worst inputs
 * within the schemas' limits are sent one after another while a cheap call goes on being sent. A call that runs in a
 * worker thread lets the cheap calls through while it works (ordering, not time: speed is in the bench,
 * test/bench/stalls.ts); one that runs here is refused or bounded before it does any work. None answers INTERNAL.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBackend } from '../../api/backend';
import { deckReads, INLINE_DECK_CARDS, INLINE_DECKLIST } from '../../api/handlers/decks';
import { openDatabase } from '../../db/open';
import { MAX_TERMS } from '../../db/search/query';
import { recordingLogger, TEST_NOW, type LoggedEntry } from '../helpers/backend';
import { copyPackedDatabase } from '../helpers/packed';
import { useTempDir } from '../helpers/temp';
import { interleaved, worstCalls } from '../helpers/worst-inputs';

const tempDir = useTempDir();

function packedBackend() {
  const dir = tempDir();
  const db = openDatabase({ path: copyPackedDatabase(join(dir, 'deck-dojo.db')) });
  const errors: LoggedEntry[] = [];
  const backend = createBackend({ db, host: 'cli', clock: { now: () => TEST_NOW }, log: recordingLogger([], errors) });
  return { dir, db, backend, errors };
}

describe('the worst inputs within the limits', () => {
  it('answer a result or a clear error, and those run in a worker let other calls through meanwhile', { timeout: 60_000 }, async () => {
    const { dir, db, backend, errors } = packedBackend();
    try {
      const offThread = new Set(['decks.read', 'decks.stats', 'decks.write', 'decks.validate', 'decks.simulate', 'cards.import']);
      for (const heavy of worstCalls(db.sql, dir, { jsonMegabytes: 2 })) {
        const { response, cheapAnswered } = await interleaved(backend, heavy);
        const answer = response.ok ? 'ok' : response.error.code;
        expect({ call: heavy.label, answer }).toEqual({ call: heavy.label, answer: heavy.answer });
        // Before: decks.read of 5 MB held every other call for minutes; each of these answered none meanwhile.
        if (offThread.has(heavy.method)) expect({ call: heavy.label, cheapAnswered: cheapAnswered >= 3 }).toEqual({ call: heavy.label, cheapAnswered: true });
        if (heavy.answer === 'INVALID_QUERY' && !response.ok) expect(response.error.issues).toEqual([
            {
              position: 2 * MAX_TERMS + 1,
              message: expect.stringMatching(/^a query has at most/),
              text: { en: expect.stringMatching(/^a query has at most/), ja: expect.stringMatching(/^検索に書ける語と条件は40個までです/) },
            },
          ]);
      }
      expect(errors).toEqual([]);
    } finally {
      await backend.close();
      db.close();
    }
  });

  it('answer the same in a worker as here, refusals included', { timeout: 60_000 }, async () => {
    const { db, backend } = packedBackend();
    try {
      const here = deckReads({ db, clock: { now: () => TEST_NOW } });
      const keys = db.sql.prepare("SELECT card_key FROM cards WHERE game = 'dm' ORDER BY id LIMIT ?").pluck().all(INLINE_DECK_CARDS + 1) as string[];
      const sections = { main: keys.map((key) => ({ key, count: 1 })) };
      const names = db.sql.prepare("SELECT name FROM cards WHERE game = 'dm' ORDER BY id LIMIT 2000").pluck().all() as string[];
      const text = names.map((name, index) => `${1 + (index % 4)} ${index % 7 ? name : `${name}？`}`).join('\n');
      expect(text.length).toBeGreaterThan(INLINE_DECKLIST);
      const same = async <M extends 'decks.read' | 'decks.stats' | 'decks.write' | 'decks.validate' | 'decks.sampleHand'>(method: M, params: Parameters<(typeof here)[M]>[0]) => {
        let direct: unknown;
        try {
          direct = { ok: true, result: await (here[method] as (p: unknown) => unknown)(params) };
        } catch (error) {
          direct = { ok: false, error: (error as { toBody(): unknown }).toBody() };
        }
        expect(await backend.invoke(method, params)).toEqual(direct);
      };
      await same('decks.read', { game: 'dm', text });
      await same('decks.read', { game: 'dm', text: `${text}\n[nowhere]\n0 x` });
      await same('decks.stats', { game: 'dm', sections, perCard: true });
      await same('decks.write', { game: 'dm', sections, to: 'text', name: 'big' });
      await same('decks.validate', { game: 'dm', sections, format: 'standard' });
      await same('decks.sampleHand', { game: 'dm', sections, seed: 7 });
      await same('decks.write', { game: 'dm', sections: { main: [...sections.main, { key: 'no such card', count: 1 }] }, to: 'text' });
    } finally {
      await backend.close();
      db.close();
    }
  });

  it('refuse a deck of more cards than the statistics take before loading one (it answered INTERNAL)', async () => {
    const { db, backend } = packedBackend();
    try {
      const response = await backend.invoke('decks.stats', { game: 'dm', sections: { main: [{ key: 'a', count: 999 }], gr: [{ key: 'b', count: 2 }] } });
      expect(response).toEqual({ ok: false, error: { code: 'INVALID_PARAMS', message: 'decks.stats: sections: must hold at most 1,000 cards, all sections together' } });
      const keys = db.sql.prepare("SELECT card_key FROM cards WHERE game = 'dm' ORDER BY id LIMIT 2").pluck().all() as string[];
      const full = await backend.invoke('decks.stats', { game: 'dm', sections: { main: [{ key: keys[0]!, count: 999 }], gr: [{ key: keys[1]!, count: 1 }] } });
      expect(full.ok).toBe(true);
    } finally {
      await backend.close();
      db.close();
    }
  });
});
