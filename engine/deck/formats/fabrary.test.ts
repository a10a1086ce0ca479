import { describe, expect, it } from 'vitest';
import { readData } from '../../../test/helpers/importers';
import type { DeckFileRead, DeckList, DeckListEntry } from '../types';
import type { Localized } from '../../localized';
import { refusedLines } from '../../../test/helpers/decklist-refusal';
import { readDeckFile, writeDeckFile } from './index';

/** A file of the fixtures (test/fixtures/data) as text. */
const data = (path: string): string => readData(path).toString('utf8');

const SWEDEN = 'fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt';
const OLD_DRAFTS = 'fab/decks/fabrary_export_OLDFORMAT_draft_PtM_2024.txt';
const HNT = 'fab/decks/fabrary_export_draft_HNT_2025.txt';
const SEA = 'fab/decks/fabrary_export_draft_SEA_2025.txt';

const copies = (entries: readonly DeckListEntry[], section: string): number =>
  entries.filter((entry) => entry.section === section).reduce((sum, entry) => sum + entry.count, 0);

/** The file's issues as `line: message`, in one language (English unless asked). */
const issuesOf = (text: string, game: 'fab' | 'dm' = 'fab', lang?: keyof Localized): string[] => refusedLines(text, game, undefined, lang);

describe('FaBrary: the real exports', () => {
  it('reads the Sweden national championship list (current format)', () => {
    const { format, decks } = readDeckFile(data(SWEDEN), 'fab');
    expect(format).toBe('fabrary');
    expect(decks).toHaveLength(1);
    const [deck] = decks as [DeckList];
    expect(deck).toMatchObject({ name: 'Sweden National Championship 2025 1st 🇸🇪', game: null, format: 'Classic Constructed' });
    expect(deck.entries.filter((entry) => entry.section === 'hero')).toEqual([
      { line: 2, section: 'hero', count: 1, name: 'Cindra, Dracai of Retribution', colour: null },
    ]);
    expect(copies(deck.entries, 'arena')).toBe(9);
    expect(copies(deck.entries, 'deck')).toBe(71);
    expect(deck.entries).toContainEqual({ line: 16, section: 'deck', count: 3, name: 'Ancestral Empowerment', colour: 'red' });
    expect(deck.entries).toContainEqual({ line: 25, section: 'deck', count: 3, name: 'Fire Tenet: Strike First', colour: 'red' });
    expect(deck.entries).toContainEqual({ line: 10, section: 'arena', count: 2, name: 'Kunai of Retribution', colour: null });
  });

  // The full files (33, 406 and 479 decks) and their resolution against the card data: fabrary.reference.test.ts;
  // db/decks/decklists.test.ts resolves every line of these excerpts against the shipped cards.
  it('reads the first exports of the multi-deck draft files (excerpts), each a deck with one hero and a name', () => {
    const [hnt, sea, old] = [HNT, SEA, OLD_DRAFTS].map((path) => readDeckFile(data(path), 'fab')) as [DeckFileRead, DeckFileRead, DeckFileRead];
    expect([hnt, sea, old].map(({ format, decks }) => [format, decks.length])).toEqual([['fabrary', 2], ['fabrary', 2], ['fabrary-old', 9]]);
    // Of the old file's ten exports, the last is only a deck link: no deck.
    expect(data(OLD_DRAFTS).match(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/gm)).toHaveLength(10);
    const heroes = [hnt, sea, old].flatMap(({ decks }) => decks.map((deck) => [deck.name !== null, copies(deck.entries, 'hero')]));
    expect(heroes).toEqual(Array.from({ length: 13 }, () => [true, 1]));
    expect(hnt.decks[1]).toMatchObject({ name: 'HNT Draft 2 – Fang', format: 'Draft' });
    expect(sea.decks[0]?.entries).toContainEqual({ line: 30, section: 'deck', count: 1, name: 'Money or Your Life?', colour: 'yellow' });
    // Every card line is an entry: the old format's `(n) Name` deck lines, the current one's `nx Name` arena and deck lines.
    const cardLines = [OLD_DRAFTS, HNT, SEA].map((path) => data(path).match(/^(\d+x|\(\d+\)) /gm)?.length);
    expect(cardLines).toEqual([251, 65, 66]);
    const entries = ({ decks }: DeckFileRead, sections: string[]) => decks.flatMap((deck) => deck.entries.filter((entry) => sections.includes(entry.section!))).length;
    expect([entries(old, ['deck']), entries(hnt, ['arena', 'deck']), entries(sea, ['arena', 'deck'])]).toEqual(cardLines);
  });

  it('reads the old format: name after the header, weapons and equipment as arena cards, (n) lines as the deck', () => {
    const { format, decks } = readDeckFile(data('formats/fabrary/fabrary_OLD_format_single_deck_PtM_nuu.txt'), 'fab');
    expect(format).toBe('fabrary-old');
    const [deck] = decks as [DeckList];
    expect(deck).toMatchObject({ name: 'runaways 3-0 nuu', game: null, format: null });
    expect(deck.entries.slice(0, 6)).toEqual([
      { line: 7, section: 'hero', count: 1, name: 'Nuu', colour: null },
      // `Beckoning Mistblade,Beckoning Mistblade`: one card listed twice is two copies.
      { line: 8, section: 'arena', count: 2, name: 'Beckoning Mistblade', colour: null },
      { line: 9, section: 'arena', count: 1, name: 'Aqua Laps', colour: null },
      { line: 9, section: 'arena', count: 1, name: 'Aqua Seeing Shell', colour: null },
      { line: 9, section: 'arena', count: 1, name: 'Heirloom of Snake Hide', colour: null },
      { line: 9, section: 'arena', count: 1, name: 'Mask of Wizened Whiskers', colour: null },
    ]);
    expect(deck.entries.filter((entry) => entry.section === 'deck')).toHaveLength(30);
    expect(copies(deck.entries, 'deck')).toBe(37);
  });

  it('keeps an arena card whose name holds ", " whole, beside copies joined by ","', () => {
    const old = readDeckFile(data(OLD_DRAFTS), 'fab').decks;
    const arena = old
      .flatMap((deck) => deck.entries)
      .filter((entry) => entry.section === 'arena' && entry.line === 98);
    // `Weapons: Beckoning Mistblade,Beckoning Mistblade, Cosmo, Scroll of Ancestral Tapestry, Tiger Taming Khakkara`
    expect(data(OLD_DRAFTS).split('\n')[97]).toMatch(/^Weapons: Beckoning Mistblade,Beckoning Mistblade, Cosmo/);
    expect(arena.map((entry) => [entry.count, entry.name])).toEqual([
      [2, 'Beckoning Mistblade'],
      [1, 'Cosmo, Scroll of Ancestral Tapestry'],
      [1, 'Tiger Taming Khakkara'],
    ]);
  });
});

