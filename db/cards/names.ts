/**
 * The cards a list names (a 殿堂 entry, a regulation list line): lists spell a card's name their own way, without the
 * reading the card data appends (陰陽の舞 for 陰陽の舞（ミステリー・ヒッポ）), with another width or middle dot, or by one
 * half of a twinpact or one face of a double-faced card.
 */
import { fold } from './fold';

/** Every card name minus a trailing reading in brackets: 陰陽の舞（ミステリー・ヒッポ） → 陰陽の舞, folded. */
export function nameKey(name: string): string {
  return fold(name.replace(/[（(][^（）()]*[）)]\s*$/u, ''));
}

/** What a list may name a card by: its names (in either language) and the names of its faces. */
export interface NamedCard<Id> {
  id: Id;
  names: readonly (string | null)[];
  faces: readonly string[];
}

/**
 * A function from a name to the cards it names, by the first of these that finds any: the exact name; the name
 * folded (width, kana, case, middle dots and other separators: fold.ts); the same without a trailing reading in
 * （） or () on either side; one face's name (a twinpact half, the back of a psychic card) read the same three ways,
 * where only one card has that face (a super creature, the shared back of several cells, names none of them).
 */
export function cardFinder<Id>(cards: Iterable<NamedCard<Id>>): (name: string) => Id[] {
  const ways = [(name: string) => name, fold, nameKey];
  const byName = ways.map(() => new Map<string, Id[]>());
  const byFace = ways.map(() => new Map<string, Id[]>());
  const add = (map: Map<string, Id[]>, name: string, id: Id) => {
    const ids = map.get(name) ?? [];
    if (!ids.includes(id)) ids.push(id);
    map.set(name, ids);
  };
  for (const card of cards) {
    ways.forEach((way, level) => {
      for (const name of card.names) if (name) add(byName[level]!, way(name), card.id);
      for (const face of card.faces) add(byFace[level]!, way(face), card.id);
    });
  }
  return (name) => {
    for (const [level, way] of ways.entries()) {
      const found = byName[level]!.get(way(name));
      if (found) return found;
    }
    for (const [level, way] of ways.entries()) {
      const found = byFace[level]!.get(way(name));
      if (found?.length === 1) return found;
    }
    return [];
  };
}
