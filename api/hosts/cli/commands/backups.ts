import type { BackupInfo, BackupList } from '../../../contract';
import type { CliCommand } from '../command';
import { EXIT } from '../exit';

/** A backup as one line: when, why, how large, and the name `restore` takes. */
export function formatBackup(backup: BackupInfo): string {
  const when = backup.createdAt.slice(0, 19).replace('T', ' ');
  return `${when} UTC  ${backup.reason.padEnd(14)} ${(backup.bytes / 1048576).toFixed(1).padStart(7)} MB  ${backup.name}`;
}

function formatBackupList(list: BackupList): string {
  if (list.backups.length === 0) return `no backups yet in ${list.folder}`;
  return [`backups in ${list.folder} (automatic ones kept: ${list.keep}):`, ...list.backups.map(formatBackup)].join('\n');
}

export const backups: CliCommand = {
  name: 'backups',
  help: { synopsis: 'backups', text: ['list the backups, newest first'] },
  usage: 'backups',
  args: { min: 0, max: 0 },
  options: [],
  async run({ call, fail, print }) {
    const response = await call('backups.list', {});
    if (!response.ok) return fail(response);
    print(response.result, formatBackupList);
    return EXIT.ok;
  },
};
