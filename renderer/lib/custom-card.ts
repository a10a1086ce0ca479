/**
 * The custom card editor's model: the form as the player fills it in (every field as typed, numbers too), what
 * each game's cards print beyond the common fields, the checks made before saving, the request
 * `cards.saveCustom` takes, and the API's INVALID_PARAMS messages mapped back to the form's fields.
 */
import type { CardDetail, CardPrinting, CardStats, CardSummary, CustomCardInput, GameInfo, Localized } from '../../api/contract';
import type { MessageKey } from '../i18n/index.svelte';
import { shortcuts } from './shortcuts.svelte';

// ------------------------------------------------------------------------------------------------------------
// The game's own stats.

export interface StatOption {
  value: string;
  /** A message of the interface, or the game's own name of the value (a civilization, a pitch). */
  label: MessageKey | Localized;
  /** A swatch shown beside the choice (civilization, pitch or card colour). */
  color?: string;
  /** The word written beside it (FaB pitch 1: `color: red`). */
  word?: string;
}

export type StatField =
  /** A whole number; `min` when the game prints no negative value there. */
  | { key: string; kind: 'number'; label: MessageKey; min?: number }
  /** Text; `code` when it is a compact code of those letters in groups joined by `/` (ACG condition `FF/AA`). */
  | { key: string; kind: 'text'; label: MessageKey; hint?: MessageKey; code?: string }
  /** A list of words (FaB classes and talents, kept in lower case as the data and the deck rules have them). */
  | { key: string; kind: 'tags'; label: MessageKey; lowerCase?: boolean }
  /**
   * One of a few values, or none. `swatches` shows them as coloured choices, else a drop-down; `numeric` values are
   * saved as numbers; `wordStat` is the stat each value's word is written to (FaB colour follows the pitch).
   */
  | { key: string; kind: 'choice'; label: MessageKey; options: readonly StatOption[]; swatches?: boolean; numeric?: boolean; wordStat?: string }
  /** Any of a few values (DM civilizations; 無色 stands alone). */
  | { key: string; kind: 'set'; label: MessageKey; options: readonly StatOption[]; alone?: string };

/** A field holding several values. */
const isList = (field: StatField): boolean => field.kind === 'tags' || field.kind === 'set';

/** The editor's own names of stats the card details do not show (the others are named as there, `stat.<key>`). */
const EDITOR_STAT_LABELS: Readonly<Record<string, MessageKey>> = {
  durabilityText: 'customCard.stat.durabilityText',
  attackModifier: 'customCard.stat.attackModifier',
  durabilityModifier: 'customCard.stat.durabilityModifier',
  substituteRace: 'customCard.stat.substituteRace',
  substituteCount: 'customCard.stat.substituteCount',
};
const statLabel = (stat: string): MessageKey => EDITOR_STAT_LABELS[stat] ?? (`stat.${stat}` as MessageKey);

/** The game's own stats as its presentation declares them (rules digests §3; keys as the packs and importers store them). */
export function statFields(game: GameInfo): StatField[] {
  const colour = game.presentation.colour;
  return game.presentation.customCard.fields.map((field): StatField => {
    const label = statLabel(field.stat);
    switch (field.kind) {
      case 'number':
        return { key: field.stat, kind: 'number', label, ...(field.min === undefined ? {} : { min: field.min }) };
      case 'text':
        return { key: field.stat, kind: 'text', label, ...(field.hint ? { hint: `customCard.hint.${field.stat}` as MessageKey } : {}) };
      case 'code':
        return { key: field.stat, kind: 'text', label, code: field.letters, ...(field.hint ? { hint: `customCard.hint.${field.stat}` as MessageKey } : {}) };
      case 'tags':
        return { key: field.stat, kind: 'tags', label, ...(field.lowerCase ? { lowerCase: true } : {}) };
      case 'choice':
        return { key: field.stat, kind: 'choice', label, options: field.values.map((value) => ({ value, label: `customCard.stat.${field.stat}.${value}` as MessageKey })) };
      case 'colour': {
        const options = (colour?.values ?? []).map(({ value, name, swatch, word }): StatOption => ({ value, label: name, color: swatch, ...(word ? { word } : {}) }));
        if (field.several) return { key: field.stat, kind: 'set', label, options, ...(field.several.alone ? { alone: field.several.alone } : {}) };
        const wordStat = colour?.stat !== undefined && colour.stat !== field.stat ? colour.stat : undefined;
        return { key: field.stat, kind: 'choice', label, options, swatches: true, ...(colour?.numeric ? { numeric: true } : {}), ...(wordStat ? { wordStat } : {}) };
      }
    }
  });
}

