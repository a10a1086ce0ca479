/**
 * The search status line over the shipped DM pack: the result count, and under a typo the "did you mean" line
 * (もしかして / Did you mean) whose names search themselves in place of the query.
 */
import { cleanup, fireEvent, render } from '@testing-library/svelte';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeBackend, type TestBackend } from '../../test/helpers/backend';
import { inProcessBridge } from '../../test/helpers/bridge';
import { useTempDir } from '../../test/helpers/temp';
import { setLocale } from '../i18n/index.svelte';
import { CardSearch } from '../lib/card-search.svelte';
import { createClient } from '../lib/client';
import CardSearchStatus from './CardSearchStatus.svelte';

const tempDir = useTempDir();
let test: TestBackend;
beforeAll(() => {
  test = makeBackend(tempDir(), { packs: ['dm.json.gz'] });
}, 60_000);
afterAll(() => test.db.close());
afterEach(() => {
  cleanup();
  setLocale('ja');
});

async function statusFor(query: string) {
  const search = new CardSearch(createClient(inProcessBridge(test.backend)), 'dm');
  search.type(query);
  await search.run();
  render(CardSearchStatus, { props: { search, id: 'status' } });
  return search;
}

const suggestionLine = () => document.querySelector<HTMLElement>('.suggestions');
const offered = () => [...document.querySelectorAll<HTMLButtonElement>('.suggestions button')].map((button) => button.textContent);

describe('CardSearchStatus', () => {
  it('offers ボルシャック・ドラゴン for ボルシャク in Japanese, and a click searches it (exact name first)', async () => {
    const search = await statusFor('ボルシャク');
    expect(document.getElementById('status')!.textContent).toBe('条件に合うカードはありません。');
    expect(suggestionLine()!.textContent).toMatch(/^\s*もしかして：/);
    expect(offered()[0]).toBe('ボルシャック・ドラゴン');

    await fireEvent.click(document.querySelector<HTMLButtonElement>('.suggestions button')!);
    await expect.poll(() => search.resultQuery).toBe('ボルシャック・ドラゴン');
    expect(search.query).toBe('ボルシャック・ドラゴン');
    expect(search.rows[0]!.name).toBe('ボルシャック・ドラゴン');
    expect(search.total).toBeGreaterThan(3);
    // Plenty found: nothing is offered any more.
    expect(suggestionLine()).toBeNull();
  });

  it('says "Did you mean:" in English', async () => {
    setLocale('en');
    await statusFor('ぼるしゃくど');
    expect(document.getElementById('status')!.textContent).toBe('No cards match this search.');
    expect(suggestionLine()!.textContent).toMatch(/^\s*Did you mean:/);
    expect(offered()).toContain('ボルシャック・ドラゴン');
  });

  it('offers nothing when the words find plenty', async () => {
    await statusFor('ぼるしゃっく');
    expect(document.getElementById('status')!.textContent).toMatch(/^\d+枚$/);
    expect(suggestionLine()).toBeNull();
  });
});
