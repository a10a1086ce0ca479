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
  issues.add({ line, column, message: `must be a list of texts, got ${JSON.stringify(value)}` });
  return [];
}
