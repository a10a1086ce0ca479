// A game's card data as its folder declares it (engine/games/<id>/card-data.ts) reaches search, import and the
// schemas' game check with no edit outside the declaration: shown with a sixth game made of DM's parts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameDefinition, registerGame } from '../../engine/games/registry';
import type { GameDefinition } from '../../engine/games/types';
import { makeBackend, type TestBackend } from '../../test/helpers/backend';
import type { SearchFieldInfo, Settings } from '../contract';

const dm = gameDefinition('dm');
const toy: GameDefinition = {
  ...dm,
  id: 'toy',
  abbreviation: 'TOY',
  name: { ja: 'おもちゃ', en: 'Toy' },
  cardData: {
    ...dm.cardData,
    // DM's civilization field and column under names of the toy game's own.
    searchFields: [{ names: ['element', '属性'], target: { kind: 'tag', prefix: 'stat:civs' }, description: { ja: '属性', en: 'element' } }],
    importColumns: [{ stat: 'civs', names: ['element', '属性'], number: false, list: true }],
    formatAliases: { house: 'house', ハウス: 'house' },
    regulationFormat: 'house',
  },
};

const csv = (...lines: string[]) => ({ name: 'cards.csv', base64: Buffer.from(lines.join('\n'), 'utf8').toString('base64') });

let current: TestBackend;
let unregister: () => void;
beforeEach(() => {
  unregister = registerGame(toy);
  current = makeBackend(':memory:');
});
afterEach(() => {
  current.db.close();
  unregister();
});

describe("a game's declared card data", () => {
  it('reads its own import columns, Japanese headers too, and searches by its own fields', async () => {
    const { backend } = current;
    const imported = await backend.invoke('cards.import', {
      game: 'toy',
      file: csv('カード名,種類,属性,コスト', 'ボルシャック・ドラゴン,creature,火,6', 'アクア・ハルカス,creature,水,3', '光牙忍ハヤブサマル,creature,光,3'),
    });
    expect(imported).toMatchObject({ ok: true, result: { cards: 3, created: 3 } });
    const search = (query: string) => backend.invoke('cards.search', { game: 'toy', query });
    expect(await search('element:火')).toMatchObject({ ok: true, result: { total: 1, cards: [{ name: 'ボルシャック・ドラゴン', stats: { civs: ['火'] } }] } });
    expect(await search('属性:水 cost=3')).toMatchObject({ ok: true, result: { total: 1, cards: [{ name: 'アクア・ハルカス' }] } });
    // DM's field is DM's: the toy game did not declare it.
    expect(await search('civ:火')).toMatchObject({ ok: false, error: { code: 'INVALID_QUERY', message: expect.stringMatching(/^query position 1: unknown field "civ"; the fields are element, name, text, /) } });
    const fields = (await backend.invoke('cards.searchFields', { game: 'toy' })) as { result: SearchFieldInfo[] };
    expect(fields.result.slice(0, 2)).toEqual([
      { names: ['element', '属性'], description: { ja: '属性', en: 'element' } },
      { names: ['name', '名前', 'カード名'], description: { ja: 'カード名・読み・英語名', en: 'name, reading, English name' } },
    ]);
    // An unknown header is named with the game's template, and passed over.
    expect(await backend.invoke('cards.import', { game: 'toy', file: csv('name,kind,civ', 'x,creature,火') })).toMatchObject({
      ok: true,
      result: { cards: 1, notes: [{ line: 1, column: 'civ', message: 'is not a column of the toy template and was passed over (its columns: docs/data-and-backups.md)' }] },
    });
  });

  it('puts a regulation list without a format under its default format, found by its format aliases', async () => {
    const { backend } = current;
    await backend.invoke('cards.import', { game: 'toy', file: csv('name,kind,element', 'ボルシャック・ドラゴン,creature,火', 'アクア・ハルカス,creature,水') });
    expect(await backend.invoke('cards.import', { game: 'toy', file: csv('name,status', 'ボルシャック・ドラゴン,禁止') })).toMatchObject({ ok: true, result: { regulations: 1 } });
    expect(await backend.invoke('regulations.list', { game: 'toy' })).toMatchObject({ ok: true, result: [{ format: 'house', status: 'banned' }] });
    expect(await backend.invoke('cards.search', { game: 'toy', query: 'banned:ハウス' })).toMatchObject({ ok: true, result: { total: 1, cards: [{ name: 'ボルシャック・ドラゴン' }] } });
  });

  it('is a game every schema takes while it is registered, and the refusal lists it', async () => {
    const { backend } = current;
    expect(await backend.invoke('games.get', { id: 'toy' })).toMatchObject({ ok: true, result: { id: 'toy', name: { en: 'Toy' } } });
    expect(await backend.invoke('games.get', { id: 'mtg' })).toEqual({
      ok: false,
      error: { code: 'INVALID_PARAMS', message: 'games.get: id: unknown game "mtg"; the games are acg, pmv, nova, dm, fab, toy' },
    });
    const settings = (await backend.invoke('settings.get', {})) as { result: Settings };
    expect(Object.keys(settings.result.imageFolders)).toEqual(['acg', 'pmv', 'nova', 'dm', 'fab', 'toy']);
    unregister();
    expect(await backend.invoke('cards.search', { game: 'toy', query: '' })).toMatchObject({ ok: false, error: { message: 'cards.search: game: unknown game "toy"; the games are acg, pmv, nova, dm, fab' } });
  });
});
