/**
 * The original Japanese rules, for tests that check a cited rule says what the data says. The default tests read
 * excerpts, the lines of each rule they cite exactly as the original has them (test/fixtures/rules/<game>.json, made
 * by test/fixtures/make.ts); test/fixtures/fixtures.reference.test.ts checks them against the originals.
 */
import { readFileSync } from 'node:fs';

// FaB's original is its zones chapter only.
export const RULE_SOURCES = { acg: 'acg.txt', pmv: 'pmv.txt', nova: 'nova.txt', dm: 'dm.md', fab: 'fab-zones.txt' } as const;
export type RuleGame = keyof typeof RULE_SOURCES;

/**
 * A line that starts a rule or a section (after NFKC): `104.6.`, `1004.1a.`, `103. 3.`, `1.2.7.c`, `007.6.1:`,
 * `105.`, `403:` or a Markdown heading; not a wrapped line that begins with a count (`1 枚を…`).
 */
const RULE_START = /^(?:#|\d+(?:(?:[.-]\s?[0-9a-z]+)+(?:\.?\s|:)|[.:]))/;

// NOVA indents most of its rules by a space.
const normal = (line: string): string => line.normalize('NFKC').trimStart();
const numbered = (rule: string): RegExp => new RegExp(`^${rule.split('.').join('\\.\\s*')}(?:\\.?\\s|:)`);

/** The lines of a rule in an original, as the file has them: its numbered line up to the next rule; null if absent. */
export function ruleLines(original: string, rule: string): string[] | null {
  const lines = original.split('\n');
  const number = numbered(rule);
  const start = lines.findIndex((line) => number.test(normal(line)));
  if (start < 0) return null;
  const end = lines.findIndex((line, index) => index > start && RULE_START.test(normal(line)));
  return lines.slice(start, end < 0 ? undefined : end);
}

/** A rule's text from its lines, NFKC-normalised, without its number or any white space. */
function textOfRule(lines: readonly string[], rule: string): string {
  const [first, ...rest] = lines.map(normal);
  return [first!.replace(numbered(rule), ''), ...rest].join('').replace(/\s+/g, '');
}

const EXCERPTS = new URL('../fixtures/rules/', import.meta.url);
const excerpts = new Map<RuleGame, Record<string, string[]>>();

/** The cited rules of a game as test/fixtures/rules/<game>.json holds them: rule number → its lines. */
export function ruleExcerpts(game: RuleGame): Record<string, string[]> {
  let found = excerpts.get(game);
  if (!found) excerpts.set(game, (found = JSON.parse(readFileSync(new URL(`${game}.json`, EXCERPTS), 'utf8')) as Record<string, string[]>));
  return found;
}

/** A rule's text up to the next numbered rule, NFKC-normalised, without its number or any white space. */
export function ruleText(game: RuleGame, rule: string): string {
  const lines = ruleExcerpts(game)[rule];
  if (!lines) {
    throw new Error(`${game} rule ${rule} is not among the excerpts of ${RULE_SOURCES[game]} (test/fixtures/rules/${game}.json): add it to RULES in test/fixtures/make.ts and run that script`);
  }
  return textOfRule(lines, rule);
}
