/**
 * Simulated draw odds (issue 6, `deckdojo simulate`): many goldfish games of the kernel (./goldfish.ts), and per turn
 * of the seat the share of games that hold at least one card of each name of the draw pile, and of each group of
 * names, by that turn's main step; the mean cards in hand there; and the mean cards moved under the hand allowances
 * by then (DM: mana charged, one a turn; null for a game without such an allowance).
 *
 * With castability counted (the default where the game declares a resource rule, `GameDefinition.castability`), per
 * turn also the share of games in which each card name of the draw pile, and any card of each group, is castable by
 * that turn (./castability.ts; docs/engine.md "Castability"); a name whose cost the table does not know is left out.
 *
 * Game i is the table `startTable(game, { seed: sᵢ })` where sᵢ is the i-th uint32 drawn from createRng(seed): the
 * same seed gives the same games, and any one of them can be replayed on the full engine.
 *
 * With `kill`, game i is also played by the game's kill policy (GameDefinition.goldfishKill; DM:
 * engine/games/dm/goldfish-kill.ts) against a dummy, from the table `startTable(game, { seed: sᵢ, dummy: {},
 * firstPlayer })` (going second, the dummy's empty first turn passes), turn 1 to `turns`: the share of games won on
 * each own turn, their mean, and the share not won.
 */
import { startTable, type SeatDeck } from '../core/setup';
import { createRng, nextUint32 } from '../core/rng';
import type { GameDefinition, KillGames } from '../games/types';
import { Goldfish, NEVER } from './goldfish';

/** Cards that count together: holding any one of them. */
export interface SimulationGroup {
  /** How the result names it. */
  name: string;
  /** Card names of the draw pile. */
  cards: readonly string[];
}

export interface SimulationOptions {
  games: number;
  seed: number;
  turns: number;
  /** The seat takes the game's first turn (false: the other seat does, and first-turn rules apply as to the second). */
  first: boolean;
  groups?: readonly SimulationGroup[];
  /** Whether to count castability (`castable`, `castableGroups`); default: yes where the game declares a resource rule. */
  castability?: boolean;
  /** Whether to play the kill policy too (`kill`; DM). */
  kill?: boolean;
  /** Told how many games have been played, now and then and at the end (a progress bar). */
  onProgress?: (done: number) => void;
}

export interface SimulatedTurn {
  turn: number;
  /** Per card name of the draw pile, in deck order: the share of games holding at least one. */
  cards: Record<string, number>;
  /** Per group name: the share of games holding at least one of its cards. */
  groups: Record<string, number>;
  meanHand: number;
  meanMana: number | null;
  /** Per card name of the draw pile: the share of games in which it is castable by this turn (castability counted). */
  castable?: Record<string, number>;
  /** Per group name: the share of games in which any of its cards is castable by this turn (the 初動率). */
  castableGroups?: Record<string, number>;
}

/** The turn the kill policy wins, over the games played (`kill`). */
export interface KillTurns {
  /** Per own turn (as a string, "4"): the share of games won on that turn; turns no game was won on are left out. */
  byTurn: Record<string, number>;
  /** The mean winning turn of the games won, or null when none was. */
  mean: number | null;
  /** The share of games not won by the last turn played. */
  never: number;
}

export interface Simulation {
  games: number;
  seed: number;
  first: boolean;
  turns: SimulatedTurn[];
  kill?: KillTurns;
}

function whole(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`${name} must be a whole number ≥ ${min}, not ${value}`);
}

/**
 * Counts one game: per name of `cards` and per group (any of its names), the game at the row of the first turn in
 * `firstTurns` (held, or castable), none where it is NEVER.
 */
function tally(firstTurns: Int32Array, cards: readonly number[], cardCounts: Float64Array, groups: readonly number[][], groupCounts: Float64Array, row: number): void {
  for (let card = 0; card < cards.length; card++) {
    const turn = firstTurns[cards[card]!]!;
    if (turn !== NEVER) cardCounts[card * row + turn]! += 1;
  }
  for (let group = 0; group < groups.length; group++) {
    let turn = NEVER;
    for (const member of groups[group]!) turn = Math.min(turn, firstTurns[member]!);
    if (turn !== NEVER) groupCounts[group * row + turn]! += 1;
  }
}

/** How often `onProgress` hears of the games played. */
const PROGRESS_EVERY = 1000;

/**
 * The game's kill games for the deck (GameDefinition.goldfishKill), from the start state of a table of the seat
 * against a dummy; a game without a kill policy throws naming the option.
 */
function killGames(game: GameDefinition, deck: SeatDeck, turns: number): KillGames {
  if (!game.goldfishKill) throw new RangeError(`kill: ${game.abbreviation} states no kill policy`);
  const table = startTable(game, { seed: 0, decks: [deck], dummy: {} });
  table.goTo(0);
  return game.goldfishKill(table.state, turns);
}

