/**
 * Matches (issue 8): games between the same two seats until one has won enough of them. Pure rules: how long a match
 * may be, who goes first in each game, and the score — the backend keeps the games (db/matches) and the tables.
 *
 * Who goes first follows each game's setup facts (engine/games/<id>/setup.ts `firstPlayer`): ACG and FaB pick a player
 * at random to choose in game 1 and let the loser of the previous game choose after that (ACG 104.5, FaB 4.1); ACG
 * also says what follows a drawn game; NOVA has a random player choose in every game (007.5.1, no match rules); DM
 * plays rock-paper-scissors, whose winner goes first (103.4), and PMV any fair method (1.2.7.b) — both stand in as a
 * random first player in every game.
 */
import { gameDefinition } from '../games/registry';
import type { GameId } from '../games/id';

/** The longest custom match: best of nine. */
export const MAX_BEST_OF = 9;

export interface MatchFormat {
  bestOf: number;
  /** Game wins that take the match: more than half of `bestOf`. */
  winsNeeded: number;
  /** The rule that defines this length (ACG 201-1, 201-2), or null for a length the players agreed on. */
  rule: string | null;
}

/** The format of a best-of-`bestOf` match of `game`: an odd number of games from 1 to MAX_BEST_OF. */
export function matchFormat(game: GameId, bestOf: number): MatchFormat {
  if (!Number.isInteger(bestOf) || bestOf < 1 || bestOf > MAX_BEST_OF || bestOf % 2 === 0) {
    throw new RangeError(`bestOf: a match is best of an odd number of games from 1 to ${MAX_BEST_OF}, not ${bestOf}`);
  }
  const defined = gameDefinition(game).match;
  return { bestOf, winsNeeded: Math.floor(bestOf / 2) + 1, rule: defined?.bestOf.includes(bestOf) ? defined.rule : null };
}

/** How a game ended: the engine found a loss, a seat conceded, or the players entered the result. */
export type GameEndKind = 'loss' | 'concession' | 'entered';

/** A finished game of a match, as the rules of the next one need it. */
export interface PlayedGame {
  firstPlayer: number;
  /** Null: a draw. */
  winner: number | null;
}

export type FirstPlayerDecision =
  /** `chooser` picks whether to go first or second. */
  | { kind: 'choose'; chooser: number; reason: 'random' | 'previousLoser' | 'fewerWins'; rule: string }
  /** The rules settle it without a choice. */
  | { kind: 'decided'; firstPlayer: number; reason: 'random' | 'swap'; rule: string };

/** Who decides who goes first in the game after `played` (two seats); `random` gives a number in [0, 1). */
export function firstPlayerDecision(game: GameId, played: readonly PlayedGame[], random: () => number): FirstPlayerDecision {
  const rules = gameDefinition(game).setup.firstPlayer;
  const previous = played.at(-1);
  const randomSeat = () => (random() < 0.5 ? 0 : 1);
  if (previous && rules.laterGames === 'previousLoserChooses') {
    if (previous.winner !== null) return { kind: 'choose', chooser: 1 - previous.winner, reason: 'previousLoser', rule: rules.rule };
    if (rules.afterDraw) {
      const [first, second] = wins(played);
      if (first !== second) return { kind: 'choose', chooser: first < second ? 0 : 1, reason: 'fewerWins', rule: rules.afterDraw.rule };
      return { kind: 'decided', firstPlayer: 1 - previous.firstPlayer, reason: 'swap', rule: rules.afterDraw.rule };
    }
  }
  if (rules.method === 'randomPlayerChooses') return { kind: 'choose', chooser: randomSeat(), reason: 'random', rule: rules.rule };
  return { kind: 'decided', firstPlayer: randomSeat(), reason: 'random', rule: rules.rule };
}

/** Game wins of seat 0 and seat 1. */
function wins(played: readonly PlayedGame[]): [number, number] {
  const count: [number, number] = [0, 0];
  for (const { winner } of played) if (winner !== null) count[winner]! += 1;
  return count;
}

export interface MatchScore {
  wins: [number, number];
  draws: number;
  /** The seat that has won the match, or null while it goes on (or when it ended with no winner). */
  winner: number | null;
  /** No game is left to play: a seat has the wins needed, or every game of the best-of was played. */
  over: boolean;
}

/**
 * The score after `played`. A match ends when a seat has the wins it needs (ACG 201-2c: game 3 is not played when
 * game 2 decided it) or when all `bestOf` games are played; drawn games count toward that number.
 */
export function matchScore(format: MatchFormat, played: readonly PlayedGame[]): MatchScore {
  const score = wins(played);
  const draws = played.filter((game) => game.winner === null).length;
  const winner = score[0] >= format.winsNeeded ? 0 : score[1] >= format.winsNeeded ? 1 : null;
  const over = winner !== null || played.length >= format.bestOf;
  return { wins: score, draws, winner: winner ?? (over && score[0] !== score[1] ? (score[0] > score[1] ? 0 : 1) : null), over };
}