describe('FaBrary: edge cases', () => {
  it('splits exports without timestamps and ignores footers in any language and what follows the deck link', () => {
    const text = [
      'Name: One',
      'Hero: Fang',
      'Format: Draft',
      '',
      'Deck cards',
      '2x Blistering Blade (red)',
      '',
      'Feito com o ❤️ na FaBrary',
      'See the full deck @ https://fabrary.net/decks/01EXAMPLE',
      'anything here is FaBrary’s',
      'Name: Two',
      'Hero: Arakni, Web of Deceit',
      'Arena cards',
      '1x Danger Digits',
      'Made with love at the FaBrary',
    ].join('\r\n');
    const { decks } = readDeckFile(`\uFEFF${text}`, 'fab');
    expect(decks.map((deck) => [deck.name, deck.format, deck.entries.map((entry) => `${entry.line} ${entry.section} ${entry.name}`)])).toEqual([
      ['One', 'Draft', ['2 hero Fang', '6 deck Blistering Blade']],
      ['Two', null, ['12 hero Arakni, Web of Deceit', '14 arena Danger Digits']],
    ]);
  });

  it('splits old exports without timestamps at their branding header', () => {
    const old = (name: string, hero: string): string[] =>
      ['Deck built with ❤️ at the FaBrary', '', name, '', 'Class: Ninja', `Hero: ${hero}`, 'Weapons: ', 'Equipment: ', '', '(2) Hiss (red)', ''];
    const { format, decks } = readDeckFile([...old('a', 'Zen'), ...old('b', 'Nuu')].join('\n'), 'fab');
    expect(format).toBe('fabrary-old');
    expect(decks.map((deck) => [deck.name, deck.entries.map((entry) => `${entry.line} ${entry.section} ${entry.count} ${entry.name}`)])).toEqual([
      ['a', ['6 hero 1 Zen', '10 deck 2 Hiss']],
      ['b', ['17 hero 1 Nuu', '21 deck 2 Hiss']],
    ]);
  });

  it('reports lines it cannot read, bad counts, and files with no deck', () => {
    const text = ['Name: X', 'Hero: Fang', 'Deck cards', '0x Snatch (red)', 'Snatch (red)', '2x Ignite (red)', '(1000) Hiss (blue)'];
    expect(issuesOf(text.join('\n'))).toEqual([
      '4: "0x Snatch (red)": count 0 is not between 1 and 999',
      '5: "Snatch (red)" is not a FaBrary deck line',
      '7: "(1000) Hiss (blue)": count 1000 is not between 1 and 999',
    ]);
    expect(issuesOf(text.join('\n'), 'fab', 'ja')).toEqual([
      '4: 「0x Snatch (red)」：枚数 0 は 1〜999 ではありません',
      '5: 「Snatch (red)」は FaBrary のデッキの行ではありません',
      '7: 「(1000) Hiss (blue)」：枚数 1000 は 1〜999 ではありません',
    ]);
    expect(issuesOf('2024-05-20 07:31:00\nhttps://fabrary.net/decks/01EXAMPLE\n\nDeck cards\n')).toEqual([
      '1: no deck in the file',
    ]);
  });

  it('is a Flesh and Blood format: another game gets an issue, not a text deck named "Arena cards"', () => {
    expect(issuesOf(data(SWEDEN), 'dm')).toEqual([
      '1: FaBrary lists are Flesh and Blood decks and cannot be read as a Duel Masters deck',
    ]);
    expect(issuesOf(data(SWEDEN), 'dm', 'ja')).toEqual(['1: FaBrary のリストはFlesh and Bloodのデッキで、デュエル・マスターズのデッキとしては読めません']);
  });
});

