/**
 * Decklist files: read any supported format (detected from the content, never from a file name) into
 * `DeckList`s, and write a `DeckList` back out. Formats and their grammars: formats/README.md of the reference data (docs/testing.md)
 * and the comment at the top of each module.
 */
import type { GameId } from '../../games/id';
import type { DeckFileFormat, DeckFileIssue, DeckFileRead, DeckList, DeckWriteFormat } from '../types';
import { readCod, writeCod } from './cod';
import { stripBom, type FormatRead } from './common';
import { isDmProduct, readDmProduct } from './dm-product';
import { DeckFileError, DeckWriteError } from './errors';
import { readFabrary, writeFabrary } from './fabrary';
import { readDeckDojoJson, writeDeckDojoJson } from './json';
import { JsonSyntaxError, parseJson, type PositionedJson } from './json-reader';
import { gameDefinition } from '../../games/registry';
import { looksLikeTalishar, readTalishar, writeTalishar } from './talishar';
import { readText, writeText } from './text';

export { DeckFileError, DeckWriteError } from './errors';
export { splitTalisharId, talisharId } from './talishar';

/**
 * The longest card name a line may give, in characters: no card's name comes near (the longest are about 120, and
 * a card of one's own is named in at most 300), and each name is matched against the card database, a longer one
 * at a cost that grows with it.
 */
export const MAX_CARD_NAME = 300;
/**
 * The most card lines a file may have, all its decks together: the largest real files (FaBrary draft exports of
 * 479 decks) have 16,519. An answer grows with its lines, and goes whole to the window that asked.
 */
export const MAX_CARD_LINES = 25_000;

/**
 * Every deck in the file. Throws `DeckFileError` with every problem found (sorted by line) when anything in it
 * cannot be read: a file is read whole or not at all.
 */
export function readDeckFile(text: string, game: GameId): DeckFileRead {
  if (stripBom(text).trim() === '') throw new DeckFileError(null, [{ line: 1, message: { en: 'the file is empty', ja: 'ファイルが空です' } }]);
  const { format, read } = detect(text, game);
  const beyond = read.decks.flatMap((deck) => deck.entries)[MAX_CARD_LINES];
  if (beyond) {
    const most = MAX_CARD_LINES.toLocaleString('en');
    read.issues.push({ line: beyond.line, message: { en: `a decklist file has at most ${most} card lines; this is one more`, ja: `デッキリストのファイルのカードの行は ${most} 行までです。この行はその次の行です` } });
  }
  for (const deck of read.decks) {
    for (const { line, name } of deck.entries) {
      if (name.length > MAX_CARD_NAME) {
        read.issues.push({ line, message: { en: `this line's card name has ${name.length} characters; a card name has at most ${MAX_CARD_NAME}`, ja: `この行のカード名は ${name.length} 文字です。カード名は ${MAX_CARD_NAME} 文字までです` } });
      }
    }
  }
  if (read.issues.length > 0) throw new DeckFileError(format, read.decks.length > 1 ? read.issues.map((issue) => withinDeck(issue, read.decks)) : read.issues);
  if (read.decks.length === 0) throw new DeckFileError(format, [{ line: 1, message: { en: 'no deck in the file', ja: 'ファイルにデッキがありません' } }]);
  return { format, decks: read.decks };
}

/**
 * A problem of a file of several decks told as its deck's too: the deck's name and the line within it (its first line
 * line 1), as the unknown lines of a deck are numbered; `line` stays the file's. A line before every deck's is the file's.
 */
function withinDeck(issue: DeckFileIssue, decks: readonly DeckList[]): DeckFileIssue {
  const index = decks.findLastIndex((deck) => deck.firstLine !== undefined && deck.firstLine <= issue.line);
  const deck = decks[index];
  if (deck?.firstLine === undefined) return issue;
  const line = issue.line - deck.firstLine + 1;
  const { en, ja } = issue.message;
  return {
    line: issue.line,
    message: {
      en: `${deck.name ?? `deck ${index + 1}`}, line ${line} of the deck: ${en}`,
      ja: `${deck.name === null ? `${index + 1}番目のデッキ` : `「${deck.name}」`}の${line}行目：${ja}`,
    },
  };
}

/**
 * The list in a format. Every writer groups entries by section (cards without one first, then the game's order,
 * the list's order within a section), so a list read back comes grouped so; Deck Dojo text and JSON record the
 * game written for. What each format cannot carry is said at its writer. Throws for a section the game does not
 * have and for FaBrary or Talishar with another game.
 */
export function writeDeckFile(list: DeckList, to: DeckWriteFormat, game: GameId): string {
  if ((to === 'fabrary' || to === 'talishar') && game !== 'fab') {
    const [format, { name }] = [to === 'fabrary' ? 'FaBrary' : 'Talishar', gameDefinition(game)];
    throw new DeckWriteError({ en: `${format} files hold Flesh and Blood decks, not ${name.en}`, ja: `${format} のファイルには Flesh and Blood のデッキしか入らず、${name.ja}のデッキは書けません` });
  }
  switch (to) {
    case 'text':
      return writeText(list, game);
    case 'fabrary':
      return writeFabrary(list, game);
    case 'talishar':
      return writeTalishar(list, game);
    case 'cod':
      return writeCod(list, game);
    case 'json':
      return writeDeckDojoJson(list, game);
  }
}

/**
 * The format of a file and what its reader made of it. In order: JSON (product lists by their card arrays, else
 * Deck Dojo JSON), Cockatrice XML, FaBrary (either generation; a FaBrary file read for another game is an issue
 * rather than nonsense text), Talishar (Flesh and Blood only: other games' lowercase one-word names would pass
 * for ids), and Deck Dojo text for everything else.
 */
function detect(file: string, game: GameId): { format: DeckFileFormat; read: FormatRead } {
  const text = stripBom(file);
  const start = text.trimStart();
  // `[` opens a JSON array only before a value that can hold a deck; `[main]` is a Deck Dojo text header.
  if (start.startsWith('{') || /^\[\s*[[{\]]/.test(start)) return detectJson(text, game);
  if (start.startsWith('<?xml') || start.startsWith('<cockatrice_deck')) return { format: 'cod', read: readCod(text, game) };
  if (/^(?:Arena|Deck) cards\s*$/im.test(text) || (/^Hero:/m.test(text) && /^(?:Format|Name):/m.test(text))) {
    return { format: 'fabrary', read: readFabrary(text, game) };
  }
  // Old exports: `(2) Name` card lines or their `Class:`/`Weapons:`/`Equipment:` fields with a value (a bare
  // `Equipment:` is a Deck Dojo text section header).
  if (/^\(\d+\) \S/m.test(text) || /^(?:Class|Weapons|Equipment):[ \t]*\S/m.test(text)) {
    return { format: 'fabrary-old', read: readFabrary(text, game) };
  }
  if (game === 'fab' && looksLikeTalishar(text)) return { format: 'talishar', read: readTalishar(text) };
  return { format: 'text', read: readText(text, game) };
}

/** Product lists by their card arrays, else Deck Dojo JSON; broken JSON is an issue of the `json` format. */
function detectJson(text: string, game: GameId): { format: DeckFileFormat; read: FormatRead } {
  let json: PositionedJson;
  try {
    json = parseJson(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const message = { en: `bad JSON: ${error.why.en}`, ja: `JSON として読めません：${error.why.ja}` };
    return { format: 'json', read: { decks: [], issues: [{ line: error.line, message }] } };
  }
  return isDmProduct(json.value)
    ? { format: 'dm-product', read: readDmProduct(json, game) }
    : { format: 'json', read: readDeckDojoJson(json, game) };
}
