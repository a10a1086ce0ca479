import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LATEST_SCHEMA_VERSION, makeBackend, type TestBackend } from '../test/helpers/backend';
import { inProcessBridge } from '../test/helpers/bridge';
import { useTempDir } from '../test/helpers/temp';
import App from './App.svelte';
import { setLocale } from './i18n/index.svelte';
import { AppState } from './lib/app-state.svelte';
import { createClient } from './lib/client';

const tempDir = useTempDir();
let test: TestBackend | undefined;
afterEach(() => {
  cleanup();
  test?.db.close();
  setLocale('ja');
  window.location.hash = '';
});

async function renderApp(languages = ['ja-JP']) {
  test = makeBackend(tempDir(), { packs: ['sample-acg.json'] });
  const state = new AppState(createClient(inProcessBridge(test.backend)));
  await state.load(languages);
  render(App, { props: { state } });
  return { state, backend: test.backend };
}

describe('App shell', () => {
  it('shows the screens, the game picker and the card browser in Japanese', async () => {
    await renderApp();
    const nav = screen.getByRole('navigation', { name: '画面' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent?.trim())).toEqual([
      'カード',
      'デッキ',
      'プレイテスト',
      'マッチ',
      'データ',
      '設定',
    ]);
    const picker = screen.getByRole('radiogroup', { name: 'ゲーム' });
    expect(within(picker).getAllByRole('radio').map((r) => r.getAttribute('data-game'))).toEqual([
      'acg',
      'pmv',
      'nova',
      'dm',
      'fab',
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('カード');
    // The first game's sample cards are listed, with a count.
    await vi.waitFor(() => expect(document.querySelector('#search-status')?.textContent?.trim()).toBe('73枚'));
    const first = document.querySelector('.row .name');
    expect(first?.textContent).toBe('Abbrennen');
  });

  it('searches as the player types and shows the chosen card', async () => {
    await renderApp(['en-US']);
    await vi.waitFor(() => expect(document.querySelector('#search-status')?.getAttribute('data-query')).toBe(''));
    await fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'cost:1 kind:animal' } });
    await vi.waitFor(() => expect(document.querySelector('#search-status')?.getAttribute('data-query')).toBe('cost:1 kind:animal'));
    const status = document.querySelector('#search-status')!.textContent!;
    expect(status).toMatch(/^\d+ cards?$/);
    await fireEvent.click(document.querySelector('.row .name')!);
    await vi.waitFor(() => expect(document.querySelector('#card-title')).not.toBeNull());
    expect(document.querySelector('.detail dl')?.textContent).toContain('Animal');
    expect(document.querySelector('.detail dl')?.textContent).toMatch(/Cost\s*1/);

    await fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'cost<=' } });
    await vi.waitFor(() => expect(document.querySelector('#search-status')?.textContent).toBe('Position 7: "cost<=" needs a value'));
  });

  it('switches language in Settings (Ctrl+,) and remembers it', async () => {
    const { backend } = await renderApp();
    await fireEvent.keyDown(window, { key: ',', ctrlKey: true });
    await fireEvent(window, new HashChangeEvent('hashchange'));
    expect(window.location.hash).toBe('#/settings');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('設定');
    await fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Settings');
    expect(screen.getByRole('radio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
    expect(await backend.invoke('settings.get', {})).toMatchObject({ result: { locale: 'en' } });
  });

  it('switches game and shows its deck library and sections on the deck screen', async () => {
    const { backend } = await renderApp(['en-US']);
    await fireEvent.click(screen.getByRole('link', { name: 'Decks' }));
    await fireEvent(window, new HashChangeEvent('hashchange'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deck library');
    await fireEvent.click(screen.getByRole('radio', { name: /Flesh and Blood/ }));
    await waitFor(() => expect(screen.getByText('No Flesh and Blood decks yet. Start a new one, or import a decklist.')).toBeTruthy());
    const sections = [...document.querySelectorAll('.section-table tbody tr')].map((row) => row.getAttribute('data-section'));
    expect(sections).toEqual(['hero', 'arena', 'deck']);
    expect(screen.getByText('Weapons & equipment')).toBeTruthy();
    expect(document.querySelector('.shell')?.getAttribute('data-game')).toBe('fab');
    expect(await backend.invoke('settings.get', {})).toMatchObject({ result: { gameId: 'fab' } });
  });

  it('moves the game choice with the arrow keys, as a radio group does', async () => {
    const { backend } = await renderApp(['en-US']);
    const picker = screen.getByRole('radiogroup', { name: 'Game' });
    const radios = within(picker).getAllByRole('radio');
    expect(radios.map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    await fireEvent.keyDown(radios[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement?.getAttribute('data-game')).toBe('fab');
    expect(within(picker).getByRole('radio', { checked: true }).getAttribute('data-game')).toBe('fab');
    await fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(within(picker).getByRole('radio', { checked: true }).getAttribute('data-game')).toBe('pmv');
    expect(await backend.invoke('settings.get', {})).toMatchObject({ result: { gameId: 'pmv' } });
  });

  it('moves between screens with Ctrl+number', async () => {
    await renderApp(['en-US']);
    await fireEvent.keyDown(window, { key: '3', ctrlKey: true });
    await fireEvent(window, new HashChangeEvent('hashchange'));
    expect(window.location.hash).toBe('#/playtest');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Playtest');
    expect(screen.getByRole('link', { name: 'Playtest' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows where the database is in the status bar', async () => {
    const { state } = await renderApp(['en-US']);
    expect(document.querySelector('.statusbar')?.textContent).toContain(state.info!.databasePath);
    expect(document.querySelector('.statusbar')?.textContent).toContain(`schema v${LATEST_SCHEMA_VERSION}`);
  });
});
