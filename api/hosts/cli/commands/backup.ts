import type { CliCommand } from '../command';
import { EXIT } from '../exit';

export const backup: CliCommand = {
  name: 'backup',
  help: { synopsis: 'backup', text: ['back the database up now (into the backups folder beside it)'] },
  usage: 'backup',
  args: { min: 0, max: 0 },
  options: [],
  async run({ call, fail, print }) {
    const response = await call('backups.create', {});
    if (!response.ok) return fail(response);
    print(response.result, (made) => `backed up to ${made.name}`);
    return EXIT.ok;
  },
};
