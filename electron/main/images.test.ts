import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IpcMainInvokeEvent, OpenDialogOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { createBackend } from '../../api/backend';
import { createCardImageStore } from '../../api/services/images';
import { openDatabase } from '../../db/open';
import { recordingLogger } from '../../test/helpers/backend';
import { usePackedDatabase } from '../../test/helpers/packed-db';
import { cardPng } from '../../test/helpers/png';
import { useTempDir } from '../../test/helpers/temp';
import { CHOOSE_FOLDER_CHANNEL } from '../channels';
import { createDesktopHost } from '../preload/bridge';
import { cardImageHandler, parseCardImageUrl, registerFolderPicker } from './images';

const packed = usePackedDatabase();
const tempDir = useTempDir();
const KYUGYODORI = '*/弐幻キューギョドリ/*';
const address = (game: string, key: string) => `deckdojo-image://${game}/${encodeURIComponent(key)}`;

describe('the deckdojo-image protocol', () => {
  it('reads the game and the URL-encoded key from an address', () => {
    expect(parseCardImageUrl(address('dm', KYUGYODORI))).toEqual({ game: 'dm', key: KYUGYODORI });
    expect(parseCardImageUrl(address('fab', 'FM9T9Dg8bj9h9MW7k9HCQ'))).toEqual({ game: 'fab', key: 'FM9T9Dg8bj9h9MW7k9HCQ' });
    // A query or hash (a cache-buster) is not part of the key.
    expect(parseCardImageUrl(`${address('acg', 'acg-s001')}?v=2#x`)).toEqual({ game: 'acg', key: 'acg-s001' });
    for (const url of [
      'deckdojo-image://dm/',
      'deckdojo-image://dm/a/b',
      'deckdojo-image:///acg-s001',
      'deckdojo-image://dm/%E0%A4%A',
      'https://dm/acg-s001',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect(parseCardImageUrl(url), url).toBeNull();
    }
  });

  it('answers with the picture from the image store, 304 for a current copy, and 404 otherwise', async () => {
    const folder = tempDir();
    const png = cardPng(6, 8, [40, 40, 160]);
    writeFileSync(join(folder, 'DMRP-12 RP12 20_104.png'), png);
    const store = createCardImageStore({
      sql: packed().sql,
      cacheDir: join(tempDir(), 'cache'),
      settings: () => ({ imageFolders: { acg: null, pmv: null, nova: null, dm: folder, fab: null }, downloadImages: false }),
    });
    const handle = cardImageHandler(store);

    const response = await handle(new Request(address('dm', KYUGYODORI)));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
    const current = await handle(new Request(address('dm', KYUGYODORI), { headers: { 'If-None-Match': response.headers.get('etag')! } }));
    expect([current.status, await current.text()]).toEqual([304, '']);
    const head = await handle(new Request(address('dm', KYUGYODORI), { method: 'HEAD' }));
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(png.length)]);

    for (const url of [address('dm', 'ボルシャック・ドラゴン'), address('mtg', KYUGYODORI), address('dm', '../DMRP-12 RP12 20_104'), 'deckdojo-image://dm/a/b']) {
      expect((await handle(new Request(url))).status, url).toBe(404);
    }
  });
});

