import type { AppInfo, GameId, GameInfo, Locale } from '../../api/contract';
import { locale, setLocale, systemLocale } from '../i18n/index.svelte';
import type { ApiClient } from './client';

export const VIEWS = ['cards', 'decks', 'playtest', 'matches'] as const;
export type ViewId = (typeof VIEWS)[number];

/** Where the player is: a screen, and on the Decks and Playtest screens possibly one deck. */
export interface Route {
  view: ViewId;
  deckId: string | null;
}

/** `#/decks` → the deck library; `#/decks/<id>` → that deck in the editor; anything unknown → the first screen. */
export function routeFromHash(hash: string): Route {
  const [view = '', deckId, ...rest] = hash.replace(/^#\/?/, '').split('/');
  if (!(VIEWS as readonly string[]).includes(view) || rest.length > 0) return { view: 'cards', deckId: null };
  const withDeck = (view === 'decks' || view === 'playtest') && deckId ? decodeURIComponent(deckId) : null;
  return { view: view as ViewId, deckId: withDeck };
}

export function hashOf(route: Route): string {
  return route.deckId ? `/${route.view}/${encodeURIComponent(route.deckId)}` : `/${route.view}`;
}

/** Everything the shell shows, loaded from the API and kept in step with its events. */
export class AppState {
  info = $state<AppInfo | null>(null);
  games = $state<GameInfo[]>([]);
  gameId = $state<GameId | null>(null);
  view = $state<ViewId>('cards');
  /** The deck open on the Decks or Playtest screen; null for the library. */
  deckId = $state<string | null>(null);
  phase = $state<'loading' | 'ready' | 'failed'>('loading');
  /** Why loading failed (shown with a retry button). */
  failure = $state<string | null>(null);
  /** A non-fatal problem, such as a preference that could not be saved. */
  notice = $state<string | null>(null);

  /** The game being worked on: the saved choice, else the first game. */
  game = $derived(this.games.find((g) => g.id === this.gameId) ?? this.games[0] ?? null);

  constructor(readonly client: ApiClient) {
    client.on('settings.changed', (settings) => {
      if (settings.locale) setLocale(settings.locale);
      this.gameId = settings.gameId;
    });
  }

  async load(systemLanguages: readonly string[]): Promise<void> {
    this.phase = 'loading';
    this.failure = null;
    try {
      const [info, games, settings] = await Promise.all([
        this.client.call('app.info'),
        this.client.call('games.list'),
        this.client.call('settings.get'),
      ]);
      this.info = info;
      this.games = games;
      this.gameId = settings.gameId;
      setLocale(settings.locale ?? systemLocale(systemLanguages));
      this.phase = 'ready';
    } catch (error) {
      this.failure = (error as Error).message;
      this.phase = 'failed';
    }
  }

  async selectGame(id: GameId): Promise<void> {
    const previous = this.gameId;
    this.gameId = id;
    try {
      await this.client.call('settings.update', { gameId: id });
    } catch (error) {
      this.gameId = previous;
      this.notice = (error as Error).message;
    }
  }

  async selectLocale(next: Locale): Promise<void> {
    const previous = locale();
    setLocale(next);
    try {
      await this.client.call('settings.update', { locale: next });
    } catch (error) {
      setLocale(previous);
      this.notice = (error as Error).message;
    }
  }
}
