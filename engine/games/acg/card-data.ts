import type { CardData } from '../card-data';

/** Condition icons → the letter of the compact condition code (rules digest acg.md §3.2). */
const conditionIcons = {
  plains: 'P', 平野: 'P', p: 'P',
  mountain: 'M', 山岳: 'M', m: 'M',
  aquatic: 'A', 水生: 'A', a: 'A',
  forest: 'F', 森林: 'F', f: 'F',
  night: 'N', 夜: 'N', n: 'N',
  generic: 'G', 汎用: 'G', g: 'G',
};

export const cardData: CardData = {
  searchFields: [
    { names: ['def', 'defense', '防御力'], target: { kind: 'numeric', column: 'def' }, description: { ja: 'DEF', en: 'DEF' } },
    { names: ['cond', 'condition', '条件'], target: { kind: 'condition', icons: conditionIcons }, description: { ja: '条件アイコン(平野 山岳 水生 森林 夜 汎用)', en: 'condition icon (plains mountain aquatic forest night generic)' } },
  ],
  formatAliases: {},
  importColumns: [
    { stat: 'def', names: ['def', '防御力'], number: true },
    { stat: 'condition', names: ['condition', '条件'], number: false },
  ],
  kindReading: {
    // A type line joins several types with ＆ (303.1a); players also type & or ・ (either width).
    separators: ['＆', '&', '・', '･'],
    // 『ト』 in the cost box makes a token card (305.3b, 505-1a), which no deck may hold (505-1b).
    marks: [{ kind: 'token', costText: ['ト'], flags: ['token', 'トークン'] }],
  },
  regulationFormat: 'standard',
  importFormats: [],
  sampleSource: 'sample-acg',
};
