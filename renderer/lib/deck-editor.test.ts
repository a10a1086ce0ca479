/**
 * The deck editor's state over a real backend and database: edits with undo and redo, the verdict and statistics
 * that follow each edit, saving as versions, a save refused after another window saved, and one kept from saving
 * by another program's write lock.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { CardSummary, GameInfo } from '../../api/contract';
import { Sqlite } from '../../db/sqlite';
import { makeBackend, type TestBackend } from '../../test/helpers/backend';
import { inProcessBridge } from '../../test/helpers/bridge';
import { useTempDir } from '../../test/helpers/temp';
import { createClient, type ApiClient } from './client';
import { DeckEditor, toParams } from './deck-editor.svelte';

const tempDir = useTempDir();
let test: TestBackend | undefined;
let editor: DeckEditor | undefined;
afterEach(() => {
  editor?.dispose();
  test?.db.close();
});

async function setup({ busyWaitMs, busyRetriesMs }: { busyWaitMs?: number; busyRetriesMs?: number[] } = {}): Promise<{ client: ApiClient; game: GameInfo; cards: Map<string, CardSummary>; deckId: string }> {
  test = makeBackend(tempDir(), { packs: ['sample-acg.json'], busyWaitMs });
  const client = createClient(inProcessBridge(test.backend), { busyRetriesMs });
  const game = await client.call('games.get', { id: 'acg' });
  const found = await client.call('cards.search', { game: 'acg', limit: 200 });
  const deck = await client.call('library.create', { game: 'acg', name: 'アリ軍団' });
  return { client, game, cards: new Map(found.cards.map((card) => [card.name, card])), deckId: deck.id };
}

/** Waits for the editor's verdict and statistics to catch up with its contents. */
async function settled(deckEditor: DeckEditor): Promise<void> {
  await deckEditor.refresh();
}

