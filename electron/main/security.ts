/**
 * What Electron's security checklist asks of the main process, as plain values and functions (no electron runtime
 * here, so Vitest checks them): the windows' web preferences, which renderer a window may load, and the guards
 * every web contents gets (navigation, new windows, webviews).
 */
import { pathToFileURL } from 'node:url';
import type { WebContents, WebPreferences } from 'electron';
import { externalUrl } from './links';
import { isRendererUrl } from './ipc';

/**
 * Every window's web preferences, besides its preload: the page runs sandboxed, isolated from the preload, without
 * Node, with the same-origin policy, no http content in an https page, no experimental Blink features, no webviews.
 */
export const WINDOW_WEB_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
  navigateOnDragDrop: false,
  spellcheck: false,
} as const satisfies WebPreferences;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The renderer the windows load: the built file, or, in development only (`electron-vite dev` sets
 * ELECTRON_RENDERER_URL), its server on this machine. Never a remote page: the preload's bridge would reach it.
 */
export function rendererAddress(devServer: string | undefined, packaged: boolean, file: string): string {
  if (devServer === undefined || packaged) return pathToFileURL(file).href;
  let url: URL | undefined;
  try {
    url = new URL(devServer);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new Error(`ELECTRON_RENDERER_URL must be the development server on this machine (http://localhost:<port>/), not ${devServer}`);
  }
  return url.href;
}

/** Where a link or a navigation may go: our renderer (in a window of ours), the player's browser, or nowhere. */
export function linkTarget(url: string, rendererUrl: string): 'app' | 'external' | 'blocked' {
  if (isRendererUrl(url, rendererUrl)) return 'app';
  return externalUrl(url) === null ? 'blocked' : 'external';
}

export interface ContentsGuardOptions {
  rendererUrl: string;
  /** A window of ours for one of our screens (the playtest table of a deck). */
  openAppWindow(url: string): void;
  /** A web link, to be confirmed, then opened in the browser (./links.ts). */
  openExternal(contents: WebContents, url: string): void;
}

/**
 * Applied to every web contents as it is made (`app.on('web-contents-created')`): it shows our renderer only, opens
 * no window of its own making, and attaches no webview.
 */
export function guardWebContents(contents: WebContents, { rendererUrl, openAppWindow, openExternal }: ContentsGuardOptions): void {
  contents.on('will-navigate', (event, url) => {
    const target = linkTarget(url, rendererUrl);
    if (target === 'app') return;
    event.preventDefault();
    if (target === 'external') openExternal(contents, url);
  });
  contents.setWindowOpenHandler(({ url }) => {
    const target = linkTarget(url, rendererUrl);
    if (target === 'app') openAppWindow(url);
    else if (target === 'external') openExternal(contents, url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
