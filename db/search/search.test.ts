/**
 * The card search end to end, over a copy of the packed database (every bundled pack: FaB, DM and the ACG, PMV
 * and NOVA samples). Results are checked against the cards themselves: the stored columns, the folded search
 * text, the pack files, and the counts the test-data README states.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The game vocabularies (kinds, sections) are data the search reads; the app passes them in the same way.
import { findGame } from '../../engine/games/registry';
import type { GameId } from '../../engine/games/id';
import { copyPackedDatabase } from '../../test/helpers/packed';
import { fold } from '../cards/fold';
import { openDatabase, type AppDatabase } from '../open';
import { compileQuery, MAX_SCANS } from './compile';
import { parseQuery, QueryError, type QueryNode } from './query';
import { searchCards, type CardRow, type SearchOptions } from './run';
import { MAX_SUGGESTIONS, SUGGEST_AT_MOST } from './relevance';

/** What a card is, read straight from its stored columns and faces (not from the search's tags). */
interface Card {
  id: number;
  name: string;
  kinds: string[];
  subtypes: string[];
  keywords: string[];
  flags: string[];
  formats: string[];
  cost: number | null;
  power: number | null;
  zone: string | null;
  stats: Record<string, unknown>;
}

/** A card's folded search text, as stored in card_search. */
interface SearchText {
  names: string;
  body: string;
  subtypes: string;
  keywords: string;
}

const GAMES: GameId[] = ['fab', 'dm', 'acg', 'pmv', 'nova'];
const EVERYTHING = 1_000_000;

let dir: string;
let db: AppDatabase;
const cards = new Map<GameId, Card[]>();
const texts = new Map<GameId, Map<number, SearchText>>();

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'deck-dojo-search-'));
  db = openDatabase({ path: copyPackedDatabase(join(dir, 'search.db')) });
  const faces = new Map<number, { kinds: string; subtypes: string; keywords: string }[]>();
  for (const face of db.sql.prepare('SELECT card_id, kinds, subtypes, keywords FROM card_faces').all() as {
    card_id: number;
    kinds: string;
    subtypes: string;
    keywords: string;
  }[]) {
    faces.set(face.card_id, [...(faces.get(face.card_id) ?? []), face]);
  }
  const list = (json: string) => JSON.parse(json) as string[];
  for (const game of GAMES) {
    const rows = db.sql
      .prepare('SELECT id, name, kinds, subtypes, keywords, flags, formats, cost, power, zone, stats FROM cards WHERE game = ?')
      .all(game) as (Omit<Card, 'kinds' | 'subtypes' | 'keywords' | 'flags' | 'formats' | 'stats'> & Record<'kinds' | 'subtypes' | 'keywords' | 'flags' | 'formats' | 'stats', string>)[];
    cards.set(
      game,
      rows.map((row) => {
        const own = faces.get(row.id) ?? [];
        return {
          ...row,
          kinds: [...list(row.kinds), ...own.flatMap((f) => list(f.kinds))],
          subtypes: [...list(row.subtypes), ...own.flatMap((f) => list(f.subtypes))],
          keywords: [...list(row.keywords), ...own.flatMap((f) => list(f.keywords))],
          flags: list(row.flags),
          formats: list(row.formats),
          stats: JSON.parse(row.stats) as Record<string, unknown>,
        };
      }),
    );
    const search = db.sql
      .prepare('SELECT s.rowid AS id, s.names, s.body, s.subtypes, s.keywords FROM card_search s JOIN cards c ON c.id = s.rowid WHERE c.game = ?')
      .all(game) as (SearchText & { id: number })[];
    texts.set(game, new Map(search.map(({ id, ...text }) => [id, text])));
  }
});

