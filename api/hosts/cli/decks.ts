/**
 * What the deck commands (`validate`, `convert`, `stats`, `simulate`) share: each reads a decklist file in any
 * supported format through the API (`decks.read`), picks the decks of it to work on, and the format to check them in.
 */
import { readFileSync } from 'node:fs';
import { decodeText } from '../../../db/importers/decode';
import { ImportError, placeReason } from '../../../db/importers/issues';
import type { DeckFormatInfo, DeckSections, GameInfo, Locale, ReadDeck, Result, Validation } from '../../contract';
import type { Call, CommandContext, Failure } from './command';
import { EXIT } from './exit';
import type { CliIo } from './io';

export interface DeckCommand {
  call: Call;
  fail: (response: Failure) => number;
  io: CliIo;
  json: boolean;
  game: GameInfo;
  lang: Locale;
  file: string;
  options: { format?: string; asOf?: string; deck?: string; to?: string; turns?: string };
}

/** The deck command of a command line: its game, its language and its file, or the exit status when there is no such game. */
export async function deckCommand(context: CommandContext): Promise<DeckCommand | number> {
  const { options, call, fail, io, json } = context;
  const game = await context.gameInfo(options.game!);
  if ('ok' in game) return fail(game);
  return {
    call,
    fail,
    io,
    json,
    game,
    lang: (options.lang as Locale | undefined) ?? (await preferredLanguage(call, io.env)),
    file: context.args[0]!,
    options: { format: options.format, asOf: options['as-of'], deck: options.deck, to: options.to, turns: options.turns },
  };
}

