/**
 * The construction rules of all five games, rule by rule: each case names the rule it checks, builds a deck
 * that keeps or breaks it, and states the exact violations expected ([] for a legal deck). Rule numbers are
 * those of the games' English digests (rules/<game>.md of the reference folder).
 */
import { describe, expect, it } from 'vitest';
import { card, deck, filler } from '../../test/helpers/deck-cards';
import type { Deck, DeckCard, RegulationEntry, Validation } from './types';
import { UnknownFormatError, deckChecker, deckFormats, findDeckFormat, validateDeck } from './validate';

/** The violations as `severity code rule section [card keys]`, for compact expectations. */
function summary(validation: Validation): string[] {
  return validation.violations.map((v) => `${v.severity} ${v.code} ${v.rule} ${v.section ?? '-'} [${v.cards.map((c) => c.key).join(',')}]`);
}

interface Case {
  name: string;
  deck: Deck;
  format?: string;
  regulations?: RegulationEntry[];
  asOf?: string;
  expected: string[];
}

function run(cases: Case[]): void {
  it.each(cases)('$name', ({ deck: built, format, regulations, asOf, expected }) => {
    const result = validateDeck(built, format ?? null, { regulations, asOf, regulationLists: regulations ? ['standard'] : [] });
    expect(summary(result)).toEqual(expected);
    expect(result.legal).toBe(!expected.some((line) => line.startsWith('error')));
  });
}

// ------------------------------------------------------------------------------------------------------ ACG
const animal = (name: string, facts: Partial<DeckCard> = {}) => card(name, { kinds: ['animal'], zone: 'basic', ...facts });
const territory = (name: string, facts: Partial<DeckCard> = {}) => card(name, { kinds: ['territory'], zone: 'territory', ...facts });
const basicTerritory = territory('ひらけた平野', { subtypes: ['基礎'] });
const acgBasic = filler('動物', 10, 4, animal);
const soldierAnt = animal('兵隊蟻', { copyLimit: 8 });
const twinFoxes = animal('双子狐', { copyLimit: 2 });
const yakiuchi = card('焼き討ち', { kinds: ['scene'] });
const abbrennen = card('Abbrennen', { key: 'PR-029', kinds: ['scene'], aliasOf: '焼き討ち' });
const antToken = card('アリ動物トークン', { kinds: ['token'] });

