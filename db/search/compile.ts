/**
 * Compiles a parsed query to one SQL condition over `cards c`, with its parameters. Free words and text fields
 * go through the trigram FTS index (a LIKE scan below three characters, where trigrams cannot help); exact
 * fields look up card_tags; numbers compare indexed columns; legality reads the regulations.
 */
import type { GameDefinition } from '../../engine/games/types';
import { fold, foldedLength } from '../cards/fold';
import { CONDITION_ICONS, FORMAT_ALIASES, fieldsOf, IS_STATUSES, type FieldDefinition } from './fields';
import { QueryError, type Comparison, type QueryNode } from './query';

export type SearchVocabulary = Pick<GameDefinition, 'id' | 'cardKinds' | 'sections'>;

export interface CompiledQuery {
  sql: string;
  params: (string | number)[];
}

const SQL_OPS: Record<Exclude<Comparison, ':'>, string> = { '=': '=', '!=': '!=', '<': '<', '<=': '<=', '>': '>', '>=': '>=' };
const TRUE: CompiledQuery = { sql: '1', params: [] };

function likePattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `{column} : "text"` for FTS5, with quotes doubled. */
function ftsMatch(columns: string, folded: string): string {
  return `{${columns}} : "${folded.replace(/"/g, '""')}"`;
}

function textMatch(columns: ('names' | 'body' | 'subtypes' | 'keywords')[], folded: string): CompiledQuery {
  if (folded === '') return TRUE;
  if (foldedLength(folded) >= 3) {
    return { sql: 'c.id IN (SELECT rowid FROM card_search WHERE card_search MATCH ?)', params: [ftsMatch(columns.join(' '), folded)] };
  }
  const pattern = likePattern(folded);
  return {
    sql: `c.id IN (SELECT rowid FROM card_search WHERE ${columns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`,
    params: columns.map(() => pattern),
  };
}

const tagMatch = (tag: string): CompiledQuery => ({ sql: 'c.id IN (SELECT card_id FROM card_tags WHERE tag = ?)', params: [tag] });

export function compileQuery(tree: QueryNode, vocabulary: SearchVocabulary): CompiledQuery {
  const fields = new Map<string, FieldDefinition>();
  for (const definition of fieldsOf(vocabulary.id)) {
    for (const name of definition.names) if (!fields.has(fold(name))) fields.set(fold(name), definition);
  }
  const kindIds = new Map<string, string>();
  for (const kind of vocabulary.cardKinds) {
    for (const name of [kind.id, kind.label.ja, kind.label.en]) kindIds.set(fold(name), kind.id);
  }
  const sectionIds = new Map<string, string>();
  for (const section of vocabulary.sections) {
    for (const name of [section.id, section.label.ja, section.label.en]) sectionIds.set(fold(name), section.id);
  }
  const formats = FORMAT_ALIASES[vocabulary.id];
  const formatOf = (value: string) => formats[fold(value)] ?? fold(value);

  function field(node: Extract<QueryNode, { type: 'field' }>): CompiledQuery {
    const definition = fields.get(fold(node.field));
    if (!definition) {
      const known = fieldsOf(vocabulary.id).map((d) => d.names[0]).join(', ');
      throw new QueryError(node.position, `unknown field "${node.field}"; the fields are ${known}`);
    }
    const value = fold(node.value);
    const { target } = definition;
    const equalityOnly = () => {
      if (node.op !== ':' && node.op !== '=' && node.op !== '!=') {
        throw new QueryError(node.valuePosition - node.op.length, `"${node.field}" takes : or = or !=, not ${node.op}`);
      }
    };
    const negateIfNeeded = (query: CompiledQuery): CompiledQuery => (node.op === '!=' ? { sql: `NOT (${query.sql})`, params: query.params } : query);

    switch (target.kind) {
      case 'numeric': {
        if (!/^-?\d+$/.test(node.value.normalize('NFKC'))) {
          if (target.textTag && (node.op === ':' || node.op === '=')) return tagMatch(`${target.textTag}:${value}`);
          throw new QueryError(node.valuePosition, `"${node.field}" compares whole numbers; "${node.value}" is not one`);
        }
        const op = node.op === ':' ? '=' : SQL_OPS[node.op];
        return { sql: `IFNULL(c.${target.column} ${op} ?, 0)`, params: [Number(node.value.normalize('NFKC'))] };
      }
      case 'text':
        equalityOnly();
        return negateIfNeeded(textMatch([target.column], value));
      case 'tag':
        equalityOnly();
        return negateIfNeeded(tagMatch(`${target.prefix}:${target.values?.[value] ?? target.values?.[node.value] ?? value}`));
      case 'kind': {
        equalityOnly();
        const id = kindIds.get(value);
        if (!id) {
          throw new QueryError(node.valuePosition, `unknown card kind "${node.value}"; the kinds are ${vocabulary.cardKinds.map((k) => k.id).join(', ')}`);
        }
        return negateIfNeeded(tagMatch(`kind:${id}`));
      }
      case 'zone': {
        equalityOnly();
        const id = sectionIds.get(value);
        if (!id) throw new QueryError(node.valuePosition, `unknown deck section "${node.value}"; the sections are ${vocabulary.sections.map((s) => s.id).join(', ')}`);
        return negateIfNeeded(tagMatch(`zone:${id}`));
      }
      case 'is': {
        equalityOnly();
        const status = IS_STATUSES[value] ?? IS_STATUSES[node.value];
        if (status) return negateIfNeeded({ sql: 'c.id IN (SELECT card_id FROM regulations WHERE game = ? AND status = ? AND card_id IS NOT NULL)', params: [vocabulary.id, status] });
        return negateIfNeeded(tagMatch(`is:${value}`));
      }
      case 'legal': {
        equalityOnly();
        const format = formatOf(node.value);
        return negateIfNeeded({
          sql: `(c.id IN (SELECT card_id FROM card_tags WHERE tag = ?) AND c.id NOT IN (SELECT card_id FROM regulations
                 WHERE game = ? AND format = ? AND status IN ('banned', 'suspended', 'living_legend') AND card_id IS NOT NULL))`,
          params: [`format:${format}`, vocabulary.id, format],
        });
      }
      case 'regulation':
        equalityOnly();
        return negateIfNeeded({
          sql: 'c.id IN (SELECT card_id FROM regulations WHERE game = ? AND format = ? AND status = ? AND card_id IS NOT NULL)',
          params: [vocabulary.id, formatOf(node.value), target.status],
        });
      case 'condition': {
        equalityOnly();
        const letter = CONDITION_ICONS[value] ?? CONDITION_ICONS[node.value];
        if (!letter) throw new QueryError(node.valuePosition, `unknown condition "${node.value}"; use plains, mountain, aquatic, forest, night or generic`);
        return negateIfNeeded({ sql: `IFNULL(instr(json_extract(c.stats, '$.condition'), ?) > 0, 0)`, params: [letter] });
      }
    }
  }

  function compile(node: QueryNode): CompiledQuery {
    switch (node.type) {
      case 'and':
      case 'or': {
        if (node.items.length === 0) return TRUE;
        const parts = node.items.map(compile);
        return { sql: parts.map((p) => `(${p.sql})`).join(node.type === 'and' ? ' AND ' : ' OR '), params: parts.flatMap((p) => p.params) };
      }
      case 'not': {
        const inner = compile(node.item);
        return { sql: `NOT (${inner.sql})`, params: inner.params };
      }
      case 'word':
        return textMatch(['names', 'body'], fold(node.text));
      case 'field':
        return field(node);
    }
  }

  return compile(tree);
}
