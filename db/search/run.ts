import type { Database } from 'better-sqlite3';
import type { CardSort } from '../../engine/games/presentation';
import type { GameId } from '../../engine/games/id';
import { compileQuery, scanSql, type CompiledQuery, type SearchVocabulary } from './compile';
import { parseQuery } from './query';
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
} as const satisfies Record<CardSort, string>;
export type SortKey = keyof typeof SORT_COLUMNS;

export interface SearchOptions {
  game: GameId;
  query: string;
  vocabulary: SearchVocabulary;
  sort?: SortKey;
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

/** A query compiled for one game with the lookups its data answers. Throws QueryError for a bad query. */
function compileFor(sql: Database, game: GameId, query: string, vocabulary: SearchVocabulary): CompiledQuery {
  return compileQuery(parseQuery(query), vocabulary, {
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
    scannedIds: (columns, pattern) => sql.prepare(scanSql(columns)).pluck().all(...columns.map(() => pattern)) as number[],
  });
}

/** Of `keys`, those of the game's cards the query matches (a play table's search of a zone). Throws QueryError. */
export function keysMatching(sql: Database, options: { game: GameId; query: string; vocabulary: SearchVocabulary; keys: readonly string[] }): string[] {
  const where = compileFor(sql, options.game, options.query, options.vocabulary);
  return sql
    .prepare(`SELECT c.card_key FROM cards c WHERE c.game = ? AND c.card_key IN (SELECT value FROM json_each(?)) AND (${where.sql})`)
    .pluck()
    .all(options.game, JSON.stringify(options.keys), ...where.params) as string[];
}

/** Runs a query for one game: the total count and one page of cards. Throws QueryError for a bad query. */
export function searchCards(sql: Database, options: SearchOptions): { total: number; rows: CardRow[] } {
  const { game } = options;
  const where = compileFor(sql, game, options.query, options.vocabulary);
  const sort = SORT_COLUMNS[options.sort ?? 'name'];
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
  if (total === 0 || offset >= total) return { total, rows: [] };

  const small = total <= SMALL_RESULT;
  const sortAfter = orderBy.startsWith('c.') ? `+${orderBy}` : orderBy;
  let rows;
  if (terms && small) {
    rows = sql
      .prepare(`SELECT ${CARD_COLUMNS} FROM cards c WHERE c.id IN (SELECT rowid FROM card_terms WHERE card_terms MATCH ?) ORDER BY ${sortAfter} LIMIT ? OFFSET ?`)
      .all(terms, limit, offset);
  } else {
    // Few matches: read them and sort. Many: read the game's cards in sort order and stop at the page's end, probing
    // the query's own id list (thousands of FTS matches) along the way, which costs far less than sorting them all.
    rows = sql
      .prepare(`SELECT ${CARD_COLUMNS} FROM cards c WHERE ${small ? gameFilter : 'c.game = ?'} AND (${where.sql}) ORDER BY ${small ? sortAfter : orderBy} LIMIT ? OFFSET ?`)
      .all(game, ...where.params, limit, offset);
  }
  return { total, rows: rows as CardRow[] };
}
