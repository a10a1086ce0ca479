/**
 * The one list of what the backend does: every method (name → params → result) and every pushed event.
 * Handlers, schemas, hosts and the renderer's client all derive their types from here; nothing else names a
 * method. This file holds types only, so the renderer can import it without pulling in Node code.
 */
import type { SectionRequirement } from '../engine/deck/requirements';
import type { DeckBreakdown, DrawOdds, KeywordOdds, OddsGroup } from '../engine/deck/stats';
import type { CardRef, DeckFileFormat, DeckWriteFormat, RegulationStatus, ResolveNote, UnresolvedLine, Validation, Violation } from '../engine/deck/types';
import type { Action } from '../engine/core/actions';
import type { Mode } from '../engine/core/basics';
import type { CardView, TableView, ZoneView } from '../engine/core/view';
import type { HouseRule } from '../engine/games/house-rules';
import type { GameId } from '../engine/games/id';
import type { CardSort, ColourAttribute, ColourValue, CustomCardEditor, CustomCardField, GamePresentation } from '../engine/games/presentation';
import type { Localized } from '../engine/localized';
import type { Simulation } from '../engine/sim/simulate';
import type { CardTerm, DecisionDefinition, TableTerm, ZoneDefinition } from '../engine/core/structure';
import type { GameActionDeclaration } from '../engine/core/parameters';
import type { BoardLayout } from '../engine/games/board-layout';
import type { Sideboarding } from '../engine/deck/construction';
import type { PoolPlan } from '../engine/deck/pick';
import type { DiffLine, LibraryDeck, LibraryDeckDetail, LibraryLine, RecentLibraryDeck, VersionInfo, VersionReason } from '../db/library/types';
import type { MatchGameRecord, MatchHouseRules, MatchRecord } from '../db/matches/types';
import type { ImportFormat } from '../db/importers/types';
import type { WriteSummary } from '../db/cards/write';
import type { Suggestion as CardSuggestion } from '../db/search/relevance';

export type { GameId, Localized };
export type { CardSuggestion };
export type { CardSort, ColourAttribute, ColourValue, CustomCardEditor, CustomCardField, GamePresentation };
export type { Action as TableAction, BoardLayout, CardView, GameActionDeclaration, Mode as TableMode, CardTerm, DecisionDefinition, TableTerm, TableView, ZoneView };
export type { CardRef, DeckBreakdown, DeckFileFormat, DeckWriteFormat, DrawOdds, KeywordOdds, OddsGroup, ResolveNote, SectionRequirement, UnresolvedLine, Validation, Violation };
export type Locale = 'ja' | 'en';
export type HostKind = 'electron' | 'web' | 'cli';

export interface DeckSectionInfo {
  id: string;
  label: Localized;
  rule: string;
}

export interface CardKindInfo {
  id: string;
  label: Localized;
}

/** A play-table zone as a renderer lays it out: whose it is and who sees its cards. */
export type ZoneInfo = Pick<ZoneDefinition, 'id' | 'label' | 'owner' | 'visibility'>;

export interface GameInfo {
  id: GameId;
  abbreviation: string;
  name: Localized;
  /** The language card names are printed in. */
  cardLanguage: 'ja' | 'en';
  sections: DeckSectionInfo[];
  /** The section players draw from (DM main, ACG basic, FaB deck…). */
  drawPile: string;
  cardKinds: CardKindInfo[];
  zones: ZoneInfo[];
  /**
   * What a goldfish dummy opponent can have: a life total (`fixed`: the game's starting life, `fromCard`: the player's
   * hero's) and shields set aside at the start (DM: 5), or none.
   */
  dummy: { life: 'fixed' | 'fromCard' | null; startingLife: number | null; shields: number | null };
  /** How its cards are shown (engine/games/presentation.ts): the screens read it instead of naming a game. */
  presentation: GamePresentation;
  /** The house rules a match of this game may take (`match.start`, `match.settings`), with the words to show. */
  houseRules: HouseRule[];
  /** Where the rules leave a match with drawn games undecided, how Deck Dojo decides it (ACG 201-2c); null: they do not. */
  matchWithDraws: Localized | null;
  /**
   * Of its card data: whether "Update card data" knows where to fetch it without an address, what to tell a player
   * whose card has no rules text (in the app, and as the command line's next step), or null, the file formats its
   * cards can come in (its own third-party formats, then those every game reads), and the data source of the sample
   * cards Deck Dojo ships for it (made up for Deck Dojo, not the game's own cards), or null where it ships real ones.
   * `textsAndImagesSource`: its usual update source holds the rules texts and names the images, so the app offers
   * "Get card texts and images" (`cards.update` with image downloads on) while the game's cards have no texts.
   */
  cardData: { hasUpdateSource: boolean; textsAndImagesSource: boolean; missingTextHint: { text: Localized; commandLine: string } | null; importFormats: ImportFormat[]; sampleSource: string | null };
}

/** Per-game numbers and labels (FaB pitch, DM civs and mana, NOVA level, ACG condition…). */
export type CardStats = Record<string, number | string | boolean | string[] | null>;

/** A card as a search result lists it. */
export interface CardSummary {
  key: string;
  name: string;
  nameJa: string | null;
  nameEn: string | null;
  reading: string | null;
  kinds: string[];
  subtypes: string[];
  keywords: string[];
  flags: string[];
  cost: number | null;
  costText: string | null;
  power: number | null;
  powerText: string | null;
  stats: CardStats;
  /** The deck section a copy goes to by default. */
  zone: string | null;
  copyLimit: number | null;
  aliasOf: string | null;
  /** Made by the player. */
  custom: boolean;
  image: string | null;
}

export interface CardFace {
  name: string;
  kinds: string[];
  subtypes: string[];
  keywords: string[];
  cost: number | null;
  costText: string | null;
  power: number | null;
  powerText: string | null;
  stats: CardStats;
  text: string | null;
  textEn: string | null;
}

export interface CardPrinting {
  set: string;
  setName: string | null;
  number: string;
  rarity: string | null;
  image: string | null;
}

export type { RegulationStatus } from '../engine/deck/types';

export interface RegulationEntry {
  format: string;
  cardName: string;
  /** The card's key, or null while no card in the database has this name. */
  cardKey: string | null;
  /** The key the list itself names, where it names one exact card (FaB lists name a pitch). */
  listKey: string | null;
  status: RegulationStatus;
  limit: number | null;
  pair: string | null;
  since: string | null;
  /** The date the entry stopped being in effect (a lifted ban); null while it is. */
  until: string | null;
}

