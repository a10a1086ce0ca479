/**
 * Where the windows were: each kind of window (the main one, a playtest table's) opens where the player last left
 * one of its kind, at its size, maximized or not. Kept in a small file of the user data folder, not the database:
 * the window opens before the database does, and a restored backup must not move it.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  bounds: Rectangle;
  maximized: boolean;
}

export type WindowKind = 'main' | 'table';

export const WINDOW_STATE_FILE = 'window-state.json';

/** How much of a window must lie on a display for it to reopen there rather than centred on the primary one. */
const VISIBLE_MIN = 100;

const isRectangle = (value: unknown): value is Rectangle =>
  typeof value === 'object' &&
  value !== null &&
  ['x', 'y', 'width', 'height'].every((key) => Number.isInteger((value as Record<string, unknown>)[key]));

function parseState(value: unknown): WindowState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { bounds, maximized } = value as Record<string, unknown>;
  return isRectangle(bounds) && typeof maximized === 'boolean' ? { bounds, maximized } : null;
}

/** Every kind's last state; a missing or damaged file is no state at all (windows open at their defaults). */
export function readWindowStates(folder: string): Partial<Record<WindowKind, WindowState>> {
  let stored: unknown;
  try {
    stored = JSON.parse(readFileSync(join(folder, WINDOW_STATE_FILE), 'utf8'));
  } catch {
    return {};
  }
  const states: Partial<Record<WindowKind, WindowState>> = {};
  for (const kind of ['main', 'table'] as const) {
    const state = parseState((stored as Record<string, unknown> | null)?.[kind]);
    if (state) states[kind] = state;
  }
  return states;
}

/** Writes the file whole through a temporary one, so a crash mid-write leaves the last good state. */
export function writeWindowState(folder: string, kind: WindowKind, state: WindowState): void {
  const states = { ...readWindowStates(folder), [kind]: state };
  const path = join(folder, WINDOW_STATE_FILE);
  writeFileSync(`${path}.partial`, JSON.stringify(states, null, 2));
  renameSync(`${path}.partial`, path);
}

function overlap(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/**
 * The bounds to open a window with: the saved ones when enough of the window shows on one of today's displays
 * (a monitor may have been unplugged), shrunk to fit that display's work area; otherwise only the saved size, fitted
 * to the primary display, and the window is centred.
 */
export function placeWindow(
  saved: WindowState | undefined,
  workAreas: Rectangle[],
  defaults: { width: number; height: number; minWidth: number; minHeight: number },
): { bounds: Partial<Rectangle> & { width: number; height: number }; maximized: boolean } {
  if (!saved) return { bounds: { width: defaults.width, height: defaults.height }, maximized: false };
  const fit = (area: Rectangle | undefined) => ({
    width: Math.max(defaults.minWidth, Math.min(saved.bounds.width, area?.width ?? saved.bounds.width)),
    height: Math.max(defaults.minHeight, Math.min(saved.bounds.height, area?.height ?? saved.bounds.height)),
  });
  const home = workAreas.find((area) => {
    const shared = overlap(saved.bounds, area);
    return shared.width >= VISIBLE_MIN && shared.height >= VISIBLE_MIN;
  });
  if (!home) return { bounds: fit(workAreas[0]), maximized: saved.maximized };
  const size = fit(home);
  return {
    bounds: {
      x: Math.min(Math.max(saved.bounds.x, home.x), home.x + home.width - size.width),
      y: Math.min(Math.max(saved.bounds.y, home.y), home.y + home.height - size.height),
      ...size,
    },
    maximized: saved.maximized,
  };
}
