/**
 * Decklists that become library decks: the import dialog's confirmed deck saved under the game's default format
 * (Settings) unless the file names one, and a file dropped on the window read for the game it is for.
 */
import type { CardDetail, GameId, GameInfo, ReadDeck, Result } from '../../api/contract';
import { pickIssue, t } from '../i18n/index.svelte';
import { ApiCallError, type ApiClient } from './client';
import { kindForSection, type CardFromLine } from './custom-card';
import { toParams, type EditorSections } from './deck-editor.svelte';
import { readTextFile, UnreadableTextError } from './host';

/** A deck the import dialog read and the player confirmed. */
export interface ImportedDeck {
  name: string;
  format: string | null;
  sections: EditorSections;
}

/** The choice for an unresolved line that keeps it as an unknown card (`ReadDeck.unknownKeyPrefix`), and the one that leaves it out. */
export const KEEP_UNKNOWN = 'keep';
export const LEAVE_OUT = 'skip';

/** For each unresolved line of a read deck, by its index: a card key, KEEP_UNKNOWN or LEAVE_OUT. */
export type LinePicks = Record<number, string>;

/** A line whose custom card the card editor is making: its index among the unresolved lines, and what it says. */
export interface CardFromLineOf {
  index: number;
  from: CardFromLine;
}

/**
 * One custom card per line, in one transaction (`cards.saveCustomCards`: all or none): named as the line wrote it, in
 * the line's section, of the kind cards of that section have. The answer is in the lines' order.
 */
export async function linesMade(client: ApiClient, game: GameInfo, lines: readonly CardFromLine[]): Promise<CardDetail[]> {
  const cards = lines.map(({ name, section }) => ({ name, kinds: [kindForSection(game, section)], zone: section }));
  return (await client.call('cards.saveCustomCards', { game: game.id, cards })).cards;
}

/**
 * The read deck's contents with every unresolved line as picked, each with the line's copies: a card (found or made)
 * in the section the file gave it, else the card's own zone; a line kept as unknown under the deck's `unknownKeyPrefix` and its name, in the
 * file's section or the game's first; a line left out, not at all.
 */
export async function pickedContents(client: ApiClient, game: GameInfo, deck: ReadDeck, picks: LinePicks): Promise<EditorSections> {
  const sections: EditorSections = {};
  for (const [id, cards] of Object.entries(deck.sections)) sections[id] = cards.map((card) => ({ ...card }));
  const keys = deck.unresolved.flatMap((_, index) => (picks[index] && picks[index] !== KEEP_UNKNOWN && picks[index] !== LEAVE_OUT ? [picks[index]] : []));
  const cards = new Map((keys.length > 0 ? await client.call('cards.many', { game: game.id, keys }) : []).map((card) => [card.key, card]));
  const inGame = (section: string | null | undefined): section is string => game.sections.some((each) => each.id === section);
  deck.unresolved.forEach((line, index) => {
    const choice = picks[index];
    if (!choice || choice === LEAVE_OUT) return;
    const card = choice === KEEP_UNKNOWN ? null : cards.get(choice);
    const key = card ? card.key : `${deck.unknownKeyPrefix}${line.name}`;
    const name = card ? card.name : line.name;
    const section = inGame(line.section) ? line.section : inGame(card?.zone) ? card.zone : game.sections[0]!.id;
    const lines = (sections[section] ??= []);
    const existing = lines.find((each) => each.key === key);
    if (existing) existing.count += line.count;
    else lines.push({ key, name, count: line.count });
  });
  return sections;
}

/** Saves an imported deck as a new library deck; resolves with its id. */
export async function saveImportedDeck(client: ApiClient, game: GameId, deck: ImportedDeck, defaultFormat: string): Promise<string> {
  const created = await client.call('library.create', {
    game,
    name: deck.name,
    format: deck.format ?? defaultFormat,
    sections: toParams(deck.sections),
    reason: 'import',
  });
  return created.id;
}

/** The most text `decks.read` takes (api/schemas.ts): about 5 MB. */
const MAX_DECKLIST_BYTES = 5_000_000;

/** A dropped file read as a decklist: its text and what `decks.read` made of it for `game`. */
export interface DroppedDecklist {
  name: string;
  text: string;
  game: GameId;
  read: Result<'decks.read'>;
}

/** Why a dropped file is not imported, as the player reads it (file name and reason). */
export class NotADecklistError extends Error {}

const resolvedCopies = (read: Result<'decks.read'>) =>
  read.decks.reduce((sum, deck) => sum + Object.values(deck.sections).flat().reduce((copies, card) => copies + card.count, 0), 0);
const unresolvedLines = (read: Result<'decks.read'>) => read.decks.reduce((sum, deck) => sum + deck.unresolved.length, 0);

/**
 * Reads a dropped file as a decklist of the game it is for: the current game when every line names one of its cards,
 * else the game whose cards it names most (the current game first among equals). Throws NotADecklistError naming
 * the file and the reason when it is not a decklist of any game.
 */
export async function readDroppedDecklist(client: ApiClient, file: File, games: readonly GameInfo[], current: GameId): Promise<DroppedDecklist> {
  const refuse = (reason: string) => new NotADecklistError(t('drop.notDecklist', { name: file.name, reason }));
  if (file.size > MAX_DECKLIST_BYTES) throw refuse(t('drop.tooLarge'));
  let text: string;
  try {
    text = (await readTextFile(file)).text;
  } catch (error) {
    throw refuse(error instanceof UnreadableTextError ? t('drop.notText') : t('drop.unreadable', { message: (error as Error).message }));
  }
  const order = [current, ...games.map((game) => game.id).filter((id) => id !== current)];
  let best: DroppedDecklist | null = null;
  let firstProblem: string | null = null;
  for (const game of order) {
    let read: Result<'decks.read'>;
    try {
      read = await client.call('decks.read', { game, text });
    } catch (error) {
      if (!(error instanceof ApiCallError && error.code === 'INVALID_DECKLIST')) throw error;
      const [first] = error.issues;
      const count = error.issues.length;
      firstProblem ??= first ? t(count === 1 ? 'drop.problem' : 'drop.problems', { count, line: first.line ?? 1, problem: pickIssue(first) }) : error.message;
      continue;
    }
    const copies = resolvedCopies(read);
    if (copies > 0 && (best === null || copies > resolvedCopies(best.read))) best = { name: file.name, text, game, read };
    if (game === current && copies > 0 && unresolvedLines(read) === 0) break;
  }
  if (best) return best;
  throw refuse(firstProblem ?? t('drop.noCards'));
}
