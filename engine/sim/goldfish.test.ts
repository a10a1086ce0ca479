// The simulation kernel against the full engine: for every game with turns, the same seed gives the same hand (card
// keys, top first) and the same charges at every main step, going first and second. DM and FaB play real decks of
// the fixtures (DMD-19, the Cindra CC list); ACG, PMV and NOVA, which have no deck data, made-up ones.
import { describe, expect, it } from 'vitest';
import { cindraDeck } from '../../test/helpers/fab-deck';
import { dmProductDeck } from '../../test/helpers/table-decks';
import { madeUpCards } from '../../test/helpers/table';
import type { SeatDeck } from '../core/setup';
import { dm } from '../games/dm';
import { games } from '../games/registry';
import type { GameDefinition } from '../games/types';
import type { TurnStep } from '../core/structure';
import { Goldfish, goldfishPolicy } from './goldfish';
import { goldfishOnTable } from './table';

/** A made-up deck: 20 cards × 2 in the draw pile, 5 in every other pile that starts on the table. */
function madeUpDeck(game: GameDefinition): SeatDeck {
  const sections = { [game.setup.drawPile.section]: madeUpCards('c', 20).map((card) => ({ ...card, count: 2 })) };
  for (const start of game.setup.otherSections) if (start.start === 'pile' && start.zone) sections[start.section] = madeUpCards(start.section, 5);
  return { sections };
}

const deckFor = (game: GameDefinition): SeatDeck => (game.id === 'dm' ? dmProductDeck('DMD-19') : game.id === 'fab' ? cindraDeck() : madeUpDeck(game));

const TURNS = 8;
const SEEDS = [1, 2, 3, 5, 8, 13];

/** Every main step of a game, as `turn charges: keys`, by the kernel and by the engine. */
function bothWays(game: GameDefinition, deck: SeatDeck, seed: number, first: boolean, turns = TURNS): [string[], string[]] {
  const kernel = new Goldfish(game, deck, turns);
  const byKernel: string[] = [];
  kernel.play(seed, first, (turn, hand, charges) => byKernel.push(`${turn} ${charges}: ${hand.map((card) => kernel.keys[card]).join(' | ')}`));
  const byEngine: string[] = [];
  goldfishOnTable(game, deck, { seed, first, turns }, (turn, hand, charges) => byEngine.push(`${turn} ${charges}: ${hand.join(' | ')}`));
  return [byKernel, byEngine];
}

describe('the goldfish kernel plays the engine’s game', () => {
  const withTurns = games.filter((game) => game.turns);

  it('covers DM and every other game that has a turn structure', () => {
    expect(withTurns.map((game) => game.id)).toContain('dm');
  });

  for (const game of withTurns) {
    for (const first of [true, false]) {
      it(`${game.abbreviation} going ${first ? 'first' : 'second'}: the same hand and charges at every main step, seed by seed`, () => {
        const deck = deckFor(game);
        for (const seed of SEEDS) {
          const [byKernel, byEngine] = bothWays(game, deck, seed, first);
          expect(byKernel, `seed ${seed}`).toEqual(byEngine);
          expect(byKernel).toHaveLength(TURNS);
        }
      });
    }
  }

  it('DM 103.5 / 502.1 / 503.2: going first the hand stays at 4 after each charge, going second at 5', () => {
    const deck = dmProductDeck('DMD-19');
    const [first] = bothWays(dm, deck, 4, true, 3);
    const [second] = bothWays(dm, deck, 4, false, 3);
    expect(first.map((line) => line.split(': ')[1]!.split(' | ').length)).toEqual([4, 4, 4]);
    expect(second.map((line) => line.split(': ')[1]!.split(' | ').length)).toEqual([5, 5, 5]);
    expect(first.map((line) => line.split(':')[0])).toEqual(['1 1', '2 2', '3 3']);
  });

  it('follows every card-moving kind of step work the same way (a made-up DM turn)', () => {
    const extra: TurnStep[] = [
      // Two off the top of the deck for every seat, the graveyard back under the deck, the mana on top of it, a card
      // from the deck to the top of the hand, and a hand limit of 3.
      { id: 'mill', label: { ja: '', en: '' }, work: [{ kind: 'moveTop', from: 'deck', to: 'graveyard', count: 2, seats: 'all', rule: 'T 1' }], rule: 'T 1' },
      { id: 'recycle', label: { ja: '', en: '' }, work: [{ kind: 'moveAll', from: 'graveyard', to: 'deck', position: 'bottom', seats: 'active', rule: 'T 2' }], rule: 'T 2' },
      { id: 'unmana', label: { ja: '', en: '' }, work: [{ kind: 'moveAll', from: 'mana', to: 'deck', position: 'top', seats: 'all', rule: 'T 3' }], rule: 'T 3' },
      { id: 'dig', label: { ja: '', en: '' }, work: [{ kind: 'moveTop', from: 'deck', to: 'hand', count: 1, seats: 'active', rule: 'T 4' }], rule: 'T 4' },
      { id: 'limit', label: { ja: '', en: '' }, work: [{ kind: 'handLimit', max: 3, to: 'graveyard', rule: 'T 5' }], rule: 'T 5' },
    ];
    const game: GameDefinition = { ...dm, turns: { ...dm.turns!, steps: [...extra, ...dm.turns!.steps] } };
    const deck = dmProductDeck('DMD-19');
    for (const first of [true, false]) {
      for (const seed of SEEDS) {
        const [byKernel, byEngine] = bothWays(game, deck, seed, first, 12);
        expect(byKernel, `seed ${seed}, ${first ? 'first' : 'second'}`).toEqual(byEngine);
      }
    }
  });

  it('keeps a hand that is up to a count for the turn draw (FaB) only after using it, in a zone no work takes from', () => {
    const fab = games.find((game) => game.id === 'fab')!;
    expect(goldfishPolicy(fab).spendZone).toBe('graveyard');
    // FaB's arsenal takes one card and keeps it aside: not a charge. DM's mana charge is one.
    expect(goldfishPolicy(fab).charges).toEqual([]);
    expect(goldfishPolicy(dm)).toEqual({ charges: [{ to: 'mana', perTurn: 1, label: { ja: 'マナチャージ', en: 'Mana charge' } }], spendZone: null });
  });

  it('refuses a game without a turn structure and a turn count below 1, naming them', () => {
    const deck = dmProductDeck('DMD-19');
    expect(() => new Goldfish({ ...dm, turns: undefined }, deck, 5)).toThrow('DM has no turn structure to simulate');
    expect(() => new Goldfish(dm, deck, 0)).toThrow('turns must be a whole number ≥ 1, not 0');
  });
});
