/**
 * The card browser's filter controls read and write the query itself, so the box always shows what is searched
 * and typing and clicking never disagree. A control owns the top-level terms of its field that it could have
 * written — `kind:creature`, `cost=3`, `cost>=10`, or several of one field joined by OR in parentheses,
 * `(civ:火 OR civ:自然)` — and leaves every other word of the query as typed.
 */
import type { GameId, GameInfo } from '../../api/contract';
import { DM_CIVILIZATIONS, FAB_PITCH, NOVA_COLORS } from './palette';

/** The query's top-level terms: words, quoted phrases and parenthesised groups, with their text as typed. */
export function topLevelTerms(query: string): string[] {
  const terms: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  const CLOSE: Record<string, string> = { '"': '"', '「': '」' };
  for (const char of query) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char in CLOSE) quote = CLOSE[char]!;
    else if (char === '(' || char === '（') depth++;
    else if ((char === ')' || char === '）') && depth > 0) depth--;
    else if (/\s/.test(char) && depth === 0) {
      if (current) terms.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  if (current) terms.push(current);
  return terms;
}

/** A filter value as a control holds it: `3`, `火`, or `>=10` for an open range. */
export type FilterValue = string;

const unquote = (value: string) => (/^".*"$/.test(value) ? value.slice(1, -1) : value);

/** The values of one `field:v` / `field=v` / `field>=v` term, or null when the term is something else. */
function readTerm(term: string, field: string): FilterValue | null {
  const match = term.match(/^([^\s:=<>!()]+)(:|=|>=)(.+)$/);
  if (!match || match[1]!.toLowerCase() !== field) return null;
  const value = unquote(match[3]!);
  return match[2] === '>=' ? `>=${value}` : value;
}

/** The values of a term a control owns, or null: a single term, or a parenthesised OR of terms of the field. */
function readOwned(term: string, field: string): FilterValue[] | null {
  const single = readTerm(term, field);
  if (single !== null) return [single];
  const group = term.match(/^\((.*)\)$/);
  if (!group) return null;
  const parts = group[1]!.trim().split(/\s+OR\s+/);
  const values = parts.map((part) => readTerm(part.trim(), field));
  return values.every((value) => value !== null) ? (values as FilterValue[]) : null;
}

/** The values the query gives a field through terms a control could have written. */
export function readFilter(query: string, field: string): FilterValue[] {
  return topLevelTerms(query).flatMap((term) => readOwned(term, field) ?? []);
}

function writeTerm(field: string, numeric: boolean, value: FilterValue): string {
  if (value.startsWith('>=')) return `${field}>=${value.slice(2)}`;
  const text = /[\s()"]/.test(value) ? `"${value}"` : value;
  return `${field}${numeric ? '=' : ':'}${text}`;
}

/** The query with the field's owned terms replaced by one for `values` (none: the field is left out). */
export function writeFilter(query: string, field: string, values: readonly FilterValue[], numeric = false): string {
  const kept = topLevelTerms(query).filter((term) => readOwned(term, field) === null);
  const terms = values.map((value) => writeTerm(field, numeric, value));
  const owned = terms.length === 0 ? [] : terms.length === 1 ? terms : [`(${terms.join(' OR ')})`];
  return [...kept, ...owned].join(' ');
}

export interface FilterOption {
  value: FilterValue;
  /** Shown on the control, beside the `swatch` colour when there is one. */
  label: string;
  /** The full name, when the label is short (a FaB pitch value). */
  title?: string;
  swatch?: string;
}

export interface FilterControl {
  field: string;
  numeric: boolean;
  /** Chips that may be combined (OR), or one choice from a drop-down. */
  style: 'chips' | 'select';
  options: FilterOption[];
}

const COSTS: FilterOption[] = [...Array.from({ length: 10 }, (_, cost) => ({ value: String(cost), label: String(cost) })), { value: '>=10', label: '10+' }];

const ACG_CONDITIONS = ['plains', 'mountain', 'aquatic', 'forest', 'night', 'generic'];

/**
 * Each game's common filters: kind and cost everywhere; DM civilization, FaB pitch, NOVA colour, ACG condition.
 * `colourName` names one of those values in the interface language.
 */
export function filterControls(game: GameInfo, locale: 'ja' | 'en', colourName: (game: GameId, value: string) => string): FilterControl[] {
  const controls: FilterControl[] = [
    { field: 'kind', numeric: false, style: 'select', options: game.cardKinds.map((kind) => ({ value: kind.id, label: kind.label[locale] })) },
    { field: 'cost', numeric: true, style: 'chips', options: COSTS },
  ];
  const colours: Partial<Record<GameId, FilterControl>> = {
    dm: {
      field: 'civ',
      numeric: false,
      style: 'chips',
      // The card data's own words (光, 火…) are the shortest labels in Japanese.
      options: Object.entries(DM_CIVILIZATIONS).map(([civ, swatch]) => ({ value: civ, label: locale === 'ja' ? civ : colourName('dm', civ), swatch })),
    },
    fab: {
      field: 'pitch',
      numeric: true,
      style: 'chips',
      options: Object.values(FAB_PITCH).map((swatch, index) => ({ value: String(index + 1), label: String(index + 1), title: colourName('fab', String(index + 1)), swatch })),
    },
    nova: { field: 'color', numeric: false, style: 'chips', options: Object.entries(NOVA_COLORS).map(([color, swatch]) => ({ value: color, label: colourName('nova', color), swatch })) },
    acg: { field: 'cond', numeric: false, style: 'chips', options: ACG_CONDITIONS.map((condition) => ({ value: condition, label: colourName('acg', condition) })) },
  };
  const colour = colours[game.id];
  return colour ? [...controls, colour] : controls;
}
