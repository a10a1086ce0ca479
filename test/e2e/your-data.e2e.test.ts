/**
 * The Your data screen in Chromium against the real web bridge (issue 9): a backup made on request, a restore of it
 * after the player confirms (every window reloads onto the restored data), and a restore from a file sent through
 * the bridge's upload.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BackupList, DeckSummary } from '../../api/contract';
import { callOverHttp } from '../helpers/http';
import { SCREENSHOT_DIR, useApp } from './environment';

const { openApp } = useApp();

describe('your data in Chromium', () => {
  it('backs up, restores a backup and restores a chosen file, reloading onto the restored data', async () => {
    const { page, server } = await openApp('ja');
    const call = <T>(method: Parameters<typeof callOverHttp>[1], params: object = {}) => callOverHttp<T>(server, method, params);
    const deckNames = async () => (await call<DeckSummary[]>('library.list')).map((deck) => deck.name).sort();
    await call('library.create', { game: 'acg', name: '残すデッキ' });

    await page.goto(`${server.url}#/data`);
    await page.getByRole('heading', { name: 'データ', level: 1 }).waitFor();
    await page.getByRole('button', { name: '今すぐバックアップ' }).click();
    await page.getByText(/としてバックアップしました。/).waitFor();
    const made = (await call<BackupList>('backups.list')).backups.find((backup) => backup.reason === 'manual')!;
    const row = page.locator(`li[data-backup="${made.name}"]`);
    expect(await row.textContent()).toContain('手動');

    // A deck made after the backup is gone once the backup is restored.
    await call('library.create', { game: 'acg', name: '後で作ったデッキ' });
    // Every window reloads onto the restored data; the one that asked still says what happened.
    let loads = 0;
    page.on('load', () => (loads += 1));
    await row.getByRole('button', { name: '復元' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '復元' }).click();
    await expect.poll(() => loads, { timeout: 30_000 }).toBe(1);
    await page.getByText(/復元しました。置き換える前のデータは .*before-restore\.db として保存されています。/).waitFor();
    expect(await deckNames()).toEqual(['残すデッキ']);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'your-data-ja.png'), fullPage: true });

    // Restore from a file: the page sends the chosen file to the bridge, which alone may name its path.
    const file = readFileSync(join((await call<BackupList>('backups.list')).folder, made.name));
    await call('library.create', { game: 'acg', name: 'もう一つ' });
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'ファイルから復元…' }).click();
    await (await chooser).setFiles({ name: 'my-backup.db', mimeType: 'application/octet-stream', buffer: file });
    const dialog = page.getByRole('dialog');
    expect(await dialog.textContent()).toContain('my-backup.db に置き換わります');
    await dialog.getByRole('button', { name: '復元' }).click();
    await expect.poll(() => loads, { timeout: 30_000 }).toBe(2);
    await page.getByText(/復元しました。/).waitFor();
    expect(await deckNames()).toEqual(['残すデッキ']);
  });
});
