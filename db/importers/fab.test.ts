/**
 * Flesh and Blood: the real fab-cube files in ../shared/data/fab (see its README) parsed by the importer, and
 * small broken inputs. The big files are parsed once per file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { importError, importIssues, kindIds, parseData, parseText, readDataJson, sectionIds } from '../../test/helpers/importers';
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

const LEGALITY_LISTS = {
  'banned-blitz': ['blitz', 'banned', 'blitz_banned', 44],
  'banned-cc': ['cc', 'banned', 'cc_banned', 35],
  'banned-commoner': ['commoner', 'banned', 'commoner_banned', 10],
  'banned-ll': ['ll', 'banned', 'll_banned', 3],
  'banned-upf': ['upf', 'banned', 'upf_banned', 2],
  'living-legend-blitz': ['blitz', 'living_legend', 'blitz_living_legend', 21],
  'living-legend-cc': ['cc', 'living_legend', 'cc_living_legend', 23],
  'restricted-ll': ['ll', 'restricted', 'll_restricted', 18],
  'suspended-blitz': ['blitz', 'suspended', 'blitz_suspended', 0],
  'suspended-cc': ['cc', 'suspended', 'cc_suspended', 0],
  'suspended-commoner': ['commoner', 'suspended', 'commoner_suspended', 0],
} as const;

const byName = (cards: readonly CardRecord[], name: string) => cards.filter((card) => card.name === name);
const one = (cards: readonly CardRecord[], name: string) => {
  const found = byName(cards, name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
};
/** The fields every fab-cube shape must agree on. */
const functional = ({ key, name, kinds, subtypes, cost, costText, power, powerText, stats, zone, flags, formats, faces }: CardRecord) => ({
  key, name, kinds, subtypes, cost, costText, power, powerText, stats, zone, flags, formats, faces,
});

let raw: RawFabCard[];
let json: ParsedImport;
beforeAll(() => {
  raw = readDataJson<RawFabCard[]>('fab/cards.json');
  json = parseData('fab', 'fab/cards.json');
});

