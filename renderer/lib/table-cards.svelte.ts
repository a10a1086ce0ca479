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
    // Runs on every snapshot: one pass, no per-key search (marking each as asked also drops repeats).
    const unknown: string[] = [];
    for (const key of keys) {
      if (this.#asked.has(key)) continue;
      this.#asked.add(key);
      unknown.push(key);
    }
    if (unknown.length === 0) return;
    try {
      const cards = await this.client.call('cards.many', { game: this.game, keys: unknown });
      for (const card of cards) this.#known.set(card.key, card);
    } catch {
      // Drawn by name: the table goes on without the facts.
    }
  }
}
