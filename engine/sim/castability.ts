/**
 * Castability in the simulation kernel (issue 22; docs/engine.md "Castability"): per card name, the first own turn on
 * which a card of that name could be paid for out of what the goldfish drew, by the game's resource rule
 * (`GameDefinition.castability`, declared in the game's folder; the kernel only counts).
 *
 * `charge` games (DM mana, PMV nodes, NOVA energy). Card X is castable on turn t when a copy x of X is in the hand by
 * that turn's main step and some way of charging one hand card a turn on turns 1..t, never x, leaves resources that
 * pay X: the amount of the ones that are ready (a card charged before turn t, or the one charged on turn t if it pays on
 * arrival: DM 405.1 taps a multicoloured one), a ready card of its own for each colour asked (DM 112.2a), and as many
 * resource cards in all as the card asks (PMV 必要ノード).
 *
 * Why it can be counted fast. Let D_k be the cards that entered the hand by turn k's main step (D_0 empty). From turn
 * 2 on, D_k grows by at most one card a turn (the turn draw; checked as the games run), so for any set S of at most
 * t−1 cards of D_{t−1} and any j < t, S holds at most |D_{t−1} \ D_j| ≤ t−1−j cards that entered after turn j: the
 * turns j+1..t−1 are enough for them, and by Hall's theorem on turns and cards S can be charged on turns 1..t−1, one a
 * turn, each card on a turn it was already held. The converse is plain. Hence the ready resources on turn t are any
 * t−1 cards S of E = D_{t−1} \ {x}, plus optionally one ready card L of D_t \ {x} not in S: that is all the kernel
 * searches. Excluding x wisely: a copy that entered on turn t itself could only be the late card L, so excluding it
 * costs nothing, and copies (cards of one key) are alike otherwise; a name printed on cards of several keys is
 * castable when a card of one of them is.
 *
 * The colours asked are a bipartite matching of the colours (with their multiplicities) into distinct cards; by
 * Hall's theorem it exists exactly when every set Q of the colours asked has at least demand(Q) cards whose colours
 * meet Q. Cards are counted per colour mask (`cover[Q]`, by subset sums over the masks), so a check is a pass over
 * the subsets of the colours asked. When every card gives an amount of 1 (the usual case), a set of k cards pays k,
 * and with r colours asked, k = min(t−1, |E|) and `size` = max(cost, r):
 * - size ≤ k: castable iff the colours are matched into E plus, optionally, one ready new card;
 * - size = k+1 with r ≤ k: a ready late card is needed for the amount: a new one (match into E + it), or one of E
 *   (match into E, and E holds a ready card beside the k others);
 * - size = k+1 with r = k+1: all k+1 cards pay a colour, one of them the ready late card L: for some colour i that L
 *   gives, the other colours match into E without L;
 * - larger: not castable.
 * Where some card gives another amount (DM mana numbers 0 and 2+), the ready set is chosen greedily by amount in the
 * matroid union of the colours' transversal matroid and a free matroid of the spare places (every ready set of the
 * size allowed that pays the colours is a basis of it, and a greedy basis has the most amount), for each choice of L.
 *
 * Castable on t implies castable on t+1 (one more card charged never hurts), so like `firstHeld` the kernel keeps the
 * first castable turn per name and checks a name again only until it is castable.
 *
 * `pitch` games (FaB): a card is castable on a turn when a copy is in the hand at the action phase and the other cards
 * of that hand give at least its cost (1.14.3); castable by t when castable on some turn up to t.
 */
import type { GameState } from '../core/state';
import type { CastabilityRule, CastingNeed } from '../games/types';

/** The first turn of a name that did not come by the last turn: `firstHeld` of one not held, `firstCastable`. */
export const NEVER = 0x7fffffff;

