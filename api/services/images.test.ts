import { existsSync, mkdirSync, readdirSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameId } from '../../engine/games/id';
import { usePackedDatabase } from '../../test/helpers/packed-db';
import { cardPng } from '../../test/helpers/png';
import { useTempDir } from '../../test/helpers/temp';
import type { Settings } from '../contract';
import { answerImageRequest, createCardImageStore, fileSafeName, indexImageFolder, type CardImageStoreOptions } from './images';

const packed = usePackedDatabase();
const tempDir = useTempDir();
const PNG = cardPng(8, 11, [200, 40, 40]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const NO_FOLDERS: Settings['imageFolders'] = { acg: null, pmv: null, nova: null, dm: null, fab: null };
const RETRY_AFTER_MS = 10 * 60_000;

// Real cards of the bundled packs.
const BOLSHACK = 'ボルシャック・ドラゴン'; // printed as DM-01 8/110, DM-18 11/140 …
const SPIRAL_GATE = 'スパイラル・ゲート'; // its card data image: …/cardimage/dmex08-257.jpg
const KYUGYODORI = '*/弐幻キューギョドリ/*'; // a key with slashes and stars
const REUNION = 'FM9T9Dg8bj9h9MW7k9HCQ'; // FaB "10,000 Year Reunion", MST131, image …/EN/MST131.png
const MEERKAT = 'acg-s001'; // ACG sample card SMP-001

interface Harness {
  folder: string;
  cacheDir: string;
  settings: Pick<Settings, 'imageFolders' | 'downloadImages'>;
  clock: { now: number };
  store: ReturnType<typeof createCardImageStore>;
}

function makeStore(game: GameId | null, options: Partial<CardImageStoreOptions> = {}): Harness {
  const folder = tempDir();
  const cacheDir = join(tempDir(), 'image-cache');
  const settings = { imageFolders: { ...NO_FOLDERS, ...(game ? { [game]: folder } : {}) }, downloadImages: false };
  const clock = { now: Date.parse('2026-11-22T09:00:00Z') };
  const store = createCardImageStore({ sql: packed().sql, cacheDir, settings: () => settings, now: () => clock.now, ...options });
  return { folder, cacheDir, settings, clock, store };
}

const request = (extra: Partial<Parameters<typeof answerImageRequest>[3]> = {}) => ({ method: 'GET', ifNoneMatch: null, ifModifiedSince: null, ...extra });

describe('card image folders', () => {
  it('makes keys and printing numbers file-safe', () => {
    expect(fileSafeName('DMR-13 1/55')).toBe('DMR-13 1_55');
    expect(fileSafeName(KYUGYODORI)).toBe('__弐幻キューギョドリ__');
    expect(fileSafeName('a:b?c"d<e>f|g\\h\u0001')).toBe('a_b_c_d_e_f_g_h_');
    // Windows drops dots and spaces at the end of a name.
    expect(fileSafeName('Bolt. ')).toBe('Bolt__');
    expect(fileSafeName('../../etc/passwd')).toBe('.._.._etc_passwd');
  });

  it('finds a card by its key, any printing number, or its image address’s file name', () => {
    const { folder, store } = makeStore('dm');
    writeFileSync(join(folder, 'DM-18 11_140.png'), PNG);
    writeFileSync(join(folder, '__弐幻キューギョドリ__.webp'), PNG);
    writeFileSync(join(folder, 'dmex08-257.jpg'), JPEG);
    writeFileSync(join(folder, 'notes.txt'), 'not a picture');
    expect(store.find('dm', [BOLSHACK, SPIRAL_GATE, KYUGYODORI, 'ボルシャック・NEX（ネックス）', 'no such card']).sort()).toEqual(
      [BOLSHACK, SPIRAL_GATE, KYUGYODORI].sort(),
    );
    // The key wins over a printing number when both are there.
    writeFileSync(join(folder, `${BOLSHACK}.jpg`), JPEG);
    return expect(store.file('dm', BOLSHACK)).resolves.toMatchObject({ path: join(folder, `${BOLSHACK}.jpg`), type: 'image/jpeg', size: JPEG.length });
  });

  it('folds case and composes decomposed kana (names from macOS)', async () => {
    const { folder, store } = makeStore('dm');
    writeFileSync(join(folder, `${BOLSHACK.normalize('NFD')}.PNG`), PNG);
    expect(BOLSHACK.normalize('NFD')).not.toBe(BOLSHACK);
    expect(store.find('dm', [BOLSHACK])).toEqual([BOLSHACK]);
    expect((await store.file('dm', BOLSHACK))?.type).toBe('image/png');

    const fab = makeStore('fab');
    writeFileSync(join(fab.folder, 'mst131.Png'), PNG);
    expect(fab.store.find('fab', [REUNION])).toEqual([REUNION]);
  });

  it('prefers PNG, then JPEG, then WebP when one name has several files', () => {
    const folder = tempDir();
    for (const name of ['SMP-001.webp', 'SMP-001.jpeg', 'SMP-001.jpg', 'SMP-002.webp', 'SMP-002.JPEG', 'smp-003.webp', 'SMP-003.png', 'SMP-004.gif']) {
      writeFileSync(join(folder, name), PNG);
    }
    expect(Object.fromEntries(indexImageFolder(folder))).toEqual({ 'smp-001': 'SMP-001.jpg', 'smp-002': 'SMP-002.JPEG', 'smp-003': 'SMP-003.png' });
  });

  it('reads a folder again when its modification time changes, and not otherwise', () => {
    const { folder, store } = makeStore('acg');
    // A whole second, which setting the time back can repeat exactly.
    const before = new Date('2026-11-22T08:00:00Z');
    utimesSync(folder, before, before);
    expect(store.find('acg', [MEERKAT])).toEqual([]);
    writeFileSync(join(folder, 'SMP-001.png'), PNG);
    // The listing is kept while the folder's time is what it was …
    utimesSync(folder, before, before);
    expect(store.find('acg', [MEERKAT])).toEqual([]);
    // … and read again once it changes, as adding, removing or renaming a file does.
    utimesSync(folder, before, new Date(before.getTime() + 5000));
    expect(store.find('acg', [MEERKAT])).toEqual([MEERKAT]);
    renameSync(join(folder, 'SMP-001.png'), join(folder, 'old-SMP-001.png'));
    expect(store.find('acg', [MEERKAT])).toEqual([]);
  });

  it('answers for a folder that is missing or not a folder without failing', async () => {
    const { folder, store, settings } = makeStore('acg');
    settings.imageFolders.acg = join(folder, 'gone');
    expect(store.find('acg', [MEERKAT])).toEqual([]);
    expect(await store.file('acg', MEERKAT)).toBeNull();
    writeFileSync(join(folder, 'file.png'), PNG);
    expect(store.check('acg', join(folder, 'file.png'))).toEqual({ folder: join(folder, 'file.png'), exists: false, images: 0, cards: 0 });
  });

  it('counts a folder’s images and the cards they picture', () => {
    const { folder, store } = makeStore(null);
    // Two files for one card count as two images and one card; a file naming no card is an image only.
    for (const name of ['SMP-001.png', 'acg-s001.jpg', 'SMP-002.png', 'someone-else.png', 'readme.txt']) writeFileSync(join(folder, name), PNG);
    mkdirSync(join(folder, 'SMP-003.png'));
    expect(store.check('acg', folder)).toEqual({ folder, exists: true, images: 4, cards: 2 });
    expect(store.check('acg', join(folder, 'nothing'))).toEqual({ folder: join(folder, 'nothing'), exists: false, images: 0, cards: 0 });
  });

  it('never reads outside the folder, whatever the key or game says', async () => {
    const outer = tempDir();
    const folder = join(outer, 'cards');
    mkdirSync(folder);
    writeFileSync(join(outer, 'secret.png'), PNG);
    writeFileSync(join(outer, '..png'), PNG);
    const store = createCardImageStore({
      sql: packed().sql,
      cacheDir: join(outer, 'cache'),
      settings: () => ({ imageFolders: { ...NO_FOLDERS, dm: folder }, downloadImages: false }),
    });
    for (const [game, key] of [['dm', '../secret'], ['dm', '..'], ['dm', '/etc/passwd'], ['..', 'secret'], ['dm/..', 'secret'], ['mtg', 'secret']] as const) {
      expect((await answerImageRequest(store, game, key, request())).status, `${game} ${key}`).toBe(404);
    }
    // A card is looked up by name in the folder's listing: a key that reads like a path is a name that is not there.
    expect(store.find('dm', ['../secret', '..'])).toEqual([]);
  });
});

describe('the image cache', () => {
  interface Call {
    url: string;
  }

  function fakeFetch(answer: (url: string) => Response | Promise<Response>) {
    const calls: Call[] = [];
    const fetchImpl = (async (input: string | URL | Request) => {
      const url = String(input);
      calls.push({ url });
      return answer(url);
    }) as typeof fetch;
    return { calls, fetchImpl };
  }

  const image = (bytes: Buffer, type: string, headers: Record<string, string> = {}) =>
    new Response(new Uint8Array(bytes), { status: 200, headers: { 'Content-Type': type, ...headers } });

  it('downloads the image the card data names only when allowed, into the cache by card key, once', async () => {
    const { calls, fetchImpl } = fakeFetch(() => image(PNG, 'image/png; charset=binary'));
    const { store, settings, cacheDir } = makeStore(null, { fetch: fetchImpl });
    expect(store.find('fab', [REUNION])).toEqual([]);
    expect(await store.file('fab', REUNION)).toBeNull();
    expect(calls).toEqual([]);

    settings.downloadImages = true;
    expect(store.find('fab', [REUNION])).toEqual([REUNION]);
    // Cards whose data names no https image are not offered.
    expect(store.find('dm', [BOLSHACK])).toEqual([]);
    const [first, second] = await Promise.all([store.file('fab', REUNION), store.file('fab', REUNION)]);
    expect(calls).toEqual([{ url: 'https://storage.googleapis.com/fabmaster/cardfaces/2024-MST/EN/MST131.png' }]);
    expect(first).toMatchObject({ path: join(cacheDir, 'fab', `${REUNION}.png`), type: 'image/png', size: PNG.length });
    expect(second).toEqual(first);
    expect(readdirSync(join(cacheDir, 'fab'))).toEqual([`${REUNION}.png`]);

    // Cached: no second download, and still shown when downloading is switched off again.
    settings.downloadImages = false;
    expect(await store.file('fab', REUNION)).toMatchObject({ path: first!.path });
    expect(store.find('fab', [REUNION])).toEqual([REUNION]);
    expect(calls).toHaveLength(1);
  });

  it('keeps a JPEG or WebP download under its own extension', async () => {
    const webp = Buffer.concat([Buffer.from('RIFF\u0010\u0000\u0000\u0000WEBPVP8 ', 'latin1'), Buffer.alloc(8)]);
    const { fetchImpl } = fakeFetch((url) => (url.endsWith('dmex08-257.jpg') ? image(JPEG, 'image/jpeg') : image(webp, 'image/webp')));
    const { store, settings, cacheDir } = makeStore(null, { fetch: fetchImpl });
    settings.downloadImages = true;
    expect((await store.file('dm', SPIRAL_GATE))?.path).toBe(join(cacheDir, 'dm', `${SPIRAL_GATE}.jpg`));
    expect(await store.file('dm', KYUGYODORI)).toMatchObject({ path: join(cacheDir, 'dm', '__弐幻キューギョドリ__.webp'), type: 'image/webp' });
  });

  it.each([
    ['an error status', () => new Response('gone', { status: 404, headers: { 'Content-Type': 'image/png' } })],
    ['a page that is not an image', () => image(Buffer.from('<html>'), 'text/html')],
    ['no content type', () => new Response(new Uint8Array(PNG), { status: 200 })],
    ['an image type we do not keep', () => image(PNG, 'image/gif')],
    ['bytes that are not the image type given', () => image(Buffer.from('<html>not really a png</html>'), 'image/png')],
    ['a declared size over 10 MB', () => image(PNG, 'image/png', { 'Content-Length': String(10 * 1024 * 1024 + 1) })],
    ['a body over 10 MB', () => image(Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]), 'image/png')],
    ['a redirect away from https', () => Object.defineProperties(image(PNG, 'image/png'), { redirected: { value: true }, url: { value: 'http://example.test/x.png' } })],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed'))],
  ])('refuses %s, keeps nothing, and waits ten minutes before trying again', async (_, answer) => {
    const { calls, fetchImpl } = fakeFetch(answer as () => Response);
    const { store, settings, clock, cacheDir } = makeStore(null, { fetch: fetchImpl });
    settings.downloadImages = true;
    expect(await store.file('fab', REUNION)).toBeNull();
    expect(calls).toHaveLength(1);
    expect(existsSync(join(cacheDir, 'fab')) ? readdirSync(join(cacheDir, 'fab')) : []).toEqual([]);
    // Within the wait the card is drawn, and no one asks the server again.
    clock.now += RETRY_AFTER_MS - 1;
    expect(store.find('fab', [REUNION])).toEqual([]);
    expect(await store.file('fab', REUNION)).toBeNull();
    expect(calls).toHaveLength(1);
    clock.now += 1;
    expect(store.find('fab', [REUNION])).toEqual([REUNION]);
    await store.file('fab', REUNION);
    expect(calls).toHaveLength(2);
  });
});

