import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, Menu, session, shell } from 'electron';
import { createBackend } from '../../api/backend';
import { resolveDatabasePath } from '../../db/location';
import type { AppDatabase } from '../../db/open';
import { openAppDatabase } from '../../api/database';
import { BINDING_FILE, electronBindingDir } from '../native/binding-path';
import { isRendererUrl, registerIpcHost } from './ipc';
import { allowPermission } from './permissions';

const here = fileURLToPath(new URL('.', import.meta.url));
const PRELOAD = join(here, '../preload/index.cjs');
const RENDERER_FILE = join(here, '../renderer/index.html');
// electron-vite dev serves the renderer with hot reload; a built app loads the file.
const rendererUrl = process.env.ELECTRON_RENDERER_URL ?? pathToFileURL(RENDERER_FILE).href;

function nativeBindingPath(): string {
  const dir = electronBindingDir(app.getAppPath(), process.versions.electron, process.platform, process.arch);
  const path = join(dir, BINDING_FILE);
  if (!existsSync(path)) {
    throw new Error(
      `better-sqlite3 has not been prepared for Electron ${process.versions.electron} (${path} is missing).\n` +
        'Start the app with `npm start`, which prepares it.',
    );
  }
  return path;
}

function createWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 900,
    minHeight: 560,
    title: 'Deck Dojo',
    show: false,
    webPreferences: {
      preload: PRELOAD,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  window.once('ready-to-show', () => window.show());
  // The window only ever shows our renderer; links to the web open in the player's browser.
  window.webContents.on('will-navigate', (event, url) => {
    if (!isRendererUrl(url, rendererUrl)) event.preventDefault();
  });
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (/^https:\/\//.test(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  void window.loadURL(rendererUrl);
  return window;
}

function buildMenu(): Menu {
  return Menu.buildFromTemplate([
    ...(process.platform === 'darwin' ? [{ role: 'appMenu' as const }] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
  ]);
}

async function start(): Promise<void> {
  await app.whenReady();
  // Nothing in the renderer needs the camera, notifications or the like; it may use the clipboard.
  // (Downloads need no handler: without a save path set, Electron asks where to save, as renderer/lib/host.ts wants.)
  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(allowPermission(permission, details.requestingUrl, rendererUrl)),
  );

  let db: AppDatabase;
  try {
    db = openAppDatabase({
      path: resolveDatabasePath(undefined, { platform: process.platform, home: app.getPath('home'), env: process.env }, app.getPath('userData')),
      nativeBinding: nativeBindingPath(),
    });
  } catch (error) {
    dialog.showErrorBox('Deck Dojo cannot open its database', (error as Error).message);
    app.exit(1);
    return;
  }
  const backend = createBackend({ db, host: 'electron' });
  const detach = registerIpcHost({
    ipcMain,
    backend,
    isTrustedSender: (event) => isRendererUrl(event.senderFrame?.url, rendererUrl),
    broadcast: (channel, message) => {
      for (const window of BrowserWindow.getAllWindows()) window.webContents.send(channel, message);
    },
  });

  Menu.setApplicationMenu(buildMenu());
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('will-quit', () => {
    detach();
    db.close();
  });
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows();
    if (window) {
      if (window.isMinimized()) window.restore();
      window.focus();
    }
  });
  void start();
}
