import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { tick } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameId } from '../api/contract';
import { LATEST_SCHEMA_VERSION, type TestBackend } from '../test/helpers/backend';
import { useRenderedBackend } from '../test/helpers/rendered-backend';
import { inProcessBridge } from '../test/helpers/bridge';
import App from './App.svelte';
import { setLocale } from './i18n/index.svelte';
import { AppState } from './lib/app-state.svelte';
import { createClient } from './lib/client';

const { open } = useRenderedBackend();
let test: TestBackend | undefined;
afterEach(() => {
  setLocale('ja');
  window.location.hash = '';
});

/**
 * The app over the ACG sample cards, as a player who has chosen ACG sees it; `chosen: null` is a new database's
 * first run, which asks for the game.
 */
async function renderApp(languages = ['ja-JP'], { chosen = 'acg' }: { chosen?: GameId | null } = {}) {
  test = open({ packs: ['sample-acg.json'] });
  if (chosen) await test.backend.invoke('settings.update', { gameId: chosen });
  return { ...(await showApp(test.backend, languages)), backend: test.backend };
}

/** The shell as a window opening on `backend` shows it. */
async function showApp(backend: TestBackend['backend'], languages: string[]) {
  const state = new AppState(createClient(inProcessBridge(backend)));
  await state.load(languages);
  render(App, { props: { state } });
  return { state };
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

describe('the first run', () => {
  it('asks which game the player plays, naming each in both scripts and saying which cards are samples', async () => {
    await renderApp(['ja-JP'], { chosen: null });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('遊んでいるゲームはどれですか？');
    // Nothing else on the first screen: no screens to go to, no game picker, no card browser.
    expect(screen.queryByRole('navigation', { name: '画面' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'ゲーム' })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    const choices = [...document.querySelectorAll<HTMLButtonElement>('.first-run .choice')];
    const names = (choice: HTMLElement) => [...choice.querySelectorAll('.name')].map((name) => `${name.getAttribute('lang')}:${name.textContent}`);
    expect(choices.map((choice) => [choice.dataset.game, choice.querySelector('.abbr')?.textContent, ...names(choice)])).toEqual([
      ['acg', 'ACG', 'ja:アニマルカードゲーム', 'en:Animal Card Game'],
      ['pmv', 'PMV', 'ja:Phantom Magic Vision'],
      ['nova', 'NOVA', 'ja:NOVA'],
      ['dm', 'DM', 'ja:デュエル・マスターズ', 'en:Duel Masters'],
      ['fab', 'FaB', 'ja:Flesh and Blood'],
    ]);
    const sample = (choice: HTMLElement) => choice.querySelector('.sample-badge')?.textContent ?? null;
    expect(choices.map(sample)).toEqual(['サンプルカード', 'サンプルカード', 'サンプルカード', null, null]);
    // A screen reader hears why: the note describes the choice.
    expect(document.getElementById(choices[0]!.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Deck Dojo 用に作ったカードで、公式のカードではありません。本物のカードは取り込んで使えます。',
    );
    expect(choices[3]!.getAttribute('aria-describedby')).toBeNull();
    // The keyboard starts on the question.
    expect(document.activeElement).toBe(choices[0]);
  });

  it('asks once: the game chosen is remembered and the app opens on it', async () => {
    const { backend } = await renderApp(['en-US'], { chosen: null });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Which game do you play?');
    await fireEvent.click(document.querySelector<HTMLButtonElement>('.first-run .choice[data-game="dm"]')!);
    expect(document.querySelector('.first-run')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cards');
    expect(within(screen.getByRole('radiogroup', { name: 'Game' })).getByRole('radio', { checked: true }).getAttribute('data-game')).toBe('dm');
    expect(document.querySelector('.shell')?.getAttribute('data-game')).toBe('dm');
    expect(await backend.invoke('settings.get', {})).toMatchObject({ result: { gameId: 'dm' } });

    // The next start (another window, or after a restart) asks nothing.
    cleanup();
    await showApp(backend, ['en-US']);
    expect(document.querySelector('.first-run')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cards');
    expect(within(screen.getByRole('radiogroup', { name: 'Game' })).getByRole('radio', { checked: true }).getAttribute('data-game')).toBe('dm');
  });

  it('switches language on the question itself, and saves it', async () => {
    const { backend } = await renderApp(['ja-JP'], { chosen: null });
    await fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Which game do you play?');
    const badges = [...document.querySelectorAll('.first-run .sample-badge')].map((badge) => badge.textContent);
    expect(badges).toEqual(['sample cards', 'sample cards', 'sample cards']);
    expect(document.querySelector('#sample-pmv')?.textContent).toBe('Made up for Deck Dojo, not official cards: import your own to play with the real ones.');
    expect(await backend.invoke('settings.get', {})).toMatchObject({ result: { locale: 'en', gameId: null } });
  });
});

describe('sample cards in the shell', () => {
  it('are marked beside a sample game’s name and in the game picker, in Japanese and English, and not for DM', async () => {
    await renderApp(['ja-JP']);
    expect(document.querySelector('.topbar .current-game')?.textContent).toBe('アニマルカードゲーム');
    expect(document.querySelector('.topbar .sample-badge')?.textContent).toBe('サンプルカード');
    const picker = screen.getByRole('radiogroup', { name: 'ゲーム' });
    expect(within(picker).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'ACG アニマルカードゲーム（サンプルカード）',
      'PMV Phantom Magic Vision（サンプルカード）',
      'NOVA NOVA（サンプルカード）',
      'DM デュエル・マスターズ',
      'FaB Flesh and Blood',
    ]);
    await fireEvent.click(within(picker).getByRole('radio', { name: /^DM / }));
    expect(document.querySelector('.topbar .sample-badge')).toBeNull();

    await fireEvent.click(within(picker).getByRole('radio', { name: /^NOVA / }));
    setLocale('en');
    await tick();
    expect(document.querySelector('.topbar .sample-badge')?.textContent).toBe('sample cards');
    expect(within(screen.getByRole('radiogroup', { name: 'Game' })).getByRole('radio', { name: /^NOVA / }).getAttribute('aria-label')).toBe('NOVA NOVA (sample cards)');
  });
});
