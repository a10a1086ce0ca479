import type { Database } from 'better-sqlite3';
import type { CardSort } from '../../engine/games/presentation';
import type { GameId } from '../../engine/games/id';
import { compileQuery, scanSql, type CompiledQuery, type SearchVocabulary } from './compile';
import { fold, foldedLength } from '../cards/fold';
import { parseQuery, type QueryNode } from './query';
import { rankNameHits, relevanceText, suggestNames, SUGGEST_AT_MOST, type NameHit, type Suggestion } from './relevance';
import { NUMERIC_TERM_COLUMNS, termToken } from './terms';

export const SORT_COLUMNS = {
  name: 'c.name',
  englishName: 'COALESCE(c.name_en, c.name)',
  cost: 'c.cost',
  power: 'c.power',
  pitch: 'c.pitch',
  defense: 'c.defense',
  level: 'c.level',
  mana: 'c.mana',
  updated: 'c.updated_at',
} as const satisfies Record<Exclude<CardSort, 'relevance'>, string>;
export type SortKey = keyof typeof SORT_COLUMNS;

export interface SearchOptions {
  game: GameId;
  query: string;
  vocabulary: SearchVocabulary;
  /**
   * `relevance` (the default): how well the names answer the query's words (relevance.ts), then by name; a query
   * without words lists by name. Any other key is that order alone.
   */
  sort?: SortKey | 'relevance';
  /** The name order `relevance` ties by and lists a query without words in (default `name`). */
  nameOrder?: 'name' | 'englishName';
  order?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
}

export interface CardRow {
  id: number;
  card_key: string;
  is_custom: number;
  name: string;
  name_ja: string | null;
  name_en: string | null;
  reading: string | null;
  kinds: string;
  subtypes: string;
  keywords: string;
  flags: string;
  formats: string;
  cost: number | null;
  cost_text: string | null;
  power: number | null;
  power_text: string | null;
  stats: string;
  text_ja: string | null;
  text_en: string | null;
  zone: string | null;
  copy_limit: number | null;
  alias_of: string | null;
}

export const CARD_COLUMNS = `c.id, c.card_key, c.is_custom, c.name, c.name_ja, c.name_en, c.reading, c.kinds, c.subtypes, c.keywords,
  c.flags, c.formats, c.cost, c.cost_text, c.power, c.power_text, c.stats, c.text_ja, c.text_en, c.zone, c.copy_limit, c.alias_of`;

/**
 * Results at most this many are fetched by their ids and sorted; more are read in order from the sort's index,
 * stopping at the page's end. Either way costs about the same at this size.
 */
const SMALL_RESULT = 3000;

/**
 * A query compiled for one game with the lookups its data answers. Throws QueryError for a bad query. `scannedNames`
 * receives the folded names of the cards a scan of names found (the relevance order reads them from there).
 */
function compileFor(sql: Database, game: GameId, tree: QueryNode, vocabulary: SearchVocabulary, scannedNames?: Map<number, string>): CompiledQuery {
  return compileQuery(tree, vocabulary, {
    numericValues: (column) => {
      if (!(NUMERIC_TERM_COLUMNS as readonly string[]).includes(column)) return [];
      // Distinct values by hopping along the (game, column) index from one value to the next: a few seeks
      // where SELECT DISTINCT would read every entry.
      const next = sql.prepare(`SELECT MIN(${column}) FROM cards WHERE game = ? AND ${column} IS NOT NULL AND ${column} > ?`).pluck();
      const values: number[] = [];
      for (let value = next.get(game, -Infinity) as number | null; value !== null; value = next.get(game, value) as number | null) values.push(value);
      return values;
    },
    termsContaining: (prefix, folded) =>
      sql
        .prepare(`SELECT tag FROM card_vocabulary WHERE game = ? AND tag > ? AND tag < ? AND instr(substr(tag, ?), ?) > 0`)
        .pluck()
        .all(game, `${prefix}:`, `${prefix};`, prefix.length + 2, folded) as string[],
    scannedIds: (columns, pattern) => {
      if (!scannedNames || !columns.includes('names')) return sql.prepare(scanSql(columns)).pluck().all(...columns.map(() => pattern)) as number[];
      const rows = sql.prepare(scanSql(columns, 'rowid AS id, names')).all(...columns.map(() => pattern)) as { id: number; names: string }[];
      for (const row of rows) scannedNames.set(row.id, row.names);
      return rows.map((row) => row.id);
    },
  });
}

/** Of `keys`, those of the game's cards the query matches (a play table's search of a zone). Throws QueryError. */
export function keysMatching(sql: Database, options: { game: GameId; query: string; vocabulary: SearchVocabulary; keys: readonly string[] }): string[] {
  const where = compileFor(sql, options.game, parseQuery(options.query), options.vocabulary);
  return sql
    .prepare(`SELECT c.card_key FROM cards c WHERE c.game = ? AND c.card_key IN (SELECT value FROM json_each(?)) AND (${where.sql})`)
    .pluck()
    .all(options.game, JSON.stringify(options.keys), ...where.params) as string[];
}

export interface SearchResult {
  total: number;
  rows: CardRow[];
  /** "Did you mean" names, offered on the first page of a query whose words found SUGGEST_AT_MOST cards or fewer. */
  suggestions: Suggestion[];
}

/**
 * Runs a query for one game: the total count, one page of cards and, when its words found few cards, names it may
 * have meant. Throws QueryError for a bad query.
 */
