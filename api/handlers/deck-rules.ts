/**
 * Decks against the card database, for every handler that judges one (decks.*, library.*): keys and counts
 * loaded as cards, and a format's construction rules with its regulation list as of a date.
 */
import type { Database } from 'better-sqlite3';
import { regulationEntries, regulationFormats } from '../../db/cards/read';
import { loadDeckCards } from '../../db/decks/cards';
import type { DeckFormat } from '../../engine/deck/construction';
import type { Deck, DeckCard, DeckEntry, Validation } from '../../engine/deck/types';
import { unknownLineName } from '../../engine/deck/cards';
import { UnknownFormatError, deckChecker, findDeckFormat } from '../../engine/deck/validate';
import type { GameId } from '../../engine/games/id';
import type { DeckSections, ErrorIssue } from '../contract';
import { ApiError } from '../errors';
import { defaultFormatOf } from '../services/settings';
import type { Clock } from './types';

/** A card of a deck with its copies merged per section, and the card the key names (null: no such card). */
export interface LoadedEntry {
  key: string;
  count: number;
  card: DeckCard | null;
  /** Where the key first appears in the params, for error issues: `sections.main[3].key`. */
  at: string;
}

/** Keys and counts per section, copies of one key merged (first appearance first), each with its card. */
export function loadEntries(sql: Database, game: GameId, sections: DeckSections): Record<string, LoadedEntry[]> {
  const cards = loadDeckCards(sql, game, Object.values(sections).flatMap((entries) => entries.map((entry) => entry.key)));
  return Object.fromEntries(
    Object.entries(sections).map(([section, entries]) => {
      const byKey = new Map<string, LoadedEntry>();
      entries.forEach(({ key, count }, index) => {
        const entry = byKey.get(key);
        if (entry) entry.count += count;
        else byKey.set(key, { key, count, card: cards.get(key) ?? null, at: `sections.${section}[${index}].key` });
      });
      return [section, [...byKey.values()]];
    }),
  );
}

/** NOT_FOUND for keys that name no card of the game, each one an issue. */
export function unknownCards(game: GameId, entries: readonly LoadedEntry[]): ApiError {
  const issues: ErrorIssue[] = entries.map(({ key, at }) => ({ column: at, message: `no ${game} card with key "${key}"` }));
  return new ApiError('NOT_FOUND', issues.length === 1 ? issues[0]!.message : `${issues.length} cards are not in the database`, issues);
}

/** NOT_FOUND for the entries that have neither a card nor a name `nameOf` gives (an unknown line's, by default). */
export function requireNamed(game: GameId, loaded: Record<string, LoadedEntry[]>, nameOf: (key: string) => string | null = unknownLineName): void {
  const unknown = Object.values(loaded).flat().filter((entry) => !entry.card && nameOf(entry.key) === null);
  if (unknown.length > 0) throw unknownCards(game, unknown);
}

/** The deck the entries make, or null when a key names no card. */
export function deckFrom(game: GameId, loaded: Record<string, LoadedEntry[]>): Deck | null {
  const sections: Record<string, DeckEntry[]> = {};
  for (const [section, entries] of Object.entries(loaded)) {
    const built: DeckEntry[] = [];
    for (const { card, count } of entries) {
      if (!card) return null;
      built.push({ card, count });
    }
    sections[section] = built;
  }
  return { game, sections };
}

/** The deck behind keys and counts; every key must name a card of the game (the issues name each one that does not). */
export function deckOf(sql: Database, game: GameId, sections: DeckSections): Deck {
  const loaded = loadEntries(sql, game, sections);
  const deck = deckFrom(game, loaded);
  if (!deck) throw unknownCards(game, Object.values(loaded).flat().filter((entry) => !entry.card));
  return deck;
}

/**
 * The format with this id among the game's own and its regulation lists; for null, the game's default in Settings
 * (DM: 殿堂レギュレーション unless the player chose another).
 */
export function formatOrThrow(sql: Database, game: GameId, id: string | null | undefined): DeckFormat {
  try {
    return findDeckFormat(game, id || defaultFormatOf(sql, game), regulationFormats(sql, game));
  } catch (error) {
    if (error instanceof UnknownFormatError) throw new ApiError('INVALID_PARAMS', error.message);
    throw error;
  }
}

/** The clock's date, YYYY-MM-DD: regulation lists are dated, and by default the entries in effect today apply. */
export const today = (clock: Clock) => clock.now().toISOString().slice(0, 10);

/** The checker of a format (the game's default in Settings for null) with its regulation list as of a date (YYYY-MM-DD). */
export function deckRules(sql: Database, game: GameId, format: string | null | undefined, asOf: string): (deck: Deck) => Validation {
  const chosen = formatOrThrow(sql, game, format);
  const regulations = chosen.regulation ? regulationEntries(sql, game, chosen.regulation) : [];
  return deckChecker(game, chosen, { regulations, asOf });
}
