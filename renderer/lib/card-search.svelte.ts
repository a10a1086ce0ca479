import type { CardDetail, CardSort, CardSuggestion, CardSummary, GameId, Localized } from '../../api/contract';
import { ApiCallError, type ApiClient } from './client';

export const PAGE_SIZE = 100;

/** A query the backend could not read, with where it stopped. */
export interface QueryProblem {
  message: string;
  /** The message in both languages where the backend gives them (a query's reason). */
  text: Localized | null;
  position: number | null;
}

/**
 * The card browser's state: the query, one result set read in pages as the list scrolls, and the selected
 * card's details. A newer search always wins over an older one still in flight.
 */
export class CardSearch {
  query = $state('');
  /** Relevance by default: the names that answer the words best first, by name while the query has no words. */
  sort = $state<CardSort>('relevance');
  order = $state<'asc' | 'desc'>('asc');
  total = $state(0);
  /** Results by index; pages fill in as the list asks for them. */
  rows = $state<(CardSummary | undefined)[]>([]);
  searching = $state(false);
  /** The game and query the shown results (or problem) belong to; they lag behind while a search is pending. */
  resultGame = $state<GameId | null>(null);
  resultQuery = $state<string | null>(null);
  problem = $state<QueryProblem | null>(null);
  /** "Did you mean" names the shown results came with (few or none found). */
  suggestions = $state<CardSuggestion[]>([]);
  selectedKey = $state<string | null>(null);
  detail = $state<CardDetail | null>(null);

  #game: GameId;
  /** Sort by the English name when the interface is in English (a name sort otherwise lists Japanese order). */
  #englishNames = false;
  #generation = 0;
  // Which pages are loaded or on their way: bookkeeping, never rendered, so not reactive.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  #pages = new Set<number>();
  /** Searches sent and not yet answered; and whether the query changed since the newest was sent. */
  #inFlight = 0;
  #typedSince = false;
  /** The card whose details are on their way. */
  #detailRequest: { game: GameId; key: string; done: Promise<void> } | null = null;

  constructor(
    private readonly client: ApiClient,
    game: GameId,
  ) {
    this.#game = game;
  }

  get game(): GameId {
    return this.#game;
  }

  /** The list follows the interface language: by English name in English. */
  setNameLanguage(locale: 'ja' | 'en'): void {
    if (this.#englishNames === (locale === 'en')) return;
    this.#englishNames = locale === 'en';
    if (this.sort === 'name' || this.sort === 'relevance') void this.run();
  }

  /** The order asked of the backend: by name is by English name in English, and relevance ties by it too. */
  #order(): { sort: CardSort; nameOrder: 'name' | 'englishName'; order: 'asc' | 'desc' } {
    const nameOrder = this.#englishNames ? 'englishName' : 'name';
    return { sort: this.sort === 'name' ? nameOrder : this.sort, nameOrder, order: this.order };
  }

  /** Switches game: a fresh, empty query over the other game's cards. */
  setGame(game: GameId): Promise<void> {
    this.#game = game;
    this.query = '';
    this.selectedKey = null;
    this.detail = null;
    return this.run();
  }

  /**
   * The query as the player types it: searched at once, or, while a search is on its way, as soon as that one is
   * answered (then only the newest query). The backend answers one search at a time, so a queue of searches for
   * what was typed before would hold the newest back; waiting a fixed pause would too.
   */
  type(query: string): void {
    this.query = query;
    if (this.#inFlight > 0) this.#typedSince = true;
    else void this.run();
  }

  /** Searches what a "did you mean" name offers, in place of the query typed. */
  takeSuggestion(suggestion: CardSuggestion): Promise<void> {
    this.query = suggestion.query;
    return this.run();
  }

  setSort(sort: CardSort, order: 'asc' | 'desc'): Promise<void> {
    this.sort = sort;
    this.order = order;
    return this.run();
  }

  /** Runs the current query from the first page. */
  async run(): Promise<void> {
    const generation = ++this.#generation;
    this.#typedSince = false;
    this.#inFlight++;
    this.searching = true;
    // The answer belongs to the query sent, which typing may have moved past by the time it lands.
    const query = this.query;
    try {
      const result = await this.client.call('cards.search', { game: this.#game, query, ...this.#order(), limit: PAGE_SIZE, offset: 0 });
      if (generation !== this.#generation) return;
      this.problem = null;
      this.resultGame = this.#game;
      this.resultQuery = query;
      this.total = result.total;
      this.suggestions = result.suggestions;
      // eslint-disable-next-line svelte/prefer-svelte-reactivity -- see #pages
      this.#pages = new Set([0]);
      const rows = new Array<CardSummary | undefined>(result.total);
      result.cards.forEach((card, index) => (rows[index] = card));
      this.rows = rows;
    } catch (error) {
      if (generation !== this.#generation) return;
      if (error instanceof ApiCallError && (error.code === 'INVALID_QUERY' || error.code === 'INVALID_PARAMS')) {
        this.problem = { message: error.issues[0]?.message ?? error.message, text: error.issues[0]?.text ?? null, position: error.issues[0]?.position ?? null };
        this.suggestions = [];
        this.resultGame = this.#game;
        this.resultQuery = query;
      } else throw error;
    } finally {
      this.#inFlight--;
      if (generation === this.#generation) this.searching = false;
      if (this.#inFlight === 0 && this.#typedSince) void this.run();
    }
  }

  /** Makes sure rows `from`…`to` are loaded (the list calls this for what is on screen). */
  async ensureRows(from: number, to: number): Promise<void> {
    const generation = this.#generation;
    const first = Math.floor(Math.max(0, from) / PAGE_SIZE);
    const last = Math.floor(Math.max(0, Math.min(to, this.total - 1)) / PAGE_SIZE);
    for (let page = first; page <= last; page++) {
      if (this.#pages.has(page)) continue;
      this.#pages.add(page);
      const result = await this.client.call('cards.search', {
        game: this.#game, query: this.query, ...this.#order(), limit: PAGE_SIZE, offset: page * PAGE_SIZE,
      });
      if (generation !== this.#generation) return;
      result.cards.forEach((card, index) => (this.rows[page * PAGE_SIZE + index] = card));
    }
  }

  /** Selects a card and fetches its details; `fresh` fetches them again when they are shown already (it was edited). */
  select(key: string | null, { fresh = false } = {}): Promise<void> {
    this.selectedKey = key;
    if (key === null) {
      this.detail = null;
      return Promise.resolve();
    }
    // Clicking the card already shown (the first click of a double click that adds it again) asks for nothing.
    if (!fresh && this.detail?.key === key) return Promise.resolve();
    // The same card picked again while its details are on their way (the second click of a double click): that
    // answer serves both, and the backend is not kept busy ahead of what the double click asks next.
    if (this.#detailRequest?.game === this.#game && this.#detailRequest.key === key) return this.#detailRequest.done;
    const done = this.client
      .call('cards.get', { game: this.#game, key })
      .then((detail) => {
        if (this.selectedKey === key) this.detail = detail;
      })
      .finally(() => {
        if (this.#detailRequest?.done === done) this.#detailRequest = null;
      });
    this.#detailRequest = { game: this.#game, key, done };
    return done;
  }
}
