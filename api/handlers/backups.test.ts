import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Sqlite } from '../../db/sqlite';
import { describe, expect, it } from 'vitest';
import { createBackend } from '../backend';
import { backupFolder } from '../../db/backup';
import { loadMigrations } from '../../db/migrations';
import { openDatabase } from '../../db/open';
import { apiOf, makeBackend, recordingLogger, TEST_NOW, type LoggedEntry } from '../../test/helpers/backend';
import { lockMidway } from '../../test/helpers/locked';
import { damage } from '../../test/helpers/damage';
import { useTempDir } from '../../test/helpers/temp';
import { BACKUP_INTERVAL_MS } from './backups';

const tempDir = useTempDir();

/** A backend whose clock the test moves: backups are named by the time they were made. */
function backendAt(dir: string) {
  let now = TEST_NOW.getTime();
  const test = apiOf(makeBackend(dir, { clock: { now: () => new Date(now) }, packs: ['sample-acg.json'] }));
  return { ...test, later: (ms = 1000) => (now += ms) };
}

const deckNames = async (ok: ReturnType<typeof backendAt>['ok']) => (await ok('library.list', {})).map((deck) => deck.name).sort();

describe('backups', () => {
  it('makes a checked, self-contained copy beside the database and lists it', async () => {
    const dir = tempDir();
    const { ok, db, events } = backendAt(dir);
    await ok('library.create', { game: 'acg', name: 'アリ軍団' });
    const made = await ok('backups.create', {});
    expect(made).toEqual({ name: 'deck-dojo-20261122-090000-000-manual.db', createdAt: '2026-11-22T09:00:00.000Z', bytes: expect.any(Number), reason: 'manual' });
    const path = join(dir, 'backups', made.name);
    // One file, in rollback-journal mode, that opens on its own and holds the deck.
    expect(existsSync(`${path}-wal`)).toBe(false);
    const copy = new Sqlite(path, { readonly: true });
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.prepare('SELECT name FROM decks').all()).toEqual([{ name: 'アリ軍団' }]);
    copy.close();
    expect(await ok('backups.list', {})).toEqual({ folder: backupFolder(db.path), backups: [made], keep: 10 });
    expect(events.filter((event) => event.event === 'backups.changed')).toHaveLength(1);
  });

  it('backs up automatically only when the data changed, daily when due, and keeps the newest N automatic ones', async () => {
    const dir = tempDir();
    const { ok, backend, later } = backendAt(dir);
    await ok('settings.update', { backupsToKeep: 2 });
    const manual = await ok('backups.create', {});
    later();
    const first = await backend.backups.automatic();
    expect(first?.reason).toBe('auto');
    later();
    // Nothing written since: a restart makes no copy.
    expect(await backend.backups.automatic()).toBeNull();
    // The daily run waits for a day to pass, and then copies only changed contents.
    await ok('library.create', { game: 'acg', name: '昨日のデッキ' });
    expect(await backend.backups.automatic(BACKUP_INTERVAL_MS)).toBeNull();
    later(BACKUP_INTERVAL_MS);
    const daily = await backend.backups.automatic(BACKUP_INTERVAL_MS);
    expect(daily?.reason).toBe('auto');
    later(BACKUP_INTERVAL_MS);
    expect(await backend.backups.automatic(BACKUP_INTERVAL_MS)).toBeNull();
    // A deck saved makes the next start back up.
    later();
    await ok('library.create', { game: 'acg', name: '新しいデッキ' });
    const afterChange = await backend.backups.automatic();
    expect(afterChange?.reason).toBe('auto');
    // Two automatic copies stay (the oldest went); the player's own copy is never pruned.
    expect((await ok('backups.list', {})).backups.map((backup) => backup.name)).toEqual([afterChange!.name, daily!.name, manual.name]);
  });

  it('restores a backup in place, keeping a copy of what it replaced that restores back', async () => {
    const dir = tempDir();
    const { ok, later, events } = backendAt(dir);
    const kept = await ok('library.create', { game: 'acg', name: 'アリ軍団' });
    const backup = await ok('backups.create', {});
    later();
    await ok('library.create', { game: 'acg', name: '後から作ったデッキ' });
    await ok('library.save', { id: kept.id, baseVersion: 1, sections: { basic: [{ key: 'acg-s001', count: 4 }] } });
    later();
    const restored = await ok('backups.restore', { name: backup.name });
    expect(restored).toEqual({ restored: { name: backup.name, schemaVersion: loadMigrations().length }, saved: expect.objectContaining({ reason: 'before-restore' }) });
    expect(await deckNames(ok)).toEqual(['アリ軍団']);
    expect((await ok('library.get', { id: kept.id })).version).toBe(1);
    expect(events.some((event) => event.event === 'data.restored')).toBe(true);
    // The restore itself can be undone from the copy it made.
    later();
    await ok('backups.restore', { name: restored.saved.name });
    expect(await deckNames(ok)).toEqual(['アリ軍団', '後から作ったデッキ']);
    expect((await ok('library.get', { id: kept.id })).version).toBe(2);
  });

  it('restores a backup made by an older schema, bringing it up to date', async () => {
    const dir = tempDir();
    const { ok, call } = backendAt(dir);
    // A file from when decks were the newest tables (schema 3): a deck then, no tables or matches.
    const old = openDatabase({ path: join(tempDir(), 'old.db'), migrations: loadMigrations().slice(0, 3) });
    old.sql.exec(`
      INSERT INTO decks (id, game, name, format, notes, folded, version, legal, card_count, created_at, updated_at)
        VALUES ('old-deck', 'acg', '昔のデッキ', NULL, '', '昔のデッキ', 1, NULL, 0, '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z');
      INSERT INTO deck_versions (deck_id, version, saved_at, reason, sections, card_count, added, removed)
        VALUES ('old-deck', 1, '2025-01-01T00:00:00Z', 'create', '{}', 0, 0, 0);`);
    old.close();
    const result = await ok('backups.restoreFile', { path: old.path });
    expect(result.restored.schemaVersion).toBe(3);
    expect(await deckNames(ok)).toEqual(['昔のデッキ']);
    expect(await call('match.list', {})).toMatchObject({ ok: true, result: [] });
  });

  it('refuses a damaged, foreign, newer or non-database file and changes nothing', async () => {
    const dir = tempDir();
    const { ok, call } = backendAt(dir);
    await ok('library.create', { game: 'acg', name: 'アリ軍団' });
    const files = tempDir();
    const text = join(files, 'notes.txt');
    writeFileSync(text, 'これはデータベースではない\n'.repeat(200));
    const foreign = join(files, 'foreign.db');
    const other = new Sqlite(foreign);
    other.exec('CREATE TABLE photos (id INTEGER PRIMARY KEY)');
    other.close();
    const newer = join(files, 'newer.db');
    const future = openDatabase({ path: newer, migrations: [...loadMigrations(), { version: loadMigrations().length + 1, name: 'future', sql: 'CREATE TABLE future (x)' }] });
    future.close();
    const damaged = join(files, 'damaged.db');
    const whole = await ok('backups.create', {});
    writeFileSync(damaged, damage(readFileSync(join(dir, 'backups', whole.name))));
    await ok('backups.delete', { name: whole.name });
    // Why, in English and in Japanese (the reason alone: the screen names the file the player chose).
    const cases: [string, RegExp, string][] = [
      [text, /notes\.txt: is not a SQLite database/, 'SQLite のデータベースとして開けません'],
      [foreign, /foreign\.db: is not a Deck Dojo database/, 'Deck Dojo のデータベースではありません'],
      [newer, new RegExp(`newer\\.db: was made by a newer Deck Dojo \\(schema ${loadMigrations().length + 1}; this version knows up to ${loadMigrations().length}\\)`), 'より新しい Deck Dojo で作られたデータベースです。Deck Dojo を新しくすると開けます'],
      [damaged, /damaged\.db: .*damaged|malformed/, '壊れているか、Deck Dojo が作ったとおりのデータベースではありません'],
      [join(files, 'missing.db'), /missing\.db: there is no such file/, 'ファイルがありません'],
    ];
    for (const [path, message, ja] of cases) {
      const answer = await call('backups.restoreFile', { path });
      expect(answer, path).toMatchObject({ ok: false, error: { code: 'RESTORE_FAILED', message: expect.stringMatching(message), text: { ja } } });
      if (!answer.ok) expect(answer.error.message).toBe(`${path}: ${answer.error.text!.en}; nothing was changed`);
    }
    expect(await deckNames(ok)).toEqual(['アリ軍団']);
    expect((await ok('backups.list', {})).backups).toEqual([]);
  });

  it('takes files to restore only from paths the host approved, and backups only by name', async () => {
    const dir = tempDir();
    const db = openDatabase({ path: join(dir, 'deck-dojo.db') });
    const approved = join(dir, 'chosen.db');
    const web = apiOf({ backend: createBackend({ db, host: 'web', approvedPath: (path) => path === approved }), db, logged: [], notes: [] });
    const refused = await web.call('backups.restoreFile', { path: join(dir, 'elsewhere.db') });
    expect(refused).toMatchObject({ ok: false, error: { code: 'FORBIDDEN', message: expect.stringContaining('elsewhere.db was not chosen') } });
    expect(await web.call('backups.restore', { name: '../deck-dojo.db' })).toMatchObject({ ok: false, error: { code: 'INVALID_PARAMS', message: expect.stringContaining('name') } });
    expect(await web.call('backups.restore', { name: 'deck-dojo.db' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await web.call('backups.delete', { name: 'deck-dojo-20261122-090000-000-manual.db' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    db.close();
  });

  it('notes each backup, pruning, restore and refusal in the log', async () => {
    const dir = tempDir();
    const { ok, call, backend, later, notes } = backendAt(dir);
    await ok('settings.update', { backupsToKeep: 1 });
    const manual = await ok('backups.create', {});
    later();
    const first = await backend.backups.automatic();
    later(BACKUP_INTERVAL_MS);
    await ok('library.create', { game: 'acg', name: 'アリ軍団' });
    const second = await backend.backups.automatic(BACKUP_INTERVAL_MS);
    later();
    const restored = await ok('backups.restore', { name: manual.name });
    writeFileSync(join(dir, 'not-a-database.db'), 'hello');
    await call('backups.restoreFile', { path: join(dir, 'not-a-database.db') });
    expect(notes.map(({ level, message }) => `${level} ${message.replace(/\(\d+\.\d MB\)/, '(… MB)')}`)).toEqual([
      `info backup ${manual.name} made (… MB)`,
      `info backup ${first!.name} made (… MB)`,
      `info backup ${second!.name} made (… MB)`,
      `info removed the oldest automatic backups beyond 1: ${first!.name}`,
      `info backup ${restored.saved.name} made (… MB)`,
      `info restored ${manual.name} (schema ${loadMigrations().length}, now ${loadMigrations().length}); the data it replaced is in ${restored.saved.name}`,
      expect.stringMatching(/^warn restoring .*not-a-database\.db was refused: .*not a SQLite database/),
    ]);
  });

  it('deletes a backup the player no longer wants', async () => {
    const { ok } = backendAt(tempDir());
    const made = await ok('backups.create', {});
    expect((await ok('backups.delete', { name: made.name })).backups).toEqual([]);
  });
});

describe('restores that cannot wipe the live data', () => {
  /** A copy of a good backup of `dir`'s database, changed by `spoil` (SQL run on it). */
  async function spoiledBackup(ok: ReturnType<typeof backendAt>['ok'], dir: string, name: string, spoil: string): Promise<string> {
    const made = await ok('backups.create', {});
    const path = join(tempDir(), name);
    copyFileSync(join(dir, 'backups', made.name), path);
    await ok('backups.delete', { name: made.name });
    const sql = new Sqlite(path);
    sql.exec(spoil);
    sql.close();
    return path;
  }

  it('refuses each crafted file, naming what is wrong, with the live data and every call intact', async () => {
    const dir = tempDir();
    const { ok, call, notes } = backendAt(dir);
    const deck = await ok('library.create', { game: 'acg', name: 'アリ軍団' });
    const files = tempDir();
    // Only the version table, claiming every migration: the old check took it, and it wiped everything.
    const versionsOnly = join(files, 'versions-only.db');
    const bare = new Sqlite(versionsOnly);
    bare.exec(`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY NOT NULL, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT`);
    for (const { version, name } of loadMigrations()) bare.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(version, name, '2026-01-01');
    bare.close();
    const noDecks = await spoiledBackup(ok, dir, 'no-decks.db', 'DROP TABLE deck_versions; DROP TABLE deck_tags; DROP TABLE decks;');
    const trigger = await spoiledBackup(ok, dir, 'trigger.db', 'CREATE TRIGGER wipe_decks AFTER INSERT ON deck_versions BEGIN DELETE FROM decks; END;');
    // The same trigger under a name SQLite reserves for itself: refused when created, loaded from a file all the same.
    const reserved = await spoiledBackup(ok, dir, 'reserved.db', 'CREATE TRIGGER xqlite_wipe AFTER INSERT ON deck_versions BEGIN DELETE FROM decks; END;');
    writeFileSync(reserved, Buffer.from(readFileSync(reserved).toString('latin1').replaceAll('xqlite_wipe', 'sqlite_wipe'), 'latin1'));
    const foreign = await spoiledBackup(ok, dir, 'foreign.db', 'CREATE TABLE extra (secret TEXT)');
    const altered = await spoiledBackup(ok, dir, 'altered.db', 'DROP INDEX decks_updated; CREATE INDEX decks_updated ON decks (name)');
    const newer = join(files, 'newer.db');
    openDatabase({ path: newer, migrations: [...loadMigrations(), { version: loadMigrations().length + 1, name: 'future', sql: 'CREATE TABLE future (x)' }] }).close();
    const damaged = join(files, 'damaged.db');
    const whole = await spoiledBackup(ok, dir, 'whole.db', 'SELECT 1');
    writeFileSync(damaged, damage(readFileSync(whole)));
    const empty = join(files, 'empty.db');
    writeFileSync(empty, '');
    const cases: [string, RegExp][] = [
      [versionsOnly, /versions-only\.db: is not as Deck Dojo makes it \(table settings is missing; table data_sources is missing; .*\(and \d+ more\)\)/],
      [noDecks, /no-decks\.db: is not as Deck Dojo makes it \(table decks is missing; index decks_updated is missing; index decks_game_updated is missing; table deck_tags is missing; .* \(and 1 more\)\)/],
      [trigger, /trigger\.db: is not as Deck Dojo makes it \(trigger wipe_decks is not Deck Dojo's\)/],
      [reserved, /reserved\.db: is not as Deck Dojo makes it \(trigger sqlite_wipe is not Deck Dojo's\)/],
      [foreign, /foreign\.db: is not as Deck Dojo makes it \(table extra is not Deck Dojo's\)/],
      [altered, /altered\.db: is not as Deck Dojo makes it \(index decks_updated is not as Deck Dojo makes it\)/],
      [newer, new RegExp(`newer\\.db: was made by a newer Deck Dojo \\(schema ${loadMigrations().length + 1}; this version knows up to ${loadMigrations().length}\\)`)],
      [damaged, /damaged\.db: is damaged/],
      [empty, /empty\.db: is not a Deck Dojo database/],
    ];
    for (const [path, message] of cases) {
      const answer = await call('backups.restoreFile', { path });
      expect(answer, path).toMatchObject({ ok: false, error: { code: 'RESTORE_FAILED', message: expect.stringMatching(message) } });
      // Nothing was replaced, nothing was copied aside, and no checked copy is left behind.
      expect(await deckNames(ok)).toEqual(['アリ軍団']);
      expect(readdirSync(join(dir, 'backups')), path).toEqual([]);
    }
    expect(notes.filter((note) => note.level === 'warn')).toHaveLength(cases.length);
    // Every call still works: reads, writes, the backups themselves.
    expect(await ok('library.save', { id: deck.id, baseVersion: 1, sections: { basic: [{ key: 'acg-s001', count: 4 }] } })).toMatchObject({ version: 2 });
    expect((await ok('cards.search', { game: 'acg', query: '' })).total).toBeGreaterThan(0);
    expect(await ok('match.list', {})).toEqual([]);
    expect((await ok('backups.list', {})).backups).toEqual([]);
    // And a good backup still restores, without the planner statistics a file may carry.
    const good = await ok('backups.create', {});
    const withStatistics = new Sqlite(join(dir, 'backups', good.name));
    withStatistics.exec('ANALYZE');
    withStatistics.close();
    await ok('library.create', { game: 'acg', name: '後から作ったデッキ' });
    expect((await ok('backups.restore', { name: good.name })).restored).toEqual({ name: good.name, schemaVersion: loadMigrations().length });
    expect(await deckNames(ok)).toEqual(['アリ軍団']);
    const live = new Sqlite(join(dir, 'deck-dojo.db'), { readonly: true });
    expect(live.prepare(`SELECT name FROM sqlite_schema WHERE name GLOB 'sqlite_stat*'`).all()).toEqual([]);
    live.close();
    expect(readdirSync(join(dir, 'backups')).filter((name) => name.includes('.partial'))).toEqual([]);
  });
});

describe('backups at start and at close', () => {
  /** One run of a host over `path`: opened, backed up at start, closed (as the desktop app and the web bridge do). */
  async function start(path: string, work?: (test: ReturnType<typeof apiOf>) => Promise<unknown>, options: Partial<Parameters<typeof createBackend>[0]> = {}) {
    const db = openDatabase({ path, check: true });
    const notes: LoggedEntry[] = [];
    const test = apiOf({ backend: createBackend({ db, host: 'web', automaticBackups: true, log: recordingLogger(notes), ...options }), db, logged: [], notes });
    await work?.(test);
    await test.backend.close();
    db.close();
    return notes;
  }
  const autos = (dir: string) => readdirSync(join(dir, 'backups')).filter((name) => name.endsWith('-auto.db'));

  it('adds no automatic backup over ten restarts without changes, and one after a change', async () => {
    const dir = tempDir();
    const path = join(dir, 'deck-dojo.db');
    // The first start backs up the new file; the deck made then is a change the second start backs up.
    await start(path, ({ ok }) => ok('library.create', { game: 'acg', name: 'アリ軍団' }));
    await start(path);
    const first = autos(dir);
    expect(first).toHaveLength(2);
    for (let restart = 0; restart < 10; restart++) await start(path);
    expect(autos(dir)).toEqual(first);
    await start(path, ({ ok }) => ok('settings.update', { backupsToKeep: 20 }));
    await start(path);
    expect(autos(dir)).toHaveLength(3);
  });

  it('removes what killed backups and restores left, but not a copy another process may be writing', async () => {
    const dir = tempDir();
    const path = join(dir, 'deck-dojo.db');
    const backups = join(dir, 'backups');
    mkdirSync(backups);
    const left = ['deck-dojo-20261122-090000-000-auto.db.partial', 'deck-dojo-20261122-090000-000-auto.db.partial-journal', 'restore-1b2c.db.partial', 'restore-1b2c.db.partial-wal', 'automatic.json.partial'];
    const old = new Date(Date.now() - 10 * 60 * 1000);
    for (const name of left) {
      writeFileSync(join(backups, name), 'half a copy');
      utimesSync(join(backups, name), old, old);
    }
    writeFileSync(join(backups, 'deck-dojo-20261122-100000-000-manual.db.partial'), 'being written');
    const notes = await start(path, undefined, { automaticBackups: false });
    expect(readdirSync(backups)).toEqual(['deck-dojo-20261122-100000-000-manual.db.partial']);
    expect(notes.map((note) => note.message)).toEqual([`removed what killed backups or restores left in ${backups}: ${[...left].sort().join(', ')}`]);
  });

  it('closes within its time limit while a backup cannot progress, stopping it and leaving no file', async () => {
    const dir = tempDir();
    const path = join(dir, 'deck-dojo.db');
    const db = openDatabase({ path });
    const other = lockMidway(db.sql, path);
    const notes: LoggedEntry[] = [];
    const backend = createBackend({ db, host: 'web', automaticBackups: true, log: recordingLogger(notes), backupTimeouts: { closeWaitMs: 50 } });
    await backend.close();
    // Closed while the lock is still held: the backup did not finish, it was stopped.
    expect(other.inTransaction).toBe(true);
    expect(notes.map(({ level, message, error }) => `${level} ${message}${error ? `: ${(error as Error).message}` : ''}`)).toEqual([
      'warn a backup was still under way after 0.05 s; it was stopped so the app can close',
      expect.stringMatching(/^error a auto backup into .* failed: .*the backup failed: it was stopped: the app is closing$/),
      expect.stringMatching(/^error the automatic backup failed: .*it was stopped: the app is closing$/),
    ]);
    expect(readdirSync(join(dir, 'backups'))).toEqual([]);
    other.exec('ROLLBACK');
    other.close();
    db.close();
  });
});

/** Can this process mount a tmpfs (root, with the right to mount: not every container grants it)? */
function canMountTmpfs(): boolean {
  if (process.getuid?.() !== 0) return false;
  const probe = mkdtempSync(join(tmpdir(), 'deck-dojo-mount-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

// A full disk, for real: a 64 KB tmpfs as the backups folder. Mounting needs root and a machine that lets it mount
// (this one, and CI's); elsewhere this test cannot make a full disk honestly and does not run.
describe.runIf(canMountTmpfs())('a full disk', () => {
  it('fails a backup and a restore saying the disk is full, leaving no partial copy and the live data untouched', async () => {
    const dir = tempDir();
    const { ok, call } = backendAt(dir);
    await ok('library.create', { game: 'acg', name: 'アリ軍団' });
    const good = await ok('backups.create', {});
    const elsewhere = join(tempDir(), 'good.db');
    copyFileSync(join(dir, 'backups', good.name), elsewhere);
    const backups = join(dir, 'backups');
    rmSync(backups, { recursive: true });
    mkdirSync(backups);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', backups]);
    try {
      const backup = await call('backups.create', {});
      expect(backup).toMatchObject({ ok: false, error: { code: 'DISK_FULL', message: expect.stringMatching(/deck-dojo-.*-manual\.db: the backup failed: the disk is full \(database or disk is full\)/) } });
      const restore = await call('backups.restoreFile', { path: elsewhere });
      expect(restore).toMatchObject({ ok: false, error: { code: 'RESTORE_FAILED', message: expect.stringMatching(/good\.db: cannot be copied beside the database: the disk is full \(ENOSPC/) } });
      expect(readdirSync(backups)).toEqual([]);
      expect(await deckNames(ok)).toEqual(['アリ軍団']);
      expect(await ok('library.create', { game: 'acg', name: '次のデッキ' })).toMatchObject({ version: 1 });
    } finally {
      execFileSync('umount', [backups]);
    }
  });
});

describe('a restore that cannot get the write lock', () => {
  it('answers BUSY with the live data as it was and no copy of it left behind', async () => {
    const dir = tempDir();
    const { ok, call, notes } = apiOf(makeBackend(dir, { packs: ['sample-acg.json'], busyWaitMs: 100 }));
    await ok('library.create', { game: 'acg', name: 'アリ軍団' });
    const good = await ok('backups.create', {});
    await ok('library.create', { game: 'acg', name: '次のデッキ' });
    // Another program writing the same file holds its write lock for the whole call and its tries again.
    const other = new Sqlite(join(dir, 'deck-dojo.db'));
    other.exec('BEGIN IMMEDIATE');
    try {
      expect(await call('backups.restore', { name: good.name })).toMatchObject({
        ok: false,
        error: { code: 'BUSY', message: `restoring ${good.name}: another program is writing to the database; nothing was replaced. Try again.` },
      });
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    // Only the last step waited for the lock: one check, one copy of the data it would have replaced, and as
    // nothing was replaced, that copy did not stay.
    expect(notes.filter((note) => /^backup .*-before-restore\.db made/.test(note.message))).toHaveLength(1);
    expect((await ok('backups.list', {})).backups.map((backup) => backup.reason)).toEqual(['manual']);
    expect(await deckNames(ok)).toEqual(['アリ軍団', '次のデッキ']);
    expect(await ok('backups.restore', { name: good.name })).toMatchObject({ restored: { name: good.name } });
    expect(await deckNames(ok)).toEqual(['アリ軍団']);
  });
});
