import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../../test/helpers/temp';
import { placeWindow, readWindowStates, WINDOW_STATE_FILE, writeWindowState } from './window-state';

const tempDir = useTempDir();
const defaults = { width: 1280, height: 800, minWidth: 900, minHeight: 560 };
const laptop = { x: 0, y: 0, width: 1440, height: 875 };
const monitor = { x: 1440, y: -200, width: 2560, height: 1400 };

describe('window state', () => {
  it('keeps each kind of window apart and survives a damaged file', () => {
    const folder = tempDir();
    expect(readWindowStates(folder)).toEqual({});
    const main = { bounds: { x: 1600, y: 40, width: 1900, height: 1100 }, maximized: false };
    const table = { bounds: { x: 20, y: 30, width: 1300, height: 820 }, maximized: true };
    writeWindowState(folder, 'main', main);
    writeWindowState(folder, 'table', table);
    expect(readWindowStates(folder)).toEqual({ main, table });
    writeFileSync(join(folder, WINDOW_STATE_FILE), '{"main": {"bounds": {"x": "left"}}, "table": ');
    expect(readWindowStates(folder)).toEqual({});
    writeWindowState(folder, 'main', main);
    expect(JSON.parse(readFileSync(join(folder, WINDOW_STATE_FILE), 'utf8'))).toEqual({ main });
  });

  it('reopens where the window was, on the display it was on', () => {
    const saved = { bounds: { x: 1600, y: 40, width: 1900, height: 1100 }, maximized: false };
    expect(placeWindow(saved, [laptop, monitor], defaults)).toEqual({ bounds: saved.bounds, maximized: false });
    expect(placeWindow({ ...saved, maximized: true }, [laptop, monitor], defaults).maximized).toBe(true);
  });

  it('opens at the default size the first time', () => {
    expect(placeWindow(undefined, [laptop], defaults)).toEqual({ bounds: { width: 1280, height: 800 }, maximized: false });
  });

  it('after the monitor it was on is gone, keeps the size that fits and lets the window be centred', () => {
    const saved = { bounds: { x: 1600, y: 40, width: 1900, height: 1100 }, maximized: false };
    expect(placeWindow(saved, [laptop], defaults)).toEqual({ bounds: { width: 1440, height: 875 }, maximized: false });
  });

  it('pulls a window hanging off a display’s edge back onto it, never below the smallest size', () => {
    const saved = { bounds: { x: -300, y: -50, width: 800, height: 500 }, maximized: false };
    expect(placeWindow(saved, [laptop], defaults)).toEqual({ bounds: { x: 0, y: 0, width: 900, height: 560 }, maximized: false });
    const offRight = { bounds: { x: 1300, y: 300, width: 1000, height: 700 }, maximized: false };
    expect(placeWindow(offRight, [laptop], defaults)).toEqual({ bounds: { x: 440, y: 175, width: 1000, height: 700 }, maximized: false });
  });
});