/** The app's language setting, else the terminal's ($LC_ALL, $LC_MESSAGES, $LANG), else English. */
async function preferredLanguage(call: Call, env: CliIo['env']): Promise<Locale> {
  const settings = await call('settings.get', {});
  if (settings.ok && settings.result.locale) return settings.result.locale;
  const system = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return system.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

type Read = Result<'decks.read'>;

/** The decks of the file, or an exit status when it cannot be read. */
export async function readDecks(command: DeckCommand): Promise<{ read: Read; decks: ReadDeck[] } | number> {
  const { io, file, options } = command;
  let text: string;
  try {
    text = decodeText(readFileSync(file), file).text;
  } catch (error) {
    const reason = error instanceof ImportError ? error.message : (error as NodeJS.ErrnoException).code === 'ENOENT' ? `${file}: no such file` : (error as Error).message;
    io.stderr(`deckdojo: cannot read ${reason.startsWith(file) ? reason : `${file}: ${reason}`}\n`);
    return EXIT.usage;
  }
  const response = await command.call('decks.read', { game: command.game.id, text });
  if (!response.ok) return unreadable(command, response);
  const chosen = chooseDecks(response.result.decks, options.deck);
  if (typeof chosen === 'string') {
    io.stderr(`deckdojo: ${chosen}\n`);
    return EXIT.usage;
  }
  return { read: response.result, decks: chosen };
}

/**
 * A file `decks.read` refused: the summary, then each problem at its line, in the command's language (the summary
 * names the first problem in English; in Japanese it counts them, as the lines below tell each).
 */
function unreadable(command: DeckCommand, response: Failure): number {
  const { io, lang, json } = command;
  const issues = response.error.issues ?? [];
  const japanese = lang === 'ja' && !json && response.error.code === 'INVALID_DECKLIST';
  const status = command.fail(japanese ? { ...response, error: { ...response.error, message: `デッキリストを読み取れません（問題${issues.length}件）` } } : response);
  if (json) return status;
  for (const issue of issues) io.stderr(`  ${placeReason(issue, issue.text?.[lang] ?? issue.message, lang)}\n`);
  return status;
}

/** `--deck 3` is the third deck of the file, `--deck DMD-19` the one deck whose name contains that. */
function chooseDecks(decks: ReadDeck[], choice: string | undefined): ReadDeck[] | string {
  if (choice === undefined) return decks;
  if (/^\d+$/.test(choice)) {
    const index = Number(choice);
    return index >= 1 && index <= decks.length ? [decks[index - 1]!] : `--deck ${choice}: the file holds ${decks.length} deck${decks.length === 1 ? '' : 's'}`;
  }
  const wanted = choice.normalize('NFKC').toLowerCase();
  const found = decks.filter((deck) => (deck.name ?? '').normalize('NFKC').toLowerCase().includes(wanted));
  if (found.length === 1) return found;
  if (found.length === 0) return `--deck ${choice}: no deck of the file has that in its name`;
  return `--deck ${choice}: ${found.length} decks match (${found.slice(0, 3).map((deck) => deck.name).join('; ')}…); give a number from 1 to ${decks.length}`;
}

/** One deck only: for the commands that write or measure a single deck. */
export function oneDeck(command: DeckCommand, decks: ReadDeck[]): ReadDeck | number {
  if (decks.length === 1) return decks[0]!;
  command.io.stderr(`deckdojo: the file holds ${decks.length} decks; choose one with --deck N (1–${decks.length}) or --deck NAME\n`);
  return EXIT.usage;
}

export const sectionsOf = (deck: ReadDeck): DeckSections =>
  Object.fromEntries(Object.entries(deck.sections).map(([id, cards]) => [id, cards.map(({ key, count }) => ({ key, count }))]));

export function sectionLine(game: GameInfo, counts: Record<string, number>, lang: Locale): string {
  return game.sections.map((section) => `${section.label[lang]} ${counts[section.id] ?? 0}`).join(' · ');
}

/** A line of a deck as the commands name it: the deck's own line, and the file's where the deck begins further on. */
export function deckLine(deck: ReadDeck, line: number, lang: Locale): string {
  const file = line + deck.firstLine - 1;
  if (lang === 'ja') return deck.firstLine > 1 ? `${line}行目（ファイルの${file}行目）` : `${line}行目`;
  return deck.firstLine > 1 ? `line ${line} (file line ${file})` : `line ${line}`;
}

export function unresolvedLines(deck: ReadDeck, lang: Locale): string[] {
  const ja = lang === 'ja';
  return deck.unresolved.map((line) => {
    const where = deckLine(deck, line.line, lang);
    const candidates = line.candidates.map((card) => card.name).join(ja ? '、' : ', ');
    if (line.reason === 'ambiguous') return ja ? `  未解決  ${where}「${line.name}」は複数のカードに当たります: ${candidates}` : `  unresolved  ${where}: "${line.name}" names several cards: ${candidates}`;
    const near = candidates ? (ja ? `（近い名前: ${candidates}）` : ` (near: ${candidates})`) : '';
    return ja ? `  未解決  ${where}「${line.name}」というカードはありません${near}` : `  unresolved  ${where}: no card named "${line.name}"${near}`;
  });
}

/**
 * The format a deck is checked under: `--format`, else the one the file names when Deck Dojo knows it, else the
 * player's default for the game (Settings, `defaultFormats`).
 */
export interface ChosenFormat {
  id: string;
  fromSettings: boolean;
}

export async function chooseFormat(command: DeckCommand, deck: ReadDeck): Promise<ChosenFormat | Failure> {
  const named = command.options.format ?? deck.format;
  if (named) return { id: named, fromSettings: false };
  const settings = await command.call('settings.get', {});
  return settings.ok ? { id: settings.result.defaultFormats[command.game.id]!, fromSettings: true } : settings;
}

/** "殿堂レギュレーション (standard)", saying so when it is the player's default format. */
export function formatName(format: DeckFormatInfo, chosen: ChosenFormat, lang: Locale): string {
  const name = `${format.label[lang]} (${format.id})`;
  if (!chosen.fromSettings) return name;
  return lang === 'ja' ? `${name}・設定の既定のフォーマット` : `${name}, the default format in Settings`;
}

/** "legal", "illegal: 2 errors, 1 warning" or the unresolved lines, in the command's language. */
export function verdictText(deck: ReadDeck, validation: Validation, lang: Locale): string {
  const ja = lang === 'ja';
  const errors = validation.violations.filter((v) => v.severity === 'error').length;
  const warnings = validation.violations.length - errors;
  const verdict = deck.unresolved.length > 0
    ? (ja ? `未解決の行が${deck.unresolved.length}つあります` : `${deck.unresolved.length} unresolved line${deck.unresolved.length === 1 ? '' : 's'}`)
    : validation.legal
      ? ja ? '適正' : 'legal'
      : ja ? `不適正（エラー${errors}件）` : `illegal: ${errors} error${errors === 1 ? '' : 's'}`;
  const warned = warnings > 0 ? (ja ? `、警告${warnings}件` : `, ${warnings} warning${warnings === 1 ? '' : 's'}`) : '';
  return `${verdict}${warned}`;
}