afterAll(() => {
  db?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const vocabulary = (game: GameId) => findGame(game)!;

function search(game: GameId, query: string, options: Partial<SearchOptions> = {}): ReturnType<typeof searchCards> {
  return searchCards(db.sql, { game, query, vocabulary: vocabulary(game), ...options });
}

/** Every card a query finds, checking that one unlimited page holds them all. */
function all(game: GameId, query: string): CardRow[] {
  const { total, rows } = search(game, query, { limit: EVERYTHING });
  expect(rows).toHaveLength(total);
  return rows;
}

const ids = (game: GameId, query: string) => new Set(all(game, query).map((row) => row.id));
const cardsOf = (game: GameId) => cards.get(game)!;
const allIds = (game: GameId) => new Set(cardsOf(game).map((card) => card.id));
const where = (game: GameId, test: (card: Card) => boolean) => new Set(cardsOf(game).filter(test).map((card) => card.id));
const union = (a: Set<number>, b: Set<number>) => new Set([...a, ...b]);
const intersection = (a: Set<number>, b: Set<number>) => new Set([...a].filter((id) => b.has(id)));
const difference = (a: Set<number>, b: Set<number>) => new Set([...a].filter((id) => !b.has(id)));

/** Two sets of card ids are the same: a failure lists a few ids each side lacks. */
function expectSame(actual: Set<number>, expected: Set<number>): void {
  expect({
    size: actual.size,
    missing: [...difference(expected, actual)].slice(0, 10),
    unexpected: [...difference(actual, expected)].slice(0, 10),
  }).toEqual({ size: expected.size, missing: [], unexpected: [] });
}

/** Cards whose folded search text (in the given columns) contains the folded text: what a text term means. */
function containing(game: GameId, typed: string, columns: (keyof SearchText)[] = ['names', 'body']): Set<number> {
  const needle = fold(typed).replaceAll('\u0000', '');
  const found = new Set<number>();
  for (const [id, text] of texts.get(game)!) if (needle === '' || columns.some((column) => text[column].includes(needle))) found.add(id);
  return found;
}

/** What a query of free words, AND, OR and NOT should find, worked out from the search text alone. */
function expectedFor(game: GameId, node: QueryNode): Set<number> {
  switch (node.type) {
    case 'and':
      return node.items.reduce((found, item) => intersection(found, expectedFor(game, item)), allIds(game));
    case 'or':
      return node.items.reduce((found, item) => union(found, expectedFor(game, item)), new Set<number>());
    case 'not':
      return difference(allIds(game), expectedFor(game, node.item));
    case 'word':
      return containing(game, node.text);
    case 'field':
      throw new Error('expectedFor reads free words only');
  }
}

/** The QueryError a search throws. */
function errorOf(game: GameId, query: string): { position: number; reason: string } {
  try {
    search(game, query);
  } catch (error) {
    expect(error).toBeInstanceOf(QueryError);
    const { position, reason } = error as QueryError;
    return { position, reason };
  }
  throw new Error(`expected ${JSON.stringify(query)} to be refused`);
}

const parse = (json: string) => JSON.parse(json) as unknown;
const listOf = (json: string) => parse(json) as string[];
const statsOf = (row: CardRow) => parse(row.stats) as Record<string, unknown>;
const civsOf = (row: CardRow) => (statsOf(row).civs ?? []) as string[];

describe('free words', () => {
  it('finds ボルシャック however it is typed: katakana, hiragana, half-width, quoted', () => {
    const found = ids('dm', 'ボルシャック');
    expect(found.size).toBeGreaterThan(50);
    for (const query of ['ぼるしゃっく', 'ﾎﾞﾙｼｬｯｸ', '「ボルシャック」', '"ボルシャック"', 'ボ・ル・シャ・ッ・ク']) expectSame(ids('dm', query), found);
    // DM cards carry no rules text here, so a free word matches names: every name says ボルシャック, and every
    // card whose name does is found.
    for (const row of all('dm', 'ボルシャック')) expect(row.name).toContain('ボルシャック');
    expectSame(found, where('dm', (card) => card.name.includes('ボルシャック')));
  });

  it('reads ボルシャック・ドラゴン, a quoted "ボルシャック ドラゴン" and ボルシャックドラゴン as one phrase', () => {
    const phrase = ids('dm', 'ボルシャック・ドラゴン');
    for (const query of ['"ボルシャック ドラゴン"', 'ボルシャックドラゴン', '「ボルシャック　ドラゴン」', 'ﾎﾞﾙｼｬｯｸ･ﾄﾞﾗｺﾞﾝ', 'ぼるしゃっく・どらごん']) {
      expectSame(ids('dm', query), phrase);
    }
    const rows = all('dm', 'ボルシャック・ドラゴン');
    expect(rows.map((row) => row.name)).toContain('ボルシャック・ドラゴン');
    for (const row of rows) expect(fold(row.name)).toContain(fold('ボルシャックドラゴン'));
  });

  it('reads ボルシャック ドラゴン (a space, unquoted) as two words that must both match', () => {
    const both = ids('dm', 'ボルシャック ドラゴン');
    expectSame(both, intersection(ids('dm', 'ボルシャック'), ids('dm', 'ドラゴン')));
    // Wider than the phrase: ボルシャック・コロドラゴン has both words, not the phrase.
    const phrase = ids('dm', 'ボルシャック・ドラゴン');
    expectSame(intersection(both, phrase), phrase);
    expect(both.size).toBeGreaterThan(phrase.size);
    expect(all('dm', 'ボルシャック ドラゴン').map((row) => row.name)).toContain('ボルシャック・コロドラゴン');
  });

  it('finds Command and Conquer in FaB, in any case, quoted or as a name filter', () => {
    for (const query of ['Command and Conquer', 'command AND conquer', '"Command and Conquer"', 'name:"Command and Conquer"', 'ＣＯＭＭＡＮＤ　ａｎｄ　ｃｏｎｑｕｅｒ', 'commandandconquer']) {
      expect(all('fab', query).map((row) => row.name)).toEqual(['Command and Conquer']);
    }
  });

  it('finds a double-faced card by either face and by its full name', () => {
    for (const query of ['Arcane Seeds', '"Seeds // Life"', 'Arcane Seeds // Life']) {
      expect(all('fab', query).map((row) => row.name)).toContain('Arcane Seeds // Life');
    }
  });

  it('matches words in rules text, Japanese or English, as well as names', () => {
    // The bundled FaB and DM packs carry no rules text; the sample packs do.
    for (const [game, word] of [['acg', '戦場'], ['acg', 'battlefield'], ['pmv', 'ドローする'], ['pmv', 'draw'], ['nova', '疾風']] as const) {
      const found = ids(game, word);
      expectSame(found, containing(game, word));
      const byName = where(game, (card) => fold(card.name).includes(fold(word)));
      expect(difference(found, byName).size, word).toBeGreaterThan(0);
      expect(search(game, `text:${word}`).total, word).toBe(containing(game, word, ['body']).size);
    }
    expectSame(ids('acg', 'battlefield'), ids('acg', 'BATTLEFIELD'));
  });

  it('scans with LIKE below three characters and agrees with the search text', () => {
    const vocab = vocabulary('dm');
    expect(compileQuery(parseQuery('神帝'), vocab).sql).toContain('LIKE');
    expect(compileQuery(parseQuery('神帝'), vocab).sql).not.toContain('MATCH');
    expect(compileQuery(parseQuery('ボルシャック'), vocab).sql).toContain('MATCH');

    const rows = all('dm', '神帝');
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) expect(row.name).toContain('神帝');
    expectSame(ids('dm', '神帝'), containing('dm', '神帝'));
    expectSame(ids('dm', '神帝'), where('dm', (card) => card.name.includes('神帝')));
    for (const [game, word] of [['dm', '龍'], ['dm', 'GR'], ['fab', 'go'], ['fab', 'x'], ['fab', 'ab']] as const) {
      const found = ids(game, word);
      expect(found.size, word).toBeGreaterThan(0);
      expectSame(found, containing(game, word));
    }
  });

  it('agrees with the search text for three characters and more (trigram index)', () => {
    for (const [game, word] of [['dm', 'ドラゴン'], ['dm', 'NEX'], ['fab', 'Lightning'], ['fab', 'Dragon'], ['fab', 'of the'], ['acg', 'ATK+1']] as const) {
      const found = ids(game, word);
      expect(found.size, word).toBeGreaterThan(0);
      expectSame(found, expectedFor(game, parseQuery(word)));
    }
  });
});

describe('field filters', () => {
  it('class:ninja cost<=1 (FaB): every result is a ninja card, hybrids (Assassin / Ninja) included, costing at most 1', () => {
    const rows = all('fab', 'class:ninja cost<=1');
    expect(rows.length).toBeGreaterThan(50);
    const ninja = (stats: Record<string, unknown>) => [...((stats.classes as string[]) ?? []), ...((stats.hybridClasses as string[]) ?? [])].includes('ninja');
    for (const row of rows) {
      expect(ninja(statsOf(row))).toBe(true);
      expect(row.cost).not.toBeNull();
      expect(row.cost!).toBeLessThanOrEqual(1);
    }
    expect(rows.some((row) => (statsOf(row).hybridClasses as string[] | undefined)?.includes('ninja'))).toBe(true);
    expectSame(new Set(rows.map((row) => row.id)), where('fab', (card) => ninja(card.stats) && card.cost !== null && card.cost <= 1));
    expectSame(ids('fab', 'クラス:Ninja コスト＜＝１'), new Set(rows.map((row) => row.id)));
  });

  it('pitch:1 (FaB): exactly the cards that pitch for one', () => {
    const found = ids('fab', 'pitch:1');
    expectSame(found, where('fab', (card) => card.stats.pitch === 1));
    expectSame(ids('fab', 'p=1'), found);
    expectSame(ids('fab', 'ピッチ：１'), found);
    expectSame(ids('fab', 'pitch>=2'), where('fab', (card) => typeof card.stats.pitch === 'number' && card.stats.pitch >= 2));
  });

  it('cost:X reads the printed cost text of a FaB card whose cost is not a number', () => {
    const rows = all('fab', 'cost:X');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.cost_text).toBe('X');
    expectSame(ids('fab', 'cost:x'), new Set(rows.map((row) => row.id)));
  });

  it('legal:cc: in the format and on none of its banned, suspended or living-legend lists (a lifted entry is legal again)', () => {
    const found = ids('fab', 'legal:cc');
    const listed = new Set(
      (
        db.sql
          .prepare(`SELECT card_id FROM regulations WHERE game = 'fab' AND format = 'cc' AND status IN ('banned', 'suspended', 'living_legend') AND card_id IS NOT NULL AND until IS NULL`)
          .all() as { card_id: number }[]
      ).map((r) => r.card_id),
    );
    expect(listed.size).toBeGreaterThan(50);
    expectSame(found, difference(where('fab', (card) => card.formats.includes('cc')), listed));
    expect(intersection(found, ids('fab', 'banned:cc')).size).toBe(0);
    expect(intersection(found, ids('fab', 'legend:cc')).size).toBe(0);
    expectSame(ids('fab', 'legal:classic'), found);
    expectSame(ids('fab', 'format:"Classic Constructed"'), found);
  });

  it('banned:blitz finds the 44 Blitz-banned FaB cards the data README counts', () => {
    const rows = all('fab', 'banned:blitz');
    expect(rows).toHaveLength(44);
    expect(rows.map((row) => row.name)).toContain('Art of War');
    expectSame(ids('fab', '禁止:Blitz'), new Set(rows.map((row) => row.id)));
    // The README's other counts: 35 CC-banned, 23 CC living legends, 18 LL-restricted.
    expect(search('fab', 'banned:cc').total).toBe(35);
    expect(search('fab', 'legend:cc').total).toBe(23);
    expect(search('fab', 'restricted:ll').total).toBe(18);
    expect(intersection(ids('fab', 'legal:blitz'), ids('fab', 'banned:blitz')).size).toBe(0);
  });

  it('kind:creature civ:火 cost<=3 (DM): every result is a fire creature costing at most 3', () => {
    const rows = all('dm', 'kind:creature civ:火 cost<=3');
    expect(rows.length).toBeGreaterThan(300);
    for (const row of rows) {
      expect(listOf(row.kinds)).toContain('creature');
      expect(civsOf(row)).toContain('火');
      expect(row.cost).not.toBeNull();
      expect(row.cost!).toBeLessThanOrEqual(3);
    }
    expectSame(
      new Set(rows.map((row) => row.id)),
      where('dm', (card) => card.kinds.includes('creature') && (card.stats.civs as string[]).includes('火') && card.cost !== null && card.cost <= 3),
    );
    // The same filter by every name it has.
    for (const query of ['type:クリーチャー 文明:火 コスト<=3', 't:Creature civ:fire c<=3', 'カードタイプ：ｸﾘｰﾁｬｰ civilization:Fire ｺｽﾄ＜＝３']) {
      expectSame(ids('dm', query), new Set(rows.map((row) => row.id)));
    }
  });

  it('race:ドラゴン matches every race containing ドラゴン (DM rule 203.2)', () => {
    const found = ids('dm', 'race:ドラゴン');
    expectSame(found, where('dm', (card) => card.subtypes.some((race) => fold(race).includes(fold('ドラゴン')))));
    // Not only the race named ドラゴン: アーマード・ドラゴン, ボルケーノ・ドラゴン… count too.
    const exact = where('dm', (card) => card.subtypes.includes('ドラゴン'));
    expect(found.size).toBeGreaterThan(exact.size);
    const races = new Set(all('dm', 'race:ドラゴン').flatMap((row) => listOf(row.subtypes)));
    expect(races).toContain('アーマード・ドラゴン');
    expectSame(ids('dm', '種族:ドラゴン'), found);
    expectSame(ids('dm', 'race:どらごん'), found);
    // A race filter reads races, not names: ボルシャック is in many names and in no race.
    expect(search('dm', 'race:ボルシャック').total).toBe(where('dm', (card) => card.subtypes.some((race) => race.includes('ボルシャック'))).size);
    expect(search('dm', 'race:ボルシャック').total).toBe(0);
    expect(search('dm', 'ボルシャック').total).toBeGreaterThan(50);
  });

  it('zone:hyperspace finds the cards of the hyperspace zone, by id or label', () => {
    const rows = all('dm', 'zone:hyperspace');
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) expect(row.zone).toBe('hyperspace');
    expectSame(new Set(rows.map((row) => row.id)), where('dm', (card) => card.zone === 'hyperspace'));
    expectSame(ids('dm', 'zone:超次元ゾーン'), new Set(rows.map((row) => row.id)));
    expectSame(ids('dm', 'zone:gr'), where('dm', (card) => card.zone === 'gr'));
    expectSame(ids('dm', 'ゾーン:"Super GR zone"'), where('dm', (card) => card.zone === 'gr'));
  });

  it('is:twinpact finds the 388 twinpacts the data README counts', () => {
    const rows = all('dm', 'is:twinpact');
    expect(rows).toHaveLength(388);
    for (const row of rows) expect(listOf(row.flags)).toContain('twinpact');
    expectSame(ids('dm', 'kind:twinpact'), new Set(rows.map((row) => row.id)));
  });

  /** Standard-format list entries whose card is not in the data: the README names four such names in all. */
  const unresolved = (status: string) =>
    (
      db.sql.prepare("SELECT COUNT(*) AS n FROM regulations WHERE game = 'dm' AND format = 'standard' AND status = ? AND card_id IS NULL").get(status) as {
        n: number;
      }
    ).n;

  it('has at most the four unresolved 殿堂 names the data README reports', () => {
    expect(unresolved('restricted') + unresolved('banned')).toBeLessThanOrEqual(4);
  });

  it('is:restricted (DM) is every card restricted in some format: 殿堂入り in standard or restricted in classic', () => {
    const standard = ids('dm', 'restricted:standard');
    // The README lists 86 殿堂入り; the entries naming a card not in the card data find nothing.
    expect(standard.size).toBe(86 - unresolved('restricted'));
    const classic = ids('dm', 'restricted:classic');
    expect(classic.size).toBeGreaterThan(0);
    const found = ids('dm', 'is:restricted');
    expectSame(found, union(standard, classic));
    expectSame(ids('dm', 'is:殿堂入り'), found);
    expectSame(ids('dm', 'is:殿堂'), found);
    expectSame(ids('dm', 'restricted:殿堂'), standard);
    expect(intersection(standard, ids('dm', 'legal:standard')).size).toBe(standard.size); // restricted is still legal
  });

  it('banned:standard is the プレミアム殿堂 list, however the format is named', () => {
    const banned = ids('dm', 'banned:standard');
    // The README lists 41 プレミアム殿堂; the entries naming a card not in the card data find nothing.
    expect(banned.size).toBe(41 - unresolved('banned'));
    for (const query of ['banned:殿堂', 'banned:殿堂レギュレーション', '禁止:殿堂ﾚｷﾞｭﾚｰｼｮﾝ']) expectSame(ids('dm', query), banned);
    expect(intersection(banned, ids('dm', 'legal:standard')).size).toBe(0);
    expectSame(ids('dm', 'legal:殿堂レギュレーション'), ids('dm', 'legal:standard'));
    // is:banned is banned in any format; プレ殿 and プレミアム殿堂 are its Japanese names, in any kana width.
    const anyBanned = ids('dm', 'is:banned');
    expectSame(anyBanned, union(banned, ids('dm', 'banned:classic')));
    for (const query of ['is:プレ殿', 'is:ﾌﾟﾚ殿', 'is:ぷれ殿', 'is:プレミアム殿堂', 'is:禁止']) expectSame(ids('dm', query), anyBanned);
  });

  it('kw:ブロッカー matches every keyword containing ブロッカー', () => {
    const rows = all('dm', 'kw:ブロッカー');
    expect(rows.length).toBeGreaterThan(500);
    const found = new Set(rows.map((row) => row.id));
    expectSame(found, where('dm', (card) => card.keywords.some((keyword) => fold(keyword).includes(fold('ブロッカー')))));
    expectSame(ids('dm', 'キーワード:ブロッカー'), found);
    expectSame(ids('dm', 'keyword:ﾌﾞﾛｯｶｰ'), found);
  });

  it('reads Japanese field names: 文明:火 is civ:火, コスト<=2 is cost<=2', () => {
    const fire = ids('dm', 'civ:火');
    expectSame(fire, where('dm', (card) => (card.stats.civs as string[]).includes('火')));
    for (const query of ['文明:火', 'civ:fire', 'civilization:FIRE', '文明＝火']) expectSame(ids('dm', query), fire);
    const cheap = ids('dm', 'cost<=2');
    expectSame(cheap, where('dm', (card) => card.cost !== null && card.cost <= 2));
    for (const query of ['コスト<=2', 'コスト＜＝２', 'ｺｽﾄ<=2', 'c<=2']) expectSame(ids('dm', query), cheap);
    for (const row of all('dm', 'コスト<=2')) expect(row.cost!).toBeLessThanOrEqual(2);
  });

  it('reads every spelling of the colourless civilization', () => {
    const colorless = ids('dm', 'civ:無色');
    expect(colorless.size).toBeGreaterThan(0);
    expectSame(colorless, where('dm', (card) => (card.stats.civs as string[]).includes('無色')));
    for (const query of ['civ:zero', 'civ:colorless', 'civ:ゼロ', 'civ:ｾﾞﾛ', 'civ:ぜろ']) expectSame(ids('dm', query), colorless);
  });

  it('compares numbers with every operator', () => {
    const cost = (test: (value: number) => boolean) => where('dm', (card) => card.cost !== null && test(card.cost));
    expectSame(ids('dm', 'cost:5'), cost((v) => v === 5));
    expectSame(ids('dm', 'cost=5'), cost((v) => v === 5));
    expectSame(ids('dm', 'cost!=5'), cost((v) => v !== 5));
    expectSame(ids('dm', 'cost<5'), cost((v) => v < 5));
    expectSame(ids('dm', 'cost<=5'), cost((v) => v <= 5));
    expectSame(ids('dm', 'cost>5'), cost((v) => v > 5));
    expectSame(ids('dm', 'cost>=5'), cost((v) => v >= 5));
    const strong = where('dm', (card) => card.power !== null && card.power >= 12000);
    expect(strong.size).toBeGreaterThan(0);
    expectSame(ids('dm', 'power>=12000'), strong);
    expectSame(ids('dm', 'パワー>=12000'), strong);
  });
});

