import { readFileSync } from 'node:fs';
import type { WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { guardWebContents, linkTarget, rendererAddress, WINDOW_WEB_PREFERENCES } from './security';

const RENDERER = 'file:///opt/deck-dojo/out/renderer/index.html';
const DEV_SERVER = 'http://localhost:5173/';

describe('the windows\' web preferences', () => {
  it('isolate and sandbox the page, without Node, with web security, insecure content and experiments off', () => {
    expect(WINDOW_WEB_PREFERENCES).toEqual({
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
    });
    expect(WINDOW_WEB_PREFERENCES).not.toHaveProperty('enableBlinkFeatures');
  });

  it('are the ones every window of index.ts is made with, its preload added', () => {
    const source = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
    const windows = [...source.matchAll(/new BrowserWindow\(\{[\s\S]*?\n {2}\}\);/g)].map((match) => match[0]);
    expect(windows).toHaveLength(1);
    expect(windows[0]).toContain('webPreferences: { ...WINDOW_WEB_PREFERENCES, preload: PRELOAD }');
  });
});

describe('rendererAddress', () => {
  it('loads the built file, or in development the dev server on this machine', () => {
    expect(rendererAddress(undefined, false, '/opt/deck-dojo/out/renderer/index.html')).toBe(RENDERER);
    expect(rendererAddress(DEV_SERVER, false, '/x/index.html')).toBe(DEV_SERVER);
    expect(rendererAddress('http://127.0.0.1:5173', false, '/x/index.html')).toBe('http://127.0.0.1:5173/');
    expect(rendererAddress('https://[::1]:5173/', false, '/x/index.html')).toBe('https://[::1]:5173/');
  });

  it('never loads a remote page, and a packaged app always its own file', () => {
    expect(rendererAddress('https://evil.example/', true, '/opt/deck-dojo/out/renderer/index.html')).toBe(RENDERER);
    for (const url of ['https://evil.example/', 'http://localhost.evil.example:5173/', 'file:///tmp/other.html', 'not a url']) {
      expect(() => rendererAddress(url, false, '/x/index.html'), url).toThrow(
        `ELECTRON_RENDERER_URL must be the development server on this machine (http://localhost:<port>/), not ${url}`,
      );
    }
  });
});

describe('linkTarget', () => {
  it('keeps our renderer in the app, sends http(s) to the browser and nothing else anywhere', () => {
    expect(linkTarget(`${RENDERER}#/playtest/deck-1`, RENDERER)).toBe('app');
    expect(linkTarget(`${DEV_SERVER}#/table/t/1`, DEV_SERVER)).toBe('app');
    expect(linkTarget('https://fabrary.net/decks/1', RENDERER)).toBe('external');
    expect(linkTarget('http://localhost:5173/', RENDERER)).toBe('external');
    for (const url of ['file:///etc/passwd', 'file:///tmp/index.html', 'javascript:alert(1)', 'data:text/html,x', 'deckdojo-image://dm/x', 'chrome://settings']) {
      expect(linkTarget(url, RENDERER), url).toBe('blocked');
    }
  });
});

/** A web contents as far as the guard sees it: its listeners and its window-open handler. */
function fakeContents() {
  const listeners = new Map<string, (event: { preventDefault(): void }, ...args: unknown[]) => void>();
  let openHandler: ((details: { url: string }) => { action: string }) | undefined;
  const contents = {
    on: (event: string, listener: (event: { preventDefault(): void }, ...args: unknown[]) => void) => void listeners.set(event, listener),
    setWindowOpenHandler: (handler: typeof openHandler) => void (openHandler = handler),
  };
  const fire = (name: string, ...args: unknown[]) => {
    const event = { preventDefault: vi.fn() };
    listeners.get(name)!(event, ...args);
    return event.preventDefault.mock.calls.length > 0;
  };
  return { contents: contents as unknown as WebContents, listeners, fire, open: (url: string) => openHandler!({ url }) };
}

describe('guardWebContents', () => {
  function guarded() {
    const fake = fakeContents();
    const openAppWindow = vi.fn<(url: string) => void>();
    const openExternal = vi.fn<(contents: WebContents, url: string) => void>();
    guardWebContents(fake.contents, { rendererUrl: RENDERER, openAppWindow, openExternal });
    return { ...fake, openAppWindow, openExternal };
  }

  it('lets the contents navigate within our renderer only; a web link goes to the browser (confirmed there)', () => {
    const { fire, openExternal, contents } = guarded();
    expect(fire('will-navigate', `${RENDERER}#/decks`)).toBe(false);
    expect(fire('will-navigate', 'https://evil.example/')).toBe(true);
    expect(fire('will-navigate', 'file:///tmp/other.html')).toBe(true);
    expect(openExternal.mock.calls).toEqual([[contents, 'https://evil.example/']]);
  });

  it('denies every new window: ours becomes a window of the app, a web link goes to the browser, the rest nowhere', () => {
    const { open, openAppWindow, openExternal, contents } = guarded();
    expect(open(`${RENDERER}#/playtest/deck-1`)).toEqual({ action: 'deny' });
    expect(open('https://fabrary.net/')).toEqual({ action: 'deny' });
    expect(open('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(open('javascript:alert(1)')).toEqual({ action: 'deny' });
    expect(openAppWindow.mock.calls).toEqual([[`${RENDERER}#/playtest/deck-1`]]);
    expect(openExternal.mock.calls).toEqual([[contents, 'https://fabrary.net/']]);
  });

  it('attaches no webview', () => {
    const { fire, listeners } = guarded();
    expect([...listeners.keys()].sort()).toEqual(['will-attach-webview', 'will-navigate']);
    expect(fire('will-attach-webview', {}, { src: RENDERER })).toBe(true);
  });

  it('is applied to every web contents the app makes', () => {
    const source = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
    expect(source).toMatch(/app\.on\('web-contents-created', \(_event, contents\) => guardWebContents\(contents, /);
    // No window sets its own handlers beside the guard.
    expect(source).not.toMatch(/setWindowOpenHandler|'will-navigate'|shell\.openExternal\((?!address\))/);
  });
});
