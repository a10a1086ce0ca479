import { afterEach, describe, expect, it } from 'vitest';
import { RECENT_DECKS } from '../../db/library/recent';
import { apiOf, makeBackend, TEST_NOW, type TestBackend } from '../../test/helpers/backend';
import { useTempDir } from '../../test/helpers/temp';

const tempDir = useTempDir();
let current: TestBackend | undefined;
afterEach(() => current?.db.close());

/** A backend whose clock moves on a minute per call, so each opening has its own time. */
function setup() {
  let minutes = 0;
  current = makeBackend(tempDir(), { clock: { now: () => new Date(TEST_NOW.getTime() + 60_000 * minutes++) } });
  return apiOf(current);
}

describe('recently opened decks', () => {
  it('lists the decks opened newest first across games, each once, with its game and current name', async () => {
    const { ok, events } = setup();
    const ants = await ok('library.create', { game: 'acg', name: 'アリ軍団' });
    const ninja = await ok('library.create', { game: 'fab', name: 'Ninja' });
    expect(await ok('recent.list', {})).toEqual([]);
    await ok('recent.add', { id: ants.id });
    await ok('recent.add', { id: ninja.id });
    const again = await ok('recent.add', { id: ants.id });
    expect(again.map(({ id, game, name }) => ({ id, game, name }))).toEqual([
      { id: ants.id, game: 'acg', name: 'アリ軍団' },
      { id: ninja.id, game: 'fab', name: 'Ninja' },
    ]);
    expect(again[0]!.openedAt > again[1]!.openedAt).toBe(true);
    expect(events.filter((message) => message.event === 'recent.changed').map((message) => (message.payload as unknown[]).length)).toEqual([1, 2, 2]);

    // A renamed deck shows its new name; a deleted one drops off without a word to the list.
    await ok('library.update', { id: ninja.id, baseRevision: ninja.revision, name: 'Katsu' });
    expect((await ok('recent.list', {})).map((deck) => deck.name)).toEqual(['アリ軍団', 'Katsu']);
    await ok('library.delete', { id: ants.id });
    expect((await ok('recent.list', {})).map((deck) => deck.name)).toEqual(['Katsu']);
  });

  it(`keeps the newest ${RECENT_DECKS}, refuses a deck that does not exist, and clears`, async () => {
    const { ok, call } = setup();
    const decks = [];
    for (let i = 1; i <= RECENT_DECKS + 2; i++) decks.push(await ok('library.create', { game: 'acg', name: `デッキ${i}` }));
    for (const deck of decks) await ok('recent.add', { id: deck.id });
    const list = await ok('recent.list', {});
    expect(list.map((deck) => deck.name)).toEqual(decks.slice(2).reverse().map((deck) => deck.name));

    const missing = await call('recent.add', { id: 'no-such-deck' });
    expect(missing).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', message: 'no saved deck with id "no-such-deck"' } });
    expect(await ok('recent.list', {})).toEqual(list);

    expect(await ok('recent.clear', {})).toEqual([]);
    expect(await ok('recent.list', {})).toEqual([]);
  });
});
