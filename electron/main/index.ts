import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, session, shell, type IpcMainInvokeEvent } from 'electron';
import { createBackend } from '../../api/backend';
import { resolveDatabasePath } from '../../db/location';
import type { AppDatabase } from '../../db/open';
import { openAppDatabase } from '../../api/database';
import { BINDING_FILE, electronBindingDir } from '../native/binding-path';
import { CARD_IMAGE_PRIVILEGES, CARD_IMAGE_SCHEME, cardImageHandler, registerFolderPicker } from './images';
import { isRendererUrl, registerIpcHost, registerMenuHost } from './ipc';
import { createMenuInstaller } from './menu';
import { allowPermission } from './permissions';

const here = fileURLToPath(new URL('.', import.meta.url));
const PRELOAD = join(here, '../preload/index.cjs');
const RENDERER_FILE = join(here, '../renderer/index.html');
// electron-vite dev serves the renderer with hot reload; a built app loads the file.
const rendererUrl = process.env.ELECTRON_RENDERER_URL ?? pathToFileURL(RENDERER_FILE).href;
// Card images are served by address (renderer/lib/card-images.ts); a scheme's privileges must be set before ready.
protocol.registerSchemesAsPrivileged([CARD_IMAGE_PRIVILEGES]);

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

/** A window of the app: the main one, or one more for a deck's playtest table (`url` then names the deck). */
function createWindow(url: string = rendererUrl): BrowserWindow {
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
  window.webContents.setWindowOpenHandler(({ url: opened }) => {
    // Our own screens (the playtest table of a deck) open in a window of their own, made like this one.
    if (isRendererUrl(opened, rendererUrl)) createWindow(opened);
    else if (/^https:\/\//.test(opened)) void shell.openExternal(opened);
    return { action: 'deny' };
  });
  void window.loadURL(url);
  return window;
}

/** The menu bar until a window's renderer publishes its own (./menu.ts). */
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
  const isTrustedSender = (event: IpcMainInvokeEvent) => isRendererUrl(event.senderFrame?.url, rendererUrl);
  const detach = registerIpcHost({
    ipcMain,
    backend,
    isTrustedSender,
    broadcast: (channel, message) => {
      for (const window of BrowserWindow.getAllWindows()) window.webContents.send(channel, message);
    },
  });
  protocol.handle(CARD_IMAGE_SCHEME, cardImageHandler(backend.images));
  const detachFolderPicker = registerFolderPicker({
    ipcMain,
    isTrustedSender,
    showOpenDialog: (event, options) => {
      const window = BrowserWindow.fromWebContents(event.sender);
      return window ? dialog.showOpenDialog(window, options) : dialog.showOpenDialog(options);
    },
  });

  Menu.setApplicationMenu(buildMenu());
  // Then the focused window's menus, made from what its renderer publishes.
  const menus = createMenuInstaller(process.platform, (template) => Menu.setApplicationMenu(Menu.buildFromTemplate(template)));
  const detachMenus = registerMenuHost({ ipcMain, isTrustedSender, publish: menus.publish, refuse: (reason) => console.warn(reason) });
  app.on('browser-window-focus', (_event, window) => menus.focus(window.webContents));
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('will-quit', () => {
    detach();
    detachFolderPicker();
    detachMenus();
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
