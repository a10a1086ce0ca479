/**
 * The contract holds in every host: each method has a schema and a handler, and a call gives the same answer
 * directly, through the Electron IPC adapter (main-process host + preload bridge) and through HTTP.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Bridge, EventMessage, MethodName, Params, Response, Result, SimulateProgress } from '../../api/contract';
import { startWebBridge, type WebBridge } from '../../api/hosts/http/bridge';
import { paramSchemas } from '../../api/schemas';
import { PACKS_DIR } from '../../db/bundled-packs';
import { EVENT_CHANNEL, INVOKE_CHANNEL, registerIpcHost } from '../../api/hosts/ipc';
import { isRendererUrl } from '../../electron/main/ipc';
import { createBridge } from '../../electron/preload/bridge';
import { prepareSamples, SAMPLE_CALLS, sampleMatch } from '../helpers/api-samples';
import { makeBackend, type TestBackend } from '../helpers/backend';
import { invokeOverHttp, readEvents } from '../helpers/http';
import { useTempDir } from '../helpers/temp';
import { unchosenSettings } from '../helpers/settings';

/** A save from a version that is not the newest any more (of the sample deck, set before each test). */
const STALE_SAVE = { id: '', sections: {}, baseVersion: 1 };
/**
 * Parts of a result that differ between two calls of the same method: a fresh id per import, and the first
 * import of a file creates cards that the later ones update.
 */
const VARYING: Partial<Record<MethodName, string[]>> = {
  'cards.import': ['importId', 'created', 'updated'],
  'cards.update': ['imports'],
  'library.create': ['id'],
  'library.duplicate': ['id'],
  // A new table each call; the log grows by one entry per call.
  'table.start': ['table'],
  'table.act': ['table', 'log'],
  'table.search': ['table', 'log'],
  // A new match each call, whose first chooser is drawn at random; a game starts on a new table.
  'match.start': ['id', 'state'],
  'match.choose': ['id', 'state', 'games'],
  'match.endGame': ['id', 'games'],
  'match.ready': ['id', 'state', 'games'],
  // A new backup each call (and, before a restore, a copy of what it replaces).
  'backups.create': ['name', 'createdAt', 'bytes'],
  'backups.restore': ['saved'],
  'backups.restoreFile': ['saved'],
  'backups.delete': ['backups'],
  // Each change of a deck's details raises its revision.
  'library.update': ['revision'],
};
const stable = (method: MethodName, response: Response) =>
  response.ok && VARYING[method] ? { ...response, result: { ...(response.result as object), ...Object.fromEntries(VARYING[method]!.map((k) => [k, '…'])) } } : response;
const METHODS = Object.keys(SAMPLE_CALLS) as MethodName[];

/** Calls that move a match on (each host gets its own match at the point the call needs), or need what is newest. */
const FRESH: Partial<{ [M in MethodName]: () => Promise<Params<M>> }> = {
  // The sample deck's seat chooses or the rules decided (ACG 104.5: a random player chooses): a fresh match whose
  // chooser is the deck's seat, tried until the draw gives it.
  'match.choose': async () => {
    for (;;) {
      const id = await sampleMatch(test.backend, 'firstPlayer');
      const match = (await test.backend.invoke('match.get', { id })) as { ok: true; result: Result<'match.get'> };
      const state = match.result.state as Extract<Result<'match.get'>['state'], { kind: 'firstPlayer' }>;
      if (state.decision.kind === 'choose' && state.decision.chooser === 0) return { id, seat: 0, goFirst: true };
    }
  },
  'match.endGame': async () => ({ ...SAMPLE_CALLS['match.endGame'], id: await sampleMatch(test.backend, 'playing') }),
  'match.ready': async () => ({ ...SAMPLE_CALLS['match.ready'], id: await sampleMatch(test.backend, 'sideboarding') }),
  // A change of a deck's details names the revision it read: each host reads it again, as a window would.
  'library.update': async () => {
    const deck = (await test.backend.invoke('library.get', { id: SAMPLE_CALLS['library.update'].id })) as { ok: true; result: Result<'library.get'> };
    return { ...SAMPLE_CALLS['library.update'], baseRevision: deck.result.revision };
  },
  'backups.delete': async () => ({ name: ((await test.backend.invoke('backups.create', {})) as { ok: true; result: Result<'backups.create'> }).result.name }),
};
const paramsFor = async <M extends MethodName>(method: M): Promise<Params<M>> => (FRESH[method] ? await FRESH[method]() : SAMPLE_CALLS[method]);

