/**
 * The FaB formats judged end to end through the API (decks.read → decks.validate) over the shipped FaB pack: FaBrary
 * lists of real cards, written here, each legal in its format and broken for that format's own reason. The hero's
 * moniker (CR 2.7.3) names its specializations (8.3.7); lifted bans apply before the day they were lifted.
 */
import { describe, expect, it } from 'vitest';
import type { ReadDeck } from '../../api/contract';
import { useDeckApi } from './deck-rules.cases';

const { call, validate } = useDeckApi();

// Generic deck-cards printed only at common rarity, legal everywhere, in red, yellow and blue.
const COMMONS = [
  'Adrenaline Rush', 'Brandish', 'Brush Off', 'Come to Fight', 'Critical Strike', 'Cut Down to Size', 'Demolition Crew',
  'Evasive Leap', 'Feisty Locals', 'Fervent Forerunner', 'Flock of the Feather Walkers', 'Frontline Scout', 'Healing Balm',
  'Lead the Charge', 'Moon Wish', 'Nimble Strike', 'Overload', 'Pound for Pound', 'Push the Point', 'Public Bounty',
];
const COLOURS = ['red', 'yellow', 'blue'] as const;

/** `n` lines of the commons, one copy each, red, yellow and blue of a name in turn, `copies` of each. */
const commons = (n: number, copies = 1): string[] => Array.from({ length: n }, (_, i) => `${copies}x ${COMMONS[Math.floor(i / 3)]} (${COLOURS[i % 3]})`);

function fabrary(format: string, hero: string, arena: string[], deck: string[]): string {
  return [`Name: ${format} test`, `Hero: ${hero}`, `Format: ${format}`, '', 'Arena cards', ...arena, '', 'Deck cards', ...deck, ''].join('\n');
}

async function read(text: string): Promise<ReadDeck> {
  const [deck] = (await call('decks.read', { game: 'fab', text })).decks;
  expect(deck!.unresolved).toEqual([]);
  return deck!;
}

/** The deck in the format its file names: the verdict, and the code and rule of each violation. */
async function judge(text: string, asOf?: string) {
  const deck = await read(text);
  const verdict = await validate('fab', deck, deck.format!, asOf);
  return { format: deck.format, legal: verdict.legal, violations: verdict.violations.map((v) => `${v.severity} ${v.code} ${v.rule} ${v.cards.map((c) => c.name).join(',')}`) };
}

describe('FaB specializations name the hero by moniker', () => {
  const boltyn = (extra: string[]) => fabrary('Classic Constructed', 'Ser Boltyn, Breaker of Dawn', ['1x Dawnblade', "1x Hope Merchant's Hood"], [...commons(60), ...extra]);

  it('CR 2.7.3, 8.3.7: Ser Boltyn, Breaker of Dawn (moniker Boltyn) plays V of the Vanguard and Lumina Ascension in CC', async () => {
    expect(await judge(boltyn(['1x V of the Vanguard (yellow)', '1x Lumina Ascension (yellow)']))).toEqual({ format: 'cc', legal: true, violations: [] });
  });

  it('CR 8.3.7: Dorinthea\'s specialization is not Boltyn\'s', async () => {
    expect(await judge(boltyn(['1x Steelblade Supremacy (red)']))).toEqual({
      format: 'cc',
      legal: false,
      violations: ['error specialization FaB 8.3.7 Steelblade Supremacy'],
    });
  });

  it('CR 1.1.3: a card of a class the hero lacks cites the supertypes rule', async () => {
    const verdict = await judge(boltyn(['1x Aether Flare (red)']));
    expect(verdict.violations).toEqual(['error supertype FaB 1.1.3 Aether Flare']);
  });
});

