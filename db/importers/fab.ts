/**
 * Flesh and Blood data from the-fab-cube/flesh-and-blood-cards, in the three shapes it comes in: the card JSON
 * (card.json / cards.json), the derived flat CSV (lists joined with |), the upstream tab-separated card.csv,
 * and the upstream legality lists (banned-cc.csv, living-legend-blitz.csv …).
 */
import type { CardRecord, FaceRecord, PrintingRecord, RegulationRecord, RegulationStatus } from '../cards/record';
import type { CsvTable } from './csv';
import { type IssueList } from './issues';
import { isCalendarDate } from './values';
import { IS_EMPTY, IS_MISSING, NOT_A_CARD_OBJECT, headerLacks } from './reasons';

/** The fields Deck Dojo reads from a fab-cube card, whatever shape it came in. */
export interface FabCubeCard {
  unique_id: string;
  name: string;
  color: string | null;
  pitch: number | string | null;
  cost: number | string | null;
  power: number | string | null;
  defense: number | string | null;
  health: number | string | null;
  intelligence: number | string | null;
  arcane: number | string | null;
  types: string[];
  traits: string[];
  card_keywords: string[];
  ability_and_effect_keywords: string[];
  /** The kinds of abilities the card has ("Once per Turn Action", "Instant"), without the abilities themselves. */
  abilities_and_effects: string[];
  functional_text: string | null;
  type_text: string | null;
  played_horizontally: boolean;
  blitz_legal: boolean;
  cc_legal: boolean;
  commoner_legal: boolean;
  ll_legal: boolean;
  card_ids: string[];
  rarities: string[];
  image_url: string | null;
  /** Banned/suspended/… flags of the derived JSON and CSV (the upstream CSV has separate legality files). */
  flags: Partial<Record<FabLegalityFlag, boolean>>;
}

const LEGALITY_FLAGS = {
  blitz_banned: ['blitz', 'banned'],
  cc_banned: ['cc', 'banned'],
  commoner_banned: ['commoner', 'banned'],
  ll_banned: ['ll', 'banned'],
  upf_banned: ['upf', 'banned'],
  blitz_living_legend: ['blitz', 'living_legend'],
  cc_living_legend: ['cc', 'living_legend'],
  ll_restricted: ['ll', 'restricted'],
  blitz_suspended: ['blitz', 'suspended'],
  cc_suspended: ['cc', 'suspended'],
  commoner_suspended: ['commoner', 'suspended'],
} as const satisfies Record<string, readonly [string, RegulationStatus]>;
type FabLegalityFlag = keyof typeof LEGALITY_FLAGS;

/** Upstream legality list file names → format and status. */
const LEGALITY_FILES: Record<string, readonly [string, RegulationStatus]> = {
  'banned-blitz': ['blitz', 'banned'],
  'banned-cc': ['cc', 'banned'],
  'banned-commoner': ['commoner', 'banned'],
  'banned-ll': ['ll', 'banned'],
  'banned-upf': ['upf', 'banned'],
  'living-legend-blitz': ['blitz', 'living_legend'],
  'living-legend-cc': ['cc', 'living_legend'],
  'restricted-ll': ['ll', 'restricted'],
  'suspended-blitz': ['blitz', 'suspended'],
  'suspended-cc': ['cc', 'suspended'],
  'suspended-commoner': ['commoner', 'suspended'],
};

/** Card types of CR 1.3 → Deck Dojo kind ids. Every other type word is a class, talent or subtype. */
const CARD_TYPES: Record<string, string> = {
  Hero: 'hero',
  Action: 'action',
  'Attack Reaction': 'attackReaction',
  'Defense Reaction': 'defenseReaction',
  Instant: 'instant',
  Block: 'block',
  Resource: 'resource',
  Mentor: 'mentor',
  Weapon: 'weapon',
  Equipment: 'equipment',
  Token: 'token',
  'Demi-Hero': 'demiHero',
  Macro: 'macro',
  Companion: 'companion',
  Event: 'event',
};
const CLASSES = new Set([
  'Adjudicator', 'Assassin', 'Bard', 'Brute', 'Generic', 'Guardian', 'Illusionist', 'Mechanologist', 'Merchant',
  'Necromancer', 'Ninja', 'Pirate', 'Ranger', 'Runeblade', 'Shapeshifter', 'Thief', 'Warrior', 'Wizard',
]);
const TALENTS = new Set(['Chaos', 'Draconic', 'Earth', 'Elemental', 'Ice', 'Light', 'Lightning', 'Mystic', 'Revered', 'Reviled', 'Royal', 'Shadow']);
const FORMATS = ['blitz', 'cc', 'commoner', 'll'] as const;

