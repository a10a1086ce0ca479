/**
 * One entry for every card file a player brings: the format is read from the file (or given), the text decoded,
 * the rows parsed and every record checked against the game. Any problem makes the whole import fail with each
 * problem's line and column. parseImport reads a file held in memory and checks it all before anything is
 * written; parseImportStream reads one piece by piece and hands out a card CSV's cards as it goes, so a big file
 * is never held whole.
 */
import { createHash, type Hash } from 'node:crypto';
import { basename, extname } from 'node:path';
import { findGame, gameDefinition, games } from '../../engine/games/registry';
import type { Localized } from '../../engine/localized';
import { fold } from '../cards/fold';
import type { CardRecord, RegulationRecord } from '../cards/record';
import type { RegulationScope } from '../cards/write';
import { CsvReader, type CsvRow, type CsvTable } from './csv';
import { TextStreamDecoder } from './decode';
import { readDmClassic, readDmEnglishCsv, readDmEnglishJson, readDmHallOfFame, readDmModern, readDmPrintings } from './dm';
import { fabCardToRecord, fabFlagRegulations, fabLegalityScope, isFabLegalityTable, readFabCsv, readFabJson, readFabLegality } from './fab';
import { genericCsvReader, isRegulationTable, readCardJson, readRegulationCsv, templateHeader } from './generic';
import { ImportError, IssueList, type ImportIssue } from './issues';
import { differingField, gameFacts, type GameField } from './printings';
import { checkControlCharacters, checkWholeNumbers, markedKinds } from './values';
import type { GameVocabulary, ImportFormat, ImportInput, ImportStreamInput, ParsedImport } from './types';

const ALL_STATUSES: RegulationRecord['status'][] = ['banned', 'restricted', 'limited', 'suspended', 'living_legend', 'banned_pair'];
const FAB_FLAG_SCOPE: RegulationScope[] = [
  ['blitz', 'banned'], ['cc', 'banned'], ['commoner', 'banned'], ['ll', 'banned'], ['upf', 'banned'], ['blitz', 'living_legend'],
  ['cc', 'living_legend'], ['ll', 'restricted'], ['blitz', 'suspended'], ['cc', 'suspended'], ['commoner', 'suspended'],
].map(([format, status]) => ({ format: format!, status: status as RegulationRecord['status'] }));

/** What a parsed file is, before it becomes a ParsedImport. */
type Detected =
  | { format: ImportFormat; kind: 'cards'; cards: CardRecord[]; regulations: RegulationRecord[]; scope: RegulationScope[]; sourceName: string; description?: string; version?: string; game?: string | null; columns?: RecordColumns }
  | { format: ImportFormat; kind: 'regulations'; regulations: RegulationRecord[]; scope: RegulationScope[]; sourceName: string }
  | { format: ImportFormat; kind: 'printings'; printings: ParsedImport['printingsByName'] & object; sourceName: string };

const JSON_LITERAL = /true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// eslint-disable-next-line no-control-regex -- a JSON string may not hold a raw control character
const JSON_STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[\da-fA-F]{4}))*"/y;

/**
 * Offset of the first JSON syntax error, or -1. Only for the errors whose engine message gives no position
 * (V8's "Unexpected token ']', … is not valid JSON", "Unexpected end of JSON input"). A loop over a stack of open
 * arrays and objects, not recursion: a file nested thousands deep would overflow the call stack.
 */
