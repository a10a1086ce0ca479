import type { GamePresentation } from '../presentation';

const CIVILIZATIONS = [
  { value: '光', name: { ja: '光', en: 'Light' }, swatch: '#e6bf2e' },
  { value: '水', name: { ja: '水', en: 'Water' }, swatch: '#2f7fd8' },
  { value: '闇', name: { ja: '闇', en: 'Darkness' }, swatch: '#4a4458' },
  { value: '火', name: { ja: '火', en: 'Fire' }, swatch: '#d9402b' },
  { value: '自然', name: { ja: '自然', en: 'Nature' }, swatch: '#2e9d4b' },
  { value: '無色', name: { ja: '無色', en: 'Colorless' }, swatch: '#9aa0a6' },
];

// Civilizations: DM 106.2 (光 水 闇 火 自然; 無色 for none, 106.2c; multicolour, 106.2b).
export const presentation: GamePresentation = {
  colour: {
    label: { ja: '文明', en: 'Civilization' },
    breakdownLabel: { ja: '文明', en: 'civilizations' },
    values: CIVILIZATIONS,
    stat: 'civs',
    unknownAs: '無色',
    // A multicolour card's frame shows every civilization but colourless.
    multicolour: { value: 'multicolor', name: { ja: '多色', en: 'Multicolored' }, blend: ['光', '水', '闇', '火', '自然'] },
    filter: { field: 'civ', chipLabel: 'name' },
  },
  sorts: ['name', 'cost', 'power', 'mana', 'updated'],
  searchExamples: ['ボルシャック', 'kind:creature civ:火 cost<=3', 'race:ドラゴン power>=5000', 'zone:hyperspace', 'is:twinpact', 'kw:ブロッカー -civ:光', 'is:restricted', '(civ:水 OR civ:闇) kind:spell'],
  exportTargets: ['text', 'cod', 'json'],
  customCard: {
    fields: [
      { stat: 'civs', kind: 'colour', several: { alone: '無色' } },
      { stat: 'mana', kind: 'number', min: 0 },
      { stat: 'type', kind: 'text' },
    ],
    sections: {
      rules: [
        { kinds: ['psychic', 'psychicSuper', 'dragheart', 'rulePlus', 'duelMate'], section: 'hyperspace' },
        { kinds: ['grCreature'], section: 'gr' },
        { kinds: ['gameStart', 'zeron'], section: 'gameStart' },
      ],
      otherwise: 'main',
    },
  },
  // 初動率: a 2-cost card on turn 2, a 3-cost card on turn 3 (one mana charge a turn, 503.1–503.2); the kill policy plays against the dummy's shields.
  simulation: { firstMoves: { costs: [2, 3] }, killTurn: true },
  labels: {
    power: { ja: 'パワー', en: 'Power' },
    subtypes: { ja: '種族', en: 'Races' },
    traits: { ja: '種族', en: 'races' },
    setAside: { ja: 'シールド', en: 'Shields' },
    // 殿堂 (dm.md §2.11): restricted is 殿堂入り, banned プレミアム殿堂, a banned pair プレミアム殿堂コンビ.
    regulations: {
      restricted: { ja: '殿堂入り(1枚)', en: '殿堂入り (1)' },
      banned: { ja: 'プレミアム殿堂(0枚)', en: 'プレミアム殿堂 (0)' },
      banned_pair: { ja: 'プレミアム殿堂コンビ', en: 'プレミアム殿堂コンビ' },
    },
    sideboarding: { ja: 'デュエル・マスターズにサイドボードはありません（100.2）。毎ゲーム登録したデッキで戦います。', en: 'Duel Masters has no sideboard (100.2): the registered deck is played every game.' },
  },
};