export function searchCards(sql: Database, options: SearchOptions): SearchResult {
  const { game } = options;
  const tree = parseQuery(options.query);
  const scannedNames = new Map<number, string>();
  const where = compileFor(sql, game, tree, options.vocabulary, scannedNames);
  const words = relevanceText(tree);
  const relevance = (options.sort ?? 'relevance') === 'relevance' && words !== '';
  const sort = SORT_COLUMNS[options.sort === undefined || options.sort === 'relevance' ? (options.nameOrder ?? 'name') : options.sort];
  const direction = options.order === 'desc' ? 'DESC' : 'ASC';
  // Cards without the sorted value come last whichever the direction.
  const orderBy = sort === 'c.name' ? `c.name ${direction}, c.id ${direction}` : `${sort} IS NULL, ${sort} ${direction}, c.name, c.id`;
  const limit = options.limit ?? 50;
  const offset = options.offset ?? 0;

  // `+c.game` keeps SQLite from walking the game's index when the query has a short id list of its own
  // (FTS matches, a regulation list): it reads those ids instead. `+` on the sort key does the same for the order.
  const gameFilter = where.narrow ? '+c.game = ?' : 'c.game = ?';
  const terms = where.terms === null ? null : `${termToken(`game:${game}`)} AND ${where.terms}`;
  // An exact-terms query is counted on the term index alone, without reading a card.
  const total = terms
    ? (sql.prepare('SELECT COUNT(*) FROM card_terms WHERE card_terms MATCH ?').pluck().get(terms) as number)
    : (sql.prepare(`SELECT COUNT(*) FROM cards c WHERE ${gameFilter} AND (${where.sql})`).pluck().get(game, ...where.params) as number);
  const rows = total === 0 || offset >= total ? [] : readPage();
  // A card whose name is the words was meant: nothing else is offered.
  const named = rows.some((row) => [row.name, row.name_ja, row.name_en].some((name) => name !== null && fold(name) === words));
  const suggestions = words !== '' && offset === 0 && total <= SUGGEST_AT_MOST && !named ? suggestNames(sql, game, words, new Set(rows.map((row) => row.id))) : [];
  return { total, rows, suggestions };

  function readPage(): CardRow[] {
    if (!relevance) return readInOrder(offset, limit, null);
    // The cards whose names hold the words are ranked here (few beside the matches of rules text); the rest follow
    // in the chosen order, read as without relevance.
    const hits = nameHits();
    const page = rankNameHits(hits, words, direction === 'DESC', offset + limit).slice(offset).map((hit) => hit.id);
    const byId = new Map(
      (sql.prepare(`SELECT ${CARD_COLUMNS} FROM cards c WHERE c.id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(page)) as CardRow[]).map((row) => [row.id, row]),
    );
    const rows = page.map((id) => byId.get(id)!);
    if (rows.length === limit || hits.length >= total) return rows;
    return [...rows, ...readInOrder(Math.max(0, offset - hits.length), limit - rows.length, hits.map((hit) => hit.id))];
  }

  /**
   * The matches whose folded names hold the words: found by the name index for three characters or more; shorter
   * words were scanned, and the scan kept the names it read.
   */
  function nameHits(): NameHit[] {
    // The printed names (for word starts) and, as `name`, the value the ranked cards tie by: the chosen name order's.
    const hitColumns = `c.name || '|' || IFNULL(c.name_ja, '') || '|' || IFNULL(c.name_en, '') AS printed, ${sort} AS name`;
    if (foldedLength(words) >= 3) {
      return sql
        .prepare(
          `SELECT c.id, s.names, ${hitColumns} FROM cards c JOIN card_search s ON s.rowid = c.id
           WHERE c.id IN (SELECT rowid FROM card_search WHERE card_search MATCH ?) AND +c.game = ? AND (${where.sql})`,
        )
        .all(`{names} : "${words.replaceAll('"', '""')}"`, game, ...where.params) as NameHit[];
    }
    const namedIds = [...scannedNames].filter(([, names]) => names.includes(words)).map(([id]) => id);
    const rows = sql
      .prepare(`SELECT c.id, ${hitColumns} FROM cards c WHERE c.id IN (SELECT value FROM json_each(?)) AND +c.game = ? AND (${where.sql})`)
      .all(JSON.stringify(namedIds), game, ...where.params) as Omit<NameHit, 'names'>[];
    return rows.map((row) => ({ ...row, names: scannedNames.get(row.id)! }));
  }

  /** `count` matches from `from` in the chosen order, leaving out the cards `besides` (ranked already). */
  function readInOrder(from: number, count: number, besides: number[] | null): CardRow[] {
    const small = total <= SMALL_RESULT;
    const sortAfter = orderBy.startsWith('c.') ? `+${orderBy}` : orderBy;
    const others = besides && besides.length > 0 ? ' AND c.id NOT IN (SELECT value FROM json_each(?))' : '';
    const otherParams = others ? [JSON.stringify(besides)] : [];
    if (terms && small) {
      return sql
        .prepare(`SELECT ${CARD_COLUMNS} FROM cards c WHERE c.id IN (SELECT rowid FROM card_terms WHERE card_terms MATCH ?)${others} ORDER BY ${sortAfter} LIMIT ? OFFSET ?`)
        .all(terms, ...otherParams, count, from) as CardRow[];
    }
    // Few matches: read them and sort. Many: read the game's cards in sort order and stop at the page's end, probing
    // the query's own id list (thousands of FTS matches) along the way, which costs far less than sorting them all.
    return sql
      .prepare(`SELECT ${CARD_COLUMNS} FROM cards c WHERE ${small ? gameFilter : 'c.game = ?'} AND (${where.sql})${others} ORDER BY ${small ? sortAfter : orderBy} LIMIT ? OFFSET ?`)
      .all(game, ...where.params, ...otherParams, count, from) as CardRow[];
  }
}
