/**
 * Matches in SQL: the match (seats with their registered and sided decks, what it waits for) and its games. Every
 * write is one transaction guarded by the revision it started from, as the tables' are (db/tables/repository.ts): a
 * game starting or ending changes its row and the match's together, or neither.
 */
import type { Database } from 'better-sqlite3';
import * as v from 'valibot';
import type { Action } from '../../engine/core/actions';
import type { TableStart } from '../../engine/core/state';
import type { GameEndKind } from '../../engine/match/match';
import type { GameId } from '../../engine/games/id';
import type { Localized } from '../../engine/localized';
import { StaleRevisionError } from '../stale';
import { readStored, storedSchemas } from '../stored';
import type { MatchDetail, MatchGameRecord, MatchRecord, MatchSeatRecord, MatchSettings, MatchState } from './types';
import type { TableLayoutRecord } from '../tables/types';
import { writeTransaction } from '../write';

export type NewMatch = Pick<MatchRecord, 'id' | 'game' | 'name' | 'bestOf' | 'layout' | 'seats' | 'settings' | 'state'> & { now: Date };

/** Every match write names the revision it was made from and what the match is after it. */
export interface MatchWrite {
  revision: number;
  seats: [MatchSeatRecord, MatchSeatRecord];
  settings: MatchSettings;
  state: MatchState;
  winner: number | null;
  /** Set when the write ends the match. */
  finished: boolean;
  now: Date;
}

export type NewMatchGame = Pick<MatchGameRecord, 'number' | 'tableId' | 'firstPlayer' | 'chooser' | 'decks' | 'changes'>;

export interface MatchGameEnd {
  winner: number | null;
  ending: GameEndKind;
  reason: { rule: string; text: Localized } | null;
  turns: number;
  start: TableStart;
  actions: readonly Action[];
}

export interface MatchesRepository {
  create(match: NewMatch): MatchDetail;
  get(id: string): MatchDetail | null;
  /**
   * Newest change first; `deckId`: the matches either seat plays that deck in. Each with its games, but not their
   * logs (`start` and `actions` null): a history lists many matches, and replays one.
   */
  list(filter?: { game?: GameId; deckId?: string }): MatchDetail[];
  /** The match alone changes (a first-player choice made, a seat's sideboarding). */
  update(id: string, write: MatchWrite): MatchDetail;
  /** A game begins on its table, and the match says so. */
  startGame(id: string, game: NewMatchGame, write: MatchWrite): MatchDetail;
  /** Game `number` ends with its result and log, and the match moves on. */
  endGame(id: string, number: number, end: MatchGameEnd, write: MatchWrite): MatchDetail;
  /** The match whose game is played on `tableId`, if any. */
  byTable(tableId: string): { id: string; number: number } | null;
  delete(id: string): boolean;
}

interface MatchRow {
  id: string;
  game: GameId;
  name: string;
  best_of: number;
  layout: TableLayoutRecord;
  seats: string;
  settings: string;
  state: string;
  winner: number | null;
  revision: number;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

interface GameRow {
  number: number;
  table_id: string | null;
  first_player: number;
  chooser: number | null;
  decks: string;
  changes: string;
  winner: number | null;
  ending: GameEndKind | null;
  reason: string | null;
  turns: number | null;
  started_at: string;
  ended_at: string | null;
  start: string | null;
  actions: string | null;
}

// The shapes of the JSON columns, checked as they are read back (db/stored.ts).
const whole = v.pipe(v.number(), v.safeInteger());
const sections = v.record(v.string(), v.array(v.looseObject({ key: v.string(), name: v.string(), count: whole })));
const seat = v.looseObject({ deckId: v.nullable(v.string()), deckName: v.string(), opponent: v.nullable(v.string()), registered: v.nullable(sections), sided: v.nullable(sections) });
const seatsSchema = v.tuple([seat, seat]) as v.GenericSchema<unknown, MatchRecord['seats']>;
/**
 * Settings stored before house rules were the game's declarations held DM's one rule as `dmSideboard`: read it as
 * the house rule it became (an off rule is one not named).
 */
const settingsSchema = v.pipe(
  v.looseObject({ mode: v.string(), houseRules: v.optional(v.record(v.string(), v.boolean())), dmSideboard: v.optional(v.boolean()) }),
  v.transform(({ dmSideboard, houseRules, ...settings }) => ({ ...settings, houseRules: houseRules ?? (dmSideboard ? { freeSideboarding: true } : {}) })),
) as v.GenericSchema<unknown, MatchSettings>;
const stateSchema = v.variant('kind', [
  v.looseObject({ kind: v.literal('firstPlayer'), number: whole, decision: v.looseObject({ kind: v.picklist(['choose', 'decided']), rule: v.string() }) }),
  v.looseObject({ kind: v.literal('playing'), number: whole, tableId: v.string() }),
  v.looseObject({ kind: v.literal('sideboarding'), number: whole, ready: v.tuple([v.boolean(), v.boolean()]) }),
  v.looseObject({ kind: v.literal('over') }),
]) as v.GenericSchema<unknown, MatchState>;
const decksSchema = v.tuple([v.nullable(sections), v.nullable(sections)]) as v.GenericSchema<unknown, MatchGameRecord['decks']>;
const diffLines = v.array(v.looseObject({ section: v.string(), key: v.string(), name: v.string(), before: whole, after: whole }));
const changesSchema = v.tuple([diffLines, diffLines]) as v.GenericSchema<unknown, MatchGameRecord['changes']>;
const reasonSchema = v.looseObject({ rule: v.string(), text: v.looseObject({ ja: v.string(), en: v.string() }) }) as v.GenericSchema<unknown, NonNullable<MatchGameRecord['reason']>>;
const actionsSchema = v.array(storedSchemas.action);
/** A finished game's start is kept for the record and handed out as stored: an object, which a replay checks as a table's. */
const startSchema = v.custom<TableStart>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'is not an object');

