/**
 * "Get card texts and images" (issue 23 point 1) over a real backend with the shipped FaB pack, against a local HTTP
 * server serving the excerpts of the public fab-cube files (test/fixtures/data/fab/upstream): nothing reaches the
 * internet. The game's usual source address is pointed at that server for the test, as `update --url` would.
 */
import { fireEvent, render, screen } from '@testing-library/svelte';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../api/backend';
import type { GameInfo } from '../../api/contract';
import { gameDefinition } from '../../engine/games/registry';
import { inProcessBridge } from '../../test/helpers/bridge';
import { readFabCubeFile, serveFabCube, type FabCubeServer } from '../../test/helpers/fab-cube-server';
import { useRenderedBackend } from '../../test/helpers/rendered-backend';
import { setLocale } from '../i18n/index.svelte';
import { createClient, type ApiClient } from '../lib/client';
import CardDetail from './CardDetail.svelte';
import TextsAndImagesOffer from './TextsAndImagesOffer.svelte';

const { open } = useRenderedBackend();

let server: FabCubeServer;
beforeAll(async () => {
  // The backend runs in this test's page: its downloads go through happy-dom's fetch, which would hold a request to
  // another origin to the browser's same-origin rule (the app's backend runs in Node, where no such rule applies).
  (window as unknown as { happyDOM: { settings: { fetch: { disableSameOriginPolicy: boolean } } } }).happyDOM.settings.fetch.disableSameOriginPolicy = true;
  server = await serveFabCube();
});
afterAll(() => server.close());

const source = gameDefinition('fab').cardData.updateSource!;
const usualBase = source.base;
/** Where FaB's "usual source" is for this test: a folder of the local server. */
const serveFrom = (mode: string) => (source.base = `${server.base}/${mode}/`);
afterEach(() => {
  source.base = usualBase;
  localStorage.clear();
  setLocale('ja');
});

async function landOnFab(): Promise<{ client: ApiClient; game: GameInfo; backend: Backend }> {
  const { backend } = open({ packs: ['fab.json.gz'] });
  const client = createClient(inProcessBridge(backend));
  const game = (await client.call('games.get', { id: 'fab' })) as GameInfo;
  render(TextsAndImagesOffer, { props: { client, game } });
  return { client, game, backend };
}

