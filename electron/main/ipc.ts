import type { IpcMain, IpcMainEvent, IpcMainInvokeEvent } from 'electron';
import type { NativeMenuModel } from '../../api/contract';
import { MENU_CHANNEL } from '../channels';
import { parseMenuModel, type MenuTarget } from './menu';

/**
 * The main process's own IPC: the native menu's channel and the check that a sender is our renderer. The API's
 * channels are its host's (api/hosts/ipc.ts).
 */

/** What the trusted-sender check looks at, on invoke and send messages alike. */
export type SenderEvent = Pick<IpcMainInvokeEvent, 'senderFrame'>;

export interface MenuHostOptions {
  ipcMain: Pick<IpcMain, 'on' | 'removeListener'>;
  /** The same check as the API's: only our renderer may set the menus. */
  isTrustedSender(event: SenderEvent): boolean;
  /** A window's renderer published a valid menu model. */
  publish(sender: MenuTarget, model: NativeMenuModel): void;
  /** Says why a message was dropped (there is no reply to a send). */
  refuse(reason: string): void;
}

/** The native menu's channel in: each window's menu model. Returns a function that detaches it. */
export function registerMenuHost({ ipcMain, isTrustedSender, publish, refuse }: MenuHostOptions): () => void {
  const listener = (event: IpcMainEvent, model: unknown) => {
    if (!isTrustedSender(event)) return refuse(`${event.senderFrame?.url ?? 'this frame'} may not set the menu`);
    let parsed: NativeMenuModel;
    try {
      parsed = parseMenuModel(model);
    } catch (error) {
      return refuse((error as Error).message);
    }
    publish(event.sender, parsed);
  };
  ipcMain.on(MENU_CHANNEL, listener);
  return () => {
    ipcMain.removeListener(MENU_CHANNEL, listener);
  };
}

/**
 * True when `frameUrl` is the renderer we loaded: the same address (the built file, or the electron-vite dev server's
 * page) to the letter, up to a query or hash (the app's screens live in the hash). Chromium reports a frame's address
 * in canonical form, as `rendererUrl` is, so any other spelling (another host such as a Windows share, `..`, escapes,
 * `file://localhost/`) is refused rather than resolved.
 */
export function isRendererUrl(frameUrl: string | undefined, rendererUrl: string): boolean {
  if (!frameUrl) return false;
  let expected: URL;
  try {
    expected = new URL(rendererUrl);
  } catch {
    return false;
  }
  expected.search = '';
  expected.hash = '';
  return frameUrl.replace(/[?#][^]*$/, '') === expected.href;
}
