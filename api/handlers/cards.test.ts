import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PACKS_DIR } from '../../db/bundled-packs';
import { makeBackend, type TestBackend } from '../../test/helpers/backend';
import { useTempDir } from '../../test/helpers/temp';
import type { EventMessage, Response } from '../contract';

const tempDir = useTempDir();
let current: TestBackend | undefined;
afterEach(() => current?.db.close());

function setup() {
  current = makeBackend(tempDir(), { packs: ['sample-acg.json'] });
  const events: EventMessage[] = [];
  current.backend.subscribe((message) => events.push(message));
  return { backend: current.backend, events };
}

describe("the player's own cards", () => {
  it('are saved, found by search, updated in place and deleted', async () => {
    const { backend, events } = setup();
    const saved = (await backend.invoke('cards.saveCustom', {
      game: 'acg',
      card: { name: '試作のフェレット', nameEn: 'Prototype Ferret', kinds: ['動物'], cost: 2, power: 2, stats: { def: 1, condition: 'F' }, subtypes: ['イタチ'], text: '場に出たとき、カードを1枚引く。', zone: 'basic' },
    })) as Response<'cards.saveCustom'>;
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    const key = saved.result.key;
    expect(key).toMatch(/^custom:/);
    // Kind labels are stored as the game's kind ids.
    expect(saved.result).toMatchObject({ name: '試作のフェレット', nameEn: 'Prototype Ferret', kinds: ['animal'], custom: true, flags: ['custom'], stats: { def: 1, condition: 'F' } });
    expect(events.map((e) => e.event)).toEqual(['cards.changed']);

    const found = await backend.invoke('cards.search', { game: 'acg', query: 'is:custom' });
    expect(found).toMatchObject({ ok: true, result: { total: 1, cards: [{ key, name: '試作のフェレット' }] } });
    expect(await backend.invoke('cards.search', { game: 'acg', query: 'ふぇれっと cond:forest def:1 sub:イタチ' })).toMatchObject({ result: { total: 1 } });

    const updated = await backend.invoke('cards.saveCustom', { game: 'acg', card: { key, name: '試作のフェレット', kinds: ['animal'], cost: 3 } });
    expect(updated).toMatchObject({ ok: true, result: { key, cost: 3 } });
    // A save replaces the card: what the new version leaves out (English name, text, stats, races) is gone.
    expect(updated).toMatchObject({ result: { nameEn: null, text: null, stats: {}, subtypes: [], keywords: [] } });
    expect(await backend.invoke('cards.search', { game: 'acg', query: 'is:custom cond:forest' })).toMatchObject({ result: { total: 0 } });
    expect(await backend.invoke('cards.search', { game: 'acg', query: 'is:custom' })).toMatchObject({ result: { total: 1 } });

    const customSource = async () => ((await backend.invoke('sources.list', { game: 'acg' })) as Response<'sources.list'> & { ok: true }).result.find((source) => source.name === 'custom');
    const second = (await backend.invoke('cards.saveCustom', { game: 'acg', card: { name: '試作のイタチ', kinds: ['animal'] } })) as Response<'cards.saveCustom'> & { ok: true };
    expect((await customSource())?.cardCount).toBe(2);
    expect(await backend.invoke('cards.deleteCustom', { game: 'acg', key })).toEqual({ ok: true, result: { deleted: true } });
    // The source's count goes down with the card it lost.
    expect((await customSource())?.cardCount).toBe(1);
    await backend.invoke('cards.deleteCustom', { game: 'acg', key: second.result.key });
    expect(await backend.invoke('cards.search', { game: 'acg', query: 'ふぇれっと' })).toMatchObject({ result: { total: 0 } });
    expect(await backend.invoke('cards.get', { game: 'acg', key })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await backend.invoke('cards.deleteCustom', { game: 'acg', key })).toEqual({ ok: true, result: { deleted: false } });
  });

  it('carry the facts imports read from card data: DM colour, FaB Legendary', async () => {
    current = makeBackend(tempDir(), { packs: [] });
    const { backend } = current;
    const dm = await backend.invoke('cards.saveCustom', { game: 'dm', card: { name: '火と森の試作龍', kinds: ['creature'], cost: 5, stats: { civs: ['火', '自然'] } } });
    expect(dm).toMatchObject({ ok: true, result: { flags: ['custom', 'multicolor'] } });
    expect(await backend.invoke('cards.search', { game: 'dm', query: 'is:multicolor is:custom' })).toMatchObject({ result: { total: 1 } });
    const fab = await backend.invoke('cards.saveCustom', { game: 'fab', card: { name: 'Test Crown', kinds: ['equipment'], keywords: ['Legendary'] } });
    expect(fab).toMatchObject({ ok: true, result: { flags: ['custom', 'legendary'] } });
  });

  it('never overwrite or delete an imported card, and refuse kinds and sections the game does not have', async () => {
    const { backend } = setup();
    expect(await backend.invoke('cards.saveCustom', { game: 'acg', card: { key: 'acg-s001', name: 'x', kinds: ['animal'] } })).toEqual({
      ok: false,
      error: { code: 'INVALID_PARAMS', message: 'card.key: "acg-s001" belongs to an imported card; a custom card needs its own key' },
    });
    expect(await backend.invoke('cards.deleteCustom', { game: 'acg', key: 'acg-s001' })).toMatchObject({ ok: false, error: { code: 'INVALID_PARAMS' } });
    expect(await backend.invoke('cards.get', { game: 'acg', key: 'acg-s001' })).toMatchObject({ ok: true });
    expect(await backend.invoke('cards.saveCustom', { game: 'acg', card: { name: 'x', kinds: ['creature'] } })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PARAMS', message: expect.stringContaining('"creature" is not a acg card kind') },
    });
    expect(await backend.invoke('cards.saveCustom', { game: 'acg', card: { name: 'x', kinds: ['animal'], zone: 'hyperspace' } })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PARAMS', message: expect.stringContaining('"hyperspace" is not a acg deck section') },
    });
  });
});

