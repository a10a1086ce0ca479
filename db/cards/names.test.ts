// The names are real Duel Masters cards as the modern card list spells them (data/dm/cards_ja_modern.json; the
// excerpt in test/fixtures/data), and as the 殿堂 lists spell them (data/dm/regulation_current.json).
import { describe, expect, it } from 'vitest';
import { cardFinder, nameKey } from './names';

const card = (name: string, faces: string[] = []) => ({ id: name, names: [name], faces });
const find = cardFinder([
  card('陰陽の舞（ミステリー・ヒッポ）'),
  card('竜魔神王バルカディア・NEX（ネックス）'),
  card('セイント・キャッスル'),
  card('機術士ディール/「本日のラッキーナンバー！」', ['機術士ディール', '「本日のラッキーナンバー！」']),
  card('ボルシャック・NEX（ネックス）/スーパー・スパーク', ['ボルシャック・NEX（ネックス）', 'スーパー・スパーク']),
  card('轟く覚醒 レッドゾーン・バスター', ['轟く覚醒 レッドゾーン・バスター', '蒼き覚醒 ドギラゴンX']),
  // 零龍 is the back of each of its five cells.
  card('滅亡の起源 零無', ['滅亡の起源 零無', '零龍']),
  card('破壊の儀', ['破壊の儀', '零龍']),
  { id: 'エメラル', names: ['エメラル', 'Emeral'], faces: [] },
]);

describe('the cards a list names (DM 100.2 殿堂)', () => {
  it('DM 100.2 殿堂: a name without the reading the card data appends names the card (陰陽の舞, 竜魔神王バルカディア・NEX)', () => {
    expect(find('陰陽の舞')).toEqual(['陰陽の舞（ミステリー・ヒッポ）']);
    expect(find('竜魔神王バルカディア・NEX')).toEqual(['竜魔神王バルカディア・NEX（ネックス）']);
    // A reading in half-width brackets, or on the list's side, is a reading too.
    expect(find('陰陽の舞(ミステリー・ヒッポ)')).toEqual(['陰陽の舞（ミステリー・ヒッポ）']);
    expect(nameKey('竜魔神王バルカディア・NEX（ネックス）')).toBe(nameKey('竜魔神王バルカディア・NEX'));
  });

  it('DM 100.2 殿堂: width, kana and middle dots are the same name', () => {
    expect(find('竜魔神王バルカディア･ＮＥＸ')).toEqual(['竜魔神王バルカディア・NEX（ネックス）']);
    expect(find('竜魔神王ばるかでぃあNEX')).toEqual(['竜魔神王バルカディア・NEX（ネックス）']);
    expect(find('機術士ディール／「本日のラッキーナンバー!」')).toEqual(['機術士ディール/「本日のラッキーナンバー！」']);
    expect(find('emeral')).toEqual(['エメラル']);
  });

  it('DM 100.2 殿堂: one half of a twinpact, or one face of a double-faced card, names the card', () => {
    expect(find('「本日のラッキーナンバー！」')).toEqual(['機術士ディール/「本日のラッキーナンバー！」']);
    expect(find('ボルシャック・NEX')).toEqual(['ボルシャック・NEX（ネックス）/スーパー・スパーク']);
    expect(find('蒼き覚醒 ドギラゴンX')).toEqual(['轟く覚醒 レッドゾーン・バスター']);
  });

  it('DM 100.2 殿堂: a face several cards share names none of them, and a longer name is another card', () => {
    expect(find('零龍')).toEqual([]);
    // 我竜塔第一層 セイント・キャッスル (on today's list) is not the old セイント・キャッスル.
    expect(find('我竜塔第一層 セイント・キャッスル')).toEqual([]);
    expect(find('セイント・キャッスル')).toEqual(['セイント・キャッスル']);
  });

  it('DM 100.2 殿堂: the exact name wins over a folded one', () => {
    const twins = cardFinder([card('ボルシャック・ドラゴン'), card('ボルシャックドラゴン')]);
    expect(twins('ボルシャック・ドラゴン')).toEqual(['ボルシャック・ドラゴン']);
    expect(twins('ボルシャック ドラゴン')).toEqual(['ボルシャック・ドラゴン', 'ボルシャックドラゴン']);
  });
});
