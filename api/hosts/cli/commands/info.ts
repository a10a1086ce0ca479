import type { AppInfo } from '../../../contract';
import type { CliCommand } from '../command';
import { EXIT } from '../exit';

function formatInfo(info: AppInfo): string {
  return [`${info.name} ${info.version}`, `database: ${info.databasePath}`, `schema version: ${info.schemaVersion}`].join('\n');
}

export const info: CliCommand = {
  name: 'info',
  help: { synopsis: 'info', text: ['version, database file and schema version'] },
  usage: 'info',
  args: { min: 0, max: 0 },
  options: [],
  async run({ call, fail, print }) {
    const response = await call('app.info', {});
    if (!response.ok) return fail(response);
    print(response.result, formatInfo);
    return EXIT.ok;
  },
};
