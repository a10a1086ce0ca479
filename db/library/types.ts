/** The deck library's records, shaped as the API contract's deck types (db/ may not import the contract). */
import type { GameId } from '../../engine/games/types';

/** A card of a saved deck: the name is kept with the key, so the deck still reads when its card leaves the data. */
export interface LibraryLine {
  key: string;
  name: string;
  count: number;
}

/** A version's contents: section id → lines. */
export type LibrarySections = Record<string, LibraryLine[]>;

export type VersionReason = 'create' | 'edit' | 'import' | 'duplicate' | 'restore';

export interface LibraryDeck {
  id: string;
  game: GameId;
  name: string;
  format: string | null;
  tags: string[];
  notes: string;
  cards: number;
  /** The verdict stored with the newest version; null when it had missing cards or has them now. */
  legal: boolean | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface LibraryDeckDetail extends LibraryDeck {
  sections: LibrarySections;
  /** Keys of the newest version that no card of the game has now. */
  missing: string[];
}

export interface VersionInfo {
  version: number;
  savedAt: string;
  reason: VersionReason;
  cards: number;
  added: number;
  removed: number;
}

export interface DiffLine {
  section: string;
  key: string;
  name: string;
  before: number;
  after: number;
}