const TRUE_WORDS = new Set(['true', 'yes', '1']);
const FALSE_WORDS = new Set(['false', 'no', '0']);

function numberOrText(value: number | string | null): { value: number | null; text: string | null } {
  if (value === null || value === '') return { value: null, text: null };
  if (typeof value === 'number') return { value, text: null };
  return /^-?\d+$/.test(value.trim()) ? { value: Number(value), text: null } : { value: null, text: value.trim() };
}

/** The section a card goes to when added to a deck (fab.md §3.1: hero-card, arena-cards, deck-cards). */
function zoneOf(kinds: string[]): string | null {
  if (kinds.includes('hero')) return 'hero';
  if (kinds.includes('token') || kinds.includes('demiHero') || kinds.includes('macro') || kinds.includes('event') || kinds.includes('other')) return null;
  if (kinds.includes('weapon') || kinds.includes('equipment')) return 'arena';
  return 'deck';
}

/** What one type line (or one face's half of it) says: `Lightning Wizard Action`, `Assassin / Ninja Action - Attack`. */
interface TypeLine {
  kinds: string[];
  subtypes: string[];
  classes: string[];
  talents: string[];
  /** Classes joined by " / " (a hybrid card is either class, not both), lower case. */
  hybridClasses: string[];
}

const CARD_TYPE_NAMES = Object.keys(CARD_TYPES).sort((a, b) => b.length - a.length);

/**
 * Reads a printed type line. Classes and talents come before the card type, subtypes after " - ". Words joined
 * by " / " are a hybrid: `Assassin / Ninja` means the card is an Assassin card or a Ninja card.
 */
export function readFabTypeLine(typeText: string): TypeLine {
  const dash = typeText.indexOf(' - ');
  let front = dash >= 0 ? typeText.slice(0, dash) : typeText;
  const after = dash >= 0 ? typeText.slice(dash + 3).split(/[\s()]+/).filter(Boolean) : [];
  const hybridClasses: string[] = [];
  for (const group of front.matchAll(/[\w'-]+(?:\s*\/\s*[\w'-]+)+/g)) {
    const members = group[0].split('/').map((word) => word.trim());
    if (members.every((word) => CLASSES.has(word))) hybridClasses.push(...members.map((word) => word.toLowerCase()));
  }
  const kinds: string[] = [];
  for (const name of CARD_TYPE_NAMES) {
    const pattern = new RegExp(`(^|\\s)${name}(?=\\s|$)`);
    if (pattern.test(front)) {
      kinds.push(CARD_TYPES[name]!);
      front = front.replace(pattern, ' ');
    }
  }
  const words = front.split(/[\s/,]+/).filter(Boolean);
  return {
    kinds: CARD_TYPE_NAMES.map((name) => CARD_TYPES[name]!).filter((kind) => kinds.includes(kind)),
    subtypes: [...words, ...after],
    classes: words.filter((word) => CLASSES.has(word)).map((word) => word.toLowerCase()).filter((word) => !hybridClasses.includes(word)),
    talents: words.filter((word) => TALENTS.has(word)).map((word) => word.toLowerCase()),
    hybridClasses,
  };
}

/**
 * fab-cube splits keyword lists at commas, which cuts one keyword in pieces: Bravo's
 * "Essence of Earth, Ice, and Lightning" arrives as "Essence of Earth", "Ice", "and Lightning". Joined again here.
 */
function joinSplitKeywords(keywords: readonly string[]): string[] {
  const out: string[] = [];
  for (const keyword of keywords) {
    const previous = out[out.length - 1];
    if (previous?.startsWith('Essence of ') && (TALENTS.has(keyword) || /^and \w+$/.test(keyword))) out[out.length - 1] = `${previous}, ${keyword}`;
    else out.push(keyword);
  }
  return out;
}

/** "Earth, Ice, and Lightning" → earth, ice, lightning: the talents an Essence hero may also use (fab.md §3.1). */
function essenceTalents(card: FabCubeCard, keywords: readonly string[]): string[] {
  const phrases = [
    ...[...(card.functional_text ?? '').matchAll(/\*\*Essence of ([^*]+)\*\*/g)].map((match) => match[1]!),
    ...keywords.filter((keyword) => keyword.startsWith('Essence of ')).map((keyword) => keyword.slice('Essence of '.length)),
  ];
  const talents = phrases.flatMap((phrase) => phrase.split(/,\s*(?:and\s+)?|\s+and\s+/).map((word) => word.trim()));
  return [...new Set(talents.filter((word) => TALENTS.has(word)).map((word) => word.toLowerCase()))];
}

