import { SvelteMap } from 'svelte/reactivity';
import type { CardSummary, DeckDetail, DeckLine, DeckSections, DeckStats, ErrorCode, GameInfo, Validation } from '../../api/contract';
import { ApiCallError, type ApiClient } from './client';
import { EditorSimulation } from './editor-simulation.svelte';

/** A deck's contents: per section id, its cards with their copies, in the order the player added them. */
export type EditorSections = Record<string, DeckLine[]>;

/** How long the deck waits after the last edit before it saves itself. */
export const AUTOSAVE_MS = 1200;
/** The most edits undo remembers. */
const UNDO_LIMIT = 500;
/** Copies of one card a section row accepts (the API's limit). */
const MAX_COPIES = 999;

export type SaveState = 'saved' | 'pending' | 'saving' | 'failed' | 'conflict';

const copy = (sections: EditorSections): EditorSections =>
  Object.fromEntries(Object.entries(sections).map(([id, lines]) => [id, lines.map((line) => ({ ...line }))]));

const sameSections = (a: EditorSections, b: EditorSections): boolean => JSON.stringify(toParams(a)) === JSON.stringify(toParams(b));

/** The contents as the API takes them: keys and counts, empty sections left out. */
export function toParams(sections: EditorSections): DeckSections {
  const params: DeckSections = {};
  for (const [id, lines] of Object.entries(sections)) {
    if (lines.length > 0) params[id] = lines.map(({ key, count }) => ({ key, count }));
  }
  return params;
}

/**
 * The deck being edited: its contents with undo and redo, the verdict and statistics that follow every edit,
 * and saving (a short while after the last edit, as a new version of the deck). Newer answers always win over
 * older ones still in flight.
 */
export class DeckEditor {
  deck = $state<DeckDetail | null>(null);
  sections = $state<EditorSections>({});
  validation = $state<Validation | null>(null);
  stats = $state<DeckStats | null>(null);
  /** Why the last check failed, when it did for another reason than a card missing from the database. */
  checkError = $state<string | null>(null);
  saveState = $state<SaveState>('saved');
  saveError = $state<string | null>(null);
  /** The code of the last failed save: BUSY is told as "not saved yet", the edits kept here for the next save. */
  saveErrorCode = $state<ErrorCode | null>(null);
  loadError = $state<string | null>(null);
  /** The last change of name, format, notes or tags was refused: another window changed the deck first. */
  detailsConflict = $state(false);
  canUndo = $state(false);
  canRedo = $state(false);
  /** Facts of the deck's cards (kinds, cost, colours) for grouping and sorting the rows. */
  readonly cards = new SvelteMap<string, CardSummary>();
  /** The statistics tab's goldfish games of this deck. */
  readonly simulation: EditorSimulation;

  #undo: EditorSections[] = [];
  #redo: EditorSections[] = [];
  #saveTimer: ReturnType<typeof setTimeout> | undefined;
  #checks = 0;
  #saving: Promise<void> | null = null;

  constructor(
    private readonly client: ApiClient,
    readonly game: GameInfo,
    private readonly autosaveMs = AUTOSAVE_MS,
  ) {
    this.simulation = new EditorSimulation(client, game, () => toParams(this.sections));
  }

  get total(): number {
    return Object.values(this.sections).reduce((sum, lines) => sum + lines.reduce((each, line) => each + line.count, 0), 0);
  }

  count(section: string): number {
    return (this.sections[section] ?? []).reduce((sum, line) => sum + line.count, 0);
  }

  async open(id: string): Promise<void> {
    this.loadError = null;
    try {
      const deck = await this.client.call('library.get', { id });
      this.#reset(deck);
      await this.#loadCards(Object.values(deck.sections).flatMap((lines) => lines.map((line) => line.key)));
    } catch (error) {
      this.loadError = (error as Error).message;
    }
  }

