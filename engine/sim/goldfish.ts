/**
 * The simulation kernel (issue 6, `deckdojo simulate`): a goldfish game — one seat, drawing only, no card effects —
 * played on plain integer arrays, fast enough for tens of thousands of games a second where the full engine
 * (startTable + advance, engine/sim/table.ts) plays a few thousand.
 *
 * It interprets the same game data as the engine and draws the same random numbers in the same order, so for a seed
 * its hand at every main step is the engine's (engine/sim/goldfish.test.ts checks this for every game with turns):
 * - setup (GameDefinition.setup, as engine/core/setup.ts runs it): the draw pile shuffled with createRng(seed), then
 *   the other shuffled sections; cards set aside from the top (DM shields); the opening hand, `upTo` counting the
 *   hand, of the size the engine's own setup asks for (a section stat such as FaB intellect included); the cards put
 *   on the bottom after it (ACG 104.6), the last ones drawn, as `asDealt` answers the table's decision. No redraw
 *   (NOVA 007.6.1: the hand kept).
 * - turns (GameDefinition.turns, as `advance` runs them): every step's card-moving work on entering it — `turnDraw`
 *   (setup.turnDraw: a count or up to a count, a stat of the first card of a zone, the first-turn change), `moveTop`,
 *   `moveAll` — for the turn player, or for every seat; work that moves no card (untap, counters, markers, resources)
 *   changes nothing here, nor do the rule processes that only set resources (NOVA limit release).
 *
 * Going second, the seat sits at a two-seat table whose other seat takes the first turn and does nothing: of its
 * turns only the work for every seat reaches this seat (FaB 4.4.3f: everyone draws at the end of the first turn).
 *
 * What the goldfish player does, the only choices in the game (the table mirror makes the same moves):
 * - at the main step of its turn, each allowance out of the hand into a zone without a limit (DM mana charge, PMV
 *   node set, NOVA energy set; not FaB's arsenal) is used to the full, the top (first) cards of the hand going;
 * - where the turn draw is up to a count (FaB), the whole hand is then used, as the exact draw odds assume
 *   (engine/deck/stats/odds.ts), into a zone the turn flow never takes cards from (`spendZone`);
 * - a hand over a step's hand limit is brought down to it from the top of the hand, into the zone the limit names.
 *
 * "Holding" a card by a turn means it entered the hand by that turn's main step (kept, charged, used, or put back by
 * setup: for at-least-one questions the player could always have kept it instead).
 *
 * With castability counted (the game's `castability` rule, ./castability.ts), the kernel keeps the cards that entered
 * the hand in order and the count by each main step, and a CastabilityCounter finds each name's first castable turn
 * from them (charge games: castability asks about every way of charging, not the goldfish's own charges) or from the
 * hand at the main step (pitch games).
 */
import { startTable, type SeatDeck } from '../core/setup';
import { createRng, shuffle } from '../core/rng';
import { zoneKey, type GameState, type TableDraw } from '../core/state';
import type { GameDefinition } from '../games/types';
import type { Localized } from '../localized';
import type { StepWork, TurnStructure } from '../core/structure';
import { CastabilityCounter, NEVER, type HandEntries } from './castability';

export { NEVER };

/**
 * An ordered zone as a window of an Int32Array (the top at `head`), with room on both sides so cards go on the top or
 * the bottom without shifting; when an end is reached the cards move back to the middle.
 */
class Pile {
  readonly cards: Int32Array;
  head: number;
  tail: number;

  /** `middle`: the most cards the pile can hold (every card of the seat). */
  constructor(private readonly middle: number) {
    this.cards = new Int32Array(middle * 3 + 2);
    this.head = this.tail = middle + 1;
  }

  get size(): number {
    return this.tail - this.head;
  }

  load(cards: readonly number[]): void {
    this.head = this.middle + 1;
    this.cards.set(cards, this.head);
    this.tail = this.head + cards.length;
  }

