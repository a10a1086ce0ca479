/** Helpers every decklist format shares: lines, counts, FaB pitch colours, section order. */
import type { GameId } from '../../games/id';
import type { Localized } from '../../localized';
import { PITCH_COLOURS, type DeckFileIssue, type DeckList, type DeckListEntry, type PitchColour } from '../types';
import { gameDefinition } from '../../games/registry';
import { DeckWriteError } from './errors';
import { sectionIds } from './sections';

/** The file's lines without a leading BOM, for LF, CRLF or CR line ends; line n is `lines[n - 1]`. */
export function splitLines(text: string): string[] {
  return stripBom(text).split(/\r\n|\r|\n/);
}

export function stripBom(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/** 1-based line of a character offset, for formats read by offset (XML, JSON). */
export function lineCounter(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/** A deck's `firstLine` where it begins after the file's line 1 (a file of several decks), else nothing. */
export const startingAt = (line: number): Pick<DeckList, 'firstLine'> => (line > 1 ? { firstLine: line } : {});

/** More copies than this is a typo, not a deck. */
export const MAX_COUNT = 999;

/** A count as written, full-width digits included (`４` is 4). */
export function parseCount(digits: string): number {
  return Number.parseInt(digits.normalize('NFKC'), 10);
}

/** Why a count cannot be a number of copies, or null when it can. */
export function countProblem(count: number): Localized | null {
  return Number.isInteger(count) && count >= 1 && count <= MAX_COUNT
    ? null
    : { en: `count ${count} is not between 1 and ${MAX_COUNT}`, ja: `枚数 ${count} は 1〜${MAX_COUNT} ではありません` };
}

/** What a file wrote, quoted as each language quotes: `"4 Foo"`, `「4 Foo」`. */
export const quoted = (written: string): Localized => ({ en: `"${written}"`, ja: `「${written}」` });

/** A token of the file's language (JSON, XML), the same in both languages. */
export const asWritten = (token: string): Localized => ({ en: token, ja: token });

/** A name in a sentence: bare in English, in 「」 in Japanese. */
export const named = (name: string): Localized => ({ en: name, ja: `「${name}」` });

/** A card of a JSON file that has no name to show. */
export const A_CARD: Localized = { en: 'a card', ja: 'カード' };

/** A problem of one thing the file names: `"4 Foo": count 0 is …`, `「4 Foo」：枚数 0 は…`. */
export const about = (subject: Localized, problem: Localized): Localized => ({
  en: `${subject.en}: ${problem.en}`,
  ja: `${subject.ja}：${problem.ja}`,
});

/** A game the file names that is no game of Deck Dojo's (`shown` as the file writes it). */
export const unknownGame = (shown: Localized): Localized => ({ en: `unknown game ${shown.en}`, ja: `不明なゲーム：${shown.ja}` });

/** A file that names another game than the one it is read for (`written` is the line or field that names it). */
export const readAsOtherGame = (written: Localized, game: GameId): Localized => ({
  en: `${written.en} but the deck is read as ${game}`,
  ja: `${written.ja}とありますが、このデッキは${gameDefinition(game).name.ja}のデッキとして読んでいます`,
});

/** A JSON value where an object belongs, shown when given (JSON has no undefined). */
export function notAnObject(what: Localized, value?: unknown): Localized {
  const shown = value === undefined ? '' : JSON.stringify(value);
  return {
    en: `${what.en} must be a JSON object${shown && `, not ${shown}`}`,
    ja: `${what.ja}は JSON のオブジェクトでなければなりません${shown && `（${shown} ではなく）`}`,
  };
}

export function isPitchColour(value: unknown): value is PitchColour {
  return (PITCH_COLOURS as readonly unknown[]).includes(value);
}

/**
 * A card as a line names it. FaB names may end in a pitch colour, `Snatch (red)`: split on the last ` (` only
 * when the tail is a colour, so `(` inside a name stays. FaB entries always carry `colour` (null for none);
 * the other games have no pitch, and their names keep any parentheses (DM `青銅の鎧(ブロンズ・アーム・トライブ)`).
 */
export function nameAndColour(written: string, game: GameId): Pick<DeckListEntry, 'name' | 'colour'> {
  const name = written.trim();
  if (game !== 'fab') return { name };
  const match = /^(.+) \((red|yellow|blue)\)$/i.exec(name);
  if (!match?.[1] || !match[2]) return { name, colour: null };
  return { name: match[1].trim(), colour: match[2].toLowerCase() as PitchColour };
}

/** The name with its FaB colour suffix, as text-like formats write it. */
export function nameWithColour(entry: DeckListEntry, game: GameId): string {
  return game === 'fab' && entry.colour ? `${entry.name} (${entry.colour})` : entry.name;
}

/**
 * Entries in the order every writer puts them: those without a section first, then the game's sections in the
 * game's order, each keeping the list's order. A section the game does not have is a caller's mistake.
 */
export function groupBySection(entries: readonly DeckListEntry[], game: GameId): Map<string | null, DeckListEntry[]> {
  const groups = new Map<string | null, DeckListEntry[]>([[null, []]]);
  for (const id of sectionIds(game)) groups.set(id, []);
  for (const entry of entries) {
    const group = groups.get(entry.section);
    if (!group) {
      throw new Error(`"${entry.name}" is in section "${entry.section}", which ${gameDefinition(game).name.en} does not have`);
    }
    group.push(entry);
  }
  for (const [section, group] of groups) if (group.length === 0) groups.delete(section);
  return groups;
}

/** What a reader returns: the decks it found and every problem, which `readDeckFile` turns into an error. */
export interface FormatRead {
  decks: DeckList[];
  issues: DeckFileIssue[];
}

/** A reader's answer for a file of another game's format: nothing read, one issue saying why. */
export function notForGame(what: Localized, expected: GameId, game: GameId): FormatRead {
  const [its, wanted] = [gameDefinition(expected).name, gameDefinition(game).name];
  const message = {
    en: `${what.en} are ${its.en} decks and cannot be read as a ${wanted.en} deck`,
    ja: `${what.ja}は${its.ja}のデッキで、${wanted.ja}のデッキとしては読めません`,
  };
  return { decks: [], issues: [{ line: 1, message }] };
}

/** The FaB hero of a list, for formats with room for one hero card; more than one copy is the caller's mistake. */
export function onlyHero(heroes: readonly DeckListEntry[], format: string): DeckListEntry | undefined {
  if (heroes.length > 1 || heroes.some((hero) => hero.count !== 1)) {
    const listed = heroes.map((hero) => `${hero.count} ${hero.name}`);
    throw new DeckWriteError({ en: `${format} lists hold one hero; this list has ${listed.join(', ')}`, ja: `${format} のリストのヒーローは1枚です。このリストには ${listed.join('、')} があります` });
  }
  return heroes[0];
}
