import { describe, expect, it } from 'vitest';
import { gameDefinition } from '../games/registry';
import { sectionRequirements } from './requirements';
import { findDeckFormat } from './validate';

const summary = (game: 'acg' | 'dm' | 'fab' | 'nova' | 'pmv', format: string | null = null) =>
  sectionRequirements(gameDefinition(game), findDeckFormat(game, format, ['standard'])).map(({ section, size, copies }) => [
    section,
    size && [size.min, size.max, size.exactly, size.rule],
    copies && [copies.limit, copies.sections.length, copies.rule],
  ]);

describe('what each section needs, in short', () => {
  it('DM 100.2–100.4: exactly 40 and 4 per name; 超次元 up to 8; 超GR 0 or 12 and 2 per name', () => {
    expect(summary('dm', 'standard')).toEqual([
      ['main', [null, null, [40], 'DM 100.2'], [4, 1, 'DM 100.2a']],
      ['hyperspace', [null, 8, null, 'DM 100.3'], [4, 1, 'DM 100.3a']],
      ['gr', [null, null, [0, 12], 'DM 100.4'], [2, 1, 'DM 100.4a']],
      ['gameStart', null, null],
    ]);
  });

  it('ACG 502–504: the reserve deck differs by level; one copy limit over all three decks', () => {
    expect(summary('acg', 'competitive')).toEqual([
      ['basic', [40, null, null, 'ACG 502.1'], [4, 3, 'ACG 504.4']],
      ['territory', [null, null, [10], 'ACG 503.1'], [4, 3, 'ACG 504.4']],
      ['reserve', [null, null, [0, 15], 'ACG 504.2a'], [4, 3, 'ACG 504.4']],
    ]);
    expect(summary('acg', 'casual')[2]![1]).toEqual([null, 15, null, 'ACG 504.2']);
  });

  it('NOVA: the warning-only limits are left out; FaB counts name and pitch, legendary aside', () => {
    expect(summary('nova')[2]).toEqual(['side', [null, 15, null, 'NOVA 007.1'], null]);
    const [hero, , deck] = sectionRequirements(gameDefinition('fab'), findDeckFormat('fab', 'cc'));
    expect(hero!.size).toEqual({ min: null, max: null, exactly: [1], rule: 'FaB TRP 7.1' });
    expect(deck!.copies).toEqual({ limit: 3, perNamePitch: true, sections: ['arena', 'deck'], rule: 'FaB TRP 7.1' });
  });
});
