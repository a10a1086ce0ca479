/**
 * Castability by brute force, for the games whose resource rule charges one hand card a turn (PMV nodes, NOVA
 * energy; DM's own test pays with the engine's mana code instead, engine/sim/castability.test.ts): the definition of
 * docs/engine.md "Castability" run over the actual draw order of the engine's table, with every sequence of charges
 * tried and each payment checked by a plain augmenting-path matching.
 */
import { startTable, type SeatDeck } from '../../engine/core/setup';
import type { CastingCard, CastingNeed, GameDefinition } from '../../engine/games/types';
import { type Goldfish, NEVER } from '../../engine/sim/goldfish';

interface Seen extends CastingCard {
  name: string;
}

/** Whether `cards` (all of them ready) pay `need`: its amount, its count, and a card of its own for each colour asked. */
function paysNeed(cards: readonly Seen[], need: CastingNeed): boolean {
  if (cards.length < need.count || cards.reduce((sum, card) => sum + card.gives.amount, 0) < need.amount) return false;
  const holder = new Map<number, number>();
  const assign = (colour: number, seen: Set<number>): boolean =>
    cards.some((card, at) => {
      if (card.gives.amount === 0 || !(card.gives.colours & (1 << colour)) || seen.has(at)) return false;
      seen.add(at);
      const held = holder.get(at);
      if (held !== undefined && !assign(held, seen)) return false;
      holder.set(at, colour);
      return true;
    });
  return need.colours.every((colour) => assign(colour, new Set()));
}

/**
 * Per card name, the first turn 1..turns it is castable from `seed`: D_t is the dealt hand plus the deck's top cards
 * drawn by turn t (the game's first-turn change: the first player skips its first draw), and every sequence of one
 * charge a turn out of D_k, never the copy to be cast, is tried; the cards charged before turn t and the one charged on
 * turn t if it is ready pay.
 */
export function bruteForceCastable(game: GameDefinition, deck: SeatDeck, seed: number, first: boolean, turns: number): Map<string, number> {
  const { state } = startTable(game, first ? { seed, decks: [deck] } : { seed, decks: [deck, deck], firstPlayer: 1 });
  const rule = game.castability!;
  const seen = (card: string): Seen => ({ name: state.catalog[state.cards[card]!.key]!.name, ...rule.card(state, card) });
  const hand = state.zones[`${game.setup.hand}#0`]!.map(seen);
  const pile = state.zones[`${game.setup.drawPile.zone}#0`]!.map(seen);
  const skips = first && game.setup.turnDraw.firstTurn?.change === 'firstPlayerSkips';
  const held = (turn: number): readonly Seen[] => [...hand, ...pile.slice(0, skips ? turn - 1 : turn)];
  const found = new Map<string, number>();
  const visit = (charged: readonly Seen[]): void => {
    const turn = charged.length;
    if (turn > 0) {
      const ready = charged.filter((card, at) => at < turn - 1 || card.gives.ready);
      for (const copy of held(turn)) {
        if ((found.get(copy.name) ?? Infinity) <= turn || charged.includes(copy)) continue;
        // The count asks for every resource card, ready or not (PMV 5.2.2.c).
        if (copy.needs.some((need) => paysNeed(ready, { ...need, count: 0 }) && charged.length >= need.count)) found.set(copy.name, turn);
      }
    }
    if (turn === turns) return;
    const tried = new Set<string>();
    for (const card of held(turn + 1)) {
      if (charged.includes(card) || tried.has(card.name)) continue;
      tried.add(card.name);
      visit([...charged, card]);
    }
  };
  visit([]);
  return found;
}

/** The kernel's first castable turns of one game, by name (names never castable left out). */
export function kernelCastable(goldfish: Goldfish, seed: number, first: boolean): Map<string, number> {
  goldfish.play(seed, first);
  const { firstCastable } = goldfish.castability!;
  return new Map(goldfish.names.flatMap((name, at) => (firstCastable[at] === NEVER ? [] : [[name, firstCastable[at]!] as const])));
}
