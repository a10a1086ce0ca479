import { describe, expect, it } from 'vitest';
import { firstPlayerDecision, matchFormat, matchScore, type PlayedGame } from './match';

/** A `random` that gives these numbers in turn. */
const rolls = (...values: number[]) => {
  const queue = [...values];
  return () => {
    const next = queue.shift();
    if (next === undefined) throw new Error('no roll left');
    return next;
  };
};

const won = (winner: number | null, firstPlayer = 0): PlayedGame => ({ winner, firstPlayer });

describe('matchFormat', () => {
  it('takes ACG best of one and of three from the rules (201-1, 201-2a/c: first to two wins)', () => {
    expect(matchFormat('acg', 1)).toEqual({ bestOf: 1, winsNeeded: 1, rule: 'ACG 201-1, 201-2' });
    expect(matchFormat('acg', 3)).toEqual({ bestOf: 3, winsNeeded: 2, rule: 'ACG 201-1, 201-2' });
  });

  it('lets players agree on any odd length up to nine, as a house format of no rule', () => {
    expect(matchFormat('acg', 5)).toEqual({ bestOf: 5, winsNeeded: 3, rule: null });
    expect(matchFormat('dm', 3)).toEqual({ bestOf: 3, winsNeeded: 2, rule: null });
    expect(matchFormat('fab', 9).winsNeeded).toBe(5);
  });

  it('refuses an even, empty, fractional or too long match, naming the field', () => {
    for (const bestOf of [0, 2, 4, 11, 2.5, Number.NaN]) {
      expect(() => matchFormat('pmv', bestOf), String(bestOf)).toThrow(/^bestOf: a match is best of an odd number of games from 1 to 9/);
    }
  });
});

describe('firstPlayerDecision', () => {
  it('ACG 104.5: game 1, a player picked at random chooses', () => {
    expect(firstPlayerDecision('acg', [], rolls(0.2))).toEqual({ kind: 'choose', chooser: 0, reason: 'random', rule: 'ACG 104.5' });
    expect(firstPlayerDecision('acg', [], rolls(0.7))).toEqual({ kind: 'choose', chooser: 1, reason: 'random', rule: 'ACG 104.5' });
  });

  it('ACG 104.5: after a decided game the loser chooses, with no roll', () => {
    const noRoll = rolls();
    expect(firstPlayerDecision('acg', [won(0)], noRoll)).toEqual({ kind: 'choose', chooser: 1, reason: 'previousLoser', rule: 'ACG 104.5' });
    expect(firstPlayerDecision('acg', [won(0), won(1)], noRoll)).toEqual({ kind: 'choose', chooser: 0, reason: 'previousLoser', rule: 'ACG 104.5' });
  });

  it('ACG 104.5: after a draw the player with fewer wins chooses; with equal wins first and second swap', () => {
    expect(firstPlayerDecision('acg', [won(0), won(null)], rolls())).toEqual({ kind: 'choose', chooser: 1, reason: 'fewerWins', rule: 'ACG 104.5' });
    expect(firstPlayerDecision('acg', [won(1), won(null)], rolls())).toEqual({ kind: 'choose', chooser: 0, reason: 'fewerWins', rule: 'ACG 104.5' });
    expect(firstPlayerDecision('acg', [won(null, 1)], rolls())).toEqual({ kind: 'decided', firstPlayer: 0, reason: 'swap', rule: 'ACG 104.5' });
    expect(firstPlayerDecision('acg', [won(0, 0), won(1, 1), won(null, 0)], rolls())).toEqual({ kind: 'decided', firstPlayer: 1, reason: 'swap', rule: 'ACG 104.5' });
  });

  it('FaB 4.1: random chooser in game 1, then the previous loser; after a draw (the rules are silent) random again', () => {
    expect(firstPlayerDecision('fab', [], rolls(0.9))).toMatchObject({ kind: 'choose', chooser: 1, reason: 'random' });
    expect(firstPlayerDecision('fab', [won(1)], rolls())).toMatchObject({ kind: 'choose', chooser: 0, reason: 'previousLoser' });
    expect(firstPlayerDecision('fab', [won(null)], rolls(0.1))).toMatchObject({ kind: 'choose', chooser: 0, reason: 'random' });
  });

  it('NOVA 007.5.1: a random player chooses in every game, whoever lost the last', () => {
    expect(firstPlayerDecision('nova', [won(0)], rolls(0.1))).toEqual({ kind: 'choose', chooser: 0, reason: 'random', rule: 'NOVA 007.5.1' });
  });

  it('DM 103.4 (rock-paper-scissors, the winner goes first) and PMV 1.2.7.b (a fair method): a random first player every game', () => {
    expect(firstPlayerDecision('dm', [], rolls(0.6))).toEqual({ kind: 'decided', firstPlayer: 1, reason: 'random', rule: 'DM 103.4' });
    expect(firstPlayerDecision('dm', [won(0)], rolls(0.3))).toEqual({ kind: 'decided', firstPlayer: 0, reason: 'random', rule: 'DM 103.4' });
    expect(firstPlayerDecision('pmv', [won(1)], rolls(0.99))).toEqual({ kind: 'decided', firstPlayer: 1, reason: 'random', rule: 'PMV 1.2.7.b' });
  });
});

describe('matchScore', () => {
  const bo3 = matchFormat('acg', 3);

  it('ACG 201-2c: two wins take a best of three, and game 3 is not played after 2–0', () => {
    expect(matchScore(bo3, [])).toEqual({ wins: [0, 0], draws: 0, winner: null, over: false });
    expect(matchScore(bo3, [won(1)])).toMatchObject({ wins: [0, 1], over: false });
    expect(matchScore(bo3, [won(1), won(0)])).toMatchObject({ wins: [1, 1], winner: null, over: false });
    expect(matchScore(bo3, [won(0), won(0)])).toEqual({ wins: [2, 0], draws: 0, winner: 0, over: true });
    expect(matchScore(bo3, [won(0), won(1), won(1)])).toMatchObject({ wins: [1, 2], winner: 1, over: true });
  });

  it('counts drawn games toward the best-of: when every game is played, more wins take it, equal wins none', () => {
    expect(matchScore(bo3, [won(0), won(null)])).toMatchObject({ draws: 1, over: false });
    expect(matchScore(bo3, [won(0), won(null), won(null)])).toEqual({ wins: [1, 0], draws: 2, winner: 0, over: true });
    expect(matchScore(bo3, [won(0), won(null), won(1)])).toEqual({ wins: [1, 1], draws: 1, winner: null, over: true });
    expect(matchScore(matchFormat('dm', 1), [won(null)])).toEqual({ wins: [0, 0], draws: 1, winner: null, over: true });
  });
});
