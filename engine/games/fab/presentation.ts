import { PITCH_COLOURS } from '../../deck/types';
import type { GamePresentation } from '../presentation';

const [red, yellow, blue] = PITCH_COLOURS;

/**
 * Classes and talents as the card data stores them (lower case) and their names: the English word capitalised, and in
 * Japanese the katakana reading but for Light, which the official Japanese rules call 光 (fab.md §5 glossary).
 */
const TRAIT_NAMES = {
  adjudicator: { ja: 'アジュディケーター', en: 'Adjudicator' },
  assassin: { ja: 'アサシン', en: 'Assassin' },
  bard: { ja: 'バード', en: 'Bard' },
  brute: { ja: 'ブルート', en: 'Brute' },
  generic: { ja: 'ジェネリック', en: 'Generic' },
  guardian: { ja: 'ガーディアン', en: 'Guardian' },
  illusionist: { ja: 'イリュージョニスト', en: 'Illusionist' },
  mechanologist: { ja: 'メカノロジスト', en: 'Mechanologist' },
  merchant: { ja: 'マーチャント', en: 'Merchant' },
  necromancer: { ja: 'ネクロマンサー', en: 'Necromancer' },
  ninja: { ja: 'ニンジャ', en: 'Ninja' },
  pirate: { ja: 'パイレート', en: 'Pirate' },
  ranger: { ja: 'レンジャー', en: 'Ranger' },
  runeblade: { ja: 'ルーンブレード', en: 'Runeblade' },
  shapeshifter: { ja: 'シェイプシフター', en: 'Shapeshifter' },
  thief: { ja: 'シーフ', en: 'Thief' },
  warrior: { ja: 'ウォリアー', en: 'Warrior' },
  wizard: { ja: 'ウィザード', en: 'Wizard' },
  chaos: { ja: 'カオス', en: 'Chaos' },
  draconic: { ja: 'ドラコニック', en: 'Draconic' },
  earth: { ja: 'アース', en: 'Earth' },
  elemental: { ja: 'エレメンタル', en: 'Elemental' },
  ice: { ja: 'アイス', en: 'Ice' },
  light: { ja: '光', en: 'Light' },
  lightning: { ja: 'ライトニング', en: 'Lightning' },
  mystic: { ja: 'ミスティック', en: 'Mystic' },
  royal: { ja: 'ロイヤル', en: 'Royal' },
  shadow: { ja: 'シャドウ', en: 'Shadow' },
};

// A card pitches for 1, 2 or 3 resources, printed as its colour: red, yellow or blue.
export const presentation: GamePresentation = {
  listStat: { stat: 'pitch', prefix: '⬤ ', word: { ja: 'ピッチ', en: 'pitch' } },
  // Printed at the foot: defense in a shield (a card defends for it, 7.3), a hero's life and intellect (2.5, 2.6).
  frameStats: [
    { stat: 'defense', label: { ja: '防御', en: 'Defense' }, shape: 'shield' },
    { stat: 'intellect', label: { ja: '知力', en: 'Intellect' } },
    { stat: 'life', label: { ja: 'ライフ', en: 'Life' }, shape: 'heart' },
  ],
  colour: {
    label: { ja: 'ピッチ', en: 'Pitch' },
    breakdownLabel: { ja: 'ピッチ', en: 'pitch' },
    values: [
      { value: '1', word: red, term: { ja: '赤', en: red }, name: { ja: '赤（1）', en: 'Red (1)' }, swatch: '#d23b32' },
      { value: '2', word: yellow, term: { ja: '黄', en: yellow }, name: { ja: '黄（2）', en: 'Yellow (2)' }, swatch: '#e3b52b' },
      { value: '3', word: blue, term: { ja: '青', en: blue }, name: { ja: '青（3）', en: 'Blue (3)' }, swatch: '#2f6fd0' },
    ],
    stat: 'color',
    numeric: true,
    filter: { field: 'pitch', chipLabel: 'value' },
  },
  traitNames: TRAIT_NAMES,
  sorts: ['name', 'cost', 'power', 'pitch', 'defense', 'updated'],
  searchExamples: ['"Command and Conquer"', 'class:ninja cost<=1', 'pitch:1 legal:cc', 'banned:blitz', 'kind:hero is:young', 'set:WTR rarity:M', 'kind:equipment def>=2'],
  // FaBrary and Talishar hold Flesh and Blood decks only.
  exportTargets: ['text', 'fabrary', 'talishar', 'cod', 'json'],
  customCard: {
    fields: [
      { stat: 'pitch', kind: 'colour' },
      { stat: 'defense', kind: 'number', min: 0 },
      { stat: 'life', kind: 'number', min: 0 },
      { stat: 'intellect', kind: 'number', min: 0 },
      { stat: 'arcane', kind: 'number', min: 0 },
      // Classes and talents in lower case, as the data and the deck rules have them.
      { stat: 'classes', kind: 'tags', lowerCase: true },
      { stat: 'talents', kind: 'tags', lowerCase: true },
    ],
    sections: {
      rules: [
        { kinds: ['hero'], section: 'hero' },
        { kinds: ['weapon', 'equipment'], section: 'arena' },
      ],
      none: ['token', 'other', 'demiHero', 'macro', 'event'],
      otherwise: 'deck',
    },
  },
  labels: {
    power: { ja: 'パワー', en: 'Power' },
    subtypes: { ja: 'サブタイプ', en: 'Subtypes' },
    traits: { ja: 'クラス・タレント', en: 'classes and talents' },
    sideboarding: { ja: 'このゲームのデッキと装備をカードプールから選びます。外したカードはインベントリに残ります。ヒーローは変わりません。', en: 'Choose this game’s deck and equipment from your card-pool: cards left out wait in the inventory. The hero stays.' },
  },
};
