import type { Construction, ConstructionRule, Sideboarding } from '../../deck/construction';

// rules digest dm.md §2 (rules 100.2–100.5, 117.1, 118.1, 314.3a, 407.1, 408.1) and §12.
const HYPERSPACE_KINDS = ['psychic', 'dragheart', 'rulePlus', 'duelMate'];

const rules: ConstructionRule[] = [
  // A Rule Plus such as 13番目の計画 changes the deck's size (314.3a); the card data says to what.
  { type: 'size', sections: ['main'], exactly: [40], setBy: { stat: 'mainDeckSize', sections: ['hyperspace'], rule: 'DM 314.3a' }, rule: 'DM 100.2' },
  // The rules never list main-deck kinds; these cards go back to the hyperspace or super GR zone from any other
  // zone, so they cannot work from the deck (§2.12, §12.9).
  { type: 'kinds', sections: ['main'], forbidden: { kinds: [...HYPERSPACE_KINDS, 'psychicSuper'], rule: 'DM 117.1' }, rule: 'DM 117.1' },
  { type: 'kinds', sections: ['main'], forbidden: { kinds: ['grCreature'], rule: 'DM 118.1' }, rule: 'DM 118.1' },
  { type: 'kinds', sections: ['main'], forbidden: { kinds: ['gameStart'], rule: 'DM 100.5' }, rule: 'DM 100.5' },
  { type: 'copies', sections: ['main'], limit: 4, identity: 'name', cardLimitRule: 'DM 100.2a', rule: 'DM 100.2a' },
  // Rule Plus and Duel Mate cards also start in the hyperspace zone and count toward its 8 (§2.2, §12.3).
  { type: 'size', sections: ['hyperspace'], max: 8, rule: 'DM 100.3' },
  { type: 'kinds', sections: ['hyperspace'], allowed: HYPERSPACE_KINDS, match: 'any', rule: 'DM 407.1' },
  { type: 'copies', sections: ['hyperspace'], limit: 4, identity: 'name', cardLimitRule: 'DM 100.3a', rule: 'DM 100.3a' },
  { type: 'size', sections: ['gr'], exactly: [0, 12], rule: 'DM 100.4' },
  { type: 'kinds', sections: ['gr'], allowed: ['grCreature'], match: 'any', rule: 'DM 408.1' },
  { type: 'copies', sections: ['gr'], limit: 2, identity: 'name', cardLimitRule: 'DM 100.4a', rule: 'DM 100.4a' },
  { type: 'kinds', sections: ['gameStart'], allowed: ['gameStart'], match: 'any', rule: 'DM 100.5' },
  // One set of game-start battle-zone cards: the card data names each card's set (零龍's five cells are one set;
  // 禁断～封印されしX～ is one too, its text puts it in the battle zone at game start).
  { type: 'startSets', stat: 'startSet', max: 1, rule: 'DM 100.5' },
];

// The rules know no sideboard: a deck stays as registered (§12.12).
const sideboarding: Sideboarding = { kind: 'none', rule: 'DM 100.2' };

export const construction: Construction = {
  sectionsRule: 'DM 100.2',
  formats: [{ id: 'none', label: { ja: '構築ルールのみ', en: 'Construction rules only' }, regulation: null, rules, sideboarding }],
  // Decks are normally built under a hall-of-fame list (100.2); every list in the card data is a format.
  regulationFormats: {
    rules,
    regulationRule: 'DM 100.2',
    sideboarding,
    labels: {
      standard: { ja: '殿堂レギュレーション', en: 'Hall of Fame regulation' },
      classic: { ja: 'クラシック期の殿堂', en: 'Classic-era Hall of Fame' },
    },
  },
  statusLabels: {
    restricted: { ja: '殿堂入り', en: 'Hall of Fame (1 copy)' },
    banned: { ja: 'プレミアム殿堂', en: 'Premium Hall of Fame (banned)' },
    banned_pair: { ja: 'プレミアム殿堂コンビ', en: 'Premium Hall of Fame combo' },
  },
};
