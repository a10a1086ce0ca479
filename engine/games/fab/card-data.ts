import type { CardData } from '../card-data';

/** The fab-cube files "Update card data" fetches: the cards, then each format's banned, living legend, restricted and suspended lists. */
const FAB_CUBE_FILES = [
  'card.csv',
  'banned-blitz.csv',
  'banned-cc.csv',
  'banned-commoner.csv',
  'banned-ll.csv',
  'banned-upf.csv',
  'living-legend-blitz.csv',
  'living-legend-cc.csv',
  'restricted-ll.csv',
  'suspended-blitz.csv',
  'suspended-cc.csv',
  'suspended-commoner.csv',
];

const colors = { 赤: 'red', 黄: 'yellow', 青: 'blue' };

const has = (words: readonly string[] | undefined, word: string) => (words ?? []).some((each) => each.toLowerCase() === word);

export const cardData: CardData = {
  searchFields: [
    { names: ['pitch', 'ピッチ', 'p'], target: { kind: 'numeric', column: 'pitch' }, description: { ja: 'ピッチ値', en: 'pitch' } },
    { names: ['def', 'defense', '防御'], target: { kind: 'numeric', column: 'defense' }, description: { ja: '防御値', en: 'defense' } },
    { names: ['life', 'health', 'ライフ'], target: { kind: 'numeric', column: 'life' }, description: { ja: 'ライフ(ヒーロー)', en: 'life (heroes)' } },
    { names: ['int', 'intellect', '知力'], target: { kind: 'numeric', column: 'intellect' }, description: { ja: '知力(ヒーロー)', en: 'intellect (heroes)' } },
    { names: ['arcane', 'アーケイン'], target: { kind: 'numeric', column: 'arcane' }, description: { ja: 'アーケイン値', en: 'arcane' } },
    // A hybrid card (Assassin / Ninja) is a card of either class.
    { names: ['class', 'クラス'], target: { kind: 'tag', prefix: 'stat:classes', alsoPrefixes: ['stat:hybridClasses'] }, description: { ja: 'クラス', en: 'class' } },
    { names: ['talent', 'タレント'], target: { kind: 'tag', prefix: 'stat:talents' }, description: { ja: 'タレント', en: 'talent' } },
    { names: ['color', 'colour', '色'], target: { kind: 'tag', prefix: 'stat:color', values: colors }, description: { ja: '色(red, yellow, blue)', en: 'colour (red, yellow, blue)' } },
  ],
  formatAliases: { cc: 'cc', classic: 'cc', classicconstructed: 'cc', blitz: 'blitz', commoner: 'commoner', ll: 'll', livinglegend: 'll', upf: 'upf' },
  importColumns: [
    { stat: 'pitch', names: ['pitch', 'ピッチ'], number: true },
    { stat: 'defense', names: ['defense', 'def', '防御'], number: true },
    { stat: 'life', names: ['life', 'health', 'ライフ'], number: true },
    { stat: 'intellect', names: ['intellect', 'int', '知力'], number: true },
    { stat: 'arcane', names: ['arcane'], number: true },
    { stat: 'color', names: ['color', 'colour', '色'], number: false },
    { stat: 'classes', names: ['classes', 'class', 'クラス'], number: false, list: true },
    { stat: 'talents', names: ['talents', 'talent', 'タレント'], number: false, list: true },
  ],
  regulationFormat: 'cc',
  importFormats: ['fab-cube'],
  // fab-cube holds every card's rules text; the bundled pack's printings already name the pictures on the publisher's site.
  updateSource: { base: 'https://raw.githubusercontent.com/the-fab-cube/flesh-and-blood-cards/main/csvs/english/', files: FAB_CUBE_FILES, textsAndImages: true },
  // Legendary (one copy) and Young (Blitz heroes), read from the keywords and subtypes as the fab-cube import reads them.
  customCardFlags: (card) => [...(has(card.keywords, 'legendary') ? ['legendary'] : []), ...(has(card.subtypes, 'young') ? ['young'] : [])],
  missingTextHint: {
    text: {
      ja: 'Flesh and Blood はカード情報のみ同梱しています。fab-cube のカードデータ(カードデータ → card.csv)を取り込むか、「カードデータを更新」でテキストを追加できます。',
      en: 'Deck Dojo ships Flesh and Blood card facts only. Import the fab-cube card data (Card data → card.csv) or use Update card data to add the rules texts.',
    },
    commandLine: 'Deck Dojo ships card facts only; import the fab-cube card data to add texts: deckdojo import --game fab card.csv',
  },
};
