import type { AppInfo, GameId, GameInfo, Locale, RecentDeck, Settings, SettingsUpdate } from '../../api/contract';
import { locale, setLocale, systemLocale } from '../i18n/index.svelte';
import { ApiCallError, type ApiClient } from './client';
import { shortcuts, type ShortcutRegistry } from './shortcuts.svelte';

export const VIEWS = ['cards', 'decks', 'playtest', 'matches', 'data', 'settings'] as const;
export type ViewId = (typeof VIEWS)[number];

/** Where the player is: a screen, on the Decks and Playtest screens possibly one deck, on the Matches screen one match. */
export interface Route {
  view: ViewId;
  deckId: string | null;
  matchId?: string | null;
}

/**
 * `#/decks` → the deck library; `#/decks/<id>` → that deck in the editor; `#/matches/<id>` → that match; anything
 * unknown → the first screen.
 */
export function routeFromHash(hash: string): Route {
  const [view = '', id, ...rest] = hash.replace(/^#\/?/, '').split('/');
  if (!(VIEWS as readonly string[]).includes(view) || rest.length > 0) return { view: 'cards', deckId: null, matchId: null };
  const withDeck = (view === 'decks' || view === 'playtest') && id ? decodeURIComponent(id) : null;
  const withMatch = view === 'matches' && id ? decodeURIComponent(id) : null;
  return { view: view as ViewId, deckId: withDeck, matchId: withMatch };
}

export function hashOf(route: Route): string {
  const id = route.deckId ?? route.matchId;
  return id ? `/${route.view}/${encodeURIComponent(id)}` : `/${route.view}`;
}

/** A playtest table's window: `#/table/<id>` shows goldfish or both seats taking turns, `#/table/<id>/<seat>` one seat. */
export interface TableRoute {
  id: string;
  seat: number | null;
}

export function tableRouteFromHash(hash: string): TableRoute | null {
  const [view, id, seat, ...rest] = hash.replace(/^#\/?/, '').split('/');
  if (view !== 'table' || !id || rest.length > 0 || (seat !== undefined && !/^\d$/.test(seat))) return null;
  return { id: decodeURIComponent(id), seat: seat === undefined ? null : Number(seat) };
}

export function tableHash(route: TableRoute): string {
  return `/table/${encodeURIComponent(route.id)}${route.seat === null ? '' : `/${route.seat}`}`;
}

/** Everything the shell shows, loaded from the API and kept in step with its events. */
export class AppState {
  info = $state<AppInfo | null>(null);
  games = $state<GameInfo[]>([]);
  gameId = $state<GameId | null>(null);
  view = $state<ViewId>('cards');
  /** The deck open on the Decks or Playtest screen; null for the library. */
  deckId = $state<string | null>(null);
  /** The deck the editor sent to the Matches screen for a new match (not in the URL: a reload starts afresh). */
  matchDeck = $state<string | null>(null);
  /** The match open on the Matches screen; null for the list. */
  matchId = $state<string | null>(null);
  /** The playtest table this window shows, or null. */
  table = $state<TableRoute | null>(null);
  /** The game of `table` once looked up (see findTableGame). */
  tableGame = $state<{ id: string; game: GameId | null } | null>(null);
  phase = $state<'loading' | 'ready' | 'failed'>('loading');
  /** Why loading failed (shown with a retry button). */
  failure = $state<string | null>(null);
  /** A non-fatal problem, such as a preference that could not be saved. */
  notice = $state<string | null>(null);
  /** The player's preferences as last saved (null until loaded). */
  settings = $state.raw<Settings | null>(null);
  /** The decks opened in the editor lately, newest first (File → Open Recent, the library's list). */
  recent = $state.raw<RecentDeck[]>([]);

  /** The game being worked on: the saved choice, else the first game. */
  game = $derived(this.games.find((g) => g.id === this.gameId) ?? this.games[0] ?? null);
  /**
   * The first run: no game chosen yet, so the app asks which one the player plays (once: the answer is the saved
   * `gameId`). A table window is of its table's game and asks nothing.
   */
  choosingGame = $derived(this.phase === 'ready' && this.gameId === null && this.table === null);

  /** The player's key bindings as last saved, to put back when saving new ones fails. */
  #savedShortcuts: Record<string, string[]> = {};

  constructor(
    readonly client: ApiClient,
    readonly registry: ShortcutRegistry = shortcuts,
  ) {
    client.on('settings.changed', (settings) => {
      if (settings.locale) setLocale(settings.locale);
      this.gameId = settings.gameId;
      this.#applySettings(settings);
    });
    client.on('recent.changed', (list) => (this.recent = list));
    // A deck of the list renamed or deleted: its entry changes or goes.
    client.on('library.changed', ({ id }) => {
      if (this.recent.some((deck) => deck.id === id)) void this.#loadRecent();
    });
  }

  /** The theme on <html> (styles/app.css reads it), the key bindings in the registry. */
  #applySettings(settings: Settings): void {
    this.settings = settings;
    if (typeof document !== 'undefined') document.documentElement.dataset.theme = settings.theme;
    this.#applyShortcuts(settings.shortcuts);
  }

  async #loadRecent(): Promise<void> {
    this.recent = await this.client.call('recent.list');
  }

  #applyShortcuts(bindings: Record<string, string[]>): void {
    this.#savedShortcuts = bindings;
    try {
      this.registry.setBindings(bindings);
    } catch (error) {
      // A binding this version cannot read leaves the keys as they were; the app still works.
      this.notice = (error as Error).message;
    }
  }

  async load(systemLanguages: readonly string[]): Promise<void> {
    this.phase = 'loading';
    this.failure = null;
    try {
      const [info, games, settings, recent] = await Promise.all([
        this.client.call('app.info'),
        this.client.call('games.list'),
        this.client.call('settings.get'),
        this.client.call('recent.list'),
      ]);
      this.info = info;
      this.games = games;
      this.gameId = settings.gameId;
      this.recent = recent;
      setLocale(settings.locale ?? systemLocale(systemLanguages));
      this.#applySettings(settings);
      this.phase = 'ready';
    } catch (error) {
      this.failure = (error as Error).message;
      this.phase = 'failed';
    }
  }

  /**
   * A table is of its own game: the app switches to it before the table shows. Found among the table summaries, which
   * hold no card, so a seat's window never fetches another seat's view. `game` null: there is no such table.
   */
  async findTableGame(table: TableRoute): Promise<void> {
    try {
      const list = await this.client.call('table.list', {});
      const game = list.find((candidate) => candidate.id === table.id)?.game ?? null;
      if (game && this.gameId !== game) await this.selectGame(game);
      this.tableGame = { id: table.id, game };
    } catch {
      this.tableGame = { id: table.id, game: null };
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

  /** Saves the key bindings the player changed in the registry; puts the saved ones back when that fails. */
  async saveShortcuts(): Promise<void> {
    try {
      this.#savedShortcuts = (await this.client.call('settings.update', { shortcuts: this.registry.overrides() })).shortcuts;
    } catch (error) {
      this.registry.setBindings(this.#savedShortcuts);
      this.notice = (error as Error).message;
    }
  }

  async selectLocale(next: Locale): Promise<void> {
    const previous = locale();
    setLocale(next);
    if (!(await this.updateSettings({ locale: next }))) setLocale(previous);
  }

  /** Saves preferences (the Settings screen); a refusal is shown as the shell's notice. Returns whether it saved. */
  async updateSettings(changes: SettingsUpdate): Promise<boolean> {
    try {
      this.#applySettings(await this.client.call('settings.update', changes));
      return true;
    } catch (error) {
      this.notice = (error as Error).message;
      return false;
    }
  }

  /** The editor opened a deck: it heads the recent list. A deck deleted meanwhile is simply not listed. */
  async openedDeck(id: string): Promise<void> {
    try {
      this.recent = await this.client.call('recent.add', { id });
    } catch (error) {
      // Another window deleted it as it opened: the list stays as it is.
      if (!(error instanceof ApiCallError && error.code === 'NOT_FOUND')) this.notice = (error as Error).message;
    }
  }

  async clearRecent(): Promise<void> {
    try {
      this.recent = await this.client.call('recent.clear');
    } catch (error) {
      this.notice = (error as Error).message;
    }
  }
}
