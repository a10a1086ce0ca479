// FaB castability (issue 22): a card is castable in a turn's action phase when the other cards of that hand pitch at
// least its cost (1.14.3), on the real Cindra deck with six of a red cost-4 action added (Cindra's own cards are all
// paid by any three others); the hands are the full engine's (engine/sim/table.ts).
import { describe, expect, it } from 'vitest';
import { cindraDeck } from '../../../test/helpers/fab-deck';
import { fabTableCard } from '../../../test/helpers/fab-pack';
import { kernelCastable } from '../../../test/helpers/castability';
import { startTable } from '../../core/setup';
import { Goldfish } from '../../sim/goldfish';
import { simulate } from '../../sim/simulate';
import { goldfishOnTable } from '../../sim/table';
import { pitchValue, printedCost } from './play';
import { fab } from '.';

describe('FaB castability', () => {
  const BARQUE = 'Battalion Barque';
  const cindra = cindraDeck();
  const deck = { sections: { ...cindra.sections, deck: [...cindra.sections.deck!, fabTableCard(BARQUE, 'red', 6)] } };
  // The engine's reading of a card, by key.
  const { state } = startTable(fab, { seed: 1, decks: [deck] });
  const idOf = new Map(Object.entries(state.cards).map(([id, card]) => [card.key, id]));
  const cost = (key: string) => printedCost(state, idOf.get(key)!);
  const pitch = (key: string) => pitchValue(state, idOf.get(key)!) ?? 0;

  it('equals, game by game, a card being in a hand of the engine’s game whose other cards pitch its cost, on some turn so far', () => {
    const goldfish = new Goldfish(fab, deck, 5, { castability: true });
    let castable = 0;
    for (const first of [true, false]) {
      for (let seed = 1; seed <= 20; seed++) {
        const expected = new Map<string, number>();
        goldfishOnTable(fab, deck, { seed, first, turns: 5 }, (turn, hand) => {
          const total = hand.reduce((sum, key) => sum + pitch(key), 0);
          for (const key of hand) {
            const name = state.catalog[key]!.name;
            if (!expected.has(name) && total - pitch(key) >= cost(key)) expected.set(name, turn);
          }
        });
        expect(kernelCastable(goldfish, seed, first), `seed ${seed}`).toEqual(expected);
        castable += expected.size;
      }
    }
    expect(castable).toBeGreaterThan(40);
  });

  it('a cost-4 card is castable only in hands whose three other cards pitch 4; Cindra’s own cards whenever held', () => {
    const { turns } = simulate(fab, deck, { games: 3000, seed: 8, turns: 4, first: true });
    for (const turn of turns) {
      expect(turn.castable![BARQUE]).toBeGreaterThan(0.05);
      expect(turn.castable![BARQUE]).toBeLessThan(turn.cards[BARQUE]! - 0.05);
      for (const [name, share] of Object.entries(turn.castable!)) if (name !== BARQUE) expect(share, name).toBe(turn.cards[name]);
    }
  });
});