describe('FaBrary: writing', () => {
  it('writes the current format without a footer', () => {
    const list: DeckList = {
      name: 'Cindra',
      game: 'fab',
      format: 'Classic Constructed',
      entries: [
        { line: 0, section: 'hero', count: 1, name: 'Cindra, Dracai of Retribution', colour: null },
        { line: 0, section: 'deck', count: 3, name: 'Snatch', colour: 'red' },
        { line: 0, section: 'arena', count: 2, name: 'Kunai of Retribution', colour: null },
        // No section (a Talishar inventory line): pitched cards go to the deck, the others to the arena.
        { line: 0, section: null, count: 1, name: 'Tide Flippers', colour: null },
        { line: 0, section: null, count: 1, name: 'Sink Below', colour: 'red' },
      ],
    };
    expect(writeDeckFile(list, 'fabrary', 'fab')).toBe(
      [
        'Name: Cindra',
        'Hero: Cindra, Dracai of Retribution',
        'Format: Classic Constructed',
        '',
        'Arena cards',
        '2x Kunai of Retribution',
        '1x Tide Flippers',
        '',
        'Deck cards',
        '3x Snatch (red)',
        '1x Sink Below (red)',
        '',
      ].join('\n'),
    );
  });

  it('refuses a list with two heroes, and Duel Masters decks', () => {
    const hero = (name: string): DeckListEntry => ({ line: 0, section: 'hero', count: 1, name, colour: null });
    const twoHeroes: DeckList = { name: null, game: null, format: null, entries: [hero('Fang'), hero('Cindra')] };
    expect(() => writeDeckFile(twoHeroes, 'fabrary', 'fab')).toThrow('FaBrary lists hold one hero; this list has 1 Fang, 1 Cindra');
    expect(() => writeDeckFile({ ...twoHeroes, entries: [] }, 'fabrary', 'dm')).toThrow(
      'FaBrary files hold Flesh and Blood decks, not Duel Masters',
    );
    expect(() => writeDeckFile(twoHeroes, 'fabrary', 'fab')).toThrow(expect.objectContaining({ why: expect.objectContaining({ ja: 'FaBrary のリストのヒーローは1枚です。このリストには 1 Fang、1 Cindra があります' }) }));
    expect(() => writeDeckFile({ ...twoHeroes, entries: [] }, 'fabrary', 'dm')).toThrow(
      expect.objectContaining({ why: expect.objectContaining({ ja: 'FaBrary のファイルには Flesh and Blood のデッキしか入らず、デュエル・マスターズのデッキは書けません' }) }),
    );
  });
});
