import { describe, expect, it } from 'vitest';
import { card, deck, filler } from '../../../test/helpers/deck-cards';
import { createRng, shuffle } from '../../core/rng';
import { acg } from '../../games/acg';
import { dm } from '../../games/dm';
import { fab } from '../../games/fab';
import { games } from '../../games/registry';
import type { GameDefinition } from '../../games/types';
import type { Deck, DeckCard } from '../types';
import { sampleHand } from './sample-hand';

/** A draw pile of 40: 4, 3, 2 and 1 copies of A–D and 30 one-of fillers. */
const pile: [DeckCard, number][] = [
  [card('A'), 4],
  [card('B'), 3],
  [card('C'), 2],
  [card('D'), 1],
  ...filler('Filler', 30, 1, (name) => card(name)),
];

/** A deck of the game with `cards` as its draw pile. */
const pileDeck = (game: GameDefinition, cards: [DeckCard, number][], sections: Record<string, [DeckCard, number][]> = {}): Deck =>
  deck(game.id, { ...sections, [game.setup.drawPile.section]: cards });

const names = (cards: readonly DeckCard[]): string[] => cards.map((dealt) => dealt.name);

/** The pile with every copy laid out, in deck order. */
const expanded = (cards: [DeckCard, number][]): DeckCard[] => cards.flatMap(([dealt, count]) => Array<DeckCard>(count).fill(dealt));

