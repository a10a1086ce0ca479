/**
 * Paying a Duel Masters mana cost (rules 107, 112.2): what a card played costs, what a card of the mana zone gives, and
 * the table's choice of the mana to tap. The rule on multicolour mana, 112.2a in the original: 「1枚で火と闇と自然すべてを
 * 持つ多色カードをタップしても、それで全ての文明を満たしたことにはならず、火か闇か自然のうちどれか一つの文明として扱います」 —
 * one card pays one civilization however many it has (107.2: its mana has one of its civilizations), so each
 * civilization of the cost takes a card of its own, and the mana numbers then add up to the cost.
 */
import type { GameState } from '../../core/state';
import { factsOf, listOf, wholeCardFacts } from './facts';

/** The civilization of colourless cards (106.2c), which asks for and pays no civilization. */
const COLOURLESS = '無色';

/** The five civilizations (106.2). */
export const CIVILIZATIONS: readonly string[] = ['光', '水', '闇', '火', '自然'];

/** What a card costs to play: its mana cost and the civilizations to pay, one card each (112.2a). */
export interface Cost {
  cost: number;
  civs: readonly string[];
}

/** A card of the mana zone as it pays: the civilizations it may give and the mana it gives (107.2). */
export interface ManaCard {
  id: string;
  civs: readonly string[];
  mana: number;
}

/** A card's civilizations as a whole, a twinpact's both halves (810.1), without colourless. */
export function civsOf(state: GameState, card: string): string[] {
  return listOf(wholeCardFacts(state, card), 'civs').filter((civ) => civ !== COLOURLESS);
}

/**
 * The cost of playing `card` as a card of `kind` (creature, spell, crossGear): a twinpact's half of that kind (810.3,
 * its own cost and civilizations), any other card as its face up says. Null where the table knows no cost (a card
 * listed without its facts): the player pays by hand.
 */
export function costOf(state: GameState, card: string, kind: string): Cost | null {
  const entry = state.catalog[state.cards[card]!.key];
  const half = entry?.faces?.find((face) => listOf(face.facts, 'kinds').includes(kind));
  const facts = half ? { ...entry!.facts, ...half.facts } : factsOf(state, card);
  if (typeof facts.cost !== 'number') return null;
  return { cost: facts.cost, civs: listOf(facts, 'civs').filter((civ) => civ !== COLOURLESS) };
}

/** The mana a card gives in the mana zone face up (107.2): its mana number, 1 where the card data gives none. */
export function manaNumber(state: GameState, card: string): number {
  const mana = wholeCardFacts(state, card).mana;
  return typeof mana === 'number' ? mana : 1;
}

/**
 * A mana-zone card as it pays (107.2): its civilizations and its mana number; face down, a colourless card of mana 1
 * (405.4).
 */
export function manaCard(state: GameState, card: string): ManaCard {
  if (state.cards[card]!.faceDown) return { id: card, civs: [], mana: 1 };
  return { id: card, civs: civsOf(state, card), mana: manaNumber(state, card) };
}

/** The mana the cards give together. */
export const manaTotal = (cards: readonly ManaCard[]): number => cards.reduce((sum, card) => sum + card.mana, 0);

/**
 * Whether each civilization gets a card of its own that gives mana of it (112.2a): a matching of civilizations to
 * cards, grown by augmenting paths.
 */
export function coversCivs(cards: readonly ManaCard[], civs: readonly string[]): boolean {
  const civOf = new Map<string, string>();
  const assign = (civ: string, seen: Set<string>): boolean => {
    for (const card of cards) {
      if (card.mana === 0 || !card.civs.includes(civ) || seen.has(card.id)) continue;
      seen.add(card.id);
      const held = civOf.get(card.id);
      if (held === undefined || assign(held, seen)) {
        civOf.set(card.id, civ);
        return true;
      }
    }
    return false;
  };
  return civs.every((civ) => assign(civ, new Set()));
}

/** Whether the cards pay the cost: a card for each civilization, and mana adding up to the cost (112.2a). */
export const pays = (cards: readonly ManaCard[], cost: Cost): boolean => manaTotal(cards) >= cost.cost && coversCivs(cards, cost.civs);

/** Whether a card of the payment could stay untapped and the rest still pay: tapping it is extra (112.2c). */
export const overpays = (cards: readonly ManaCard[], cost: Cost): boolean => cards.some((card) => pays(cards.filter((other) => other !== card), cost));

const multicolour = (cards: readonly ManaCard[]): number => cards.filter((card) => card.civs.length > 1).length;

