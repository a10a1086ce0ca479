import { describe, expect, it } from 'vitest';
import { readData } from '../../../test/helpers/importers';
import type { GameId } from '../../games/id';
import type { DeckList } from '../types';
import type { Localized } from '../../localized';
import { refusedLines } from '../../../test/helpers/decklist-refusal';
import { readDeckFile } from './index';

const PRODUCTS = readData('dm/decks/prebuilt_and_tournament_decks_ja.json').toString('utf8');

/** The file's issues as `line: message`, in one language (English unless asked). */
const issuesOf = (text: string, game: GameId, lang?: keyof Localized): string[] => refusedLines(text, game, 'dm-product', lang);

const copies = (list: DeckList, section: string | null): number =>
  list.entries.filter((entry) => entry.section === section).reduce((sum, entry) => sum + entry.count, 0);

describe('DM product lists: the real file', () => {
  const { format, decks } = readDeckFile(PRODUCTS, 'dm');
  const byCode = (code: string): DeckList => {
    const list = decks.find((deck) => deck.name?.startsWith(`${code} `));
    if (!list) throw new Error(`no ${code}`);
    return list;
  };

  // The full file (164 decks): dm-product.reference.test.ts.
  it('reads every deck of the excerpt by its code, one entry per card line', () => {
    expect(format).toBe('dm-product');
    const raw = JSON.parse(PRODUCTS) as { decks: { code: string; cards: unknown[] }[] };
    expect(decks.map((deck) => [deck.name?.split(' ')[0], deck.entries.length, deck.game, deck.format])).toEqual(raw.decks.map((deck) => [deck.code, deck.cards.length, null, null]));
    // Card lines that name a card the zone join did not know: their section is left to the card.
    const unknown = decks.map((deck) => [deck.name!.split(' ')[0], deck.entries.filter((entry) => entry.section === null).length]);
    expect(unknown.filter(([, lines]) => lines !== 0)).toEqual([['DM26-SD1P', 3], ['DMBD-21', 1], ['NET-071', 1], ['NET-073', 20], ['NET-078', 13]]);
  });

  it('tells a problem in a deck of the file by the deck and its line within it, the file line kept', () => {
    const lines = PRODUCTS.split('\n');
    const start = lines.findIndex((line) => line.includes('"code": "NET-078"'));
    const card = lines.findIndex((line, index) => index > start && line.includes('"name": "大集合！アカネ&アサギ&コハク"'));
    const count = lines.findIndex((line, index) => index > card && line.includes('"count": 4'));
    const broken = lines.map((line, index) => (index === count ? line.replace('4', '0') : line)).join('\n');
    // The card's `{` is the file's line `card` (1-based), the deck's line 25.
    expect(issuesOf(broken, 'dm')).toEqual([`${card}: NET-078 台灣CS大賽20260510 1st【決鬥樂園＠派大】, line 25 of the deck: 大集合！アカネ&アサギ&コハク: count 0 is not between 1 and 999`]);
    expect(issuesOf(broken, 'dm', 'ja')).toEqual([`${card}: 「NET-078 台灣CS大賽20260510 1st【決鬥樂園＠派大】」の25行目：「大集合！アカネ&アサギ&コハク」：枚数 0 は 1〜999 ではありません`]);
  });

  it('says the file line each deck begins at (the `{` of its product), which its lines are told from', () => {
    const lines = PRODUCTS.split('\n');
    for (const deck of decks) {
      const code = deck.name!.split(' ')[0]!;
      expect(lines[deck.firstLine! - 1]!.trim(), code).toBe('{');
      expect(lines[deck.firstLine!], code).toContain(`"code": "${code}"`);
      expect(deck.entries.every((entry) => entry.line > deck.firstLine!), code).toBe(true);
    }
  });

  it('reads DMD-19: 40 main cards and 12 hyperspace lines, the two faces of 6 double-sided cards', () => {
    const list = byCode('DMD-19');
    expect(list.name).toBe('DMD-19 滅びの龍刃 ディアボロス');
    expect(list.entries.filter((entry) => entry.section === 'hyperspace')).toHaveLength(12);
    expect(copies(list, 'hyperspace')).toBe(12);
    expect(copies(list, 'main')).toBe(40);
    expect(list.entries[0]).toEqual({
      line: expect.any(Number),
      section: 'hyperspace',
      count: 1,
      name: '時空の悪魔龍 ディアボロス Z（ダブル）Z（ゼータ）',
      number: 'dmd19 1a/22',
    });
  });

  it('reads DMBD-22: 40 main, 12 GR copies and the 6 cards of the game-start set, twinpact names as they are', () => {
    const list = byCode('DMBD-22');
    expect(copies(list, 'main')).toBe(40);
    expect(copies(list, 'gr')).toBe(12);
    expect(list.entries.filter((entry) => entry.section === 'gameStart').map((entry) => entry.name)).toEqual([
      '滅亡の起源 零無',
      '手札の儀',
      '墓地の儀',
      '破壊の儀',
      '復活の儀',
      '零龍',
    ]);
    expect(list.entries.map((entry) => entry.name)).toContain('龍装鬼 オブザ08号/終焉の開闢');
  });

  it('reads OF-COROCOROY19 (40 main + 12 GR), the first printed id as the number, and products up to 162 cards', () => {
    const list = byCode('OF-COROCOROY19');
    expect([copies(list, 'main'), copies(list, 'gr')]).toEqual([40, 12]);
    expect(byCode('DM22-BD1').entries.find((entry) => entry.name === 'ボルシャック・栄光・ルピア')?.number).toBe('22BD1 19/19');
    const sizes = decks.map((deck) => deck.entries.reduce((sum, entry) => sum + entry.count, 0));
    expect(Math.max(...sizes)).toBe(162);
  });

  it('gives each entry the line its card object starts on', () => {
    const lines = PRODUCTS.split('\n');
    for (const entry of decks.flatMap((deck) => deck.entries).slice(0, 300)) {
      expect(lines[entry.line - 1]?.trim()).toBe('{');
      expect(lines[entry.line]).toContain(JSON.stringify(entry.name));
    }
  });
});

