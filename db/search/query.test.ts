import { describe, expect, it } from 'vitest';
import { MAX_NESTING, MAX_TERMS, parseQuery, QueryError, type QueryNode } from './query';

// Small builders for expected trees; positions are 1-based characters of the query.
const word = (text: string, position: number, quoted = false): QueryNode => ({ type: 'word', text, quoted, position });
const field = (name: string, op: string, value: string, position: number, valuePosition: number, quoted = false): QueryNode =>
  ({ type: 'field', field: name, op, value, quoted, position, valuePosition }) as QueryNode;
const and = (...items: QueryNode[]): QueryNode => ({ type: 'and', items });
const or = (...items: QueryNode[]): QueryNode => ({ type: 'or', items });
const not = (item: QueryNode, position: number): QueryNode => ({ type: 'not', item, position });

/** The QueryError a query throws, for checking its position and reason together. */
function errorOf(query: string): { position: number; reason: string; message: string } {
  try {
    parseQuery(query);
  } catch (error) {
    expect(error).toBeInstanceOf(QueryError);
    const { position, reason, message } = error as QueryError;
    return { position, reason, message };
  }
  throw new Error(`expected ${JSON.stringify(query)} to be refused`);
}

describe('parseQuery: terms', () => {
  it('reads an empty or blank query as an empty AND (every card)', () => {
    expect(parseQuery('')).toEqual(and());
    expect(parseQuery('   ')).toEqual(and());
    expect(parseQuery('\u3000 \t')).toEqual(and());
  });

  it('reads a free word, keeping the text as typed', () => {
    expect(parseQuery('ボルシャック')).toEqual(word('ボルシャック', 1));
    expect(parseQuery('  ﾎﾞﾙｼｬｯｸ')).toEqual(word('ﾎﾞﾙｼｬｯｸ', 3));
    expect(parseQuery('ボルシャック・ドラゴン')).toEqual(word('ボルシャック・ドラゴン', 1));
  });

  it('reads several words as an implicit AND', () => {
    expect(parseQuery('Command and Conquer')).toEqual(and(word('Command', 1), word('and', 9), word('Conquer', 13)));
    expect(parseQuery('ボルシャック ドラゴン')).toEqual(and(word('ボルシャック', 1), word('ドラゴン', 8)));
    // The ideographic space separates words too.
    expect(parseQuery('ボルシャック\u3000ドラゴン')).toEqual(and(word('ボルシャック', 1), word('ドラゴン', 8)));
  });

  it('reads "quoted phrases", 「」 and 『』 as one quoted word', () => {
    expect(parseQuery('"Command and Conquer"')).toEqual(word('Command and Conquer', 1, true));
    expect(parseQuery('「ボルシャック ドラゴン」')).toEqual(word('ボルシャック ドラゴン', 1, true));
    expect(parseQuery('『a b』')).toEqual(word('a b', 1, true));
    expect(parseQuery('“a b”')).toEqual(word('a b', 1, true));
    expect(parseQuery('＂a b＂')).toEqual(word('a b', 1, true));
    // A quote of another kind inside is text.
    expect(parseQuery('「a "b" c」')).toEqual(word('a "b" c', 1, true));
    expect(parseQuery('x "a OR b" y')).toEqual(and(word('x', 1), word('a OR b', 3, true), word('y', 12)));
  });

  it('reads a quote right after a word as a new term', () => {
    expect(parseQuery('a"b c"')).toEqual(and(word('a', 1), word('b c', 2, true)));
  });

  it('takes lower-case and, or and not as words', () => {
    expect(parseQuery('a and b')).toEqual(and(word('a', 1), word('and', 3), word('b', 7)));
    expect(parseQuery('or')).toEqual(word('or', 1));
    expect(parseQuery('not')).toEqual(word('not', 1));
  });

  it('takes a stray symbol as part of a word', () => {
    expect(parseQuery(':a')).toEqual(word(':a', 1));
    expect(parseQuery('!=3')).toEqual(word('!=3', 1));
    expect(parseQuery('Seeds // Life')).toEqual(and(word('Seeds', 1), word('//', 7), word('Life', 10)));
  });
});

