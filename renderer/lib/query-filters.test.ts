import { describe, expect, it } from 'vitest';
import type { GameInfo } from '../../api/contract';
import { toGameInfo } from '../../api/handlers/games';
import { gameDefinition } from '../../engine/games/registry';
import { filterControls, readFilter, topLevelTerms, writeFilter } from './query-filters';

describe('query filters', () => {
  it('splits a query into top-level terms, keeping phrases and groups whole', () => {
    expect(topLevelTerms('  ボルシャック "Command and Conquer" (civ:水 OR civ:闇)  cost<=3 「時空 の」 -kw:S・トリガー')).toEqual([
      'ボルシャック',
      '"Command and Conquer"',
      '(civ:水 OR civ:闇)',
      'cost<=3',
      '「時空 の」',
      '-kw:S・トリガー',
    ]);
    expect(topLevelTerms('（civ:火　OR civ:自然）')).toEqual(['（civ:火　OR civ:自然）']);
  });

  it('reads the values a control could have written, and nothing else', () => {
    const query = 'ドラゴン (civ:火 OR civ:自然) cost=3 cost>=10 kind:creature -civ:闇 (civ:水 OR kind:spell) civ:"光"';
    expect(readFilter(query, 'civ')).toEqual(['火', '自然', '光']);
    expect(readFilter(query, 'cost')).toEqual(['3', '>=10']);
    expect(readFilter(query, 'kind')).toEqual(['creature']);
    expect(readFilter(query, 'pitch')).toEqual([]);
    // A range it could not have written (cost<=3) is the player's own.
    expect(readFilter('cost<=3', 'cost')).toEqual([]);
  });

  it('replaces only its own terms, and joins several values with OR', () => {
    const typed = 'ドラゴン cost<=5 -civ:闇';
    const one = writeFilter(typed, 'civ', ['火']);
    expect(one).toBe('ドラゴン cost<=5 -civ:闇 civ:火');
    const two = writeFilter(one, 'civ', ['火', '自然']);
    expect(two).toBe('ドラゴン cost<=5 -civ:闇 (civ:火 OR civ:自然)');
    expect(readFilter(two, 'civ')).toEqual(['火', '自然']);
    expect(writeFilter(two, 'civ', [])).toBe(typed);
    expect(writeFilter('', 'cost', ['2', '>=10'], true)).toBe('(cost=2 OR cost>=10)');
    expect(writeFilter('', 'kind', ['G-NEO creature'])).toBe('kind:"G-NEO creature"');
  });

  it('offers kind and cost in every game, and each game its colours', () => {
    const info = (id: 'dm' | 'fab' | 'acg' | 'pmv' | 'nova'): GameInfo => toGameInfo(gameDefinition(id));
    const fields = (id: 'dm' | 'fab' | 'acg' | 'pmv' | 'nova') => filterControls(info(id), 'en').map((control) => control.field);
    expect(fields('dm')).toEqual(['kind', 'cost', 'civ']);
    expect(fields('fab')).toEqual(['kind', 'cost', 'pitch']);
    expect(fields('nova')).toEqual(['kind', 'cost', 'color']);
    expect(fields('acg')).toEqual(['kind', 'cost', 'cond']);
    expect(fields('pmv')).toEqual(['kind', 'cost']);
    const dm = filterControls(info('dm'), 'ja');
    expect(dm[0]!.options.find((option) => option.value === 'creature')?.label).toBe('クリーチャー');
    expect(dm[2]!.options.map((option) => option.label)).toEqual(['光', '水', '闇', '火', '自然', '無色']);
    expect(filterControls(info('fab'), 'en')[2]!.options.map((option) => [option.label, option.title])).toEqual([
      ['1', 'Red (1)'],
      ['2', 'Yellow (2)'],
      ['3', 'Blue (3)'],
    ]);
  });
});
