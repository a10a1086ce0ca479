/**
 * The CLI's options and how a command line is read: one table of options (each with its lines of `--help`), and the
 * checks every command's declaration asks for (how many arguments, which options, which it needs, their bounds).
 */
import { parseArgs } from 'node:util';
import { IMPORT_FORMATS } from '../../../db/importers/types';
import { resolveDatabasePath } from '../../../db/location';
import { games } from '../../../engine/games/registry';
import { DEFAULT_WEB_PORT } from '../http/bridge';
import type { CliIo } from './io';

interface OptionSpec {
  type: 'string' | 'boolean';
  /** `--group` may be given several times. */
  multiple?: boolean;
  short?: string;
  /** How `--help` shows it (`--format F`). */
  label: string;
  help: readonly string[];
}

/** The registered games' ids, as help and usage errors list them ("acg, pmv, nova, dm, fab"). */
export const gameIds = (last = ', '): string => {
  const ids = games.map((game) => game.id);
  return ids.length < 2 ? ids.join('') : `${ids.slice(0, -1).join(', ')}${last}${ids.at(-1)!}`;
};

/** Every option, in the order `--help` lists them. */
const OPTIONS = {
  db: { type: 'string', label: '--db PATH', help: ['database file (default: $DECKDOJO_DB, else the user data folder)'] },
  // Read when help is printed: a game registered after this module loaded is listed too.
  game: {
    type: 'string',
    label: '--game G',
    get help() {
      return [`the game: ${gameIds()}`];
    },
  },
  json: { type: 'boolean', label: '--json', help: ['machine-readable JSON output'] },
  format: {
    type: 'string',
    label: '--format F',
    help: [
      `import: ${IMPORT_FORMATS.join(', ')} (guessed when left out)`,
      'regulations: one format (cc, blitz, standard…)',
      'validate, stats, convert: the deck format or regulation (FaB cc, blitz, blitz-trp, ll; PMV',
      'constructed, draft; ACG casual, competitive; NOVA standard; DM none or a hall-of-fame list:',
      'standard, classic); default: the format the file names, else (validate, stats) the game\'s',
      'default format in Settings (DM standard, the others their first)',
    ],
  },
  'as-of': { type: 'string', label: '--as-of DATE', help: ['validate: apply regulation entries in effect on this date (YYYY-MM-DD; default today)'] },
  deck: {
    type: 'string',
    label: '--deck N',
    help: [
      'validate, convert, stats, simulate: the Nth deck of a file holding several, or the one whose name',
      'contains N (validate checks every deck when left out)',
    ],
  },
  to: { type: 'string', label: '--to T', help: ['convert: text, fabrary, talishar, cod or json'] },
  turns: { type: 'string', label: '--turns N', help: ['stats, simulate: turns in the table (default 5; simulate: at most 20, 10 with --kill)'] },
  games: { type: 'string', label: '--games N', help: ['simulate: how many games to play (at most 1,000,000)'] },
  seed: { type: 'string', label: '--seed S', help: ['simulate: the seed of the games, 0–4294967295 (the same seed gives the same output)'] },
  second: { type: 'boolean', label: '--second', help: ['simulate: the deck does not take the game\'s first turn (default: it does)'] },
  group: { type: 'string', multiple: true, label: '--group A,B', help: ['simulate: also the share holding at least one of these cards (repeatable)'] },
  kill: {
    type: 'boolean',
    label: '--kill',
    help: ['simulate (DM): also the turn the goldfish wins against 5 shields and no blockers'],
  },
  lang: { type: 'string', label: '--lang L', help: ['validate, stats, simulate: ja or en (default: the app\'s language setting, else $LANG)'] },
  sort: { type: 'string', label: '--sort S', help: ['search: relevance (default: exact name, then names starting with the words…), name, englishName, cost, power,', 'pitch, defense, level, mana, updated'] },
  order: { type: 'string', label: '--order O', help: ['search: asc or desc'] },
  limit: { type: 'string', label: '--limit N', help: ['search: cards per page (default 20, at most 1000)'] },
  offset: { type: 'string', label: '--offset N', help: ['search: cards to skip'] },
  url: { type: 'string', label: '--url URL', help: ['update: a file to fetch, or a folder (ending in /) holding the usual files'] },
  csv: { type: 'boolean', label: '--csv', help: ['regulations: print CSV that import reads back (name,status,since,format,limit,pair,key)'] },
  port: { type: 'string', label: '--port N', help: [`serve: port (default: $DECKDOJO_PORT, else ${DEFAULT_WEB_PORT}; 0 picks a free one)`] },
  help: { type: 'boolean', short: 'h', label: '-h, --help', help: ['this help'] },
  version: { type: 'boolean', label: '--version', help: ['the version'] },
} satisfies Record<string, OptionSpec>;

/** The options a command chooses among; --db, --json, --help and --version go with every command. */
export type OptionName = Exclude<keyof typeof OPTIONS, 'db' | 'json' | 'help' | 'version'>;
const COMMON_OPTIONS = new Set<keyof typeof OPTIONS>(['db', 'json', 'help', 'version']);
/** Options whose value is a whole number. */
const WHOLE_NUMBERS: readonly OptionName[] = ['limit', 'offset', 'port', 'turns', 'games', 'seed'];

