/**
 * `view(state, seat)`: the table as one seat may see it (docs/architecture.md §3). A card the seat may not see keeps only what
 * is on its back: in a public zone (a face-down card on the table) its id, tapped state and counters, since a player
 * can follow a card lying on the table; in a hand or a deck nothing at all, not even its id, so the order of a
 * shuffled deck or an opponent's hand cannot be followed. Hidden information never reaches a renderer that may not
 * show it.
 */
import { type Decision, type Mode, type TurnState, sees } from './basics';
import { cardName, seenBy, toAct, zoneSlot, type GameState, type SeatState } from './state';

export interface CardView {
  /** Null for a card back in a hand or a deck. */
  id: string | null;
  /** Null when the seat may not see the face. */
  key: string | null;
  name: string | null;
  owner: number;
  faceDown: boolean;
  tapped: boolean;
  counters: Record<string, number>;
  markers: string[];
  attached: CardView[];
  token: boolean;
  /** The face that is up of a card of several faces (an index into them), where the seat sees the card; `name` is that face's. */
  face?: number;
}

export interface ZoneView {
  key: string;
  zone: string;
  /** The owning seat, or null for a shared zone. */
  seat: number | null;
  count: number;
  /** Top first. */
  cards: CardView[];
}

export interface TableView {
  seat: number;
  seats: SeatState[];
  zones: ZoneView[];
  turn: TurnState;
  mode: Mode;
  /** The cards this seat is looking at, in the zone they are in. */
  looking: { zone: string; cards: string[] } | null;
  /** The seat the table waits for: the deciding seat of the oldest open decision, else the turn player. */
  toAct: number;
  /** Open decisions, oldest first; an offer this seat may not see is left out (a shield trigger in another hand). */
  decisions: Decision[];
}

function cardView(state: GameState, id: string, seat: number, publicZone: boolean): CardView {
  const card = state.cards[id]!;
  const attached = card.attached.map((child) => cardView(state, child, seat, publicZone));
  if (sees(seenBy(state, id), seat)) {
    const { key, owner, faceDown, tapped, token } = card;
    const face = state.catalog[key]?.faces ? { face: card.face ?? 0 } : {};
    return { id, key, name: cardName(state, card), owner, faceDown, tapped, counters: { ...card.counters }, markers: [...card.markers], attached, token, ...face };
  }
  const back = { key: null, name: null, owner: card.owner, faceDown: true, token: false };
  if (!publicZone) return { ...back, id: null, tapped: false, counters: {}, markers: [], attached: [] };
  return { ...back, id, tapped: card.tapped, counters: { ...card.counters }, markers: [...card.markers], attached };
}

export function view(state: GameState, seat: number): TableView {
  const zones = Object.entries(state.zones).map(([key, ids]): ZoneView => {
    const slot = zoneSlot(state.rules, key)!;
    const isPublic = slot.definition.visibility === 'public';
    return { key, zone: slot.definition.id, seat: slot.seat, count: ids.length, cards: ids.map((id) => cardView(state, id, seat, isPublic)) };
  });
  const look = state.looks.find((candidate) => candidate.seat === seat);
  const looking = look ? { zone: look.zone, cards: look.cards.filter((id) => state.zones[look.zone]!.includes(id)) } : null;
  const decisions = state.decisions.map((decision) => ({ ...decision, cards: decision.cards.filter((id) => sees(seenBy(state, id), seat)), data: { ...decision.data } }));
  return {
    seat,
    seats: state.seats.map((entry) => ({ ...entry, resources: { ...entry.resources } })),
    zones,
    turn: { ...state.turn, used: { ...state.turn.used } },
    mode: state.mode,
    looking,
    toAct: toAct(state),
    decisions,
  };
}