/**
 * `**Cindra Specialization**`, `**Legendary Viserai Specialization**`, `**Dromai or Fai Specialization**`: the
 * heroes named, as printed (a short name: "Data Doll" is Data Doll MKII, "Jarl" is Jarl Vetreiði).
 */
function specializationHeroes(card: FabCubeCard, keywords: readonly string[]): { heroes: string[]; legendary: boolean } {
  const fromText = [...(card.functional_text ?? '').matchAll(/\*\*(Legendary )?([^*]+?) Specialization\*\*/g)];
  const phrases = fromText.length > 0 ? fromText.map((match) => match[2]!) : keywords.filter((k) => / Specialization$/.test(k)).map((k) => k.replace(/ Specialization$/, ''));
  return {
    heroes: [...new Set(phrases.flatMap((phrase) => phrase.split(' or ').map((name) => name.trim())).filter(Boolean))],
    legendary: fromText.some((match) => match[1] !== undefined),
  };
}

/** The kinds of activated abilities (CR 5.2): an action, an instant or a reaction, perhaps once per turn. */
const ACTIVATED = /\b(action|instant|reaction)\b/i;

/**
 * What the table reads of a weapon's or equipment's activated ability (engine/games/fab/play.ts `activate`): its kinds
 * (`abilities`: "Once per Turn Action") and, from the functional text the pack does not ship, the resource cost of the
 * first one — the {r} before its colon (`**Once per Turn Action** - {r}{r}: **Attack**` costs 2; `- 0:` nothing).
 */
function activatedAbility(card: FabCubeCard): { abilities?: string[]; abilityCost?: number } {
  const abilities = card.abilities_and_effects.filter((kind) => ACTIVATED.test(kind));
  if (abilities.length === 0) return {};
  const cost = /\*\*[^*]*\b(?:Action|Instant|Reaction)\*\*\s*[-–]\s*([^:]*):/i.exec(card.functional_text ?? '');
  if (!cost) return { abilities };
  const paid = cost[1]!.match(/\{r\}/g)?.length ?? 0;
  // A cost of X or one in other assets (energy counters, a discard) is no resource cost the table can read.
  const readable = paid > 0 || /^\s*0\s*(,|$)/.test(cost[1]!);
  return readable ? { abilities, abilityCost: paid } : { abilities };
}