/** Stats another field writes (FaB colour follows the pitch): neither shown nor kept from the original. */
const derivedStats = (fields: readonly StatField[]): string[] => fields.flatMap((field) => (field.kind === 'choice' && field.wordStat ? [field.wordStat] : []));

/** The deck section a card of these kinds usually goes to (the packs' zones); '' for none (tokens). */
export function suggestedZone(game: GameInfo, kinds: readonly string[]): string {
  const { rules, none, otherwise } = game.presentation.customCard.sections;
  const rule = rules.find((each) => each.kinds.some((kind) => kinds.includes(kind)));
  if (rule) return rule.section;
  if (none && kinds.length > 0 && kinds.every((kind) => none.includes(kind))) return '';
  return otherwise;
}

// ------------------------------------------------------------------------------------------------------------
// The form.

export interface CustomCardForm {
  /** The custom card being edited; null for a new one (a new key is made). */
  key: string | null;
  name: string;
  nameEn: string;
  reading: string;
  kinds: string[];
  subtypes: string[];
  keywords: string[];
  cost: string;
  costText: string;
  power: string;
  powerText: string;
  /** Per stat field with one value: the text typed, or the choice ('' for none). */
  stats: Record<string, string>;
  /** Per stat field with several values (tags, DM civilizations). */
  statLists: Record<string, string[]>;
  text: string;
  textEn: string;
  zone: string;
  /** The section follows the kinds until the player picks one. */
  zoneFollowsKinds: boolean;
  copyLimit: string;
  aliasOf: string;
  /** The card numbers of its printings (PMV SMP-004, a promo's SP-003), one per printing. */
  numbers: string[];
  /** The printings of the original card: a number kept keeps its set, set name and rarity. */
  keptPrintings: CardPrinting[];
  /** What is typed in a tag input but not yet added: saved with the rest. */
  drafts: Record<string, string>;
  /** Stats of the original card the form has no field for (FaB specializations, DM game-start sets…): kept as they are. */
  keptStats: CardStats;
}

const numberText = (value: unknown): string => (typeof value === 'number' ? String(value) : '');

export function emptyForm(game: GameInfo): CustomCardForm {
  const stats: Record<string, string> = {};
  const statLists: Record<string, string[]> = {};
  const drafts: Record<string, string> = { subtypes: '', keywords: '', numbers: '' };
  for (const field of statFields(game)) {
    if (isList(field)) statLists[field.key] = [];
    else stats[field.key] = '';
    if (field.kind === 'tags') drafts[`stats.${field.key}`] = '';
  }
  return {
    key: null, name: '', nameEn: '', reading: '', kinds: [], subtypes: [], keywords: [], cost: '', costText: '', power: '', powerText: '',
    stats, statLists, text: '', textEn: '', zone: suggestedZone(game, []), zoneFollowsKinds: true, copyLimit: '', aliasOf: '', numbers: [], keptPrintings: [],
    drafts, keptStats: {},
  };
}

/**
 * A form filled from a card: `edit` keeps its key (saving updates it), `duplicate` makes a new custom card that
 * starts as a copy (a proxy, or a fan card made from a real one).
 */