describe('FaB formats from FaBrary files', () => {
  const young = (format: string, deck: string[], hero = 'Boltyn', arena = ['1x Dawnblade', '1x Ironrot Helm']) => fabrary(format, hero, arena, deck);

  it('TRP 7.4: a Commoner list of commons with a common hero is legal; a majestic deck-card is not', async () => {
    expect(await judge(young('Commoner', commons(40)))).toEqual({ format: 'commoner', legal: true, violations: [] });
    const majestic = await judge(young('Commoner', [...commons(39), '1x Enlightened Strike (red)']));
    expect(majestic).toEqual({ format: 'commoner', legal: false, violations: ['error rarity FaB TRP 7.4 Enlightened Strike'] });
  });

  it('FaB Silver Age: 40 cards printed at common, rare or basic are legal; a majestic or a fourth copy is not', async () => {
    // V of the Vanguard was printed at rare: Silver Age takes it.
    expect(await judge(young('Silver Age', [...commons(39), '1x V of the Vanguard (yellow)']))).toEqual({ format: 'sage', legal: true, violations: [] });
    const majestic = await judge(young('Silver Age', [...commons(39), '1x Lumina Ascension (yellow)']));
    expect(majestic).toEqual({ format: 'sage', legal: false, violations: ['error rarity FaB Silver Age Lumina Ascension'] });
    const four = await judge(young('Silver Age', [...commons(37), '4x Overload (red)'].filter((line) => line !== '1x Overload (red)')));
    expect(four.violations).toContain('error copies FaB Silver Age Overload');
    expect(four.legal).toBe(false);
  });

  it('FaB Draft: a young hero and 30 deck-cards, copies unlimited, are legal; 29 cards or an adult hero are not', async () => {
    expect(await judge(young('Draft', commons(10, 3)))).toEqual({ format: 'draft', legal: true, violations: [] });
    expect(await judge(young('Draft', [...commons(9, 3), '2x Overload (blue)']))).toMatchObject({ legal: false, violations: ['error size FaB Draft '] });
    const adult = await judge(young('Draft', commons(30), 'Ser Boltyn, Breaker of Dawn'));
    expect(adult).toEqual({ format: 'draft', legal: false, violations: ['error heroAge FaB Draft Ser Boltyn, Breaker of Dawn'] });
  });

  it('FaB Sealed: cards the hero cannot play may sit in the opened pool (a warning); an adult hero may not', async () => {
    const offClass = await judge(young('Sealed', [...commons(30), '1x Bonds of Ancestry (red)']));
    expect(offClass).toEqual({ format: 'sealed', legal: true, violations: ['warning supertype FaB 1.1.3 Bonds of Ancestry'] });
    expect(await judge(young('Sealed', commons(30), 'Dorinthea Ironsong'))).toMatchObject({ legal: false, violations: ['error heroAge FaB Sealed Dorinthea Ironsong'] });
  });
});

describe('FaBrary Format names', () => {
  it('an unknown Format is an error naming it and its line, never a check as CC', async () => {
    const response = await call('decks.read', { game: 'fab', text: 'Name: x\nHero: Boltyn\nFormat: Clash\n' }).catch((error: Error) => error);
    expect(response).toBeInstanceOf(Error);
    expect((response as Error).message).toMatch(/line 3: "Format: Clash" is not a format Deck Dojo knows; FaBrary's are Classic Constructed, Blitz, Living Legend, Commoner, Silver Age, Draft, Sealed, Ultimate Pit Fight, Blitz Preconstructed$/);
  });

  it.each([
    ['sage', 'Silver Age'],
    ['commoner', 'Commoner'],
    ['draft', 'Draft'],
    ['cc', 'Classic Constructed'],
    ['upf', 'Ultimate Pit Fight'],
  ])('export writes FaBrary\'s name for %s (%s), which reads back as the same format', async (id, name) => {
    const deck = await read(fabrary(name, 'Boltyn', ['1x Dawnblade'], commons(3)));
    expect(deck.format).toBe(id);
    const sections = Object.fromEntries(Object.entries(deck.sections).map(([section, cards]) => [section, cards.map(({ key, count }) => ({ key, count }))]));
    const { text } = await call('decks.write', { game: 'fab', sections, to: 'fabrary', name: deck.name, format: id });
    expect(text).toContain(`\nFormat: ${name}\n`);
    expect((await read(text)).format).toBe(id);
  });
});

describe('lifted bans are dated', () => {
  // Katsu, the Wanderer (an adult Ninja) with Bonds of Ancestry (red): banned in CC from 2024-09-09 until 2025-05-20.
  const katsu = fabrary('Classic Constructed', 'Katsu, the Wanderer', ['1x Harmonized Kodachi'], [...commons(60), '1x Bonds of Ancestry (red)']);

  it('FaB CLP: Bonds of Ancestry (red) is banned as of 2025-01-01 and legal from the day it was lifted', async () => {
    expect(await judge(katsu, '2025-01-01')).toEqual({ format: 'cc', legal: false, violations: ['error banned FaB CLP Bonds of Ancestry'] });
    expect(await judge(katsu, '2025-05-20')).toEqual({ format: 'cc', legal: true, violations: [] });
    expect(await judge(katsu, '2024-09-08')).toEqual({ format: 'cc', legal: true, violations: [] });
  });
});