describe('OR, NOT and minus', () => {
  it('combines filters as set arithmetic', () => {
    const fire = ids('dm', 'civ:火');
    const water = ids('dm', 'civ:水');
    const light = ids('dm', 'civ:光');
    const every = allIds('dm');
    expectSame(ids('dm', 'civ:火 OR civ:水'), union(fire, water));
    expectSame(ids('dm', 'civ:火 civ:水'), intersection(fire, water));
    expectSame(ids('dm', 'civ:火 AND civ:水'), intersection(fire, water));
    expectSame(ids('dm', 'civ:火 -civ:水'), difference(fire, water));
    expectSame(ids('dm', 'civ:火 NOT civ:水'), difference(fire, water));
    expectSame(ids('dm', '-civ:火'), difference(every, fire));
    expectSame(ids('dm', 'NOT civ:火'), difference(every, fire));
    expectSame(ids('dm', 'civ!=火'), difference(every, fire));
    expectSame(ids('dm', '－文明：火'), difference(every, fire));
    expectSame(ids('dm', '--civ:火'), fire);
    // Precedence: AND binds tighter than OR; parentheses override.
    expectSame(ids('dm', 'civ:火 civ:水 OR civ:光'), union(intersection(fire, water), light));
    expectSame(ids('dm', 'civ:火 (civ:水 OR civ:光)'), intersection(fire, union(water, light)));
    expectSame(ids('dm', '(civ:火 OR civ:水) -civ:光'), difference(union(fire, water), light));
  });

  it('negates a whole group with a minus or NOT', () => {
    const either = union(ids('dm', 'civ:火'), ids('dm', 'civ:水'));
    expect(either.size).toBeGreaterThan(0);
    expectSame(ids('dm', '-(civ:火 OR civ:水)'), difference(allIds('dm'), either));
    expectSame(ids('dm', 'NOT (civ:火 OR civ:水)'), difference(allIds('dm'), either));
    expectSame(ids('dm', '－（civ:火 OR civ:水）'), difference(allIds('dm'), either));
  });

  it('combines free words and filters', () => {
    const bolshack = ids('dm', 'ボルシャック');
    expectSame(ids('dm', 'ボルシャック OR 神帝'), union(bolshack, ids('dm', '神帝')));
    expectSame(ids('dm', 'ボルシャック -ドラゴン'), difference(bolshack, ids('dm', 'ドラゴン')));
    expectSame(ids('dm', 'ボルシャック -race:ドラゴン'), difference(bolshack, ids('dm', 'race:ドラゴン')));
    expectSame(ids('dm', 'ボルシャック civ:火'), intersection(bolshack, ids('dm', 'civ:火')));
  });

  it('cost!=3 compares and -cost:3 negates: a card with no cost is only in the second', () => {
    const noCost = where('dm', (card) => card.cost === null);
    expect(noCost.size).toBeGreaterThan(0);
    expectSame(ids('dm', '-cost:3'), union(ids('dm', 'cost!=3'), noCost));
  });
});

