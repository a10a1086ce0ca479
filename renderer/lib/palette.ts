import type { GameId } from '../../api/contract';

/**
 * The games' own colours, the one place frames, lists and charts take them from. Keys are the values the card data
 * and the deck breakdown use (engine/deck/stats/breakdown.ts). Only colours the game itself prints are here: ACG
 * condition kinds and PMV have none, so their charts keep the game accent.
 */
export const DM_CIVILIZATIONS: Readonly<Record<string, string>> = {
  光: '#e6bf2e',
  水: '#2f7fd8',
  闇: '#4a4458',
  火: '#d9402b',
  自然: '#2e9d4b',
  無色: '#9aa0a6',
};

export const FAB_PITCH: Readonly<Record<string, string>> = { red: '#d23b32', yellow: '#e3b52b', blue: '#2f6fd0' };

export const NOVA_COLORS: Readonly<Record<string, string>> = {
  red: '#d9402b',
  blue: '#2f7fd8',
  green: '#2e9d4b',
  white: '#ece6d2',
  black: '#2e2b36',
  colorless: '#9aa0a6',
};

const FAB_PITCH_VALUES: Readonly<Record<string, string>> = { 1: FAB_PITCH.red!, 2: FAB_PITCH.yellow!, 3: FAB_PITCH.blue! };

// A multicolour DM card shows every civilization but colourless, as the card's frame does.
const DM_MULTICOLOR = `linear-gradient(90deg, ${['光', '水', '闇', '火', '自然'].map((civ) => DM_CIVILIZATIONS[civ]).join(', ')})`;

/** The CSS background of a breakdown colour key (a DM civilization, a FaB pitch value, a NOVA colour), or null. */
export function breakdownColor(game: GameId, key: string): string | null {
  if (game === 'dm') return key === 'multicolor' ? DM_MULTICOLOR : (DM_CIVILIZATIONS[key] ?? null);
  if (game === 'fab') return FAB_PITCH_VALUES[key] ?? null;
  if (game === 'nova') return NOVA_COLORS[key] ?? null;
  return null;
}
