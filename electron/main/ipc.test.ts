import { readdirSync, readFileSync } from 'node:fs';
import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Backend } from '../../api/backend';
import { editorMenuModel } from '../../test/helpers/native-menu';
import { INVOKE_CHANNEL, registerIpcHost } from '../../api/hosts/ipc';
import { CHOOSE_DATABASE_CHANNEL, CHOOSE_FOLDER_CHANNEL, MENU_CHANNEL, MENU_COMMAND_CHANNEL } from '../channels';
import { createBridge, createDesktopHost, createMenuBridge } from '../preload/bridge';
import { registerFolderPicker } from './images';
import { isRendererUrl, registerMenuHost, type MenuHostOptions } from './ipc';
import { registerDatabasePicker } from './restore';
import { createMenuInstaller, type MenuTarget } from './menu';

const RENDERER_URL = 'file:///opt/deck-dojo/out/renderer/index.html';

type Listener = (event: unknown, ...args: unknown[]) => void;

/**
 * One window's ipcRenderer joined to ipcMain in memory, as Electron joins them: `send` reaches main's `on`
 * listeners with the sender's frame and web contents, whose `send` reaches the renderer's listeners. Every
 * message is structured-cloned.
 */
function fakeWindowIpc(frameUrl: () => string | null) {
  const mainListeners = new Map<string, Set<Listener>>();
  const rendererListeners = new Map<string, Set<Listener>>();
  const add = (map: Map<string, Set<Listener>>, channel: string, listener: Listener) => {
    if (!map.has(channel)) map.set(channel, new Set());
    map.get(channel)!.add(listener);
  };
  const deliver = (map: Map<string, Set<Listener>>, channel: string, event: unknown, args: unknown[]) => {
    for (const listener of map.get(channel) ?? []) listener(event, ...structuredClone(args));
  };
  const sender: MenuTarget = {
    id: 7,
    send: (channel: string, ...args: unknown[]) => deliver(rendererListeners, channel, {}, args),
    undo: vi.fn(),
    redo: vi.fn(),
    isDestroyed: () => false,
  };
  const ipcMain = {
    on: (channel: string, listener: Listener) => add(mainListeners, channel, listener),
    removeListener: (channel: string, listener: Listener) => mainListeners.get(channel)?.delete(listener),
  } as unknown as MenuHostOptions['ipcMain'];
  const ipcRenderer = {
    send: (channel: string, ...args: unknown[]) => {
      const url = frameUrl();
      deliver(mainListeners, channel, { senderFrame: url === null ? null : { url }, sender }, args);
    },
    on: (channel: string, listener: Listener) => add(rendererListeners, channel, listener),
    removeListener: (channel: string, listener: Listener) => rendererListeners.get(channel)?.delete(listener),
  };
  return { ipcMain, ipcRenderer, sender, mainListeners, rendererListeners };
}

function setup(frameUrl: () => string | null = () => RENDERER_URL) {
  const ipc = fakeWindowIpc(frameUrl);
  const publish = vi.fn<MenuHostOptions['publish']>();
  const refuse = vi.fn<MenuHostOptions['refuse']>();
  const detach = registerMenuHost({
    ipcMain: ipc.ipcMain,
    isTrustedSender: (event) => isRendererUrl(event.senderFrame?.url, RENDERER_URL),
    publish,
    refuse,
  });
  onTestFinished(detach);
  return { ...ipc, publish, refuse, detach, bridge: createMenuBridge(ipc.ipcRenderer as never) };
}

