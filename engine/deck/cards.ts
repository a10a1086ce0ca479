/** Small facts about deck cards that the validator, sideboarding and statistics share. */
import type { CardMatch } from './construction';
import { PITCH_COLOURS, type CardStatValue, type Deck, type DeckCard, type PitchColour } from './types';

/**
 * A decklist line no card answers to, kept in a saved deck as it was written (docs/user-guide.md, importing decks): its
 * key is `unknown:` and the name, a key no card has (imported keys are names or ids, custom ones `custom:`), so the
 * deck saves, reopens and plays it under that name.
 */
export const UNKNOWN_LINE = 'unknown:';

export const unknownLineKey = (name: string): string => `${UNKNOWN_LINE}${name}`;

/** The name an unknown line's key keeps, or null for any other key. */
export const unknownLineName = (key: string): string | null => (key.startsWith(UNKNOWN_LINE) && key.length > UNKNOWN_LINE.length ? key.slice(UNKNOWN_LINE.length) : null);

export function cardMatches(card: DeckCard, match: CardMatch): boolean {
  return (
    (match.kinds ?? []).every((kind) => card.kinds.includes(kind)) &&
    (match.subtypes ?? []).every((subtype) => hasWord(card.subtypes, subtype)) &&
    (match.flags ?? []).every((flag) => hasWord(card.flags, flag)) &&
    (match.keywords ?? []).every((keyword) => hasWord(card.keywords, keyword))
  );
}

/**
 * Whether a card's words (subtypes, flags, keywords as a player typed them) hold a word a rule names, widths and case
 * folded (NFKC): デッキ1枚制限 typed with a half-width 1 is the printed デッキ１枚制限 (PMV 10.24).
 */
export function hasWord(words: readonly string[], word: string): boolean {
  const wanted = word.normalize('NFKC').toLowerCase();
  return words.some((each) => each.normalize('NFKC').toLowerCase() === wanted);
}

/** Each distinct card of these sections once, in deck order. */
export function cardsIn(deck: Deck, sections: readonly string[]): DeckCard[] {
  const seen = new Set<string>();
  const cards: DeckCard[] = [];
  for (const section of sections) {
    for (const { card } of deck.sections[section] ?? []) {
      if (seen.has(card.key)) continue;
      seen.add(card.key);
      cards.push(card);
    }
  }
  return cards;
}

/** The colour of a FaB pitch value (1 red, 2 yellow, 3 blue), or null for anything else. */
export function colourOfPitch(pitch: unknown): PitchColour | null {
  return typeof pitch === 'number' && pitch >= 1 && pitch <= 3 ? PITCH_COLOURS[pitch - 1]! : null;
}

/** A FaB card's pitch colour (1 red, 2 yellow, 3 blue), or null for cards without pitch. */
export function pitchColour(card: DeckCard): PitchColour | null {
  return colourOfPitch(card.stats.pitch);
}

/**
 * A name as a player lists a card: with its pitch colour where it has one (FaB prints one name in up to three
 * colours, each its own card: `Snatch (red)`), else as it is.
 */
export function pitchedName(name: string, pitch: unknown): string {
  const colour = colourOfPitch(pitch);
  return colour ? `${name} (${colour})` : name;
}

/**
 * What makes two cards "the same" for a copy limit: the construction name (an alias counts as the name it
 * names: ACG 505-2a, DM 202.6), or FaB's name + pitch.
 */
export function copyIdentity(card: DeckCard, identity: 'name' | 'namePitch'): string {
  const name = card.aliasOf ?? card.name;
  return identity === 'name' ? name : `${name}\u0000${card.stats.pitch ?? ''}`;
}

/** The card as a player names it: FaB cards with their pitch colour, `Snatch (red)`. */
export function displayName(card: DeckCard, identity: 'name' | 'namePitch'): string {
  const name = card.aliasOf ?? card.name;
  return identity === 'namePitch' ? pitchedName(name, card.stats.pitch) : name;
}

/** A list-valued stat (FaB classes, talents…), lower-cased; empty when the card has none. */
export function statList(card: DeckCard, stat: string): string[] {
  const value = card.stats[stat];
  return Array.isArray(value) ? value.map((item: string) => item.toLowerCase()) : [];
}

/** A stat read as a list of labels: a string is one, an array its items, anything else none. */
export function statLabels(value: CardStatValue | undefined): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? [...(value as readonly string[])] : [];
}
