import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Settings } from '../../api/contract';
import { callOverHttp } from '../helpers/http';
import { SCREENSHOT_DIR, title, useApp } from './environment';

const { openApp } = useApp();

/** The shortcut help's rows: label and bindings as shown. */
const helpRows = (page: Page) =>
  page.locator('[role="dialog"] tbody tr').evaluateAll((rows) =>
    rows.map((row) => [
      row.querySelector('th')!.textContent!.trim(),
      [...row.querySelectorAll('.binding')].map((b) => b.getAttribute('data-binding')).join(' / '),
    ]),
  );

describe('keyboard shortcuts in Chromium', () => {
  it('shows the shortcut help with ? in Japanese, keeps the focus inside, and gives it back on Escape', async () => {
    const { page } = await openApp('ja-JP');
    await page.locator('#search-status').waitFor();
    await page.keyboard.press('Shift+Slash');
    const dialog = page.getByRole('dialog', { name: 'キーボードショートカット' });
    await dialog.waitFor();
    expect(await helpRows(page)).toEqual([
      ['カード画面へ移動', 'Ctrl+1'],
      ['デッキ画面へ移動', 'Ctrl+2'],
      ['プレイテスト画面へ移動', 'Ctrl+3'],
      ['マッチ画面へ移動', 'Ctrl+4'],
      ['データ画面へ移動', 'Ctrl+5'],
      ['設定画面へ移動', 'Ctrl+,'],
      ['キーボードショートカットを表示', '? / F1'],
      ['元に戻す', 'Ctrl+Z'],
      ['やり直す', 'Ctrl+Shift+Z / Ctrl+Y'],
      ['保存', 'Ctrl+S'],
      ['検索欄へ移動', '/'],
      ['デッキリストを読み込む', 'Ctrl+I'],
      ['デッキを書き出す', 'Ctrl+E'],
      ['プレイテストの卓を開く', 'Ctrl+Enter'],
      ['選んだカードをデッキに入れる', 'Enter'],
      ['カードを1枚増やす', '+ / ='],
      ['カードを1枚減らす', '-'],
      ['カードをデッキから外す', 'Del / Backspace'],
      ['カードを次の区分へ移す', ']'],
      ['カードを前の区分へ移す', '['],
      ['検索欄へ移動', '/'],
      ['新しいデッキ', 'Ctrl+N'],
      ['デッキリストを読み込む', 'Ctrl+I'],
      ['検索欄へ移動', '/'],
      ['デッキを開く', 'Enter'],
      ['名前を変更', 'F2'],
      ['複製', 'Ctrl+D'],
      ['削除', 'Del'],
      ['カードを1枚引く', 'D'],
      ['自分のカードをすべてアンタップ', 'U'],
      ['ターンの次のステップへ', 'N / Space'],
      ['山札をシャッフル', 'S'],
      ['初期手札の引き直し(マリガン)', 'M'],
      ['元に戻す', 'Ctrl+Z'],
      ['やり直す', 'Ctrl+Shift+Z / Ctrl+Y'],
      ['ポインターの下のカードを拡大', 'Z'],
      ['ダイスを振る', 'R'],
      ['コインを投げる', 'C'],
      ['保存', 'Ctrl+S / Enter'],
    ]);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'shortcut-help-ja.png') });
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    expect(await page.locator('[role="dialog"] :focus').count()).toBe(1);
    // The screens do not change behind the dialog.
    await page.keyboard.press('Control+2');
    expect(await title(page, 'カード')).toBe('カード');
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
  });

  it('opens it from the top bar in English and leaves the search box its own keys', async () => {
    const { page } = await openApp('en-US');
    const button = page.getByRole('button', { name: 'Keyboard shortcuts' });
    expect(await button.getAttribute('title')).toBe('Keyboard shortcuts (? / F1)');
    expect(await page.getByRole('link', { name: 'Decks' }).getAttribute('title')).toBe('Decks (Ctrl+2)');
    await button.click();
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    expect((await helpRows(page))[0]).toEqual(['Go to Cards', 'Ctrl+1']);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'shortcut-help-en.png') });
    await page.keyboard.press('Escape');
    expect(await page.locator(':focus').getAttribute('aria-label')).toBe('Keyboard shortcuts');

    // In the search box, ? is typed and Ctrl+Z undoes the typing; F1 and Ctrl+number still work.
    const search = page.getByRole('searchbox');
    await search.click();
    await page.keyboard.type('cost?');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await search.inputValue()).toBe('cost?');
    await page.keyboard.press('Control+z');
    expect(await search.inputValue()).not.toBe('cost?');
    await page.keyboard.press('F1');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    expect(await page.locator(':focus').getAttribute('type')).toBe('search');
    await page.keyboard.press('Control+3');
    expect(await title(page, 'Playtest')).toBe('Playtest');
  });

  it('changes a key from the help with the keyboard alone, asks about a key in use, and keeps the change after a reload', async () => {
    const { page, server } = await openApp('en-US');
    await page.locator('#search-status').waitFor();
    await page.keyboard.press('F1');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Change the keys of Go to Decks' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Press the new keys (Esc cancels)' }).waitFor();
    await page.keyboard.press('Control+Shift+K');
    const decksRow = dialog.locator('tr[data-command="app.goDecks"]');
    await decksRow.locator('.changed-mark').waitFor();
    expect((await helpRows(page))[1]).toEqual(['Go to Decks Changed', 'Ctrl+Shift+K']);
    expect(await page.locator(':focus').getAttribute('aria-label')).toBe('Change the keys of Go to Decks');

    // The same keys for Go to Cards: the help names Go to Decks; Escape answers Cancel and the dialog stays.
    await page.keyboard.press('Shift+Tab');
    expect(await page.locator(':focus').getAttribute('aria-label')).toBe('Change the keys of Go to Cards');
    await page.keyboard.press('Space');
    await page.keyboard.press('Control+Shift+K');
    const alert = dialog.getByRole('alert');
    expect((await alert.textContent())!.trim()).toBe('Ctrl+Shift+K is already the key of Go to Decks (Everywhere). Replace takes it from there.');
    expect(await page.locator(':focus').textContent()).toBe('Replace');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'shortcut-help-conflict-en.png') });
    await page.keyboard.press('Escape');
    expect(await alert.count()).toBe(0);
    expect(await dialog.count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);

    // Saved in the database: a reload starts with the new key, the old one does nothing.
    await expect
      .poll(async () => (await callOverHttp<Settings>(server, 'settings.get', {})).shortcuts)
      .toEqual({ 'app.goDecks': ['Mod+Shift+K'] });
    await page.reload();
    await page.locator('#search-status').waitFor();
    expect(await page.getByRole('link', { name: 'Decks' }).getAttribute('title')).toBe('Decks (Ctrl+Shift+K)');
    await page.keyboard.press('Control+2');
    expect(new URL(page.url()).hash).not.toBe('#/decks');
    await page.keyboard.press('Control+Shift+K');
    expect(await title(page, 'Deck library')).toBe('Deck library');
    expect(new URL(page.url()).hash).toBe('#/decks');
  });
});
