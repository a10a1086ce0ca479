import { afterEach, describe, expect, it } from 'vitest';
import sampleAcg from '../../db/packs/sample-acg.deck.json';
import { makeBackend, TEST_NOW, type TestBackend } from '../../test/helpers/backend';
import { useTempDir } from '../../test/helpers/temp';
import type { DeckSections, EventMessage, MethodName, Params, Response, Result } from '../contract';

const tempDir = useTempDir();
let current: TestBackend | undefined;
afterEach(() => current?.db.close());

function setup(clock = { now: () => TEST_NOW }) {
  current = makeBackend(tempDir(), { packs: ['sample-acg.json'], clock });
  const { backend } = current;
  const events: EventMessage[] = [];
  backend.subscribe((message) => events.push(message));
  const call = <M extends MethodName>(method: M, params: Params<M>) => backend.invoke(method, params) as Promise<Response<M>>;
  /** The result of a call that must succeed. */
  const ok = async <M extends MethodName>(method: M, params: Params<M>): Promise<Result<M>> => {
    const response = await call(method, params);
    if (!response.ok) throw new Error(`${method}: ${response.error.code} ${response.error.message}`);
    return response.result;
  };
  const changes = () => events.splice(0).map((message) => message.payload);
  return { call, ok, changes };
}

const legalDeck: DeckSections = sampleAcg.sections;
/** Legal in casual play; the competitive level needs a reserve deck of 0 or exactly 15 (ACG 504.2a). */
const casualDeck: DeckSections = { ...legalDeck, reserve: legalDeck.reserve!.slice(1) };
const isoNow = TEST_NOW.toISOString();

