/**
 * One window's table (issue 7): the snapshot of one seat — or, hot-seat, of the seat the table waits for — kept up to date
 * through the API. Each answer carries only the log entries this window lacks (`logFrom`); the view is merged into the
 * one on screen so that zones and cards an action left alone stay the same objects, and only what changed renders
 * again (the bench's action-to-screen budget is 16 ms).
 */
import type { TableAction, TableLogEntry, TableNotice, TableSnapshot } from '../../api/contract';
import type { ApiClient } from './client';
import { mergeZones } from './table-merge';
import { predictZones } from './table-predict';

/** After this long a call shows as under way; shorter ones would only flicker (and restyle the whole felt). */
const SLOW_CALL_MS = 250;

type Call = (logFrom: number, seat: number) => Promise<TableSnapshot>;

export class TableState {
  /** The snapshot on screen, its view merged as described above; null until the first answer. */
  snapshot = $state.raw<TableSnapshot | null>(null);
  /** The applied log, merged from each answer's tail. */
  log = $state.raw<TableLogEntry[]>([]);
  /** What the last answer asks the player to notice. */
  notices = $state.raw<TableNotice[]>([]);
  /** A call has been under way for longer than a player waits without a sign (the felt shows a progress cursor). */
  slow = $state(false);
  /** The last failed call's message (a refused action is a notice instead). */
  error = $state<string | null>(null);
  #stop: () => void;
  /** Actions shown before their answers came, oldest first. */
  #foreseen: TableAction[] = [];
  /** A call is under way. Not reactive: the felt's look changes only when a call is slow (`slow`). */
  #busy = false;
  /** Cursors announced while a call was under way: fetched once it ends, unless the answer is at them. */
  #missed: number[] = [];
  #queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly client: ApiClient,
    readonly id: string,
    /** The seat this window shows; null: hot-seat, the seat the table waits for (`view.toAct`). */
    readonly fixedSeat: number | null,
  ) {
    this.#stop = client.on('table.changed', (change) => {
      if (change.id !== this.id || change.deleted) return;
      if (this.#busy) this.#missed.push(change.cursor);
      // An answer already at that cursor is this window's own action coming back.
      else if (change.cursor !== this.snapshot?.table.cursor) this.#changedAt(change.cursor);
    });
  }

  /**
   * The seat acting and seeing: the fixed one, or hot-seat the one the table waits for — the turn player, or the seat
   * deciding what the rules give it (a block, its shield triggers) until it has.
   */
  get seat(): number {
    return this.fixedSeat ?? this.snapshot?.view.toAct ?? 0;
  }

  load(): Promise<void> {
    return this.#run((logFrom, seat) => this.client.call('table.get', { id: this.id, seat, logFrom }));
  }

  /**
   * Applies an action; a refused one comes back as a notice. What the window can foresee (a tap, a visible card moved
   * face up) shows at once (./table-predict.ts) and the backend's answer replaces it; a failed call reloads the table.
   */
  act(action: TableAction): Promise<void> {
    const predicted = this.snapshot && predictZones(this.snapshot, action);
    if (this.snapshot && predicted) {
      this.snapshot = { ...this.snapshot, view: { ...this.snapshot.view, zones: predicted } };
      this.#foreseen.push(action);
    }
    const done = this.#run((logFrom, seat) => this.client.call('table.act', { id: this.id, seat, action, logFrom }), predicted ? action : undefined);
    if (!predicted) return done;
    return done.catch((error: unknown) => {
      void this.load().catch(() => {});
      throw error;
    });
  }

  /** Undoes one entry, or back to just after entry `to`. */
  undo(to?: number): Promise<void> {
    return this.#run((logFrom, seat) => this.client.call('table.undo', { id: this.id, seat, logFrom, ...(to === undefined ? {} : { to }) }));
  }

  redo(): Promise<void> {
    return this.#run((logFrom, seat) => this.client.call('table.redo', { id: this.id, seat, logFrom }));
  }

  /** Looks through a zone of the seat's with the card query language; the matches are the seat's `looking`. */
  search(zone: string, query: string): Promise<void> {
    return this.#run((logFrom, seat) => this.client.call('table.search', { id: this.id, seat, zone, query, logFrom }));
  }

  get canUndo(): boolean {
    return (this.snapshot?.table.cursor ?? 0) > 0;
  }

  get canRedo(): boolean {
    const table = this.snapshot?.table;
    return table !== undefined && table.cursor < table.length;
  }

  dispose(): void {
    this.#stop();
  }

  /** Calls run one after another, so each asks for the log from where the one before left it. */
  #run(call: Call, foreseen?: TableAction): Promise<void> {
    const next = this.#queue.then(() => this.#call(call, foreseen));
    this.#queue = next.catch(() => {});
    return next;
  }

  /** `foreseen`: the action this call sends, shown before its answer; once answered it is no longer laid over answers. */
  async #call(call: Call, foreseen?: TableAction): Promise<void> {
    this.#busy = true;
    const slow = setTimeout(() => (this.slow = true), SLOW_CALL_MS);
    const settle = () => {
      const at = foreseen ? this.#foreseen.indexOf(foreseen) : -1;
      if (at >= 0) this.#foreseen.splice(at, 1);
    };
    try {
      const asked = this.seat;
      let answer = await call(this.log.length, asked);
      settle();
      // Hot-seat: the table waits for the other seat now (its turn, or a decision of its own), which sees the table
      // (and reads the log) its own way.
      if (this.fixedSeat === null && answer.view.toAct !== asked) {
        this.log = [];
        answer = await this.client.call('table.get', { id: this.id, seat: answer.view.toAct, logFrom: 0 });
      }
      this.#take(answer);
      this.error = null;
    } catch (error) {
      this.error = (error as Error).message;
      throw error;
    } finally {
      settle();
      this.#busy = false;
      clearTimeout(slow);
      this.slow = false;
    }
    const missed = this.#missed.filter((cursor) => cursor !== this.snapshot?.table.cursor);
    this.#missed = [];
    if (missed.length > 0) this.#changedAt(Math.min(...missed));
  }

  /** Another window changed the table at entry `cursor`: the entries before it are as they were, the rest may not be. */
  #changedAt(cursor: number): void {
    this.log = this.log.slice(0, Math.max(0, Math.min(this.log.length, cursor - 1)));
    void this.load().catch(() => {});
  }

  #take(answer: TableSnapshot): void {
    const previous = this.snapshot;
    const cursor = answer.table.cursor;
    const seatChanged = previous !== null && previous.seat !== answer.seat;
    // The tail follows what this window had from `logFrom`; undo may have left it longer than the cursor.
    const kept = seatChanged ? [] : this.log.slice(0, Math.min(answer.logFrom, cursor));
    this.log = kept.length === 0 && answer.logFrom === 0 ? answer.log : [...kept, ...answer.log];
    const zones = previous && !seatChanged ? mergeZones(previous.view.zones, answer.view.zones) : answer.view.zones;
    let snapshot: TableSnapshot = { ...answer, view: { ...answer.view, zones } };
    // Actions sent after the one answered still show as foreseen, or a quick second draw would vanish until its answer.
    for (const action of this.#foreseen) {
      const predicted = predictZones(snapshot, action);
      if (predicted) snapshot = { ...snapshot, view: { ...snapshot.view, zones: predicted } };
    }
    this.snapshot = snapshot;
    this.notices = answer.notices;
  }
}
