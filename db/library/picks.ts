/**
 * The last choice made from each saved deck's card-pool before a game (FaB CR 4.1.4–4.1.6; db/migrations/0008):
 * keys and counts per section, offered again the next time the deck is played (api/handlers/tables.ts).
 */
import type { Database } from 'better-sqlite3';
import * as v from 'valibot';
import type { PickCounts } from '../../engine/deck/pick';
import { writeTransaction } from '../write';

const picksSchema = v.record(
  v.string(),
  v.array(v.object({ key: v.string(), count: v.pipe(v.number(), v.safeInteger(), v.minValue(1)) })),
);

export interface DeckPicksRepository {
  /** The deck's last choice; null when it has none, or its row no longer reads (it is only a default to offer). */
  get(deckId: string): PickCounts | null;
  /** Keeps a choice as the deck's last, in one write transaction (inside the caller's, as a savepoint). */
  save(deckId: string, sections: PickCounts, now: Date): void;
}

export function createDeckPicksRepository(sql: Database): DeckPicksRepository {
  const select = sql.prepare<[string], string>('SELECT sections FROM deck_picks WHERE deck_id = ?').pluck();
  const upsert = sql.prepare<[string, string, string]>(
    `INSERT INTO deck_picks (deck_id, sections, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (deck_id) DO UPDATE SET sections = excluded.sections, updated_at = excluded.updated_at`,
  );
  return {
    get(deckId) {
      const stored = select.get(deckId);
      if (stored === undefined) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(stored);
      } catch {
        return null;
      }
      const result = v.safeParse(picksSchema, parsed);
      return result.success ? result.output : null;
    },
    save: writeTransaction(sql, (deckId: string, sections: PickCounts, now: Date) => {
      const kept = Object.fromEntries(Object.entries(sections).map(([section, lines]) => [section, lines.filter((line) => line.count > 0).map(({ key, count }) => ({ key, count }))]));
      upsert.run(deckId, JSON.stringify(kept), now.toISOString());
    }),
  };
}
