import type { CardMatch, Construction, ConstructionRule, DeckFormat } from '../../deck/construction';
import type { Localized } from '../../localized';

// rules digest fab.md §3 (CR 1.3.2 card categories, 1.1.3 supertypes; Tournament Rules & Policy ch. 7 and the
// official format pages on fabtcg.com, checked as the digest records). Format numbers change: they live here, as data.
const POOL = ['arena', 'deck'];
const POOL_LABEL: Localized = { ja: 'カードプール（武器・装備とデッキ）', en: 'card-pool (arena and deck cards)' };
const DECK_KINDS = ['action', 'attackReaction', 'defenseReaction', 'instant', 'block', 'resource', 'mentor'];
// Tokens are no part of a card-pool (1.3.2); macros and events are cards of the game's setting, not of decks.
const NEVER = ['token', 'macro', 'event', 'other'];
// The name honorifics of the heroes printed so far (Ser Boltyn, Professor Teklovossen), and the common English ones.
const HONORIFICS = ['Ser', 'Sir', 'Professor', 'Lord', 'Lady', 'Dame', 'Master', 'Captain', 'King', 'Queen', 'Prince', 'Princess'];
const LEGENDARY: CardMatch = { flags: ['legendary'] };
// fab-cube's rarity letters (rarity.csv): common, rare, basic (formerly token; heroes and Cracked Bauble).
const COMMON_RARE_BASIC = ['C', 'R', 'B', 'T'];
const COMMON_RARE_BASIC_LABEL: Localized = { ja: 'コモン・レア・ベーシック', en: 'common, rare or basic' };

interface PoolOptions {
  /** Cited for the format's own numbers. */
  trp: string;
  young: boolean;
  /** Heroes of either age the format also takes. */
  alsoHeroes?: { match: CardMatch; label: Localized };
  /** The fab-cube legality flag every card must carry; none where every card is legal. */
  legalIn?: string;
  deck: { min?: number; exactly?: number };
  /** The card-pool's size limit; none for limited formats, whose pool is what was opened. */
  pool?: number;
  /** Arena-cards at most (Ultimate Pit Fight's 11 inventory). */
  arena?: number;
  /** Copies of each unique card; null: no limit (limited formats). */
  copies: number | null;
  rarity?: readonly ConstructionRule[];
  /**
   * Limited formats register every card opened: class, talent, specialization and Legendary bind the deck of each
   * game, so what the pool holds beyond them only warns.
   */
  poolLimits?: 'warning';
}

/** The rules every FaB format shares, with its own hero age, sizes, copies, rarities and legality. */
function rules(options: PoolOptions): ConstructionRule[] {
  const { trp } = options;
  return [
    { type: 'size', sections: ['hero'], exactly: [1], rule: trp },
    { type: 'hero', section: 'hero', young: options.young, ...(options.alsoHeroes ? { alsoAllowed: options.alsoHeroes } : {}), rule: trp },
    { type: 'kinds', sections: ['hero'], allowed: ['hero'], match: 'any', forbidden: { kinds: NEVER, rule: 'FaB 1.3.2' }, rule: 'FaB 1.3.2' },
    // An arena-card is any card that is not a hero, token or deck-card (weapons, equipment, companions,
    // demi-heroes kept in the inventory); it never starts in the deck (1.3.2).
    { type: 'kinds', sections: ['arena'], forbidden: { kinds: ['hero', ...DECK_KINDS, ...NEVER], rule: 'FaB 1.3.2' }, rule: 'FaB 1.3.2' },
    { type: 'kinds', sections: ['deck'], allowed: DECK_KINDS, match: 'any', forbidden: { kinds: ['weapon', 'equipment', 'companion', 'demiHero', 'hero', ...NEVER], rule: 'FaB 1.3.2' }, rule: 'FaB 1.3.2' },
    // The deck section holds the pool's deck-cards: each game's deck is chosen from them.
    { type: 'size', sections: ['deck'], min: options.deck.min ?? options.deck.exactly, rule: trp },
    ...(options.arena !== undefined ? [{ type: 'size', sections: ['arena'], max: options.arena, rule: trp } as const] : []),
    ...(options.pool !== undefined ? [{ type: 'size', sections: POOL, label: POOL_LABEL, max: options.pool, rule: trp } as const] : []),
    // A unique card is name + pitch (CR 1.3.2 / TRP); Legendary is one copy in every format, limited ones too.
    ...(options.copies !== null ? [{ type: 'copies', sections: POOL, limit: options.copies, identity: 'namePitch', rule: trp } as const] : []),
    { type: 'copies', sections: POOL, limit: 1, identity: 'namePitch', only: LEGENDARY, ...(options.poolLimits ? { severity: options.poolLimits } : {}), rule: trp },
    ...(options.rarity ?? []),
    { type: 'supertypes', heroSection: 'hero', sections: POOL, specializationRule: 'FaB 8.3.7', honorifics: HONORIFICS, ...(options.poolLimits ? { severity: options.poolLimits } : {}), rule: 'FaB 1.1.3' },
    ...(options.legalIn ? [{ type: 'legalIn', format: options.legalIn, rule: trp } as const] : []),
  ];
}

function format(
  id: string,
  label: Localized,
  names: { exportName: string; aliases?: string[] },
  regulation: string | null,
  options: PoolOptions,
): DeckFormat {
  return {
    id,
    label,
    exportName: names.exportName,
    aliases: names.aliases ?? [],
    regulation,
    regulationRule: 'FaB CLP',
    rules: rules(options),
    sideboarding: { kind: 'pool', sections: POOL, fixed: ['hero'], deck: { section: 'deck', ...options.deck, rule: options.trp } },
  };
}

