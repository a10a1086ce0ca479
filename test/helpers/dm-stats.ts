/**
 * A real 40-card Duel Masters deck, DM26-SD1A 究極のヨビニオン！水闇自然マルルデッキ (cards as db/packs/dm.json.gz
 * gives them), with its statistics worked out by the engine as `decks.stats` does, for the renderer's charts.
 */
import type { CardSummary, DeckStats, GameInfo, SampleHand } from '../../api/contract';
import { deckBreakdown, drawOdds, keywordOdds } from '../../engine/deck/stats';
import type { DeckCard } from '../../engine/deck/types';
import { gameDefinition } from '../../engine/games/registry';
import { toGameInfo } from '../../api/handlers/games';
import { card, deck } from './deck-cards';

type Entry = [copies: number, name: string, kinds: string[], subtypes: string[], keywords: string[], cost: number, power: number | null, civs: string[]];

const CREATURE = ['creature'];
const SPELL = ['spell'];
const TWINPACT = ['twinpact', 'creature', 'spell'];
const ENTRIES: Entry[] = [
  [2, 'ヨビニオン・マルル', CREATURE, ['スノーフェアリー'], ['ヨビニオン'], 4, 5000, ['自然']],
  [2, '終末縫合王 ザ=キラー・キーナリー', CREATURE, ['ディスペクター', 'ジュラシック・コマンド・ドラゴン', 'ドラゴン・ゾンビ'], ['EXライフ', 'T・ブレイカー'], 10, 15000, ['水', '闇', '自然']],
  [2, 'CRYMAX ジャオウガ', ['creature', 'evolutionCreature', 'sMaxEvolutionCreature'], ['デモニオ', '鬼レクスターズ'], ['鬼S-MAX進化', 'T・ブレイカー'], 7, 13000, ['闇']],
  [2, '終末の監視者 ジ・ウォッチ', CREATURE, ['アウトレイジMAX'], ['T・ブレイカー'], 10, 12000, ['水']],
  [2, '魔誕の斬将オルゲイト', CREATURE, ['デーモン・コマンド'], ['ハイパーエナジー', 'ブロッカー', 'ジャストダイバー', 'W・ブレイカー'], 7, 7000, ['水']],
  [3, '絶望と反魂と滅殺の決断', SPELL, [], [], 5, null, ['闇']],
  [3, '流星のガイアッシュ・カイザー', CREATURE, ['ブルー・コマンド・ドラゴン', 'グリーン・コマンド・ドラゴン', 'ハンター'], ['W・ブレイカー'], 6, 8000, ['水', '自然']],
  [1, '九番龍 ジゴクバンカー Par459', CREATURE, ['ジャイアント・ドラゴン'], ['シンパシー', 'マッハファイター', 'W・ブレイカー'], 12, 10000, ['自然']],
  [2, '修羅の死神フミシュナ / 「この先は修羅の道ぞ」', TWINPACT, ['デーモン・コマンド'], ['ブロッカー', 'S・トリガー'], 4, 4000, ['闇', '水']],
  [3, 'ティンパニ＝シンバリー', CREATURE, ['アビスロイヤル'], ['ブロッカー', 'ヨビニオン'], 4, 4000, ['闇']],
  [2, '逆転の剣スカイソード', CREATURE, ['ビーストフォーク'], ['S・トリガー'], 10, 5000, ['自然']],
  [2, 'ヨビニオン・トライブ', CREATURE, ['ビーストフォーク'], ['ヨビニオン'], 4, 4000, ['自然']],
  [4, '天災 デドダム', CREATURE, ['トリニティ・コマンド', '侵略者'], [], 3, 3000, ['水', '闇', '自然']],
  [2, '蒼狼の豊穣 ワクムテラス/オリジナル・ライフ', TWINPACT, ['ナイト', 'サムライ', 'オリジン'], [], 4, 4000, ['水', '自然']],
  [4, 'フェアリー・ライフ', SPELL, [], ['S・トリガー'], 2, null, ['自然']],
  [4, 'フェアリー・Re:ライフ', SPELL, [], ['G・ストライク'], 2, null, ['自然']],
];

const flagsOf = (civs: string[]) => (civs.length > 1 ? ['multicolor'] : ['mono']);

const cards: [DeckCard, number][] = ENTRIES.map(([copies, name, kinds, subtypes, keywords, cost, power, civs]) => [
  card(name, { kinds, subtypes, keywords, cost, power, stats: { civs }, flags: flagsOf(civs), zone: 'main' }),
  copies,
]);

export const dmDeck = deck('dm', { main: cards });

const definition = gameDefinition('dm');

/** The game as `games.get` gives it. */
export const dmGame: GameInfo = toGameInfo(definition);

/** The mana boosters (フェアリー・ライフ, フェアリー・Re:ライフ): 8 cards. */
export const BOOSTERS = ['フェアリー・ライフ', 'フェアリー・Re:ライフ'];

/** `decks.stats` for the deck, asking for at least one booster, with the odds of every card and its S・トリガー count. */
export function dmStats(turns = 10): DeckStats {
  return {
    breakdown: deckBreakdown(dmDeck),
    odds: drawOdds(definition, dmDeck, { groups: [{ keys: BOOSTERS, atLeast: 1 }], turns }),
    cardOdds: cards.map(([{ key, name }]) => ({ key, name, odds: drawOdds(definition, dmDeck, { groups: [{ keys: [key], atLeast: 1 }], turns }) })),
    keywordOdds: keywordOdds(definition, dmDeck),
  };
}

/** The deck's cards as a search lists them, by key. */
export const dmCards: Record<string, CardSummary> = Object.fromEntries(
  ENTRIES.map(([, name, kinds, subtypes, keywords, cost, power, civs]) => [
    name,
    {
      key: name,
      name,
      nameJa: name,
      nameEn: null,
      reading: null,
      kinds,
      subtypes,
      keywords,
      flags: flagsOf(civs),
      cost,
      costText: null,
      power,
      powerText: null,
      stats: { civs },
      zone: 'main',
      copyLimit: null,
      aliasOf: null,
      custom: false,
      image: null,
    },
  ]),
);

/** An opening as `decks.sampleHand` deals it: shuffle, five shields aside, then a five-card hand (copies grouped). */
export const dmSampleHand: SampleHand = {
  setAside: [
    { key: '天災 デドダム', name: '天災 デドダム', count: 1 },
    { key: 'フェアリー・ライフ', name: 'フェアリー・ライフ', count: 1 },
    { key: 'ティンパニ＝シンバリー', name: 'ティンパニ＝シンバリー', count: 1 },
    { key: '逆転の剣スカイソード', name: '逆転の剣スカイソード', count: 1 },
    { key: 'CRYMAX ジャオウガ', name: 'CRYMAX ジャオウガ', count: 1 },
  ],
  hand: [
    { key: 'フェアリー・Re:ライフ', name: 'フェアリー・Re:ライフ', count: 2 },
    { key: '天災 デドダム', name: '天災 デドダム', count: 1 },
    { key: '修羅の死神フミシュナ / 「この先は修羅の道ぞ」', name: '修羅の死神フミシュナ / 「この先は修羅の道ぞ」', count: 1 },
    { key: '終末縫合王 ザ=キラー・キーナリー', name: '終末縫合王 ザ=キラー・キーナリー', count: 1 },
  ],
  toBottom: 0,
  rules: ['DM 103.2', 'DM 103.3'],
  drawn: [],
  remaining: 30,
};
