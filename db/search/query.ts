/**
 * The card search language: free words, "quoted phrases", field filters with comparisons (cost<=3, civ:火),
 * implicit AND, OR, NOT or a leading minus, and parentheses. Full-width forms of every symbol are read too
 * (：＜＞＝（）－「」), as Japanese keyboards type them. Positions are 1-based character offsets in the query.
 */

import type { Localized } from '../../engine/localized';

export type Comparison = ':' | '=' | '!=' | '<' | '<=' | '>' | '>=';

export type QueryNode =
  | { type: 'and'; items: QueryNode[] }
  | { type: 'or'; items: QueryNode[] }
  | { type: 'not'; item: QueryNode; position: number }
  | { type: 'word'; text: string; quoted: boolean; position: number }
  | { type: 'field'; field: string; op: Comparison; value: string; quoted: boolean; position: number; valuePosition: number };

/**
 * A query that cannot be read, with the position (1-based) where reading failed and why, in both languages the app
 * ships in (`reason` is the English, as the command line and the logs say it).
 */
export class QueryError extends Error {
  readonly reason: string;
  constructor(
    readonly position: number,
    readonly why: Localized,
  ) {
    super(`position ${position}: ${why.en}`);
    this.reason = why.en;
    this.name = 'QueryError';
  }
}

// Full-width symbols read as their ASCII forms; the original string keeps its positions.
const SYMBOLS: Record<string, string> = {
  '：': ':', '＜': '<', '＞': '>', '＝': '=', '！': '!', '（': '(', '）': ')', '－': '-', '＂': '"', '“': '"', '”': '"', '　': ' ',
};
const BOTH_SIDES_OR: Localized = { en: 'OR needs something on both sides', ja: 'OR の両側に条件が必要です' };
const OPEN_QUOTES: Record<string, string> = { '"': '"', '「': '」', '『': '』' };

interface Token {
  kind: 'lparen' | 'rparen' | 'or' | 'and' | 'not' | 'minus' | 'term';
  position: number;
  node?: QueryNode;
}

function symbol(char: string | undefined): string | undefined {
  return char === undefined ? undefined : (SYMBOLS[char] ?? char);
}

function tokenize(query: string): Token[] {
  const chars = [...query];
  const tokens: Token[] = [];
  let i = 0;
  const position = () => i + 1;
  const isSpace = (c: string | undefined) => c !== undefined && /\s/u.test(symbol(c)!);
  const isBreak = (c: string | undefined) => c === undefined || isSpace(c) || symbol(c) === '(' || symbol(c) === ')';

  const readQuoted = (): string => {
    const open = chars[i]!;
    const close = OPEN_QUOTES[symbol(open)!] ?? OPEN_QUOTES[open]!;
    const start = position();
    i++;
    let text = '';
    while (i < chars.length && symbol(chars[i]) !== close && chars[i] !== close) text += chars[i++];
    if (i >= chars.length) throw new QueryError(start, { en: 'this quote is never closed', ja: '引用符が閉じられていません' });
    i++;
    return text;
  };
  const isQuote = (c: string | undefined) => c !== undefined && (symbol(c)! in OPEN_QUOTES || c in OPEN_QUOTES);

  while (i < chars.length) {
    const c = chars[i]!;
    const s = symbol(c)!;
    if (isSpace(c)) {
      i++;
      continue;
    }
    const start = position();
    if (s === '(') {
      tokens.push({ kind: 'lparen', position: start });
      i++;
      continue;
    }
    if (s === ')') {
      tokens.push({ kind: 'rparen', position: start });
      i++;
      continue;
    }
    // A minus not followed by a space negates what follows, a group included (-civ:火, -(a OR b)); at the end or
    // before ")" it has nothing to exclude, which the parser reports. A "-" standing alone between spaces is a word.
    if (s === '-' && !isSpace(chars[i + 1])) {
      tokens.push({ kind: 'minus', position: start });
      i++;
      continue;
    }
    if (isQuote(c)) {
      const text = readQuoted();
      tokens.push({ kind: 'term', position: start, node: { type: 'word', text, quoted: true, position: start } });
      continue;
    }
    // A bare word, possibly `field op value`.
    let word = '';
    while (!isBreak(chars[i]) && !isQuote(chars[i])) {
      const here = symbol(chars[i])!;
      if (/[:<>=!]/.test(here) && word !== '' && /^[\p{L}\p{N}_]+$/u.test(word)) break;
      word += chars[i++];
    }
    const op = readComparison(chars, i);
    if (op && word !== '') {
      i += op.length;
      const valuePosition = position();
      let value = '';
      let quoted = false;
      if (isQuote(chars[i])) {
        value = readQuoted();
        quoted = true;
      } else while (!isBreak(chars[i])) value += chars[i++];
      if (value === '' && !quoted) throw new QueryError(valuePosition, { en: `"${word}${op}" needs a value`, ja: `「${word}${op}」のあとに値が必要です` });
      tokens.push({ kind: 'term', position: start, node: { type: 'field', field: word, op, value, quoted, position: start, valuePosition } });
      continue;
    }
    if (word === '' && i < chars.length) {
      // A stray symbol such as a lone ":": take it as part of a word.
      word = chars[i++]!;
      while (!isBreak(chars[i])) word += chars[i++];
    }
    if (word === 'OR') tokens.push({ kind: 'or', position: start });
    else if (word === 'AND') tokens.push({ kind: 'and', position: start });
    else if (word === 'NOT') tokens.push({ kind: 'not', position: start });
    else tokens.push({ kind: 'term', position: start, node: { type: 'word', text: word, quoted: false, position: start } });
  }
  return tokens;
}