export function fabCardToRecord(card: FabCubeCard, setNames: ReadonlyMap<string, string>, withText: boolean): CardRecord {
  const kinds = [...new Set(card.types.filter((t) => CARD_TYPES[t]).map((t) => CARD_TYPES[t]!))];
  if (kinds.length === 0) kinds.push('other');
  const subtypes = card.types.filter((t) => !CARD_TYPES[t]);
  const cost = numberOrText(card.cost);
  const power = numberOrText(card.power);
  // A double-faced card's type line has a half per face: `Runeblade Action // Earth Instant`.
  const typeLines = (card.type_text ?? '').split(' // ').filter((half) => half.trim() !== '').map(readFabTypeLine);
  // Hybrid classes (`Assassin / Ninja`) are read from the printed type line; the types list loses the slash.
  const hybridClasses = [...new Set(typeLines.flatMap((line) => line.hybridClasses))];
  const stats: CardRecord['stats'] = {
    color: card.color ? card.color.toLowerCase() : null,
    classes: subtypes.filter((t) => CLASSES.has(t)).map((t) => t.toLowerCase()).filter((c) => !hybridClasses.includes(c)),
    talents: subtypes.filter((t) => TALENTS.has(t)).map((t) => t.toLowerCase()),
  };
  if (hybridClasses.length > 0) stats.hybridClasses = hybridClasses;
  for (const [key, raw] of [['pitch', card.pitch], ['defense', card.defense], ['life', card.health], ['intellect', card.intelligence], ['arcane', card.arcane]] as const) {
    const parsed = numberOrText(raw);
    stats[key] = parsed.value;
    if (parsed.text) stats[`${key}Text`] = parsed.text;
  }
  const keywords = [...new Set([...joinSplitKeywords(card.card_keywords), ...card.ability_and_effect_keywords])];
  if (kinds.includes('hero')) {
    const essences = essenceTalents(card, keywords);
    if (essences.length > 0) stats.essences = essences;
    // Shiyana, Diamond Gemini: "You may have specialization cards of any hero in your deck."
    if (/\*\*specialization\*\* cards of any hero/i.test(card.functional_text ?? '')) stats.anySpecialization = true;
  }
  if (kinds.includes('weapon') || kinds.includes('equipment')) Object.assign(stats, activatedAbility(card));
  const specialization = specializationHeroes(card, keywords);
  if (specialization.heroes.length > 0) stats.specializes = specialization.heroes;
  const flags: string[] = [];
  if (card.types.includes('Young')) flags.push('young');
  if (keywords.includes('Legendary') || specialization.legendary) flags.push('legendary');
  if (card.played_horizontally) flags.push('horizontal');
  const faceNames = card.name.split(' // ');
  if (faceNames.length > 1) flags.push('dfc');
  const faceLines = typeLines.length === faceNames.length ? typeLines : null;

  // fab-cube's `rarities` are the distinct rarities of every printing (variants and foils too), not one per
  // printing: a printing's own is known only when the card has one. The card keeps them all, as Silver Age and
  // Commoner count a card at any rarity it was ever printed at (fabtcg.com Silver Age page; TRP 7.4).
  const rarities = [...new Set(card.rarities)];
  if (rarities.length > 0) stats.rarities = rarities;
  const printings: PrintingRecord[] = card.card_ids.map((id) => ({
    set: id.slice(0, 3),
    setName: setNames.get(id.slice(0, 3)) ?? null,
    number: id,
    rarity: rarities.length === 1 ? rarities[0]! : null,
    image: card.image_url && card.image_url.includes(id) ? card.image_url : null,
  }));
  if (card.image_url && printings.length > 0 && !printings.some((p) => p.image)) printings[0]!.image = card.image_url;

  return {
    key: card.unique_id,
    name: card.name,
    nameEn: null,
    nameJa: null,
    reading: null,
    kinds,
    subtypes,
    keywords,
    cost: cost.value,
    costText: cost.text,
    power: power.value,
    powerText: power.text,
    stats,
    text: null,
    // The project ships facts, not prose: rules text arrives only when the player imports fab-cube data.
    textEn: withText ? card.functional_text || null : null,
    zone: zoneOf(kinds),
    copyLimit: null,
    aliasOf: null,
    flags,
    formats: FORMATS.filter((format) => card[`${format}_legal`]),
    faces:
      faceNames.length > 1
        ? faceNames.map((name, index): FaceRecord => {
            const line = faceLines?.[index];
            return {
              name,
              kinds: line && line.kinds.length > 0 ? line.kinds : kinds,
              subtypes: line?.subtypes ?? [],
              keywords: [],
              cost: null,
              costText: null,
              power: null,
              powerText: null,
              stats: line ? { classes: line.classes, talents: line.talents } : {},
              text: null,
              textEn: null,
            };
          })
        : [],
    printings,
    image: card.image_url,
  };
}

/** Regulations from the banned/suspended/living-legend flags that the derived files carry (no dates there). */
export function fabFlagRegulations(cards: readonly FabCubeCard[]): RegulationRecord[] {
  return cards.flatMap((card) =>
    Object.entries(LEGALITY_FLAGS)
      .filter(([flag]) => card.flags[flag as FabLegalityFlag])
      .map(([, [format, status]]) => ({ format, name: card.name, key: card.unique_id, status, limit: null, pair: null, since: null, until: null })),
  );
}