/** The kill turns over the games: `won[t]` games won on own turn t (index 0: not won). */
function killTurns(won: Float64Array, games: number): KillTurns {
  const byTurn: Record<string, number> = {};
  let turnSum = 0;
  for (let turn = 1; turn < won.length; turn++) {
    if (won[turn]! > 0) byTurn[String(turn)] = won[turn]! / games;
    turnSum += turn * won[turn]!;
  }
  const wins = games - won[0]!;
  return { byTurn, mean: wins > 0 ? turnSum / wins : null, never: won[0]! / games };
}

export function simulate(
  game: GameDefinition,
  deck: SeatDeck,
  { games, seed, turns, first, groups = [], castability = game.castability !== undefined, kill = false, onProgress }: SimulationOptions,
): Simulation {
  whole('games', games, 1);
  whole('seed', seed, 0);
  whole('turns', turns, 1);
  // Game i's kill game is played from the same seed as its draw game, so either replays on the full engine.
  const killing = kill ? killGames(game, deck, turns) : null;
  const won = new Float64Array(turns + 1);
  const goldfish = new Goldfish(game, deck, turns, { castability });
  const names = [...new Set((deck.sections[game.setup.drawPile.section] ?? []).filter((card) => card.count > 0).map((card) => card.name))];
  const nameAt = (name: string): number => goldfish.names.indexOf(name);
  const cardIndexes = names.map(nameAt);
  const groupIndexes = groups.map((group) =>
    group.cards.map((name) => {
      if (!names.includes(name)) throw new RangeError(`group "${group.name}": no card named "${name}" in the deck`);
      return nameAt(name);
    }),
  );

  // Per name and group, the games whose first turn holding it was t (index t of a row of turns + 1).
  const row = turns + 1;
  const cardFirst = new Float64Array(names.length * row);
  const groupFirst = new Float64Array(groups.length * row);
  const handTotal = new Float64Array(row);
  const chargeTotal = new Float64Array(row);
  const { firstHeld, handSize, charged } = goldfish;
  // The same per castable name and group, the first turn castable.
  const counter = goldfish.castability;
  const castableNames = counter ? names.filter((name) => counter.counted[nameAt(name)]) : [];
  const castableIndexes = castableNames.map(nameAt);
  const castableFirst = new Float64Array(castableNames.length * row);
  const castableGroupFirst = new Float64Array(counter ? groups.length * row : 0);
  let rng = createRng(seed);
  for (let game = 0; game < games; game++) {
    const drawn = nextUint32(rng);
    rng = drawn.state;
    goldfish.play(drawn.value, first);
    tally(firstHeld, cardIndexes, cardFirst, groupIndexes, groupFirst, row);
    for (let turn = 1; turn <= turns; turn++) {
      handTotal[turn]! += handSize[turn]!;
      chargeTotal[turn]! += charged[turn]!;
    }
    if (counter) tally(counter.firstCastable, castableIndexes, castableFirst, groupIndexes, castableGroupFirst, row);
    if (killing) won[killing.play(drawn.value, first)]! += 1;
    if (onProgress && ((game + 1) % PROGRESS_EVERY === 0 || game + 1 === games)) onProgress(game + 1);
  }

  /** The share of games holding by turn t: the games that first held by then. */
  const byTurn = (counts: Float64Array, index: number): number[] => {
    const shares: number[] = [];
    let held = 0;
    for (let turn = 1; turn <= turns; turn++) {
      held += counts[index * row + turn]!;
      shares.push(held / games);
    }
    return shares;
  };
  const cardShares = names.map((_, index) => byTurn(cardFirst, index));
  const groupShares = groups.map((_, index) => byTurn(groupFirst, index));
  const castableShares = castableNames.map((_, index) => byTurn(castableFirst, index));
  const castableGroupShares = counter ? groups.map((_, index) => byTurn(castableGroupFirst, index)) : [];
  return {
    games,
    seed,
    first,
    turns: Array.from({ length: turns }, (_, index) => ({
      turn: index + 1,
      cards: Object.fromEntries(names.map((name, card) => [name, cardShares[card]![index]!])),
      groups: Object.fromEntries(groups.map((group, at) => [group.name, groupShares[at]![index]!])),
      meanHand: handTotal[index + 1]! / games,
      meanMana: goldfish.charges ? chargeTotal[index + 1]! / games : null,
      ...(counter
        ? {
            castable: Object.fromEntries(castableNames.map((name, card) => [name, castableShares[card]![index]!])),
            castableGroups: Object.fromEntries(groups.map((group, at) => [group.name, castableGroupShares[at]![index]!])),
          }
        : {}),
    })),
    ...(killing ? { kill: killTurns(won, games) } : {}),
  };
}
