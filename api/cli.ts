import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import packageJson from '../package.json' with { type: 'json' };
import { resolveDatabasePath } from '../db/location';
import { DatabaseOpenError, restoreMends, type AppDatabase } from '../db/open';
import { createBackend, type Backend } from './backend';
import type {
  AppInfo,
  CardDetail,
  CardSummary,
  DataSourceInfo,
  ErrorCode,
  GameInfo,
  HostKind,
  ImportSummary,
  Locale,
  MethodName,
  Params,
  RegulationEntry,
  Response,
} from './contract';
import { runConvert, runStats, runValidate, type DeckCommand } from './cli-decks';
import { formatBackupList, restoreClosed, restoreHint, restoreOpen } from './cli-backups';
import { runSimulate } from './cli-simulate';
import { completeDatabase, openAppDatabase, openedNote } from './database';
import { DEFAULT_WEB_PORT, startWebBridge } from './http';
import { openLogFile, streamLogger } from './log';
import { columnsOf, padColumns, printable } from './terminal';
import { EXIT } from './cli-exit';

/** Answers that are not the caller's doing: exit 3, like an internal failure, not 2 (bad input). */
const NOT_BAD_INPUT = new Set<ErrorCode>(['INTERNAL', 'DOWNLOAD_FAILED', 'BUSY', 'DISK_FULL', 'READ_ONLY']);

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
  games [ID]                   the five games and their deck sections (or one: acg, pmv, nova, dm, fab)
  search --game G [QUERY]      search a game's cards (query language: docs/user-guide.md or the app's help)
  card --game G KEY|NAME       one card in full: text, faces, printings, regulations
  import --game G FILE         import cards or a regulation list (--format to name the format)
  update --game G [--url URL]  download card data and import it (FaB: the fab-cube files by default)
  sources [--game G]           where the cards came from: bundled packs and imports
  regulations --game G         banned, restricted and limited lists (--format to pick one, --csv to edit)
  validate --game G DECKFILE   check a decklist (any supported format) against the construction rules
  convert --game G --to T DECKFILE
                               write a decklist in another format: text, fabrary, talishar, cod, json
  stats --game G DECKFILE      counts, cost curve and the odds of drawing each card by turn
  simulate --game G --games N --seed S DECKFILE
                               play N goldfish games (drawing only) and give, per turn, the share holding each
                               card and --group, the mean hand and the mean charged (DM mana, PMV nodes…)
  info                         version, database file and schema version
  backup                       back the database up now (into the backups folder beside it)
  backups                      list the backups, newest first
  restore NAME|FILE            put a backup (or a Deck Dojo database file) in place of the data; what it
                               replaces is backed up first (or, for a file that cannot be opened, kept beside it)
  serve                        start the web bridge on http://127.0.0.1:${DEFAULT_WEB_PORT} (see --port)
  call METHOD [PARAMS]         call one API method with JSON params and print the response