describe('answering a request for a card image', () => {
  it('sends the file with its type and validators, and 304 when the asker’s copy is current', async () => {
    const { folder, store } = makeStore('acg');
    writeFileSync(join(folder, 'SMP-001.png'), PNG);
    const modified = new Date('2026-11-20T08:00:00.250Z');
    utimesSync(join(folder, 'SMP-001.png'), modified, modified);

    const full = await answerImageRequest(store, 'acg', MEERKAT, request());
    expect(full.status).toBe(200);
    expect(full.body).toEqual(PNG);
    expect(full.headers).toMatchObject({
      'Content-Type': 'image/png',
      'Content-Length': String(PNG.length),
      'Last-Modified': 'Fri, 20 Nov 2026 08:00:00 GMT',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    const etag = full.headers.ETag!;
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);

    expect(await answerImageRequest(store, 'acg', MEERKAT, request({ ifNoneMatch: etag }))).toMatchObject({ status: 304, body: null, headers: { ETag: etag } });
    expect((await answerImageRequest(store, 'acg', MEERKAT, request({ ifNoneMatch: `"other", ${etag.slice(2)}` }))).status).toBe(304);
    expect((await answerImageRequest(store, 'acg', MEERKAT, request({ ifNoneMatch: '"other"' }))).status).toBe(200);
    // Last-Modified has whole seconds: the same second is current, the second before is not.
    expect((await answerImageRequest(store, 'acg', MEERKAT, request({ ifModifiedSince: full.headers['Last-Modified']! }))).status).toBe(304);
    expect((await answerImageRequest(store, 'acg', MEERKAT, request({ ifModifiedSince: 'Fri, 20 Nov 2026 07:59:59 GMT' }))).status).toBe(200);
    // An ETag that does not match wins over a date that would.
    expect((await answerImageRequest(store, 'acg', MEERKAT, request({ ifNoneMatch: '"other"', ifModifiedSince: full.headers['Last-Modified']! }))).status).toBe(200);

    // The player replaced the picture under the same name: the old copy is no longer current.
    writeFileSync(join(folder, 'SMP-001.png'), cardPng(9, 12, [0, 0, 200]));
    const replaced = await answerImageRequest(store, 'acg', MEERKAT, request({ ifNoneMatch: etag }));
    expect(replaced.status).toBe(200);
    expect(replaced.headers.ETag).not.toBe(etag);
  });

  it('answers HEAD without the body, and 404 for a card without a picture or an unknown game', async () => {
    const { folder, store } = makeStore('acg');
    writeFileSync(join(folder, 'SMP-001.png'), PNG);
    expect(await answerImageRequest(store, 'acg', MEERKAT, request({ method: 'HEAD' }))).toMatchObject({
      status: 200,
      body: null,
      headers: { 'Content-Length': String(PNG.length), 'Content-Type': 'image/png' },
    });
    expect(await answerImageRequest(store, 'acg', 'acg-s002', request())).toEqual({ status: 404, headers: {}, body: null });
    expect((await answerImageRequest(store, 'mtg', MEERKAT, request())).status).toBe(404);
  });
});
