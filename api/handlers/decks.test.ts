import { afterEach, describe, expect, it } from 'vitest';
import { loadDeckCards } from '../../db/decks/cards';
import sampleAcg from '../../db/packs/sample-acg.deck.json';
import { sampleHand } from '../../engine/deck/stats';
import { gameDefinition } from '../../engine/games/registry';
import { makeBackend, type TestBackend } from '../../test/helpers/backend';
import { join } from 'node:path';
import { sweden } from '../../test/helpers/decklist-seeds';
import { DM_TWO_OF_HALL_OF_FAME, HALL_OF_FAME_CARD } from '../../test/helpers/dm-decklist';
import { shippedDeck } from '../../test/helpers/library-decks';
import { copyPackedDatabase } from '../../test/helpers/packed';
import { useTempDir } from '../../test/helpers/temp';
import type { DeckLine, MethodName, Params, Response, Result } from '../contract';

const tempDir = useTempDir();
let current: TestBackend | undefined;
afterEach(() => current?.db.close());

function setup(packed = false) {
  const dir = tempDir();
  if (packed) copyPackedDatabase(join(dir, 'deck-dojo.db'));
  current = makeBackend(dir, packed ? {} : { packs: ['sample-acg.json'] });
  const { backend } = current;
  return async <M extends MethodName>(method: M, params: Params<M>): Promise<Result<M>> => {
    const response = (await backend.invoke(method, params)) as Response<M>;
    if (!response.ok) throw new Error(`${method}: ${response.error.code} ${response.error.message}`);
    return response.result;
  };
}

const copies = (lines: DeckLine[]) => lines.reduce((total, line) => total + line.count, 0);

describe('decks.sampleHand', () => {
  it('deals an ACG opening from the basic deck: 7 cards, 2 of them to the bottom, the same for the same seed', async () => {
    const ok = setup();
    const deal = (seed: number) => ok('decks.sampleHand', { game: 'acg', sections: sampleAcg.sections, seed });
    const opening = await deal(7);
    expect(opening).toMatchObject({ setAside: [], toBottom: 2, rules: ['ACG 104.3', 'ACG 104.6'] });
    expect(copies(opening.hand)).toBe(7);
    const basic = new Map(sampleAcg.sections.basic.map((entry) => [entry.key, entry.count]));
    for (const line of opening.hand) {
      expect(line.count).toBeLessThanOrEqual(basic.get(line.key)!);
      expect(line.name).toEqual(expect.any(String));
    }
    // Each card once, however many copies were drawn.
    expect(new Set(opening.hand.map((line) => line.key)).size).toBe(opening.hand.length);
    expect(await deal(7)).toEqual(opening);
    const others = await Promise.all([1, 2, 3].map(deal));
    expect(others.some((other) => JSON.stringify(other.hand) !== JSON.stringify(opening.hand))).toBe(true);
  });

  it('groups the copies of a card in the order each card was first drawn', async () => {
    const ok = setup();
    const opening = await ok('decks.sampleHand', { game: 'acg', sections: { basic: [{ key: 'acg-s001', count: 8 }] }, seed: 1 });
    expect(opening.hand).toEqual([{ key: 'acg-s001', name: '兵隊蟻', count: 7 }]);

    const basic = [{ key: 'acg-s001', count: 4 }, { key: 'acg-s002', count: 4 }];
    const cards = loadDeckCards(current!.db.sql, 'acg', ['acg-s001', 'acg-s002']);
    const drawn = sampleHand(gameDefinition('acg'), { game: 'acg', sections: { basic: basic.map(({ key, count }) => ({ card: cards.get(key)!, count })) } }, 1).hand;
    const expected = [...new Set(drawn.map((card) => card.key))].map((key) => ({ key, name: cards.get(key)!.name, count: drawn.filter((card) => card.key === key).length }));
    expect(expected).toHaveLength(2);
    expect(await ok('decks.sampleHand', { game: 'acg', sections: { basic }, seed: 1 })).toMatchObject({ hand: expected });
  });

  it('puts DM shields aside before the five-card hand', async () => {
    const ok = setup();
    const keys: string[] = [];
    for (let index = 1; index <= 10; index++) keys.push((await ok('cards.saveCustom', { game: 'dm', card: { name: `試作${index}`, kinds: ['creature'], zone: 'main' } })).key);
    const opening = await ok('decks.sampleHand', { game: 'dm', sections: { main: keys.map((key) => ({ key, count: 4 })) }, seed: 99 });
    expect(copies(opening.setAside)).toBe(5);
    expect(copies(opening.hand)).toBe(5);
    expect(opening).toMatchObject({ toBottom: 0, rules: ['DM 103.2', 'DM 103.3'] });
  });
});

