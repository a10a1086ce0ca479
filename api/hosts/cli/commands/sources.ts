import type { DataSourceInfo } from '../../../contract';
import type { CliCommand } from '../command';
import { EXIT } from '../exit';
import { padColumns } from '../terminal';

function formatSources(sources: DataSourceInfo[]): string {
  if (sources.length === 0) return 'no card data yet';
  return sources.map((s) => `${s.game.padEnd(5)} ${padColumns(s.name, 28)} ${String(s.cardCount).padStart(6)} cards  ${s.importedAt.slice(0, 10)}  ${s.version}`).join('\n');
}

export const sources: CliCommand = {
  name: 'sources',
  help: { synopsis: 'sources [--game G]', text: ['where the cards came from: bundled packs and imports'] },
  usage: 'sources [--game G]',
  args: { min: 0, max: 0 },
  options: ['game'],
  async run({ options, call, fail, print }) {
    const response = await call('sources.list', options.game ? { game: options.game } : {});
    if (!response.ok) return fail(response);
    print(response.result, formatSources);
    return EXIT.ok;
  },
};