describe('fab/cards.json (derived card JSON)', () => {
  it('reads every card once, as fab-cube data with its banned/suspended/living-legend lists', () => {
    expect(json.format).toBe('fab-cube');
    expect(json.game).toBe('fab');
    expect(json.source.name).toBe('fab-cube');
    expect(json.cards).toHaveLength(3878);
    expect(new Set(json.cards.map((card) => card.key)).size).toBe(3878);
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
    // 126 heroes (README); weapons and equipment to the arena; tokens, demi-heroes, macros… to no section.
    expect(Object.fromEntries(zones)).toEqual({ hero: 126, arena: 499, deck: 3180, null: 73 });
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
      stats: { color: 'red', pitch: 1, defense: 3, life: null, intellect: null, classes: ['generic'], talents: [] },
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
      { format: 'cc', name: 'Bravo, Star of the Show', key: bravo.key, status: 'living_legend', limit: null, pair: null, since: null },
    ]);
  });

  it('reads a two-handed weapon into the arena, with its subtypes and printings', () => {
    const dawnblade = one(json.cards, 'Dawnblade');
    expect(dawnblade).toMatchObject({ kinds: ['weapon'], zone: 'arena', power: 3, stats: { classes: ['warrior'] } });
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
    expect(xCosts).toHaveLength(17);
    expect(new Set(xCosts.map((card) => card.costText))).toEqual(new Set(['X', 'XX', 'XXX', 'X1', 'X3']));
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
    expect(json.regulations).toHaveLength(156);
    expect(json.regulations.every((r) => r.since === null && r.key !== null)).toBe(true);
    for (const [format, status, flag, count] of Object.values(LEGALITY_LISTS)) {
      const keys = json.regulations.filter((r) => r.format === format && r.status === status).map((r) => r.key);
      expect(keys, flag).toHaveLength(count);
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
    // 143 type lines contain " / " in the raw data; each is a hybrid of two classes.
    expect(raw.filter((card) => String(card.type_text ?? '').includes(' / '))).toHaveLength(143);
    expect(hybrids).toHaveLength(143);
    expect(new Set(hybrids.map((card) => card.name)).size).toBe(79);
    expect(tally(hybrids.map((card) => (card.stats.hybridClasses as string[]).join(' / ')))).toEqual({
      'assassin / ninja': 42,
      'assassin / warrior': 23,
      'assassin / ranger': 18,
      'brute / guardian': 20,
      'brute / warrior': 20,
      'guardian / warrior': 20,
    });
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
    // 97 cards say **… Specialization** in their text.
    expect(raw.filter((card) => /\*\*[^*]+ Specialization\*\*/.test(card.functional_text ?? ''))).toHaveLength(97);
    expect(specialized).toHaveLength(97);
    const heroes = new Set(specialized.flatMap((card) => card.stats.specializes as string[]));
    expect(heroes.size).toBe(43);
    expect(heroes).toContain('Data Doll');
    expect(one(json.cards, 'Rise Up').stats.specializes).toEqual(['Dromai', 'Fai']);
    expect(one(json.cards, 'Red Hot').stats.specializes).toEqual(['Dromai', 'Fai']);
    const shard = one(json.cards, 'Arknight Shard');
    expect(shard.stats.specializes).toEqual(['Viserai']);
    expect(shard.flags).toContain('legendary');
    // 15 are "Legendary X Specialization": every one of them is legendary.
    const legendary = specialized.filter((card) => /\*\*Legendary [^*]+ Specialization\*\*/.test(card.textEn ?? ''));
    expect(legendary).toHaveLength(15);
    expect(legendary.every((card) => card.flags.includes('legendary'))).toBe(true);
    // Shiyana may use any hero's specializations; the only hero whose text says so.
    expect(withStat('anySpecialization').map((card) => card.name)).toEqual(['Shiyana, Diamond Gemini']);
  });

  it('flags young heroes (68 of 126) and Legendary cards (77)', () => {
    const young = json.cards.filter((card) => card.flags.includes('young'));
    expect(young).toHaveLength(68);
    expect(young.every((card) => card.kinds.includes('hero'))).toBe(true);
    expect(young.map((card) => card.key).sort()).toEqual(raw.filter((card) => card.types.includes('Young')).map((card) => card.unique_id).sort());
    const legendary = json.cards.filter((card) => card.flags.includes('legendary'));
    expect(legendary).toHaveLength(77);
    expect(legendary.map((card) => card.key).sort()).toEqual(raw.filter((card) => (card.card_keywords as string[]).includes('Legendary')).map((card) => card.unique_id).sort());
  });

  it('gives a double-faced card both faces\' classes and talents, and each face its own', () => {
    const dfcs = json.cards.filter((card) => card.flags.includes('dfc'));
    expect(dfcs).toHaveLength(11);
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
    csv = parseData('fab', 'fab/cards.csv');
  });

  it('reads the same 3,878 cards as the JSON, field for field', () => {
    expect(csv.format).toBe('fab-cube');
    expect(csv.cards).toHaveLength(3878);
    const fromJson = new Map(json.cards.map((card) => [card.key, card]));
    for (const card of csv.cards) expect(functional(card), card.name).toEqual(functional(fromJson.get(card.key)!));
    // Rules text survives quoting, commas and line breaks (the JSON has "" where the CSV has an empty cell).
    for (const card of csv.cards) expect(card.textEn ?? '', card.name).toBe(fromJson.get(card.key)!.textEn ?? '');
    expect(csv.cards.filter((card) => card.stats.hybridClasses)).toHaveLength(143);
    expect(csv.cards.filter((card) => card.stats.specializes)).toHaveLength(97);
    // The CSV has printings without image URLs.
    expect(one(csv.cards, 'Dawnblade').printings.map((p) => [p.number, p.rarity, p.image])).toContainEqual(['WTR115', null, null]);
  });

  it('carries the same regulation flags as the JSON', () => {
    expect(csv.regulations).toEqual(json.regulations);
    expect(csv.regulationScope).toEqual(json.regulationScope);
  });

  it('refuses bad yes/no cells and empty names or ids, each with its line and column, all in one run', () => {
    const text = [
      'unique_id,name,types,blitz_legal,cc_banned,played_horizontally',
      'a1,Fine,Generic|Action,yes,no,',
      'a2,Bad legal,Generic|Action,maybe,,',
      'a3,,Generic|Action,,,',
      ',No id,Generic|Action,,Y,',
      'a5,"Quoted, with a comma",Generic|Action,,,sideways',
    ].join('\n');
    expect(importIssues(() => parseText('fab', 'cards.csv', text))).toEqual([
      { line: 3, column: 'blitz_legal', message: 'must be yes or no, got "maybe"' },
      { line: 4, column: 'name', message: 'is empty' },
      { line: 5, column: 'unique_id', message: 'is empty' },
      { line: 5, column: 'cc_banned', message: 'must be yes or no, got "Y"' },
      { line: 6, column: 'played_horizontally', message: 'must be yes or no, got "sideways"' },
    ]);
  });

  it('refuses a fab-cube CSV whose header lacks a required column', () => {
    // unique_id + types make it fab-cube data; without "name" there is nothing to call the cards.
    expect(importIssues(() => parseText('fab', 'cards.csv', 'unique_id,types,card_name\na1,Action,x\n'))).toEqual([
      { line: 1, message: 'the header lacks "name"' },
    ]);
  });
});

