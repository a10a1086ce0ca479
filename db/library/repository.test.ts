import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findGame } from '../../engine/games/registry';
import { useTempDir } from '../../test/helpers/temp';
import { loadBundledPacks } from '../bundled-packs';
import { openDatabase, type AppDatabase } from '../open';
import { StaleRevisionError } from '../stale';
import { createLibraryRepository, StaleVersionError, type NewDeck } from './repository';
import type { LibrarySections } from './types';

const tempDir = useTempDir();
let db: AppDatabase | undefined;
afterEach(() => db?.close());

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 9, minute));

/** A repository over a fresh file holding the ACG sample cards (keys acg-s001…). */
function setup() {
  db = openDatabase({ path: join(tempDir(), 'deck-dojo.db') });
  loadBundledPacks(db.sql, { cardLanguage: (game) => findGame(game)!.cardLanguage, now: at(0), only: ['sample-acg.json'] });
  return { sql: db.sql, library: createLibraryRepository(db.sql) };
}

const ants: LibrarySections = { basic: [{ key: 'acg-s001', name: '兵隊蟻', count: 8 }, { key: 'acg-s003', name: '女王アリ', count: 2 }] };

function deck(overrides: Partial<NewDeck> = {}): NewDeck {
  return { game: 'acg', name: 'アリ軍団', format: null, notes: '', tags: [], sections: ants, reason: 'create', legal: false, now: at(1), ...overrides };
}

