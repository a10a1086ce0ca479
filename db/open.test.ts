import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Sqlite } from './sqlite';
import { describe, expect, it } from 'vitest';
import { damage } from '../test/helpers/damage';
import { useTempDir } from '../test/helpers/temp';
import { loadMigrations, type Migration } from './migrations';
import { DatabaseOpenError, openDatabase, restoreMends } from './open';

const tempDir = useTempDir();
const fileHash = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
const latest = loadMigrations().at(-1)!.version;

function schemaOf(path: string): string[] {
  const sql = new Sqlite(path, { readonly: true });
  try {
    return sql
      .prepare<[], { sql: string }>(
        `SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL AND name != 'schema_migrations' ORDER BY name`,
      )
      .all()
      .map((row) => row.sql);
  } finally {
    sql.close();
  }
}

describe('openDatabase', () => {
  it('creates the file and its folders, in WAL mode with foreign keys, at the latest schema', () => {
    const path = join(tempDir(), 'nested', 'folder', 'deck-dojo.db');
    const db = openDatabase({ path });
    try {
      expect(existsSync(path)).toBe(true);
      expect(db.schemaVersion).toBe(latest);
      expect(db.sql.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.sql.pragma('foreign_keys', { simple: true })).toBe(1);
      const applied = db.sql.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
      expect(applied).toEqual(loadMigrations().map(({ version, name }) => ({ version, name })));
    } finally {
      db.close();
    }
  });

  it('opens an up-to-date database again without applying anything twice', () => {
    const path = join(tempDir(), 'deck-dojo.db');
    openDatabase({ path, now: () => new Date('2026-01-01T00:00:00Z') }).close();
    const db = openDatabase({ path, now: () => new Date('2026-06-01T00:00:00Z') });
    try {
      const dates = db.sql.prepare('SELECT DISTINCT applied_at FROM schema_migrations').pluck().all();
      expect(dates).toEqual(['2026-01-01T00:00:00.000Z']);
    } finally {
      db.close();
    }
  });

  it('upgrades a database made by every earlier version to the same schema as a fresh one', () => {
    const migrations = loadMigrations();
    const fresh = join(tempDir(), 'fresh.db');
    openDatabase({ path: fresh }).close();
    for (let made = 1; made < migrations.length; made++) {
      const path = join(tempDir(), `v${made}.db`);
      openDatabase({ path, migrations: migrations.slice(0, made) }).close();
      const db = openDatabase({ path });
      expect(db.schemaVersion).toBe(latest);
      db.close();
      expect(schemaOf(path)).toEqual(schemaOf(fresh));
    }
    expect(schemaOf(fresh).some((sql) => sql.startsWith('CREATE TABLE settings'))).toBe(true);
  });

  it('refuses a database made by a newer version and leaves the file byte for byte as it was', () => {
    const path = join(tempDir(), 'future.db');
    openDatabase({ path }).close();
    const future = new Sqlite(path);
    future.pragma('journal_mode = DELETE');
    future.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(latest + 1, 'from_the_future', '2030-01-01');
    future.close();
    const before = fileHash(path);

    let error: unknown;
    try {
      openDatabase({ path }).close();
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DatabaseOpenError);
    expect((error as DatabaseOpenError).code).toBe('DB_TOO_NEW');
    expect((error as Error).message).toContain(path);
    expect((error as Error).message).toContain(`schema ${latest + 1}`);
    expect(fileHash(path)).toBe(before);
  });

  it('refuses a SQLite file that is not a Deck Dojo database, unchanged', () => {
    const path = join(tempDir(), 'other.sqlite');
    const other = new Sqlite(path);
    other.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
    other.close();
    const before = fileHash(path);
    expect(() => openDatabase({ path })).toThrow(/not a Deck Dojo database/);
    expect(fileHash(path)).toBe(before);
  });

  it('refuses a file that is not SQLite at all, naming the file', () => {
    const path = join(tempDir(), 'notes.txt');
    writeFileSync(path, 'this is a shopping list, not a database\n'.repeat(200));
    const before = fileHash(path);
    expect(() => openDatabase({ path })).toThrow(expect.objectContaining({ code: 'DB_UNREADABLE', path }));
    expect(fileHash(path)).toBe(before);
  });

  it('refuses a damaged database when asked to check it, unchanged, and says to restore a backup', () => {
    const path = join(tempDir(), 'deck-dojo.db');
    const db = openDatabase({ path });
    db.sql.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, body TEXT); CREATE INDEX filler_body ON filler (body)');
    db.sql.exec("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000) INSERT INTO filler (body) SELECT printf('札%05d', i) FROM n");
    db.sql.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    writeFileSync(path, damage(readFileSync(path)));
    const before = fileHash(path);
    expect(() => openDatabase({ path, check: true })).toThrow(
      expect.objectContaining({ code: 'DB_DAMAGED', path, message: expect.stringMatching(/damaged .*restore a backup/) }),
    );
    expect(fileHash(path)).toBe(before);
  });

  it('applies pending migrations all or nothing', () => {
    const path = join(tempDir(), 'broken.db');
    const [first] = loadMigrations();
    const broken: Migration[] = [
      first!,
      { version: 2, name: 'good_then_bad', sql: 'CREATE TABLE decks (id INTEGER PRIMARY KEY); SELECT * FROM nowhere;' },
    ];
    openDatabase({ path, migrations: [first!] }).close();
    expect(() => openDatabase({ path, migrations: broken })).toThrow(
      /migration 2 \(good_then_bad\) failed: no such table: nowhere/,
    );
    const db = openDatabase({ path, migrations: [first!] });
    try {
      expect(db.schemaVersion).toBe(1);
      expect(db.sql.prepare(`SELECT name FROM sqlite_schema WHERE name = 'decks'`).get()).toBeUndefined();
    } finally {
      db.close();
    }
  });

  it('turns a failure of the host\'s completing step (the bundled packs) into an open error a restore answers', () => {
    const path = join(tempDir(), 'deck-dojo.db');
    const complete = () => {
      throw new Error('bundled pack dm.json.gz is damaged');
    };
    expect(() => openDatabase({ path, complete })).toThrow(
      expect.objectContaining({ code: 'DB_MIGRATION_FAILED', path, message: expect.stringContaining('cannot be brought up to date (bundled pack dm.json.gz is damaged). Restore a backup to go on.') }),
    );
  });

  it('tells a file another program is writing from a broken one: DB_BUSY, no restore offered, nothing changed', () => {
    const path = join(tempDir(), 'deck-dojo.db');
    const migrations = loadMigrations();
    openDatabase({ path, migrations: migrations.slice(0, -1) }).close();
    // Another Deck Dojo holds the write lock while this one would apply the newest migration.
    const other = new Sqlite(path);
    other.exec('BEGIN IMMEDIATE');
    try {
      let refused: unknown;
      try {
        openDatabase({ path, migrations, lockWaitMs: 20 }).close();
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(DatabaseOpenError);
      expect(refused).toMatchObject({ code: 'DB_BUSY', message: `${path}: the database is in use: another program is writing to it. Nothing was changed; wait for it to finish (or close the other Deck Dojo) and start again.` });
      expect(restoreMends((refused as DatabaseOpenError).code)).toBe(false);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    const db = openDatabase({ path, migrations: migrations.slice(0, -1) });
    expect(db.schemaVersion).toBe(migrations.length - 1);
    db.close();
  });

  it('refuses, when checking, a file whose schema is not what the migrations make, naming what differs', () => {
    const path = join(tempDir(), 'deck-dojo.db');
    openDatabase({ path }).close();
    const spoiled = new Sqlite(path);
    spoiled.exec('DROP TABLE deck_versions; CREATE TRIGGER wipe AFTER INSERT ON decks BEGIN DELETE FROM decks; END;');
    spoiled.close();
    expect(() => openDatabase({ path, check: true })).toThrow(
      expect.objectContaining({ code: 'DB_DAMAGED', message: expect.stringContaining("the database file is not as Deck Dojo makes it (table deck_versions is missing; trigger wipe is not Deck Dojo's). Restore a backup to go on.") }),
    );
  });

  it('compares a virtual table\'s own tables by presence only: SQLite writes their SQL, which differs between its versions', () => {
    const path = join(tempDir(), 'deck-dojo.db');
    openDatabase({ path }).close();
    const other = new Sqlite(path);
    other.unsafeMode(true);
    other.pragma('writable_schema = ON');
    other.prepare(`UPDATE sqlite_schema SET sql = replace(sql, 'sz BLOB', 'sz BLOB, origin INTEGER') WHERE name = 'card_search_docsize'`).run();
    other.close();
    openDatabase({ path, check: true }).close();
    // A table of someone else's named like them is still foreign.
    const planted = new Sqlite(path);
    planted.exec('CREATE TABLE card_search_extra (x)');
    planted.close();
    expect(() => openDatabase({ path, check: true })).toThrow(/\(table card_search_extra is not Deck Dojo's\)/);
  });
});
