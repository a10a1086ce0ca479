/**
 * A seat's sideboarding draft (issue 8): the sections of its deck as it will play the next game, changed a copy at a
 * time — between sections where the game swaps (ACG, PMV, NOVA), or between the deck and the inventory of its
 * card-pool (FaB) — before the backend checks and keeps it (`match.side`).
 */
import type { DeckLine, DeckSections, Sideboarding } from '../../api/contract';

export type DraftSections = Record<string, DeckLine[]>;

/** Where a copy can go from `section`: the other sections that swap with it, or the inventory (null) of a pool. */
export function destinations(plan: Sideboarding, section: string): (string | null)[] {
  if (plan.kind === 'none' || plan.fixed.includes(section) || !plan.sections.includes(section)) return [];
  if (plan.kind === 'pool') return [null];
  return plan.sections.filter((other) => other !== section && !plan.fixed.includes(other));
}

export const copies = (sections: DraftSections, section: string) => (sections[section] ?? []).reduce((sum, line) => sum + line.count, 0);

/**
 * One copy of `card` moved from `from` to `to`; null stands for a pool's inventory (a copy leaves the deck, or comes
 * back to its registered section). Returns the same object when there is no such copy to move.
 */
export function moveCopy(sections: DraftSections, card: DeckLine, from: string | null, to: string | null): DraftSections {
  const next: DraftSections = { ...sections };
  if (from !== null) {
    const line = next[from]?.find((entry) => entry.key === card.key);
    if (!line) return sections;
    next[from] = next[from]!.flatMap((entry) => (entry.key !== card.key ? [entry] : entry.count > 1 ? [{ ...entry, count: entry.count - 1 }] : []));
  }
  if (to !== null) {
    const lines = next[to] ?? [];
    const there = lines.some((entry) => entry.key === card.key);
    next[to] = there ? lines.map((entry) => (entry.key === card.key ? { ...entry, count: entry.count + 1 } : entry)) : [...lines, { key: card.key, name: card.name, count: 1 }];
  }
  return next;
}

/** A pool's inventory: the registered copies the draft leaves out, each with the section it came from. */
export function inventory(registered: DraftSections, draft: DraftSections): { section: string; line: DeckLine }[] {
  return Object.entries(registered).flatMap(([section, lines]) =>
    lines.flatMap((line) => {
      const kept = draft[section]?.find((entry) => entry.key === line.key)?.count ?? 0;
      return kept < line.count ? [{ section, line: { ...line, count: line.count - kept } }] : [];
    }),
  );
}

export const keysOf = (sections: DraftSections): DeckSections =>
  Object.fromEntries(Object.entries(sections).map(([section, lines]) => [section, lines.map(({ key, count }) => ({ key, count }))]));
