/**
 * A new table view merged into the one on screen: every zone and card an action left alone stays the same object, so
 * Svelte renders again only what changed (keyed by card id, compared by reference).
 */
import type { CardView, ZoneView } from '../../api/contract';

const sameCards = (a: readonly CardView[], b: readonly CardView[]): boolean => a.length === b.length && a.every((card, index) => card === b[index]);

function sameRecord(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** `next`, or `previous` where nothing about the card changed (its stack included). */
function mergeCard(previous: CardView | undefined, next: CardView): CardView {
  if (!previous) return next;
  const attached = next.attached.map((child, index) => mergeCard(previous.attached[index], child));
  const same =
    previous.id === next.id &&
    previous.key === next.key &&
    previous.name === next.name &&
    previous.owner === next.owner &&
    previous.faceDown === next.faceDown &&
    previous.tapped === next.tapped &&
    previous.token === next.token &&
    sameRecord(previous.counters, next.counters) &&
    previous.markers.length === next.markers.length &&
    previous.markers.every((marker, index) => marker === next.markers[index]) &&
    sameCards(previous.attached, attached);
  return same ? previous : { ...next, attached };
}

/** The new zones, reusing every zone and card object of `previous` that is unchanged. */
export function mergeZones(previous: readonly ZoneView[], next: readonly ZoneView[]): ZoneView[] {
  const before = new Map(previous.map((zone) => [zone.key, zone]));
  return next.map((zone) => {
    const old = before.get(zone.key);
    if (!old) return zone;
    // Cards with ids are matched by id (they move within a zone); backs by position.
    const byId = new Map(old.cards.flatMap((card) => (card.id === null ? [] : [[card.id, card] as const])));
    const cards = zone.cards.map((card, index) => mergeCard(card.id === null ? old.cards[index] : byId.get(card.id), card));
    return old.count === zone.count && sameCards(old.cards, cards) ? old : { ...zone, cards };
  });
}
