/**
 * Starting a table for a game (docs/architecture.md §3): the game's zones and setup facts (engine/games/<id>/setup.ts) and one
 * deck per seat become a History whose first entries are the setup itself — shuffles, set-aside cards (DM shields),
 * life, the opening hand, cards put back on the bottom, the first player — each an ordinary action carrying the rule
 * it performs. So the log reads the setup, undo reaches back into it, and a saved session replays it exactly.
 *
 * Who goes first and the FaB equipment come from the caller; what each player decides with the table in front of them
 * (the cards of the opening hand to put on the bottom, ACG 104.6; a NOVA redraw, 007.6.1) the setup opens as the
 * game's decisions, first player first, which the seats answer with the game's actions.
 */
import type { CardCount, GameDefinition, SectionStat } from '../games/types';
import type { Action } from './actions';
import { History } from './history';
import { zoneKey, type DeckListCard, type GameState, type TableDraw, type TableRules, type TableStart } from './state';
import { isRuleError, type DecisionData, type Mode } from './basics';
import { placeEquipment } from './equip';
import { zoneHolds } from './zone-holds';

export type SectionCard = Omit<DeckListCard, 'zone'>;

/** One seat's deck: card keys and counts per section id of the game. */
export interface SeatDeck {
  sections: Readonly<Record<string, readonly SectionCard[]>>;
  /**
   * The cards of the seat's card-pool it did not choose for this game (FaB 4.1.6): they start in the game's inventory
   * zone (`GameSetup.inventory`), which only their owner sees.
   */
  inventory?: readonly SectionCard[];
}

export interface TableOptions {
  seed: number;
  /** One per seat: one for goldfish, two for two players. */
  decks: readonly SeatDeck[];
  mode?: Mode;
  /**
   * The seat that goes first, as decided at the table (rock-paper-scissors, a chosen player); default 0. With a dummy,
   * 1 is the dummy: the player goes second (see `startTable`).
   */
  firstPlayer?: number;
  /**
   * Goldfish only: a dummy opponent after the one seat, with no deck and no turns — a life total (default: the
   * player's starting life) and, where the game sets shields aside (DM), that many shield tokens (default: as many).
   */
  dummy?: { life?: number; shields?: number };
  /**
   * The cards of an `equipped` section (FaB arena-cards) a seat starts with, by key, a key once per copy (FaB 4.1.4a);
   * none is a valid choice. Default: each zone gets the first card of the section, in list order, that fits it, so a
   * table starts equipped as decks are mostly played and the player swaps pieces by hand. The cards not chosen start
   * in the game's inventory zone where it has one (FaB 4.1.6), else stay off the table.
   */
  equip?: (seat: number, cards: readonly SectionCard[]) => readonly string[];
}

/**
 * The table rules of a game: its zones, its draw pile and hand, its turn structure and turn draw where it has them, its
 * own actions. A turn draw counted from a section's card (FaB intellect) reads the card in the zone that section
 * starts in.
 */
export function tableRules(game: GameDefinition): TableRules {
  const { setup } = game;
  const rules: TableRules = { zones: game.zones, drawPile: setup.drawPile.zone, hand: setup.hand };
  if (game.turns) rules.turns = game.turns;
  if (game.actions) rules.actions = game.actions;
  if (game.markers) rules.markers = game.markers;
  if (game.counters) rules.counters = game.counters;
  if (game.resources) rules.resources = game.resources;
  if (game.processes) rules.processes = game.processes;
  if (game.decisions) rules.decisions = game.decisions;
  if (game.zoneRules) rules.zoneRules = game.zoneRules;
  if (setup.life.floor) rules.lifeFloor = setup.life.floor;
  const holds = zoneHolds(game);
  if (Object.keys(holds).length > 0) rules.holds = holds;
  const { count, upTo, firstTurn, rule } = setup.turnDraw;
  let tableCount: TableDraw['count'];
  if (typeof count === 'number') tableCount = count;
  else {
    const zone = setup.otherSections.find((section) => section.section === count.section)?.zone;
    if (!zone) throw new Error(`${game.abbreviation} setup.turnDraw.count: section "${count.section}" starts in no zone`);
    tableCount = { zone, stat: count.stat, fallback: count.fallback };
  }
  rules.turnDraw = { count: tableCount, upTo, firstTurn, rule };
  return rules;
}