/** One way to pay for a name, compiled: the colour sets asked and what each demands. */
interface Need {
  amount: number;
  count: number;
  /** The colours asked, as a mask, and their number with multiplicities. */
  colours: number;
  demandTotal: number;
  /** Every nonempty subset Q of `colours`, and demand(Q). */
  subsets: Int32Array;
  demands: Int32Array;
  /** Per colour index: how many times it is asked. */
  demandOf: Int32Array;
}

function compileNeed(need: CastingNeed, colourCount: number): Need {
  const demandOf = new Int32Array(colourCount);
  for (const colour of need.colours) demandOf[colour]! += 1;
  let colours = 0;
  for (let colour = 0; colour < colourCount; colour++) if (demandOf[colour]! > 0) colours |= 1 << colour;
  const subsets: number[] = [];
  const demands: number[] = [];
  for (let q = colours; q > 0; q = (q - 1) & colours) {
    subsets.push(q);
    let demand = 0;
    for (let colour = 0; colour < colourCount; colour++) if (q & (1 << colour)) demand += demandOf[colour]!;
    demands.push(demand);
  }
  return { amount: need.amount, count: need.count, colours, demandTotal: need.colours.length, subsets: Int32Array.from(subsets), demands: Int32Array.from(demands), demandOf };
}

/** The cards that entered a seat's hand in order, and how many had by each main step. */
export interface HandEntries {
  cards: Int32Array;
  /** Per turn t (index 0: none): the number of `cards` entered by turn t's main step. */
  by: Int32Array;
}

/** The hand at a main step, as the kernel's pile holds it. */
export interface HandView {
  cards: Int32Array;
  head: number;
  tail: number;
}

/** Counts castability for one seat's cards, one game after another (`start`, then `main` at every main step). */
export class CastabilityCounter {
  /** Per name: the first own turn it is castable on, or NEVER. */
  readonly firstCastable: Int32Array;
  /** Per name: whether it has a cost to count (a card whose cost the table does not know has none). */
  readonly counted: Uint8Array;

  private readonly kind: 'charge' | 'pitch';
  private readonly masks: Int32Array;
  private readonly amounts: Int32Array;
  private readonly ready: Uint8Array;
  /**
   * Cards of one key are alike, and a name may be printed on cards of several (PMV's two 星詠 ミコト): castability is
   * checked per key (a variant), and a name is castable when a variant of it is.
   */
  private readonly variantOf: Int32Array;
  private readonly nameOfVariant: Int32Array;
  private readonly needs: Need[][];
  /** Per variant: a card of it (its colours, amount and readiness stand for every copy). */
  private readonly sample: Int32Array;
  /** Per variant: whether a card of it has entered the hand this game. */
  private readonly held: Uint8Array;
  /** Every card gives 1: the counting shortcut applies. */
  private readonly unit: boolean;
  private readonly maskCount: number;
  /** Cards of E's base D_{t−1} per colour mask (paying ones), ready ones, and their subset sums. */
  private readonly base: Int32Array;
  private readonly baseReady: Int32Array;
  private readonly cover: Int32Array;
  private readonly within: Int32Array;
  private baseSize = 0;
  private baseReadyTotal = 0;
  private counted0 = 0;
  /** The general path's scratch: a chosen set's cover per Q. */
  private readonly chosenCover: Int32Array;

