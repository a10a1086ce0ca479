import type { CardData } from '../card-data';

export const cardData: CardData = {
  searchFields: [
    { names: ['graze', 'グレイズ'], target: { kind: 'numeric', column: 'graze' }, description: { ja: 'グレイズ', en: 'graze' } },
    { names: ['dur', 'durability', '耐久', '耐久力'], target: { kind: 'numeric', column: 'durability' }, description: { ja: '耐久力', en: 'durability' } },
    { names: ['node', 'nodes', 'ノード', '必要ノード'], target: { kind: 'numeric', column: 'nodes' }, description: { ja: '必要ノード', en: 'required nodes' } },
    { names: ['caster', '術者'], target: { kind: 'tag', prefix: 'stat:caster' }, description: { ja: '術者', en: 'caster' } },
  ],
  formatAliases: {},
  importColumns: [
    { stat: 'nodes', names: ['nodes', 'node', '必要ノード', 'ノード'], number: true },
    { stat: 'graze', names: ['graze', 'グレイズ'], number: true },
    { stat: 'durability', names: ['durability', 'dur', '耐久力'], number: true },
    { stat: 'caster', names: ['caster', '術者'], number: false },
  ],
  regulationFormat: 'standard',
  importFormats: [],
  sampleSource: 'sample-pmv',
};
