/**
 * The play table's state (docs/architecture.md §3): seats, zones built from a game's `ZoneDefinition` list, card instances, life
 * and resources, the turn fields, the rules mode and the PRNG state.
 *
 * The state is plain JSON data and is never changed in place: `apply` (engine/core/apply.ts) returns a new state that
 * shares every untouched zone and card with the old one, so history snapshots are cheap references.
 *
 * Every card instance is in exactly one place: one zone's list (index 0 is the top) or one host card's `attached` list
 * (DM evolution sources, FaB cards under). Its `location` says which, so finding a card never scans the table.
 */
import type { Action, GameActionArgs } from './actions';
import type { Decision, Mode, RuleError, Seen, TurnState } from './basics';
import type { CardApplicability, GameActionDeclaration } from './parameters';
import type { CardTerm, DecisionDefinition, TableTerm, TurnStructure, ZoneDefinition, ZoneRules } from './structure';
import type { Localized } from '../localized';
import { createRng, type RngState } from './rng';

export type Locale = 'ja' | 'en';

export type CardFacts = Record<string, string | number | boolean | readonly string[]>;

/** One face of a card with several (DM twinpact halves, a psychic's awakened side): its own name and facts. */
export interface CatalogFace {
  name: string;
  facts: CardFacts;
}

/**
 * What the table knows about a card key: its printed name and any facts a search filter may ask about, and for a card
 * of several faces each face's own (read from the face that is up, DM 805.3).
 */
export interface CatalogCard {
  name: string;
  facts: CardFacts;
  faces?: readonly CatalogFace[];
}

export type CardLocation = { kind: 'zone'; zone: string } | { kind: 'attached'; host: string };

export interface CardInstance {
  /** `c1`, `c2`, … in creation order: deterministic, so a replay names the same instances. */
  id: string;
  key: string;
  owner: number;
  faceDown: boolean;
  tapped: boolean;
  /** Counters by name; a counter that reaches 0 is removed. */
  counters: Record<string, number>;
  markers: string[];
  /** Cards stacked under or attached to this one, nearest first. */
  attached: string[];
  token: boolean;
  /** Shown to every seat until the card next moves. */
  revealed: boolean;
  location: CardLocation;
  /**
   * The face that is up of a card with several (index into its catalog faces), as `turnFace` set it; absent: the
   * first. A card that changes zone comes in on its first face.
   */
  face?: number;
}

export interface SeatState {
  /** Null where the game has no life total (DM). */
  life: number | null;
  resources: Record<string, number>;
  conceded: boolean;
  /** The rule by which this seat lost (a loss check, an empty draw, a direct attack), or null. */
  lost: string | null;
  /** A goldfish game's dummy opponent: a life total or shields to attack, no deck, no turns. */
  dummy: boolean;
}

/** Cards a seat is looking at (look at top N, search): visible to that seat while they stay in that zone. */
export interface Look {
  seat: number;
  zone: string;
  cards: string[];
}

/**
 * The turn draw (a game's `setup.turnDraw`) as the table runs it: `count` fixed, or the number `stat` of the first
 * card in the seat's `zone` (FaB hero intellect); `upTo` draws until the hand holds that many.
 */
export interface TableDraw {
  count: number | { zone: string; stat: string; fallback: number };
  upTo: boolean;
  firstTurn: { change: 'firstPlayerSkips' | 'allPlayersDraw'; rule: string } | null;
  rule: string;
}

