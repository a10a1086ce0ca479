import { CONTROL_CHARACTERS } from '../../../db/text';

/** Text for a terminal: CJK and full-width characters take two columns. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

export function columnsOf(text: string): number {
  return [...text].reduce((sum, char) => sum + (WIDE.test(char) ? 2 : 1), 0);
}

export function padColumns(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - columnsOf(text)));
}

/**
 * Text to print: every control character (db/text.ts) but line feed and tab is written as its `\uXXXX` escape, so
 * data (an ESC or NUL in a card name from an older database) can neither drive the terminal nor be hidden. JSON
 * output stays the same data: JSON.stringify leaves only DEL and C1 characters raw, and their escapes are JSON's own.
 */
export function printable(text: string): string {
  return text.replace(CONTROL_CHARACTERS, (char) => (char === '\n' || char === '\t' ? char : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`));
}