/** The derived JSON: an array of fab-cube card objects. */
export function readFabJson(items: unknown[], issues: IssueList): FabCubeCard[] {
  const cards: FabCubeCard[] = [];
  items.forEach((item, index) => {
    const line = index + 1;
    if (typeof item !== 'object' || item === null) return issues.add({ line, message: NOT_A_CARD_OBJECT });
    const raw = item as Record<string, unknown>;
    for (const field of ['unique_id', 'name', 'types'] as const) {
      if (raw[field] === undefined || raw[field] === null || raw[field] === '') issues.add({ line, column: field, message: IS_MISSING });
    }
    if (typeof raw.unique_id !== 'string' || typeof raw.name !== 'string' || !Array.isArray(raw.types)) return;
    const strings = (field: string) => (Array.isArray(raw[field]) ? (raw[field] as unknown[]).map(String) : []);
    const scalar = (field: string) => {
      const value = raw[field];
      if (value === undefined || value === null) return null;
      if (typeof value === 'number' || typeof value === 'string') return value;
      issues.add({ line, column: field, message: { en: `must be a number or text, got ${JSON.stringify(value)}`, ja: `数でもテキストでもありません（${JSON.stringify(value)}）` } });
      return null;
    };
    const flags: FabCubeCard['flags'] = {};
    for (const flag of Object.keys(LEGALITY_FLAGS) as FabLegalityFlag[]) flags[flag] = raw[flag] === true;
    cards.push({
      unique_id: raw.unique_id,
      name: raw.name,
      color: typeof raw.color === 'string' ? raw.color : null,
      pitch: scalar('pitch'),
      cost: scalar('cost'),
      power: scalar('power'),
      defense: scalar('defense'),
      health: scalar('health'),
      intelligence: scalar('intelligence'),
      arcane: scalar('arcane'),
      types: strings('types'),
      traits: strings('traits'),
      card_keywords: strings('card_keywords'),
      ability_and_effect_keywords: strings('ability_and_effect_keywords'),
      abilities_and_effects: strings('abilities_and_effects'),
      functional_text: typeof raw.functional_text === 'string' ? raw.functional_text : null,
      type_text: typeof raw.type_text === 'string' ? raw.type_text : null,
      played_horizontally: raw.played_horizontally === true,
      blitz_legal: raw.blitz_legal !== false,
      cc_legal: raw.cc_legal !== false,
      commoner_legal: raw.commoner_legal !== false,
      ll_legal: raw.ll_legal !== false,
      card_ids: strings('card_ids'),
      rarities: strings('rarities'),
      image_url: typeof raw.image_url === 'string' ? raw.image_url : null,
      flags,
    });
  });
  return cards;
}

/** Reads a yes/no column; an empty cell means `whenEmpty` (fab-cube: "No given value is considered Yes"). */
function readBool(value: string, whenEmpty: boolean, line: number, column: string, issues: IssueList): boolean {
  const word = value.trim().toLowerCase();
  if (word === '') return whenEmpty;
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  issues.add({ line, column, message: { en: `must be yes or no, got "${value}"`, ja: `yes でも no でもありません（"${value}"）` } });
  return whenEmpty;
}

/** The derived flat CSV (cards.csv) or the upstream tab-separated card.csv. */
export function readFabCsv(table: CsvTable, issues: IssueList): FabCubeCard[] {
  const upstream = table.headers.includes('Unique ID');
  const column = (derived: string, original: string) => (upstream ? original : derived);
  const required = [column('unique_id', 'Unique ID'), column('name', 'Name'), column('types', 'Types')];
  const missing = required.filter((name) => !table.headers.includes(name));
  if (missing.length > 0) {
    issues.add({ line: 1, message: headerLacks(missing) });
    return [];
  }
  const split = (value: string) =>
    value
      .split(upstream ? ',' : '|')
      .map((part) => part.trim())
      .filter(Boolean);
  return table.rows.map(({ line, values }) => {
    const get = (derived: string, original: string) => values[column(derived, original)] ?? '';
    // Types may be empty (fab-cube's "Marked" has none): like the JSON reader, such a card becomes kind "other".
    for (const name of required) if (name !== column('types', 'Types') && !values[name]?.trim()) issues.add({ line, column: name, message: IS_EMPTY });
    const flags: FabCubeCard['flags'] = {};
    if (!upstream) {
      for (const flag of Object.keys(LEGALITY_FLAGS) as FabLegalityFlag[]) {
        if (flag in values) flags[flag] = readBool(values[flag]!, false, line, flag, issues);
      }
    }
    const legal = (format: string, header: string) => readBool(get(`${format}_legal`, header), true, line, column(`${format}_legal`, header), issues);
    return {
      unique_id: get('unique_id', 'Unique ID').trim(),
      name: get('name', 'Name').trim(),
      color: get('color', 'Color').trim() || null,
      pitch: get('pitch', 'Pitch'),
      cost: get('cost', 'Cost'),
      power: get('power', 'Power'),
      defense: get('defense', 'Defense'),
      health: get('health', 'Health'),
      intelligence: get('intelligence', 'Intelligence'),
      arcane: get('arcane', 'Arcane'),
      types: split(get('types', 'Types')),
      traits: split(get('traits', 'Traits')),
      card_keywords: split(get('card_keywords', 'Card Keywords')),
      ability_and_effect_keywords: split(get('ability_and_effect_keywords', 'Ability and Effect Keywords')),
      abilities_and_effects: split(get('abilities_and_effects', 'Abilities and Effects')),
      functional_text: get('functional_text', 'Functional Text') || null,
      type_text: get('type_text', 'Type Text') || null,
      played_horizontally: readBool(get('played_horizontally', 'Card Played Horizontally'), false, line, column('played_horizontally', 'Card Played Horizontally'), issues),
      blitz_legal: legal('blitz', 'Blitz Legal'),
      cc_legal: legal('cc', 'CC Legal'),
      commoner_legal: legal('commoner', 'Commoner Legal'),
      ll_legal: legal('ll', 'LL Legal'),
      card_ids: upstream ? [] : split(values.card_ids ?? ''),
      rarities: upstream ? [] : split(values.rarities ?? ''),
      image_url: null,
      flags,
    };
  });
}