  /** Takes a deck as the newest saved state: clears undo, checks it again. */
  #reset(deck: DeckDetail): void {
    this.deck = deck;
    this.simulation.open(deck.id);
    this.sections = copy(deck.sections);
    this.#undo = [];
    this.#redo = [];
    this.#syncHistory();
    this.saveState = 'saved';
    this.saveError = null;
    this.saveErrorCode = null;
    void this.refresh();
  }

  /** The section a card goes to when no section is named: its own zone, else the game's first. */
  defaultSection(card: Pick<CardSummary, 'zone'>): string {
    return this.game.sections.some((section) => section.id === card.zone) ? card.zone! : this.game.sections[0]!.id;
  }

  add(card: CardSummary, section = this.defaultSection(card), copies = 1): void {
    this.cards.set(card.key, card);
    this.#edit((next) => {
      // Read back after assigning: the contents are reactive state, and only the stored array is watched.
      next[section] ??= [];
      const lines = next[section];
      const line = lines.find((each) => each.key === card.key);
      if (line) line.count = Math.min(MAX_COPIES, line.count + copies);
      else lines.push({ key: card.key, name: card.name, count: Math.min(MAX_COPIES, copies) });
    });
  }

  /** Adds (positive) or removes (negative) copies; a card at 0 leaves the section. */
  change(section: string, key: string, delta: number): void {
    const line = this.sections[section]?.find((each) => each.key === key);
    if (!line) return;
    this.setCount(section, key, line.count + delta);
  }

  setCount(section: string, key: string, count: number): void {
    this.#edit((next) => {
      const lines = next[section] ?? [];
      const index = lines.findIndex((each) => each.key === key);
      if (index < 0) return;
      if (count <= 0) lines.splice(index, 1);
      else lines[index]!.count = Math.min(MAX_COPIES, count);
    });
  }

  /** Moves copies of a card to another section (all of them by default). */
  move(key: string, from: string, to: string, copies?: number): void {
    if (from === to) return;
    this.#edit((next) => {
      const source = next[from] ?? [];
      const index = source.findIndex((each) => each.key === key);
      if (index < 0) return;
      const line = source[index]!;
      const moving = Math.min(line.count, copies ?? line.count);
      if (moving === line.count) source.splice(index, 1);
      else line.count -= moving;
      next[to] ??= [];
      const target = next[to];
      const existing = target.find((each) => each.key === key);
      if (existing) existing.count = Math.min(MAX_COPIES, existing.count + moving);
      else target.push({ key, name: line.name, count: moving });
    });
  }

  /** Replaces the whole contents (an import into this deck), as one undoable edit. */
  replace(sections: EditorSections): void {
    this.#edit((next) => {
      for (const id of Object.keys(next)) delete next[id];
      Object.assign(next, copy(sections));
    });
  }

  undo(): void {
    const previous = this.#undo.pop();
    if (!previous) return;
    this.#redo.push(copy(this.sections));
    this.#apply(previous);
  }

  redo(): void {
    const next = this.#redo.pop();
    if (!next) return;
    this.#undo.push(copy(this.sections));
    this.#apply(next);
  }

  #edit(change: (sections: EditorSections) => void): void {
    const before = copy(this.sections);
    // In place, so only the rows that change render again (a new contents object would redraw every row).
    change(this.sections);
    if (sameSections(before, this.sections)) return;
    this.#undo.push(before);
    if (this.#undo.length > UNDO_LIMIT) this.#undo.shift();
    this.#redo = [];
    this.#changed();
  }

  #apply(next: EditorSections): void {
    this.sections = next;
    this.#changed();
  }

  #changed(): void {
    this.simulation.deckChanged();
    this.#syncHistory();
    this.#scheduleSave();
    void this.refresh();
  }

  #syncHistory(): void {
    this.canUndo = this.#undo.length > 0;
    this.canRedo = this.#redo.length > 0;
  }

  /** Checks the deck and measures it again; an answer to an older state is dropped. */
  async refresh(): Promise<void> {
    if (!this.deck) return;
    const check = ++this.#checks;
    const params = { game: this.game.id, sections: toParams(this.sections) };
    try {
      const [validation, stats] = await Promise.all([
        this.client.call('decks.validate', { ...params, format: this.deck.format }),
        this.client.call('decks.stats', { ...params, perCard: true }),
      ]);
      if (check !== this.#checks) return;
      this.validation = validation;
      this.stats = stats;
      this.checkError = null;
    } catch (error) {
      if (check !== this.#checks) return;
      // A card that left the database cannot be checked: the deck still shows, the verdict waits.
      this.validation = null;
      this.checkError = error instanceof ApiCallError && error.code === 'NOT_FOUND' ? null : (error as Error).message;
    }
  }

  #scheduleSave(): void {
    this.saveState = 'pending';
    clearTimeout(this.#saveTimer);
    this.#saveTimer = setTimeout(() => void this.save(), this.autosaveMs);
  }

  /** Saves now (Ctrl+S, or leaving the editor); autosave calls it after a pause. */
  async save(): Promise<void> {
    clearTimeout(this.#saveTimer);
    if (!this.deck || this.saveState === 'saved' || this.saveState === 'conflict') return;
    // One save at a time: edits made during a save are saved right after it.
    if (this.#saving) {
      await this.#saving;
      if (this.saveState !== 'pending') return;
    }
    const sections = copy(this.sections);
    this.saveState = 'saving';
    this.#saving = (async () => {
      try {
        const saved = await this.client.call('library.save', { id: this.deck!.id, sections: toParams(sections), baseVersion: this.deck!.version });
        this.#take(saved);
        this.saveError = null;
        this.saveErrorCode = null;
        this.saveState = sameSections(sections, this.sections) ? 'saved' : 'pending';
      } catch (error) {
        this.saveError = (error as Error).message;
        this.saveErrorCode = error instanceof ApiCallError ? error.code : null;
        this.saveState = error instanceof ApiCallError && error.code === 'CONFLICT' ? 'conflict' : 'failed';
      } finally {
        this.#saving = null;
      }
    })();
    await this.#saving;
    // Read again: the save above may have left edits made while it ran.
    if ((this.saveState as SaveState) === 'pending') this.#scheduleSave();
  }

  /** After a conflict: take the newest saved version (this window's unsaved edits are given up). */
  async reload(): Promise<void> {
    if (!this.deck) return;
    await this.open(this.deck.id);
  }

  /**
   * Name, format, notes or tags: saved at once, without a new version, from the revision this window last read (a
   * save under way is waited for: it raises the revision). When another window changed the deck first, the change
   * is refused: the deck's name, format, notes and tags are read again (the edited cards stay) and
   * `detailsConflict` says so.
   */
  async updateDetails(details: { name?: string; format?: string | null; notes?: string; tags?: string[] }): Promise<void> {
    if (!this.deck) return;
    if (this.#saving) await this.#saving;
    try {
      this.#take(await this.client.call('library.update', { id: this.deck.id, baseRevision: this.deck.revision, ...details }));
      this.detailsConflict = false;
    } catch (error) {
      if (!(error instanceof ApiCallError && error.code === 'CONFLICT')) throw error;
      this.detailsConflict = true;
      const { name, format, notes, tags, revision, updatedAt } = await this.client.call('library.get', { id: this.deck.id });
      // The details and their revision only: the cards stay this window's, saved from the version it started from.
      if (this.deck && revision >= this.deck.revision) this.deck = { ...this.deck, name, format, notes, tags, revision, updatedAt };
    }
    if ('format' in details) await this.refresh();
  }

  /**
   * A deck as the API answered a save or an update, its contents kept as edited here. An answer older than the
   * revision held (a save answered after a later update) gives only its version, which the next save starts from.
   */
  #take(deck: DeckDetail): void {
    if (!this.deck) return;
    if (deck.revision >= this.deck.revision) this.deck = { ...deck, sections: this.deck.sections };
    else if (deck.version > this.deck.version) this.deck = { ...this.deck, version: deck.version };
  }

  async #loadCards(keys: string[]): Promise<void> {
    const unknown = keys.filter((key, index) => keys.indexOf(key) === index && !this.cards.has(key));
    if (unknown.length === 0) return;
    const cards = await this.client.call('cards.many', { game: this.game.id, keys: unknown });
    for (const card of cards) this.cards.set(card.key, card);
  }

  dispose(): void {
    clearTimeout(this.#saveTimer);
    this.simulation.dispose();
  }
}