describe('ACG construction (acg.md §2)', () => {
  run([
    { name: 'a 40-card basic deck and 10 基礎 territories is legal', deck: deck('acg', { basic: acgBasic, territory: [[basicTerritory, 10]] }), expected: [] },
    { name: '502.1: the basic deck needs at least 40 cards', deck: deck('acg', { basic: [...acgBasic.slice(1), [animal('動物 1'), 3]], territory: [[basicTerritory, 10]] }), expected: ['error size ACG 502.1 basic []'] },
    { name: '502.1: the basic deck has no maximum', deck: deck('acg', { basic: filler('動物', 50, 4, animal), territory: [[basicTerritory, 10]] }), expected: [] },
    {
      name: '502.2: territory cards cannot go in the basic deck; a card of two allowed types can (303.4)',
      deck: deck('acg', { basic: [...acgBasic.slice(1), [territory('湿地'), 2], [card('相棒オウム', { kinds: ['animal', 'tool'] }), 2]], territory: [[basicTerritory, 10]] }),
      expected: ['error kind ACG 502.2 basic [湿地]'],
    },
    {
      name: '502.2: a card with the 領土 type among others is refused from the basic deck (§12.6)',
      deck: deck('acg', { basic: [...acgBasic, [card('領土動物', { kinds: ['animal', 'territory'] }), 1]], territory: [[basicTerritory, 10]] }),
      expected: ['error kind ACG 502.2 basic [領土動物]'],
    },
    { name: '503.1: the territory deck needs exactly 10 (9)', deck: deck('acg', { basic: acgBasic, territory: [[basicTerritory, 9]] }), expected: ['error size ACG 503.1 territory []'] },
    { name: '503.1: the territory deck needs exactly 10 (11)', deck: deck('acg', { basic: acgBasic, territory: [[basicTerritory, 11]] }), expected: ['error size ACG 503.1 territory []'] },
    { name: '503.2: only territory cards in the territory deck', deck: deck('acg', { basic: acgBasic, territory: [[basicTerritory, 9], [animal('迷子'), 1]] }), expected: ['error kind ACG 503.2 territory [迷子]'] },
    {
      name: '503.3a: 基礎 territories are unlimited across territory and reserve decks',
      deck: deck('acg', { basic: acgBasic, territory: [[basicTerritory, 10]], reserve: [[basicTerritory, 5]] }),
      expected: [],
    },
    {
      name: '504.4: other territories count 4 per name across territory and reserve',
      deck: deck('acg', { basic: acgBasic, territory: [[basicTerritory, 6], [territory('聖なる泉'), 4]], reserve: [[territory('聖なる泉'), 1]] }),
      expected: ['error copies ACG 504.4 - [聖なる泉]'],
    },
    {
      name: '504.4: 4 per name counted across the basic and reserve decks',
      deck: deck('acg', { basic: acgBasic, territory: [[basicTerritory, 10]], reserve: [[animal('動物 1'), 1]] }),
      expected: ['error copies ACG 504.4 - [動物 1]'],
    },
    {
      name: '501.3b: 兵隊蟻 allows 8 across all decks; 双子狐 only 2',
      deck: deck('acg', { basic: [...acgBasic.slice(3), [soldierAnt, 8], [twinFoxes, 2], [animal('狐'), 2]], territory: [[basicTerritory, 10]] }),
      expected: [],
    },
    {
      name: '501.3b: a 9th 兵隊蟻 and a 3rd 双子狐 break their own limits',
      deck: deck('acg', { basic: [...acgBasic.slice(3), [soldierAnt, 8], [twinFoxes, 3], [animal('狐'), 1]], territory: [[basicTerritory, 10]], reserve: [[soldierAnt, 1]] }),
      expected: ['error copies ACG 501.3b - [兵隊蟻]', 'error copies ACG 501.3b - [双子狐]'],
    },
    {
      name: '505-2a: PR-029 Abbrennen counts as 焼き討ち',
      deck: deck('acg', { basic: [...acgBasic.slice(1), [yakiuchi, 3], [abbrennen, 2]], territory: [[basicTerritory, 10]] }),
      expected: ['error copies ACG 504.4 - [焼き討ち,PR-029]'],
    },
    {
      name: '505-1b: token cards are never allowed, in any deck',
      deck: deck('acg', { basic: [...acgBasic, [antToken, 1]], territory: [[basicTerritory, 10]], reserve: [[antToken, 1]] }),
      expected: ['error forbiddenKind ACG 505-1b basic [アリ動物トークン]', 'error forbiddenKind ACG 505-1b reserve [アリ動物トークン]'],
    },
    { name: '504.2: a casual reserve deck holds at most 15', deck: deck('acg', { basic: acgBasic, territory: [[basicTerritory, 10]], reserve: [[basicTerritory, 16]] }), expected: ['error size ACG 504.2 reserve []'] },
    { name: '504.2b: a casual reserve deck may hold fewer than 15', deck: deck('acg', { basic: acgBasic, territory: [[basicTerritory, 10]], reserve: [[basicTerritory, 3]] }), expected: [] },
    {
      name: '504.2a: at competitive level the reserve deck is 0 or exactly 15',
      format: 'competitive',
      deck: deck('acg', { basic: acgBasic, territory: [[basicTerritory, 10]], reserve: [[basicTerritory, 3]] }),
      expected: ['error size ACG 504.2a reserve []'],
    },
    { name: '504.2a: a competitive deck without a reserve deck is legal', format: 'competitive', deck: deck('acg', { basic: acgBasic, territory: [[basicTerritory, 10]] }), expected: [] },
    {
      name: '504.3: the reserve deck takes all six types',
      format: 'competitive',
      deck: deck('acg', { basic: acgBasic, territory: [[basicTerritory, 10]], reserve: [[basicTerritory, 7], [yakiuchi, 4], [animal('控え'), 4]] }),
      expected: [],
    },
    {
      name: 'every violation is reported, not only the first',
      deck: deck('acg', { basic: [[antToken, 1], [territory('湿地'), 1]], territory: [[animal('迷子'), 1]] }),
      expected: [
        'error size ACG 502.1 basic []',
        'error size ACG 503.1 territory []',
        'error forbiddenKind ACG 505-1b basic [アリ動物トークン]',
        'error kind ACG 502.2 basic [湿地]',
        'error kind ACG 503.2 territory [迷子]',
      ],
    },
  ]);
});

// ------------------------------------------------------------------------------------------------------ PMV
const character = (name: string, facts: Partial<DeckCard> = {}) => card(name, { kinds: ['character'], zone: 'main', ...facts });
const pmvMain = [...filler('キャラ', 16, 3, character), [character('端数'), 2]] as [DeckCard, number][];
const mikotoOne = character('星詠 ミコト', { key: 'pmv-s004', keywords: ['デッキ１枚制限'], numbers: ['SMP-004', 'SP-003'] });
const mikoto = character('星詠 ミコト', { key: 'pmv-s005', numbers: ['SMP-005'] });
// The SP-003 printing of pmv-s004 (db/packs/sample-pmv.json) as a card of its own, and as one naming it (alias_of).
const mikotoPromo = character('星詠 ミコト', { key: 'sp-003', keywords: ['デッキ１枚制限'], numbers: ['SP-003'] });
const mikotoAlias = character('Mikoto Hoshiyomi', { key: 'sp-003-en', keywords: ['デッキ１枚制限'], numbers: ['SP-003'], aliasOf: '星詠 ミコト' });