  constructor(
    private readonly rule: CastabilityRule,
    private readonly game: string,
    state: GameState,
    cardIds: readonly string[],
    nameOf: Int32Array,
    names: number,
  ) {
    const variants = new Map<string, number>();
    this.variantOf = Int32Array.from(cardIds, (id) => {
      const key = state.cards[id]!.key;
      if (!variants.has(key)) variants.set(key, variants.size);
      return variants.get(key)!;
    });
    this.nameOfVariant = new Int32Array(variants.size);
    for (const [card, variant] of this.variantOf.entries()) this.nameOfVariant[variant] = nameOf[card]!;
    const colourCount = rule.colours.length;
    if (colourCount > 8) throw new RangeError(`${game} castability: at most 8 colours, not ${colourCount}`);
    this.kind = rule.kind;
    this.maskCount = 1 << colourCount;
    this.masks = new Int32Array(cardIds.length);
    this.amounts = new Int32Array(cardIds.length);
    this.ready = new Uint8Array(cardIds.length);
    this.needs = Array.from({ length: variants.size }, () => []);
    this.sample = new Int32Array(variants.size).fill(-1);
    this.held = new Uint8Array(variants.size);
    this.counted = new Uint8Array(names);
    let unit = true;
    for (const [index, id] of cardIds.entries()) {
      const { gives, needs } = rule.card(state, id);
      this.masks[index] = gives.colours;
      this.amounts[index] = gives.amount;
      this.ready[index] = gives.ready ? 1 : 0;
      const variant = this.variantOf[index]!;
      if (this.sample[variant] === -1) {
        this.sample[variant] = index;
        this.needs[variant] = needs.map((need) => compileNeed(need, colourCount));
        if (needs.length > 0) this.counted[nameOf[index]!] = 1;
        if (rule.kind === 'pitch' && needs.some((need) => need.colours.length > 0)) throw new RangeError(`${game} castability: a pitch rule pays no colours`);
      }
      if (gives.amount !== 1) unit = false;
    }
    this.unit = unit;
    this.base = new Int32Array(this.maskCount);
    this.baseReady = new Int32Array(this.maskCount);
    this.cover = new Int32Array(this.maskCount);
    this.within = new Int32Array(this.maskCount);
    this.chosenCover = new Int32Array(this.maskCount);
    this.firstCastable = new Int32Array(names);
  }

  /** A new game. */
  start(): void {
    this.firstCastable.fill(NEVER);
    this.held.fill(0);
    this.base.fill(0);
    this.baseReady.fill(0);
    this.baseSize = 0;
    this.baseReadyTotal = 0;
    this.counted0 = 0;
  }

  /** Turn t's main step: the variants held by then whose names were not castable yet are checked. */
  main(turn: number, entries: HandEntries, hand: HandView): void {
    if (this.kind === 'pitch') this.pitch(turn, hand);
    else this.charge(turn, entries);
  }

  private pitch(turn: number, hand: HandView): void {
    const { cards, head, tail } = hand;
    let total = 0;
    for (let at = head; at < tail; at++) total += this.amounts[cards[at]!]!;
    const size = tail - head;
    for (let at = head; at < tail; at++) {
      const card = cards[at]!;
      const name = this.nameOfVariant[this.variantOf[card]!]!;
      if (this.firstCastable[name] !== NEVER) continue;
      const others = total - this.amounts[card]!;
      for (const need of this.needs[this.variantOf[card]!]!) {
        if (others >= need.amount && size - 1 >= need.count) {
          this.firstCastable[name] = turn;
          break;
        }
      }
    }
  }

  private charge(turn: number, entries: HandEntries): void {
    const before = entries.by[turn - 1]!;
    const by = entries.by[turn]!;
    if (turn >= 2 && by - before > 1) {
      throw new Error(`${this.game} castability: charging one card a turn is counted only while at most one card a turn enters the hand; turn ${turn} brought ${by - before}`);
    }
    // E's base is D_{t−1}: add the cards that entered by the last main step.
    for (let at = this.counted0; at < before; at++) {
      const card = entries.cards[at]!;
      const mask = this.amounts[card]! > 0 ? this.masks[card]! : 0;
      this.base[mask]! += 1;
      if (this.ready[card]) {
        this.baseReady[mask]! += 1;
        this.baseReadyTotal += 1;
      }
      this.baseSize += 1;
    }
    this.counted0 = before;
    for (let at = before; at < by; at++) this.held[this.variantOf[entries.cards[at]!]!] = 1;
    this.subsetSums();
    const variants = this.sample.length;
    for (let variant = 0; variant < variants; variant++) {
      const name = this.nameOfVariant[variant]!;
      if (this.firstCastable[name] !== NEVER || !this.held[variant]) continue;
      // The copy to cast: one that entered this turn if there is one (it could only have been the late card).
      let newCopy = -1;
      for (let at = before; at < by; at++) if (this.variantOf[entries.cards[at]!] === variant) newCopy = at;
      const copy = this.sample[variant]!;
      for (const need of this.needs[variant]!) {
        const castable = this.unit ? this.unitCastable(turn, need, entries, before, by, newCopy, copy) : this.generalCastable(turn, variant, need, entries, before, by, newCopy);
        if (castable) {
          this.firstCastable[name] = turn;
          break;
        }
      }
    }
  }

