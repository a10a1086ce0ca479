/** Every zone of every game's definition has its place on the board, in grids a browser can lay out. */
import { describe, expect, it } from 'vitest';
import { gameDefinition, games } from '../../engine/games/registry';
import { sideAreas, sideColumns, sideZones } from './table-layouts';

/** The cells of a grid-template-areas value, row by row. */
const cells = (areas: string): string[][] => [...areas.matchAll(/"([^"]*)"/g)].map((match) => match[1]!.trim().split(/\s+/));

describe('table layouts', () => {
  for (const game of games) {
    it(`${game.abbreviation}: places each zone once, seat zones on the sides, shared zones in the middle or split`, () => {
      const layout = game.board;
      const side = sideZones(layout);
      const placed = [...side, ...layout.center];
      expect([...placed].sort()).toEqual(game.zones.map((zone) => zone.id).sort());
      expect(new Set(placed).size).toBe(placed.length);
      for (const zone of game.zones) {
        if (zone.owner === 'seat') expect(side, zone.id).toContain(zone.id);
        else expect(layout.center.includes(zone.id) !== layout.split.includes(zone.id), zone.id).toBe(true);
      }
      for (const id of [...layout.tappable, ...Object.keys(layout.styles), layout.main]) expect(placed, id).toContain(id);
      expect(layout.styles.hand).toBe('hand');
    });

    it(`${game.abbreviation}: each zone is one rectangle, and the top side is the bottom one turned half round`, () => {
      const layout = game.board;
      const bottom = cells(sideAreas(layout, false));
      const columns = bottom[0]!.length;
      for (const row of bottom) expect(row).toHaveLength(columns);
      expect(layout.columns.split(/\s+(?![^(]*\))/)).toHaveLength(columns);
      for (const id of sideZones(layout)) {
        const at = bottom.flatMap((row, r) => row.flatMap((cell, c) => (cell === id ? [[r, c] as const] : [])));
        const rows = at.map(([r]) => r);
        const cols = at.map(([, c]) => c);
        const [top, left] = [Math.min(...rows), Math.min(...cols)];
        const [height, width] = [Math.max(...rows) - top + 1, Math.max(...cols) - left + 1];
        expect(at, id).toHaveLength(height * width);
      }
      // The hand is nearest the player: last at the bottom, first at the top.
      expect(bottom.at(-1)).toContain('hand');
      const turned = cells(sideAreas(layout, true));
      expect(turned).toEqual(bottom.map((row) => [...row].reverse()).reverse());
      expect(sideColumns(layout, true).split(/\s+(?![^(]*\))/)).toEqual(layout.columns.split(/\s+(?![^(]*\))/).reverse());
    });
  }

  it('places the DM battle zone toward the middle, then the shields beside the mana zone, then the hand', () => {
    const rows = cells(sideAreas(gameDefinition('dm').board, false));
    const rowOf = (id: string) => rows.findIndex((row) => row.includes(id));
    expect(rowOf('battle')).toBeLessThan(rowOf('shields'));
    expect(rowOf('shields')).toBe(rowOf('mana'));
    expect(rowOf('mana')).toBeLessThan(rowOf('hand'));
    // The deck lies at the player's right, the side areas (超次元, 超GR, 深淵) at the left.
    expect(rows.map((row) => row.at(-1))).toContain('deck');
    expect(rows.map((row) => row[0])).toEqual(['hyperspace', 'gr', 'abyss']);
  });
});
