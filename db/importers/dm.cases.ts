/**
 * Duel Masters: the real data parsed by the importer, as dm.test.ts runs it on the excerpts in test/fixtures/data
 * and dm.reference.test.ts on the full files of the reference folder. `n` holds the figures of the data at hand;
 * every card a case names by name is in both. Each big file is parsed once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataFolder } from '../../test/helpers/data-folder';
import { kindIds, parseData, sectionIds } from '../../test/helpers/importers';
import type { CardRecord } from '../cards/record';
import { ANY_NUMBER_OF_COPIES } from './dm';
import type { ParsedImport } from './types';

interface RawModernCard {
  name: string;
  kind: string;
  faces: { zone: string; keywords_ja: string[] }[];
  back_side_name?: string | string[];
}
interface RawClassicCard {
  name: string;
  cardType: string;
  text: string;
}

const one = (cards: readonly CardRecord[], name: string) => {
  const found = cards.filter((card) => card.name === name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
};
const count = <T>(items: readonly T[], by: (item: T) => string | null) => {
  const counts: Record<string, number> = {};
  for (const item of items) counts[String(by(item))] = (counts[String(by(item))] ?? 0) + 1;
  return counts;
};

/** The figures of a set of Duel Masters files (the 殿堂 lists are whole in the excerpts too). */
export interface DmFigures {
  /** Entries of the modern list, the physical cards they make, and those per deck section. */
  modernEntries: number;
  modernCards: number;
  modernZones: Record<string, number>;
  twinpacts: number;
  /** Rows of the set lists, those of NET- tournament lists, and the names the other rows give. */
  printingRows: number;
  tournamentRows: number;
  printedNames: number;
  classicCards: number;
  classicKinds: Record<string, number>;
  englishCards: number;
  englishKinds: Record<string, number>;
  /** English rules texts that hold the mojibake "â€". */
  mojibake: number;
  /** Rows of the English wiki's list, and the cards they fold into, by deck section. */
  wikiRows: number;
  wikiCards: number;
  wikiZones: Record<string, number>;
}

/** Every kind (of the card and its faces) is a kind id of the engine's DM definition; every zone a section id. */
function expectEngineVocabulary(cards: readonly CardRecord[]): void {
  const kinds = kindIds('dm');
  const sections = sectionIds('dm');
  const wrong: string[] = [];
  for (const card of cards) {
    if (card.kinds.length === 0) wrong.push(`${card.name}: no kind`);
    for (const kind of [...card.kinds, ...card.faces.flatMap((face) => face.kinds)]) if (!kinds.has(kind)) wrong.push(`${card.name}: kind ${kind}`);
    if (!sections.has(card.zone!)) wrong.push(`${card.name}: zone ${card.zone}`);
  }
  expect(wrong).toEqual([]);
}

