import { homedir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import packageJson from '../package.json' with { type: 'json' };
import { resolveDatabasePath } from '../db/location';
import { DatabaseOpenError, openDatabase, type AppDatabase } from '../db/open';
import { createBackend, type Backend } from './backend';
import type { AppInfo, GameInfo, HostKind, MethodName, Params, Response, Result } from './contract';
import { DEFAULT_WEB_PORT, startWebBridge } from './http';

/** Exit statuses: 0 done, 1 ran fine and the answer is "no", 2 bad command or input, 3 internal failure. */
export const EXIT = { ok: 0, no: 1, usage: 2, internal: 3 } as const;

export const RENDERER_DIR = fileURLToPath(new URL('../out/renderer/', import.meta.url));

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Readonly<Record<string, string | undefined>>;
  platform: NodeJS.Platform;
  home: string;
  /** The built renderer that `serve` hands to the browser. */
  rendererDir: string;
  /** Resolves when a running server should stop (Ctrl+C). */
  untilStopped(): Promise<void>;
}

export const HELP = `deckdojo ${packageJson.version} — Deck Dojo from the command line

Usage: deckdojo <command> [arguments] [options]

Commands:
  games [ID]            the five games and their deck sections (or one game: acg, pmv, nova, dm, fab)
  info                  version, database file and schema version
  serve                 start the web bridge on http://127.0.0.1:${DEFAULT_WEB_PORT} (see --port)
  call METHOD [PARAMS]  call one API method with JSON params and print the response

Options:
  --db PATH     database file (default: $DECKDOJO_DB, else the user data folder)
  --json        machine-readable JSON output
  --port N      port for serve (default: $DECKDOJO_PORT, else ${DEFAULT_WEB_PORT}; 0 picks a free one)
  -h, --help    this help
  --version     the version

Exit status: 0 done, 1 the answer is no, 2 bad command or input, 3 internal failure.
`;

class UsageError extends Error {}

interface Invocation {
  command: string;
  args: string[];
  db: string;
  json: boolean;
  port: number | undefined;
}

const COMMAND_ARGS: Record<string, { min: number; max: number; usage: string }> = {
  games: { min: 0, max: 1, usage: 'games [ID]' },
  info: { min: 0, max: 0, usage: 'info' },
  serve: { min: 0, max: 0, usage: 'serve [--port N]' },
  call: { min: 1, max: 2, usage: 'call METHOD [PARAMS_JSON]' },
};

function parseInvocation(argv: string[], io: CliIo): Invocation | 'help' | 'version' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        db: { type: 'string' },
        json: { type: 'boolean', default: false },
        port: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
        version: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    // parseArgs explains the problem ("Unknown option '--x'"); keep its first sentence.
    throw new UsageError((error as Error).message.split('. ')[0] ?? 'bad arguments');
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (values.version) return 'version';
  const [command, ...args] = positionals;
  if (!command) throw new UsageError('no command given; try `deckdojo --help`');
  const shape = COMMAND_ARGS[command];
  if (!shape) throw new UsageError(`unknown command "${command}"; try \`deckdojo --help\``);
  if (args.length < shape.min || args.length > shape.max) throw new UsageError(`usage: deckdojo ${shape.usage}`);
  const portText = values.port ?? (command === 'serve' ? io.env.DECKDOJO_PORT : undefined);
  if (values.port !== undefined && command !== 'serve') throw new UsageError('--port is an option of serve only');
  let port: number | undefined;
  if (portText !== undefined) {
    port = Number(portText);
    if (!/^\d+$/.test(portText) || port > 65535) throw new UsageError(`port must be a number from 0 to 65535, got "${portText}"`);
  }
  if (values.db === '') throw new UsageError('--db needs a file path');
  return {
    command,
    args,
    json: values.json,
    port,
    db: resolveDatabasePath(values.db, { platform: io.platform, home: io.home, env: io.env }),
  };
}

// Terminal columns: CJK and full-width characters take two.
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
function padColumns(text: string, width: number): string {
  const columns = [...text].reduce((sum, char) => sum + (WIDE.test(char) ? 2 : 1), 0);
  return text + ' '.repeat(Math.max(0, width - columns));
}

function formatGame(game: GameInfo): string {
  const lines = [`${game.id.padEnd(5)} ${game.name.ja}${game.name.ja === game.name.en ? '' : ` (${game.name.en})`}`];
  const rows = game.sections.map((s) => [s.id, `${s.label.ja} / ${s.label.en}`, s.rule] as const);
  for (const [id, label, rule] of rows) lines.push(`      ${id.padEnd(10)}  ${padColumns(label, 34)}  ${rule}`);
  return lines.join('\n');
}

