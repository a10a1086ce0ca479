import type { GamePresentation } from '../presentation';

// Colours: NOVA 102.1–102.4 (red, blue, green, white, black, colorless).
export const presentation: GamePresentation = {
  listStat: { stat: 'level', prefix: 'Lv' },
  frameStats: [{ stat: 'hp', label: { ja: '体力', en: 'HP' }, shape: 'heart' }],
  colour: {
    label: { ja: '色', en: 'Colour' },
    breakdownLabel: { ja: '色', en: 'colours' },
    values: [
      { value: 'red', name: { ja: '赤', en: 'Red' }, swatch: '#d9402b' },
      { value: 'blue', name: { ja: '青', en: 'Blue' }, swatch: '#2f7fd8' },
      { value: 'green', name: { ja: '緑', en: 'Green' }, swatch: '#2e9d4b' },
      { value: 'white', name: { ja: '白', en: 'White' }, swatch: '#ece6d2' },
      { value: 'black', name: { ja: '黒', en: 'Black' }, swatch: '#2e2b36' },
      { value: 'colorless', name: { ja: '無色', en: 'Colorless' }, swatch: '#9aa0a6' },
    ],
    stat: 'color',
    filter: { field: 'color', chipLabel: 'name' },
  },
  sorts: ['name', 'cost', 'power', 'level', 'updated'],
  searchExamples: ['kind:servant color:red', 'kind:character level>=3', 'kw:装備', 'hp>=400 cost<=3'],
  exportTargets: ['text', 'cod', 'json'],
  customCard: {
    fields: [
      { stat: 'color', kind: 'colour' },
      { stat: 'costDetail', kind: 'text', hint: true },
      { stat: 'level', kind: 'number', min: 0 },
      { stat: 'requiredEnergy', kind: 'text', hint: true },
      { stat: 'hp', kind: 'number', min: 0 },
    ],
    sections: { rules: [{ kinds: ['character'], section: 'character' }], otherwise: 'main' },
  },
  labels: {
    power: { ja: '攻撃力', en: 'ATK' },
    subtypes: { ja: '所属・種族', en: 'Affiliations and species' },
    traits: { ja: '種族・所属', en: 'races and affiliations' },
    sideboarding: {
      ja: 'メインデッキとサイドデッキの間でカードを入れ替えます。総合ルールにデッキ調整の定めはなく、枚数とキャラデッキを保つのはハウスルールです（外れると注意になります）。',
      en: 'Swap cards between the main deck and the side deck. The rules define no sideboarding: keeping both sizes and the character deck is a house rule (breaking it is a warning).',
    },
  },
};
