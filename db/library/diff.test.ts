import { describe, expect, it } from 'vitest';
import { cardCount, changeCounts, diffSections } from './diff';
import type { LibrarySections } from './types';

const line = (key: string, name: string, count: number) => ({ key, name, count });

describe('diffSections', () => {
  it('lists each card whose copies changed, per section, in section order then name', () => {
    const before: LibrarySections = {
      reserve: [line('r1', 'イ', 2)],
      basic: [line('b2', 'ウ', 4), line('b1', 'ア', 3), line('same', 'エ', 4)],
    };
    const after: LibrarySections = {
      basic: [line('same', 'エ', 4), line('b1', 'ア', 1), line('b3', 'イ', 2)],
      territory: [line('t1', 'カ', 10)],
      reserve: [line('r1', 'イ', 2), line('b1', 'ア', 1)],
    };
    expect(diffSections(before, after, ['basic', 'territory', 'reserve'])).toEqual([
      { section: 'basic', key: 'b1', name: 'ア', before: 3, after: 1 },
      { section: 'basic', key: 'b3', name: 'イ', before: 0, after: 2 },
      { section: 'basic', key: 'b2', name: 'ウ', before: 4, after: 0 },
      { section: 'territory', key: 't1', name: 'カ', before: 0, after: 10 },
      { section: 'reserve', key: 'b1', name: 'ア', before: 0, after: 1 },
    ]);
  });

  it('puts sections outside the order last, by id, and takes the newer name', () => {
    const lines = diffSections({ zz: [line('k', 'old name', 1)] }, { aa: [line('k', 'x', 1)], zz: [line('k', 'new name', 2)] }, ['main']);
    expect(lines).toEqual([
      { section: 'aa', key: 'k', name: 'x', before: 0, after: 1 },
      { section: 'zz', key: 'k', name: 'new name', before: 1, after: 2 },
    ]);
  });

  it('finds nothing between the same contents in another order, under other names or with a key split over two lines', () => {
    const before: LibrarySections = { main: [line('a', 'A', 2), line('b', 'B', 1)], side: [] };
    const after: LibrarySections = { main: [line('b', 'B (renamed)', 1), line('a', 'A', 1), line('a', 'A', 1)] };
    expect(diffSections(before, after)).toEqual([]);
  });
});

describe('counts', () => {
  it('add the copies of every section, and the copies added and removed over a diff', () => {
    expect(cardCount({ main: [line('a', 'A', 4), line('b', 'B', 2)], side: [line('a', 'A', 1)] })).toBe(7);
    expect(cardCount({})).toBe(0);
    const lines = diffSections({ main: [line('a', 'A', 4), line('b', 'B', 2)] }, { main: [line('a', 'A', 1), line('c', 'C', 3)], side: [line('b', 'B', 1)] });
    expect(changeCounts(lines)).toEqual({ added: 4, removed: 5 });
    expect(changeCounts([])).toEqual({ added: 0, removed: 0 });
  });
});
