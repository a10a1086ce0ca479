import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseGame, listedNames, searchFor } from './card-browser';
import { SCREENSHOT_DIR, useApp } from './environment';

const { openApp } = useApp();

const NAME = '超電磁竜ヒャッカ・ドラグーン・ザ・グレート・インフィニティ・ファイナル';

/** The facts the detail panel lists, as label → value. */
const facts = (page: Page): Promise<Record<string, string>> =>
  page.locator('.detail dl').evaluate((dl) => {
    const pairs: Record<string, string> = {};
    for (const dt of dl.querySelectorAll('dt')) pairs[dt.textContent!.trim()] = dt.nextElementSibling!.textContent!.trim();
    return pairs;
  });

/** Whether the element's content fits its box (a long name wraps instead of spilling out). */
const fits = (locator: Locator): Promise<boolean> => locator.evaluate((node) => node.scrollWidth <= node.clientWidth + 1);

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOT_DIR, name) });
}

describe('custom cards in Chromium', () => {
  it('makes a DM card in Japanese, finds it by its hiragana, edits its cost, copies a FaB card and deletes it', async () => {
    const { page } = await openApp('ja-JP');
    await chooseGame(page, 'dm');

    await page.getByRole('button', { name: '新しいカード' }).click();
    const editor = page.getByRole('dialog', { name: '新しいデュエル・マスターズのカード' });
    await editor.waitFor();
    // The name has the focus: typing goes straight in.
    await page.keyboard.type(NAME);
    await editor.getByLabel('読み（かな）').fill('ちょうでんじりゅうひゃっかどらぐーん');
    await editor.getByRole('checkbox', { name: 'クリーチャー', exact: true }).check();
    await editor.getByRole('checkbox', { name: '火', exact: true }).check();
    await editor.getByRole('checkbox', { name: '自然', exact: true }).check();
    const races = editor.getByLabel('種族', { exact: true });
    await races.fill('アーマード・ドラゴン');
    await races.press('Enter');
    await races.fill('ジャイアント、');
    await editor.getByLabel('キーワード').fill('W・ブレイカー');
    await editor.getByLabel('コスト', { exact: true }).fill('5');
    await editor.getByLabel('パワー', { exact: true }).fill('7000');
    await editor.getByLabel('マナ').fill('1');
    await editor.getByLabel('テキスト（日本語）').fill('マッハファイター\nこのクリーチャーが攻撃する時、相手のパワー5000以下のクリーチャーを1体破壊する。');

    const preview = editor.locator('.preview figure');
    expect(await preview.getAttribute('aria-label')).toBe(NAME);
    expect(await preview.locator('.type').textContent()).toBe('クリーチャー — アーマード・ドラゴン／ジャイアント');
    // A long name wraps inside the preview and in the title; nothing spills out.
    expect(await fits(preview.locator('.name'))).toBe(true);
    expect(await fits(editor.locator('.fields'))).toBe(true);
    await editor.locator('.preview').screenshot({ path: '/tmp/custom-card-preview-ja.png' });
    await shoot(page, 'custom-card-new-ja.png');

    // Enter in a one-line field saves.
    await editor.getByLabel('コスト', { exact: true }).press('Enter');
    await editor.waitFor({ state: 'detached' });
    await page.locator('#card-title', { hasText: NAME }).waitFor();
    expect(await page.locator('#card-title .badge').textContent()).toBe('カスタム');
    expect(await facts(page)).toMatchObject({ コスト: '5', パワー: '7000', 文明: '火／自然', マナ: '1', 種族など: 'アーマード・ドラゴン／ジャイアント' });
    expect(await fits(page.locator('#card-title'))).toBe(true);
    await shoot(page, 'custom-card-detail-ja.png');

    // Katakana found by hiragana.
    await searchFor(page, 'ひゃっかどらぐーん', /^1枚$/);
    expect(await listedNames(page)).toEqual([NAME]);

    await page.getByRole('group', { name: 'カスタムカード' }).getByRole('button', { name: '編集' }).click();
    const edit = page.getByRole('dialog', { name: `「${NAME}」を編集` });
    await edit.waitFor();
    expect(await fits(edit.locator('h2'))).toBe(true);
    await shoot(page, 'custom-card-edit-ja.png');
    await edit.getByLabel('コスト', { exact: true }).fill('6');
    await page.keyboard.press('Control+s');
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => facts(page)).toMatchObject({ コスト: '6', パワー: '7000' });
    await searchFor(page, 'ひゃっか cost=6', /^1枚$/);

    // A shipped FaB card, copied as the player's own.
    await chooseGame(page, 'fab');
    await searchFor(page, '"Art of the Dragon: Blood"', /^1枚$/);
    await page.locator('.row').first().click();
    await page.locator('#card-title', { hasText: 'Art of the Dragon: Blood' }).waitFor();
    expect(await page.locator('#card-title .badge').count()).toBe(0);
    await page.getByRole('button', { name: 'カスタムカードとして複製' }).click();
    const copy = page.getByRole('dialog', { name: '「Art of the Dragon: Blood」から新しいカード' });
    await copy.waitFor();
    expect(await copy.getByRole('radio', { name: '赤（1）' }).isChecked()).toBe(true);
    await copy.getByLabel('カード名').fill('Art of the Dragon: Ink');
    await copy.getByRole('radio', { name: '青（3）' }).check();
    await shoot(page, 'custom-card-duplicate-fab-ja.png');
    await copy.getByRole('button', { name: '保存' }).click();
    await copy.waitFor({ state: 'detached' });
    await page.locator('#card-title', { hasText: 'Art of the Dragon: Ink' }).waitFor();
    expect(await facts(page)).toMatchObject({ ピッチ: '3', クラス: 'ニンジャ' });
    await searchFor(page, 'is:custom', /^1枚$/);
    expect(await listedNames(page)).toEqual(['Art of the Dragon: Ink']);
    await searchFor(page, '"Art of the Dragon: Blood"', /^1枚$/);

    // Delete the copy, after the question.
    await searchFor(page, 'is:custom', /^1枚$/);
    await page.locator('.row').first().click();
    await page.locator('#card-title', { hasText: 'Art of the Dragon: Ink' }).waitFor();
    await page.getByRole('group', { name: 'カスタムカード' }).getByRole('button', { name: '削除' }).click();
    const question = page.getByRole('dialog', { name: 'カードの削除' });
    await question.getByRole('button', { name: '削除' }).click();
    await question.waitFor({ state: 'detached' });
    await page.locator('#search-status[data-query="is:custom"]', { hasText: '条件に合うカードはありません。' }).waitFor();
    expect(await page.locator('#card-title').count()).toBe(0);
  });

  it.each([
    { locale: 'ja-JP', lang: 'ja', newCard: '新しいカード', dialog: '新しいPhantom Magic Visionのカード', kind: 'キャラクター', numbers: 'カード番号', save: '保存', exportCard: '自作カードを書き出す', saved: '自作カード1枚を pmv-custom-cards.csv に保存しました。カードデータ →「ファイルを取り込む」で読み戻せます。' },
    { locale: 'en-US', lang: 'en', newCard: 'New card', dialog: 'New Phantom Magic Vision card', kind: 'Character', numbers: 'Card numbers', save: 'Save', exportCard: 'Export my cards', saved: 'Saved your one card as pmv-custom-cards.csv: Card data → Import a file reads it back.' },
  ])('PMV 2.16.3: gives a card its numbers, a promo’s too, and exports it as a card CSV ($lang)', async ({ locale, lang, newCard, dialog, kind, numbers, save, exportCard, saved }) => {
    const { page } = await openApp(locale);
    await chooseGame(page, 'pmv');
    await page.getByRole('button', { name: newCard }).click();
    const editor = page.getByRole('dialog', { name: dialog });
    await editor.waitFor();
    await editor.locator('#cc-name').fill('星詠 ミコト（試作）');
    await editor.getByRole('checkbox', { name: kind, exact: true }).check();
    const field = editor.getByLabel(numbers);
    await field.fill('SMP-004');
    await field.press('Enter');
    await field.fill('SP-003、');
    await field.scrollIntoViewIfNeeded();
    expect(await editor.locator('[data-field="printings"]').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('SMP-004'), expect.stringContaining('SP-003')]));
    await shoot(page, `custom-card-numbers-${lang}.png`);
    await editor.getByRole('button', { name: save }).click();
    await editor.waitFor({ state: 'detached' });
    await page.locator('#card-title', { hasText: '星詠 ミコト（試作）' }).waitFor();
    expect(await page.locator('.detail').textContent()).toContain('SP-003');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: exportCard }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('pmv-custom-cards.csv');
    const text = readFileSync(await file.path(), 'utf8');
    expect(text.split('\r\n').filter((line) => line.includes('星詠 ミコト（試作）')).map((line) => line.split(',').at(-3))).toEqual(['SMP-004', 'SP-003']);
    await page.getByRole('status').filter({ hasText: saved }).waitFor();
    await shoot(page, `custom-card-export-${lang}.png`);
  });

  it('shows problems beside their fields in English and keeps the form when they are fixed', async () => {
    const { page } = await openApp('en-US');
    await chooseGame(page, 'dm');
    await page.getByRole('button', { name: 'New card' }).click();
    const editor = page.getByRole('dialog', { name: 'New Duel Masters card' });
    await editor.waitFor();
    await editor.getByLabel('Cost', { exact: true }).fill('3 cards');
    await page.keyboard.press('Control+s');
    await editor.getByRole('alert').filter({ hasText: '3 fields need fixing before the card can be saved.' }).waitFor();
    const cost = editor.getByLabel('Cost', { exact: true });
    expect(await cost.getAttribute('aria-invalid')).toBe('true');
    expect(await editor.locator(`#${await cost.getAttribute('aria-describedby')}`).textContent()).toBe('Enter a whole number, such as 3.');
    // The focus is on the first field to fix.
    expect(await editor.locator('#cc-name:focus').count()).toBe(1);
    await shoot(page, 'custom-card-problems-en.png');
    await editor.screenshot({ path: '/tmp/custom-card-problems-en.png' });

    await page.keyboard.type(NAME);
    await editor.getByRole('checkbox', { name: 'Creature', exact: true }).check();
    await cost.fill('3');
    await page.keyboard.press('Control+s');
    await editor.waitFor({ state: 'detached' });
    await page.locator('#card-title', { hasText: NAME }).waitFor();
    expect(await page.locator('#card-title .badge').textContent()).toBe('Custom');
    expect(await page.locator('.detail .note.mine').textContent()).toBe('You made this card.');
    await shoot(page, 'custom-card-detail-en.png');
  });
});
