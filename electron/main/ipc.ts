import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import type { Backend } from '../../api/backend';
import type { EventMessage, Response } from '../../api/contract';
import { EVENT_CHANNEL, INVOKE_CHANNEL } from '../channels';

export interface IpcHostOptions {
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>;
  backend: Backend;
  /** Only frames showing our own renderer may call the backend. */
  isTrustedSender(event: IpcMainInvokeEvent): boolean;
  /** Sends a pushed event to every window. */
  broadcast(channel: string, message: EventMessage): void;
}

/** The Electron host: one invoke channel in, one event channel out. Returns a function that detaches it. */
export function registerIpcHost({ ipcMain, backend, isTrustedSender, broadcast }: IpcHostOptions): () => void {
  ipcMain.handle(INVOKE_CHANNEL, async (event, method: unknown, params: unknown): Promise<Response> => {
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

/**
 * True when `frameUrl` is the renderer we loaded: the same file (packaged build) or the same origin (the
 * electron-vite dev server). Hashes and queries do not matter; anything else is refused.
 */
export function isRendererUrl(frameUrl: string | undefined, rendererUrl: string): boolean {
  if (!frameUrl) return false;
  let frame: URL;
  let expected: URL;
  try {
    frame = new URL(frameUrl);
    expected = new URL(rendererUrl);
  } catch {
    return false;
  }
  if (expected.protocol === 'file:') return frame.protocol === 'file:' && frame.pathname === expected.pathname;
  return frame.origin === expected.origin;
}
