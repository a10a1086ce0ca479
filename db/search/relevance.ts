/**
 * Relevance for the card search (docs/architecture.md §4 Search): how well a card's names answer the words typed,
 * and the "did you mean" names offered when a query finds few cards.
 *
 * The words are read as one folded text (fold removes spaces, so `ボルシャック ドラゴン` is the name
 * ボルシャック・ドラゴン). A card ranks by the best of its names, each face a name of its own:
 *   0 the exact name, 1 a name starting with the words, 2 a word of a name starting with them (after a space, ・,
 *   / or brackets in the printed name), 3 the words inside a name; then the cards that match elsewhere (rules
 *   text, a filter), in the chosen order as before.
 * Within the exact and prefix ranks a name that other matching cards are named after comes first: `ぼるしゃっく`
 * means ボルシャック・ドラゴン, which ネオ・ボルシャック・ドラゴン, ボルシャック・ドラゴン GR… extend, before
 * ボルシャック・サイン. Then by name.
 */
import type { Database } from 'better-sqlite3';
import { fold, foldedLength, isSeparator } from '../cards/fold';
import type { QueryNode } from './query';

/**
 * The folded words a query asks for as a whole (the words and phrases of its top level, in order), or '' when it
 * has none: words under OR or NOT rank nothing, filters are not names.
 */
export function relevanceText(tree: QueryNode): string {
  const items = tree.type === 'and' ? tree.items : [tree];
  return items
    .filter((item): item is Extract<QueryNode, { type: 'word' }> => item.type === 'word')
    .map((item) => fold(item.text).replaceAll('\u0000', ''))
    .join('');
}

/** A card's rank for the words, best first; a card whose names do not hold them ranks after all these. */
export const RANK_EXACT = 0;
export const RANK_PREFIX = 1;
export const RANK_WORD_START = 2;
export const RANK_INSIDE = 3;

/** Does `folded` start at a word of one of `printed`'s names (after a separator or `|`, or at the start)? */
export function startsAWord(printed: string, folded: string): boolean {
  const chars = [...printed];
  const first = [...folded][0];
  for (let i = 0; i < chars.length; i++) {
    const atStart = i === 0 || chars[i - 1] === '|' || isSeparator(chars[i - 1]!);
    if (!atStart || fold(chars[i]!) !== first) continue;
    // Folding a stretch twice the words' length (and a few more for what folding drops) is enough to compare.
    if (fold(chars.slice(i, i + folded.length * 2 + 4).join('')).startsWith(folded)) return true;
  }
  return false;
}

/** The rank of a card's folded names (card_search.names) for folded words they hold; `printed` tells a word start. */
export function nameRank(names: string, words: string, printed: () => string | null): number {
  if (`|${names}|`.includes(`|${words}|`)) return RANK_EXACT;
  if (`|${names}`.includes(`|${words}`)) return RANK_PREFIX;
  const raw = printed();
  return raw !== null && startsAWord(raw, words) ? RANK_WORD_START : RANK_INSIDE;
}

/** The names of a card as card_search holds them, one folded text each. */
export const foldedNames = (names: string): string[] => names.split('|').filter(Boolean);

/**
 * How many of the other cards have a name containing one of each card's names: the name a family of cards is
 * named after (ボルシャック・ドラゴン in ネオ・ボルシャック・ドラゴン). Asked of `cards` among `among`; the
 * work is `cards × among` substring tests, which the callers bound.
 */
export function familySizes(cards: readonly { id: number; names: string }[], among: readonly { id: number; names: string }[]): Map<number, number> {
  const sizes = new Map<number, number>();
  for (const card of cards) {
    const own = foldedNames(card.names);
    let size = 0;
    for (const other of among) {
      if (other.id !== card.id && own.some((name) => other.names.includes(name))) size++;
    }
    if (size > 0) sizes.set(card.id, size);
  }
  return sizes;
}

/** Past this many substring tests the family order is left out and the chosen order alone follows the rank. */
export const MAX_FAMILY_WORK = 250_000;
/** Past this many cards inside whose names the words stand, word starts are not told apart from the rest. */
export const MAX_WORD_START_TESTS = 2000;

/** A card whose folded names hold the words, as the ranking reads it. */
export interface NameHit {
  id: number;
  /** card_search.names: the folded names, `|` between them. */
  names: string;
  /** The printed names, `|` between them. */
  printed: string;
  /** The sort value of the chosen order within a rank (the name). */
  name: string;
}

/**
 * The first `count` of the cards whose names hold the words, best first: by rank, then (in the exact and prefix
 * ranks) the larger family, then by name (these come before the rest, which SQLite orders), then id. The work is
 * bounded: word starts are told apart for at most MAX_WORD_START_TESTS cards, families only within MAX_FAMILY_WORK
 * tests, and of thousands of cards inside whose names the words stand only the first `count` are put in order.
 */
export function rankNameHits(hits: readonly NameHit[], words: string, descending: boolean, count: number): NameHit[] {
  const atStart = (hit: NameHit) => `|${hit.names}`.includes(`|${words}`);
  const named = hits.filter(atStart);
  const testStarts = hits.length - named.length <= MAX_WORD_START_TESTS;
  const family = named.length * hits.length <= MAX_FAMILY_WORK ? familySizes(named, hits) : new Map<number, number>();
  const direction = descending ? -1 : 1;
  const byName = (a: NameHit, b: NameHit) => direction * (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);
  const ranked = hits.map((hit) => ({ hit, rank: nameRank(hit.names, words, () => (testStarts ? hit.printed : null)), family: family.get(hit.id) ?? 0 }));
  const first = ranked.filter((each) => each.rank < RANK_INSIDE);
  first.sort((a, b) => a.rank - b.rank || b.family - a.family || byName(a.hit, b.hit));
  const inside = firstInOrder(
    ranked.filter((each) => each.rank === RANK_INSIDE).map((each) => each.hit),
    Math.max(0, count - first.length),
    byName,
  );
  return [...first.map((each) => each.hit), ...inside].slice(0, count);
}

