import type { CustomScheme, IpcMain, IpcMainInvokeEvent, OpenDialogOptions, OpenDialogReturnValue } from 'electron';
import type { CardImageScheme } from '../../api/contract';
import { answerImageRequest, type CardImageStore } from '../../api/services/images';
import { CHOOSE_FOLDER_CHANNEL } from '../channels';

export const CARD_IMAGE_SCHEME: CardImageScheme = 'deckdojo-image';

/**
 * Registered before the app is ready. Standard, so an address has a host (the game) and a path (the key) like
 * http; secure, so a page served over https in development may show it. Nothing else: no fetch, no CORS.
 */
export const CARD_IMAGE_PRIVILEGES: CustomScheme = { scheme: CARD_IMAGE_SCHEME, privileges: { standard: true, secure: true } };

/** `deckdojo-image://<game>/<URL-encoded key>` → its game and key, or null when the address is not one. */
export function parseCardImageUrl(url: string): { game: string; key: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${CARD_IMAGE_SCHEME}:`) return null;
  const match = /^\/([^/]+)$/.exec(parsed.pathname);
  if (!parsed.hostname || !match) return null;
  try {
    return { game: parsed.hostname, key: decodeURIComponent(match[1]!) };
  } catch {
    return null;
  }
}

/** The image protocol's handler: the same answers as the web bridge's `/images/` route, as fetch Responses. */
export function cardImageHandler(store: CardImageStore): (request: Request) => Promise<Response> {
  return async (request) => {
    const address = parseCardImageUrl(request.url);
    if (!address) return new Response(null, { status: 404 });
    const answer = await answerImageRequest(store, address.game, address.key, {
      method: request.method,
      ifNoneMatch: request.headers.get('if-none-match'),
      ifModifiedSince: request.headers.get('if-modified-since'),
    });
    return new Response(answer.body === null ? null : new Uint8Array(answer.body), { status: answer.status, headers: answer.headers });
  };
}

export interface FolderPickerOptions {
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>;
  /** Electron's `dialog.showOpenDialog`, for the window that asked. */
  showOpenDialog(event: IpcMainInvokeEvent, options: OpenDialogOptions): Promise<OpenDialogReturnValue>;
  isTrustedSender(event: IpcMainInvokeEvent): boolean;
  /** Told the chosen folder: the only kind of image folder the page may then set (BackendOptions.approvedFolder). */
  approve(path: string): void;
}

/**
 * Answers the renderer's `window.desktop.chooseFolder(title)` with the native folder dialog, approving the chosen
 * folder. Returns a detach function.
 */
export function registerFolderPicker({ ipcMain, showOpenDialog, isTrustedSender, approve }: FolderPickerOptions): () => void {
  ipcMain.handle(CHOOSE_FOLDER_CHANNEL, async (event, title: unknown): Promise<string | null> => {
    if (!isTrustedSender(event)) throw new Error(`${event.senderFrame?.url ?? 'this frame'} may not open dialogs`);
    const chosen = await showOpenDialog(event, { title: typeof title === 'string' ? title.slice(0, 200) : undefined, properties: ['openDirectory'] });
    const path = chosen.canceled ? null : (chosen.filePaths[0] ?? null);
    if (path) approve(path);
    return path;
  });
  return () => ipcMain.removeHandler(CHOOSE_FOLDER_CHANNEL);
}
