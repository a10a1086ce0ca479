/**
 * Where every zone of a game sits on the play table, as players of that game lay out their mats: each seat's side is a
 * CSS grid whose areas are zone ids, written for the seat at the bottom of the screen (rows from the middle of the
 * table out to the player, the hand last). The opponent's side is the same grid turned half round — rows and columns
 * reversed — as someone sitting across the table sees it. Shared zones lie in the strip between the sides, or, when
 * each player keeps their own cards there (DM battle zone, FaB permanents), on each side showing that seat's cards.
 * Flexible columns have a zero minimum, so a crowded zone overlaps its cards instead of widening its column.
 */
import type { GameId } from '../../api/contract';

/**
 * How a zone draws its cards: `row` side by side (overlapping when crowded), `pile` stacked with the top card showing
 * (decks, graveyards), `hand` a fan the owner holds.
 */
export type ZoneStyle = 'row' | 'pile' | 'hand';

export interface GameLayout {
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
  /** Where a card from the hand is played when the game has no action of its own for it. */
  main: string;
}

/** ACG, PMV and NOVA: a wide play area, two narrower areas, then two columns of piles. */
const PLAY_AREA_AND_PILES = 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) minmax(64px, 0.6fr) minmax(64px, 0.6fr)';

const layouts: Record<GameId, GameLayout> = {
  // DM mat: the battle zone nearest the middle with the graveyard at its right; before the player the shields, the
  // mana zone and the deck; 超次元, 超GR and 深淵 beside the mat on the left. Two rows and the hand, so that cards stay
  // readable with both seats on one screen.
  dm: {
    side: ['hyperspace battle battle battle graveyard', 'gr shields mana mana deck', 'abyss hand hand hand hand'],
    columns: 'minmax(64px, 0.55fr) minmax(0, 1.6fr) minmax(0, 1fr) minmax(0, 1fr) minmax(64px, 0.55fr)',
    center: [],
    split: ['battle'],
    styles: { deck: 'pile', graveyard: 'pile', gr: 'pile', hyperspace: 'pile', abyss: 'pile', hand: 'hand' },
    tappable: ['battle', 'mana'],
    main: 'battle',
  },
  // FaB mat: permanents (allies, auras, items) toward the middle above the hero, who stands between the two weapons;
  // the head, chest, arms and legs beside them; the arsenal, the deck, the pitch, the graveyard and banished on the
  // right. The combat chain and the stack are the table's, in the middle.
  fab: {
    side: [
      'permanent permanent permanent head chest arsenal pitch graveyard',
      'weapon1 hero weapon2 arms legs deck pitch banished',
      'hand hand hand hand hand hand hand hand',
    ],
    columns: 'minmax(60px, 1fr) minmax(60px, 1fr) minmax(60px, 1fr) minmax(60px, 0.8fr) minmax(60px, 0.8fr) minmax(60px, 0.8fr) minmax(60px, 1fr) minmax(60px, 0.8fr)',
    center: ['combatChain', 'stack'],
    split: ['permanent'],
    styles: { deck: 'pile', graveyard: 'pile', banished: 'pile', hand: 'hand' },
    tappable: ['hero', 'arms', 'chest', 'head', 'legs', 'weapon1', 'weapon2', 'permanent'],
    main: 'permanent',
  },
  // ACG: the battlefield before the realm, the territory deck and the deck to the right, the pile beside the realm.
  acg: {
    side: ['battlefield battlefield battlefield graveyard exile', 'realm realm pile territoryDeck deck', 'hand hand hand hand hand'],
    columns: PLAY_AREA_AND_PILES,
    center: [],
    split: [],
    styles: { deck: 'pile', territoryDeck: 'pile', graveyard: 'pile', exile: 'pile', hand: 'hand' },
    tappable: ['battlefield', 'realm'],
    main: 'battlefield',
  },
  // PMV: the field and the play area before the node area, the deck and the underworld to the right.
  pmv: {
    side: ['field field field play underworld', 'node node node deck removed', 'hand hand hand hand sideboard'],
    columns: PLAY_AREA_AND_PILES,
    center: [],
    split: [],
    styles: { deck: 'pile', underworld: 'pile', removed: 'pile', sideboard: 'pile', hand: 'hand' },
    tappable: ['field', 'node'],
    main: 'field',
  },
  // NOVA: the field before the energy zone, the main deck and character deck to the right; the waiting area shared.
  nova: {
    side: ['field field field mainDeck graveyard', 'energy energy energy characterDeck exclusion', 'hand hand hand hand retired'],
    columns: PLAY_AREA_AND_PILES,
    center: ['waiting'],
    split: [],
    styles: { mainDeck: 'pile', characterDeck: 'pile', graveyard: 'pile', exclusion: 'pile', retired: 'pile', hand: 'hand' },
    tappable: ['field', 'energy'],
    main: 'field',
  },
};

export function gameLayout(game: GameId): GameLayout {
  return layouts[game]!;
}

/** The zone ids of a side's grid, each once. */
export function sideZones(layout: GameLayout): string[] {
  return [...new Set(layout.side.flatMap((row) => row.split(/\s+/)).filter((area) => area !== '.'))];
}

/** grid-template-areas of a side: as written for the seat at the bottom, or turned half round for the one at the top. */
export function sideAreas(layout: GameLayout, top: boolean): string {
  const rows = layout.side.map((row) => row.split(/\s+/));
  const turned = top ? rows.map((row) => [...row].reverse()).reverse() : rows;
  return turned.map((row) => `"${row.join(' ')}"`).join(' ');
}

/** grid-template-columns of a side, reversed for the top one (tracks are split at spaces outside parentheses). */
export function sideColumns(layout: GameLayout, top: boolean): string {
  return top ? layout.columns.split(/\s+(?![^(]*\))/).reverse().join(' ') : layout.columns;
}

export const zoneStyle = (layout: GameLayout, zone: string): ZoneStyle => layout.styles[zone] ?? 'row';