// Draft and Sealed (the fabtcg.com Draft and Sealed pages): a young hero and weapons the organiser provides, the
// cards opened, a deck of at least 30 each game, any number of copies but Legendary; Cracked Bauble fills a deck.
const limited = (trp: string): PoolOptions => ({ trp, young: true, deck: { min: 30 }, copies: null, poolLimits: 'warning' });

export const construction: Construction = {
  sectionsRule: 'FaB 1.3.2',
  formats: [
    format('cc', { ja: 'クラシックコンストラクテッド', en: 'Classic Constructed' }, { exportName: 'Classic Constructed', aliases: ['CC'] }, 'cc', {
      trp: 'FaB TRP 7.1', young: false, legalIn: 'cc', deck: { min: 60 }, pool: 80, copies: 3,
    }),
    // The 2026 Blitz page: one copy of each unique card, weapons and equipment included, and every card legal.
    format('blitz', { ja: 'ブリッツ', en: 'Blitz' }, { exportName: 'Blitz' }, null, {
      trp: 'FaB Blitz (2026)', young: true, legalIn: 'blitz', deck: { exactly: 40 }, pool: 52, copies: 1,
    }),
    // The Tournament Rules & Policy edition of Blitz: two copies, with the Blitz banned and living-legend lists.
    format('blitz-trp', { ja: 'ブリッツ（TRP 7.3 版）', en: 'Blitz (TRP 7.3 edition)' }, { exportName: 'Blitz' }, 'blitz', {
      trp: 'FaB TRP 7.3', young: true, legalIn: 'blitz', deck: { exactly: 40 }, pool: 52, copies: 2,
    }),
    format('ll', { ja: 'リビングレジェンド', en: 'Living Legend' }, { exportName: 'Living Legend', aliases: ['LL'] }, 'll', {
      trp: 'FaB TRP 7.2', young: false, legalIn: 'll', deck: { min: 60 }, pool: 80, copies: 3,
    }),
    // As Blitz (TRP 7.3); the hero and arena-cards common or rare (basic, formerly token, counts: the young heroes),
    // deck-cards common, at any printing; the Commoner banned list.
    format('commoner', { ja: 'コモナー', en: 'Commoner' }, { exportName: 'Commoner' }, 'commoner', {
      trp: 'FaB TRP 7.4', young: true, legalIn: 'commoner', deck: { exactly: 40 }, pool: 52, copies: 2,
      rarity: [
        { type: 'rarity', sections: ['hero', 'arena'], stat: 'rarities', allowed: COMMON_RARE_BASIC, label: COMMON_RARE_BASIC_LABEL, rule: 'FaB TRP 7.4' },
        { type: 'rarity', sections: ['deck'], stat: 'rarities', allowed: ['C'], label: { ja: 'コモン', en: 'common' }, rule: 'FaB TRP 7.4' },
      ],
    }),
    // The fabtcg.com Silver Age page: a young hero, 55 cards, every card (the hero too) printed at least once at
    // common, rare or basic rarity, exactly 40 in the deck, two copies.
    format('sage', { ja: 'シルバーエイジ', en: 'Silver Age' }, { exportName: 'Silver Age', aliases: ['SAGE'] }, null, {
      trp: 'FaB Silver Age', young: true, deck: { exactly: 40 }, pool: 55, copies: 2,
      rarity: [{ type: 'rarity', sections: ['hero', ...POOL], stat: 'rarities', allowed: COMMON_RARE_BASIC, label: COMMON_RARE_BASIC_LABEL, rule: 'FaB Silver Age' }],
    }),
    format('draft', { ja: 'ドラフト', en: 'Draft' }, { exportName: 'Draft', aliases: ['Booster Draft'] }, null, limited('FaB Draft')),
    format('sealed', { ja: 'シールド', en: 'Sealed' }, { exportName: 'Sealed', aliases: ['Sealed Deck'] }, null, limited('FaB Sealed')),
    // The fabtcg.com Ultimate Pit Fight page: Blitz construction with every card legal (special promos too) but
    // its banned list; a young or Adjudicator hero, 11 weapons and equipment, exactly 40 in the deck, two copies.
    format('upf', { ja: 'アルティメットピットファイト', en: 'Ultimate Pit Fight' }, { exportName: 'Ultimate Pit Fight', aliases: ['UPF'] }, 'upf', {
      trp: 'FaB UPF', young: true, alsoHeroes: { match: { subtypes: ['Adjudicator'] }, label: { ja: 'アジュディケーターのヒーロー', en: 'an Adjudicator hero' } },
      deck: { exactly: 40 }, arena: 11, pool: 51, copies: 2,
    }),
    // The fabtcg.com Blitz Preconstructed page: a product's Blitz deck as it comes, every card legal whatever the
    // Card Legality Policy says; the product lists are not in the card data, so the deck is checked as Blitz was built.
    format('blitz-precon', { ja: 'ブリッツ構築済み', en: 'Blitz Preconstructed' }, { exportName: 'Blitz Preconstructed', aliases: ['Preconstructed Blitz'] }, null, {
      trp: 'FaB Blitz Preconstructed', young: true, deck: { exactly: 40 }, pool: 52, copies: 2,
    }),
  ],
  statusLabels: {
    living_legend: { ja: 'リビングレジェンド（引退）', en: 'Living Legend (retired)' },
  },
};
