// NOVA castability (issue 22): energy set one a turn from the hand (906.1), in standby (302.4), each giving 1 energy
// of its colour (310.4); a card paid by its energy cost (103.2–103.5), on the shipped sample deck.
import { describe, expect, it } from 'vitest';
import { bruteForceCastable, kernelCastable } from '../../../test/helpers/castability';
import { sampleCard, sampleDeck } from '../../../test/helpers/sample-pack';
import { Goldfish } from '../../sim/goldfish';
import { simulate } from '../../sim/simulate';
import { energyCost } from './castability';
import { nova } from '.';

describe('NOVA castability', () => {
  it('103.2–103.5: reads an energy cost as printed: colours with their counts, the generic part, the total', () => {
    // 赤 is colour 0, 緑 colour 2 (102.1: red, blue, green, white, black).
    expect(energyCost('赤2+③')).toEqual({ amount: 5, colours: [0, 0], count: 0 });
    expect(energyCost('緑1+①')).toEqual({ amount: 2, colours: [2], count: 0 });
    expect(energyCost('⑤')).toEqual({ amount: 5, colours: [], count: 0 });
    expect(energyCost('⓪')).toEqual({ amount: 0, colours: [], count: 0 });
    expect(energyCost('紫1')).toBeNull();
  });

  it('the kernel equals a brute force of every way of setting energy, game by game, going first and second', () => {
    const deck = sampleDeck('nova');
    const goldfish = new Goldfish(nova, deck, 6, { castability: true });
    let castable = 0;
    for (const first of [true, false]) {
      for (let seed = 1; seed <= 12; seed++) {
        const expected = bruteForceCastable(nova, deck, seed, first, 6);
        expect(kernelCastable(goldfish, seed, first), `seed ${seed}`).toEqual(expected);
        castable += expected.size;
      }
    }
    expect(castable).toBeGreaterThan(24);
  });

  it('103.3: 古森の巨獣 (緑3+③) is never castable before turn 6, and then only with three green cards set', () => {
    const name = sampleCard('nova', 'nova-s020').name;
    const { turns } = simulate(nova, sampleDeck('nova'), { games: 4000, seed: 3, turns: 6, first: true });
    expect(turns.slice(0, 5).map((turn) => turn.castable![name])).toEqual([0, 0, 0, 0, 0]);
    expect(turns[5]!.castable![name]).toBeGreaterThan(0);
    expect(turns[5]!.castable![name]).toBeLessThan(turns[5]!.cards[name]!);
  });
});
