import type { Construction, ConstructionRule, CopyRule, KindRule } from '../../deck/construction';

// rules digest acg.md §2 (rules 501–505) and §12.
const ALL_DECKS = ['basic', 'territory', 'reserve'];
const TOKEN = { kinds: ['token'], rule: 'ACG 505-1b' };

const kinds: KindRule[] = [
  // A card with several types (動物＆道具) has all of them (303.4), so every one must be allowed (§12.6).
  { type: 'kinds', sections: ['basic'], allowed: ['animal', 'turf', 'tool', 'scene', 'skill'], match: 'all', forbidden: TOKEN, rule: 'ACG 502.2' },
  { type: 'kinds', sections: ['territory'], allowed: ['territory'], match: 'all', forbidden: TOKEN, rule: 'ACG 503.2' },
  { type: 'kinds', sections: ['reserve'], allowed: ['animal', 'turf', 'tool', 'scene', 'skill', 'territory'], match: 'all', forbidden: TOKEN, rule: 'ACG 504.3' },
];

// One count per name over all three decks (502.3, 503.3, 504.4 read together, §12.8); aliases such as PR-029
// count as the name they name (505-2a); a card's 【ルール】 limit covers all three decks too (501.3b).
const copies: CopyRule = {
  type: 'copies',
  sections: ALL_DECKS,
  limit: 4,
  identity: 'name',
  cardLimitRule: 'ACG 501.3b',
  exempt: [{ kinds: ['territory'], subtypes: ['基礎'] }],
  rule: 'ACG 504.4',
};

const common: ConstructionRule[] = [
  { type: 'size', sections: ['basic'], min: 40, rule: 'ACG 502.1' },
  { type: 'size', sections: ['territory'], exactly: [10], rule: 'ACG 503.1' },
  ...kinds,
  copies,
];

// Deck adjustment between games keeps each deck's size and only swaps cards among the three (201-3).
const sideboarding = { kind: 'swap', sections: ALL_DECKS, keepSizes: ALL_DECKS, fixed: [], rule: 'ACG 201-3b' } as const;

export const construction: Construction = {
  sectionsRule: 'ACG 501.1',
  formats: [
    {
      id: 'casual',
      label: { ja: 'カジュアル', en: 'Casual' },
      regulation: null,
      rules: [...common, { type: 'size', sections: ['reserve'], max: 15, rule: 'ACG 504.2' }],
      sideboarding,
    },
    {
      id: 'competitive',
      label: { ja: '競技', en: 'Competitive' },
      regulation: null,
      rules: [...common, { type: 'size', sections: ['reserve'], exactly: [0, 15], rule: 'ACG 504.2a' }],
      sideboarding,
    },
  ],
};
