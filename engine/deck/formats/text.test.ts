import { describe, expect, it } from 'vitest';
import type { GameId } from '../../games/id';
import type { DeckList } from '../types';
import type { Localized } from '../../localized';
import { refusedLines } from '../../../test/helpers/decklist-refusal';
import { readDeckFile, writeDeckFile } from './index';

function read(text: string, game: GameId): DeckList {
  const result = readDeckFile(text, game);
  expect(result.format).toBe('text');
  expect(result.decks).toHaveLength(1);
  return result.decks[0] as DeckList;
}

/** The file's issues as `line: message`, in one language (English unless asked). */
const issuesOf = (text: string, game: GameId, lang?: keyof Localized): string[] => refusedLines(text, game, 'text', lang);

const cards = (list: DeckList): [string | null, number, string][] =>
  list.entries.map((entry) => [entry.section, entry.count, entry.name]);

describe('Deck Dojo text: reading', () => {
  it('reads every way of writing a count, full-width digits included', () => {
    const list = read(
      [
        '4 ボルシャック・ドラゴン',
        '3x Aqua Hulcus',
        '2 x デーモン・ハンド',
        'ホーリー・スパーク x4',
        '超次元ミカド・ホール ×2',
        'ボーンおどり・チャージャー×３',
        '４ 特攻人形ジェニー',
        '３Ｘ 西部人形ザビ・バレル',
        'ナチュラル・トラップ',
      ].join('\n'),
      'dm',
    );
    expect(cards(list)).toEqual([
      [null, 4, 'ボルシャック・ドラゴン'],
      [null, 3, 'Aqua Hulcus'],
      [null, 2, 'デーモン・ハンド'],
      [null, 4, 'ホーリー・スパーク'],
      [null, 2, '超次元ミカド・ホール'],
      [null, 3, 'ボーンおどり・チャージャー'],
      [null, 4, '特攻人形ジェニー'],
      [null, 3, '西部人形ザビ・バレル'],
      [null, 1, 'ナチュラル・トラップ'],
    ]);
    expect(list.entries.map((entry) => entry.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('reads header lines, section headers in every spelling, comments and blank lines, with line numbers', () => {
    const text = [
      '# a comment',
      'game: dm',
      'format: standard',
      'name: ディアボロス',
      '',
      '2 憤怒の悪魔龍 ガナルドナル',
      '[超次元]',
      '1 獄龍刃 ディアボロス',
      '超次元ゾーン:',
      '1 凶乱の魔鎌 ディスカルド',
      '[ＧＲ]',
      '2 The ジョラゴンGS',
      '[超GR]',
      '[main]',
      '4 墓標の悪魔龍 グレイブモット',
      'Game-start set:',
      '1 零龍',
    ].join('\n');
    const list = read(text, 'dm');
    expect(list).toMatchObject({ game: 'dm', format: 'standard', name: 'ディアボロス' });
    expect(list.entries.map((entry) => [entry.line, entry.section, entry.name])).toEqual([
      [6, null, '憤怒の悪魔龍 ガナルドナル'],
      [8, 'hyperspace', '獄龍刃 ディアボロス'],
      [10, 'hyperspace', '凶乱の魔鎌 ディスカルド'],
      [12, 'gr', 'The ジョラゴンGS'],
      [15, 'main', '墓標の悪魔龍 グレイブモット'],
      [17, 'gameStart', '零龍'],
    ]);
  });

  it('reads each game’s sideboard words as its sideboard-like section, and labels as their sections', () => {
    const sections = (text: string, game: GameId): (string | null)[] => read(text, game).entries.map((e) => e.section);
    const sideboard = '[Sideboard]\nA\n[side]\nB\n[サイド]\nC\nサイドボード:\nD';
    expect(sections(sideboard, 'pmv')).toEqual(['side', 'side', 'side', 'side']);
    expect(sections(sideboard, 'nova')).toEqual(['side', 'side', 'side', 'side']);
    expect(sections(sideboard, 'acg')).toEqual(['reserve', 'reserve', 'reserve', 'reserve']);
    expect(sections('[基礎デッキ]\nA\n[領土デッキ]\nB\n[Deck]\nC\n[予備]\nD', 'acg')).toEqual([
      'basic',
      'territory',
      'basic',
      'reserve',
    ]);
    expect(sections('[キャラデッキ]\nA\n[Main deck]\nB', 'nova')).toEqual(['character', 'main']);
    expect(sections('[Hero]\nA\n[Weapons & equipment]\nB\n[Arena]\nC\nDeck:\nD', 'fab')).toEqual([
      'hero',
      'arena',
      'arena',
      'deck',
    ]);
  });

  it('keeps `:` inside names, and a line ending in `:` that is no section is a card', () => {
    expect(cards(read('[deck]\n3 Fire Tenet: Strike First (red)', 'fab'))).toEqual([['deck', 3, 'Fire Tenet: Strike First']]);
    // A real DM card name that ends in a colon.
    expect(cards(read('真実の巨兵 サンダーバード Re:', 'dm'))).toEqual([[null, 1, '真実の巨兵 サンダーバード Re:']]);
    // After the first card, `name:` is no longer a header.
    expect(cards(read('1 A\nname: B', 'pmv'))).toEqual([
      [null, 1, 'A'],
      [null, 1, 'name: B'],
    ]);
  });

  it('splits a FaB pitch colour off the end only, and leaves other games’ parentheses alone', () => {
    const fab = read('3 Arcane Seeds // Life (red)\n1 Snatch (Blue)\n1 Tide Flippers\n2 Thing (with note) (yellow)', 'fab');
    expect(fab.entries.map((entry) => [entry.name, entry.colour])).toEqual([
      ['Arcane Seeds // Life', 'red'],
      ['Snatch', 'blue'],
      ['Tide Flippers', null],
      ['Thing (with note)', 'yellow'],
    ]);
    const dm = read('1 青銅の鎧(ブロンズ・アーム・トライブ)\n1 Card (red)', 'dm');
    expect(dm.entries).toEqual([
      { line: 1, section: null, count: 1, name: '青銅の鎧(ブロンズ・アーム・トライブ)' },
      { line: 2, section: null, count: 1, name: 'Card (red)' },
    ]);
  });

  it('accepts a BOM and CRLF line ends', () => {
    const list = read('\uFEFFgame: pmv\r\nname: 朝霧\r\n[main]\r\n3 A\r\n\r\n[side]\r\n1 B\r\n', 'pmv');
    expect(list.name).toBe('朝霧');
    expect(list.entries).toEqual([
      { line: 4, section: 'main', count: 3, name: 'A' },
      { line: 7, section: 'side', count: 1, name: 'B' },
    ]);
  });
});

describe('Deck Dojo text: broken files', () => {
  it('reports every problem with its line, sorted, naming what is wrong', () => {
    const text = [
      'game: fab',
      '[deck]',
      '3 Snatch (red)',
      '[wrong]',
      '0 Snatch (red)',
      '',
      '4',
      '-2 Ignite (red)',
      '1000 Ignite (red)',
      'Lava Burst x0',
      '[Sideboard]',
      '4x',
    ].join('\n');
    expect(issuesOf(text, 'fab')).toEqual([
      '4: "[wrong]" is not a section of Flesh and Blood',
      '5: "0 Snatch (red)": count 0 is not between 1 and 999',
      '7: "4" has no card name',
      '8: "-2 Ignite (red)": count -2 is not between 1 and 999',
      '9: "1000 Ignite (red)": count 1000 is not between 1 and 999',
      '10: "Lava Burst x0": count 0 is not between 1 and 999',
      '11: "[Sideboard]": Flesh and Blood has no sideboard',
      '12: "4x" has no card name',
    ]);
    // The same problems as a Japanese player reads them.
    expect(issuesOf(text, 'fab', 'ja')).toEqual([
      '4: 「[wrong]」はFlesh and Bloodのデッキ区分ではありません',
      '5: 「0 Snatch (red)」：枚数 0 は 1〜999 ではありません',
      '7: 「4」にはカード名がありません',
      '8: 「-2 Ignite (red)」：枚数 -2 は 1〜999 ではありません',
      '9: 「1000 Ignite (red)」：枚数 1000 は 1〜999 ではありません',
      '10: 「Lava Burst x0」：枚数 0 は 1〜999 ではありません',
      '11: 「[Sideboard]」：Flesh and Bloodにはサイドボードがありません',
      '12: 「4x」にはカード名がありません',
    ]);
  });

  it('reports a game line for another game, and an unknown game', () => {
    expect(issuesOf('game: fab\n4 ボルシャック・ドラゴン', 'dm')).toEqual(['1: "game: fab" but the deck is read as dm']);
    expect(issuesOf('game: mtg\n4 Island', 'pmv')).toEqual(['1: unknown game "mtg"']);
    expect(issuesOf('game: fab\n4 ボルシャック・ドラゴン', 'dm', 'ja')).toEqual(['1: 「game: fab」とありますが、このデッキはデュエル・マスターズのデッキとして読んでいます']);
    expect(issuesOf('game: mtg\n4 Island', 'pmv', 'ja')).toEqual(['1: 不明なゲーム：「mtg」']);
  });

  it('reports a sideboard word for a game without one, also as `word:`', () => {
    expect(issuesOf('1 A\nsideboard:\n1 B', 'dm')).toEqual(['2: "sideboard:": Duel Masters has no sideboard']);
    expect(issuesOf('1 A\nsideboard:\n1 B', 'dm', 'ja')).toEqual(['2: 「sideboard:」：デュエル・マスターズにはサイドボードがありません']);
  });
});

describe('Deck Dojo text: writing', () => {
  it('writes the header, the cards without a section, then each section in the game’s order', () => {
    const list: DeckList = {
      name: 'Cindra',
      game: 'fab',
      format: 'cc',
      entries: [
        { line: 0, section: 'deck', count: 3, name: 'Snatch', colour: 'red' },
        { line: 0, section: null, count: 1, name: 'Tide Flippers', colour: null },
        { line: 0, section: 'hero', count: 1, name: 'Cindra, Dracai of Retribution', colour: null },
        { line: 0, section: 'deck', count: 2, name: 'Concealed Blade', colour: 'blue' },
      ],
    };
    expect(writeDeckFile(list, 'text', 'fab')).toBe(
      [
        'game: fab',
        'format: cc',
        'name: Cindra',
        '',
        '1 Tide Flippers',
        '',
        '[hero]',
        '1 Cindra, Dracai of Retribution',
        '',
        '[deck]',
        '3 Snatch (red)',
        '2 Concealed Blade (blue)',
        '',
      ].join('\n'),
    );
  });

  it('leaves out absent header lines and refuses a section the game does not have', () => {
    const list: DeckList = { name: null, game: null, format: null, entries: [{ line: 0, section: 'gr', count: 1, name: 'X' }] };
    expect(writeDeckFile(list, 'text', 'dm')).toBe('game: dm\n\n[gr]\n1 X\n');
    expect(() => writeDeckFile(list, 'text', 'pmv')).toThrow('"X" is in section "gr", which Phantom Magic Vision does not have');
  });
});
