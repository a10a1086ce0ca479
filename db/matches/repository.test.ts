import { afterEach, describe, expect, it } from 'vitest';
import type { TableStart } from '../../engine/core/state';
import { openDatabase, type AppDatabase } from '../open';
import { StaleRevisionError } from '../stale';
import { createMatchesRepository, type MatchWrite, type NewMatch, type NewMatchGame } from './repository';
import type { MatchSeatRecord } from './types';

let db: AppDatabase | undefined;
afterEach(() => db?.close());

const T0 = new Date('2026-11-01T10:00:00Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

function open() {
  db = openDatabase({ path: ':memory:' });
  return { sql: db.sql, matches: createMatchesRepository(db.sql) };
}

const deck = { basic: [{ key: 'acg-001', name: 'ライオン', count: 40 }], territory: [{ key: 'acg-t01', name: 'サバンナ', count: 10 }], reserve: [{ key: 'acg-002', name: 'シマウマ', count: 15 }] };
const seat = (deckId: string): MatchSeatRecord => ({ deckId, deckName: `deck ${deckId}`, opponent: null, registered: deck, sided: deck });

const newMatch = (id: string, seats: [MatchSeatRecord, MatchSeatRecord], now = T0): NewMatch => ({
  id,
  game: 'acg',
  name: `match ${id}`,
  bestOf: 3,
  layout: 'hotseat',
  seats,
  settings: { mode: 'assisted', houseRules: {} },
  state: { kind: 'firstPlayer', number: 1, decision: { kind: 'choose', chooser: 1, reason: 'random', rule: 'ACG 104.5' } },
  now,
});

const write = (revision: number, state: MatchWrite['state'], now: Date, extra: Partial<MatchWrite> = {}): MatchWrite => ({
  revision,
  seats: [seat('a'), seat('b')],
  settings: { mode: 'assisted', houseRules: {} },
  state,
  winner: null,
  finished: false,
  now,
  ...extra,
});

const gameOne = (tableId: string | null): NewMatchGame => ({ number: 1, tableId, firstPlayer: 1, chooser: 1, decks: [deck, deck], changes: [[], []] });

/** A stored playtest table the game can point at (its contents do not matter here). */
function storeTable(sql: AppDatabase['sql'], id: string) {
  sql
    .prepare(
      `INSERT INTO play_tables (id, game, name, layout, seats, start, cursor, status, revision, created_at, updated_at)
       VALUES (?, 'acg', 't', 'hotseat', '[]', '{}', 0, '{}', 1, ?, ?)`,
    )
    .run(id, T0.toISOString(), T0.toISOString());
}

const start = { seed: 7 } as unknown as TableStart;

describe('matches repository', () => {
  it('creates a match and plays a game on a table: each write moves the revision, the game row and the match together', () => {
    const { sql, matches } = open();
    storeTable(sql, 'table-1');
    const created = matches.create(newMatch('m1', [seat('a'), seat('b')]));
    expect(created).toMatchObject({ id: 'm1', game: 'acg', bestOf: 3, revision: 1, winner: null, finishedAt: null, createdAt: T0.toISOString() });
    expect(matches.get('m1')!.games).toEqual([]);

    const playing = matches.startGame('m1', gameOne('table-1'), write(1, { kind: 'playing', number: 1, tableId: 'table-1' }, later(1)));
    expect(playing.revision).toBe(2);
    expect(playing.state).toEqual({ kind: 'playing', number: 1, tableId: 'table-1' });
    expect(playing.games).toEqual([
      expect.objectContaining({ number: 1, tableId: 'table-1', firstPlayer: 1, chooser: 1, winner: null, ending: null, endedAt: null, start: null, actions: null }),
    ]);
    expect(matches.byTable('table-1')).toEqual({ id: 'm1', number: 1 });

    const reason = { rule: 'ACG 1206.1', text: { ja: 'ライフが0', en: 'life 0' } };
    const ended = matches.endGame(
      'm1',
      1,
      { winner: 0, ending: 'loss', reason, turns: 9, start, actions: [{ type: 'draw', seat: 0, count: 1 }] },
      write(2, { kind: 'sideboarding', number: 2, ready: [false, false] }, later(20)),
    );
    expect(ended.revision).toBe(3);
    expect(ended.games[0]).toMatchObject({ winner: 0, ending: 'loss', reason, turns: 9, endedAt: later(20).toISOString(), start, actions: [{ type: 'draw', seat: 0, count: 1 }] });
    expect(matches.byTable('table-1')).toBeNull();
  });

  it('refuses a write from an old revision and leaves the match and its games as they were', () => {
    const { matches } = open();
    matches.create(newMatch('m1', [seat('a'), seat('b')]));
    matches.update('m1', write(1, { kind: 'firstPlayer', number: 1, decision: { kind: 'decided', firstPlayer: 0, reason: 'swap', rule: 'ACG 104.5' } }, later(1)));
    expect(() => matches.startGame('m1', gameOne(null), write(1, { kind: 'playing', number: 1, tableId: 'x' }, later(2)))).toThrow(StaleRevisionError);
    const kept = matches.get('m1')!;
    expect(kept.revision).toBe(2);
    expect(kept.games).toEqual([]);
    expect(kept.state.kind).toBe('firstPlayer');
  });

  it('ends only a game in play: ending it twice changes nothing the second time', () => {
    const { matches } = open();
    matches.create(newMatch('m1', [seat('a'), seat('b')]));
    matches.startGame('m1', gameOne(null), write(1, { kind: 'playing', number: 1, tableId: 'x' }, later(1)));
    const end = { winner: 1, ending: 'concession' as const, reason: null, turns: 3, start, actions: [] };
    matches.endGame('m1', 1, end, write(2, { kind: 'over' }, later(5), { winner: 1, finished: true }));
    const over = matches.get('m1')!;
    expect(over).toMatchObject({ winner: 1, finishedAt: later(5).toISOString(), state: { kind: 'over' } });
    expect(() => matches.endGame('m1', 1, { ...end, winner: 0 }, write(3, { kind: 'over' }, later(6)))).toThrow(/game 1 is not being played/);
    expect(matches.get('m1')).toEqual(over);
  });

  it('lists newest first, by game and by a deck either seat plays', () => {
    const { matches } = open();
    matches.create(newMatch('m1', [seat('a'), seat('b')], later(1)));
    matches.create(newMatch('m2', [seat('c'), seat('a')], later(2)));
    matches.create({ ...newMatch('m3', [seat('c'), { deckId: null, deckName: 'Rival', opponent: 'Rival', registered: null, sided: null }], later(3)), game: 'fab' });
    expect(matches.list().map((match) => match.id)).toEqual(['m3', 'm2', 'm1']);
    expect(matches.list({ deckId: 'a' }).map((match) => match.id)).toEqual(['m2', 'm1']);
    expect(matches.list({ game: 'acg', deckId: 'c' }).map((match) => match.id)).toEqual(['m2']);
    expect(matches.list({ deckId: 'nobody' })).toEqual([]);
  });

  it('keeps a game and its log when its table is deleted, and deletes the games with the match', () => {
    const { sql, matches } = open();
    storeTable(sql, 'table-1');
    matches.create(newMatch('m1', [seat('a'), seat('b')]));
    matches.startGame('m1', gameOne('table-1'), write(1, { kind: 'playing', number: 1, tableId: 'table-1' }, later(1)));
    matches.endGame('m1', 1, { winner: 0, ending: 'entered', reason: null, turns: 4, start, actions: [] }, write(2, { kind: 'over' }, later(2)));
    // A list carries each match's games without their logs; the match itself has them.
    expect(matches.list()[0]!.games).toEqual([expect.objectContaining({ number: 1, winner: 0, ending: 'entered', start: null, actions: null })]);
    sql.prepare('DELETE FROM play_tables WHERE id = ?').run('table-1');
    expect(matches.get('m1')!.games[0]).toMatchObject({ tableId: null, winner: 0, start });
    expect(matches.delete('m1')).toBe(true);
    expect(matches.get('m1')).toBeNull();
    expect(sql.prepare('SELECT COUNT(*) FROM match_games').pluck().get()).toBe(0);
    expect(matches.delete('m1')).toBe(false);
  });

  it('reads the house rule a match stored before house rules were declared by the game (`dmSideboard`)', () => {
    const { sql, matches } = open();
    matches.create({ ...newMatch('m-old', [seat('a'), seat('b')]), game: 'dm' });
    matches.create(newMatch('m-acg', [seat('a'), seat('b')]));
    sql.prepare('UPDATE matches SET settings = ? WHERE id = ?').run(JSON.stringify({ mode: 'strict', dmSideboard: true }), 'm-old');
    sql.prepare('UPDATE matches SET settings = ? WHERE id = ?').run(JSON.stringify({ mode: 'assisted', dmSideboard: false }), 'm-acg');
    expect(matches.get('m-old')!.settings).toEqual({ mode: 'strict', houseRules: { freeSideboarding: true } });
    expect(matches.get('m-acg')!.settings).toEqual({ mode: 'assisted', houseRules: {} });
  });
});