describe('saved decks and their versions', () => {
  it('create, save, list versions, diff and restore, each change pushed as library.changed', async () => {
    const { ok, changes } = setup();
    const created = await ok('library.create', {
      game: 'acg',
      name: ' アリ軍団 ',
      notes: '序盤は兵隊蟻',
      tags: ['アリ', '速攻'],
      sections: { basic: [{ key: 'acg-s001', count: 4 }, { key: 'acg-s003', count: 2 }, { key: 'acg-s001', count: 2 }] },
    });
    // Names come from the card database; copies of one key are merged; the name is trimmed.
    expect(created).toEqual({
      id: expect.any(String),
      game: 'acg',
      name: 'アリ軍団',
      format: null,
      tags: ['アリ', '速攻'],
      notes: '序盤は兵隊蟻',
      cards: 8,
      legal: false,
      version: 1,
      revision: 1,
      createdAt: isoNow,
      updatedAt: isoNow,
      sections: { basic: [{ key: 'acg-s001', name: '兵隊蟻', count: 6 }, { key: 'acg-s003', name: '女王アリ', count: 2 }] },
      missing: [],
    });
    const { id } = created;
    expect(await ok('library.get', { id })).toEqual(created);

    const saved = await ok('library.save', { id, baseVersion: 1, sections: { reserve: [{ key: 'acg-s004', count: 1 }], basic: [{ key: 'acg-s001', count: 8 }] } });
    expect(saved).toMatchObject({ version: 2, cards: 9 });
    // Sections are kept in the game's order.
    expect(Object.keys(saved.sections)).toEqual(['basic', 'reserve']);
    expect(await ok('library.versions', { id })).toEqual([
      { version: 2, savedAt: isoNow, reason: 'edit', cards: 9, added: 3, removed: 2 },
      { version: 1, savedAt: isoNow, reason: 'create', cards: 8, added: 8, removed: 0 },
    ]);

    expect(await ok('library.diff', { id, version: 2 })).toEqual({
      version: 2,
      against: 1,
      lines: [
        { section: 'basic', key: 'acg-s001', name: '兵隊蟻', before: 6, after: 8 },
        { section: 'basic', key: 'acg-s003', name: '女王アリ', before: 2, after: 0 },
        { section: 'reserve', key: 'acg-s004', name: '野ウサギの子', before: 0, after: 1 },
      ],
    });
    expect(await ok('library.diff', { id, version: 1 })).toEqual({
      version: 1,
      against: null,
      lines: [
        { section: 'basic', key: 'acg-s001', name: '兵隊蟻', before: 0, after: 6 },
        { section: 'basic', key: 'acg-s003', name: '女王アリ', before: 0, after: 2 },
      ],
    });
    expect(await ok('library.diff', { id, version: 1, against: 2 })).toMatchObject({ against: 2, lines: [{ before: 8, after: 6 }, { before: 0, after: 2 }, { before: 1, after: 0 }] });

    const restored = await ok('library.restore', { id, version: 1, baseVersion: 2 });
    expect(restored).toMatchObject({ version: 3, cards: 8, sections: created.sections });
    expect((await ok('library.versions', { id }))[0]).toEqual({ version: 3, savedAt: isoNow, reason: 'restore', cards: 8, added: 2, removed: 3 });

    expect(changes()).toEqual([1, 2, 3].map((version) => ({ id, game: 'acg', version, deleted: false })));
  });

  it('refuses a save or restore from a version that is not the newest with CONFLICT, and keeps the deck', async () => {
    const { ok, call, changes } = setup();
    const { id } = await ok('library.create', { game: 'acg', name: 'アリ軍団' });
    await ok('library.save', { id, baseVersion: 1, sections: { basic: [{ key: 'acg-s001', count: 8 }] } });
    changes();
    const conflict = { ok: false, error: { code: 'CONFLICT', message: '"アリ軍団": version 1 is not the newest; the newest is version 2. Open it again and save.' } };
    expect(await call('library.save', { id, baseVersion: 1, sections: { basic: [{ key: 'acg-s002', count: 2 }] } })).toEqual(conflict);
    expect(await call('library.restore', { id, version: 1, baseVersion: 1 })).toEqual(conflict);
    expect(await call('library.save', { id, baseVersion: 5, sections: {} })).toMatchObject({ ok: false, error: { code: 'CONFLICT', message: expect.stringContaining('the newest is version 2') } });
    expect(await ok('library.get', { id })).toMatchObject({ version: 2, sections: { basic: [{ key: 'acg-s001', count: 8 }] } });
    expect(changes()).toEqual([]);
  });

  it('makes no version of contents equal to the newest, and tells nobody (autosave can save freely)', async () => {
    const { ok, changes, call } = setup();
    const created = await ok('library.create', { game: 'acg', name: 'アリ軍団', sections: { basic: [{ key: 'acg-s001', count: 4 }, { key: 'acg-s003', count: 2 }] } });
    changes();
    const same = { basic: [{ key: 'acg-s003', count: 1 }, { key: 'acg-s001', count: 4 }, { key: 'acg-s003', count: 1 }], reserve: [] };
    expect(await ok('library.save', { id: created.id, baseVersion: 1, sections: same })).toEqual(created);
    expect(await ok('library.restore', { id: created.id, version: 1, baseVersion: 1 })).toEqual(created);
    expect(await ok('library.versions', { id: created.id })).toHaveLength(1);
    expect(changes()).toEqual([]);
    // Still guarded: the same contents from a version that is not the newest are a conflict.
    await ok('library.save', { id: created.id, baseVersion: 1, sections: {} });
    expect(await call('library.save', { id: created.id, baseVersion: 1, sections: {} })).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
  });

  it('duplicates the newest version as version 1 of a new deck, named "… (copy)" unless named', async () => {
    const { ok, changes } = setup();
    const source = await ok('library.create', { game: 'acg', name: 'アリ軍団', format: 'competitive', notes: 'メモ', tags: ['アリ'] });
    await ok('library.save', { id: source.id, baseVersion: 1, sections: { basic: [{ key: 'acg-s001', count: 8 }] } });
    changes();
    const copy = await ok('library.duplicate', { id: source.id });
    expect(copy).toMatchObject({ name: 'アリ軍団 (copy)', format: 'competitive', notes: 'メモ', tags: ['アリ'], version: 1, cards: 8, sections: { basic: [{ key: 'acg-s001', count: 8 }] } });
    expect(copy.id).not.toBe(source.id);
    expect(await ok('library.versions', { id: copy.id })).toEqual([{ version: 1, savedAt: isoNow, reason: 'duplicate', cards: 8, added: 8, removed: 0 }]);
    expect(await ok('library.duplicate', { id: source.id, name: '二号' })).toMatchObject({ name: '二号' });
    expect(changes()).toEqual([
      { id: copy.id, game: 'acg', version: 1, deleted: false },
      { id: expect.not.stringMatching(copy.id), game: 'acg', version: 1, deleted: false },
    ]);

    // A copy's name keeps within the 200 characters of a name.
    const long = await ok('library.create', { game: 'acg', name: 'ア'.repeat(200) });
    const longCopy = await ok('library.duplicate', { id: long.id });
    expect(longCopy.name).toBe(`${'ア'.repeat(193)} (copy)`);
    expect(await ok('library.update', { id: longCopy.id, baseRevision: longCopy.revision, name: longCopy.name })).toMatchObject({ name: longCopy.name });
  });

  it('deletes a deck with its versions and tags, once', async () => {
    const { ok, call, changes } = setup();
    const { id } = await ok('library.create', { game: 'acg', name: 'アリ軍団', tags: ['アリ'] });
    await ok('library.save', { id, baseVersion: 1, sections: { basic: [{ key: 'acg-s001', count: 8 }] } });
    changes();
    expect(await ok('library.delete', { id })).toEqual({ deleted: true });
    expect(changes()).toEqual([{ id, game: 'acg', version: null, deleted: true }]);
    const notFound = { ok: false, error: { code: 'NOT_FOUND', message: `no saved deck with id "${id}"` } };
    for (const method of ['library.get', 'library.versions', 'library.duplicate'] as const) expect(await call(method, { id })).toEqual(notFound);
    expect(await call('library.diff', { id, version: 1 })).toEqual(notFound);
    expect(await ok('library.list', {})).toEqual([]);
    expect(await ok('library.tags', {})).toEqual([]);
    expect(await ok('library.delete', { id })).toEqual({ deleted: false });
    expect(changes()).toEqual([]);
  });

  it('answers NOT_FOUND for a version the deck does not have', async () => {
    const { ok, call } = setup();
    const { id } = await ok('library.create', { game: 'acg', name: 'アリ軍団' });
    const missing = { ok: false, error: { code: 'NOT_FOUND', message: '"アリ軍団" has no version 2; its versions are 1 to 1' } };
    expect(await call('library.diff', { id, version: 2 })).toEqual(missing);
    expect(await call('library.diff', { id, version: 1, against: 2 })).toEqual(missing);
    expect(await call('library.restore', { id, version: 2, baseVersion: 1 })).toEqual(missing);
  });
});