/** A number stat of a section's first card that has it (FaB hero intellect and life). */
function statOf(deck: SeatDeck, stat: SectionStat): number | undefined {
  for (const card of deck.sections[stat.section] ?? []) {
    const value = card.facts?.[stat.stat];
    if (typeof value === 'number') return value;
  }
  return undefined;
}

function cardCount(deck: SeatDeck, count: CardCount): number {
  return typeof count === 'number' ? count : (statOf(deck, count) ?? count.fallback);
}

/**
 * The deck lists `createGame` places: each section's cards in the zone its setup fact names, the seat's inventory and
 * the pieces `left` unequipped in the inventory zone; cards of a section with no zone stay off.
 */
function tableStart(game: GameDefinition, options: TableOptions, left: readonly SectionCard[][]): TableStart {
  const { setup } = game;
  const zoneOf = new Map<string, string | null>([
    [setup.drawPile.section, setup.drawPile.zone],
    ...setup.otherSections.map((start): [string, string | null] => [start.section, start.zone]),
  ]);
  const decks = options.decks.map((deck, seat) => {
    const cards: DeckListCard[] = [];
    const sections: SeatDeck['sections'] = deck?.sections ?? {};
    for (const [section, entries] of Object.entries(sections)) {
      if (!zoneOf.has(section)) throw new Error(`decks[${seat}].sections.${section}: ${game.abbreviation} has no deck section "${section}"`);
      const zone = zoneOf.get(section);
      if (zone) cards.push(...entries.map((entry) => ({ ...entry, zone })));
      // Equipped cards are created by the setup's equip actions; listed without copies, their facts reach the catalog.
      else if (setup.otherSections.some((start) => start.section === section && start.equip)) cards.push(...entries.map((entry) => ({ ...entry, count: 0 })));
    }
    const outside = [...(deck?.inventory ?? []), ...(left[seat] ?? [])];
    if (outside.length > 0) {
      if (!setup.inventory) throw new Error(`decks[${seat}].inventory: ${game.abbreviation} keeps no inventory at the table`);
      const zone = setup.inventory.zone;
      cards.push(...outside.map((entry) => ({ ...entry, zone })));
    }
    return { cards };
  });
  const amount = setup.life.amount;
  // A life taken from a card starts at 0 and is set by a logged action once the card is known.
  if (options.dummy) {
    if (decks.length !== 1) throw new Error(`dummy: a dummy opponent joins a one-seat table, not ${decks.length} seats`);
    decks.push({ cards: [] });
  }
  const life = typeof amount === 'object' && amount !== null ? 0 : amount;
  return { seed: options.seed, decks, life, mode: options.mode, ...(options.dummy ? { dummy: true } : {}) };
}

