/**
 * The card browser's filter controls read and write the query itself, so the box always shows what is searched
 * and typing and clicking never disagree. A control owns the top-level terms of its field that it could have
 * written — `kind:creature`, `cost=3`, `cost>=10`, or several of one field joined by OR in parentheses,
 * `(civ:火 OR civ:自然)` — and leaves every other word of the query as typed.
 */
import type { GameInfo } from '../../api/contract';

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

/**
 * Each game's common filters: kind and cost everywhere, and the values of the game's colour attribute (DM
 * civilization, FaB pitch, NOVA colour, ACG condition) as it declares them, named in the interface language.
 */
export function filterControls(game: GameInfo, locale: 'ja' | 'en'): FilterControl[] {
  const controls: FilterControl[] = [
    { field: 'kind', numeric: false, style: 'select', options: game.cardKinds.map((kind) => ({ value: kind.id, label: kind.label[locale] })) },
    { field: 'cost', numeric: true, style: 'chips', options: COSTS },
  ];
  const colour = game.presentation.colour;
  if (!colour) return controls;
  const options = colour.values.map(({ value, name, swatch }): FilterOption => ({
    value,
    ...(colour.filter.chipLabel === 'value' ? { label: value, title: name[locale] } : { label: name[locale] }),
    ...(swatch ? { swatch } : {}),
  }));
  return [...controls, { field: colour.filter.field, numeric: colour.numeric ?? false, style: 'chips', options }];
}