describe('metadata and verdicts', () => {
  it('judges each save under the deck format as of the clock date and keeps the verdict for the list', async () => {
    const { ok } = setup();
    const legal = await ok('library.create', { game: 'acg', name: 'サンプル', sections: legalDeck, reason: 'import' });
    expect(legal).toMatchObject({ legal: true, cards: 75, missing: [] });
    expect((await ok('library.versions', { id: legal.id }))[0]).toMatchObject({ reason: 'import' });
    // 9 兵隊蟻, whose own limit is 8 (ACG 501.3b).
    const tooMany = { ...legalDeck, basic: [...legalDeck.basic!, { key: 'acg-s001', count: 3 }] };
    expect(await ok('library.save', { id: legal.id, baseVersion: 1, sections: tooMany })).toMatchObject({ legal: false, version: 2 });
    expect(await ok('library.list', {})).toMatchObject([{ id: legal.id, legal: false }]);
    expect(await ok('library.restore', { id: legal.id, version: 1, baseVersion: 2 })).toMatchObject({ legal: true, version: 3 });
  });

  it('changes name, format, notes and tags without a version, judging the deck again under a new format', async () => {
    const { ok, call, changes } = setup();
    const created = await ok('library.create', { game: 'acg', name: 'アリ軍団', sections: casualDeck, tags: ['アリ'] });
    expect(created).toMatchObject({ format: null, legal: true });
    changes();
    expect(await ok('library.update', { id: created.id, baseRevision: 1, format: 'competitive' })).toMatchObject({ format: 'competitive', legal: false, version: 1, revision: 2 });
    expect(await ok('library.update', { id: created.id, baseRevision: 2, name: '森のアリ', notes: 'メモ', tags: ['森', 'アリ', '森'] })).toMatchObject({
      name: '森のアリ',
      notes: 'メモ',
      tags: ['アリ', '森'],
      format: 'competitive',
      legal: false,
    });
    expect(await ok('library.update', { id: created.id, baseRevision: 3, format: null })).toMatchObject({ format: null, legal: true, version: 1, revision: 4 });
    expect(await ok('library.versions', { id: created.id })).toHaveLength(1);
    expect(changes()).toEqual([1, 1, 1].map((version) => ({ id: created.id, game: 'acg', version, deleted: false })));

    // Nothing to change changes nothing.
    expect(await ok('library.update', { id: created.id, baseRevision: 1 })).toMatchObject({ name: '森のアリ', revision: 4 });
    expect(changes()).toEqual([]);
    expect(await call('library.update', { id: created.id, baseRevision: 4, format: 'modern' })).toEqual({
      ok: false,
      error: { code: 'INVALID_PARAMS', message: '"modern" is not a acg format; use casual, competitive' },
    });
  });

  it('refuses a change of name, format, notes or tags from a window that read the deck before another change', async () => {
    const { ok, call, changes } = setup();
    const created = await ok('library.create', { game: 'acg', name: 'アリ軍団', sections: casualDeck, tags: ['アリ'] });
    // Two windows read the deck at one version and one revision.
    const first = await ok('library.get', { id: created.id });
    const second = (await ok('library.list', { game: 'acg' })).find((deck) => deck.id === created.id)!;
    expect([first.version, first.revision, second.version, second.revision]).toEqual([1, 1, 1, 1]);
    changes();

    const renamed = await ok('library.update', { id: created.id, baseRevision: first.revision, name: '森のアリ' });
    expect(renamed).toMatchObject({ name: '森のアリ', version: 1, revision: 2 });
    // The second window's retag started from revision 1: refused, the first window's name kept, its tags unchanged.
    expect(await call('library.update', { id: created.id, baseRevision: second.revision, name: second.name, tags: ['速攻'] })).toEqual({
      ok: false,
      error: { code: 'CONFLICT', message: expect.stringMatching(/^"森のアリ" was changed since revision 1 was read \(it is at revision 2\)/) },
    });
    expect(await ok('library.get', { id: created.id })).toMatchObject({ name: '森のアリ', tags: ['アリ'], revision: 2 });
    expect(changes()).toHaveLength(1);

    // The first window saves after its rename (a save names the version, which the rename left alone), then retags
    // from what the save answered.
    const saved = await ok('library.save', { id: created.id, sections: legalDeck, baseVersion: renamed.version });
    expect(saved).toMatchObject({ name: '森のアリ', version: 2, revision: 3 });
    expect(await ok('library.update', { id: created.id, baseRevision: saved.revision, tags: ['森'] })).toMatchObject({ name: '森のアリ', tags: ['森'], version: 2, revision: 4 });
    // A save also moves the revision: a window that read the deck before it cannot judge a format on old contents.
    expect(await call('library.update', { id: created.id, baseRevision: renamed.revision, format: 'competitive' })).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
  });

  it('judges by the regulation list in effect on the clock date', async () => {
    let now = TEST_NOW;
    const { ok } = setup({ now: () => now });
    const keys: string[] = [];
    for (let index = 1; index <= 10; index++) {
      keys.push((await ok('cards.saveCustom', { game: 'dm', card: { name: index === 1 ? '試作ドラゴン' : `試作クリーチャー${index}`, kinds: ['creature'], zone: 'main' } })).key);
    }
    const since = '2026-12-01';
    await ok('cards.import', { game: 'dm', file: { name: 'hall.csv', base64: Buffer.from(`name,status,since\n試作ドラゴン,プレミアム殿堂,${since}\n`).toString('base64') } });
    const sections = { main: keys.map((key) => ({ key, count: 4 })) };
    const deck = await ok('library.create', { game: 'dm', name: '試作', format: 'standard', sections });
    expect(deck).toMatchObject({ cards: 40, legal: true });
    now = new Date(`${since}T00:00:00Z`);
    const next = { main: keys.map((key, index) => ({ key, count: index === 9 ? 3 : 4 })).concat({ key: keys[9]!, count: 1 }) };
    // The same cards in another order make no version; one copy moved to another key does.
    expect(await ok('library.save', { id: deck.id, baseVersion: 1, sections: next })).toMatchObject({ version: 1, legal: true });
    const swapped = { main: [...sections.main.slice(0, 8), { key: keys[8]!, count: 5 }, { key: keys[9]!, count: 3 }] };
    expect(await ok('library.save', { id: deck.id, baseVersion: 1, sections: swapped })).toMatchObject({ version: 2, legal: false });
  });

  it('lists by game, tag, format and text folded for width and kana, and counts the tags', async () => {
    const { ok } = setup();
    const ants = await ok('library.create', { game: 'acg', name: 'アリ軍団', tags: ['アリ', '速攻'] });
    const rush = await ok('library.create', { game: 'acg', name: 'Forest Rush', format: 'competitive', notes: '草原のシカを4枚', tags: ['速攻'] });
    const nova = await ok('library.create', { game: 'nova', name: '蟻の研究', tags: ['研究'] });
    const ids = async (params: Params<'library.list'>) => (await ok('library.list', params)).map((deck) => deck.id).sort();
    const sorted = (...decks: { id: string }[]) => decks.map((deck) => deck.id).sort();

    expect(await ids({})).toEqual(sorted(ants, rush, nova));
    expect(await ids({ game: 'acg' })).toEqual(sorted(ants, rush));
    expect(await ids({ tag: '速攻' })).toEqual(sorted(ants, rush));
    expect(await ids({ tag: '速攻', game: 'nova' })).toEqual([]);
    // A deck without a format of its own is under its game's default (ACG casual, NOVA standard).
    expect(await ids({ format: 'casual' })).toEqual(sorted(ants));
    expect(await ids({ format: 'competitive' })).toEqual(sorted(rush));
    expect(await ids({ format: 'standard' })).toEqual(sorted(nova));
    expect(await ids({ query: 'ｱﾘ軍団' })).toEqual(sorted(ants));
    expect(await ids({ query: 'あり軍団' })).toEqual(sorted(ants));
    expect(await ids({ query: 'ＦＯＲＥＳＴ' })).toEqual(sorted(rush));
    expect(await ids({ query: 'シカを４枚' })).toEqual(sorted(rush));
    expect(await ids({ query: 'ぐんだん' })).toEqual([]);
    expect(await ok('library.list', { game: 'nova' })).toEqual([
      { id: nova.id, game: 'nova', name: '蟻の研究', format: null, tags: ['研究'], notes: '', cards: 0, legal: false, version: 1, revision: 1, createdAt: isoNow, updatedAt: isoNow },
    ]);

    expect(await ok('library.tags', {})).toEqual([
      { tag: 'アリ', decks: 1 },
      { tag: '研究', decks: 1 },
      { tag: '速攻', decks: 2 },
    ]);
    expect(await ok('library.tags', { game: 'acg' })).toEqual([
      { tag: 'アリ', decks: 1 },
      { tag: '速攻', decks: 2 },
    ]);
  });

  it('keeps reading a deck whose card left the database: by its saved name, missing, without a verdict', async () => {
    const { ok, call } = setup();
    const custom = await ok('cards.saveCustom', { game: 'acg', card: { name: '試作のフェレット', kinds: ['animal'], zone: 'basic' } });
    const basic = [...legalDeck.basic!.slice(1), { key: custom.key, count: 1 }, { key: 'acg-s001', count: 5 }];
    const { id } = await ok('library.create', { game: 'acg', name: 'フェレット入り', sections: { ...legalDeck, basic } });
    expect(await ok('library.get', { id })).toMatchObject({ legal: true, missing: [] });

    await ok('cards.deleteCustom', { game: 'acg', key: custom.key });
    const read = await ok('library.get', { id });
    expect(read).toMatchObject({ legal: null, missing: [custom.key], cards: 75 });
    expect(read.sections.basic).toContainEqual({ key: custom.key, name: '試作のフェレット', count: 1 });
    expect(await ok('library.list', {})).toMatchObject([{ id, legal: null }]);

    // Saving it again keeps the name; a key that neither the database nor the deck knows is refused.
    const saved = await ok('library.save', { id, baseVersion: 1, sections: { ...legalDeck, basic: [...basic, { key: 'acg-s002', count: 1 }] } });
    expect(saved).toMatchObject({ version: 2, legal: null, missing: [custom.key] });
    expect(saved.sections.basic).toContainEqual({ key: custom.key, name: '試作のフェレット', count: 1 });
    expect(await call('library.save', { id, baseVersion: 2, sections: { basic: [{ key: 'acg-s001', count: 1 }, { key: 'custom:never', count: 1 }] } })).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'no acg card with key "custom:never"', issues: [{ column: 'sections.basic[1].key', message: 'no acg card with key "custom:never"' }] },
    });
    expect(await call('library.create', { game: 'acg', name: 'x', sections: { basic: [{ key: custom.key, count: 1 }] } })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });
});

