/**
 * The documented template for the player's own cards (a CSV with name and kind, per-game columns, Japanese or
 * English headers), the regulation list CSV, and the Deck Dojo JSON pack.
 */
import { describe, expect, it } from 'vitest';
import { importIssues, inLanguage, parseText } from '../../test/helpers/importers';
import { parseCsv } from './csv';
import { readGenericCsv } from './generic';
import { IssueList } from './issues';

const csv = (...lines: string[]) => `${lines.join('\n')}\n`;

describe('card template CSV', () => {
  it('reads Japanese headers, labels for kinds and sections, | lists and the game\'s own stat columns', () => {
    const parsed = parseText(
      'dm',
      'my-cards.csv',
      csv(
        '名前,よみ,英語名,種類,コスト,パワー,文明,種族,キーワード,マナ,区分,テキスト,カード番号,セット名,レアリティ',
        'テスト・ドラゴン,てすとどらごん,Test Dragon,クリーチャー|進化クリーチャー,５,6000,火|自然,アーマード・ドラゴン｜ジャイアント,W・ブレイカー,1,デッキ,進化－自分の火のクリーチャー1体の上に置く。,TST-01-001,テストセット,SR',
        'テスト呪文,,,Spell,3,,水,,,,Deck,,,,',
        'テスト・サイキック,,,psychic|creature,7,9000,闇,,,0,超次元ゾーン,,,,',
        'テストGR,,,GRクリーチャー|クリーチャー,2,3000,光,,,,Super GR zone,,,,',
      ),
    );
    expect(parsed.format).toBe('csv');
    expect(parsed.source.name).toBe('csv:my-cards.csv');
    expect(parsed.cards.map((card) => [card.key, card.kinds, card.zone])).toEqual([
      ['テスト・ドラゴン', ['creature', 'evolutionCreature'], 'main'],
      ['テスト呪文', ['spell'], 'main'],
      ['テスト・サイキック', ['psychic', 'creature'], 'hyperspace'],
      ['テストGR', ['grCreature', 'creature'], 'gr'],
    ]);
    expect(parsed.cards[0]).toEqual({
      key: 'テスト・ドラゴン',
      name: 'テスト・ドラゴン',
      nameEn: 'Test Dragon',
      nameJa: null,
      reading: 'てすとどらごん',
      kinds: ['creature', 'evolutionCreature'],
      subtypes: ['アーマード・ドラゴン', 'ジャイアント'],
      keywords: ['W・ブレイカー'],
      // Full-width digits are numbers too.
      cost: 5,
      costText: null,
      power: 6000,
      powerText: null,
      stats: { civs: ['火', '自然'], mana: 1 },
      text: '進化－自分の火のクリーチャー1体の上に置く。',
      textEn: null,
      zone: 'main',
      copyLimit: null,
      aliasOf: null,
      flags: [],
      formats: [],
      faces: [],
      printings: [{ set: 'TST', setName: 'テストセット', number: 'TST-01-001', rarity: 'SR', image: null }],
      image: null,
    });
    expect(parsed.cards[2]!.stats).toEqual({ civs: ['闇'], mana: 0 });
  });

  it('reads English headers with an explicit key, copy limit, alias, flags and a printed cost that is not a number', () => {
    const parsed = parseText(
      'acg',
      'animals.csv',
      csv(
        'id,name,type,cost,atk,def,condition,limit,alias,flags,set,number,zone',
        'ACG-001,兵隊蟻,動物,1,1,1,,8,,sample|token-like,ACG,ACG-001,basic',
        'PR-029,焼き討ち（PR）,scene,∞,,,,,焼き討ち,,PR,PR-029,Basic deck',
      ),
    );
    expect(parsed.cards.map(({ key, kinds, cost, costText, power, stats, copyLimit, aliasOf, flags, zone, printings }) => ({ key, kinds, cost, costText, power, stats, copyLimit, aliasOf, flags, zone, printings }))).toEqual([
      {
        key: 'ACG-001', kinds: ['animal'], cost: 1, costText: null, power: 1, stats: { def: 1 }, copyLimit: 8, aliasOf: null, flags: ['sample', 'token-like'], zone: 'basic',
        printings: [{ set: 'ACG', setName: null, number: 'ACG-001', rarity: null, image: null }],
      },
      {
        key: 'PR-029', kinds: ['scene'], cost: null, costText: '∞', power: null, stats: {}, copyLimit: null, aliasOf: '焼き討ち', flags: [], zone: 'basic',
        printings: [{ set: 'PR', setName: null, number: 'PR-029', rarity: null, image: null }],
      },
    ]);
  });

  it('knows each game\'s stat columns', () => {
    const fab = parseText('fab', 'fab.csv', csv('name,kind,pitch,defense,life,intellect,arcane,color,classes,talents', 'Test Hero,Hero,,,20,4,,,Ninja|Warrior,Draconic', 'Test Strike,Action,1,3,,,,Red,Generic,'));
    expect(fab.cards.map((card) => card.stats)).toEqual([
      { life: 20, intellect: 4, classes: ['Ninja', 'Warrior'], talents: ['Draconic'] },
      { pitch: 1, defense: 3, color: 'Red', classes: ['Generic'] },
    ]);
    expect(fab.cards.map((card) => card.kinds)).toEqual([['hero'], ['action']]);
    const nova = parseText('nova', 'nova.csv', csv('名前,種類,体力,レベル,色,エナジーコスト', 'テスト,キャラクター,7,2,赤,赤赤'));
    expect(nova.cards[0]).toMatchObject({ kinds: ['character'], stats: { hp: 7, level: 2, color: '赤', costDetail: '赤赤' } });
    const pmv = parseText('pmv', 'pmv.csv', csv('カード名,カードタイプ,必要ノード,グレイズ,耐久力,術者', 'テスト,スペル,3,1,2,霊夢'));
    expect(pmv.cards[0]).toMatchObject({ kinds: ['spell'], stats: { nodes: 3, graze: 1, durability: 2, caster: '霊夢' } });
  });

  it('passes over a column the template does not have, naming it in the notes, and reads the rest of the file', () => {
    // A stat of another game is not a column of this one; a player's own memo column is none of the template's.
    const parsed = parseText('dm', 'x.csv', csv('name,kind,pitch,cost,メモ', 'A,creature,1,3,買った', 'B,spell,,2,'));
    expect(parsed.cards.map((card) => [card.name, card.cost, card.stats])).toEqual([
      ['A', 3, {}],
      ['B', 2, {}],
    ]);
    expect(inLanguage(parsed.notes)).toEqual([
      { line: 1, column: 'pitch', message: 'is not a column of the dm template and was passed over (its columns: docs/data-and-backups.md)' },
      { line: 1, column: 'メモ', message: 'is not a column of the dm template and was passed over (its columns: docs/data-and-backups.md)' },
    ]);
  });

  it('matches kind and section labels however they are typed (half-width kana, case, spaces)', () => {
    const parsed = parseText('dm', 'x.csv', csv('name,kind,zone', 'A,ｸﾘｰﾁｬｰ,ﾃﾞｯｷ', 'B,EVOLUTION CREATURE,hyperspace zone', 'C,Creature,超ＧＲゾーン'));
    expect(parsed.cards.map((card) => [card.kinds, card.zone])).toEqual([
      [['creature'], 'main'],
      [['evolutionCreature'], 'hyperspace'],
      [['creature'], 'gr'],
    ]);
  });

  it('reports every problem of the file in one run, in file order, each with its line and the file\'s own column name', () => {
    const text = csv(
      '名前,種類,コスト,マナ,区分,枚数制限,おまけ',
      'ドラゴンA,クリーチャー,5,1,デッキ,,', //  2: fine
      'ドラゴンB,ドラゴン,5,1,デッキ,,', //      3: unknown kind
      ',クリーチャー,5,1,デッキ,,', //          4: empty name
      'ドラゴンC,,5,1,デッキ,,', //              5: empty kind
      'ドラゴンD,クリーチャー,5,いち,デッキ,,', // 6: bad number
      'ドラゴンE,クリーチャー,5,1,サイド,,', //  7: unknown section
      'ドラゴンF,クリーチャー,5,1,デッキ,2枚,', // 8: bad copy limit
      '',
      'ドラゴンA,呪文,2,1,デッキ,,', //          10: same key as line 2
    );
    expect(importIssues(() => parseText('dm', 'my.csv', text))).toEqual([
      { line: 3, column: '種類', message: expect.stringMatching(/^"ドラゴン" is not a dm card kind; use creature, evolutionCreature, /) },
      { line: 4, column: '名前', message: 'is empty' },
      { line: 5, column: '種類', message: 'is empty' },
      { line: 6, column: 'マナ', message: 'must be a whole number, got "いち"' },
      { line: 7, column: '区分', message: '"サイド" is not a dm deck section; use main, hyperspace, gr, gameStart' },
      { line: 8, column: '枚数制限', message: 'must be a whole number, got "2枚"' },
      { line: 10, column: '名前', message: '"ドラゴンA" is used again (first at line 2) with another kind; a row that adds a printing repeats its card\'s game information, and another card needs its own key' },
    ]);
  });

  it('ACG 303.1a: a type line as printed (動物＆道具, or with & or ・ typed) is each of its types; PMV has no such line', () => {
    const parsed = parseText('acg', 'x.csv', csv('名前,種類,コスト', '相棒オウム,動物＆道具,2', 'B,動物&道具,2', 'C,縄張り・道具,1', 'D,animal | tool,1'));
    expect(parsed.cards.map((card) => card.kinds)).toEqual([['animal', 'tool'], ['animal', 'tool'], ['turf', 'tool'], ['animal', 'tool']]);
    expect(importIssues(() => parseText('pmv', 'x.csv', csv('カード名,カードタイプ', 'A,スペル＆コマンド')))).toEqual([
      { line: 2, column: 'カードタイプ', message: '"スペル＆コマンド" is not a pmv card kind; use character, spell, command' },
    ]);
  });

  it('ACG 305.3b, 505-1a: a card whose cost box shows ト (either width), or flagged token, is a token card', () => {
    const parsed = parseText('acg', 'x.csv', csv('名前,種類,コスト,flags', 'アリ動物トークン,動物,ト,', 'ワシ動物トークン,動物,ﾄ,', 'ハチ動物トークン,動物,,Token', '見張りのミーアキャット,動物,1,'));
    expect(parsed.cards.map((card) => [card.kinds, card.cost, card.costText])).toEqual([
      [['animal', 'token'], null, 'ト'],
      [['animal', 'token'], null, 'ﾄ'],
      [['animal', 'token'], null, null],
      [['animal'], 1, null],
    ]);
    // ト is ACG's mark: another game keeps it as printed cost text.
    expect(parseText('pmv', 'x.csv', csv('カード名,カードタイプ,コスト', 'A,スペル,ト')).cards[0]).toMatchObject({ kinds: ['spell'], costText: 'ト' });
  });

  it('names a duplicate key by the key column when there is one', () => {
    const issues = importIssues(() => parseText('acg', 'x.csv', csv('key,name,kind', 'K1,A,animal', 'K1,B,animal')));
    expect(issues).toEqual([{ line: 3, column: 'key', message: '"K1" is used again (first at line 2) with another name; a row that adds a printing repeats its card\'s game information, and another card needs its own key' }]);
  });

  it('refuses a header without name or kind columns, saying which names it accepts', () => {
    expect(importIssues(() => parseText('dm', 'x.csv', csv('カード,コスト', 'A,1')))).toEqual([
      { line: 1, message: 'the header needs a "name" column (or 名前, カード名, 名称)' },
      { line: 1, message: 'the header needs a "kind" column (or kinds, type, 種類, タイプ, カード種類, カードタイプ)' },
    ]);
  });

  it('refuses a column given twice under two names', () => {
    expect(importIssues(() => parseText('dm', 'x.csv', csv('name,名前,kind', 'A,A,creature')))).toEqual([{ line: 1, column: '名前', message: 'repeats column "name"' }]);
  });

  it('readGenericCsv keeps one record per row, in order, so lines can be named', () => {
    const issues = new IssueList();
    const cards = readGenericCsv(parseCsv(csv('name,kind', 'A,creature', '', 'B,spell'), 'x.csv'), 'dm', issues);
    expect(issues.items).toEqual([]);
    expect(cards.map((card) => card.name)).toEqual(['A', 'B']);
  });
});

