import { describe, expect, it } from 'vitest';
import type { Sideboarding } from '../../api/contract';
import { copies, destinations, inventory, keysOf, moveCopy } from './sideboard';

const line = (key: string, name: string, count: number) => ({ key, name, count });
const swap: Sideboarding = { kind: 'swap', sections: ['main', 'side', 'character'], keepSizes: ['main', 'side'], fixed: ['character'], rule: 'NOVA 007.1' };
const pool: Sideboarding = { kind: 'pool', sections: ['hero', 'arena', 'deck'], fixed: ['hero'], deck: { section: 'deck', min: 60, rule: 'FaB TRP' } };

describe('sideboard drafts', () => {
  it('moves a copy only where the plan lets it: between swapping sections, to a pool’s inventory, never from a fixed one', () => {
    expect(destinations(swap, 'main')).toEqual(['side']);
    expect(destinations(swap, 'character')).toEqual([]);
    expect(destinations(pool, 'arena')).toEqual([null]);
    expect(destinations(pool, 'hero')).toEqual([]);
    expect(destinations({ kind: 'none', rule: 'DM 100.2' }, 'main')).toEqual([]);
  });

  it('moves one copy, dropping an emptied line and adding a new one, and leaves the draft alone without such a copy', () => {
    const draft = { main: [line('a', 'A', 1), line('b', 'B', 3)], side: [line('b', 'B', 1)] };
    const moved = moveCopy(draft, line('a', 'A', 1), 'main', 'side');
    expect(moved).toEqual({ main: [line('b', 'B', 3)], side: [line('b', 'B', 1), line('a', 'A', 1)] });
    expect(moveCopy(moved, line('b', 'B', 1), 'side', 'main')).toEqual({ main: [line('b', 'B', 4)], side: [line('a', 'A', 1)] });
    expect(moveCopy(draft, line('z', 'Z', 1), 'main', 'side')).toBe(draft);
    expect(copies(moved, 'side')).toBe(2);
    expect(keysOf(moved)).toEqual({ main: [{ key: 'b', count: 3 }], side: [{ key: 'b', count: 1 }, { key: 'a', count: 1 }] });
  });

  it('keeps a pool’s inventory: what the draft leaves out of the registered pool, by the section it came from', () => {
    const registered = { arena: [line('helm', 'Helm', 1), line('boots', 'Boots', 1)], deck: [line('x', 'X', 3)] };
    let draft = moveCopy(registered, line('helm', 'Helm', 1), 'arena', null);
    draft = moveCopy(draft, line('x', 'X', 1), 'deck', null);
    expect(inventory(registered, draft)).toEqual([
      { section: 'arena', line: line('helm', 'Helm', 1) },
      { section: 'deck', line: line('x', 'X', 1) },
    ]);
    expect(moveCopy(draft, line('helm', 'Helm', 1), null, 'arena').arena).toEqual([line('boots', 'Boots', 1), line('helm', 'Helm', 1)]);
  });
});
