import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseGame, listedNames, searchFor } from './card-browser';
import { SCREENSHOT_DIR, useApp } from './environment';

const { openApp, dataDir } = useApp();

describe('the card browser in Chromium', () => {
  it('finds Duel Masters cards by kana and shows one in full', async () => {
    const { page } = await openApp('ja-JP');
    await chooseGame(page, 'dm');
    await searchFor(page, 'ぼるしゃっく', /^\d+枚$/);
    const found = await listedNames(page);
    expect(found.length).toBeGreaterThan(10);
    expect(found.every((name) => name.includes('ボルシャック'))).toBe(true);
    await page.locator('.row', { hasText: 'ボルシャック・NEX（ネックス）' }).first().click();
    await page.locator('#card-title', { hasText: 'ボルシャック・NEX' }).waitFor();
    expect(await page.locator('.detail dl').textContent()).toContain('アーマード・ドラゴン');
    // The bundled data carries no Japanese text; the card says how to add it.
    expect(await page.locator('.detail .missing').textContent()).toContain('cards_classic_ja.json');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'cards-dm-ja.png') });

    // Arrow keys move through the list: the next card is shown.
    const selected = await page.locator('.row[aria-selected="true"]').getAttribute('data-index');
    await page.keyboard.press('ArrowDown');
    await page.locator(`.row[aria-selected="true"][data-index="${Number(selected) + 1}"]`).waitFor();
    const next = await page.locator('.row[aria-selected="true"] .name').textContent();
    await page.locator('#card-title', { hasText: next! }).waitFor();
  });

  it('filters FaB cards, explains a query error with its position, and opens the help', async () => {
    const { page } = await openApp('en-US');
    await chooseGame(page, 'fab');
    await searchFor(page, 'class:ninja cost<=1 pitch:1', /^\d+ cards$/);
    const status = await page.locator('#search-status').textContent();
    expect(Number(status!.split(' ')[0])).toBeGreaterThan(20);
    await page.locator('.row').first().click();
    await page.locator('.detail dl', { hasText: 'ninja' }).waitFor();
    expect(await page.locator('.detail .missing').textContent()).toContain('fab-cube');

    await searchFor(page, 'class:ninja (cost<=1', /Position 13: this parenthesis is never closed/);
    expect(await page.getByRole('searchbox').getAttribute('aria-invalid')).toBe('true');

    await page.getByRole('button', { name: 'Search help' }).click();
    const help = page.getByRole('dialog', { name: 'Searching cards' });
    await help.waitFor();
    expect(await help.locator('table code').first().textContent()).toBe('pitch');
    expect(await help.textContent()).toContain('class:ninja cost<=1');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'search-help-fab-en.png') });
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
  });

  it('imports a card file and shows the result, and lists every problem of a bad one', async () => {
    const { page } = await openApp('ja-JP');
    await page.locator('#search-status[data-game="acg"]').waitFor();
    const good = join(dataDir(), 'my-cards.csv');
    writeFileSync(good, '名前,種類,コスト,攻撃力,種属,テキスト\n見張りのミーアキャット,animal,1,1,,場に出たとき、カードを1枚引く。\n夜明けの丘,territory,,,基礎,\n');
    const bad = join(dataDir(), 'bad-cards.csv');
    writeFileSync(bad, 'name,kind,cost\n鉄の牙,dragon,2\n,scene,1\n');

    await page.getByRole('button', { name: 'カードデータ', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const chooseFile = async (path: string) => {
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'ファイルを選ぶ…' }).click();
      await (await chooser).setFiles(path);
      await dialog.getByText(basename(path), { exact: true }).waitFor();
    };
    await chooseFile(bad);
    await dialog.getByRole('button', { name: '取り込む' }).click();
    await dialog.locator('.banner.error').waitFor();
    const problems = await dialog.locator('.issues tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent)));
    expect(problems).toEqual([
      ['2', 'kind', '「dragon」はアニマルカードゲームのカードの種類ではありません。使えるのは動物、縄張り、道具、場面、特技、領土、トークンです'],
      ['3', 'name', '空です'],
    ]);

    await chooseFile(good);
    await dialog.getByRole('button', { name: '取り込む' }).click();
    await dialog.locator('.banner.ok').waitFor();
    expect(await dialog.locator('.banner.ok').textContent()).toContain('my-cards.csv をCSV（Deck Dojo テンプレート）として取り込みました：2枚（新規 2・更新 0）。');
    expect(await dialog.locator('.sources').textContent()).toContain('csv:my-cards.csv');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'card-data-ja.png') });
    await page.keyboard.press('Escape');

    await searchFor(page, 'みーあきゃっと', /^1枚$/);
    expect(await listedNames(page)).toEqual(['見張りのミーアキャット']);
  });
});