describe('sorting and paging', () => {
  const QUERY = 'civ:火 cost<=3';

  it('pages without overlap, adding up to the total', () => {
    const every = ids('dm', QUERY);
    const seen: number[] = [];
    for (let offset = 0; ; offset += 50) {
      const { total, rows } = search('dm', QUERY, { limit: 50, offset, sort: 'cost' });
      expect(total).toBe(every.size);
      if (rows.length === 0) break;
      expect(rows.length).toBe(Math.min(50, total - offset));
      seen.push(...rows.map((row) => row.id));
    }
    expect(seen).toHaveLength(every.size);
    expectSame(new Set(seen), every);
  });

  it('pages in the same order as one long page', () => {
    for (const sort of ['name', 'cost', 'power', 'mana', 'updated'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const whole = search('dm', QUERY, { sort, order, limit: EVERYTHING }).rows.map((row) => row.id);
        const paged = [0, 1, 2, 3].flatMap((page) => search('dm', QUERY, { sort, order, limit: 37, offset: page * 37 }).rows.map((row) => row.id));
        expect(paged, `${sort} ${order}`).toEqual(whole.slice(0, 4 * 37));
      }
    }
  });

  it('pages words of thousands of matches (read along the name order) as their matches sorted by name', () => {
    // Past 3,000 matches the page is read along the name index, probing the word's own list of matches (here those
    // of one LIKE scan; no word of three characters or more matches that many cards of the shipped pools).
    for (const [game, word] of [['dm', 'ー'], ['fab', 'e']] as const) {
      const matches = containing(game, word);
      expect(matches.size, word).toBeGreaterThan(3000);
      const byName = cardsOf(game)
        .filter((card) => matches.has(card.id))
        .sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)) || a.id - b.id)
        .map((card) => card.id);
      for (const order of ['asc', 'desc'] as const) {
        const expected = order === 'asc' ? byName : [...byName].reverse();
        for (const offset of [0, 1000, matches.size - 20]) {
          const { total, rows } = search(game, word, { sort: 'name', order, limit: 37, offset });
          expect(total, word).toBe(matches.size);
          expect(rows.map((row) => row.id), `${word} ${order} ${offset}`).toEqual(expected.slice(offset, offset + 37));
        }
      }
    }
  });

  it('sorts by the column, cards without a value last in either order', () => {
    for (const order of ['asc', 'desc'] as const) {
      const costs = search('fab', 'class:ninja', { sort: 'cost', order, limit: EVERYTHING }).rows.map((row) => row.cost);
      const known = costs.filter((cost): cost is number => cost !== null);
      expect(known.length).toBeGreaterThan(0);
      expect(costs.length).toBeGreaterThan(known.length); // ninja heroes and equipment have no cost
      expect(costs.slice(0, known.length)).toEqual(known); // no null before a number
      expect(known).toEqual([...known].sort((a, b) => (order === 'asc' ? a - b : b - a)));
    }
  });

  it('sorts by name by default when the query has no words, in SQLite text order', () => {
    const names = search('fab', 'pitch:1', { limit: EVERYTHING }).rows.map((row) => row.name);
    const sorted = [...names].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    expect(names).toEqual(sorted);
    const descending = search('fab', 'pitch:1', { order: 'desc', limit: EVERYTHING }).rows.map((row) => row.name);
    expect(descending).toEqual([...descending].sort((a, b) => Buffer.compare(Buffer.from(b), Buffer.from(a))));
    expect(descending).not.toEqual(names);
  });

  it('returns 50 cards unless told, and none past the end', () => {
    const { total, rows } = search('dm', QUERY);
    expect(total).toBeGreaterThan(50);
    expect(rows).toHaveLength(50);
    const past = search('dm', QUERY, { offset: total });
    expect(past).toEqual({ total, rows: [], suggestions: [] });
    expect(search('dm', QUERY, { limit: 0 }).rows).toEqual([]);
  });
});