describe('parseQuery: field filters', () => {
  it('reads every comparison', () => {
    expect(parseQuery('civ:火')).toEqual(field('civ', ':', '火', 1, 5));
    expect(parseQuery('cost=3')).toEqual(field('cost', '=', '3', 1, 6));
    expect(parseQuery('cost!=3')).toEqual(field('cost', '!=', '3', 1, 7));
    expect(parseQuery('cost<3')).toEqual(field('cost', '<', '3', 1, 6));
    expect(parseQuery('cost<=3')).toEqual(field('cost', '<=', '3', 1, 7));
    expect(parseQuery('cost>3')).toEqual(field('cost', '>', '3', 1, 6));
    expect(parseQuery('cost>=3')).toEqual(field('cost', '>=', '3', 1, 7));
  });

  it('reads Japanese field names and full-width symbols, counting each full-width character as one', () => {
    expect(parseQuery('文明:火')).toEqual(field('文明', ':', '火', 1, 4));
    expect(parseQuery('コスト＜＝２')).toEqual(field('コスト', '<=', '２', 1, 6));
    expect(parseQuery('ｃｏｓｔ：３')).toEqual(field('ｃｏｓｔ', ':', '３', 1, 6));
    expect(parseQuery('パワー＞＝5000')).toEqual(field('パワー', '>=', '5000', 1, 6));
    expect(parseQuery('cost！＝3')).toEqual(field('cost', '!=', '3', 1, 7));
    expect(parseQuery('コスト＝２')).toEqual(field('コスト', '=', '２', 1, 5));
  });

  it('reads quoted values', () => {
    expect(parseQuery('name:"Command and Conquer"')).toEqual(field('name', ':', 'Command and Conquer', 1, 6, true));
    expect(parseQuery('名前：「ボルシャック ドラゴン」')).toEqual(field('名前', ':', 'ボルシャック ドラゴン', 1, 4, true));
    expect(parseQuery('name:""')).toEqual(field('name', ':', '', 1, 6, true));
    expect(parseQuery('race:"a b" c')).toEqual(and(field('race', ':', 'a b', 1, 6, true), word('c', 12)));
  });

  it('takes the first comparison; the rest belongs to the value', () => {
    expect(parseQuery('x:y:z')).toEqual(field('x', ':', 'y:z', 1, 3));
    expect(parseQuery('cost<=<3')).toEqual(field('cost', '<=', '<3', 1, 7));
  });

  it('ends a value at a space or a parenthesis', () => {
    expect(parseQuery('kind:creature civ:火 cost<=3')).toEqual(
      and(field('kind', ':', 'creature', 1, 6), field('civ', ':', '火', 15, 19), field('cost', '<=', '3', 21, 27)),
    );
    expect(parseQuery('(civ:火)')).toEqual(field('civ', ':', '火', 2, 6));
  });

  it('reads a word with a symbol inside as a word, not a field', () => {
    // Only a plain name (letters, digits, _) before the symbol makes a field.
    expect(parseQuery('a・b:c')).toEqual(word('a・b:c', 1));
    expect(parseQuery('cost!3')).toEqual(and(word('cost', 1), word('!3', 5)));
  });
});