function jsonErrorOffset(text: string): number {
  let i = 0;
  const space = () => {
    while (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r') i++;
  };
  const token = (pattern: RegExp) => {
    pattern.lastIndex = i;
    if (!pattern.test(text)) throw i;
    i = pattern.lastIndex;
  };
  const expect = (char: string) => {
    space();
    if (text[i] !== char) throw i;
    i++;
  };
  const key = () => {
    space();
    token(JSON_STRING);
    expect(':');
  };
  /** The closing bracket of each array and object open at `i`, innermost last. */
  const closers: string[] = [];
  try {
    for (;;) {
      // A value: an array or object opens (and its first item follows), or a string or literal ends here.
      space();
      const open = text[i];
      if (open === '[' || open === '{') {
        const close = open === '[' ? ']' : '}';
        i++;
        space();
        if (text[i] !== close) {
          closers.push(close);
          if (open === '{') key();
          continue;
        }
        i++;
      } else {
        token(open === '"' ? JSON_STRING : JSON_LITERAL);
      }
      // After a value: close what ends here, then a comma leads to the next item.
      for (;;) {
        const close = closers.at(-1);
        space();
        if (close === undefined) return i < text.length ? i : -1;
        if (text[i] !== close) break;
        i++;
        closers.pop();
      }
      expect(',');
      if (closers.at(-1) === '}') key();
    }
  } catch (offset) {
    if (typeof offset !== 'number') throw offset;
    return offset;
  }
}

/** JSON.parse's reasons (V8's words) in Japanese; one not listed is kept as it is. */
const JSON_REASONS: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^Unexpected end of JSON input/, () => 'JSON が途中で終わっています'],
  [/^Unexpected token '(.+)'/, (match) => `予期しない文字「${match[1]}」があります`],
  [/^Unexpected (number|string)/, (match) => (match[1] === 'number' ? '予期しない数があります' : '予期しない文字列があります')],
  [/^Unexpected non-whitespace character after JSON/, () => 'JSON の終わりのあとに文字があります'],
  [/^Expected double-quoted property name/, () => 'プロパティ名を " で囲んでください'],
  [/^Expected property name or '}'/, () => 'プロパティ名か } が必要です'],
  [/^Expected ':' after property name/, () => 'プロパティ名のあとに : が必要です'],
  [/^Expected ',' or '}' after property value/, () => 'プロパティの値のあとに , か } が必要です'],
  [/^Expected ',' or ']' after array element/, () => '配列の要素のあとに , か ] が必要です'],
  [/^Unterminated string/, () => '文字列が閉じられていません'],
  [/^Bad control character in string literal/, () => '文字列に制御文字があります'],
  [/^Bad (?:escaped character|Unicode escape)/, () => '文字列のエスケープが正しくありません'],
  [/^No number after minus sign/, () => 'マイナス記号のあとに数字がありません'],
  [/^Exponent part is missing a number/, () => '指数に数字がありません'],
  [/^Unterminated fractional number/, () => '小数点のあとに数字がありません'],
];

function notJson(reason: string): Localized {
  const en = `is not valid JSON: ${reason}`;
  for (const [pattern, say] of JSON_REASONS) {
    const match = pattern.exec(reason);
    if (match) return { en, ja: `JSON として正しくありません。${say(match)}` };
  }
  return { en, ja: `JSON として正しくありません（${reason}）` };
}

/** JSON.parse with the line and column of a syntax error. */
function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    const offset = at ? Number(at[1]) : jsonErrorOffset(text);
    const reason = message.replace(/(?: in JSON)? at position \d+.*$/, '').replace(/, (?:\.\.\.)?"[\s\S]*"(?:\.\.\.)? is not valid JSON$/, '');
    if (offset >= 0) {
      const before = text.slice(0, offset);
      const line = before.split('\n').length;
      throw new ImportError(file, [{ line, position: before.length - before.lastIndexOf('\n'), message: notJson(reason) }]);
    }
    throw new ImportError(file, [{ message: notJson(reason) }]);
  }
}

