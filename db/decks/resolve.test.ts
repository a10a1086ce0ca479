/** Decklist lines resolved against the packed database, one rule at a time. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { DeckListEntry } from '../../engine/deck/types';
import { talisharId } from '../../engine/deck/formats/talishar';
import { findGame } from '../../engine/games/registry';
import type { GameId } from '../../engine/games/id';
import { usePackedDatabase } from '../../test/helpers/packed-db';
import { CardRecordSchema } from '../cards/record';
import { writeCards } from '../cards/write';
import { NEAR_SEARCHES, resolveDeckList, type ResolvedDeckList } from './resolve';

const packed = usePackedDatabase();

type Line = Omit<DeckListEntry, 'line' | 'section' | 'count'> & Partial<Pick<DeckListEntry, 'section' | 'count'>>;

/** Resolves lines numbered from 1, one copy each unless they say otherwise. */
function resolve(game: GameId, ...lines: Line[]): ResolvedDeckList {
  const entries = lines.map((line, index) => ({ section: null, count: 1, ...line, line: index + 1 }));
  return resolveDeckList(packed().sql, findGame(game)!, { name: null, game, format: null, entries }, { talisharId });
}

/** The non-empty sections as [name, count] pairs. */
function counted({ deck }: ResolvedDeckList): Record<string, [string, number][]> {
  return Object.fromEntries(
    Object.entries(deck.sections)
      .filter(([, entries]) => entries.length > 0)
      .map(([section, entries]) => [section, entries.map((entry) => [entry.card.name, entry.count])]),
  );
}

describe('resolveDeckList: finding the card', () => {
  it('takes a key first, and a name when the key is unknown', () => {
    const result = resolve('acg', { key: 'acg-s035', name: 'renamed since' }, { key: 'acg-gone', name: '霧の峠' });
    expect(counted(result)).toEqual({ basic: [['陽だまりの草原', 1], ['霧の峠', 1]] });
    expect(result.notes).toEqual([]);
  });

  it('finds a name spelled another way: kana, width, separators, a reading in brackets anywhere', () => {
    const result = resolve(
      'dm',
      { name: 'ぼるしゃっくどらごん' },
      { name: 'ﾎﾞﾙｼｬｯｸ ﾄﾞﾗｺﾞﾝ' },
      { name: '計略の手／陰謀の手' },
      { name: '時空の侍ボルメテウス・若武者・ドラゴン' },
    );
    expect(counted(result)).toEqual({
      main: [['ボルシャック・ドラゴン', 2], ['計略の手/陰謀の手', 1]],
      hyperspace: [['時空の侍ボルメテウス・若武者（むしゃ）・ドラゴン', 1]],
    });
    expect(result.notes.map((note) => [note.line, note.reason])).toEqual([[1, 'foldedName'], [2, 'foldedName'], [3, 'foldedName'], [4, 'foldedName']]);
  });

  it('finds a card by its reading and by its English name', () => {
    const result = resolve('acg', { name: 'ひだまりのそうげん' }, { name: 'misty pass' });
    expect(counted(result)).toEqual({ basic: [['陽だまりの草原', 1], ['霧の峠', 1]] });
    expect(result.notes.map((note) => note.reason)).toEqual(['reading', 'englishName']);
  });

  it('finds a card by a printed number in any of its written forms, but not by a number several cards share', () => {
    const fab = resolve('fab', { name: 'WTR159', colour: null }, { name: 'wtr159', colour: null });
    expect(counted(fab)).toEqual({ deck: [['Enlightened Strike', 2]] });
    expect(fab.notes.map((note) => note.reason)).toEqual(['number', 'number']);
    const dm = resolve(
      'dm',
      { name: '時空の悪魔龍', number: 'DMD-19 dmd19 1a/22' },
      { name: '時空の悪魔龍', number: 'dmd19 1a/22' },
      { name: '時空の悪魔龍', number: 'ＤＭＤ-19 1A/22' },
      // Printed in all 25 DM26-SD1 decks: names no one card.
      { name: '界王類咆哮目 ジュラノキル', number: '26SD1 6/12' },
    );
    expect(counted(dm)).toEqual({ hyperspace: [['時空の悪魔龍 ディアボロス Z（ダブル）Z（ゼータ）', 3]] });
    expect(dm.unresolved).toMatchObject([{ line: 4, reason: 'unknown' }]);
  });

  it('reports a name several cards have, with each of them, and takes the one its number names', () => {
    const ambiguous = resolve('pmv', { name: '星詠 ミコト' });
    expect(ambiguous.unresolved).toEqual([
      {
        line: 1,
        name: '星詠 ミコト',
        count: 1,
        section: null,
       
        reason: 'ambiguous',
        candidates: [
          { key: 'pmv-s004', name: '星詠 ミコト' },
          { key: 'pmv-s005', name: '星詠 ミコト' },
        ],
      },
    ]);
    const numbered = resolve('pmv', { name: '星詠 ミコト', number: 'SMP-005' }, { name: '星詠 ミコト', number: 'sp-003' });
    expect(numbered.deck.sections.main!.map((entry) => entry.card.key)).toEqual(['pmv-s005', 'pmv-s004']);
  });

  it('reports an unknown name with near names: what contains it, else what shares its longest start or end', () => {
    const result = resolve('dm', { name: 'ボルシャック・ドラゴソ' }, { name: 'ザ・ボルシャック' }, { name: 'xyzzy' });
    const [typo, partial, nothing] = result.unresolved;
    expect(typo).toMatchObject({ line: 1, name: 'ボルシャック・ドラゴソ', reason: 'unknown' });
    expect(typo!.candidates.map((card) => card.name)).toContain('ボルシャック・ドラゴン');
    expect(partial!.candidates).toHaveLength(5);
    for (const card of partial!.candidates) expect(card.name).toContain('ボルシャック');
    expect(nothing).toEqual({ line: 3, name: 'xyzzy', count: 1, section: null, reason: 'unknown', candidates: [] });
    expect(result.deck.sections.main).toEqual([]);
  });

  it('searches other spellings for the first NEAR_SEARCHES different unknown names only, and still takes exact names after', () => {
    const unknown = Array.from({ length: 10_000 }, (_, index) => ({ name: `ボルシャック・ドラゴソ${index}` }));
    const result = resolve('dm', ...unknown, { name: 'ボルシャック・ドラゴン' }, { name: 'ぼるしゃっく・どらごん' });
    expect(result.unresolved.filter((line) => line.candidates.length > 0)).toHaveLength(NEAR_SEARCHES);
    expect(result.unresolved[0]!.candidates.map((card) => card.name)).toContain('ボルシャック・ドラゴン');
    expect(result.unresolved[9_999]).toEqual({ line: 10_000, name: 'ボルシャック・ドラゴソ9999', count: 1, section: null, reason: 'unknown', candidates: [] });
    // The exact name still resolves; the other spelling needs the search the list has used up.
    expect(counted(result)).toEqual({ main: [['ボルシャック・ドラゴン', 1]] });
    expect(result.unresolved.slice(10_000)).toEqual([{ line: 10_002, name: 'ぼるしゃっく・どらごん', count: 1, section: null, reason: 'unknown', candidates: [] }]);
  });
});

