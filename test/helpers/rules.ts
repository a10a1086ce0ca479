/** The original Japanese rules in ../shared/rules/source, for tests that check a cited rule says what the data says. */
import { readFileSync } from 'node:fs';

// FaB's original is its zones chapter only.
const SOURCES = { acg: 'acg.txt', pmv: 'pmv.txt', nova: 'nova.txt', dm: 'dm.md', fab: 'fab-zones.txt' } as const;
const RULES_DIR = new URL('../../../shared/rules/', import.meta.url);
const SOURCE_DIR = new URL('source/', RULES_DIR);
/**
 * A line that starts a rule or a section (after NFKC): `104.6.`, `1004.1a.`, `103. 3.`, `1.2.7.c`, `007.6.1:`,
 * `105.`, `403:` or a Markdown heading; not a wrapped line that begins with a count (`1 枚を…`).
 */
const RULE_START = /^(?:#|\d+(?:(?:[.-]\s?[0-9a-z]+)+(?:\.?\s|:)|[.:]))/;

/** A rule's text up to the next numbered rule, NFKC-normalised, without its number or any white space. */
export function ruleText(game: keyof typeof SOURCES, rule: string): string {
  // NOVA indents most of its rules by a space.
  const lines = readFileSync(new URL(SOURCES[game], SOURCE_DIR), 'utf8').normalize('NFKC').split('\n').map((line) => line.trimStart());
  const number = new RegExp(`^${rule.split('.').join('\\.\\s*')}(?:\\.?\\s|:)`);
  const start = lines.findIndex((line) => number.test(line));
  if (start < 0) throw new Error(`${game} rule ${rule} is not in ${SOURCES[game]}`);
  const end = lines.findIndex((line, index) => index > start && RULE_START.test(line));
  return [lines[start]!.replace(number, ''), ...lines.slice(start + 1, end < 0 ? undefined : end)].join('').replace(/\s+/g, '');
}

/** A game's English digest (../shared/rules/<game>.md), the numbering every rule reference follows. */
export function digestText(game: keyof typeof SOURCES): string {
  return readFileSync(new URL(`${game}.md`, RULES_DIR), 'utf8');
}