  /** cover[Q]: the cards of the base whose colours meet Q: all of them less those within Q's complement (subset sums). */
  private subsetSums(): void {
    const { within, cover, base, maskCount } = this;
    within.set(base);
    for (let bit = 1; bit < maskCount; bit <<= 1) for (let mask = 0; mask < maskCount; mask++) if (mask & bit) within[mask]! += within[mask ^ bit]!;
    const all = maskCount - 1;
    for (let q = 0; q < maskCount; q++) cover[q] = this.baseSize - within[all & ~q]!;
  }

  /**
   * Hall's condition for `need` over E = the base less the cards of masks `minus` and `other` (-1: none) plus one of
   * mask `plus` (-1: none), with one demand of colour `drop` (-1: none) already met.
   */
  private hall(need: Need, minus: number, other: number, plus: number, drop: number): boolean {
    const { subsets, demands } = need;
    for (let at = 0; at < subsets.length; at++) {
      const q = subsets[at]!;
      let have = this.cover[q]!;
      if (minus >= 0 && (minus & q) !== 0) have -= 1;
      if (other >= 0 && (other & q) !== 0) have -= 1;
      if (plus >= 0 && (plus & q) !== 0) have += 1;
      const demand = demands[at]! - (drop >= 0 && (q & (1 << drop)) !== 0 ? 1 : 0);
      if (have < demand) return false;
    }
    return true;
  }

  /** The shortcut where every card gives 1 (see the head of this file). */
  private unitCastable(turn: number, need: Need, entries: HandEntries, before: number, by: number, newCopy: number, copy: number): boolean {
    // E = D_{t−1} less the copy, unless the copy is new this turn.
    const copyInBase = newCopy < 0;
    const copyMask = this.masks[copy]!;
    const minus = copyInBase ? copyMask : -1;
    const eSize = this.baseSize - (copyInBase ? 1 : 0);
    const eReady = this.baseReadyTotal - (copyInBase && this.ready[copy] ? 1 : 0);
    const k = Math.min(turn - 1, eSize);
    const newCards = by - before - (copyInBase ? 0 : 1);
    const lateAny = eSize > k || newCards > 0;
    if (need.count > k + (lateAny ? 1 : 0)) return false;
    const r = need.demandTotal;
    const size = Math.max(need.amount, r);
    if (size > k + 1) return false;
    if (size <= k && this.hall(need, minus, -1, -1, -1)) return true;
    // A ready late card among the new ones (every one of them on turn 1, the turn's draw after).
    for (let at = before; at < by; at++) {
      if (at === newCopy) continue;
      const late = entries.cards[at]!;
      if (!this.ready[late]) continue;
      const mask = this.masks[late]!;
      if (r <= k) {
        if (this.hall(need, minus, -1, mask, -1)) return true;
      } else {
        for (let colour = 0; 1 << colour <= mask; colour++) if (mask & need.colours & (1 << colour) && this.hall(need, minus, -1, -1, colour)) return true;
      }
    }
    if (size <= k) return false;
    // A ready late card out of E, beside k others.
    if (eSize < k + 1 || eReady === 0) return false;
    if (r <= k) return this.hall(need, minus, -1, -1, -1);
    for (let mask = 1; mask < this.maskCount; mask++) {
      const readyHere = this.baseReady[mask]! - (copyInBase && this.ready[copy] && mask === copyMask ? 1 : 0);
      if (readyHere <= 0 || (mask & need.colours) === 0) continue;
      for (let colour = 0; 1 << colour <= mask; colour++) {
        if (!(mask & need.colours & (1 << colour))) continue;
        // L of E with `mask` pays `colour`; the rest match into E without it (a card of `mask` less, and the copy).
        if (this.hall(need, minus, mask, -1, colour)) return true;
      }
    }
    return false;
  }

