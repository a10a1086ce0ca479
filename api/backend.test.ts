import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open';
import { loadBundledPacks } from '../db/bundled-packs';
import { findGame, games } from '../engine/games/registry';
import { makeBackend, type TestBackend } from '../test/helpers/backend';
import { useTempDir } from '../test/helpers/temp';
import { createBackend } from './backend';
import type { Diagnostics, EventMessage } from './contract';
import { openLogFile } from './services/log';
import { unchosenSettings } from '../test/helpers/settings';

const tempDir = useTempDir();
/** The preferences of a database where none were chosen, but for the language and the game. */
const UNCHOSEN = unchosenSettings();
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
        // What a goldfish dummy can have: DM shields (5), a fixed life, or the hero's (FaB).
        dummy: {
          life: { acg: 'fixed', pmv: 'fixed', nova: 'fixed', dm: null, fab: 'fromCard' }[g.id],
          startingLife: { acg: 20, pmv: 25, nova: 2000, dm: null, fab: null }[g.id],
          shields: g.id === 'dm' ? 5 : null,
        },
        presentation: g.presentation,
        // DM's free sideboarding, the one house rule a game offers so far.
        houseRules: g.id === 'dm' ? [expect.objectContaining({ id: 'freeSideboarding', default: false, departsFrom: 'DM 100.2' })] : [],
        // ACG's rules leave a match with drawn games undecided (201-2c); the others say nothing of it.
        matchWithDraws: g.id === 'acg' ? g.match!.withDraws : null,
        // FaB's cards update from fab-cube, which holds their texts and names their images; FaB and DM say where
        // missing rules texts come from.
        cardData: {
          hasUpdateSource: g.id === 'fab',
          textsAndImagesSource: g.id === 'fab',
          missingTextHint: g.id === 'fab' || g.id === 'dm' ? g.cardData.missingTextHint : null,
          // A game's own third-party formats first, then the ones every game reads.
          importFormats: [...({ fab: ['fab-cube'], dm: ['dm-modern', 'dm-classic', 'dm-en'] }[g.id as 'fab' | 'dm'] ?? []), 'csv', 'json', 'regulation-csv'],
          // ACG, PMV and NOVA ship sample cards made up for Deck Dojo.
          sampleSource: g.id === 'dm' || g.id === 'fab' ? null : `sample-${g.id}`,
        },
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
      ['settings.update', { theme: 'sepia' }, /theme: unknown theme "sepia"/],
      ['settings.update', { defaultFormats: { mtg: 'standard' } }, /defaultFormats\.mtg: unknown game/],
      ['settings.update', { defaultFormats: { fab: 'vintage' } }, /defaultFormats\.fab: unknown format "vintage"; the formats of fab are cc, /],
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

  it('gathers diagnostics for a bug report: versions, platform, the database, the log and this run’s problems', async () => {
    const dir = tempDir();
    const db = openDatabase({ path: join(dir, 'deck-dojo.db') });
    const log = openLogFile({ folder: join(dir, 'logs'), name: 'deck-dojo', now: () => new Date('2026-11-26T09:00:00.000Z') });
    const backend = createBackend({ db, host: 'electron', log });
    try {
      log.warn('the daily backup was late');
      db.sql.exec('DROP TABLE settings');
      expect(await backend.invoke('settings.get', {})).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
      const response = await backend.invoke('app.diagnostics', {});
      if (!response.ok) throw new Error(response.error.message);
      const diagnostics = response.result as Diagnostics;
      expect(diagnostics).toMatchObject({
        app: { name: 'Deck Dojo', host: 'electron', databasePath: db.path, schemaVersion: db.schemaVersion },
        runtime: { node: process.versions.node, electron: null, chrome: null, sqlite: expect.stringMatching(/^3\.\d+\.\d+$/), platform: process.platform, arch: process.arch },
        logFile: join(dir, 'logs', 'deck-dojo.log'),
      });
      expect(diagnostics.databaseBytes).toBe(statSync(db.path).size + statSync(`${db.path}-wal`).size);
      expect(diagnostics.problems.map((entry) => [entry.level, entry.message.split('\n')[0]])).toEqual([
        ['warn', 'the daily backup was late'],
        ['error', 'settings.get failed: SqliteError: no such table: settings'],
      ]);
      const lines = diagnostics.text.split('\n');
      expect(lines.slice(0, 5)).toEqual([
        `Deck Dojo ${diagnostics.app.version} (electron)`,
        `Platform: ${process.platform} ${diagnostics.runtime.osRelease} ${process.arch}`,
        `Node ${process.versions.node} · SQLite ${diagnostics.runtime.sqlite}`,
        `Database: ${db.path} (schema ${db.schemaVersion}, ${(diagnostics.databaseBytes / 1024 / 1024).toFixed(1)} MB)`,
        `Log: ${join(dir, 'logs', 'deck-dojo.log')}`,
      ]);
      expect(lines[5]).toBe('Problems this run (last 2 of 2):');
      expect(lines[6]).toBe('  2026-11-26T09:00:00.000Z WARN the daily backup was late');
      expect(readFileSync(join(dir, 'logs', 'deck-dojo.log'), 'utf8')).toContain('ERROR settings.get failed: SqliteError: no such table: settings');
    } finally {
      await backend.close();
      db.close();
    }
  });

  it('keeps settings in the database and pushes a change event', async () => {
    const dir = tempDir();
    current = makeBackend(dir);
    const events: EventMessage[] = [];
    current.backend.subscribe((message) => events.push(message));
    expect(await current.backend.invoke('settings.get', {})).toEqual({ ok: true, result: { ...UNCHOSEN, locale: null, gameId: null } });
    expect(await current.backend.invoke('settings.update', { locale: 'en', gameId: 'dm' })).toEqual({
      ok: true,
      result: { ...UNCHOSEN, locale: 'en', gameId: 'dm' },
    });
    expect(await current.backend.invoke('settings.update', { gameId: 'fab' })).toMatchObject({
      result: { locale: 'en', gameId: 'fab' },
    });
    expect(events).toEqual([
      { event: 'settings.changed', payload: { ...UNCHOSEN, locale: 'en', gameId: 'dm' } },
      { event: 'settings.changed', payload: { ...UNCHOSEN, locale: 'en', gameId: 'fab' } },
    ]);
    // An update that changes nothing writes nothing and announces nothing.
    await current.backend.invoke('settings.update', {});
    expect(events).toHaveLength(2);

    current.db.close();
    current = makeBackend(dir);
    expect(await current.backend.invoke('settings.get', {})).toEqual({ ok: true, result: { ...UNCHOSEN, locale: 'en', gameId: 'fab' } });
    const row = current.db.sql.prepare(`SELECT updated_at FROM settings WHERE key = 'gameId'`).get();
    expect(row).toEqual({ updated_at: '2026-11-22T09:00:00.000Z' });
  });

  it('clears a setting with null, and reads a stored value it no longer knows as null', async () => {
    const { backend, db } = setup();
    await backend.invoke('settings.update', { locale: 'ja', gameId: 'acg' });
    expect(await backend.invoke('settings.update', { gameId: null })).toMatchObject({ result: { locale: 'ja', gameId: null } });
    db.sql.prepare(`UPDATE settings SET value = '"mtg"' WHERE key = 'locale'`).run();
    expect(await backend.invoke('settings.get', {})).toEqual({ ok: true, result: { ...UNCHOSEN, locale: null, gameId: null } });
  });

  it('sets one game’s image folder without touching the others’, and the download switch', async () => {
    const { backend, db } = setup();
    const dm = tempDir();
    const fab = tempDir();
    await backend.invoke('settings.update', { imageFolders: { dm, fab } });
    expect(await backend.invoke('settings.update', { imageFolders: { fab: null }, downloadImages: true })).toEqual({
      ok: true,
      result: { ...UNCHOSEN, locale: null, gameId: null, imageFolders: { ...UNCHOSEN.imageFolders, dm }, downloadImages: true },
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
    expect(await backend.invoke('settings.get', {})).toMatchObject({ result: { imageFolders: { ...UNCHOSEN.imageFolders, pmv: '/cards' }, downloadImages: false } });
  });

  it('keeps the theme and each game’s default format, setting only the games named', async () => {
    const { backend, db } = setup();
    expect(await backend.invoke('settings.update', { theme: 'dark', defaultFormats: { fab: 'blitz' } })).toEqual({
      ok: true,
      result: { ...UNCHOSEN, theme: 'dark', defaultFormats: { ...UNCHOSEN.defaultFormats, fab: 'blitz' } },
    });
    expect(await backend.invoke('settings.update', { defaultFormats: { acg: 'competitive' } })).toMatchObject({
      result: { theme: 'dark', defaultFormats: { ...UNCHOSEN.defaultFormats, fab: 'blitz', acg: 'competitive' } },
    });
    // Only the games chosen are stored; the others follow the built-in default.
    expect(JSON.parse((db.sql.prepare(`SELECT value FROM settings WHERE key = 'defaultFormats'`).get() as { value: string }).value)).toEqual({ fab: 'blitz', acg: 'competitive' });
    // So DM, never chosen, takes its 殿堂 list as soon as the DM card data brings it.
    loadBundledPacks(db.sql, { cardLanguage: (game) => findGame(game)!.cardLanguage, now: new Date(), only: ['dm.json.gz'] });
    expect(await backend.invoke('settings.get', {})).toMatchObject({ result: { defaultFormats: { dm: 'standard', fab: 'blitz' } } });
    db.sql.exec(`DELETE FROM regulations WHERE game = 'dm'`);
    // A format this database does not have (DM's hall of fame without DM card data) is refused, naming those it has.
    expect(await backend.invoke('settings.update', { defaultFormats: { dm: 'standard' } })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PARAMS', message: 'defaultFormats.dm: unknown format "standard"; the formats of dm are none' },
    });
    // A stored format that is gone (its regulation list removed, a hand-edited file) reads as the game's default.
    db.sql.prepare(`UPDATE settings SET value = '{"fab": "vintage", "acg": 3}' WHERE key = 'defaultFormats'`).run();
    db.sql.prepare(`UPDATE settings SET value = '"sepia"' WHERE key = 'theme'`).run();
    expect(await backend.invoke('settings.get', {})).toEqual({ ok: true, result: UNCHOSEN });
  });

  it('defaults Duel Masters decks to the hall-of-fame regulation where the card data has that list', async () => {
    current = makeBackend(tempDir(), { packs: ['dm.json.gz'] });
    const { backend } = current;
    expect(await backend.invoke('settings.get', {})).toEqual({ ok: true, result: unchosenSettings('standard') });
    expect(await backend.invoke('settings.update', { defaultFormats: { dm: 'none' } })).toMatchObject({ result: { defaultFormats: { dm: 'none' } } });
    expect(await backend.invoke('settings.update', { defaultFormats: { dm: 'classic' } })).toMatchObject({ result: { defaultFormats: { dm: 'classic' } } });
  });

  it('keeps the player’s key bindings as a whole, and refuses a bad key naming the command', async () => {
    const { backend, db } = setup();
    const events: EventMessage[] = [];
    backend.subscribe((message) => events.push(message));
    const bindings = { 'editor.undo': ['Mod+U'], 'table.draw': ['D', 'Shift+?'], 'editor.redo': [] };
    expect(await backend.invoke('settings.update', { shortcuts: bindings })).toEqual({ ok: true, result: { ...UNCHOSEN, shortcuts: bindings } });
    expect(events).toEqual([{ event: 'settings.changed', payload: { ...UNCHOSEN, shortcuts: bindings } }]);
    // The update replaces the set: a reset binding is left out; other settings keep them.
    await backend.invoke('settings.update', { shortcuts: { 'table.draw': ['Mod+Alt+D'] } });
    expect(await backend.invoke('settings.update', { locale: 'en' })).toMatchObject({ result: { locale: 'en', shortcuts: { 'table.draw': ['Mod+Alt+D'] } } });
    const refused: [unknown, RegExp][] = [
      [{ 'editor.undo': ['Hyper+Z'] }, /^settings\.update: shortcuts\.editor\.undo: "Hyper\+Z" is not a key binding; write keys like Mod\+Shift\+Z/],
      [{ 'editor.undo': ['Mod+z'] }, /shortcuts\.editor\.undo: "Mod\+z" is not a key binding/],
      [{ 'editor.undo': ['Shift+Mod+Z'] }, /shortcuts\.editor\.undo: "Shift\+Mod\+Z" is not a key binding/],
      [{ 'table.draw': ['D', 'Mod+'] }, /shortcuts\.table\.draw: "Mod\+" is not a key binding/],
      [{ 'table.draw': ['F25'] }, /shortcuts\.table\.draw: "F25" is not a key binding/],
      [{ 'table.draw': 'D' }, /shortcuts\.table\.draw: must be a list of keys/],
      [{ 'not a command': ['D'] }, /shortcuts.*is not a command id/],
    ];
    for (const [shortcuts, message] of refused) {
      const response = await backend.invoke('settings.update', { shortcuts });
      expect(response, JSON.stringify(shortcuts)).toMatchObject({ ok: false, error: { code: 'INVALID_PARAMS', message: expect.stringMatching(message) } });
    }
    expect(await backend.invoke('settings.get', {})).toMatchObject({ result: { shortcuts: { 'table.draw': ['Mod+Alt+D'] } } });
    // Stored junk (a hand-edited database) drops only the commands whose keys do not read.
    db.sql.prepare(`UPDATE settings SET value = '{"a.b": ["F2"], "c.d": ["Nope+X"], "e.f": 3}' WHERE key = 'shortcuts'`).run();
    expect(await backend.invoke('settings.get', {})).toMatchObject({ result: { shortcuts: { 'a.b': ['F2'] } } });
    db.sql.prepare(`UPDATE settings SET value = '["F2"]' WHERE key = 'shortcuts'`).run();
    expect(await backend.invoke('settings.get', {})).toMatchObject({ result: { shortcuts: {} } });
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
