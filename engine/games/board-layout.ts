/**
 * Where every zone of a game sits on the play table, as players of that game lay out their mats (each game's
 * board-layout.ts; the table's renderer draws it, renderer/lib/table-layouts.ts). Each seat's side is a CSS grid whose
 * areas are zone ids, written for the seat at the bottom of the screen (rows from the middle of the table out to the
 * player, the hand last). The opponent's side is the same grid turned half round — rows and columns reversed — as
 * someone sitting across the table sees it. Shared zones lie in the strip between the sides, or, when each player
 * keeps their own cards there (DM battle zone, FaB permanents), on each side showing that seat's cards. Flexible
 * columns have a zero minimum, so a crowded zone overlaps its cards instead of widening its column.
 */

/**
 * How a zone draws its cards: `row` side by side (overlapping when crowded), `pile` stacked with the top card showing
 * (decks, graveyards), `hand` a fan the owner holds.
 */
export type ZoneStyle = 'row' | 'pile' | 'hand';

export interface BoardLayout {
  /** Rows of grid-template-areas for the seat at the bottom, from the middle of the table out; `.` is an empty cell. */
  side: readonly string[];
  /** grid-template-columns of a side. */
  columns: string;
  /** Shared zones in the strip between the sides, left to right. */
  center: readonly string[];
  /** Shared zones drawn on each side with only that seat's cards (by owner). */
  split: readonly string[];
  /** Zones drawn as piles or the hand; every other zone is a row. */
  styles: Readonly<Record<string, ZoneStyle>>;
  /** Zones whose cards are tapped and untapped by a click (cards in play). */
  tappable: readonly string[];
  /** Where a double-click plays a card from the hand when the game has no action of its own for it. */
  main: string;
}

/** ACG, PMV and NOVA: a wide play area, two narrower areas, then two columns of piles. */
export const PLAY_AREA_AND_PILES = 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) minmax(64px, 0.6fr) minmax(64px, 0.6fr)';
