import type { Database } from 'better-sqlite3';
import type { GameId } from '../../engine/games/types';
import { compileQuery, type SearchVocabulary } from './compile';
import { parseQuery } from './query';

export const SORT_COLUMNS = {
  name: 'c.name',
  cost: 'c.cost',
  power: 'c.power',
  pitch: 'c.pitch',
  defense: 'c.defense',
  level: 'c.level',
  mana: 'c.mana',
  updated: 'c.updated_at',
} as const;
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

/** Runs a query for one game: the total count and one page of cards. Throws QueryError for a bad query. */
export function searchCards(sql: Database, options: SearchOptions): { total: number; rows: CardRow[] } {
  const where = compileQuery(parseQuery(options.query), options.vocabulary);
  const column = SORT_COLUMNS[options.sort ?? 'name'];
  const direction = options.order === 'desc' ? 'DESC' : 'ASC';
  const filter = `FROM cards c WHERE c.game = ? AND (${where.sql})`;
  const params = [options.game, ...where.params];
  const { total } = sql.prepare(`SELECT COUNT(*) AS total ${filter}`).get(...params) as { total: number };
  const rows = sql
    .prepare(`SELECT ${CARD_COLUMNS} ${filter} ORDER BY ${column} IS NULL, ${column} ${direction}, c.name, c.id LIMIT ? OFFSET ?`)
    .all(...params, options.limit ?? 50, options.offset ?? 0) as CardRow[];
  return { total, rows };
}