function detectJson(data: unknown, file: string, issues: IssueList, game: string): Detected | Localized {
  const items = Array.isArray(data) ? data : null;
  // Only an object can be asked which fields it has (`'key' in 1` throws).
  const first = typeof items?.[0] === 'object' ? (items[0] as Record<string, unknown> | null) : null;
  const object = !items && typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
  if (object?.format === 'deck-dojo-cards' || (first && 'key' in first && 'kinds' in first)) {
    const pack = readCardJson(data, issues);
    return { format: 'json', kind: 'cards', cards: pack.cards, regulations: pack.regulations, scope: [], sourceName: pack.source?.name ?? `json:${basename(file)}`, description: pack.source?.description ?? undefined, version: pack.source?.version, game: pack.game, columns: { kind: 'kinds' } };
  }
  if (first && 'unique_id' in first && 'types' in first) {
    const cards = readFabJson(items!, issues);
    return { format: 'fab-cube', kind: 'cards', cards: cards.map((card) => fabCardToRecord(card, new Map(), true)), regulations: fabFlagRegulations(cards), scope: FAB_FLAG_SCOPE, sourceName: 'fab-cube' };
  }
  if (object && Array.isArray(object.cards) && (object.cards[0] as Record<string, unknown> | undefined)?.civilizations !== undefined) {
    return { format: 'dm-en', kind: 'cards', cards: readDmEnglishJson(object.cards, issues), regulations: [], scope: [], sourceName: `dm-en:${basename(file)}` };
  }
  if (first && 'faces' in first && 'kind' in first) {
    return { format: 'dm-modern', kind: 'cards', cards: readDmModern(items!, issues), regulations: [], scope: [], sourceName: 'dm-modern' };
  }
  if (first && 'cardType' in first && 'civilizations' in first) {
    return { format: 'dm-classic', kind: 'cards', cards: readDmClassic(items!, issues), regulations: [], scope: [], sourceName: 'dm-classic' };
  }
  if ((object && Array.isArray(object.entries)) || (first && 'status' in first && 'since' in first && 'name' in first)) {
    // regulation_current.json is today's 殿堂 list; the classic hall_of_fame.json is the DM-01…DM-30 era's.
    const format = object ? 'standard' : 'classic';
    const regulations = readDmHallOfFame(data, format, issues);
    return { format: object ? 'dm-modern' : 'dm-classic', kind: 'regulations', regulations, scope: ALL_STATUSES.map((status) => ({ format, status })), sourceName: `hall-of-fame:${format}` };
  }
  void game;
  return {
    en: 'is a JSON file Deck Dojo does not recognise (expected a Deck Dojo card pack, fab-cube cards, or one of the DM datasets)',
    ja: 'Deck Dojo が知らない JSON ファイルです（Deck Dojo のカードパック、fab-cube のカード、DM のデータセットのどれかを読めます）',
  };
}

/** Which kind of CSV a header says the file is; anything else is the card template. */
type CsvKind = 'fab-cards' | 'fab-legality' | 'dm-printings' | 'dm-en' | 'regulations' | 'template';

function csvKind(headerList: string[]): CsvKind {
  const headers = new Set(headerList);
  if ((headers.has('Unique ID') && headers.has('Types')) || (headers.has('unique_id') && headers.has('types'))) return 'fab-cards';
  if (isFabLegalityTable({ headers: headerList })) return 'fab-legality';
  if (headers.has('set_code') && headers.has('printed_id')) return 'dm-printings';
  if (headers.has('CardName') && headers.has('CardType')) return 'dm-en';
  if (isRegulationTable({ headers: headerList })) return 'regulations';
  return 'template';
}

/** Reads a CSV that is not the card template, held whole. */
function detectCsv(table: CsvTable, kind: Exclude<CsvKind, 'template'>, file: string, issues: IssueList, game: GameVocabulary['id']): Detected {
  if (kind === 'fab-cards') {
    const cards = readFabCsv(table, issues);
    const upstream = table.headers.includes('Unique ID');
    return { format: 'fab-cube', kind: 'cards', cards: cards.map((card) => fabCardToRecord(card, new Map(), true)), regulations: upstream ? [] : fabFlagRegulations(cards), scope: upstream ? [] : FAB_FLAG_SCOPE, sourceName: 'fab-cube' };
  }
  if (kind === 'fab-legality') {
    const regulations = readFabLegality(table, file, issues);
    return { format: 'fab-cube', kind: 'regulations', regulations, scope: fabLegalityScope(file), sourceName: `fab-cube:${basename(file).replace(/\.\w+$/, '')}` };
  }
  if (kind === 'dm-printings') return { format: 'dm-modern', kind: 'printings', printings: readDmPrintings(table, issues), sourceName: 'dm-printings' };
  if (kind === 'dm-en') {
    return { format: 'dm-en', kind: 'cards', cards: readDmEnglishCsv(table, issues), regulations: [], scope: [], sourceName: `dm-en:${basename(file)}` };
  }
  const regulations = readRegulationCsv(table, game, issues);
  const formats = new Set(regulations.map((r) => r.format));
  if (formats.size === 0) formats.add(gameDefinition(game).cardData.regulationFormat);
  return { format: 'regulation-csv', kind: 'regulations', regulations, scope: [...formats].flatMap((format) => ALL_STATUSES.map((status) => ({ format, status }))), sourceName: `regulations:${basename(file)}` };
}

