import type { DeckSections, DeckSimulation, GameInfo, SimulateParams } from '../../api/contract';
import { ApiCallError, type ApiClient } from './client';

/** Cards the player counts together (held or castable when any one is), named by the player. */
export interface SimulationGroup {
  /** Stable while the group is renamed or edited: the name the simulation's figures are asked under. */
  id: string;
  name: string;
  keys: string[];
}

/** Going first or going second (the statistics' tables and charts show one at a time). */
export type TurnOrder = 'first' | 'second';
export const TURN_ORDERS: readonly TurnOrder[] = ['first', 'second'];

/** The games the player may ask for, per turn order. */
export const SIMULATION_GAMES = [1_000, 10_000, 50_000, 100_000] as const;
/** Own turns played: a DM kill needs six hits, which the kill policy rarely lands before turn 5 (docs/command-line.md). */
export const SIMULATION_TURNS = 10;

/** A first-move group (DM 初動率): the cards of one cost, or (`cost` null) of any of the declared costs, read on `turn`. */
export interface FirstMoveGroup {
  id: string;
  cost: number | null;
  turn: number;
  keys: string[];
}

/** A finished run: both turn orders, and what it was asked. */
export interface SimulationRun {
  games: number;
  seed: number;
  turns: number;
  sides: Record<TurnOrder, DeckSimulation>;
  /** The player's groups as they were asked (a group renamed since shows its new name). */
  groups: SimulationGroup[];
  firstMoves: FirstMoveGroup[];
  /** The deck and groups it was run on (`askedFor`), to tell a result of an older deck. */
  asked: string;
}

/** A deck's groups and last run, kept for the session: reopening the deck (or the tab) shows them again. */
// Read only when a deck opens, never rendered: a plain Map.
// eslint-disable-next-line svelte/prefer-svelte-reactivity
const remembered = new Map<string, { groups: SimulationGroup[]; run: SimulationRun | null }>();

const FIRST_MOVE_ID = 'first-move';
const USER_GROUP_ID = 'group';

/**
 * The first-move groups of a draw pile: per declared cost, the cards with a face of that cost (a twinpact by either
 * half), read on the turn of that number; then the cards of any of them, read on the last of those turns. A cost no
 * card has gives no group (the union still counts the others).
 */
export function firstMoveGroups(costs: readonly number[], lines: DeckSections[string], costsOf: (key: string) => readonly (number | null)[]): FirstMoveGroup[] {
  const groups: FirstMoveGroup[] = [];
  for (const cost of costs) {
    const keys = lines.filter((line) => costsOf(line.key).includes(cost)).map((line) => line.key);
    if (keys.length > 0) groups.push({ id: `${FIRST_MOVE_ID}:${cost}`, cost, turn: cost, keys });
  }
  const counted = groups.flatMap((group) => group.keys);
  if (groups.length > 1) groups.push({ id: `${FIRST_MOVE_ID}:any`, cost: null, turn: Math.max(...costs), keys: lines.map((line) => line.key).filter((key) => counted.includes(key)) });
  return groups;
}

/**
 * The statistics tab's simulation: goldfish games of the deck on the backend (`decks.simulate`, in a worker), going
 * first and going second, with the player's groups and, where the game declares them, the first-move groups and the
 * kill turn. One run at a time: a new run, Cancel, an edit of the deck and closing the tab stop the one under way
 * (`decks.cancelSimulation`), and its CANCELLED answer is not shown as a failure. A result of another deck than
 * the one edited now is `stale`.
 */
export class EditorSimulation {
  games = $state<number>(10_000);
  seed = $state(1);
  groups = $state<SimulationGroup[]>([]);
  run = $state<SimulationRun | null>(null);
  running = $state(false);
  /** Games played of `total` (both turn orders) in the run under way. */
  done = $state(0);
  total = $state(0);
  error = $state<string | null>(null);

  #deckId: string | null = null;
  /** Counts runs begun or stopped: a run whose number is no longer the last stops at its next step. */
  #runs = 0;
  #job: string | null = null;
  /** Each card's costs, one per face (cards.get), for the first-move groups; never rendered. */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #faceCosts = new Map<string, readonly (number | null)[]>();

  constructor(
    private readonly client: ApiClient,
    readonly game: GameInfo,
    /** The deck as edited now, as the API takes it. */
    private readonly sections: () => DeckSections,
  ) {}

  /** The draw pile's cards, in deck order. */
  get drawPile(): DeckSections[string] {
    return this.sections()[this.game.drawPile] ?? [];
  }

  /** The deck or its groups changed since the run shown (read from the deck each time: reactive where the deck is). */
  get stale(): boolean {
    return this.run !== null && this.run.asked !== this.#askedFor();
  }

  get killTurn(): boolean {
    return this.game.presentation.simulation?.killTurn === true;
  }

