import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IpcMainInvokeEvent, MessageBoxSyncOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { createBackup } from '../../db/backup';
import { DatabaseOpenError, openDatabase } from '../../db/open';
import { Sqlite } from '../../db/sqlite';
import { damage } from '../../test/helpers/damage';
import { copyPackedDatabase } from '../../test/helpers/packed';
import { useTempDir } from '../../test/helpers/temp';
import { CHOOSE_DATABASE_CHANNEL } from '../channels';
import { createDesktopHost } from '../preload/bridge';
import { offerRestore, registerDatabasePicker } from './restore';

const tempDir = useTempDir();

describe('the database file dialog', () => {
  function wire(trusted: boolean, answer: { canceled: boolean; filePaths: string[] }) {
    const handlers = new Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown>();
    const approved = new Set<string>();
    let asked = 0;
    registerDatabasePicker({
      ipcMain: { handle: (channel, handler) => void handlers.set(channel, handler), removeHandler: (channel) => void handlers.delete(channel) },
      isTrustedSender: () => trusted,
      showOpenDialog: async () => {
        asked += 1;
        return answer;
      },
      approve: (path) => void approved.add(path),
    });
    const event = { senderFrame: { url: 'https://evil.example/' } } as IpcMainInvokeEvent;
    const desktop = createDesktopHost({ invoke: async (channel, ...args) => handlers.get(channel)!(event, ...args) });
    return { desktop, approved, asked: () => asked, handlers };
  }

  it('answers the chosen file and approves only that path for backups.restoreFile', async () => {
    const { desktop, approved } = wire(true, { canceled: false, filePaths: ['/home/player/deck-dojo-old.db'] });
    expect(await desktop.chooseDatabaseFile('復元するファイル')).toBe('/home/player/deck-dojo-old.db');
    expect(approved.has('/home/player/deck-dojo-old.db')).toBe(true);
    expect(approved.has('/home/player/.ssh/id_ed25519')).toBe(false);
    const cancelled = wire(true, { canceled: true, filePaths: [] });
    expect(await cancelled.desktop.chooseDatabaseFile('Choose')).toBeNull();
  });

  it('opens no dialog for a frame that is not our renderer', async () => {
    const { desktop, asked, handlers } = wire(false, { canceled: false, filePaths: ['/etc/passwd'] });
    expect([...handlers.keys()]).toEqual([CHOOSE_DATABASE_CHANNEL]);
    await expect(desktop.chooseDatabaseFile('Choose')).rejects.toThrow('https://evil.example/ may not open dialogs');
    expect(asked()).toBe(0);
  });
});

describe('the start-up offer to restore', () => {
  /** A damaged database with one good backup beside it; the error opening it gave. */
  async function damagedWithBackup() {
    // With the bundled packs, as every host's database has them: a restore completes its copy with those it lacks.
    const path = copyPackedDatabase(join(tempDir(), 'deck-dojo.db'));
    const db = openDatabase({ path });
    db.sql.prepare(`INSERT INTO settings (key, value, updated_at) VALUES ('locale', '"ja"', '2026-11-23T00:00:00Z')`).run();
    const kept = await createBackup(db.sql, join(path, '..', 'backups'), 'auto', new Date('2026-11-23T00:00:00Z'));
    db.sql.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    writeFileSync(path, damage(readFileSync(path)));
    let error: DatabaseOpenError | undefined;
    try {
      openDatabase({ path, check: true });
    } catch (caught) {
      error = caught as DatabaseOpenError;
    }
    return { path, error: error!, kept };
  }

  it('restores the newest backup when the player asks, keeping the damaged file beside it', async () => {
    const { path, error, kept } = await damagedWithBackup();
    const shown: MessageBoxSyncOptions[] = [];
    const ok = await offerRestore(error, { showMessageBox: (options) => (shown.push(options), 0), chooseFile: () => null }, () => new Date('2026-11-23T10:00:00Z'));
    expect(ok).toBe(true);
    expect(shown[0]!.buttons).toEqual(['Restore the newest backup / 最新のバックアップを復元', 'Choose a backup file… / バックアップファイルを選択…', 'Quit / 終了']);
    expect(shown[0]!.detail).toContain(kept.name);
    expect(shown[0]!.detail).toContain('damaged');
    const reopened = openDatabase({ path, check: true });
    expect(reopened.sql.prepare(`SELECT value FROM settings WHERE key = 'locale'`).get()).toEqual({ value: '"ja"' });
    reopened.close();
  });

  it('quits when the player chooses to, and asks again after a chosen file that cannot be restored', async () => {
    const { path, error } = await damagedWithBackup();
    const before = readFileSync(path);
    const notes = join(tempDir(), 'notes.txt');
    writeFileSync(notes, 'not a database');
    const answers = [1, 0, 2];
    const titles: string[] = [];
    const ok = await offerRestore(error, { showMessageBox: (options) => (titles.push(options.message), answers.shift()!), chooseFile: () => notes }, () => new Date());
    expect(ok).toBe(false);
    expect(titles).toEqual(['Deck Dojo cannot open its database / データベースを開けません', 'This file cannot be restored / このファイルは復元できません', 'Deck Dojo cannot open its database / データベースを開けません']);
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it('offers only to quit for a file from a newer Deck Dojo, which must not be replaced by an older copy', async () => {
    const error = new DatabaseOpenError('DB_TOO_NEW', join(tempDir(), 'deck-dojo.db'), 'made by a newer Deck Dojo');
    const shown: MessageBoxSyncOptions[] = [];
    expect(await offerRestore(error, { showMessageBox: (options) => (shown.push(options), 0), chooseFile: () => null }, () => new Date())).toBe(false);
    expect(shown[0]!.buttons).toEqual(['Quit / 終了']);
  });

  it('offers to try again, not to restore, when another program is writing to the database', async () => {
    const error = new DatabaseOpenError('DB_BUSY', join(tempDir(), 'deck-dojo.db'), 'the database is in use: another program is writing to it.');
    const shown: MessageBoxSyncOptions[] = [];
    expect(await offerRestore(error, { showMessageBox: (options) => (shown.push(options), 0), chooseFile: () => null }, () => new Date())).toBe(true);
    expect(shown[0]!.buttons).toEqual(['Try again / 再試行', 'Quit / 終了']);
    expect(await offerRestore(error, { showMessageBox: () => 1, chooseFile: () => null }, () => new Date())).toBe(false);
  });
});

describe('the start-up offer to restore, given a crafted file', () => {
  it('refuses a backup with its deck tables dropped, leaving the damaged file and the backups as they were', async () => {
    const path = join(tempDir(), 'deck-dojo.db');
    writeFileSync(path, 'not a database at all');
    const crafted = join(tempDir(), 'crafted.db');
    openDatabase({ path: crafted }).close();
    const spoiled = new Sqlite(crafted);
    spoiled.exec('DROP TABLE deck_versions; DROP TABLE deck_tags; DROP TABLE decks;');
    spoiled.close();
    const error = new DatabaseOpenError('DB_UNREADABLE', path, 'the database file is not a SQLite database');
    const details: string[] = [];
    const answers = [0, 0, 1];
    const ok = await offerRestore(error, { showMessageBox: (options) => (details.push(options.detail ?? ''), answers.shift()!), chooseFile: () => crafted }, () => new Date());
    expect(ok).toBe(false);
    expect(details[1]).toContain(`${crafted}: is not as Deck Dojo makes it (table decks is missing;`);
    expect(readFileSync(path, 'utf8')).toBe('not a database at all');
    expect(existsSync(join(path, '..', 'backups'))).toBe(false);
  });
});
