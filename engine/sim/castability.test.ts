// DM castability (issue 22) against its definition, docs/engine.md "Castability": card X is castable on turn t when a
// copy of X is in the hand by that turn's charge step and some way of charging one hand card per turn on turns 1..t —
// never the copy to be cast — leaves untapped mana that pays X's cost (DM 112.2a), a multicoloured card charged on
// turn t entering tapped (405.1); a twinpact by either half (810.3). The brute force below is that sentence run over
// the actual draw order of the engine's own table, every sequence of charges tried, paid by the engine's own `pays`.
import { describe, expect, it } from 'vitest';
import { dmPackDeck, dmTableCard } from '../../test/helpers/dm-pack';
import { dmProductList } from '../../test/helpers/table-decks';
import { firstCastableByCharges, kernelCastable } from '../../test/helpers/castability';
import { startTable, type SeatDeck } from '../core/setup';
import type { GameState } from '../core/state';
import { dm } from '../games/dm';
import { civsOf, costOf, manaNumber, pays, type Cost, type ManaCard } from '../games/dm/mana';
import { listOf, wholeCardFacts } from '../games/dm/facts';
import { Goldfish } from './goldfish';
import { simulate } from './simulate';

/** The ways to pay for a card: a twinpact's creature and spell halves (810.3), any other card by its face. */
function costsOf(state: GameState, card: string): Cost[] {
  const twinpact = listOf(wholeCardFacts(state, card), 'kinds').includes('twinpact');
  return (twinpact ? ['creature', 'spell'] : ['']).flatMap((kind) => costOf(state, card, kind) ?? []);
}

/** The card as it pays in the mana zone face up, by the engine's reading (107.2, 112.2a). */
const asMana = (state: GameState, card: string): ManaCard => ({ id: card, civs: civsOf(state, card), mana: manaNumber(state, card) });

/** A card as the brute force sees it: its name, how it pays in the mana zone, and the ways to pay for it. */
interface Seen {
  name: string;
  mana: ManaCard;
  costs: Cost[];
}

/**
 * Per card name, the first turn 1..turns it is castable, by brute force over the hand and draws given (DM 503.1: the
 * first player skips the first draw, the second draws on turn 1): every sequence of charges, the untapped ones paying
 * by the engine's `pays` (a multicoloured card charged on turn t is tapped, 405.1).
 */
const bruteForce = (hand: readonly Seen[], draws: readonly Seen[], first: boolean, turns: number): Map<string, number> =>
  firstCastableByCharges(hand, draws, first, turns, (copy, charged) => {
    const untapped = charged.filter((card, at) => at < charged.length - 1 || card.mana.civs.length < 2).map((card) => card.mana);
    return copy.costs.some((cost) => pays(untapped, cost));
  });

/** A table card as the brute force sees it, by the engine's reading. */
const seen = (state: GameState, card: string): Seen => ({ name: state.catalog[state.cards[card]!.key]!.name, mana: asMana(state, card), costs: costsOf(state, card) });

/** The brute force over the engine's own table from `seed`: the dealt hand (DM 103.3: shields first), the deck's top as the draws. */
function bruteForceTable(deck: SeatDeck, seed: number, first: boolean, turns: number): Map<string, number> {
  const { state } = startTable(dm, first ? { seed, decks: [deck] } : { seed, decks: [deck, deck], firstPlayer: 1 });
  const cards = (zone: string): Seen[] => state.zones[zone]!.map((card) => seen(state, card));
  return bruteForce(cards('hand#0'), cards('deck#0'), first, turns);
}

const deckOf = (cards: [string, number][]): SeatDeck => ({ sections: { main: cards.map(([key, count]) => dmTableCard(key, count)) } });

/**
 * A small deck of real cards that asks everything of the counting: three civilizations (デドダム), a twinpact whose
 * halves ask 闇 and 水 (フミシュナ, tapped as a whole card of two), single-coloured cards, a colourless one (ノウメン,
 * untapped, asking nothing), and a five-civilization card of mana number 0 (星龍パーフェクト・アース: pays nothing,
 * so the kernel takes its path for any mana numbers).
 */
const SMALL_WITH_ZERO = deckOf([
  ['天災 デドダム', 3],
  ['修羅の死神フミシュナ / 「この先は修羅の道ぞ」', 3],
  ['シェル・アルカザール', 3],
  ['裏斬隠 テンサイ・ハート', 2],
  ['ノウメン', 2],
  ['星龍パーフェクト・アース', 3],
]);

/** The same without the mana-0 card: every card gives 1 mana, the kernel's shortcut. */
const SMALL = deckOf([
  ['天災 デドダム', 4],
  ['修羅の死神フミシュナ / 「この先は修羅の道ぞ」', 4],
  ['シェル・アルカザール', 4],
  ['裏斬隠 テンサイ・ハート', 4],
]);

