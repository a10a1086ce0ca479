/**
 * Talishar's deck file (Flesh and Blood; formats README §2), one token per copy:
 *
 *   line 1: <hero id> <arena id>…         the hero, then weapons and equipment
 *   line 2: <card id> <card id> …         the deck
 *   line 3: <card id> …                   optional: the rest of the inventory (no section: the card's zone decides)
 */
import type { GameId } from '../../games/id';
import type { DeckList, DeckListEntry, PitchColour } from '../types';
import { groupBySection, onlyHero, splitLines, type FormatRead } from './common';
import { DeckWriteError } from './errors';

/** Ids separated by single spaces; ids keep `&` (`squizzy_&_floof`), else they are lowercase letters, digits, `_`. */
const LINE = /^[a-z0-9_&]+(?: [a-z0-9_&]+)*$/;

/**
 * Talishar's id for a card: the name lowercased without accents (`Kāṣāya` → `kasaya`, `Vetreiði` → `vetreidi`),
 * ` // ` of double-faced cards → `__`, the punctuation `' ’ , : ! . ? "` and a lone `/` (`Dash I/O` → `dash_io`)
 * dropped, spaces and `-` → `_`, and `_red`/`_yellow`/`_blue` for pitched cards. `&` stays (`squizzy_&_floof`).
 * An id goes through unchanged, so converting twice is harmless.
 */
export function talisharId(name: string, colour: PitchColour | null): string {
  const base = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    // ð has no decomposition; Talishar writes it as d.
    .replace(/[ðÐ]/g, 'd')
    .toLowerCase()
    .replaceAll(' // ', '__')
    .replace(/['’,:!.?"/]/g, '')
    .replace(/[ -]/g, '_');
  return colour ? `${base}_${colour}` : base;
}

/**
 * An id split into the name part and its pitch colour. The split is by the id alone, so an unpitched card whose
 * name ends in a colour (`deep_blue`, the chest Deep Blue) also comes back as `deep` + blue: a resolver tries
 * the whole id as an unpitched card too.
 */
export function splitTalisharId(id: string): { base: string; colour: PitchColour | null } {
  const match = /^(.+)_(red|yellow|blue)$/.exec(id);
  if (!match?.[1] || !match[2]) return { base: id, colour: null };
  return { base: match[1], colour: match[2] as PitchColour };
}

/** One to three lines of ids (the third may be empty), nothing after. */
export function looksLikeTalishar(text: string): boolean {
  const lines = splitLines(text).map((line) => line.trim());
  while (lines.at(-1) === '') lines.pop();
  const [first = '', ...rest] = lines;
  return lines.length <= 3 && LINE.test(first) && rest.every((line) => line === '' || LINE.test(line));
}

/** Reads a file `looksLikeTalishar` accepted, so every line is ids and there are three at most. */
export function readTalishar(text: string): FormatRead {
  const list: DeckList = { name: null, game: null, format: null, entries: [] };
  splitLines(text).forEach((raw, index) => {
    const line = index + 1;
    // Copies of one id on one line become one entry, at that line.
    const entries = new Map<string, DeckListEntry>();
    raw
      .trim()
      .split(' ')
      .filter((token) => token !== '')
      .forEach((token, position) => {
        const section = line === 1 ? (position === 0 ? 'hero' : 'arena') : line === 2 ? 'deck' : null;
        const key = `${section} ${token}`;
        const known = entries.get(key);
        if (known) {
          known.count += 1;
          return;
        }
        const { base, colour } = splitTalisharId(token);
        const entry: DeckListEntry = { line, section, count: 1, name: base, colour, talishar: true };
        entries.set(key, entry);
        list.entries.push(entry);
      });
  });
  return { decks: [list], issues: [] };
}

/**
 * Line 1 the hero and arena cards, line 2 the deck, line 3 (when any) the cards without a section, one id per
 * copy. Only ids are carried: no deck name, format, game, card keys or printed numbers, and copies of one card
 * on one line come back as one entry.
 */
export function writeTalishar(list: DeckList, game: GameId): string {
  const groups = groupBySection(list.entries, game);
  const hero = onlyHero(groups.get('hero') ?? [], 'Talishar');
  if (!hero) throw new DeckWriteError({ en: 'A Talishar deck starts with its hero; this list has none', ja: 'Talishar のデッキはヒーローから始まりますが、このリストにはヒーローがありません' });
  const tokens = (entries: readonly DeckListEntry[] | undefined): string[] =>
    (entries ?? []).flatMap((entry) => Array<string>(entry.count).fill(talisharId(entry.name, entry.colour ?? null)));
  const lines = [
    [...tokens([hero]), ...tokens(groups.get('arena'))],
    tokens(groups.get('deck')),
    tokens(groups.get(null)),
  ].map((line) => line.join(' '));
  if (lines[2] === '') lines.pop();
  return `${lines.join('\n')}\n`;
}
