/**
 * The goldfish kill turn (issue 22, `deckdojo simulate --kill`): the turn a deck wins when it plays a stated policy
 * against a dummy with 5 shields and no blockers (engine/core/setup.ts `dummy`, 103.3: 5 shields; the dummy never
 * blocks, 507.1, nor uses a shield trigger, 509.5a). docs/engine.md "Kill turn" states the policy; this module is it.
 *
 * Each own turn, in the order of the turn's steps (500.1):
 * - 501.1 / 301.5: its mana and creatures untap, and those in play since the turn began may attack;
 * - 502.1: it draws a card, but on the first player's first turn (103.5); a draw that empties the deck loses the game
 *   (104.2b), and the game is not won;
 * - 503.2: it charges at most one card, `cardToCharge`, of those it will not summon this turn (the creatures its mana
 *   pays before the charge, chosen as the main step chooses them), but never the last creature among those: of them,
 *   the card it needs least —
 *   1. a card it never summons (a spell, a cross gear, any card that is no creature, an evolution creature: 801.1a, its
 *      source is named by its text) before a creature,
 *   2. a spare copy (the hand holds another card of the name) before the only one,
 *   3. a card that brings a civilization the mana zone lacks and another creature of the hand asks for before one
 *      that does not,
 *   4. the most expensive creature first (the one it could cast last),
 *   5. the first in the hand;
 *   a multicolour card enters the mana zone tapped (405.1);
 * - 504.1: it summons creatures while its untapped mana pays one, `creatureToSummon`: the most expensive it can pay
 *   (112.2a: a card of its own for each civilization, ./mana.ts), the first in the hand of equal cost; a twinpact by its
 *   creature half (810.3); the mana tapped is the table's own pick (`pickMana`), so the same cards stay untapped;
 * - 505–509: every creature of its that is untapped and not summoning sick (301.5), or has スピードアタッカー, attacks the
 *   dummy, `attackOrder`: those that break the most shields first (509.2: the printed breakers, W・ブレイカー 2,
 *   T・ブレイカー 3…, `breakerCount`), in battle-zone order among equals. An attack breaks that many of the dummy's
 *   shields; once none is left, the next attack is a direct attack and wins (509.1).
 * No card does anything else: no spell is cast, no effect carried out.
 *
 * `KillGoldfish` plays it on plain arrays, as the full engine would: the deck shuffled by createRng(seed) as startTable
 * shuffles it, the same draws, the same payments. ./goldfish-kill-table.ts plays the same policy on the full engine
 * through `apply`, which the kernel must equal turn by turn (./goldfish-kill.test.ts).
 */
import { createRng, shuffle } from '../../core/rng';
import type { GameState } from '../../core/state';
import type { CardCount, KillGames } from '../types';
import { breakerCount, power } from './battle';
import { factsOf, hasKeyword, key, listOf } from './facts';
import { civsOf, costOf, coversCivs, manaNumber, manaTotal, pickMana, type Cost, type ManaCard } from './mana';
import { SPEED_ATTACKER } from './markers';
import { kindsOf, notForMana } from './play';
import { setup } from './setup';

/** `play`'s answer for a game not won by the last turn. */
export const NOT_WON = 0;

/** The seat that plays, and its dummy. */
const SEAT = 0;
export const DUMMY = 1;

/** What the policy reads of a card of the deck, once per deck. */
export interface KillCard {
  /** The table's card id. */
  id: string;
  key: string;
  name: string;
  /** What summoning it costs (its creature half's, 810.3), or null: the policy never summons it. */
  summon: Cost | null;
  /** As a card of the mana zone pays (107.2). */
  mana: ManaCard;
  /** Whether it enters the mana zone tapped: multicolour (405.1). */
  tapsOnCharge: boolean;
  /** Its civilizations (as mana, `mana.civs`) and those its summon asks for, as bits of the deck's civilizations. */
  civBits: number;
  needBits: number;
  /** Shields it breaks attacking (509.2); Infinity for all. */
  breaks: number;
  /** スピードアタッカー: it attacks the turn it comes in (301.5). */
  speed: boolean;
}

