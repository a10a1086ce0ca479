/**
 * `restore NAME|FILE`, and what to say when the database cannot be opened. `restore` also works on a database that
 * cannot be opened: the file is moved aside, never overwritten.
 */
import { resolve } from 'node:path';
import { BackupError, backupFolder, findBackup, listBackups } from '../../../../db/backup';
import type { Backend } from '../../../backend';
import type { Response } from '../../../contract';
import { restoreClosedDatabase } from '../../../services/database';
import type { CliCommand } from '../command';
import { EXIT } from '../exit';
import type { CliIo } from '../io';
import { formatBackup } from './backups';

/** Said under an open error: the backups there are and (for the CLI) the command that puts one back. */
export function restoreHint(databasePath: string, { command = true }: { command?: boolean } = {}): string {
  const newest = listBackups(backupFolder(databasePath)).slice(0, 5);
  if (newest.length === 0) return `There are no backups in ${backupFolder(databasePath)}.\n`;
  return (
    `Backups in ${backupFolder(databasePath)} (newest first):\n` +
    newest.map((file) => `  ${formatBackup(file)}\n`).join('') +
    (command ? `Put one back with: deckdojo restore ${newest[0]!.name} (the file there now is kept beside it)\n` : '')
  );
}

/** What `restore` was given: a backup of the folder (by name), else a file path relative to where the CLI runs. */
function restoreSource(databasePath: string, argument: string): { backup: string | null; path: string } {
  try {
    return { backup: argument, path: findBackup(backupFolder(databasePath), argument).path };
  } catch {
    return { backup: null, path: resolve(argument) };
  }
}

/** `restore` against an open database: through the API, which backs up what it replaces first. */
async function restoreOpen(backend: Backend, databasePath: string, argument: string, io: CliIo): Promise<Response<'backups.restore'>> {
  const { backup, path } = restoreSource(databasePath, argument);
  const response = (await (backup
    ? backend.invoke('backups.restore', { name: backup })
    : backend.invoke('backups.restoreFile', { path }))) as Response<'backups.restore'>;
  if (response.ok) io.stdout(`restored ${backup ?? path}\nthe data it replaced is kept as ${response.result.saved.name}\n`);
  return response;
}

/** `restore` when the database cannot be opened: the damaged file is set aside and the backup copied in its place. */
async function restoreClosed(databasePath: string, argument: string, io: CliIo, now: Date): Promise<boolean> {
  const { backup, path } = restoreSource(databasePath, argument);
  let setAside: string | null;
  try {
    ({ setAside } = await restoreClosedDatabase(databasePath, path, now));
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    io.stderr(`deckdojo: ${error.message}; nothing was changed\n`);
    return false;
  }
  io.stdout(`restored ${backup ?? path} to ${databasePath}\n${setAside ? `the file that was there is kept as ${setAside}\n` : ''}`);
  return true;
}

export const restore: CliCommand = {
  name: 'restore',
  help: {
    synopsis: 'restore NAME|FILE',
    text: ['put a backup (or a Deck Dojo database file) in place of the data; what it', 'replaces is backed up first (or, for a file that cannot be opened, kept beside it)'],
  },
  usage: 'restore NAME|FILE',
  args: { min: 1, max: 1 },
  options: [],
  async run({ args, db, io, backend, fail }) {
    const response = await restoreOpen(backend, db, args[0]!, io);
    return response.ok ? EXIT.ok : fail(response);
  },
  runUnopened: async ({ db, args }, io) => ((await restoreClosed(db, args[0]!, io, new Date())) ? EXIT.ok : EXIT.usage),
};
