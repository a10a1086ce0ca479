/**
 * Starting a table for a game (DESIGN.md §3): the game's zones and setup facts (engine/games/<id>/setup.ts) and one
 * deck per seat become a History whose first entries are the setup itself — shuffles, set-aside cards (DM shields),
 * life, the opening hand, cards put back on the bottom, the first player — each an ordinary action carrying the rule
 * it performs. So the log reads the setup, undo reaches back into it, and a saved session replays it exactly.
 *
 * What the players decide at the real table (who goes first, which cards go to the bottom, a NOVA redraw, FaB
 * equipment) comes from the caller or is left to manual actions.
 */
import type { CardCount, GameDefinition, SectionStat } from '../games/types';
import type { Action } from './actions';
import { History } from './history';
import { isRuleError, zoneKey, type DeckListCard, type GameState, type Mode, type TableDraw, type TableRules, type TableStart } from './state';

export type SectionCard = Omit<DeckListCard, 'zone'>;

/** One seat's deck: card keys and counts per section id of the game. */
export interface SeatDeck {
  sections: Readonly<Record<string, readonly SectionCard[]>>;
}

export interface TableOptions {
  seed: number;
  /** One per seat: one for goldfish, two for two players. */
  decks: readonly SeatDeck[];
  mode?: Mode;
  /** The seat that goes first, as decided at the table (rock-paper-scissors, a chosen player); default 0. */
  firstPlayer?: number;
  /**
   * The cards a seat puts from its opening hand on the bottom of its draw pile (ACG 104.6), in order; default the
   * last ones drawn. The player may rearrange them afterwards by hand.
   */
  chooseBottom?: (state: GameState, seat: number, count: number) => readonly string[];
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

/** The deck lists `createGame` places: each section's cards in the zone its setup fact names; unplaced ones stay off. */
function tableStart(game: GameDefinition, options: TableOptions): TableStart {
  const { setup } = game;
  const zoneOf = new Map<string, string | null>([
    [setup.drawPile.section, setup.drawPile.zone],
    ...setup.otherSections.map((start): [string, string | null] => [start.section, start.zone]),
  ]);
  if (!Array.isArray(options.decks)) throw new Error('decks: not a list of decks');
  const decks = options.decks.map((deck, seat) => {
    const cards: DeckListCard[] = [];
    const sections: SeatDeck['sections'] = deck?.sections ?? {};
    for (const [section, entries] of Object.entries(sections)) {
      if (!zoneOf.has(section)) throw new Error(`decks[${seat}].sections.${section}: ${game.abbreviation} has no deck section "${section}"`);
      const zone = zoneOf.get(section);
      if (zone) cards.push(...entries.map((entry) => ({ ...entry, zone })));
    }
    return { cards };
  });
  const amount = setup.life.amount;
  // A life taken from a card starts at 0 and is set by a logged action once the card is known.
  return { seed: options.seed, decks, life: typeof amount === 'object' && amount !== null ? 0 : amount, mode: options.mode };
}

/** A new History for `game` with its setup performed as its first entries. Bad decks or options throw naming the field. */
export function startTable(game: GameDefinition, options: TableOptions): History {
  const start = tableStart(game, options);
  const history = new History(tableRules(game), start);
  const seats = options.decks.length;
  const first = options.firstPlayer ?? 0;
  if (!Number.isInteger(first) || first < 0 || first >= seats) throw new Error(`firstPlayer: there is no seat ${String(first)}`);
  const perform = (action: Action): void => {
    const result = history.perform(action);
    // Setup only makes moves every table allows; a refusal means the game's facts do not fit its zones.
    if (isRuleError(result)) throw new Error(`${game.abbreviation} setup (${action.rule}): ${result.message.en}`);
  };
  const { setup } = game;
  const seatOrder = Array.from({ length: seats }, (_, index) => (first + index) % seats);
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
  }
  const firstTurn: Action = { type: 'setTurn', seat: first, turn: { number: 1, activeSeat: first, phase: null, step: null, used: {} }, rule: setup.firstPlayer.rule };
  if (!setup.firstPlayer.afterOpeningHand) perform(firstTurn);
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
  // First player first (ACG 104.6).
  if (setup.bottomAfterOpening) {
    const { count, rule } = setup.bottomAfterOpening;
    for (const seat of seatOrder) {
      const hand = history.state.zones[zoneKey(game.zones.find((zone) => zone.id === setup.hand)!, seat)]!;
      const chosen = options.chooseBottom?.(history.state, seat, count) ?? hand.slice(-count);
      if (new Set(chosen).size !== count || chosen.length !== count || chosen.some((id) => !hand.includes(id))) {
        throw new Error(`chooseBottom: seat ${seat} must choose ${count} different cards of its hand`);
      }
      for (const card of chosen) perform({ type: 'move', seat, card, to: { zone: drawPile, position: 'bottom' }, rule });
    }
  }
  if (setup.firstPlayer.afterOpeningHand) perform(firstTurn);
  return history;
}
