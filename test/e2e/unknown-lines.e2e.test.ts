/**
 * Importing a list newer than the card data in Chromium: NET-078 (May 2026) of the DM products file in
 * test/fixtures/data names 13 cards the shipped data does not know. Its lines are told within the deck; in Japanese
 * they are kept as unknown cards, in English made custom cards all at once; the deck is saved, reopens with them,
 * exports them by name and opens into the playtest table, where they are cards with their names.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callOverHttp } from '../helpers/http';
import { SCREENSHOT_DIR, useApp } from './environment';
import { FIRST_UNKNOWN as FIRST, IMPORT_WORDS, importNet078, tableWithCards } from './unknown-lines';

const { openApp } = useApp();

describe('a list with cards the data does not know', () => {
  it('ja: lines numbered within the deck, all kept as unknown cards, saved, reopened and played by name', async () => {
    const { page, server } = await openApp('ja-JP');
    await importNet078(page, IMPORT_WORDS.ja);
    const first = page.locator('.unresolved li').first();
    expect(await first.locator('.where').textContent()).toBe('25行目');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'import-unknown-lines-ja.png') });

    await page.getByRole('button', { name: 'すべて不明なカードとして残す' }).click();
    await page.getByRole('button', { name: 'デッキを読み込む' }).click();
    await page.locator('.editor-bar').waitFor();
    // Saved with them: 39 + 21 copies in the deck, the unknown ones marked as cards the data does not have.
    const unknownRow = page.locator('.deck-section[data-section="main"] .deck-row.missing', { hasText: FIRST });
    await unknownRow.waitFor();
    expect(await page.locator('.deck-section[data-section="main"] .deck-row.missing').count()).toBe(13);
    await page.reload();
    await unknownRow.waitFor();
    // Exported, the deck writes them by the names they were written with.
    await page.locator('.editor-bar button', { hasText: '書き出し' }).click();
    const preview = page.getByRole('textbox', { name: '書き出すテキスト' });
    await expect.poll(() => preview.inputValue()).toContain(`\n4 ${FIRST}\n`);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'export-unknown-lines-ja.png') });
    await page.keyboard.press('Escape');

    await tableWithCards(page, server, [`unknown:${FIRST}`, 'unknown:流星の逆転撃'], FIRST);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'table-unknown-cards-ja.png') });
  });

  it('en: all made custom cards in one go; the deck resolves to them and plays them', async () => {
    const { page, server } = await openApp('en-US');
    await importNet078(page, IMPORT_WORDS.en);
    expect(await page.locator('.unresolved li').first().locator('.where').textContent()).toBe('line 25');
    await page.getByRole('button', { name: 'Make custom cards of all' }).click();
    await expect.poll(() => page.locator('.unresolved li select').first().locator('option:checked').textContent()).toBe(`${FIRST} (your card)`);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'import-unknown-lines-en.png') });
    await page.getByRole('button', { name: 'Import the deck' }).click();
    await page.locator('.editor-bar').waitFor();
    await page.locator('.deck-section[data-section="main"] .deck-row', { hasText: FIRST }).waitFor();
    expect(await page.locator('.deck-row.missing').count()).toBe(0);

    const custom = await callOverHttp<{ cards: number }>(server, 'cards.exportCustom', { game: 'dm' });
    expect(custom.cards).toBe(13);
    const { cards } = await callOverHttp<{ cards: { key: string; name: string }[] }>(server, 'cards.search', { game: 'dm', query: `"${FIRST}"` });
    await tableWithCards(page, server, cards.map((card) => card.key), FIRST);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'table-custom-cards-en.png') });
  });
});
