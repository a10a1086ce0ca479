/**
 * The Deck Dojo card record: one card as the database receives it from any source (bundled packs, importers,
 * the player's own cards). Every importer turns its source into these records; `writeCards` stores them.
 * The same shape, wrapped in a `CardPack`, is the JSON import format (docs/data-and-backups.md).
 */
import * as v from 'valibot';
import type { RegulationStatus } from '../../engine/deck/types';
import type { Localized } from '../../engine/localized';

/** The record's own reasons in both languages: valibot carries the English, and an import shows the Japanese beside it (db/importers/generic.ts). */
const NOT_EMPTY: Localized = { en: 'must not be empty', ja: '空にできません' };
const WHOLE_NUMBER: Localized = { en: 'must be a whole number', ja: '整数ではありません' };
const A_KIND: Localized = { en: 'needs at least one card kind', ja: 'カードの種類が1つもありません' };
const A_DATE: Localized = { en: 'must be a date YYYY-MM-DD', ja: 'YYYY-MM-DD の日付ではありません' };
export const RECORD_REASONS: readonly Localized[] = [NOT_EMPTY, WHOLE_NUMBER, A_KIND, A_DATE];

const text = v.pipe(v.string(), v.trim());
const name = v.pipe(text, v.nonEmpty(NOT_EMPTY.en));
const list = v.optional(v.array(name), []);
const count = v.pipe(v.number(), v.integer(WHOLE_NUMBER.en));
const optionalNumber = v.optional(v.nullable(count), null);
const optionalText = v.optional(v.nullable(text), null);

/** Per-game numbers and labels beyond cost and power (FaB pitch, DM civilizations, NOVA level…). */
const stats = v.optional(
  v.record(v.string(), v.union([v.number(), v.string(), v.boolean(), v.array(v.string()), v.null()])),
  {},
);

export const FaceRecordSchema = v.strictObject({
  name,
  kinds: list,
  subtypes: list,
  keywords: list,
  cost: optionalNumber,
  costText: optionalText,
  power: optionalNumber,
  powerText: optionalText,
  stats,
  text: optionalText,
  textEn: optionalText,
});

export const PrintingRecordSchema = v.strictObject({
  set: name,
  setName: optionalText,
  number: name,
  rarity: optionalText,
  image: optionalText,
});

export const CardRecordSchema = v.strictObject({
  /** Stable id within the game: re-importing the same key updates the card in place. */
  key: name,
  /** The printed name in the game's card language (Japanese, or English for FaB): the card's identity. */
  name,
  /** The name in the other language, where one exists. */
  nameEn: optionalText,
  nameJa: optionalText,
  /** The language `name` is printed in, when it is not the game's card language (English DM cards). */
  language: v.optional(v.picklist(['ja', 'en'])),
  /** Kana reading of the name. */
  reading: optionalText,
  kinds: v.pipe(v.array(name), v.minLength(1, A_KIND.en)),
  /** Races, species, traits, classes, talents, affiliations. */
  subtypes: list,
  keywords: list,
  cost: optionalNumber,
  /** The printed cost when it is not a plain number: X, ∞, – … */
  costText: optionalText,
  /** The main combat number (ATK, power, attack). */
  power: optionalNumber,
  powerText: optionalText,
  stats,
  /** Rules text in Japanese and in English. */
  text: optionalText,
  textEn: optionalText,
  /** The deck section a copy goes to by default (a section id of the game). */
  zone: optionalText,
  /**
   * A per-card copy limit that replaces the game's default (ACG 兵隊蟻: 8; DM 黒ひげ危機一発: 1). null = the game's
   * default. 999 means "any number": the card's text lifts the limit (DM 100.2a, e.g. 特攻の忠剣ハチ公).
   */
  copyLimit: optionalNumber,
  /** The name this card counts as for construction (ACG PR-029 counts as 焼き討ち). */
  aliasOf: optionalText,
  /** Boolean facts searchable with `is:` (twinpact, token, sample, dfc…). */
  flags: list,
  /** Formats the card may be played in (FaB cc, blitz…); regulations can still restrict it. */
  formats: list,
  faces: v.optional(v.array(FaceRecordSchema), []),
  printings: v.optional(v.array(PrintingRecordSchema), []),
  /** A picture of the card (URL or file path), when the source has one. */
  image: optionalText,
});

// Keyed by the engine's status type, so a status added there fails to compile here until it is added.
const STATUS_NAMES: Record<RegulationStatus, true> = { banned: true, restricted: true, limited: true, suspended: true, living_legend: true, banned_pair: true };
const REGULATION_STATUSES = Object.keys(STATUS_NAMES) as [RegulationStatus, ...RegulationStatus[]];

export const RegulationRecordSchema = v.strictObject({
  format: name,
  /** The card's name as the list prints it; resolved to a card when one has that name. */
  name,
  /** The card's key, where the list names one exact card (FaB lists name one pitch; the DM pack's 殿堂 entries the card their name finds). */
  key: optionalText,
  status: v.picklist(REGULATION_STATUSES),
  /** Copies allowed, for `limited` (and implied 1 for restricted, 0 for banned). */
  limit: optionalNumber,
  /** Cards of one banned pair share a group name. */
  pair: optionalText,
  /** Date in effect, YYYY-MM-DD. */
  since: v.optional(v.nullable(v.pipe(text, v.isoDate(A_DATE.en))), null),
  /** The date the entry stopped being in effect (a lifted ban), YYYY-MM-DD; null while it is. */
  until: v.optional(v.nullable(v.pipe(text, v.isoDate(A_DATE.en))), null),
});

export const CARD_PACK_FORMAT = 'deck-dojo-cards';

export const CardPackSchema = v.strictObject({
  format: v.literal(CARD_PACK_FORMAT),
  version: v.literal(1),
  game: name,
  source: v.strictObject({
    /** Identifies the source across imports, e.g. `fab-cube` or `sample-acg`. */
    name,
    /** Changes whenever the content does. */
    version: name,
    description: optionalText,
  }),
  cards: v.array(CardRecordSchema),
  regulations: v.optional(v.array(RegulationRecordSchema), []),
});

export type FaceRecord = v.InferOutput<typeof FaceRecordSchema>;
export type PrintingRecord = v.InferOutput<typeof PrintingRecordSchema>;
export type CardRecord = v.InferOutput<typeof CardRecordSchema>;
export type CardRecordInput = v.InferInput<typeof CardRecordSchema>;
export type RegulationRecord = v.InferOutput<typeof RegulationRecordSchema>;
export type { RegulationStatus } from '../../engine/deck/types';
export type CardPack = v.InferOutput<typeof CardPackSchema>;
