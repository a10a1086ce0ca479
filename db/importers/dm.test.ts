/**
 * Duel Masters: the excerpts of test/fixtures/data parsed by the importer (dm.cases.ts; the full files:
 * dm.reference.test.ts), small broken inputs, and the construction facts read from card text.
 */
import { describe, expect, it } from 'vitest';
import { FIXTURES, importIssues, inLanguage, parseText } from '../../test/helpers/importers';
import { cardFinder } from '../cards/names';
import { dmTextFacts, readDmHallOfFame, type HallOfFameCards } from './dm';
import { IssueList } from './issues';
import { dmDataCases } from './dm.cases';

dmDataCases(FIXTURES, {
  modernEntries: 221,
  modernCards: 209,
  modernZones: { main: 176, hyperspace: 13, gr: 14, gameStart: 6 },
  twinpacts: 11,
  printingRows: 946,
  tournamentRows: 37,
  printedNames: 455,
  classicCards: 72,
  classicKinds: { creature: 38, spell: 27, evolutionCreature: 7, crossGear: 6, castle: 1 },
  englishCards: 5,
  englishKinds: { creature: 4, evolutionCreature: 1, spell: 1 },
  mojibake: 1,
  wikiRows: 67,
  wikiCards: 15,
  wikiZones: { main: 11, hyperspace: 2, gr: 2 },
});

describe('dm/cards_ja_modern.json', () => {
  it('reports each broken entry with its position and field, all in one run', () => {
    const text = JSON.stringify([
      { name: 'Fine', kind: 'single', faces: [{ type_ja: 'クリーチャー', cost: 1, power: 1000 }] },
      { name: 'Odd cost', kind: 'single', faces: [{ type_ja: 'クリーチャー', cost: 'five' }] },
      { name: 'No type', kind: 'single', faces: [{ cost: 1 }] },
      { name: 'No faces', kind: 'single', faces: [] },
      { name: 'Bad face', kind: 'single', faces: [null] },
      { name: 'Civs as text', kind: 'single', faces: [{ type_ja: '呪文', civilizations: '火' }] },
      { kind: 'single', faces: [{ type_ja: '呪文' }] },
    ]);
    expect(importIssues(() => parseText('dm', 'cards_ja_modern.json', text))).toEqual([
      { line: 2, column: 'faces[0].cost', message: 'must be a whole number, got "five"' },
      { line: 3, column: 'faces[0].type_ja', message: 'is missing' },
      { line: 4, column: 'faces', message: 'needs at least one face' },
      { line: 5, column: 'faces[0]', message: 'is not a face object' },
      { line: 6, column: 'faces[0].civilizations', message: 'must be a list, got "火"' },
      { line: 7, column: 'name', message: 'is missing' },
    ]);
  });
});

describe('dm/printings_ja.csv', () => {
  it('refuses rows without a name or set, with their lines', () => {
    const text = 'set_code,set_name,product_type,printed_id,name,rarity\nDM-01,DM-01,pack,1/110,A,VR\n,DM-01,pack,2/110,B,R\nDM-01,DM-01,pack,3/110,,C\n';
    expect(importIssues(() => parseText('dm', 'printings.csv', text))).toEqual([
      { line: 3, column: 'set_code', message: 'is empty' },
      { line: 4, column: 'name', message: 'is empty' },
    ]);
  });
});

