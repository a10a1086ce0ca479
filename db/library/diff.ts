/** Deck versions compared card by card: what a save changed, and whether it changed anything at all. */
import type { DiffLine, LibrarySections } from './types';

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function cardCount(sections: LibrarySections): number {
  let total = 0;
  for (const lines of Object.values(sections)) for (const line of lines) total += line.count;
  return total;
}

/**
 * Every card whose copies differ between two versions, per section: sorted by section in `order` (the game's
 * sections; any other after them, by id), then by name and key. The name is the newer one.
 */
export function diffSections(before: LibrarySections, after: LibrarySections, order: readonly string[] = []): DiffLine[] {
  const lines = new Map<string, DiffLine>();
  const tally = (sections: LibrarySections, side: 'before' | 'after') => {
    for (const [section, entries] of Object.entries(sections)) {
      for (const { key, name, count } of entries) {
        const id = JSON.stringify([section, key]);
        const line = lines.get(id) ?? { section, key, name, before: 0, after: 0 };
        line[side] += count;
        if (side === 'after') line.name = name;
        lines.set(id, line);
      }
    }
  };
  tally(before, 'before');
  tally(after, 'after');
  const rank = (section: string) => {
    const index = order.indexOf(section);
    return index === -1 ? order.length : index;
  };
  return [...lines.values()]
    .filter((line) => line.before !== line.after)
    .sort((a, b) => rank(a.section) - rank(b.section) || compare(a.section, b.section) || compare(a.name, b.name) || compare(a.key, b.key));
}

/** Copies added and removed over the lines of a diff. */
export function changeCounts(lines: readonly DiffLine[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const { before, after } of lines) {
    if (after > before) added += after - before;
    else removed += before - after;
  }
  return { added, removed };
}
