/**
 * Duel Masters product and tournament decklists (read only; formats README §7b), in two shapes:
 *
 *   ours:     { source, zone_codes, decks: [{ code, name, kind, cards: [{ name, count, zone_from_card_type,
 *             printed_ids, rarity, … }] }] }   (or one such deck)
 *   upstream: { setcode, setname, isdeck, setcardlist: [{ name, count, id, rarity, … }] }, `id` a list or a string
 *
 * One entry per card line, as the product lists it: the two faces of a double-sided psychic or dragheart card
 * are two lines (the resolver merges faces), twinpacts keep their `A/B` name.
 */
import type { GameId } from '../../games/id';
import type { DeckFileIssue, DeckList, DeckListEntry } from '../types';
import { A_CARD, about, countProblem, named, notAnObject, notForGame, startingAt, type FormatRead } from './common';
import { isRecord, type PositionedJson } from './json-reader';

/** The zone codes of the product file (`zone_codes`): M main, P 超次元, G 超GR, I game start. */
const ZONES: Readonly<Record<string, string>> = { M: 'main', P: 'hyperspace', G: 'gr', I: 'gameStart' };
const CARD_LISTS = ['cards', 'setcardlist'] as const;

/** Whether parsed JSON is in one of the product shapes (a deck, a file of decks, an array of either). */
export function isDmProduct(value: unknown): boolean {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return isRecord(first) && ['decks', ...CARD_LISTS].some((field) => Array.isArray(first[field]));
}

export function readDmProduct(json: PositionedJson, game: GameId): FormatRead {
  if (game !== 'dm') return notForGame({ en: 'DM product lists', ja: 'デュエマの商品リスト' }, 'dm', game);
  const issues: DeckFileIssue[] = [];
  const decks: DeckList[] = [];
  const roots: unknown[] = Array.isArray(json.value) ? json.value : [json.value];
  for (const root of roots.flatMap((item) => (isRecord(item) && Array.isArray(item.decks) ? item.decks : [item]))) {
    if (!isRecord(root)) {
      issues.push({ line: 1, message: notAnObject({ en: 'a product', ja: '商品' }, root) });
      continue;
    }
    decks.push(readProduct(root, json, issues));
  }
  return { decks, issues };
}

function readProduct(product: Record<string, unknown>, json: PositionedJson, issues: DeckFileIssue[]): DeckList {
  const line = json.lineOf(product);
  const code = product.code ?? product.setcode;
  const title = product.name ?? product.setname;
  const name = [code, title].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
  const list: DeckList = { name: name || null, game: null, format: null, entries: [], ...startingAt(line) };
  const called = name ? named(name) : { en: 'the product', ja: 'この商品' };
  if (product.isdeck === false) {
    issues.push({ line, message: { en: `${called.en} is a card set, not a deck ("isdeck": false)`, ja: `${called.ja}はデッキではなくカードセットです（"isdeck": false）` } });
  }
  const cards = CARD_LISTS.map((field) => product[field]).find(Array.isArray);
  if (!cards) {
    issues.push({ line, message: { en: `${called.en} has no "cards" list`, ja: `${called.ja}には "cards" のリストがありません` } });
    return list;
  }
  for (const card of cards) {
    if (!isRecord(card)) {
      issues.push({ line: json.lineOf(cards), message: notAnObject(A_CARD, card) });
      continue;
    }
    const entry = readCard(card, json.lineOf(card), issues);
    if (entry) list.entries.push(entry);
  }
  return list;
}

function readCard(card: Record<string, unknown>, line: number, issues: DeckFileIssue[]): DeckListEntry | null {
  const { name, count, zone_from_card_type: zone } = card;
  if (typeof name !== 'string' || name.trim() === '') {
    issues.push({ line, message: { en: 'a card without "name"', ja: '"name" のないカード' } });
    return null;
  }
  if (typeof count !== 'number' || countProblem(count)) {
    const shown = JSON.stringify(count);
    const problem =
      (typeof count === 'number' ? countProblem(count) : null) ??
      (shown === undefined ? { en: '"count" is missing', ja: '"count" がありません' } : { en: `"count" is ${shown}`, ja: `"count" が ${shown} です` });
    issues.push({ line, message: about(named(name), problem) });
    return null;
  }
  const section = typeof zone === 'string' && Object.hasOwn(ZONES, zone) ? (ZONES[zone] ?? null) : null;
  const number = first(card.printed_ids) ?? first(card.id);
  return { line, section, count, name: name.trim(), ...(number !== undefined && { number }) };
}

/** A printed id: the first of a list, or the plain string some upstream files have instead. */
function first(value: unknown): string | undefined {
  const id: unknown = Array.isArray(value) ? value[0] : value;
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : undefined;
}