/** A new History for `game` with its setup performed as its first entries. Bad decks or options throw naming the field. */
export function startTable(game: GameDefinition, options: TableOptions): History {
  if (!Array.isArray(options.decks)) throw new Error('decks: not a list of decks');
  const pieces = equipment(game, options);
  const start = tableStart(
    game,
    options,
    options.decks.map((_, seat) => pieces.filter((plan) => plan.seat === seat).flatMap((plan) => plan.left)),
  );
  const history = new History(tableRules(game), start);
  const seats = options.decks.length;
  const first = options.firstPlayer ?? 0;
  // The dummy sits after the player's seats; it may go first.
  const dummyFirst = options.dummy !== undefined && first === seats;
  if (!Number.isInteger(first) || first < 0 || (first >= seats && !dummyFirst)) throw new Error(`firstPlayer: there is no seat ${String(first)}`);
  const perform = (action: Action): void => {
    const result = history.perform(action);
    // Setup only makes moves every table allows; a refusal means the game's facts do not fit its zones.
    if (isRuleError(result)) throw new Error(`${game.abbreviation} setup (${action.rule}): ${result.message.en}`);
  };
  const { setup } = game;
  const seatOrder = Array.from({ length: seats }, (_, index) => (first + index) % seats);
  const setTurn = (seat: number, activeSeat: number, number: number): void =>
    perform({ type: 'setTurn', seat, turn: { number, activeSeat, phase: null, step: null, used: {} }, rule: setup.firstPlayer.rule });
  // A dummy that goes first takes no turns: its turn 1 passes at once and the player's first turn is the game's turn 2,
  // the second player's, to which the first player's exceptions (DM 103.5's skipped draw) do not apply.
  const firstTurn = (): void => {
    if (!dummyFirst) return setTurn(first, first, 1);
    setTurn(0, seats, 1);
    setTurn(0, 0, 2);
  };
  const drawPile = setup.drawPile.zone;

  for (let seat = 0; seat < seats; seat++) {
    perform({ type: 'shuffle', seat, zone: { zone: drawPile }, rule: setup.drawPile.rule });
    for (const section of setup.otherSections) {
      const zone = section.zone && game.zones.find((candidate) => candidate.id === section.zone)!;
      if (section.shuffled && zone && history.state.zones[zoneKey(zone, seat)]!.length > 0) {
        perform({ type: 'shuffle', seat, zone: { zone: zone.id }, rule: section.rule });
      }
    }
    const amount = setup.life.amount;
    if (typeof amount === 'object' && amount !== null) {
      const life = statOf(options.decks[seat]!, amount);
      if (life === undefined) throw new Error(`decks[${seat}].sections.${amount.section}: no card gives its ${amount.stat}`);
      perform({ type: 'life', seat, target: seat, delta: life, rule: setup.life.rule });
    }
    for (const { name, value, rule } of setup.resources ?? []) perform({ type: 'resource', seat, target: seat, name, delta: value, rule });
  }
  if (!setup.firstPlayer.afterOpeningHand) firstTurn();
  // Equipped first player first (FaB 4.1.8).
  for (const seat of seatOrder) {
    for (const plan of pieces.filter((each) => each.seat === seat)) {
      for (const [card, zone] of plan.placed) perform({ type: 'create', seat, key: card.key, name: card.name, token: false, owner: seat, to: { zone }, rule: plan.rule });
    }
  }
  for (const seat of seatOrder) {
    if (setup.setAside) {
      const { count, as, rule } = setup.setAside;
      perform({ type: 'moveTop', seat, from: { zone: drawPile }, count, to: { zone: as, position: 'bottom' }, rule });
    }
    const hand = history.state.zones[zoneKey(game.zones.find((zone) => zone.id === setup.hand)!, seat)]!;
    const wanted = cardCount(options.decks[seat]!, setup.openingHand.count);
    const count = setup.openingHand.upTo ? wanted - hand.length : wanted;
    if (count > 0) perform({ type: 'draw', seat, count, rule: setup.openingHand.rule });
  }
  if (setup.firstPlayer.afterOpeningHand) firstTurn();
  if (options.dummy) setUpDummy(game, history, options.dummy, perform);
  setupDecisions(game, history, seatOrder, perform);
  return history;
}

/**
 * What each player decides about their opening hand, as the game's decisions opened for every seat in turn order, so
 * the first player's is the one the table waits for first (ACG 104.6: the cards to put on the bottom, as many as it
 * asks, answered one by one; NOVA 007.6.1.2: whether to redraw, which the game's answers carry out and whose data names
 * the first player). A dummy has no hand and no decision.
 */
function setupDecisions(game: GameDefinition, history: History, seatOrder: readonly number[], perform: (action: Action) => void): void {
  const { bottomAfterOpening: bottom, mulligan, hand } = game.setup;
  const asked: { kind: string; picks: number | undefined; data: DecisionData }[] = [
    ...(bottom ? [{ kind: bottom.decision, picks: bottom.count, data: {} }] : []),
    ...(mulligan.kind === 'redraw' ? [{ kind: mulligan.decision, picks: undefined, data: { firstPlayer: seatOrder[0]! } }] : []),
  ];
  const handZone = game.zones.find((zone) => zone.id === hand)!;
  for (const { kind, picks, data } of asked) {
    const definition = game.decisions?.find((candidate) => candidate.id === kind);
    if (!definition) throw new Error(`${game.abbreviation} setup: no decision "${kind}" in the game's decisions`);
    for (const seat of seatOrder) {
      const cards = picks === undefined ? [] : [...history.state.zones[zoneKey(handZone, seat)]!];
      const take = picks === undefined ? {} : { picks: Math.min(picks, cards.length) };
      if (picks !== undefined && cards.length === 0) continue;
      const { label, rule } = definition;
      // Opened as the first player, whom the first decision already waits for.
      perform({ type: 'openDecision', seat: seatOrder[0]!, decision: { id: `${kind}-${seat}`, seat, kind, label, rule, cards, ...take, data }, rule });
    }
  }
}