/** Everything known about one card. */
export interface CardDetail extends CardSummary {
  text: string | null;
  textEn: string | null;
  formats: string[];
  faces: CardFace[];
  printings: CardPrinting[];
  regulations: RegulationEntry[];
  source: { name: string; version: string; importedAt: string } | null;
}

export interface CardSearchResult {
  total: number;
  cards: CardSummary[];
  /**
   * "Did you mean" names: on the first page of a query whose words found at most 3 cards (none of them named by the
   * words exactly), up to 5 card names near the words (edit distance on the folded reading, so `ボルシャク` offers
   * ボルシャック・ドラゴン), nearest first; empty otherwise. Each comes with the query that finds it by name.
   */
  suggestions: CardSuggestion[];
}



export interface SearchFieldInfo {
  /** Every name the field answers to; the first is the one to show. */
  names: string[];
  description: Localized;
}

export interface DataSourceInfo {
  game: GameId;
  name: string;
  version: string;
  description: string | null;
  importedAt: string;
  cardCount: number;
  /** How many of its cards have a rules text (in either language): none in FaB's bundled facts. */
  withText: number;
}

export type { ImportFormat };

/** A file to import: the bytes of the file chosen in the file dialog, or a path the host approved (the CLI's, typed by the player). */
export type ImportFile = { path: string } | { name: string; base64: string };

/** One file of an import: what it was read as, and what was written (WriteSummary, declared with the writer). */
export interface ImportSummary extends WriteSummary {
  importId: string;
  game: GameId;
  file: string;
  format: ImportFormat;
  source: string;
  cards: number;
  /** What was passed over without refusing the file: a card CSV's columns the template does not have. */
  notes: ErrorIssue[];
}

export interface UpdateSummary {
  downloads: { url: string; file: string; bytes: number; resumedFrom: number }[];
  imports: ImportSummary[];
}

export interface UpdateProgress {
  game: GameId;
  file: string;
  received: number;
  total: number | null;
}

export interface ImportProgress {
  importId: string;
  game: GameId;
  file: string;
  phase: 'reading' | 'writing' | 'done' | 'failed';
  done: number;
  total: number;
}

export interface AppInfo {
  name: string;
  version: string;
  host: HostKind;
  databasePath: string;
  schemaVersion: number;
}

/** A warning or error the host noted (its log file has every note). */
export interface LogEntry {
  time: string;
  level: 'info' | 'warn' | 'error';
  message: string;
}

/** What a bug report needs: versions, platform, the database, the log file and this run's last problems. */
export interface Diagnostics {
  app: AppInfo;
  runtime: {
    node: string;
    /** Null outside the desktop app. */
    electron: string | null;
    chrome: string | null;
    sqlite: string;
    platform: string;
    osRelease: string;
    arch: string;
  };
  /** The database file with its write-ahead log. */
  databaseBytes: number;
  /** The host's log file, or null where there is none (the CLI prints instead). */
  logFile: string | null;
  problems: LogEntry[];
  /** All of it as plain text, to paste into a bug report. */
  text: string;
}

/** The window's colours: the operating system's light or dark appearance, or one of them always. */
export type Theme = 'system' | 'light' | 'dark';

/** Player preferences kept in the database. `null` means "not chosen yet". */
export interface Settings {
  locale: Locale | null;
  gameId: GameId | null;
  /** `system` (the default) follows the OS (prefers-color-scheme). */
  theme: Theme;
  /**
   * Per game, the format (a `decks.formats` id) that new and imported decks get and that the CLI checks decklists
   * under when no format is named. DM's is 殿堂レギュレーション (`standard`) while the card data has that list; every
   * other game's is its first format.
   */
  defaultFormats: Record<GameId, string>;
  /** Per game, the folder of card images: an absolute path on the machine that runs the backend. */
  imageFolders: Record<GameId, string | null>;
  /** May the images the card data names (https addresses) be downloaded into the image cache? Off by default. */
  downloadImages: boolean;
  /** How many automatic backups (at start and daily) are kept; the oldest beyond go. */
  backupsToKeep: number;
  /**
   * The player's own key bindings: command id → keys in the shortcut registry's notation (`Mod+Shift+Z`), only for
   * the commands they changed; an empty list leaves a command without keys.
   */
  shortcuts: Record<string, string[]>;
}

/**
 * A change of preferences: the fields given are set; `imageFolders` and `defaultFormats` set only the games they
 * name, `shortcuts` replaces all of the player's bindings.
 */
export type SettingsUpdate = Partial<Omit<Settings, 'imageFolders' | 'defaultFormats'>> & {
  imageFolders?: Partial<Record<GameId, string | null>>;
  defaultFormats?: Partial<Record<GameId, string>>;
};



/** What an image folder holds: image files, and how many of the game's cards they picture. */
export interface ImageFolderCheck {
  folder: string;
  /** False when there is no such folder (or it is not a folder). */
  exists: boolean;
  images: number;
  cards: number;
}

/**
 * Card images are files, not JSON, so hosts serve them by address: the web bridge at `/images/<game>/<key>`,
 * the desktop app at `deckdojo-image://<game>/<key>` (the key URL-encoded). Both sides name the scheme with this type.
 */
export type CardImageScheme = 'deckdojo-image';

/**
 * What the Electron preload exposes as `window.desktop` beside the bridge: the native folder dialog, for choosing
 * an image folder (a page cannot learn a folder's path; in a browser the player types it), and the open dialog for
 * a database file to restore.
 */
export interface DesktopHost {
  /**
   * The chosen folder's absolute path, which the main process then lets `settings.update` and `images.check` take as
   * an image folder (no other new folder is), or null when the dialog was cancelled.
   */
  chooseFolder(title: string): Promise<string | null>;
  /**
   * The native open dialog for a database file to restore: its path, which the main process then lets
   * `backups.restoreFile` read (no other path is), or null when the dialog was cancelled.
   */
  chooseDatabaseFile(title: string): Promise<string | null>;
}

/** A deck as the editor and the API pass it around: card keys and copies, per section id of the game. */
export type DeckSections = Record<string, DeckCardCount[]>;

