import type { CardData } from '../card-data';

/** 無色 (zero) is no colour (DM 202.1). */
const COLORLESS = '無色';

/** DM colour facts for `is:` searches: multicolor, mono or colorless. */
export function civFlags(civs: readonly string[]): string[] {
  const colored = civs.filter((civ) => civ !== COLORLESS);
  return colored.length >= 2 ? ['multicolor'] : colored.length === 0 ? ['colorless'] : ['mono'];
}

const civilizations = { light: '光', water: '水', darkness: '闇', dark: '闇', fire: '火', nature: '自然', colorless: COLORLESS, zero: COLORLESS, ゼロ: COLORLESS };

export const cardData: CardData = {
  searchFields: [
    { names: ['civ', 'civilization', '文明'], target: { kind: 'tag', prefix: 'stat:civs', values: civilizations }, description: { ja: '文明(光 水 闇 火 自然 無色)', en: 'civilization (light water darkness fire nature colorless)' } },
    { names: ['mana', 'マナ'], target: { kind: 'numeric', column: 'mana' }, description: { ja: 'マナ数', en: 'mana number' } },
  ],
  formatAliases: { standard: 'standard', 殿堂: 'standard', 殿堂レギュレーション: 'standard', classic: 'classic' },
  importColumns: [
    { stat: 'civs', names: ['civ', 'civs', 'civilization', '文明'], number: false, list: true },
    { stat: 'mana', names: ['mana', 'マナ', 'マナ数'], number: true },
  ],
  regulationFormat: 'standard',
  // The hall-of-fame list (DM 100.2), once the card data holds it.
  preferredFormat: 'standard',
  importFormats: ['dm-modern', 'dm-classic', 'dm-en'],
  customCardFlags: (card) => civFlags(Array.isArray(card.stats?.civs) ? (card.stats.civs as string[]) : []),
  missingTextHint: {
    text: {
      ja: '同梱のデュエル・マスターズのデータには日本語テキストがありません。クラシック期のデータ(cards_classic_ja.json)を取り込むと DM-01〜DM-30 のカードにテキストが入ります。ほかのカードは、テキストの列を持つ自分のファイル(Deck Dojo のカードテンプレート CSV)を取り込むとテキストが入ります。',
      en: 'The bundled Duel Masters data has no Japanese rules texts. Importing the classic-era data (cards_classic_ja.json) adds them for DM-01 to DM-30 cards; for other cards, import your own file with a text column (the Deck Dojo card template CSV).',
    },
    commandLine: 'import the classic-era data for Japanese texts: deckdojo import --game dm cards_classic_ja.json',
  },
};
