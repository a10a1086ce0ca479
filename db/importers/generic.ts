/**
 * The documented template for cards that no other format covers: a CSV (or the Deck Dojo JSON pack) with at
 * least `name` and `kind`, the game's own stat columns (its card data's `importColumns`), and Japanese header names; and a regulation list CSV
 * (name, status, since). Both are described in docs/data-and-backups.md.
 */
import * as v from 'valibot';
import type { GameId } from '../../engine/games/id';
import type { Localized } from '../../engine/localized';
import { gameDefinition } from '../../engine/games/registry';
import { fold } from '../cards/fold';
import { CardPackSchema, CardRecordSchema, RECORD_REASONS, type CardRecord, type PrintingRecord, type RegulationRecord } from '../cards/record';
import type { CsvRow, CsvTable } from './csv';
import type { ImportIssue, IssueList } from './issues';
import { isCalendarDate } from './values';
import { IS_EMPTY, notWholeNumber } from './reasons';

type Column =
  | 'key' | 'name' | 'name_en' | 'reading' | 'kind' | 'subtypes' | 'keywords' | 'cost' | 'power' | 'text' | 'text_en'
  | 'zone' | 'copy_limit' | 'alias_of' | 'flags' | 'set' | 'set_name' | 'number' | 'rarity' | 'image' | 'stats';

const COLUMNS: Record<Column, string[]> = {
  key: ['key', 'id', 'カードid', '管理番号'],
  name: ['name', '名前', 'カード名', '名称'],
  name_en: ['name_en', 'english', 'english_name', '英語名', '英名'],
  reading: ['reading', 'よみ', '読み', 'ふりがな', 'フリガナ'],
  kind: ['kind', 'kinds', 'type', '種類', 'タイプ', 'カード種類', 'カードタイプ'],
  subtypes: ['subtypes', 'subtype', 'race', 'races', 'species', '種族', '種属', '所属'],
  keywords: ['keywords', 'keyword', 'キーワード'],
  cost: ['cost', 'コスト'],
  power: ['power', 'atk', 'attack', 'パワー', '攻撃力'],
  text: ['text', 'テキスト', '効果', '能力'],
  text_en: ['text_en', 'english_text', '英語テキスト'],
  zone: ['zone', 'section', '区分', 'デッキ'],
  copy_limit: ['copy_limit', 'limit', '枚数制限', '上限枚数'],
  alias_of: ['alias_of', 'alias', '同名扱い', '別名'],
  flags: ['flags', 'is', 'フラグ'],
  set: ['set', 'セット', '収録', 'パック'],
  set_name: ['set_name', 'セット名'],
  number: ['number', 'no', 'card_no', 'カード番号', '番号'],
  rarity: ['rarity', 'レアリティ'],
  image: ['image', '画像'],
  stats: ['stats', 'その他の値'],
};