describe('the native folder dialog', () => {
  function wire(trusted: boolean, answer: { canceled: boolean; filePaths: string[] }, approve: (path: string) => void = () => {}) {
    const handlers = new Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown>();
    const asked: OpenDialogOptions[] = [];
    const detach = registerFolderPicker({
      approve,
      ipcMain: {
        handle: (channel, handler) => void handlers.set(channel, handler),
        removeHandler: (channel) => void handlers.delete(channel),
      },
      isTrustedSender: () => trusted,
      showOpenDialog: async (_event, options) => {
        asked.push(options);
        return answer;
      },
    });
    const event = { senderFrame: { url: 'https://evil.example/' } } as IpcMainInvokeEvent;
    const desktop = createDesktopHost({ invoke: async (channel, ...args) => handlers.get(channel)!(event, ...args) });
    return { desktop, asked, handlers, detach };
  }

  it('asks for one folder with the title given and answers its path, or null when cancelled', async () => {
    const chosen = wire(true, { canceled: false, filePaths: ['/home/player/cards/dm'] });
    expect(await chosen.desktop.chooseFolder('画像フォルダーを選ぶ')).toBe('/home/player/cards/dm');
    expect(chosen.asked).toEqual([{ title: '画像フォルダーを選ぶ', properties: ['openDirectory'] }]);
    chosen.detach();
    expect([...chosen.handlers.keys()]).toEqual([]);

    const cancelled = wire(true, { canceled: true, filePaths: [] });
    expect(await cancelled.desktop.chooseFolder('Choose')).toBeNull();
  });

  it('opens no dialog for a frame that is not our renderer', async () => {
    const { desktop, asked, handlers } = wire(false, { canceled: false, filePaths: ['/'] });
    expect([...handlers.keys()]).toEqual([CHOOSE_FOLDER_CHANNEL]);
    await expect(desktop.chooseFolder('Choose')).rejects.toThrow('https://evil.example/ may not open dialogs');
    expect(asked).toEqual([]);
  });

  it('is the only way a desktop page sets or counts a new image folder; a folder saved before stays usable', async () => {
    const path = join(tempDir(), 'deck-dojo.db');
    const [chosen, typed] = [tempDir(), tempDir()];
    // As electron/main/index.ts wires them: the dialog approves, the backend asks.
    const approved = new Set<string>();
    const open = () => {
      const db = openDatabase({ path });
      return { db, backend: createBackend({ db, host: 'electron', approvedFolder: (folder) => approved.has(folder), log: recordingLogger() }) };
    };
    const first = open();
    const forbidden = (field: string, folder: string) => ({
      ok: false,
      error: { code: 'FORBIDDEN', message: `${field}: ${folder} was not chosen in the folder dialog; choose the folder there` },
    });
    expect(await first.backend.invoke('images.check', { game: 'dm', folder: typed })).toEqual(forbidden('folder', typed));
    expect(await first.backend.invoke('settings.update', { imageFolders: { dm: typed } })).toEqual(forbidden('imageFolders.dm', typed));
    expect(await first.backend.invoke('settings.update', { locale: 'en', imageFolders: { fab: null, dm: typed } })).toEqual(forbidden('imageFolders.dm', typed));
    expect(await first.backend.invoke('settings.get', {})).toMatchObject({ result: { locale: null, imageFolders: { dm: null } } });

    const { desktop } = wire(true, { canceled: false, filePaths: [chosen] }, (folder) => void approved.add(folder));
    expect(await desktop.chooseFolder('Choose')).toBe(chosen);
    expect(await first.backend.invoke('images.check', { game: 'dm', folder: chosen })).toEqual({ ok: true, result: { folder: chosen, exists: true, images: 0, cards: 0 } });
    expect(await first.backend.invoke('settings.update', { imageFolders: { dm: chosen } })).toMatchObject({ ok: true, result: { imageFolders: { dm: chosen } } });
    await first.backend.close();
    first.db.close();

    // Another run of the app: nothing approved yet, the saved folder still counted and set (for another game too).
    approved.clear();
    const second = open();
    expect(await second.backend.invoke('images.check', { game: 'dm' })).toMatchObject({ ok: true, result: { folder: chosen, exists: true } });
    expect(await second.backend.invoke('images.check', { game: 'dm', folder: chosen })).toMatchObject({ ok: true, result: { folder: chosen } });
    expect(await second.backend.invoke('settings.update', { imageFolders: { fab: chosen } })).toMatchObject({ ok: true, result: { imageFolders: { dm: chosen, fab: chosen } } });
    expect(await second.backend.invoke('settings.update', { imageFolders: { dm: null } })).toMatchObject({ ok: true, result: { imageFolders: { dm: null } } });
    expect(await second.backend.invoke('images.check', { game: 'dm', folder: typed })).toEqual(forbidden('folder', typed));
    await second.backend.close();
    second.db.close();
  });
});
