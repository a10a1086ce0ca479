/**
 * What the crash test's child process (crash-child.ts) and its parent (test/integration/crash.test.ts) agree on: the
 * lines the child prints for each write that returned ok, the import batches it brings and how the decks and tables it
 * works on are found again after a kill.
 */
import type { LibrarySections } from '../../db/library/types';
import type { Action } from '../../engine/core/actions';
import { createRng, nextInt } from '../../engine/core/rng';

/** The game every write is made in: its sample pack is small and its table needs nothing but a deck. */
export const CRASH_GAME = 'acg';
/** The deck every table is started from (never saved again, so every table starts with the same setup). */
export const TABLE_DECK_TAG = 'crash-table';
/** The decks that get new versions. */
export const SAVED_DECK_TAG = 'crash-saved';
export const SAVED_DECKS = 4;
/** A table's log grows to this length (its setup included), then the child starts another. */
export const TABLE_LENGTH = 30;

/** One line of the child's stdout, printed only after the call returned ok. */
export type Confirmed =
  | { op: 'ready' }
  | { op: 'deck'; id: string; version: number; sections: LibrarySections }
  | { op: 'import'; batch: number }
  | { op: 'table'; id: string; length: number }
  | { op: 'act'; id: string; index: number; action: Action };

/** Integers below `n`, the same for the same seed. */
export function seededInts(seed: number): (n: number) => number {
  let state = createRng(seed);
  return (n) => {
    const drawn = nextInt(state, n);
    state = drawn.state;
    return drawn.value;
  };
}

/** How many cards import batch `batch` brings: 10 to 60, keys `crash-<batch>-<n>`. */
export const batchSize = (batch: number) => 10 + ((batch * 37) % 51);

/** The data source import batch `batch` makes: the CSV file's name, or the JSON card pack's source. */
export const batchSource = (batch: number) => (batch % 2 === 1 ? `csv:crash-${batch}.csv` : `crash-${batch}`);

/** The batch a data source is, by its name; null for any other source. */
export function batchOfSource(name: string): number | null {
  const match = /^(?:csv:)?crash-(\d+)(?:\.csv)?$/.exec(name);
  return match && batchSource(Number(match[1])) === name ? Number(match[1]) : null;
}

/** Odd batches are a CSV file, even ones a Deck Dojo JSON card pack (with printings); each is its own source. */
export function batchFile(batch: number): { name: string; text: string } {
  const keys = Array.from({ length: batchSize(batch) }, (_, index) => `crash-${batch}-${index + 1}`);
  if (batch % 2 === 1) {
    const rows = keys.map((key, index) => `${key},クラッシュ蟻 ${key},animal,${index % 5},${(index % 7) + 1}`);
    return { name: `crash-${batch}.csv`, text: ['key,name,kind,cost,power', ...rows].join('\n') };
  }
  const source = batchSource(batch);
  const cards = keys.map((key, index) => ({
    key,
    name: `Crash Turf ${key}`,
    kinds: ['turf'],
    cost: index % 4,
    text: `カード ${index + 1} / ${keys.length}`,
    printings: [{ set: 'CRS', number: key.toUpperCase(), rarity: 'C' }],
  }));
  return { name: `${source}.json`, text: JSON.stringify({ format: 'deck-dojo-cards', version: 1, game: CRASH_GAME, source: { name: source, version: '1' }, cards }) };
}
