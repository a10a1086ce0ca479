/** The deck library's records; api/contract.ts passes them on as its deck types (DeckSummary, DeckDetail…). */
import type { GameId } from '../../engine/games/id';

/** A card of a saved deck: the name is kept with the key, so the deck still reads when its card leaves the data. */
export interface LibraryLine {
  key: string;
  name: string;
  count: number;
}

/** A version's contents: section id → lines. */
export type LibrarySections = Record<string, LibraryLine[]>;

/** Why a version was made. */
export type VersionReason = 'create' | 'edit' | 'import' | 'duplicate' | 'restore';

/** A saved deck as the library lists it. */
export interface LibraryDeck {
  id: string;
  game: GameId;
  name: string;
  /** The deck's format (a `decks.formats` id); null is the game's default. */
  format: string | null;
  tags: string[];
  notes: string;
  /** Cards over all sections. */
  cards: number;
  /** The verdict stored with the newest version; null when it had missing cards or has them now. */
  legal: boolean | null;
  /** The newest version's number: a save names the version it started from (`baseVersion`). */
  version: number;
  /**
   * Raised by every change of the deck: a save of new contents and a change of name, format, notes or tags. A change
   * of metadata names the revision it started from (`baseRevision`).
   */
  revision: number;
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
  /** Copies added and removed against the version before it. */
  added: number;
  removed: number;
}

/** One card whose copies differ between two versions. */
export interface DiffLine {
  section: string;
  key: string;
  name: string;
  before: number;
  after: number;
}

/** A deck opened in the editor lately: which, its game and name now, and when. */
export interface RecentLibraryDeck {
  id: string;
  game: GameId;
  name: string;
  openedAt: string;
}