/** Reads the cards of `state` as the policy does, each once; civilizations get bits in the order first met. */
export function killCardReader(state: GameState): (id: string) => KillCard {
  const bits = new Map<string, number>();
  const bitsOf = (civs: readonly string[]): number =>
    civs.reduce((all, civ) => {
      if (!bits.has(civ)) bits.set(civ, 1 << bits.size);
      return all | bits.get(civ)!;
    }, 0);
  const read = new Map<string, KillCard>();
  return (id) => {
    const known = read.get(id);
    if (known) return known;
    const kinds = kindsOf(state, id);
    const summoned = kinds.includes('creature') && !kinds.includes('evolutionCreature') && !notForMana(kinds);
    const summon = summoned ? costOf(state, id, 'creature') : null;
    const civs = civsOf(state, id);
    const breaks = breakerCount(listOf(factsOf(state, id), 'keywords'), power(state, id, true));
    const card: KillCard = {
      id,
      key: state.cards[id]!.key,
      name: state.catalog[state.cards[id]!.key]?.name ?? state.cards[id]!.key,
      summon,
      // As it pays once charged face up (503.2): its mana number of one of its civilizations (107.2, 112.2a).
      mana: { id, civs, mana: manaNumber(state, id) },
      tapsOnCharge: civs.length >= 2,
      civBits: bitsOf(civs),
      needBits: summon ? bitsOf(summon.civs) : 0,
      breaks: breaks === 'all' ? Infinity : breaks,
      speed: hasKeyword(state, id, SPEED_ATTACKER),
    };
    read.set(id, card);
    return card;
  };
}

/**
 * The position in the hand of the card to charge (503.2), or -1 for none, as the module's comment states. Every mana
 * card is untapped at the charge step (501.1), so `mana` is the whole mana zone and all of it pays.
 */
export function cardToCharge(hand: readonly KillCard[], mana: readonly KillCard[]): number {
  const summoned = new Set(plannedSummons(hand, mana.map((card) => card.mana)).map(({ card }) => card));
  const kept = hand.filter((card) => !summoned.has(card));
  const creaturesKept = kept.filter((card) => card.summon !== null).length;
  const manaBits = mana.reduce((bits, card) => bits | card.civBits, 0);
  let best = -1;
  let bestKey: number[] = [];
  for (let at = 0; at < hand.length; at++) {
    const card = hand[at]!;
    if (summoned.has(card) || (card.summon !== null && creaturesKept === 1)) continue;
    let spare = false;
    let asked = 0;
    for (let other = 0; other < hand.length; other++) {
      if (other === at) continue;
      if (hand[other]!.name === card.name) spare = true;
      asked |= hand[other]!.needBits;
    }
    const brings = (card.civBits & ~manaBits & asked) !== 0;
    // Lower charges first: never summoned, a spare copy, a civilization wanted, the most expensive.
    const cardKey = [card.summon ? 1 : 0, spare ? 0 : 1, brings ? 0 : 1, -(card.summon?.cost ?? 0)];
    if (best < 0 || earlier(cardKey, bestKey)) {
      best = at;
      bestKey = cardKey;
    }
  }
  return best;
}

/** Whether key `a` comes before `b` at the first place they differ (an equal key keeps the earlier card). */
function earlier(a: readonly number[], b: readonly number[]): boolean {
  for (let at = 0; at < a.length; at++) if (a[at] !== b[at]) return a[at]! < b[at]!;
  return false;
}

/** The position in the hand of the creature to summon next (504.1), or -1: the most expensive `untapped` pays, the first of equals. */
export function creatureToSummon(hand: readonly KillCard[], untapped: readonly ManaCard[]): number {
  const total = manaTotal(untapped);
  let best = -1;
  let bestCost = -Infinity;
  for (let at = 0; at < hand.length; at++) {
    const { summon } = hand[at]!;
    if (summon !== null && summon.cost > bestCost && total >= summon.cost && coversCivs(untapped, summon.civs)) {
      best = at;
      bestCost = summon.cost;
    }
  }
  return best;
}

/** The creatures of `hand` the main step summons with the mana `untapped`, in order, each with the mana the table taps for it (`pickMana`). */
export function plannedSummons(hand: readonly KillCard[], untapped: readonly ManaCard[]): { card: KillCard; paid: string[] }[] {
  const planned: { card: KillCard; paid: string[] }[] = [];
  let left = hand;
  let free = untapped;
  for (let at = creatureToSummon(left, free); at >= 0; at = creatureToSummon(left, free)) {
    const card = left[at]!;
    const paid = pickMana(free, card.summon!)!;
    planned.push({ card, paid });
    left = left.filter((_, other) => other !== at);
    free = free.filter((mana) => !paid.includes(mana.id));
  }
  return planned;
}

/** The creatures able to attack, in the order they attack: the most shields broken first, battle-zone order among equals. */
export const attackOrder = (ready: readonly KillCard[]): KillCard[] => [...ready].sort((a, b) => b.breaks - a.breaks);

/** How a card lies, as a turn's view shows it. */
export const lying = (key: string, tapped: boolean, sick: boolean): string => `${key}${tapped ? ' (tapped)' : ''}${sick ? ' (sick)' : ''}`;

