import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../test/helpers/temp';
import { loadMigrations } from './migrations';
import { openDatabase } from './open';

const tempDir = useTempDir();

function folderWith(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql);
  return dir;
}

describe('loadMigrations', () => {
  it('reads the shipped migrations in order, numbered from 1 without gaps', () => {
    const migrations = loadMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, index) => index + 1));
    expect(migrations[0]).toMatchObject({ version: 1, name: 'settings' });
  });

  it('sorts by number and ignores files that are not SQL', () => {
    const dir = folderWith({ '0002_b.sql': 'B', '0001_a.sql': 'A', 'README.md': 'notes' });
    expect(loadMigrations(dir)).toEqual([
      { version: 1, name: 'a', sql: 'A' },
      { version: 2, name: 'b', sql: 'B' },
    ]);
  });

  it('names the file whose name breaks the pattern', () => {
    const dir = folderWith({ '0001_a.sql': 'A', '2_Bad-Name.sql': 'B' });
    expect(() => loadMigrations(dir)).toThrow(`${join(dir, '2_Bad-Name.sql')}: a migration file is named NNNN_name.sql`);
  });

  it('refuses a gap in the numbering', () => {
    const dir = folderWith({ '0001_a.sql': 'A', '0003_c.sql': 'C' });
    expect(() => loadMigrations(dir)).toThrow('migration 2 is missing (found 3 next)');
  });
});

describe('0003: the deck library', () => {
  it('comes to a version-2 database with its cards and settings kept, strict, cascading from the deck', () => {
    const path = join(tempDir(), 'v2.db');
    const old = openDatabase({ path, migrations: loadMigrations().slice(0, 2) });
    old.sql.prepare(`INSERT INTO settings (key, value, updated_at) VALUES ('locale', '"ja"', 'then')`).run();
    old.sql.prepare(`INSERT INTO cards (game, card_key, name, updated_at) VALUES ('acg', 'acg-s001', '兵隊蟻', 'then')`).run();
    old.close();

    const db = openDatabase({ path });
    try {
      expect(db.schemaVersion).toBe(loadMigrations().length);
      expect(db.sql.prepare('SELECT key, value FROM settings').all()).toEqual([{ key: 'locale', value: '"ja"' }]);
      expect(db.sql.prepare('SELECT card_key FROM cards').pluck().all()).toEqual(['acg-s001']);

      const sections = JSON.stringify({ basic: [{ key: 'acg-s001', name: '兵隊蟻', count: 4 }] });
      db.sql.prepare(`INSERT INTO decks (id, game, name, folded, version, legal, card_count, created_at, updated_at) VALUES ('d1', 'acg', 'アリ', 'あり\n', 1, 1, 4, 'now', 'now')`).run();
      db.sql.prepare(`INSERT INTO deck_tags (deck_id, tag) VALUES ('d1', 'アリ')`).run();
      const version = db.sql.prepare(`INSERT INTO deck_versions (deck_id, version, saved_at, reason, sections, card_count, added, removed) VALUES ('d1', ?, 'now', ?, ?, 4, 4, 0)`);
      version.run(1, 'create', sections);
      expect(() => version.run('two', 'create', sections)).toThrow(/cannot store TEXT value in INTEGER column/);
      expect(() => version.run(2, 'autosave', sections)).toThrow(/CHECK constraint failed/);
      expect(() => version.run(2, 'edit', '{not json')).toThrow(/CHECK constraint failed/);
      expect(() => db.sql.prepare(`INSERT INTO deck_tags (deck_id, tag) VALUES ('nowhere', 'x')`).run()).toThrow(/FOREIGN KEY constraint failed/);

      db.sql.prepare(`DELETE FROM decks WHERE id = 'd1'`).run();
      expect(db.sql.prepare('SELECT (SELECT COUNT(*) FROM deck_tags) + (SELECT COUNT(*) FROM deck_versions)').pluck().get()).toBe(0);
    } finally {
      db.close();
    }
  });
});
