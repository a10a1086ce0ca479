import { PITCH_COLOURS } from '../../deck/types';
import type { GamePresentation } from '../presentation';

const [red, yellow, blue] = PITCH_COLOURS;

// A card pitches for 1, 2 or 3 resources, printed as its colour: red, yellow or blue.
export const presentation: GamePresentation = {
  listStat: { stat: 'pitch', prefix: '⬤ ', word: { ja: 'ピッチ', en: 'pitch' } },
  // Printed at the foot: defense in a shield (a card defends for it, 7.3), a hero's life and intellect (2.5, 2.6).
  frameStats: [
    { stat: 'defense', label: { ja: '防御', en: 'Defense' }, shape: 'shield' },
    { stat: 'intellect', label: { ja: '知性', en: 'Intellect' } },
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
