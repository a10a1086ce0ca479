import { afterEach, describe, expect, it } from 'vitest';
import { makeBackend, type TestBackend } from '../../test/helpers/backend';
import type { EventMessage, Response } from '../contract';
import { EVENT_CHANNEL, INVOKE_CHANNEL, registerIpcHost, type InvokeRegistry, type SenderEvent } from './ipc';

const RENDERER_URL = 'file:///opt/deck-dojo/out/renderer/index.html';

let test: TestBackend;
afterEach(async () => {
  await test.backend.close();
  test.db.close();
});

/** The host registered on an ipcMain of our own, trusting only frames showing RENDERER_URL. */
function host() {
  test = makeBackend(':memory:', { host: 'electron' });
  const handlers = new Map<string, Parameters<InvokeRegistry['handle']>[1]>();
  const ipcMain: InvokeRegistry = { handle: (channel, listener) => void handlers.set(channel, listener), removeHandler: (channel) => void handlers.delete(channel) };
  const broadcast: { channel: string; message: EventMessage }[] = [];
  const detach = registerIpcHost({
    ipcMain,
    backend: test.backend,
    isTrustedSender: (event) => event.senderFrame?.url === RENDERER_URL,
    broadcast: (channel, message) => void broadcast.push({ channel, message }),
  });
  const invoke = (event: SenderEvent, method: string, params: unknown): Promise<Response> => handlers.get(INVOKE_CHANNEL)!(event, method, params);
  return { handlers, broadcast, detach, invoke };
}

describe('the IPC host', () => {
  it('answers our renderer’s calls as the backend does, and pushes the events they cause to every window', async () => {
    const { invoke, broadcast } = host();
    const games = await invoke({ senderFrame: { url: RENDERER_URL } }, 'games.list', {});
    expect(games).toEqual(await test.backend.invoke('games.list', {}));
    expect(await invoke({ senderFrame: { url: RENDERER_URL } }, 'settings.update', { locale: 'en' })).toMatchObject({ ok: true, result: { locale: 'en' } });
    expect(broadcast).toEqual([{ channel: EVENT_CHANNEL, message: { event: 'settings.changed', payload: expect.objectContaining({ locale: 'en' }) } }]);
  });

  it('refuses any other frame, or one that has gone, before the backend sees the call', async () => {
    const { invoke, broadcast } = host();
    expect(await invoke({ senderFrame: { url: 'https://evil.example/' } }, 'settings.update', { locale: 'en' })).toEqual({
      ok: false,
      error: { code: 'FORBIDDEN', message: 'https://evil.example/ may not call the API' },
    });
    expect(await invoke({ senderFrame: null }, 'games.list', {})).toEqual({ ok: false, error: { code: 'FORBIDDEN', message: 'this frame may not call the API' } });
    expect(broadcast).toEqual([]);
    expect(await test.backend.invoke('settings.get', {})).toMatchObject({ ok: true, result: { locale: null } });
  });

  it('detaches: the channel is gone and events no longer go out', async () => {
    const { handlers, broadcast, detach } = host();
    expect([...handlers.keys()]).toEqual([INVOKE_CHANNEL]);
    detach();
    expect(handlers.size).toBe(0);
    await test.backend.invoke('settings.update', { locale: 'ja' });
    expect(broadcast).toEqual([]);
  });
});
