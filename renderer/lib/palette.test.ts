/** Swatches and list stats read from each game's declared presentation, over real shipped cards. */
import { describe, expect, it } from 'vitest';
import type { CardSummary, GameId, GameInfo } from '../../api/contract';
import { toGameInfo } from '../../api/handlers/games';
import { gameDefinition } from '../../engine/games/registry';
import { listStatText } from './card-display';
import { breakdownColor, cardColors, colourWords } from './palette';

const game = (id: GameId): GameInfo => toGameInfo(gameDefinition(id));
const card = (stats: CardSummary['stats']) => ({ stats });

describe('cardColors', () => {
  it('draws each civilization of a DM card, an unknown one as colourless', () => {
    expect(cardColors(game('dm'), card({ civs: ['光', '火'] }))).toEqual(['#e6bf2e', '#d9402b']);
    expect(cardColors(game('dm'), card({ civs: ['虹'] }))).toEqual(['#9aa0a6']);
  });

  it('draws a FaB card by its colour word and a NOVA card by its colour; ACG and PMV cards show none', () => {
    // Goldfin Harpoon (fab-cube) is yellow without a pitch.
    expect(cardColors(game('fab'), card({ color: 'yellow', pitch: null }))).toEqual(['#e3b52b']);
    expect(cardColors(game('fab'), card({ color: null, pitch: null }))).toEqual([]);
    expect(cardColors(game('nova'), card({ color: 'white' }))).toEqual(['#ece6d2']);
    expect(cardColors(game('acg'), card({ condition: 'FF/N' }))).toEqual([]);
    expect(cardColors(game('pmv'), card({ nodes: 2 }))).toEqual([]);
  });
});

describe('breakdownColor', () => {
  it('blends DM multicolour and reads FaB pitch values; ACG condition kinds keep the accent', () => {
    expect(breakdownColor(game('dm'), 'multicolor')).toBe('linear-gradient(90deg, #e6bf2e, #2f7fd8, #4a4458, #d9402b, #2e9d4b)');
    expect(breakdownColor(game('fab'), '3')).toBe('#2f6fd0');
    expect(breakdownColor(game('acg'), 'forest')).toBeNull();
    expect(breakdownColor(game('pmv'), 'none')).toBeNull();
  });
});

describe('colourWords', () => {
  it('reads the words a deck groups by, only where cards carry them', () => {
    expect(colourWords(game('dm').presentation.colour, card({ civs: ['水', '闇'] }))).toEqual(['水', '闇']);
    expect(colourWords(game('fab').presentation.colour, card({ color: 'blue', pitch: 3 }))).toEqual(['blue']);
    expect(colourWords(game('acg').presentation.colour, card({ condition: 'FF' }))).toEqual([]);
  });
});

describe('listStatText', () => {
  it('shows the game’s stat beside the power: FaB pitch, NOVA level, PMV nodes (0 too), ACG condition', () => {
    expect(listStatText(game('fab'), card({ pitch: 2 }))).toBe('⬤ 2');
    expect(listStatText(game('fab'), card({ pitch: null }))).toBe('');
    expect(listStatText(game('nova'), card({ level: 3 }))).toBe('Lv3');
    expect(listStatText(game('nova'), card({ level: 0 }))).toBe('');
    expect(listStatText(game('pmv'), card({ nodes: 0 }))).toBe('N0');
    expect(listStatText(game('acg'), card({ condition: 'FF/N' }))).toBe('FF/N');
    expect(listStatText(game('dm'), card({ civs: ['火'], mana: 1 }))).toBe('');
  });
});
