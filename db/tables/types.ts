/** Stored playtest tables; api/contract.ts gives them to clients as TableSummary and TableSnapshot. */
import type { Action } from '../../engine/core/actions';
import type { TableStart } from '../../engine/core/state';
import type { Mode } from '../../engine/core/basics';
import type { GameId } from '../../engine/games/id';

export interface TableSeatRecord {
  /** The library deck it plays; null for a dummy. */
  deckId: string | null;
  deckName: string;
  dummy: boolean;
}

export type TableLayoutRecord = 'hotseat' | 'windows';

/** Where the game stands at the cursor, kept with every write so the list needs no replay. */
export interface TableStatus {
  mode: Mode;
  turn: { number: number; activeSeat: number; step: string | null };
  over: boolean;
  winners: number[];
}

/** A table as the list shows it. */
export interface TableRecord {
  id: string;
  game: GameId;
  name: string;
  layout: TableLayoutRecord;
  seats: TableSeatRecord[];
  cursor: number;
  /** Every stored action, redo tail included. */
  length: number;
  status: TableStatus;
  revision: number;
  createdAt: string;
  updatedAt: string;
}

/** A table with what replays it. */
export interface StoredTable extends TableRecord {
  start: TableStart;
  actions: Action[];
}