const toRecord = (row: MatchRow): MatchRecord => ({
  id: row.id,
  game: row.game,
  name: row.name,
  bestOf: row.best_of,
  layout: row.layout,
  seats: readStored(seatsSchema, row.seats, 'match', row.id, 'seats'),
  settings: readStored(settingsSchema, row.settings, 'match', row.id, 'settings'),
  state: readStored(stateSchema, row.state, 'match', row.id, 'state'),
  winner: row.winner,
  revision: row.revision,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  finishedAt: row.finished_at,
});

/** A game's row: its JSON columns read back, each named with the game's number when it is damaged. */
const toGame = (matchId: string, row: GameRow): MatchGameRecord => {
  const read = <T>(schema: v.GenericSchema<unknown, T>, text: string | null, part: string): T | null =>
    text === null ? null : readStored(schema, text, 'match', matchId, `game ${row.number} ${part}`);
  return {
    number: row.number,
    tableId: row.table_id,
    firstPlayer: row.first_player,
    chooser: row.chooser,
    decks: read(decksSchema, row.decks, 'decks')!,
    changes: read(changesSchema, row.changes, 'changes')!,
    winner: row.winner,
    ending: row.ending,
    reason: read(reasonSchema, row.reason, 'reason'),
    turns: row.turns,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    start: read(startSchema, row.start, 'start'),
    actions: read(actionsSchema, row.actions, 'actions'),
  };
};