export interface DeckCardCount {
  key: string;
  count: number;
}

/** A way to build a deck: a format (FaB cc), a game level (ACG competitive), a regulation list (DM 殿堂). */
export interface DeckFormatInfo {
  id: string;
  label: Localized;
  /** The regulation list that applies (a format of regulations.list), if any. */
  regulation: string | null;
  /** The game's default format. */
  isDefault: boolean;
  /** What each section needs under this format, in short: size and copy limit. */
  sections: SectionRequirement[];
}

/** A card of a deck read from a file: the card it resolved to, and its copies. */
export interface ReadDeckCard extends DeckCardCount {
  name: string;
}

/** One deck of a decklist file, resolved against the card database. */
export interface ReadDeck {
  name: string | null;
  /**
   * The file line the deck begins at. The lines of `unresolved` and `notes` are the deck's own, its first line 1; a
   * line's place in the file is `line + firstLine - 1` (a products file holds many decks).
   */
  firstLine: number;
  /** The format as the file names it (`Classic Constructed`), and the Deck Dojo format it means, if any. */
  fileFormat: string | null;
  format: string | null;
  sections: Record<string, ReadDeckCard[]>;
  /**
   * Lines that name no card or several: the deck lacks them until the player picks a card, keeps the line as an
   * unknown card (under `unknownKeyPrefix` + its written name, which `library.create` and `library.save` take) or
   * makes a custom card of it.
   */
  unresolved: UnresolvedLine[];
  /** What a line's written name is prefixed with to keep it as an unknown card (`unknown:`); one prefix, not a key per line, which for 25,000 long names would cross the process twice. */
  unknownKeyPrefix: string;
  /** Lines resolved by a looser rule, or merged as another face of a card already listed. */
  notes: ResolveNote[];
}

export interface DeckStats {
  breakdown: DeckBreakdown;
  /** The odds of drawing every asked group (all together), per turn, going first and second. */
  odds: DrawOdds | null;
  /** Per distinct card of the draw pile: the odds of at least one copy, per turn. */
  cardOdds: { key: string; name: string; odds: DrawOdds }[] | null;
  /** The game's counted keyword (DM S・トリガー): its cards in the draw pile and in the shields; null where it counts none. */
  keywordOdds: KeywordOdds | null;
}

// Saved decks travel as the library stores them: the records are declared once, in db/library/types.ts (db/ may not
// import the contract), and named here as the API calls them.
export type DeckSummary = LibraryDeck;
export type DeckLine = LibraryLine;
export type DeckDetail = LibraryDeckDetail;
export type DeckVersionReason = VersionReason;
export type DeckVersionInfo = VersionInfo;
export type DeckDiffLine = DiffLine;
/** A deck the player opened in the editor lately (File → Open Recent). */
export type RecentDeck = RecentLibraryDeck;

// ---------------------------------------------------------------------------------------------------------
// Playtest tables (issue 7): a session is a game on the engine (engine/core), stored in the database after every
// action. Every answer is one seat's snapshot: that seat's view and log only, so hidden cards never leave the backend
// for a window that may not show them.

/** A zone of a table as a board lays it out. */
/** A zone as the table shows it; `holds`: the only cards it holds, where the rules say (engine/core/zone-holds.ts). */
export type TableZoneInfo = Pick<ZoneDefinition, 'id' | 'label' | 'owner' | 'visibility' | 'ordered' | 'capacity' | 'faceDown' | 'rule' | 'holds'>;

/** The fixed facts of a game's table: zones, turn steps, the game's own actions, marker and resource names. */
export interface TableRulesInfo {
  zones: TableZoneInfo[];
  /** Zone ids of the draw pile and the hand. */
  drawPile: string;
  hand: string;
  steps: { id: string; label: Localized; rule: string }[];
  /** The step where the turn player plays cards. */
  mainStep: string;
  /**
   * The game's own actions (`{ type: 'game', action: id, args }`) as declared: their parameters, where the table offers
   * them and what a double-click does (engine/core/parameters.ts).
   */
  actions: GameActionDeclaration[];
  /** Where the zones lie on the board. */
  board: BoardLayout;
  /** The game's markers, with the zones and cards each applies to (CardTerm). */
  markers: CardTerm[];
  /** The counters the game's rules read (FaB +1 power), offered beside the plain +1 where each applies. */
  counters: CardTerm[];
  resources: TableTerm[];
  /** The decisions the game gives a seat: what each asks, its answers on offered cards, its cardless choices and its pass. */
  decisions: DecisionDefinition[];
}

export interface TableSeatInfo {
  /** The library deck it plays; null for a dummy. */
  deckId: string | null;
  deckName: string;
  dummy: boolean;
}

/** How a two-player table is shown: both seats in one window taking turns, or a window (tab) per seat. */
export type TableLayout = 'hotseat' | 'windows';

export interface TableSummary {
  id: string;
  game: GameId;
  name: string;
  seats: TableSeatInfo[];
  layout: TableLayout;
  mode: Mode;
  turn: { number: number; activeSeat: number; step: string | null };
  over: boolean;
  winners: number[];
  /** Entries applied (the cursor) and in all (the redo tail included). */
  cursor: number;
  length: number;
  created: string;
  updated: string;
}

/** One log entry as a seat may read it: the sentences of its events in both languages. */
export interface TableLogEntry {
  /** 1-based: undoing "to" an entry keeps it and everything before it. */
  index: number;
  seat: number;
  lines: Localized[];
  /** The card names the lines write (as this seat may read them), which the interface marks as card data. */
  names: string[];
}

/** What the last action asks the player to notice: a warning or a due task with its rule, or a refusal. */
export interface TableNotice {
  kind: 'warning' | 'due' | 'refused';
  rule: string | null;
  message: Localized;
}

export interface TableSnapshot {
  table: TableSummary;
  /** The seat this snapshot is for. */
  seat: number;
  view: TableView;
  rules: TableRulesInfo;
  /** The applied log entries from `logFrom` + 1 to the cursor (`logFrom` as asked, 0 by default). */
  log: TableLogEntry[];
  logFrom: number;
  notices: TableNotice[];
}

