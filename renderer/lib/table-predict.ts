/**
 * What the table will look like after an action whose outcome the window already knows from its own view — tapping a
 * card, moving a card it sees into a zone it sees face up, drawing — so the table answers the click in the next frame,
 * not after the round trip. The backend's snapshot replaces the prediction when it comes (a refusal puts it back), so a
 * prediction only has to be right, never complete: a drawn card shows as the back it was on the deck until the answer
 * turns it face up; anything uncertain (hidden zones, face-down cards, stacks, game actions) is not predicted.
 */
import type { CardView, TableAction, TableSnapshot, ZoneView } from '../../api/contract';

function findCard(zones: readonly ZoneView[], id: string): { zone: number; index: number } | null {
  for (const [zone, view] of zones.entries()) {
    const index = view.cards.findIndex((card) => card.id === id);
    if (index >= 0) return { zone, index };
  }
  return null;
}

const replaceCards = (zone: ZoneView, cards: CardView[]): ZoneView => ({ ...zone, cards, count: cards.length });

/** The zones after `action`, or null when the outcome is not certain from this view. */
export function predictZones(snapshot: TableSnapshot, action: TableAction): ZoneView[] | null {
  const zones = snapshot.view.zones;
  if (action.type === 'tap') {
    const at = findCard(zones, action.card);
    if (!at) return null;
    const next = [...zones];
    const cards = [...next[at.zone]!.cards];
    cards[at.index] = { ...cards[at.index]!, tapped: action.tapped === true };
    next[at.zone] = { ...next[at.zone]!, cards };
    return next;
  }
  if (action.type === 'draw') return predictDraw(snapshot, action.seat, action.count);
  if (action.type === 'move' && 'zone' in action.to && action.to.faceDown === undefined) {
    const at = findCard(zones, action.card);
    if (!at) return null;
    const card = zones[at.zone]!.cards[at.index]!;
    if (card.key === null || card.attached.length > 0) return null;
    const rules = snapshot.rules.zones.find((zone) => zone.id === (action.to as { zone: string }).zone);
    if (!rules || rules.faceDown || rules.visibility === 'hidden') return null;
    const seat = rules.owner === 'shared' ? null : (action.to.seat ?? card.owner);
    if (rules.visibility === 'owner' && seat !== snapshot.seat) return null;
    const key = seat === null ? rules.id : `${rules.id}#${seat}`;
    const target = zones.findIndex((zone) => zone.key === key);
    if (target < 0) return null;
    const next = [...zones];
    const from = [...next[at.zone]!.cards];
    from.splice(at.index, 1);
    next[at.zone] = replaceCards(next[at.zone]!, from);
    // Into another zone a card is a new object: untapped, without counters or markers (engine/core/apply.ts).
    const moved: CardView = target === at.zone ? card : { ...card, tapped: false, counters: {}, markers: [], faceDown: false };
    const into = [...next[target]!.cards];
    const position = action.to.position ?? 'top';
    const index = position === 'top' ? 0 : position === 'bottom' ? into.length : Math.min(position, into.length);
    into.splice(index, 0, moved);
    next[target] = replaceCards(next[target]!, into);
    return next;
  }
  return null;
}

/**
 * A seat's own draw: the top cards of its draw pile, as its view has them, to the end of its hand (engine/core/apply.ts
 * drawCards). A pile too short is left to the backend, which knows whether drawing from it loses the game.
 */
function predictDraw(snapshot: TableSnapshot, seat: number, count: number): ZoneView[] | null {
  if (seat !== snapshot.seat || !Number.isInteger(count) || count < 1) return null;
  const zones = snapshot.view.zones;
  const pile = zones.findIndex((zone) => zone.key === `${snapshot.rules.drawPile}#${seat}`);
  const hand = zones.findIndex((zone) => zone.key === `${snapshot.rules.hand}#${seat}`);
  if (pile < 0 || hand < 0 || zones[pile]!.cards.length < count) return null;
  const next = [...zones];
  const drawn = zones[pile]!.cards.slice(0, count);
  next[pile] = replaceCards(zones[pile]!, zones[pile]!.cards.slice(count));
  next[hand] = replaceCards(zones[hand]!, [...zones[hand]!.cards, ...drawn]);
  return next;
}
