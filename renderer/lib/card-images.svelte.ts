import { SvelteMap } from 'svelte/reactivity';
import type { CardImageScheme, GameId } from '../../api/contract';
import type { ApiClient } from './client';

const SCHEME: CardImageScheme = 'deckdojo-image';
/** The most keys one `images.find` takes. */
const BATCH = 1000;

/**
 * The address of a card's picture on this host: the desktop app's image protocol (electron/main/images.ts), or
 * the web bridge's `/images/` route. The desktop app is the host with the preload's bridge (see client.ts).
 */
export function cardImageUrl(game: GameId, key: string, desktop: boolean = typeof window !== 'undefined' && window.bridge !== undefined): string {
  const name = encodeURIComponent(key);
  return desktop ? `${SCHEME}://${game}/${name}` : `/images/${game}/${name}`;
}

/**
 * Which cards have pictures: asked of the backend for the cards on screen, a batch per change of what is shown,
 * and remembered until the image settings or the cards change. `has` is reactive: a tile shows its picture as
 * soon as the answer comes.
 */
export class CardImages {
  // Keyed by game and card key.
  #known = new SvelteMap<string, boolean>();
  // Asked for and not yet answered: bookkeeping, never rendered.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  #asking = new Set<string>();
  #generation = 0;
  #stop: (() => void)[];

  constructor(private readonly client: ApiClient) {
    // Another folder, the download switch, or new card data: every answer may have changed.
    this.#stop = [client.on('settings.changed', () => this.forget()), client.on('cards.changed', () => this.forget())];
  }

  /** True when the card has a picture, false when it is drawn, undefined while that is not known yet. */
  has(game: GameId, key: string): boolean | undefined {
    return this.#known.get(`${game}\n${key}`);
  }

  /** Asks about the cards not known yet (one call per thousand). */
  async want(game: GameId, keys: readonly string[]): Promise<void> {
    const ids = (key: string) => `${game}\n${key}`;
    const unknown = keys.filter((key) => !this.#known.has(ids(key)) && !this.#asking.has(ids(key)));
    if (unknown.length === 0) return;
    const generation = this.#generation;
    for (const key of unknown) this.#asking.add(ids(key));
    for (let start = 0; start < unknown.length; start += BATCH) {
      const batch = unknown.slice(start, start + BATCH);
      let pictured: string[];
      try {
        pictured = (await this.client.call('images.find', { game, keys: batch })).keys;
      } catch {
        // The backend could not say: draw these cards, and ask again after the next change.
        pictured = [];
      }
      if (generation !== this.#generation) return;
      for (const key of batch) {
        this.#asking.delete(ids(key));
        this.#known.set(ids(key), pictured.includes(key));
      }
    }
  }

  /** A picture that would not load (removed since, not really an image): the card is drawn from now on. */
  broken(game: GameId, key: string): void {
    this.#known.set(`${game}\n${key}`, false);
  }

  forget(): void {
    this.#generation++;
    this.#asking.clear();
    this.#known.clear();
  }

  dispose(): void {
    for (const stop of this.#stop) stop();
  }
}