/** Every status the offer showed while it ran, in order. */
function watchStatuses(): string[] {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    for (const status of document.querySelectorAll('.offer [role="status"]')) {
      const text = status.textContent?.trim() ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return seen;
}

const getButton = () => screen.findByRole('button', { name: 'カードのテキストと画像を取得' });

describe('Get card texts and images', () => {
  it('offers it where a FaB player lands, says it downloads pictures, and leaves the cards readable', async () => {
    serveFrom('good');
    const { client, game } = await landOnFab();
    expect(game.cardData.textsAndImagesSource).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Flesh and Bloodのカードにはまだテキストと画像がありません' })).toBeTruthy();
    const button = await getButton();
    // The button names the pictures, and its description says they come from the publisher's site.
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toMatch(/カードデータにある画像をダウンロード」をオン.*発行元のサイトから取得/);
    expect((await client.call('settings.get', {})).downloadImages).toBe(false);

    const statuses = watchStatuses();
    await fireEvent.click(button);
    const done = await screen.findByText(/^完了:68 枚のカードにテキストが入りました。/, {}, { timeout: 20_000 });
    expect(done).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Flesh and Bloodのカードが読めるようになりました' })).toBeTruthy();
    // Download, then import, as the run went.
    const downloading = statuses.findIndex((text) => /^card\.csv をダウンロード中:\d+ \/ \d+ KiB/.test(text));
    const writing = statuses.findIndex((text) => /^取り込み中:\d+ 枚中 \d+ 枚を書き込みました/.test(text));
    expect(downloading).toBeGreaterThanOrEqual(0);
    expect(writing).toBeGreaterThan(downloading);
    expect(document.querySelector('.offer progress')).toBeNull();

    // Image downloads are on, so the grid finds a picture for the pack's cards (their printings name them).
    expect((await client.call('settings.get', {})).downloadImages).toBe(true);
    const [card] = (await client.call('cards.search', { game: 'fab', query: 'name:"Command and Conquer"', limit: 1 })).cards;
    expect((await client.call('images.find', { game: 'fab', keys: [card!.key] })).keys).toEqual([card!.key]);

    // The card view reads its text now, and offers nothing more.
    const detail = await client.call('cards.get', { game: 'fab', key: card!.key });
    render(CardDetail, { props: { card: detail, game, client } });
    expect(document.querySelector('.detail p.text')?.textContent).toMatch(/defense reaction/i);
    expect(document.querySelector('.detail .missing')).toBeNull();
    expect(document.querySelector('.detail .get-texts')).toBeNull();

    // Closed after the run, the offer stays closed.
    await fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(document.querySelector('.offer')).toBeNull();
    expect(localStorage.getItem('deckdojo.textsAndImages.dismissed.fab')).toBe('yes');
  });

  it('says in Japanese why downloaded data that is not card data was refused, and changes nothing', async () => {
    serveFrom('broken');
    const { client } = await landOnFab();
    await fireEvent.click(await getButton());
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert.textContent).toMatch(/^ダウンロードしたデータを取り込めませんでした（何も変更していません）：\S*\/card\.csv：UTF-8 でも Shift_JIS でもないテキストです（\d+バイト目が UTF-8 として正しくありません）。UTF-8 で保存してやり直してください/);
    expect(alert.textContent).not.toMatch(/nothing was|is neither|downloaded data cannot/);
    const [card] = (await client.call('cards.search', { game: 'fab', query: 'name:"Command and Conquer"', limit: 1 })).cards;
    expect((await client.call('cards.get', { game: 'fab', key: card!.key })).textEn).toBeNull();
  });

  it('says what failed when the server answers 404, changes nothing, and Retry runs again', async () => {
    serveFrom('missing');
    const { client } = await landOnFab();
    await fireEvent.click(await getButton());
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    // Said in Japanese alone: the reason too, not the server's English sentence.
    expect(alert.textContent).toContain(`ダウンロードが止まりました：${server.base}/missing/card.csv：サーバーの応答は 404 Not Found でした`);
    const [card] = (await client.call('cards.search', { game: 'fab', query: 'name:"Command and Conquer"', limit: 1 })).cards;
    expect((await client.call('cards.get', { game: 'fab', key: card!.key })).textEn).toBeNull();

    serveFrom('good');
    await fireEvent.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByText(/^完了:68 枚/, {}, { timeout: 20_000 })).toBeTruthy();
    expect((await client.call('cards.get', { game: 'fab', key: card!.key })).textEn).toMatch(/defense reaction/i);
  });

  it('keeps what arrived of a dropped download, says so, and Retry resumes from there', async () => {
    serveFrom('cut');
    await landOnFab();
    await fireEvent.click(await getButton());
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert.textContent).toMatch(/ダウンロードが止まりました：.*card\.csv：\d+バイト中 \d+バイトでダウンロードが止まりました/);
    expect(alert.textContent).toContain('届いた分は保存してあります。「再試行」で続きから取得します。');
    await fireEvent.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByText(/^完了:68 枚/, {}, { timeout: 20_000 })).toBeTruthy();
    const size = readFabCubeFile('card.csv').length;
    expect(server.requests.filter((r) => r.path === '/cut/card.csv').map((r) => r.range)).toEqual([undefined, `bytes=${Math.floor(size / 2)}-`]);
  });

  it('is offered in English too, and "Not now" is remembered', async () => {
    setLocale('en');
    const { client, game, backend } = await landOnFab();
    expect(await screen.findByRole('button', { name: 'Get card texts and images' })).toBeTruthy();
    expect(screen.getByText(/switches on “Download the images named by the card data” in Settings/)).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(document.querySelector('.offer')).toBeNull();
    // Landing again (another window, a restart) shows no offer; the card view of a card without text still has it.
    const again = createClient(inProcessBridge(backend));
    render(TextsAndImagesOffer, { props: { client: again, game } });
    const [card] = (await client.call('cards.search', { game: 'fab', query: 'name:"Command and Conquer"', limit: 1 })).cards;
    render(CardDetail, { props: { card: await client.call('cards.get', { game: 'fab', key: card!.key }), game, client: again } });
    expect(document.querySelector('.offer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Get card texts and images' }).closest('.detail')).not.toBeNull();
  });
});