export interface TableStartParams {
  game: GameId;
  /** Library deck ids: one for goldfish, two for two players (seat order). */
  decks: string[];
  /** Goldfish only: a dummy opponent with a life total or shields. */
  dummy?: { life?: number; shields?: number } | null;
  mode?: Mode;
  /**
   * The seat that takes the first turn; default 0. With a dummy, 1 is the dummy: the player goes second (the dummy's
   * turn 1 passes, as it takes no turns, and the player's first turn is turn 2, with its draw).
   */
  firstPlayer?: number;
  /** Default: a random seed chosen by the backend (the engine itself never draws randomness). */
  seed?: number;
  layout?: TableLayout;
  name?: string;
  /**
   * Per deck (same order), the cards chosen for this game from its card-pool where the deck's format has its players
   * choose before each game (`table.pick`; FaB CR 4.1.4–4.1.6); null or left out: the deck as saved. Checked in the
   * table's mode: strict refuses a breach (INVALID_PARAMS naming it), assisted starts with it as a warning notice, free
   * checks nothing. The rest of the pool starts in the inventory, which only its owner sees, and the choice is
   * remembered as the deck's last.
   */
  picks?: (DeckSections | null)[];
}

/** The zones a piece of a pool's equipped section may go in, with the pool's cards that fit them (`TablePick`). */
export interface PickSlotGroup {
  /** The zones of the table; a group of one takes one piece. */
  zones: string[];
  label: Localized;
  /** The rule that sets the zones (FaB 3.10.2a, 3.16.2a). */
  rule: string;
  /** Keys of the pool's cards that fit these zones, in the deck's order. */
  keys: string[];
}

/**
 * The choice before a game from a saved deck's card-pool (FaB CR 4.1.4–4.1.6): the deck's cards for this game, sized
 * as the format says, and one piece per equipment zone; what is left is the inventory.
 */
export interface TablePick {
  deckId: string;
  /** The format's plan: the pool's sections, those that stay as saved (the hero) and the deck's size. */
  plan: PoolPlan;
  /** The saved deck: the card-pool the choice is made from. */
  pool: Record<string, DeckLine[]>;
  /** The choice: as given, else the deck's remembered one held to the deck as it is now, else the default. */
  sections: Record<string, DeckLine[]>;
  /** Whether `sections` is the deck's remembered choice. */
  remembered: boolean;
  /** The equipped section (FaB arena) and its zones; null where the game equips nothing at the start. */
  equipment: { section: string; groups: PickSlotGroup[]; unslotted: string[] } | null;
  /** Every rule the choice breaks (none: it may be played in every mode). */
  violations: Violation[];
}

// ---------------------------------------------------------------------------------------------------------
// Matches (issue 8): games between the same two seats until one has won enough (engine/match), each on a playtest
// table, with sideboarding between them under the game's rules (engine/deck/sideboard.ts) and a history per deck.

export type { FirstPlayerDecision, GameEndKind } from '../engine/match/match';
export type { PoolPlan, Sideboarding };
export type { MatchGameRecord as MatchGame, MatchHouseRules, MatchSeatRecord as MatchSeat, MatchSettings, MatchState } from '../db/matches/types';

export interface MatchScoreInfo {
  wins: [number, number];
  draws: number;
  winsNeeded: number;
  over: boolean;
  winner: number | null;
}

/** A match as the list shows it. */
export interface MatchSummary extends MatchRecord {
  score: MatchScoreInfo;
  /** The rule defining the match's length (ACG 201-2), or null for a length the players agreed on. */
  formatRule: string | null;
}

export interface MatchInfo extends MatchSummary {
  games: MatchGameRecord[];
  /** How each seat's deck may change between games, by its format (engine/deck/construction.ts); null: no deck. */
  sideboarding: [Sideboarding | null, Sideboarding | null];
}

/** Matches, games and game wins (draws apart) of a record. */
export interface MatchTally {
  matches: number;
  matchWins: number;
  games: number;
  gameWins: number;
  draws: number;
}

/** A deck's record over its matches: overall, its games going first and second, and against each opponent. */
export interface MatchDeckHistory {
  deckId: string;
  overall: MatchTally;
  first: MatchTally;
  second: MatchTally;
  /**
   * Mirror matches, the deck on both seats: each match and each of its finished games once, in no other tally (the
   * deck won and lost them all, which says nothing of its win rate).
   */
  mirror: { matches: number; games: number };
  /** By the opponent's deck name (or the named opponent), the most games first. */
  opponents: (MatchTally & { opponent: string })[];
}

export interface MatchStartParams {
  game: GameId;
  /** Library deck ids: two for two players, or one played against `opponent` (a dummy seat recorded by hand). */
  decks: string[];
  opponent?: string;
  /** An odd number of games, 1–9; ACG's rules define 1 (201-1) and 3 (201-2). */
  bestOf: number;
  mode?: Mode;
  layout?: TableLayout;
  /** House rules taken for the match, by id: only those the game offers (`GameInfo.houseRules`); the rest take their defaults. */
  houseRules?: MatchHouseRules;
  name?: string;
  /**
   * Per deck (same order), the first game's cards chosen from its card-pool where its format has the players choose
   * before each game (`table.pick`; FaB CR 4.1.4–4.1.6): the seat's sided deck, the rest of the pool the game's
   * inventory. Checked in the match's mode (strict refuses a breach, INVALID_PARAMS naming it) and remembered as the
   * deck's last choice. Null or left out: the deck as saved; later games are chosen by sideboarding (`match.side`).
   */
  picks?: (DeckSections | null)[];
}

/** How a game of a match ended: a loss the table's engine found, a seat conceding, or a result the players enter. */
export type MatchGameEnd = { ending: 'loss' } | { ending: 'concession'; seat: number } | { ending: 'entered'; winner: number | null };

type NoParams = Record<string, never>;

