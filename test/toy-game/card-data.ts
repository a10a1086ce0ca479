import type { CardData } from '../../engine/games/card-data';

/** Its cards have an element (火 fire, 水 water): a search field and a column of its card template. */
export const cardData: CardData = {
  searchFields: [{ names: ['element', '属性'], target: { kind: 'tag', prefix: 'stat:element' }, description: { ja: '属性', en: 'element' } }],
  formatAliases: { house: 'house', ハウス: 'house' },
  importColumns: [{ stat: 'element', names: ['element', '属性'], number: false }],
  regulationFormat: 'house',
  importFormats: [],
};