describe('drawing one more and counting S・トリガー on the DM product deck DMBD-22', () => {
  it('DM 103.3: draws the next cards of the same shuffle after the opening, one line each, the opening unchanged', async () => {
    const ok = setup(true);
    const { sections } = await shippedDeck(ok, 'dm');
    const main = sections.main!.map(({ key, count }) => ({ key, count }));
    const deal = (draws?: number) => ok('decks.sampleHand', { game: 'dm', sections: { main }, seed: 5, ...(draws === undefined ? {} : { draws }) });
    const opening = await deal();
    expect(opening).toMatchObject({ drawn: [], remaining: 30 });
    const cards = loadDeckCards(current!.db.sql, 'dm', main.map((line) => line.key));
    const engine = sampleHand(gameDefinition('dm'), { game: 'dm', sections: { main: main.map(({ key, count }) => ({ card: cards.get(key)!, count })) } }, 5, 2);
    const two = await deal(2);
    expect(two).toMatchObject({ setAside: opening.setAside, hand: opening.hand, remaining: 28 });
    expect(two.drawn).toEqual(engine.drawn.map(({ key, name }) => ({ key, name, count: 1 })));
    expect((await deal(3)).drawn.slice(0, 2)).toEqual(two.drawn);
  });

  it('DM 112.3a: 8 of the 40 main-deck cards print S・トリガー (龍頭星雲人/零誕祭 and 闇参謀グラン・ギニョール, 4 each): 1 expected in the 5 shields, at least one with 1 − C(32,5)/C(40,5)', async () => {
    const ok = setup(true);
    const { sections } = await shippedDeck(ok, 'dm');
    const params = Object.fromEntries(Object.entries(sections).map(([id, lines]) => [id, lines.map(({ key, count }) => ({ key, count }))]));
    const { keywordOdds } = await ok('decks.stats', { game: 'dm', sections: params });
    expect(keywordOdds).toMatchObject({ label: { ja: 'S・トリガー', en: 'Shield triggers' }, rule: 'DM 112.3a', cards: 8, pile: 40, setAside: 5, expected: 1 });
    expect(keywordOdds!.atLeastOne).toBeCloseTo(1 - 201376 / 658008, 12);
    // FaB counts no keyword.
    expect((await ok('decks.stats', { game: 'fab', sections: {} })).keywordOdds).toBeNull();
  });
});

describe('decks.read of a file that cannot be read', () => {
  it('is INVALID_DECKLIST: each problem at its line, its message the English and its text in both languages', async () => {
    setup();
    // The Sweden nationals list with a format FaBrary does not write and a card line of no copies.
    const text = sweden.replace('Format: Classic Constructed', 'Format: Pauper').replace('3x Blaze Headlong (red)', '0x Blaze Headlong (red)');
    const response = await current!.backend.invoke('decks.read', { game: 'fab', text });
    const names = 'Classic Constructed, Blitz, Living Legend, Commoner, Silver Age, Draft, Sealed, Ultimate Pit Fight, Blitz Preconstructed';
    expect(response).toEqual({
      ok: false,
      error: {
        code: 'INVALID_DECKLIST',
        message: `the fabrary decklist cannot be read: 2 problems, first: line 3: "Format: Pauper" is not a format Deck Dojo knows; FaBrary's are ${names}`,
        issues: [
          {
            line: 3,
            message: `"Format: Pauper" is not a format Deck Dojo knows; FaBrary's are ${names}`,
            text: {
              en: `"Format: Pauper" is not a format Deck Dojo knows; FaBrary's are ${names}`,
              ja: `「Format: Pauper」は Deck Dojo の知らないフォーマットです。FaBrary のフォーマットは ${names.replaceAll(', ', '、')} です`,
            },
          },
          {
            line: 18,
            message: '"0x Blaze Headlong (red)": count 0 is not between 1 and 999',
            text: { en: '"0x Blaze Headlong (red)": count 0 is not between 1 and 999', ja: '「0x Blaze Headlong (red)」：枚数 0 は 1〜999 ではありません' },
          },
        ],
      },
    });
  });
});

describe('a deck without a format of its own', () => {
  it('is under the game’s default in Settings (DM: 殿堂レギュレーション), in the checks, the format list and the library', async () => {
    const ok = setup(true);
    const read = await ok('decks.read', { game: 'dm', text: DM_TWO_OF_HALL_OF_FAME });
    const sections = Object.fromEntries(Object.entries(read.decks[0]!.sections).map(([id, lines]) => [id, lines.map(({ key, count }) => ({ key, count }))]));
    const defaultOf = async () => (await ok('decks.formats', { game: 'dm' })).filter((format) => format.isDefault).map((format) => format.id);
    expect(await defaultOf()).toEqual(['standard']);
    // DM 100.2: two copies of a 殿堂入り card.
    const checked = await ok('decks.validate', { game: 'dm', sections });
    expect(checked.legal).toBe(false);
    expect(checked.violations.map((violation) => [violation.rule, violation.cards.map((card) => card.name)])).toEqual([['DM 100.2', [HALL_OF_FAME_CARD]]]);
    const deck = await ok('library.create', { game: 'dm', name: '殿堂入り2枚', sections });
    expect(deck).toMatchObject({ format: null, legal: false });
    expect((await ok('library.list', { format: 'standard' })).map((each) => each.id)).toEqual([deck.id]);
    expect(await ok('library.list', { format: 'none' })).toEqual([]);

    // The player's choice moves every one of them.
    await ok('settings.update', { defaultFormats: { dm: 'none' } });
    expect(await defaultOf()).toEqual(['none']);
    expect(await ok('decks.validate', { game: 'dm', sections })).toMatchObject({ legal: true, violations: [] });
    expect((await ok('library.list', { format: 'none' })).map((each) => each.id)).toEqual([deck.id]);
  });
});