describe('the native menu channel', () => {
  it('passes our renderer menu model to the main process', () => {
    const { bridge, publish, refuse, sender } = setup(() => `${RENDERER_URL}#/decks/1`);
    const model = editorMenuModel('ja');
    bridge.publish(model);
    expect(publish).toHaveBeenCalledWith(sender, model);
    expect(refuse).not.toHaveBeenCalled();
  });

  it('refuses frames that are not our renderer, as the API channel does', () => {
    let url: string | null = 'https://evil.example/index.html';
    const { bridge, publish, refuse } = setup(() => url);
    bridge.publish(editorMenuModel('en'));
    url = null;
    bridge.publish(editorMenuModel('en'));
    url = 'file:///tmp/other.html';
    bridge.publish(editorMenuModel('en'));
    expect(publish).not.toHaveBeenCalled();
    expect(refuse.mock.calls).toEqual([
      ['https://evil.example/index.html may not set the menu'],
      ['this frame may not set the menu'],
      ['file:///tmp/other.html may not set the menu'],
    ]);
  });

  it('refuses a model that is not one, naming the field', () => {
    const { bridge, publish, refuse } = setup();
    const model = editorMenuModel('en');
    model.menus.file.groups[0]![0]!.id = '';
    bridge.publish(model);
    expect(publish).not.toHaveBeenCalled();
    expect(refuse).toHaveBeenCalledWith('The menu model is not valid: menus.file.groups.0.0.id: must not be empty');
  });

  it('brings the command of a clicked item back to the renderer that published it, and detaches', () => {
    const ipc = setup();
    const install = vi.fn<(template: MenuItemConstructorOptions[]) => void>();
    const menus = createMenuInstaller('linux', install);
    ipc.publish.mockImplementation(menus.publish);
    const chosen: string[] = [];
    const stop = ipc.bridge.onCommand((id) => chosen.push(id));
    ipc.bridge.publish(editorMenuModel('en'));

    const file = install.mock.lastCall![0].find((menu) => menu.label === 'File')!.submenu as MenuItemConstructorOptions[];
    file.find((item) => item.label === 'Save')!.click!(undefined as never, undefined, { triggeredByAccelerator: false } as never);
    // Only command ids reach the page.
    ipc.sender.send(MENU_COMMAND_CHANNEL, { id: 'editor.save' });
    expect(chosen).toEqual(['editor.save']);

    stop();
    expect(ipc.rendererListeners.get(MENU_COMMAND_CHANNEL)?.size).toBe(0);
    ipc.detach();
    expect(ipc.mainListeners.get(MENU_CHANNEL)?.size).toBe(0);
  });
});

