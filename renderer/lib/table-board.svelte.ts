/**
 * The board's pointer work: what a drag carries and the action a drop makes of it, the multi-selection, the card under
 * the pointer (for zoom), and which cards' stacks are spread out. Shared by the board's components through context.
 */
import { getContext, setContext } from 'svelte';
import { SvelteSet } from 'svelte/reactivity';
import type { CardSummary, GameInfo, TableAction, TableSnapshot, TableZoneInfo, ZoneView } from '../../api/contract';
import type { Position, ZoneTarget } from '../../engine/core/actions';
import type { CardImages } from './card-images.svelte';
import type { CardPlace } from './table-actions';
import type { ViewMode } from './table-menus';

/** What a drag carries: cards by id (one zone's), or the top `count` of a zone whose cards have no ids (a deck). */
export type DragPayload = { from: ZoneView; cards: string[] } | { from: ZoneView; top: number };

/** Where a drop lands: a zone (its seat's, or the table's) and, in an ordered zone, a position. */
export interface DropTarget {
  zone: string;
  seat: number | null;
  ordered: boolean;
  position: Position;
}

const target = (zone: string, seat: number | null): ZoneTarget => (seat === null ? { zone } : { zone, seat });

/**
 * The action a drop makes: a move, a moveCards for several cards, a moveTop for id-less cards; null when the cards
 * would stay where they are. An index in the zone the cards leave counts as the table reads it before they leave.
 */
export function dropAction(seat: number, payload: DragPayload, drop: DropTarget): TableAction | null {
  const sameZone = payload.from.zone === drop.zone && payload.from.seat === drop.seat;
  let position = drop.position;
  if (sameZone) {
    if (!drop.ordered || 'top' in payload) return null;
    if (typeof position === 'number') {
      const before = payload.cards.filter((id) => payload.from.cards.findIndex((card) => card.id === id) < (position as number)).length;
      position -= before;
    }
  }
  const to = { ...target(drop.zone, drop.seat), ...(drop.ordered ? { position } : {}) };
  if ('top' in payload) return { type: 'moveTop', seat, from: target(payload.from.zone, payload.from.seat), count: payload.top, to };
  if (payload.cards.length === 1) return { type: 'move', seat, card: payload.cards[0]!, to };
  return { type: 'moveCards', seat, cards: payload.cards, to };
}

/** What the board's components share: the table, the acting seat, and the handlers that turn gestures into actions. */
export interface BoardContext {
  game: GameInfo;
  board: Board;
  images: CardImages;
  snapshot(): TableSnapshot;
  /** The seat acting. */
  seat(): number;
  act(action: TableAction): void;
  /** What the card database says about a card key (for drawing it), once asked. */
  summary(key: string): CardSummary | undefined;
  /** Whether an open decision names the card (the attacker of the attack being blocked): marked on the board. */
  concerned(id: string): boolean;
  markerLabel(marker: string): string;
  /** A counter's name: the game's term for it (FaB +1 power), else as written. */
  counterLabel(counter: string): string;
  zoneInfo(zone: string): TableZoneInfo;
  cardMenu(event: MouseEvent, place: CardPlace): void;
  zoneMenu(event: MouseEvent, zone: ZoneView): void;
  /** The double-click. */
  primary(place: CardPlace): void;
  view(zone: ZoneView, mode: ViewMode): void;
}

export class Board {
  /** Selected card ids: all in `selectionZone`. */
  readonly selected = new SvelteSet<string>();
  selectionZone = $state<string | null>(null);
  /** The card being dragged and where from. */
  drag = $state.raw<DragPayload | null>(null);
  /** The card under the pointer, for zoom. */
  hovered = $state.raw<{ key: string; name: string | null } | null>(null);
  zoomed = $state(false);
  /** Cards whose stack (evolution sources, cards under) is spread out. */
  readonly expanded = new SvelteSet<string>();

  /** Ctrl/Shift-click: adds or removes the card; a card of another zone starts a new selection. */
  toggle(id: string, zoneKey: string): void {
    if (this.selectionZone !== zoneKey) this.clearSelection();
    this.selectionZone = zoneKey;
    if (this.selected.has(id)) this.selected.delete(id);
    else this.selected.add(id);
  }

  clearSelection(): void {
    this.selected.clear();
    this.selectionZone = null;
  }

  /** The cards a drag of `id` carries: the selection when the card is in it, in zone order; else the card alone. */
  carried(id: string, zone: ZoneView): string[] {
    if (!this.selected.has(id) || this.selectionZone !== zone.key) return [id];
    return zone.cards.flatMap((card) => (card.id !== null && this.selected.has(card.id) ? [card.id] : []));
  }

  toggleStack(id: string): void {
    if (this.expanded.has(id)) this.expanded.delete(id);
    else this.expanded.add(id);
  }
}

const KEY = Symbol('table-board');

export const setBoardContext = (context: BoardContext): BoardContext => setContext(KEY, context);
export const boardContext = (): BoardContext => getContext<BoardContext>(KEY);
