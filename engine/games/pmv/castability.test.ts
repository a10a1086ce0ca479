// PMV castability (issue 22): nodes set one a turn from the hand (1.8.2), each paying 1 (1.8.7.a), with the card's
// 必要ノード in the node area (5.2.2.c), on the shipped sample deck.
import { describe, expect, it } from 'vitest';
import { bruteForceCastable, kernelCastable } from '../../../test/helpers/castability';
import { sampleCard, sampleDeck } from '../../../test/helpers/sample-pack';
import { Goldfish } from '../../sim/goldfish';
import { simulate } from '../../sim/simulate';
import { pmv } from '.';

describe('PMV castability', () => {
  it('the kernel equals a brute force of every way of setting nodes, game by game, going first and second', () => {
    const deck = sampleDeck('pmv');
    const goldfish = new Goldfish(pmv, deck, 6, { castability: true });
    for (const first of [true, false]) {
      for (let seed = 1; seed <= 12; seed++) expect(kernelCastable(goldfish, seed, first), `seed ${seed}`).toEqual(bruteForceCastable(pmv, deck, seed, first, 6));
    }
  });

  it('5.2.2.c: 符ノ壱“朝霧 ひかり” (cost 2, 必要ノード 4) is castable from turn 4 exactly when held, 朝霧 ひかり (cost 1, 必要ノード 2) from turn 2', () => {
    const { turns } = simulate(pmv, sampleDeck('pmv'), { games: 2000, seed: 5, turns: 6, first: true });
    const card = (key: string) => sampleCard('pmv', key).name;
    for (const { turn, cards, castable } of turns) {
      expect(castable![card('pmv-s002')]).toBe(turn < 4 ? 0 : cards[card('pmv-s002')]);
      expect(castable![card('pmv-s001')]).toBe(turn < 2 ? 0 : cards[card('pmv-s001')]);
    }
    expect(turns[3]!.cards[card('pmv-s002')]).toBeGreaterThan(0.3);
  });
});
