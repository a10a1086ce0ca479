import type { Database } from 'better-sqlite3';
import { writeTransaction } from '../write';

/** Key/value preferences stored as JSON. Callers validate the values they read. */
export interface SettingsRepository {
  all(): Map<string, unknown>;
  /** Writes every entry in one transaction. */
  put(entries: ReadonlyMap<string, unknown>, now: Date): void;
  /**
   * Reads what is stored and writes the entries `change` makes of it, in one write transaction (the lock taken
   * before the read): a value merged with what is stored (one game's image folder into all games') cannot undo
   * what another connection wrote meanwhile. Answers the entries written.
   */
  update(change: (stored: ReadonlyMap<string, unknown>) => ReadonlyMap<string, unknown>, now: Date): ReadonlyMap<string, unknown>;
}

export function createSettingsRepository(sql: Database): SettingsRepository {
  const selectAll = sql.prepare<[], { key: string; value: string }>('SELECT key, value FROM settings');
  const upsert = sql.prepare<[string, string, string]>(
    `INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
  );
  const all = () => new Map(selectAll.all().map((row) => [row.key, JSON.parse(row.value) as unknown]));
  const write = (entries: ReadonlyMap<string, unknown>, at: string) => {
    for (const [key, value] of entries) upsert.run(key, JSON.stringify(value), at);
  };
  const putAll = writeTransaction(sql, write);
  const updateAll = writeTransaction(sql, (change: (stored: ReadonlyMap<string, unknown>) => ReadonlyMap<string, unknown>, at: string) => {
    const entries = change(all());
    write(entries, at);
    return entries;
  });
  return {
    all,
    put: (entries, now) => putAll(entries, now.toISOString()),
    update: (change, now) => updateAll(change, now.toISOString()),
  };
}