/** Cards handed out at a time while a template CSV is read: a few hundred rows, whatever the file's size. */
const BATCH = 500;

/**
 * A card template CSV read as it comes: each row read and checked against the game at once, its cards handed
 * out in batches while the file has no problem so far.
 */
class TemplateCsv {
  readonly detected: Detected;
  /** Columns the template does not have, passed over. */
  readonly notes: ImportIssue[] = [];
  private readonly read: ReturnType<typeof genericCsvReader>;
  private readonly check: ReturnType<typeof recordChecker>;
  /** A file asked to be read as another format is refused at the end: nothing of it is handed out. */
  private readonly wanted: boolean;
  private batch: CardRecord[] = [];

  constructor(
    headers: string[],
    private readonly input: ImportStreamInput,
    private readonly issues: IssueList,
    private readonly ragged: IssueList,
  ) {
    // Problems are named by the file's own headers (種類, not kind); with no key column, the name is the key.
    const table = { headers };
    const name = templateHeader(table, 'name');
    const columns = { kind: templateHeader(table, 'kind'), zone: templateHeader(table, 'zone'), key: templateHeader(table, 'key') ?? name, name };
    this.detected = { format: 'csv', kind: 'cards', cards: [], regulations: [], scope: [], sourceName: `csv:${basename(input.file)}`, columns };
    this.read = genericCsvReader(headers, input.vocabulary.id, issues, this.notes);
    this.check = recordChecker(input.vocabulary, issues, 'line', columns);
    this.wanted = !input.format || input.format === 'csv';
  }

  rows(rows: readonly CsvRow[]): void {
    if (!this.read) return;
    for (const row of rows) {
      const card = this.read(row);
      this.check(card, row.line);
      if (!this.clean()) this.batch = [];
      else if (this.batch.push(card) >= BATCH) this.flush();
    }
  }

  /** Hands out the cards read since the last batch, unless a problem has turned up. */
  flush(): void {
    if (this.batch.length > 0 && this.clean()) this.input.onCards(this.batch, { name: this.detected.sourceName, description: null });
    this.batch = [];
  }

  private clean(): boolean {
    return this.wanted && this.issues.count === 0 && this.ragged.count === 0;
  }
}

/** What the checked fields are called in the file, where that is not kind, zone, key and name. */
type RecordColumns = Partial<Record<'kind' | 'zone' | 'key' | 'name', string>>;

/** A record field as the template names it (its English and Japanese headers), for a repeated key's message. */
const FIELD_WORDS: Record<GameField, Localized> = {
  name: { en: 'name', ja: '名前' }, nameEn: { en: 'name_en', ja: '英語名' }, nameJa: { en: 'Japanese name', ja: '日本語名' }, reading: { en: 'reading', ja: 'よみ' },
  kinds: { en: 'kind', ja: '種類' }, subtypes: { en: 'subtypes', ja: '種族' }, keywords: { en: 'keywords', ja: 'キーワード' }, cost: { en: 'cost', ja: 'コスト' },
  costText: { en: 'cost', ja: 'コスト' }, power: { en: 'power', ja: 'パワー' }, powerText: { en: 'power', ja: 'パワー' }, stats: { en: 'stat', ja: 'その他の値' },
  text: { en: 'text', ja: 'テキスト' }, textEn: { en: 'text_en', ja: '英語テキスト' }, zone: { en: 'zone', ja: '区分' }, copyLimit: { en: 'copy_limit', ja: '枚数制限' },
  aliasOf: { en: 'alias_of', ja: '同名扱い' }, flags: { en: 'flags', ja: 'フラグ' }, formats: { en: 'formats', ja: 'フォーマット' }, faces: { en: 'faces', ja: '面' },
};

