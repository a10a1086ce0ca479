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

/** A card kind (card type) as the game's comprehensive rules name it; ids follow ../shared/rules/<game>.md. */
export interface CardKindDefinition {
  id: string;
  label: Localized;
}

/** One game, declared as data. Later issues add construction rules, zones, setup and turns. */
export interface GameDefinition {
  id: GameId;
  /** Short mark used in tight places (tabs, rule references). */
  abbreviation: string;
  name: Localized;
  /** The language card names are printed in: a card's identity is its name in this language. */
  cardLanguage: 'ja' | 'en';
  sections: readonly DeckSectionDefinition[];
  cardKinds: readonly CardKindDefinition[];
}