export interface Methods {
  /** The app's name and version, the host it runs in, the database file and its schema version. */
  'app.info': { params: NoParams; result: AppInfo };
  /**
   * What a bug report needs: versions, platform, the database file and its size, the host's log file and this run's
   * warnings and errors, with all of it as plain English text to paste.
   */
  'app.diagnostics': { params: NoParams; result: Diagnostics };
  /** The registered games: names (ja/en), card language, deck sections, card kinds, table zones, what a dummy opponent has, presentation, house rules. */
  'games.list': { params: NoParams; result: GameInfo[] };
  'games.get': { params: { id: GameId }; result: GameInfo };
  'settings.get': { params: NoParams; result: Settings };
  /**
   * Sets the fields given (see `SettingsUpdate`); pushes `settings.changed`. In the desktop app a new image folder
   * must be one chosen in its folder dialog (a folder saved before stays usable), else FORBIDDEN.
   */
  'settings.update': { params: SettingsUpdate; result: Settings };
  /**
   * A page of the cards a query matches, with their total. The order is `sort` (default `relevance`: exact name,
   * then names starting with the query's words, then a word of a name starting with them, then names holding them,
   * then the rest; a name other matches extend first within the first two; then by name), with "did you mean" names
   * when the words found few cards. A query that cannot be read is INVALID_QUERY, and so is
   * one past the bounds (40 words and filters, 20 levels of nesting, 4 different words of one or two characters), each issue
   * with its position.
   */
  'cards.search': {
    params: {
      game: GameId;
      query?: string;
      sort?: CardSort;
      /** The name order `relevance` ties by, and lists a query without words in (default `name`; an English reader's: `englishName`). */
      nameOrder?: 'name' | 'englishName';
      order?: 'asc' | 'desc';
      limit?: number;
      offset?: number;
    };
    result: CardSearchResult;
  };
  /** One card in full; NOT_FOUND when the game has no card with that key. */
  'cards.get': { params: { game: GameId; key: string }; result: CardDetail };
  /** Several cards by key, as search results list them (keys the database lacks are left out). */
  'cards.many': { params: { game: GameId; keys: string[] }; result: CardSummary[] };
  /** The filters of the query language for the game, with every name each answers to (for the search help). */
  'cards.searchFields': { params: { game: GameId }; result: SearchFieldInfo[] };
  /**
   * Imports a card or regulation file in one transaction: any bad line is IMPORT_FAILED and nothing is written, as
   * is a JSON file past 32 MB or 50,000 items. Its `text` and each issue's say why in both languages. A `path` the host did not approve is FORBIDDEN. Pushes
   * `import.progress`.
   */
  'cards.import': { params: { game: GameId; file: ImportFile; format?: ImportFormat }; result: ImportSummary };
  /** Saves the player's own card: a new key when none is given, else replaces that custom card. Pushes `cards.changed`. */
  'cards.saveCustom': { params: { game: GameId; card: CustomCardInput }; result: CardDetail };
  /**
   * Saves several of the player's own cards in one transaction: all or none (the import dialog's "make custom cards of
   * all", one per unknown line). Each is as `cards.saveCustom` takes it; a problem names the card (`cards[2].kinds`).
   * Pushes `cards.changed` once.
   */
  'cards.saveCustomCards': { params: { game: GameId; cards: CustomCardInput[] }; result: { cards: CardDetail[] } };
  /**
   * The player's own cards of a game as a card template CSV (one row per printing), which `cards.import` reads back
   * into the same custom cards; `fileName` is a name to save it under.
   */
  'cards.exportCustom': { params: { game: GameId }; result: { fileName: string; text: string; cards: number } };
  /** Deletes one of the player's own cards; pushes `cards.changed`. */
  'cards.deleteCustom': { params: { game: GameId; key: string }; result: { deleted: boolean } };
  /**
   * Downloads the game's card data (FaB: the fab-cube files unless `url` names others; other games need a `url`) and
   * imports it like `cards.import`. A download that stops is DOWNLOAD_FAILED, its `text` saying why in both
   * languages; what arrived is kept for the next try to resume. Pushes `update.progress` and `import.progress`.
   */
  'cards.update': { params: { game: GameId; url?: string }; result: UpdateSummary };
  /** Which of these cards have an image (a file of the image folder, a cached copy, or one that may be downloaded). */
  'images.find': { params: { game: GameId; keys: string[] }; result: { keys: string[] } };
  /**
   * Counts the image files of a folder (the game's saved one when none is given) and the cards they picture. A folder
   * given is FORBIDDEN as in `settings.update`.
   */
  'images.check': { params: { game: GameId; folder?: string }; result: ImageFolderCheck | null };
  /** Where the cards came from: bundled packs and imports, with version, date and card count. */
  'sources.list': { params: { game?: GameId }; result: DataSourceInfo[] };
  /** Banned, restricted, limited, suspended, living legend and banned-pair entries, with the date each took effect. */
  'regulations.list': { params: { game: GameId; format?: string }; result: RegulationEntry[] };
  /** The game's deck formats, the default first (DM: one per 殿堂 list), with each section's size and copy limit. */
  'decks.formats': { params: { game: GameId }; result: DeckFormatInfo[] };
  /**
   * Reads a decklist in any supported file format (detected from the text) and resolves its card names; a file that
   * cannot be read is INVALID_DECKLIST, its issues naming the lines (a card name past 300 characters, a file of more
   * than 25,000 card lines among them), each issue's `message` in English and its `text` in both languages; in a file
   * of several decks an issue's message also names its deck and its line within the deck, `line` staying the file's.
   */
  'decks.read': { params: { game: GameId; text: string }; result: { fileFormat: DeckFileFormat; decks: ReadDeck[] } };
  /** Every construction rule the deck breaks, under a format (the game's default when left out). */
  'decks.validate': { params: { game: GameId; sections: DeckSections; format?: string | null; asOf?: string | null }; result: Validation };
  /**
   * The deck as a file's text: Deck Dojo text, FaBrary, Talishar, Cockatrice or JSON. A line kept as an unknown card
   * (`unknown:` key) is written by its name; a deck the format cannot hold (Talishar without a hero) is INVALID_PARAMS
   * with `text` saying why in both languages.
   */
  'decks.write': {
    params: { game: GameId; sections: DeckSections; to: DeckWriteFormat; name?: string | null; format?: string | null };
    result: { text: string; extension: string };
  };
  /** Breakdowns per section, the odds of drawing every group by each turn, going first and second, and per-card odds. */
  'decks.stats': { params: { game: GameId; sections: DeckSections; groups?: OddsGroup[]; turns?: number; perCard?: boolean }; result: DeckStats };
  /**
   * A random opening as the game deals it (DM shields aside, ACG 7 with 2 to the bottom, FaB up to intellect), then
   * `draws` more cards off the top (default 0): the same seed deals the same shuffle, so one more draw adds the next card.
   */
  'decks.sampleHand': { params: { game: GameId; sections: DeckSections; seed: number; draws?: number }; result: SampleHand };
  /**
   * Goldfish games of the deck on the simulation kernel (engine/sim, `deckdojo simulate`): per turn, the share of games
   * holding and able to cast each card and group, and with `kill` (DM) the turn the kill policy wins. Runs in a worker;
   * pushes `simulate.progress` under the caller's `job`, which `decks.cancelSimulation` stops (CANCELLED).
   */
  'decks.simulate': { params: SimulateParams; result: DeckSimulation };
  /** Stops the simulation running under `job`; false when none is (it ended, or never started). */
  'decks.cancelSimulation': { params: { job: string }; result: { cancelled: boolean } };

