/**
 * FaBrary clipboard exports (Flesh and Blood), both generations; formats README §1.
 *
 * Current (`fabrary`):                       Old (`fabrary-old`):
 *   [2025-01-20 21:46:29]   optional          2024-05-20 05:39:13
 *   Name: <deck>                              Deck built with ❤️ at the FaBrary
 *   Hero: <hero>                              <deck name>
 *   Format: Classic Constructed               Class: Assassin               (ignored)
 *   Arena cards                               Hero: Nuu
 *   1x Blood Splattered Vest                  Weapons: Beckoning Mistblade,Beckoning Mistblade
 *   Deck cards                                Equipment: Aqua Laps, Aqua Seeing Shell
 *   3x Snatch (red)                           (2) Evasive Leap (red)
 *   Made with ❤️ at the FaBrary               See the full deck @ https://fabrary.net/decks/…
 *   See the full deck @ https://fabrary.net/decks/…
 *
 * One tolerant reader takes both (detection names the generation): multi-deck files are concatenated exports,
 * each usually after a timestamp line (bracketed or not), and some blocks are only a timestamp and a deck link.
 */
import { construction } from '../../games/fab/construction';
import type { GameId } from '../../games/id';
import type { Localized } from '../../localized';
import type { DeckFileIssue, DeckList, DeckListEntry } from '../types';
import { matchDeckFormat } from '../validate';
import {
  about,
  countProblem,
  groupBySection,
  nameAndColour,
  nameWithColour,
  notForGame,
  onlyHero,
  parseCount,
  quoted,
  splitLines,
  startingAt,
  type FormatRead,
} from './common';

const TIMESTAMP = /^\[?\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\]?$/;
/** `Made with ❤️ at the FaBrary`, `Deck built with love at the FaBrary`, `Feito com o ❤️ na FaBrary`… */
const BRANDING = /FaBrary$/i;
const FULL_DECK = /^See the full deck @/i;
const LINK = /^https?:\/\/\S+$/;
const FIELD = /^(Name|Hero|Format|Class|Weapons|Equipment):(.*)$/i;
const SECTION = /^(Arena|Deck) cards$/i;
const CARD = /^(-?\d+)x\s+(\S.*)$/;
const OLD_CARD = /^\((-?\d+)\)\s+(\S.*)$/;

export function readFabrary(text: string, game: GameId): FormatRead {
  if (game !== 'fab') return notForGame({ en: 'FaBrary lists', ja: 'FaBrary のリスト' }, 'fab', game);
  const decks: DeckList[] = [];
  const issues: DeckFileIssue[] = [];
  let deck = emptyDeck(1);
  let section: string | null = null;
  // After `See the full deck @` everything up to the next export is FaBrary's, not the deck's.
  let skipping = false;
  // The old generation's deck name is the line after its branding header.
  let nameNext = false;
  // The line that starts the next deck is its line 1.
  const nextDeck = (line: number): void => {
    if (deck.name !== null || deck.format !== null || deck.entries.length > 0) decks.push(deck);
    deck = emptyDeck(line);
    section = null;
    skipping = false;
    nameNext = false;
  };

  splitLines(text).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    const field = FIELD.exec(content);
    const key = field?.[1]?.toLowerCase();
    const value = field?.[2]?.trim() ?? '';

    if (TIMESTAMP.test(content)) return nextDeck(line);
    if (skipping && !BRANDING.test(content) && key !== 'name' && key !== 'hero') return;
    if (content === '' || LINK.test(content)) return;
    if (FULL_DECK.test(content)) {
      skipping = true;
      nameNext = false;
      return;
    }
    if (BRANDING.test(content)) {
      if (deck.entries.length > 0) nextDeck(line);
      skipping = false;
      nameNext = true;
      return;
    }

    if (key !== undefined) {
      // Exports without timestamps: a field the deck already has, or one after its cards, starts the next deck.
      const cardsSeen = deck.entries.some((entry) => entry.section !== 'hero');
      const repeated =
        (key === 'name' && deck.name !== null) ||
        (key === 'format' && deck.format !== null) ||
        (key === 'hero' && deck.entries.some((entry) => entry.section === 'hero'));
      if ((key === 'name' || key === 'hero' || key === 'format') && (skipping || cardsSeen || repeated)) nextDeck(line);
      skipping = false;
      nameNext = false;
      if (key === 'name') deck.name = value || null;
      else if (key === 'format') {
        deck.format = value || null;
        // A format Deck Dojo cannot check is said, never checked as another (CC) in silence.
        if (value && !matchDeckFormat('fab', value)) issues.push({ line, message: unknownFormat(value) });
      }
      else if (key === 'hero' && value) deck.entries.push(card(line, 'hero', 1, value));
      else if (key === 'weapons' || key === 'equipment') {
        // A name listed once per copy can still come to more copies than a count may say.
        for (const entry of arenaEntries(line, value)) {
          const problem = countProblem(entry.count);
          if (problem) issues.push({ line, message: about(quoted(entry.name), problem) });
          else deck.entries.push(entry);
        }
      }
      return;
    }

    const heading = SECTION.exec(content)?.[1];
    const counted = CARD.exec(content) ?? OLD_CARD.exec(content);
    if (heading !== undefined) {
      section = heading.toLowerCase() === 'arena' ? 'arena' : 'deck';
    } else if (counted?.[1] !== undefined && counted[2] !== undefined) {
      const count = parseCount(counted[1]);
      const problem = countProblem(count);
      // Old lines have no section headers: every `(n) Name` is a deck card.
      const into = counted[0].startsWith('(') ? 'deck' : section;
      if (problem) issues.push({ line, message: about(quoted(content), problem) });
      else deck.entries.push(card(line, into, count, counted[2]));
    } else if (nameNext) {
      deck.name = content;
    } else {
      issues.push({ line, message: { en: `"${content}" is not a FaBrary deck line`, ja: `「${content}」は FaBrary のデッキの行ではありません` } });
    }
    nameNext = false;
  });
  nextDeck(0);
  return { decks, issues };
}

