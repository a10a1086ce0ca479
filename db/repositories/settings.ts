import type { Database } from 'better-sqlite3';
import { writeTransaction } from '../write';

/** Key/value preferences stored as JSON. Callers validate the values they read. */
export interface SettingsRepository {
  all(): Map<string, unknown>;
  /** Writes every entry in one transaction. */
  put(entries: ReadonlyMap<string, unknown>, now: Date): void;
}

export function createSettingsRepository(sql: Database): SettingsRepository {
  const selectAll = sql.prepare<[], { key: string; value: string }>('SELECT key, value FROM settings');
  const upsert = sql.prepare<[string, string, string]>(
    `INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
  );
  const putAll = writeTransaction(sql, (entries: ReadonlyMap<string, unknown>, at: string) => {
    for (const [key, value] of entries) upsert.run(key, JSON.stringify(value), at);
  });
  return {
    all: () => new Map(selectAll.all().map((row) => [row.key, JSON.parse(row.value) as unknown])),
    put: (entries, now) => putAll(entries, now.toISOString()),
  };
}
