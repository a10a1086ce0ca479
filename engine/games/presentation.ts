/**
 * How a game's cards are shown, declared beside its rules (engine/games/<id>/presentation.ts) and served in
 * `GameInfo.presentation`, so no screen or command branches on a game id: the stat beside a card in lists, the
 * colour attribute with its names and swatches, the search filters, sort fields and examples, the custom card
 * editor's fields, the deck export targets and the game's own words for a few labels. Plain data only: it travels
 * as JSON.
 */
import type { DeckWriteFormat, RegulationStatus } from '../deck/types';
import type { Localized } from '../localized';

/**
 * Every order the card search can list cards in (db/search/run.ts has a column for each). `relevance` ranks how well
 * the names answer the query's words (db/search/relevance.ts), then by name; every game offers it. `englishName` sorts
 * by the English name where a card has one (the list as an English reader sees it).
 */
export const CARD_SORTS = ['relevance', 'name', 'englishName', 'cost', 'power', 'pitch', 'defense', 'level', 'mana', 'updated'] as const;
export type CardSort = (typeof CARD_SORTS)[number];

/** One value of a game's colour attribute. */
export interface ColourValue {
  /** The value as the deck breakdown counts it and the search filter writes it (DM 火, FaB 1, NOVA red, ACG plains). */
  value: string;
  name: Localized;
  /** Its swatch, a CSS colour; absent where the game prints no colour. */
  swatch?: string;
  /** The word the card data stores beside the value (FaB pitch 1 is `color: red`); a deck groups by it. */
  word?: string;
  /** The value as a line of text names it, where that is not the value itself (FaB pitch 1: 赤 / red). */
  term?: Localized;
}

/**
 * What identifies a card at a glance and what a deck's colour breakdown counts (engine/deck/stats/breakdown.ts):
 * DM civilizations, FaB pitch, NOVA colours, ACG condition kinds. Values in the game's own order.
 */
export interface ColourAttribute {
  /** What one value is called: the deck editor's "group by" choice (文明 / Civilization). */
  label: Localized;
  /** What the breakdown of a deck by it is called, as a list heads it (文明 / civilizations). */
  breakdownLabel: Localized;
  values: readonly ColourValue[];
  /**
   * The stat a card holds its words in (one, or a list), read for its swatches and its colour group; absent where
   * no stat holds them one word to a value (ACG's condition code `FF/N`): such cards show no swatch and a deck is
   * not grouped by it.
   */
  stat?: string;
  /** The value a card's unknown word is drawn as (DM 無色). */
  unknownAs?: string;
  /** The values are numbers, as cards store them and the search compares them (FaB pitch). */
  numeric?: boolean;
  /** The breakdown's key for a card of several values (DM 多色), drawn as a blend of `blend`'s swatches. */
  multicolour?: { value: string; name: Localized; blend: readonly string[] };
  /** The search filter choosing among the values: its field, and whether a chip reads the value (FaB 1 2 3) or its name. */
  filter: { field: string; chipLabel: 'value' | 'name' };
}

/**
 * A field of the custom card editor beyond the common ones, for one stat (labelled by the stat's name). A number
 * may have a lowest value; `tags` are lists of words (kept in lower case when `lowerCase`); a `choice` is one of
 * `values`; `colour` is the game's colour attribute, one value or (`several`) any of them, `alone` taking no other,
 * and when it is another stat than the attribute's, the value's word is written to that one too (FaB pitch 1 makes
 * `color: red`);
 * `code` is a compact code of `letters` in groups joined by `/` (ACG condition `FF/AA`), typed in any case or width.
 * `hint` says the field has a hint under it.
 */
export type CustomCardField =
  | { stat: string; kind: 'number'; min?: number }
  | { stat: string; kind: 'text'; hint?: boolean }
  | { stat: string; kind: 'tags'; lowerCase?: boolean }
  | { stat: string; kind: 'choice'; values: readonly string[] }
  | { stat: string; kind: 'colour'; several?: { alone?: string } }
  | { stat: string; kind: 'code'; letters: string; hint?: boolean };

/** The custom card editor: its fields in order, and how a kind suggests the deck section. */
export interface CustomCardEditor {
  fields: readonly CustomCardField[];
  /**
   * The deck section a new card of these kinds goes to: the first rule one of whose kinds the card has; a card
   * whose kinds are all `none` goes to none (tokens); else `otherwise`.
   */
  sections: { rules: readonly { kinds: readonly string[]; section: string }[]; none?: readonly string[]; otherwise: string };
}

/**
 * Figures players of a game quote from goldfish games (`decks.simulate`), which the deck statistics offer.
 * `firstMoves`: the first-move rate (DM 初動率): per cost, the share of games with a card of that cost (either face
 * of a card of several) castable by the turn of the same number, and with any of them by the last of those turns.
 * `killTurn`: the simulation plays the game's kill policy (`decks.simulate` `kill`).
 */
export interface SimulationFigures {
  firstMoves?: { costs: readonly number[] };
  killTurn?: boolean;
}

/** A stat a drawn card shows (GamePresentation `frameStats`): its name read aloud and in a tooltip, and its badge's shape. */
export interface FrameStat {
  stat: string;
  label: Localized;
  shape?: 'shield' | 'heart';
}

export interface GamePresentation {
  /**
   * The stat shown beside a card's power in lists, after `prefix` (FaB `⬤ 2`, NOVA `Lv3`); 0 only where `showsZero`.
   * `word` names it where plain text cannot draw the prefix's mark (the command line's `pitch 2`).
   */
  listStat?: { stat: string; prefix: string; showsZero?: boolean; word?: Localized };
  /**
   * The stats a drawn card shows at its foot beside its power, as the printed card has them (FaB defense in a shield,
   * NOVA HP): what the game plays with, in the table's small frames too. `shape` draws the badge (default plain).
   */
  frameStats?: readonly FrameStat[];
  /** Absent where the game has nothing of the kind (PMV). */
  colour?: ColourAttribute;
  /**
   * The names of the words the card data stores for a trait (FaB classes and talents, kept in lower case as the deck
   * rules compare them: `draconic` → Draconic / ドラコニック), shown wherever a card's stat or a deck's breakdown lists
   * them. A word without a name is shown as printed, marked as the card data's language.
   */
  traitNames?: Readonly<Record<string, Localized>>;
  /** The orders the card browser offers (not `englishName`: the name sort follows the interface language by itself). */
  sorts: readonly Exclude<CardSort, 'englishName' | 'relevance'>[];
  /** Queries shown in the search help. */
  searchExamples: readonly string[];
  /** The decklist formats the deck editor exports to (engine/deck/formats writes them). */
  exportTargets: readonly DeckWriteFormat[];
  customCard: CustomCardEditor;
  /** What the deck statistics' simulation shows beyond the held and castable curves; absent where nothing more. */
  simulation?: SimulationFigures;
  labels: {
    /** The power stat's name (DM パワー, PMV 攻撃力, ACG ATK). */
    power: Localized;
    /** The subtypes' name (DM races, ACG species, FaB subtypes). */
    subtypes: Localized;
    /** The traits a deck's breakdown counts, as a list heads it (DM races, FaB classes and talents). */
    traits: Localized;
    /** The cards set aside before the opening hand, where the game names them (DM shields). */
    setAside?: Localized;
    /** The game's own names of regulation statuses (DM 殿堂入り for restricted). */
    regulations?: Partial<Record<RegulationStatus, Localized>>;
    /** What the match screen says of the game's rules between games (sideboarding), with their rule numbers. */
    sideboarding: Localized;
  };
}