/** Registers the cases over the Duel Masters files of `data`. */
export function dmDataCases(data: DataFolder, n: DmFigures): void {
  describe('dm/cards_ja_modern.json', () => {
    let raw: RawModernCard[];
    let modern: ParsedImport;
    beforeAll(() => {
      raw = data.json<RawModernCard[]>('dm/cards_ja_modern.json');
      modern = parseData('dm', 'dm/cards_ja_modern.json', data);
    });

    it(`reads ${n.modernEntries} entries as ${n.modernCards} physical cards keyed by name, with engine kinds and sections`, () => {
      expect(raw).toHaveLength(n.modernEntries);
      expect(modern.format).toBe('dm-modern');
      expect(modern.source.name).toBe('dm-modern');
      expect(modern.cards).toHaveLength(n.modernCards);
      expect(new Set(modern.cards.map((card) => card.key)).size).toBe(n.modernCards);
      expect(modern.cards.every((card) => card.key === card.name)).toBe(true);
      expectEngineVocabulary(modern.cards);
      // The 6 game-start cards (零龍's five cells, FORBIDDEN STAR) have a section of their own (DM 100.5).
      expect(count(modern.cards, (card) => card.zone)).toEqual(n.modernZones);
    });

    it('loses no entry: each is a card or a face of one, and no back side is a card of its own', () => {
      const cardNames = new Set(modern.cards.map((card) => card.name));
      const faceNames = new Set(modern.cards.flatMap((card) => card.faces.map((face) => face.name)));
      for (const entry of raw) expect(cardNames.has(entry.name) || faceNames.has(entry.name), entry.name).toBe(true);
      const merged = raw.filter((entry) => !cardNames.has(entry.name));
      expect(merged).toHaveLength(n.modernEntries - n.modernCards);
      // Every merged entry is one side of a double-faced card: it has (or is named by) a back_side_name.
      for (const entry of merged) expect(entry.back_side_name, entry.name).toBeDefined();
    });

    it('merges a psychic pair into one card: 時空の銃姫エイプリル with 鎮魂の覚醒者デス・エイプリル on its back', () => {
      const april = one(modern.cards, '時空の銃姫エイプリル');
      expect(modern.cards.some((card) => card.name === '鎮魂の覚醒者デス・エイプリル')).toBe(false);
      expect(april).toMatchObject({
        key: '時空の銃姫エイプリル',
        kinds: ['creature', 'psychic'],
        zone: 'hyperspace',
        cost: 5,
        power: 5000,
        subtypes: ['ダークロード'],
        keywords: ['覚醒', 'W・ブレイカー'],
        stats: { civs: ['闇'], type: 'サイキック・クリーチャー', mana: null },
        text: null,
        // Only full image URLs are kept; this entry has a wiki path fragment.
        image: null,
      });
      expect(april.flags).toEqual(['mono', 'dfc']);
      expect(april.faces.map((face) => [face.name, face.cost, face.power, face.keywords])).toEqual([
        ['時空の銃姫エイプリル', 5, 5000, ['覚醒']],
        ['鎮魂の覚醒者デス・エイプリル', 10, 8000, ['W・ブレイカー']],
      ]);
    });

    it('puts the front first by its a-side image even when the back is cheaper to name (レッドゾーン・バスター / ドギラゴンX)', () => {
      const buster = one(modern.cards, '轟く覚醒 レッドゾーン・バスター');
      expect(buster.faces.map((face) => face.name)).toEqual(['轟く覚醒 レッドゾーン・バスター', '蒼き覚醒 ドギラゴンX']);
      expect(buster.kinds).toEqual(expect.arrayContaining(['creature', 'evolutionCreature', 'psychic']));
    });

    it('makes a dragheart weapon the front of its dragheart creature', () => {
      const discald = one(modern.cards, '凶乱の魔鎌 ディスカルド');
      expect(discald).toMatchObject({ zone: 'hyperspace', cost: 2, power: null });
      expect(discald.kinds).toEqual(expect.arrayContaining(['dragheart', 'weapon', 'creature']));
      expect(discald.faces.map((face) => face.name)).toEqual(['凶乱の魔鎌 ディスカルド', '凶乱の悪魔龍 ドクロカルド']);
    });

    it('gives every cell of a psychic super creature the super creature as its back', () => {
      for (const cell of ['シルバー・ヴォルグ', 'プロト・ガイアール']) {
        const card = one(modern.cards, cell);
        expect(card.faces.map((face) => face.name)).toEqual([cell, '撃墜王ガイアール・キラードラゴン']);
        expect(card.kinds).toContain('psychicSuper');
        expect(card.zone).toBe('hyperspace');
      }
      expect(modern.cards.some((card) => card.name === '撃墜王ガイアール・キラードラゴン')).toBe(false);
    });

    it('reads twinpacts as one card with a face per half (half-width / and the one full-width ／)', () => {
      const twinpacts = modern.cards.filter((card) => card.kinds.includes('twinpact'));
      expect(twinpacts).toHaveLength(n.twinpacts);
      expect(twinpacts.every((card) => card.flags.includes('twinpact') && card.faces.length === 2 && card.zone === 'main')).toBe(true);
      const nex = one(modern.cards, 'ボルシャック・NEX（ネックス）/スーパー・スパーク');
      expect(nex).toMatchObject({ kinds: ['twinpact', 'creature', 'spell'], cost: 6, power: 6000, stats: { civs: ['火', '光'], mana: 1 } });
      expect(nex.flags).toEqual(['multicolor', 'twinpact']);
      expect(nex.faces.map((face) => [face.name, face.kinds, face.cost, face.stats.civs])).toEqual([
        ['ボルシャック・NEX（ネックス）', ['creature'], 6, ['火']],
        ['スーパー・スパーク', ['spell'], 5, ['光']],
      ]);
      expect(nex.image).toBe('https://dm.takaratomy.co.jp/wp-content/card/cardimage/dmbd16-006a.jpg');
      const titans = one(modern.cards, '「合体」の頂 アクア・TITAAANS／「必殺！ジェット・カスケード・アタック!!」');
      expect(titans.faces.map((face) => face.name)).toEqual(['「合体」の頂 アクア・TITAAANS', '「必殺！ジェット・カスケード・アタック!!」']);
    });

    it('sends GR creatures to the super GR zone and marks game-start cards', () => {
      expect(modern.cards.filter((card) => card.zone === 'gr').every((card) => card.kinds.includes('grCreature'))).toBe(true);
      expect(one(modern.cards, 'ダダダチッコ・ダッチー')).toMatchObject({ kinds: ['creature', 'grCreature'], zone: 'gr', power: 2000 });
      const gameStart = modern.cards.filter((card) => card.kinds.includes('gameStart')).map((card) => card.name);
      expect(gameStart).toHaveLength(6);
      expect(gameStart).toContain('FORBIDDEN STAR ～世界最後の日～');
      expect(one(modern.cards, 'FORBIDDEN STAR ～世界最後の日～').faces.map((face) => face.name)).toEqual([
        'FORBIDDEN STAR ～世界最後の日～',
        '終焉の禁断 ドルマゲドンX',
      ]);
    });

    it('puts the game-start cards in their own section, each naming its set: 零龍\'s five cells are one set (DM 100.5)', () => {
      const gameStart = modern.cards.filter((card) => card.zone === 'gameStart');
      expect(gameStart.every((card) => card.kinds.includes('gameStart'))).toBe(true);
      expect(Object.fromEntries(gameStart.map((card) => [card.name, card.stats.startSet]))).toEqual({
        '滅亡の起源 零無': '零龍',
        手札の儀: '零龍',
        墓地の儀: '零龍',
        破壊の儀: '零龍',
        復活の儀: '零龍',
        'FORBIDDEN STAR ～世界最後の日～': 'FORBIDDEN STAR ～世界最後の日～',
      });
      // The five cells share their back, 零龍, which is no card of its own.
      for (const cell of gameStart.filter((card) => card.stats.startSet === '零龍')) expect(cell.faces.map((face) => face.name)).toEqual([cell.name, '零龍']);
      // 禁断～封印されしX～ enters the battle zone at game start too (its text: 於遊戲開始時…出場) but counts toward the
      // 40 (dm.md §2.7): it stays in the main deck and names its own set. The other two heartbeats start elsewhere.
      const sealed = one(modern.cards, '禁断～封印されしX～');
      expect(sealed).toMatchObject({ zone: 'main', stats: { startSet: '禁断～封印されしX～' } });
      expect(sealed.kinds).toContain('forbiddenHeartbeat');
      expect(sealed.faces.map((face) => face.name)).toEqual(['禁断～封印されしX～', '伝説の禁断 ドキンダムX']);
      expect(modern.cards.filter((card) => card.stats.startSet !== undefined)).toHaveLength(7);
      for (const name of ['禁断 ～目覚めの刻～', '禁断 ～解放せしX～']) expect(one(modern.cards, name).stats.startSet, name).toBeUndefined();
    });

    it('reads the Rule Plus 13番目の計画 as an exactly 45-card main deck, from its text (DM 314.3a)', () => {
      const plan = one(modern.cards, '13番目の計画');
      expect(plan).toMatchObject({ kinds: ['rulePlus'], zone: 'hyperspace', stats: { mainDeckSize: 45 } });
      expect(modern.cards.filter((card) => card.stats.mainDeckSize !== undefined).map((card) => card.name)).toEqual(['13番目の計画']);
    });

    it('reads copy limits from the cards\' text (DM 100.2a): 16 cards allow any number, 黒ひげ危機一発 only one', () => {
      const limited = Object.fromEntries(modern.cards.filter((card) => card.copyLimit !== null).map((card) => [card.name, [card.zone, card.copyLimit]]));
      const any = (zone: string) => [zone, ANY_NUMBER_OF_COPIES];
      expect(limited).toEqual({
        // 此卡可以在牌庫裡放超過4張 (more than the deck's 4)
        '四十日鼠 チョロチュー': any('main'),
        '遊撃師団 ニューイー': any('main'),
        '遊撃師団 アクアーミー': any('main'),
        '遊撃師団 ブッチビーズ': any('main'),
        '遊撃師団 ニッカ': any('main'),
        '遊撃師団 プレプレ': any('main'),
        '素晴らしい犬 ワンワンワン': any('main'),
        'O・HA・NA・P': any('main'),
        'O・HA・NA・S': any('main'),
        '特攻の忠剣ハチ公': any('main'),
        '戯具 ザンパズル': any('main'),
        'シル＝シャルロット': any('main'),
        'はずれポンの助': any('main'),
        // 此卡可以在超GR區放超過2張 (more than the super GR zone's 2)
        '堕魔 ドゥザイコ GR': any('gr'),
        メタルポンの助: any('gr'),
        'ＧＲの犬 ワンワンワン': any('gr'),
        // 此卡只能放一張在牌組裡
        黒ひげ危機一発: ['main', 1],
      });
      expect(ANY_NUMBER_OF_COPIES).toBe(999);
    });

    it('DM 101.2 / 110.2c: 疾風のスウザ has no スピードアタッカー: its text gives it to its ティラノ・ドレイク', () => {
      // The list's keywords_ja holds every keyword the text names; only one that opens a paragraph is printed.
      expect(raw.find((entry) => entry.name === '疾風のスウザ')!.faces[0]!.keywords_ja).toEqual(['スピードアタッカー']);
      const suza = one(modern.cards, '疾風のスウザ');
      expect(suza.keywords).toEqual([]);
      expect(suza.stats.conditionalKeywords).toBeUndefined();
    });

    it('DM 805.2 / 805.3: 時空の喧嘩屋キル\'s front face has no W・ブレイカー; its back, 巨人の覚醒者セツダン, has', () => {
      const kill = one(modern.cards, '時空の喧嘩屋キル');
      expect(kill.faces.map((face) => [face.name, face.keywords, face.stats.powerAttacker ?? null])).toEqual([
        ['時空の喧嘩屋キル', ['覚醒'], null],
        ['巨人の覚醒者セツダン', ['パワーアタッカー', 'W・ブレイカー'], 2000],
      ]);
      // The card's own list is every face's, as search reads it; its numbers are the front's, as its power is.
      expect([kill.keywords, kill.power, kill.stats.powerAttacker]).toEqual([['覚醒', 'パワーアタッカー', 'W・ブレイカー'], 1000, undefined]);
    });

    it('DM 110.1: 黙示聖霊ラグナシア\'s breakers come with its power, so they are conditional, not printed', () => {
      const ragnasia = one(modern.cards, '黙示聖霊ラグナシア');
      expect(ragnasia.keywords).toEqual([]);
      expect(ragnasia.stats.conditionalKeywords).toEqual(['W・ブレイカー', 'T・ブレイカー', 'Q・ブレイカー']);
    });

    it('DM 110.2c: a printed S・トリガー stays, a keyword the text only grants or names goes', () => {
      // Dの牢閣 メメント守神宮 prints S・トリガー and Dスイッチ, and gives ブロッカー to every creature of its player.
      expect(one(modern.cards, 'Dの牢閣 メメント守神宮').keywords).toEqual(['S・トリガー', 'Dスイッチ']);
      // エメラル's text names the S・トリガー of the shield it takes; エメラル has none.
      expect(one(modern.cards, 'エメラル').keywords).toEqual([]);
      expect(raw.find((entry) => entry.name === 'エメラル')!.faces[0]!.keywords_ja).toEqual(['S・トリガー']);
    });

    it('DM 110.2c: keeps the N of a printed パワーアタッカー+N, パワード・ブレイカー as a keyword of its own, and a conditional パワーアタッカー apart', () => {
      const sapphire = one(modern.cards, 'ボルメテウス・サファイア・ドラゴン');
      expect(sapphire.keywords).toEqual(['スピードアタッカー', 'パワーアタッカー', 'T・ブレイカー']);
      expect(sapphire.stats.powerAttacker).toBe(3000);
      expect(one(modern.cards, '剛撃聖霊エリクシア').keywords).toEqual(['ブロッカー', 'パワード・ブレイカー']);
      // ウェーブストライカー gives it パワーアタッカー+3000 while two other wave strikers are out.
      const melon = one(modern.cards, 'マッチョ・メロン');
      expect([melon.keywords, melon.stats.conditionalKeywords, melon.stats.powerAttacker]).toEqual([['ウェーブストライカー'], ['パワーアタッカー'], undefined]);
    });

    it('keeps both states of a hyper-mode card as faces of one card', () => {
      const elbolom = one(modern.cards, '光喜の夜 エルボロム');
      expect(elbolom.flags).toContain('hypermode');
      expect(elbolom.faces.map((face) => [face.name, face.power])).toEqual([
        ['光喜の夜 エルボロム', 6500],
        ['光喜の夜 エルボロム', 12500],
      ]);
      expect(modern.cards.filter((card) => card.flags.includes('hypermode'))).toHaveLength(raw.filter((entry) => entry.kind.startsWith('two-state')).length);
    });

  });

  describe('dm/printings_ja.csv', () => {
    let printings: ParsedImport;
    beforeAll(() => {
      printings = parseData('dm', 'dm/printings_ja.csv', data);
    });

    it('reads set lists as printings by card name, leaving out the NET- tournament lists', () => {
      expect(printings.format).toBe('dm-modern');
      expect(printings.source.name).toBe('dm-printings');
      expect(printings.cards).toEqual([]);
      const byName = printings.printingsByName!;
      // Every row but those of NET- decklists, by the names they give.
      expect(byName.size).toBe(n.printedNames);
      const all = [...byName.values()].flat();
      expect(all).toHaveLength(n.printingRows - n.tournamentRows);
      expect(all.some((p) => p.set.startsWith('NET-'))).toBe(false);
    });

    it('numbers a printing "set printed-id", or by its set alone where the product prints no number', () => {
      expect(printings.printingsByName!.get('時空の銃姫エイプリル')).toEqual([
        { set: 'DM-36', setName: 'サイキック・ショック', number: 'DM-36 53a/110 DM36', rarity: 'UC', image: null },
        { set: 'DMX-03', setName: 'デッキビルダーDX エイリアン・エディション', number: 'DMX-03 DMX03 17a/42', rarity: 'UC', image: null },
      ]);
      expect(printings.printingsByName!.get('灼熱の闘志 テスタ・ロッサ')).toContainEqual({ set: 'DM22-RP1', setName: '「伝説の邪神」', number: 'DM22-RP1', rarity: null, image: null });
    });

  });

  describe('dm/classic/cards_classic_ja.json (Japanese rules text)', () => {
    let raw: RawClassicCard[];
    let classic: ParsedImport;
    beforeAll(() => {
      raw = data.json<RawClassicCard[]>('dm/classic/cards_classic_ja.json');
      classic = parseData('dm', 'dm/classic/cards_classic_ja.json', data);
    });

    it(`reads ${n.classicCards} cards with Japanese text, keyed by name like the modern list`, () => {
      expect(classic.format).toBe('dm-classic');
      expect(classic.cards).toHaveLength(n.classicCards);
      expect(classic.cards.every((card) => card.key === card.name)).toBe(true);
      expect(classic.cards.map((card) => card.text)).toEqual(raw.map((card) => card.text));
      expectEngineVocabulary(classic.cards);
      expect(classic.cards.every((card) => card.zone === 'main')).toBe(true);
      // 進化クロスギア is a cross gear.
      expect(count(classic.cards.flatMap((card) => card.kinds), (kind) => kind)).toEqual(n.classicKinds);
    });

    it('finds no copy limit, deck size or game-start set in the classic-era texts (none of them says one)', () => {
      expect(classic.cards.filter((card) => card.copyLimit !== null || card.stats.mainDeckSize !== undefined || card.stats.startSet !== undefined)).toEqual([]);
    });

    it('reads 進化クロスギア as a cross gear, not an evolution creature', () => {
      const gears = raw.filter((card) => card.cardType === '進化クロスギア');
      expect(gears).toHaveLength(5);
      for (const entry of gears) expect(one(classic.cards, entry.name).kinds).toEqual(['crossGear']);
    });

    it('reads 天空の守護者グラン・ギューレ: text, stats and both printings', () => {
      const gure = one(classic.cards, '天空の守護者グラン・ギューレ');
      expect(gure).toMatchObject({ kinds: ['creature'], cost: 6, power: 9000, subtypes: ['ガーディアン'], stats: { civs: ['光'], type: 'クリーチャー' }, flags: ['mono'] });
      expect(gure.text).toMatch(/^ブロッカー\(相手クリーチャーが攻撃するとき/);
      expect(gure.text).toContain('このクリーチャーは、相手プレイヤーを攻撃できない。');
      expect(gure.printings).toEqual([
        { set: 'DM-01', setName: null, number: 'DM-01 1/110', rarity: 'VR', image: null },
        { set: 'DM-18', setName: null, number: 'DM-18 2/140', rarity: 'VR', image: null },
      ]);
    });

    it('DM 110.2c: reads the keywords each text prints, in the modern spelling, and those it gains under a condition apart', () => {
      const keywordsOf = (name: string) => {
        const card = one(classic.cards, name);
        return [card.keywords, card.stats.conditionalKeywords ?? [], card.stats.powerAttacker ?? null];
      };
      // S・トリガー opens its text; the ブロッカー it gives a race is no keyword of the spell.
      expect(keywordsOf('センチネル・ガード')).toEqual([['S・トリガー'], [], null]);
      // The old spellings S(シールド)・トリガー and W(ダブル)・ブレイカー.
      expect(keywordsOf('サイバー・ブレイン')).toEqual([['S・トリガー'], [], null]);
      expect(keywordsOf('緑神龍ガミラタール')).toEqual([['W・ブレイカー'], [], null]);
      expect(keywordsOf('ウィップ・スコーピオン')).toEqual([['S・トリガー', 'パワーアタッカー'], [], 3000]);
      // このクリーチャーは、パワーが6000以上のとき、「W・ブレイカー」を得る。
      expect(keywordsOf('緑神龍アンリストヴァル')).toEqual([[], ['W・ブレイカー'], null]);
      // The paragraph after ウェーブストライカー(…次の能力を得る) has its condition: the same facts as the modern list's.
      expect(keywordsOf('マッチョ・メロン')).toEqual([['ウェーブストライカー'], ['パワーアタッカー'], null]);
    });

    it('reads bracketed evolution types as evolution creatures', () => {
      const evolutionV = raw.filter((card) => card.cardType === '進化クリーチャー(進化V)');
      expect(evolutionV.length).toBeGreaterThan(0);
      for (const entry of evolutionV) expect(one(classic.cards, entry.name).kinds).toEqual(['creature', 'evolutionCreature']);
    });
  });

  describe('dm hall-of-fame regulations', () => {
    it('regulation_current.json: 86 殿堂入り, 41 プレミアム殿堂 and one プレミアム殿堂コンビ, for the standard format', () => {
      const parsed = parseData('dm', 'dm/regulation_current.json', data);
      expect(parsed.format).toBe('dm-modern');
      expect(parsed.cards).toEqual([]);
      expect(parsed.regulations).toHaveLength(129);
      expect(count(parsed.regulations, (r) => r.status)).toEqual({ restricted: 86, banned: 41, banned_pair: 2 });
      expect(parsed.regulations.every((r) => r.format === 'standard' && r.key === null)).toBe(true);
      // The file is the authority for every standard list, so a card dropped from it is no longer restricted.
      expect(parsed.regulationScope).toHaveLength(6);
      expect(parsed.regulationScope.every((scope) => scope.format === 'standard')).toBe(true);
      expect(parsed.regulations.find((r) => r.name === 'エメラル')).toEqual({ format: 'standard', name: 'エメラル', key: null, status: 'restricted', limit: null, pair: null, since: '2004-03-15', until: null });
      expect(parsed.regulations.find((r) => r.name === '爆熱剣 バトライ刃')).toMatchObject({ status: 'restricted', since: '2025-08-12' });
      expect(parsed.regulations.filter((r) => r.since === null)).toHaveLength(11);
      expect(parsed.regulations.filter((r) => r.status === 'banned_pair')).toEqual(
        ['禁断英雄 モモキングダムX', '未来王龍 モモキングJO'].map((name) => ({
          format: 'standard',
          name,
          key: null,
          status: 'banned_pair',
          limit: null,
          pair: '禁断英雄 モモキングダムX + 未来王龍 モモキングJO',
          since: '2022-08-15',
          until: null,
        })),
      );
    });

    it('classic/hall_of_fame.json: 26 dated entries for the classic format, プレ殿 as banned and 殿堂 as restricted', () => {
      const parsed = parseData('dm', 'dm/classic/hall_of_fame.json', data);
      expect(parsed.format).toBe('dm-classic');
      expect(parsed.regulations).toHaveLength(26);
      expect(parsed.regulations.every((r) => r.format === 'classic' && /^\d{4}-\d{2}-\d{2}$/.test(r.since ?? ''))).toBe(true);
      expect(parsed.regulations.find((r) => r.name === '無双竜機ボルバルザーク')).toMatchObject({ status: 'banned', since: '2006-03-15' });
      expect(parsed.regulationScope.every((scope) => scope.format === 'classic')).toBe(true);
    });

  });

  describe('dm/en/cards_tcg_en.json (English TCG)', () => {
    let english: ParsedImport;
    beforeAll(() => {
      english = parseData('dm', 'dm/en/cards_tcg_en.json', data);
    });

    it(`reads ${n.englishCards} English cards as cards of their own (en: keys), with engine kinds`, () => {
      expect(english.format).toBe('dm-en');
      expect(english.cards).toHaveLength(n.englishCards);
      expect(english.cards.every((card) => card.key === `en:${card.name}` && card.nameEn === card.name && card.flags.includes('english'))).toBe(true);
      expectEngineVocabulary(english.cards);
      expect(english.cards.every((card) => card.textEn === null || card.text === null)).toBe(true);
    });

    it(`reads the supertype: the ${n.englishKinds.evolutionCreature} "Evolution" creatures are evolution creatures`, () => {
      const evolution = english.cards.filter((card) => card.kinds.includes('evolutionCreature'));
      expect(evolution).toHaveLength(n.englishKinds.evolutionCreature!);
      expect(one(english.cards, 'Admiral Queen')).toMatchObject({ kinds: ['creature', 'evolutionCreature'], cost: 6, power: 4000, subtypes: ['Splash Queen'], stats: { civs: ['水'] } });
      expect(count(english.cards.flatMap((card) => card.kinds), (kind) => kind)).toEqual(n.englishKinds);
    });

    it('keeps the source\'s mojibake exactly as the file has it: valid UTF-8, neither refused nor decoded twice', () => {
      // Rules texts hold "â€”" (an em dash once misread as Windows-1252); the file is valid UTF-8.
      const queen = one(english.cards, 'Admiral Queen');
      expect(queen.textEn).toMatch(/^Evolutionâ€”Put on one of your Splash Queens\.\n/);
      expect(english.cards.filter((card) => card.textEn?.includes('â€')).length).toBe(n.mojibake);
      expect(english.cards.some((card) => card.textEn?.includes('Ã¢'))).toBe(false);
    });

    it('keeps "+" powers as text with the number, and names printings by set and number', () => {
      const plus = english.cards.filter((card) => card.powerText !== null);
      expect(plus.length).toBeGreaterThan(0);
      for (const card of plus) {
        expect(card.powerText).toMatch(/^\d+\+$/);
        expect(Number(card.powerText!.slice(0, -1))).toBe(card.power);
      }
      // The source prints three Vhal dragons as "0000+": kept as printed.
      expect(one(english.cards, 'Magmadragon Ogrist Vhal')).toMatchObject({ power: 0, powerText: '0000+' });
      const charger = one(english.cards, 'Abduction Charger');
      expect(charger).toMatchObject({ kinds: ['spell'], cost: 7, power: null, stats: { civs: ['水'] } });
      expect(charger.printings).toEqual([{ set: 'DM-09', setName: 'DM-09 Fatal Brood of Infinite Ruin', number: 'DM-09 16/55', rarity: 'Rare', image: null }]);
    });
  });

  describe('dm/en/wiki_all_cards_en.csv (one row per printing)', () => {
    let wiki: ParsedImport;
    beforeAll(() => {
      wiki = parseData('dm', 'dm/en/wiki_all_cards_en.csv', data);
    });

    it(`folds ${n.wikiRows} printings into ${n.wikiCards} cards with engine kinds and sections`, () => {
      expect(wiki.format).toBe('dm-en');
      expect(wiki.cards).toHaveLength(n.wikiCards);
      expect(wiki.cards.reduce((sum, card) => sum + card.printings.length, 0)).toBeLessThanOrEqual(n.wikiRows);
      expectEngineVocabulary(wiki.cards);
      // The Rule Plus "Invincible Thirteen" starts in the hyperspace zone (DM 314.1).
      expect(count(wiki.cards, (card) => card.zone)).toEqual(n.wikiZones);
    });

    it('reads Bolshack Dragon: 6000+ power, civilization, and its printings (numbers trimmed)', () => {
      const bolshack = one(wiki.cards, 'Bolshack Dragon');
      expect(bolshack).toMatchObject({ key: 'en:Bolshack Dragon', kinds: ['creature'], cost: 6, power: 6000, powerText: '6000+', stats: { civs: ['火'] }, zone: 'main' });
      expect(bolshack.printings[0]).toEqual({
        set: 'DM-01',
        setName: null,
        number: 'DM-01 8',
        rarity: null,
        image: 'https://dm.takaratomy.co.jp/wp-content/card/cardimage//DM-01-8',
      });
      expect(one(wiki.cards, 'Aqua Surfer').printings.map((p) => p.number)).toContain('DMX-12 b71');
    });

    it('reads twinpacts (text halves split by =====), psychics into hyperspace, Gacharange into super GR', () => {
      const kuga = one(wiki.cards, 'Kabutorial Kuga/Mystery Disaster');
      expect(kuga.kinds).toContain('twinpact');
      expect(kuga.textEn).toMatch(/Triple Breaker\n=+\n■ Shuffle your deck/);
      expect(kuga.stats.civs).toEqual(['自然']);
      expect(one(wiki.cards, 'Katta Kirifuda, Curry Bread Master')).toMatchObject({ zone: 'hyperspace', power: 7000, powerText: '7000+' });
      expect(one(wiki.cards, 'Dusaico, Darma GR')).toMatchObject({ zone: 'gr' });
      expect(one(wiki.cards, 'Dusaico, Darma GR').kinds).toContain('grCreature');
    });

    it('reads copy limits and the Rule Plus deck size from the English (and one Japanese) texts', () => {
      const facts = Object.fromEntries(
        wiki.cards.filter((card) => card.copyLimit !== null || card.stats.mainDeckSize !== undefined).map((card) => [card.name, [card.zone, card.copyLimit, card.stats.mainDeckSize ?? null]]),
      );
      expect(facts).toEqual({
        // "■ More than 4 of this card in your deck"
        'Hazure Ponnosuke': ['main', 999, null],
        'Wanwanwan, Wankorage': ['main', 999, null],
        'Hachiko, Loyal Sword of Bukkomi': ['main', 999, null],
        // The wiki spells シル＝シャルロット's "=" as %3D.
        'Sill %3D Charlotte': ['main', 999, null],
        // "■ More than 2 of this card in your Super Gacharange"
        'Dusaico, Darma GR': ['gr', 999, null],
        'Donato, Boundary Will': ['gr', 999, null],
        // A Rule Plus whose text the wiki gives in Japanese: 自分は、デッキの枚数を5枚増やしてゲームを開始する。
        'Invincible Thirteen': ['hyperspace', null, 45],
      });
      expect(one(wiki.cards, 'Invincible Thirteen').kinds).toEqual(['rulePlus']);
    });

  });
}
