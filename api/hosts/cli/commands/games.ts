import type { GameInfo } from '../../../contract';
import type { CliCommand } from '../command';
import { EXIT } from '../exit';
import { gameIds } from '../options';
import { padColumns } from '../terminal';

function formatGame(game: GameInfo): string {
  const lines = [`${game.id.padEnd(5)} ${game.name.ja}${game.name.ja === game.name.en ? '' : ` (${game.name.en})`}`];
  const rows = game.sections.map((s) => [s.id, `${s.label.ja} / ${s.label.en}`, s.rule] as const);
  for (const [id, label, rule] of rows) lines.push(`      ${id.padEnd(10)}  ${padColumns(label, 34)}  ${rule}`);
  return lines.join('\n');
}

export const games: CliCommand = {
  name: 'games',
  help: {
    synopsis: 'games [ID]',
    get text() {
      return [`the games and their deck sections (or one: ${gameIds()})`];
    },
  },
  usage: 'games [ID]',
  args: { min: 0, max: 1 },
  options: [],
  async run({ args, call, fail, print }) {
    const [id] = args;
    const response = id === undefined ? await call('games.list', {}) : await call('games.get', { id });
    if (!response.ok) return fail(response);
    print(response.result, (result) => (Array.isArray(result) ? result.map(formatGame).join('\n\n') : formatGame(result)));
    return EXIT.ok;
  },
};