const BAD_CALLS: [method: unknown, params: unknown, code: string][] = [
  ['games.shuffle', {}, 'UNKNOWN_METHOD'],
  [undefined, {}, 'UNKNOWN_METHOD'],
  ['games.get', { id: 'mtg' }, 'INVALID_PARAMS'],
  ['games.get', [], 'INVALID_PARAMS'],
  ['settings.update', { locale: 'ja', extra: true }, 'INVALID_PARAMS'],
  ['decks.validate', { game: 'dm', sections: { main: [{ key: 'x', count: 0 }] } }, 'INVALID_PARAMS'],
  ['decks.validate', { game: 'dm', sections: {}, format: 'modern' }, 'INVALID_PARAMS'],
  ['decks.validate', { game: 'acg', sections: { basic: [{ key: 'no-such-card', count: 1 }] } }, 'NOT_FOUND'],
  ['decks.read', { game: 'acg', text: '[basic]\n4\n' }, 'INVALID_DECKLIST'],
  ['decks.write', { game: 'acg', sections: {}, to: 'fabrary' }, 'INVALID_PARAMS'],
  ['library.get', { id: 'no-such-deck' }, 'NOT_FOUND'],
  ['library.save', STALE_SAVE, 'CONFLICT'],
  ['library.create', { game: 'acg', name: '  ' }, 'INVALID_PARAMS'],
  ['library.update', { id: 'no-such-deck', baseRevision: 1, tags: Array.from({ length: 31 }, (_, index) => `tag ${index}`) }, 'INVALID_PARAMS'],
  ['table.get', { id: 'no-such-table', seat: 0 }, 'NOT_FOUND'],
  ['table.start', { game: 'acg', decks: [] }, 'INVALID_PARAMS'],
  ['table.act', { id: 'no-such-table', seat: 0, action: { seat: 0 } }, 'INVALID_PARAMS'],
];

type IpcMainInvokeEvent = Parameters<Parameters<typeof registerIpcHost>[0]['isTrustedSender']>[0];

const RENDERER_URL = 'file:///opt/deck-dojo/out/renderer/index.html';

/** ipcMain and ipcRenderer joined in memory; every message is structured-cloned as Electron does. */
function fakeElectronIpc(senderUrl: () => string) {
  const handlers = new Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown>();
  const listeners = new Map<string, Set<(event: unknown, message: unknown) => void>>();
  const ipcMain = {
    handle: (channel: string, handler: (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown) => {
      if (handlers.has(channel)) throw new Error(`second handler for ${channel}`);
      handlers.set(channel, handler);
    },
    removeHandler: (channel: string) => handlers.delete(channel),
  };
  const ipcRenderer = {
    invoke: async (channel: string, ...args: unknown[]) => {
      const handler = handlers.get(channel);
      if (!handler) throw new Error(`No handler registered for '${channel}'`);
      const event = { senderFrame: { url: senderUrl() } } as IpcMainInvokeEvent;
      return structuredClone(await handler(event, ...structuredClone(args)));
    },
    on: (channel: string, listener: (event: unknown, message: unknown) => void) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(listener);
      return ipcRenderer;
    },
    removeListener: (channel: string, listener: (event: unknown, message: unknown) => void) => {
      listeners.get(channel)?.delete(listener);
      return ipcRenderer;
    },
  };
  const broadcast = (channel: string, message: EventMessage) => {
    for (const listener of listeners.get(channel) ?? []) listener({}, structuredClone(message));
  };
  return { ipcMain, ipcRenderer, broadcast, handlers, listeners };
}

const tempDir = useTempDir();
let test: TestBackend;
let web: WebBridge;
let ipc: ReturnType<typeof fakeElectronIpc>;
let bridge: Bridge;
let detachIpc: () => void;
let senderUrl = RENDERER_URL;

let fileServer: Server;
beforeAll(async () => {
  fileServer = createServer((request, response) => {
    const path = join(PACKS_DIR, new URL(request.url ?? '/', 'http://x').pathname);
    if (!existsSync(path)) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(readFileSync(path));
  });
  await new Promise<void>((resolve) => fileServer.listen(0, '127.0.0.1', resolve));
  SAMPLE_CALLS['cards.update'].url = `http://127.0.0.1:${(fileServer.address() as AddressInfo).port}/sample-pmv.json`;
});
afterAll(() => new Promise<void>((resolve) => fileServer.close(() => resolve())));

beforeEach(async () => {
  const dir = tempDir();
  test = makeBackend(dir, { packs: ['sample-acg.json'] });
  STALE_SAVE.id = (await prepareSamples(test.backend)).deck;
  const staticDir = join(dir, 'renderer');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html>');
  web = await startWebBridge({ backend: test.backend, staticDir, port: 0 });
  senderUrl = RENDERER_URL;
  ipc = fakeElectronIpc(() => senderUrl);
  detachIpc = registerIpcHost({
    ipcMain: ipc.ipcMain as never,
    backend: test.backend,
    isTrustedSender: (event) => isRendererUrl(event.senderFrame?.url, RENDERER_URL),
    broadcast: ipc.broadcast,
  });
  bridge = createBridge(ipc.ipcRenderer as never);
});

