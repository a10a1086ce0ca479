import { describe, expect, it } from 'vitest';
import { CARD_ASPECT, gridGeometry, gridWindow, keyTarget } from './card-browse';

describe('the grid’s geometry', () => {
  it('fits as many columns of the least tile width as it can and stretches them to fill the row', () => {
    const grid = gridGeometry(700, 100_000, 150, 8);
    expect(grid.columns).toBe(4);
    expect(grid.gap + grid.columns * (grid.tileWidth + grid.gap)).toBeLessThanOrEqual(700);
    expect(grid.tileWidth).toBeGreaterThanOrEqual(150);
    expect(grid.tileHeight).toBe(Math.round(grid.tileWidth * CARD_ASPECT));
    expect(grid.rows).toBe(25_000);
    // Chromium lays out at most about 33 million pixels; 100,000 cards stay far below that.
    expect(grid.height).toBe(8 + 25_000 * grid.rowHeight);
    expect(grid.height).toBeLessThan(10_000_000);
    // The deck editor's narrow column still gets two columns of smaller tiles.
    expect(gridGeometry(300, 100_000, 100, 8).columns).toBe(2);
    // Before it is measured, one column of the least width.
    expect(gridGeometry(0, 10, 150, 8)).toMatchObject({ columns: 1, tileWidth: 150 });
  });

  it('puts only the rows in view, and two more on each side, in the page, however far it is scrolled', () => {
    const total = 100_000;
    const grid = gridGeometry(700, total, 150, 8);
    const view = 600;
    const shown = (scrollTop: number) => gridWindow(grid, total, scrollTop, view, 2);
    // Tiles of 165 × 230 pixels, rows 238 apart: 600 pixels show parts of three rows.
    expect([grid.tileWidth, grid.tileHeight, grid.rowHeight]).toEqual([165, 230, 238]);
    const inView = 3;
    expect(shown(0)).toEqual({ first: 0, last: (inView + 2) * 4 - 1 });
    // Row 12,345 at the top of the view.
    const middle = shown(grid.gap + 12_345 * grid.rowHeight);
    expect(middle.first).toBe((12_345 - 2) * 4);
    expect(middle.last - middle.first + 1).toBeLessThanOrEqual((inView + 4) * 4);
    // Scrolled to the bottom: the last card is in the page, and nothing past it.
    const bottom = shown(grid.height - view);
    expect(bottom.last).toBe(total - 1);
    expect(bottom.last - bottom.first + 1).toBeLessThanOrEqual((inView + 4) * 4);
    // A last row that is not full.
    const ragged = gridGeometry(700, 10, 150, 8);
    expect(gridWindow(ragged, 10, 0, 2000, 2)).toEqual({ first: 0, last: 9 });
    expect(gridWindow(gridGeometry(700, 0, 150, 8), 0, 0, 600, 2)).toEqual({ first: 0, last: -1 });
  });
});

describe('keys in the list and the grid', () => {
  it('move by one in a list, and leave left and right to the page', () => {
    expect(keyTarget('ArrowDown', 4, 100, 1, 10)).toBe(5);
    expect(keyTarget('ArrowUp', 0, 100, 1, 10)).toBe(0);
    expect(keyTarget('PageDown', 95, 100, 1, 10)).toBe(99);
    expect(keyTarget('Home', 50, 100, 1, 10)).toBe(0);
    expect(keyTarget('End', 50, 100, 1, 10)).toBe(99);
    expect(keyTarget('ArrowRight', 4, 100, 1, 10)).toBeNull();
    expect(keyTarget('a', 4, 100, 1, 10)).toBeNull();
  });

  it('move along rows and columns in a grid, a page of rows at a time', () => {
    expect(keyTarget('ArrowRight', 4, 100, 4, 3)).toBe(5);
    expect(keyTarget('ArrowLeft', 4, 100, 4, 3)).toBe(3);
    expect(keyTarget('ArrowDown', 5, 100, 4, 3)).toBe(9);
    expect(keyTarget('ArrowUp', 5, 100, 4, 3)).toBe(1);
    expect(keyTarget('PageDown', 5, 100, 4, 3)).toBe(17);
    expect(keyTarget('PageUp', 17, 100, 4, 3)).toBe(5);
    // Past either end: the first or last card.
    expect(keyTarget('ArrowUp', 2, 100, 4, 3)).toBe(0);
    expect(keyTarget('ArrowDown', 98, 100, 4, 3)).toBe(99);
  });

  it('select the first card when none is selected, and nothing in an empty result', () => {
    expect(keyTarget('ArrowDown', -1, 100, 4, 3)).toBe(0);
    expect(keyTarget('ArrowLeft', -1, 100, 4, 3)).toBe(0);
    expect(keyTarget('End', -1, 100, 4, 3)).toBe(99);
    expect(keyTarget('ArrowDown', -1, 0, 4, 3)).toBeNull();
  });
});
