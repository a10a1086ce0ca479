import { afterEach, describe, expect, it } from 'vitest';
import { LATEST_SCHEMA_VERSION, makeBackend, type TestBackend } from '../../test/helpers/backend';
import { inProcessBridge } from '../../test/helpers/bridge';
import { useTempDir } from '../../test/helpers/temp';
import { locale, setLocale } from '../i18n/index.svelte';
import { AppState, hashOf, routeFromHash } from './app-state.svelte';
import { createClient } from './client';

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
    expect(await backend.invoke('settings.get', {})).toEqual({ ok: true, result: { locale: null, gameId: 'fab', imageFolders: { acg: null, pmv: null, nova: null, dm: null, fab: null }, downloadImages: false } });
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

  it('follows choices made in another window', async () => {
    const { state, backend } = stateOver();
    await state.load(['ja']);
    await backend.invoke('settings.update', { gameId: 'pmv', locale: 'en' });
    expect(state.game?.id).toBe('pmv');
    expect(locale()).toBe('en');
  });
});

describe('routeFromHash', () => {
  it('reads the screen, and the deck on the Decks and Playtest screens, from the hash', () => {
    expect(routeFromHash('#/decks')).toEqual({ view: 'decks', deckId: null });
    expect(routeFromHash('#matches')).toEqual({ view: 'matches', deckId: null });
    expect(routeFromHash('')).toEqual({ view: 'cards', deckId: null });
    expect(routeFromHash('#/settings')).toEqual({ view: 'cards', deckId: null });
    expect(routeFromHash('#/decks/abc-123')).toEqual({ view: 'decks', deckId: 'abc-123' });
    expect(routeFromHash('#/playtest/abc-123')).toEqual({ view: 'playtest', deckId: 'abc-123' });
    expect(routeFromHash('#/cards/abc')).toEqual({ view: 'cards', deckId: null });
    expect(routeFromHash('#/decks/a/b')).toEqual({ view: 'cards', deckId: null });
  });

  it('writes routes back as hashes that read the same', () => {
    for (const route of [{ view: 'decks', deckId: 'ｄ/1 x' }, { view: 'matches', deckId: null }] as const) {
      expect(routeFromHash(`#${hashOf(route)}`)).toEqual(route);
    }
  });
});