Options:
  --db PATH      database file (default: $DECKDOJO_DB, else the user data folder)
  --game G       the game: acg, pmv, nova, dm, fab
  --json         machine-readable JSON output
  --format F     import: fab-cube, dm-modern, dm-classic, dm-en, csv, json, regulation-csv (guessed when left out)
                 regulations: one format (cc, blitz, standard…)
                 validate, stats, convert: the deck format or regulation (FaB cc, blitz, blitz-trp, ll; PMV
                 constructed, draft; ACG casual, competitive; NOVA standard; DM none or a hall-of-fame list:
                 standard, classic); default: the format the file names, else (validate, stats) the game's
                 default format in Settings (DM standard, the others their first)
  --as-of DATE   validate: apply regulation entries in effect on this date (YYYY-MM-DD; default today)
  --deck N       validate, convert, stats, simulate: the Nth deck of a file holding several, or the one whose name
                 contains N (validate checks every deck when left out)
  --to T         convert: text, fabrary, talishar, cod or json
  --turns N      stats, simulate: turns in the table (default 5)
  --games N      simulate: how many games to play
  --seed S       simulate: the seed of the games (the same seed gives the same output)
  --second       simulate: the deck does not take the game's first turn (default: it does)
  --group A,B    simulate: also the share holding at least one of these cards (repeatable)
  --lang L       validate, stats, simulate: ja or en (default: the app's language setting, else $LANG)
  --sort S       search: name, englishName, cost, power, pitch, defense, level, mana, updated (default name)
  --order O      search: asc or desc
  --limit N      search: cards per page (default 20, at most 1000)
  --offset N     search: cards to skip
  --url URL      update: a file to fetch, or a folder (ending in /) holding the usual files
  --csv          regulations: print CSV that import reads back (name,status,since,format,limit,pair,key)
  --port N       serve: port (default: $DECKDOJO_PORT, else ${DEFAULT_WEB_PORT}; 0 picks a free one)
  -h, --help     this help
  --version      the version

Exit status: 0 done, 1 the answer is no (validate: a deck is illegal), 2 bad command or input (validate: a
file that cannot be read or a line that names no single card), 3 internal failure.
`;

class UsageError extends Error {}

type OptionName = 'game' | 'format' | 'sort' | 'order' | 'limit' | 'offset' | 'port' | 'url' | 'csv' | 'as-of' | 'deck' | 'to' | 'turns' | 'lang' | 'games' | 'seed' | 'second' | 'group';
const OPTION_NAMES: OptionName[] = ['game', 'format', 'sort', 'order', 'limit', 'offset', 'port', 'url', 'csv', 'as-of', 'deck', 'to', 'turns', 'lang', 'games', 'seed', 'second', 'group'];

interface CommandShape {
  min: number;
  max: number;
  usage: string;
  options: OptionName[];
  needsGame?: boolean;
}

const COMMANDS: Record<string, CommandShape> = {
  games: { min: 0, max: 1, usage: 'games [ID]', options: [] },
  search: { min: 0, max: 1, usage: 'search --game G [QUERY]', options: ['game', 'sort', 'order', 'limit', 'offset'], needsGame: true },
  card: { min: 1, max: 1, usage: 'card --game G KEY|NAME', options: ['game'], needsGame: true },
  import: { min: 1, max: 1, usage: 'import --game G FILE [--format F]', options: ['game', 'format'], needsGame: true },
  update: { min: 0, max: 0, usage: 'update --game G [--url URL]', options: ['game', 'url'], needsGame: true },
  sources: { min: 0, max: 0, usage: 'sources [--game G]', options: ['game'] },
  regulations: { min: 0, max: 0, usage: 'regulations --game G [--format F] [--csv]', options: ['game', 'format', 'csv'], needsGame: true },
  info: { min: 0, max: 0, usage: 'info', options: [] },
  validate: { min: 1, max: 1, usage: 'validate --game G [--format F] [--as-of DATE] [--deck N] DECKFILE', options: ['game', 'format', 'as-of', 'deck', 'lang'], needsGame: true },
  convert: { min: 1, max: 1, usage: 'convert --game G --to T [--format F] [--deck N] DECKFILE', options: ['game', 'to', 'format', 'deck'], needsGame: true },
  stats: { min: 1, max: 1, usage: 'stats --game G [--format F] [--deck N] [--turns N] DECKFILE', options: ['game', 'format', 'deck', 'turns', 'lang'], needsGame: true },
  simulate: {
    min: 1,
    max: 1,
    usage: 'simulate --game G --games N --seed S [--turns T] [--second] [--group A,B]… [--deck N] DECKFILE',
    options: ['game', 'games', 'seed', 'turns', 'second', 'group', 'deck', 'lang'],
    needsGame: true,
  },
  serve: { min: 0, max: 0, usage: 'serve [--port N]', options: ['port'] },
  backup: { min: 0, max: 0, usage: 'backup', options: [] },
  backups: { min: 0, max: 0, usage: 'backups', options: [] },
  restore: { min: 1, max: 1, usage: 'restore NAME|FILE', options: [] },
  call: { min: 1, max: 2, usage: 'call METHOD [PARAMS_JSON]', options: [] },
};

interface Invocation {
  command: string;
  args: string[];
  db: string;
  json: boolean;
  options: Partial<Record<OptionName, string>>;
  /** Every `--group`, in order. */
  groups: string[];
}

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
        game: { type: 'string' },
        format: { type: 'string' },
        sort: { type: 'string' },
        order: { type: 'string' },
        limit: { type: 'string' },
        offset: { type: 'string' },
        port: { type: 'string' },
        url: { type: 'string' },
        csv: { type: 'boolean' },
        'as-of': { type: 'string' },
        deck: { type: 'string' },
        to: { type: 'string' },
        turns: { type: 'string' },
        lang: { type: 'string' },
        games: { type: 'string' },
        seed: { type: 'string' },
        second: { type: 'boolean' },
        group: { type: 'string', multiple: true },
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
  const shape = COMMANDS[command];
  if (!shape) throw new UsageError(`unknown command "${command}"; try \`deckdojo --help\``);
  if (args.length < shape.min || args.length > shape.max) throw new UsageError(`usage: deckdojo ${shape.usage}`);
  const options: Partial<Record<OptionName, string>> = {};
  for (const name of OPTION_NAMES) {
    const value = values[name];
    if (value === undefined) continue;
    if (!shape.options.includes(name)) throw new UsageError(`--${name} is not an option of ${command}`);
    if (name !== 'group') options[name] = String(value);
  }
  if (command === 'serve' && options.port === undefined && io.env.DECKDOJO_PORT !== undefined) options.port = io.env.DECKDOJO_PORT;
  if (shape.needsGame && !options.game) throw new UsageError(`${command} needs --game (acg, pmv, nova, dm or fab)`);
  if (command === 'convert' && !options.to) throw new UsageError('convert needs --to (text, fabrary, talishar, cod or json)');
  if (options.lang !== undefined && options.lang !== 'ja' && options.lang !== 'en') throw new UsageError(`--lang must be ja or en, got "${options.lang}"`);
  if (command === 'simulate') {
    if (options.games === undefined) throw new UsageError('simulate needs --games N (how many games to play)');
    if (options.seed === undefined) throw new UsageError('simulate needs --seed S (the same seed gives the same games)');
  }
  for (const name of ['limit', 'offset', 'port', 'turns', 'games', 'seed'] as const) {
    const value = options[name];
    if (value !== undefined && !/^\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number, got "${value}"`);
  }
  if (command === 'simulate') {
    for (const name of ['games', 'seed', 'turns'] as const) {
      const value = options[name];
      if (value === undefined) continue;
      if (!Number.isSafeInteger(Number(value))) throw new UsageError(`--${name} must be at most ${Number.MAX_SAFE_INTEGER}, got "${value}"`);
      if (name !== 'seed' && Number(value) < 1) throw new UsageError(`--${name} must be at least 1, got "${value}"`);
    }
  }
  if (options.port !== undefined && Number(options.port) > 65535) throw new UsageError(`port must be a number from 0 to 65535, got "${options.port}"`);
  if (values.db === '') throw new UsageError('--db needs a file path');
  return {
    command,
    args,
    json: values.json,
    options,
    groups: values.group ?? [],
    db: resolveDatabasePath(values.db, { platform: io.platform, home: io.home, env: io.env }),
  };
}


function formatGame(game: GameInfo): string {
  const lines = [`${game.id.padEnd(5)} ${game.name.ja}${game.name.ja === game.name.en ? '' : ` (${game.name.en})`}`];
  const rows = game.sections.map((s) => [s.id, `${s.label.ja} / ${s.label.en}`, s.rule] as const);
  for (const [id, label, rule] of rows) lines.push(`      ${id.padEnd(10)}  ${padColumns(label, 34)}  ${rule}`);
  return lines.join('\n');
}

function formatInfo(info: AppInfo): string {
  return [`${info.name} ${info.version}`, `database: ${info.databasePath}`, `schema version: ${info.schemaVersion}`].join('\n');
}

/** A number as printed: the text form (X, 4000+) when the card has one. */
function printed(value: number | null, text: string | null): string {
  return text ?? (value === null ? '' : String(value));
}

/** The per-game facts worth a column in a list: DM civilizations, FaB pitch, NOVA level… */
function gameColumn(game: GameInfo, card: CardSummary): string {
  const stats = card.stats;
  switch (game.id) {
    case 'dm':
      return (stats.civs as string[] | undefined)?.join('/') ?? '';
    case 'fab':
      return stats.pitch ? `pitch ${stats.pitch}` : '';
    case 'nova':
      return [stats.color, stats.level ? `Lv${stats.level}` : ''].filter(Boolean).join(' ');
    case 'pmv':
      return stats.nodes !== undefined && stats.nodes !== null ? `node ${stats.nodes}` : '';
    case 'acg':
      return typeof stats.condition === 'string' ? stats.condition : '';
    default:
      return '';
  }
}

function kindLabels(game: GameInfo, kinds: string[]): string {
  return kinds.map((id) => game.cardKinds.find((k) => k.id === id)?.label[game.cardLanguage] ?? id).join('・');
}

function formatSearch(game: GameInfo, total: number, offset: number, cards: CardSummary[]): string {
  if (total === 0) return 'no cards match';
  const nameWidth = Math.min(44, Math.max(...cards.map((card) => columnsOf(card.name))));
  const lines = cards.map((card) =>
    [
      printed(card.cost, card.costText).padStart(4),
      padColumns(card.name, nameWidth),
      padColumns(kindLabels(game, card.kinds), 22),
      printed(card.power, card.powerText).padStart(6),
      gameColumn(game, card),
    ].join('  ').trimEnd(),
  );
  const shown = cards.length === total ? `${total} card${total === 1 ? '' : 's'}` : `${total} cards (${offset + 1}–${offset + cards.length} shown; --offset ${offset + cards.length} for more)`;
  return [shown, ...lines].join('\n');
}

function formatCard(game: GameInfo, card: CardDetail): string {
  const lines = [`${card.name}${card.nameEn && card.nameEn !== card.name ? ` (${card.nameEn})` : ''}   key: ${card.key}`];
  lines.push([kindLabels(game, card.kinds), card.subtypes.join('/')].filter(Boolean).join(' · '));
  const numbers = [
    card.cost !== null || card.costText ? `cost ${printed(card.cost, card.costText)}` : '',
    card.power !== null || card.powerText ? `power ${printed(card.power, card.powerText)}` : '',
    ...Object.entries(card.stats)
      .filter(([, value]) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0))
      .map(([key, value]) => `${key} ${Array.isArray(value) ? value.join('/') : String(value)}`),
  ].filter(Boolean);
  if (numbers.length > 0) lines.push(numbers.join(' · '));
  if (card.keywords.length > 0) lines.push(`keywords: ${card.keywords.join(', ')}`);
  if (card.zone) lines.push(`section: ${game.sections.find((s) => s.id === card.zone)?.label[game.cardLanguage] ?? card.zone}`);
  if (card.copyLimit !== null) lines.push(`copy limit: ${card.copyLimit}`);
  if (card.aliasOf) lines.push(`counts as: ${card.aliasOf}`);
  lines.push('');
  const text = card.text ?? card.textEn;
  if (text) lines.push(text);
  else lines.push(missingTextHint(game));
  for (const face of card.faces) {
    lines.push('', `— ${face.name} (${kindLabels(game, face.kinds)}${face.cost !== null ? `, cost ${face.cost}` : ''}${face.power !== null ? `, power ${face.power}` : ''})`);
    const faceText = face.text ?? face.textEn;
    if (faceText) lines.push(faceText);
  }
  if (card.printings.length > 0) {
    lines.push('', `printings: ${card.printings.map((p) => `${p.number}${p.rarity ? ` (${p.rarity})` : ''}`).join(', ')}`);
  }
  for (const r of card.regulations) {
    lines.push(`${r.format}: ${r.status}${r.limit !== null ? ` (${r.limit})` : ''}${r.pair ? ` with ${r.pair}` : ''}${r.since ? ` since ${r.since}` : ''}`);
  }
  return lines.join('\n');
}

/** What to do when a card's rules text is not in the database (the bundled packs carry facts only). */
export function missingTextHint(game: GameInfo): string {
  const hint = game.cardData.missingTextHint;
  return hint ? `(no rules text: ${hint.commandLine})` : '(this card has no rules text)';
}

function formatImport(summary: ImportSummary): string {
  const parts = [
    summary.cards > 0 ? `${summary.cards} cards, ${summary.created} new, ${summary.updated} updated` : '',
    summary.regulations > 0 ? `${summary.regulations} regulation entries` : '',
    summary.printingsAdded > 0 ? `${summary.printingsAdded} printings added` : '',
  ].filter(Boolean);
  const lines = [`imported ${summary.file} as ${summary.format} (source ${summary.source}): ${parts.join(', ') || 'nothing new'}`];
  if (summary.unresolvedRegulations.length > 0) {
    lines.push(`${summary.unresolvedRegulations.length} regulation entries name cards not in the database yet (kept): ${summary.unresolvedRegulations.slice(0, 5).join(', ')}${summary.unresolvedRegulations.length > 5 ? ', …' : ''}`);
  }
  if (summary.printingsSkipped.length > 0) {
    lines.push(`${summary.printingsSkipped.length} set-list names match no card and were passed over: ${summary.printingsSkipped.slice(0, 5).join(', ')}${summary.printingsSkipped.length > 5 ? ', …' : ''}`);
  }
  return lines.join('\n');
}

function formatSources(sources: DataSourceInfo[]): string {
  if (sources.length === 0) return 'no card data yet';
  return sources.map((s) => `${s.game.padEnd(5)} ${padColumns(s.name, 28)} ${String(s.cardCount).padStart(6)} cards  ${s.importedAt.slice(0, 10)}  ${s.version}`).join('\n');
}

/** A CSV field, quoted when it holds a comma, quote or line break. */
function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The regulation list in the CSV shape `import` reads back (key: the one card a FaB entry names), for editing. */
export function regulationsCsv(entries: RegulationEntry[]): string {
  const seen = new Set<string>();
  const rows = ['name,status,since,format,limit,pair,key'];
  for (const r of entries) {
    // One line per list entry, even where a name matches several cards (DM: the cells of one super creature).
    const line = [r.cardName, r.status, r.since, r.format, r.limit, r.pair, r.listKey].map(csvField).join(',');
    if (!seen.has(line)) rows.push(line);
    seen.add(line);
  }
  return `${rows.join('\n')}\n`;
}

function formatRegulations(entries: RegulationEntry[]): string {
  if (entries.length === 0) return 'no regulation entries';
  return entries
    .map((r) => `${r.format.padEnd(9)} ${r.status.padEnd(13)} ${padColumns(r.cardName, 40)} ${r.since ?? ''}${r.cardKey === null ? '  (no such card in the database)' : ''}`.trimEnd())
    .join('\n');
}

/** Runs one command; returns the exit status. Never throws for anything a user can type. */
export async function main(argv: string[], terminal: CliIo): Promise<number> {
  // Everything printed passes here: data holding an ESC or NUL must not drive the player's terminal.
  const io: CliIo = { ...terminal, stdout: (text) => terminal.stdout(printable(text)), stderr: (text) => terminal.stderr(printable(text)) };
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
    db = openAppDatabase({
      path: invocation.db,
      onPackProgress: (pack, done, total) => {
        if (done === total) io.stderr(`deckdojo: loaded ${pack.cards} ${pack.game} cards from the bundled ${pack.file}\n`);
      },
    });
  } catch (error) {
    if (!(error instanceof DatabaseOpenError)) throw error;
    if (invocation.command === 'restore') {
      io.stderr(`deckdojo: ${error.message}\n`);
      // A newer version's file, a read-only place or a file another program is using is not mended by a backup.
      if (!restoreMends(error.code)) return EXIT.usage;
      return (await restoreClosed(invocation.db, invocation.args[0]!, io, new Date())) ? EXIT.ok : EXIT.usage;
    }
    io.stderr(`deckdojo: ${error.message}\n`);
    if (restoreMends(error.code)) io.stderr(restoreHint(invocation.db));
    return EXIT.usage;
  }
  const host: HostKind = invocation.command === 'serve' ? 'web' : 'cli';
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
    return await runCommand(invocation, backend, io, uploaded);
  } finally {
    await backend.close();
    db.close();
  }
}

async function runCommand(invocation: Invocation, backend: Backend, io: CliIo, uploaded: Set<string>): Promise<number> {
  const { command, args, json, options } = invocation;
  const print = <T>(value: T, asText: (value: T) => string) => io.stdout(json ? `${JSON.stringify(value, null, 2)}\n` : `${asText(value)}\n`);
  const fail = (response: Extract<Response, { ok: false }>) => {
    if (json) io.stdout(`${JSON.stringify(response, null, 2)}\n`);
    io.stderr(`deckdojo: ${response.error.message}\n`);
    // An import with several problems lists each, one per line, under the summary.
    if (!json && response.error.code === 'IMPORT_FAILED' && (response.error.issues?.length ?? 0) > 1) {
      for (const issue of response.error.issues ?? []) {
        const where = [issue.line !== undefined ? `line ${issue.line}` : '', issue.column ? `column "${issue.column}"` : ''].filter(Boolean).join(', ');
        io.stderr(`  ${where ? `${where}: ` : ''}${issue.message}\n`);
      }
    }
    return NOT_BAD_INPUT.has(response.error.code) ? EXIT.internal : EXIT.usage;
  };
  // Params come from the command line unchecked: the API's schemas are the one place that validates them.
  const call = async <M extends MethodName>(method: M, params: unknown) => (await backend.invoke(method, params)) as Response<M>;
  const gameInfo = async (id: string): Promise<GameInfo | Extract<Response, { ok: false }>> => {
    const response = await call('games.get', { id });
    return response.ok ? response.result : response;
  };

  switch (command) {
    case 'games': {
      const [id] = args;
      const response = id === undefined ? await call('games.list', {}) : await call('games.get', { id });
      if (!response.ok) return fail(response);
      print(response.result, (result) => (Array.isArray(result) ? result.map(formatGame).join('\n\n') : formatGame(result)));
      return EXIT.ok;
    }
    case 'search': {
      const game = await gameInfo(options.game!);
      if ('ok' in game) return fail(game);
      const params: Record<string, unknown> = { game: game.id, query: args[0] ?? '', limit: Number(options.limit ?? 20), offset: Number(options.offset ?? 0) };
      if (options.sort) params.sort = options.sort;
      if (options.order) params.order = options.order;
      const response = await call('cards.search', params as Params<'cards.search'>);
      if (!response.ok) {
        const position = response.error.issues?.[0]?.position;
        if (!json && position !== undefined && args[0]) {
          // Point at the spot: the query, then a caret under the column where reading failed.
          io.stderr(`  ${args[0]}\n  ${' '.repeat(columnsOf([...args[0]].slice(0, position - 1).join('')))}^\n`);
        }
        return fail(response);
      }
      print(response.result, (result) => formatSearch(game, result.total, Number(params.offset), result.cards));
      return EXIT.ok;
    }
    case 'card': {
      const game = await gameInfo(options.game!);
      if ('ok' in game) return fail(game);
      const [keyOrName] = args as [string];
      const response = await call('cards.get', { game: game.id, key: keyOrName });
      if (!response.ok && response.error.code === 'NOT_FOUND') {
        // Not a key: look the name up (FaB keys are opaque; players know names).
        const found = await call('cards.search', { game: game.id, query: `name:"${keyOrName.replace(/"/g, '')}"`, limit: 50 });
        const exact = found.ok ? found.result.cards.filter((card) => card.name === keyOrName || card.nameEn === keyOrName || card.nameJa === keyOrName) : [];
        if (exact.length === 0) return fail(response);
        const details: CardDetail[] = [];
        for (const card of exact) {
          const detail = await call('cards.get', { game: game.id, key: card.key });
          if (detail.ok) details.push(detail.result);
        }
        print(details.length === 1 ? details[0]! : details, (value) => (Array.isArray(value) ? value : [value]).map((d) => formatCard(game, d)).join('\n\n────────\n\n'));
        return EXIT.ok;
      }
      if (!response.ok) return fail(response);
      print(response.result, (detail) => formatCard(game, detail));
      return EXIT.ok;
    }
    case 'import': {
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
    }
    case 'sources': {
      const response = await call('sources.list', options.game ? { game: options.game } : {});
      if (!response.ok) return fail(response);
      print(response.result, formatSources);
      return EXIT.ok;
    }
    case 'regulations': {
      const response = await call('regulations.list', { game: options.game, ...(options.format ? { format: options.format } : {}) });
      if (!response.ok) return fail(response);
      if (options.csv) io.stdout(regulationsCsv(response.result));
      else print(response.result, formatRegulations);
      return EXIT.ok;
    }
    case 'update': {
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
    }
    case 'info': {
      const response = await call('app.info', {});
      if (!response.ok) return fail(response);
      print(response.result, formatInfo);
      return EXIT.ok;
    }
    case 'backup': {
      const response = await call('backups.create', {});
      if (!response.ok) return fail(response);
      print(response.result, (backup) => `backed up to ${backup.name}`);
      return EXIT.ok;
    }
    case 'backups': {
      const response = await call('backups.list', {});
      if (!response.ok) return fail(response);
      print(response.result, formatBackupList);
      return EXIT.ok;
    }
    case 'restore': {
      const response = await restoreOpen(backend, invocation.db, args[0]!, io);
      return response.ok ? EXIT.ok : fail(response);
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
    case 'validate':
    case 'convert':
    case 'stats':
    case 'simulate': {
      const game = await gameInfo(options.game!);
      if ('ok' in game) return fail(game);
      const deckCommand: DeckCommand = {
        call,
        fail,
        io,
        json,
        game,
        lang: (options.lang as Locale | undefined) ?? (await preferredLanguage(call, io.env)),
        file: args[0]!,
        options: { format: options.format, asOf: options['as-of'], deck: options.deck, to: options.to, turns: options.turns },
      };
      if (command === 'simulate') {
        const { games, seed, turns = '5', second } = options;
        return runSimulate(deckCommand, { games: Number(games), seed: Number(seed), turns: Number(turns), first: second === undefined, groups: invocation.groups });
      }
      return command === 'validate' ? runValidate(deckCommand) : command === 'convert' ? runConvert(deckCommand) : runStats(deckCommand);
    }
    case 'serve':
      return serve(invocation, backend, io, uploaded);
    default:
      throw new Error(`command ${command} has no implementation`);
  }
}