describe('parseQuery: operators', () => {
  it('binds AND tighter than OR: a b OR c is (a AND b) OR c', () => {
    expect(parseQuery('a b OR c')).toEqual(or(and(word('a', 1), word('b', 3)), word('c', 8)));
    expect(parseQuery('a OR b c')).toEqual(or(word('a', 1), and(word('b', 6), word('c', 8))));
    expect(parseQuery('a AND b OR c')).toEqual(or(and(word('a', 1), word('b', 7)), word('c', 12)));
  });

  it('reads an explicit AND like the implicit one', () => {
    expect(parseQuery('a AND b')).toEqual(and(word('a', 1), word('b', 7)));
    expect(parseQuery('a AND b AND c')).toEqual(and(word('a', 1), word('b', 7), word('c', 13)));
  });

  it('flattens a chain of ORs', () => {
    expect(parseQuery('a OR b OR c')).toEqual(or(word('a', 1), word('b', 6), word('c', 11)));
  });

  it('reads NOT and a leading minus as negation of the next term only', () => {
    expect(parseQuery('NOT a')).toEqual(not(word('a', 5), 1));
    expect(parseQuery('-a')).toEqual(not(word('a', 2), 1));
    expect(parseQuery('NOT a b')).toEqual(and(not(word('a', 5), 1), word('b', 7)));
    expect(parseQuery('a -b')).toEqual(and(word('a', 1), not(word('b', 4), 3)));
    expect(parseQuery('-civ:火')).toEqual(not(field('civ', ':', '火', 2, 6), 1));
    expect(parseQuery('-"a b"')).toEqual(not(word('a b', 2, true), 1));
    expect(parseQuery('－civ：火')).toEqual(not(field('civ', ':', '火', 2, 6), 1));
    expect(parseQuery('a -b OR c')).toEqual(or(and(word('a', 1), not(word('b', 4), 3)), word('c', 9)));
  });

  it('negates a parenthesised group with a minus or NOT', () => {
    const inner = or(word('a', 3), word('b', 8));
    expect(parseQuery('-(a OR b)')).toEqual(not(inner, 1));
    expect(parseQuery('－（a OR b）')).toEqual(not(inner, 1));
    expect(parseQuery('NOT (a OR b)')).toEqual(not(or(word('a', 6), word('b', 11)), 1));
    expect(parseQuery('-(a OR b) c')).toEqual(and(not(inner, 1), word('c', 11)));
  });

  it('stacks negations', () => {
    expect(parseQuery('--x')).toEqual(not(not(word('x', 3), 2), 1));
    expect(parseQuery('NOT -x')).toEqual(not(not(word('x', 6), 5), 1));
  });

  it('keeps a minus inside a word, and a minus between spaces as a word', () => {
    expect(parseQuery('a-b')).toEqual(word('a-b', 1));
    expect(parseQuery('a－b')).toEqual(word('a－b', 1));
    expect(parseQuery('a - b')).toEqual(and(word('a', 1), word('-', 3), word('b', 5)));
  });

  it('reads parentheses, nested, and unwraps a group of one', () => {
    expect(parseQuery('(a OR b) c')).toEqual(and(or(word('a', 2), word('b', 7)), word('c', 10)));
    expect(parseQuery('a (b OR (c d))')).toEqual(and(word('a', 1), or(word('b', 4), and(word('c', 10), word('d', 12)))));
    expect(parseQuery('((a))')).toEqual(word('a', 3));
    expect(parseQuery('(a b)')).toEqual(and(word('a', 2), word('b', 4)));
    expect(parseQuery('（a OR b）')).toEqual(or(word('a', 2), word('b', 7)));
    expect(parseQuery('(civ:火 OR civ:水) cost<=3')).toEqual(
      and(or(field('civ', ':', '火', 2, 6), field('civ', ':', '水', 11, 15)), field('cost', '<=', '3', 18, 24)),
    );
  });

  it('ends a word at a parenthesis', () => {
    expect(parseQuery('a(b)c')).toEqual(and(word('a', 1), word('b', 3), word('c', 5)));
  });
});

describe('parseQuery: bounds', () => {
  it('refuses a term past the most a query may have, at that term, before reading on', () => {
    // The attack: a 2,000-character query of one-letter words held the process for a minute and ended INTERNAL.
    expect(errorOf('a '.repeat(1000))).toEqual({
      position: 2 * MAX_TERMS + 1,
      reason: `a query has at most ${MAX_TERMS} words and filters; this is one more`,
      message: `position ${2 * MAX_TERMS + 1}: a query has at most ${MAX_TERMS} words and filters; this is one more`,
    });
    const terms = Array.from({ length: MAX_TERMS }, (_, index) => (index % 2 ? `cost:${index}` : `"w ${index}"`));
    expect((parseQuery(terms.join(' OR ')) as Extract<QueryNode, { type: 'or' }>).items).toHaveLength(MAX_TERMS);
    const past = `${terms.join(' OR ')} OR civ:火`;
    expect(errorOf(past).position).toBe(past.indexOf('civ:火') + 1);
    // Operators, parentheses and minus signs are not terms.
    expect(() => parseQuery(`${'-('.repeat(MAX_NESTING / 2)}${terms.join(' AND ')}${')'.repeat(MAX_NESTING / 2)}`)).not.toThrow();
  });
});