describe('PMV construction (pmv.md §2)', () => {
  run([
    { name: '1.2.2.a: a 50-card deck without sideboard is legal', deck: deck('pmv', { main: pmvMain }), expected: [] },
    { name: '1.2.2.a: the deck is exactly 50 (49)', deck: deck('pmv', { main: [...pmvMain.slice(0, -1), [character('端数'), 1]] }), expected: ['error size PMV 1.2.2.a main []'] },
    { name: '1.2.2.a: the deck is exactly 50 (51)', deck: deck('pmv', { main: [...pmvMain.slice(0, -1), [character('端数'), 3]] }), expected: ['error size PMV 1.2.2.a main []'] },
    { name: '1.2.5.a: a sideboard has exactly 10 cards', deck: deck('pmv', { main: pmvMain, side: [[character('控え'), 3]] }), expected: ['error size PMV 1.2.5.a side []'] },
    { name: '1.2.5.a: a 10-card sideboard is legal', deck: deck('pmv', { main: pmvMain, side: filler('控え', 5, 2, character) }), expected: [] },
    {
      name: '1.2.5.b: 3 per name across deck and sideboard',
      deck: deck('pmv', { main: pmvMain, side: [[character('キャラ 1'), 1], ...filler('控え', 3, 3, character)] }),
      expected: ['error copies PMV 1.2.5.b - [キャラ 1]'],
    },
    {
      name: '10.24.3: one デッキ１枚制限 copy plus two of the same name without it is legal',
      deck: deck('pmv', { main: [...pmvMain.slice(1), [mikotoOne, 1], [mikoto, 2]] }),
      expected: [],
    },
    {
      name: '10.24.2.a: two デッキ１枚制限 copies of one card number',
      deck: deck('pmv', { main: [...pmvMain.slice(1), [mikotoOne, 1], [mikoto, 2]], side: [[mikotoOne, 1], ...filler('控え', 3, 3, character)] }),
      expected: ['error copies PMV 1.2.5.b - [pmv-s004,pmv-s005]', 'error perNumber PMV 10.24.2.a - [pmv-s004]'],
    },
    {
      name: '10.24.2.a: デッキ1枚制限 typed with a half-width 1 is the printed デッキ１枚制限',
      deck: deck('pmv', { main: [...pmvMain.slice(1), [{ ...mikotoOne, keywords: ['デッキ1枚制限'] }, 2], [mikoto, 1]] }),
      expected: ['error perNumber PMV 10.24.2.a - [pmv-s004]'],
    },
    {
      name: '2.16.3: a promo-numbered printing counts as its base card number',
      deck: deck('pmv', {
        main: [...pmvMain.slice(1), [mikotoOne, 1], [character('星詠 ミコト（プロモ）', { key: 'promo', keywords: ['デッキ１枚制限'], numbers: ['SP-009', 'SMP-004'] }), 1], [character('穴埋め'), 1]],
      }),
      expected: ['error perNumber PMV 10.24.2.a - [pmv-s004,promo]'],
    },
    {
      name: '2.16.3: SP-003 in a row of its own (same name and facts, only the promo number) counts as SMP-004',
      deck: deck('pmv', { main: [...pmvMain.slice(1), [{ ...mikotoOne, numbers: ['SMP-004'] }, 1], [mikotoPromo, 1], [character('穴埋め'), 1]] }),
      expected: ['error perNumber PMV 10.24.2.a - [pmv-s004,sp-003]'],
    },
    {
      name: '2.16.3: a promo that counts as 星詠 ミコト (alias_of) shares its card number and its name count (1.2.2.b)',
      deck: deck('pmv', { main: [...pmvMain.slice(1), [mikotoOne, 1], [mikotoAlias, 2]] }),
      expected: ['error perNumber PMV 10.24.2.a - [pmv-s004,sp-003-en]'],
    },
    {
      name: '1.2.2.b: a promo of the same name counts toward the 3 copies of 星詠 ミコト',
      deck: deck('pmv', { main: [...pmvMain.slice(1, -1), [mikoto, 2], [{ ...mikotoAlias, keywords: [] }, 2], [character('端数'), 1]] }),
      expected: ['error copies PMV 1.2.5.b - [pmv-s005,sp-003-en]'],
    },
    {
      name: '2.16.3: two promo-only printings of one card share its number without the base card in the deck',
      deck: deck('pmv', { main: [...pmvMain.slice(1), [mikotoPromo, 1], [{ ...mikotoPromo, key: 'pr-mikoto', numbers: ['PR.020'] }, 1], [character('穴埋め'), 1]] }),
      expected: ['error perNumber PMV 10.24.2.a - [sp-003,pr-mikoto]'],
    },
    {
      name: '1.2.2.c: a construction effect of the card data replaces the 3-copy limit',
      deck: deck('pmv', { main: [...pmvMain.slice(1), [character('キャラ 1', { copyLimit: 1 }), 3]] }),
      expected: ['error copies PMV 1.2.2.c - [キャラ 1]'],
    },
    { name: '1.2.3.b: draft decks have no copy limit', format: 'draft', deck: deck('pmv', { main: [[character('大量'), 50]], side: [[character('大量'), 7]] }), expected: [] },
    { name: '1.2.3.a: a draft deck is exactly 50 too', format: 'draft', deck: deck('pmv', { main: [[character('大量'), 51]] }), expected: ['error size PMV 1.2.3.a main []'] },
  ]);
});

// ----------------------------------------------------------------------------------------------------- NOVA
const servant = (name: string) => card(name, { kinds: ['servant'], zone: 'main' });
const novaCharacter = (name: string, level: number) => card(name, { kinds: ['character'], zone: 'character', stats: { level } });
const novaMain = filler('サーバント', 10, 4, servant);
const novaCharacters: [DeckCard, number][] = [[novaCharacter('リナ', 1), 3], [novaCharacter('エルザ', 2), 2], [novaCharacter('ルミナ', 3), 1]];

