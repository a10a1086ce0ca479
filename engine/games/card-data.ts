/**
 * A game's card data as every layer reads it, declared in its folder (engine/games/<id>/card-data.ts): the search
 * fields it adds to the common ones (db/search/fields.ts), the stat columns of its card template CSV
 * (db/importers/generic.ts), the third-party files that hold its cards, where fresh card data can be fetched, and
 * the facts a player's own card gets from its data. docs/architecture.md §3.
 */
import type { Localized } from '../localized';

/** What a game's own search field reads: a number column, exact terms of a stat, or ACG's condition icons. */
export type GameFieldTarget =
  | { kind: 'numeric'; column: string }
  /** `values` maps words players type to the stored word; `alsoPrefixes` are other stats the same value also matches. */
  | { kind: 'tag'; prefix: string; values?: Readonly<Record<string, string>>; alsoPrefixes?: readonly string[] }
  /** Icon words (English, Japanese, a letter) → the letter of the compact condition code stored in `stats.condition`. */
  | { kind: 'condition'; icons: Readonly<Record<string, string>> };

export interface GameSearchField {
  /** The first name is the one help shows; all names, folded, are accepted. */
  names: readonly string[];
  target: GameFieldTarget;
  description: Localized;
}

/** A stat column of the card template CSV: the stat it fills, the header names it goes by, and its value's shape. */
export interface ImportColumn {
  stat: string;
  names: readonly string[];
  /** A whole number (else text). */
  number: boolean;
  /** Several values split at `|`. */
  list?: boolean;
}

/** Kinds a card file gives a card beyond its kind column's ids and labels. */
export interface KindReading {
  /** What a printed type line joins a card's several kinds with (ACG 動物＆道具, 303.1a), in every width typed. */
  separators?: readonly string[];
  /** A kind a card has by what its cost box shows or by a flag (ACG ト: a token card, 305.3b), compared folded. */
  marks?: readonly { kind: string; costText: readonly string[]; flags: readonly string[] }[];
}

/** A player's own card as its facts are read from it (the fields of a custom card that carry them). */
export interface CardFacts {
  stats?: Readonly<Record<string, unknown>>;
  keywords?: readonly string[];
  subtypes?: readonly string[];
}

export interface CardData {
  /** The game's own search fields, matched before the common ones: `def` is FaB defense in FaB and DEF in ACG. */
  searchFields: readonly GameSearchField[];
  /** Format names players type (folded) → the format id regulations are stored under (`legal:classic` → cc). */
  formatAliases: Readonly<Record<string, string>>;
  /** The card template's columns beyond the common ones, one per stat. */
  importColumns: readonly ImportColumn[];
  /** How the kinds of a card file's cards are read where a printed card says more than a kind id. */
  kindReading?: KindReading;
  /** The format a regulation list is for when its file names none. */
  regulationFormat: string;
  /** The format new decks get until the player chooses one, once the card data has it; absent: the game's first. */
  preferredFormat?: string;
  /** The third-party file formats (db/importers, `ImportFormat`) that hold this game's cards and no other's. */
  importFormats: readonly string[];
  /**
   * Where "Update card data" fetches from when no address is given: a folder address and the files in it.
   * `textsAndImages`: those files hold the cards' rules texts and name their images (FaB's fab-cube data), so the
   * first open of the game offers them in one click while its texts are missing ("Get card texts and images").
   */
  updateSource?: { base: string; files: readonly string[]; textsAndImages?: boolean };
  /** Facts (`is:` flags) a player's own card gets from its data, as imports give them to the game's cards. */
  customCardFlags?: (card: CardFacts) => string[];
  /**
   * What to tell a player whose card has no rules text: where this game's texts come from, as the app says it
   * (`text`) and as the command line's next step (`commandLine`, printed as `(no rules text: …)`).
   */
  missingTextHint?: { text: Localized; commandLine: string };
  /**
   * The data source of the sample cards Deck Dojo ships for the game (`db/packs/sample-<id>.json`): cards made up for
   * Deck Dojo, not the game's own, where no public source holds its cards (architecture §8). The screens mark that
   * source and the game "sample cards" wherever they list them.
   */
  sampleSource?: string;
}
