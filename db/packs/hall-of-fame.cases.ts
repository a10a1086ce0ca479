/**
 * The 殿堂 lists of the DM pack (DM 100.2; rules digest dm.md §2.11), as db/packs/build.ts resolves them against the
 * pack's cards: hall-of-fame.test.ts runs these cases on the excerpts in test/fixtures/data (which hold both lists
 * whole and every card they name), hall-of-fame.reference.test.ts on the full files. Before the lists named their
 * cards by key, five entries found no card by name: the three below, 陰陽の舞 and 竜魔神王バルカディア・NEX.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { card, deck } from '../../test/helpers/deck-cards';
import type { DataFolder } from '../../test/helpers/data-folder';
import { deckChecker, findDeckFormat } from '../../engine/deck/validate';
import type { CardPack, CardRecord, RegulationRecord } from '../cards/record';
import { buildDmPack, type UnresolvedEntry } from './build';

const CURRENT = 'dm/regulation_current.json';

export function hallOfFameCases(data: DataFolder): void {
  describe('the DM pack’s 殿堂 lists', () => {
    let pack: CardPack;
    const unresolved: UnresolvedEntry[] = [];
    beforeAll(() => {
      pack = buildDmPack(data, (entry) => unresolved.push(entry));
    }, 30_000);
    const list = (format: string) => pack.regulations.filter((entry) => entry.format === format);

    it('DM 100.2 殿堂: every entry names one card by key, but the three newer than the card data, each noted with its file, entry and name', () => {
      const missing = (line: number, name: string) => ({ file: CURRENT, issue: { line, column: 'name', message: { en: `"${name}" names no card in the card data`, ja: `「${name}」という名前のカードはカードデータにありません` } } });
      // The data README names them: cards newer than cards_ja_modern.json (ドリル・スコール is a classic card).
      expect(unresolved).toEqual([missing(41, 'MEGATOON・ドッカンデイヤー'), missing(85, '我竜塔第一層 セイント・キャッスル'), missing(109, 'マリゴルドⅢ')]);
      expect(pack.regulations.filter((entry) => entry.key === null).map((entry) => entry.name)).toEqual(['MEGATOON・ドッカンデイヤー', '我竜塔第一層 セイント・キャッスル', 'マリゴルドⅢ']);
      // One record per entry (86 殿堂入り, 41 プレミアム殿堂, a pair of two; 26 classic): no name found two cards.
      expect([list('standard').length, list('classic').length]).toEqual([129, 26]);
      const keys = new Set(pack.cards.map((each) => each.key));
      expect(pack.regulations.filter((entry) => entry.key !== null && !keys.has(entry.key))).toEqual([]);
    });

    it('DM 100.2 殿堂: an entry names its card without the reading the card data appends, or by the card’s other face', () => {
      expect(pack.regulations.filter((entry) => entry.key !== null && entry.key !== entry.name).map((entry) => [entry.name, entry.key])).toEqual([
        ['陰陽の舞', '陰陽の舞（ミステリー・ヒッポ）'],
        ['竜魔神王バルカディア・NEX', '竜魔神王バルカディア・NEX（ネックス）'],
        ['蒼き覚醒 ドギラゴンX', '轟く覚醒 レッドゾーン・バスター'],
      ]);
    });

    it('DM 100.2 殿堂: the classic list’s inPool:false entries name the modern list’s cards', () => {
      const outside = ['ボルメテウス・サファイア・ドラゴン', 'フューチャー・スラッシュ'];
      expect(list('classic').filter((entry) => outside.includes(entry.name)).map((entry) => entry.key)).toEqual(outside);
    });

    it.each(['standard', 'classic'])('DM 100.2 殿堂 (%s): a deck with one copy of a listed card past its limit is reported, the card by name', (format) => {
      const byKey = new Map(pack.cards.map((each) => [each.key, each]));
      const check = deckChecker('dm', findDeckFormat('dm', format, [format]), { regulations: list(format) });
      const deckCard = (record: CardRecord) => card(record.name, { key: record.key, faces: record.faces.map((face) => face.name) });
      const missed = (entry: RegulationRecord, copies: number, code: string) => {
        const found = check(deck('dm', { main: [[deckCard(byKey.get(entry.key!)!), copies]] })).violations.filter((violation) => violation.code === code);
        return found.length === 1 && found[0]!.rule === 'DM 100.2' && found[0]!.cards.some((each) => each.key === entry.key) ? [] : [entry.name];
      };
      const keyed = list(format).filter((entry) => entry.key !== null && entry.status !== 'banned_pair');
      expect(keyed.length).toBeGreaterThan(0);
      expect(keyed.flatMap((entry) => missed(entry, entry.status === 'restricted' ? 2 : 1, entry.status))).toEqual([]);
      // One copy of a 殿堂入り card is allowed.
      const restricted = keyed.filter((entry) => entry.status === 'restricted');
      expect(restricted.filter((entry) => missed(entry, 1, 'restricted').length === 0).map((entry) => entry.name)).toEqual([]);
      // The プレミアム殿堂コンビ: both cards in one deck.
      const pair = list(format).filter((entry) => entry.status === 'banned_pair');
      const both = check(deck('dm', { main: pair.map((entry) => [deckCard(byKey.get(entry.key!)!), 1]) }));
      expect(both.violations.filter((violation) => violation.code === 'banned_pair').map((violation) => violation.rule)).toEqual(pair.length > 0 ? ['DM 100.2'] : []);
    });
  });
}