describe('NOVA construction (nova.md §2)', () => {
  run([
    { name: '006.1: main 40, characters levels summing to 10, is legal', deck: deck('nova', { main: novaMain, character: novaCharacters }), expected: [] },
    { name: '006.1.3: the character deck may be empty', deck: deck('nova', { main: novaMain }), expected: [] },
    { name: '006.1.1: the main deck holds 40 to 60 (39)', deck: deck('nova', { main: [...novaMain.slice(1), [servant('サーバント 1'), 3]] }), expected: ['error size NOVA 006.1.1 main []'] },
    { name: '006.1.1: the main deck holds 40 to 60 (61)', deck: deck('nova', { main: [...filler('サーバント', 15, 4, servant), [servant('余り'), 1]] }), expected: ['error size NOVA 006.1.1 main []'] },
    { name: '006.1.1: 60 is still legal', deck: deck('nova', { main: filler('サーバント', 15, 4, servant) }), expected: [] },
    {
      name: '006.1.1: only servants, spells and magic items in the main deck',
      deck: deck('nova', { main: [...novaMain.slice(1), [servant('サーバント 1'), 3], [novaCharacter('迷子', 1), 1]] }),
      expected: ['error kind NOVA 006.1.1 main [迷子]'],
    },
    { name: '006.1.2: 4 per name in the main deck', deck: deck('nova', { main: [...novaMain.slice(1), [servant('サーバント 1'), 5]] }), expected: ['error copies NOVA 006.1.2 main [サーバント 1]'] },
    {
      name: '006.1.3: at most 10 characters, characters only',
      deck: deck('nova', { main: novaMain, character: [[novaCharacter('リナ', 0), 3], [novaCharacter('カイ', 0), 3], [novaCharacter('ミオ', 0), 3], [novaCharacter('ピコ', 0), 1], [servant('迷子'), 1]] }),
      expected: ['error size NOVA 006.1.3 character []', 'error kind NOVA 006.1.3 character [迷子]'],
    },
    { name: '006.1.4: 3 per name in the character deck', deck: deck('nova', { main: novaMain, character: [[novaCharacter('リナ', 1), 4]] }), expected: ['error copies NOVA 006.1.4 character [リナ]'] },
    { name: '007.1: the side deck holds at most 15', deck: deck('nova', { main: novaMain, side: filler('控え', 4, 4, servant) }), expected: ['error size NOVA 007.1 side []'] },
    {
      name: '109.4: character levels past 10 only warn',
      deck: deck('nova', { main: novaMain, character: [...novaCharacters, [novaCharacter('オルヴェン', 4), 1]] }),
      expected: ['warning statSum NOVA 109.4 character [リナ,エルザ,ルミナ,オルヴェン]'],
    },
    {
      name: '006.1.2 (§12.1.1): copies over main and side together only warn',
      deck: deck('nova', { main: novaMain, side: [[servant('サーバント 1'), 1]] }),
      expected: ['warning copies NOVA 006.1.2 - [サーバント 1]'],
    },
  ]);
});

// ------------------------------------------------------------------------------------------------------- DM
const creature = (name: string, facts: Partial<DeckCard> = {}) => card(name, { kinds: ['creature'], zone: 'main', ...facts });
const psychic = (name: string) => card(name, { kinds: ['psychic', 'creature'], zone: 'hyperspace' });
const gr = (name: string) => card(name, { kinds: ['grCreature', 'creature'], zone: 'gr' });
const zeronCell = (name: string) => card(name, { kinds: ['zeron', 'creature', 'gameStart'], zone: 'gameStart', stats: { startSet: '零龍' }, faces: [name, '零龍'] });
const dmMain = filler('クリーチャー', 10, 4, creature);
const thirteenth = card('13番目の計画', { kinds: ['rulePlus'], zone: 'hyperspace', stats: { mainDeckSize: 45 } });
const dokindam = card('禁断～封印されしX～', { kinds: ['forbidden', 'forbiddenHeartbeat', 'creature'], zone: 'main', stats: { startSet: '禁断～封印されしX～' } });
const zeronSet: [DeckCard, number][] = ['滅亡の起源 零無', '手札の儀', '墓地の儀', '破壊の儀', '復活の儀'].map((name) => [zeronCell(name), 1]);
const hallOfFame: RegulationEntry[] = [
  { name: 'クリーチャー 1', key: null, status: 'restricted', limit: null, pair: null, since: '2020-01-01', until: null },
  { name: 'クリーチャー 2', key: null, status: 'banned', limit: null, pair: null, since: '2021-01-01', until: null },
  { name: '禁断英雄 モモキングダムX', key: null, status: 'banned_pair', limit: null, pair: 'モモキング', since: '2022-08-15', until: null },
  { name: '未来王龍 モモキングJO', key: null, status: 'banned_pair', limit: null, pair: 'モモキング', since: '2022-08-15', until: null },
  { name: '未来の殿堂', key: null, status: 'restricted', limit: null, pair: null, since: '2099-01-01', until: null },
];

