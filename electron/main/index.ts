import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, Menu, nativeTheme, protocol, screen, session, shell, type IpcMainInvokeEvent, type OpenDialogOptions, type WebContents } from 'electron';
import { createBackend } from '../../api/backend';
import { registerIpcHost } from '../../api/hosts/ipc';
import type { Settings } from '../../api/contract';
import { resolveDatabasePath, userDataFolder } from '../../db/location';
import { DatabaseOpenError, type AppDatabase } from '../../db/open';
import { ensureSqliteLoads } from '../../db/sqlite';
import { completeDatabase, openAppDatabase, openedNote } from '../../api/services/database';
import { openLogFile } from '../../api/services/log';
import { CARD_IMAGE_PRIVILEGES, CARD_IMAGE_SCHEME, cardImageHandler, registerFolderPicker } from './images';
import { isRendererUrl, registerMenuHost } from './ipc';
import { createMenuInstaller } from './menu';
import { dialogLocale, LINK_DIALOG_OPEN, linkDialogOptions, openExternalLink } from './links';
import { guardPermissions } from './permissions';
import { offerRestore, registerDatabasePicker } from './restore';
import { guardWebContents, rendererAddress, WINDOW_WEB_PREFERENCES } from './security';
import { followTheme } from './theme';
import { placeWindow, readWindowStates, writeWindowState, type WindowKind } from './window-state';

const here = fileURLToPath(new URL('.', import.meta.url));
const PRELOAD = join(here, '../preload/index.cjs');
const RENDERER_FILE = join(here, '../renderer/index.html');
// electron-vite dev serves the renderer with hot reload; a built app loads the file.
const rendererUrl = rendererAddress(process.env.ELECTRON_RENDERER_URL, app.isPackaged, RENDERER_FILE);
// One data folder for every host, the same the command line and the web bridge use (db/location.ts): on Linux
// $XDG_DATA_HOME/deck-dojo rather than Electron's ~/.config, and never moved by packaging metadata such as a product name.
app.setPath('userData', userDataFolder({ platform: process.platform, home: app.getPath('home'), env: process.env }));
const log = openLogFile({ folder: join(app.getPath('userData'), 'logs'), name: 'deck-dojo' });
process.on('uncaughtException', (error) => {
  log.error('uncaught exception in the main process', error);
  dialog.showErrorBox('Deck Dojo: an unexpected error', `${error.stack ?? error.message}\n\nThe log is ${log.path}.`);
});
process.on('unhandledRejection', (reason) => log.error('unhandled rejection in the main process', reason));
// Card images are served by address (renderer/lib/card-images.ts); a scheme's privileges must be set before ready.
protocol.registerSchemesAsPrivileged([CARD_IMAGE_PRIVILEGES]);

const WINDOW_SIZE = { width: 1280, height: 800, minWidth: 900, minHeight: 560 };

/**
 * A window of the app: the main one, or one more for a deck's playtest table (`url` then names the deck). Each kind
 * opens where the last one of its kind was closed (./window-state.ts).
 */
function createWindow(url: string = rendererUrl): BrowserWindow {
  const kind: WindowKind = url === rendererUrl ? 'main' : 'table';
  const displays = [screen.getPrimaryDisplay(), ...screen.getAllDisplays()].map((display) => display.workArea);
  const place = placeWindow(readWindowStates(app.getPath('userData'))[kind], displays, WINDOW_SIZE);
  const window = new BrowserWindow({
    ...place.bounds,
    minWidth: WINDOW_SIZE.minWidth,
    minHeight: WINDOW_SIZE.minHeight,
    title: 'Deck Dojo',
    show: false,
    // From a clone the window has no installed icon; a package gets its own from the installer.
    ...(app.isPackaged || process.platform !== 'linux' ? {} : { icon: join(app.getAppPath(), 'electron', 'resources', 'icon.png') }),
    webPreferences: { ...WINDOW_WEB_PREFERENCES, preload: PRELOAD },
  });
  window.once('ready-to-show', () => {
    if (place.maximized) window.maximize();
    window.show();
  });
  window.on('close', () => {
    try {
      writeWindowState(app.getPath('userData'), kind, { bounds: window.getNormalBounds(), maximized: window.isMaximized() });
    } catch (error) {
      log.warn('the window size and position could not be saved', error);
    }
  });
  // Navigation and new windows are guarded for every web contents, this one too (start: web-contents-created).
  void window.loadURL(url);
  return window;
}