describe('regulation CSV', () => {
  it('FaB CLP: reads the until column of a lifted entry, as `deckdojo regulations --csv` writes it', () => {
    const parsed = parseText('fab', 'list.csv', csv('name,status,since,until,format,limit,pair,key', 'Bonds of Ancestry,banned,2024-09-09,2025/05/20,cc,,,k1'));
    expect(parsed.regulations).toEqual([{ format: 'cc', name: 'Bonds of Ancestry', key: 'k1', status: 'banned', limit: null, pair: null, since: '2024-09-09', until: '2025-05-20' }]);
    expect(importIssues(() => parseText('fab', 'list.csv', csv('name,status,until', 'X,banned,someday')))).toEqual([{ line: 2, column: 'until', message: '"someday" is not a date YYYY-MM-DD' }]);
  });

  it('reads name, status and date, with Japanese status words and dates written with slashes', () => {
    const parsed = parseText(
      'dm',
      'hall.csv',
      csv('name,status,since', '無双竜機ボルバルザーク,プレミアム殿堂,2006/03/15', 'エメラル,殿堂入り,2004-03-15', 'ヘル・スラッシュ,プレ殿,', 'アクア・ハルカス,殿堂,'),
    );
    expect(parsed.format).toBe('regulation-csv');
    expect(parsed.cards).toEqual([]);
    expect(parsed.regulations).toEqual([
      { format: 'standard', name: '無双竜機ボルバルザーク', key: null, status: 'banned', limit: null, pair: null, since: '2006-03-15', until: null },
      { format: 'standard', name: 'エメラル', key: null, status: 'restricted', limit: null, pair: null, since: '2004-03-15', until: null },
      { format: 'standard', name: 'ヘル・スラッシュ', key: null, status: 'banned', limit: null, pair: null, since: null, until: null },
      { format: 'standard', name: 'アクア・ハルカス', key: null, status: 'restricted', limit: null, pair: null, since: null, until: null },
    ]);
    // The file is the authority for every list of the formats it names (here the game's default).
    expect(parsed.regulationScope).toEqual(
      ['banned', 'restricted', 'limited', 'suspended', 'living_legend', 'banned_pair'].map((status) => ({ format: 'standard', status })),
    );
  });

  it('reads Japanese headers and the optional format, limit and pair columns', () => {
    const parsed = parseText(
      'dm',
      'reg.csv',
      csv(
        'カード名,規制,施行日,フォーマット,枚数,コンビ',
        '禁断英雄 モモキングダムX,プレミアム殿堂コンビ,2022-08-15,standard,,モモキング',
        '未来王龍 モモキングJO,コンビ,2022-08-15,standard,,モモキング',
        'テスト,limited,,original,2,',
        'テスト2,Living Legend,,original,,',
      ),
    );
    expect(parsed.regulations.map(({ name, status, format, limit, pair }) => [name, status, format, limit, pair])).toEqual([
      ['禁断英雄 モモキングダムX', 'banned_pair', 'standard', null, 'モモキング'],
      ['未来王龍 モモキングJO', 'banned_pair', 'standard', null, 'モモキング'],
      ['テスト', 'limited', 'original', 2, null],
      ['テスト2', 'living_legend', 'original', null, null],
    ]);
    expect(new Set(parsed.regulationScope.map((scope) => scope.format))).toEqual(new Set(['standard', 'original']));
    expect(parsed.regulationScope).toHaveLength(12);
  });

  it('defaults the format per game (FaB: cc)', () => {
    expect(parseText('fab', 'bans.csv', csv('name,status', 'Drone of Brutality,banned')).regulations[0]).toMatchObject({ format: 'cc', status: 'banned' });
  });

  it('reports every bad row with line and column', () => {
    const text = csv('name,status,since,limit', 'A,殿堂入り,2020-01-01,', ',banned,,', 'B,準殿堂,,', 'C,banned,2020.01.01,', 'D,limited,,', 'E,limited,,two');
    expect(importIssues(() => parseText('dm', 'reg.csv', text))).toEqual([
      { line: 3, column: 'name', message: 'is empty' },
      { line: 4, column: 'status', message: '"準殿堂" is not a status; use banned, restricted, limited, suspended, living_legend or banned_pair (or 禁止, 制限, プレミアム殿堂, 殿堂入り…)' },
      { line: 5, column: 'since', message: '"2020.01.01" is not a date YYYY-MM-DD' },
      { line: 6, column: 'limit', message: 'a limited card needs its number of copies' },
      { line: 7, column: 'limit', message: 'must be a whole number, got "two"' },
      { line: 7, column: 'limit', message: 'a limited card needs its number of copies' },
    ]);
  });

  it('reads status words however they are typed, and refuses a date that names no day', () => {
    const parsed = parseText('dm', 'reg.csv', csv('name,status,since', 'A,プレミアム 殿堂,2024-02-29', 'B,ﾌﾟﾚﾐｱﾑ殿堂,', 'C,BANNED,', 'D,living legend,'));
    expect(parsed.regulations.map((r) => r.status)).toEqual(['banned', 'banned', 'banned', 'living_legend']);
    expect(importIssues(() => parseText('dm', 'reg.csv', csv('name,status,since', 'A,banned,2020-13-45', 'B,banned,2023-02-29')))).toEqual([
      { line: 2, column: 'since', message: '"2020-13-45" is not a date YYYY-MM-DD' },
      { line: 3, column: 'since', message: '"2023-02-29" is not a date YYYY-MM-DD' },
    ]);
  });

  it('reads the key column that names one exact card (FaB lists name a pitch)', () => {
    const parsed = parseText('fab', 'bans.csv', csv('name,status,since,format,limit,pair,key', 'Drone of Brutality,banned,2021-03-26,cc,,,9bQFfTFGQWJFWrcJnfQgz'));
    expect(parsed.regulations).toEqual([
      { format: 'cc', name: 'Drone of Brutality', key: '9bQFfTFGQWJFWrcJnfQgz', status: 'banned', limit: null, pair: null, since: '2021-03-26', until: null },
    ]);
  });

  it('refuses a regulation CSV without a name column', () => {
    expect(importIssues(() => parseText('dm', 'reg.csv', csv('card,status', 'A,banned')))).toEqual([{ line: 1, message: 'the header needs a "name" column' }]);
  });
});

