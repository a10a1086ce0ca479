/**
 * What the decks of a new table or match ask before the first game (`table.pick`; FaB CR 4.1.4–4.1.6): a choice from
 * each card-pool, as the pre-game dialog (components/table/PoolPickDialog.svelte) takes it.
 */
import type { TablePick } from '../../api/contract';
import { t } from '../i18n/index.svelte';
import type { ApiClient } from './client';

export interface PickSeat {
  player: string;
  deck: string;
  /** Null: the deck is played as saved (its format chooses nothing). */
  pick: TablePick | null;
}

/** A seat per deck, in seat order, where any of their formats has the players choose; null where none does. */
export async function poolPicks(client: ApiClient, decks: readonly { id: string; name: string }[]): Promise<PickSeat[] | null> {
  const picks = await Promise.all(decks.map((deck) => client.call('table.pick', { deckId: deck.id })));
  if (picks.every((offer) => offer === null)) return null;
  return decks.map((deck, index) => ({ player: t('playtest.playerN', { n: index + 1 }), deck: deck.name, pick: picks[index]! }));
}