describe('DM castability: the kernel against a brute force of the definition, game by game', () => {
  const cases: [string, () => SeatDeck, number][] = [
    ['NET-082 (40 cards: twinpacts, two and three civilizations)', () => dmPackDeck(dmProductList('NET-082')), 40],
    ['a 16-card deck whose every card gives 1 mana', () => SMALL, 40],
    ['a 16-card deck with a colourless card and a mana-0 five-civilization card', () => SMALL_WITH_ZERO, 40],
  ];
  for (const [what, deck, seeds] of cases) {
    for (const first of [true, false]) {
      it(`${what}, going ${first ? 'first' : 'second'}: the same first castable turn of every name, turns 1–5`, () => {
        const goldfish = new Goldfish(dm, deck(), 5, { castability: true });
        let castable = 0;
        for (let seed = 1; seed <= seeds; seed++) {
          const expected = bruteForceTable(deck(), seed, first, 5);
          expect(kernelCastable(goldfish, seed, first), `seed ${seed}`).toEqual(expected);
          castable += expected.size;
        }
        // The comparison means something: most games cast something by turn 5.
        expect(castable).toBeGreaterThan(seeds);
      });
    }
  }
});

/**
 * The exact share of games in which each name is castable by each turn 1..turns: every hand (as counts per name) and
 * every order of the draws after it, each with its probability (drawing without replacement; the shields, drawn
 * first, are just cards not seen), through the brute force.
 */
/** n choose k. */
const binomial = (n: number, k: number): number => (k === 0 ? 1 : (binomial(n - 1, k - 1) * n) / k);

function exactShares(deck: SeatDeck, first: boolean, turns: number): Map<string, number[]> {
  const { state } = startTable(dm, { seed: 1, decks: [deck] });
  const sample = new Map<string, string>();
  for (const id of Object.keys(state.cards)) sample.set(state.catalog[state.cards[id]!.key]!.name, id);
  const names = [...sample.keys()];
  const copies = names.map((name) => deck.sections.main!.find((card) => card.name === name)!.count);
  const total = copies.reduce((sum, count) => sum + count, 0);
  let made = 0;
  const card = (name: string): Seen => {
    const one = seen(state, sample.get(name)!);
    return { ...one, mana: { ...one.mana, id: `${name}#${made++}` } };
  };
  const shares = new Map(names.map((name) => [name, Array.from({ length: turns }, () => 0)]));
  const draws = first ? turns - 1 : turns;
  const hands = (at: number, left: number, counts: number[]): number[][] =>
    at === names.length ? (left === 0 ? [counts] : []) : Array.from({ length: Math.min(left, copies[at]!) + 1 }, (_, take) => hands(at + 1, left - take, [...counts, take])).flat();
  for (const counts of hands(0, 5, [])) {
    const handP = counts.reduce((p, count, at) => p * binomial(copies[at]!, count), 1) / binomial(total, 5);
    const hand = counts.flatMap((count, at) => Array.from({ length: count }, () => card(names[at]!)));
    const drawOrders = (left: number[], drawn: Seen[], p: number): void => {
      if (drawn.length === draws) {
        for (const [name, turn] of bruteForce(hand, drawn, first, turns)) for (let t = turn; t <= turns; t++) shares.get(name)![t - 1]! += p;
        return;
      }
      const remaining = left.reduce((sum, count) => sum + count, 0);
      left.forEach((count, at) => {
        if (count > 0) drawOrders(left.map((other, index) => (index === at ? other - 1 : other)), [...drawn, card(names[at]!)], (p * count) / remaining);
      });
    };
    drawOrders(copies.map((count, at) => count - counts[at]!), [], handP);
  }
  return shares;
}

describe('DM castability: simulated shares against the exact probabilities of a small deck', () => {
  const GAMES = 20_000;
  /** Within 4.5 standard errors of `p` (exactly `p` where it is 0 or 1). */
  const agrees = (simulated: number, p: number): boolean => Math.abs(simulated - p) <= 4.5 * Math.sqrt((p * (1 - p)) / GAMES);

  for (const first of [true, false]) {
    it(`16 cards, going ${first ? 'first' : 'second'}: every name, turns 1–3, within 4.5 standard errors`, () => {
      const exact = exactShares(SMALL, first, 3);
      const { turns } = simulate(dm, SMALL, { games: GAMES, seed: 22, turns: 3, first });
      const off: string[] = [];
      for (const [name, shares] of exact) {
        for (const [at, p] of shares.entries()) if (!agrees(turns[at]!.castable![name]!, p)) off.push(`${name} T${at + 1}: ${turns[at]!.castable![name]} against ${p}`);
      }
      expect(off).toEqual([]);
      // Figures worth comparing: デドダム (three civilizations, cost 3) is never castable before turn 3, and on turn 3
      // in most games but fewer than hold it (here every other card gives one of its civilizations).
      const dedodam = exact.get('天災 デドダム')!;
      expect(dedodam[1]).toBe(0);
      expect(dedodam[2]).toBeGreaterThan(0.5);
      const seenBy3 = 5 + (first ? 2 : 3);
      expect(dedodam[2]).toBeLessThan(1 - binomial(12, seenBy3) / binomial(16, seenBy3));
    });
  }
});
