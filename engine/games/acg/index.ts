import type { GameDefinition } from '../types';
import { breakdown } from './breakdown';
import { actions, decisions } from './actions';
import { cardData } from './card-data';
import { boardLayout } from './board-layout';
import { construction } from './construction';
import { presentation } from './presentation';
import { setup } from './setup';
import { markers, turns } from './turns';
import { zoneRules, zones } from './zones';

// Sections: rules digest acg.md §2.1 (rules 501.1, 502–504).
export const acg: GameDefinition = {
  id: 'acg',
  abbreviation: 'ACG',
  name: { ja: 'アニマルカードゲーム', en: 'Animal Card Game' },
  cardLanguage: 'ja',
  sections: [
    { id: 'basic', label: { ja: '基礎デッキ', en: 'Basic deck' }, rule: 'ACG 502' },
    { id: 'territory', label: { ja: '領土デッキ', en: 'Territory deck' }, rule: 'ACG 503' },
    { id: 'reserve', label: { ja: '予備デッキ', en: 'Reserve deck' }, rule: 'ACG 504' },
  ],
  // Kinds: acg.md §3.1 (303.3); token cards (305.3b) can never be in a deck.
  cardKinds: [
    { id: 'animal', label: { ja: '動物', en: 'Animal' } },
    { id: 'turf', label: { ja: '縄張り', en: 'Turf' } },
    { id: 'tool', label: { ja: '道具', en: 'Tool' } },
    { id: 'scene', label: { ja: '場面', en: 'Scene' } },
    { id: 'skill', label: { ja: '特技', en: 'Skill' } },
    { id: 'territory', label: { ja: '領土', en: 'Territory' } },
    { id: 'token', label: { ja: 'トークン', en: 'Token' } },
  ],
  construction,
  // How decklist files name its sections (engine/deck/formats/sections.ts).
  sectionWords: { main: 'basic', side: 'reserve', aliases: { 基礎: 'basic', 領土: 'territory', 予備: 'reserve' } },
  breakdown,
  cardData,
  presentation,
  setup,
  zones,
  zoneRules,
  board: boardLayout,
  turns,
  actions,
  decisions,
  markers,
  // A game decides alone (201-1); a match is at most three games, first to two wins (201-2a–c). 201-2c says nothing of
  // a match whose three games leave no one with two wins (a win and two draws): engine/match/match.ts matchScore.
  match: {
    bestOf: [1, 3],
    rule: 'ACG 201-1, 201-2',
    withDraws: {
      ja: '引き分けのゲームがあり、3ゲームを終えても2勝したプレイヤーがいないマッチについて、総合ルール（201-2c）は定めていません。Deck Dojo では勝ち数の多いプレイヤーの勝ちとします（1勝0敗2引き分けなら1勝した側）。勝ち数が同じならマッチは引き分けです。',
      en: 'The rules (201-2c) do not say who wins a match whose three games leave no player with two wins because of draws. Deck Dojo gives it to the player with more wins (one win and two draws: the one who won); with equal wins the match is drawn.',
    },
  },
};
