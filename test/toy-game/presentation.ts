import type { GamePresentation } from '../../engine/games/presentation';

export const presentation: GamePresentation = {
  colour: {
    label: { ja: '属性', en: 'Element' },
    breakdownLabel: { ja: '属性', en: 'elements' },
    values: [
      { value: '火', name: { ja: '火', en: 'Fire' }, swatch: '#d9482b' },
      { value: '水', name: { ja: '水', en: 'Water' }, swatch: '#2f7fd0' },
    ],
    stat: 'element',
    filter: { field: 'element', chipLabel: 'name' },
  },
  sorts: ['name', 'cost', 'power', 'updated'],
  searchExamples: ['element:火 cost<=2', 'kind:unit'],
  exportTargets: ['text', 'cod', 'json'],
  customCard: {
    fields: [{ stat: 'element', kind: 'colour' }],
    sections: { rules: [], otherwise: 'main' },
  },
  labels: {
    power: { ja: 'パワー', en: 'Power' },
    subtypes: { ja: 'タイプ', en: 'Types' },
    traits: { ja: 'タイプ', en: 'types' },
    sideboarding: { ja: 'デッキとサイドデッキの間でカードを入れ替えます。', en: 'Swap cards between the deck and the side deck.' },
  },
};
