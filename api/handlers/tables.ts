/**
 * Playtest tables over the API (issue 7): a game on the engine (engine/core) started from library decks, stored after
 * every change (db/tables), answered as one seat's snapshot. A replayed History per table is kept in memory and checked
 * against the stored revision on every call, so a restarted backend, or another process writing the same database,
 * gives the table exactly as stored.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { createLibraryRepository } from '../../db/library/repository';
import { createMatchesRepository } from '../../db/matches/repository';
import { createDeckPicksRepository } from '../../db/library/picks';
import type { LibrarySections } from '../../db/library/types';
import { QueryError } from '../../db/search/query';
import { keysMatching } from '../../db/search/run';
import { StaleRevisionError } from '../../db/stale';
import { DamagedRecordError } from '../../db/stored';
import { createTablesRepository, type TableWrite } from '../../db/tables/repository';
import type { TableLayoutRecord, TableRecord, TableStatus } from '../../db/tables/types';
import type { Action, GameEvent } from '../../engine/core/actions';
import { logLine } from '../../engine/core/describe';
import { History } from '../../engine/core/history';
import { startTable, tableRules } from '../../engine/core/setup';
import { outcome, zoneKey, zoneSlot, type GameState, type TableRules } from '../../engine/core/state';
import { isRuleError, type Mode } from '../../engine/core/basics';
import { view } from '../../engine/core/view';
import type { BoardLayout } from '../../engine/games/board-layout';
import { gameDefinition } from '../../engine/games/registry';
import type { GameId } from '../../engine/games/id';
import { checkPick, defaultPick, equipmentGroups, fitPick, poolPlan } from '../../engine/deck/pick';
import type { Deck } from '../../engine/deck/types';
import type { CardTerm, DeckSections, TableNotice, TablePick, TableRulesInfo, TableSnapshot, TableSummary } from '../contract';
import { ApiError } from '../errors';
import { seatDeck } from '../services/seat-deck';
import { invalidQuery } from './cards';
import { deckOf, formatOrThrow } from './deck-rules';
import { writeTransaction } from '../../db/write';
import { defineHandlers, type HandlerContext } from './types';

/** Tables kept replayed in memory; a table not among them is replayed from the database when next asked for. */
const CACHED_TABLES = 8;

/** Seeds the backend picks are below this: randomInt's limit, well inside the engine's safe integers. */
const SEED_LIMIT = 2 ** 48 - 1;

/** A table replayed: its stored record and its engine History at the cursor. */
export interface LoadedTable {
  record: TableRecord;
  history: History;
}
type Loaded = LoadedTable;

/** A deck a table seat plays: a library deck, or (in a match) the deck a seat sided to. */
export interface TableDeck {
  id: string;
  name: string;
  sections: LibrarySections;
  /** The cards of its card-pool not chosen for the game, for the inventory (FaB 4.1.6). */
  inventory?: LibrarySections;
}

/** A deck's cards as the library keeps them: key, name and count per section. */
export const linesOf = (deck: Deck): LibrarySections =>
  Object.fromEntries(Object.entries(deck.sections).map(([section, entries]) => [section, entries.map(({ card, count }) => ({ key: card.key, name: card.name, count }))]));

export const keysOf = (sections: LibrarySections): DeckSections =>
  Object.fromEntries(Object.entries(sections).map(([section, lines]) => [section, lines.map(({ key, count }) => ({ key, count }))]));

/** The copies of `pool` that `chosen` leaves out, per section: a card-pool's inventory for one game. */
export function leftOut(pool: LibrarySections, chosen: LibrarySections): LibrarySections {
  return Object.fromEntries(
    Object.entries(pool).map(([section, lines]) => [
      section,
      lines.flatMap((line) => {
        const kept = (chosen[section] ?? []).filter((entry) => entry.key === line.key).reduce((sum, entry) => sum + entry.count, 0);
        return kept < line.count ? [{ ...line, count: line.count - kept }] : [];
      }),
    ]),
  );
}

export interface OpenTable {
  game: GameId;
  decks: readonly TableDeck[];
  dummy?: { life?: number; shields?: number } | null;
  mode?: Mode;
  firstPlayer: number;
  seed?: number;
  layout: TableLayoutRecord;
  name?: string;
}

