/**
 * Deck Dojo deck JSON (every game), the one format that carries everything a `DeckList` holds:
 *
 *   { "deckDojoDeck": 1, "game": "dm", "name": "…", "format": "standard" | null,
 *     "unsectioned": [ …cards whose section the card's own zone decides… ],   (when there are any)
 *     "sections": { "main": [{ "name": "…", "count": 4, "key"?, "colour"?, "number"?, "talishar"? }] } }
 *
 * Also read: the bundled sample decks (db/packs/*.deck.json), `{ "name", "nameEn"?, "sections": { id:
 * [{ "key", "count" }] } }` without the marker, where a card without a name shows its key. A file may hold an
 * array of decks.
 */
import { isGameId } from '../../games/registry';
import type { GameId } from '../../games/id';
import type { DeckFileIssue, DeckList, DeckListEntry } from '../types';
import type { Localized } from '../../localized';
import { A_CARD, about, asWritten, countProblem, groupBySection, isPitchColour, named, notAnObject, readAsOtherGame, startingAt, unknownGame, type FormatRead } from './common';
import { isRecord, type PositionedJson } from './json-reader';
import { notASection, sectionIds } from './sections';

const VERSION = 1;

export function readDeckDojoJson(json: PositionedJson, game: GameId): FormatRead {
  const issues: DeckFileIssue[] = [];
  const report = (line: number, message: Localized): void => void issues.push({ line, message });
  const roots = Array.isArray(json.value) ? json.value : [json.value];
  const outer = typeof json.value === 'object' && json.value !== null ? json.lineOf(json.value) : 1;
  const decks: DeckList[] = [];
  for (const root of roots) {
    if (!isRecord(root)) {
      report(outer, notAnObject({ en: 'a deck', ja: 'デッキ' }));
      continue;
    }
    decks.push(readDeck(root, json, game, report));
  }
  return { decks, issues };
}

function readDeck(
  root: Record<string, unknown>,
  json: PositionedJson,
  game: GameId,
  report: (line: number, message: Localized) => void,
): DeckList {
  const line = json.lineOf(root);
  const list: DeckList = {
    name: text(root, 'name', line, report),
    game: null,
    format: text(root, 'format', line, report),
    entries: [],
    ...startingAt(line),
  };
  if (root.deckDojoDeck !== undefined && root.deckDojoDeck !== VERSION) {
    const written = `"deckDojoDeck": ${JSON.stringify(root.deckDojoDeck)}`;
    report(line, { en: `${written} is not a version this Deck Dojo reads (${VERSION})`, ja: `${written} はこの Deck Dojo が読めるバージョン（${VERSION}）ではありません` });
  }
  const named = root.game;
  if (typeof named === 'string' && isGameId(named)) {
    if (named === game) list.game = named;
    else report(line, readAsOtherGame(asWritten(`"game": "${named}"`), game));
  } else if (named !== undefined && named !== null) {
    report(line, unknownGame(asWritten(JSON.stringify(named))));
  }

  const cards = (items: unknown, section: string | null, what: Localized): void => {
    if (!Array.isArray(items)) return report(line, { en: `${what.en} must be a list of cards`, ja: `${what.ja}はカードのリストでなければなりません` });
    for (const item of items) {
      const entry = readEntry(item, section, json.lineOf(items), json, game, report);
      if (entry) list.entries.push(entry);
    }
  };
  // Cards without a section come first, as in every other format.
  if (root.unsectioned !== undefined) cards(root.unsectioned, null, asWritten('"unsectioned"'));
  const sections = root.sections;
  if (!isRecord(sections)) {
    report(line, { en: 'no "sections" object', ja: '"sections" オブジェクトがありません' });
  } else {
    const known = sectionIds(game);
    for (const [section, items] of Object.entries(sections)) {
      if (known.includes(section)) cards(items, section, { en: `section "${section}"`, ja: `デッキ区分 "${section}"` });
      else report(Array.isArray(items) ? json.lineOf(items) : line, notASection(game, asWritten(`"${section}"`)));
    }
  }
  return list;
}

function readEntry(
  item: unknown,
  section: string | null,
  listLine: number,
  json: PositionedJson,
  game: GameId,
  report: (line: number, message: Localized) => void,
): DeckListEntry | null {
  if (!isRecord(item)) {
    report(listLine, notAnObject(A_CARD, item));
    return null;
  }
  const line = json.lineOf(item);
  const key = text(item, 'key', line, report);
  const name = text(item, 'name', line, report) ?? key;
  const number = text(item, 'number', line, report);
  const { count, colour, talishar } = item;
  const label = name === null ? A_CARD : named(name);
  const counted = typeof count === 'number' ? countProblem(count) : null;
  const problems = [
    name === null ? { en: 'a card without "name" or "key"', ja: '"name" も "key" もないカード' } : null,
    count === undefined ? about(label, { en: 'no "count"', ja: '"count" がありません' }) : null,
    count !== undefined && typeof count !== 'number' ? about(label, { en: `"count" ${JSON.stringify(count)} is not a number`, ja: `"count" ${JSON.stringify(count)} は数ではありません` }) : null,
    counted ? about(label, counted) : null,
    colour != null && !isPitchColour(colour) ? about(label, { en: `"colour" ${JSON.stringify(colour)} is not red, yellow or blue`, ja: `"colour" ${JSON.stringify(colour)} は red・yellow・blue のどれでもありません` }) : null,
    talishar !== undefined && typeof talishar !== 'boolean' ? about(label, { en: '"talishar" must be true or false', ja: '"talishar" は true か false でなければなりません' }) : null,
  ].filter((problem) => problem !== null);
  for (const problem of problems) report(line, problem);
  if (problems.length > 0 || name === null || typeof count !== 'number') return null;
  return {
    line,
    section,
    count,
    name,
    ...(key !== null && { key }),
    // Pitch is FaB's alone: other games' entries carry no colour, FaB's always do.
    ...(game === 'fab' && { colour: isPitchColour(colour) ? colour : null }),
    ...(number !== null && { number }),
    ...(talishar === true && { talishar }),
  };
}

/** A text field: trimmed, null when absent, null or empty; anything else is an issue. */
function text(
  object: Record<string, unknown>,
  field: string,
  line: number,
  report: (line: number, message: Localized) => void,
): string | null {
  const value = object[field];
  if (typeof value === 'string') return value.trim() || null;
  if (value !== undefined && value !== null) {
    const shown = JSON.stringify(value);
    report(line, { en: `"${field}" must be a text, not ${shown}`, ja: `"${field}" は文字列でなければなりません（${shown} ではなく）` });
  }
  return null;
}

/** Pretty-printed with two spaces: the cards without a section first, then the non-empty sections in order. */
export function writeDeckDojoJson(list: DeckList, game: GameId): string {
  const groups = groupBySection(list.entries, game);
  const sections: Record<string, object[]> = {};
  for (const [section, entries] of groups) {
    if (section !== null) sections[section] = entries.map((entry) => entryJson(entry, game));
  }
  const unsectioned = groups.get(null);
  const document = {
    deckDojoDeck: VERSION,
    game,
    name: list.name,
    format: list.format,
    ...(unsectioned && { unsectioned: unsectioned.map((e) => entryJson(e, game)) }),
    sections,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

function entryJson(entry: DeckListEntry, game: GameId): object {
  return {
    name: entry.name,
    count: entry.count,
    ...(entry.key && { key: entry.key }),
    ...(game === 'fab' && entry.colour && { colour: entry.colour }),
    ...(entry.number && { number: entry.number }),
    ...(entry.talishar && { talishar: true }),
  };
}
