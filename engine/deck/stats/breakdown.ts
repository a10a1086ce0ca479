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
 * Colours per game:
 * - DM: `stats.civs` as stored (光 水 闇 火 自然 無色); a multicolour card also counts once as `multicolor`.
 * - NOVA: `stats.color` (red, blue, …, colorless).
 * - FaB: pitch value `1`, `2`, `3` (red, yellow, blue).
 * - ACG has no colours; its nearest thing is the condition icons (acg.md §3.2): plains, mountain, aquatic,
 *   forest, night and generic. A card counts once per kind its condition asks for (306.6), whatever the `／`
 *   alternatives; a territory, which never has a condition (306.4e), counts the kinds its keywords supply
 *   (《平野》…), so the territory deck shows what the basic deck's conditions can draw on.
 * - PMV has no colour of any kind, so its colour rows are empty.
 * Traits are `subtypes` (races, species), except FaB: its classes (hybrid ones too) and talents (the hero's supertypes).
 */
import type { GameId } from '../../games/id';
import { gameDefinition } from '../../games/registry';
import type { CardStatValue, Deck, DeckCard } from '../types';

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

/** ACG condition letters (the card data's compact code) and keyword names, as condition kinds. */
const CONDITION_KINDS: Readonly<Record<string, string>> = {
  P: 'plains', M: 'mountain', A: 'aquatic', F: 'forest', N: 'night', G: 'generic',
  平野: 'plains', 山岳: 'mountain', 水生: 'aquatic', 森林: 'forest', 夜: 'night',
};

/** A stat read as a list of labels: a string is one, an array its items. */
function labels(value: CardStatValue | undefined): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? [...(value as readonly string[])] : [];
}

function acgColors(card: DeckCard): string[] {
  // The letters of the condition code (`FF/N`: two forest, or one night); the `/` between them maps to nothing.
  const sources = card.kinds.includes('territory') ? card.keywords : [...labels(card.stats.condition).join('')];
  return [...new Set(sources.flatMap((source) => CONDITION_KINDS[source] ?? []))];
}

function dmColors(card: DeckCard): string[] {
  const civs = labels(card.stats.civs);
  return civs.length > 1 ? [...civs, 'multicolor'] : civs;
}

/** Each game's colours of a card; null for a game without colours. */
const COLORS: Readonly<Record<GameId, ((card: DeckCard) => string[]) | null>> = {
  acg: acgColors,
  pmv: null,
  nova: (card) => labels(card.stats.color),
  dm: dmColors,
  fab: (card) => (typeof card.stats.pitch === 'number' ? [String(card.stats.pitch)] : []),
};

/** Each game's traits of a card; a game not listed here (one registered later) groups by subtypes. */
const TRAITS: Readonly<Record<GameId, ((card: DeckCard) => readonly string[]) | undefined>> = {
  acg: (card) => card.subtypes,
  pmv: (card) => card.subtypes,
  nova: (card) => card.subtypes,
  dm: (card) => card.subtypes,
  // A hybrid card (Assassin / Ninja) belongs to each of its classes.
  fab: (card) => [...labels(card.stats.classes), ...labels(card.stats.hybridClasses), ...labels(card.stats.talents)],
};

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
  const colorsOf = COLORS[game];
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
    addLabels(traits, (TRAITS[game] ?? ((each) => each.subtypes))(card), card, count);
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