/** Lower is better: the least mana over the cost (112.2c), then the fewest multicolour cards tapped, then the fewest cards. */
const score = (cards: readonly ManaCard[]): [number, number, number] => [manaTotal(cards), multicolour(cards), cards.length];

/** Whether score `a` is lower than `b` at the first place they differ. */
function better(a: readonly number[], b: readonly number[]): boolean {
  const at = a.findIndex((value, index) => value !== b[index]);
  return at >= 0 && a[at]! < b[at]!;
}

/**
 * The cards among `fill` (in preference order) whose mana adds up to at least `need` with the least mana, then the
 * fewest multicolour cards and cards: a knapsack over mana sums up to `need` plus the largest mana number, past which
 * some card of the set could stay untapped. Of equal fills, the one of the earlier cards.
 */
function cheapestFill(fill: readonly ManaCard[], need: number): ManaCard[] | null {
  if (need <= 0) return [];
  const items = fill.filter((card) => card.mana > 0);
  const cap = need + Math.max(0, ...items.map((card) => card.mana)) - 1;
  // table[i][sum]: reaching `sum` with the first i cards, the fewest multicolour cards then cards, as one number.
  const weight = items.length + 1;
  const table = [Array.from({ length: cap + 1 }, (_, sum) => (sum === 0 ? 0 : Infinity))];
  for (const [index, card] of items.entries()) {
    const before = table[index]!;
    const step = card.civs.length > 1 ? weight + 1 : 1;
    table.push(before.map((value, sum) => Math.min(value, sum >= card.mana ? before[sum - card.mana]! + step : Infinity)));
  }
  let sum = table[items.length]!.findIndex((value, at) => at >= need && value < Infinity);
  if (sum < 0) return null;
  const taken: ManaCard[] = [];
  for (let index = items.length; index > 0; index--) {
    if (table[index]![sum] === table[index - 1]![sum]) continue;
    taken.unshift(items[index - 1]!);
    sum -= items[index - 1]!.mana;
  }
  return taken;
}

/** Mana cards alike for paying: of the same civilizations and mana number, in preference order. */
interface Kind {
  civs: readonly string[];
  mana: number;
  cards: ManaCard[];
}

/** Whether paying with `small` instead of `large` never pays worse: the same mana, fewer civilizations, all among its own. */
const within = (small: Kind, large: Kind): boolean =>
  small.mana === large.mana && small.civs.length < large.civs.length && small.civs.every((civ) => large.civs.includes(civ));

/**
 * The table's pick of mana to pay `cost` from the untapped `cards` (zone order): every way worth trying of giving
 * each civilization a card of its own, each filled up to the cost with the cheapest rest; the best payment by the least
 * mana over the cost, then the fewest multicolour cards tapped. Null when none pays. Cards of one kind are alike, so a
 * way is the number of cards of each kind it takes; and a kind is not tried for a civilization while a kind within it
 * (`within`) has a card free — paying with that one instead, or swapping the two, never pays worse.
 */
export function pickMana(cards: readonly ManaCard[], cost: Cost): string[] | null {
  const preferred = cards.filter((card) => card.mana > 0).sort((a, b) => a.civs.length - b.civs.length);
  const kinds: Kind[] = [];
  for (const card of preferred) {
    const kind = kinds.find((other) => other.mana === card.mana && other.civs.join('/') === card.civs.join('/'));
    if (kind) kind.cards.push(card);
    else kinds.push({ civs: card.civs, mana: card.mana, cards: [card] });
  }
  const used = kinds.map(() => 0);
  const seen = new Set<string>();
  const payments: ManaCard[][] = [];
  const visit = (index: number): void => {
    const state = `${index}|${used.join(',')}`;
    if (seen.has(state)) return;
    seen.add(state);
    if (index === cost.civs.length) {
      const chosen = kinds.flatMap((kind, at) => kind.cards.slice(0, used[at]));
      const fill = cheapestFill(
        preferred.filter((card) => !chosen.includes(card)),
        cost.cost - manaTotal(chosen),
      );
      if (fill) payments.push([...chosen, ...fill]);
      return;
    }
    const free = kinds.filter((kind, at) => used[at]! < kind.cards.length && kind.civs.includes(cost.civs[index]!));
    for (const kind of free.filter((candidate) => !free.some((other) => within(other, candidate)))) {
      const at = kinds.indexOf(kind);
      used[at]! += 1;
      visit(index + 1);
      used[at]! -= 1;
    }
  };
  visit(0);
  const best = payments.reduce<ManaCard[] | null>((found, payment) => (!found || better(score(payment), score(found)) ? payment : found), null);
  return best ? cards.filter((card) => best.includes(card)).map((card) => card.id) : null;
}