  // The deck library: saved decks, each save a version.
  /**
   * Saved decks, the latest change first. `query` matches name and notes folded like card search; `format` also finds
   * the decks that follow their game's default format.
   */
  'library.list': { params: { game?: GameId; query?: string; tag?: string; format?: string }; result: DeckSummary[] };
  /** One saved deck with its newest contents; `missing` lists keys no card has any more (the deck then has no verdict). */
  'library.get': { params: { id: string }; result: DeckDetail };
  /**
   * A new deck, version 1; pushes `library.changed`. A key that names no card is NOT_FOUND, but for a decklist line
   * kept as an unknown card (`ReadDeck.unknownKeyPrefix` + `ReadDeck.unresolved[].name`), saved under the name it was written with and listed
   * in `missing` like a card that left the data.
   */
  'library.create': {
    params: { game: GameId; name: string; format?: string | null; sections?: DeckSections; notes?: string; tags?: string[]; reason?: 'create' | 'import' };
    result: DeckDetail;
  };
  /**
   * Saves new contents as a new version; refused (CONFLICT, naming the newest version) when `baseVersion` is not the
   * newest any more. Keys as `library.create` takes them, and those of cards the deck saved that left the data. Contents equal to the newest, in any order, make no version and no event.
   */
  'library.save': { params: { id: string; sections: DeckSections; baseVersion: number }; result: DeckDetail };
  /**
   * Name, format, notes and tags: no new version. `baseRevision` is the deck's `revision` as the window last read it
   * (from `library.get`, `library.list`, or the answer of its own last save or update); it is refused (CONFLICT,
   * naming the deck's revision now) when another change came first. A version number could not say so: it only
   * moves with the contents, so two windows at one version could both rename or retag the deck and the second would
   * silently undo the first. The revision moves with every change, contents included (a format's verdict is judged
   * on the contents the window saw). A save is still guarded by its `baseVersion` only, so a window's own rename
   * never refuses its next save. With no field to change the deck is answered as it is, whatever the revision.
   */
  'library.update': { params: { id: string; baseRevision: number; name?: string; format?: string | null; notes?: string; tags?: string[] }; result: DeckDetail };
  /** A new deck from the newest version, named "… (copy)" unless `name` is given. */
  'library.duplicate': { params: { id: string; name?: string }; result: DeckDetail };
  'library.delete': { params: { id: string }; result: { deleted: boolean } };
  /** Every version, newest first: number, date, reason, card count, copies added and removed. */
  'library.versions': { params: { id: string }; result: DeckVersionInfo[] };
  /** What changed from `against` (default: the version before) to `version`. */
  'library.diff': { params: { id: string; version: number; against?: number }; result: { version: number; against: number | null; lines: DeckDiffLine[] } };
  /** Makes an old version the newest again (as a new version); CONFLICT, like a save, when `baseVersion` is not the newest. */
  'library.restore': { params: { id: string; version: number; baseVersion: number }; result: DeckDetail };
  /** Every tag with its number of decks. */
  'library.tags': { params: { game?: GameId }; result: { tag: string; decks: number }[] };
  /** The decks opened in the editor lately, newest first, across games (at most 10; deleted decks drop off). */
  'recent.list': { params: NoParams; result: RecentDeck[] };
  /** The editor opened this deck: it heads the list. */
  'recent.add': { params: { id: string }; result: RecentDeck[] };
  'recent.clear': { params: NoParams; result: RecentDeck[] };
  /** Starts a table from library decks, its setup done; the snapshot is seat 0's. */
  'table.start': { params: TableStartParams; result: TableSnapshot };
  /**
   * What a saved deck offers before a game where its format has the players choose from a card-pool (`sections`
   * checked, or the remembered choice, or the default), or null where it does not, or where the deck holds cards the
   * database does not have (lines kept as unknown, cards that left it: it plays as saved). NOT_FOUND for an unknown
   * deck or a key of `sections` no card has.
   */
  'table.pick': { params: { deckId: string; sections?: DeckSections }; result: TablePick | null };
  /** One seat's snapshot: its view, the game's table rules, the log from `logFrom` in sentences, notices. */
  'table.get': { params: { id: string; seat: number; logFrom?: number }; result: TableSnapshot };
  /**
   * Applies an action for `seat`; a refused action changes nothing and comes back as a `refused` notice. CONFLICT when
   * another window moved the table on at the same moment.
   */
  'table.act': { params: { id: string; seat: number; action: Action; logFrom?: number }; result: TableSnapshot };
  /** Searches a zone with the card query language: the seat looks at the cards that match until it ends the look. */
  'table.search': { params: { id: string; seat: number; zone: string; query: string; logFrom?: number }; result: TableSnapshot };
  /** Undoes one entry, or goes back to just after entry `to` (0: the start). */
  'table.undo': { params: { id: string; seat: number; to?: number; logFrom?: number }; result: TableSnapshot };
  'table.redo': { params: { id: string; seat: number; logFrom?: number }; result: TableSnapshot };
  /** Tables, the latest change first. */
  'table.list': { params: { game?: GameId }; result: TableSummary[] };
  /** CONFLICT while a match's game is played on the table. */
  'table.delete': { params: { id: string }; result: { deleted: boolean } };
  /** Starts a match: the first game waits for who goes first (`state.decision`). */
  'match.start': { params: MatchStartParams; result: MatchInfo };
  /** A match with its score, its games and what it waits for. */
  'match.get': { params: { id: string }; result: MatchInfo };
  /** Newest first; `deckId`: the matches either seat plays that deck in. */
  'match.list': { params: { game?: GameId; deckId?: string }; result: MatchSummary[] };
  /**
   * Who goes first in the waiting game, and its table starts: the chooser (`seat`) says `goFirst`; where the rules
   * decided, no choice is given. This and the other steps of a match are CONFLICT when the match waits for another.
   */
  'match.choose': { params: { id: string; seat?: number; goFirst?: boolean }; result: MatchInfo };
  /** Ends the game in play; the match moves on to sideboarding, or is over. */
  'match.endGame': { params: { id: string } & MatchGameEnd; result: MatchInfo };
  /** A seat's deck for the next game; a change the game's sideboarding rules refuse is not kept (`violations`). */
  'match.side': { params: { id: string; seat: number; sections: DeckSections }; result: { match: MatchInfo; violations: Violation[] } };
  /** Back to the deck the match started with. */
  'match.resetSide': { params: { id: string; seat: number }; result: MatchInfo };
  /**
   * The rules mode of the games still to start, and the house rules the game offers (`GameInfo.houseRules`), each one
   * not given left as it was; CONFLICT once the match is over.
   */
  'match.settings': { params: { id: string; mode?: Mode; houseRules?: MatchHouseRules }; result: MatchInfo };
  /** The seat is done sideboarding; when both are, the next game waits for who goes first. */
  'match.ready': { params: { id: string; seat: number }; result: MatchInfo };
  'match.delete': { params: { id: string }; result: { deleted: boolean } };
  /** A deck's record over every match it played. */
  'match.history': { params: { deckId: string }; result: MatchDeckHistory };
  /** The match as a report to save or share: results and the sideboard plan, in the app's language by default. */
  'match.report': { params: { id: string; format: 'text' | 'markdown'; locale?: Locale }; result: { text: string; extension: 'txt' | 'md' } };
  /** The backups, newest first, and how many automatic ones are kept. */
  'backups.list': { params: NoParams; result: BackupList };
  /** Backs up the database now (the player's own copy, never pruned); pushes `backups.changed`. DISK_FULL leaves no file. */
  'backups.create': { params: NoParams; result: BackupInfo };
  /**
   * Replaces everything with a listed backup; what is replaced is backed up first. NOT_FOUND for a name not in the
   * list, RESTORE_FAILED (nothing changed; `text` says why in both languages) for a backup that cannot be restored.
   */
  'backups.restore': { params: { name: string }; result: RestoreResult };
  /**
   * The same from a chosen file: a path the host approved (the desktop's open dialog, an upload, the CLI); any other
   * path is FORBIDDEN.
   */
  'backups.restoreFile': { params: { path: string }; result: RestoreResult };
  /** Deletes a backup; pushes `backups.changed`. */
  'backups.delete': { params: { name: string }; result: BackupList };
}

