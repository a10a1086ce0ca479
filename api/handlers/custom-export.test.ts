/**
 * The player's own cards leave as a card template CSV (`cards.exportCustom`) and come back through `cards.import`
 * unchanged, into a database that never had them: every field the editor writes, in every game.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { makeBackend, type TestBackend } from '../../test/helpers/backend';
import { ruleText } from '../../test/helpers/rules';
import { editorStats } from '../../test/helpers/custom-stats';
import type { CustomCardInput, MethodName, Params, Result } from '../contract';

const opened: TestBackend[] = [];
afterEach(() => {
  for (const backend of opened.splice(0)) backend.db.close();
});

function open() {
  const made = makeBackend(':memory:');
  opened.push(made);
  return async <M extends MethodName>(method: M, params: Params<M>): Promise<Result<M>> => {
    const response = await made.backend.invoke(method, params);
    if (!response.ok) throw new Error(`${method}: ${response.error.message} ${JSON.stringify(response.error.issues ?? [])}`);
    return response.result as Result<M>;
  };
}

describe('custom cards exported and imported back', () => {
  it('lose nothing: names in both languages, kinds, stats, keywords, flags, printings and texts, in every game', async () => {
    const before = open();
    const games = await before('games.list', {});
    const saved: Record<string, string[]> = {};
    for (const game of games) {
      const card: CustomCardInput = {
        name: `試作 ${game.id}`,
        nameEn: game.cardLanguage === 'ja' ? `Prototype ${game.id}` : null,
        reading: game.cardLanguage === 'ja' ? 'しさく' : null,
        kinds: game.cardKinds.slice(0, 2).map((kind) => kind.id),
        subtypes: ['人間', 'Mage'],
        keywords: ['先制', 'Go again'],
        cost: 3,
        power: null,
        powerText: 'X',
        stats: editorStats(game, '1, "二" と\n三'),
        text: '【登場時】カードを1枚引く。\n二行目, "引用" も',
        textEn: 'When it enters, draw a card.',
        zone: game.sections[0]!.id,
        copyLimit: 2,
        aliasOf: `原型 ${game.id}`,
        printings: [{ number: 'SMP-004', rarity: 'SR', setName: 'サンプルパック' }, { number: 'SP-003' }],
      };
      const plain: CustomCardInput = { name: `無地 ${game.id}`, kinds: [game.cardKinds.at(-1)!.id] };
      saved[game.id] = [(await before('cards.saveCustom', { game: game.id, card })).key, (await before('cards.saveCustom', { game: game.id, card: plain })).key];
    }

    const after = open();
    for (const game of games) {
      const exported = await before('cards.exportCustom', { game: game.id });
      expect(exported).toMatchObject({ fileName: `${game.id}-custom-cards.csv`, cards: 2 });
      const imported = await after('cards.import', { game: game.id, file: { name: exported.fileName, base64: Buffer.from(exported.text).toString('base64') } });
      expect(imported, game.id).toMatchObject({ cards: 2, created: 2, updated: 0, notes: [] });
      for (const key of saved[game.id]!) {
        const original = await before('cards.get', { game: game.id, key });
        expect(await after('cards.get', { game: game.id, key }), `${game.id} ${key}`).toEqual(original);
      }
      // And out again as it came in.
      expect((await after('cards.exportCustom', { game: game.id })).text, game.id).toBe(exported.text);
    }
  });

  it('ACG 305.3b, 505-1a: a custom card whose cost box shows ト is a token card, as the importer makes it', async () => {
    expect(ruleText('acg', '305.3b')).toBe('コスト欄に『ト』と記述されているカードはトークンカードです。');
    const call = open();
    const saved = await call('cards.saveCustom', { game: 'acg', card: { name: 'アリ動物トークン', kinds: ['animal'], costText: 'ト', power: 1 } });
    expect(saved).toMatchObject({ kinds: ['animal', 'token'], cost: null, costText: 'ト', custom: true });
    const imported = await call('cards.import', { game: 'acg', file: { name: 'token.csv', base64: Buffer.from('name,kind,cost,power\nアリ動物トークン（取り込み）,animal,ト,1\n').toString('base64') } });
    expect(imported).toMatchObject({ created: 1 });
    expect((await call('cards.search', { game: 'acg', query: 'kind:token' })).cards.map((card) => [card.name, card.kinds])).toEqual([
      ['アリ動物トークン', ['animal', 'token']],
      ['アリ動物トークン（取り込み）', ['animal', 'token']],
    ]);
  });

  it('keep each printing once and drop those the editor no longer lists', async () => {
    const call = open();
    const first = await call('cards.saveCustom', { game: 'pmv', card: { name: '試作', kinds: ['character'], printings: [{ number: 'SMP-004' }, { number: 'SP-003' }, { number: 'SMP-004' }] } });
    expect(first.printings.map((p) => [p.set, p.number])).toEqual([['SMP', 'SMP-004'], ['SP', 'SP-003']]);
    const second = await call('cards.saveCustom', { game: 'pmv', card: { key: first.key, name: '試作', kinds: ['character'], printings: [{ number: 'PR.012', set: 'PR' }] } });
    expect(second.printings.map((p) => p.number)).toEqual(['PR.012']);
  });
});
