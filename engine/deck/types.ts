/**
 * Decks as the engine sees them. Two shapes: a `DeckList` is what a file says (names, counts, sections as
 * written); a `Deck` holds resolved cards. Name resolution between the two needs the card database and lives
 * in db/decks; validation, statistics and the file formats here are pure.
 */
import type { GameId } from '../games/id';
import type { Localized } from '../localized';

/** A per-game number or label of a card: FaB pitch, DM civilizations, NOVA level, FaB classes… */
export type CardStatValue = number | string | boolean | readonly string[] | null;

/** A card as deck construction sees it: the facts of the card database, nothing about one printing. */
export interface DeckCard {
  /** Stable id within the game (the card database key). */
  key: string;
  /** Printed name in the game's card language; a DM twinpact's name is both halves `A/B` (DM 810.4). */
  name: string;
  kinds: readonly string[];
  /** Races, species, traits, classes, talents. */
  subtypes: readonly string[];
  keywords: readonly string[];
  /** Boolean facts: young, legendary, twinpact, dfc, token… */
  flags: readonly string[];
  /** Formats the card may be played in at all (FaB cc, blitz, ll); empty for games without such flags. */
  formats: readonly string[];
  cost: number | null;
  power: number | null;
  stats: Readonly<Record<string, CardStatValue>>;
  /** The section a copy goes to by default (a section id of the game). */
  zone: string | null;
  /** The card's own copy limit, replacing the game's default (ACG 兵隊蟻 8, 双子狐 2); 999 is any number. */
  copyLimit: number | null;
  /** The name the card counts as for construction (ACG PR-029 → 焼き討ち, DM alias lines). */
  aliasOf: string | null;
  /** Printed card numbers of every printing (PMV デッキ１枚制限 counts per number). */
  numbers: readonly string[];
  /** Names of the card's faces when it has several (twinpact halves, back sides), front first. */
  faces: readonly string[];
}

export interface DeckEntry {
  card: DeckCard;
  count: number;
}

/** A resolved deck: every section of the game by id, each a list of cards with counts. */
export interface Deck {
  game: GameId;
  sections: Readonly<Record<string, readonly DeckEntry[]>>;
}

export type RegulationStatus = 'banned' | 'restricted' | 'limited' | 'suspended' | 'living_legend' | 'banned_pair';

/** One line of a regulation list (DM 殿堂, FaB banned/suspended/living legend/restricted lists). */
export interface RegulationEntry {
  /** The card's name as the list prints it. */
  name: string;
  /** The card's key where the list names one exact card (FaB lists name one pitch). */
  key: string | null;
  status: RegulationStatus;
  /** Copies allowed for `limited`. */
  limit: number | null;
  /** Cards of one banned pair share a group name (DM プレミアム殿堂コンビ). */
  pair: string | null;
  /** Date in effect, YYYY-MM-DD; null when the list gives none (in effect). */
  since: string | null;
  /** Date the entry stopped being in effect (a lifted ban), YYYY-MM-DD; null while it is. */
  until: string | null;
}

export type Severity = 'error' | 'warning';

/** A card named in a violation. */
export interface CardRef {
  key: string;
  name: string;
}

/** One broken construction rule. Every violation of a deck is reported, never only the first. */
export interface Violation {
  severity: Severity;
  /** What kind of rule broke: a stable id for the editor (size, kind, copies, banned…). */
  code: string;
  /** The comprehensive-rules (or tournament-policy) reference, e.g. `DM 100.2a`, `ACG 503.3a`, `FaB TRP 7.1`. */
  rule: string;
  /** The section at fault, or null for a rule over the whole deck. */
  section: string | null;
  cards: CardRef[];
  message: Localized;
}

/** The verdict on a deck: legal when no violation is an error (warnings do not make a deck illegal). */
export interface Validation {
  legal: boolean;
  /** The format the deck was checked under. */
  format: string;
  /** Cards per section, for every section of the game. */
  sections: Record<string, number>;
  violations: Violation[];
}