describe('fab/upstream/card.csv (tab-separated, multi-line quoted fields)', () => {
  let upstream: ParsedImport;
  beforeAll(() => {
    upstream = parseData('fab', 'fab/upstream/card.csv');
  });

  it('reads the same cards as the JSON, with the same multi-line rules text', () => {
    expect(upstream.format).toBe('fab-cube');
    expect(upstream.cards).toHaveLength(3878);
    const fromJson = new Map(json.cards.map((card) => [card.key, card]));
    for (const card of upstream.cards) {
      const twin = fromJson.get(card.key)!;
      expect(functional(card), card.name).toEqual(functional(twin));
      expect(card.keywords, card.name).toEqual(twin.keywords);
      expect(card.textEn ?? '', card.name).toBe(twin.textEn ?? '');
    }
    expect(upstream.cards.filter((card) => card.textEn?.includes('\n')).length).toBeGreaterThan(2000);
    // The type line (Type Text) brings the hybrids; the text brings essences and specializations.
    expect(upstream.cards.filter((card) => card.stats.hybridClasses)).toHaveLength(143);
    expect(upstream.cards.filter((card) => card.stats.essences)).toHaveLength(19);
    expect(upstream.cards.filter((card) => card.stats.specializes)).toHaveLength(97);
  });

  it('has no printings and no list flags, so it claims no regulation list', () => {
    expect(upstream.cards.every((card) => card.printings.length === 0)).toBe(true);
    expect(upstream.regulations).toEqual([]);
    expect(upstream.regulationScope).toEqual([]);
  });
});

