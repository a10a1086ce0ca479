/**
 * Compiles a parsed query to SQL over `cards c`, with its parameters, and — when every part of it is an exact
 * term (kind, civilization, cost=3, set…) — to one boolean expression over the card_terms index as well.
 *
 * Free words and text fields go through the trigram FTS index (a LIKE scan below three characters, where
 * trigrams cannot help); exact fields are EXISTS probes of card_tags in SQL and tokens in the term expression;
 * numbers compare indexed columns in SQL and become the OR of the values present in the term expression;
 * legality reads the regulations (SQL only: lists change without the cards changing), the entries not lifted.
 */
import type { GameDefinition } from '../../engine/games/types';
import { fold, foldedLength } from '../cards/fold';
import { fieldTable, IS_STATUSES } from './fields';
import { QueryError, type Comparison, type QueryNode } from './query';
import { termToken } from './terms';

export type SearchVocabulary = Pick<GameDefinition, 'id' | 'cardKinds' | 'sections' | 'cardData'>;

export interface CompiledQuery {
  sql: string;
  params: (string | number)[];
  /** The same question as a card_terms MATCH expression, or null when some part needs SQL. */
  terms: string | null;
  /**
   * The SQL narrows the cards to a short list of ids of its own (FTS matches, a regulation list), so reading
   * those ids beats walking the game's cards.
   */
  narrow: boolean;
}

/** What the compiler asks the database about the game's data (injected, so compiling stays pure). */
export interface SearchLookups {
  /** Distinct values a numeric column holds, so a range can become the values in it. */
  numericValues(column: string): readonly number[];
  /** The game's terms with `prefix:` whose value contains `folded` (sub:, kw:). */
  termsContaining(prefix: string, folded: string): readonly string[];
  /**
   * The ids `scanSql(columns)` finds with `pattern` bound once per column, or null to leave that scan inside the
   * query. Scanned once here, the ids serve both the count and the page, where the query would scan twice.
   */
  scannedIds(columns: readonly SearchColumn[], pattern: string): readonly number[] | null;
}

const NO_LOOKUPS: SearchLookups = { numericValues: () => [], termsContaining: () => [], scannedIds: () => null };

/** The columns of card_search. */
export type SearchColumn = 'names' | 'body' | 'subtypes' | 'keywords';

/**
 * One or two characters: trigrams cannot help, so the search text is scanned for the LIKE `pattern` (bound per
 * column), for the rowids, or `select` (the folded names beside them, for the relevance order).
 */
export function scanSql(columns: readonly SearchColumn[], select = 'rowid'): string {
  return `SELECT ${select} FROM card_search WHERE ${columns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')}`;
}

/**
 * Different words (and text filters) of one or two characters a query may have: each scans the search text of
 * every card, where longer words use the index. Counted before any is scanned.
 */
export const MAX_SCANS = 4;

/** Past this many expanded terms a substring filter stays a substring search. */
const MAX_EXPANSION = 400;

const SQL_OPS: Record<Exclude<Comparison, ':'>, string> = { '=': '=', '!=': '!=', '<': '<', '<=': '<=', '>': '>', '>=': '>=' };
const COMPARE: Record<Exclude<Comparison, ':'>, (a: number, b: number) => boolean> = {
  '=': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
};
const TRUE: CompiledQuery = { sql: '1', params: [], terms: null, narrow: false };

function likePattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `{column} : "text"` for FTS5, with quotes doubled. */
function ftsMatch(columns: string, folded: string): string {
  return `{${columns}} : "${folded.replace(/"/g, '""')}"`;
}

