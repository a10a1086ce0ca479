/**
 * Exact search terms (kind:creature, stat:civs:火, cost=3…) as tokens of the card_terms FTS5 index. Each term is
 * hashed to one plain token, so no value can be split by the tokenizer or read as FTS5 syntax.
 */

/** cyrb53: a fast 53-bit string hash; at the few thousand distinct terms a database holds, collisions are moot. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

export function termToken(term: string): string {
  return `t${hash53(term).toString(36)}`;
}

/** Numeric columns a card contributes `column=value` terms for (the same ones the search compares). */
export const NUMERIC_TERM_COLUMNS = [
  'cost', 'power', 'pitch', 'defense', 'life', 'intellect', 'arcane', 'mana', 'level', 'hp', 'def', 'graze', 'durability', 'nodes',
] as const;
