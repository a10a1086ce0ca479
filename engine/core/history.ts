/**
 * A game's history: the action log with a cursor (undo, redo, go to any entry) and its save file (docs/architecture.md §3).
 *
 * The state after every `snapshotEvery`-th entry is kept; going to entry N replays at most `snapshotEvery` actions
 * from the nearest snapshot at or before N (or from the current state, when that is nearer), so undo costs the same
 * at log length 10 and 10,000. States share their untouched parts (engine/core/apply.ts), so a snapshot is cheap.
 * The PRNG state is part of every state, so replaying an entry draws the same numbers: undo never re-rolls.
 *
 * A session (the save file) is the seed, the deck lists and the action log: loading it replays the log, which gives
 * the same state again.
 */
import type { Action, GameEvent } from './actions';
import { apply } from './apply';
import { createGame, type GameState, type TableRules, type TableStart } from './state';
import { isRuleError, MODES, type RuleError } from './basics';

export interface LogEntry {
  action: Action;
  events: GameEvent[];
}

/** A saved game: how it started, every action (redo tail included) and where the cursor is. */
export interface Session extends TableStart {
  version: 1;
  actions: Action[];
  cursor: number;
}

export class History {
  private readonly entries: LogEntry[] = [];
  /** snapshots[i] is the state after i × snapshotEvery entries; snapshots[0] the start. */
  private readonly snapshots: GameState[];
  private current: GameState;
  private at = 0;

  constructor(
    readonly rules: TableRules,
    readonly start: TableStart,
    readonly snapshotEvery = 32,
  ) {
    if (!Number.isInteger(snapshotEvery) || snapshotEvery < 1) throw new RangeError(`snapshotEvery: ${snapshotEvery} is not a whole number ≥ 1`);
    this.current = createGame(rules, start);
    this.snapshots = [this.current];
  }

  get state(): GameState {
    return this.current;
  }

  /** How many entries are applied (the entries before the cursor). */
  get cursor(): number {
    return this.at;
  }

  /** Every entry, redo tail included. */
  get length(): number {
    return this.entries.length;
  }

  /** The applied entries, oldest first: the log as it reads now. */
  log(): readonly LogEntry[] {
    return this.entries.slice(0, this.at);
  }

  /** Applies an action after the cursor; it drops the redo tail, as any editor does. */
  perform(action: Action): GameEvent[] | RuleError {
    const applied = apply(this.current, action);
    if (isRuleError(applied)) return applied;
    this.entries.length = this.at;
    this.snapshots.length = Math.floor(this.at / this.snapshotEvery) + 1;
    this.entries.push({ action, events: applied.events });
    this.current = applied.state;
    this.at += 1;
    if (this.at % this.snapshotEvery === 0) this.snapshots.push(this.current);
    return applied.events;
  }

  canUndo(): boolean {
    return this.at > 0;
  }

  canRedo(): boolean {
    return this.at < this.entries.length;
  }

  undo(): void {
    if (this.canUndo()) this.goTo(this.at - 1);
  }

  redo(): void {
    if (this.canRedo()) this.goTo(this.at + 1);
  }

  /**
   * Moves the cursor to just after entry `count` (0: the start, `length`: the last entry). Returns how many actions
   * it replayed: fewer than `snapshotEvery`, whatever the log's length.
   */
  goTo(count: number): number {
    if (!Number.isInteger(count) || count < 0 || count > this.entries.length) {
      throw new RangeError(`goTo: ${count} is not from 0 to ${this.entries.length}`);
    }
    const snapshotAt = Math.floor(count / this.snapshotEvery) * this.snapshotEvery;
    let state = this.snapshots[snapshotAt / this.snapshotEvery]!;
    let from = snapshotAt;
    if (this.at <= count && this.at > snapshotAt) {
      state = this.current;
      from = this.at;
    }
    for (let index = from; index < count; index++) {
      const applied = apply(state, this.entries[index]!.action);
      // Every entry was applied once from this very state; a refusal now means the reducer is not deterministic.
      if (isRuleError(applied)) throw new Error(`entry ${index} no longer applies: ${applied.message.en}`);
      state = applied.state;
    }
    this.current = state;
    this.at = count;
    return count - from;
  }

  toSession(): Session {
    return { version: 1, ...this.start, actions: this.entries.map((entry) => entry.action), cursor: this.at };
  }

  /** Replays a saved session; a malformed one throws naming the field, an action that no longer applies its index. */
  static fromSession(rules: TableRules, session: Session, snapshotEvery?: number): History {
    if (session?.version !== 1) throw new Error(`version: ${String(session?.version)} is not a session version this app reads`);
    if (!Number.isSafeInteger(session.seed)) throw new Error(`seed: ${String(session.seed)} is not a whole number`);
    if (!Array.isArray(session.decks)) throw new Error('decks: not a list of deck lists');
    if (!Array.isArray(session.actions)) throw new Error('actions: not a list of actions');
    if (session.mode !== undefined && !MODES.includes(session.mode)) throw new Error(`mode: ${String(session.mode)} is not a mode`);
    if (!Number.isInteger(session.cursor) || session.cursor < 0 || session.cursor > session.actions.length) {
      throw new Error(`cursor: ${String(session.cursor)} is not from 0 to ${session.actions.length}`);
    }
    const { seed, decks, life, resources, mode, dummy, seats, turn, actions } = session;
    const start: TableStart = { seed, decks, life, resources, mode, dummy, seats, turn };
    const history = new History(rules, start, snapshotEvery);
    actions.forEach((action, index) => {
      const result = history.perform(action);
      if (isRuleError(result)) throw new Error(`actions[${index}]: ${result.message.en}`);
    });
    history.goTo(session.cursor);
    return history;
  }
}