describe('resolveDeckList: FaB name and pitch', () => {
  it('takes the colour a line gives, and reports a colour the card is not printed in', () => {
    const result = resolve(
      'fab',
      { name: 'Snatch', colour: 'yellow' },
      { name: 'Boulder Drop', colour: 'red', count: 3, section: 'deck' },
      // Arena cards may carry a colour in FaBrary lists.
      { name: 'Kunai of Retribution', colour: 'red' },
    );
    expect(counted(result)).toEqual({ arena: [['Kunai of Retribution', 1]], deck: [['Snatch', 1]] });
    expect(result.deck.sections.deck![0]!.card.stats.pitch).toBe(2);
    expect(result.unresolved).toEqual([
      { line: 2, name: 'Boulder Drop (red)', count: 3, section: 'deck', reason: 'unknown', candidates: [expect.objectContaining({ name: 'Boulder Drop (yellow)' }), expect.objectContaining({ name: 'Boulder Drop (blue)' })] },
    ]);
  });

  it('without a colour takes the card without pitch, or the only pitch, and calls several pitches ambiguous', () => {
    const result = resolve('fab', { name: 'Kunai of Retribution', colour: null }, { name: 'Command and Conquer', colour: null }, { name: 'Snatch', colour: null });
    expect(counted(result)).toEqual({ arena: [['Kunai of Retribution', 1]], deck: [['Command and Conquer', 1]] });
    expect(result.unresolved).toEqual([
      {
        line: 3,
        name: 'Snatch',
        count: 1,
        section: null,
       
        reason: 'ambiguous',
        candidates: ['red', 'yellow', 'blue'].map((colour) => expect.objectContaining({ name: `Snatch (${colour})` })),
      },
    ]);
  });

  it('reads `A // B` written as A, and A in the data written as `A // B`', () => {
    const sql = packed().sql;
    const card = v.parse(CardRecordSchema, { key: 'test-glimmer', name: 'Glimmer Seeds', kinds: ['action'], stats: { pitch: 1 }, zone: 'deck' });
    writeCards(sql, { game: 'fab', cardLanguage: 'en', source: { name: 'test', version: '1', description: null }, cards: [card], now: new Date() });
    const result = resolve(
      'fab',
      { name: 'Arcane Seeds', colour: 'red' },
      { name: 'Glimmer Seeds // Life', colour: 'red' },
      { name: 'glimmer_seeds__life', colour: 'red', talishar: true },
    );
    expect(counted(result)).toEqual({ deck: [['Arcane Seeds // Life', 1], ['Glimmer Seeds', 2]] });
    expect(result.notes.map((note) => [note.line, note.reason])).toEqual([[1, 'face'], [2, 'frontName'], [3, 'frontName']]);
  });

  it('matches Talishar ids with their colour, or as a whole id when the colour was part of the name', () => {
    const result = resolve(
      'fab',
      { name: 'snatch', colour: 'red', talishar: true, count: 3 },
      { name: 'fai_rising_rebellion', colour: null, talishar: true, section: 'hero' },
      // `deep_blue` splits into deep + blue, but is the chest Deep Blue.
      { name: 'deep', colour: 'blue', talishar: true },
    );
    expect(counted(result)).toEqual({ hero: [['Fai, Rising Rebellion', 1]], arena: [['Deep Blue', 1]], deck: [['Snatch', 3]] });
    expect(result.unresolved).toEqual([]);
  });

  it('needs the Talishar naming rule for Talishar lines', () => {
    const list = { name: null, game: null, format: null, entries: [{ line: 1, section: null, count: 1, name: 'snatch', colour: 'red' as const, talishar: true }] };
    expect(() => resolveDeckList(packed().sql, findGame('fab')!, list)).toThrow(/talisharId/);
  });
});