describe('the deck library repository', () => {
  it('creates a deck as version 1 and reads it back', () => {
    const { library } = setup();
    const created = library.create(deck({ format: 'competitive', notes: 'メモ', tags: ['速攻', 'アリ', '速攻'] }));
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      game: 'acg',
      name: 'アリ軍団',
      format: 'competitive',
      tags: ['アリ', '速攻'],
      notes: 'メモ',
      cards: 10,
      legal: false,
      version: 1,
      revision: 1,
      createdAt: at(1).toISOString(),
      updatedAt: at(1).toISOString(),
      sections: ants,
      missing: [],
    });
    expect(library.get(created.id)).toEqual(created);
    expect(library.versions(created.id)).toEqual([{ version: 1, savedAt: at(1).toISOString(), reason: 'create', cards: 10, added: 10, removed: 0 }]);
    expect(library.contents(created.id, 1)).toEqual(ants);
    expect(library.get('no-such-deck')).toBeNull();
    expect(library.versions('no-such-deck')).toBeNull();
    expect(library.contents(created.id, 2)).toBeNull();
  });

  it('saves new contents as the next version, counting the copies added and removed', () => {
    const { library } = setup();
    const { id } = library.create(deck());
    const next: LibrarySections = { basic: [{ key: 'acg-s001', name: '兵隊蟻', count: 6 }], reserve: [{ key: 'acg-s004', name: '野ウサギの子', count: 3 }] };
    const saved = library.save(id, { baseVersion: 1, sections: next, reason: 'edit', legal: true, now: at(2) });
    expect(saved).toMatchObject({ version: 2, revision: 2, cards: 9, legal: true, sections: next, createdAt: at(1).toISOString(), updatedAt: at(2).toISOString() });
    expect(library.versions(id)).toEqual([
      { version: 2, savedAt: at(2).toISOString(), reason: 'edit', cards: 9, added: 3, removed: 4 },
      { version: 1, savedAt: at(1).toISOString(), reason: 'create', cards: 10, added: 10, removed: 0 },
    ]);
    expect(library.contents(id, 1)).toEqual(ants);
    expect(library.save('no-such-deck', { baseVersion: 1, sections: next, reason: 'edit', legal: true, now: at(2) })).toBeNull();
  });

  it('makes no version of contents equal to the newest, in whatever order', () => {
    const { library } = setup();
    const created = library.create(deck());
    const reordered: LibrarySections = { basic: [...ants.basic!].reverse(), reserve: [] };
    expect(library.save(created.id, { baseVersion: 1, sections: reordered, reason: 'edit', legal: true, now: at(5) })).toEqual(created);
    expect(library.versions(created.id)).toHaveLength(1);
  });

  it('refuses a save from a version that is not the newest, and writes nothing', () => {
    const { library } = setup();
    const { id } = library.create(deck());
    library.save(id, { baseVersion: 1, sections: {}, reason: 'edit', legal: false, now: at(2) });
    const stale = () => library.save(id, { baseVersion: 1, sections: ants, reason: 'edit', legal: false, now: at(3) });
    expect(stale).toThrow(StaleVersionError);
    expect(stale).toThrow(expect.objectContaining({ base: 1, newest: 2 }));
    expect(() => library.save(id, { baseVersion: 3, sections: ants, reason: 'edit', legal: false, now: at(3) })).toThrow(expect.objectContaining({ base: 3, newest: 2 }));
    expect(library.get(id)).toMatchObject({ version: 2, cards: 0, updatedAt: at(2).toISOString() });
  });

  it('changes metadata without a version, and keeps what is left out', () => {
    const { library } = setup();
    const { id } = library.create(deck({ format: 'competitive', notes: '古いメモ', tags: ['a', 'b'] }));
    const updated = library.update(id, { baseRevision: 1, name: '新しい名前', tags: ['c'], now: at(3) });
    expect(updated).toMatchObject({ name: '新しい名前', format: 'competitive', notes: '古いメモ', tags: ['c'], legal: false, version: 1, revision: 2, updatedAt: at(3).toISOString() });
    expect(library.update(id, { baseRevision: 2, format: null, notes: '', legal: true, now: at(4) })).toMatchObject({ name: '新しい名前', format: null, notes: '', tags: ['c'], legal: true });
    expect(library.versions(id)).toHaveLength(1);
    // A change from a revision another change moved on is refused, and writes nothing.
    expect(() => library.update(id, { baseRevision: 2, name: '古い窓', now: at(5) })).toThrow(StaleRevisionError);
    expect(library.get(id)).toMatchObject({ name: '新しい名前', revision: 3, updatedAt: at(4).toISOString() });
    expect(library.list({ query: '新しい' }).map((found) => found.id)).toEqual([id]);
    expect(library.list({ query: 'アリ軍団' })).toEqual([]);
    expect(library.update('no-such-deck', { baseRevision: 1, name: 'x', now: at(4) })).toBeNull();
  });

  it('duplicates the newest version as version 1 of a new deck with its format, notes and tags', () => {
    const { library } = setup();
    const source = library.create(deck({ format: 'competitive', notes: 'メモ', tags: ['アリ'] }));
    library.save(source.id, { baseVersion: 1, sections: { basic: [{ key: 'acg-s001', name: '兵隊蟻', count: 4 }] }, reason: 'edit', legal: true, now: at(2) });
    const copy = library.duplicate(source.id, { name: 'アリ軍団 (copy)', now: at(3) })!;
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({ name: 'アリ軍団 (copy)', format: 'competitive', notes: 'メモ', tags: ['アリ'], version: 1, cards: 4, legal: true, createdAt: at(3).toISOString() });
    expect(copy.sections).toEqual({ basic: [{ key: 'acg-s001', name: '兵隊蟻', count: 4 }] });
    expect(library.versions(copy.id)).toEqual([{ version: 1, savedAt: at(3).toISOString(), reason: 'duplicate', cards: 4, added: 4, removed: 0 }]);
    expect(library.get(source.id)).toMatchObject({ name: 'アリ軍団', version: 2 });
    expect(library.duplicate('no-such-deck', { name: 'x', now: at(3) })).toBeNull();
  });

  it('deletes a deck with its tags and versions', () => {
    const { sql, library } = setup();
    const kept = library.create(deck({ tags: ['アリ'] }));
    const { id } = library.create(deck({ tags: ['アリ', '速攻'] }));
    library.save(id, { baseVersion: 1, sections: {}, reason: 'edit', legal: false, now: at(2) });
    const rows = () => sql.prepare('SELECT (SELECT COUNT(*) FROM deck_tags) AS tags, (SELECT COUNT(*) FROM deck_versions) AS versions').get();
    expect(rows()).toEqual({ tags: 3, versions: 3 });
    expect(library.delete(id)).toEqual({ game: 'acg' });
    expect(rows()).toEqual({ tags: 1, versions: 1 });
    expect(library.get(id)).toBeNull();
    expect(library.delete(id)).toBeNull();
    expect(library.get(kept.id)).not.toBeNull();
  });

  it('lists by game, tag, format and folded text, the latest change first', () => {
    const { library } = setup();
    const army = library.create(deck({ tags: ['アリ', '速攻'], now: at(1) }));
    const competitive = library.create(deck({ name: 'Forest Rush', format: 'competitive', notes: '森のｼｶを4枚', tags: ['速攻'], now: at(2) }));
    const nova = library.create(deck({ game: 'nova', name: 'アリの研究', format: null, sections: {}, now: at(3) }));
    const dm = library.create(deck({ game: 'dm', name: '赤単', format: 'standard', sections: {}, now: at(4) }));
    const ids = (decks: { id: string }[]) => decks.map((found) => found.id);

    expect(ids(library.list())).toEqual([dm.id, nova.id, competitive.id, army.id]);
    expect(ids(library.list({ game: 'acg' }))).toEqual([competitive.id, army.id]);
    expect(ids(library.list({ tag: '速攻' }))).toEqual([competitive.id, army.id]);
    expect(ids(library.list({ tag: 'アリ', game: 'nova' }))).toEqual([]);
    // Decks without a format of their own are under their game's default.
    expect(ids(library.list({ format: { id: 'casual', defaultIn: ['acg'] } }))).toEqual([army.id]);
    expect(ids(library.list({ format: { id: 'standard', defaultIn: ['nova'] } }))).toEqual([dm.id, nova.id]);
    expect(ids(library.list({ format: { id: 'competitive', defaultIn: [] } }))).toEqual([competitive.id]);
    // Kana, width and case fold away; notes are searched too; an empty folded query filters nothing.
    expect(ids(library.list({ query: 'あり' }))).toEqual([nova.id, army.id]);
    expect(ids(library.list({ query: 'ｱﾘ軍団' }))).toEqual([army.id]);
    expect(ids(library.list({ query: 'forest rush' }))).toEqual([competitive.id]);
    expect(ids(library.list({ query: '森の シカ' }))).toEqual([competitive.id]);
    expect(ids(library.list({ query: ' ・ ' }))).toHaveLength(4);
    // A query never matches across the end of the name and the start of the notes.
    expect(library.list({ query: 'rush森' })).toEqual([]);

    library.update(army.id, { baseRevision: army.revision, notes: 'x', now: at(9) });
    expect(ids(library.list({ game: 'acg' }))).toEqual([army.id, competitive.id]);
  });

  it('uses the indexes to list by game and by tag, the latest change first', () => {
    const { sql } = setup();
    // The shapes of the list's statements.
    const plan = (where: string) =>
      (sql.prepare(`EXPLAIN QUERY PLAN SELECT d.id FROM decks d ${where} ORDER BY d.updated_at DESC, d.name, d.id`).all() as { detail: string }[])
        .map((row) => row.detail)
        .join('\n');
    expect(plan(`WHERE d.game = 'acg'`)).toContain('USING INDEX decks_game_updated (game=?)');
    expect(plan('')).toContain('USING INDEX decks_updated');
    expect(plan(`WHERE d.id IN (SELECT deck_id FROM deck_tags WHERE tag = 'アリ')`)).toContain('USING COVERING INDEX deck_tags_tag (tag=?)');
  });

  it('counts the decks of each tag, in one game or all', () => {
    const { library } = setup();
    library.create(deck({ tags: ['アリ', '速攻'] }));
    library.create(deck({ tags: ['速攻'] }));
    library.create(deck({ game: 'dm', sections: {}, tags: ['速攻', '赤'] }));
    expect(library.tags()).toEqual([
      { tag: 'アリ', decks: 1 },
      { tag: '赤', decks: 1 },
      { tag: '速攻', decks: 3 },
    ]);
    expect(library.tags('acg')).toEqual([
      { tag: 'アリ', decks: 1 },
      { tag: '速攻', decks: 2 },
    ]);
    expect(library.tags('pmv')).toEqual([]);
  });

  it('reads a deck whose card left the database by its saved name, with the key missing and no verdict', () => {
    const { sql, library } = setup();
    const { id } = library.create(deck({ sections: { ...ants, reserve: [{ key: 'acg-s001', name: '兵隊蟻', count: 1 }] }, legal: true }));
    expect(library.get(id)).toMatchObject({ legal: true, missing: [] });
    sql.prepare(`DELETE FROM cards WHERE game = 'acg' AND card_key IN ('acg-s001', 'acg-s003')`).run();
    const read = library.get(id)!;
    expect(read).toMatchObject({ legal: null, missing: ['acg-s001', 'acg-s003'], cards: 11 });
    expect(read.sections.basic).toEqual(ants.basic);
    expect(library.list()).toMatchObject([{ id, legal: null }]);
  });
});