describe('parseQuery: errors', () => {
  it('is a QueryError whose message leads with the position', () => {
    const error = errorOf('"abc');
    expect(error.message).toBe('position 1: this quote is never closed');
  });

  it('gives its reason in Japanese too, for the Japanese interface (issue 23: no English reason in it)', () => {
    const why = (query: string) => {
      try {
        parseQuery(query);
      } catch (error) {
        return (error as QueryError).why;
      }
      throw new Error(`${query} was read`);
    };
    expect(why('class:ninja (cost<=1')).toEqual({ en: 'this parenthesis is never closed', ja: 'かっこが閉じられていません' });
    expect(why('"abc')).toEqual({ en: 'this quote is never closed', ja: '引用符が閉じられていません' });
    expect(why('a OR')).toEqual({ en: 'OR needs something on both sides', ja: 'OR の両側に条件が必要です' });
    expect(why('cost:')).toEqual({ en: '"cost:" needs a value', ja: '「cost:」のあとに値が必要です' });
    expect(why('a)')).toEqual({ en: 'this ")" has no matching "("', ja: 'この「)」に対応する「(」がありません' });
  });

  it.each([
    // Unclosed quotes: the position of the opening quote.
    ['"abc', 1, 'this quote is never closed'],
    ['a 「bc', 3, 'this quote is never closed'],
    ['a 『bc」', 3, 'this quote is never closed'],
    ['name:"abc', 6, 'this quote is never closed'],
    ['𠮷野 "x', 4, 'this quote is never closed'], // 𠮷 is one character though two UTF-16 units
    ['ボルシャック　“ドラゴン', 8, 'this quote is never closed'],
    // Unclosed parentheses: the opening one.
    ['(a b', 1, 'this parenthesis is never closed'],
    ['a (b (c) d', 3, 'this parenthesis is never closed'],
    ['（a', 1, 'this parenthesis is never closed'],
    // Stray ")".
    [')', 1, 'this ")" has no matching "("'],
    ['a)', 2, 'this ")" has no matching "("'],
    ['(a) b) c', 6, 'this ")" has no matching "("'],
    ['ボルシャック）', 7, 'this ")" has no matching "("'],
    // Empty parentheses.
    ['()', 1, 'these parentheses are empty'],
    ['a ( )', 3, 'these parentheses are empty'],
    ['（）', 1, 'these parentheses are empty'],
    // OR at the start, at the end, doubled, or before ")".
    ['OR a', 1, 'OR needs something on both sides'],
    ['a OR', 3, 'OR needs something on both sides'],
    ['a OR OR b', 3, 'OR needs something on both sides'],
    ['(a OR) b', 4, 'OR needs something on both sides'],
    ['(OR a)', 2, 'OR needs something on both sides'],
    // AND dangling.
    ['a AND', 3, 'AND needs something on both sides'],
    ['AND a', 1, 'AND needs something on both sides'],
    ['a AND AND b', 3, 'AND needs something on both sides'],
    ['a AND OR b', 3, 'AND needs something on both sides'],
    ['(a AND) b', 4, 'AND needs something on both sides'],
    // - and NOT with nothing to exclude.
    ['-', 1, '- needs something to exclude'],
    ['a -', 3, '- needs something to exclude'],
    ['(a -)', 4, '- needs something to exclude'],
    ['－', 1, '- needs something to exclude'],
    ['-OR a', 1, '- needs something to exclude'],
    ['NOT', 1, 'NOT needs something to exclude'],
    ['a NOT', 3, 'NOT needs something to exclude'],
    ['(NOT) a', 2, 'NOT needs something to exclude'],
    ['NOT OR a', 1, 'NOT needs something to exclude'],
    // A field with no value: the position where the value should start.
    ['cost:', 6, '"cost:" needs a value'],
    ['cost: 3', 6, '"cost:" needs a value'],
    ['cost<=', 7, '"cost<=" needs a value'],
    ['(civ:)', 6, '"civ:" needs a value'],
    ['コスト＜＝', 6, '"コスト<=" needs a value'],
    ['a 文明：', 6, '"文明:" needs a value'],
  ])('%j fails at %i: %s', (query, position, reason) => {
    const error = errorOf(query);
    expect({ position: error.position, reason: error.reason }).toEqual({ position, reason });
    expect(error.message).toBe(`position ${position}: ${reason}`);
  });
});
