/**
 * A card file may list a card once per printing: a row that repeats a key with the same game information adds its
 * printing to that card (PMV 2.16.2–2.16.3: a promo is the same card as its base in all but the illustration and
 * other information that does not affect the game). The first row's facts are kept as short hashes, one per field,
 * so a file read in pieces keeps little per card and a differing row can still be told by the field it changes.
 */
import type { CardRecord } from '../cards/record';

/** The fields that are a card's game information (and its names and texts): all but its printings and picture. */
export const GAME_FIELDS = [
  'name', 'nameEn', 'nameJa', 'reading', 'kinds', 'subtypes', 'keywords', 'cost', 'costText', 'power', 'powerText',
  'stats', 'text', 'textEn', 'zone', 'copyLimit', 'aliasOf', 'flags', 'formats', 'faces',
] as const satisfies readonly (keyof CardRecord)[];

export type GameField = (typeof GAME_FIELDS)[number];

/** FNV-1a over a field's JSON: a collision only makes two different rows read as one card's printings once in 2^32. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193);
  return value >>> 0;
}

/** The card's game information, field by field, as kept to compare a later row with the same key. */
export function gameFacts(card: CardRecord): Uint32Array {
  return Uint32Array.from(GAME_FIELDS, (field) => hash(JSON.stringify(card[field] ?? null)));
}

/** The first field whose facts differ, or null when the two rows are one card. */
export function differingField(first: Uint32Array, later: Uint32Array): GameField | null {
  const index = first.findIndex((value, i) => value !== later[i]);
  return index < 0 ? null : GAME_FIELDS[index]!;
}
