/** The original Japanese rules in ../shared/rules/source, for tests that check a cited rule says what the data says. */
import { readFileSync } from 'node:fs';

const SOURCES = { acg: 'acg.txt', pmv: 'pmv.txt', nova: 'nova.txt', dm: 'dm.md' } as const;
const SOURCE_DIR = new URL('../../../shared/rules/source/', import.meta.url);
/**
 * A line that starts a rule or a section (after NFKC): `104.6.`, `1004.1a.`, `103. 3.`, `1.2.7.c`, `007.6.1:`,
 * `105.`, `403:` or a Markdown heading; not a wrapped line that begins with a count (`1 枚を…`).
 */
const RULE_START = /^(?:#|\d+(?:(?:[.-]\s?[0-9a-z]+)+(?:\.?\s|:)|[.:]))/;

/** A rule's text up to the next numbered rule, NFKC-normalised, without its number or any white space. */
export function ruleText(game: keyof typeof SOURCES, rule: string): string {
  const lines = readFileSync(new URL(SOURCES[game], SOURCE_DIR), 'utf8').normalize('NFKC').split('\n');
  const number = new RegExp(`^${rule.split('.').join('\\.\\s*')}(?:\\.?\\s|:)`);
  const start = lines.findIndex((line) => number.test(line));
  if (start < 0) throw new Error(`${game} rule ${rule} is not in ${SOURCES[game]}`);
  const end = lines.findIndex((line, index) => index > start && RULE_START.test(line));
  return [lines[start]!.replace(number, ''), ...lines.slice(start + 1, end < 0 ? undefined : end)].join('').replace(/\s+/g, '');
}
