/**
 * Matches over the API (issue 8): games between the same two seats, each on a playtest table (./tables.ts), until one
 * has won enough (engine/match). Between games each seat sides its deck under the game's rules
 * (engine/deck/sideboard.ts); a game's decks as played, result and log are kept with the match (db/matches).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { diffSections } from '../../db/library/diff';
import { createLibraryRepository } from '../../db/library/repository';
import type { LibrarySections } from '../../db/library/types';
import { createMatchesRepository, type MatchWrite } from '../../db/matches/repository';
import { StaleRevisionError } from '../../db/stale';
import type { MatchDetail, MatchGameRecord, MatchHouseRules, MatchRecord, MatchSeatRecord, MatchState } from '../../db/matches/types';
import { outcome } from '../../engine/core/state';
import { checkSideboarding } from '../../engine/deck/sideboard';
import { checkPick } from '../../engine/deck/pick';
import type { Deck, Violation } from '../../engine/deck/types';
import type { HouseRuleId } from '../../engine/games/house-rules';
import type { GameId } from '../../engine/games/id';
import { gameDefinition, games } from '../../engine/games/registry';
import { firstPlayerDecision, matchFormat, matchScore, type MatchFormat, type PlayedGame } from '../../engine/match/match';
import type { MatchInfo, MatchSummary } from '../contract';
import { ApiError } from '../errors';
import { deckHistory, matchReport } from '../services/match-report';
import { listedLines, listedSections } from '../services/seat-deck';
import { deckOf, deckRules, formatOrThrow, today } from './deck-rules';
import { readSettings } from '../services/settings';
import { keysOf, leftOut, linesOf, type OpenTable, type TableService } from './tables';
import { defineHandlers, type HandlerContext } from './types';
import { writeTransaction } from '../../db/write';

/** Why a game that does not offer a house rule cannot take it, after the games that do (their abbreviations). */
const refusals: Record<HouseRuleId, (offeredBy: string, game: GameId) => string> = {
  freeSideboarding: (offeredBy, game) => `the house rule is for ${offeredBy}, which has no sideboard; ${game} sides under its own rules`,
};

/**
 * Every house rule the game offers, on or off: as given, else as it was (`before`, where a rule not named is off),
 * else, for a new match, its default. A rule the game does not offer is refused.
 */
function houseRulesOf(game: GameId, given: MatchHouseRules | undefined, before: MatchHouseRules | null): MatchHouseRules {
  const offered = gameDefinition(game).houseRules ?? [];
  for (const id of Object.keys(given ?? {}) as HouseRuleId[]) {
    if (offered.some((rule) => rule.id === id)) continue;
    const offeredBy = games.filter((each) => each.houseRules?.some((rule) => rule.id === id)).map((each) => each.abbreviation);
    throw new ApiError('INVALID_PARAMS', `houseRules.${id}: ${refusals[id](offeredBy.join(', '), game)}`);
  }
  return Object.fromEntries(offered.map((rule) => [rule.id, given?.[rule.id] ?? (before ? (before[rule.id] ?? false) : rule.default)]));
}

/** A number in [0, 1) from the system's randomness: who chooses, or goes first, is a fair draw. */
const fairRandom = () => randomInt(2 ** 32) / 2 ** 32;

const played = (games: readonly MatchGameRecord[]): PlayedGame[] => games.filter((game) => game.ending !== null).map(({ firstPlayer, winner }) => ({ firstPlayer, winner }));

function summaryOf(record: MatchRecord, games: readonly PlayedGame[]): MatchSummary {
  const format = matchFormat(record.game, record.bestOf);
  return { ...record, score: { ...matchScore(format, games), winsNeeded: format.winsNeeded }, formatRule: format.rule };
}