describe('relevance (the default order while a query has words)', () => {
  /**
   * A card's rank worked out from its stored names alone: 0 a name is the words, 1 a name starts with them, 2 a word
   * of a printed name (after a space, ・, / or a bracket) starts with them, 3 a name holds them, 4 elsewhere.
   */
  function rankOf(game: GameId, row: CardRow, typed: string): number {
    const words = fold(typed);
    const names = texts.get(game)!.get(row.id)!.names.split('|');
    if (names.includes(words)) return 0;
    if (names.some((name) => name.startsWith(words))) return 1;
    const printed = [row.name, row.name_ja ?? '', row.name_en ?? ''];
    const wordStarts = printed.flatMap((name) => name.split(/[\s・/（）()「」]/u).map((_, i, parts) => fold(parts.slice(i).join(''))));
    if (wordStarts.some((rest) => rest.startsWith(words))) return 2;
    return names.some((name) => name.includes(words)) ? 3 : 4;
  }

  it('lists ボルシャック・ドラゴン first for ぼるしゃっく: names starting with it first, the name the others extend first among them', () => {
    const { rows, total } = search('dm', 'ぼるしゃっく', { limit: EVERYTHING });
    expect(total).toBe(containing('dm', 'ぼるしゃっく').size);
    expect(rows[0]!.name).toBe('ボルシャック・ドラゴン');
    const ranks = rows.map((row) => rankOf('dm', row, 'ぼるしゃっく'));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // The name order alone put ネオ・ボルシャック・ドラゴン first (issue 23); a word of it starts with the words, so it
    // comes after every name that starts with them.
    const neo = rows.findIndex((row) => row.name === 'ネオ・ボルシャック・ドラゴン');
    expect(ranks[neo]).toBe(2);
    expect(ranks.lastIndexOf(1)).toBeLessThan(neo);
    // Names a word of which starts with ボルシャック come before names holding it elsewhere: 熱血龍 ボルシャック・クロス
    // before 時空の火焔ボルシャック・ドラゴン.
    const indexOf = (name: string) => rows.findIndex((row) => row.name === name);
    expect(ranks[indexOf('熱血龍 ボルシャック・クロス')]).toBe(2);
    expect(indexOf('熱血龍 ボルシャック・クロス')).toBeLessThan(indexOf('時空の火焔ボルシャック・ドラゴン'));
  });

  it('puts the exact name first, typed any way, then the names that start with it, then those holding it', () => {
    for (const typed of ['ボルシャック・ドラゴン', 'ぼるしゃっくどらごん', 'ボルシャック ドラゴン', 'ﾎﾞﾙｼｬｯｸ・ﾄﾞﾗｺﾞﾝ']) {
      const names = search('dm', typed, { limit: 8 }).rows.map((row) => row.name);
      expect(names.slice(0, 4), typed).toEqual(['ボルシャック・ドラゴン', 'ボルシャック・ドラゴン/決闘者・チャージャー', 'ボルシャック・ドラゴン GR', 'ボルシャック・ドラゴン GS']);
      expect(names.slice(4), typed).toContain('ネオ・ボルシャック・ドラゴン');
    }
    expect(search('fab', 'snatch', { limit: 3 }).rows.map((row) => row.name)).toEqual(['Snatch', 'Snatch', 'Snatch']);
  });

  it('lists the cards matching by rules text after every name match, by name', () => {
    // ACG's sample cards have texts (the DM and FaB packs ship none): トークン in 1 name and 6 texts, 森 (scanned:
    // one character) in 3 names and 4 texts.
    for (const [word, named, byText] of [['トークン', 1, 6], ['森', 3, 4]] as const) {
      const { rows } = search('acg', word, { limit: EVERYTHING });
      const ranks = rows.map((row) => rankOf('acg', row, word));
      expect(ranks, word).toEqual([...ranks].sort((a, b) => a - b));
      expect(ranks.filter((rank) => rank < 4), word).toHaveLength(named);
      const rest = rows.filter((_, i) => ranks[i] === 4).map((row) => row.name);
      expect(rest, word).toHaveLength(byText);
      expect(rest, word).toEqual([...rest].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));
    }
  });

  it('pages in the same order as one long page, across the name matches and the rest, short words too', () => {
    for (const [game, query] of [['dm', 'ドラゴン'], ['fab', 'dagger'], ['dm', 'ー'], ['dm', 'civ:火 ぼるしゃっく'], ['acg', '森']] as const) {
      const whole = search(game, query, { limit: EVERYTHING }).rows.map((row) => row.id);
      const paged = [0, 1, 2, 3].flatMap((page) => search(game, query, { limit: 37, offset: page * 37 }).rows.map((row) => row.id));
      expect(paged, query).toEqual(whole.slice(0, 4 * 37));
      expect(new Set(whole).size, query).toBe(whole.length);
    }
  });

  it('ties by the English name when asked (an English reader), and lists a query without words so', () => {
    const english = (row: CardRow) => row.name_en ?? row.name;
    const byEnglish = (rows: CardRow[]) => [...rows].sort((a, b) => Buffer.compare(Buffer.from(english(a)), Buffer.from(english(b))) || a.id - b.id);
    const all = search('acg', '', { nameOrder: 'englishName', limit: EVERYTHING }).rows;
    expect(all.map((row) => row.id)).toEqual(byEnglish(all).map((row) => row.id));
    expect(all.map((row) => row.id)).not.toEqual(search('acg', '', { limit: EVERYTHING }).rows.map((row) => row.id));
    // 森 in three names (森のリス, 森の番人ゴリラ, then 深き森林), then four cards found by their texts, by English name.
    const forest = search('acg', '森', { nameOrder: 'englishName', limit: EVERYTHING }).rows;
    expect(forest.slice(0, 3).map((row) => row.name)).toEqual(['森のリス', '森の番人ゴリラ', '深き森林']);
    expect(forest.slice(3).map((row) => row.id)).toEqual(byEnglish(forest.slice(3)).map((row) => row.id));
    expect(forest.slice(3).map((row) => row.id)).not.toEqual(search('acg', '森', { limit: EVERYTHING }).rows.slice(3).map((row) => row.id));
  });

  it('still sorts by an explicit choice', () => {
    const costs = search('dm', 'ぼるしゃっく', { sort: 'cost', limit: EVERYTHING }).rows.map((row) => row.cost!);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(search('dm', 'ぼるしゃっく', { sort: 'name', limit: 1 }).rows[0]!.name).toBe('ネオ・ボルシャック・ドラゴン');
  });
});

