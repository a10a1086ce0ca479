/**
 * One entry for every card file a player brings: the format is read from the file (or given), the text decoded,
 * the rows parsed and every record checked against the game, all before anything is written. Any problem makes
 * the whole import fail with each problem's line and column.
 */
import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import { fold } from '../cards/fold';
import type { CardRecord, RegulationRecord } from '../cards/record';
import type { RegulationScope } from '../cards/write';
import { parseCsv, type CsvTable } from './csv';
import { decodeText } from './decode';
import { readDmClassic, readDmEnglishCsv, readDmEnglishJson, readDmHallOfFame, readDmModern, readDmPrintings } from './dm';
import { fabCardToRecord, fabFlagRegulations, fabLegalityScope, isFabLegalityTable, readFabCsv, readFabJson, readFabLegality } from './fab';
import { DEFAULT_FORMAT, isRegulationTable, readCardJson, readGenericCsv, readRegulationCsv, templateHeader } from './generic';
import { ImportError, IssueList } from './issues';
import type { GameVocabulary, ImportFormat, ImportInput, ParsedImport } from './types';

const FORMAT_GAMES: Partial<Record<ImportFormat, string>> = { 'fab-cube': 'fab', 'dm-modern': 'dm', 'dm-classic': 'dm', 'dm-en': 'dm' };
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
 * (V8's "Unexpected token ']', … is not valid JSON", "Unexpected end of JSON input").
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
  const list = (close: string, item: () => void) => {
    i++;
    space();
    if (text[i] === close) return void i++;
    for (;;) {
      item();
      space();
      if (text[i] === close) return void i++;
      expect(',');
    }
  };
  const value = (): void => {
    space();
    if (text[i] === '{') list('}', () => (space(), token(JSON_STRING), expect(':'), value()));
    else if (text[i] === '[') list(']', value);
    else token(text[i] === '"' ? JSON_STRING : JSON_LITERAL);
  };
  try {
    value();
    space();
    return i < text.length ? i : -1;
  } catch (offset) {
    return typeof offset === 'number' ? offset : -1;
  }
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
      throw new ImportError(file, [{ line, column: `character ${before.length - before.lastIndexOf('\n')}`, message: `is not valid JSON: ${reason}` }]);
    }
    throw new ImportError(file, [{ message: `is not valid JSON: ${reason}` }]);
  }
}

function detectJson(data: unknown, file: string, issues: IssueList, game: string): Detected | string {
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
  return 'a JSON file Deck Dojo does not recognise (expected a Deck Dojo card pack, fab-cube cards, or one of the DM datasets)';
}

function detectCsv(table: CsvTable, file: string, issues: IssueList, game: GameVocabulary['id']): Detected | string {
  const headers = new Set(table.headers);
  if ((headers.has('Unique ID') && headers.has('Types')) || (headers.has('unique_id') && headers.has('types'))) {
    const cards = readFabCsv(table, issues);
    const upstream = headers.has('Unique ID');
    return { format: 'fab-cube', kind: 'cards', cards: cards.map((card) => fabCardToRecord(card, new Map(), true)), regulations: upstream ? [] : fabFlagRegulations(cards), scope: upstream ? [] : FAB_FLAG_SCOPE, sourceName: 'fab-cube' };
  }
  if (isFabLegalityTable(table)) {
    const regulations = readFabLegality(table, file, issues);
    return { format: 'fab-cube', kind: 'regulations', regulations, scope: fabLegalityScope(file), sourceName: `fab-cube:${basename(file).replace(/\.\w+$/, '')}` };
  }
  if (headers.has('set_code') && headers.has('printed_id')) {
    return { format: 'dm-modern', kind: 'printings', printings: readDmPrintings(table, issues), sourceName: 'dm-printings' };
  }
  if (headers.has('CardName') && headers.has('CardType')) {
    return { format: 'dm-en', kind: 'cards', cards: readDmEnglishCsv(table, issues), regulations: [], scope: [], sourceName: `dm-en:${basename(file)}` };
  }
  if (isRegulationTable(table)) {
    const regulations = readRegulationCsv(table, game, issues);
    const formats = new Set(regulations.map((r) => r.format));
    if (formats.size === 0) formats.add(DEFAULT_FORMAT[game]);
    return { format: 'regulation-csv', kind: 'regulations', regulations, scope: [...formats].flatMap((format) => ALL_STATUSES.map((status) => ({ format, status }))), sourceName: `regulations:${basename(file)}` };
  }
  // Problems found later are named by the file's own headers (種類, not kind); with no key column, the name is the key.
  const columns = { kind: templateHeader(table, 'kind'), zone: templateHeader(table, 'zone'), key: templateHeader(table, 'key') ?? templateHeader(table, 'name') };
  return { format: 'csv', kind: 'cards', cards: readGenericCsv(table, game, issues), regulations: [], scope: [], sourceName: `csv:${basename(file)}`, columns };
}

