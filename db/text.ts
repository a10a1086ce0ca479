import type { Localized } from '../engine/localized';

/**
 * Control characters: C0 (U+0000–U+001F), DEL and C1 (U+0080–U+009F). None belongs in a name or a short text: a
 * NUL cuts strings in other programs, an ESC (or C1's CSI) starts a terminal's escape sequence. Text of several
 * lines keeps tab, line feed and carriage return.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/gu; // global for replace(); search() ignores the flag
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

/** `U+001B`: how messages name a character. */
export const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Why `text` cannot be stored as a name or short text (`lines`: as text of several lines, which may hold tabs and
 * line breaks), in both languages, or null when it can.
 */
export function controlCharacterReason(text: string, lines = false): Localized | null {
  const at = text.search(lines ? CONTROL_BUT_LINE_BREAKS : CONTROL_CHARACTERS);
  if (at < 0) return null;
  const char = codePoint(text[at]!);
  return {
    en: `holds the control character ${char} at character ${at + 1}; ${lines ? 'text may hold tabs and line breaks but no other control character' : 'names and short texts are one line of visible characters'}`,
    ja: `${at + 1}文字目に制御文字 ${char} があります。${lines ? 'テキストにはタブと改行のほかの制御文字は入れられません' : '名前や短いテキストは目に見える文字の1行です'}`,
  };
}

/** controlCharacterReason in English, for the API's parameter checks. */
export function controlCharacterProblem(text: string, lines = false): string | null {
  return controlCharacterReason(text, lines)?.en ?? null;
}