export function matchesHandlers({ db, clock, emit }: HandlerContext, tables: TableService) {
  const matches = createMatchesRepository(db.sql);
  const library = createLibraryRepository(db.sql);

  /** The format of the deck a seat plays (the game's default in Settings when the deck has none, or is no longer saved). */
  function seatFormat(game: MatchDetail['game'], seat: MatchSeatRecord) {
    return formatOrThrow(db.sql, game, (seat.deckId && library.get(seat.deckId)?.format) ?? null);
  }

  /**
   * The match as clients read it, its cards named as a player lists them (FaB with their pitch colour, `Snatch (red)`)
   * in the seats' decks and each game's decks and changes: the sideboarding panel, the match screen and the report
   * read these. What is stored keeps the printed names.
   */
  const infoOf = (detail: MatchDetail): MatchInfo => {
    const named = <T extends LibrarySections | null>(sections: T): T => (sections ? listedSections(db.sql, detail.game, sections) : sections) as T;
    return {
      ...summaryOf({ ...detail, seats: detail.seats.map((seat) => ({ ...seat, registered: named(seat.registered), sided: named(seat.sided) })) as MatchDetail['seats'] }, played(detail.games)),
      games: detail.games.map((game) => ({
        ...game,
        decks: game.decks.map(named) as MatchGameRecord['decks'],
        changes: game.changes.map((lines) => listedLines(db.sql, detail.game, lines)) as MatchGameRecord['changes'],
      })),
      sideboarding: detail.seats.map((seat) => (seat.registered ? seatFormat(detail.game, seat).sideboarding : null)) as MatchInfo['sideboarding'],
    };
  };

  function load(id: string): MatchDetail {
    const match = matches.get(id);
    if (!match) throw new ApiError('NOT_FOUND', `no match with id "${id}"`);
    return match;
  }

  /** Writes a change made from `match` as read; another window's write in between is a CONFLICT. */
  function store(match: MatchDetail, apply: (write: MatchWrite) => MatchDetail, change: Partial<MatchWrite>): MatchInfo {
    try {
      const written = apply({ revision: match.revision, seats: match.seats, settings: match.settings, state: match.state, winner: match.winner, finished: false, now: clock.now(), ...change });
      emit('match.changed', { id: written.id, deleted: false });
      return infoOf(written);
    } catch (error) {
      if (error instanceof StaleRevisionError) throw new ApiError('CONFLICT', `"${match.name}" was changed in another window; fetch the match again`);
      throw error;
    }
  }

  /** The next game's table, from each seat's sided deck, and the match moved on to it. */
  function startGame(match: MatchDetail, number: number, firstPlayer: number, chooser: number | null, decks: OpenTable['decks'], opponentSeat: number): MatchInfo {
    const table = tables.open({
      game: match.game,
      decks,
      // A named opponent sits on the table's dummy seat; the dummy takes no turns, so the deck's seat opens the game.
      ...(opponentSeat >= 0 ? { dummy: {} } : {}),
      mode: match.settings.mode,
      firstPlayer: opponentSeat >= 0 ? 0 : firstPlayer,
      layout: match.layout,
      name: `${match.name} — ${number}`,
    });
    const tableId = table.record.id;
    const sections = match.seats.map((entry) => entry.sided) as MatchGameRecord['decks'];
    const changes = match.seats.map((entry) => (entry.registered && entry.sided ? diffSections(entry.registered, entry.sided, gameDefinition(match.game).sections.map((section) => section.id)) : [])) as MatchGameRecord['changes'];
    return store(match, (write) => matches.startGame(match.id, { number, tableId, firstPlayer, chooser, decks: sections, changes }, write), {
      state: { kind: 'playing', number, tableId },
    });
  }

  function waitingFor<K extends MatchState['kind']>(match: MatchDetail, kind: K, doing: string): Extract<MatchState, { kind: K }> {
    if (match.state.kind !== kind) throw new ApiError('CONFLICT', `${doing}: "${match.name}" is not at that point (it waits for ${match.state.kind})`);
    return match.state as Extract<MatchState, { kind: K }>;
  }

  function deckSeat(match: MatchDetail, seat: number): MatchSeatRecord & { registered: LibrarySections; sided: LibrarySections } {
    const entry = match.seats[seat]!;
    if (!entry.registered || !entry.sided) throw new ApiError('INVALID_PARAMS', `seat: seat ${seat} is ${entry.deckName}, who plays no deck here`);
    return entry as MatchSeatRecord & { registered: LibrarySections; sided: LibrarySections };
  }

  /**
   * What the game's sideboarding rules say of `sided` against the seat's registered deck (DM: no sideboard unless the
   * players' house rule `freeSideboarding` lets the deck change, and then only its construction rules hold).
   */
  function sidingViolations(match: MatchDetail, seat: MatchSeatRecord & { registered: LibrarySections }, sided: Deck): Violation[] {
    const format = seatFormat(match.game, seat);
    if (format.sideboarding.kind === 'none' && match.settings.houseRules.freeSideboarding) return deckRules(db.sql, match.game, format.id, today(clock))(sided).violations;
    const registered = deckOf(db.sql, match.game, keysOf(seat.registered));
    // A game chosen from a card-pool is checked as the first game's choice was, one piece per equipment zone included.
    return format.sideboarding.kind === 'pool' ? checkPick(registered, sided, format) : checkSideboarding(registered, sided, format);
  }

  const handlers = defineHandlers({
    'match.start': ({ game, decks, opponent, bestOf, mode = 'assisted', layout = 'hotseat', houseRules: given, name, picks }) => {
      if (decks.length === 1 && opponent === undefined) throw new ApiError('INVALID_PARAMS', 'opponent: a match of one deck is played against a named opponent, recorded by hand');
      if (decks.length === 2 && opponent !== undefined) throw new ApiError('INVALID_PARAMS', 'opponent: a match of two decks has no named opponent');
      const houseRules = houseRulesOf(game, given, null);
      let format: MatchFormat;
      try {
        format = matchFormat(game, bestOf);
      } catch (error) {
        throw new ApiError('INVALID_PARAMS', (error as Error).message);
      }
      if (picks && picks.length > decks.length) throw new ApiError('INVALID_PARAMS', `picks: ${picks.length} choices for ${decks.length} deck${decks.length > 1 ? 's' : ''}`);
      const seats = decks.map((id, index): MatchSeatRecord => {
        const deck = library.get(id);
        if (!deck) throw new ApiError('NOT_FOUND', `decks[${index}]: no saved deck with id "${id}"`);
        if (deck.game !== game) throw new ApiError('INVALID_PARAMS', `decks[${index}]: "${deck.name}" is a ${deck.game} deck, not ${game}`);
        // The first game's choice from the card-pool is the seat's first sided deck (FaB 4.1.4–4.1.6).
        const given = picks?.[index];
        const sided = given ? tables.choose(deck, given, index, mode).sections : deck.sections;
        return { deckId: deck.id, deckName: deck.name, opponent: null, registered: deck.sections, sided };
      });
      if (opponent !== undefined) seats.push({ deckId: null, deckName: opponent, opponent, registered: null, sided: null });
      // The match and the choices it remembers are one write.
      const match = writeTransaction(db.sql, () => {
        decks.forEach((id, index) => {
          const chosen = picks?.[index];
          if (chosen) tables.remember(id, chosen);
        });
        return matches.create({
          id: randomUUID(),
          game,
          name: name ?? seats.map((seat) => seat.deckName).join(' vs '),
          bestOf: format.bestOf,
          layout,
          seats: seats as [MatchSeatRecord, MatchSeatRecord],
          settings: { mode, houseRules },
          state: { kind: 'firstPlayer', number: 1, decision: firstPlayerDecision(game, [], fairRandom) },
          now: clock.now(),
        });
      })();
      emit('match.changed', { id: match.id, deleted: false });
      return infoOf(load(match.id));
    },

    'match.get': ({ id }) => infoOf(load(id)),

    'match.list': ({ game, deckId }) => matches.list({ game, deckId }).map(({ games, ...match }) => summaryOf(match, played(games))),

    'match.choose': ({ id, seat, goFirst }) => {
      const match = load(id);
      const { number, decision } = waitingFor(match, 'firstPlayer', 'match.choose');
      let firstPlayer: number;
      let chooser: number | null = null;
      if (decision.kind === 'choose') {
        if (seat !== decision.chooser || goFirst === undefined) {
          throw new ApiError('INVALID_PARAMS', `seat: seat ${decision.chooser} chooses whether to go first (${decision.rule}); give seat ${decision.chooser} and goFirst`);
        }
        chooser = decision.chooser;
        firstPlayer = goFirst ? chooser : 1 - chooser;
      } else {
        if (seat !== undefined || goFirst !== undefined) throw new ApiError('INVALID_PARAMS', `goFirst: nobody chooses in this game: seat ${decision.firstPlayer} goes first (${decision.rule})`);
        firstPlayer = decision.firstPlayer;
      }
      // Where each game's deck is chosen from a card-pool, the rest of it is the game's inventory (FaB 4.1.6).
      const decks = match.seats.flatMap((entry) => {
        if (!entry.sided || !entry.deckId) return [];
        const pool = entry.registered && seatFormat(match.game, entry).sideboarding.kind === 'pool' ? { inventory: leftOut(entry.registered, entry.sided) } : {};
        return [{ id: entry.deckId, name: entry.deckName, sections: entry.sided, ...pool }];
      });
      const opponentSeat = match.seats.findIndex((entry) => entry.opponent !== null);
      // The game's table and the match's record of it are one write: a crash never leaves a table the match lacks.
      return writeTransaction(db.sql, () => startGame(match, number, firstPlayer, chooser, decks, opponentSeat))();
    },

    'match.endGame': (params) => {
      const match = load(params.id);
      const { number, tableId } = waitingFor(match, 'playing', 'match.endGame');
      const { history } = tables.load(tableId);
      let winner: number | null;
      let reason: MatchGameRecord['reason'] = null;
      if (params.ending === 'loss') {
        const over = outcome(history.state);
        if (!over.over) throw new ApiError('INVALID_PARAMS', `ending: the game on "${match.name} — ${number}" is not over; end it by a concession or by entering the result`);
        winner = over.winners.length === 1 ? over.winners[0]! : null;
        const lost = history.state.seats.flatMap((entry) => (entry.lost === null ? [] : [entry.lost]));
        if (lost.length > 0) reason = { rule: lost.join(', '), text: { ja: `${lost.join('、')}による敗北`, en: `lost by ${lost.join(', ')}` } };
      } else if (params.ending === 'concession') {
        winner = 1 - params.seat;
      } else {
        winner = params.winner;
      }
      const games = [...played(match.games), { firstPlayer: match.games.find((game) => game.number === number)!.firstPlayer, winner }];
      const score = matchScore(matchFormat(match.game, match.bestOf), games);
      const session = history.toSession();
      const end = { winner, ending: params.ending, reason, turns: history.state.turn.number, start: history.start, actions: session.actions.slice(0, session.cursor) };
      const next: MatchState = score.over
        ? { kind: 'over' }
        : { kind: 'sideboarding', number: number + 1, ready: match.seats.map((entry) => entry.sided === null) as [boolean, boolean] };
      return store(match, (write) => matches.endGame(match.id, number, end, write), { state: next, winner: score.over ? score.winner : null, finished: score.over });
    },

    'match.side': ({ id, seat, sections }) => {
      const match = load(id);
      waitingFor(match, 'sideboarding', 'match.side');
      const entry = deckSeat(match, seat);
      const sided = deckOf(db.sql, match.game, sections);
      const violations = sidingViolations(match, entry, sided);
      const lines = linesOf(sided);
      // A refused change is not kept; the same deck again is no change.
      if (violations.some((violation) => violation.severity === 'error') || diffSections(entry.sided, lines).length === 0) return { match: infoOf(match), violations };
      const seats = match.seats.map((each, index) => (index === seat ? { ...each, sided: lines } : each)) as MatchWrite['seats'];
      return { match: store(match, (write) => matches.update(id, write), { seats }), violations };
    },

    'match.resetSide': ({ id, seat }) => {
      const match = load(id);
      waitingFor(match, 'sideboarding', 'match.resetSide');
      const entry = deckSeat(match, seat);
      if (diffSections(entry.sided, entry.registered).length === 0) return infoOf(match);
      const seats = match.seats.map((each, index) => (index === seat ? { ...each, sided: entry.registered } : each)) as MatchWrite['seats'];
      return store(match, (write) => matches.update(id, write), { seats });
    },

    'match.settings': ({ id, mode, houseRules }) => {
      const match = load(id);
      if (match.state.kind === 'over') throw new ApiError('CONFLICT', `match.settings: "${match.name}" is over`);
      const settings = { mode: mode ?? match.settings.mode, houseRules: houseRulesOf(match.game, houseRules, match.settings.houseRules) };
      const same = (Object.keys(settings.houseRules) as HouseRuleId[]).every((rule) => settings.houseRules[rule] === (match.settings.houseRules[rule] ?? false));
      if (settings.mode === match.settings.mode && same) return infoOf(match);
      return store(match, (write) => matches.update(id, write), { settings });
    },

    'match.ready': ({ id, seat }) => {
      const match = load(id);
      const state = waitingFor(match, 'sideboarding', 'match.ready');
      const ready = state.ready.map((done, index) => done || index === seat) as [boolean, boolean];
      const next: MatchState = ready.every(Boolean)
        ? { kind: 'firstPlayer', number: state.number, decision: firstPlayerDecision(match.game, played(match.games), fairRandom) }
        : { ...state, ready };
      return store(match, (write) => matches.update(id, write), { state: next });
    },

    // The record needs only seats, winners and games: no format lookups per match.
    'match.history': ({ deckId }) => deckHistory(deckId, matches.list({ deckId })),

    'match.report': ({ id, format, locale }) => ({
      text: matchReport(infoOf(load(id)), format, locale ?? readSettings(db).locale ?? 'en'),
      extension: format === 'markdown' ? 'md' : 'txt',
    }),

    'match.delete': ({ id }) => {
      const deleted = matches.delete(id);
      if (deleted) emit('match.changed', { id, deleted: true });
      return { deleted };
    },
  });
  return handlers;
}