describe('DM construction (dm.md §2)', () => {
  run([
    { name: '100.2: a 40-card deck is legal', deck: deck('dm', { main: dmMain }), expected: [] },
    { name: '100.2: the deck is exactly 40 (39)', deck: deck('dm', { main: [...dmMain.slice(1), [creature('クリーチャー 1'), 3]] }), expected: ['error size DM 100.2 main []'] },
    { name: '100.2: the deck is exactly 40 (41)', deck: deck('dm', { main: [...dmMain, [creature('余り'), 1]] }), expected: ['error size DM 100.2 main []'] },
    { name: '314.3a: 13番目の計画 makes the deck exactly 45', deck: deck('dm', { main: dmMain, hyperspace: [[thirteenth, 1]] }), expected: ['error size DM 314.3a main [13番目の計画]'] },
    { name: '314.3a: a 45-card deck with 13番目の計画 is legal', deck: deck('dm', { main: [...dmMain, [creature('追加'), 4], [creature('追加2'), 1]], hyperspace: [[thirteenth, 1]] }), expected: [] },
    { name: '100.2a: 4 per name', deck: deck('dm', { main: [...dmMain.slice(1), [creature('クリーチャー 2'), 1], [creature('クリーチャー 1'), 3]] }), expected: ['error copies DM 100.2a main [クリーチャー 2]'] },
    {
      name: '100.2a: a card whose text allows more copies is honoured',
      deck: deck('dm', { main: [...dmMain.slice(2), [creature('何枚でも', { copyLimit: 999 }), 8]] }),
      expected: [],
    },
    {
      name: '810.4: a twinpact is named by both halves, apart from a card named like one half',
      deck: deck('dm', { main: [...dmMain.slice(1), [creature('ボルシャック/ドラゴン'), 4], [creature('ボルシャック'), 0]] }),
      expected: [],
    },
    {
      name: '202.6: a printing with an alias line counts as the alias',
      deck: deck('dm', { main: [...dmMain.slice(1), [creature('"罰怒"ブランド'), 3], [creature('オプティマスプライム', { aliasOf: '"罰怒"ブランド' }), 2]] }),
      expected: ['error size DM 100.2 main []', 'error copies DM 100.2a main ["罰怒"ブランド,オプティマスプライム]'],
    },
    {
      name: '100.3 / 407.1: up to 8 psychic or dragheart cards in the hyperspace zone',
      deck: deck('dm', { main: dmMain, hyperspace: [...filler('サイキック', 2, 4, psychic), [creature('迷子'), 1]] }),
      expected: ['error size DM 100.3 hyperspace []', 'error kind DM 407.1 hyperspace [迷子]'],
    },
    { name: '100.3a: 4 per name in the hyperspace zone', deck: deck('dm', { main: dmMain, hyperspace: [[psychic('サイキック'), 5]] }), expected: ['error copies DM 100.3a hyperspace [サイキック]'] },
    { name: '117.1: psychic cards cannot go in the deck', deck: deck('dm', { main: [...dmMain.slice(1), [creature('クリーチャー 1'), 3], [psychic('サイキック'), 1]] }), expected: ['error forbiddenKind DM 117.1 main [サイキック]'] },
    { name: '100.4: the super GR zone is 0 or exactly 12', deck: deck('dm', { main: dmMain, gr: filler('GR', 5, 2, gr) }), expected: ['error size DM 100.4 gr []'] },
    { name: '100.4: 12 GR creatures are legal', deck: deck('dm', { main: dmMain, gr: filler('GR', 6, 2, gr) }), expected: [] },
    { name: '100.4a: 2 per name in the super GR zone', deck: deck('dm', { main: dmMain, gr: [...filler('GR', 5, 2, gr), [gr('GR 6'), 1], [gr('GR 1'), 1]] }), expected: ['error copies DM 100.4a gr [GR 1]'] },
    { name: '408.1: only GR creatures in the super GR zone', deck: deck('dm', { main: dmMain, gr: [...filler('GR', 5, 2, gr), [creature('迷子'), 2]] }), expected: ['error kind DM 408.1 gr [迷子]'] },
    { name: '118.1: GR creatures cannot go in the deck', deck: deck('dm', { main: [...dmMain.slice(1), [creature('クリーチャー 1'), 3], [gr('GR'), 1]] }), expected: ['error forbiddenKind DM 118.1 main [GR]'] },
    { name: '100.5: one 零龍 set of five cells is one set', deck: deck('dm', { main: dmMain, gameStart: zeronSet }), expected: [] },
    {
      name: '100.5: a second game-start set is refused',
      deck: deck('dm', { main: [...dmMain.slice(1), [creature('クリーチャー 1'), 3], [dokindam, 1]], gameStart: zeronSet }),
      expected: ['error startSets DM 100.5 - [禁断～封印されしX～,滅亡の起源 零無,手札の儀,墓地の儀,破壊の儀,復活の儀]'],
    },
    {
      name: '100.5: two copies of one set card are two sets',
      deck: deck('dm', { main: [...dmMain.slice(1), [creature('クリーチャー 1'), 2], [dokindam, 2]] }),
      expected: ['error startSets DM 100.5 - [禁断～封印されしX～]'],
    },
    {
      name: '100.5: game-start cards stay out of the 40-card deck',
      deck: deck('dm', { main: [...dmMain.slice(1), [creature('クリーチャー 1'), 3], [zeronCell('手札の儀'), 1]] }),
      expected: ['error forbiddenKind DM 100.5 main [手札の儀]'],
    },
    {
      name: '100.2 殿堂: a 殿堂入り card is limited to 1, a プレミアム殿堂 card to 0',
      format: 'standard',
      regulations: hallOfFame,
      deck: deck('dm', { main: dmMain }),
      expected: ['error restricted DM 100.2 - [クリーチャー 1]', 'error banned DM 100.2 - [クリーチャー 2]'],
    },
    {
      name: '100.2 殿堂: one copy of a 殿堂入り card is legal (a card counted once, whatever names it)',
      format: 'standard',
      regulations: hallOfFame,
      deck: deck('dm', { main: [[creature('クリーチャー 1'), 1], ...dmMain.slice(2), [creature('追加'), 3], [creature('追加 2'), 4]] }),
      expected: [],
    },
    {
      name: '100.2 殿堂: the lists apply only under a regulation format',
      format: 'none',
      regulations: hallOfFame,
      deck: deck('dm', { main: dmMain }),
      expected: [],
    },
    {
      name: '100.2 殿堂: entries take effect on their date',
      format: 'standard',
      regulations: hallOfFame,
      asOf: '2020-06-01',
      deck: deck('dm', { main: [...dmMain.slice(0, 9), [creature('未来の殿堂'), 4]] }),
      expected: ['error restricted DM 100.2 - [クリーチャー 1]'],
    },
    {
      name: '100.2 殿堂: a プレミアム殿堂コンビ may not be complete in one deck',
      format: 'standard',
      regulations: hallOfFame,
      deck: deck('dm', { main: [...dmMain.slice(3), ...filler('追加', 2, 4, creature), [creature('追加 3'), 2], [creature('禁断英雄 モモキングダムX'), 1], [creature('未来王龍 モモキングJO'), 1]] }),
      expected: ['error banned_pair DM 100.2 - [禁断英雄 モモキングダムX,未来王龍 モモキングJO]'],
    },
    {
      name: '100.2 殿堂: one card of the combo alone is legal',
      format: 'standard',
      regulations: hallOfFame,
      deck: deck('dm', { main: [...dmMain.slice(3), ...filler('追加', 2, 4, creature), [creature('追加 3'), 3], [creature('未来王龍 モモキングJO'), 1]] }),
      expected: [],
    },
  ]);

  it('offers construction rules only, then every regulation list of the card data', () => {
    const formats = deckFormats('dm', ['standard', 'classic', 'standard']);
    expect(formats.map((format) => [format.id, format.regulation, format.label.ja])).toEqual([
      ['none', null, '構築ルールのみ'],
      ['classic', 'classic', 'クラシック期の殿堂'],
      ['standard', 'standard', '殿堂レギュレーション'],
    ]);
    expect(() => findDeckFormat('dm', 'modern', ['standard'])).toThrow(UnknownFormatError);
    expect(() => findDeckFormat('dm', 'modern', ['standard'])).toThrow('"modern" is not a dm format; use none, standard');
    expect(findDeckFormat('dm', null).id).toBe('none');
  });

  it('says what is wrong in Japanese and in English', () => {
    const result = validateDeck(deck('dm', { main: [...dmMain.slice(1), [creature('クリーチャー 1'), 3]], hyperspace: [[creature('迷子'), 1]] }));
    expect(result.violations.map((v) => v.message)).toEqual([
      { ja: 'デッキは39枚です。ちょうど40枚が必要です。', en: 'The deck has 39 cards; it needs exactly 40.' },
      {
        ja: '超次元ゾーンに入れられるのはサイキック・ドラグハート・ルール・プラス・デュエルメイトのカードです：「迷子」。',
        en: 'The hyperspace zone takes psychic, dragheart, rule plus and duel mate cards: 迷子.',
      },
    ]);
    expect(result.sections).toEqual({ main: 39, hyperspace: 1, gr: 0, gameStart: 0 });
  });
});