function readComparison(chars: string[], i: number): Comparison | undefined {
  const a = symbol(chars[i]);
  const b = symbol(chars[i + 1]);
  if (a === '<' && b === '=') return '<=';
  if (a === '>' && b === '=') return '>=';
  if (a === '!' && b === '=') return '!=';
  if (a === ':' || a === '=' || a === '<' || a === '>') return a;
  return undefined;
}

/**
 * Bounds a player never meets, checked before any card is read so that no query within the schema's 2,000
 * characters can hold the process (docs/architecture.md §4 Search): each term is a probe of the cards, each level
 * of nesting a stack frame here and a level of SQLite's expression tree.
 */
export const MAX_TERMS = 40;
/** Parentheses and negations inside one another at most. */
export const MAX_NESTING = 20;

/** Parses a query. An empty query gives an empty AND: every card. */
export function parseQuery(query: string): QueryNode {
  const tokens = tokenize(query);
  const beyond = tokens.filter((token) => token.kind === 'term')[MAX_TERMS];
  if (beyond) throw new QueryError(beyond.position, { en: `a query has at most ${MAX_TERMS} words and filters; this is one more`, ja: `検索に書ける語と条件は${MAX_TERMS}個までです。ここで1つ多くなります` });
  let index = 0;
  let depth = 0;
  const peek = () => tokens[index];

  function parseOr(): QueryNode {
    const items = [parseAnd()];
    while (peek()?.kind === 'or') {
      const or = tokens[index++]!;
      const next = peek();
      if (!next || next.kind === 'rparen' || next.kind === 'or') throw new QueryError(or.position, BOTH_SIDES_OR);
      items.push(parseAnd());
    }
    return items.length === 1 ? items[0]! : { type: 'or', items };
  }

  function parseAnd(): QueryNode {
    const items: QueryNode[] = [];
    for (;;) {
      const token = peek();
      if (!token || token.kind === 'rparen' || token.kind === 'or') break;
      if (token.kind === 'and') {
        index++;
        const next = peek();
        if (items.length === 0 || !next || next.kind === 'rparen' || next.kind === 'or' || next.kind === 'and') {
          throw new QueryError(token.position, { en: 'AND needs something on both sides', ja: 'AND の両側に条件が必要です' });
        }
        continue;
      }
      items.push(parseUnary());
    }
    if (items.length === 0) {
      const token = peek();
      if (token?.kind === 'or') throw new QueryError(token.position, BOTH_SIDES_OR);
    }
    return items.length === 1 ? items[0]! : { type: 'and', items };
  }

  function parseUnary(): QueryNode {
    const token = tokens[index++]!;
    if (token.kind === 'term') return token.node!;
    if (token.kind !== 'minus' && token.kind !== 'not' && token.kind !== 'lparen') {
      throw new QueryError(token.position, { en: `unexpected ${token.kind === 'rparen' ? '")"' : token.kind.toUpperCase()}`, ja: `ここに ${token.kind === 'rparen' ? '「)」' : token.kind.toUpperCase()} は置けません` });
    }
    if (depth === MAX_NESTING) throw new QueryError(token.position, { en: `groups and negations nest deeper than ${MAX_NESTING} levels here`, ja: `かっこと否定の入れ子が${MAX_NESTING}段を超えています` });
    depth++;
    const node = token.kind === 'lparen' ? parseGroup(token) : parseNot(token);
    depth--;
    return node;
  }

  function parseNot(token: Token): QueryNode {
    const next = peek();
    if (!next || next.kind === 'rparen' || next.kind === 'or' || next.kind === 'and') {
      throw new QueryError(token.position, { en: `${token.kind === 'not' ? 'NOT' : '-'} needs something to exclude`, ja: `${token.kind === 'not' ? 'NOT' : '-'} のあとに除く条件が必要です` });
    }
    return { type: 'not', item: parseUnary(), position: token.position };
  }

  function parseGroup(token: Token): QueryNode {
    if (peek()?.kind === 'rparen') throw new QueryError(token.position, { en: 'these parentheses are empty', ja: 'かっこの中が空です' });
    const inner = parseOr();
    const close = tokens[index++];
    if (close?.kind !== 'rparen') throw new QueryError(token.position, { en: 'this parenthesis is never closed', ja: 'かっこが閉じられていません' });
    return inner;
  }

  const tree = parseOr();
  const rest = peek();
  if (rest) throw new QueryError(rest.position, rest.kind === 'rparen' ? { en: 'this ")" has no matching "("', ja: 'この「)」に対応する「(」がありません' } : { en: 'unexpected text', ja: 'ここから先を読み取れません' });
  return tree;
}