/** The seat's cards at the end of an own turn (after its attacks), and the dummy's shields left. */
export interface KillTurnView {
  turn: number;
  hand: string[];
  mana: string[];
  battle: string[];
  shields: number;
}

/** A count DM's setup gives as a number (./setup.ts). */
function fixed(count: CardCount | undefined, field: string): number {
  if (typeof count !== 'number') throw new Error(`DM setup.${field}: not a fixed number`);
  return count;
}

/** Shields set aside (103.3), the opening hand (103.3), the turn's draw (502.1). */
const SET_ASIDE = fixed(setup.setAside?.count, 'setAside.count');
const OPENING = fixed(setup.openingHand.count, 'openingHand.count');
const DRAWS = fixed(setup.turnDraw.count, 'turnDraw.count');

/** The dummy's shields (setUpDummy's default: as many as setup sets aside, 103.3). */
const DUMMY_SHIELDS = SET_ASIDE;

/** The kill games of one deck on plain arrays, turn 1 to `turns`. */
export class KillGoldfish implements KillGames {
  /** The deck in list order (startTable's unshuffled deck zone). */
  private readonly deck: readonly KillCard[];

  /** `start`: a table of the seat against a dummy before its setup (startTable with `dummy`, then `goTo(0)`). */
  constructor(
    start: GameState,
    readonly turns: number,
  ) {
    if (!Number.isInteger(turns) || turns < 1) throw new RangeError(`turns must be a whole number ≥ 1, not ${turns}`);
    this.deck = start.zones[key(setup.drawPile.zone, SEAT)]!.map(killCardReader(start));
  }

  /** Plays the game of `seed`, going first or second: the own turn it is won on, or NOT_WON. `observe` sees each turn end. */
  play(seed: number, first: boolean, observe?: (view: KillTurnView) => void): number {
    const order = shuffle(createRng(seed), this.deck).value;
    let top = SET_ASIDE + OPENING;
    const hand = order.slice(SET_ASIDE, top);
    const skipsFirstDraw = setup.turnDraw.firstTurn?.change === 'firstPlayerSkips';
    const mana: KillCard[] = [];
    const manaTapped: boolean[] = [];
    const battle: KillCard[] = [];
    const battleTapped: boolean[] = [];
    const sick: boolean[] = [];
    let shields = DUMMY_SHIELDS;
    const view = (turn: number): KillTurnView => ({
      turn,
      hand: hand.map((card) => card.key),
      mana: mana.map((card, at) => lying(card.key, manaTapped[at]!, false)),
      battle: battle.map((card, at) => lying(card.key, battleTapped[at]!, sick[at]!)),
      shields,
    });

    for (let turn = 1; turn <= this.turns; turn++) {
      manaTapped.fill(false);
      battleTapped.fill(false);
      sick.fill(false);
      if (!(first && turn === 1 && skipsFirstDraw)) {
        for (let drawn = 0; drawn < DRAWS; drawn++) {
          // 104.2b: drawing from an empty deck, or the deck left empty, loses.
          if (top >= order.length) return NOT_WON;
          hand.push(order[top++]!);
          if (top === order.length) return NOT_WON;
        }
      }
      const charged = cardToCharge(hand, mana);
      if (charged >= 0) {
        const [card] = hand.splice(charged, 1);
        mana.unshift(card!);
        manaTapped.unshift(card!.tapsOnCharge);
      }
      const untapped: ManaCard[] = [];
      for (let at = 0; at < mana.length; at++) if (!manaTapped[at]) untapped.push(mana[at]!.mana);
      for (const { card, paid } of plannedSummons(hand, untapped)) {
        hand.splice(hand.indexOf(card), 1);
        for (const id of paid) manaTapped[mana.findIndex((each) => each.id === id)] = true;
        battle.unshift(card);
        battleTapped.unshift(false);
        sick.unshift(true);
      }
      const ready: KillCard[] = [];
      for (let at = 0; at < battle.length; at++) if (!battleTapped[at] && (!sick[at] || battle[at]!.speed)) ready.push(battle[at]!);
      for (const attacker of attackOrder(ready)) {
        battleTapped[battle.indexOf(attacker)] = true;
        if (shields === 0) {
          observe?.(view(turn));
          return turn;
        }
        shields = Math.max(0, shields - attacker.breaks);
      }
      observe?.(view(turn));
    }
    return NOT_WON;
  }
}

/** DM's `goldfishKill` (GameDefinition): the kernel's games. */
export const goldfishKill = (start: GameState, turns: number): KillGames => new KillGoldfish(start, turns);
