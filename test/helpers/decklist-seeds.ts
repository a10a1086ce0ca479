/**
 * Decklists to fuzz the readers with: the real files of test/fixtures/data in every format `decks.read` takes, our own formats written from real decks, and the pieces each grammar is made of.
 */
import { readDeckFile, writeDeckFile } from '../../engine/deck/formats';
import type { DeckWriteFormat } from '../../engine/deck/types';
import { firstExports } from './fabrary-exports';
import { FIXTURES } from './importers';

const text = (relative: string) => FIXTURES.text(relative);
/** Every file of a data folder, as text. */
const folder = (relative: string) => FIXTURES.files(relative).map((name) => text(`${relative}/${name}`));

/** The Sweden nationals list (FaBrary, Classic Constructed): 9 arena and 71 deck cards. */
export const sweden = text('fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt');
/** FaBrary exports of both generations. */
const fabrary = [
  ...folder('formats/fabrary'),
  sweden,
  firstExports(text('fab/decks/fabrary_export_draft_HNT_2025.txt'), 2),
  firstExports(text('fab/decks/fabrary_export_OLDFORMAT_draft_PtM_2024.txt'), 2),
];
const talishar = folder('formats/talishar');
const cockatrice = folder('formats/cockatrice').filter((file) => file.includes('<cockatrice_deck'));
/** Other tools' text lists (MTG, XMage, YGOPro, DMPS links): what players paste as plain text. */
const otherText = ['formats/mtg', 'formats/xmage', 'formats/ydk', 'formats/dm'].flatMap(folder);
const products = (() => {
  const file = JSON.parse(text('dm/decks/prebuilt_and_tournament_decks_ja.json')) as { decks: unknown[] };
  // A hyperspace deck and a GR deck, in the shapes the reader knows: the whole file's, one deck, a list of decks.
  const picked = file.decks.filter((deck) => /^(DMD-19|OF-COROCOROY19)$/.test((deck as { code: string }).code));
  return [JSON.stringify({ ...file, decks: picked.slice(0, 1) }, null, 1), JSON.stringify(picked[1]), JSON.stringify(picked)];
})();

/** Our own formats, written from real decks read above, so the writers' output is fuzzed too. */
function written(): string[] {
  const lists = [
    { game: 'fab' as const, read: readDeckFile(sweden, 'fab') },
    { game: 'dm' as const, read: readDeckFile(products[1]!, 'dm') },
  ];
  const formats: DeckWriteFormat[] = ['text', 'json', 'cod'];
  return lists.flatMap(({ game, read }) =>
    read.decks.flatMap((list) => [...formats, ...(game === 'fab' ? (['fabrary'] as const) : [])].map((to) => writeDeckFile(list, to, game))),
  );
}
const ours = written();

/** Every seed file, in every format. */
export const DECKLIST_SEEDS = [...fabrary, ...talishar, ...cockatrice, ...otherText, ...products, ...ours];

/** What each grammar is made of, for random files that still look like decklists. */
export const DECKLIST_GRAMMAR = [
  '\n', '\r\n', ' ', '4 ', '4x ', '(2) ', '× 3', ' x4', '[main]', '[超次元]', '[side]', 'main:', 'Sideboard:', 'game: dm', 'game: fab', 'name: ', 'format: ',
  'Name: ', 'Hero: ', 'Format: ', 'Class: ', 'Weapons: ', 'Equipment: ', 'Arena cards', 'Deck cards', 'Made with ❤️ at the FaBrary',
  'See the full deck @ https://fabrary.net/decks/x', '[2025-01-20 21:46:29]', 'Snatch (red)', 'ボルシャック・ドラゴン', 'fai_rising_rebellion', 'snatch_red',
  '<?xml version="1.0"?>', '<cockatrice_deck version="1">', '</cockatrice_deck>', '<deckname>', '</deckname>', '<zone name="main">', '</zone>',
  '<card number="4" name="Shock"/>', '<card number="x" name=""/>', '<!--', '-->', '<![CDATA[', ']]>', '&amp;', '&#0;',
  '{', '}', '[', ']', ',', ':', '"', '"sections"', '"main"', '"name"', '"count"', '"deckDojoDeck"', '"cards"', '"decks"', '"zone_from_card_type"', '"M"',
  '"setcardlist"', '"isdeck"', 'false', 'null', '0', '999', '1000', '-1', '１２', '#', '\u0000', '\uFEFF',
];

