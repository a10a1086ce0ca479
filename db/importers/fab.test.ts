/**
 * Flesh and Blood: the fab-cube excerpts of test/fixtures/data parsed by the importer (fab.cases.ts; the full files:
 * fab.reference.test.ts), and small broken inputs.
 */
import { describe, expect, it } from 'vitest';
import { FIXTURES, importIssues, parseText } from '../../test/helpers/importers';
import { fabCubeCases } from './fab.cases';

fabCubeCases(FIXTURES, {
  cards: 68,
  zones: { hero: 24, arena: 9, deck: 33, null: 2 },
  xCosts: 1,
  xCostTexts: ['XX'],
  regulations: 47,
  lists: {
    'banned-blitz': 10,
    'banned-cc': 11,
    'banned-commoner': 1,
    'banned-ll': 3,
    'banned-upf': 2,
    'living-legend-blitz': 7,
    'living-legend-cc': 11,
    'restricted-ll': 2,
    'suspended-blitz': 0,
    'suspended-cc': 0,
    'suspended-commoner': 0,
  },
  hybrids: 1,
  hybridNames: 1,
  hybridPairs: { 'assassin / ninja': 1 },
  specializations: 6,
  specializedHeroes: 6,
  legendarySpecializations: 1,
  young: 12,
  legendary: 2,
  doubleFaced: 2,
  essences: 19,
  multiLineTexts: 40,
});

describe('fab/cards.csv (derived flat CSV, lists joined with |)', () => {
  it('refuses bad yes/no cells and empty names or ids, each with its line and column, all in one run', () => {
    const text = [
      'unique_id,name,types,blitz_legal,cc_banned,played_horizontally',
      'a1,Fine,Generic|Action,yes,no,',
      'a2,Bad legal,Generic|Action,maybe,,',
      'a3,,Generic|Action,,,',
      ',No id,Generic|Action,,Y,',
      'a5,"Quoted, with a comma",Generic|Action,,,sideways',
    ].join('\n');
    expect(importIssues(() => parseText('fab', 'cards.csv', text))).toEqual([
      { line: 3, column: 'blitz_legal', message: 'must be yes or no, got "maybe"' },
      { line: 4, column: 'name', message: 'is empty' },
      { line: 5, column: 'unique_id', message: 'is empty' },
      { line: 5, column: 'cc_banned', message: 'must be yes or no, got "Y"' },
      { line: 6, column: 'played_horizontally', message: 'must be yes or no, got "sideways"' },
    ]);
  });

  it('refuses a fab-cube CSV whose header lacks a required column', () => {
    // unique_id + types make it fab-cube data; without "name" there is nothing to call the cards.
    expect(importIssues(() => parseText('fab', 'cards.csv', 'unique_id,types,card_name\na1,Action,x\n'))).toEqual([
      { line: 1, message: 'the header lacks "name"' },
    ]);
  });
});

describe('fab/upstream legality lists', () => {
  const HEADER = 'Unique ID\tCard Unique ID\tCard Name\tCard Pitch\tStatus Active\tDate Announced\tDate In Effect';
  const row = (key: string, name: string, active: string, announced: string, inEffect: string) =>
    ['x', key, name, '1', active, `${announced}T00:00:00.000Z`, inEffect].join('\t');

  it('FaB CLP: a newer row lifts an older one, kept with the date it ended; a later re-ban opens a new entry', () => {
    const text = [
      HEADER,
      row('k1', 'Lifted', 'Yes', '2021-01-01', '2021-01-08T00:00:00.000Z'),
      row('k1', 'Lifted', 'No', '2022-01-01', '2022-01-08T00:00:00.000Z'),
      row('k2', 'Banned again', 'No', '2021-01-01', '2021-01-08T00:00:00.000Z'),
      row('k2', 'Banned again', 'Yes', '2023-05-01', '2023-05-09T00:00:00.000Z'),
    ].join('\n');
    const parsed = parseText('fab', 'banned-blitz.csv', text);
    expect(parsed.regulations).toEqual([
      { format: 'blitz', name: 'Lifted', key: 'k1', status: 'banned', limit: null, pair: null, since: '2021-01-08', until: '2022-01-08' },
      { format: 'blitz', name: 'Banned again', key: 'k2', status: 'banned', limit: null, pair: null, since: '2023-05-09', until: null },
    ]);
  });

  it('refuses a legality list renamed so that its list is unknown', () => {
    const issues = importIssues(() => parseText('fab', 'my-bans.csv', `${HEADER}\n${row('k', 'N', 'Yes', '2021-01-01', '2021-01-02')}`));
    expect(issues).toHaveLength(1);
    expect(issues[0]!.message).toMatch(/must keep its file name \(banned-blitz\.csv, banned-cc\.csv/);
  });

  it('reports every bad row of a legality list with line and column', () => {
    const text = [
      HEADER,
      row('k1', 'Fine', 'Yes', '2021-01-01', '2021-01-08'),
      row('', 'No key', 'Yes', '2021-01-01', '2021-01-08'),
      row('k3', 'Odd status', 'perhaps', '2021-01-01', '2021-01-08'),
      row('k4', 'Odd date', 'Yes', '2021-01-01', 'next week'),
    ].join('\n');
    expect(importIssues(() => parseText('fab', 'banned-cc.csv', text))).toEqual([
      { line: 3, column: 'Card Unique ID', message: 'is empty' },
      { line: 4, column: 'Status Active', message: 'must be yes or no, got "perhaps"' },
      { line: 5, column: 'Date In Effect', message: 'is not a date: "next week"' },
    ]);
  });
});

describe('fab-cube cards that break the rules of the shape', () => {
  it('reports every broken card of a JSON list by its position', () => {
    const text = JSON.stringify([
      { unique_id: 'a', name: 'Fine', types: ['Action'] },
      { unique_id: 'b', types: ['Action'] },
      { unique_id: 'c', name: 'Odd cost', types: ['Action'], cost: { x: 1 } },
      'not a card',
    ]);
    expect(importIssues(() => parseText('fab', 'cards.json', text))).toEqual([
      { line: 2, column: 'name', message: 'is missing' },
      { line: 3, column: 'cost', message: 'must be a number or text, got {"x":1}' },
      { line: 4, message: 'is not a card object' },
    ]);
  });
});
