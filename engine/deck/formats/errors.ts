import type { Localized } from '../../localized';
import type { DeckFileFormat, DeckFileIssue } from '../types';

/** How many issues the error message spells out; `issues` always holds all of them. */
const MESSAGE_ISSUES = 5;

/** A decklist file that could not be read, with every problem found in it, sorted by line; the message is the English. */
export class DeckFileError extends Error {
  readonly format: DeckFileFormat | null;
  readonly issues: DeckFileIssue[];

  constructor(format: DeckFileFormat | null, issues: readonly DeckFileIssue[]) {
    const sorted = [...issues].sort((a, b) => a.line - b.line);
    const shown = sorted.slice(0, MESSAGE_ISSUES).map((issue) => `line ${issue.line}: ${issue.message.en}`);
    if (sorted.length > MESSAGE_ISSUES) shown.push(`… and ${sorted.length - MESSAGE_ISSUES} more`);
    super(`Cannot read the ${format ?? 'deck'} file:\n${shown.join('\n')}`);
    this.name = 'DeckFileError';
    this.format = format;
    this.issues = sorted;
  }
}

/** A deck a file format cannot hold (a Talishar file without its hero); `why` in both languages, the message the English. */
export class DeckWriteError extends Error {
  constructor(readonly why: Localized) {
    super(why.en);
    this.name = 'DeckWriteError';
  }
}
