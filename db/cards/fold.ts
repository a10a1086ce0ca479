/**
 * Search folding: the same text typed in any of the ways Japanese players type it folds to one form.
 * NFKC (full-width ＡＢＣ１２３ and half-width ｶﾀｶﾅ become ABC123 and カタカナ), lower case, katakana to
 * hiragana (ボルシャック and ぼるしゃっく match), and no spaces or separator punctuation (ボルシャック・ドラゴン,
 * ボルシャック ドラゴン and ボルシャックドラゴン match). Card data and queries both pass through here.
 */

// Katakana ァ (U+30A1) … ヶ (U+30F6) sit 0x60 above their hiragana; ヷ–ヺ have no hiragana form and stay.
const KATAKANA_START = 0x30a1;
const KATAKANA_END = 0x30f6;
const KANA_OFFSET = 0x60;

const SEPARATOR_CLASS = String.raw`[\s・･·\-‐‑–—―_,.、。'"‘’“”!?「」『』《》〈〉【】()[\]{}/／:;]`;
const SEPARATORS = new RegExp(SEPARATOR_CLASS, 'gu');
const SEPARATOR = new RegExp(`^${SEPARATOR_CLASS}$`, 'u');

/** Is this one character (as typed or printed, full-width too) a separator folding removes? Words start after one. */
export function isSeparator(char: string): boolean {
  return SEPARATOR.test(char.normalize('NFKC'));
}

export function fold(text: string): string {
  let out = '';
  for (const char of text.normalize('NFKC').toLowerCase()) {
    const code = char.codePointAt(0)!;
    out += code >= KATAKANA_START && code <= KATAKANA_END ? String.fromCodePoint(code - KANA_OFFSET) : char;
  }
  return out.replace(SEPARATORS, '');
}

/** Folded length in characters (not UTF-16 units): FTS trigrams need three. */
export function foldedLength(folded: string): number {
  return [...folded].length;
}