export type BackupReason = 'auto' | 'manual' | 'before-restore';

export interface BackupInfo {
  /** The file name, which names the backup in calls. */
  name: string;
  createdAt: string;
  bytes: number;
  /** Automatic (at start and daily, the newest `keep` kept), the player's own, or the copy taken before a restore. */
  reason: BackupReason;
}

export interface BackupList {
  /** The folder the backups are in, beside the database. */
  folder: string;
  backups: BackupInfo[];
  /** How many automatic backups are kept (the setting `backupsToKeep`). */
  keep: number;
}

export interface RestoreResult {
  /** The backup (or file) now in use. */
  restored: { name: string; schemaVersion: number };
  /** The copy of the data that was replaced, to undo the restore with. */
  saved: BackupInfo;
}

/** An opening: the cards set aside face down (DM shields), the hand, and how many of it go to the bottom (ACG). */
export interface SampleHand {
  setAside: DeckLine[];
  hand: DeckLine[];
  /** Cards of the hand the player must put on the bottom (ACG 104.6: 2), 0 elsewhere. */
  toBottom: number;
  /** The rule references of the setup steps shown. */
  rules: string[];
  /** The cards drawn after the opening (`draws`), one line each in the order drawn. */
  drawn: DeckLine[];
  /** The cards left in the pile after them: none, and there is nothing more to draw. */
  remaining: number;
}

/** A card the player makes: the importable fields, with the key optional (a new key is made when missing). */
export interface CustomCardInput {
  key?: string;
  name: string;
  nameEn?: string | null;
  reading?: string | null;
  kinds: string[];
  subtypes?: string[];
  keywords?: string[];
  cost?: number | null;
  costText?: string | null;
  power?: number | null;
  powerText?: string | null;
  stats?: CardStats;
  text?: string | null;
  textEn?: string | null;
  zone?: string | null;
  copyLimit?: number | null;
  aliasOf?: string | null;
  /** Its printings, each card number once (PMV `SMP-004`, `SP-003`); the set is the number's prefix unless given. */
  printings?: CustomPrinting[];
}

export interface CustomPrinting {
  number: string;
  set?: string | null;
  setName?: string | null;
  rarity?: string | null;
}

export interface SimulateParams {
  game: GameId;
  sections: DeckSections;
  games: number;
  seed: number;
  /** The seat's own turns played (default 5). */
  turns?: number;
  /** The deck takes the game's first turn (default true). */
  first?: boolean;
  /** Cards counted together, by key: held or castable when any one is. */
  groups?: { name: string; keys: string[] }[];
  /** Play the kill policy too (DM only). */
  kill?: boolean;
  /** The caller's name for this run: its progress events carry it, and `decks.cancelSimulation` takes it. */
  job?: string;
}

/** A simulation, with the name each card key is counted under (FaB pitches as `Snatch (red)`). */
export interface DeckSimulation extends Simulation {
  labels: Record<string, string>;
}

export interface SimulateProgress {
  job: string;
  done: number;
  games: number;
}

export interface Events {
  /** Another window, tab or process changed a preference. */
  'settings.changed': Settings;
  /** An import moved on: rows read, cards written. */
  'import.progress': ImportProgress;
  /** A card data download moved on (bytes received). */
  'update.progress': UpdateProgress;
  /** A simulation (`decks.simulate` with a `job`) moved on: games played of the games asked. */
  'simulate.progress': SimulateProgress;
  /** Cards of a game were added or changed (an import, a custom card). */
  'cards.changed': { game: GameId };
  /** A saved deck was created, saved, changed or deleted (by any window, tab or process). */
  'library.changed': { id: string; game: GameId; version: number | null; deleted: boolean };
  /** A table moved on (an action, undo, redo) or was deleted: each window fetches its own seat's snapshot. */
  'table.changed': { id: string; cursor: number; deleted: boolean };
  /** A match was started, moved on, changed or deleted. */
  'match.changed': { id: string; deleted: boolean };
  /** A deck was opened in the editor, or the list was cleared. */
  'recent.changed': RecentDeck[];
  /** A backup was made or deleted. */
  'backups.changed': BackupList;
  /** The database was replaced by a backup: every window reloads what it shows. */
  'data.restored': RestoreResult;
}

