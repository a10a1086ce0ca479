/** Identifiers of the five supported games. Fixed: decks, databases and files store them. */
export const GAME_IDS = ['acg', 'pmv', 'nova', 'dm', 'fab'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** A text in both languages the app ships in. */
export interface Localized {
  ja: string;
  en: string;
}

/** One part of a deck as a player registers it (main deck, side deck, hero, ...). */
export interface DeckSectionDefinition {
  /** Stable id stored with every deck card. */
  id: string;
  label: Localized;
  /** The comprehensive-rules reference that defines this section, e.g. `DM 100.3`. */
  rule: string;
}

/** One game, declared as data. Later issues add construction rules, zones, setup and turns. */
export interface GameDefinition {
  id: GameId;
  /** Short mark used in tight places (tabs, rule references). */
  abbreviation: string;
  name: Localized;
  sections: readonly DeckSectionDefinition[];
}
