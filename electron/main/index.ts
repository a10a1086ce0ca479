import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, Menu, nativeTheme, protocol, session, shell, type IpcMainInvokeEvent, type OpenDialogOptions, type WebContents } from 'electron';
import { createBackend } from '../../api/backend';
import type { Settings } from '../../api/contract';
import { resolveDatabasePath } from '../../db/location';
import { DatabaseOpenError, type AppDatabase } from '../../db/open';
import { completeDatabase, openAppDatabase } from '../../api/database';
import { BINDING_FILE, electronBindingDir } from '../native/binding-path';
import { CARD_IMAGE_PRIVILEGES, CARD_IMAGE_SCHEME, cardImageHandler, registerFolderPicker } from './images';
import { isRendererUrl, registerIpcHost, registerMenuHost } from './ipc';
import { createMenuInstaller } from './menu';
import { dialogLocale, LINK_DIALOG_OPEN, linkDialogOptions, openExternalLink } from './links';
import { guardPermissions } from './permissions';
import { offerRestore, registerDatabasePicker } from './restore';
import { guardWebContents, rendererAddress, WINDOW_WEB_PREFERENCES } from './security';
import { followTheme } from './theme';

const here = fileURLToPath(new URL('.', import.meta.url));
const PRELOAD = join(here, '../preload/index.cjs');
const RENDERER_FILE = join(here, '../renderer/index.html');
// electron-vite dev serves the renderer with hot reload; a built app loads the file.
const rendererUrl = rendererAddress(process.env.ELECTRON_RENDERER_URL, app.isPackaged, RENDERER_FILE);
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
    webPreferences: { ...WINDOW_WEB_PREFERENCES, preload: PRELOAD },
  });
  window.once('ready-to-show', () => window.show());
  // Navigation and new windows are guarded for every web contents, this one too (start: web-contents-created).
  void window.loadURL(url);
  return window;
}

/**
 * The database, opened and checked; when it cannot be used, the player is told why and may put a backup in its place
 * (./restore.ts). Null when they chose to quit.
 */
async function openOrRecover(): Promise<AppDatabase | null> {
  const path = resolveDatabasePath(undefined, { platform: process.platform, home: app.getPath('home'), env: process.env }, app.getPath('userData'));
  for (;;) {
    try {
      return openAppDatabase({ path, nativeBinding: nativeBindingPath() });
    } catch (error) {
      if (!(error instanceof DatabaseOpenError)) {
        dialog.showErrorBox('Deck Dojo cannot open its database', (error as Error).message);
        return null;
      }
      const recovered = await offerRestore(
        error,
        {
          showMessageBox: (options) => dialog.showMessageBoxSync(options),
          chooseFile: (defaultPath) => dialog.showOpenDialogSync({ defaultPath, properties: ['openFile'] })?.[0] ?? null,
        },
        () => new Date(),
      );
      if (!recovered) return null;
    }
  }
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
  guardPermissions(session.defaultSession, rendererUrl);

  const db = await openOrRecover();
  if (!db) {
    app.exit(1);
    return;
  }
  // The only files a call may name by path: those the player chose in the open dialog (./restore.ts).
  const approved = new Set<string>();
  const backend = createBackend({
    db,
    host: 'electron',
    approvedPath: (path) => approved.has(path),
    completeDatabase,
    automaticBackups: true,
  });
  // A web link opens in the browser after the player has seen its address, asked in the app's language.
  const openLink = (contents: WebContents, url: string) =>
    void openExternalLink(url, {
      confirm: async (address) => {
        const settings = await backend.invoke('settings.get', {});
        const options = linkDialogOptions(address, dialogLocale(settings.ok ? (settings.result as Settings).locale : null, app.getPreferredSystemLanguages()));
        const window = BrowserWindow.fromWebContents(contents);
        const { response } = await (window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options));
        return response === LINK_DIALOG_OPEN;
      },
      open: (address) => shell.openExternal(address),
    }).catch((error: unknown) => console.warn(`could not open ${url}: ${(error as Error).message}`));
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, { rendererUrl, openAppWindow: createWindow, openExternal: openLink }));
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
  const detachTheme = followTheme(backend, nativeTheme);
  const showOpenDialog = (event: IpcMainInvokeEvent, options: OpenDialogOptions) => {
    const window = BrowserWindow.fromWebContents(event.sender);
    return window ? dialog.showOpenDialog(window, options) : dialog.showOpenDialog(options);
  };
  const detachFolderPicker = registerFolderPicker({ ipcMain, isTrustedSender, showOpenDialog });
  const detachDatabasePicker = registerDatabasePicker({ ipcMain, isTrustedSender, showOpenDialog, approve: (path) => void approved.add(path) });

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
  let closed = false;
  app.on('will-quit', (event) => {
    if (closed) return;
    // A backup under way finishes first (it takes a second or so), then the app quits for good.
    event.preventDefault();
    closed = true;
    detach();
    detachFolderPicker();
    detachDatabasePicker();
    detachMenus();
    detachTheme();
    void backend.close().finally(() => {
      db.close();
      app.quit();
    });
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