describe('dm hall-of-fame regulations', () => {
  it('reports unknown statuses, bad dates and half pairs with their positions', () => {
    const text = JSON.stringify({
      entries: [
        { name: 'A', status: '殿堂入り', since: '2020-1-1' },
        { name: 'B', status: '準殿堂' },
        { status: '殿堂入り' },
      ],
      pairs: [{ names: ['C'], status: 'プレミアム殿堂コンビ' }],
    });
    expect(importIssues(() => parseText('dm', 'regulation.json', text))).toEqual([
      { line: 1, column: 'since', message: 'is not a date YYYY-MM-DD: "2020-1-1"' },
      { line: 2, column: 'status', message: 'unknown status "準殿堂"' },
      { line: 3, column: 'name', message: 'is missing' },
      { line: 4, column: 'names', message: 'a pair names at least two cards' },
    ]);
  });

  // Entries as regulation_current.json and classic/hall_of_fame.json spell them, cards as cards_ja_modern.json does.
  const find: HallOfFameCards['find'] = cardFinder(
    ['陰陽の舞（ミステリー・ヒッポ）', '禁断英雄 モモキングダムX', '未来王龍 モモキングJO', 'ボルメテウス・サファイア・ドラゴン'].map((name) => ({ id: name, names: [name], faces: [] })),
  );
  const read = (data: unknown, format: string) => {
    const issues = new IssueList();
    const unresolved = new IssueList();
    const records = readDmHallOfFame(data, format, issues, { find, unresolved });
    return { records, issues: inLanguage(issues.items), unresolved: inLanguage(unresolved.items) };
  };

  it('DM 100.2 殿堂: with the cards, each entry and each card of a pair names its card by key', () => {
    const { records, issues, unresolved } = read(
      {
        entries: [{ name: '陰陽の舞', status: '殿堂入り', since: '2014-05-24' }],
        pairs: [{ names: ['禁断英雄 モモキングダムX', '未来王龍 モモキングJO'], status: 'プレミアム殿堂コンビ', since: '2022-08-15' }],
      },
      'standard',
    );
    expect([issues, unresolved]).toEqual([[], []]);
    expect(records.map((r) => [r.name, r.key, r.status])).toEqual([
      ['陰陽の舞', '陰陽の舞（ミステリー・ヒッポ）', 'restricted'],
      ['禁断英雄 モモキングダムX', '禁断英雄 モモキングダムX', 'banned_pair'],
      ['未来王龍 モモキングJO', '未来王龍 モモキングJO', 'banned_pair'],
    ]);
  });

  it('DM 100.2 殿堂: an entry that names no card is kept by name and noted with its line and field', () => {
    const { records, issues, unresolved } = read(
      {
        entries: [
          { name: '陰陽の舞', status: '殿堂入り' },
          { name: 'マリゴルドⅢ', status: 'プレミアム殿堂' },
        ],
        pairs: [{ names: ['禁断英雄 モモキングダムX', '未来王龍 モモキングJ0'], status: 'プレミアム殿堂コンビ' }],
      },
      'standard',
    );
    expect(issues).toEqual([]);
    expect(unresolved).toEqual([
      { line: 2, column: 'name', message: '"マリゴルドⅢ" names no card in the card data' },
      { line: 3, column: 'names[1]', message: '"未来王龍 モモキングJ0" names no card in the card data' },
    ]);
    expect(records.filter((r) => r.key === null).map((r) => r.name)).toEqual(['マリゴルドⅢ', '未来王龍 モモキングJ0']);
  });

  it('DM 100.2 殿堂: an entry the classic list marks inPool:false names its card where there is one, and is no note where there is none', () => {
    const { records, issues, unresolved } = read(
      [
        { id: null, name: 'ボルメテウス・サファイア・ドラゴン', status: 'プレ殿', since: '2007-01-15', inPool: false },
        { id: null, name: 'フューチャー・スラッシュ', status: 'プレ殿', since: '2007-01-15', inPool: false },
        { id: 'dm01-052', name: 'サイバー・ブレイン', status: 'プレ殿', since: '2007-01-15', inPool: true },
        { id: null, name: 'ヘル・スラッシュ', status: 'プレ殿', inPool: 'no' },
      ],
      'classic',
    );
    expect(issues).toEqual([{ line: 4, column: 'inPool', message: 'must be true or false, got "no"' }]);
    expect(unresolved).toEqual([{ line: 3, column: 'name', message: '"サイバー・ブレイン" names no card in the card data' }]);
    expect(records.map((r) => [r.name, r.key])).toEqual([
      ['ボルメテウス・サファイア・ドラゴン', 'ボルメテウス・サファイア・ドラゴン'],
      ['フューチャー・スラッシュ', null],
      ['サイバー・ブレイン', null],
    ]);
  });
});

describe('dm/en/wiki_all_cards_en.csv (one row per printing)', () => {
  it('refuses a row without a name or with a non-numeric cost', () => {
    const text = 'CardName,CardEffect,CardType,CardRace,Mana,Civilization,Power,Set,SetNum,ImageURL\nA,,Creature,,3,Fire,1000,DM-01,1,\n,,Creature,,3,Fire,1000,DM-01,2,\nB,,Spell,,three,Water,,DM-01,3,\n';
    expect(importIssues(() => parseText('dm', 'All_Cards.csv', text))).toEqual([
      { line: 3, column: 'CardName', message: 'is empty' },
      { line: 4, column: 'Mana', message: 'must be a whole number, got "three"' },
    ]);
  });
});

describe('construction facts in card text (dmTextFacts)', () => {
  it('reads the wordings of the three languages', () => {
    const facts = (line: string, names = ['X']) => dmTextFacts([line], names);
    expect(facts('此卡可以在牌庫裡放超過4張。').copyLimit).toBe(999);
    expect(facts('このカードは、デッキに何枚でも入れることができる。').copyLimit).toBe(999);
    expect(facts('■ More than 4 of this card in your deck').copyLimit).toBe(999);
    expect(facts('此卡只能放一張在牌組裡。').copyLimit).toBe(1);
    expect(facts('このカードは、デッキに1枚までしか入れることができない。').copyLimit).toBe(1);
    expect(facts('牌組構築時，我方牌庫張數追加5張。').mainDeckSize).toBe(45);
    expect(facts('自分は、デッキの枚数を5枚増やしてゲームを開始する。').mainDeckSize).toBe(45);
    expect(facts('ゲーム開始時、このカードをバトルゾーンに置く。').startsInBattleZone).toBe(true);
    expect(facts('此卡於遊戲開始時直接置入起始的5張卡牌之中。').startsInBattleZone).toBe(false);
    // Card effects that merely handle "any number" of cards are no construction rule.
    expect(facts('選擇我方任意張數的護盾，並將之加入手牌。')).toEqual({ copyLimit: null, mainDeckSize: null, startsInBattleZone: false });
  });

  it('only takes a line about the card itself, not one that names another card', () => {
    expect(dmTextFacts(['《(N)遊撃師団 ニッカ(/N)》可以在牌庫裡放超過4張。'], ['遊撃師団 ニッカ']).copyLimit).toBe(999);
    expect(dmTextFacts(['《(N)遊撃師団 ニッカ(/N)》可以在牌庫裡放超過4張。'], ['ほかのカード']).copyLimit).toBeNull();
  });
});