// ------------------------------------------------------------------------------------------------------ FaB
const hero = (name: string, facts: Partial<DeckCard>) => card(name, { kinds: ['hero'], zone: 'hero', formats: ['cc', 'll'], ...facts });
const cindra = hero('Cindra, Dracai of Retribution', { stats: { classes: ['ninja'], talents: ['royal', 'draconic'] } });
const youngCindra = hero('Cindra', { flags: ['young'], formats: ['blitz'], stats: { classes: ['ninja'], talents: ['royal', 'draconic'] } });
const briar = hero('Briar, Warden of Thorns', { stats: { classes: ['runeblade'], talents: ['elemental'], essences: ['earth', 'lightning'] } });
const ALL_FORMATS = ['cc', 'blitz', 'll'];
const action = (name: string, pitch: number, facts: Partial<DeckCard> = {}) =>
  card(name, { key: `${name}-${pitch}`, kinds: ['action'], zone: 'deck', formats: ALL_FORMATS, stats: { pitch, classes: ['generic'], talents: [] }, ...facts });
const ninjaAction = (name: string, pitch: number) => action(name, pitch, { stats: { pitch, classes: ['ninja'], talents: [] } });
const weapon = (name: string, classes: string[]) => card(name, { kinds: ['weapon'], zone: 'arena', formats: ALL_FORMATS, stats: { classes, talents: [] } });
const kunai = weapon('Kunai of Retribution', ['ninja']);
const fabDeck = (extra: [DeckCard, number][] = [], heroCard = cindra) => deck('fab', { hero: [[heroCard, 1]], arena: [[kunai, 2]], deck: [...filler('Generic', 20, 3, (name) => action(name, 1)), ...extra] });

