/**
 * Fuzzing the card search language (fast-check): queries players type (full-width symbols, kana, quotes of three
 * kinds, nesting) damaged in many ways, and random text, parsed and compiled for every game, then run against the real
 * card pools. A query is answered, or refused with a QueryError whose position points into the query (one past its
 * end where something is missing there); nothing else may escape, not even from SQLite's FTS5 and LIKE.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findGame, games } from '../../engine/games/registry';
import type { GameId } from '../../engine/games/id';
import { ensure, fuzzOptions, mutated, randomText, repeated, shaped, shown } from '../../test/helpers/fuzz';
import { usePackedDatabase } from '../../test/helpers/packed-db';
import { compileQuery } from './compile';
import { MAX_NESTING, parseQuery, QueryError, type QueryNode } from './query';
import { searchCards } from './run';

/** Longest query the API takes (api/schemas.ts, cards.search and table.search). */
const MAX_QUERY = 2000;

/** Queries as the user guide, the help and players write them, in every game's fields. */
const QUERIES = [
  'ぼるしゃっく', 'ボルシャック・ドラゴン', 'class:ninja cost<=1', 'civ:火 cost<=3', '文明：火 コスト＜＝３', '"Command and Conquer"',
  '「ボルシャック ドラゴン」', '『a b』', '-(civ:水 OR civ:闇) race:ドラゴン', 'NOT kind:creature', 'kind:クリーチャー power>=5000',
  'pitch=1 def>=3 class:warrior', 'legal:cc -is:banned', 'banned:standard', 'is:殿堂入り', 'cond:forest def>2', 'text:「ターン」',
  'name:"Snatch" color:red', 'sub:アリ cost!=2', 'mana:0', 'level:3 hp>=2 color:赤', 'graze>1 caster:霊夢', 'zone:hyperspace',
  'set:DM-01 rarity:SR', 'kw:ブロッカー OR kw:スレイヤー', '(a (b (c OR d)))', 'Seeds // Life', 'a AND b', 'x "a OR b" y',
];
const PIECES = [
  ' ', '\u3000', ':', '：', '=', '＝', '!=', '<', '<=', '>', '>=', '＜＝', '(', ')', '（', '）', '-', '－', '"', '「', '」', '『', '』', '“', '”',
  'OR', 'AND', 'NOT', 'cost', 'コスト', 'civ', 'kind', 'is', 'legal', 'set', 'text', 'name', 'pitch', 'def', 'cond', 'race', 'zone', 'foo',
  '火', 'ボルシャック', 'ぼ', 'ｶﾀｶﾅ', '３', '99999999999999999999', '-1', '%', '_', '\\', "'", '\u0000', '*', 'NEAR', '^', '{', '}',
];

const queries = fc
  .oneof(
    { arbitrary: mutated(QUERIES, { pieces: PIECES }), weight: 4 },
    { arbitrary: shaped(PIECES, 40), weight: 4 },
    { arbitrary: randomText, weight: 2 },
    repeated(['(', '-', 'NOT ', '-(', '"', 'a OR ', '((a) '], 700),
  )
  .map((query) => query.slice(0, MAX_QUERY));

/** Every position a parsed query holds: where its words, filters, values and negations start. */
function positionsOf(node: QueryNode): number[] {
  switch (node.type) {
    case 'and':
    case 'or':
      return node.items.flatMap(positionsOf);
    case 'not':
      return [node.position, ...positionsOf(node.item)];
    case 'word':
      return [node.position];
    case 'field':
      return [node.position, node.valuePosition];
  }
}

/** A query is read whole or refused at a place in it; positions count characters (code points) from 1. */
function checkQuery(query: string, game: GameId, run: (query: string, game: GameId) => void): void {
  const length = [...query].length;
  const label = () => `${game} ${shown(query)} (${length} characters)`;
  try {
    const tree = parseQuery(query);
    for (const position of positionsOf(tree)) ensure(position >= 1 && position <= length + 1, () => `${label()}: a term at ${position}`);
    run(query, game);
  } catch (error) {
    if (!(error instanceof QueryError)) throw new Error(`${label()} threw ${String(error)}`, { cause: error });
    ensure(Number.isInteger(error.position) && error.position >= 1 && error.position <= length + 1, () => `${label()}: error at ${error.position}: ${error.reason}`);
    ensure(error.message === `position ${error.position}: ${error.reason}`, () => `${label()}: message "${error.message}"`);
  }
}

const anyGame = fc.constantFrom(...games.map((game) => game.id));
/** Each run against the database searches the real card pools: fewer runs than the parser alone gets. */
const DATABASE_RUNS = 300;

describe('search queries under fuzzing', () => {
  it('parse and compile for every game, or fail with a position inside the query', () => {
    fc.assert(
      fc.property(queries, anyGame, (query, game) => checkQuery(query, game, () => compileQuery(parseQuery(query), findGame(game)!))),
      fuzzOptions(0x5e01),
    );
  }, 60_000);

  describe('against the real card pools', () => {
    const packed = usePackedDatabase();

    it('run in SQLite (FTS5 MATCH, LIKE scans, term lookups) or fail with a position inside the query', () => {
      const sql = packed().sql;
      fc.assert(
        fc.property(queries, anyGame, (query, game) =>
          checkQuery(query, game, () => searchCards(sql, { game, query, vocabulary: findGame(game)!, limit: 5 })),
        ),
        fuzzOptions(0x5e02, DATABASE_RUNS),
      );
    }, 120_000);
  });

  describe('what the fuzzing found', () => {
    const errorOf = (query: string): QueryError => {
      try {
        parseQuery(query);
      } catch (error) {
        if (error instanceof QueryError) return error;
        throw error;
      }
      throw new Error(`expected ${shown(query)} to be refused`);
    };

    it('refuses groups and negations nested past the limit at the first one too deep, where the parser ran out of stack', () => {
      // 20,000 of each overflowed the call stack (parentheses from 5,000): a RangeError instead of a QueryError.
      for (const [query, position] of [['('.repeat(20_000) + 'a', MAX_NESTING + 1], ['-'.repeat(20_000) + 'a', MAX_NESTING + 1], ['NOT '.repeat(20_000) + 'a', 4 * MAX_NESTING + 1]] as const) {
        const error = errorOf(query);
        expect({ position: error.position, reason: error.reason }).toEqual({ position, reason: `groups and negations nest deeper than ${MAX_NESTING} levels here` });
      }
      // At the limit, a query is read as before.
      const nested = `${'('.repeat(MAX_NESTING)}a${')'.repeat(MAX_NESTING)}`;
      expect(parseQuery(nested)).toEqual({ type: 'word', text: 'a', quoted: false, position: MAX_NESTING + 1 });
    });
  });
});