describe('cards.search and cards.get', () => {
  it('answer a bad query with its position as an issue', async () => {
    const { backend } = setup();
    expect(await backend.invoke('cards.search', { game: 'acg', query: 'cost<=three' })).toEqual({
      ok: false,
      error: { code: 'INVALID_QUERY', message: 'query position 7: "cost" compares whole numbers; "three" is not one', issues: [{ position: 7, message: '"cost" compares whole numbers; "three" is not one', text: { en: '"cost" compares whole numbers; "three" is not one', ja: '「cost」は整数で比べます。「three」は整数ではありません' } }] },
    });
  });

  it('sort by English name for a reader of English', async () => {
    const { backend } = setup();
    const response = (await backend.invoke('cards.search', { game: 'acg', query: 'kind:animal', sort: 'englishName', limit: 100 })) as Response<'cards.search'>;
    if (!response.ok) throw new Error(response.error.message);
    const names = response.result.cards.map((card) => card.nameEn ?? card.name);
    expect(names.length).toBeGreaterThan(20);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('give a card with its printings, source and aliases', async () => {
    const { backend } = setup();
    const alias = (await backend.invoke('cards.search', { game: 'acg', query: 'set:PR' })) as Response<'cards.search'>;
    expect(alias.ok && alias.result.cards.map((card) => card.aliasOf)).toEqual(['焼き討ち']);
    const detail = (await backend.invoke('cards.get', { game: 'acg', key: (alias as { result: { cards: { key: string }[] } }).result.cards[0]!.key })) as Response<'cards.get'>;
    expect(detail.ok && detail.result).toMatchObject({ aliasOf: '焼き討ち', printings: [{ number: 'PR-029' }], source: { name: 'sample-acg' } });
  });
});

describe('cards.many', () => {
  it('gives several cards by key in the order asked, leaving out keys the database lacks', async () => {
    const { backend } = setup();
    const response = (await backend.invoke('cards.many', { game: 'acg', keys: ['acg-s002', 'no-such-card', 'acg-s001', 'acg-s002'] })) as Response<'cards.many'>;
    expect(response.ok).toBe(true);
    if (!response.ok) return;
    expect(response.result.map((card) => [card.key, card.name])).toEqual([
      ['acg-s002', '双子狐'],
      ['acg-s001', '兵隊蟻'],
    ]);
    expect(response.result[1]).toMatchObject({ kinds: ['animal'], zone: 'basic', copyLimit: 8 });
  });
});

describe('cards.import', () => {
  const PACK = join(PACKS_DIR, 'sample-nova.json');

  it.each(['electron', 'web'] as const)("refuses a path in the %s host, whose windows send the chosen file's bytes", async (host) => {
    current = makeBackend(':memory:', { host });
    const { backend } = current;
    expect(await backend.invoke('cards.import', { game: 'nova', file: { path: PACK } })).toEqual({
      ok: false,
      error: { code: 'FORBIDDEN', message: 'file.path: this app reads no file named by a path; send the bytes of the file chosen in the file dialog as { name, base64 }' },
    });
    expect(await backend.invoke('cards.search', { game: 'nova' })).toMatchObject({ ok: true, result: { total: 0 } });
    const bytes = { name: 'sample-nova.json', base64: readFileSync(PACK).toString('base64') };
    expect(await backend.invoke('cards.import', { game: 'nova', file: bytes })).toMatchObject({ ok: true, result: { file: 'sample-nova.json', created: 70 } });
  });

  it('reads a path in the CLI, where the player typed it', async () => {
    current = makeBackend(':memory:');
    expect(await current.backend.invoke('cards.import', { game: 'nova', file: { path: PACK } })).toMatchObject({ ok: true, result: { file: 'sample-nova.json', created: 70 } });
    expect(await current.backend.invoke('cards.search', { game: 'nova' })).toMatchObject({ ok: true, result: { total: 70 } });
  });

  it('notes each import in the log, and a refused one with its reason', async () => {
    current = makeBackend(':memory:');
    await current.backend.invoke('cards.import', { game: 'nova', file: { path: PACK } });
    await current.backend.invoke('cards.import', { game: 'nova', file: { name: 'broken.json', base64: Buffer.from('{"cards": [').toString('base64') } });
    expect(current.notes.map(({ level, message }) => `${level} ${message}`)).toEqual([
      `info importing ${PACK} into nova`,
      expect.stringMatching(new RegExp(`^info imported ${PACK} into nova: 70 cards \\(70 new, 0 updated\\) from `)),
      'info importing broken.json into nova',
      expect.stringMatching(/^warn the import of broken\.json into nova was refused, nothing written: IMPORT_FAILED /),
    ]);
    expect(current.logged).toEqual([]);
  });
});
