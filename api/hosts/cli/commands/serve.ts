import { dirname, join } from 'node:path';
import { DEFAULT_WEB_PORT, startWebBridge } from '../../http/bridge';
import type { CliCommand } from '../command';
import { EXIT } from '../exit';

export const serve: CliCommand = {
  name: 'serve',
  help: { synopsis: 'serve', text: [`start the web bridge on http://127.0.0.1:${DEFAULT_WEB_PORT} (see --port)`] },
  usage: 'serve [--port N]',
  args: { min: 0, max: 0 },
  options: ['port'],
  fromEnv: { port: 'DECKDOJO_PORT' },
  host: 'web',
  async run({ options, db, json, io, backend, uploaded }) {
    const port = options.port === undefined ? DEFAULT_WEB_PORT : Number(options.port);
    let bridge;
    try {
      const uploads = { dir: join(dirname(db), 'uploads'), approve: (path: string) => void uploaded.add(path), release: (path: string) => void uploaded.delete(path) };
      bridge = await startWebBridge({ backend, staticDir: io.rendererDir, port, uploads });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      io.stderr(`deckdojo: ${code === 'EADDRINUSE' ? `port ${port} is in use; choose another with --port` : (error as Error).message}\n`);
      return EXIT.usage;
    }
    // The address carries this run's token: only whoever sees this output can open the app or call its API.
    if (json) io.stdout(`${JSON.stringify({ url: bridge.url, token: bridge.token, database: db })}\n`);
    else io.stdout(`Deck Dojo is running at ${bridge.url}\ndatabase: ${db}\nPress Ctrl+C to stop.\n`);
    await io.untilStopped();
    await bridge.close();
    return EXIT.ok;
  },
};