describe('Deck Dojo JSON card pack', () => {
  const pack = (game: string, cards: unknown[]) =>
    JSON.stringify({ format: 'deck-dojo-cards', version: 1, game, source: { name: 'my-pack', version: '3', description: 'mine' }, cards, regulations: [] }, null, 2);

  it('reads a pack with its source name and version', () => {
    const parsed = parseText('acg', 'pack.json', pack('acg', [{ key: 'a', name: '兵隊蟻', kinds: ['動物'], cost: 1 }]));
    expect(parsed.format).toBe('json');
    expect(parsed.source).toEqual({ name: 'my-pack', version: '3', description: 'mine' });
    expect(parsed.cards[0]).toMatchObject({ key: 'a', name: '兵隊蟻', kinds: ['animal'], cost: 1, subtypes: [], printings: [] });
  });

  it('reports schema problems and unknown kinds by card position and field', () => {
    const text = pack('acg', [
      { key: 'a', name: 'A', kinds: ['animal'], cost: 1.5 },
      { key: 'b', name: '', kinds: ['animal'] },
      { key: 'c', name: 'C', kinds: ['animal'], colour: 'red' },
    ]);
    const issues = importIssues(() => parseText('acg', 'pack.json', text));
    expect(issues.map(({ line, column }) => [line, column])).toEqual([
      [1, 'cost'],
      [2, 'name'],
      [3, 'colour'],
    ]);
    expect(importIssues(() => parseText('acg', 'pack.json', pack('acg', [{ key: 'a', name: 'A', kinds: ['dragon'] }, { key: 'a', name: 'B', kinds: ['animal'], zone: 'side' }])))).toEqual([
      { line: 1, column: 'kinds', message: expect.stringMatching(/^"dragon" is not a acg card kind/) },
      { line: 2, column: 'zone', message: expect.stringMatching(/^"side" is not a acg deck section/) },
      { line: 2, column: 'key', message: '"a" is used again (first at item 1) with another name; a row that adds a printing repeats its card\'s game information, and another card needs its own key' },
    ]);
  });

  it('refuses a pack made for another game', () => {
    expect(importIssues(() => parseText('dm', 'pack.json', pack('acg', [{ key: 'a', name: 'A', kinds: ['animal'] }])))).toEqual([
      { message: 'holds acg cards, not dm cards; import it with --game acg' },
    ]);
  });
});
