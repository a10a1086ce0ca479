/**
 * Castability by brute force, for the games whose resource rule charges one hand card a turn: the definition of
 * docs/engine.md "Castability" run over the actual draw order of the engine's table, every sequence of charges tried.
 * PMV and NOVA check each payment by their declared rule and a plain augmenting-path matching; DM's own test pays with
 * the engine's mana code (engine/sim/castability.test.ts).
 */
import { startTable, type SeatDeck } from '../../engine/core/setup';
import type { CastingCard, CastingNeed, GameDefinition } from '../../engine/games/types';
import { type Goldfish, NEVER } from '../../engine/sim/goldfish';

interface Seen extends CastingCard {
  name: string;
}

/** Whether `cards` (all of them ready) pay `need`'s amount with a card of its own for each colour asked. */
function paysNeed(cards: readonly Seen[], need: CastingNeed): boolean {
  if (cards.reduce((sum, card) => sum + card.gives.amount, 0) < need.amount) return false;
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
 * Per card name, the first turn 1..turns it is castable, by brute force: D_t is the hand plus the draws by turn t
 * (`skipsFirstDraw`: none on turn 1), every sequence c_1..c_t of one charge a turn with c_k in D_k, all different, is
 * tried (cards of one name are alike, so one of each name is tried at each turn), and X is castable on t if a copy is
 * left in the hand that `paid` says the charges pay for.
 */
export function firstCastableByCharges<Card extends { name: string }>(
  hand: readonly Card[],
  draws: readonly Card[],
  skipsFirstDraw: boolean,
  turns: number,
  paid: (copy: Card, charged: readonly Card[]) => boolean,
): Map<string, number> {
  const held = (turn: number): readonly Card[] => [...hand, ...draws.slice(0, skipsFirstDraw ? turn - 1 : turn)];
  const found = new Map<string, number>();
  const visit = (charged: readonly Card[]): void => {
    const turn = charged.length;
    if (turn > 0) {
      for (const copy of held(turn)) {
        if ((found.get(copy.name) ?? Infinity) <= turn || charged.includes(copy)) continue;
        if (paid(copy, charged)) found.set(copy.name, turn);
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

/**
 * The brute force over the actual draw order of the engine's table from `seed` (the dealt hand, the deck's top as the
 * draws, the game's first-turn change), by the game's declared rule: the cards charged before turn t and the one
 * charged on turn t if it is ready pay; the count asks for every resource card, ready or not (PMV 5.2.2.c).
 */
export function bruteForceCastable(game: GameDefinition, deck: SeatDeck, seed: number, first: boolean, turns: number): Map<string, number> {
  const { state } = startTable(game, first ? { seed, decks: [deck] } : { seed, decks: [deck, deck], firstPlayer: 1 });
  const rule = game.castability!;
  const seen = (zone: string): Seen[] => state.zones[`${zone}#0`]!.map((card) => ({ name: state.catalog[state.cards[card]!.key]!.name, ...rule.card(state, card) }));
  const skips = first && game.setup.turnDraw.firstTurn?.change === 'firstPlayerSkips';
  return firstCastableByCharges(seen(game.setup.hand), seen(game.setup.drawPile.zone), skips, turns, (copy, charged) => {
    const ready = charged.filter((card, at) => at < charged.length - 1 || card.gives.ready);
    return copy.needs.some((need) => charged.length >= need.count && paysNeed(ready, { ...need, count: 0 }));
  });
}

/** The kernel's first castable turns of one game, by name (names never castable left out). */
export function kernelCastable(goldfish: Goldfish, seed: number, first: boolean): Map<string, number> {
  goldfish.play(seed, first);
  const { firstCastable } = goldfish.castability!;
  return new Map(goldfish.names.flatMap((name, at) => (firstCastable[at] === NEVER ? [] : [[name, firstCastable[at]!] as const])));
}