describe('FaB construction (fab.md §3: CR 1.3.2, 1.1.3, 8.3.7, TRP 7)', () => {
  run([
    { name: 'TRP 7.1: an adult hero, 60 deck-cards and generic and ninja cards is legal in CC', format: 'cc', deck: fabDeck(), expected: [] },
    { name: 'TRP 7.1: CC needs at least 60 deck-cards', format: 'cc', deck: deck('fab', { hero: [[cindra, 1]], deck: filler('Generic', 19, 3, (name) => action(name, 1)) }), expected: ['error size FaB TRP 7.1 deck []'] },
    {
      name: 'TRP 7.1: the card-pool holds at most 80 arena and deck cards',
      format: 'cc',
      deck: fabDeck(filler('Blue', 7, 3, (name) => action(name, 3))),
      expected: ['error size FaB TRP 7.1 - []'],
    },
    {
      name: 'TRP 7.1: 3 copies per name and pitch — red and blue are different cards',
      format: 'cc',
      deck: fabDeck([[action('Snatch', 1), 3], [action('Snatch', 3), 3], [action('Generic 1', 1), 1]]),
      expected: ['error copies FaB TRP 7.1 - [Generic 1-1]'],
    },
    { name: 'TRP 7.1: exactly one hero', format: 'cc', deck: deck('fab', { hero: [[cindra, 1], [briar, 1]], deck: filler('Generic', 20, 3, (name) => action(name, 1)) }), expected: ['error size FaB TRP 7.1 hero []'] },
    { name: 'TRP 7.1: CC plays an adult hero', format: 'cc', deck: fabDeck([], youngCindra), expected: ['error heroAge FaB TRP 7.1 hero [Cindra]'] },
    {
      name: 'CR 1.1.3: cards of a class or talent the hero lacks are refused; generic cards go anywhere',
      format: 'cc',
      deck: fabDeck([[action('Wizardry', 1, { stats: { pitch: 1, classes: ['wizard'], talents: [] } }), 1], [action('Lightning Strike', 1, { stats: { pitch: 1, classes: ['ninja'], talents: ['lightning'] } }), 1], [ninjaAction('Leg Tap', 1), 3]]),
      expected: ['error supertype FaB 1.1.3 - [Wizardry-1,Lightning Strike-1]'],
    },
    {
      name: 'CR 1.1.3b: a hybrid card (Assassin / Ninja) needs one of its classes',
      format: 'cc',
      deck: deck('fab', { hero: [[cindra, 1]], arena: [[card('Blood Splattered Vest', { kinds: ['equipment'], formats: ALL_FORMATS, stats: { classes: [], talents: [], hybridClasses: ['assassin', 'ninja'] } }), 1]], deck: filler('Generic', 20, 3, (name) => action(name, 1)) }),
      expected: [],
    },
    {
      name: 'CR 1.1.3, 1.0.1a: an Essence hero (its text) may use cards of those talents',
      format: 'cc',
      deck: deck('fab', {
        hero: [[briar, 1]],
        deck: [...filler('Generic', 19, 3, (name) => action(name, 1)), [action('Arcane Seeds // Life', 1, { stats: { pitch: 1, classes: ['runeblade'], talents: ['earth'] } }), 3], [action('Frost', 1, { stats: { pitch: 1, classes: [], talents: ['ice'] } }), 1]],
      }),
      expected: ['error supertype FaB 1.1.3 - [Frost-1]'],
    },
    {
      name: 'CR 8.3.7: specialization cards belong to their hero only',
      format: 'cc',
      deck: fabDeck([[ninjaAction('Blaze Headlong', 1), 1], [action('Cindra Special', 1, { stats: { pitch: 1, classes: ['ninja'], talents: [], specializes: ['Cindra'] } }), 1], [action('Kano Special', 1, { stats: { pitch: 1, classes: [], talents: [], specializes: ['Kano'] } }), 1]]),
      expected: ['error specialization FaB 8.3.7 - [Kano Special-1]'],
    },
    {
      name: 'CR 8.3.7, 1.0.1a: a hero whose text allows any hero\'s specializations (Shiyana) may use them',
      format: 'cc',
      deck: fabDeck([[action('Kano Special', 1, { stats: { pitch: 1, classes: [], talents: [], specializes: ['Kano'] } }), 1]], hero('Shiyana, Diamond Gemini', { stats: { classes: ['shapeshifter'], talents: [], anySpecialization: true } })),
      expected: ['error supertype FaB 1.1.3 - [Kunai of Retribution]'],
    },
    {
      name: 'TRP 7.1: legendary cards are 1 per card-pool',
      format: 'cc',
      deck: fabDeck([[action('Imperial Seal of Command', 1, { flags: ['legendary'] }), 2]]),
      expected: ['error copies FaB TRP 7.1 - [Imperial Seal of Command-1]'],
    },
    {
      name: 'CR 1.3.2: arena-cards never go in the deck, deck-cards never in the arena',
      format: 'cc',
      deck: deck('fab', { hero: [[cindra, 1]], arena: [[action('Lost', 1), 1]], deck: [...filler('Generic', 20, 3, (name) => action(name, 1)), [kunai, 1]] }),
      expected: ['error forbiddenKind FaB 1.3.2 arena [Lost-1]', 'error forbiddenKind FaB 1.3.2 deck [Kunai of Retribution]'],
    },
    {
      name: 'CR 1.3.2: every card that is not a hero, token or deck-card is an arena-card (companions, demi-heroes)',
      format: 'cc',
      deck: deck('fab', {
        hero: [[cindra, 1]],
        arena: [[card('Polly Cranka', { kinds: ['companion'], formats: ALL_FORMATS }), 1], [card('Levia, Redeemed', { kinds: ['demiHero'], formats: ALL_FORMATS }), 1]],
        deck: [...filler('Generic', 20, 3, (name) => action(name, 1)), [card('Gold', { kinds: ['token'], formats: ALL_FORMATS }), 1]],
      }),
      expected: ['error forbiddenKind FaB 1.3.2 deck [Gold]'],
    },
    { name: 'TRP 7.1: cards not legal in CC', format: 'cc', deck: fabDeck([[action('Blitz Only', 1, { formats: ['blitz'] }), 1]]), expected: ['error notLegal FaB TRP 7.1 - [Blitz Only-1]'] },
    {
      name: 'Blitz (2026): a young hero, 40 deck cards, one copy of each unique card',
      format: 'blitz',
      deck: deck('fab', { hero: [[youngCindra, 1]], arena: [[kunai, 2]], deck: filler('Generic', 40, 1, (name) => action(name, 2)) }),
      expected: ['error copies FaB Blitz (2026) - [Kunai of Retribution]'],
    },
    {
      name: 'TRP 7.3: the older Blitz allows two copies; pool at most 52',
      format: 'blitz-trp',
      deck: deck('fab', { hero: [[youngCindra, 1]], arena: [[kunai, 2]], deck: [...filler('Generic', 20, 2, (name) => action(name, 2)), [action('Extra', 2), 2], [action('More', 2), 2], [action('Most', 2), 2], [action('Spare', 2), 2], [action('Also', 2), 2], [action('Final', 2), 1]] }),
      expected: ['error size FaB TRP 7.3 - []'],
    },
    { name: 'TRP 7.3: Blitz plays a young hero', format: 'blitz-trp', deck: deck('fab', { hero: [[cindra, 1]], deck: filler('Generic', 20, 2, (name) => action(name, 2)) }), expected: ['error heroAge FaB TRP 7.3 hero [Cindra, Dracai of Retribution]'] },
    {
      name: 'CLP: banned and living-legend cards of the list, by exact key (pitch)',
      format: 'cc',
      regulations: [
        { name: 'Generic 1', key: 'Generic 1-1', status: 'banned', limit: null, pair: null, since: null, until: null },
        { name: 'Generic 2', key: 'Generic 2-3', status: 'banned', limit: null, pair: null, since: null, until: null },
        { name: 'Cindra, Dracai of Retribution', key: 'Cindra, Dracai of Retribution', status: 'living_legend', limit: null, pair: null, since: null, until: null },
      ],
      deck: fabDeck(),
      expected: ['error living_legend FaB CLP - [Cindra, Dracai of Retribution]', 'error banned FaB CLP - [Generic 1-1]'],
    },
    {
      name: 'TRP 7.2: Living Legend restricts listed cards to one copy',
      format: 'll',
      regulations: [{ name: 'Generic 3', key: 'Generic 3-1', status: 'restricted', limit: null, pair: null, since: null, until: null }],
      deck: fabDeck(),
      expected: ['error restricted FaB CLP - [Generic 3-1]'],
    },
  ]);

  it('names FaB cards with their pitch colour', () => {
    const result = validateDeck(fabDeck([[action('Snatch', 1), 4]]), 'cc');
    expect(result.violations.map((v) => v.message.en)).toContain('4 copies of Snatch (red); at most 3 across the weapons & equipment and deck.');
  });
});

describe('any game', () => {
  it('reports cards in a section the game does not have', () => {
    const result = validateDeck(deck('dm', { main: dmMain, side: [[creature('控え'), 1]] }));
    expect(summary(result)).toEqual(['error section DM 100.2 side [控え]']);
    expect(result.violations[0]!.message.en).toBe('"side" is not a Duel Masters deck section (main, hyperspace, gr, gameStart).');
  });

  it('refuses to check a deck of one game against another game', () => {
    expect(() => deckChecker('dm', findDeckFormat('dm', 'none'))(fabDeck())).toThrow('a fab deck checked against dm rules');
  });
});