/**
 * Checks records against the game one by one: known kinds and sections, a key again only for another printing. `unit` names where a card
 * is in messages (CSV line, JSON item).
 */
function recordChecker(vocabulary: GameVocabulary, issues: IssueList, unit: string, columns: RecordColumns = {}): (card: CardRecord, line: number) => void {
  const kinds = new Map<string, string>();
  for (const kind of vocabulary.cardKinds) for (const name of [kind.id, kind.label.ja, kind.label.en]) kinds.set(fold(name), kind.id);
  const sections = new Map<string, string>();
  for (const section of vocabulary.sections) for (const name of [section.id, section.label.ja, section.label.en]) sections.set(fold(name), section.id);
  const { separators = [] } = vocabulary.cardData.kindReading ?? {};
  const splitKind = (kind: string) => separators.reduce((parts, separator) => parts.flatMap((part) => part.split(separator)), [kind]).map((part) => part.trim()).filter(Boolean);
  // Every key of the file with where it was first and its game information: all that is kept per row of a file read in pieces.
  const seen = new Map<string, { line: number; facts: Uint32Array }>();
  return (card, line) => {
    // A kind as printed (動物＆道具) is each of its parts; split before folding, which drops ・.
    card.kinds = card.kinds.flatMap(splitKind).map((kind) => {
      const id = kinds.get(fold(kind));
      if (!id) {
        const use = vocabulary.cardKinds.map((k) => k.id).join(', ');
        const labels = vocabulary.cardKinds.map((k) => k.label.ja).join('、');
        issues.add({ line, column: columns.kind ?? 'kind', message: { en: `"${kind}" is not a ${vocabulary.id} card kind; use ${use}`, ja: `「${kind}」は${vocabulary.name.ja}のカードの種類ではありません。使えるのは${labels}です` } });
      }
      return id ?? kind;
    });
    card.kinds = markedKinds(card, vocabulary.cardData.kindReading);
    if (card.zone) {
      const id = sections.get(fold(card.zone));
      if (!id) {
        const use = vocabulary.sections.map((s) => s.id).join(', ');
        const labels = vocabulary.sections.map((s) => s.label.ja).join('、');
        issues.add({ line, column: columns.zone ?? 'zone', message: { en: `"${card.zone}" is not a ${vocabulary.id} deck section; use ${use}`, ja: `「${card.zone}」は${vocabulary.name.ja}のデッキの区分ではありません。使えるのは${labels}です` } });
      }
      card.zone = id ?? card.zone;
    }
    checkWholeNumbers(card, line, issues);
    checkControlCharacters(card, line, issues, columns.name);
    const facts = gameFacts(card);
    const earlier = seen.get(card.key);
    if (earlier === undefined) {
      seen.set(card.key, { line, facts });
      return;
    }
    // The same key with the same game information is another printing of the card (written as one card).
    const differs = differingField(earlier.facts, facts);
    if (differs) {
      issues.add({
        line,
        column: columns.key ?? 'key',
        message: {
          en: `"${card.key}" is used again (first at ${unit} ${earlier.line}) with another ${FIELD_WORDS[differs].en}; a row that adds a printing repeats its card's game information, and another card needs its own key`,
          ja: `「${card.key}」は${unit === 'line' ? `${earlier.line}行目` : `${earlier.line}番目の項目`}でも使われていて、${FIELD_WORDS[differs].ja}が違います。版を足す行はそのカードのゲーム情報を繰り返し、別のカードには別のキーが要ります`,
        },
      });
    }
  };
}

