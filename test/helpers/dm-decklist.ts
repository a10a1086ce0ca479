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