export function formFromCard(card: CardDetail, game: GameInfo, mode: 'edit' | 'duplicate'): CustomCardForm {
  const form = emptyForm(game);
  const fields = statFields(game);
  for (const field of fields) {
    const value = card.stats[field.key];
    if (field.kind === 'number') form.stats[field.key] = numberText(value);
    else if (isList(field)) form.statLists[field.key] = Array.isArray(value) ? [...value] : typeof value === 'string' ? [value] : [];
    else form.stats[field.key] = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
  const owned = new Set([...fields.map((field) => field.key), ...derivedStats(fields)]);
  const keptStats: CardStats = {};
  // Lists are copied: the card may be reactive state, whose proxies the form's structuredClone cannot copy.
  for (const [key, value] of Object.entries(card.stats)) if (!owned.has(key) && value !== null) keptStats[key] = Array.isArray(value) ? [...(value as readonly string[])] : value;
  const zone = card.zone !== null && game.sections.some((section) => section.id === card.zone) ? card.zone : '';
  return {
    ...form,
    key: mode === 'edit' ? card.key : null,
    name: card.name,
    nameEn: card.nameEn ?? '',
    reading: card.reading ?? '',
    kinds: card.kinds.filter((kind) => game.cardKinds.some((k) => k.id === kind)),
    subtypes: [...card.subtypes],
    keywords: [...card.keywords],
    cost: numberText(card.cost),
    costText: card.costText ?? '',
    power: numberText(card.power),
    powerText: card.powerText ?? '',
    text: card.text ?? '',
    textEn: card.textEn ?? '',
    zone,
    zoneFollowsKinds: false,
    copyLimit: numberText(card.copyLimit),
    aliasOf: card.aliasOf ?? '',
    numbers: card.printings.map((printing) => printing.number),
    keptPrintings: card.printings.map((printing) => ({ ...printing })),
    keptStats,
  };
}

/** What separates words typed into a tag box: commas (、，too), bars and new lines. */
export const TAG_SEPARATOR = /[,、，|｜\n]/;

function splitTags(text: string): string[] {
  return text
    .split(TAG_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A tag list with what is still typed in its box (which may hold several words), each word once. */
export function withDraft(tags: readonly string[], draft: string | undefined): string[] {
  return [...new Set([...tags, ...splitTags(draft ?? '')])];
}

/** Ticks a card kind on or off, kinds kept in the game's order; the deck section follows until the player picks one. */
export function setKind(form: CustomCardForm, game: GameInfo, kind: string, on: boolean): void {
  form.kinds = game.cardKinds.map((each) => each.id).filter((each) => (each === kind ? on : form.kinds.includes(each)));
  if (form.zoneFollowsKinds) form.zone = suggestedZone(game, form.kinds);
}

/** Ticks one value of a several-value stat (a DM civilization) on or off; the `alone` value (無色) takes no other. */
export function setListValue(form: CustomCardForm, field: Extract<StatField, { kind: 'set' }>, value: string, on: boolean): void {
  const list = form.statLists[field.key] ?? [];
  let next = on ? [...list, value] : list.filter((each) => each !== value);
  if (on && field.alone) next = value === field.alone ? [value] : next.filter((each) => each !== field.alone);
  form.statLists[field.key] = field.options.map((option) => option.value).filter((each) => next.includes(each));
}

/**
 * A whole number as players type it: full-width digits, a minus sign typed as − or ー; null when empty, undefined
 * when it is not a whole number.
 */
export function parseWholeNumber(text: string): number | null | undefined {
  const normalized = text.normalize('NFKC').trim().replace(/^[−–ー]/, '-');
  if (normalized === '') return null;
  if (!/^[+-]?\d+$/.test(normalized)) return undefined;
  const value = Number(normalized);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** A compact code (ACG's condition `FF/AA`) from what was typed (lower case, full width, spaces). */
function normalizeCode(text: string): string {
  return text.normalize('NFKC').toUpperCase().replace(/\s+/g, '');
}

/** Whether a code is groups of these letters joined by `/`. */
function isCode(code: string, letters: string): boolean {
  const group = `[${letters.replace(/[\\\]^-]/g, '\\$&')}]+`;
  return new RegExp(`^${group}(/${group})*$`).test(code);
}

/** A problem with a field: a message of the interface, or the API's own words. */
export type FieldProblem = { message: MessageKey; values?: Record<string, string> } | { text: string };
export type FieldProblems = Record<string, FieldProblem>;

/** The fields in the order the form shows them: the first with a problem gets the focus. */
export function fieldOrder(game: GameInfo): string[] {
  return [
    'name', 'nameEn', 'reading', 'kinds', 'subtypes', 'keywords', 'cost', 'costText', 'power', 'powerText',
    ...statFields(game).map((field) => `stats.${field.key}`),
    'text', 'textEn', 'zone', 'copyLimit', 'aliasOf', 'printings',
  ];
}

/** The form's element id of a field (`stats.mana` → `cc-stats-mana`). */
export function fieldId(field: string): string {
  return `cc-${field.replace(/\./g, '-')}`;
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * The request for `cards.saveCustom`, and what must be fixed first: a name, a kind, whole numbers where numbers go.
 * An empty field is sent as null (or an empty list): the card has no such value.
 */
export function toCustomCard(form: CustomCardForm, game: GameInfo): { card: CustomCardInput; problems: FieldProblems } {
  const problems: FieldProblems = {};
  const whole = (field: string, text: string, min?: number): number | null => {
    const value = parseWholeNumber(text);
    if (value === undefined) problems[field] = { message: 'customCard.error.wholeNumber' };
    else if (value !== null && min !== undefined && value < min) problems[field] = { message: min === 1 ? 'customCard.error.atLeastOne' : 'customCard.error.notNegative' };
    return value ?? null;
  };

  const name = form.name.trim();
  if (name === '') problems.name = { message: 'customCard.error.required' };
  if (form.kinds.length === 0) problems.kinds = { message: 'customCard.error.kinds' };
  const cost = whole('cost', form.cost, 0);
  const power = whole('power', form.power);
  const copyLimit = whole('copyLimit', form.copyLimit, 1);

  // Every field of the form is sent, an empty one as null or []: saving over a card merges its stats, and only
  // null takes one away (the packs store "none" the same way, FaB `life: null`).
  const stats: CardStats = { ...form.keptStats };
  for (const field of statFields(game)) {
    const id = `stats.${field.key}`;
    if (isList(field)) {
      const list = form.statLists[field.key] ?? [];
      const typed = field.kind === 'tags' ? withDraft(list, form.drafts[id]) : [...list];
      // "Ninja" and "ninja" are one class.
      stats[field.key] = field.kind === 'tags' && field.lowerCase ? [...new Set(typed.map((tag) => tag.toLowerCase()))] : typed;
      continue;
    }
    const text = (form.stats[field.key] ?? '').trim();
    if (field.kind === 'number') {
      stats[field.key] = whole(id, text, field.min);
    } else if (field.kind === 'text' && field.code !== undefined) {
      const code = normalizeCode(text);
      if (code !== '' && !isCode(code, field.code)) problems[id] = { message: 'customCard.error.code', values: { letters: [...field.code].join(' ') } };
      stats[field.key] = code || null;
    } else if (field.kind === 'choice' && (field.numeric || field.wordStat)) {
      const chosen = field.options.find((option) => option.value === text);
      stats[field.key] = chosen ? (field.numeric ? Number(chosen.value) : chosen.value) : null;
      if (field.wordStat) stats[field.wordStat] = chosen?.word ?? null;
    } else stats[field.key] = text || null;
  }

  const card: CustomCardInput = {
    ...(form.key ? { key: form.key } : {}),
    name,
    // A card printed in English has its name there already (FaB).
    nameEn: game.cardLanguage === 'en' ? null : orNull(form.nameEn),
    reading: orNull(form.reading),
    kinds: [...form.kinds],
    subtypes: withDraft(form.subtypes, form.drafts.subtypes),
    keywords: withDraft(form.keywords, form.drafts.keywords),
    cost,
    costText: orNull(form.costText),
    power,
    powerText: orNull(form.powerText),
    stats,
    text: orNull(form.text),
    textEn: orNull(form.textEn),
    zone: form.zone || null,
    copyLimit,
    aliasOf: orNull(form.aliasOf),
    printings: withDraft(form.numbers, form.drafts.numbers).map((number) => {
      const kept = form.keptPrintings.find((printing) => printing.number === number);
      return kept ? { number, set: kept.set, setName: kept.setName, rarity: kept.rarity } : { number };
    }),
  };
  return { card, problems };
}

/** The card as the preview frame draws it: what can be read of the form so far. */
export function previewCard(form: CustomCardForm, game: GameInfo, placeholderName: string): CardSummary & Pick<CardDetail, 'text' | 'textEn'> {
  const { card } = toCustomCard(form, game);
  return {
    key: card.key ?? 'custom:preview',
    name: card.name || placeholderName,
    nameJa: null,
    nameEn: card.nameEn ?? null,
    reading: card.reading ?? null,
    kinds: card.kinds,
    subtypes: card.subtypes ?? [],
    keywords: card.keywords ?? [],
    flags: ['custom'],
    cost: card.cost ?? null,
    costText: card.costText ?? null,
    power: card.power ?? null,
    powerText: card.powerText ?? null,
    stats: card.stats ?? {},
    zone: card.zone ?? null,
    copyLimit: card.copyLimit ?? null,
    aliasOf: card.aliasOf ?? null,
    custom: true,
    image: null,
    text: card.text ?? null,
    textEn: card.textEn ?? null,
  };
}

// ------------------------------------------------------------------------------------------------------------
// The API's answer.

const FORM_FIELDS = new Set(['name', 'nameEn', 'reading', 'kinds', 'subtypes', 'keywords', 'cost', 'costText', 'power', 'powerText', 'text', 'textEn', 'zone', 'copyLimit', 'aliasOf', 'printings']);

/** The API's words for the checks the form also makes, in the interface's words. */
const KNOWN_MESSAGES: Record<string, MessageKey> = {
  'must not be empty': 'customCard.error.empty',
  'must be a whole number': 'customCard.error.wholeNumber',
  'needs at least one card kind': 'customCard.error.kinds',
};

/**
 * An INVALID_PARAMS message of `cards.saveCustom` taken apart: `cards.saveCustom: card.name: must not be empty;
 * card.stats.mana: must be a whole number` names each field by its path (`card.kinds.0` is the kinds). What
 * names no field of the form (the key, an unknown game) is `general`.
 */
export function problemsFromApi(message: string, game: GameInfo): { fields: FieldProblems; general: string[] } {
  const statKeys = new Set(statFields(game).map((field) => field.key));
  const fields: FieldProblems = {};
  const general: string[] = [];
  const body = message.replace(/^cards\.saveCustom: /, '');
  for (const part of body.split(/; (?=card\.)/)) {
    const match = /^card\.(\w+)(?:\.(\w+))?(?:\.\w+)*: ([\s\S]*)$/.exec(part);
    const [, head, next, text] = match ?? [];
    const field = head === 'stats' && next && statKeys.has(next) ? `stats.${next}` : head && FORM_FIELDS.has(head) ? head : null;
    if (field === null || text === undefined) {
      general.push(part);
      continue;
    }
    if (fields[field]) continue;
    const known = KNOWN_MESSAGES[text];
    fields[field] = known ? { message: known } : { text };
  }
  return { fields, general };
}

// ------------------------------------------------------------------------------------------------------------
// The editor's commands and how it is opened.

/** What the editor is asked to do: make a new card, edit or delete one of the player's, or copy any card. */
/** A decklist line a new card is made from (the import dialog): its name, section and copies, the form prefilled. */
export interface CardFromLine {
  line: number;
  name: string;
  section: string;
  count: number;
}

export type CustomCardAction = { mode: 'new'; from?: CardFromLine } | { mode: 'edit' | 'duplicate' | 'delete'; card: CardDetail };

/** A new card's form filled from a decklist line: its name, and its section kept whatever kinds are chosen. */
export function formFromLine(game: GameInfo, from: CardFromLine): CustomCardForm {
  return { ...emptyForm(game), name: from.name, zone: from.section, zoneFollowsKinds: false };
}

/**
 * The kind a card made from a line without a form gets ("make custom cards of all"): the first kind of the game
 * whose cards go to the line's section, so the card lands where the list put it.
 */
export function kindForSection(game: GameInfo, section: string): string {
  return (game.cardKinds.find((kind) => suggestedZone(game, [kind.id]) === section) ?? game.cardKinds[0]!).id;
}

export const CARD_EDITOR = { save: 'cardEditor.save' } as const;

// Ctrl+S / ⌘S saves from any field. Enter saves too, except where it has work of its own: a text box is left to
// its form (Enter in a one-line field submits it, in the rules text it starts a new line), a button or check box
// to itself.
shortcuts.define({ id: CARD_EDITOR.save, label: 'shortcuts.commands.save', keys: ['Mod+S', 'Enter'], scope: 'cardEditor' });