  private recentre(): void {
    const size = this.size;
    this.cards.copyWithin(this.middle + 1, this.head, this.tail);
    this.head = this.middle + 1;
    this.tail = this.head + size;
  }

  pushTop(card: number): void {
    if (this.head === 0) this.recentre();
    this.cards[--this.head] = card;
  }

  pushBottom(card: number): void {
    if (this.tail === this.cards.length) this.recentre();
    this.cards[this.tail++] = card;
  }

  list(): number[] {
    return Array.from(this.cards.subarray(this.head, this.tail));
  }
}

/** One thing done on this seat during a turn, compiled from the step work. */
type Op =
  | { kind: 'draw' }
  | { kind: 'move'; from: number; to: number; count: number; bottom: boolean }
  | { kind: 'handLimit'; max: number; to: number }
  | { kind: 'main' };

/** What a main step shows an observer (the table mirror's comparison): the hand, top first, and the charges so far. */
export type MainObserver = (turn: number, hand: readonly number[], charges: number) => void;

/** The moves of the goldfish policy, as the kernel and the table mirror make them. */
export interface GoldfishPolicy {
  /**
   * The turn allowances out of the hand into a zone without a limit (DM mana charge, PMV node set, NOVA energy set),
   * each used to the full at the main step.
   */
  charges: readonly { to: string; perTurn: number; label: Localized }[];
  /** Where the hand goes after the main step when the turn draw is up to a count (FaB); null otherwise. */
  spendZone: string | null;
}

/** The goldfish policy of a game with turns; a game whose up-to draw has nowhere to put a used hand throws. */
export function goldfishPolicy(game: GameDefinition): GoldfishPolicy {
  const turns = turnsOf(game);
  const { setup } = game;
  // Charges build a resource: an allowance into a zone with a limit (FaB arsenal) only keeps a card aside.
  const unlimited = (id: string): boolean => game.zones.find((zone) => zone.id === id)?.capacity === null;
  const charges = turns.allowances.filter(({ from, to }) => from === setup.hand && unlimited(to)).map(({ to, perTurn, label }) => ({ to, perTurn, label }));
  if (!setup.turnDraw.upTo) return { charges, spendZone: null };
  // A zone nothing takes cards from: where the used hand lies changes no later draw.
  const read = new Set(turns.steps.flatMap((step) => step.work.flatMap((work) => (work.kind === 'moveTop' || work.kind === 'moveAll' ? [work.from] : []))));
  const zone = game.zones.find(
    (candidate) =>
      candidate.owner === 'seat' && candidate.visibility === 'public' && candidate.capacity === null && !read.has(candidate.id) && candidate.id !== setup.drawPile.zone,
  );
  if (!zone) throw new Error(`${game.abbreviation}: no public zone without a limit that the turn flow never takes cards from, to put a used hand in`);
  return { charges, spendZone: zone.id };
}

function turnsOf(game: GameDefinition): TurnStructure {
  if (!game.turns || game.turns.steps.length === 0) throw new RangeError(`${game.abbreviation} has no turn structure to simulate`);
  return game.turns;
}

/**
 * One seat's goldfish games for a game and a deck, turn 1 to `turns`. `play` fills `firstHeld`, `handSize` and
 * `charged` for one game; the arrays are reused by the next.
 */
export class Goldfish {
  /** Every card of the seat: card i is the table's card `c${i + 1}`, of this key. */
  readonly keys: readonly string[];
  /** The distinct card names, in the order the table lists its cards (the draw pile's first). */
  readonly names: readonly string[];
  /** Per name: the first own turn by whose main step a card of that name was held, or NEVER. */
  readonly firstHeld: Int32Array;
  /** Per turn 1…turns (index 0 unused): cards in hand at the main step. */
  readonly handSize: Int32Array;
  /** Per turn 1…turns: cards charged by the main step (GoldfishPolicy.charges; DM: mana). */
  readonly charged: Int32Array;
  /** Whether the game charges anything (`charged` means something). */
  readonly charges: boolean;
  /** Castability, when counted: `firstCastable` per name after each game. */
  readonly castability: CastabilityCounter | null;