/** What the checked fields are called in the file, where that is not kind, zone and key. */
type RecordColumns = Partial<Record<'kind' | 'zone' | 'key', string>>;

/** Checks records against the game: known kinds and sections, no key twice. */
function checkRecords(cards: readonly CardRecord[], vocabulary: GameVocabulary, issues: IssueList, lineOf: (index: number) => number, unit: string, columns: RecordColumns = {}): void {
  const kinds = new Map<string, string>();
  for (const kind of vocabulary.cardKinds) for (const name of [kind.id, kind.label.ja, kind.label.en]) kinds.set(fold(name), kind.id);
  const sections = new Map<string, string>();
  for (const section of vocabulary.sections) for (const name of [section.id, section.label.ja, section.label.en]) sections.set(fold(name), section.id);
  const seen = new Map<string, number>();
  cards.forEach((card, index) => {
    const line = lineOf(index);
    card.kinds = card.kinds.map((kind) => {
      const id = kinds.get(fold(kind));
      if (!id) issues.add({ line, column: columns.kind ?? 'kind', message: `"${kind}" is not a ${vocabulary.id} card kind; use ${vocabulary.cardKinds.map((k) => k.id).join(', ')}` });
      return id ?? kind;
    });
    if (card.zone) {
      const id = sections.get(fold(card.zone));
      if (!id) issues.add({ line, column: columns.zone ?? 'zone', message: `"${card.zone}" is not a ${vocabulary.id} deck section; use ${vocabulary.sections.map((s) => s.id).join(', ')}` });
      card.zone = id ?? card.zone;
    }
    const earlier = seen.get(card.key);
    if (earlier !== undefined) issues.add({ line, column: columns.key ?? 'key', message: `"${card.key}" is used again (first at ${unit} ${earlier}); give each card its own key` });
    else seen.set(card.key, line);
  });
}

export function parseImport(input: ImportInput): ParsedImport {
  const { file, vocabulary } = input;
  const issues = new IssueList();
  const { text } = decodeText(input.bytes, file);
  const json = extname(file).toLowerCase() === '.json' || /^\s*[[{]/.test(text);
  let detected: Detected | string;
  let csvRows: number[] | null = null;
  if (json) {
    detected = detectJson(parseJson(text, file), file, issues, vocabulary.id);
  } else {
    const table = parseCsv(text, file);
    csvRows = table.rows.map((row) => row.line);
    detected = detectCsv(table, file, issues, vocabulary.id);
  }
  if (typeof detected === 'string') throw new ImportError(file, [{ message: `is ${detected}` }]);
  if (input.format && input.format !== detected.format) {
    throw new ImportError(file, [{ message: `is not ${input.format} data; it reads as ${detected.format}` }]);
  }
  const formatGame = FORMAT_GAMES[detected.format] ?? (detected.kind === 'cards' ? detected.game : null);
  if (formatGame && formatGame !== vocabulary.id) {
    throw new ImportError(file, [{ message: `holds ${formatGame} cards, not ${vocabulary.id} cards; import it with --game ${formatGame}` }]);
  }
  if (detected.kind === 'cards') {
    // A CSV card is named by the file line of its row; a JSON card by its position in the list.
    const rows = csvRows;
    checkRecords(detected.cards, vocabulary, issues, rows ? (index) => rows[index] ?? index + 2 : (index) => index + 1, rows ? 'line' : 'item', detected.columns);
  }
  issues.throwIfAny(file);

  const version = createHash('sha256').update(input.bytes).digest('hex').slice(0, 16);
  const base: Omit<ParsedImport, 'cards' | 'regulations' | 'regulationScope'> = {
    game: vocabulary.id,
    format: detected.format,
    source: { name: detected.sourceName, version: (detected.kind === 'cards' && detected.version) || version, description: (detected.kind === 'cards' && detected.description) || null },
    notes: [],
  };
  if (detected.kind === 'printings') return { ...base, cards: [], regulations: [], regulationScope: [], printingsByName: detected.printings };
  if (detected.kind === 'regulations') return { ...base, cards: [], regulations: detected.regulations, regulationScope: detected.scope };
  return { ...base, cards: detected.cards, regulations: detected.regulations, regulationScope: detected.scope };
}