  /** Takes up a deck's groups and last run of this session. */
  open(deckId: string): void {
    if (this.#deckId === deckId) return;
    this.cancel();
    this.#deckId = deckId;
    const kept = remembered.get(deckId);
    this.groups = kept?.groups ?? [];
    this.run = kept?.run ?? null;
    this.error = null;
  }

  /** Adds a group, or (same id) replaces it. */
  saveGroup(group: { id?: string; name: string; keys: string[] }): void {
    const id = group.id ?? `${USER_GROUP_ID}:${Math.max(0, ...this.groups.map((each) => Number(each.id.split(':')[1]))) + 1}`;
    const saved = { id, name: group.name, keys: [...group.keys] };
    this.groups = this.groups.some((each) => each.id === id) ? this.groups.map((each) => (each.id === id ? saved : each)) : [...this.groups, saved];
    this.#remember();
  }

  removeGroup(id: string): void {
    this.groups = this.groups.filter((group) => group.id !== id);
    this.#remember();
  }

  /** The name a group of the run shows: its name now, or as it was run when it has been removed since. */
  groupName(group: SimulationGroup): string {
    return this.groups.find((each) => each.id === group.id)?.name ?? group.name;
  }

  /** The player's groups as the simulation takes them: only their cards still in the draw pile, and none left empty. */
  #askedGroups(): SimulationGroup[] {
    const keys = this.drawPile.map((line) => line.key);
    return this.groups.map((group) => ({ ...group, keys: group.keys.filter((key) => keys.includes(key)) })).filter((group) => group.keys.length > 0);
  }

  #askedFor(): string {
    return JSON.stringify({ sections: this.sections(), groups: this.#askedGroups().map(({ id, keys }) => ({ id, keys })) });
  }

  /** Plays the games: going first, then going second. */
  async start(): Promise<void> {
    this.cancel();
    const run = ++this.#runs;
    const asked = this.#askedFor();
    const sections = this.sections();
    const groups = this.#askedGroups();
    const { games, seed } = this;
    this.running = true;
    this.error = null;
    this.done = 0;
    this.total = games * TURN_ORDERS.length;
    let played = 0;
    const stop = this.client.on('simulate.progress', (progress) => {
      if (run === this.#runs && progress.job === this.#job) this.done = played + progress.done;
    });
    try {
      const firstMoves = await this.#firstMoveGroups();
      const sides: Partial<Record<TurnOrder, DeckSimulation>> = {};
      for (const side of TURN_ORDERS) {
        if (run !== this.#runs) return;
        this.#job = `simulate-${crypto.randomUUID()}`;
        const params: SimulateParams = {
          game: this.game.id,
          sections,
          games,
          seed,
          turns: SIMULATION_TURNS,
          first: side === 'first',
          groups: [...groups, ...firstMoves].map(({ id, keys }) => ({ name: id, keys })),
          job: this.#job,
          ...(this.killTurn ? { kill: true } : {}),
        };
        sides[side] = await this.client.call('decks.simulate', params);
        played += games;
        this.done = played;
      }
      if (run !== this.#runs) return;
      this.run = { games, seed, turns: SIMULATION_TURNS, sides: sides as Record<TurnOrder, DeckSimulation>, groups, firstMoves, asked };
      this.#remember();
    } catch (error) {
      // Stopped by the player, an edit or a newer run: nothing went wrong.
      if (run !== this.#runs || (error instanceof ApiCallError && error.code === 'CANCELLED')) return;
      this.error = (error as Error).message;
    } finally {
      stop();
      if (run === this.#runs) {
        this.running = false;
        this.#job = null;
      }
    }
  }

  /** Stops the run under way, if any; its games so far are given up. */
  cancel(): void {
    if (!this.running) return;
    this.#runs++;
    this.running = false;
    const job = this.#job;
    this.#job = null;
    // An answer of false (it had just ended) changes nothing: the run's answer is dropped all the same.
    if (job) void this.client.call('decks.cancelSimulation', { job }).catch(() => {});
  }

  /** The deck was edited: a run under way is of the old deck. */
  deckChanged(): void {
    this.cancel();
  }

  dispose(): void {
    this.cancel();
  }

  async #firstMoveGroups(): Promise<FirstMoveGroup[]> {
    const costs = this.game.presentation.simulation?.firstMoves?.costs;
    const lines = this.drawPile;
    if (!costs) return [];
    const unknown = lines.filter((line) => !this.#faceCosts.has(line.key));
    const details = await Promise.all(unknown.map((line) => this.client.call('cards.get', { game: this.game.id, key: line.key })));
    for (const card of details) this.#faceCosts.set(card.key, card.faces.length > 1 ? card.faces.map((face) => face.cost) : [card.cost]);
    return firstMoveGroups(costs, lines, (key) => this.#faceCosts.get(key) ?? []);
  }

  #remember(): void {
    if (this.#deckId) remembered.set(this.#deckId, { groups: this.groups, run: this.run });
  }
}