describe('did you mean', () => {
  it('offers ボルシャック・ドラゴン for the typos ぼるしゃくど and ボルシャク, which find nothing', () => {
    for (const typo of ['ぼるしゃくど', 'ボルシャク']) {
      const { total, suggestions } = search('dm', typo);
      expect(total, typo).toBe(0);
      expect(suggestions.length, typo).toBeGreaterThan(1);
      expect(suggestions.length, typo).toBeLessThanOrEqual(MAX_SUGGESTIONS);
      expect(suggestions[0], typo).toEqual({ name: 'ボルシャック・ドラゴン', query: 'ボルシャック・ドラゴン' });
      // Each name offered finds its card.
      for (const suggestion of suggestions) {
        expect(search('dm', suggestion.query, { limit: 1 }).rows[0]!.name, suggestion.query).toBe(suggestion.name);
      }
    }
  });

  it('offers Command and Conquer for an English typo in FaB, quoted as a query', () => {
    expect(search('fab', 'comand and conquer').suggestions[0]).toEqual({ name: 'Command and Conquer', query: '"Command and Conquer"' });
    expect(search('fab', 'snach').suggestions.map((suggestion) => suggestion.name)).toEqual(['Snatch']);
  });

  it('offers nothing when the words find plenty, on a later page, or with no words', () => {
    expect(search('dm', 'ぼるしゃっく').suggestions).toEqual([]);
    expect(search('dm', 'ボルシャク', { offset: 1 }).suggestions).toEqual([]);
    expect(search('dm', 'cost=99').suggestions).toEqual([]);
    // The one card named so: nothing else was meant.
    expect(search('fab', 'Command and Conquer')).toMatchObject({ total: 1, suggestions: [] });
    // Few found: names near the words are offered, but not the cards already shown.
    const few = search('fab', 'kodachi');
    expect(few.total).toBeLessThanOrEqual(SUGGEST_AT_MOST);
    for (const suggestion of few.suggestions) expect(few.rows.map((row) => row.name)).not.toContain(suggestion.name);
  });
});

describe('an empty query', () => {
  it('lists every card of the game, and only that game', () => {
    for (const game of GAMES) {
      const count = (db.sql.prepare('SELECT COUNT(*) AS n FROM cards WHERE game = ?').get(game) as { n: number }).n;
      expect(count, game).toBeGreaterThan(0);
      for (const query of ['', '   ', '\u3000']) expect(search(game, query).total, game).toBe(count);
      expectSame(ids(game, ''), allIds(game));
    }
    // The README's count of FaB cards; the sample packs' sizes from the pack manifest.
    expect(search('fab', '').total).toBe(3878);
    expect(search('acg', '').total).toBe(73);
    expect(search('nova', '').total).toBe(70);
    expect(search('pmv', '').total).toBe(69);
  });

  it('treats a word that folds to nothing as no condition', () => {
    expect(search('dm', '・').total).toBe(cardsOf('dm').length);
    expectSame(ids('dm', 'ボルシャック ・ 、'), ids('dm', 'ボルシャック'));
  });
});

