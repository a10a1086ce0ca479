/** Stored matches (issue 8); api/contract.ts gives them to clients. */
import type { Action } from '../../engine/core/actions';
import type { TableStart } from '../../engine/core/state';
import type { Mode } from '../../engine/core/basics';
import type { HouseRuleId } from '../../engine/games/house-rules';
import type { GameId } from '../../engine/games/id';
import type { Localized } from '../../engine/localized';
import type { FirstPlayerDecision, GameEndKind } from '../../engine/match/match';
import type { DiffLine, LibrarySections } from '../library/types';
import type { TableLayoutRecord } from '../tables/types';

export interface MatchSeatRecord {
  /** The library deck the seat plays; null for a named opponent on a dummy seat. */
  deckId: string | null;
  deckName: string;
  /** The opponent's name when the seat is a dummy whose play is recorded by hand. */
  opponent: string | null;
  /** The deck as the match started with it ("reset to registered deck" goes back to it); null without a deck. */
  registered: LibrarySections | null;
  /** The deck the seat brings to the next game, after sideboarding. */
  sided: LibrarySections | null;
}

/** House rules by id, on or off (engine/games/house-rules.ts); a rule not named is off. */
export type MatchHouseRules = Partial<Record<HouseRuleId, boolean>>;

export interface MatchSettings {
  mode: Mode;
  /** The house rules the match was started with or changed to; a rule not named is off. */
  houseRules: MatchHouseRules;
}

/** What the match waits for. */
export type MatchState =
  | { kind: 'firstPlayer'; number: number; decision: FirstPlayerDecision }
  | { kind: 'playing'; number: number; tableId: string }
  | { kind: 'sideboarding'; number: number; ready: [boolean, boolean] }
  | { kind: 'over' };

export interface MatchRecord {
  id: string;
  game: GameId;
  name: string;
  bestOf: number;
  layout: TableLayoutRecord;
  seats: [MatchSeatRecord, MatchSeatRecord];
  settings: MatchSettings;
  state: MatchState;
  /** The match's winner once it is over; null before, and for a match that ended even. */
  winner: number | null;
  revision: number;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export interface MatchGameRecord {
  number: number;
  /** Null once its table was deleted. */
  tableId: string | null;
  firstPlayer: number;
  chooser: number | null;
  decks: [LibrarySections | null, LibrarySections | null];
  /** Per seat, the cards changed against the registered deck. */
  changes: [DiffLine[], DiffLine[]];
  /** Null while played, and for a draw. */
  winner: number | null;
  ending: GameEndKind | null;
  reason: { rule: string; text: Localized } | null;
  turns: number | null;
  startedAt: string;
  endedAt: string | null;
  /** How the game started and every action applied, once it is over: replaying them gives the game again. */
  start: TableStart | null;
  actions: Action[] | null;
}

export interface MatchDetail extends MatchRecord {
  games: MatchGameRecord[];
}
