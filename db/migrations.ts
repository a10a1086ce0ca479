import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from 'better-sqlite3';
import { writeTransaction } from './write';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Beside this module: db/migrations/ in source, out/main/migrations/ in the bundled main process. */
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** Reads `NNNN_name.sql` files in order; numbers must run 1, 2, 3… without gaps. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = FILE_PATTERN.exec(file);
      if (!match) throw new Error(`${join(dir, file)}: a migration file is named NNNN_name.sql`);
      return { version: Number(match[1]), name: match[2] ?? '', sql: readFileSync(join(dir, file), 'utf8') };
    });
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`${dir}: migration ${index + 1} is missing (found ${migration.version} next)`);
    }
  });
  return migrations;
}

let bundled: readonly Migration[] | undefined;

/** The migrations of db/migrations, read once per process (the schema check keys its reference by this list). */
export function bundledMigrations(): readonly Migration[] {
  return (bundled ??= loadMigrations());
}

const VERSION_TABLE = 'schema_migrations';

/** The highest migration applied to this database; 0 for a new, empty file. */
export function currentSchemaVersion(db: Database): number {
  const table = db
    .prepare(`SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?`)
    .get(VERSION_TABLE);
  if (!table) return 0;
  const row = db.prepare(`SELECT MAX(version) AS version FROM ${VERSION_TABLE}`).get() as {
    version: number | null;
  };
  return row.version ?? 0;
}

/** True when the file has tables but no version table: someone else's SQLite file. */
export function isForeignDatabase(db: Database): boolean {
  if (currentSchemaVersion(db) > 0) return false;
  const row = db.prepare(`SELECT COUNT(*) AS n FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%'`).get() as {
    n: number;
  };
  return row.n > 0;
}

/**
 * Applies every migration newer than the database, all in one transaction: either the file reaches the
 * latest version or it is left exactly as it was.
 */
export function migrate(db: Database, migrations: readonly Migration[], now: Date): { from: number; to: number } {
  const from = currentSchemaVersion(db);
  const pending = migrations.filter((m) => m.version > from);
  // Up to date: no write lock to wait for (another process may be writing).
  if (pending.length === 0 && from > 0) return { from, to: from };
  writeTransaction(db, () => {
    db.exec(`CREATE TABLE IF NOT EXISTS ${VERSION_TABLE} (
      version    INTEGER PRIMARY KEY NOT NULL,
      name       TEXT NOT NULL,
      applied_at TEXT NOT NULL
    ) STRICT`);
    const record = db.prepare(`INSERT INTO ${VERSION_TABLE} (version, name, applied_at) VALUES (?, ?, ?)`);
    for (const migration of pending) {
      try {
        db.exec(migration.sql);
      } catch (error) {
        throw new Error(`migration ${migration.version} (${migration.name}) failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      record.run(migration.version, migration.name, now.toISOString());
    }
  })();
  return { from, to: pending.at(-1)?.version ?? from };
}