export type MethodName = keyof Methods;
export type Params<M extends MethodName> = Methods[M]['params'];
export type Result<M extends MethodName> = Methods[M]['result'];
export type EventName = keyof Events;

export type ErrorCode =
  /** The method name is not in this contract. */
  | 'UNKNOWN_METHOD'
  /** A backup or chosen file that cannot be restored (damaged, not ours, too new); nothing was changed. */
  | 'RESTORE_FAILED'
  /** The params do not match the method's schema; the message names the field. */
  | 'INVALID_PARAMS'
  /** An id, key or name that names nothing: a card, deck, table, match, backup or game (the issues list each card key). */
  | 'NOT_FOUND'
  /** The request itself is malformed (not JSON, wrong shape, too large). */
  | 'BAD_REQUEST'
  /** A web bridge request without this run's token (the address `deckdojo serve` printed sets it). */
  | 'UNAUTHORIZED'
  /** Not allowed from here: a path the host did not approve, a web bridge call from another origin. */
  | 'FORBIDDEN'
  /** The web bridge serves as many connections or event streams as it takes at once (HTTP 503); try again shortly. */
  | 'UNAVAILABLE'
  /** A search query that cannot be read; the issue carries the position. */
  | 'INVALID_QUERY'
  /** A file that cannot be imported; nothing was written. The issues name lines and columns (or characters), and say why in both languages. */
  | 'IMPORT_FAILED'
  /** A download stopped or was refused; what arrived is kept, and the next try resumes. */
  | 'DOWNLOAD_FAILED'
  /** A decklist that cannot be read; the issues name its lines, each with its `text` in both languages. */
  | 'INVALID_DECKLIST'
  /**
   * A save that started from a version that is no longer the newest (another window saved in between), or a change
   * the record's state does not allow now (a match waiting for something else, a table a match's game is played on).
   */
  | 'CONFLICT'
  /**
   * Another program (a second window's process, the command line, an import) kept the database's write lock past the
   * wait (5 s); nothing was written. Retryable: send the same call again.
   */
  | 'BUSY'
  /** The disk holding the database is full; nothing of this call was saved, and what was saved before is intact. */
  | 'DISK_FULL'
  /** The database file or its folder cannot be written (read-only); nothing of this call was saved. */
  | 'READ_ONLY'
  /** A failure of Deck Dojo itself; the host logs it, and the message says which method failed. */
  | 'INTERNAL'
  /** The call was stopped by its caller (`decks.cancelSimulation`). */
  | 'CANCELLED';

/** Where a problem is: a line, column and character of a file, or a position in a query (all 1-based). */
export interface ErrorIssue {
  line?: number;
  column?: string;
  position?: number;
  message: string;
  /** The message in both languages, where its reason has them (a query's, a decklist's, a card file's); `message` is the English. */
  text?: Localized;
}

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  issues?: ErrorIssue[];
  /**
   * Why, in both languages, where the reason has them (IMPORT_FAILED, DOWNLOAD_FAILED, RESTORE_FAILED, an import's BUSY, an update's address): the reason alone, for an
   * interface that says in its own words what was not done. `message` is the whole English, for logs and the CLI.
   */
  text?: Localized;
}

export type Response<M extends MethodName = MethodName> =
  | { ok: true; result: Result<M> }
  | { ok: false; error: ApiErrorBody };

export type EventMessage = { [E in EventName]: { event: E; payload: Events[E] } }[EventName];

/**
 * What the Electron preload exposes as `window.bridge`: exactly these two functions, over two fixed IPC
 * channels. The web bridge offers the same over HTTP.
 */
export interface Bridge {
  invoke(method: string, params?: unknown): Promise<Response>;
  /** Returns a function that stops listening. */
  onEvent(listener: (message: EventMessage) => void): () => void;
}

/** The menus of the desktop app's menu bar that carry the renderer's commands (the host orders them). */
export type NativeMenuId = 'file' | 'edit' | 'view' | 'deck' | 'help';

/** The desktop host's own menu items (clipboard, zoom, the macOS app and window menus), labelled by the renderer. */
export type NativeMenuStandardItem =
  | 'undo' | 'redo' | 'cut' | 'copy' | 'paste' | 'selectAll'
  | 'reload' | 'toggleDevTools' | 'resetZoom' | 'zoomIn' | 'zoomOut' | 'togglefullscreen'
  | 'about' | 'services' | 'hide' | 'hideOthers' | 'unhide' | 'quit' | 'window' | 'minimize' | 'zoom' | 'front' | 'close';

/** A command of the shortcut registry as a menu item. */
export interface NativeMenuCommand {
  id: string;
  label: string;
  /** Electron accelerator syntax (`CmdOrCtrl+Shift+Z`, `F1`), or null when the command has no key. */
  accelerator: string | null;
  enabled: boolean;
}

/**
 * The desktop app's menu bar as a window's renderer publishes it (electron/main/menu.ts makes the native menu):
 * its commands in the interface language, in groups that separators divide, and the labels of the host's own items.
 */
export interface NativeMenuModel {
  appName: string;
  menus: Record<NativeMenuId, { label: string; groups: NativeMenuCommand[][] }>;
  labels: Record<NativeMenuStandardItem, string>;
  /** The Settings command, where each platform puts it: Edit on Windows and Linux, the app menu on macOS. */
  settings: NativeMenuCommand | null;
  /** File → Open Recent: the decks opened lately (choosing one sends its item's id) and the command that clears them. */
  recent: { label: string; items: NativeMenuCommand[]; clear: NativeMenuCommand | null };
}

/** What the Electron preload exposes as `window.nativeMenu`; the browser has no native menu and no such object. */
export interface NativeMenuBridge {
  /** Replaces this window's menus. */
  publish(model: NativeMenuModel): void;
  /** A menu item was chosen: the id of its command. Returns a function that stops listening. */
  onCommand(listener: (id: string) => void): () => void;
}
