/** The editor's row layout over real DM cards: groups by kind, cost and civilization, and each order. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardSummary, DeckLine, GameInfo } from '../../api/contract';
import { makeBackend, type TestBackend } from '../../test/helpers/backend';
import { inProcessBridge } from '../../test/helpers/bridge';
import { useTempDir } from '../../test/helpers/temp';
import { createClient } from './client';
import { groupings, groupRows, type GroupBy, type SortBy } from './deck-rows';
import { colourWords } from './palette';

const tempDir = useTempDir();
let test: TestBackend;
let game: GameInfo;
const cards = new Map<string, CardSummary>();
/** Four real cards in the order they were added, with their copies. */
let lines: DeckLine[];

const NAMES: [string, number][] = [
  ['ボルシャック・ドラゴン', 4],
  ['アクア・ハルカス', 3],
  ['デーモン・ハンド', 2],
  ['ホーリー・スパーク', 1],
];

beforeAll(async () => {
  test = makeBackend(tempDir(), { packs: ['dm.json.gz'] });
  const client = createClient(inProcessBridge(test.backend));
  game = await client.call('games.get', { id: 'dm' });
  lines = [];
  for (const [name, count] of NAMES) {
    const found = await client.call('cards.search', { game: 'dm', query: `name:"${name}"`, limit: 5 });
    const card = found.cards.find((each) => each.name === name)!;
    expect(card, name).toBeDefined();
    cards.set(card.key, card);
    lines.push({ key: card.key, name, count });
  }
});
afterAll(() => test.db.close());

const labels = { unknown: 'Other', noCost: 'No cost', cost: (cost: string) => `Cost ${cost}` };
const layout = (groupBy: GroupBy, sortBy: SortBy) =>
  groupRows(lines, { game, groupBy, sortBy, cardOf: (key) => cards.get(key), locale: 'ja', labels }).map((group) => [
    group.label,
    group.lines.map((line) => line.name),
  ]);

describe('groupRows', () => {
  it('keeps the order cards were added in, or orders by cost, name or copies', () => {
    expect(layout('none', 'added')).toEqual([['', NAMES.map(([name]) => name)]]);
    const costs = lines.map((line) => cards.get(line.key)!.cost);
    const byCost = [...lines].sort((a, b) => cards.get(a.key)!.cost! - cards.get(b.key)!.cost! || a.name.localeCompare(b.name, 'ja'));
    expect(costs.every((cost) => typeof cost === 'number')).toBe(true);
    expect(layout('none', 'cost')).toEqual([['', byCost.map((line) => line.name)]]);
    expect(layout('none', 'name')).toEqual([['', ['アクア・ハルカス', 'デーモン・ハンド', 'ホーリー・スパーク', 'ボルシャック・ドラゴン']]]);
    expect(layout('none', 'copies')).toEqual([['', NAMES.map(([name]) => name)]]);
  });

  it('groups by civilization in the game\'s order (DM), rising cost, and kind in the interface language', () => {
    expect(layout('color', 'name')).toEqual([
      ['光', ['ホーリー・スパーク']],
      ['水', ['アクア・ハルカス']],
      ['闇', ['デーモン・ハンド']],
      ['火', ['ボルシャック・ドラゴン']],
    ]);
    const costGroups = layout('cost', 'added').map(([label]) => label as string);
    const numbers = costGroups.map((label) => Number(label.replace('Cost ', '')));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const kinds = layout('kind', 'added');
    const spells = kinds.find(([, names]) => (names as string[]).includes('デーモン・ハンド'))!;
    expect(spells[1]).toEqual(['デーモン・ハンド', 'ホーリー・スパーク']);
    expect(spells[0]).toBe('呪文');
  });

  it('puts cards it cannot place in a last "other" group', () => {
    const unknown = { key: 'dm-missing', name: 'ない', count: 1 };
    const groups = groupRows([unknown, ...lines], { game, groupBy: 'kind', sortBy: 'added', cardOf: (key) => cards.get(key), locale: 'en', labels });
    expect(groups.at(-1)).toEqual({ id: '', label: 'Other', lines: [unknown] });
  });

  it('offers colour groups only where cards have colours', async () => {
    const client = createClient(inProcessBridge(test.backend));
    const [acg, fab] = await Promise.all([client.call('games.get', { id: 'acg' }), client.call('games.get', { id: 'fab' })]);
    expect(groupings(game)).toContain('color');
    expect(groupings(acg)).not.toContain('color');
    expect(colourWords(fab.presentation.colour, { stats: { color: 'red' } } as unknown as CardSummary)).toEqual(['red']);
  });
});