  private readonly nameOf: Int32Array;
  private readonly piles: Pile[];
  private readonly initial: number[][];
  private readonly drawPile: number;
  private readonly hand: number;
  /** The zones setup shuffles after the draw pile, with cards. */
  private readonly shuffled: number[];
  private readonly setAside: { count: number; to: number } | null;
  /** Cards the opening draw takes (the engine's, so `upTo` and a stat count are already worked out). */
  private readonly opening: number;
  private readonly bottomAfterOpening: number;
  private readonly draw: TableDraw;
  private readonly drawCountZone: number;
  /** Per card: the number its fact gives the turn draw (FaB intellect), or NaN. */
  private readonly drawStat: Float64Array;
  private readonly ownTurn: Op[];
  private readonly otherTurn: Op[];
  private readonly chargeTo: { to: number; perTurn: number }[];
  private readonly spendTo: number;
  /** The cards that entered the hand in order, and how many by each main step (castability). */
  private readonly entries: HandEntries | null;
  private enteredCount = 0;
  private nextMain = 1;
  private chargesMade = 0;
  private observer: MainObserver | undefined;

  /** `castability`: count it by the game's rule (a game that declares none is refused). */
  constructor(
    game: GameDefinition,
    deck: SeatDeck,
    readonly turns: number,
    { castability = false }: { castability?: boolean } = {},
  ) {
    if (!Number.isInteger(turns) || turns < 1) throw new RangeError(`turns must be a whole number ≥ 1, not ${turns}`);
    const structure = turnsOf(game);
    const policy = goldfishPolicy(game);
    // The engine's own setup, once: its start state is where every game starts (cards in list order, unshuffled),
    // and its logged opening draw is the size the setup asks for.
    const table = startTable(game, { seed: 0, decks: [deck] });
    const { setup } = game;
    const openingDraw = table.log().find(({ action }) => action.type === 'draw' && action.seat === 0 && action.rule === setup.openingHand.rule)?.action;
    table.goTo(0);
    const start: GameState = table.state;
    const rules = start.rules;

    const cardIds = Object.keys(start.cards);
    const index = (id: string): number => Number(id.slice(1)) - 1;
    const keys: string[] = Array.from({ length: cardIds.length });
    for (const id of cardIds) keys[index(id)] = start.cards[id]!.key;
    this.keys = keys;
    const nameIndex = new Map<string, number>();
    this.nameOf = Int32Array.from(keys, (key) => {
      const name = start.catalog[key]?.name ?? key;
      if (!nameIndex.has(name)) nameIndex.set(name, nameIndex.size);
      return nameIndex.get(name)!;
    });
    this.names = [...nameIndex.keys()];

    const zoneIds = game.zones.map((zone) => zone.id);
    const zoneOf = (id: string): number => {
      const at = zoneIds.indexOf(id);
      if (at < 0) throw new Error(`${game.abbreviation}: no zone "${id}"`);
      return at;
    };
    this.piles = game.zones.map(() => new Pile(keys.length));
    this.initial = game.zones.map((zone) => start.zones[zoneKey(zone, 0)]!.map(index));
    this.drawPile = zoneOf(setup.drawPile.zone);
    this.hand = zoneOf(setup.hand);
    this.shuffled = setup.otherSections.flatMap((section) =>
      section.shuffled && section.zone && this.initial[zoneOf(section.zone)]!.length > 0 ? [zoneOf(section.zone)] : [],
    );
    this.setAside = setup.setAside && { count: setup.setAside.count, to: zoneOf(setup.setAside.as) };
    this.opening = openingDraw?.type === 'draw' ? openingDraw.count : 0;
    this.bottomAfterOpening = setup.bottomAfterOpening?.count ?? 0;
    this.draw = rules.turnDraw!;
    const drawCount = this.draw.count;
    this.drawCountZone = typeof drawCount === 'number' ? -1 : zoneOf(drawCount.zone);
    this.drawStat = Float64Array.from(keys, (key) => {
      const fact = typeof drawCount === 'number' ? undefined : start.catalog[key]?.facts[drawCount.stat];
      return typeof fact === 'number' ? fact : NaN;
    });

    const compile = (work: StepWork, own: boolean): Op[] => {
      switch (work.kind) {
        case 'turnDraw':
          return [{ kind: 'draw' }];
        case 'moveTop':
          return own || work.seats === 'all' ? [{ kind: 'move', from: zoneOf(work.from), to: zoneOf(work.to), count: work.count, bottom: false }] : [];
        case 'moveAll':
          return own || work.seats === 'all' ? [{ kind: 'move', from: zoneOf(work.from), to: zoneOf(work.to), count: Infinity, bottom: work.position === 'bottom' }] : [];
        case 'handLimit':
          return own ? [{ kind: 'handLimit', max: work.max, to: zoneOf(work.to) }] : [];
        default:
          return [];
      }
    };
    // The player's moves come once a step's work is done: the discard to a hand limit, then the main step's.
    const byPlayer = (op: Op): boolean => op.kind === 'handLimit';
    this.ownTurn = structure.steps.flatMap((step) => {
      const ops = step.work.flatMap((work) => compile(work, true));
      return [...ops.filter((op) => !byPlayer(op)), ...ops.filter(byPlayer), ...(step.id === structure.mainStep ? [{ kind: 'main' } as const] : [])];
    });
    if (!this.ownTurn.some((op) => op.kind === 'main')) throw new Error(`${game.abbreviation} turns.mainStep: no step "${structure.mainStep}"`);
    this.otherTurn = structure.steps.flatMap((step) => step.work.flatMap((work) => compile(work, false)));
    this.chargeTo = policy.charges.map(({ to, perTurn }) => ({ to: zoneOf(to), perTurn }));
    this.charges = this.chargeTo.length > 0;
    this.spendTo = policy.spendZone === null ? -1 : zoneOf(policy.spendZone);

    this.firstHeld = new Int32Array(this.names.length);
    this.handSize = new Int32Array(turns + 1);
    this.charged = new Int32Array(turns + 1);
    if (castability && !game.castability) throw new RangeError(`${game.abbreviation} declares no resource rule to count castability by`);
    this.castability = castability ? new CastabilityCounter(game.castability!, game.abbreviation, start, cardIds.map((_, at) => `c${at + 1}`), this.nameOf, this.names.length) : null;
    this.entries = castability ? { cards: new Int32Array(keys.length * 2 + 8), by: new Int32Array(turns + 1) } : null;
  }