/** The dummy's life and shield tokens, as logged actions (see TableOptions.dummy). */
function setUpDummy(game: GameDefinition, history: History, dummy: NonNullable<TableOptions['dummy']>, perform: (action: Action) => void): void {
  const seat = history.state.seats.length - 1;
  const player = history.state.seats[0]!.life;
  const life = dummy.life ?? player;
  if (life !== null && history.state.seats[seat]!.life !== null) {
    if (!Number.isInteger(life) || life < 1) throw new Error(`dummy.life: ${String(life)} is not a whole number ≥ 1`);
    perform({ type: 'life', seat, target: seat, delta: life - history.state.seats[seat]!.life!, rule: game.setup.life.rule });
  } else if (dummy.life !== undefined) throw new Error(`dummy.life: ${game.abbreviation} has no life total`);
  const { setAside } = game.setup;
  const shields = dummy.shields ?? setAside?.count ?? 0;
  if (shields > 0 && !setAside) throw new Error(`dummy.shields: ${game.abbreviation} sets no shields aside`);
  if (!Number.isInteger(shields) || shields < 0) throw new Error(`dummy.shields: ${String(shields)} is not a whole number ≥ 0`);
  const name = game.cardLanguage === 'ja' ? 'シールド' : 'Shield';
  for (let index = 0; index < shields; index++) {
    perform({ type: 'create', seat, key: 'dummy-shield', name, token: true, to: { zone: setAside!.as }, rule: setAside!.rule });
  }
}

/** One seat's pieces of one `equipped` section: the zone of each it equips, and the copies left for the inventory. */
interface SeatEquipment {
  seat: number;
  rule: string;
  placed: [SectionCard, string][];
  left: SectionCard[];
}

/**
 * Each seat's chosen cards of the `equipped` sections (FaB 4.1.4a), placed by the game's slots (./equip.ts):
 * TableOptions.equip says which, and a choice must fit; the default tries every copy in list order and leaves what no
 * longer fits for the inventory (4.1.6).
 */
function equipment(game: GameDefinition, options: TableOptions): SeatEquipment[] {
  if (options.equip && !game.setup.otherSections.some((start) => start.equip)) throw new Error(`equip: ${game.abbreviation} equips no cards at the start`);
  const plans: SeatEquipment[] = [];
  for (const { section, equip: equipping } of game.setup.otherSections) {
    if (!equipping) continue;
    options.decks.forEach((deck, seat) => {
      const cards = deck?.sections[section] ?? [];
      const chosen = options.equip?.(seat, cards);
      const left = new Map(cards.map((card) => [card.key, card.count]));
      const pieces = (chosen ?? cards.flatMap((card) => Array<string>(card.count).fill(card.key))).map((key) => {
        const card = cards.find((candidate) => candidate.key === key);
        if (!card || left.get(key)! < 1) throw new Error(`equip: seat ${seat} has no ${card ? 'more copies of' : 'card'} "${key}" in its ${section} section`);
        left.set(key, left.get(key)! - 1);
        return card;
      });
      const { placed, unplaced } = placeEquipment(equipping, pieces);
      if (chosen && unplaced.length > 0) throw new Error(`equip: seat ${seat}'s "${unplaced[0]!.card.key}" fits no free zone (${equipping.rule})`);
      // The copies not equipped, merged per card in list order (a choice leaves the ones it did not name).
      const unused = new Map<string, number>();
      for (const { card } of unplaced) unused.set(card.key, (unused.get(card.key) ?? 0) + 1);
      for (const [key, count] of left) if (count > 0) unused.set(key, (unused.get(key) ?? 0) + count);
      const leftOver = cards.flatMap((card) => (unused.get(card.key) ? [{ ...card, count: unused.get(card.key)! }] : []));
      plans.push({ seat, rule: equipping.rule, placed, left: game.setup.inventory ? leftOver : [] });
    });
  }
  return plans;
}

/**
 * The actions that answer every open decision as the cards were dealt, for a table that plays on without its players
 * choosing (the simulation's goldfish, tests of later rules): a decision with a pass is passed (NOVA 007.6.1.2: the hand
 * kept), one that must take cards takes its last offers with its first answer (ACG 104.6: the last 2 drawn go to the
 * bottom, in the order drawn).
 */
export function asDealt(state: GameState): Action[] {
  return state.decisions.flatMap((decision): Action[] => {
    const kind = state.rules.decisions?.find((candidate) => candidate.id === decision.kind);
    if (!kind) return [];
    const { seat } = decision;
    if (kind.pass) return [{ type: 'game', seat, action: kind.pass }];
    const taken = decision.cards.slice(-(decision.picks ?? decision.cards.length));
    return taken.map((card): Action => ({ type: 'game', seat, action: kind.answers[0]!, args: { card } }));
  });
}