/** What other handlers (matches) use of the tables. */
export interface TableService {
  /** Starts, stores and tells a table; an engine refusal (a deck it cannot start from) is INVALID_PARAMS. */
  open(table: OpenTable): LoadedTable;
  /** The table as stored; NOT_FOUND for an unknown id. */
  load(id: string): LoadedTable;
  /**
   * A choice before a game from the saved deck's card-pool (`picks[index]` of a start), checked in `mode`: strict
   * refuses a breach (INVALID_PARAMS naming it), assisted gives it back as warnings, free checks nothing.
   */
  choose(deck: { id: string; name: string }, given: DeckSections, index: number, mode: Mode): { sections: LibrarySections; notices: TableNotice[] };
  /** Keeps a choice as the deck's last, offered next time (inside the caller's write transaction). */
  remember(deckId: string, given: DeckSections): void;
}

/** A table's fixed facts as the renderer lays the board out and offers the game's actions from them. */
export function rulesInfo(rules: TableRules, board: BoardLayout): TableRulesInfo {
  const term = ({ id, label, rule }: { id: string; label: TableRulesInfo['steps'][number]['label']; rule: string }) => ({ id, label, rule });
  const cardTerm = ({ zones, appliesTo, waivedBy, ...rest }: CardTerm): CardTerm => ({
    ...term(rest),
    ...(zones && { zones: [...zones] }),
    ...(appliesTo && { appliesTo }),
    ...(waivedBy && { waivedBy }),
  });
  return {
    zones: rules.zones.map(({ id, label, owner, visibility, ordered, capacity, faceDown, rule }) => ({
      id,
      label,
      owner,
      visibility,
      ordered,
      capacity,
      faceDown,
      rule,
      ...(rules.holds?.[id] && { holds: [...rules.holds[id]] }),
    })),
    drawPile: rules.drawPile,
    hand: rules.hand,
    steps: (rules.turns?.steps ?? []).map(term),
    mainStep: rules.turns?.mainStep ?? '',
    // The declaration without its code: what the table offers and how.
    actions: (rules.actions ?? []).map(({ id, label, rule, parameters, zone, primary, appliesTo, offer }) => ({
      id,
      label,
      rule,
      ...(parameters && { parameters }),
      ...(zone && { zone }),
      ...(primary && { primary }),
      ...(appliesTo && { appliesTo }),
      ...(offer && { offer }),
    })),
    markers: (rules.markers ?? []).map(cardTerm),
    counters: (rules.counters ?? []).map(cardTerm),
    resources: (rules.resources ?? []).map(term),
    decisions: (rules.decisions ?? []).map(({ id, label, rule, prompt, answers, choices, pass, dummy }) => ({
      id,
      label,
      rule,
      prompt,
      answers: [...answers],
      ...(choices ? { choices: [...choices] } : {}),
      ...(pass ? { pass } : {}),
      dummy,
    })),
    board,
  };
}

/** The applied log entries after the first `from`, each event described for `seat` in both languages. */
export function logEntries(history: History, seat: number, from = 0): TableSnapshot['log'] {
  return history
    .log()
    .slice(from)
    .map((entry, index) => {
      const lines = entry.events.map((event) => logLine(event, seat, history.rules));
      return { index: from + index + 1, seat: entry.action.seat, lines: lines.map((line) => line.text), names: [...new Set(lines.flatMap((line) => line.names))] };
    });
}

function statusOf(state: GameState): TableStatus {
  const { number, activeSeat, step } = state.turn;
  return { mode: state.mode, turn: { number, activeSeat, step }, ...outcome(state) };
}

function summaryOf(record: TableRecord): TableSummary {
  const { id, game, name, seats, layout, status, cursor, length, createdAt, updatedAt } = record;
  return { id, game, name, seats, layout, ...status, cursor, length, created: createdAt, updated: updatedAt };
}

/** What the new entry asks the player to notice: its warnings and due tasks. */
function noticesOf(events: readonly GameEvent[]): TableNotice[] {
  return events.flatMap((event): TableNotice[] =>
    event.type === 'warning' || event.type === 'due' ? [{ kind: event.type, rule: event.rule, message: event.message }] : [],
  );
}

/**
 * Why a stored table does not replay, named as its log shows it: `actions[4]: …` is log entry 5, a field of the start
 * (`decks[0].cards[2].zone: …`) is the start, anything else the log as a whole.
 */
function replayError(id: string, message: string): DamagedRecordError {
  const entry = /^actions\[(\d+)\]: /.exec(message);
  if (entry) return new DamagedRecordError('table', id, `log entry ${Number(entry[1]) + 1}`, message.slice(entry[0].length));
  const start = /^(?:version|seed|decks|life|resources|mode|dummy|seats|turn)\b/.test(message);
  return new DamagedRecordError('table', id, start ? 'start' : 'log', message);
}

