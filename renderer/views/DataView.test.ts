import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backupFolder } from '../../db/backup';
import { Sqlite } from '../../db/sqlite';
import { makeBackend, type TestBackend } from '../../test/helpers/backend';
import { inProcessBridge } from '../../test/helpers/bridge';
import { useTempDir } from '../../test/helpers/temp';
import { setLocale } from '../i18n/index.svelte';
import { createClient } from '../lib/client';
import { onDataRestored, takeRestoredNotice } from '../lib/restore-notice';
import DataView from './DataView.svelte';

const tempDir = useTempDir();
let test: TestBackend | undefined;
afterEach(() => {
  cleanup();
  test?.db.close();
  sessionStorage.clear();
  setLocale('ja');
});

/** The screen over a real backend with a file database, and how to read what it stores. */
function screenOver() {
  test = makeBackend(tempDir());
  const client = createClient(inProcessBridge(test.backend));
  // As App.svelte does: every window reloads on a restore.
  let reloads = 0;
  client.on('data.restored', (result) => onDataRestored(result, () => (reloads += 1)));
  render(DataView, { client, backupsToKeep: 7 });
  const { backend } = test;
  const deckNames = async () => {
    const answer = await backend.invoke('library.list', {});
    return answer.ok ? (answer.result as { name: string }[]).map((deck) => deck.name).sort() : [];
  };
  return { backend, deckNames, reloads: () => reloads };
}

const rows = () => screen.queryAllByRole('listitem');

describe('the Your data screen', () => {
  it('shows the database file, backs up on request and lists the backup in Japanese', async () => {
    const { backend } = screenOver();
    expect(await screen.findByText(test!.db.path)).toBeTruthy();
    expect(await screen.findByText('バックアップはまだありません。')).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: '今すぐバックアップ' }));
    expect(await screen.findByText(/deck-dojo-20261122-090000-000-manual\.db としてバックアップしました。/)).toBeTruthy();
    expect(rows()).toHaveLength(1);
    expect(rows()[0]!.textContent).toMatch(/手動 · \d+\.\d MB · deck-dojo-20261122-090000-000-manual\.db/);
    const listed = await backend.invoke('backups.list', {});
    expect(listed).toMatchObject({ ok: true, result: { backups: [{ reason: 'manual' }] } });
  });

  it('restores a backup only after the player confirms, saying where the replaced data went', async () => {
    setLocale('en');
    const { backend, deckNames, reloads } = screenOver();
    await backend.invoke('library.create', { game: 'acg', name: 'Kept deck' });
    await backend.invoke('backups.create', {});
    await backend.invoke('library.create', { game: 'acg', name: 'Later deck' });
    await screen.findByText(/Your backup ·/);
    await fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Everything in Deck Dojo is replaced by the backup of');
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await deckNames()).toEqual(['Kept deck', 'Later deck']);

    await fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Restore' }));
    await fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(/Restored\. The data it replaced is kept as deck-dojo-.*-before-restore\.db\./)).toBeTruthy();
    expect(await deckNames()).toEqual(['Kept deck']);
    // The window reloads, and its message outlives the reload (the event may come before the call's answer).
    expect(reloads()).toBe(1);
    expect(takeRestoredNotice()).toMatch(/^Restored\. The data it replaced is kept as deck-dojo-.*-before-restore\.db\.$/);
    expect(takeRestoredNotice()).toBeNull();
    expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('Before a restore'), expect.stringContaining('Your backup')]);
  });

  it('says a backup was refused by the name the player knows, in the screen’s language, with the data unchanged', async () => {
    const { backend, deckNames, reloads } = screenOver();
    await backend.invoke('library.create', { game: 'acg', name: '残すデッキ' });
    const made = await backend.invoke('backups.create', {});
    if (!made.ok) throw new Error(made.error.message);
    const { name, folder } = { name: (made.result as { name: string }).name, folder: backupFolder(test!.db.path) };
    // A backup someone planted a trigger in: restored, it would wipe the decks at the next save.
    const planted = new Sqlite(`${folder}/${name}`);
    planted.exec('CREATE TRIGGER wipe AFTER INSERT ON deck_versions BEGIN DELETE FROM decks; END;');
    planted.close();
    await screen.findByText(/手動 ·/);
    await fireEvent.click(within(rows()[0]!).getByRole('button', { name: '復元' }));
    await fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '復元' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${name} は復元できませんでした。データは何も変わっていません。理由：壊れているか、Deck Dojo が作ったとおりのデータベースではありません`,
    );
    expect(await deckNames()).toEqual(['残すデッキ']);
    expect(reloads()).toBe(0);
  });

  it('keeps no message in a window that did not ask for the restore, which only reloads', () => {
    let reloads = 0;
    onDataRestored({ restored: { name: 'x.db', schemaVersion: 5 }, saved: { name: 'y.db', createdAt: '2026-11-23T00:00:00.000Z', bytes: 1, reason: 'before-restore' } }, () => (reloads += 1));
    expect(reloads).toBe(1);
    expect(takeRestoredNotice()).toBeNull();
  });

  it('says how many automatic backups are kept and links to Settings, where that is changed', async () => {
    screenOver();
    const link = await screen.findByRole('link', { name: '自動バックアップの保存数：7。「設定」で変更できます。' });
    expect(link.getAttribute('href')).toBe('#/settings');
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
  it('shows where the log is and copies the diagnostics for a bug report, in English', async () => {
    setLocale('en');
    const writes: string[] = [];
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: async (text: string) => void writes.push(text) } });
    try {
      screenOver();
      const problems = await screen.findByText('none', { selector: '[data-field="problems"]' });
      expect(problems).toBeTruthy();
      await fireEvent.click(screen.getByRole('button', { name: 'Copy diagnostics' }));
      expect(await screen.findByText('The diagnostics are on the clipboard: paste them into your bug report.')).toBeTruthy();
      expect(writes).toHaveLength(1);
      expect(writes[0]).toMatch(new RegExp(`^Deck Dojo \\d+\\.\\d+\\.\\d+ \\(cli\\)\nPlatform: ${process.platform} `));
      expect(writes[0]).toContain(`Database: ${test!.db.path} (schema `);
      expect(writes[0]).toContain('Problems this run: none');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says so in Japanese when the clipboard refuses, pointing to the text to copy by hand', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    try {
      screenOver();
      await screen.findByText('なし', { selector: '[data-field="problems"]' });
      await fireEvent.click(screen.getByRole('button', { name: '診断情報をコピー' }));
      expect(await screen.findByText('クリップボードに書き込めませんでした。「診断情報を表示」を開き、テキストを手でコピーしてください。')).toBeTruthy();
      expect(screen.getByText('診断情報を表示')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