/** The rows each piece of text completes, then the last ones. */
function* csvRows(reader: CsvReader, head: string, pieces: Iterable<string>): Generator<CsvRow[], void> {
  yield reader.push(head);
  for (const piece of pieces) yield reader.push(piece);
  yield reader.end();
}

/** The text of a file that comes in pieces, decoded as it comes; every byte also goes into `hash`. */
function* decodePieces(chunks: Iterable<Uint8Array>, decoder: TextStreamDecoder, hash: Hash): Generator<string, void> {
  // One piece is held back so that the decoder knows which is the last.
  let held: Uint8Array | undefined;
  for (const chunk of chunks) {
    hash.update(chunk);
    if (held) yield decoder.decode(held, false);
    held = chunk;
  }
  yield decoder.decode(held ?? new Uint8Array(0), true);
}

/**
 * A JSON card file is read whole (parsed, then turned into records), so it is bounded: past these it is refused
 * before its records are made, which take about ten times the file in memory (docs/data-and-backups.md). The
 * largest real files are far below (the DM dataset: 4.8 MB, 8,751 cards).
 */
export const MAX_JSON_BYTES = 32 * 1024 * 1024;
export const MAX_JSON_CARDS = 50_000;

const tooLargeJson = (bound: string): Localized => ({
  en: `is a JSON file of more than ${bound}; a JSON card file may have at most that`,
  ja: `${bound} を超える JSON ファイルです。JSON のカードファイルは ${bound} までです`,
});

/** The items of a JSON file's card list (the file itself, or its `cards`), to be counted before they are read. */
function jsonItems(data: unknown): number {
  if (Array.isArray(data)) return data.length;
  const cards = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).cards : undefined;
  return Array.isArray(cards) ? cards.length : 0;
}

/** Reads a whole file held in memory: everything is checked, and the cards come back, before anything is written. */
export function parseImport(input: ImportInput): ParsedImport {
  const streamed: CardRecord[] = [];
  const parsed = parseImportStream({
    file: input.file,
    vocabulary: input.vocabulary,
    format: input.format,
    chunks: [input.bytes],
    onCards: (cards) => {
      for (const card of cards) streamed.push(card);
    },
  });
  return streamed.length > 0 ? { ...parsed, cards: streamed } : parsed;
}

/**
 * Reads a file piece by piece. A card template CSV is read as it comes and its cards are handed to `onCards` in
 * batches; other formats are read whole and their cards come back in the result (their files are small). Throws
 * an ImportError naming every problem (the first MAX_ISSUES of them) once the whole file is read.
 */
