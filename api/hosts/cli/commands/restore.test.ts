import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadMigrations } from '../../../../db/migrations';
import { Sqlite } from '../../../../db/sqlite';
import { describe, expect, it } from 'vitest';
import { cliRunner } from '../../../../test/helpers/cli';
import { damage } from '../../../../test/helpers/damage';
import { useTempDir } from '../../../../test/helpers/temp';
import { EXIT } from '../exit';

const tempDir = useTempDir();
const { run, packedDb } = cliRunner(tempDir);

const deckNames = (db: string) => {
  const sql = new Sqlite(db, { readonly: true });
  try {
    return (sql.prepare('SELECT name FROM decks ORDER BY name').all() as { name: string }[]).map((row) => row.name);
  } finally {
    sql.close();
  }
};

// Each command opens (and checks) a database holding the bundled packs, and a backup copies all of it.
describe('deckdojo backup, backups and restore', { timeout: 30_000 }, () => {
  it('backs up, lists the backups and restores one, keeping what it replaced', async () => {
    const db = packedDb();
    expect((await run(['call', 'library.create', '{"game":"acg","name":"アリ軍団"}', '--db', db])).status).toBe(EXIT.ok);
    const backedUp = await run(['backup', '--db', db]);
    expect(backedUp).toMatchObject({ status: EXIT.ok, stderr: '' });
    const name = /backed up to (\S+)/.exec(backedUp.stdout)![1]!;
    expect(readdirSync(join(dirname(db), 'backups'))).toEqual([name]);

    const listed = await run(['backups', '--db', db]);
    expect(listed.stdout).toMatch(new RegExp(`backups in .*backups \\(automatic ones kept: 10\\):\\n.* UTC  manual .* MB  ${name}`));
    expect(JSON.parse((await run(['backups', '--json', '--db', db])).stdout)).toMatchObject({ backups: [{ name, reason: 'manual' }], keep: 10 });

    await run(['call', 'library.create', '{"game":"acg","name":"後のデッキ"}', '--db', db]);
    const restored = await run(['restore', name, '--db', db]);
    expect(restored).toMatchObject({ status: EXIT.ok, stdout: expect.stringMatching(new RegExp(`restored ${name}\\nthe data it replaced is kept as deck-dojo-.*-before-restore\\.db`)) });
    expect(deckNames(db)).toEqual(['アリ軍団']);
  });

  it('says which backups there are when the database is damaged, and restores over it keeping the damaged file', async () => {
    const db = packedDb();
    await run(['call', 'library.create', '{"game":"acg","name":"アリ軍団"}', '--db', db]);
    const name = /backed up to (\S+)/.exec((await run(['backup', '--db', db])).stdout)![1]!;
    const sql = new Sqlite(db);
    sql.pragma('wal_checkpoint(TRUNCATE)');
    sql.close();
    const damaged = damage(readFileSync(db));
    writeFileSync(db, damaged);

    const refused = await run(['games', '--db', db]);
    expect(refused.status).toBe(EXIT.usage);
    expect(refused.stderr).toMatch(/the database file is damaged .*restore a backup to go on/);
    expect(refused.stderr).toContain(`Put one back with: deckdojo restore ${name}`);
    expect(readFileSync(db).equals(damaged)).toBe(true);

    const restored = await run(['restore', name, '--db', db]);
    expect(restored.status).toBe(EXIT.ok);
    const setAside = /kept as (\S+)/.exec(restored.stdout)![1]!;
    expect(readFileSync(setAside).equals(damaged)).toBe(true);
    expect(deckNames(db)).toEqual(['アリ軍団']);
    expect((await run(['games', '--db', db])).status).toBe(EXIT.ok);
  });

  it('refuses to restore a file that is not a Deck Dojo database, changing nothing', async () => {
    const db = packedDb();
    const notes = join(tempDir(), 'notes.db');
    writeFileSync(notes, 'ただのメモ\n'.repeat(100));
    const refused = await run(['restore', notes, '--db', db]);
    expect(refused).toMatchObject({ status: EXIT.usage, stderr: expect.stringContaining(`${notes}: is not a SQLite database`) });
    expect(existsSync(join(dirname(db), 'backups'))).toBe(false);
  });
});

describe('deckdojo over a database that cannot be opened', { timeout: 30_000 }, () => {
  it('does not restore over a database a backup cannot mend: one from a newer Deck Dojo stays as it is', async () => {
    const db = packedDb();
    const name = /backed up to (\S+)/.exec((await run(['backup', '--db', db])).stdout)![1]!;
    // A newer Deck Dojo migrated the file since: an older copy put over it would lose that version's work.
    const sql = new Sqlite(db);
    sql.prepare(`INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, 'future', '2027-01-01')`).run(loadMigrations().length + 1);
    sql.close();
    const before = readFileSync(db);
    const refused = await run(['restore', name, '--db', db]);
    expect(refused.status).toBe(EXIT.usage);
    expect(refused.stderr).toContain('was made by a newer Deck Dojo');
    expect(readFileSync(db).equals(before)).toBe(true);
    expect(readdirSync(dirname(db)).filter((file) => file.includes('damaged'))).toEqual([]);
  });

  it('says so with the backups to restore, refuses a crafted file and restores a good backup', async () => {
    const db = packedDb();
    await run(['call', 'library.create', '{"game":"acg","name":"アリ軍団"}', '--db', db]);
    const name = /backed up to (\S+)/.exec((await run(['backup', '--db', db])).stdout)![1]!;
    // What the old restore check let through: the deck tables gone (the bundled packs then fail too).
    const sql = new Sqlite(db);
    sql.exec('DROP TABLE deck_versions; DROP TABLE deck_tags; DROP TABLE decks; DROP TABLE data_sources;');
    sql.close();

    const refused = await run(['games', '--db', db]);
    expect(refused.status).toBe(EXIT.usage);
    expect(refused.stderr).toMatch(/the database file is not as Deck Dojo makes it \(table data_sources is missing; table decks is missing; .*\)\. Restore a backup to go on\./);
    expect(refused.stderr).toContain(`Put one back with: deckdojo restore ${name}`);

    const crafted = join(tempDir(), 'crafted.db');
    const copy = new Sqlite(join(dirname(db), 'backups', name), { readonly: true });
    await copy.backup(crafted);
    copy.close();
    const planted = new Sqlite(crafted);
    planted.exec('CREATE TRIGGER wipe AFTER INSERT ON decks BEGIN DELETE FROM decks; END;');
    planted.close();
    const before = readFileSync(db);
    const notRestored = await run(['restore', crafted, '--db', db]);
    expect(notRestored).toMatchObject({ status: EXIT.usage, stderr: expect.stringContaining(`${crafted}: is not as Deck Dojo makes it (trigger wipe is not Deck Dojo's); nothing was changed`) });
    expect(readFileSync(db).equals(before)).toBe(true);
    expect(readdirSync(join(dirname(db), 'backups'))).toEqual([name]);

    expect((await run(['restore', name, '--db', db])).status).toBe(EXIT.ok);
    expect(deckNames(db)).toEqual(['アリ軍団']);
    expect((await run(['games', '--db', db])).status).toBe(EXIT.ok);
  });
});