describe('fab/upstream legality lists', () => {
  it.each(Object.entries(LEGALITY_LISTS))('%s.csv', (file, [format, status, flag, count]) => {
    const parsed = parseData('fab', `fab/upstream/${file}.csv`);
    expect(parsed.format).toBe('fab-cube');
    expect(parsed.cards).toEqual([]);
    expect(parsed.source.name).toBe(`fab-cube:${file}`);
    // The list the file is named for, even when nothing on it is active any more (the suspended lists).
    expect(parsed.regulationScope).toEqual([{ format, status }]);
    expect(parsed.regulations).toHaveLength(count);
    for (const entry of parsed.regulations) {
      expect(entry).toMatchObject({ format, status, limit: null, pair: null });
      expect(entry.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // The newest row per card decides, exactly as the derived cards.json flags were made.
    expect(new Set(parsed.regulations.map((r) => r.key))).toEqual(new Set(raw.filter((card) => card[flag] === true).map((card) => card.unique_id)));
  });

  it('banned-cc.csv: 35 active bans out of 41 "Yes" rows, each dated by its date in effect', () => {
    const parsed = parseData('fab', 'fab/upstream/banned-cc.csv');
    expect(parsed.regulations).toHaveLength(35);
    expect(parsed.regulations.find((r) => r.key === '9bQFfTFGQWJFWrcJnfQgz')).toEqual({
      format: 'cc',
      name: 'Drone of Brutality',
      key: '9bQFfTFGQWJFWrcJnfQgz',
      status: 'banned',
      limit: null,
      pair: null,
      since: '2021-03-26',
    });
  });

  const HEADER = 'Unique ID\tCard Unique ID\tCard Name\tCard Pitch\tStatus Active\tDate Announced\tDate In Effect';
  const row = (key: string, name: string, active: string, announced: string, inEffect: string) =>
    ['x', key, name, '1', active, `${announced}T00:00:00.000Z`, inEffect].join('\t');

  it('lets a newer row lift an older one, and a later re-ban count again', () => {
    const text = [
      HEADER,
      row('k1', 'Lifted', 'Yes', '2021-01-01', '2021-01-08T00:00:00.000Z'),
      row('k1', 'Lifted', 'No', '2022-01-01', '2022-01-08T00:00:00.000Z'),
      row('k2', 'Banned again', 'No', '2021-01-01', '2021-01-08T00:00:00.000Z'),
      row('k2', 'Banned again', 'Yes', '2023-05-01', '2023-05-09T00:00:00.000Z'),
    ].join('\n');
    const parsed = parseText('fab', 'banned-blitz.csv', text);
    expect(parsed.regulations).toEqual([{ format: 'blitz', name: 'Banned again', key: 'k2', status: 'banned', limit: null, pair: null, since: '2023-05-09' }]);
  });

  it('refuses a legality list renamed so that its list is unknown', () => {
    const issues = importIssues(() => parseText('fab', 'my-bans.csv', `${HEADER}\n${row('k', 'N', 'Yes', '2021-01-01', '2021-01-02')}`));
    expect(issues).toHaveLength(1);
    expect(issues[0]!.message).toMatch(/must keep its file name \(banned-blitz\.csv, banned-cc\.csv/);
  });

  it('reports every bad row of a legality list with line and column', () => {
    const text = [
      HEADER,
      row('k1', 'Fine', 'Yes', '2021-01-01', '2021-01-08'),
      row('', 'No key', 'Yes', '2021-01-01', '2021-01-08'),
      row('k3', 'Odd status', 'perhaps', '2021-01-01', '2021-01-08'),
      row('k4', 'Odd date', 'Yes', '2021-01-01', 'next week'),
    ].join('\n');
    expect(importIssues(() => parseText('fab', 'banned-cc.csv', text))).toEqual([
      { line: 3, column: 'Card Unique ID', message: 'is empty' },
      { line: 4, column: 'Status Active', message: 'must be yes or no, got "perhaps"' },
      { line: 5, column: 'Date In Effect', message: 'is not a date: "next week"' },
    ]);
  });
});

describe('fab-cube cards that break the rules of the shape', () => {
  it('reports every broken card of a JSON list by its position', () => {
    const text = JSON.stringify([
      { unique_id: 'a', name: 'Fine', types: ['Action'] },
      { unique_id: 'b', types: ['Action'] },
      { unique_id: 'c', name: 'Odd cost', types: ['Action'], cost: { x: 1 } },
      'not a card',
    ]);
    expect(importIssues(() => parseText('fab', 'cards.json', text))).toEqual([
      { line: 2, column: 'name', message: 'is missing' },
      { line: 3, column: 'cost', message: 'must be a number or text, got {"x":1}' },
      { line: 4, message: 'is not a card object' },
    ]);
  });

  it('a FaB file is refused by the Duel Masters game, naming the game it belongs to', () => {
    const error = importError(() => parseData('dm', 'fab/cards.json'));
    expect(error.issues).toEqual([{ message: 'holds fab cards, not dm cards; import it with --game fab' }]);
    expect(importError(() => parseData('dm', 'fab/upstream/banned-cc.csv')).issues[0]!.message).toMatch(/holds fab cards, not dm cards/);
  });
});
