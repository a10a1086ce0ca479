import { afterEach, describe, expect, it } from 'vitest';
import { loadDeckCards } from '../../db/decks/cards';
import sampleAcg from '../../db/packs/sample-acg.deck.json';
import { sampleHand } from '../../engine/deck/stats';
import { gameDefinition } from '../../engine/games/registry';
import { makeBackend, type TestBackend } from '../../test/helpers/backend';
import { useTempDir } from '../../test/helpers/temp';
import type { DeckLine, MethodName, Params, Response, Result } from '../contract';

const tempDir = useTempDir();
let current: TestBackend | undefined;
afterEach(() => current?.db.close());

function setup() {
  current = makeBackend(tempDir(), { packs: ['sample-acg.json'] });
  const { backend } = current;
  return async <M extends MethodName>(method: M, params: Params<M>): Promise<Result<M>> => {
    const response = (await backend.invoke(method, params)) as Response<M>;
    if (!response.ok) throw new Error(`${method}: ${response.error.code} ${response.error.message}`);
    return response.result;
  };
}

const copies = (lines: DeckLine[]) => lines.reduce((total, line) => total + line.count, 0);

describe('decks.sampleHand', () => {
  it('deals an ACG opening from the basic deck: 7 cards, 2 of them to the bottom, the same for the same seed', async () => {
    const ok = setup();
    const deal = (seed: number) => ok('decks.sampleHand', { game: 'acg', sections: sampleAcg.sections, seed });
    const opening = await deal(7);
    expect(opening).toMatchObject({ setAside: [], toBottom: 2, rules: ['ACG 104.3', 'ACG 104.6'] });
    expect(copies(opening.hand)).toBe(7);
    const basic = new Map(sampleAcg.sections.basic.map((entry) => [entry.key, entry.count]));
    for (const line of opening.hand) {
      expect(line.count).toBeLessThanOrEqual(basic.get(line.key)!);
      expect(line.name).toEqual(expect.any(String));
    }
    // Each card once, however many copies were drawn.
    expect(new Set(opening.hand.map((line) => line.key)).size).toBe(opening.hand.length);
    expect(await deal(7)).toEqual(opening);
    const others = await Promise.all([1, 2, 3].map(deal));
    expect(others.some((other) => JSON.stringify(other.hand) !== JSON.stringify(opening.hand))).toBe(true);
  });

  it('groups the copies of a card in the order each card was first drawn', async () => {
    const ok = setup();
    const opening = await ok('decks.sampleHand', { game: 'acg', sections: { basic: [{ key: 'acg-s001', count: 8 }] }, seed: 1 });
    expect(opening.hand).toEqual([{ key: 'acg-s001', name: '兵隊蟻', count: 7 }]);

    const basic = [{ key: 'acg-s001', count: 4 }, { key: 'acg-s002', count: 4 }];
    const cards = loadDeckCards(current!.db.sql, 'acg', ['acg-s001', 'acg-s002']);
    const drawn = sampleHand(gameDefinition('acg'), { game: 'acg', sections: { basic: basic.map(({ key, count }) => ({ card: cards.get(key)!, count })) } }, 1).hand;
    const expected = [...new Set(drawn.map((card) => card.key))].map((key) => ({ key, name: cards.get(key)!.name, count: drawn.filter((card) => card.key === key).length }));
    expect(expected).toHaveLength(2);
    expect(await ok('decks.sampleHand', { game: 'acg', sections: { basic }, seed: 1 })).toMatchObject({ hand: expected });
  });

  it('puts DM shields aside before the five-card hand', async () => {
    const ok = setup();
    const keys: string[] = [];
    for (let index = 1; index <= 10; index++) keys.push((await ok('cards.saveCustom', { game: 'dm', card: { name: `試作${index}`, kinds: ['creature'], zone: 'main' } })).key);
    const opening = await ok('decks.sampleHand', { game: 'dm', sections: { main: keys.map((key) => ({ key, count: 4 })) }, seed: 99 });
    expect(copies(opening.setAside)).toBe(5);
    expect(copies(opening.hand)).toBe(5);
    expect(opening).toMatchObject({ toBottom: 0, rules: ['DM 103.2', 'DM 103.3'] });
  });
});
