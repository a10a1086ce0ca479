/**
 * Promo printings brought in through the card template (test/fixtures/cards, cut from the sample packs): however a
 * promo arrives, it is the same card as its base for the rules that count by name or by card number.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeckSections, MethodName, Params, Result } from '../../api/contract';
import { makeBackend, type TestBackend } from '../helpers/backend';
import { ruleText } from '../helpers/rules';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'cards');
let current: TestBackend | undefined;
afterEach(() => current?.db.close());

async function call<M extends MethodName>(method: M, params: Params<M>): Promise<Result<M>> {
  const response = await current!.backend.invoke(method, params);
  if (!response.ok) throw new Error(`${response.error.message} ${JSON.stringify(response.error.issues ?? [])}`);
  return response.result as Result<M>;
}

const fixture = (name: string) => ({ name, base64: readFileSync(join(FIXTURES, name)).toString('base64') });

/** A deck of `cards` filled up to `size` with distinct made-up cards of no rule's interest. */
async function filled(game: 'pmv' | 'acg', section: string, cards: [string, number][], size: number): Promise<DeckSections> {
  const kind = game === 'pmv' ? 'character' : 'animal';
  const rows = Array.from({ length: 20 }, (_, index) => `filler-${index},埋め草${index},${kind}`);
  await call('cards.import', { game, file: { name: 'fillers.csv', base64: Buffer.from(['key,name,kind', ...rows].join('\n')).toString('base64') } });
  const entries = cards.map(([key, count]) => ({ key, count }));
  let left = size - cards.reduce((sum, [, count]) => sum + count, 0);
  for (let index = 0; left > 0; index++, left -= 3) entries.push({ key: `filler-${index}`, count: Math.min(3, left) });
  return { [section]: entries };
}

const summary = (violations: Result<'decks.validate'>['violations']) => violations.map((v) => `${v.code} ${v.rule} [${v.cards.map((c) => c.key).join(',')}]`);

describe('promo printings from the card template', () => {
  it('PMV 2.16.3: a row repeating a key with the same game information adds a printing to the card', async () => {
    current = makeBackend(':memory:');
    const summaryOf = await call('cards.import', { game: 'pmv', file: fixture('pmv-promo-repeated-key.csv') });
    expect(summaryOf).toMatchObject({ cards: 2, created: 2, updated: 0 });
    expect((await call('cards.get', { game: 'pmv', key: 'pmv-s004' })).printings.map((p) => p.number)).toEqual(['SMP-004', 'SP-003']);
    expect((await call('cards.get', { game: 'pmv', key: 'pmv-s056' })).printings.map((p) => [p.set, p.setName, p.number])).toEqual([
      ['PR', 'プロモーションカード', 'PR.012'],
      ['SMP', 'サンプルパック', 'SMP-056'],
    ]);
    expect(await call('cards.search', { game: 'pmv', query: 'set:SP' })).toMatchObject({ total: 1, cards: [{ key: 'pmv-s004' }] });
  });

  it('PMV 10.24.2.a: 星詠 ミコト and its SP-003 printing of its own (same name and facts) are one card number', async () => {
    expect(ruleText('pmv', '2.16.3')).toContain('ゲームに影響を及ぼさない情報以');
    current = makeBackend(':memory:');
    await call('cards.import', { game: 'pmv', file: fixture('pmv-promo-own-row.csv') });
    expect((await call('cards.get', { game: 'pmv', key: 'pmv-sp003' })).printings.map((p) => p.number)).toEqual(['SP-003']);
    const deck = await filled('pmv', 'main', [['pmv-s004', 1], ['pmv-sp003', 1]], 50);
    expect(summary((await call('decks.validate', { game: 'pmv', sections: deck })).violations)).toEqual(['perNumber PMV 10.24.2.a [pmv-s004,pmv-sp003]']);
  });

  it('PMV 1.2.2.b, 1.2.5.b: the base card and its promo row count as one name toward 3 copies', async () => {
    expect(ruleText('pmv', '1.2.2.b')).toContain('同名のカード');
    current = makeBackend(':memory:');
    await call('cards.import', { game: 'pmv', file: fixture('pmv-promo-own-row.csv') });
    const deck = await filled('pmv', 'main', [['pmv-s004', 2], ['pmv-sp003', 2]], 50);
    expect(summary((await call('decks.validate', { game: 'pmv', sections: deck })).violations)).toEqual([
      'copies PMV 1.2.5.b [pmv-s004,pmv-sp003]',
      'perNumber PMV 10.24.2.a [pmv-s004,pmv-sp003]',
    ]);
  });

  it('PMV 10.24.2.a: two copies of a card written once per printing are two copies of one card number', async () => {
    current = makeBackend(':memory:');
    await call('cards.import', { game: 'pmv', file: fixture('pmv-promo-repeated-key.csv') });
    const deck = await filled('pmv', 'main', [['pmv-s004', 2]], 50);
    expect(summary((await call('decks.validate', { game: 'pmv', sections: deck })).violations)).toEqual(['perNumber PMV 10.24.2.a [pmv-s004]']);
  });

  it('ACG 505-2a, 504.4: a PR-029 row naming 焼き討ち in alias_of counts toward its 4 copies', async () => {
    current = makeBackend(':memory:');
    await call('cards.import', { game: 'acg', file: fixture('acg-promo-alias.csv') });
    expect(await call('cards.get', { game: 'acg', key: 'acg-s061' })).toMatchObject({ aliasOf: '焼き討ち', printings: [{ number: 'PR-029' }] });
    const basic = await filled('acg', 'basic', [['acg-s050', 3], ['acg-s061', 2]], 40);
    const territory = Array.from({ length: 10 }, (_, index) => `territory-${index}`);
    await call('cards.import', { game: 'acg', file: { name: 'territories.csv', base64: Buffer.from(['key,name,kind', ...territory.map((key) => `${key},${key},territory`)].join('\n')).toString('base64') } });
    const sections = { ...basic, territory: territory.map((key) => ({ key, count: 1 })) };
    expect(summary((await call('decks.validate', { game: 'acg', sections })).violations)).toEqual(['copies ACG 504.4 [acg-s050,acg-s061]']);
  });

  it('refuses a row that repeats a key with other game information, naming its file, line and column, and writes nothing', async () => {
    current = makeBackend(':memory:');
    // The PR.012 row of 霊力の集中 with cost 1 where its SMP-056 row has 0.
    const original = readFileSync(join(FIXTURES, 'pmv-promo-repeated-key.csv'), 'utf8');
    const row = 'pmv-s056,霊力の集中,Spirit Focus,れいりょくのしゅうちゅう,command,,ターン１枚制限,';
    const at = original.lastIndexOf(row) + row.length;
    const text = `${original.slice(0, at)}1${original.slice(at + 1)}`;
    const response = await current.backend.invoke('cards.import', { game: 'pmv', file: { name: 'changed.csv', base64: Buffer.from(text).toString('base64') } });
    expect(response).toMatchObject({
      ok: false,
      error: {
        code: 'IMPORT_FAILED',
        message: expect.stringContaining('changed.csv'),
        issues: [{ line: 15, column: 'key', message: "\"pmv-s056\" is used again (first at line 7) with another cost; a row that adds a printing repeats its card's game information, and another card needs its own key" }],
      },
    });
    expect(await call('cards.search', { game: 'pmv' })).toMatchObject({ total: 0 });
  });
});