/** The tables' handlers, and the service the matches' handlers start and read tables through. */
export function createTables({ db, clock, emit }: HandlerContext) {
  const tables = createTablesRepository(db.sql);
  const library = createLibraryRepository(db.sql);
  const matches = createMatchesRepository(db.sql);
  const lastPicks = createDeckPicksRepository(db.sql);
  const cache = new Map<string, Loaded>();
  const rulesByGame = new Map<GameId, { rules: TableRules; info: TableRulesInfo }>();

  function rulesOf(game: GameId): { rules: TableRules; info: TableRulesInfo } {
    let rules = rulesByGame.get(game);
    if (!rules) {
      const definition = gameDefinition(game);
      const table = tableRules(definition);
      rulesByGame.set(game, (rules = { rules: table, info: rulesInfo(table, definition.board) }));
    }
    return rules;
  }

  function remember(id: string, loaded: Loaded): Loaded {
    cache.delete(id);
    cache.set(id, loaded);
    for (const old of cache.keys()) {
      if (cache.size <= CACHED_TABLES) break;
      cache.delete(old);
    }
    return loaded;
  }

  /** The table replayed as stored: from the cache while no other write came in between, else from the database. */
  function load(id: string): Loaded {
    const revision = tables.revision(id);
    if (revision === null) throw new ApiError('NOT_FOUND', `no table with id "${id}"`);
    const cached = cache.get(id);
    if (cached?.record.revision === revision) return remember(id, cached);
    const { start, actions, ...record } = tables.get(id)!;
    let history: History;
    try {
      history = History.fromSession(rulesOf(record.game).rules, { version: 1, ...start, actions, cursor: record.cursor });
    } catch (error) {
      // The log was applied once and stored as applied: what will not replay now was damaged since.
      throw replayError(id, (error as Error).message);
    }
    return remember(id, { record, history });
  }

  /** The table to act on for `seat`: a seat of it that is not a dummy. */
  function loadFor(id: string, seat: number): Loaded {
    const loaded = load(id);
    const { seats } = loaded.history.state;
    if (seat >= seats.length || seats[seat]!.dummy) {
      const players = seats.flatMap((entry, index) => (entry.dummy ? [] : [index])).join(', ');
      throw new ApiError('INVALID_PARAMS', `seat: "${loaded.record.name}" has no seat ${seat} to play from; its seats are ${players}`);
    }
    return loaded;
  }

  /** Stores a change already made to the replayed history; a failed write forgets the replay, which no longer matches. */
  function store(loaded: Loaded, change: (write: TableWrite) => TableRecord): void {
    const { id, revision } = loaded.record;
    try {
      loaded.record = change({ revision, status: statusOf(loaded.history.state), now: clock.now() });
    } catch (error) {
      cache.delete(id);
      if (error instanceof StaleRevisionError) throw new ApiError('CONFLICT', `"${loaded.record.name}" was changed in another window; fetch the table again`);
      throw error;
    }
    emit('table.changed', { id, cursor: loaded.record.cursor, deleted: false });
  }

  function snapshot({ record, history }: Loaded, seat: number, logFrom = 0, notices: TableNotice[] = []): TableSnapshot {
    const { info } = rulesOf(record.game);
    return { table: summaryOf(record), seat, view: view(history.state, seat), rules: info, log: logEntries(history, seat, logFrom), logFrom, notices };
  }

  /** Applies one action for `seat`: stored and told when it applies, a `refused` notice and no change when refused. */
  function perform(loaded: Loaded, seat: number, action: Action, logFrom: number | undefined): TableSnapshot {
    if (action.seat !== seat) throw new ApiError('INVALID_PARAMS', `action.seat: ${action.seat} is not the seat acting (${seat})`);
    // What is applied is exactly what a replay reads back.
    const stored = JSON.parse(JSON.stringify(action)) as Action;
    const index = loaded.history.cursor;
    const events = loaded.history.perform(stored);
    if (isRuleError(events)) return snapshot(loaded, seat, logFrom, [{ kind: 'refused', rule: events.rule, message: events.message }]);
    store(loaded, (write) => tables.append(loaded.record.id, index, stored, write));
    return snapshot(loaded, seat, logFrom, noticesOf(events));
  }

  /** Undo, redo, go to an entry: only the cursor moves, and only a move is stored and told. */
  function moveTo(loaded: Loaded, cursor: number): void {
    if (cursor === loaded.history.cursor) return;
    loaded.history.goTo(cursor);
    store(loaded, (write) => tables.moveCursor(loaded.record.id, cursor, write));
  }

  /**
   * What a saved deck offers before a game (FaB 4.1.4–4.1.6): the choice given, else the remembered one held to the
   * deck as it is now, else the default; with every rule it breaks. Null where the deck's format chooses nothing, or
   * the deck holds cards the data does not have.
   */
  function pickOf(deckId: string, sections: DeckSections | undefined, at = 'deckId'): TablePick | null {
    const deck = library.get(deckId);
    if (!deck) throw new ApiError('NOT_FOUND', `${at}: no saved deck with id "${deckId}"`);
    const format = formatOrThrow(db.sql, deck.game, deck.format);
    const plan = poolPlan(format);
    // A deck holding cards the data does not have (lines kept as unknown, cards that left it) cannot be chosen from by
    // their facts: it plays as saved.
    if (!plan || deck.missing.length > 0) return null;
    const pool = deckOf(db.sql, deck.game, keysOf(deck.sections));
    const remembered = sections ? null : lastPicks.get(deckId);
    const chosen = sections ? deckOf(db.sql, deck.game, sections) : remembered ? fitPick(pool, remembered, plan) : defaultPick(pool);
    const equipment = equipmentGroups(pool);
    return {
      deckId,
      plan,
      pool: linesOf(pool),
      sections: linesOf(chosen),
      remembered: remembered !== null,
      equipment,
      violations: checkPick(pool, chosen, format),
    };
  }

  /** A seat zone by its id (the seat's own) or any zone by its key as the view names it (`deck#1`, `combatChain`). */
  function zoneKeyOf(state: GameState, zone: string, seat: number): string {
    if (Object.hasOwn(state.zones, zone)) return zone;
    const definition = state.rules.zones.find((candidate) => candidate.id === zone);
    if (!definition) throw new ApiError('INVALID_PARAMS', `zone: the table has no zone "${zone}"; its zones are ${state.rules.zones.map((candidate) => candidate.id).join(', ')}`);
    return zoneKey(definition, seat);
  }

  function open({ game, decks, dummy, mode, firstPlayer, seed, layout, name }: OpenTable): Loaded {
    let history: History;
    try {
      history = startTable(gameDefinition(game), {
        seed: seed ?? randomInt(SEED_LIMIT),
        decks: decks.map((deck) => {
          const seat = seatDeck(db.sql, game, deck.sections);
          const inventory = deck.inventory && Object.values(seatDeck(db.sql, game, deck.inventory).sections).flat();
          return inventory && inventory.length > 0 ? { ...seat, inventory } : seat;
        }),
        mode,
        firstPlayer,
        ...(dummy ? { dummy } : {}),
      });
    } catch (error) {
      // The engine names the field of a deck or option it cannot start from (a FaB deck without a hero…).
      throw new ApiError('INVALID_PARAMS', `table.start: ${(error as Error).message}`);
    }
    const seats = [
      ...decks.map((deck) => ({ deckId: deck.id, deckName: deck.name, dummy: false })),
      // A dummy plays no deck; the table names it.
      ...(dummy ? [{ deckId: null, deckName: '', dummy: true }] : []),
    ];
    const record = tables.create({
      id: randomUUID(),
      game,
      name: name ?? decks.map((deck) => deck.name).join(' vs '),
      layout,
      seats,
      start: history.start,
      actions: history.toSession().actions,
      status: statusOf(history.state),
      now: clock.now(),
    });
    const loaded = remember(record.id, { record, history });
    emit('table.changed', { id: record.id, cursor: record.cursor, deleted: false });
    return loaded;
  }

  function choose(deck: { id: string; name: string }, given: DeckSections, index: number, mode: Mode) {
    const pick = pickOf(deck.id, given, `picks[${index}]`);
    if (!pick) throw new ApiError('INVALID_PARAMS', `picks[${index}]: "${deck.name}" is played as saved: its format chooses no cards before a game`);
    // The mode decides what a breach does, as at the table (docs/engine.md).
    const breaches = mode === 'free' ? [] : pick.violations;
    if (mode === 'strict' && breaches.some((violation) => violation.severity === 'error')) {
      const said = breaches.map((violation) => `${violation.message.en}${violation.rule ? ` (${violation.rule})` : ''}`);
      throw new ApiError('INVALID_PARAMS', `picks[${index}]: ${said.join(' ')}`);
    }
    return { sections: pick.sections, notices: breaches.map((violation): TableNotice => ({ kind: 'warning', rule: violation.rule, message: violation.message })) };
  }

  const rememberPick = (deckId: string, given: DeckSections) => lastPicks.save(deckId, given, clock.now());

  const service: TableService = { open, load, choose, remember: rememberPick };

  const handlers = defineHandlers({
    'table.start': ({ game, decks, dummy, mode, firstPlayer = 0, seed, layout = 'hotseat', name, picks }) => {
      if (dummy && decks.length !== 1) throw new ApiError('INVALID_PARAMS', `dummy: a dummy opponent joins a table of one deck, not ${decks.length}`);
      // A dummy sits after the one deck's seat, and may go first (the player then goes second).
      if (firstPlayer >= decks.length + (dummy ? 1 : 0)) {
        const seats = dummy ? 'the player sits at 0 and the dummy at 1' : `the players sit at 0${decks.length > 1 ? ' and 1' : ''}`;
        throw new ApiError('INVALID_PARAMS', `firstPlayer: there is no seat ${firstPlayer}; ${seats}`);
      }
      const saved = decks.map((id, index) => {
        const deck = library.get(id);
        if (!deck) throw new ApiError('NOT_FOUND', `decks[${index}]: no saved deck with id "${id}"`);
        if (deck.game !== game) throw new ApiError('INVALID_PARAMS', `decks[${index}]: "${deck.name}" is a ${deck.game} deck, not ${game}`);
        return deck;
      });
      if (picks && picks.length > decks.length) throw new ApiError('INVALID_PARAMS', `picks: ${picks.length} choices for ${decks.length} deck${decks.length > 1 ? 's' : ''}`);
      const notices: TableNotice[] = [];
      const chosen = saved.map((deck, index): TableDeck => {
        const given = picks?.[index];
        if (!given) return deck;
        const choice = choose(deck, given, index, mode ?? 'assisted');
        notices.push(...choice.notices);
        return { ...deck, sections: choice.sections, inventory: leftOut(deck.sections, choice.sections) };
      });
      // The table and the choices it remembers are one write.
      return writeTransaction(db.sql, () => {
        const table = open({ game, decks: chosen, dummy, mode, firstPlayer, seed, layout, name });
        saved.forEach((deck, index) => {
          const given = picks?.[index];
          if (given) rememberPick(deck.id, given);
        });
        return snapshot(table, 0, 0, notices);
      })();
    },

    'table.pick': ({ deckId, sections }) => pickOf(deckId, sections),

    'table.get': ({ id, seat, logFrom }) => snapshot(loadFor(id, seat), seat, logFrom),

    'table.act': ({ id, seat, action, logFrom }) => perform(loadFor(id, seat), seat, action, logFrom),

    'table.search': ({ id, seat, zone, query, logFrom }) => {
      const loaded = loadFor(id, seat);
      const { state } = loaded.history;
      const key = zoneKeyOf(state, zone, seat);
      const slot = zoneSlot(state.rules, key)!;
      const present = [...new Set(state.zones[key]!.map((card) => state.cards[card]!.key))];
      let keys: string[];
      try {
        keys = keysMatching(db.sql, { game: loaded.record.game, query, vocabulary: gameDefinition(loaded.record.game), keys: present });
      } catch (error) {
        throw error instanceof QueryError ? invalidQuery(error) : error;
      }
      const target = slot.seat === null ? { zone: slot.definition.id } : { zone: slot.definition.id, seat: slot.seat };
      return perform(loaded, seat, { type: 'search', seat, zone: target, filter: { keys: keys.sort() } }, logFrom);
    },

    'table.undo': ({ id, seat, to, logFrom }) => {
      const loaded = loadFor(id, seat);
      const { cursor } = loaded.history;
      if (to !== undefined && to > cursor) throw new ApiError('INVALID_PARAMS', `to: ${to} is after the last entry applied; undo goes back to an entry from 0 to ${cursor}`);
      moveTo(loaded, to ?? Math.max(0, cursor - 1));
      return snapshot(loaded, seat, logFrom);
    },

    'table.redo': ({ id, seat, logFrom }) => {
      const loaded = loadFor(id, seat);
      if (loaded.history.canRedo()) moveTo(loaded, loaded.history.cursor + 1);
      return snapshot(loaded, seat, logFrom);
    },

    'table.list': ({ game }) => tables.list(game).map(summaryOf),

    'table.delete': ({ id }) => {
      // A match's game in play lives on its table: the match would wait on a table that is gone.
      const playing = matches.byTable(id);
      if (playing) {
        throw new ApiError('CONFLICT', `table.delete: game ${playing.number} of a match is played on this table; end the game in the match first`);
      }
      const deleted = tables.delete(id);
      cache.delete(id);
      if (deleted) emit('table.changed', { id, cursor: deleted.cursor, deleted: true });
      return { deleted: deleted !== null };
    },
  });
  return { handlers, service };
}
