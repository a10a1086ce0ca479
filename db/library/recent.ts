/**
 * The decks opened in the editor lately (File → Open Recent), kept in the settings table as `recentDecks`:
 * `[{ id, openedAt }]`, newest first. Names and games are read from the decks themselves, so a renamed deck shows
 * its new name and a deleted one drops off without anyone telling the list.
 */
import type { Database } from 'better-sqlite3';
import { createSettingsRepository } from '../repositories/settings';
import type { RecentLibraryDeck } from './types';
import { writeTransaction } from '../write';

/** How many decks the list keeps. */
export const RECENT_DECKS = 10;
const KEY = 'recentDecks';

interface Entry {
  id: string;
  openedAt: string;
}

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && typeof (value as Entry).id === 'string' && typeof (value as Entry).openedAt === 'string';

export interface RecentDecks {
  /** Newest first; decks that are gone are left out. */
  list(): RecentLibraryDeck[];
  /** Puts the deck at the head of the list (once), dropping the oldest beyond the limit; false when there is no such deck. */
  add(id: string, now: Date): boolean;
  clear(now: Date): void;
}

export function createRecentDecks(sql: Database): RecentDecks {
  const settings = createSettingsRepository(sql);
  const decks = sql.prepare<[string], { id: string; game: RecentLibraryDeck['game']; name: string }>(
    'SELECT id, game, name FROM decks WHERE id IN (SELECT value FROM json_each(?))',
  );
  const deckExists = sql.prepare<[string], { found: number }>('SELECT 1 AS found FROM decks WHERE id = ?');

  const stored = (): Entry[] => {
    const value = settings.all().get(KEY);
    return Array.isArray(value) ? value.filter(isEntry) : [];
  };

  function list(): RecentLibraryDeck[] {
    const entries = stored();
    const found = new Map(decks.all(JSON.stringify(entries.map((entry) => entry.id))).map((deck) => [deck.id, deck]));
    return entries.flatMap((entry) => {
      const deck = found.get(entry.id);
      return deck ? [{ ...deck, openedAt: entry.openedAt }] : [];
    });
  }

  // Read and written in one transaction: two windows opening decks at once both end up on the list.
  const add = writeTransaction(sql, (id: string, now: Date): boolean => {
    if (!deckExists.get(id)) return false;
    const kept = list().filter((deck) => deck.id !== id).slice(0, RECENT_DECKS - 1);
    const entries: Entry[] = [{ id, openedAt: now.toISOString() }, ...kept.map(({ id: keptId, openedAt }) => ({ id: keptId, openedAt }))];
    settings.put(new Map([[KEY, entries]]), now);
    return true;
  });

  return {
    list,
    add: (id, now) => add(id, now),
    clear: (now) => settings.put(new Map([[KEY, []]]), now),
  };
}