describe('DeckEditor', () => {
  it('adds cards to their own section, changes and moves copies, and undoes and redoes every edit', async () => {
    const { client, game, cards, deckId } = await setup();
    editor = new DeckEditor(client, game, 60_000);
    await editor.open(deckId);
    const ant = cards.get('兵隊蟻')!;
    const plains = cards.get('ひらけた平野')!;
    editor.add(ant);
    editor.add(ant);
    editor.add(plains, undefined, 10);
    expect(toParams(editor.sections)).toEqual({ basic: [{ key: ant.key, count: 2 }], territory: [{ key: plains.key, count: 10 }] });
    editor.change('basic', ant.key, 3);
    editor.move(plains.key, 'territory', 'reserve', 4);
    expect(toParams(editor.sections)).toEqual({
      basic: [{ key: ant.key, count: 5 }],
      territory: [{ key: plains.key, count: 6 }],
      reserve: [{ key: plains.key, count: 4 }],
    });
    editor.undo();
    expect(editor.count('territory')).toBe(10);
    editor.undo();
    expect(editor.count('basic')).toBe(2);
    expect(editor.canRedo).toBe(true);
    editor.redo();
    editor.redo();
    expect(editor.count('reserve')).toBe(4);
    expect(editor.canRedo).toBe(false);
    // An edit that changes nothing is not an edit.
    editor.move(ant.key, 'basic', 'basic');
    editor.setCount('basic', 'no-such-card', 3);
    editor.undo();
    expect(editor.count('reserve')).toBe(0);
    expect(editor.count('territory')).toBe(10);
  });

  it('edits in place: the rows an edit leaves alone stay the same objects, so only the changed rows render again', async () => {
    const { client, game, cards, deckId } = await setup();
    editor = new DeckEditor(client, game, 60_000);
    await editor.open(deckId);
    const [ant, queen, fox] = ['兵隊蟻', '女王アリ', '双子狐'].map((name) => cards.get(name)!);
    editor.add(ant!, 'basic', 2);
    editor.add(queen!, 'basic');
    const [antLine, queenLine] = editor.sections.basic!;
    editor.change('basic', ant!.key, 1);
    editor.add(fox!, 'basic');
    expect(editor.sections.basic![0]).toBe(antLine);
    expect(editor.sections.basic![1]).toBe(queenLine);
    expect(toParams(editor.sections).basic).toEqual([
      { key: ant!.key, count: 3 },
      { key: queen!.key, count: 1 },
      { key: fox!.key, count: 1 },
    ]);
    // Undo still gives back each earlier state.
    editor.undo();
    editor.undo();
    expect(toParams(editor.sections).basic).toEqual([
      { key: ant!.key, count: 2 },
      { key: queen!.key, count: 1 },
    ]);
  });

  it('checks the deck after each edit: a violation with its rule appears, and leaves with the edit undone', async () => {
    const { client, game, cards, deckId } = await setup();
    editor = new DeckEditor(client, game, 60_000);
    await editor.open(deckId);
    editor.add(cards.get('双子狐')!, 'basic', 2);
    await settled(editor);
    expect(editor.validation?.violations.some((v) => v.rule === 'ACG 501.3b')).toBe(false);
    editor.add(cards.get('双子狐')!);
    await settled(editor);
    const over = editor.validation?.violations.find((v) => v.code === 'copies');
    expect(over).toMatchObject({ rule: 'ACG 501.3b', cards: [{ name: '双子狐' }] });
    expect(editor.stats?.breakdown.sections.find((s) => s.section === 'basic')?.copies).toBe(3);
    editor.undo();
    await settled(editor);
    expect(editor.validation?.violations.some((v) => v.code === 'copies')).toBe(false);
  });

  it('saves a pause after the last edit as a new version, and says when another window saved first', async () => {
    const { client, game, cards, deckId } = await setup();
    editor = new DeckEditor(client, game, 20);
    await editor.open(deckId);
    editor.add(cards.get('兵隊蟻')!, 'basic', 8);
    expect(editor.saveState).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 80));
    await editor.save();
    expect(editor.saveState).toBe('saved');
    expect(editor.deck?.version).toBe(2);
    const saved = await client.call('library.get', { id: deckId });
    expect(saved.sections.basic).toEqual([{ key: cards.get('兵隊蟻')!.key, name: '兵隊蟻', count: 8 }]);

    // Another window saves version 3; this one's next save started from version 2.
    await client.call('library.save', { id: deckId, sections: { basic: [{ key: cards.get('女王アリ')!.key, count: 1 }] }, baseVersion: 2 });
    editor.add(cards.get('双子狐')!);
    await editor.save();
    expect(editor.saveState).toBe('conflict');
    expect(editor.saveError).toMatch(/version 2 is not the newest/);
    await editor.reload();
    expect(editor.saveState).toBe('saved');
    expect(toParams(editor.sections)).toEqual({ basic: [{ key: cards.get('女王アリ')!.key, count: 1 }] });
  });

  it('renames and saves from what it last read, and takes in another window\'s change of the details it was refused over', async () => {
    const { client, game, cards, deckId } = await setup();
    editor = new DeckEditor(client, game, 60_000);
    await editor.open(deckId);
    // Its own rename, then a save, then a retag: each from what the one before answered.
    await editor.updateDetails({ name: '森のアリ' });
    expect(editor.deck).toMatchObject({ name: '森のアリ', version: 1, revision: 2 });
    editor.add(cards.get('兵隊蟻')!, 'basic', 8);
    await editor.save();
    expect([editor.saveState, editor.deck?.version, editor.deck?.revision]).toEqual(['saved', 2, 3]);
    await editor.updateDetails({ tags: ['森'] });
    expect(editor.deck).toMatchObject({ name: '森のアリ', tags: ['森'], version: 2, revision: 4 });
    expect(editor.detailsConflict).toBe(false);

    // Another window renames; this one's retag started from revision 4: refused, and the other's name shown.
    const other = await client.call('library.get', { id: deckId });
    await client.call('library.update', { id: deckId, baseRevision: other.revision, name: 'アリの巣' });
    editor.add(cards.get('双子狐')!);
    await editor.updateDetails({ tags: ['巣'] });
    expect(editor.detailsConflict).toBe(true);
    expect(editor.deck).toMatchObject({ name: 'アリの巣', tags: ['森'], version: 2, revision: 5 });
    expect((await client.call('library.get', { id: deckId })).tags).toEqual(['森']);
    // Its unsaved edit is still there and saves; the retag sent again is taken.
    expect(editor.saveState).toBe('pending');
    await editor.save();
    expect([editor.saveState, editor.deck?.version]).toEqual(['saved', 3]);
    await editor.updateDetails({ tags: ['巣'] });
    expect(editor.detailsConflict).toBe(false);
    expect(await client.call('library.get', { id: deckId })).toMatchObject({ name: 'アリの巣', tags: ['巣'], version: 3, revision: 7 });
  });

  it('keeps an edit another program kept from being saved, says so, and saves it once the database is free', async () => {
    const { client, game, cards, deckId } = await setup({ busyWaitMs: 20, busyRetriesMs: [1, 1] });
    editor = new DeckEditor(client, game, 60_000);
    await editor.open(deckId);
    const ant = { key: cards.get('兵隊蟻')!.key, count: 8 };
    // Another program holds the write lock past the backend's wait and the client's tries.
    const other = new Sqlite(test!.db.path);
    other.exec('BEGIN IMMEDIATE');
    editor.add(cards.get('兵隊蟻')!, 'basic', 8);
    await editor.save();
    expect([editor.saveState, editor.saveErrorCode]).toEqual(['failed', 'BUSY']);
    expect(toParams(editor.sections)).toEqual({ basic: [ant] });
    expect(editor.deck?.version).toBe(1);
    other.exec('COMMIT');
    other.close();
    await editor.save();
    expect([editor.saveState, editor.saveErrorCode, editor.deck?.version]).toEqual(['saved', null, 2]);
    expect(toParams((await client.call('library.get', { id: deckId })).sections)).toEqual({ basic: [ant] });
  });
});