function textMatch(columns: SearchColumn[], foldedText: string, lookups: SearchLookups): CompiledQuery {
  // NUL ends the text for SQLite's FTS5 query parser and for LIKE patterns (a lone one would match everything);
  // no card text holds one, so it is dropped.
  const folded = foldedText.replaceAll('\u0000', '');
  if (folded === '') return TRUE;
  if (foldedLength(folded) >= 3) {
    return { sql: 'c.id IN (SELECT rowid FROM card_search WHERE card_search MATCH ?)', params: [ftsMatch(columns.join(' '), folded)], terms: null, narrow: true };
  }
  // One or two characters: scanned, by the lookup when it takes the scan.
  const pattern = likePattern(folded);
  const ids = lookups.scannedIds(columns, pattern);
  if (ids) return { sql: 'c.id IN (SELECT value FROM json_each(?))', params: [JSON.stringify(ids)], terms: null, narrow: true };
  return { sql: `c.id IN (${scanSql(columns)})`, params: columns.map(() => pattern), terms: null, narrow: true };
}

/** The entry a typed value names in an alias table, keys folded like the value: ゼロ, ぜろ and ｾﾞﾛ find the same one. */
function aliasOf<T>(table: Readonly<Record<string, T>> | undefined, typed: string): T | undefined {
  const folded = fold(typed);
  return Object.entries(table ?? {}).find(([key]) => fold(key) === folded)?.[1];
}

/** Exact terms, any of them: probed per card in SQL, tokens in the term expression. */
function tagsMatch(tags: readonly string[]): CompiledQuery {
  return {
    sql: `EXISTS (SELECT 1 FROM card_tags t WHERE t.card_id = c.id AND t.tag IN (${tags.map(() => '?').join(', ')}))`,
    params: [...tags],
    terms: tags.length === 1 ? termToken(tags[0]!) : `(${tags.map(termToken).join(' OR ')})`,
    narrow: false,
  };
}
const tagMatch = (tag: string): CompiledQuery => tagsMatch([tag]);

/** A node as the question it asks, wherever it stands in the query. */
const sameQuestion = (node: QueryNode) => JSON.stringify(node, (key, value: unknown) => (key === 'position' || key === 'valuePosition' ? undefined : value));

