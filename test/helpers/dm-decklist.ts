/**
 * A 40-card Duel Masters decklist of cards from the shipped DM pack, as the player would type it: legal under
 * construction rules alone, illegal under 殿堂レギュレーション, where アクア・パトロール is banned (プレミアム殿堂).
 */
export const BANNED_CARD = 'アクア・パトロール';

export const DM_DECKLIST = [
  'name: 殿堂チェック用',
  ...[
    BANNED_CARD,
    'ネオ・ボルシャック・ドラゴン',
    'ボルシャックの古代神殿',
    'ボルシャックライシス・NEX（ネックス）',
    'ボルシャック・アークゼオス',
    'ボルシャック・アークゼオスNEX',
    'ボルシャック・インフィニティ',
    'ボルシャック・ガラワルド',
    'ボルシャック・ギルクロス・NEX（ネックス）',
    'ボルシャック・クリスド',
  ].map((name) => `4 ${name}`),
  '',
].join('\n');

/** A card on the 殿堂 list (殿堂入り, DM 100.2: one copy) of the shipped DM pack since 2004-03-15. */
export const HALL_OF_FAME_CARD = 'ストリーミング・シェイパー';

/** The same 40 cards with two copies of {@link HALL_OF_FAME_CARD} and two of ボルシャック・ドラゴン for the banned card. */
export const DM_TWO_OF_HALL_OF_FAME = DM_DECKLIST.replace(`4 ${BANNED_CARD}\n`, `2 ${HALL_OF_FAME_CARD}\n2 ボルシャック・ドラゴン\n`).replace('name: 殿堂チェック用', 'name: 殿堂入り2枚');
