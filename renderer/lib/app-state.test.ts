import { afterEach, describe, expect, it } from 'vitest';
import { LATEST_SCHEMA_VERSION, makeBackend, type TestBackend } from '../../test/helpers/backend';
import { inProcessBridge } from '../../test/helpers/bridge';
import { useTempDir } from '../../test/helpers/temp';
import { locale, setLocale } from '../i18n/index.svelte';
import { AppState, hashOf, routeFromHash, tableHash, tableRouteFromHash } from './app-state.svelte';
import { defineAppCommands } from './app-commands';
import { createClient } from './client';
import { ShortcutRegistry } from './shortcuts.svelte';
import { unchosenSettings } from '../../test/helpers/settings';

const tempDir = useTempDir();
let test: TestBackend | undefined;
afterEach(() => {
  test?.db.close();
  setLocale('ja');
});

function stateOver(fail?: (method: string) => string | undefined) {
  test = makeBackend(tempDir());
  return { state: new AppState(createClient(inProcessBridge(test.backend, fail))), backend: test.backend };
}

/** A window of the app over `backend`, with a registry of its own holding the shell's commands. */
function windowOver(backend: TestBackend['backend'], fail?: (method: string) => string | undefined) {
  const registry = new ShortcutRegistry({ mac: false });
  defineAppCommands(registry);
  return { state: new AppState(createClient(inProcessBridge(backend, fail)), registry), registry };
}

describe('AppState', () => {
  it('loads the app info, the games and the saved choices', async () => {
    const { state, backend } = stateOver();
    await backend.invoke('settings.update', { locale: 'en', gameId: 'nova' });
    await state.load(['ja-JP']);
    expect(state.phase).toBe('ready');
    expect(state.games.map((g) => g.id)).toEqual(['acg', 'pmv', 'nova', 'dm', 'fab']);
    expect(state.game?.id).toBe('nova');
    expect(state.info).toMatchObject({ name: 'Deck Dojo', schemaVersion: LATEST_SCHEMA_VERSION });
    // A saved language wins over the system's.
    expect(locale()).toBe('en');
  });

  it('starts with the first game and the system language when nothing was chosen', async () => {
    const { state } = stateOver();
    setLocale('ja');
    await state.load(['en-GB']);
    expect(state.gameId).toBeNull();
    expect(state.game?.id).toBe('acg');
    expect(locale()).toBe('en');
  });

  it('saves a game choice in the database', async () => {
    const { state, backend } = stateOver();
    await state.load(['ja']);
    await state.selectGame('fab');
    expect(state.game?.id).toBe('fab');
    expect(await backend.invoke('settings.get', {})).toEqual({ ok: true, result: { ...unchosenSettings(), gameId: 'fab' } });
  });

  it('saves a language choice in the database', async () => {
    const { state, backend } = stateOver();
    await state.load(['ja']);
    await state.selectLocale('en');
    expect(locale()).toBe('en');
    expect(await backend.invoke('settings.get', {})).toMatchObject({ result: { locale: 'en' } });
  });

  it('puts a choice back and says so when it cannot be saved', async () => {
    const { state } = stateOver((method) => (method === 'settings.update' ? 'disk full' : undefined));
    await state.load(['ja']);
    await state.selectGame('dm');
    expect(state.game?.id).toBe('acg');
    expect(state.notice).toBe('disk full');
    await state.selectLocale('en');
    expect(locale()).toBe('ja');
  });

  it('reports a failed load, and recovers on retry', async () => {
    let down = true;
    const { state } = stateOver((method) => (down && method === 'games.list' ? 'backend is down' : undefined));
    await state.load(['ja']);
    expect(state.phase).toBe('failed');
    expect(state.failure).toBe('backend is down');
    down = false;
    await state.load(['ja']);
    expect(state.phase).toBe('ready');
    expect(state.failure).toBeNull();
  });

  it('saves the player’s key bindings, which the next start and other windows use', async () => {
    test = makeBackend(tempDir());
    const first = windowOver(test.backend);
    const other = windowOver(test.backend);
    await first.state.load(['ja']);
    await other.state.load(['ja']);
    first.registry.rebind('app.goDecks', ['F6']);
    await first.state.saveShortcuts();
    expect(await test.backend.invoke('settings.get', {})).toMatchObject({ result: { shortcuts: { 'app.goDecks': ['F6'] } } });
    // Another window follows at once; a window opened later (a reload) starts with them.
    expect(other.registry.bindingText('app.goDecks')).toBe('F6');
    const reloaded = windowOver(test.backend);
    await reloaded.state.load(['ja']);
    expect(reloaded.registry.bindingTexts('app.goDecks')).toEqual(['F6']);
    expect(reloaded.registry.isChanged('app.goDecks')).toBe(true);
    // A reset in one window is a reset in the others.
    other.registry.reset('app.goDecks');
    await other.state.saveShortcuts();
    expect([first, reloaded].map((w) => w.registry.bindingText('app.goDecks'))).toEqual(['Ctrl+2', 'Ctrl+2']);
  });

  it('puts the saved key bindings back and says so when new ones cannot be saved', async () => {
    test = makeBackend(tempDir());
    await test.backend.invoke('settings.update', { shortcuts: { 'app.goCards': ['F5'] } });
    const { state, registry } = windowOver(test.backend, (method) => (method === 'settings.update' ? 'disk full' : undefined));
    await state.load(['ja']);
    registry.rebind('app.goCards', ['F8']);
    await state.saveShortcuts();
    expect(state.notice).toBe('disk full');
    expect(registry.overrides()).toEqual({ 'app.goCards': ['F5'] });
  });

  it('follows choices made in another window', async () => {
    const { state, backend } = stateOver();
    await state.load(['ja']);
    await backend.invoke('settings.update', { gameId: 'pmv', locale: 'en' });
    expect(state.game?.id).toBe('pmv');
    expect(locale()).toBe('en');
  });
});

