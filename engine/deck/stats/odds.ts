/**
 * Draw odds by turn: P(at least k₁ cards of group A and k₂ of group B … in hand by the player's t-th turn), going
 * first and going second, following the game's setup (engine/games/<id>/setup.ts).
 *
 * The model:
 * - Turn t is the player's own t-th turn, in its main phase: after that turn's draw, or for a draw-at-end-of-turn
 *   game (FaB) with the hand the previous turn refilled.
 * - `seen` is how many different cards of the draw pile the player has drawn by then: the opening draw and every
 *   turn's draw, without the first player's skipped one.
 * - Cards set aside face down before the hand (DM shields, 103.3) are never seen. The shuffle makes them a random
 *   part of the pile like the rest, so hand and draws are a random set of `seen` cards of the whole pile: the odds
 *   are those of drawing `seen` cards from the full deck (the tests work them out both ways).
 * - ACG draws 7 and must put 2 on the bottom (104.6): the player is assumed never to bottom a group card they can
 *   keep, i.e. to bottom other cards first, and group cards only when the minimums ask for more than the 5 kept.
 * - Draw-up-to games (FaB 4.4.3f): the player is assumed to use the whole hand every turn, so each refill draws a
 *   full intellect and by turn t the player has seen intellect × t cards, going first or second alike (the second
 *   player's extra refill at the end of the first turn only replaces cards spent defending, assumed none).
 * - NOVA's redraw (007.6.1) is a choice, not a draw: the odds are those of the first seven.
 * - Group cards are counted in the draw-pile section only. Once the pile is drawn out, every later row is the
 *   same as the last.
 *
 * Cost: one binomial triangle per call (PileOdds) serves every row, and a row is a sum over the ways the groups'
 * minimums can be met (a handful of float terms for one group), so a deck's whole table, card by card over ten
 * turns, is cheap.
 */
import type { GameDefinition } from '../../games/types';
import type { Deck } from '../types';
import { PileOdds, type GroupNeed } from './hypergeometric';
import { setupCount } from './setup-count';

/** Cards that count together (by key), and how many of them the hand must hold. */
export interface OddsGroup {
  keys: readonly string[];
  atLeast: number;
}

export interface DrawOddsOptions {
  /** Disjoint groups: the odds are of meeting every group's minimum at once. */
  groups: readonly OddsGroup[];
  turns: number;
}

export interface OddsCell {
  /** Cards of the draw pile the player has drawn by this turn. */
  seen: number;
  probability: number;
}

export interface OddsRow {
  turn: number;
  first: OddsCell;
  second: OddsCell;
}

export interface DrawOdds {
  /** Cards in the draw pile. */
  population: number;
  /** Copies of each group's cards in the draw pile, in the order asked for. */
  copies: number[];
  /** One row per turn, 1…turns. */
  rows: OddsRow[];
}

export function drawOdds(game: GameDefinition, deck: Deck, { groups, turns }: DrawOddsOptions): DrawOdds {
  if (deck.game !== game.id) throw new RangeError(`a ${deck.game} deck cannot be played as ${game.id}`);
  if (!Number.isInteger(turns) || turns < 0) throw new RangeError(`turns must be a whole number ≥ 0, not ${turns}`);
  const { setup } = game;

  const copiesOf = new Map<string, number>();
  for (const { card, count } of deck.sections[setup.drawPile.section] ?? []) {
    copiesOf.set(card.key, (copiesOf.get(card.key) ?? 0) + Math.max(0, count));
  }
  const population = [...copiesOf.values()].reduce((total, copies) => total + copies, 0);
  const grouped = new Set<string>();
  const needs: GroupNeed[] = groups.map(({ keys, atLeast }) => {
    let size = 0;
    for (const key of new Set(keys)) {
      if (grouped.has(key)) throw new RangeError(`card ${key} is in more than one group`);
      grouped.add(key);
      size += copiesOf.get(key) ?? 0;
    }
    return { size, atLeast };
  });
  const odds = new PileOdds(population, needs);

  const drawable = population - Math.min(setup.setAside?.count ?? 0, population);
  const opening = Math.min(setupCount(setup.openingHand.count, deck), drawable);
  const bottomed = Math.min(setup.bottomAfterOpening?.count ?? 0, opening);
  const perTurn = setupCount(setup.turnDraw.count, deck);
  const skipsFirst = setup.turnDraw.firstTurn?.change === 'firstPlayerSkips';
  const turnDraws = (turn: number, first: boolean): number =>
    setup.turnDraw.timing === 'endOfTurn' ? turn - 1 : turn - (first && skipsFirst ? 1 : 0);

  // Going first on turn t + 1 sees what going second sees on turn t: work each draw count out once.
  const cells = new Map<number, OddsCell>();
  const cell = (draws: number): OddsCell => {
    const known = cells.get(draws);
    if (known) return known;
    const drawn = draws * perTurn;
    const seen = Math.min(opening + drawn, drawable);
    const probability = bottomed > 0 ? odds.keeping(opening, opening - bottomed, drawn) : odds.allAtLeast(seen);
    const result = { seen, probability };
    cells.set(draws, result);
    return result;
  };

  const rows = Array.from({ length: turns }, (_, index): OddsRow => {
    const turn = index + 1;
    return { turn, first: cell(turnDraws(turn, true)), second: cell(turnDraws(turn, false)) };
  });
  return { population, copies: needs.map((need) => need.size), rows };
}