describe('decks.validate under a 殿堂 list the player imports', () => {
  // Names as regulation_current.json and cards_ja_modern.json spell them (data/dm), the list's typed another way.
  const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
  const hallOfFame = {
    entries: [
      { name: '陰陽の舞', status: '殿堂入り', since: '2014-05-24' },
      { name: '竜魔神王ばるかでぃあ・ＮＥＸ', status: '殿堂入り', since: '2022-08-15' },
      { name: '｢本日のﾗｯｷｰﾅﾝﾊﾞｰ!｣', status: 'プレミアム殿堂', since: '2024-03-11' },
    ],
  };
  const twinpact = '機術士ディール/「本日のラッキーナンバー！」';
  const cards = {
    format: 'deck-dojo-cards',
    version: 1,
    game: 'dm',
    source: { name: 'test:hall-of-fame', version: '1' },
    cards: [
      { key: '陰陽の舞（ミステリー・ヒッポ）', name: '陰陽の舞（ミステリー・ヒッポ）', kinds: ['creature'], zone: 'main' },
      { key: '竜魔神王バルカディア・NEX（ネックス）', name: '竜魔神王バルカディア・NEX（ネックス）', kinds: ['creature', 'evolutionCreature'], zone: 'main' },
      { key: twinpact, name: twinpact, kinds: ['twinpact', 'creature', 'spell'], zone: 'main', faces: [{ name: '機術士ディール', kinds: ['creature'] }, { name: '「本日のラッキーナンバー！」', kinds: ['spell'] }] },
    ],
  };

  it('DM 100.2 殿堂: entries imported before their cards apply to the cards their names resolve to, by reading, width, kana and twinpact half', async () => {
    const ok = setup();
    const list = await ok('cards.import', { game: 'dm', file: { name: 'regulation_current.json', base64: base64(hallOfFame) } });
    expect(list.unresolvedRegulations).toHaveLength(3);
    expect(await ok('cards.import', { game: 'dm', file: { name: 'cards.json', base64: base64(cards) } })).toMatchObject({ created: 3, unresolvedRegulations: [] });
    const sections = { main: cards.cards.map((card) => ({ key: card.key, count: 2 })) };
    const verdict = await ok('decks.validate', { game: 'dm', sections, format: 'standard' });
    expect(verdict.violations.filter((v) => v.rule === 'DM 100.2' && v.code !== 'size').map((v) => [v.code, v.cards.map((card) => card.key)])).toEqual([
      ['restricted', ['陰陽の舞（ミステリー・ヒッポ）']],
      ['restricted', ['竜魔神王バルカディア・NEX（ネックス）']],
      ['banned', [twinpact]],
    ]);
  });
});

describe('decks.validate on cards brought in through the card template CSV, written as printed', () => {
  // Small cards in the template's columns as their cards print them (rules digests acg.md §3, pmv.md §2.1).
  const csv = (...lines: string[]) => ({ name: 'cards.csv', base64: Buffer.from(`${lines.join('\n')}\n`).toString('base64') });
  const ruled = (verdict: Result<'decks.validate'>, rule: string) => verdict.violations.filter((v) => v.rule === rule).map((v) => [v.code, v.cards.map((card) => card.key)]);

  it('ACG 505-1b: a card whose cost box shows ト is a token card and no deck may hold it; 動物＆道具 is an animal and a tool (303.4)', async () => {
    const ok = setup();
    await ok('cards.import', { game: 'acg', file: csv('名前,種類,コスト,フラグ', 'アリ動物トークン,動物,ト,', 'ﾜｼ動物トークン,動物,ﾄ,', 'ハチ動物トークン,動物,,token', '相棒オウム,動物＆道具,2,') });
    const sections = { basic: ['アリ動物トークン', 'ﾜｼ動物トークン', 'ハチ動物トークン', '相棒オウム'].map((key) => ({ key, count: 1 })) };
    const verdict = await ok('decks.validate', { game: 'acg', sections });
    expect(ruled(verdict, 'ACG 505-1b')).toEqual([['forbiddenKind', ['アリ動物トークン', 'ﾜｼ動物トークン', 'ハチ動物トークン']]]);
    expect(ruled(verdict, 'ACG 502.2')).toEqual([]);
  });

  it('PMV 10.24.2.a: デッキ1枚制限 typed with a half-width 1 limits its card number to one copy', async () => {
    const ok = setup();
    await ok('cards.import', { game: 'pmv', file: csv('key,カード名,カードタイプ,キーワード,カード番号', 'pmv-s004,星詠 ミコト,キャラクター,デッキ1枚制限,SMP-004') });
    const verdict = await ok('decks.validate', { game: 'pmv', sections: { main: [{ key: 'pmv-s004', count: 2 }] } });
    expect(ruled(verdict, 'PMV 10.24.2.a')).toEqual([['perNumber', ['pmv-s004']]]);
  });
});