afterEach(async () => {
  detachIpc();
  await web.close();
  test.db.close();
});

describe('the API contract', () => {
  it('gives every method a schema and a handler', async () => {
    expect(Object.keys(paramSchemas).sort()).toEqual([...METHODS].sort());
    for (const method of METHODS) {
      const response = await test.backend.invoke(method, await paramsFor(method));
      expect(response, method).toMatchObject({ ok: true });
    }
  });

  it.each(METHODS)('%s answers the same directly, over IPC and over HTTP', async (method) => {
    const direct = await test.backend.invoke(method, await paramsFor(method));
    const viaIpc = await bridge.invoke(method, await paramsFor(method));
    const viaHttp = await invokeOverHttp(web, method, await paramsFor(method));
    expect(direct.ok).toBe(true);
    expect(stable(method, viaIpc)).toEqual(stable(method, direct));
    expect(stable(method, viaHttp)).toEqual(stable(method, direct));
  });

  it.each(BAD_CALLS)('a bad call (%j, %j) is an error envelope in every host', async (method, params, code) => {
    const expected = { ok: false, error: expect.objectContaining({ code, message: expect.any(String) }) };
    const direct = await test.backend.invoke(method, params);
    expect(direct).toEqual(expected);
    expect(await bridge.invoke(method as string, params)).toEqual(direct);
    expect(await invokeOverHttp(web, method, params)).toEqual(direct);
  });

  it('pushes events to the preload bridge and to server-sent event streams', async () => {
    const viaIpc: EventMessage[] = [];
    const stop = bridge.onEvent((message) => viaIpc.push(message));
    const viaHttp = await readEvents(web, 1, async () => {
      await bridge.invoke('settings.update', { locale: 'ja' });
    });
    stop();
    await bridge.invoke('settings.update', { locale: 'en' });
    const expected = { event: 'settings.changed', payload: { ...unchosenSettings(), locale: 'ja' } };
    expect(viaIpc).toEqual([expected]);
    expect(viaHttp).toEqual([expected]);
    expect(ipc.listeners.get(EVENT_CHANNEL)?.size).toBe(0);
  });

  it('carries a simulation’s progress to the preload bridge and to server-sent event streams, whichever host ran it', async () => {
    const viaIpc: EventMessage[] = [];
    const stop = bridge.onEvent((message) => viaIpc.push(message));
    const params = { ...SAMPLE_CALLS['decks.simulate'], job: 'every host' };
    const viaHttp = await readEvents(web, 2, async () => {
      expect(await bridge.invoke('decks.simulate', params)).toMatchObject({ ok: true });
      expect(await invokeOverHttp(web, 'decks.simulate', params)).toMatchObject({ ok: true });
    });
    stop();
    // 200 games: one report, at the end.
    const expected = { event: 'simulate.progress', payload: { job: 'every host', done: 200, games: 200 } satisfies SimulateProgress };
    expect(viaIpc).toEqual([expected, expected]);
    expect(viaHttp).toEqual([expected, expected]);
  });

  it('uses exactly one invoke channel and refuses frames that are not our renderer', async () => {
    expect([...ipc.handlers.keys()]).toEqual([INVOKE_CHANNEL]);
    senderUrl = 'https://evil.example/index.html';
    expect(await bridge.invoke('games.list', {})).toEqual({
      ok: false,
      error: { code: 'FORBIDDEN', message: 'https://evil.example/index.html may not call the API' },
    });
    senderUrl = `${RENDERER_URL}#/decks`;
    expect(await bridge.invoke('games.list', {})).toMatchObject({ ok: true });
    detachIpc();
    expect(ipc.handlers.size).toBe(0);
    detachIpc = () => {};
  });
});

describe('isRendererUrl', () => {
  it('accepts our file or our dev-server origin and nothing else', () => {
    expect(isRendererUrl('file:///opt/deck-dojo/out/renderer/index.html?x#/cards', RENDERER_URL)).toBe(true);
    expect(isRendererUrl('file:///tmp/other.html', RENDERER_URL)).toBe(false);
    expect(isRendererUrl('http://localhost:5173/#/decks', 'http://localhost:5173/')).toBe(true);
    expect(isRendererUrl('http://localhost:5174/', 'http://localhost:5173/')).toBe(false);
    expect(isRendererUrl('https://evil.example/', RENDERER_URL)).toBe(false);
    expect(isRendererUrl(undefined, RENDERER_URL)).toBe(false);
    expect(isRendererUrl('not a url', RENDERER_URL)).toBe(false);
  });
});