const split = (value: string) =>
  value
    .split(/[|｜]/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * A whole number as players type it (full-width digits too); undefined when it is not one, or is past ±2^53 (the
 * database would keep it as REAL, which its INTEGER columns refuse).
 */
function wholeNumber(value: string): number | undefined {
  const normalized = value.normalize('NFKC').trim();
  const number = Number(normalized);
  return /^-?\d+$/.test(normalized) && Number.isSafeInteger(number) ? number : undefined;
}

/** The file's own header for a template column (種類 for kind), to name it in messages. */
export function templateHeader(table: Pick<CsvTable, 'headers'>, column: Column): string | undefined {
  return table.headers.find((header) => COLUMNS[column].some((name) => fold(name) === fold(header)));
}

export function isRegulationTable(table: Pick<CsvTable, 'headers'>): boolean {
  const folded = table.headers.map(fold);
  return REGULATION_COLUMNS.status.some((name) => folded.includes(fold(name))) && !COLUMNS.kind.some((name) => folded.includes(fold(name)));
}

export function readGenericCsv(table: CsvTable, game: GameId, issues: IssueList, notes: ImportIssue[] = []): CardRecord[] {
  const read = genericCsvReader(table.headers, game, issues, notes);
  return read ? table.rows.map(read) : [];
}

/**
 * readGenericCsv a row at a time, for a file read in pieces: the header's problems go to `issues` now, each row's
 * when it is read; a column the template does not have goes to `notes` and is passed over. Null when the header
 * lacks a name or kind column (no row can be read then).
 */
export function genericCsvReader(headers: readonly string[], game: GameId, issues: IssueList, notes: ImportIssue[]): ((row: CsvRow) => CardRecord) | null {
  const statColumns = gameDefinition(game).cardData.importColumns;
  const lookup = new Map<string, { column: Column } | { stat: (typeof statColumns)[number] }>();
  for (const stat of statColumns) for (const name of stat.names) lookup.set(fold(name), { stat });
  for (const [column, names] of Object.entries(COLUMNS) as [Column, string[]][]) for (const name of names) lookup.set(fold(name), { column });
  const headerOf = new Map<Column, string>();
  const statHeaders: [string, (typeof statColumns)[number]][] = [];
  for (const header of headers) {
    if (header === '') continue;
    const found = lookup.get(fold(header));
    if (!found) {
      notes.push({
        line: 1,
        column: header,
        message: {
          en: `is not a column of the ${game} template and was passed over (its columns: docs/data-and-backups.md)`,
          ja: `${gameDefinition(game).name.ja}のテンプレートの列ではないので読み飛ばしました（列の一覧：docs/data-and-backups.md）`,
        },
      });
    } else if ('column' in found) {
      if (headerOf.has(found.column)) issues.add({ line: 1, column: header, message: { en: `repeats column "${headerOf.get(found.column)}"`, ja: `列「${headerOf.get(found.column)}」と同じ列です` } });
      headerOf.set(found.column, header);
    } else statHeaders.push([header, found.stat]);
  }
  for (const required of ['name', 'kind'] as const) {
    if (headerOf.has(required)) continue;
    const others = COLUMNS[required].slice(1);
    issues.add({ line: 1, message: { en: `the header needs a "${required}" column (or ${others.join(', ')})`, ja: `見出し行に「${required}」の列が必要です（または${others.join('、')}）` } });
  }
  if (!headerOf.has('name') || !headerOf.has('kind')) return null;

  return ({ line, values }) => {
    const get = (column: Column) => {
      const header = headerOf.get(column);
      return header === undefined ? '' : (values[header] ?? '').trim();
    };
    const numberOrText = (column: 'cost' | 'power') => {
      const raw = get(column);
      if (raw === '') return { value: null, text: null };
      const parsed = wholeNumber(raw);
      return parsed === undefined ? { value: null, text: raw } : { value: parsed, text: null };
    };
    const name = get('name');
    if (!name) issues.add({ line, column: headerOf.get('name'), message: IS_EMPTY });
    const kinds = split(get('kind'));
    if (kinds.length === 0) issues.add({ line, column: headerOf.get('kind'), message: IS_EMPTY });
    const copyLimitText = get('copy_limit');
    const copyLimit = copyLimitText === '' ? null : wholeNumber(copyLimitText);
    if (copyLimit === undefined) issues.add({ line, column: headerOf.get('copy_limit'), message: notWholeNumber(`"${copyLimitText}"`) });
    const stats: CardRecord['stats'] = readStatsJson(get('stats'), line, headerOf.get('stats'), issues);
    for (const [header, stat] of statHeaders) {
      const raw = (values[header] ?? '').trim();
      if (raw === '') continue;
      if (stat.number) {
        const parsed = wholeNumber(raw);
        if (parsed === undefined) issues.add({ line, column: header, message: notWholeNumber(`"${raw}"`) });
        else stats[stat.stat] = parsed;
      } else stats[stat.stat] = stat.list ? split(raw) : raw;
    }
    const cost = numberOrText('cost');
    const power = numberOrText('power');
    const printing: PrintingRecord | null = get('number')
      ? { set: get('set') || numberSet(get('number')), setName: get('set_name') || null, number: get('number'), rarity: get('rarity') || null, image: null }
      : null;
    return {
      key: get('key') || name,
      name,
      nameEn: get('name_en') || null,
      nameJa: null,
      reading: get('reading') || null,
      kinds,
      subtypes: split(get('subtypes')),
      keywords: split(get('keywords')),
      cost: cost.value,
      costText: cost.text,
      power: power.value,
      powerText: power.text,
      stats,
      text: get('text') || null,
      textEn: get('text_en') || null,
      zone: get('zone') || null,
      copyLimit: copyLimit ?? null,
      aliasOf: get('alias_of') || null,
      flags: split(get('flags')),
      formats: [],
      faces: [],
      printings: printing ? [printing] : [],
      image: get('image') || null,
    };
  };
}

/** The set a card number names when no set is given: what stands before its first - or . (SMP-004, PR.012). */
export function numberSet(number: string): string {
  return number.split(/[-.]/)[0] || number;
}

const STAT_VALUE = v.union([v.number(), v.string(), v.boolean(), v.array(v.string()), v.null()]);

/** The `stats` column: a JSON object of the stats that have no column of their own (written by the export below). */
function readStatsJson(text: string, line: number, column: string | undefined, issues: IssueList): CardRecord['stats'] {
  if (text === '') return {};
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  const parsed = v.safeParse(v.record(v.string(), STAT_VALUE), data);
  if (parsed.success) return parsed.output;
  issues.add({
    line,
    column,
    message: {
      en: 'must be a JSON object of stats, {"name": a number, text, true/false or a list of texts}',
      ja: '能力値の JSON オブジェクト {"名前": 数・テキスト・true/false・テキストのリスト} ではありません',
    },
  });
  return {};
}

/** A CSV field, quoted when it holds a delimiter, a quote or a line break (RFC 4180). */
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * Cards as the card template CSV that readGenericCsv reads back to the same records: one row per printing (a card
 * without one is one row), each repeating the card, the game's stat columns where a stat reads back as it is, and
 * every other stat in the `stats` column.
 */
export function writeTemplateCsv(game: GameId, cards: readonly CardRecord[]): string {
  const statColumns = gameDefinition(game).cardData.importColumns;
  const headers = [
    'key', 'name', 'name_en', 'reading', 'kind', 'subtypes', 'keywords', 'cost', 'power',
    ...statColumns.map((column) => column.names[0]!),
    'stats', 'text', 'text_en', 'zone', 'copy_limit', 'alias_of', 'flags', 'set', 'set_name', 'number', 'rarity', 'image',
  ];
  const lines = [headers.join(',')];
  const joined = (list: readonly string[]) => list.join('|');
  for (const card of cards) {
    const columns: string[] = [];
    const rest: CardRecord['stats'] = {};
    const byColumn = new Map(statColumns.map((column) => [column.stat, column]));
    for (const [stat, value] of Object.entries(card.stats)) {
      const column = byColumn.get(stat);
      // A stat goes in its column only when that column reads it back unchanged.
      const fits =
        column !== undefined &&
        (column.number ? typeof value === 'number' : column.list ? Array.isArray(value) && value.length > 0 && value.every((item) => !/[|｜]/.test(item) && item.trim() === item && item !== '') : typeof value === 'string' && value.trim() === value && value !== '');
      if (!fits) rest[stat] = value;
    }
    for (const column of statColumns) {
      const value = card.stats[column.stat];
      columns.push(value === undefined || column.stat in rest ? '' : Array.isArray(value) ? joined(value as string[]) : String(value));
    }
    const row = (printing: PrintingRecord | null) =>
      [
        card.key, card.name, card.nameEn ?? '', card.reading ?? '', joined(card.kinds), joined(card.subtypes), joined(card.keywords),
        card.cost !== null ? String(card.cost) : (card.costText ?? ''), card.power !== null ? String(card.power) : (card.powerText ?? ''),
        ...columns, Object.keys(rest).length > 0 ? JSON.stringify(rest) : '', card.text ?? '', card.textEn ?? '', card.zone ?? '',
        card.copyLimit === null ? '' : String(card.copyLimit), card.aliasOf ?? '', joined(card.flags),
        printing?.set ?? '', printing?.setName ?? '', printing?.number ?? '', printing?.rarity ?? '', card.image ?? '',
      ]
        .map(csvField)
        .join(',');
    for (const printing of card.printings.length > 0 ? card.printings : [null]) lines.push(row(printing));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** valibot's type names in Japanese. */
const TYPE_WORDS: Partial<Record<string, string>> = { string: 'テキスト', number: '数', boolean: 'true・false', Array: 'リスト', Object: 'オブジェクト', undefined: '値なし' };

/**
 * A schema problem of a card pack in both languages: the record's own reasons (RECORD_REASONS), or valibot's English
 * beside a Japanese made of what it expected and received.
 */
function schemaReason(issue: v.BaseIssue<unknown>): Localized {
  const own = RECORD_REASONS.find((reason) => reason.en === issue.message);
  if (own) return own;
  const { expected, received } = issue;
  if (issue.type === 'strict_object' && expected === 'never') return { en: issue.message, ja: `この形式にないキーです（${received}）` };
  if (issue.type === 'strict_object' && received === 'undefined') return { en: issue.message, ja: `キー ${expected} がありません` };
  // valibot names types as JavaScript does; a choice of values ("ja" | "en") and a value received are the file's own.
  const said = (text: string | null) => (text ?? '').replace(/[^\s|()]+/g, (token) => TYPE_WORDS[token] ?? token);
  return { en: issue.message, ja: `${said(expected)}が必要ですが、${said(received)}です` };
}

/** A Deck Dojo card pack, or a bare array of card records. */
export function readCardJson(data: unknown, issues: IssueList): { cards: CardRecord[]; regulations: RegulationRecord[]; source: { name: string; version: string; description: string | null } | null; game: string | null } {
  const isPack = typeof data === 'object' && data !== null && !Array.isArray(data);
  const result = isPack ? v.safeParse(CardPackSchema, data) : v.safeParse(v.array(CardRecordSchema), data);
  if (!result.success) {
    for (const issue of result.issues) {
      const path = issue.path?.map((item) => item.key) ?? [];
      const cardsIndex = isPack ? path.indexOf('cards') : -1;
      const index = isPack ? path[cardsIndex + 1] : path[0];
      const rest = path.slice(isPack ? cardsIndex + 2 : 1).join('.');
      const message = schemaReason(issue);
      if (typeof index === 'number' && (!isPack || cardsIndex >= 0)) issues.add({ line: index + 1, column: rest || undefined, message });
      else issues.add({ column: path.join('.') || undefined, message });
    }
    return { cards: [], regulations: [], source: null, game: null };
  }
  if (isPack) {
    const pack = result.output as v.InferOutput<typeof CardPackSchema>;
    return { cards: pack.cards, regulations: pack.regulations, source: { ...pack.source, description: pack.source.description ?? null }, game: pack.game };
  }
  return { cards: result.output as CardRecord[], regulations: [], source: null, game: null };
}

const REGULATION_COLUMNS = {
  name: ['name', '名前', 'カード名'],
  key: ['key', 'カードid'],
  status: ['status', '状態', '規制', 'ステータス'],
  since: ['since', '施行日', '日付', 'date'],
  until: ['until', '解除日'],
  format: ['format', 'フォーマット'],
  limit: ['limit', '枚数', '上限'],
  pair: ['pair', 'ペア', 'コンビ'],
};

const STATUS_WORDS: Record<string, RegulationRecord['status']> = {
  banned: 'banned', 禁止: 'banned', プレミアム殿堂: 'banned', プレ殿: 'banned',
  restricted: 'restricted', 制限: 'restricted', 殿堂入り: 'restricted', 殿堂: 'restricted',
  limited: 'limited', 枚数制限: 'limited',
  suspended: 'suspended', 停止: 'suspended',
  livinglegend: 'living_legend', living_legend: 'living_legend', リビングレジェンド: 'living_legend',
  bannedpair: 'banned_pair', banned_pair: 'banned_pair', コンビ: 'banned_pair', プレミアム殿堂コンビ: 'banned_pair',
};

export function readRegulationCsv(table: CsvTable, game: GameId, issues: IssueList): RegulationRecord[] {
  const headerOf = (names: string[]) => table.headers.find((header) => names.some((name) => fold(name) === fold(header)));
  const columns = Object.fromEntries(Object.entries(REGULATION_COLUMNS).map(([key, names]) => [key, headerOf(names)])) as Record<keyof typeof REGULATION_COLUMNS, string | undefined>;
  for (const needed of ['name', 'status'] as const) {
    if (!columns[needed]) issues.add({ line: 1, message: { en: `the header needs a "${needed}" column`, ja: `見出し行に「${needed}」の列が必要です` } });
  }
  if (!columns.name || !columns.status) return [];
  return table.rows.flatMap(({ line, values }) => {
    const value = (column: string | undefined) => (column ? (values[column] ?? '').trim() : '');
    const name = value(columns.name);
    const statusWord = value(columns.status);
    // Status words compare folded: プレミアム 殿堂, ﾌﾟﾚﾐｱﾑ殿堂 and Banned all read.
    const status = Object.entries(STATUS_WORDS).find(([word]) => fold(word) === fold(statusWord))?.[1];
    const since = value(columns.since).replace(/\//g, '-') || null;
    const until = value(columns.until).replace(/\//g, '-') || null;
    const limitText = value(columns.limit);
    const limit = limitText === '' ? null : wholeNumber(limitText);
    if (!name) issues.add({ line, column: columns.name, message: IS_EMPTY });
    if (!status) issues.add({ line, column: columns.status, message: {
          en: `"${statusWord}" is not a status; use banned, restricted, limited, suspended, living_legend or banned_pair (or 禁止, 制限, プレミアム殿堂, 殿堂入り…)`,
          ja: `「${statusWord}」は規制の区分ではありません。禁止・制限・プレミアム殿堂・殿堂入り…（または banned, restricted, limited, suspended, living_legend, banned_pair）を使ってください`,
        },
      });
    if (since && !isCalendarDate(since)) issues.add({ line, column: columns.since, message: { en: `"${since}" is not a date YYYY-MM-DD`, ja: `「${since}」は YYYY-MM-DD の日付ではありません` } });
    if (until && !isCalendarDate(until)) issues.add({ line, column: columns.until, message: { en: `"${until}" is not a date YYYY-MM-DD`, ja: `「${until}」は YYYY-MM-DD の日付ではありません` } });
    if (limit === undefined) issues.add({ line, column: columns.limit, message: notWholeNumber(`"${limitText}"`) });
    if (status === 'limited' && (limit === null || limit === undefined)) issues.add({ line, column: columns.limit ?? 'limit', message: { en: 'a limited card needs its number of copies', ja: '枚数制限のカードには枚数が必要です' } });
    if (!name || !status) return [];
    return [{ format: value(columns.format) || gameDefinition(game).cardData.regulationFormat, name, key: value(columns.key) || null, status, limit: limit ?? null, pair: value(columns.pair) || null, since, until }];
  });
}
