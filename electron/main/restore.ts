import type { IpcMain, IpcMainInvokeEvent, MessageBoxSyncOptions, OpenDialogOptions, OpenDialogReturnValue } from 'electron';
import { restoreHint } from '../../api/hosts/cli/commands/restore';
import { restoreClosedDatabase } from '../../api/services/database';
import { BackupError, backupFolder, listBackups } from '../../db/backup';
import { restoreMends, type DatabaseOpenError } from '../../db/open';
import { CHOOSE_DATABASE_CHANNEL } from '../channels';

export interface DatabasePickerOptions {
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>;
  /** Electron's `dialog.showOpenDialog`, for the window that asked. */
  showOpenDialog(event: IpcMainInvokeEvent, options: OpenDialogOptions): Promise<OpenDialogReturnValue>;
  isTrustedSender(event: IpcMainInvokeEvent): boolean;
  /** Told the chosen file's path: the only kind of path `backups.restoreFile` may read (BackendOptions.approvedPath). */
  approve(path: string): void;
}

/** Answers `window.desktop.chooseDatabaseFile(title)` with the native open dialog, approving the chosen file. */
export function registerDatabasePicker({ ipcMain, showOpenDialog, isTrustedSender, approve }: DatabasePickerOptions): () => void {
  ipcMain.handle(CHOOSE_DATABASE_CHANNEL, async (event, title: unknown): Promise<string | null> => {
    if (!isTrustedSender(event)) throw new Error(`${event.senderFrame?.url ?? 'this frame'} may not open dialogs`);
    const chosen = await showOpenDialog(event, {
      title: typeof title === 'string' ? title.slice(0, 200) : undefined,
      properties: ['openFile'],
      filters: [{ name: 'Deck Dojo database', extensions: ['db', 'sqlite', 'sqlite3'] }, { name: '*', extensions: ['*'] }],
    });
    const path = chosen.canceled ? null : (chosen.filePaths[0] ?? null);
    if (path) approve(path);
    return path;
  });
  return () => ipcMain.removeHandler(CHOOSE_DATABASE_CHANNEL);
}

/** What the start-up dialog needs of Electron: a message box, and an open dialog for a backup file. */
export interface RecoveryUi {
  showMessageBox(options: MessageBoxSyncOptions): number;
  chooseFile(defaultPath: string): string | null;
}

/**
 * When the database cannot be opened (damaged, not ours, unreadable): says why and offers to put the newest backup
 * (or a chosen file) in its place — the file there is moved aside, never overwritten; when another program is
 * writing to it, offers to try again. Resolves true when the app may try to open the database again; false to quit.
 */
export async function offerRestore(error: DatabaseOpenError, ui: RecoveryUi, now: () => Date): Promise<boolean> {
  const folder = backupFolder(error.path);
  for (;;) {
    const newest = listBackups(folder)[0];
    const canRestore = restoreMends(error.code);
    // A database another program is writing is fine: it opens once that program is done.
    const again = error.code === 'DB_BUSY' ? ['Try again / 再試行'] : [];
    const buttons = canRestore ? [...(newest ? ['Restore the newest backup / 最新のバックアップを復元'] : []), 'Choose a backup file… / バックアップファイルを選択…', 'Quit / 終了'] : [...again, 'Quit / 終了'];
    const choice = ui.showMessageBox({
      type: 'error',
      title: 'Deck Dojo',
      message: 'Deck Dojo cannot open its database / データベースを開けません',
      detail: `${error.message}\n\n${canRestore ? restoreHint(error.path, { command: false }) : ''}`,
      buttons,
      defaultId: 0,
      cancelId: buttons.length - 1,
      noLink: true,
    });
    const picked = buttons[choice] ?? '';
    if (picked.startsWith('Try again')) return true;
    if (!picked.startsWith('Restore') && !picked.startsWith('Choose')) return false;
    const source = picked.startsWith('Restore') ? newest!.path : ui.chooseFile(folder);
    if (!source) continue;
    try {
      await restoreClosedDatabase(error.path, source, now());
    } catch (problem) {
      if (!(problem instanceof BackupError)) throw problem;
      ui.showMessageBox({ type: 'error', title: 'Deck Dojo', message: 'This file cannot be restored / このファイルは復元できません', detail: `${problem.message}\n${problem.why.ja}`, buttons: ['OK'] });
      continue;
    }
    return true;
  }
}
