import type { GamePresentation } from '../presentation';

// PMV cards have no colour of any kind (engine/deck/stats/breakdown.ts), so it declares none.
export const presentation: GamePresentation = {
  listStat: { stat: 'nodes', prefix: 'N', showsZero: true, word: { ja: 'ノード', en: 'node' } },
  frameStats: [{ stat: 'durability', label: { ja: '耐久力', en: 'Durability' }, shape: 'shield' }],
  sorts: ['name', 'cost', 'power', 'updated'],
  searchExamples: ['kind:character nodes<=2', 'kw:デッキ１枚制限', 'graze>=2', 'race:妖怪 -kind:spell'],
  exportTargets: ['text', 'cod', 'json'],
  customCard: {
    fields: [
      { stat: 'nodes', kind: 'number', min: 0 },
      { stat: 'graze', kind: 'number', min: 0 },
      { stat: 'durability', kind: 'number', min: 0 },
      { stat: 'durabilityText', kind: 'text' },
      { stat: 'attackModifier', kind: 'number' },
      { stat: 'durabilityModifier', kind: 'number' },
      { stat: 'caster', kind: 'text' },
      { stat: 'substituteRace', kind: 'text' },
      { stat: 'substituteCount', kind: 'number', min: 0 },
      { stat: 'effectRange', kind: 'choice', values: ['targeted', 'multi', 'playerZones', 'multiEffect', 'other'] },
      { stat: 'activationPeriod', kind: 'choice', values: ['instant', 'continuous', 'equip', 'talisman', 'worldTalisman'] },
    ],
    sections: { rules: [], otherwise: 'main' },
  },
  labels: {
    power: { ja: '攻撃力', en: 'Attack' },
    subtypes: { ja: '種族', en: 'Races' },
    traits: { ja: '種族', en: 'races' },
    sideboarding: { ja: 'メインデッキとサイドボードの間でカードを入れ替えます。どちらも枚数は変わりません。', en: 'Swap cards between the main deck and the sideboard; both keep their sizes.' },
  },
};