const legalityListName = (file: string) => file.replace(/^.*[\\/]/, '').replace(/\.(csv|tsv|txt)$/i, '');

/**
 * The list a legality file is the authority for, from its name (banned-cc.csv: cc, banned), even when no entry
 * in it is active any more: importing it then empties that list.
 */
export function fabLegalityScope(file: string): { format: string; status: RegulationStatus }[] {
  const kind = LEGALITY_FILES[legalityListName(file)];
  return kind ? [{ format: kind[0], status: kind[1] }] : [];
}

export function isFabLegalityTable(table: Pick<CsvTable, 'headers'>): boolean {
  return table.headers.includes('Card Unique ID') && table.headers.includes('Status Active');
}

/**
 * An upstream legality list. The file name says the format and status (banned-cc.csv); each card's rows, in the
 * order they were announced, open an entry (Status Active: Yes) or lift it (No), each dated when in effect. A
 * lifted entry is kept with the date it ended, so a deck checked as of an earlier day still meets it.
 */
export function readFabLegality(table: CsvTable, file: string, issues: IssueList): RegulationRecord[] {
  const kind = LEGALITY_FILES[legalityListName(file)];
  if (!kind) {
    const names = Object.keys(LEGALITY_FILES).map((n) => `${n}.csv`).join(', ');
    issues.add({ message: { en: `a fab-cube legality list must keep its file name (${names})`, ja: `fab-cube の規制リストはファイル名を変えずに取り込んでください（${names}）` } });
    return [];
  }
  const [format, status] = kind;
  const rows = new Map<string, { name: string; active: boolean; date: string | null; announced: string }[]>();
  for (const { line, values } of table.rows) {
    const key = values['Card Unique ID']?.trim();
    const name = values['Card Name']?.trim();
    if (!key) issues.add({ line, column: 'Card Unique ID', message: IS_EMPTY });
    if (!name) issues.add({ line, column: 'Card Name', message: IS_EMPTY });
    if (!key || !name) continue;
    const active = readBool(values['Status Active'] ?? '', false, line, 'Status Active', issues);
    const date = (values['Date In Effect'] ?? '').slice(0, 10) || null;
    if (date && !isCalendarDate(date)) issues.add({ line, column: 'Date In Effect', message: { en: `is not a date: "${values['Date In Effect']}"`, ja: `日付ではありません（"${values['Date In Effect']}"）` } });
    rows.set(key, [...(rows.get(key) ?? []), { name, active, date, announced: values['Date Announced'] ?? '' }]);
  }
  const records: RegulationRecord[] = [];
  for (const [key, history] of rows) {
    let open: RegulationRecord | null = null;
    // Stable sort: rows announced the same day keep the file's order.
    for (const row of [...history].sort((a, b) => a.announced.localeCompare(b.announced))) {
      if (row.active && !open) {
        open = { format, name: row.name, key, status, limit: null, pair: null, since: row.date, until: null };
        records.push(open);
      } else if (!row.active && open) {
        open.until = row.date;
        open = null;
      }
    }
  }
  return records;
}

/** Set code → set name from the upstream set.csv (first edition's name wins). */
export function readFabSetNames(table: CsvTable): Map<string, string> {
  const names = new Map<string, string>();
  for (const { values } of table.rows) {
    const code = values.Identifier?.trim();
    const name = values.Name?.trim();
    if (code && name && !names.has(code)) names.set(code, name);
  }
  return names;
}
