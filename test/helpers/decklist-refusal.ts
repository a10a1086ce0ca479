/** Decklist files that must not read: the error, and its issues as the format tests compare them. */
import { expect } from 'vitest';
import { DeckFileError, readDeckFile } from '../../engine/deck/formats';
import type { DeckFileFormat } from '../../engine/deck/types';
import type { GameId } from '../../engine/games/id';
import type { Localized } from '../../engine/localized';

/** The error a file is refused with; the test fails when the file reads, or throws anything else. */
export function refusedDecklist(text: string, game: GameId): DeckFileError {
  try {
    readDeckFile(text, game);
  } catch (error) {
    if (error instanceof DeckFileError) return error;
    throw error;
  }
  throw new Error('the file was read');
}

/** The issues of a file refused as `format` (any format when not given), as `line: message` in one language. */
export function refusedLines(text: string, game: GameId, format?: DeckFileFormat, lang: keyof Localized = 'en'): string[] {
  const error = refusedDecklist(text, game);
  if (format !== undefined) expect(error.format).toBe(format);
  return error.issues.map((issue) => `${issue.line}: ${issue.message[lang]}`);
}
