import type { CliCommand } from '../command';
import { EXIT } from '../exit';
import { formatImport } from '../format';

export const importCards: CliCommand = {
  name: 'import',
  help: { synopsis: 'import --game G FILE', text: ['import cards or a regulation list (--format to name the format)'] },
  usage: 'import --game G FILE [--format F]',
  args: { min: 1, max: 1 },
  options: ['game', 'format'],
  needsGame: true,
  async run({ args, options, json, io, backend, call, fail, print, gameInfo }) {
    const game = await gameInfo(options.game!);
    if ('ok' in game) return fail(game);
    let lastShown = -1;
    const stop = backend.subscribe((message) => {
      if (message.event !== 'import.progress' || json) return;
      const { phase, done, total, file } = message.payload;
      if (phase === 'reading') io.stderr(`reading ${file}…\n`);
      if (phase === 'writing' && total > 0) {
        const percent = Math.floor((done / total) * 100);
        if (percent >= lastShown + 25 || done === total) {
          lastShown = percent;
          io.stderr(`writing ${done}/${total} (${percent}%)\n`);
        }
      }
    });
    try {
      const response = await call('cards.import', { game: game.id, file: { path: args[0] }, ...(options.format ? { format: options.format } : {}) });
      if (!response.ok) return fail(response);
      print(response.result, formatImport);
      return EXIT.ok;
    } finally {
      stop();
    }
  },
};
