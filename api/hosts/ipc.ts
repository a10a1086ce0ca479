/**
 * The desktop app's host of the API: one invoke channel in, one event channel out, over Electron's IPC. It is written
 * against the little of `ipcMain` and of an IPC event it uses, so api/ needs nothing of the `electron` package;
 * electron/main/index.ts hands it Electron's own, and the preload (electron/preload/bridge.ts) calls the same channels.
 */
import type { Backend } from '../backend';
import type { EventMessage, Response } from '../contract';

export const INVOKE_CHANNEL = 'deckdojo:invoke';
export const EVENT_CHANNEL = 'deckdojo:event';

/** What the trusted-sender check looks at: the frame that sent the call (none once it has gone). */
export interface SenderEvent {
  senderFrame?: { url: string } | null;
}

/** The part of Electron's `ipcMain` this host uses. */
export interface InvokeRegistry {
  handle(channel: string, listener: (event: SenderEvent, method: unknown, params: unknown) => Promise<Response>): void;
  removeHandler(channel: string): void;
}

export interface IpcHostOptions {
  ipcMain: InvokeRegistry;
  backend: Backend;
  /** Only frames showing our own renderer may call the backend. */
  isTrustedSender(event: SenderEvent): boolean;
  /** Sends a pushed event to every window. */
  broadcast(channel: string, message: EventMessage): void;
}

/** Registers the host. Returns a function that detaches it. */
export function registerIpcHost({ ipcMain, backend, isTrustedSender, broadcast }: IpcHostOptions): () => void {
  ipcMain.handle(INVOKE_CHANNEL, async (event, method, params) => {
    if (!isTrustedSender(event)) {
      return { ok: false, error: { code: 'FORBIDDEN', message: `${event.senderFrame?.url ?? 'this frame'} may not call the API` } };
    }
    return backend.invoke(method, params);
  });
  const unsubscribe = backend.subscribe((message) => broadcast(EVENT_CHANNEL, message));
  return () => {
    unsubscribe();
    ipcMain.removeHandler(INVOKE_CHANNEL);
  };
}
