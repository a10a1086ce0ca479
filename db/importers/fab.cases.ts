/**
 * Flesh and Blood: the real fab-cube files parsed by the importer, as fab.test.ts runs them on the excerpts in
 * test/fixtures/data and fab.reference.test.ts on the full files of the reference folder. `n` holds the figures of
 * the data at hand. The big files are parsed once per file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataFolder } from '../../test/helpers/data-folder';
import { importError, inLanguage, kindIds, parseData, sectionIds } from '../../test/helpers/importers';
import type { CardRecord } from '../cards/record';
import type { ParsedImport } from './types';

interface RawFabCard {
  unique_id: string;
  name: string;
  types: string[];
  cost: number | string | null;
  power: number | string | null;
  functional_text: string | null;
  type_text: string | null;
  card_keywords: string[];
  card_ids: string[];
  [flag: string]: unknown;
}

/** Each legality list: its format, status and the flag of the derived files. */
const LEGALITY_LISTS = {
  'banned-blitz': ['blitz', 'banned', 'blitz_banned'],
  'banned-cc': ['cc', 'banned', 'cc_banned'],
  'banned-commoner': ['commoner', 'banned', 'commoner_banned'],
  'banned-ll': ['ll', 'banned', 'll_banned'],
  'banned-upf': ['upf', 'banned', 'upf_banned'],
  'living-legend-blitz': ['blitz', 'living_legend', 'blitz_living_legend'],
  'living-legend-cc': ['cc', 'living_legend', 'cc_living_legend'],
  'restricted-ll': ['ll', 'restricted', 'll_restricted'],
  'suspended-blitz': ['blitz', 'suspended', 'blitz_suspended'],
  'suspended-cc': ['cc', 'suspended', 'cc_suspended'],
  'suspended-commoner': ['commoner', 'suspended', 'commoner_suspended'],
} as const;
type LegalityList = keyof typeof LEGALITY_LISTS;

/** The figures of a set of fab-cube files (the derived JSON and CSV, the upstream CSV and legality lists). */
export interface FabFigures {
  cards: number;
  /** Cards per deck section (`null`: none). */
  zones: Record<string, number>;
  /** Cards whose cost is printed as X…, and those printings. */
  xCosts: number;
  xCostTexts: string[];
  regulations: number;
  /** Active entries of each legality list. */
  lists: Record<LegalityList, number>;
  /** Hybrid cards, their names, and the cards of each pair of classes. */
  hybrids: number;
  hybridNames: number;
  hybridPairs: Record<string, number>;
  /** Cards with Specialization, the heroes they name, the Legendary ones among them. */
  specializations: number;
  specializedHeroes: number;
  legendarySpecializations: number;
  young: number;
  legendary: number;
  doubleFaced: number;
  /** Essence heroes (all of them are in the excerpts too). */
  essences: number;
  /** Fewer upstream rules texts than this hold no line break. */
  multiLineTexts: number;
}

