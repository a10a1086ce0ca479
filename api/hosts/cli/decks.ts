/**
 * The deck commands of the CLI: `validate`, `convert` and `stats`. Each reads a decklist file in any supported
 * format through the API (`decks.read`), then validates, writes or measures the decks in it.
 */
import { readFileSync } from 'node:fs';
import { decodeText } from '../../../db/importers/decode';
import { ImportError } from '../../../db/importers/issues';
import type { CliIo } from './main';
import type {
  DeckFormatInfo,
  DeckSections,
  DeckStats,
  DeckWriteFormat,
  GameInfo,
  Locale,
  Localized,
  MethodName,
  ReadDeck,
  Response,
  Result,
  Validation,
} from '../../contract';
import { NONE } from '../../../engine/deck/stats';
import { columnsOf, padColumns } from './terminal';
import { EXIT } from './exit';

export interface DeckCommand {
  call: <M extends MethodName>(method: M, params: unknown) => Promise<Response<M>>;
  fail: (response: Extract<Response, { ok: false }>) => number;
  io: CliIo;
  json: boolean;
  game: GameInfo;
  lang: Locale;
  file: string;
  options: { format?: string; asOf?: string; deck?: string; to?: string; turns?: string };
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
  if (!response.ok) {
    const status = command.fail(response);
    if (!command.json) for (const issue of response.error.issues ?? []) io.stderr(`  line ${issue.line}: ${issue.message}\n`);
    return status;
  }
  const chosen = chooseDecks(response.result.decks, options.deck);
  if (typeof chosen === 'string') {
    io.stderr(`deckdojo: ${chosen}\n`);
    return EXIT.usage;
  }
  return { read: response.result, decks: chosen };
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

const sectionsOf = (deck: ReadDeck): DeckSections =>
  Object.fromEntries(Object.entries(deck.sections).map(([id, cards]) => [id, cards.map(({ key, count }) => ({ key, count }))]));

function sectionLine(game: GameInfo, counts: Record<string, number>, lang: Locale): string {
  return game.sections.map((section) => `${section.label[lang]} ${counts[section.id] ?? 0}`).join(' · ');
}

export function unresolvedLines(deck: ReadDeck, lang: Locale): string[] {
  const ja = lang === 'ja';
  return deck.unresolved.map((line) => {
    const candidates = line.candidates.map((card) => card.name).join(ja ? '、' : ', ');
    if (line.reason === 'ambiguous') return ja ? `  未解決  ${line.line}行目「${line.name}」は複数のカードに当たります: ${candidates}` : `  unresolved  line ${line.line}: "${line.name}" names several cards: ${candidates}`;
    const near = candidates ? (ja ? `（近い名前: ${candidates}）` : ` (near: ${candidates})`) : '';
    return ja ? `  未解決  ${line.line}行目「${line.name}」というカードはありません${near}` : `  unresolved  line ${line.line}: no card named "${line.name}"${near}`;
  });
}

const NOTE_WORDS: Record<string, { ja: string; en: string }> = {
  face: { ja: 'カードの片面の名前', en: 'the name of one face' },
  mergedFace: { ja: '別の面として同じカードに数えました', en: 'another face of a listed card, counted once' },
  foldedName: { ja: '表記ゆれを正規化して一致', en: 'matched after folding width and kana' },
  reading: { ja: '読みで一致', en: 'matched by reading' },
  englishName: { ja: '英語名で一致', en: 'matched by English name' },
  number: { ja: 'カード番号で一致', en: 'matched by card number' },
  frontName: { ja: '両面カードの表の名前で一致', en: 'matched by the front of a double-faced name' },
};

function noteLines(deck: ReadDeck, lang: Locale): string[] {
  return deck.notes.map((note) => {
    const cards = note.cards.map((card) => card.name).join(', ');
    const why = NOTE_WORDS[note.reason]?.[lang] ?? note.reason;
    return lang === 'ja' ? `  注記    ${note.line}行目「${note.name}」→ ${cards}（${why}）` : `  note        line ${note.line}: "${note.name}" → ${cards} (${why})`;
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

export async function chooseFormat(command: DeckCommand, deck: ReadDeck): Promise<ChosenFormat | Extract<Response, { ok: false }>> {
  const named = command.options.format ?? deck.format;
  if (named) return { id: named, fromSettings: false };
  const settings = await command.call('settings.get', {});
  return settings.ok ? { id: settings.result.defaultFormats[command.game.id], fromSettings: true } : settings;
}

/** "殿堂レギュレーション (standard)", saying so when it is the player's default format. */
function formatName(format: DeckFormatInfo, chosen: ChosenFormat, lang: Locale): string {
  const name = `${format.label[lang]} (${format.id})`;
  if (!chosen.fromSettings) return name;
  return lang === 'ja' ? `${name}・設定の既定のフォーマット` : `${name}, the default format in Settings`;
}

/** "legal", "illegal: 2 errors, 1 warning" or the unresolved lines, in the command's language. */
function verdictText(deck: ReadDeck, validation: Validation, lang: Locale): string {
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

function formatVerdict(command: DeckCommand, deck: ReadDeck, format: DeckFormatInfo, chosen: ChosenFormat, validation: Validation, index: number, total: number): string {
  const { game, lang } = command;
  const ja = lang === 'ja';
  const title = deck.name ?? (total > 1 ? `#${index + 1}` : command.file);
  const lines = [`${title} — ${formatName(format, chosen, lang)}`, `${verdictText(deck, validation, lang)} · ${sectionLine(game, validation.sections, lang)}`];
  const ruleWidth = Math.max(0, ...validation.violations.map((v) => columnsOf(v.rule)));
  for (const violation of validation.violations) {
    const severity = ja ? (violation.severity === 'error' ? 'エラー' : '警告  ') : violation.severity.padEnd(7);
    lines.push(`  ${severity}  ${padColumns(violation.rule, ruleWidth)}  ${violation.message[lang]}`);
  }
  lines.push(...unresolvedLines(deck, lang), ...noteLines(deck, lang));
  return lines.join('\n');
}

export async function runValidate(command: DeckCommand): Promise<number> {
  const { io, game, options, lang } = command;
  const loaded = await readDecks(command);
  if (typeof loaded === 'number') return loaded;
  const formats = await command.call('decks.formats', { game: game.id });
  if (!formats.ok) return command.fail(formats);
  let status: number = EXIT.ok;
  const results: unknown[] = [];
  const texts: string[] = [];
  for (const [index, deck] of loaded.decks.entries()) {
    const chosen = await chooseFormat(command, deck);
    if ('ok' in chosen) return command.fail(chosen);
    const response = await command.call('decks.validate', { game: game.id, sections: sectionsOf(deck), format: chosen.id, ...(options.asOf ? { asOf: options.asOf } : {}) });
    if (!response.ok) return command.fail(response);
    const validation = response.result;
    const format = formats.result.find((each) => each.id === validation.format)!;
    if (!options.format && deck.fileFormat && !deck.format && !command.json) {
      io.stderr(lang === 'ja'
        ? `deckdojo: ファイルのフォーマット「${deck.fileFormat}」は検査できないため、${format.label.ja}の構築ルールで検査します\n`
        : `deckdojo: the file's format "${deck.fileFormat}" is not one Deck Dojo checks; checking it as ${format.label.en}\n`);
    }
    const legal = validation.legal && deck.unresolved.length === 0;
    if (deck.unresolved.length > 0) status = EXIT.usage;
    else if (!validation.legal && status === EXIT.ok) status = EXIT.no;
    results.push({ deck: deck.name, fileFormat: loaded.read.fileFormat, ...validation, legal, unresolved: deck.unresolved, notes: deck.notes });
    texts.push(formatVerdict(command, deck, format, chosen, validation, index, loaded.decks.length));
  }
  io.stdout(command.json ? `${JSON.stringify(results.length === 1 ? results[0] : results, null, 2)}\n` : `${texts.join('\n\n')}\n`);
  return status;
}

export async function runConvert(command: DeckCommand): Promise<number> {
  const loaded = await readDecks(command);
  if (typeof loaded === 'number') return loaded;
  const deck = oneDeck(command, loaded.decks);
  if (typeof deck === 'number') return deck;
  if (deck.unresolved.length > 0) {
    // Writing the deck without these lines would lose cards: refuse, and say which.
    command.io.stderr(`deckdojo: ${deck.unresolved.length} line${deck.unresolved.length === 1 ? '' : 's'} name no single card; nothing was written\n`);
    for (const line of unresolvedLines(deck, command.lang)) command.io.stderr(`${line}\n`);
    return EXIT.usage;
  }
  const response = await command.call('decks.write', {
    game: command.game.id,
    sections: sectionsOf(deck),
    to: command.options.to as DeckWriteFormat,
    name: deck.name,
    format: command.options.format ?? deck.format,
  });
  if (!response.ok) return command.fail(response);
  command.io.stdout(command.json ? `${JSON.stringify(response.result, null, 2)}\n` : response.result.text);
  return EXIT.ok;
}

const percent = (p: number) => `${(p * 100).toFixed(1)}%`;

/** What each game calls the colour and trait breakdowns (engine/deck/stats/breakdown.ts says what they hold). */
const AXES: Record<GameInfo['id'], { colors: Localized; traits: Localized }> = {
  dm: { colors: { ja: '文明', en: 'civilizations' }, traits: { ja: '種族', en: 'races' } },
  fab: { colors: { ja: 'ピッチ', en: 'pitch' }, traits: { ja: 'クラス・タレント', en: 'classes and talents' } },
  nova: { colors: { ja: '色', en: 'colours' }, traits: { ja: '種族・所属', en: 'races and affiliations' } },
  acg: { colors: { ja: '条件', en: 'conditions' }, traits: { ja: '種属', en: 'species' } },
  pmv: { colors: { ja: '色', en: 'colours' }, traits: { ja: '種族', en: 'races' } },
};
const PITCH_WORDS: Record<string, Localized> = { '1': { ja: '赤', en: 'red' }, '2': { ja: '黄', en: 'yellow' }, '3': { ja: '青', en: 'blue' } };
const NONE_WORD: Localized = { ja: 'なし', en: 'none' };

function formatStats(command: DeckCommand, deck: ReadDeck, stats: DeckStats, verdict: string, turns: number): string {
  const { game, lang } = command;
  const ja = lang === 'ja';
  const kindLabel = (id: string) => game.cardKinds.find((kind) => kind.id === id)?.label[lang] ?? id;
  const lines = [deck.name ?? command.file, sectionLine(game, Object.fromEntries(stats.breakdown.sections.map((s) => [s.section, s.copies])), lang), verdict];
  for (const section of stats.breakdown.sections) {
    if (section.copies === 0) continue;
    const label = game.sections.find((s) => s.id === section.section)?.label[lang] ?? section.section;
    lines.push('', `${label} (${section.copies})`);
    const curve = section.curve.filter((point) => point.cost !== null);
    if (curve.length > 0) {
      const widest = Math.max(...curve.map((point) => point.copies));
      lines.push(ja ? '  コスト' : '  cost curve');
      for (const point of section.curve) {
        const cost = point.cost === null ? '–' : point.cost >= Number.MAX_SAFE_INTEGER ? '∞' : String(point.cost);
        lines.push(`  ${cost.padStart(3)} ${'█'.repeat(Math.max(1, Math.round((point.copies / widest) * 30)))} ${point.copies}`);
      }
    }
    const tallies = (title: Localized, rows: { key: string; copies: number }[], name: (key: string) => string = (key) => key) => {
      if (rows.length === 0 || (rows.length === 1 && rows[0]!.key === NONE)) return;
      lines.push(`  ${title[lang]}: ${rows.map((row) => `${row.key === NONE ? NONE_WORD[lang] : name(row.key)} ${row.copies}`).join(' · ')}`);
    };
    const axes = AXES[game.id];
    tallies({ ja: '種類', en: 'kinds' }, section.kinds, kindLabel);
    tallies(axes.colors, section.colors, (key) => (game.id === 'fab' ? PITCH_WORDS[key]?.[lang] ?? key : key));
    tallies(axes.traits, section.traits);
  }
  if (stats.cardOdds && stats.cardOdds.length > 0) {
    const nameWidth = Math.min(40, Math.max(...stats.cardOdds.map((row) => columnsOf(row.name))));
    lines.push('', ja ? `各カードを1枚以上引いている確率（先攻 / 後攻、ターン1〜${turns}）` : `odds of at least one copy by turn (going first / second, turns 1–${turns})`);
    lines.push(`  ${' '.repeat(3)}  ${padColumns('', nameWidth)}  ${Array.from({ length: turns }, (_, t) => padColumns(`T${t + 1}`, 13)).join(' ')}`.trimEnd());
    for (const row of stats.cardOdds) {
      const cells = row.odds.rows.map((cell) => padColumns(`${percent(cell.first.probability)}/${percent(cell.second.probability)}`, 13));
      lines.push(`  ${String(row.odds.copies[0]).padStart(3)}  ${padColumns(row.name, nameWidth)}  ${cells.join(' ')}`.trimEnd());
    }
  }
  return lines.join('\n');
}

export async function runStats(command: DeckCommand): Promise<number> {
  const loaded = await readDecks(command);
  if (typeof loaded === 'number') return loaded;
  const deck = oneDeck(command, loaded.decks);
  if (typeof deck === 'number') return deck;
  const turns = Number(command.options.turns ?? 5);
  const { game, lang } = command;
  const chosen = await chooseFormat(command, deck);
  if ('ok' in chosen) return command.fail(chosen);
  const [response, validation, formats] = await Promise.all([
    command.call('decks.stats', { game: game.id, sections: sectionsOf(deck), turns, perCard: true }),
    command.call('decks.validate', { game: game.id, sections: sectionsOf(deck), format: chosen.id }),
    command.call('decks.formats', { game: game.id }),
  ]);
  if (!response.ok) return command.fail(response);
  if (!validation.ok) return command.fail(validation);
  if (!formats.ok) return command.fail(formats);
  const format = formats.result.find((each) => each.id === validation.result.format)!;
  const verdict = `${formatName(format, chosen, lang)}: ${verdictText(deck, validation.result, lang)}`;
  const json = { deck: deck.name, format: format.id, legal: validation.result.legal && deck.unresolved.length === 0, ...response.result, unresolved: deck.unresolved };
  command.io.stdout(command.json ? `${JSON.stringify(json, null, 2)}\n` : `${formatStats(command, deck, response.result, verdict, turns)}\n${unresolvedLines(deck, lang).map((line) => `${line}\n`).join('')}`);
  return deck.unresolved.length > 0 ? EXIT.usage : EXIT.ok;
}