  /**
   * One game from `seed` (the seed of startTable), going first or second; `observe` sees every main step. Fills
   * `firstHeld`, `handSize` and `charged`.
   */
  play(seed: number, first: boolean, observe?: MainObserver): void {
    const { piles, initial } = this;
    for (let zone = 0; zone < piles.length; zone++) piles[zone]!.load(initial[zone]!);
    this.firstHeld.fill(NEVER);
    this.castability?.start();
    this.enteredCount = 0;
    this.nextMain = 1;
    this.chargesMade = 0;
    this.observer = observe;

    let rng = createRng(seed);
    for (const zone of [this.drawPile, ...this.shuffled]) {
      const shuffled = shuffle(rng, initial[zone]!);
      piles[zone]!.load(shuffled.value);
      rng = shuffled.state;
    }
    const deck = piles[this.drawPile]!;
    const hand = piles[this.hand]!;
    if (this.setAside) this.move(deck, this.setAside.count, false, piles[this.setAside.to]!, true);
    if (this.opening > 0) this.move(deck, this.opening, false, hand, true);
    if (this.bottomAfterOpening > 0) {
      if (hand.size < this.bottomAfterOpening) throw new Error(`chooseBottom: seat 0 must choose ${this.bottomAfterOpening} different cards of its hand`);
      this.move(hand, this.bottomAfterOpening, true, deck, true);
    }

    let number = 1;
    if (!first) this.turn(this.otherTurn, number++, false);
    for (let turn = 1; turn <= this.turns; turn++) {
      this.turn(this.ownTurn, number++, true);
      if (!first && turn < this.turns) this.turn(this.otherTurn, number++, false);
    }
  }

