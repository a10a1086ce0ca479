/**
 * The reducer's working copy and its refusals (docs/architecture.md §3). A Draft copies a zone list or a card the first
 * time it is written (and the zone and card tables once), so the new state shares every untouched zone list and card
 * object with the old one. A handler refuses by throwing a Refusal, which `apply` returns as the RuleError; the checks
 * of action fields refuse naming the bad field.
 */
import type { CardRef, GameEvent, Position, ZoneTarget } from './actions';
import { cardName, seenBy, zoneKey, type CardInstance, type GameState } from './state';
import { type RuleError, type Seen } from './basics';

/** Thrown inside a handler and turned into the returned RuleError, so handlers read straight through. */
export class Refusal extends Error {
  constructor(readonly error: RuleError) {
    super(error.message.en);
  }
}

export const refuse = (rule: string | null, ja: string, en: string): never => {
  throw new Refusal({ rule, message: { ja, en } });
};

export class Draft {
  state: GameState;
  readonly events: GameEvent[] = [];
  /** The cards that came into a zone during the action, in order (the entering markers of the zone rules read them). */
  readonly entered: string[] = [];
  /** The game action whose parts are running, or null (a turn allowance may count only that action's moves). */
  gameAction: string | null = null;
  private zonesCopied = false;
  private cardsCopied = false;
  private readonly ownZones = new Set<string>();
  private readonly ownCards = new Set<string>();

  constructor(base: GameState) {
    this.state = { ...base };
  }

  /** Replaces a zone's list with one of the draft's own. */
  setZone(key: string, ids: string[]): void {
    if (!this.zonesCopied) {
      this.state.zones = { ...this.state.zones };
      this.zonesCopied = true;
    }
    this.state.zones[key] = ids;
    this.ownZones.add(key);
  }

  /** The zone's list, writable (copied on first write). */
  zone(key: string): string[] {
    if (!this.ownZones.has(key)) this.setZone(key, [...this.state.zones[key]!]);
    return this.state.zones[key]!;
  }

  /** Puts a card object of the draft's own in the table. */
  setCard(card: CardInstance): void {
    if (!this.cardsCopied) {
      this.state.cards = { ...this.state.cards };
      this.cardsCopied = true;
    }
    this.state.cards[card.id] = card;
    this.ownCards.add(card.id);
  }

  /** The card, writable (copied on first write). */
  card(id: string): CardInstance {
    if (!this.ownCards.has(id)) {
      const card = this.state.cards[id]!;
      this.setCard({ ...card, counters: { ...card.counters }, markers: [...card.markers], attached: [...card.attached] });
    }
    return this.state.cards[id]!;
  }

  read(id: string): CardInstance {
    return this.state.cards[id]!;
  }

  ref(id: string, seen: Seen = seenBy(this.state, id)): CardRef {
    const card = this.read(id);
    return { id, key: card.key, name: cardName(this.state, card), seenBy: seen };
  }

  emit(event: GameEvent): void {
    this.events.push(event);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Checks of action fields: bad input names the field.

export function checkSeat(state: GameState, seat: unknown, field: string): number {
  if (!Number.isInteger(seat) || (seat as number) < 0 || (seat as number) >= state.seats.length) {
    refuse(null, `${field}: 席 ${String(seat)} はありません`, `${field}: there is no seat ${String(seat)}`);
  }
  return seat as number;
}

export function checkCard(state: GameState, id: unknown, field: string): string {
  if (typeof id !== 'string' || !(id in state.cards)) {
    refuse(null, `${field}: カード ${String(id)} はありません`, `${field}: there is no card ${String(id)}`);
  }
  return id as string;
}

export function checkWhole(value: unknown, field: string, min: number): number {
  if (!Number.isInteger(value) || (value as number) < min) {
    refuse(null, `${field}: ${String(value)} は ${min} 以上の整数ではありません`, `${field}: ${String(value)} is not a whole number ≥ ${min}`);
  }
  return value as number;
}

export function checkInteger(value: unknown, field: string): number {
  if (!Number.isInteger(value)) refuse(null, `${field}: ${String(value)} は整数ではありません`, `${field}: ${String(value)} is not a whole number`);
  return value as number;
}

/** The key of a targeted zone; `defaultSeat` fills a seat zone's missing seat. */
export function resolveZone(state: GameState, target: ZoneTarget, defaultSeat: number, field: string): string {
  const definition = state.rules.zones.find((zone) => zone.id === target?.zone);
  if (!definition) refuse(null, `${field}.zone: 領域 ${String(target?.zone)} はありません`, `${field}.zone: there is no zone ${String(target?.zone)}`);
  const seat = checkSeat(state, target.seat ?? defaultSeat, `${field}.seat`);
  return zoneKey(definition!, seat);
}

export function insertIndex(length: number, position: Position | undefined, field: string): number {
  if (position === undefined || position === 'top') return 0;
  if (position === 'bottom') return length;
  if (!Number.isInteger(position) || position < 0 || position > length) {
    refuse(null, `${field}: 位置 ${String(position)} は 0〜${length} ではありません`, `${field}: position ${String(position)} is not from 0 to ${length}`);
  }
  return position;
}

/** The key of a seat's zone by zone id. */
export function seatZoneKey(draft: Draft, id: string, seat: number): string {
  return zoneKey(draft.state.rules.zones.find((zone) => zone.id === id)!, seat);
}