/** The table's fixed rules: its zones, which of them `draw` takes from and puts into, and the turn structure. */
export interface TableRules {
  zones: readonly ZoneDefinition[];
  /** Zone id of the pile `draw` takes from (a seat zone). */
  drawPile: string;
  /** Zone id of the zone `draw` puts into (a seat zone). */
  hand: string;
  /** What `advance` walks through; without it the table has no turn flow, only manual `setTurn`. */
  turns?: TurnStructure;
  /** The draw of a `turnDraw` step. */
  turnDraw?: TableDraw;
  /** The game's own actions, by id, each standing for generic actions. */
  actions?: readonly GameActionDefinition[];
  /** Names of the game's markers and seat resources, for the log. */
  markers?: readonly CardTerm[];
  counters?: readonly CardTerm[];
  resources?: readonly TableTerm[];
  /** Rule processing after every action. */
  processes?: readonly RuleProcess[];
  /** The decisions the game gives a seat that is not acting, by kind. */
  decisions?: readonly DecisionDefinition[];
  /** Markers cards get entering a zone and the zones some cards go back to, applied by every move (movement.ts). */
  zoneRules?: ZoneRules;
  /** The least a life total can be, a change past it stopping there (GameSetup.life.floor). */
  lifeFloor?: { at: number; rule: string };
  /** Per zone id, the only cards it holds (engine/core/zone-holds.ts), for the table's offers. */
  holds?: Readonly<Record<string, readonly CardApplicability[]>>;
}

export interface GameState {
  rules: TableRules;
  seats: SeatState[];
  /** Zone key (see `zoneKey`) → card instance ids, top first. */
  zones: Record<string, string[]>;
  cards: Record<string, CardInstance>;
  catalog: Record<string, CatalogCard>;
  looks: Look[];
  turn: TurnState;
  mode: Mode;
  rng: RngState;
  nextCardNumber: number;
  /** Open decisions, oldest first: the first one's seat is the one the table waits for. */
  decisions: Decision[];
}

/**
 * A game's own action (DM shield break, FaB pitch): its declaration (parameters.ts), and pure code that says which
 * generic actions it stands for on the table as it is now, or refuses with the rule. `expand` receives arguments
 * already checked against the declared parameters (arguments.ts), seats and default numbers filled in. Applying the
 * generic actions one after another in one log entry keeps the reducer generic, the log in sentences and the save a
 * list of plain data.
 */
export interface GameActionDefinition extends GameActionDeclaration {
  expand(state: GameState, seat: number, args: GameActionArgs): readonly Action[] | RuleError;
}

/**
 * Rule processing a game runs after every action (NOVA 507.1 limit release): the generic actions due on the table as it
 * now stands, none when nothing is. `apply` runs them in the same entry until none is due, so a process must become
 * quiet once its actions are applied.
 */
export interface RuleProcess {
  id: string;
  rule: string;
  due(state: GameState): readonly Action[];
}

/** One card of a deck list: `count` copies of `key`, put in `zone` (default: the draw pile) in list order. */
export interface DeckListCard {
  key: string;
  name: string;
  count: number;
  zone?: string;
  facts?: CatalogCard['facts'];
  faces?: CatalogCard['faces'];
  /** How the copies lie when a scenario starts them on the board; default as the zone says, untapped, bare. */
  faceDown?: boolean;
  tapped?: boolean;
  counters?: Record<string, number>;
  markers?: string[];
}

export interface DeckList {
  cards: readonly DeckListCard[];
}

/** Everything a game starts from besides the table rules: the seed, one deck per seat, starting life and resources. */
export interface TableStart {
  seed: number;
  /** One deck list per seat: one for goldfish, two for two players. */
  decks: readonly DeckList[];
  life: number | null;
  resources?: Record<string, number>;
  mode?: Mode;
  /** The last seat is a goldfish game's dummy opponent (its deck list is empty). */
  dummy?: boolean;
  /** A scenario's per-seat life and resources, replacing `life` and `resources` seat by seat. */
  seats?: readonly { life: number | null; resources: Record<string, number> }[];
  /** A scenario's turn to start at; default turn 1 of seat 0 before any step. */
  turn?: TurnState;
}

/** `hand#0` for seat 0's hand; a shared zone's key is its id. */
export function zoneKey(zone: ZoneDefinition, seat: number): string {
  return zone.owner === 'shared' ? zone.id : `${zone.id}#${seat}`;
}

export interface ZoneSlot {
  definition: ZoneDefinition;
  /** The owning seat, or null for a shared zone. */
  seat: number | null;
}