/** What a command declares about its command line. */
export interface CommandLine {
  /** Said with a wrong number of arguments: `usage: deckdojo <usage>`. */
  usage: string;
  /** How many positional arguments it takes. */
  args: { min: number; max: number };
  options: readonly OptionName[];
  needsGame?: boolean;
  /** Options it cannot run without, each with the rest of what to say (`convert needs --to (text, …)`). */
  requires?: Partial<Record<OptionName, string>>;
  /** Whole-number options kept to safe integers, each at least its minimum. */
  bounds?: Partial<Record<OptionName, { min: number }>>;
  /** Options read from an environment variable when not given (`serve`'s port from $DECKDOJO_PORT). */
  fromEnv?: Partial<Record<OptionName, string>>;
}

export interface Invocation {
  command: string;
  args: string[];
  /** The database file's path. */
  db: string;
  json: boolean;
  options: Partial<Record<OptionName, string>>;
  /** Every `--group`, in order. */
  groups: string[];
}

/** A command line that cannot run: said on stderr, exit 2. */
export class UsageError extends Error {}

/** `--help`'s list of options: each label, and its lines under one another. */
export function optionsHelp(): string {
  return Object.values(OPTIONS as Record<string, OptionSpec>)
    .map(({ label, help }) => help.map((line, index) => `  ${(index === 0 ? label : '').padEnd(15)}${line}`).join('\n'))
    .join('\n');
}

/** Reads a command line against the commands' declarations; throws UsageError for anything it cannot run. */
export function parseInvocation(argv: string[], io: CliIo, commands: ReadonlyMap<string, CommandLine>): Invocation | 'help' | 'version' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: Object.fromEntries(
        Object.entries(OPTIONS as Record<string, OptionSpec>).map(([name, { type, multiple, short }]) => [name, { type, ...(multiple ? { multiple } : {}), ...(short ? { short } : {}) }]),
      ),
    });
  } catch (error) {
    // parseArgs explains the problem ("Unknown option '--x'"); keep its first sentence.
    throw new UsageError((error as Error).message.split('. ')[0] ?? 'bad arguments');
  }
  const values = parsed.values as Partial<Record<keyof typeof OPTIONS, string | boolean | string[]>>;
  if (values.help) return 'help';
  if (values.version) return 'version';
  const [command, ...args] = parsed.positionals;
  if (!command) throw new UsageError('no command given; try `deckdojo --help`');
  const shape = commands.get(command);
  if (!shape) throw new UsageError(`unknown command "${command}"; try \`deckdojo --help\``);
  if (args.length < shape.args.min || args.length > shape.args.max) throw new UsageError(`usage: deckdojo ${shape.usage}`);
  const options: Partial<Record<OptionName, string>> = {};
  // In the table's order, so that of two options a command does not take the same one is named whatever their order.
  for (const name of Object.keys(OPTIONS) as (keyof typeof OPTIONS)[]) {
    const value = values[name];
    if (value === undefined || COMMON_OPTIONS.has(name)) continue;
    if (!shape.options.includes(name as OptionName)) throw new UsageError(`--${name} is not an option of ${command}`);
    if (name !== 'group') options[name as OptionName] = String(value);
  }
  for (const [name, variable] of Object.entries(shape.fromEnv ?? {}) as [OptionName, string][]) {
    if (options[name] === undefined && io.env[variable] !== undefined) options[name] = io.env[variable];
  }
  if (shape.needsGame && !options.game) throw new UsageError(`${command} needs --game (${gameIds(' or ')})`);
  if (options.lang !== undefined && options.lang !== 'ja' && options.lang !== 'en') throw new UsageError(`--lang must be ja or en, got "${options.lang}"`);
  for (const [name, what] of Object.entries(shape.requires ?? {}) as [OptionName, string][]) {
    if (options[name] === undefined) throw new UsageError(`${command} needs --${name} ${what}`);
  }
  for (const name of WHOLE_NUMBERS) {
    const value = options[name];
    if (value !== undefined && !/^\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number, got "${value}"`);
  }
  for (const [name, { min }] of Object.entries(shape.bounds ?? {}) as [OptionName, { min: number }][]) {
    const value = options[name];
    if (value === undefined) continue;
    if (!Number.isSafeInteger(Number(value))) throw new UsageError(`--${name} must be at most ${Number.MAX_SAFE_INTEGER}, got "${value}"`);
    if (Number(value) < min) throw new UsageError(`--${name} must be at least ${min}, got "${value}"`);
  }
  if (options.port !== undefined && Number(options.port) > 65535) throw new UsageError(`port must be a number from 0 to 65535, got "${options.port}"`);
  if (values.db === '') throw new UsageError('--db needs a file path');
  return {
    command,
    args,
    json: values.json === true,
    options,
    groups: (values.group as string[] | undefined) ?? [],
    db: resolveDatabasePath(values.db as string | undefined, { platform: io.platform, home: io.home, env: io.env }),
  };
}
