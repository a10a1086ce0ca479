import type { Construction, ConstructionRule, DeckFormat } from '../../deck/construction';
import type { Localized } from '../../localized';

// rules digest fab.md §3 (CR 1.3.2 card categories; Tournament Rules & Policy ch. 7 formats, checked against
// the official pages 2026-11 as the digest records). Format numbers change: they live here, as data.
const POOL = ['arena', 'deck'];
const POOL_LABEL: Localized = { ja: 'カードプール（武器・装備とデッキ）', en: 'card-pool (arena and deck cards)' };
const DECK_KINDS = ['action', 'attackReaction', 'defenseReaction', 'instant', 'block', 'resource', 'mentor'];
// Tokens are no part of a card-pool (1.3.2); macros and events are cards of the game's setting, not of decks.
const NEVER = ['token', 'macro', 'event', 'other'];

/** The rules every constructed format shares, with its own hero age, sizes, copies and legality. */
function constructed(options: { trp: string; young: boolean; legalIn: string; deckMin: number; pool: number; copies: number }): ConstructionRule[] {
  const { trp } = options;
  return [
    { type: 'size', sections: ['hero'], exactly: [1], rule: trp },
    { type: 'hero', section: 'hero', young: options.young, rule: trp },
    { type: 'kinds', sections: ['hero'], allowed: ['hero'], match: 'any', forbidden: { kinds: NEVER, rule: 'FaB 1.3.2' }, rule: 'FaB 1.3.2' },
    // An arena-card is any card that is not a hero, token or deck-card (weapons, equipment, companions,
    // demi-heroes kept in the inventory); it never starts in the deck (1.3.2).
    { type: 'kinds', sections: ['arena'], forbidden: { kinds: ['hero', ...DECK_KINDS, ...NEVER], rule: 'FaB 1.3.2' }, rule: 'FaB 1.3.2' },
    { type: 'kinds', sections: ['deck'], allowed: DECK_KINDS, match: 'any', forbidden: { kinds: ['weapon', 'equipment', 'companion', 'demiHero', 'hero', ...NEVER], rule: 'FaB 1.3.2' }, rule: 'FaB 1.3.2' },
    // The deck section holds the pool's deck-cards: each game's deck is chosen from them.
    { type: 'size', sections: ['deck'], min: options.deckMin, rule: trp },
    { type: 'size', sections: POOL, label: POOL_LABEL, max: options.pool, rule: trp },
    // A unique card is name + pitch (CR 1.3.2 / TRP).
    { type: 'copies', sections: POOL, limit: options.copies, identity: 'namePitch', rule: trp },
    { type: 'copies', sections: POOL, limit: 1, identity: 'namePitch', only: { flags: ['legendary'] }, rule: trp },
    { type: 'supertypes', heroSection: 'hero', sections: POOL, specializationRule: 'FaB 1.3.2', rule: 'FaB 1.3.2' },
    { type: 'legalIn', format: options.legalIn, rule: trp },
  ];
}

function format(
  id: string,
  label: Localized,
  aliases: string[],
  regulation: string | null,
  rules: ConstructionRule[],
  deck: { min?: number; exactly?: number; rule: string },
): DeckFormat {
  return {
    id,
    label,
    aliases,
    regulation,
    regulationRule: 'FaB CLP',
    rules,
    sideboarding: { kind: 'pool', sections: POOL, fixed: ['hero'], deck: { section: 'deck', ...deck } },
  };
}

export const construction: Construction = {
  sectionsRule: 'FaB 1.3.2',
  formats: [
    format(
      'cc',
      { ja: 'クラシックコンストラクテッド', en: 'Classic Constructed' },
      ['CC'],
      'cc',
      constructed({ trp: 'FaB TRP 7.1', young: false, legalIn: 'cc', deckMin: 60, pool: 80, copies: 3 }),
      { min: 60, rule: 'FaB TRP 7.1' },
    ),
    // The 2026 Blitz page: one copy of each unique card, weapons and equipment included, and every card legal.
    format(
      'blitz',
      { ja: 'ブリッツ', en: 'Blitz' },
      [],
      null,
      constructed({ trp: 'FaB Blitz (2026)', young: true, legalIn: 'blitz', deckMin: 40, pool: 52, copies: 1 }),
      { exactly: 40, rule: 'FaB Blitz (2026)' },
    ),
    // The Tournament Rules & Policy edition of Blitz: two copies, with the Blitz banned and living-legend lists.
    format(
      'blitz-trp',
      { ja: 'ブリッツ（TRP 7.3 版）', en: 'Blitz (TRP 7.3 edition)' },
      [],
      'blitz',
      constructed({ trp: 'FaB TRP 7.3', young: true, legalIn: 'blitz', deckMin: 40, pool: 52, copies: 2 }),
      { exactly: 40, rule: 'FaB TRP 7.3' },
    ),
    format(
      'll',
      { ja: 'リビングレジェンド', en: 'Living Legend' },
      ['LL'],
      'll',
      constructed({ trp: 'FaB TRP 7.2', young: false, legalIn: 'll', deckMin: 60, pool: 80, copies: 3 }),
      { min: 60, rule: 'FaB TRP 7.2' },
    ),
  ],
  statusLabels: {
    living_legend: { ja: 'リビングレジェンド（引退）', en: 'Living Legend (retired)' },
  },
};
