/**
 * Construction rules as data. Each game declares its formats as lists of these rules
 * (engine/games/<id>/construction.ts); one generic validator (validate.ts) reads them. Every rule carries the
 * rule number it comes from, which every violation repeats.
 */
import type { Localized } from '../localized';
import type { RegulationStatus, Severity } from './types';

/** Cards a rule singles out: every listed kind, subtype, flag and keyword must be on the card. */
export interface CardMatch {
  kinds?: readonly string[];
  subtypes?: readonly string[];
  flags?: readonly string[];
  keywords?: readonly string[];
}

interface RuleBase {
  /** Rule reference, e.g. `DM 100.2a`. */
  rule: string;
  /** Rules that only warn (a legal deck can break them); errors by default. */
  severity?: Severity;
}

/** Card count of one section, or of several together (FaB card-pool). */
export interface SizeRule extends RuleBase {
  type: 'size';
  sections: readonly string[];
  /** Names the sections together where there are several (the card-pool). */
  label?: Localized;
  min?: number;
  max?: number;
  /** The only sizes allowed (DM 超GR 0 or 12, ACG competitive reserve 0 or 15). */
  exactly?: readonly number[];
  /** A card in these sections whose `stat` holds a number makes that the only size (DM Rule Plus 314.3a). */
  setBy?: { stat: string; sections: readonly string[]; rule: string };
}

/** Which card kinds a section takes. */
export interface KindRule extends RuleBase {
  type: 'kinds';
  sections: readonly string[];
  /** Kinds the section takes: every kind of a card must be among them (`all`, ACG 303.4) or one of them (`any`). */
  allowed?: readonly string[];
  match?: 'all' | 'any';
  /** Kinds never allowed here, with their own rule (token cards, ACG 505-1b); checked before `allowed`. */
  forbidden?: { kinds: readonly string[]; rule: string };
}

/** How many copies of one card a deck may hold. */
export interface CopyRule extends RuleBase {
  type: 'copies';
  /** Copies are counted across all these sections together. */
  sections: readonly string[];
  /** The default limit; null counts only the cards' own limits. */
  limit: number | null;
  /** What makes two cards "the same": the name (aliases count as the name they name), or name + pitch (FaB). */
  identity: 'name' | 'namePitch';
  /** A card's own limit (its text's construction rule) replaces `limit`, cited with this rule. */
  cardLimitRule?: string;
  /** Cards the limit does not apply to (ACG 基礎 territories, 503.3a). */
  exempt?: readonly CardMatch[];
  /** Only these cards are counted (FaB legendary: 1). */
  only?: CardMatch;
}

/** At most `limit` cards with a keyword per printed card number (PMV デッキ１枚制限, 10.24.2.a). */
export interface NumberRule extends RuleBase {
  type: 'perNumber';
  sections: readonly string[];
  keyword: string;
  limit: number;
  /** Promo numbers count as the base card's number (PMV 2.16.3). */
  promoPrefixes: readonly string[];
}

/** A stat summed over a section must stay at or below `max` (NOVA character levels, 109.4). */
export interface StatSumRule extends RuleBase {
  type: 'statSum';
  section: string;
  stat: string;
  max: number;
}

/** At most `max` sets of game-start cards (DM 100.5): the cards whose `stat` names the set they belong to. */
export interface StartSetRule extends RuleBase {
  type: 'startSets';
  stat: string;
  max: number;
}

/** Exactly one hero, of the right age for the format (FaB). */
export interface HeroRule extends RuleBase {
  type: 'hero';
  section: string;
  /** true: young heroes only (Blitz); false: adult heroes only (CC, LL). */
  young: boolean;
  /** Heroes of either age the format also takes (Ultimate Pit Fight: Adjudicator heroes), named in the message. */
  alsoAllowed?: { match: CardMatch; label: Localized };
}

/**
 * Cards must have been printed at one of these rarities, any printing counting (FaB Silver Age, Commoner): the
 * letters of the card's `stat` list. Cards without it (the player's own) are taken as legal.
 */
export interface RarityRule extends RuleBase {
  type: 'rarity';
  sections: readonly string[];
  stat: string;
  allowed: readonly string[];
  /** The allowed rarities in words: `common or rare`. */
  label: Localized;
}

/** Every card's classes and talents are the hero's (generic cards go anywhere), FaB 1.3.2. */
export interface SupertypeRule extends RuleBase {
  type: 'supertypes';
  heroSection: string;
  sections: readonly string[];
  /** Cited for specialization cards that name another hero. */
  specializationRule: string;
  /**
   * Name honorifics a hero's name may start with (`Ser`, `Professor`): a specialization names the hero's moniker,
   * the name without them, its suffix after a comma or its last names (FaB CR 2.7.3, 8.3.7).
   */
  honorifics: readonly string[];
}

/** Every card must be legal in this format at all (FaB per-format legality). */
export interface LegalityRule extends RuleBase {
  type: 'legalIn';
  format: string;
}

export type ConstructionRule = SizeRule | KindRule | CopyRule | NumberRule | StatSumRule | StartSetRule | HeroRule | RarityRule | SupertypeRule | LegalityRule;

/** How a deck may change between games of a match (used by matches; DM has no sideboard). */
export type Sideboarding =
  | { kind: 'none'; rule: string }
  /**
   * Cards move between sections; the sizes of `keepSizes` stay as registered, `fixed` sections as they are, nothing from
   * outside comes in. `house`: the rules define no such procedure (NOVA), so keeping sizes and fixed sections is Deck
   * Dojo's house rule, which says so: what breaks it is a warning citing no rule.
   */
  | { kind: 'swap'; sections: readonly string[]; keepSizes: readonly string[]; fixed: readonly string[]; rule: string; house?: Localized }
  /** Each game's deck is chosen from the registered card-pool (FaB): `deck` sized as the format says. */
  | { kind: 'pool'; sections: readonly string[]; fixed: readonly string[]; deck: { section: string; min?: number; exactly?: number; rule: string } };

/** One way to build a deck: a format (FaB CC), a game level (ACG competitive) or a regulation (DM 殿堂). */
export interface DeckFormat {
  id: string;
  label: Localized;
  /** Other names decklist files give the format (FaBrary `Format: Classic Constructed`). */
  aliases?: readonly string[];
  /** The name decklist exports write for it (FaBrary's own, `Classic Constructed`); read like an alias. */
  exportName?: string;
  /** The regulation list (a `format` of the card database's regulations) that applies, if any. */
  regulation: string | null;
  /** Cited for regulation violations (banned, restricted…). */
  regulationRule?: string;
  rules: readonly ConstructionRule[];
  sideboarding: Sideboarding;
}

export interface Construction {
  /** Formats; the first is the default. */
  formats: readonly DeckFormat[];
  /**
   * Every regulation list of the game is also a format: these rules plus the list (DM: one format per 殿堂 list).
   * `labels` names the known lists.
   */
  regulationFormats?: { rules: readonly ConstructionRule[]; regulationRule: string; sideboarding: Sideboarding; labels: Readonly<Record<string, Localized>> };
  /** Cited when a deck holds a section the game does not have. */
  sectionsRule: string;
  /** What the game calls each regulation status, where it has its own words (DM 殿堂入り). */
  statusLabels?: Partial<Record<RegulationStatus, Localized>>;
}