describe('every channel the preload reaches', () => {
  /** The channels the preload's objects send or invoke on, found by calling every one of their functions. */
  async function channelsReached(): Promise<string[]> {
    const reached = new Set<string>();
    const ipcRenderer = {
      invoke: async (channel: string) => void reached.add(channel),
      send: (channel: string) => void reached.add(channel),
      on: () => {},
      removeListener: () => {},
    };
    for (const exposed of [createBridge(ipcRenderer as never), createMenuBridge(ipcRenderer as never), createDesktopHost(ipcRenderer as never)]) {
      for (const call of Object.values(exposed) as ((arg: unknown) => unknown)[]) await call(() => {});
    }
    return [...reached].sort();
  }

  it('is answered in the main process only for a frame showing our renderer', async () => {
    const handlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
    const ipcMain = {
      handle: (channel: string, handler: (event: unknown, ...args: unknown[]) => unknown) => void handlers.set(channel, handler),
      on: (channel: string, listener: (event: unknown, ...args: unknown[]) => unknown) => void handlers.set(channel, listener),
      removeHandler: (channel: string) => void handlers.delete(channel),
      removeListener: (channel: string) => void handlers.delete(channel),
    };
    const isTrustedSender = (event: { senderFrame?: { url: string } | null }) => isRendererUrl(event.senderFrame?.url, RENDERER_URL);
    const backend = { invoke: vi.fn(async () => ({ ok: true, result: [] })), subscribe: () => () => {} } as unknown as Backend;
    const showOpenDialog = vi.fn(async () => ({ canceled: true, filePaths: [] }));
    const showDatabaseDialog = vi.fn(async () => ({ canceled: true, filePaths: [] }));
    const publish = vi.fn();
    registerIpcHost({ ipcMain: ipcMain as never, backend, isTrustedSender, broadcast: () => {} });
    registerFolderPicker({ ipcMain: ipcMain as never, isTrustedSender, showOpenDialog, approve: () => {} });
    registerDatabasePicker({ ipcMain: ipcMain as never, isTrustedSender, showOpenDialog: showDatabaseDialog, approve: () => {} });
    registerMenuHost({ ipcMain: ipcMain as never, isTrustedSender, publish, refuse: () => {} });
    // What each channel does for our renderer; a channel the preload gains must be added here, with its check.
    const work: Record<string, { args: unknown[]; done: () => number }> = {
      [INVOKE_CHANNEL]: { args: ['games.list', {}], done: () => vi.mocked(backend.invoke).mock.calls.length },
      [CHOOSE_FOLDER_CHANNEL]: { args: ['Choose'], done: () => showOpenDialog.mock.calls.length },
      [CHOOSE_DATABASE_CHANNEL]: { args: ['Choose'], done: () => showDatabaseDialog.mock.calls.length },
      [MENU_CHANNEL]: { args: [editorMenuModel('en')], done: () => publish.mock.calls.length },
    };
    expect([...handlers.keys()].sort()).toEqual(await channelsReached());
    expect(Object.keys(work).sort()).toEqual(await channelsReached());

    for (const [channel, { args, done }] of Object.entries(work)) {
      for (const url of ['https://evil.example/index.html', 'file:///tmp/other.html', null]) {
        await Promise.resolve(handlers.get(channel)!({ senderFrame: url === null ? null : { url }, sender: {} }, ...args)).catch(() => undefined);
        expect(done(), `${channel} for ${url}`).toBe(0);
      }
      await handlers.get(channel)!({ senderFrame: { url: `${RENDERER_URL}#/cards` }, sender: {} }, ...args);
      expect(done(), channel).toBe(1);
    }
  });

  it('has no handler in the main process but those above', () => {
    // The main process's modules, and the API's IPC host it registers.
    const registering = [new URL('./', import.meta.url), new URL('../../api/hosts/', import.meta.url)].flatMap((dir) =>
      readdirSync(dir)
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .filter((file) => /ipcMain\.(handle|handleOnce|on|once|addListener)\(/.test(readFileSync(new URL(file, dir), 'utf8')))
        .map((file) => new URL(file, dir).pathname.split('/').slice(-2).join('/')),
    );
    expect(registering.sort()).toEqual(['hosts/ipc.ts', 'main/images.ts', 'main/ipc.ts', 'main/restore.ts']);
  });
});

describe('isRendererUrl', () => {
  it('accepts our renderer with any query or hash', () => {
    for (const url of [RENDERER_URL, `${RENDERER_URL}#/table/t-1/2`, `${RENDERER_URL}?x=1#/cards`, `${RENDERER_URL}?`]) {
      expect(isRendererUrl(url, RENDERER_URL), url).toBe(true);
    }
    expect(isRendererUrl('http://localhost:5173/#/decks', 'http://localhost:5173')).toBe(true);
  });

  it('refuses every other spelling of an address, even one that resolves to the same file', () => {
    const hostile = [
      // Another host: on Windows a share on another machine (\\anyhost\opt\...).
      'file://anyhost/opt/deck-dojo/out/renderer/index.html',
      'file://127.0.0.1/opt/deck-dojo/out/renderer/index.html',
      'file://localhost/opt/deck-dojo/out/renderer/index.html',
      'file:////anyhost/opt/deck-dojo/out/renderer/index.html',
      // Traversal and escapes.
      'file:///opt/deck-dojo/out/x/../renderer/index.html',
      'file:///opt/deck-dojo/out/x/%2e%2e/renderer/index.html',
      'file:///opt/deck-dojo/out/renderer/%69ndex.html',
      'file:///opt/deck-dojo/out/renderer%2Findex.html',
      'file:///opt/deck-dojo/out/renderer/index.html/..',
      'FILE:///opt/deck-dojo/out/renderer/index.html',
      // Trailing junk.
      'file:///opt/deck-dojo/out/renderer/index.html/',
      'file:///opt/deck-dojo/out/renderer/index.html%00',
      'file:///opt/deck-dojo/out/renderer/index.html;x',
      'file:///opt/deck-dojo/out/renderer/index.htmlx',
      ' file:///opt/deck-dojo/out/renderer/index.html',
      // The dev server's origin is not enough: only its page.
      'http://localhost:5173/@fs/etc/passwd',
    ];
    for (const url of hostile) {
      const renderer = url.startsWith('http:') ? 'http://localhost:5173/' : RENDERER_URL;
      expect(isRendererUrl(url, renderer), url).toBe(false);
    }
    expect(isRendererUrl('file:///opt/deck-dojo/out/renderer/index.html', 'not a url')).toBe(false);
  });
});
