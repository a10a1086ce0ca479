/**
 * What a deck is made of, section by section: card totals, kinds, the cost curve, colours and races/classes.
 * Plain serialisable objects for the editor's charts.
 *
 * Every section of the game gets every breakdown, so the editor can chart side decks and extra pools too
 * (DM hyperspace and GR have real cost curves, a NOVA character deck has colours); it hides what carries
 * nothing, such as the curve of a FaB hero. Cards are counted as copies, and as distinct cards (`cards`).
 * A card counts once under each of its kinds, colours and traits, so those rows can add up to more than the
 * section; a card with none counts under `none`.
 *
 * A card's colours are the words of its game's colour stat (engine/games/<id>/presentation.ts) unless the game counts
 * them its own way (FaB pitch, ACG conditions: engine/games/<id>/breakdown.ts); its traits are its subtypes unless the
 * game says otherwise (FaB classes and talents).
 */
import type { GameId } from '../../games/id';
import { gameDefinition } from '../../games/registry';
import { statLabels } from '../cards';
import type { ColourAttribute } from '../../games/presentation';
import type { Deck, DeckCard } from '../types';

/** One row of a breakdown: copies of the cards under `key`, and how many different cards those are. */
export interface Tally {
  key: string;
  copies: number;
  cards: number;
}

/** One step of the cost curve; `cost` null holds the cards without a numeric cost. */
export interface CurvePoint {
  cost: number | null;
  copies: number;
  cards: number;
}

export interface SectionBreakdown {
  section: string;
  /** The section players draw from (the game's setup). */
  drawPile: boolean;
  copies: number;
  cards: number;
  /** Count descending, then key. */
  kinds: Tally[];
  /** Cost ascending, cards without a cost last. */
  curve: CurvePoint[];
  colors: Tally[];
  traits: Tally[];
}

export interface DeckBreakdown {
  game: GameId;
  /** Cards over all sections. */
  copies: number;
  /** The game's sections in its order, then any other section the deck holds. */
  sections: SectionBreakdown[];
}

/** The bucket of cards that have nothing on an axis. */
export const NONE = 'none';

/**
 * A card's colours as the game's presentation names them: the words of its colour stat, and the multicolour key too
 * for a card of several (DM 多色); null where no stat holds them.
 */
function colourWords(colour: ColourAttribute | undefined): ((card: DeckCard) => readonly string[]) | null {
  if (!colour?.stat) return null;
  const { stat, multicolour } = colour;
  return (card) => {
    const words = statLabels(card.stats[stat]);
    return multicolour && words.length > 1 ? [...words, multicolour.value] : words;
  };
}

/** Copies and distinct cards per bucket. */
class Counter<K> {
  private readonly buckets = new Map<K, { copies: number; keys: Set<string> }>();

  add(bucket: K, card: DeckCard, copies: number): void {
    const entry = this.buckets.get(bucket) ?? { copies: 0, keys: new Set<string>() };
    entry.copies += copies;
    entry.keys.add(card.key);
    this.buckets.set(bucket, entry);
  }

  rows(): { bucket: K; copies: number; cards: number }[] {
    return [...this.buckets].map(([bucket, { copies, keys }]) => ({ bucket, copies, cards: keys.size }));
  }
}

/** Adds the card under each of its labels once, or under `none` when it has none. */
function addLabels(counter: Counter<string>, items: readonly string[], card: DeckCard, copies: number): void {
  for (const label of items.length > 0 ? new Set(items) : [NONE]) counter.add(label, card, copies);
}

function tallies(counter: Counter<string>): Tally[] {
  return counter
    .rows()
    .map(({ bucket, copies, cards }) => ({ key: bucket, copies, cards }))
    .sort((a, b) => b.copies - a.copies || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

function curveOf(counter: Counter<number | null>): CurvePoint[] {
  return counter
    .rows()
    .map(({ bucket, copies, cards }) => ({ cost: bucket, copies, cards }))
    .sort((a, b) => (a.cost ?? Infinity) - (b.cost ?? Infinity));
}

function sectionBreakdown(game: GameId, section: string, deck: Deck, drawPile: boolean): SectionBreakdown {
  const kinds = new Counter<string>();
  const curve = new Counter<number | null>();
  const colors = new Counter<string>();
  const traits = new Counter<string>();
  const { breakdown, presentation } = gameDefinition(game);
  const colorsOf = breakdown?.colours ?? colourWords(presentation.colour);
  const traitsOf = breakdown?.traits ?? ((card: DeckCard) => card.subtypes);
  const keys = new Set<string>();
  let copies = 0;
  for (const { card, count } of deck.sections[section] ?? []) {
    if (count <= 0) continue;
    copies += count;
    keys.add(card.key);
    addLabels(kinds, card.kinds, card, count);
    // A DM twinpact is one card with one cost (its `cost`), however many halves it has.
    curve.add(card.cost, card, count);
    if (colorsOf) addLabels(colors, colorsOf(card), card, count);
    addLabels(traits, traitsOf(card), card, count);
  }
  return {
    section,
    drawPile,
    copies,
    cards: keys.size,
    kinds: tallies(kinds),
    curve: curveOf(curve),
    colors: tallies(colors),
    traits: tallies(traits),
  };
}

/** The deck's breakdown per section. */
export function deckBreakdown(deck: Deck): DeckBreakdown {
  const game = gameDefinition(deck.game);
  const known = game.sections.map((section) => section.id);
  const ids = [...known, ...Object.keys(deck.sections).filter((id) => !known.includes(id))];
  const sections = ids.map((id) => sectionBreakdown(game.id, id, deck, id === game.setup.drawPile.section));
  return { game: game.id, copies: sections.reduce((total, section) => total + section.copies, 0), sections };
}