/** The first `count` of `items` in `order`, without sorting them all when they are many more. */
function firstInOrder<T>(items: T[], count: number, order: (a: T, b: T) => number): T[] {
  if (count === 0) return [];
  if (count * 8 >= items.length) return items.sort(order).slice(0, count);
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === count && order(item, kept[count - 1]!) >= 0) continue;
    let at = kept.length;
    while (at > 0 && order(item, kept[at - 1]!) < 0) at--;
    kept.splice(at, 0, item);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

/** A query finding this many cards or fewer, none of them named by its words exactly, is offered "did you mean" names. */
export const SUGGEST_AT_MOST = 3;
/** Names offered at most. */
export const MAX_SUGGESTIONS = 5;
/** Cards the trigram filter hands to the edit distance at most (the work per keystroke is bounded by this). */
export const MAX_CANDIDATES = 400;

/**
 * The edit distance from `typed` to the closest stretch of `name` (free to skip the name's start and end), and to
 * the closest start of it: ぼるしゃく is 1 from ぼるしゃっくどらごん either way, ねおぼるしゃっく… 1 and 2.
 * Levenshtein over code points, one row at a time.
 */
export function nameDistance(typed: readonly string[], name: readonly string[]): { inside: number; start: number } {
  // Column j of `inside` starts at 0 (the stretch may begin anywhere); `start` begins at the name's first character.
  let inside = new Array<number>(name.length + 1).fill(0);
  let start = Array.from({ length: name.length + 1 }, (_, j) => j);
  for (let i = 1; i <= typed.length; i++) {
    const nextInside = [i];
    const nextStart = [i];
    for (let j = 1; j <= name.length; j++) {
      const same = typed[i - 1] === name[j - 1] ? 0 : 1;
      nextInside[j] = Math.min(inside[j - 1]! + same, inside[j]! + 1, nextInside[j - 1]! + 1);
      nextStart[j] = Math.min(start[j - 1]! + same, start[j]! + 1, nextStart[j - 1]! + 1);
    }
    inside = nextInside;
    start = nextStart;
  }
  return { inside: Math.min(...inside), start: Math.min(...start) };
}

/** The most edits a name may be from the words typed and still be offered: one per four characters, at least one. */
export const allowedEdits = (length: number): number => Math.max(1, Math.floor(length / 4));

/** The trigrams of a folded text as one FTS5 expression over the names column: any of them. */
function trigramMatch(folded: readonly string[]): string | null {
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= folded.length; i++) grams.add(folded.slice(i, i + 3).join(''));
  if (grams.size === 0) return null;
  return [...grams].map((gram) => `{names} : "${gram.replace(/"/g, '""')}"`).join(' OR ');
}

/** A name a search may have meant (the contract's CardSuggestion). */
export interface Suggestion {
  /** The card's name as printed. */
  name: string;
  /** A query that finds it by name: the name, quoted when it holds a space or the query language's symbols. */
  query: string;
}

/** A name as a query of its own. */
export function nameQuery(name: string): string {
  return /^[^\s"'“”＂()（）:：<>＜＞=＝!！\-－「」『』]+$/u.test(name) && !/^(or|and|not)$/i.test(name) ? name : `"${name.replaceAll('"', '')}"`;
}

/**
 * "Did you mean" names for folded words that found few cards: the game's cards sharing a trigram with the words
 * (FTS5 over the folded names, those sharing the most first by bm25, at most MAX_CANDIDATES of them), each name
 * measured by its edit distance to the words, the nearest first (a name's start before a stretch inside it, then
 * the name others are named after, then the shorter name). Words under three characters have no trigram and are
 * offered nothing. `shown` are the cards the query found, not offered again.
 */
export function suggestNames(sql: Database, game: string, words: string, shown: ReadonlySet<number>): Suggestion[] {
  const typed = [...words];
  const match = trigramMatch(typed);
  if (match === null) return [];
  const candidates = sql
    .prepare(
      `SELECT c.id, c.name, s.names FROM card_search s JOIN cards c ON c.id = s.rowid
       WHERE card_search MATCH ? AND c.game = ? ORDER BY rank LIMIT ${MAX_CANDIDATES}`,
    )
    .all(match, game) as { id: number; name: string; names: string }[];
  const allowed = allowedEdits(foldedLength(words));
  const near = candidates.flatMap((card) => {
    if (shown.has(card.id)) return [];
    let best: { inside: number; start: number } | null = null;
    for (const name of foldedNames(card.names)) {
      const distance = nameDistance(typed, [...name]);
      if (!best || distance.inside < best.inside || (distance.inside === best.inside && distance.start < best.start)) best = distance;
    }
    return best && best.inside <= allowed ? [{ ...card, ...best, prefix: best.start <= allowed ? best.start : allowed + 1 }] : [];
  });
  const family = familySizes(near, candidates);
  near.sort(
    (a, b) =>
      a.inside - b.inside || a.prefix - b.prefix || (family.get(b.id) ?? 0) - (family.get(a.id) ?? 0) || foldedLength(a.names) - foldedLength(b.names) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  const names = new Set<string>();
  const suggestions: Suggestion[] = [];
  for (const card of near) {
    if (names.has(card.name)) continue;
    names.add(card.name);
    suggestions.push({ name: card.name, query: nameQuery(card.name) });
    if (suggestions.length === MAX_SUGGESTIONS) break;
  }
  return suggestions;
}
