import type { Construction } from '../../deck/construction';

// rules digest pmv.md §2 (rules 1.2.2–1.2.6, 10.24, 2.16.3).
export const construction: Construction = {
  sectionsRule: 'PMV 1.2.2',
  formats: [
    {
      id: 'constructed',
      label: { ja: '構築', en: 'Constructed' },
      regulation: null,
      rules: [
        { type: 'size', sections: ['main'], exactly: [50], rule: 'PMV 1.2.2.a' },
        // The sideboard is optional, but a sideboard has exactly 10 cards (1.2.4, 1.2.5.a).
        { type: 'size', sections: ['side'], exactly: [0, 10], rule: 'PMV 1.2.5.a' },
        // 3 per exact name over deck and sideboard (1.2.2.b, 1.2.5.b); the English letters are not the name (2.3.6).
        { type: 'copies', sections: ['main', 'side'], limit: 3, identity: 'name', cardLimitRule: 'PMV 1.2.2.c', rule: 'PMV 1.2.5.b' },
        // Construction effects hold over deck and sideboard together (1.2.5.c).
        { type: 'perNumber', sections: ['main', 'side'], keyword: 'デッキ１枚制限', limit: 1, promoPrefixes: ['PR.', 'SP-'], rule: 'PMV 10.24.2.a' },
      ],
      // Both sizes hold at all times, so sideboarding swaps one for one (pmv.md §2.1.6).
      sideboarding: { kind: 'swap', sections: ['main', 'side'], keepSizes: ['main', 'side'], fixed: [], rule: 'PMV 1.2.4' },
    },
    {
      id: 'draft',
      label: { ja: 'ドラフト', en: 'Draft' },
      regulation: null,
      // Any number of copies from the fixed pool (1.2.3.b); construction effects do not apply (1.2.3.c); the
      // sideboard is whatever the player drafted and did not play (1.2.6).
      rules: [{ type: 'size', sections: ['main'], exactly: [50], rule: 'PMV 1.2.3.a' }],
      sideboarding: { kind: 'swap', sections: ['main', 'side'], keepSizes: ['main'], fixed: [], rule: 'PMV 1.2.6' },
    },
  ],
};