  /** Game turn `number`: this seat's own (stopping after the last main step to count), or the other seat's. */
  private turn(ops: readonly Op[], number: number, own: boolean): void {
    const { piles } = this;
    const hand = piles[this.hand]!;
    for (const op of ops) {
      switch (op.kind) {
        case 'draw':
          this.turnDraw(number, own);
          break;
        case 'move':
          this.move(piles[op.from]!, op.count, false, piles[op.to]!, op.bottom);
          break;
        case 'handLimit':
          if (hand.size > op.max) this.move(hand, hand.size - op.max, false, piles[op.to]!, false);
          break;
        case 'main': {
          for (const { to, perTurn } of this.chargeTo) this.chargesMade += this.move(hand, perTurn, false, piles[to]!, false);
          const turn = this.nextMain++;
          this.handSize[turn] = hand.size;
          this.charged[turn] = this.chargesMade;
          this.observer?.(turn, hand.list(), this.chargesMade);
          if (this.castability) {
            this.entries!.by[turn] = this.enteredCount;
            this.castability.main(turn, this.entries!, hand);
          }
          if (turn === this.turns) return;
          if (this.spendTo >= 0) this.move(hand, hand.size, false, piles[this.spendTo]!, false);
          break;
        }
      }
    }
  }

  /** The turn draw as `advance` does it (engine/core/apply.ts turnDraw), for this seat. */
  private turnDraw(number: number, own: boolean): void {
    const { draw } = this;
    const change = number === 1 ? draw.firstTurn?.change : undefined;
    if (change === 'firstPlayerSkips' || (!own && change !== 'allPlayersDraw')) return;
    const hand = this.piles[this.hand]!;
    let wanted: number;
    if (typeof draw.count === 'number') wanted = draw.count;
    else {
      const source = this.piles[this.drawCountZone]!;
      const stat = source.size > 0 ? this.drawStat[source.cards[source.head]!]! : NaN;
      wanted = Number.isNaN(stat) ? draw.count.fallback : stat;
    }
    const count = draw.upTo ? wanted - hand.size : wanted;
    if (count > 0) this.move(this.piles[this.drawPile]!, count, false, hand, true);
  }

  /** Records a card entering the hand (castability), the record growing if cards come back again and again. */
  private enter(card: number): void {
    const entries = this.entries!;
    if (this.enteredCount === entries.cards.length) {
      const grown = new Int32Array(entries.cards.length * 2);
      grown.set(entries.cards);
      entries.cards = grown;
    }
    entries.cards[this.enteredCount++] = card;
  }

  /**
   * Moves up to `count` cards, in order, from the top (or bottom) of `from` to the top (or bottom) of `to`, the first
   * ending nearest the top as the engine's moves do; cards entering the hand are held from the next main step on.
   * Returns how many moved.
   */
  private move(from: Pile, count: number, fromBottom: boolean, to: Pile, toBottom: boolean): number {
    const moved = Math.min(count, from.size);
    const start = fromBottom ? from.tail - moved : from.head;
    const cards = from.cards;
    if (toBottom) for (let i = 0; i < moved; i++) to.pushBottom(cards[start + i]!);
    else for (let i = moved - 1; i >= 0; i--) to.pushTop(cards[start + i]!);
    if (fromBottom) from.tail -= moved;
    else from.head += moved;
    if (to === this.piles[this.hand]) {
      const held = to.cards;
      const first = toBottom ? to.tail - moved : to.head;
      for (let i = first; i < first + moved; i++) {
        const name = this.nameOf[held[i]!]!;
        if (this.firstHeld[name] === NEVER) this.firstHeld[name] = this.nextMain;
        if (this.entries) this.enter(held[i]!);
      }
    }
    return moved;
  }
}