describe('library params', () => {
  it('are refused with the field and the limit named', async () => {
    const { call } = setup();
    const refused = async (method: MethodName, params: unknown) => {
      const response = await call(method, params as never);
      return response.ok ? 'accepted' : `${response.error.code} ${response.error.message}`;
    };
    expect(await refused('library.create', { game: 'acg', name: '' })).toBe('INVALID_PARAMS library.create: name: must not be empty');
    expect(await refused('library.create', { game: 'acg', name: 'x'.repeat(201) })).toBe('INVALID_PARAMS library.create: name: is longer than 200 characters');
    expect(await refused('library.create', { game: 'acg', name: 'x', notes: 'x'.repeat(20_001) })).toBe('INVALID_PARAMS library.create: notes: is longer than 20,000 characters');
    expect(await refused('library.create', { game: 'acg', name: 'x', tags: Array.from({ length: 31 }, (_, index) => `${index}`) })).toBe(
      'INVALID_PARAMS library.create: tags: has more than 30 tags',
    );
    expect(await refused('library.create', { game: 'acg', name: 'x', tags: ['x'.repeat(41)] })).toBe('INVALID_PARAMS library.create: tags.0: is longer than 40 characters');
    expect(await refused('library.create', { game: 'acg', name: 'x', reason: 'edit' })).toBe('INVALID_PARAMS library.create: reason: unknown reason "edit"; use "create" or "import"');
    expect(await refused('library.create', { game: 'acg', name: 'x', colour: 'red' })).toMatch(/^INVALID_PARAMS library\.create: colour: /);
    expect(await refused('library.create', { game: 'acg', name: 'x', sections: { hyperspace: [{ key: 'acg-s001', count: 1 }] } })).toBe(
      'INVALID_PARAMS sections.hyperspace: not a acg deck section; the sections are basic, territory, reserve',
    );
    expect(await refused('library.create', { game: 'acg', name: 'x', format: 'modern' })).toBe('INVALID_PARAMS "modern" is not a acg format; use casual, competitive');
    expect(await refused('library.save', { id: 'x', sections: {}, baseVersion: 0 })).toBe('INVALID_PARAMS library.save: baseVersion: must be at least 1');
    expect(await refused('library.diff', { id: 'x', version: 1.5 })).toBe('INVALID_PARAMS library.diff: version: must be a whole number');
    expect(await refused('library.get', { id: '' })).toBe('INVALID_PARAMS library.get: id: must not be empty');
    expect(await refused('library.create', { game: 'acg', name: 'x', tags: Array.from({ length: 30 }, (_, index) => `${index}`.padEnd(40, '.')), notes: 'x'.repeat(20_000) })).toBe('accepted');
  });
});
