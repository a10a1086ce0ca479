import { SvelteMap } from 'svelte/reactivity';
import type { CardSummary, GameId } from '../../api/contract';
import type { ApiClient } from './client';

/**
 * What the card database says about the cards on a table (kinds, cost, power, colours), for drawing a card without a
 * picture and for the game's primary actions (a DM spell is cast): asked once per key, the unknown ones in one call.
 */
export class TableCards {
  #known = new SvelteMap<string, CardSummary>();
  // Asked for already: bookkeeping, never rendered.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  #asked = new Set<string>();

  constructor(
    private readonly client: ApiClient,
    private readonly game: GameId,
  ) {}

  get(key: string): CardSummary | undefined {
    return this.#known.get(key);
  }

  async want(keys: Iterable<string>): Promise<void> {
    const unknown = [...keys].filter((key, index, all) => !this.#asked.has(key) && all.indexOf(key) === index);
    if (unknown.length === 0) return;
    for (const key of unknown) this.#asked.add(key);
    try {
      const cards = await this.client.call('cards.many', { game: this.game, keys: unknown });
      for (const card of cards) this.#known.set(card.key, card);
    } catch {
      // Drawn by name: the table goes on without the facts.
    }
  }
}