describe('routeFromHash', () => {
  it('reads the screen, the deck on the Decks and Playtest screens and the match on the Matches screen, from the hash', () => {
    const at = (view: string, deckId: string | null = null, matchId: string | null = null) => ({ view, deckId, matchId });
    expect(routeFromHash('#/decks')).toEqual(at('decks'));
    expect(routeFromHash('#matches')).toEqual(at('matches'));
    expect(routeFromHash('')).toEqual(at('cards'));
    expect(routeFromHash('#/settings')).toEqual(at('settings'));
    expect(routeFromHash('#/preferences')).toEqual(at('cards'));
    expect(routeFromHash('#/decks/abc-123')).toEqual(at('decks', 'abc-123'));
    expect(routeFromHash('#/playtest/abc-123')).toEqual(at('playtest', 'abc-123'));
    expect(routeFromHash('#/matches/m-1')).toEqual(at('matches', null, 'm-1'));
    expect(routeFromHash('#/cards/abc')).toEqual(at('cards'));
    expect(routeFromHash('#/decks/a/b')).toEqual(at('cards'));
  });

  it('reads a playtest table and its seat from the hash, and writes it back', () => {
    expect(tableRouteFromHash('#/table/t-1')).toEqual({ id: 't-1', seat: null });
    expect(tableRouteFromHash('#/table/t-1/1')).toEqual({ id: 't-1', seat: 1 });
    expect(tableRouteFromHash('#/table/t-1/x')).toBeNull();
    expect(tableRouteFromHash('#/table')).toBeNull();
    expect(tableRouteFromHash('#/decks/t-1')).toBeNull();
    for (const route of [{ id: 'ｔ/1', seat: null }, { id: 'abc', seat: 0 }]) expect(tableRouteFromHash(`#${tableHash(route)}`)).toEqual(route);
  });

  it('writes routes back as hashes that read the same', () => {
    for (const route of [
      { view: 'decks', deckId: 'ｄ/1 x', matchId: null },
      { view: 'matches', deckId: null, matchId: null },
      { view: 'matches', deckId: null, matchId: 'ｍ/2' },
    ] as const) {
      expect(routeFromHash(`#${hashOf(route)}`)).toEqual(route);
    }
  });
});