export function createMatchesRepository(sql: Database): MatchesRepository {
  const insertMatch = sql.prepare(
    `INSERT INTO matches (id, game, name, best_of, layout, seats, settings, state, winner, revision, created_at, updated_at)
     VALUES (@id, @game, @name, @bestOf, @layout, @seats, @settings, @state, NULL, 1, @now, @now)`,
  );
  const selectMatch = sql.prepare<[string], MatchRow>('SELECT * FROM matches WHERE id = ?');
  const selectGames = sql.prepare<[string], GameRow>('SELECT * FROM match_games WHERE match_id = ? ORDER BY number');
  const LISTED = `(@game IS NULL OR m.game = @game)
       AND (@deckId IS NULL OR EXISTS (SELECT 1 FROM json_each(m.seats) s WHERE json_extract(s.value, '$.deckId') = @deckId))`;
  type ListFilter = { game: GameId | null; deckId: string | null };
  const selectList = sql.prepare<ListFilter, MatchRow>(`SELECT * FROM matches m WHERE ${LISTED} ORDER BY m.updated_at DESC, m.created_at DESC, m.id`);
  const selectListedGames = sql.prepare<ListFilter, GameRow & { match_id: string }>(
    `SELECT g.match_id, g.number, g.table_id, g.first_player, g.chooser, g.decks, g.changes, g.winner, g.ending, g.reason, g.turns,
       g.started_at, g.ended_at, NULL AS start, NULL AS actions
     FROM match_games g JOIN matches m ON m.id = g.match_id WHERE ${LISTED} ORDER BY g.match_id, g.number`,
  );
  const updateMatch = sql.prepare(
    `UPDATE matches SET seats = @seats, settings = @settings, state = @state, winner = @winner, revision = revision + 1, updated_at = @now,
       finished_at = CASE WHEN @finished THEN @now ELSE finished_at END
     WHERE id = @id AND revision = @revision`,
  );
  const insertGame = sql.prepare(
    `INSERT INTO match_games (match_id, number, table_id, first_player, chooser, decks, changes, started_at)
     VALUES (@id, @number, @tableId, @firstPlayer, @chooser, @decks, @changes, @now)`,
  );
  const finishGame = sql.prepare(
    `UPDATE match_games SET winner = @winner, ending = @ending, reason = @reason, turns = @turns, ended_at = @now,
       start = @start, actions = @actions
     WHERE match_id = @id AND number = @number AND ending IS NULL`,
  );
  const selectByTable = sql.prepare<[string], { id: string; number: number }>('SELECT match_id AS id, number FROM match_games WHERE table_id = ? AND ending IS NULL');
  const deleteMatch = sql.prepare<[string]>('DELETE FROM matches WHERE id = ?');

  function detail(id: string): MatchDetail | null {
    const row = selectMatch.get(id);
    return row ? { ...toRecord(row), games: selectGames.all(id).map((game) => toGame(id, game)) } : null;
  }

  function written(id: string): MatchDetail {
    const found = detail(id);
    if (!found) throw new Error(`match ${id}: not found after a write`);
    return found;
  }

  /** Applies `write` if the match is still at its revision; inside a transaction, a refusal undoes the rest. */
  function writeMatch(id: string, write: MatchWrite): void {
    const changed = updateMatch.run({
      id,
      seats: JSON.stringify(write.seats),
      settings: JSON.stringify(write.settings),
      state: JSON.stringify(write.state),
      winner: write.winner,
      finished: write.finished ? 1 : 0,
      revision: write.revision,
      now: write.now.toISOString(),
    }).changes;
    if (changed === 0) throw new StaleRevisionError('match', id, write.revision);
  }

  const startGame = writeTransaction(sql, (id: string, game: NewMatchGame, write: MatchWrite): MatchDetail => {
    writeMatch(id, write);
    insertGame.run({
      id,
      number: game.number,
      tableId: game.tableId,
      firstPlayer: game.firstPlayer,
      chooser: game.chooser,
      decks: JSON.stringify(game.decks),
      changes: JSON.stringify(game.changes),
      now: write.now.toISOString(),
    });
    return written(id);
  });

  const endGame = writeTransaction(sql, (id: string, number: number, end: MatchGameEnd, write: MatchWrite): MatchDetail => {
    writeMatch(id, write);
    const changed = finishGame.run({
      id,
      number,
      winner: end.winner,
      ending: end.ending,
      reason: end.reason === null ? null : JSON.stringify(end.reason),
      turns: end.turns,
      start: JSON.stringify(end.start),
      actions: JSON.stringify(end.actions),
      now: write.now.toISOString(),
    }).changes;
    if (changed === 0) throw new Error(`match ${id}: game ${number} is not being played`);
    return written(id);
  });

  return {
    create: writeTransaction(sql, (match: NewMatch): MatchDetail => {
      const { id, game, name, bestOf, layout, seats, settings, state, now } = match;
      insertMatch.run({ id, game, name, bestOf, layout, seats: JSON.stringify(seats), settings: JSON.stringify(settings), state: JSON.stringify(state), now: now.toISOString() });
      return written(id);
    }),
    get: detail,
    list(filter = {}) {
      const params = { game: filter.game ?? null, deckId: filter.deckId ?? null };
      const games = new Map<string, MatchGameRecord[]>();
      for (const row of selectListedGames.all(params)) games.set(row.match_id, [...(games.get(row.match_id) ?? []), toGame(row.match_id, row)]);
      return selectList.all(params).map((row) => ({ ...toRecord(row), games: games.get(row.id) ?? [] }));
    },
    update: writeTransaction(sql, (id: string, write: MatchWrite): MatchDetail => {
      writeMatch(id, write);
      return written(id);
    }),
    startGame,
    endGame,
    byTable(tableId) {
      return selectByTable.get(tableId) ?? null;
    },
    delete(id) {
      return deleteMatch.run(id).changes > 0;
    },
  };
}
