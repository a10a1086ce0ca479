import type { CliCommand } from '../command';
import { EXIT } from '../exit';
import { formatImport } from '../format';

export const update: CliCommand = {
  name: 'update',
  help: { synopsis: 'update --game G [--url URL]', text: ['download card data and import it (FaB: the fab-cube files by default)'] },
  usage: 'update --game G [--url URL]',
  args: { min: 0, max: 0 },
  options: ['game', 'url'],
  needsGame: true,
  async run({ options, json, io, backend, call, fail, print, gameInfo }) {
    const game = await gameInfo(options.game!);
    if ('ok' in game) return fail(game);
    const shown = new Map<string, number>();
    const stop = backend.subscribe((message) => {
      if (json) return;
      if (message.event === 'update.progress') {
        const { file, received, total } = message.payload;
        const quarter = total ? Math.floor((received / total) * 4) : 0;
        if ((shown.get(file) ?? -1) < quarter) {
          shown.set(file, quarter);
          io.stderr(`downloading ${file}: ${(received / 1024).toFixed(0)} KiB${total ? ` of ${(total / 1024).toFixed(0)} KiB` : ''}\n`);
        }
      } else if (message.event === 'import.progress' && message.payload.phase === 'writing' && message.payload.done === message.payload.total) {
        io.stderr(`importing: ${message.payload.total} rows written\n`);
      }
    });
    try {
      const response = await call('cards.update', { game: game.id, ...(options.url ? { url: options.url } : {}) });
      if (!response.ok) return fail(response);
      print(response.result, (summary) =>
        [
          ...summary.downloads.map((d) => `downloaded ${d.file} (${d.bytes} bytes${d.resumedFrom > 0 ? `, resumed at ${d.resumedFrom}` : ''})`),
          ...summary.imports.map(formatImport),
        ].join('\n'),
      );
      return EXIT.ok;
    } finally {
      stop();
    }
  },
};