export function parseImportStream(input: ImportStreamInput): ParsedImport {
  const { file, vocabulary } = input;
  const issues = new IssueList();
  const hash = createHash('sha256');
  let bytes = 0;
  const counted = (function* () {
    for (const chunk of input.chunks) {
      bytes += chunk.length;
      yield chunk;
    }
  })();
  const pieces = decodePieces(counted, new TextStreamDecoder(file), hash);
  // The first text that is not white space tells JSON from CSV. White space before it is bounded as a JSON file is:
  // a file of hundreds of MB of spaces would otherwise become one string here, before any bound is checked.
  let head = '';
  for (let next = pieces.next(); !next.done; next = pieces.next()) {
    head += next.value;
    if (/\S/.test(next.value)) break;
    if (bytes > MAX_JSON_BYTES) {
      const bound = `${MAX_JSON_BYTES / 1024 / 1024} MB`;
      throw new ImportError(file, [
        {
          message:
            extname(file).toLowerCase() === '.json'
              ? tooLargeJson(bound)
              : { en: `starts with more than ${bound} of white space; a card file may have at most that before its data`, ja: `データの前に ${bound} を超える空白があります。カードファイルの先頭の空白は ${bound} までです` },
        },
      ]);
    }
  }
  const json = extname(file).toLowerCase() === '.json' || /^\s*[[{]/.test(head);
  let detected: Detected | Localized;
  let lineOf = (index: number) => index + 1;
  let template: TemplateCsv | undefined;
  if (json) {
    let text = head;
    for (const piece of pieces) {
      if (bytes > MAX_JSON_BYTES) throw new ImportError(file, [{ message: tooLargeJson(`${MAX_JSON_BYTES / 1024 / 1024} MB`) }]);
      text += piece;
    }
    const data = parseJson(text, file);
    const items = jsonItems(data);
    if (items > MAX_JSON_CARDS) {
      throw new ImportError(file, [
        {
          message: {
            en: `lists ${items.toLocaleString('en')} items; a JSON card file may list at most ${MAX_JSON_CARDS.toLocaleString('en')}`,
            ja: `${items.toLocaleString('ja')}件の項目があります。JSON のカードファイルは${MAX_JSON_CARDS.toLocaleString('ja')}件までです`,
          },
        },
      ]);
    }
    detected = detectJson(data, file, issues, vocabulary.id);
  } else {
    const reader = new CsvReader(file);
    let kind: CsvKind | undefined;
    const rows: CsvRow[] = [];
    for (const got of csvRows(reader, head, pieces)) {
      if (!kind && reader.headers) {
        kind = csvKind(reader.headers);
        if (kind === 'template') template = new TemplateCsv(reader.headers, input, issues, reader.ragged);
      }
      if (template) template.rows(got);
      else for (const row of got) rows.push(row);
    }
    reader.ragged.throwIfAny(file);
    if (template) detected = template.detected;
    else detected = detectCsv({ headers: reader.headers!, rows, delimiter: reader.delimiter }, kind as Exclude<CsvKind, 'template'>, file, issues, vocabulary.id);
    // A CSV card is named by the file line of its row; a JSON card by its position in the list.
    lineOf = (index) => rows[index]?.line ?? index + 2;
  }
  if ('en' in detected) throw new ImportError(file, [{ message: detected }]);
  if (input.format && input.format !== detected.format) {
    throw new ImportError(file, [{ message: { en: `is not ${input.format} data; it reads as ${detected.format}`, ja: `${input.format} のデータではありません（${detected.format} として読めます）` } }]);
  }
  // A third-party format belongs to the game whose card data names it (fab-cube: fab); a card pack names its game.
  const formatGame = games.find((game) => game.cardData.importFormats.includes(detected.format))?.id ?? (detected.kind === 'cards' ? detected.game : null);
  if (formatGame && formatGame !== vocabulary.id) {
    // A card pack may name a game Deck Dojo does not have: it is named by its id.
    const other = findGame(formatGame)?.name.ja ?? formatGame;
    throw new ImportError(file, [
      {
        message: {
          en: `holds ${formatGame} cards, not ${vocabulary.id} cards; import it with --game ${formatGame}`,
          ja: `${vocabulary.name.ja}ではなく${other}のカードです。${other}のカードデータとして取り込んでください`,
        },
      },
    ]);
  }
  if (detected.kind === 'cards') {
    const check = recordChecker(vocabulary, issues, json ? 'item' : 'line', detected.columns);
    detected.cards.forEach((card, index) => check(card, lineOf(index)));
  }
  issues.throwIfAny(file);
  template?.flush();

  const version = hash.digest('hex').slice(0, 16);
  const base: Omit<ParsedImport, 'cards' | 'regulations' | 'regulationScope'> = {
    game: vocabulary.id,
    format: detected.format,
    source: { name: detected.sourceName, version: (detected.kind === 'cards' && detected.version) || version, description: (detected.kind === 'cards' && detected.description) || null },
    notes: template?.notes ?? [],
  };
  if (detected.kind === 'printings') return { ...base, cards: [], regulations: [], regulationScope: [], printingsByName: detected.printings };
  if (detected.kind === 'regulations') return { ...base, cards: [], regulations: detected.regulations, regulationScope: detected.scope };
  return { ...base, cards: detected.cards, regulations: detected.regulations, regulationScope: detected.scope };
}