function formatInfo(info: AppInfo): string {
  return [
    `${info.name} ${info.version}`,
    `database: ${info.databasePath}`,
    `schema version: ${info.schemaVersion}`,
  ].join('\n');
}

/** Runs one command; returns the exit status. Never throws for anything a user can type. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  let invocation: ReturnType<typeof parseInvocation>;
  try {
    invocation = parseInvocation(argv, io);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`deckdojo: ${error.message}\n`);
    return EXIT.usage;
  }
  if (invocation === 'help') {
    io.stdout(HELP);
    return EXIT.ok;
  }
  if (invocation === 'version') {
    io.stdout(`${packageJson.version}\n`);
    return EXIT.ok;
  }

  let db: AppDatabase;
  try {
    db = openDatabase({ path: invocation.db });
  } catch (error) {
    if (!(error instanceof DatabaseOpenError)) throw error;
    io.stderr(`deckdojo: ${error.message}\n`);
    return EXIT.usage;
  }
  const host: HostKind = invocation.command === 'serve' ? 'web' : 'cli';
  const backend = createBackend({ db, host, log: (message, error) => io.stderr(`deckdojo: ${message}: ${String(error)}\n`) });
  try {
    return await runCommand(invocation, backend, io);
  } finally {
    db.close();
  }
}

async function runCommand(invocation: Invocation, backend: Backend, io: CliIo): Promise<number> {
  const { command, args, json } = invocation;
  const print = <T>(value: T, asText: (value: T) => string) =>
    io.stdout(json ? `${JSON.stringify(value, null, 2)}\n` : `${asText(value)}\n`);
  const fail = (response: Extract<Response, { ok: false }>) => {
    if (json) io.stdout(`${JSON.stringify(response, null, 2)}\n`);
    io.stderr(`deckdojo: ${response.error.message}\n`);
    return response.error.code === 'INTERNAL' ? EXIT.internal : EXIT.usage;
  };
  const call = async <M extends MethodName>(method: M, params: Params<M>) =>
    (await backend.invoke(method, params)) as Response<M>;

  switch (command) {
    case 'games': {
      const [id] = args;
      if (id === undefined) {
        const response = await call('games.list', {});
        if (!response.ok) return fail(response);
        print(response.result, (games: Result<'games.list'>) => games.map(formatGame).join('\n\n'));
      } else {
        // The id goes to the API unchecked: its schema is the one place that knows the valid ids.
        const response = await call('games.get', { id } as Params<'games.get'>);
        if (!response.ok) return fail(response);
        print(response.result, formatGame);
      }
      return EXIT.ok;
    }
    case 'info': {
      const response = await call('app.info', {});
      if (!response.ok) return fail(response);
      print(response.result, formatInfo);
      return EXIT.ok;
    }
    case 'call': {
      const [method, paramsText] = args;
      let params: unknown = {};
      if (paramsText !== undefined) {
        try {
          params = JSON.parse(paramsText);
        } catch (error) {
          io.stderr(`deckdojo: PARAMS is not JSON: ${(error as Error).message}\n`);
          return EXIT.usage;
        }
      }
      const response = await backend.invoke(method, params);
      if (!response.ok) return fail(response);
      io.stdout(`${JSON.stringify(response, null, 2)}\n`);
      return EXIT.ok;
    }
    case 'serve':
      return serve(invocation, backend, io);
    default:
      throw new Error(`command ${command} has no implementation`);
  }
}

async function serve(invocation: Invocation, backend: Backend, io: CliIo): Promise<number> {
  let bridge;
  try {
    bridge = await startWebBridge({ backend, staticDir: io.rendererDir, port: invocation.port ?? DEFAULT_WEB_PORT });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message =
      code === 'EADDRINUSE'
        ? `port ${invocation.port ?? DEFAULT_WEB_PORT} is in use; choose another with --port`
        : (error as Error).message;
    io.stderr(`deckdojo: ${message}\n`);
    return EXIT.usage;
  }
  if (invocation.json) io.stdout(`${JSON.stringify({ url: bridge.url, database: invocation.db })}\n`);
  else io.stdout(`Deck Dojo is running at ${bridge.url}\ndatabase: ${invocation.db}\nPress Ctrl+C to stop.\n`);
  await io.untilStopped();
  await bridge.close();
  return EXIT.ok;
}

/** The process-bound side of the CLI, used by bin/deckdojo.js. */
export function processIo(): CliIo {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    platform: process.platform,
    home: homedir(),
    rendererDir: RENDERER_DIR,
    untilStopped: () =>
      new Promise((resolveStop) => {
        process.once('SIGINT', () => resolveStop());
        process.once('SIGTERM', () => resolveStop());
      }),
  };
}
