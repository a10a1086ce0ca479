import type { CardData } from '../../engine/games/card-data';
import { fold } from '../cards/fold';
import type { CardRecord } from '../cards/record';
import { NUMERIC_TERM_COLUMNS } from '../search/terms';
import { controlCharacterReason } from '../text';
import type { IssueList } from './issues';

/** YYYY-MM-DD naming a real day (2020-13-45 is not one). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A list of strings from JSON, or a reported issue (and an empty list) when the field holds something else. */
export function stringList(value: unknown, line: number, column: string, issues: IssueList): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  issues.add({ line, column, message: { en: `must be a list of texts, got ${JSON.stringify(value)}`, ja: `テキストのリストではありません（${JSON.stringify(value)}）` } });
  return [];
}

/** The numbers of a card the database keeps in INTEGER columns: cost and power, its copy limit, and these stats. */
const NUMERIC_STATS = NUMERIC_TERM_COLUMNS.filter((column) => column !== 'cost' && column !== 'power');

/**
 * Reports the numbers of a card the database cannot store as whole numbers: a fraction, or a number past
 * ±2^53 (SQLite keeps either as REAL, which the cards' INTEGER columns refuse), or text where a number goes. Every
 * importer's records pass here, whatever their source format let through.
 */
export function checkWholeNumbers(card: CardRecord, line: number, issues: IssueList): void {
  const check = (value: unknown, column: string) => {
    if (value === null || value === undefined || Number.isSafeInteger(value)) return;
    const shown = typeof value === 'number' ? String(value) : JSON.stringify(value);
    issues.add({
      line,
      column,
      message: {
        en: `must be a whole number from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}, got ${shown}`,
        ja: `-${Number.MAX_SAFE_INTEGER}〜${Number.MAX_SAFE_INTEGER} の整数ではありません（${shown}）`,
      },
    });
  };
  check(card.cost, 'cost');
  check(card.power, 'power');
  check(card.copyLimit, 'copy_limit');
  for (const stat of NUMERIC_STATS) check(card.stats[stat], stat);
  card.faces.forEach((face, index) => {
    check(face.cost, `faces[${index}].cost`);
    check(face.power, `faces[${index}].power`);
  });
}

/**
 * Reports control characters (db/text.ts) in a card's names and short texts, and in its rules texts but for tabs and
 * line breaks: a NUL or an ANSI escape in a name would be stored, then shown and printed as it is. Every importer's
 * records pass here; its kinds and deck section are checked against the game's own words.
 */
export function checkControlCharacters(card: CardRecord, line: number, issues: IssueList, nameColumn = 'name'): void {
  const check = (value: string | null | undefined, column: string, lines = false) => {
    const problem = value ? controlCharacterReason(value, lines) : null;
    if (problem) issues.add({ line, column, message: problem });
  };
  const checkFace = (face: Pick<CardRecord, 'name' | 'costText' | 'powerText' | 'subtypes' | 'keywords' | 'text' | 'textEn'>, prefix: string, name: string) => {
    check(face.name, name);
    for (const field of ['costText', 'powerText'] as const) check(face[field], `${prefix}${field}`);
    for (const field of ['subtypes', 'keywords'] as const) face[field].forEach((item, index) => check(item, `${prefix}${field}[${index}]`));
    for (const field of ['text', 'textEn'] as const) check(face[field], `${prefix}${field}`, true);
  };
  checkFace(card, '', nameColumn);
  for (const field of ['nameEn', 'nameJa', 'reading', 'aliasOf'] as const) check(card[field], field);
  card.faces.forEach((face, index) => checkFace(face, `faces[${index}].`, `faces[${index}].name`));
}

/**
 * A card's kinds with those its printed marks make (ACG: 『ト』 in the cost box or the flag token makes a token card,
 * 305.3b, 505-1a): the one rule for imported cards and the player's own.
 */
export function markedKinds(card: Pick<CardRecord, 'kinds' | 'costText' | 'flags'>, reading: CardData['kindReading']): string[] {
  const kinds = [...card.kinds];
  const flags = card.flags.map(fold);
  for (const mark of reading?.marks ?? []) {
    const marked = (card.costText !== null && mark.costText.some((text) => fold(text) === fold(card.costText!))) || mark.flags.some((flag) => flags.includes(fold(flag)));
    if (marked && !kinds.includes(mark.kind)) kinds.push(mark.kind);
  }
  return kinds;
}
