import { describe, expect, it } from 'vitest';
import { fabCards } from '../../../test/helpers/fab-pack';
import { readData } from '../../../test/helpers/importers';
import type { DeckList, PitchColour } from '../types';
import { readDeckFile, splitTalisharId, talisharId, writeDeckFile } from './index';

/** A file of the fixtures (test/fixtures/data) as text. */
const data = (path: string): string => readData(path).toString('utf8');
const FAI = 'formats/talishar/FaiCC.txt';
const BRIAR = 'formats/talishar/BriarSAGE.txt';

describe('talisharId', () => {
  it('follows Talishar’s rule, punctuation and accents included', () => {
    expect(talisharId('Arcane Seeds // Life', 'red')).toBe('arcane_seeds__life_red');
    expect(talisharId('Fire Tenet: Strike First', 'red')).toBe('fire_tenet_strike_first_red');
    expect(talisharId("Warmonger's Diplomacy", 'blue')).toBe('warmongers_diplomacy_blue');
    expect(talisharId("Fyendal's Spring Tunic", null)).toBe('fyendals_spring_tunic');
    expect(talisharId('Cindra, Dracai of Retribution', null)).toBe('cindra_dracai_of_retribution');
    expect(talisharId('10,000 Year Reunion', 'red')).toBe('10000_year_reunion_red');
    expect(talisharId('Orb-Weaver Spinneret', 'red')).toBe('orb_weaver_spinneret_red');
    expect(talisharId('Argh... Smash!', 'yellow')).toBe('argh_smash_yellow');
    expect(talisharId('That All You Got?', 'yellow')).toBe('that_all_you_got_yellow');
    expect(talisharId('Arakni, 5L!p3d 7hRu 7h3 cR4X', null)).toBe('arakni_5lp3d_7hru_7h3_cr4x');
    expect(talisharId('Dash I/O', null)).toBe('dash_io');
    expect(talisharId('Twelve Petal Kāṣāya', null)).toBe('twelve_petal_kasaya');
    expect(talisharId('Jarl Vetreiði', null)).toBe('jarl_vetreidi');
    expect(talisharId('Tremor of íArathael', 'red')).toBe('tremor_of_iarathael_red');
    expect(talisharId('Squizzy & Floof', null)).toBe('squizzy_&_floof');
    expect(talisharId('Backup Protocol: RED', 'red')).toBe('backup_protocol_red_red');
  });

  it('leaves an id as it is', () => {
    expect(talisharId('arcane_seeds__life', 'red')).toBe('arcane_seeds__life_red');
    expect(talisharId('squizzy_&_floof', null)).toBe('squizzy_&_floof');
  });

  // Against fab-cube's own card list: talishar.reference.test.ts; db/decks/decklists.test.ts resolves both files.
  it('gives every card of the shipped FaB pack its own id, made of id characters only', () => {
    const ids = fabCards().map((card) => talisharId(card.name, (card.stats.color as PitchColour | undefined) ?? null));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^[a-z0-9_&]+$/.test(id))).toEqual([]);
  });
});

describe('splitTalisharId', () => {
  it('splits the pitch colour off the end', () => {
    expect(splitTalisharId('arcane_seeds__life_red')).toEqual({ base: 'arcane_seeds__life', colour: 'red' });
    expect(splitTalisharId('tenacity_yellow')).toEqual({ base: 'tenacity', colour: 'yellow' });
    expect(splitTalisharId('backup_protocol_red_red')).toEqual({ base: 'backup_protocol_red', colour: 'red' });
    expect(splitTalisharId('fai_rising_rebellion')).toEqual({ base: 'fai_rising_rebellion', colour: null });
    // By the id alone an unpitched name ending in a colour splits too: a resolver tries the whole id as well.
    expect(splitTalisharId('deep_blue')).toEqual({ base: 'deep', colour: 'blue' });
  });
});