/**
 * `Name:`, `Hero:`, `Format:` (each when the list has it), `Arena cards` and `Deck cards`; no footer, as the file
 * is not FaBrary's. Not carried: the game (FaBrary has no such line), card keys, printed numbers, Talishar marks.
 * FaBrary has no place for cards without a section (Talishar's inventory line): pitched ones go under
 * `Deck cards`, the rest under `Arena cards`, as weapons and equipment have no pitch.
 */
export function writeFabrary(list: DeckList, game: GameId): string {
  const placed = list.entries.map((entry) =>
    entry.section === null ? { ...entry, section: entry.colour ? 'deck' : 'arena' } : entry,
  );
  const groups = groupBySection(placed, game);
  const hero = onlyHero(groups.get('hero') ?? [], 'FaBrary');
  const lines: string[] = [];
  if (list.name) lines.push(`Name: ${list.name}`);
  if (hero) lines.push(`Hero: ${nameWithColour(hero, game)}`);
  if (list.format) lines.push(`Format: ${fabraryName(list.format)}`);
  const cardLines = (entries: DeckListEntry[] | undefined): string[] =>
    (entries ?? []).map((entry) => `${entry.count}x ${nameWithColour(entry, game)}`);
  lines.push('', 'Arena cards', ...cardLines(groups.get('arena')), '', 'Deck cards', ...cardLines(groups.get('deck')));
  return `${lines.join('\n')}\n`;
}

/** The format names FaBrary writes, each once. */
const FABRARY_NAMES = [...new Set(construction.formats.flatMap((format) => (format.exportName ? [format.exportName] : [])))];

/** A `Format:` line Deck Dojo cannot check, with the names FaBrary writes. */
function unknownFormat(value: string): Localized {
  return {
    en: `"Format: ${value}" is not a format Deck Dojo knows; FaBrary's are ${FABRARY_NAMES.join(', ')}`,
    ja: `「Format: ${value}」は Deck Dojo の知らないフォーマットです。FaBrary のフォーマットは ${FABRARY_NAMES.join('、')} です`,
  };
}

/** FaBrary's name for a format (`cc` → `Classic Constructed`); a name Deck Dojo does not know stays as written. */
function fabraryName(format: string): string {
  return matchDeckFormat('fab', format)?.exportName ?? format;
}

function emptyDeck(firstLine: number): DeckList {
  return { name: null, game: null, format: null, entries: [], ...startingAt(firstLine) };
}

function card(line: number, section: string | null, count: number, written: string): DeckListEntry {
  return { line, section, count, ...nameAndColour(written, 'fab') };
}

/**
 * Old exports list arena cards on one line: distinct cards joined by `, `, copies of one card by `,`
 * (`Beckoning Mistblade,Beckoning Mistblade, Tiger Taming Khakkara`). Names hold `, ` too (`Cosmo, Scroll of
 * Ancestral Tapestry`), and every arena card named so starts with one word, so a one-word piece joins the
 * next. Without the card database this is a guess (a one-word card before another would be joined); it reads
 * every saved deck right.
 */
function arenaEntries(line: number, written: string): DeckListEntry[] {
  const parts = written.split(/(, ?)/);
  const names: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const piece = parts[i]?.trim() ?? '';
    const previous = names.at(-1);
    if (parts[i - 1] === ', ' && previous !== undefined && !/[\s,]/.test(previous)) {
      names[names.length - 1] = `${previous}, ${piece}`;
    } else if (piece !== '') {
      names.push(piece);
    }
  }
  const copies = new Map<string, number>();
  for (const name of names) copies.set(name, (copies.get(name) ?? 0) + 1);
  return [...copies].map(([name, count]) => card(line, 'arena', count, name));
}