export function compileQuery(tree: QueryNode, vocabulary: SearchVocabulary, given: SearchLookups = NO_LOOKUPS): CompiledQuery {
  // One scan per text wherever the query repeats it.
  const scans = new Map<string, readonly number[] | null>();
  const lookups: SearchLookups = {
    ...given,
    scannedIds: (columns, pattern) => {
      const key = `${columns.join(' ')}:${pattern}`;
      if (!scans.has(key)) scans.set(key, given.scannedIds(columns, pattern));
      return scans.get(key)!;
    },
  };
  const fields = fieldTable(vocabulary);
  const kindIds = new Map<string, string>();
  for (const kind of vocabulary.cardKinds) {
    for (const name of [kind.id, kind.label.ja, kind.label.en]) kindIds.set(fold(name), kind.id);
  }
  const sectionIds = new Map<string, string>();
  for (const section of vocabulary.sections) {
    for (const name of [section.id, section.label.ja, section.label.en]) sectionIds.set(fold(name), section.id);
  }
  const formats = vocabulary.cardData.formatAliases;
  const formatOf = (value: string) => aliasOf(formats, value) ?? fold(value);
  const gameTerm = termToken(`game:${vocabulary.id}`);
  const nothing: CompiledQuery = { sql: '0', params: [], terms: `(${gameTerm} NOT ${gameTerm})`, narrow: false };
  const negate = (query: CompiledQuery): CompiledQuery => ({
    sql: `NOT (${query.sql})`,
    params: query.params,
    // FTS5 has only binary NOT: "every card of the game" NOT the rest.
    terms: query.terms === null ? null : `(${gameTerm} NOT ${query.terms})`,
    narrow: false,
  });

  function field(node: Extract<QueryNode, { type: 'field' }>): CompiledQuery {
    const definition = fields.byName.get(fold(node.field));
    if (!definition) {
      const known = fields.fields.map((d) => d.names[0]).join(', ');
      throw new QueryError(node.position, { en: `unknown field "${node.field}"; the fields are ${known}`, ja: `「${node.field}」という項目はありません。項目は ${known} です` });
    }
    const value = fold(node.value);
    const { target } = definition;
    const equalityOnly = () => {
      if (node.op !== ':' && node.op !== '=' && node.op !== '!=') {
        throw new QueryError(node.valuePosition - node.op.length, { en: `"${node.field}" takes : or = or !=, not ${node.op}`, ja: `「${node.field}」に使えるのは : = != で、${node.op} は使えません` });
      }
    };
    const negateIfNeeded = (query: CompiledQuery): CompiledQuery => (node.op === '!=' ? negate(query) : query);
    const sqlOnly = (sql: string, params: (string | number)[], narrow = false): CompiledQuery => ({ sql, params, terms: null, narrow });

    switch (target.kind) {
      case 'numeric': {
        if (!/^-?\d+$/.test(node.value.normalize('NFKC'))) {
          if (target.textTag && (node.op === ':' || node.op === '=')) return tagMatch(`${target.textTag}:${value}`);
          throw new QueryError(node.valuePosition, { en: `"${node.field}" compares whole numbers; "${node.value}" is not one`, ja: `「${node.field}」は整数で比べます。「${node.value}」は整数ではありません` });
        }
        const op = node.op === ':' ? '=' : node.op;
        const number = Number(node.value.normalize('NFKC'));
        const matching = lookups.numericValues(target.column).filter((each) => COMPARE[op](each, number));
        return {
          sql: `IFNULL(c.${target.column} ${SQL_OPS[op]} ?, 0)`,
          params: [number],
          terms: matching.length === 0 ? nothing.terms : `(${matching.map((each) => termToken(`${target.column}=${each}`)).join(' OR ')})`,
          narrow: false,
        };
      }
      case 'text': {
        equalityOnly();
        // A race or keyword filter matches any value containing what was typed (DM 203.2: ドラゴン finds
        // アーマード・ドラゴン): the values that do are few, and each is an exact term.
        const prefix = target.column === 'subtypes' ? 'sub' : target.column === 'keywords' ? 'kw' : null;
        if (prefix && value !== '') {
          const terms = lookups.termsContaining(prefix, value);
          if (terms.length === 0) return negateIfNeeded(nothing);
          if (terms.length <= MAX_EXPANSION) return negateIfNeeded(tagsMatch(terms));
        }
        return negateIfNeeded(textMatch([target.column], value, lookups));
      }
      case 'tag': {
        equalityOnly();
        const wanted = aliasOf(target.values, node.value) ?? value;
        return negateIfNeeded(tagsMatch([target.prefix, ...(target.alsoPrefixes ?? [])].map((prefix) => `${prefix}:${wanted}`)));
      }
      case 'kind': {
        equalityOnly();
        const id = kindIds.get(value);
        const kindList = vocabulary.cardKinds.map((k) => k.id).join(', ');
        if (!id) {
          throw new QueryError(node.valuePosition, { en: `unknown card kind "${node.value}"; the kinds are ${kindList}`, ja: `「${node.value}」というカードの種類はありません。種類は ${kindList} です` });
        }
        return negateIfNeeded(tagMatch(`kind:${id}`));
      }
      case 'zone': {
        equalityOnly();
        const id = sectionIds.get(value);
        const sectionList = vocabulary.sections.map((s) => s.id).join(', ');
        if (!id) throw new QueryError(node.valuePosition, { en: `unknown deck section "${node.value}"; the sections are ${sectionList}`, ja: `「${node.value}」というデッキの区分はありません。区分は ${sectionList} です` });
        return negateIfNeeded(tagMatch(`zone:${id}`));
      }
      case 'is': {
        equalityOnly();
        const status = aliasOf(IS_STATUSES, node.value);
        if (status) return negateIfNeeded(sqlOnly('c.id IN (SELECT card_id FROM regulations WHERE game = ? AND status = ? AND card_id IS NOT NULL AND until IS NULL)', [vocabulary.id, status], true));
        return negateIfNeeded(tagMatch(`is:${value}`));
      }
      case 'legal': {
        equalityOnly();
        const format = formatOf(node.value);
        return negateIfNeeded(
          sqlOnly(
            `(EXISTS (SELECT 1 FROM card_tags t WHERE t.tag = ? AND t.card_id = c.id) AND c.id NOT IN (SELECT card_id FROM regulations
               WHERE game = ? AND format = ? AND status IN ('banned', 'suspended', 'living_legend') AND card_id IS NOT NULL AND until IS NULL))`,
            [`format:${format}`, vocabulary.id, format],
          ),
        );
      }
      case 'regulation':
        equalityOnly();
        return negateIfNeeded(
          sqlOnly(
            'c.id IN (SELECT card_id FROM regulations WHERE game = ? AND format = ? AND status = ? AND card_id IS NOT NULL AND until IS NULL)',
            [vocabulary.id, formatOf(node.value), target.status],
            true,
          ),
        );
      case 'condition': {
        equalityOnly();
        const letter = aliasOf(target.icons, node.value);
        if (!letter) throw new QueryError(node.valuePosition, { en: `unknown condition "${node.value}"; use plains, mountain, aquatic, forest, night or generic`, ja: `「${node.value}」という条件アイコンはありません。plains mountain aquatic forest night generic のどれかを使います` });
        return negateIfNeeded(sqlOnly(`IFNULL(instr(json_extract(c.stats, '$.condition'), ?) > 0, 0)`, [letter]));
      }
    }
  }

  function compile(node: QueryNode): CompiledQuery {
    switch (node.type) {
      case 'and':
      case 'or': {
        if (node.items.length === 0) return { sql: '1', params: [], terms: gameTerm, narrow: false };
        // A term said twice asks nothing new (x AND x is x, x OR x is x): it is probed once.
        const said = new Set<string>();
        const parts = node.items.filter((item) => !said.has(sameQuestion(item)) && said.add(sameQuestion(item))).map(compile);
        const joiner = node.type === 'and' ? ' AND ' : ' OR ';
        return {
          sql: parts.map((p) => `(${p.sql})`).join(joiner),
          params: parts.flatMap((p) => p.params),
          terms: parts.every((p) => p.terms !== null) ? `(${parts.map((p) => p.terms).join(joiner)})` : null,
          // One narrow part narrows an AND; an OR is only as narrow as all its parts.
          narrow: node.type === 'and' ? parts.some((p) => p.narrow) : parts.every((p) => p.narrow),
        };
      }
      case 'not':
        return negate(compile(node.item));
      case 'word':
        return textMatch(['names', 'body'], fold(node.text), lookups);
      case 'field':
        return field(node);
    }
  }

  // The scans are counted before compiling, which runs them (SearchLookups.scannedIds); a text said again is not
  // scanned again.
  const scanned = new Set<string>();
  const countScans = (node: QueryNode): void => {
    if (node.type === 'and' || node.type === 'or') node.items.forEach(countScans);
    else if (node.type === 'not') countScans(node.item);
    else {
      const target = node.type === 'word' ? 'names body' : fields.byName.get(fold(node.field))?.target;
      const column = typeof target === 'string' ? target : target?.kind === 'text' ? target.column : null;
      const text = fold(node.type === 'word' ? node.text : node.value).replaceAll('\u0000', '');
      if (column === null || foldedLength(text) === 0 || foldedLength(text) >= 3) return;
      scanned.add(`${column}:${text}`);
      if (scanned.size > MAX_SCANS) {
        throw new QueryError(node.position, { en: `a query has at most ${MAX_SCANS} different words of one or two characters (they are scanned, not looked up); this is one more`, ja: `1〜2文字の語は（索引を使わず全件を調べるため）${MAX_SCANS}種類までです。ここで1つ多くなります` });
      }
    }
  };
  countScans(tree);
  return compile(tree);
}