describe('the sample packs', () => {
  type PackCard = { key: string; name: string; keywords: string[]; stats: Record<string, unknown> };
  const pack = (game: 'acg' | 'nova' | 'pmv') =>
    (JSON.parse(readFileSync(new URL(`../packs/sample-${game}.json`, import.meta.url), 'utf8')) as { cards: PackCard[] }).cards;
  const names = (rows: CardRow[]) => rows.map((row) => row.name).sort();

  it('acg: cond:plains finds the cards with the plains icon, by any of its names', () => {
    const rows = all('acg', 'cond:plains');
    const expected = pack('acg').filter((card) => String(card.stats.condition ?? '').includes('P'));
    expect(expected.length).toBeGreaterThan(0);
    expect(names(rows)).toEqual(expected.map((card) => card.name).sort());
    for (const row of rows) expect(String(statsOf(row).condition)).toContain('P');
    for (const query of ['cond:平野', 'condition:P', '条件：平野', 'cond:Plains']) expect(names(all('acg', query)), query).toEqual(names(rows));
    expect(names(all('acg', 'def>=3'))).toEqual(pack('acg').filter((card) => Number(card.stats.def) >= 3).map((card) => card.name).sort());
  });

  it('nova: level>=3 finds the characters of level 3 and up', () => {
    const rows = all('nova', 'level>=3');
    const expected = pack('nova').filter((card) => typeof card.stats.level === 'number' && card.stats.level >= 3);
    expect(expected.length).toBeGreaterThan(0);
    expect(names(rows)).toEqual(expected.map((card) => card.name).sort());
    for (const row of rows) expect(statsOf(row).level as number).toBeGreaterThanOrEqual(3);
    expect(names(all('nova', 'レベル＞＝３'))).toEqual(names(rows));
    expect(names(all('nova', 'color:赤'))).toEqual(pack('nova').filter((card) => card.stats.color === 'red').map((card) => card.name).sort());
  });

  it('pmv: kw:デッキ１枚制限 finds the one-per-deck cards, full- or half-width', () => {
    const rows = all('pmv', 'kw:デッキ１枚制限');
    const expected = pack('pmv').filter((card) => card.keywords.includes('デッキ１枚制限'));
    expect(expected.length).toBeGreaterThan(0);
    expect(names(rows)).toEqual(expected.map((card) => card.name).sort());
    expect(names(all('pmv', 'kw:デッキ1枚制限'))).toEqual(names(rows));
    expect(names(all('pmv', 'graze>=1'))).toEqual(pack('pmv').filter((card) => Number(card.stats.graze) >= 1).map((card) => card.name).sort());
  });

  it('keeps each game to its own cards and fields', () => {
    expect(search('acg', 'ボルシャック').total).toBe(0);
    expect(errorOf('fab', 'cond:plains')).toEqual({ position: 1, reason: expect.stringContaining('unknown field "cond"') as string });
    expect(errorOf('dm', 'pitch:1').position).toBe(1);
  });
});

describe('compile errors', () => {
  it('names an unknown field at its start, listing the fields of the game', () => {
    expect(errorOf('dm', 'pitch:1')).toEqual({
      position: 1,
      reason:
        'unknown field "pitch"; the fields are civ, mana, name, text, kind, sub, kw, cost, power, set, rarity, zone, is, legal, banned, restricted, limited, suspended, legend',
    });
    expect(errorOf('dm', 'ボルシャック foo:bar').position).toBe(8);
    expect(errorOf('fab', '(a OR 色色:赤)').position).toBe(7);
  });

  it('names an unknown kind, section or condition at its value', () => {
    const kind = errorOf('dm', 'kind:foo');
    expect(kind.position).toBe(6);
    expect(kind.reason).toMatch(/^unknown card kind "foo"; the kinds are creature, evolutionCreature, /);
    expect(errorOf('dm', 'civ:火 種類：ドラゴン').position).toBe(10);
    expect(errorOf('dm', 'zone:side')).toEqual({ position: 6, reason: 'unknown deck section "side"; the sections are main, hyperspace, gr, gameStart' });
    expect(search('dm', 'zone:deck').total).toBe(search('dm', 'zone:main').total); // デッキ / Deck is the main section's label
    expect(errorOf('acg', 'cond:desert')).toEqual({
      position: 6,
      reason: 'unknown condition "desert"; use plains, mountain, aquatic, forest, night or generic',
    });
  });

  it('refuses a word where a whole number is needed', () => {
    expect(errorOf('dm', 'power:abc')).toEqual({ position: 7, reason: '"power" compares whole numbers; "abc" is not one' });
    expect(errorOf('fab', 'pitch>=red')).toEqual({ position: 8, reason: '"pitch" compares whole numbers; "red" is not one' });
    expect(errorOf('dm', 'パワー＞＝強い')).toEqual({ position: 6, reason: '"パワー" compares whole numbers; "強い" is not one' });
    expect(errorOf('dm', 'cost<3.5')).toEqual({ position: 6, reason: '"cost" compares whole numbers; "3.5" is not one' });
    // cost: also reads the printed cost text, but only with : or =.
    expect(errorOf('fab', 'cost>X')).toEqual({ position: 6, reason: '"cost" compares whole numbers; "X" is not one' });
  });

  it('refuses an ordering comparison on a text or exact field, at the operator', () => {
    expect(errorOf('dm', 'name<abc')).toEqual({ position: 5, reason: '"name" takes : or = or !=, not <' });
    expect(errorOf('dm', 'name<=abc')).toEqual({ position: 5, reason: '"name" takes : or = or !=, not <=' });
    expect(errorOf('dm', 'a 名前＞＝abc')).toEqual({ position: 5, reason: '"名前" takes : or = or !=, not >=' });
    expect(errorOf('dm', 'race>ドラゴン')).toEqual({ position: 5, reason: '"race" takes : or = or !=, not >' });
    expect(errorOf('dm', 'civ<火')).toEqual({ position: 4, reason: '"civ" takes : or = or !=, not <' });
    expect(errorOf('dm', 'kind>=creature')).toEqual({ position: 5, reason: '"kind" takes : or = or !=, not >=' });
  });

  it('refuses a word of one or two characters past the most a query may scan, at that word, before scanning any', () => {
    const short = ['a', 'あ', 'ｱｲ', '火', 'ドラ', 'の', '竜'].slice(0, MAX_SCANS + 1);
    const last = short.at(-1)!;
    const scanned: string[] = [];
    const lookups = { numericValues: () => [], termsContaining: () => [], scannedIds: (_: unknown, pattern: string) => (scanned.push(pattern), []) };
    const query = short.join(' OR ');
    expect(() => compileQuery(parseQuery(query), vocabulary('dm'), lookups)).toThrow(
      `position ${query.indexOf(last) + 1}: a query has at most ${MAX_SCANS} different words of one or two characters (they are scanned, not looked up); this is one more`,
    );
    expect(scanned).toEqual([]);
    // Text filters scan too; words of three characters use the index and count nothing.
    expect(errorOf('dm', `${short.slice(0, MAX_SCANS).join(' ')} text:の`).position).toBe(short.slice(0, MAX_SCANS).join(' ').length + 2);
    expect(search('dm', `${short.slice(0, MAX_SCANS).join(' OR ')} OR ドラゴン OR cost:3`).total).toBeGreaterThan(0);
  });

  it('asks a term said twice once, with the same cards as saying it once', () => {
    const scanned: string[] = [];
    const lookups = { numericValues: () => [], termsContaining: () => [], scannedIds: (_: unknown, pattern: string) => (scanned.push(pattern), [1]) };
    compileQuery(parseQuery(`火 火 (火 OR 火) ${'ｶ '.repeat(MAX_SCANS)}`), vocabulary('dm'), lookups);
    expect(scanned).toEqual(['%火%', '%か%']);
    const repeated = Array.from({ length: 40 }, () => 'legal:standard').join(' ');
    expect(search('dm', repeated).total).toBe(search('dm', 'legal:standard').total);
    expect(search('dm', 'ドラゴン OR ドラゴン').total).toBe(search('dm', 'ドラゴン').total);
  });

  it('reports parse errors through searchCards too', () => {
    expect(errorOf('dm', 'civ:火 OR')).toEqual({ position: 7, reason: 'OR needs something on both sides' });
  });
});