/** The zone behind a key, or undefined. */
export function zoneSlot(rules: TableRules, key: string): ZoneSlot | undefined {
  const hash = key.lastIndexOf('#');
  const id = hash < 0 ? key : key.slice(0, hash);
  const definition = rules.zones.find((zone) => zone.id === id);
  if (!definition) return undefined;
  if (definition.owner === 'shared') return hash < 0 ? { definition, seat: null } : undefined;
  const seat = Number(key.slice(hash + 1));
  return hash >= 0 && Number.isInteger(seat) && seat >= 0 ? { definition, seat } : undefined;
}

function checkRules(rules: TableRules, seats: number): void {
  const ids = new Set<string>();
  for (const zone of rules.zones) {
    if (!zone.id || zone.id.includes('#')) throw new Error(`zones: zone id "${zone.id}" must be non-empty and without "#"`);
    if (ids.has(zone.id)) throw new Error(`zones: zone id "${zone.id}" is listed twice`);
    ids.add(zone.id);
  }
  for (const field of ['drawPile', 'hand'] as const) {
    const zone = rules.zones.find((candidate) => candidate.id === rules[field]);
    if (zone?.owner !== 'seat') throw new Error(`${field}: "${rules[field]}" is not a seat zone of the table`);
  }
  if (seats !== 1 && seats !== 2) throw new Error(`decks: a table has 1 or 2 seats, not ${seats}`);
}

/**
 * A new game: every zone empty except the cards of each deck list, put in list order (unshuffled; the game's setup
 * shuffles with actions, so the shuffle is in the log and a replay repeats it).
 */
export function createGame(rules: TableRules, start: TableStart): GameState {
  checkRules(rules, start.decks.length);
  const zones: Record<string, string[]> = {};
  for (let seat = 0; seat < start.decks.length; seat++) {
    for (const zone of rules.zones) zones[zoneKey(zone, seat)] = [];
  }
  const cards: Record<string, CardInstance> = {};
  const catalog: Record<string, CatalogCard> = {};
  let nextCardNumber = 1;
  start.decks.forEach((deck, seat) => {
    deck.cards.forEach((entry, index) => {
      const zoneId = entry.zone ?? rules.drawPile;
      const zone = rules.zones.find((candidate) => candidate.id === zoneId);
      if (!zone) throw new Error(`decks[${seat}].cards[${index}].zone: no zone "${zoneId}"`);
      if (!Number.isInteger(entry.count) || entry.count < 0) {
        throw new Error(`decks[${seat}].cards[${index}].count: ${entry.count} is not a whole number ≥ 0`);
      }
      catalog[entry.key] = { name: entry.name, facts: entry.facts ?? {}, ...(entry.faces ? { faces: entry.faces } : {}) };
      const key = zoneKey(zone, seat);
      for (let copy = 0; copy < entry.count; copy++) {
        const id = `c${nextCardNumber++}`;
        cards[id] = {
          ...newCard(id, entry.key, seat, entry.faceDown ?? zone.faceDown, false, key),
          tapped: entry.tapped === true,
          counters: { ...entry.counters },
          markers: [...(entry.markers ?? [])],
        };
        zones[key]!.push(id);
      }
    });
  });
  return {
    rules,
    seats: start.decks.map((_, seat) => ({
      life: start.seats?.[seat] ? start.seats[seat].life : start.life,
      resources: { ...(start.seats?.[seat]?.resources ?? start.resources) },
      conceded: false,
      lost: null,
      dummy: start.dummy === true && seat === start.decks.length - 1,
    })),
    zones,
    cards,
    catalog,
    looks: [],
    turn: start.turn ? { ...start.turn, used: { ...start.turn.used } } : { number: 1, activeSeat: 0, phase: null, step: null, used: {} },
    mode: start.mode ?? 'assisted',
    rng: createRng(start.seed),
    nextCardNumber,
    decisions: [],
  };
}

export function newCard(id: string, key: string, owner: number, faceDown: boolean, token: boolean, zone: string): CardInstance {
  return {
    id,
    key,
    owner,
    faceDown,
    tapped: false,
    counters: {},
    markers: [],
    attached: [],
    token,
    revealed: false,
    location: { kind: 'zone', zone },
  };
}

