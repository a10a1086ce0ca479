/**
 * The reasons several importers give alike, in both languages. A reason follows where it is (「3行目、列「cost」：」,
 * `line 3, column "cost": `), so the English is a predicate of the column and the Japanese a sentence of its own.
 */
import type { Localized } from '../../engine/localized';

export const IS_MISSING: Localized = { en: 'is missing', ja: '値がありません' };
export const IS_EMPTY: Localized = { en: 'is empty', ja: '空です' };
export const NOT_A_CARD_OBJECT: Localized = { en: 'is not a card object', ja: 'カードのオブジェクトではありません' };

/** `got` as the file wrote it: quoted for a CSV field, JSON for a JSON value. */
export const notWholeNumber = (got: string): Localized => ({ en: `must be a whole number, got ${got}`, ja: `整数ではありません（${got}）` });

/** A CSV header without the columns the format needs. */
export function headerLacks(columns: readonly string[]): Localized {
  const quoted = columns.map((column) => `"${column}"`);
  return { en: `the header lacks ${quoted.join(', ')}`, ja: `見出し行に${columns.map((column) => `「${column}」`).join('、')}の列がありません` };
}
