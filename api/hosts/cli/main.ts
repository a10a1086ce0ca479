/**
 * The deckdojo command (bin/deckdojo.js): reads the command line against the commands of commands/ (each declares
 * its help entry, its arguments and options, and runs), opens the database as every host does, and runs one command
 * as calls to the backend. `--help` is made from the commands' and the options' declarations.
 */
import { dirname, join } from 'node:path';
import packageJson from '../../../package.json' with { type: 'json' };
import { DatabaseOpenError, restoreMends, type AppDatabase } from '../../../db/open';
import { createBackend } from '../../backend';
import { completeDatabase, openAppDatabase, openedNote } from '../../services/database';
import { openLogFile, streamLogger } from '../../services/log';
import { commandContext, type CliCommand } from './command';
import { backup } from './commands/backup';
import { backups } from './commands/backups';
import { call } from './commands/call';
import { card } from './commands/card';
import { convert } from './commands/convert';
import { games } from './commands/games';
import { importCards } from './commands/import';
import { info } from './commands/info';
import { regulations } from './commands/regulations';
import { restore, restoreHint } from './commands/restore';
import { search } from './commands/search';
import { serve } from './commands/serve';
import { simulateDeck } from './commands/simulate';
import { sources } from './commands/sources';
import { stats } from './commands/stats';
import { update } from './commands/update';
import { validate } from './commands/validate';
import { EXIT } from './exit';
import type { CliIo } from './io';
import { optionsHelp, parseInvocation, UsageError } from './options';
import { printable } from './terminal';

/** Every command, in the order `--help` lists them. */
const COMMANDS: readonly CliCommand[] = [
  games,
  search,
  card,
  importCards,
  update,
  sources,
  regulations,
  validate,
  convert,
  stats,
  simulateDeck,
  info,
  backup,
  backups,
  restore,
  serve,
  call,
];
const BY_NAME = new Map(COMMANDS.map((command) => [command.name, command]));

/** Where a command's description starts in `--help`; a longer synopsis has a line of its own. */
const HELP_COLUMN = 31;

function commandHelp({ help: { synopsis, text } }: CliCommand): string {
  const indent = ' '.repeat(HELP_COLUMN);
  const first = synopsis.length + 2 < HELP_COLUMN - 1 ? `  ${synopsis.padEnd(HELP_COLUMN - 2)}${text[0]}` : `  ${synopsis}\n${indent}${text[0]}`;
  return [first, ...text.slice(1).map((line) => `${indent}${line}`)].join('\n');
}

/** `--help`, made when asked: it lists the games registered by then. */
export const helpText = (): string => `deckdojo ${packageJson.version} — Deck Dojo from the command line

Usage: deckdojo <command> [arguments] [options]

Commands:
${COMMANDS.map(commandHelp).join('\n')}

Options:
${optionsHelp()}

Exit status: 0 done, 1 the answer is no (validate: a deck is illegal), 2 bad command or input (validate: a
file that cannot be read or a line that names no single card), 3 internal failure.
`;

/** Runs one command; returns the exit status. Never throws for anything a user can type. */
export async function main(argv: string[], terminal: CliIo): Promise<number> {
  // Everything printed passes here: data holding an ESC or NUL must not drive the player's terminal.
  const io: CliIo = { ...terminal, stdout: (text) => terminal.stdout(printable(text)), stderr: (text) => terminal.stderr(printable(text)) };
  let invocation: ReturnType<typeof parseInvocation>;
  try {
    invocation = parseInvocation(argv, io, BY_NAME);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`deckdojo: ${error.message}\n`);
    return EXIT.usage;
  }
  if (invocation === 'help') {
    io.stdout(helpText());
    return EXIT.ok;
  }
  if (invocation === 'version') {
    io.stdout(`${packageJson.version}\n`);
    return EXIT.ok;
  }
  const command = BY_NAME.get(invocation.command)!;

  let db: AppDatabase;
  try {
    db = openAppDatabase({
      path: invocation.db,
      onPackProgress: (pack, done, total) => {
        if (done === total) io.stderr(`deckdojo: loaded ${pack.cards} ${pack.game} cards from the bundled ${pack.file}\n`);
      },
    });
  } catch (error) {
    if (!(error instanceof DatabaseOpenError)) throw error;
    io.stderr(`deckdojo: ${error.message}\n`);
    // A newer version's file, a read-only place or a file another program is using is not mended by a backup.
    if (!restoreMends(error.code)) return EXIT.usage;
    if (command.runUnopened) return command.runUnopened(invocation, io);
    io.stderr(restoreHint(invocation.db));
    return EXIT.usage;
  }
  const host = command.host ?? 'cli';
  // The web bridge's page cannot name a path: a file it sends is kept by the bridge, which approves that path.
  const uploaded = new Set<string>();
  // The web bridge keeps a log beside its database, as the desktop app does in its data folder.
  const log = host === 'web' && db.path !== ':memory:' ? openLogFile({ folder: join(dirname(db.path), 'logs'), name: 'deck-dojo-web', echoProblems: io.stderr }) : streamLogger(io.stderr);
  if (host === 'web') {
    log.info(`Deck Dojo ${packageJson.version} web bridge starting (Node ${process.versions.node}, ${process.platform} ${process.arch})`);
    log.info(openedNote(db));
  }
  const backend = createBackend({
    db,
    host,
    ...(host === 'web' ? { approvedPath: (path: string) => uploaded.has(path) } : {}),
    log,
    completeDatabase,
    // The web bridge runs like the app: backed up at start and daily.
    automaticBackups: host === 'web',
  });
  try {
    return await command.run(commandContext(invocation, backend, io, uploaded));
  } finally {
    await backend.close();
    db.close();
  }
}
