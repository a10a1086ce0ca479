/**
 * A sample opening hand: the draw pile shuffled with the seeded rng and dealt as the game's setup says
 * (engine/games/<id>/setup.ts), so the deck editor can show what a start of game looks like. Same seed, same hand.
 */
import { createRng, shuffle } from '../../core/rng';
import type { GameDefinition } from '../../games/types';
import type { Deck, DeckCard } from '../types';
import { setupCount } from './setup-count';

export interface SampleHand {
  /** Cards put face down from the top before the hand (DM shields, 103.3), top first; empty in other games. */
  setAside: DeckCard[];
  /** The opening hand in the order drawn. */
  hand: DeckCard[];
  /** Cards of `hand` the player must then put on the bottom of the pile, of their choice (ACG 104.6). */
  toBottom: number;
  /** The rule of each setup step dealt: shuffle, set aside, hand, bottom. */
  rules: string[];
  /** The cards drawn after the opening, one at a time ("draw one more"): the next of the same shuffle, in order. */
  drawn: DeckCard[];
  /** The cards still in the pile after them. */
  remaining: number;
}

/**
 * `seed`: any safe integer (engine/core/rng.ts). A pile smaller than the setup asks for gives what there is. `draws`
 * more cards come off the top after the opening, so the same seed with one more draw adds the next card of the pile.
 */
export function sampleHand(game: GameDefinition, deck: Deck, seed: number, draws = 0): SampleHand {
  if (deck.game !== game.id) throw new RangeError(`a ${deck.game} deck cannot be played as ${game.id}`);
  const { setup } = game;

  const pile: DeckCard[] = [];
  for (const { card, count } of deck.sections[setup.drawPile.section] ?? []) {
    for (let copy = 0; copy < count; copy++) pile.push(card);
  }
  const shuffled = shuffle(createRng(seed), pile).value;
  const rules = [setup.drawPile.rule];

  // Index 0 is the top of the pile.
  let top = 0;
  const deal = (count: number): DeckCard[] => {
    const cards = shuffled.slice(top, top + Math.max(0, count));
    top += cards.length;
    return cards;
  };

  const setAside = setup.setAside ? deal(setup.setAside.count) : [];
  if (setup.setAside) rules.push(setup.setAside.rule);
  // The hand starts empty, so drawing "up to" the count (DM, FaB, PMV) draws the count.
  const hand = deal(setupCount(setup.openingHand.count, deck));
  rules.push(setup.openingHand.rule);
  const toBottom = Math.min(setup.bottomAfterOpening?.count ?? 0, hand.length);
  if (setup.bottomAfterOpening) rules.push(setup.bottomAfterOpening.rule);

  // The cards put on the bottom (ACG 104.6) stay in the hand here: the player has not chosen them, and a pile of 40
  // reaches its bottom only after every other card.
  const drawn = deal(draws);

  // One rule can state several steps (DM 103.3: shields and hand; ACG 104.6: draw and bottom).
  return { setAside, hand, toBottom, rules: [...new Set(rules)], drawn, remaining: shuffled.length - top };
}