describe('Talishar files', () => {
  it('reads FaiCC.txt (no trailing newline): hero, arena, deck and the inventory line', () => {
    expect(data(FAI).endsWith('\n')).toBe(false);
    const { format, decks } = readDeckFile(data(FAI), 'fab');
    expect(format).toBe('talishar');
    const [deck] = decks as [DeckList];
    expect(deck).toMatchObject({ name: null, game: null, format: null });
    expect(deck.entries.slice(0, 3)).toEqual([
      { line: 1, section: 'hero', count: 1, name: 'fai_rising_rebellion', colour: null, talishar: true },
      { line: 1, section: 'arena', count: 2, name: 'harmonized_kodachi', colour: null, talishar: true },
      { line: 1, section: 'arena', count: 1, name: 'mask_of_momentum', colour: null, talishar: true },
    ]);
    const count = (line: number): number =>
      deck.entries.filter((entry) => entry.line === line).reduce((sum, entry) => sum + entry.count, 0);
    expect([count(1), count(2), count(3)]).toEqual([7, 60, 4]);
    expect(deck.entries).toContainEqual({ line: 2, section: 'deck', count: 2, name: 'tenacity', colour: 'yellow', talishar: true });
    expect(deck.entries).toContainEqual({
      line: 2,
      section: 'deck',
      count: 3,
      name: 'fire_tenet_strike_first',
      colour: 'red',
      talishar: true,
    });
    expect(deck.entries.filter((entry) => entry.line === 3).map((entry) => [entry.section, entry.name])).toEqual([
      [null, 'searing_emberblade'],
      [null, 'mask_of_the_pouncing_lynx'],
      [null, 'fyendals_spring_tunic'],
      [null, 'tide_flippers'],
    ]);
  });

  it('reads BriarSAGE.txt, which ends with an empty third line', () => {
    expect(data(BRIAR).endsWith('\n\n')).toBe(true);
    const [deck] = readDeckFile(data(BRIAR), 'fab').decks as [DeckList];
    expect(deck.entries[0]).toEqual({ line: 1, section: 'hero', count: 1, name: 'briar', colour: null, talishar: true });
    expect(deck.entries.filter((entry) => entry.section === 'deck').reduce((sum, entry) => sum + entry.count, 0)).toBe(40);
    expect(deck.entries.filter((entry) => entry.section === null)).toEqual([]);
    expect(deck.entries).toContainEqual({ line: 2, section: 'deck', count: 2, name: 'arcane_seeds__life', colour: 'red', talishar: true });
  });

  it('is Flesh and Blood only: ids in another game’s file are a text deck', () => {
    expect(readDeckFile('abc def\nghi', 'pmv').format).toBe('text');
  });
});

describe('Talishar writing', () => {
  const list: DeckList = {
    name: 'Fai',
    game: 'fab',
    format: 'cc',
    entries: [
      { line: 0, section: 'deck', count: 2, name: 'Snatch', colour: 'red' },
      { line: 0, section: 'arena', count: 2, name: 'Harmonized Kodachi', colour: null },
      { line: 0, section: 'hero', count: 1, name: 'Fai, Rising Rebellion', colour: null },
      { line: 0, section: 'deck', count: 1, name: 'arcane_seeds__life', colour: 'red', talishar: true },
    ],
  };

  it('writes one token per copy, hero first, with a trailing newline and no empty third line', () => {
    expect(writeDeckFile(list, 'talishar', 'fab')).toBe(
      'fai_rising_rebellion harmonized_kodachi harmonized_kodachi\nsnatch_red snatch_red arcane_seeds__life_red\n',
    );
    const inventory = { ...list, entries: [...list.entries, { line: 0, section: null, count: 1, name: 'Tide Flippers', colour: null }] };
    expect(writeDeckFile(inventory, 'talishar', 'fab').split('\n')).toEqual([
      'fai_rising_rebellion harmonized_kodachi harmonized_kodachi',
      'snatch_red snatch_red arcane_seeds__life_red',
      'tide_flippers',
      '',
    ]);
  });

  it('refuses a list without a hero and other games', () => {
    const heroless = { ...list, entries: list.entries.filter((entry) => entry.section !== 'hero') };
    expect(() => writeDeckFile(heroless, 'talishar', 'fab')).toThrow('A Talishar deck starts with its hero; this list has none');
    expect(() => writeDeckFile(list, 'talishar', 'nova')).toThrow('Talishar files hold Flesh and Blood decks, not NOVA');
    // Said in Japanese too, for the export dialog.
    expect(() => writeDeckFile(heroless, 'talishar', 'fab')).toThrow(
      expect.objectContaining({ why: { en: 'A Talishar deck starts with its hero; this list has none', ja: 'Talishar のデッキはヒーローから始まりますが、このリストにはヒーローがありません' } }),
    );
  });
});
