/**
 * The IPC channels between the renderer and the main process: the native menu's two and the two file dialogs. The
 * API's two are its host's (api/hosts/ipc.ts).
 */
/** Renderer → main: the window's menu model (NativeMenuModel). */
export const MENU_CHANNEL = 'deckdojo:menu';
/** Main → renderer: the id of the command a menu item stands for. */
export const MENU_COMMAND_CHANNEL = 'deckdojo:menu-command';
/** Renderer → main, answered: the native folder dialog (DesktopHost.chooseFolder). */
export const CHOOSE_FOLDER_CHANNEL = 'deckdojo:choose-folder';
/** Renderer → main, answered: the open dialog for a database file to restore (DesktopHost.chooseDatabaseFile). */
export const CHOOSE_DATABASE_CHANNEL = 'deckdojo:choose-database';
