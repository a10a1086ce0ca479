import type { GamePresentation } from '../presentation';

/**
 * ACG prints no colours (its rules never name one). What a deck's colour breakdown counts is the condition kinds
 * (acg.md §3.2, 306.6): plains, mountain, aquatic, forest, night and generic icons. A card holds them as a code
 * (`FF/N`), not one word to a kind, so cards show no swatch and a deck is not grouped by them; the search filters
 * by them (`cond:`).
 */
export const presentation: GamePresentation = {
  listStat: { stat: 'condition', prefix: '' },
  frameStats: [{ stat: 'def', label: { ja: '防御力', en: 'DEF' }, shape: 'shield' }],
  colour: {
    label: { ja: '条件', en: 'Condition' },
    breakdownLabel: { ja: '条件', en: 'conditions' },
    values: [
      { value: 'plains', name: { ja: '平野', en: 'Plains' } },
      { value: 'mountain', name: { ja: '山岳', en: 'Mountain' } },
      { value: 'aquatic', name: { ja: '水生', en: 'Aquatic' } },
      { value: 'forest', name: { ja: '森林', en: 'Forest' } },
      { value: 'night', name: { ja: '夜', en: 'Night' } },
      { value: 'generic', name: { ja: '種別なし', en: 'Generic' } },
    ],
    filter: { field: 'cond', chipLabel: 'name' },
  },
  sorts: ['name', 'cost', 'power', 'updated'],
  searchExamples: ['kind:animal cost<=2', 'cond:plains', 'sub:キツネ', 'zone:territory', 'kw:敏捷 OR kw:駿足'],
  exportTargets: ['text', 'cod', 'json'],
  customCard: {
    fields: [
      // The compact code the card data stores (306; P M A F N G, `/` between alternatives).
      { stat: 'condition', kind: 'code', letters: 'PMAFNG', hint: true },
      { stat: 'def', kind: 'number', min: 0 },
    ],
    sections: { rules: [{ kinds: ['territory'], section: 'territory' }], none: ['token'], otherwise: 'basic' },
  },
  labels: {
    power: { ja: 'ATK', en: 'ATK' },
    subtypes: { ja: '種属', en: 'Species' },
    traits: { ja: '種属', en: 'species' },
    sideboarding: { ja: '基礎・領土・予備デッキの間でカードを入れ替えます。各デッキの枚数は変わりません（201-3b）。入れ替えた内容は相手に見えません（201-3c）。', en: 'Swap cards between the basic, territory and reserve decks; each keeps its size (201-3b). Your opponent does not see the swaps (201-3c).' },
  },
};
