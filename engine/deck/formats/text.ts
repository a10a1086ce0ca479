/**
 * Deck Dojo text, the app's own plain format (every game):
 *
 *   game: dm                 optional header lines, before the first card or section
 *   format: standard
 *   name: My deck
 *   [main]                   or `main:`; a section id, label or alias of the game (see sections.ts)
 *   4 ボルシャック・ドラゴン      also `4x Name`, `4 x Name`, `Name x4`, `Name ×4`; no count is 1 copy
 *   3 Snatch (red)           FaB pitch colour
 *   # comment
 *
 * Cards before any section header have no section (the card's own zone decides).
 */
import { isGameId } from '../../games/registry';
import type { GameId } from '../../games/id';
import type { DeckFileIssue, DeckList } from '../types';
import {
  about,
  countProblem,
  groupBySection,
  nameAndColour,
  nameWithColour,
  parseCount,
  quoted,
  readAsOtherGame,
  splitLines,
  unknownGame,
  type FormatRead,
} from './common';
import { findSection, isSideWord, normaliseWord, unknownSection } from './sections';

const META = /^(game|format|name)\s*:(.*)$/i;
const DIGITS = '-?[0-9０-９]+';
const TIMES = '[xXｘＸ×]';
/** `4 Name`, `4x Name`, `4 x Name`. */
const COUNT_FIRST = new RegExp(`^(${DIGITS})(?:\\s*${TIMES})?\\s+(\\S.*)$`);
/** `Name x4`, `Name ×4`; the sign `×` may touch the name (`ボルシャック×4`), a letter x may not. */
const COUNT_LAST = new RegExp(`^(.*?\\S)(?:\\s*×|\\s+[xXｘＸ])\\s*(${DIGITS})$`);
const COUNT_ONLY = new RegExp(`^(?:${DIGITS}(?:\\s*${TIMES})?|${TIMES}\\s*${DIGITS})$`);

export function readText(text: string, game: GameId): FormatRead {
  const list: DeckList = { name: null, game: null, format: null, entries: [] };
  const issues: DeckFileIssue[] = [];
  let section: string | null = null;
  // Header lines count only before the first card or section: after it, `name: x` could be a card.
  let inHeader = true;

  splitLines(text).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (content === '' || content.startsWith('#')) return;

    const meta = inHeader ? META.exec(content) : null;
    if (meta?.[1] !== undefined && meta[2] !== undefined) {
      const key = meta[1].toLowerCase();
      const value = meta[2].trim();
      if (key === 'game') {
        const id = normaliseWord(value);
        if (!isGameId(id)) issues.push({ line, message: unknownGame(quoted(value)) });
        else if (id !== game) issues.push({ line, message: readAsOtherGame(quoted(content), game) });
        else list.game = id;
      } else if (key === 'name') {
        list.name = value === '' ? null : value;
      } else {
        list.format = value === '' ? null : value;
      }
      return;
    }

    // `[word]` is always meant as a header; `word:` only when the word is a section, as names contain `:`.
    const bracketed = /^\[(.*)\]$/.exec(content)?.[1];
    // Sliced rather than matched: `^(.+?)\s*:$` backtracks across a long run of spaces, quadratic in the line.
    const colon = /[:：]$/.test(content) ? content.slice(0, -1).trimEnd() || undefined : undefined;
    const word = bracketed ?? colon;
    if (word !== undefined) {
      const id = findSection(game, word);
      if (id !== null || bracketed !== undefined || isSideWord(word)) {
        inHeader = false;
        if (id === null) issues.push({ line, message: unknownSection(game, word, quoted(content)) });
        else section = id;
        return;
      }
    }

    inHeader = false;
    if (COUNT_ONLY.test(content)) {
      issues.push({ line, message: { en: `"${content}" has no card name`, ja: `「${content}」にはカード名がありません` } });
      return;
    }
    const first = COUNT_FIRST.exec(content);
    const last = first ? null : COUNT_LAST.exec(content);
    const count = first?.[1] ?? last?.[2];
    const written = first?.[2] ?? last?.[1] ?? content;
    const copies = count === undefined ? 1 : parseCount(count);
    const problem = countProblem(copies);
    if (problem) issues.push({ line, message: about(quoted(content), problem) });
    else list.entries.push({ line, section, count: copies, ...nameAndColour(written, game) });
  });

  return { decks: [list], issues };
}

/**
 * Header lines, then the cards without a section, then each non-empty section as `[id]` and `4 Name` lines.
 * Not carried: card keys, printed numbers and Talishar marks (Deck Dojo JSON keeps them).
 */
export function writeText(list: DeckList, game: GameId): string {
  const lines = [`game: ${game}`];
  if (list.format) lines.push(`format: ${list.format}`);
  if (list.name) lines.push(`name: ${list.name}`);
  for (const [section, entries] of groupBySection(list.entries, game)) {
    lines.push('');
    if (section !== null) lines.push(`[${section}]`);
    for (const entry of entries) lines.push(`${entry.count} ${nameWithColour(entry, game)}`);
  }
  return `${lines.join('\n')}\n`;
}