// ---------------------------------------------------------------------------------------------------------
// Decklist files

/** FaB pitch as decklists write it: red 1, yellow 2, blue 3. */
export const PITCH_COLOURS = ['red', 'yellow', 'blue'] as const;
export type PitchColour = (typeof PITCH_COLOURS)[number];

/** One card line of a decklist, before its name is resolved against the card database. */
export interface DeckListEntry {
  /** 1-based line of the file the entry was read from; 0 for a list that was not read from a file. */
  line: number;
  /** Section id of the game where the file says which section; null leaves it to the card's own zone. */
  section: string | null;
  count: number;
  /** The card's name as written, without count, pitch colour or decorations. */
  name: string;
  /** FaB pitch colour, where the line gives one. */
  colour?: PitchColour | null;
  /** Printed card number, where the format gives one (DM product lists, Cockatrice collector numbers). */
  number?: string | null;
  /** Card database key, where the format stores one (Deck Dojo JSON): resolved before the name. */
  key?: string | null;
  /** `name` is a Talishar card id (`arcane_seeds__life`, colour split off), matched by `talisharId`. */
  talishar?: boolean;
}

/** One deck as a file describes it. */
export interface DeckList {
  name: string | null;
  /** The game the file names (Deck Dojo text `game:`, JSON), or null. */
  game: GameId | null;
  /** The format as the file names it, verbatim (`Classic Constructed`, `cc`, `standard`), or null. */
  format: string | null;
  entries: DeckListEntry[];
  /**
   * The file line the deck begins at, for files of several decks (DM product lists, FaBrary exports, JSON arrays): its
   * lines are numbered from there (the deck's own line 1). Absent: the file's line 1.
   */
  firstLine?: number;
}

/** The decklist file formats Deck Dojo reads; `fabrary`, `talishar` and `cod` are also written. */
export const DECK_FILE_FORMATS = ['text', 'fabrary', 'fabrary-old', 'talishar', 'cod', 'json', 'dm-product'] as const;
export type DeckFileFormat = (typeof DECK_FILE_FORMATS)[number];

/** The formats a deck can be written to (`deckdojo convert --to`). */
export const DECK_WRITE_FORMATS = ['text', 'fabrary', 'talishar', 'cod', 'json'] as const;
export type DeckWriteFormat = (typeof DECK_WRITE_FORMATS)[number];

/** A problem in a decklist file, at a 1-based line, told in both languages where it is found. */
export interface DeckFileIssue {
  line: number;
  message: Localized;
}


/** A decklist line that names no card, or several (resolution against the card database: db/decks). */
export interface UnresolvedLine {
  line: number;
  /** The name as the file wrote it: FaB names with their colour (`Snatch (yellow)`), Talishar ids with theirs. */
  name: string;
  /** The copies the line lists (Talishar's one token per copy summed). */
  count: number;
  /** The section the file puts it in, or null where the file does not say. */
  section: string | null;
  reason: 'unknown' | 'ambiguous';
  /** Ambiguous: every card the name matches. Unknown: up to 5 cards with a near name. FaB names with colour. */
  candidates: CardRef[];
}

/**
 * Why a line resolved in a way worth telling: it named one face of a card (`face`), a face of a card another line
 * also lists, so the copies were counted once (`mergedFace`), or it matched by a looser rule than key or name.
 */
export type ResolveNoteReason = 'face' | 'mergedFace' | 'foldedName' | 'reading' | 'englishName' | 'number' | 'frontName';

export interface ResolveNote {
  line: number;
  name: string;
  reason: ResolveNoteReason;
  /** The cards the line went to (several where a shared back face such as 零龍 merged into each of its cards). */
  cards: CardRef[];
}

/** A file read: its detected format and the decks in it (multi-deck exports hold several). */
export interface DeckFileRead {
  format: DeckFileFormat;
  decks: DeckList[];
}
