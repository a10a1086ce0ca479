import { afterEach, describe, expect, it } from 'vitest';
import { games } from '../engine/games/registry';
import { makeBackend, type TestBackend } from '../test/helpers/backend';
import { useTempDir } from '../test/helpers/temp';
import type { EventMessage } from './contract';

const tempDir = useTempDir();
/** The image preferences of a database where none were chosen. */
const NO_IMAGES = { imageFolders: { acg: null, pmv: null, nova: null, dm: null, fab: null }, downloadImages: false };
let current: TestBackend | undefined;
afterEach(() => current?.db.close());
function setup() {
  current = makeBackend(tempDir());
  return current;
}

describe('createBackend', () => {
  it('lists the five games with their sections', async () => {
    const { backend } = setup();
    const response = await backend.invoke('games.list', {});
    expect(response.ok).toBe(true);
    if (!response.ok) return;
    expect(response.result).toHaveLength(5);
    expect(response.result).toEqual(
      games.map((g) => ({
        id: g.id,
        abbreviation: g.abbreviation,
        name: g.name,
        cardLanguage: g.cardLanguage,
        sections: g.sections,
        drawPile: g.setup.drawPile.section,
        cardKinds: g.cardKinds,
        // A renderer learns whose each zone is and who sees it; order, capacity and rules stay in the engine.
        zones: g.zones.map(({ id, label, owner, visibility }) => ({ id, label, owner, visibility })),
      })),
    );
  });

  it('treats missing params as empty for methods that take none', async () => {
    const { backend } = setup();
    expect(await backend.invoke('games.list', undefined)).toMatchObject({ ok: true });
  });

  it('gets one game, and rejects an unknown id by naming the field', async () => {
    const { backend } = setup();
    expect(await backend.invoke('games.get', { id: 'fab' })).toMatchObject({
      ok: true,
      result: { id: 'fab', sections: [{ id: 'hero' }, { id: 'arena' }, { id: 'deck' }] },
    });
    expect(await backend.invoke('games.get', { id: 'mtg' })).toEqual({
      ok: false,
      error: { code: 'INVALID_PARAMS', message: 'games.get: id: unknown game "mtg"; the games are acg, pmv, nova, dm, fab' },
    });
  });

  it('rejects unknown methods, including names inherited from Object', async () => {
    const { backend } = setup();
    for (const method of ['games.delete', 'toString', '__proto__', 'constructor', 42, null]) {
      const response = await backend.invoke(method, {});
      expect(response).toEqual({ ok: false, error: { code: 'UNKNOWN_METHOD', message: expect.any(String) } });
    }
  });

  it('rejects params of the wrong shape and unknown fields', async () => {
    const { backend } = setup();
    const cases: [string, unknown, RegExp][] = [
      ['games.list', { verbose: true }, /games\.list: .*verbose/i],
      ['games.list', 'all', /games\.list: /],
      ['games.get', {}, /games\.get: id: /],
      ['settings.update', { locale: 'fr' }, /locale: unknown language "fr"/],
      ['settings.update', { gameId: 7 }, /gameId: /],
      ['settings.update', { theme: 'dark' }, /theme/],
    ];
    for (const [method, params, message] of cases) {
      const response = await backend.invoke(method, params);
      expect(response.ok, `${method} ${JSON.stringify(params)}`).toBe(false);
      if (response.ok) continue;
      expect(response.error.code).toBe('INVALID_PARAMS');
      expect(response.error.message).toMatch(message);
    }
  });

  it('reports where the database lives and its schema version', async () => {
    const { backend, db } = setup();
    expect(await backend.invoke('app.info', {})).toEqual({
      ok: true,
      result: { name: 'Deck Dojo', version: expect.stringMatching(/^\d+\.\d+\.\d+/), host: 'cli', databasePath: db.path, schemaVersion: db.schemaVersion },
    });
  });

  it('keeps settings in the database and pushes a change event', async () => {
    const dir = tempDir();
    current = makeBackend(dir);
    const events: EventMessage[] = [];
    current.backend.subscribe((message) => events.push(message));
    expect(await current.backend.invoke('settings.get', {})).toEqual({ ok: true, result: { locale: null, gameId: null, ...NO_IMAGES } });
    expect(await current.backend.invoke('settings.update', { locale: 'en', gameId: 'dm' })).toEqual({
      ok: true,
      result: { locale: 'en', gameId: 'dm', ...NO_IMAGES },
    });
    expect(await current.backend.invoke('settings.update', { gameId: 'fab' })).toMatchObject({
      result: { locale: 'en', gameId: 'fab' },
    });
    expect(events).toEqual([
      { event: 'settings.changed', payload: { locale: 'en', gameId: 'dm', ...NO_IMAGES } },
      { event: 'settings.changed', payload: { locale: 'en', gameId: 'fab', ...NO_IMAGES } },
    ]);
    // An update that changes nothing writes nothing and announces nothing.
    await current.backend.invoke('settings.update', {});
    expect(events).toHaveLength(2);

    current.db.close();
    current = makeBackend(dir);
    expect(await current.backend.invoke('settings.get', {})).toEqual({ ok: true, result: { locale: 'en', gameId: 'fab', ...NO_IMAGES } });
    const row = current.db.sql.prepare(`SELECT updated_at FROM settings WHERE key = 'gameId'`).get();
    expect(row).toEqual({ updated_at: '2026-11-22T09:00:00.000Z' });
  });

  it('clears a setting with null, and reads a stored value it no longer knows as null', async () => {
    const { backend, db } = setup();
    await backend.invoke('settings.update', { locale: 'ja', gameId: 'acg' });
    expect(await backend.invoke('settings.update', { gameId: null })).toMatchObject({ result: { locale: 'ja', gameId: null } });
    db.sql.prepare(`UPDATE settings SET value = '"mtg"' WHERE key = 'locale'`).run();
    expect(await backend.invoke('settings.get', {})).toEqual({ ok: true, result: { locale: null, gameId: null, ...NO_IMAGES } });
  });

  it('sets one game’s image folder without touching the others’, and the download switch', async () => {
    const { backend, db } = setup();
    const dm = tempDir();
    const fab = tempDir();
    await backend.invoke('settings.update', { imageFolders: { dm, fab } });
    expect(await backend.invoke('settings.update', { imageFolders: { fab: null }, downloadImages: true })).toEqual({
      ok: true,
      result: { locale: null, gameId: null, imageFolders: { ...NO_IMAGES.imageFolders, dm }, downloadImages: true },
    });
    // The path is trimmed; a relative one would depend on where the backend was started.
    expect(await backend.invoke('settings.update', { imageFolders: { acg: `  ${dm}  ` } })).toMatchObject({ result: { imageFolders: { acg: dm } } });
    expect(await backend.invoke('settings.update', { imageFolders: { acg: 'cards/acg' } })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PARAMS', message: expect.stringMatching(/imageFolders\.acg: must be an absolute path/) },
    });
    expect(await backend.invoke('settings.update', { imageFolders: { mtg: dm } })).toMatchObject({ ok: false, error: { code: 'INVALID_PARAMS' } });
    // Stored junk (a hand-edited database) reads as "not chosen" per field.
    db.sql.prepare(`UPDATE settings SET value = '{"dm": 5, "pmv": "/cards"}' WHERE key = 'imageFolders'`).run();
    db.sql.prepare(`UPDATE settings SET value = '"yes"' WHERE key = 'downloadImages'`).run();
    expect(await backend.invoke('settings.get', {})).toMatchObject({ result: { imageFolders: { ...NO_IMAGES.imageFolders, pmv: '/cards' }, downloadImages: false } });
  });

  it('turns an unexpected failure into an INTERNAL error and logs it', async () => {
    const { backend, db, logged } = setup();
    db.sql.exec('DROP TABLE settings');
    const response = await backend.invoke('settings.get', {});
    expect(response).toEqual({ ok: false, error: { code: 'INTERNAL', message: expect.stringMatching(/^settings\.get failed: .*settings/) } });
    expect(logged).toHaveLength(1);
  });

  it('keeps delivering events when one listener throws', async () => {
    const { backend, logged } = setup();
    const received: string[] = [];
    backend.subscribe(() => {
      throw new Error('listener broke');
    });
    const unsubscribe = backend.subscribe((message) => received.push(message.event));
    await backend.invoke('settings.update', { locale: 'en' });
    unsubscribe();
    await backend.invoke('settings.update', { locale: 'ja' });
    expect(received).toEqual(['settings.changed']);
    expect(logged.map((entry) => entry.message)).toEqual([
      'event listener failed on settings.changed',
      'event listener failed on settings.changed',
    ]);
  });
});