/** The app's language setting, else the terminal's ($LC_ALL, $LC_MESSAGES, $LANG), else English. */
async function preferredLanguage(call: <M extends MethodName>(method: M, params: unknown) => Promise<Response<M>>, env: CliIo['env']): Promise<Locale> {
  const settings = await call('settings.get', {});
  if (settings.ok && settings.result.locale) return settings.result.locale;
  const system = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return system.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

async function serve(invocation: Invocation, backend: Backend, io: CliIo, uploaded: Set<string>): Promise<number> {
  const port = invocation.options.port === undefined ? DEFAULT_WEB_PORT : Number(invocation.options.port);
  let bridge;
  try {
    const uploads = { dir: join(dirname(invocation.db), 'uploads'), approve: (path: string) => void uploaded.add(path), release: (path: string) => void uploaded.delete(path) };
    bridge = await startWebBridge({ backend, staticDir: io.rendererDir, port, uploads });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    io.stderr(`deckdojo: ${code === 'EADDRINUSE' ? `port ${port} is in use; choose another with --port` : (error as Error).message}\n`);
    return EXIT.usage;
  }
  // The address carries this run's token: only whoever sees this output can open the app or call its API.
  if (invocation.json) io.stdout(`${JSON.stringify({ url: bridge.url, token: bridge.token, database: invocation.db })}\n`);
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