describe('DM product lists: the upstream setlist shape and broken lists', () => {
  it('reads `setcardlist` with ids as lists or plain strings, and no zones', () => {
    const text = JSON.stringify(
      {
        setcode: 'DMD-19',
        setname: '滅びの龍刃 ディアボロス',
        isdeck: true,
        setcardlist: [
          { name: '憤怒の悪魔龍 ガナルドナル', count: 2, id: ['dmd19 3/22'], rarity: [''], pic: ['x.jpg'] },
          { name: '墓標の悪魔龍 グレイブモット', count: 4, id: 'dmd19 4/22', rarity: 'R' },
          { name: '同期の妖精/ド浮きの動悸', count: 4 },
        ],
      },
      null,
      1,
    );
    const [list] = readDeckFile(text, 'dm').decks as [DeckList];
    expect(list).toEqual({
      name: 'DMD-19 滅びの龍刃 ディアボロス',
      game: null,
      format: null,
      entries: [
        { line: 6, section: null, count: 2, name: '憤怒の悪魔龍 ガナルドナル', number: 'dmd19 3/22' },
        { line: 19, section: null, count: 4, name: '墓標の悪魔龍 グレイブモット', number: 'dmd19 4/22' },
        { line: 25, section: null, count: 4, name: '同期の妖精/ド浮きの動悸' },
      ],
    });
  });

  it('reports card sets, bad cards, and another game', () => {
    const text = [
      '{"setcode": "DM01", "setname": "第1弾", "isdeck": false, "setcardlist": [',
      '  {"name": "A", "count": 0},',
      '  {"count": 1},',
      '  {"name": "B"}',
      ']}',
    ].join('\n');
    expect(issuesOf(text, 'dm')).toEqual([
      '1: DM01 第1弾 is a card set, not a deck ("isdeck": false)',
      '2: A: count 0 is not between 1 and 999',
      '3: a card without "name"',
      '4: B: "count" is missing',
    ]);
    expect(issuesOf(text, 'dm', 'ja')).toEqual([
      '1: 「DM01 第1弾」はデッキではなくカードセットです（"isdeck": false）',
      '2: 「A」：枚数 0 は 1〜999 ではありません',
      '3: "name" のないカード',
      '4: 「B」："count" がありません',
    ]);
    expect(issuesOf(PRODUCTS, 'fab')).toEqual([
      '1: DM product lists are Duel Masters decks and cannot be read as a Flesh and Blood deck',
    ]);
    expect(issuesOf(PRODUCTS, 'fab', 'ja')).toEqual(['1: デュエマの商品リストはデュエル・マスターズのデッキで、Flesh and Bloodのデッキとしては読めません']);
  });
});