describe('SQL safety', () => {
  let tables: string;
  let counts: string;
  const snapshot = () => ({
    tables: JSON.stringify(db.sql.prepare("SELECT type, name FROM sqlite_master ORDER BY name").all()),
    counts: JSON.stringify(db.sql.prepare('SELECT game, COUNT(*) AS n FROM cards GROUP BY game ORDER BY game').all()),
  });
  beforeAll(() => {
    ({ tables, counts } = snapshot());
  });

  // Free words full of LIKE wildcards, escapes, FTS5 syntax and SQL: searched as text, found as text.
  const words = [
    '%', '%%', '100%', '％', '%_%', '_', 'a_b', '\\', '\\\\', 'a\\b', '\\%', '\\_',
    "'", "''", "O'Brien", "it's", "ボルシャック'", "'; DROP TABLE cards; -- x", "x' OR '1'='1", "1; DELETE FROM cards",
    'SELECT * FROM cards', 'UNION SELECT name FROM sqlite_master', "card_search MATCH '*'",
    '*', 'ボル*', '*ボル', 'a*b', 'NEAR', 'NEAR/2', 'NEAR(ボルシャック ドラゴン)', 'NEAR("a" "b", 3)', '{names}', '{names body}',
    '{names}:ボルシャック', '^ボルシャック', 'ボルシャック+ドラゴン', '"*"', '"NEAR"', '"{names} : x"', '"a"" OR ""b"',
    'names : "x"', '"ボルシャック" *', 'ボル"シャック"', '""', '"" ""', '-""',
    'a\u0000b', '\u0000', 'ボル\u0000シャック', '\u0000\u0000\u0000', 'battle\u0000field',
  ];

  it.each(words)('searches %j as text', (query) => {
    for (const game of ['dm', 'fab', 'acg'] as const) {
      const tree = parseQuery(query);
      const compiled = compileQuery(tree, vocabulary(game));
      // The typed text only ever reaches SQL as a bound parameter.
      for (const fragment of [';', '--', '%', '*', '{', '"', 'DROP', 'DELETE', 'UNION', 'NEAR', 'sqlite_master', '\u0000']) {
        expect(compiled.sql).not.toContain(fragment);
      }
      expectSame(ids(game, query), expectedFor(game, tree));
    }
  });

  it('finds a card by a character LIKE would read as a wildcard', () => {
    // One DM name holds a full-width ％ (NFKC: %); an unescaped % would match every card.
    const rows = all('dm', '%');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(10);
    for (const row of rows) expect(row.name.normalize('NFKC')).toContain('%');
    expect(search('dm', '\\').total).toBe(where('dm', (card) => card.name.includes('\\')).size);
    // An FTS5 prefix query would match every ぼる… name; as text, ボル* is only those with a star.
    expect(search('dm', 'ボル*').total).toBe(where('dm', (card) => fold(card.name).includes('ぼる*')).size);
  });

  const fieldValues: [string, keyof SearchText][] = [
    ['name:"\'; DROP TABLE cards; --"', 'names'],
    ['name:"%"', 'names'],
    ["name:'%'", 'names'],
    ['name:"\\"', 'names'],
    ['name:"_"', 'names'],
    ['name:"ボル*"', 'names'],
    ['name:"{names} : x"', 'names'],
    ['name:"NEAR(a b)"', 'names'],
    ['name:「" OR 1=1」', 'names'],
    ['text:"%"', 'body'],
    ['text:"a\u0000b"', 'body'],
    ['race:"%"', 'subtypes'],
    ["race:'", 'subtypes'],
    ['kw:"\\%"', 'keywords'],
    ['kw:"*"', 'keywords'],
  ];

  it.each(fieldValues)('searches the value of %j as text', (query, column) => {
    const tree = parseQuery(query);
    expect(tree.type).toBe('field');
    const value = (tree as Extract<QueryNode, { type: 'field' }>).value;
    for (const game of ['dm', 'fab', 'acg'] as const) expectSame(ids(game, query), containing(game, value, [column]));
  });

  it('still reads exact filters whose value holds SQL', () => {
    for (const query of ["set:\"'; DROP TABLE cards; --\"", 'rarity:%', 'is:"\' OR 1=1"', "class:'", 'legal:"\'; --"', 'banned:%', 'cost:"\'"']) {
      expect(search('fab', query).total, query).toBe(0);
    }
  });

  it.each([
    // The language's own errors, not SQL ones.
    ["'; DROP TABLE cards; --", 23, '- needs something to exclude'],
    ["Robert'); DROP TABLE cards;--", 8, 'this ")" has no matching "("'],
    ['"; DROP TABLE cards', 1, 'this quote is never closed'],
    ['"', 1, 'this quote is never closed'],
    ["%' OR 1=1 --x", 7, 'unknown field "1"; the fields are civ, mana, name, text, kind, sub, kw, cost, power, set, rarity, zone, is, legal, banned, restricted, limited, suspended, legend'],
    ['names:ボルシャック', 1, 'unknown field "names"; the fields are civ, mana, name, text, kind, sub, kw, cost, power, set, rarity, zone, is, legal, banned, restricted, limited, suspended, legend'],
    ['body:*', 1, 'unknown field "body"; the fields are civ, mana, name, text, kind, sub, kw, cost, power, set, rarity, zone, is, legal, banned, restricted, limited, suspended, legend'],
    ['cost<1; DROP TABLE cards', 6, '"cost" compares whole numbers; "1;" is not one'],
  ])('refuses %j at %i as the language says', (query, position, reason) => {
    expect(errorOf('dm', query)).toEqual({ position, reason });
  });

  it('leaves the database as it was', () => {
    expect(snapshot()).toEqual({ tables, counts });
    expect(db.sql.pragma('quick_check', { simple: true })).toBe('ok');
  });
});