/** A card's name: that of the face that is up where one was turned (CardInstance.face), else the card's. */
export function cardName(state: GameState, card: CardInstance): string {
  const entry = state.catalog[card.key];
  return (card.face === undefined ? undefined : entry?.faces?.[card.face]?.name) ?? entry?.name ?? card.key;
}

/** The zone a card is in, following hosts for attached cards. */
export function zoneOfCard(state: GameState, id: string): string {
  let card = state.cards[id]!;
  while (card.location.kind === 'attached') card = state.cards[card.location.host]!;
  return card.location.zone;
}

/**
 * Faces: a public zone shows face-up cards to all; an owner zone shows them to the zone's seat (a shared zone's
 * owner is the card's owner); a hidden zone shows nothing. A face-down card is seen by its owner outside hidden zones
 * (a player knows their own face-down card on the table), by nobody else. Revealed cards are seen by all, looked-at
 * cards by the looker.
 */
export function seenBy(state: GameState, id: string): Seen {
  const card = state.cards[id]!;
  if (card.revealed) return 'all';
  const key = zoneOfCard(state, id);
  const slot = zoneSlot(state.rules, key)!;
  const seats = new Set<number>();
  const visibility = slot.definition.visibility;
  if (!card.faceDown && visibility === 'public') return 'all';
  if (visibility !== 'hidden' && (card.faceDown || visibility === 'owner')) {
    seats.add(card.faceDown ? card.owner : (slot.seat ?? card.owner));
  }
  for (const look of state.looks) if (look.zone === key && look.cards.includes(id)) seats.add(look.seat);
  return [...seats].sort();
}

/**
 * Where the game stands: over once at most one seat is still in (a one-seat goldfish game: once its seat is out). The
 * winners are the seats still in at that point — none in a goldfish game without a dummy, or when every seat lost at
 * once (a draw).
 */
export function outcome(state: GameState): { over: boolean; winners: number[] } {
  const inGame = state.seats.flatMap((seat, index) => (seat.lost === null && !seat.conceded ? [index] : []));
  const over = state.seats.length === 1 ? inGame.length === 0 : inGame.length <= 1;
  return { over, winners: over && state.seats.length > 1 ? inGame : [] };
}

/**
 * The action that opens a decision of the game's `kind` (its definition in the table's rules) for `owner`, offering
 * `cards`; its id is one no open decision has (the handler refuses a second of the same id).
 */
export function decisionOpening(state: GameState, seat: number, owner: number, kind: string, cards: readonly string[], data: Decision['data']): Action {
  const { label, rule } = state.rules.decisions!.find((candidate) => candidate.id === kind)!;
  const open = new Set(state.decisions.map((decision) => decision.id));
  let number = state.decisions.length;
  while (open.has(`${kind}-${state.turn.number}-${state.nextCardNumber}-${number}`)) number++;
  const id = `${kind}-${state.turn.number}-${state.nextCardNumber}-${number}`;
  return { type: 'openDecision', seat, decision: { id, seat: owner, kind, label, rule, cards: [...cards], data } };
}

/** The open decision of `kind` that `seat` is to answer (the oldest), if any. */
export const decisionFor = (state: GameState, seat: number, kind: string): Decision | undefined =>
  state.decisions.find((decision) => decision.seat === seat && decision.kind === kind);

/** The refusal of an answer to a decision of this kind while the seat has none open (the decision's own rule). */
export const noDecisionWaiting = (decision: DecisionDefinition): { rule: string; message: Localized } => ({
  rule: decision.rule,
  message: { ja: `「${decision.label.ja}」の決定は出ていません`, en: `No "${decision.label.en}" decision is waiting` },
});

/** The seat the table waits for: the one deciding the oldest open decision, else the turn player. */
export function toAct(state: GameState): number {
  return state.decisions[0]?.seat ?? state.turn.activeSeat;
}
