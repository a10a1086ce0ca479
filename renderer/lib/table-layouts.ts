/**
 * The board's grids from the game's layout (TableRulesInfo `board`, declared in each game's folder:
 * engine/games/board-layout.ts): a side's zones and its grid as the seat at the bottom sees it, or turned half round
 * for the seat across the table.
 */
import type { BoardLayout } from '../../api/contract';
import type { ZoneStyle } from '../../engine/games/board-layout';

/** The zone ids of a side's grid, each once. */
export function sideZones(layout: BoardLayout): string[] {
  return [...new Set(layout.side.flatMap((row) => row.split(/\s+/)).filter((area) => area !== '.'))];
}

/** grid-template-areas of a side: as written for the seat at the bottom, or turned half round for the one at the top. */
export function sideAreas(layout: BoardLayout, top: boolean): string {
  const rows = layout.side.map((row) => row.split(/\s+/));
  const turned = top ? rows.map((row) => [...row].reverse()).reverse() : rows;
  return turned.map((row) => `"${row.join(' ')}"`).join(' ');
}

/** grid-template-columns of a side, reversed for the top one (tracks are split at spaces outside parentheses). */
export function sideColumns(layout: BoardLayout, top: boolean): string {
  return top ? layout.columns.split(/\s+(?![^(]*\))/).reverse().join(' ') : layout.columns;
}

/**
 * The width of a side's narrowest column (a pile's: DM's deck, FaB's arsenal) when the side is `width` wide: its share of
 * the flexible tracks (`fr`) of the layout's columns.
 */
export function narrowestColumn(layout: BoardLayout, width: number): number {
  const shares = [...layout.columns.matchAll(/([\d.]+)fr/g)].map((match) => Number(match[1]));
  if (shares.length === 0) return width;
  return (width * Math.min(...shares)) / shares.reduce((sum, share) => sum + share, 0);
}

export const zoneStyle = (layout: BoardLayout, zone: string): ZoneStyle => layout.styles[zone] ?? 'row';