  /**
   * Any amounts: for each choice of the late card L (none, a ready new card, a ready card of E), the greedy basis by
   * amount of the matroid union (see the head of this file), checked for the colours, the amount and the count.
   */
  private generalCastable(turn: number, variant: number, need: Need, entries: HandEntries, before: number, by: number, newCopy: number): boolean {
    // E = D_{t−1} less one copy (none if a copy entered this turn), the most giving first.
    const pool: number[] = [];
    let left = newCopy >= 0;
    for (let at = 0; at < before; at++) {
      const card = entries.cards[at]!;
      if (!left && this.variantOf[card] === variant) left = true;
      else pool.push(card);
    }
    pool.sort((a, b) => this.amounts[b]! - this.amounts[a]!);
    const fresh: number[] = [];
    for (let at = before; at < by; at++) if (at !== newCopy) fresh.push(entries.cards[at]!);
    const k = Math.min(turn - 1, pool.length);
    const lateAny = pool.length > k || fresh.length > 0;
    if (need.count > k + (lateAny ? 1 : 0)) return false;
    if (this.greedy(need, pool, -1, -1, k)) return true;
    // Late cards alike (colours, amount, where they come from) are tried once.
    const tried = new Set<number>();
    const late = (card: number, fromPool: number): boolean => {
      const kind = (this.masks[card]! * 1024 + this.amounts[card]!) * 2 + (fromPool >= 0 ? 1 : 0);
      if (!this.ready[card] || tried.has(kind)) return false;
      tried.add(kind);
      return this.greedy(need, pool, fromPool, card, k + 1);
    };
    return fresh.some((card) => late(card, -1)) || (pool.length > k && pool.some((card, at) => late(card, at)));
  }

  private greedy(need: Need, pool: readonly number[], skip: number, late: number, budget: number): boolean {
    const slack = budget - need.demandTotal;
    if (slack < 0) return false;
    const cover = this.chosenCover;
    cover.fill(0);
    let size = 0;
    let amount = 0;
    const add = (card: number): void => {
      size += 1;
      amount += this.amounts[card]!;
      if (this.amounts[card]! === 0) return;
      const mask = this.masks[card]!;
      for (let q = 1; q < this.maskCount; q++) if (q & mask) cover[q]! += 1;
    };
    /** The most colours demanded that the chosen set (and `extra`) can pay, by the deficiency form of Hall's theorem. */
    const matched = (extra: number): number => {
      let deficiency = 0;
      for (let at = 0; at < need.subsets.length; at++) {
        const q = need.subsets[at]!;
        const have = cover[q]! + (extra >= 0 && this.amounts[extra]! > 0 && (this.masks[extra]! & q) !== 0 ? 1 : 0);
        deficiency = Math.max(deficiency, need.demands[at]! - have);
      }
      return need.demandTotal - deficiency;
    };
    if (late >= 0) {
      if (1 - matched(late) > slack) return false;
      add(late);
    }
    for (let at = 0; at < pool.length && size < budget; at++) {
      if (at === skip) continue;
      const card = pool[at]!;
      if (size + 1 - matched(card) <= slack) add(card);
    }
    return matched(-1) === need.demandTotal && amount >= need.amount;
  }
}