/**
 * The database, opened and checked; when it cannot be used, the player is told why and may put a backup in its place
 * (./restore.ts). Null when they chose to quit.
 */
async function openOrRecover(): Promise<AppDatabase | null> {
  const path = resolveDatabasePath(undefined, { platform: process.platform, home: app.getPath('home'), env: process.env });
  for (;;) {
    try {
      const db = openAppDatabase({ path });
      log.info(openedNote(db));
      return db;
    } catch (error) {
      log.error(`the database ${path} could not be opened`, error);
      if (!(error instanceof DatabaseOpenError)) {
        dialog.showErrorBox('Deck Dojo cannot open its database', `${(error as Error).message}\n\nThe log is ${log.path}.`);
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
      log.info(error.code === 'DB_BUSY' ? `opening ${path} again, as the player asked` : `a backup was put in place of ${path}; opening it`);
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
  const { electron, chrome, node } = process.versions;
  log.info(
    `Deck Dojo ${app.getVersion()} starting (Electron ${electron}, Chrome ${chrome}, Node ${node}, ${process.platform} ${process.arch}${app.isPackaged ? ', installed' : ', from source'})`,
  );
  // Nothing in the renderer needs the camera, notifications or the like; it may use the clipboard.
  guardPermissions(session.defaultSession, rendererUrl);

  try {
    ensureSqliteLoads();
  } catch (error) {
    // Not the database's fault: no restore would help, so none is offered.
    log.error('SQLite cannot run on this machine', error);
    dialog.showErrorBox('Deck Dojo cannot start', `${(error as Error).message}\n\nThe log is ${log.path}.`);
    app.exit(1);
    return;
  }
  const db = await openOrRecover();
  if (!db) {
    app.exit(1);
    return;
  }
  // The only files a call may name by path: those the player chose in the open dialog (./restore.ts); the only new
  // image folders, those chosen in the folder dialog (./images.ts).
  const approved = new Set<string>();
  const approvedFolders = new Set<string>();
  const backend = createBackend({
    db,
    host: 'electron',
    approvedPath: (path) => approved.has(path),
    approvedFolder: (path) => approvedFolders.has(path),
    completeDatabase,
    log,
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
    }).catch((error: unknown) => log.warn(`could not open ${url}`, error));
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
  const detachFolderPicker = registerFolderPicker({ ipcMain, isTrustedSender, showOpenDialog, approve: (path) => void approvedFolders.add(path) });
  const detachDatabasePicker = registerDatabasePicker({ ipcMain, isTrustedSender, showOpenDialog, approve: (path) => void approved.add(path) });

  Menu.setApplicationMenu(buildMenu());
  // Then the focused window's menus, made from what its renderer publishes.
  const menus = createMenuInstaller(process.platform, (template) => Menu.setApplicationMenu(Menu.buildFromTemplate(template)));
  const detachMenus = registerMenuHost({ ipcMain, isTrustedSender, publish: menus.publish, refuse: (reason) => log.warn(reason) });
  app.on('browser-window-focus', (_event, window) => menus.focus(window.webContents));
  app.on('render-process-gone', (_event, contents, details) => log.error(`the window showing ${contents.getURL()} stopped: ${details.reason} (exit code ${details.exitCode})`));
  app.on('child-process-gone', (_event, details) => log.error(`Electron's ${details.type} process stopped: ${details.reason} (exit code ${details.exitCode})`));
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
    // A backup under way may finish first (it takes a second or so); backend.close stops it past its time limit, so
    // quitting never hangs on a backup that cannot progress.
    event.preventDefault();
    closed = true;
    log.info('quitting');
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
