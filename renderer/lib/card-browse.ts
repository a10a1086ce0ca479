/**
 * What the card browser's list and grid share: which results are on screen, where keys move the selection, and
 * how a card is dragged into a deck. Both show only the results in view (and a few around), so 100,000 results
 * cost the page no more than a hundred.
 */
import type { CardSummary } from '../../api/contract';
import type { CardSearch } from './card-search.svelte';
import { CARD_DRAG_TYPE } from './deck-drag';

export type BrowseLayout = 'list' | 'grid';
export const BROWSE_LAYOUTS: readonly BrowseLayout[] = ['list', 'grid'];

/** A card's proportions (63 × 88 mm), which every image and drawn frame of the grid keeps. */
export const CARD_ASPECT = 88 / 63;

export interface GridGeometry {
  columns: number;
  tileWidth: number;
  tileHeight: number;
  /** A tile and the gap below it. */
  rowHeight: number;
  gap: number;
  rows: number;
  /** The height of all rows: the scrolling area's. */
  height: number;
}

/** As many columns of at least `minTile` pixels as fit in `width`, the tiles stretched to fill the row. */
export function gridGeometry(width: number, total: number, minTile: number, gap: number): GridGeometry {
  // Before the grid is measured (width 0) it lays out one column, which the first measurement corrects.
  const usable = Math.max(width, minTile + 2 * gap);
  const columns = Math.max(1, Math.floor((usable - gap) / (minTile + gap)));
  const tileWidth = Math.floor((usable - gap * (columns + 1)) / columns);
  const tileHeight = Math.round(tileWidth * CARD_ASPECT);
  const rows = Math.ceil(total / columns);
  return { columns, tileWidth, tileHeight, rowHeight: tileHeight + gap, gap, rows, height: gap + rows * (tileHeight + gap) };
}

/** The result indices of the rows in view from `scrollTop`, with `overscan` rows more on each side. */
export function gridWindow(grid: GridGeometry, total: number, scrollTop: number, viewHeight: number, overscan: number): { first: number; last: number } {
  if (total === 0) return { first: 0, last: -1 };
  const firstRow = Math.max(0, Math.floor((scrollTop - grid.gap) / grid.rowHeight) - overscan);
  const lastRow = Math.min(grid.rows - 1, Math.floor((scrollTop + viewHeight) / grid.rowHeight) + overscan);
  return { first: Math.min(total - 1, firstRow * grid.columns), last: Math.min(total - 1, (lastRow + 1) * grid.columns - 1) };
}

/**
 * Where a key moves the selection among `total` results laid out `columns` to a row (1 for the list), with
 * `pageRows` rows in view; null for a key that does not move it. With nothing selected, a move selects the first.
 */
export function keyTarget(key: string, current: number, total: number, columns: number, pageRows: number): number | null {
  if (total === 0) return null;
  const steps: Record<string, number> = { ArrowDown: columns, ArrowUp: -columns, PageDown: pageRows * columns, PageUp: -pageRows * columns };
  // Left and right move within a grid's rows; a list leaves them to the page.
  if (columns > 1) Object.assign(steps, { ArrowRight: 1, ArrowLeft: -1 });
  if (key === 'Home') return 0;
  if (key === 'End') return total - 1;
  const step = steps[key];
  if (step === undefined) return null;
  if (current < 0) return 0;
  return Math.min(total - 1, Math.max(0, current + step));
}

/** What the list or grid tells the shared event handlers: the selection, its layout, and what to do. */
export interface BrowseView {
  search(): CardSearch;
  /** Enter or a double click on a card (the deck editor adds it); undefined where cards are only looked at. */
  onactivate(): ((card: CardSummary) => void) | undefined;
  selectedIndex(): number;
  columns(): number;
  /** Rows that fit in view, for Page Up and Page Down. */
  pageRows(): number;
  /** Selects result `index` (loaded) and scrolls it into view. */
  selectIndex(index: number): void;
  /** Escape: back where the player came from (the search box); undefined where nothing is there to go back to. */
  onescape(): (() => void) | undefined;
}

/**
 * The event handlers of the list or grid, one each for all its items (each item carries `data-index`): a click
 * selects, a double click or Enter activates, keys move the selection, a drag takes the card to a deck section.
 */
export function browseEvents(view: BrowseView) {
  // The focus arriving from a click selects the card clicked, not the first.
  let pointing = false;
  const indexAt = (event: Event) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    return item ? Number(item.dataset.index) : null;
  };
  const cardAt = (event: Event) => {
    const index = indexAt(event);
    return index === null ? undefined : view.search().rows[index];
  };
  return {
    onpointerdown() {
      pointing = true;
    },
    /**
     * The results take the focus from the keyboard (ArrowDown or Enter in the search box, Tab) with none of them
     * highlighted: the first is, so Enter has a card to add (WAI-ARIA listbox: focus goes to the first option).
     */
    onfocus() {
      const fromPointer = pointing;
      pointing = false;
      const search = view.search();
      if (fromPointer || view.selectedIndex() >= 0 || search.total === 0) return;
      void search.ensureRows(0, 0).then(() => view.selectIndex(0));
    },
    onclick(event: MouseEvent) {
      const index = indexAt(event);
      if (index !== null) view.selectIndex(index);
    },
    ondblclick(event: MouseEvent) {
      const card = cardAt(event);
      const activate = view.onactivate();
      if (card && activate) activate(card);
    },
    ondragstart(event: DragEvent) {
      const card = cardAt(event);
      if (!card || !event.dataTransfer) return;
      event.dataTransfer.setData(CARD_DRAG_TYPE, JSON.stringify({ card }));
      event.dataTransfer.setData('text/plain', card.name);
      event.dataTransfer.effectAllowed = 'copy';
    },
    onkeydown(event: KeyboardEvent) {
      const search = view.search();
      const activate = view.onactivate();
      const leave = view.onescape();
      if (event.key === 'Escape' && leave) {
        event.preventDefault();
        leave();
        return;
      }
      if (event.key === 'Enter' && activate) {
        const card = search.rows[view.selectedIndex()];
        if (card) {
          event.preventDefault();
          activate(card);
        }
        return;
      }
      const target = keyTarget(event.key, view.selectedIndex(), search.total, view.columns(), view.pageRows());
      if (target === null) return;
      event.preventDefault();
      void search.ensureRows(target, target).then(() => view.selectIndex(target));
    },
  };
}

/**
 * The search box's way into its results (ArrowDown, or Enter once the search is run): the focus goes to the list or
 * grid inside `container`, which highlights the first card when none is. Nothing happens without results.
 */
export function focusResults(container: HTMLElement | undefined, search: CardSearch): void {
  if (search.total === 0) return;
  container?.querySelector<HTMLElement>('[role="listbox"]')?.focus();
}

/** The layout the player last chose in one place ('cards', 'editor'), kept in the page's storage. */
export function savedLayout(place: string): BrowseLayout {
  try {
    return localStorage.getItem(`deckdojo.layout.${place}`) === 'grid' ? 'grid' : 'list';
  } catch {
    return 'list';
  }
}

export function saveLayout(place: string, layout: BrowseLayout): void {
  try {
    localStorage.setItem(`deckdojo.layout.${place}`, layout);
  } catch {
    // Storage refused (a private window): the choice lasts until the page closes.
  }
}
