import type { CardData } from '../card-data';

const colors = { 赤: 'red', 青: 'blue', 緑: 'green', 白: 'white', 黒: 'black', 無色: 'colorless' };

export const cardData: CardData = {
  searchFields: [
    { names: ['level', 'lv', 'レベル'], target: { kind: 'numeric', column: 'level' }, description: { ja: 'キャラクターレベル', en: 'character level' } },
    { names: ['hp', '体力'], target: { kind: 'numeric', column: 'hp' }, description: { ja: '体力', en: 'HP' } },
    { names: ['color', 'colour', '色'], target: { kind: 'tag', prefix: 'stat:color', values: colors }, description: { ja: '色', en: 'colour' } },
  ],
  formatAliases: {},
  importColumns: [
    { stat: 'hp', names: ['hp', '体力'], number: true },
    { stat: 'level', names: ['level', 'lv', 'レベル', 'キャラクターレベル'], number: true },
    { stat: 'color', names: ['color', 'colour', '色'], number: false },
    { stat: 'costDetail', names: ['cost_detail', 'エナジーコスト'], number: false },
    { stat: 'requiredEnergy', names: ['required_energy', '必要エナジー'], number: false },
  ],
  regulationFormat: 'standard',
  importFormats: [],
  sampleSource: 'sample-nova',
};
