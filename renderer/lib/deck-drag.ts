import type { CardSummary } from '../../api/contract';

/** Drag data of a card dragged from the card browser (`{ card }`) or from a deck section (`{ card, from }`). */
export const CARD_DRAG_TYPE = 'application/x-deckdojo-card';

export interface CardDrag {
  card: Pick<CardSummary, 'key' | 'name' | 'zone'> & Partial<CardSummary>;
  /** The deck section it was dragged out of; absent for a card from the browser. */
  from?: string;
}

export function readCardDrag(event: DragEvent): CardDrag | null {
  const data = event.dataTransfer?.getData(CARD_DRAG_TYPE);
  if (!data) return null;
  try {
    const parsed = JSON.parse(data) as CardDrag;
    return typeof parsed.card?.key === 'string' ? parsed : null;
  } catch {
    return null;
  }
}