describe('resolveDeckList: sections and counts', () => {
  it('sums lines for one card in one section, keeps sections apart, and places lines without one by zone', () => {
    const result = resolve(
      'dm',
      { name: 'ボルシャック・ドラゴン', count: 2 },
      { name: 'ボルシャック・ドラゴン', count: 2, section: 'main' },
      { name: '時空の銃姫エイプリル' },
      { name: 'ボルシャック・ドラゴン', count: 1, section: 'gr' },
    );
    expect(counted(result)).toEqual({ main: [['ボルシャック・ドラゴン', 4]], hyperspace: [['時空の銃姫エイプリル', 1]], gr: [['ボルシャック・ドラゴン', 1]] });
    expect(Object.keys(result.deck.sections)).toEqual(['main', 'hyperspace', 'gr', 'gameStart']);
  });

  it("puts a card without a zone in the game's first section", () => {
    expect(counted(resolve('acg', { name: '若木' }))).toEqual({ basic: [['若木', 1]] });
  });
});

describe('resolveDeckList: faces', () => {
  it('resolves one half of a twinpact or the back of a double-faced card alone to the card, with a note', () => {
    const result = resolve('dm', { name: '計略の手', count: 2 }, { name: '鎮魂の覚醒者デス・エイプリル' });
    expect(counted(result)).toEqual({ main: [['計略の手/陰謀の手', 2]], hyperspace: [['時空の銃姫エイプリル', 1]] });
    expect(result.notes).toEqual([
      { line: 1, name: '計略の手', reason: 'face', cards: [{ key: '計略の手/陰謀の手', name: '計略の手/陰謀の手' }] },
      { line: 2, name: '鎮魂の覚醒者デス・エイプリル', reason: 'face', cards: [{ key: '時空の銃姫エイプリル', name: '時空の銃姫エイプリル' }] },
    ]);
  });

  it('counts a card listed by both faces once, with the larger count', () => {
    const result = resolve('dm', { name: '鎮魂の覚醒者デス・エイプリル', count: 2 }, { name: '時空の銃姫エイプリル', count: 1, section: 'hyperspace' });
    expect(counted(result)).toEqual({ hyperspace: [['時空の銃姫エイプリル', 2]] });
    expect(result.notes).toMatchObject([{ line: 1, reason: 'mergedFace' }]);
  });

  it('merges a back face several cards share into those the list has, and calls it ambiguous alone', () => {
    const cells = ['滅亡の起源 零無', '手札の儀', '墓地の儀', '破壊の儀', '復活の儀'];
    const withCells = resolve('dm', ...cells.map((name) => ({ name })), { name: '零龍' });
    expect(counted(withCells)).toEqual({ gameStart: cells.map((name) => [name, 1]) });
    expect(withCells.notes).toEqual([{ line: 6, name: '零龍', reason: 'mergedFace', cards: cells.map((name) => ({ key: name, name })) }]);

    const someCells = resolve('dm', { name: '手札の儀' }, { name: '零龍' });
    expect(counted(someCells)).toEqual({ gameStart: [['手札の儀', 1]] });

    const alone = resolve('dm', { name: '零龍' });
    expect(alone.unresolved).toMatchObject([{ line: 1, reason: 'ambiguous' }]);
    expect(alone.unresolved[0]!.candidates.map((card) => card.name).sort()).toEqual([...cells].sort());
  });
});

describe('resolveDeckList: lookup tables', () => {
  it('sees cards written after an earlier resolve', () => {
    const sql = packed().sql;
    expect(resolve('nova', { name: 'TEST-NUMBER-1' }).unresolved).toHaveLength(1);
    const card = v.parse(CardRecordSchema, {
      key: 'test-numbered',
      name: 'テスト用カード',
      kinds: ['spell'],
      zone: 'main',
      printings: [{ set: 'TEST', number: 'TEST-NUMBER-1' }],
    });
    writeCards(sql, { game: 'nova', cardLanguage: 'ja', source: { name: 'test', version: '1', description: null }, cards: [card], now: new Date() });
    expect(counted(resolve('nova', { name: 'TEST-NUMBER-1' }))).toEqual({ main: [['テスト用カード', 1]] });
  });
});