const byName = (cards: readonly CardRecord[], name: string) => cards.filter((card) => card.name === name);
const one = (cards: readonly CardRecord[], name: string) => {
  const found = byName(cards, name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
};
/** The fields every fab-cube shape must agree on. */
// The card's rarities are its printings' (upstream card.csv has none), so they are no functional fact.
const functional = ({ key, name, kinds, subtypes, cost, costText, power, powerText, stats: { rarities: _printed, ...stats }, zone, flags, formats, faces }: CardRecord) => ({
  key, name, kinds, subtypes, cost, costText, power, powerText, stats, zone, flags, formats, faces,
});

/** Registers the cases over the fab-cube files of `data`. */
export function fabCubeCases(data: DataFolder, n: FabFigures): void {
  let raw: RawFabCard[];
  let json: ParsedImport;
  beforeAll(() => {
    raw = data.json<RawFabCard[]>('fab/cards.json');
    json = parseData('fab', 'fab/cards.json', data);
  });

  describe('fab/cards.json (derived card JSON)', () => {
    it('reads every card once, as fab-cube data with its banned/suspended/living-legend lists', () => {
      expect(json.format).toBe('fab-cube');
      expect(json.game).toBe('fab');
      expect(json.source.name).toBe('fab-cube');
      expect(json.cards).toHaveLength(n.cards);
      expect(new Set(json.cards.map((card) => card.key)).size).toBe(n.cards);
      expect(json.cards.map((card) => card.key).sort()).toEqual(raw.map((card) => card.unique_id).sort());
      // The derived file carries every list as flags: the import is the authority for all eleven.
      expect(json.regulationScope).toHaveLength(11);
    });

    it('gives every card kinds and a deck section the engine defines', () => {
      const kinds = kindIds('fab');
      const sections = sectionIds('fab');
      const wrong: string[] = [];
      for (const card of json.cards) {
        if (card.kinds.length === 0) wrong.push(`${card.name}: no kind`);
        for (const kind of card.kinds) if (!kinds.has(kind)) wrong.push(`${card.name}: kind ${kind}`);
        if (card.zone !== null && !sections.has(card.zone)) wrong.push(`${card.name}: zone ${card.zone}`);
      }
      expect(wrong).toEqual([]);
      const zones = new Map<string | null, number>();
      for (const card of json.cards) zones.set(card.zone, (zones.get(card.zone) ?? 0) + 1);
      // Heroes; weapons and equipment to the arena; tokens, demi-heroes, macros… to no section.
      expect(Object.fromEntries(zones)).toEqual(n.zones);
      expect(json.cards.filter((card) => card.kinds.includes('hero'))).toHaveLength(raw.filter((card) => card.types.includes('Hero')).length);
    });

    it('reads an attack action: kinds, class, pitch, cost, power, defense, printings and text', () => {
      const strike = one(json.cards, 'Enlightened Strike');
      expect(strike).toMatchObject({
        key: 'QDrWjRHBmBWBnJHmmbzRM',
        kinds: ['action'],
        subtypes: ['Generic', 'Attack'],
        keywords: ['Go again'],
        cost: 0,
        costText: null,
        power: 5,
        zone: 'deck',
        stats: { color: 'red', pitch: 1, defense: 3, life: null, intellect: null, classes: ['generic'], talents: [], rarities: ['M'] },
        formats: ['blitz', 'cc', 'll'],
        nameEn: null,
        text: null,
      });
      expect(strike.textEn).toContain('Enlightened Strike gains **go again**.');
      expect(strike.printings.map((p) => [p.set, p.number, p.rarity])).toEqual([
        ['1HP', '1HP361', 'M'],
        ['WTR', 'WTR159', 'M'],
      ]);
      // The image names one printing; that printing carries it.
      expect(strike.printings.find((p) => p.image)?.number).toBe('1HP361');
    });

    it('reads a hero: life, intellect, talent and class; not Blitz-legal; a CC living legend', () => {
      const bravo = one(json.cards, 'Bravo, Star of the Show');
      expect(bravo).toMatchObject({
        kinds: ['hero'],
        zone: 'hero',
        cost: null,
        power: null,
        stats: { life: 40, intellect: 4, color: null, pitch: null, classes: ['guardian'], talents: ['elemental'] },
        formats: ['cc', 'll'],
      });
      expect(json.regulations.filter((r) => r.key === bravo.key)).toEqual([
        { format: 'cc', name: 'Bravo, Star of the Show', key: bravo.key, status: 'living_legend', limit: null, pair: null, since: null, until: null },
      ]);
    });

    it('reads a two-handed weapon into the arena, with its subtypes and printings', () => {
      const dawnblade = one(json.cards, 'Dawnblade');
      // Its attack is an activated ability (CR 5.2): its kind, and its cost read from the text the pack leaves out.
      expect(dawnblade).toMatchObject({ kinds: ['weapon'], zone: 'arena', power: 3, stats: { classes: ['warrior'], abilities: ['Once per Turn Action'], abilityCost: 1 } });
      expect(dawnblade.subtypes).toEqual(['Warrior', 'Sword', '2H']);
      expect(dawnblade.printings.map((p) => p.number)).toEqual(['1HP143', 'CRU078', 'FAB062', 'LGS004', 'TEA003', 'WTR115', 'XXX007']);
    });

    it('keeps one card per pitch: three Drones of Brutality, each CC-banned by its own key', () => {
      const drones = byName(json.cards, 'Drone of Brutality');
      expect(drones.map((card) => [card.stats.color, card.stats.pitch, card.power])).toEqual([
        ['red', 1, 6],
        ['yellow', 2, 5],
        ['blue', 3, 4],
      ]);
      const ccBanned = json.regulations.filter((r) => r.format === 'cc' && r.status === 'banned' && r.name === 'Drone of Brutality');
      expect(ccBanned.map((r) => r.key).sort()).toEqual(drones.map((card) => card.key).sort());
    });

    it('splits a double-faced card into faces and marks it; reads played-horizontally', () => {
      const seeds = one(json.cards, 'Arcane Seeds // Life');
      expect(seeds.faces.map((face) => face.name)).toEqual(['Arcane Seeds', 'Life']);
      expect(seeds.flags).toEqual(expect.arrayContaining(['dfc', 'horizontal']));
      expect(seeds.kinds).toEqual(['action', 'instant']);
    });

    it('keeps printed specials as text: X costs, * power/defense/life', () => {
      const xCosts = json.cards.filter((card) => card.costText !== null);
      expect(xCosts).toHaveLength(n.xCosts);
      expect(new Set(xCosts.map((card) => card.costText))).toEqual(new Set(n.xCostTexts));
      expect(xCosts.every((card) => card.cost === null)).toBe(true);
      expect(one(json.cards, 'Germinate').costText).toBe('XX');
      expect(one(json.cards, 'Arcanite Fortress').stats).toMatchObject({ defense: null, defenseText: '*' });
      expect(one(json.cards, 'Arakni, Black Widow').stats).toMatchObject({ life: null, lifeText: '*' });
      expect(json.cards.filter((card) => card.powerText !== null).map((card) => card.powerText).sort()).toEqual(
        raw.filter((card) => typeof card.power === 'string').map((card) => card.power).sort(),
      );
    });

    it('takes a card with no type words at all (Marked) as kind "other", in no deck section', () => {
      expect(one(json.cards, 'Marked')).toMatchObject({ kinds: ['other'], subtypes: [], zone: null });
    });

    it('turns the list flags into regulations without dates, one per flagged card and list', () => {
      expect(json.regulations).toHaveLength(n.regulations);
      expect(json.regulations.every((r) => r.since === null && r.key !== null)).toBe(true);
      for (const [list, [format, status, flag]] of Object.entries(LEGALITY_LISTS)) {
        const keys = json.regulations.filter((r) => r.format === format && r.status === status).map((r) => r.key);
        expect(keys, flag).toHaveLength(n.lists[list as LegalityList]);
        expect(new Set(keys)).toEqual(new Set(raw.filter((card) => card[flag] === true).map((card) => card.unique_id)));
      }
    });
  });

  describe('fab/cards.json: the facts deck construction needs (fab.md §3.1)', () => {
    const withStat = (stat: string) => json.cards.filter((card) => card.stats[stat] !== undefined);
    const tally = (values: string[]) => {
      const counts: Record<string, number> = {};
      for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
      return counts;
    };

    it('reads hybrid cards (Assassin / Ninja): either class, kept out of classes', () => {
      const hybrids = withStat('hybridClasses');
      // Type lines with " / " in the raw data; each is a hybrid of two classes.
      expect(raw.filter((card) => String(card.type_text ?? '').includes(' / '))).toHaveLength(n.hybrids);
      expect(hybrids).toHaveLength(n.hybrids);
      expect(new Set(hybrids.map((card) => card.name)).size).toBe(n.hybridNames);
      expect(tally(hybrids.map((card) => (card.stats.hybridClasses as string[]).join(' / ')))).toEqual(n.hybridPairs);
      // No hybrid card has another class besides its pair, and no hybrid class is left in classes.
      expect(hybrids.every((card) => (card.stats.classes as string[]).length === 0)).toBe(true);
      const cuff = one(json.cards, 'Blade Cuff');
      expect(cuff).toMatchObject({ kinds: ['equipment'], zone: 'arena', subtypes: ['Assassin', 'Ninja', 'Arms'] });
      expect(cuff.stats).toMatchObject({ classes: [], talents: [], hybridClasses: ['assassin', 'ninja'] });
      // A card of one class is not a hybrid.
      expect(one(json.cards, 'Dawnblade').stats.hybridClasses).toBeUndefined();
    });

    it('reads the Essence heroes: the talents they may also use, from "Essence of Earth, Ice, and Lightning"', () => {
      const essences = Object.fromEntries(withStat('essences').map((card) => [card.name, card.stats.essences]));
      expect(essences).toEqual({
        Aurora: ['lightning'],
        'Aurora, Shooting Star': ['lightning'],
        'Bravo, Star of the Show': ['earth', 'ice', 'lightning'],
        Briar: ['earth', 'lightning'],
        'Briar, Warden of Thorns': ['earth', 'lightning'],
        Florian: ['earth'],
        'Florian, Rotwood Harbinger': ['earth'],
        Iyslander: ['ice'],
        'Iyslander, Stormbind': ['ice'],
        'Jarl Vetreiði': ['earth', 'ice'],
        Lexi: ['ice', 'lightning'],
        'Lexi, Livewire': ['ice', 'lightning'],
        Oldhim: ['earth', 'ice'],
        'Oldhim, Grandfather of Eternity': ['earth', 'ice'],
        Oscilio: ['lightning'],
        'Oscilio, Constella Intelligence': ['lightning'],
        Terra: ['earth'],
        Verdance: ['earth'],
        'Verdance, Thorn of the Rose': ['earth'],
      });
      expect(withStat('essences').every((card) => card.kinds.includes('hero'))).toBe(true);
      // fab-cube cut Bravo's keyword at its commas ("Essence of Earth", "Ice", "and Lightning"); it is one keyword again.
      const bravo = one(json.cards, 'Bravo, Star of the Show');
      expect(bravo.keywords).toEqual(['Essence of Earth, Ice, and Lightning']);
      expect(json.cards.some((card) => card.keywords.includes('Ice') || card.keywords.includes('and Lightning'))).toBe(false);
    });

    it('reads Specialization: the heroes named, as printed; Legendary ones are also legendary', () => {
      const specialized = withStat('specializes');
      // The cards that say **… Specialization** in their text.
      expect(raw.filter((card) => /\*\*[^*]+ Specialization\*\*/.test(card.functional_text ?? ''))).toHaveLength(n.specializations);
      expect(specialized).toHaveLength(n.specializations);
      const heroes = new Set(specialized.flatMap((card) => card.stats.specializes as string[]));
      expect(heroes.size).toBe(n.specializedHeroes);
      expect(heroes).toContain('Data Doll');
      expect(one(json.cards, 'Rise Up').stats.specializes).toEqual(['Dromai', 'Fai']);
      expect(one(json.cards, 'Red Hot').stats.specializes).toEqual(['Dromai', 'Fai']);
      const shard = one(json.cards, 'Arknight Shard');
      expect(shard.stats.specializes).toEqual(['Viserai']);
      expect(shard.flags).toContain('legendary');
      // Some are "Legendary X Specialization": every one of them is legendary.
      const legendary = specialized.filter((card) => /\*\*Legendary [^*]+ Specialization\*\*/.test(card.textEn ?? ''));
      expect(legendary).toHaveLength(n.legendarySpecializations);
      expect(legendary.every((card) => card.flags.includes('legendary'))).toBe(true);
      // Shiyana may use any hero's specializations; the only hero whose text says so.
      expect(withStat('anySpecialization').map((card) => card.name)).toEqual(['Shiyana, Diamond Gemini']);
    });

    it(`flags young heroes (${n.young} of ${n.zones.hero}) and Legendary cards (${n.legendary})`, () => {
      const young = json.cards.filter((card) => card.flags.includes('young'));
      expect(young).toHaveLength(n.young);
      expect(young.every((card) => card.kinds.includes('hero'))).toBe(true);
      expect(young.map((card) => card.key).sort()).toEqual(raw.filter((card) => card.types.includes('Young')).map((card) => card.unique_id).sort());
      const legendary = json.cards.filter((card) => card.flags.includes('legendary'));
      expect(legendary).toHaveLength(n.legendary);
      expect(legendary.map((card) => card.key).sort()).toEqual(raw.filter((card) => (card.card_keywords as string[]).includes('Legendary')).map((card) => card.unique_id).sort());
    });

    it('gives a double-faced card both faces\' classes and talents, and each face its own', () => {
      const dfcs = json.cards.filter((card) => card.flags.includes('dfc'));
      expect(dfcs).toHaveLength(n.doubleFaced);
      const regrowth = one(json.cards, 'Regrowth // Shock');
      expect(regrowth.stats).toMatchObject({ classes: ['runeblade'], talents: ['earth', 'lightning'] });
      expect(regrowth.faces.map((face) => [face.name, face.kinds, face.stats])).toEqual([
        ['Regrowth', ['action'], { classes: ['runeblade'], talents: ['earth'] }],
        ['Shock', ['instant'], { classes: [], talents: ['lightning'] }],
      ]);
      for (const card of dfcs) {
        expect(card.faces, card.name).toHaveLength(2);
        const faceClasses = new Set(card.faces.flatMap((face) => face.stats.classes as string[]));
        const faceTalents = new Set(card.faces.flatMap((face) => face.stats.talents as string[]));
        expect(new Set(card.stats.classes as string[]), card.name).toEqual(faceClasses);
        expect(new Set(card.stats.talents as string[]), card.name).toEqual(faceTalents);
      }
    });
  });

  describe('fab/cards.csv (derived flat CSV, lists joined with |)', () => {
    let csv: ParsedImport;
    beforeAll(() => {
      csv = parseData('fab', 'fab/cards.csv', data);
    });

    it(`reads the same ${n.cards} cards as the JSON, field for field`, () => {
      expect(csv.format).toBe('fab-cube');
      expect(csv.cards).toHaveLength(n.cards);
      const fromJson = new Map(json.cards.map((card) => [card.key, card]));
      // The flat CSV has no column of ability kinds (only the JSON and the upstream CSV do), so no ability facts.
      const withoutAbilities = (card: CardRecord) =>
        functional({ ...card, stats: Object.fromEntries(Object.entries(card.stats).filter(([name]) => name !== 'abilities' && name !== 'abilityCost')) });
      for (const card of csv.cards) expect(functional(card), card.name).toEqual(withoutAbilities(fromJson.get(card.key)!));
      // Rules text survives quoting, commas and line breaks (the JSON has "" where the CSV has an empty cell).
      for (const card of csv.cards) expect(card.textEn ?? '', card.name).toBe(fromJson.get(card.key)!.textEn ?? '');
      expect(csv.cards.filter((card) => card.stats.hybridClasses)).toHaveLength(n.hybrids);
      expect(csv.cards.filter((card) => card.stats.specializes)).toHaveLength(n.specializations);
      // The CSV has printings without image URLs.
      expect(one(csv.cards, 'Dawnblade').printings.map((p) => [p.number, p.rarity, p.image])).toContainEqual(['WTR115', null, null]);
    });

    it('carries the same regulation flags as the JSON', () => {
      expect(csv.regulations).toEqual(json.regulations);
      expect(csv.regulationScope).toEqual(json.regulationScope);
    });

  });

  describe('fab/upstream/card.csv (tab-separated, multi-line quoted fields)', () => {
    let upstream: ParsedImport;
    beforeAll(() => {
      upstream = parseData('fab', 'fab/upstream/card.csv', data);
    });

    it('reads the same cards as the JSON, with the same multi-line rules text', () => {
      expect(upstream.format).toBe('fab-cube');
      expect(upstream.cards).toHaveLength(n.cards);
      const fromJson = new Map(json.cards.map((card) => [card.key, card]));
      for (const card of upstream.cards) {
        const twin = fromJson.get(card.key)!;
        expect(functional(card), card.name).toEqual(functional(twin));
        expect(card.keywords, card.name).toEqual(twin.keywords);
        expect(card.textEn ?? '', card.name).toBe(twin.textEn ?? '');
      }
      expect(upstream.cards.filter((card) => card.textEn?.includes('\n')).length).toBeGreaterThan(n.multiLineTexts);
      // The type line (Type Text) brings the hybrids; the text brings essences and specializations.
      expect(upstream.cards.filter((card) => card.stats.hybridClasses)).toHaveLength(n.hybrids);
      expect(upstream.cards.filter((card) => card.stats.essences)).toHaveLength(n.essences);
      expect(upstream.cards.filter((card) => card.stats.specializes)).toHaveLength(n.specializations);
    });

    it('has no printings and no list flags, so it claims no regulation list', () => {
      expect(upstream.cards.every((card) => card.printings.length === 0)).toBe(true);
      expect(upstream.regulations).toEqual([]);
      expect(upstream.regulationScope).toEqual([]);
    });
  });

  describe('fab/upstream legality lists', () => {
    it.each(Object.entries(LEGALITY_LISTS))('%s.csv', (file, [format, status, flag]) => {
      const parsed = parseData('fab', `fab/upstream/${file}.csv`, data);
      expect(parsed.format).toBe('fab-cube');
      expect(parsed.cards).toEqual([]);
      expect(parsed.source.name).toBe(`fab-cube:${file}`);
      // The list the file is named for, even when nothing on it is active any more (the suspended lists).
      expect(parsed.regulationScope).toEqual([{ format, status }]);
      const active = parsed.regulations.filter((r) => r.until === null);
      expect(active).toHaveLength(n.lists[file as LegalityList]);
      for (const entry of parsed.regulations) {
        expect(entry).toMatchObject({ format, status, limit: null, pair: null });
        expect(entry.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        // A lifted entry ends after it began (FaB CLP: a lift takes effect on its own date).
        if (entry.until !== null) expect(entry.until > entry.since!).toBe(true);
      }
      // The entries still in effect are the cards the newest row bans, exactly as the derived cards.json flags were made.
      expect(new Set(active.map((r) => r.key))).toEqual(new Set(raw.filter((card) => card[flag] === true).map((card) => card.unique_id)));
    });

    it(`banned-cc.csv: ${n.lists['banned-cc']} active bans, each dated by its date in effect`, () => {
      const parsed = parseData('fab', 'fab/upstream/banned-cc.csv', data);
      expect(parsed.regulations.filter((r) => r.until === null)).toHaveLength(n.lists['banned-cc']);
      expect(parsed.regulations.find((r) => r.key === '9bQFfTFGQWJFWrcJnfQgz')).toEqual({
        format: 'cc',
        name: 'Drone of Brutality',
        key: '9bQFfTFGQWJFWrcJnfQgz',
        status: 'banned',
        limit: null,
        pair: null,
        since: '2021-03-26',
        until: null,
      });
    });
  });

  describe('fab-cube cards that break the rules of the shape', () => {
    it('a FaB file is refused by the Duel Masters game, naming the game it belongs to', () => {
      const error = importError(() => parseData('dm', 'fab/cards.json', data));
      expect(inLanguage(error.issues)).toEqual([{ message: 'holds fab cards, not dm cards; import it with --game fab' }]);
      expect(importError(() => parseData('dm', 'fab/upstream/banned-cc.csv', data)).issues[0]!.message.en).toMatch(/holds fab cards, not dm cards/);
    });
  });
}
