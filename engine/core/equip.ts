/**
 * Where a game's equipped pieces go (FaB arena-cards, 4.1.4a): each by the first slot its facts fit
 * (`Equipping.slots`, engine/games/<id>/setup.ts), into the first zone of it still free. The table's setup equips by
 * it (./setup.ts) and the pre-game choice is checked by it (engine/deck/pick.ts), so both read one placement.
 */
import type { EquipSlot, Equipping } from '../games/types';
import type { CardFacts } from './state';

/** The slot a card with these facts fits, or undefined for a card no zone takes. */
export function slotOf(equipping: Equipping, facts: CardFacts | undefined): EquipSlot | undefined {
  return equipping.slots.find(({ fact, values }) => {
    const value = facts?.[fact];
    return (Array.isArray(value) ? value : [value]).some((word) => values.includes(word as string));
  });
}

/** A piece that found no zone: the slot it fits (none: it fits no slot) and the placed pieces holding its zones. */
export interface Unplaced<C> {
  card: C;
  slot: EquipSlot | undefined;
  holders: C[];
}

/**
 * Places pieces in order, one entry per copy: each into the first free zone of its slot, a slot that `fillsAll`
 * (a two-handed weapon) only when every zone of it is free, taking them all.
 */
export function placeEquipment<C extends { facts?: CardFacts }>(equipping: Equipping, pieces: readonly C[]): { placed: [C, string][]; unplaced: Unplaced<C>[] } {
  const holder = new Map<string, C>();
  const placed: [C, string][] = [];
  const unplaced: Unplaced<C>[] = [];
  for (const card of pieces) {
    const slot = slotOf(equipping, card.facts);
    const free = slot?.zones.filter((zone) => !holder.has(zone)) ?? [];
    if (!slot || free.length === 0 || (slot.fillsAll && free.length < slot.zones.length)) {
      const holders = [...new Set((slot?.zones ?? []).flatMap((zone) => (holder.has(zone) ? [holder.get(zone)!] : [])))];
      unplaced.push({ card, slot, holders });
      continue;
    }
    for (const zone of slot.fillsAll ? slot.zones : free.slice(0, 1)) holder.set(zone, card);
    placed.push([card, free[0]!]);
  }
  return { placed, unplaced };
}