describe('sampleHand', () => {
  it('DM 103.2 / 103.3: five shields off the top of the shuffled deck first, then a hand of five', () => {
    const sample = sampleHand(dm, pileDeck(dm, pile), 1);
    expect(sample.setAside).toHaveLength(5);
    expect(sample.hand).toHaveLength(5);
    expect(sample.toBottom).toBe(0);
    expect(sample.rules).toEqual(['DM 103.2', 'DM 103.3']);
    // The shields are the top five of the seeded shuffle and the hand the next five.
    const shuffled = shuffle(createRng(1), expanded(pile)).value;
    expect(sample.setAside).toEqual(shuffled.slice(0, 5));
    expect(sample.hand).toEqual(shuffled.slice(5, 10));
  });

  it('DM 103.3: a deck smaller than shields and hand gives what there is, shields first', () => {
    const seven = filler('Card', 7, 1, (name) => card(name));
    expect(sampleHand(dm, pileDeck(dm, seven), 2)).toMatchObject({ setAside: { length: 5 }, hand: { length: 2 } });
    expect(sampleHand(dm, pileDeck(dm, seven.slice(0, 3)), 2)).toMatchObject({ setAside: { length: 3 }, hand: [] });
    expect(sampleHand(dm, deck('dm', {}), 2)).toEqual({ setAside: [], hand: [], toBottom: 0, rules: ['DM 103.2', 'DM 103.3'], drawn: [], remaining: 0 });
  });

  it('DM 103.3: "draw one more" takes the next cards of the same shuffle, the opening unchanged, until the pile is empty', () => {
    const shuffled = shuffle(createRng(1), expanded(pile)).value;
    const opening = sampleHand(dm, pileDeck(dm, pile), 1);
    expect(opening).toMatchObject({ drawn: [], remaining: 30 });
    const three = sampleHand(dm, pileDeck(dm, pile), 1, 3);
    expect({ setAside: three.setAside, hand: three.hand }).toEqual({ setAside: opening.setAside, hand: opening.hand });
    expect(three.drawn).toEqual(shuffled.slice(10, 13));
    expect(three.remaining).toBe(27);
    // One more adds one card: the three before it stay as they were.
    expect(sampleHand(dm, pileDeck(dm, pile), 1, 4).drawn).toEqual([...three.drawn, shuffled[13]]);
    expect(sampleHand(dm, pileDeck(dm, pile), 1, 45)).toMatchObject({ drawn: { length: 30 }, remaining: 0 });
  });

  it('DM 103.2: only the main deck is dealt, never hyperspace, GR or game-start cards', () => {
    const sample = sampleHand(dm, pileDeck(dm, [[card('Main'), 10]], { hyperspace: [[card('Psychic'), 8]], gr: [[card('GR'), 12]] }), 3);
    expect(new Set(names([...sample.setAside, ...sample.hand]))).toEqual(new Set(['Main']));
  });

  it('ACG 104.3 / 104.6: seven cards in hand, two of which must go on the bottom', () => {
    const sample = sampleHand(acg, pileDeck(acg, pile, { territory: [[card('Territory'), 10]] }), 4);
    expect(sample.setAside).toEqual([]);
    expect(sample.hand).toHaveLength(7);
    expect(names(sample.hand)).not.toContain('Territory');
    expect(sample.toBottom).toBe(2);
    expect(sample.rules).toEqual(['ACG 104.3', 'ACG 104.6']);
  });

  it('ACG 104.6: a hand smaller than two bottoms what it holds', () => {
    expect(sampleHand(acg, pileDeck(acg, [[card('Ant'), 1]]), 5)).toMatchObject({ hand: { length: 1 }, toBottom: 1 });
    expect(sampleHand(acg, deck('acg', {}), 5)).toMatchObject({ hand: [], toBottom: 0, rules: ['ACG 104.3', 'ACG 104.6'] });
  });

  it('FaB 4.1.7 / 4.1.9: a hand up to the hero’s intellect, 4 when the hero or its intellect is unknown', () => {
    const hero = (intellect: number | null): [DeckCard, number][] => [
      [card('Hero', { kinds: ['hero'], stats: { intellect, life: 40 } }), 1],
    ];
    const arena: [DeckCard, number][] = [[card('Sword', { kinds: ['weapon'] }), 1]];
    for (const [heroCards, size] of [[hero(3), 3], [hero(4), 4], [hero(null), 4], [[], 4]] as const) {
      const sample = sampleHand(fab, pileDeck(fab, pile, { hero: [...heroCards], arena }), 6);
      expect(sample.hand).toHaveLength(size);
      expect(names(sample.hand)).not.toContain('Hero');
      expect(names(sample.hand)).not.toContain('Sword');
      expect(sample).toMatchObject({ setAside: [], toBottom: 0, rules: ['FaB 4.1.7', 'FaB 4.1.9'] });
    }
  });

  it('PMV 1.2.7.a / 1.2.7.c and NOVA 007.2 / 007.6: seven cards from the main deck, none from the side or character deck', () => {
    const pmv = games.find((game) => game.id === 'pmv')!;
    const nova = games.find((game) => game.id === 'nova')!;
    const side: [DeckCard, number][] = [[card('Side'), 10]];
    expect(sampleHand(pmv, pileDeck(pmv, pile, { side }), 7)).toMatchObject({
      setAside: [],
      hand: { length: 7 },
      toBottom: 0,
      rules: ['PMV 1.2.7.a', 'PMV 1.2.7.c'],
    });
    expect(sampleHand(nova, pileDeck(nova, pile, { side, character: [[card('Character'), 4]] }), 7)).toMatchObject({
      setAside: [],
      hand: { length: 7 },
      toBottom: 0,
      rules: ['NOVA 007.2', 'NOVA 007.6'],
    });
    for (const game of [pmv, nova]) {
      const drawn = names(sampleHand(game, pileDeck(game, [[card('Main'), 7]], { side, character: [[card('Character'), 4]] }), 8).hand);
      expect(drawn).toEqual(Array(7).fill('Main'));
    }
  });

  it('deals each copy at most once', () => {
    for (const game of games) {
      for (let seed = 0; seed < 50; seed++) {
        const { setAside, hand } = sampleHand(game, pileDeck(game, pile), seed);
        const dealt = new Map<string, number>();
        for (const { key } of [...setAside, ...hand]) dealt.set(key, (dealt.get(key) ?? 0) + 1);
        for (const [dealtCard, copies] of pile) expect(dealt.get(dealtCard.key) ?? 0).toBeLessThanOrEqual(copies);
      }
    }
  });

  it('is deterministic for a seed, leaves the deck alone, and different seeds give different hands', () => {
    const played = pileDeck(dm, pile);
    expect(sampleHand(dm, played, 42)).toEqual(sampleHand(dm, pileDeck(dm, pile), 42));
    expect(played).toEqual(pileDeck(dm, pile));

    // 40 one-ofs: two seeds dealing the same 7 cards in the same order would be a one-in-10^11 coincidence.
    const oneOfs = filler('Card', 40, 1, (name) => card(name));
    const nova = games.find((game) => game.id === 'nova')!;
    const hands = Array.from({ length: 200 }, (_, seed) => names(sampleHand(nova, pileDeck(nova, oneOfs), seed).hand).join());
    expect(new Set(hands).size).toBe(200);
  });

  it('refuses a deck of another game and a seed that is not a safe integer', () => {
    expect(() => sampleHand(dm, pileDeck(acg, pile), 1)).toThrow(RangeError);
    expect(() => sampleHand(dm, pileDeck(dm, pile), 0.5)).toThrow(RangeError);
  });

  it('puts each card in the hand (and DM shields) in proportion to its copies, over 4 000 seeds of each game', () => {
    // Over N hands of h cards from a pile of P holding c copies, the copies dealt total N·h·c/P on average, with the
    // hypergeometric variance N·h·(c/P)(1 − c/P)(P − h)/(P − 1). Within 4 standard deviations: a fair shuffle falls
    // outside with a chance of 6·10⁻⁵ per card, an unfair one (say a card never reaching the top) lands far off.
    // The seeds are fixed, so the result is the same on every run.
    const seeds = 4000;
    const population = 40;
    for (const game of games) {
      const totals = { hand: new Map<string, number>(), setAside: new Map<string, number>() };
      let sizes = { hand: 0, setAside: 0 };
      for (let seed = 0; seed < seeds; seed++) {
        const sample = sampleHand(game, pileDeck(game, pile), seed);
        sizes = { hand: sample.hand.length, setAside: sample.setAside.length };
        for (const part of ['hand', 'setAside'] as const) {
          for (const { key } of sample[part]) totals[part].set(key, (totals[part].get(key) ?? 0) + 1);
        }
      }
      for (const part of ['hand', 'setAside'] as const) {
        const size = sizes[part];
        for (const [dealt, copies] of pile) {
          const share = copies / population;
          const expected = seeds * size * share;
          const sd = Math.sqrt((seeds * size * share * (1 - share) * (population - size)) / (population - 1));
          const got = totals[part].get(dealt.key) ?? 0;
          expect(Math.abs(got - expected), `${game.id} ${part} ${dealt.name}: ${got} vs ${expected}`).toBeLessThanOrEqual(4 * sd);
        }
      }
    }
  });
});
