/**
 * `apply(state, action)`: the one pure reducer of the table (docs/architecture.md §3). It returns the next state and the events
 * that happened, or a RuleError; the given state is never changed.
 *
 * Inside, a Draft copies a zone list or a card the first time it is written (and the zone and card tables once), so
 * the new state shares every untouched zone list and card object with the old one.
 *
 * A card that changes zone becomes a new object in all five games' rules: it comes in untapped, without counters,
 * markers or a reveal, and face up or down as the destination zone says. Attached cards travel with their host into
 * a public zone; into a hand or a deck they are put right after it, since such zones hold single cards.
 *
 * `advance` walks the game's turn structure (TableRules.turns): it enters the next step and does that step's
 * automatic work as ordinary state changes in the same entry, so undo takes it back whole and any result can be
 * changed afterwards by hand.
 */
import type { Localized, StepWork, TurnStep, WorkSeats } from '../games/types';
import type { Action, CardFilter, CardRef, Destination, GameEvent, Place, Position, ZoneTarget } from './actions';
import { nextInt, shuffle as shuffleItems } from './rng';
import {
  isRuleError,
  MODES,
  newCard,
  outcome,
  seenBy,
  unionSeen,
  zoneKey,
  zoneOfCard,
  zoneSlot,
  type CardInstance,
  type GameState,
  type RuleError,
  type Seen,
  type TurnState,
  type Window,
} from './state';

export interface Applied {
  state: GameState;
  events: GameEvent[];
}

/** Thrown inside a handler and turned into the returned RuleError, so handlers read straight through. */
class Refusal extends Error {
  constructor(readonly error: RuleError) {
    super(error.message.en);
  }
}

const refuse = (rule: string | null, ja: string, en: string): never => {
  throw new Refusal({ rule, message: { ja, en } });
};

class Draft {
  state: GameState;
  readonly events: GameEvent[] = [];
  private zonesCopied = false;
  private cardsCopied = false;
  private readonly ownZones = new Set<string>();
  private readonly ownCards = new Set<string>();

  constructor(base: GameState) {
    this.state = { ...base };
  }

  /** Replaces a zone's list with one of the draft's own. */
  setZone(key: string, ids: string[]): void {
    if (!this.zonesCopied) {
      this.state.zones = { ...this.state.zones };
      this.zonesCopied = true;
    }
    this.state.zones[key] = ids;
    this.ownZones.add(key);
  }

  /** The zone's list, writable (copied on first write). */
  zone(key: string): string[] {
    if (!this.ownZones.has(key)) this.setZone(key, [...this.state.zones[key]!]);
    return this.state.zones[key]!;
  }

  /** Puts a card object of the draft's own in the table. */
  setCard(card: CardInstance): void {
    if (!this.cardsCopied) {
      this.state.cards = { ...this.state.cards };
      this.cardsCopied = true;
    }
    this.state.cards[card.id] = card;
    this.ownCards.add(card.id);
  }

  /** The card, writable (copied on first write). */
  card(id: string): CardInstance {
    if (!this.ownCards.has(id)) {
      const card = this.state.cards[id]!;
      this.setCard({ ...card, counters: { ...card.counters }, markers: [...card.markers], attached: [...card.attached] });
    }
    return this.state.cards[id]!;
  }

  read(id: string): CardInstance {
    return this.state.cards[id]!;
  }

  ref(id: string, seen: Seen = seenBy(this.state, id)): CardRef {
    const card = this.read(id);
    return { id, key: card.key, name: this.state.catalog[card.key]?.name ?? card.key, seenBy: seen };
  }

  emit(event: GameEvent): void {
    this.events.push(event);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Checks of action fields: bad input names the field.

function checkSeat(state: GameState, seat: unknown, field: string): number {
  if (!Number.isInteger(seat) || (seat as number) < 0 || (seat as number) >= state.seats.length) {
    refuse(null, `${field}: 席 ${String(seat)} はありません`, `${field}: there is no seat ${String(seat)}`);
  }
  return seat as number;
}

function checkCard(state: GameState, id: unknown, field: string): string {
  if (typeof id !== 'string' || !(id in state.cards)) {
    refuse(null, `${field}: カード ${String(id)} はありません`, `${field}: there is no card ${String(id)}`);
  }
  return id as string;
}

function checkWhole(value: unknown, field: string, min: number): number {
  if (!Number.isInteger(value) || (value as number) < min) {
    refuse(null, `${field}: ${String(value)} は ${min} 以上の整数ではありません`, `${field}: ${String(value)} is not a whole number ≥ ${min}`);
  }
  return value as number;
}

function checkInteger(value: unknown, field: string): number {
  if (!Number.isInteger(value)) refuse(null, `${field}: ${String(value)} は整数ではありません`, `${field}: ${String(value)} is not a whole number`);
  return value as number;
}

/** The key of a targeted zone; `defaultSeat` fills a seat zone's missing seat. */
function resolveZone(state: GameState, target: ZoneTarget, defaultSeat: number, field: string): string {
  const definition = state.rules.zones.find((zone) => zone.id === target?.zone);
  if (!definition) refuse(null, `${field}.zone: 領域 ${String(target?.zone)} はありません`, `${field}.zone: there is no zone ${String(target?.zone)}`);
  const seat = checkSeat(state, target.seat ?? defaultSeat, `${field}.seat`);
  return zoneKey(definition!, seat);
}

function insertIndex(length: number, position: Position | undefined, field: string): number {
  if (position === undefined || position === 'top') return 0;
  if (position === 'bottom') return length;
  if (!Number.isInteger(position) || position < 0 || position > length) {
    refuse(null, `${field}: 位置 ${String(position)} は 0〜${length} ではありません`, `${field}: position ${String(position)} is not from 0 to ${length}`);
  }
  return position;
}

// ---------------------------------------------------------------------------------------------------------
// Moving cards: the one place cards leave and enter zones, so no card is ever lost or in two places.

/** Takes a card out of wherever it is (zone list or host's attachments) and out of any look. */
function detach(draft: Draft, id: string): void {
  const location = draft.read(id).location;
  if (location.kind === 'zone') {
    const list = draft.zone(location.zone);
    list.splice(list.indexOf(id), 1);
    if (draft.state.looks.some((look) => look.cards.includes(id))) {
      draft.state.looks = draft.state.looks.map((look) => ({ ...look, cards: look.cards.filter((card) => card !== id) }));
    }
  } else {
    const host = draft.card(location.host);
    host.attached.splice(host.attached.indexOf(id), 1);
  }
}

/**
 * A card entering a zone is a new object (see the module comment). It lies as `faceDown` says, else as the zone says;
 * moved within its zone, it keeps how it lay.
 */
function enterZone(draft: Draft, id: string, key: string, faceDown: boolean | undefined): void {
  const card = draft.card(id);
  const changesZone = card.location.kind === 'attached' || card.location.zone !== key;
  card.location = { kind: 'zone', zone: key };
  card.faceDown = faceDown ?? (changesZone ? zoneSlot(draft.state.rules, key)!.definition.faceDown : card.faceDown);
  card.revealed = false;
  if (changesZone) {
    card.tapped = false;
    card.counters = {};
    card.markers = [];
  }
}

/** Warns (assisted) or refuses (strict) when a zone holds more than its capacity. */
function checkCapacity(draft: Draft, seat: number, key: string): void {
  const slot = zoneSlot(draft.state.rules, key)!;
  const capacity = slot.definition.capacity;
  const count = draft.state.zones[key]!.length;
  if (capacity === null || count <= capacity || draft.state.mode === 'free') return;
  const message: Localized = {
    ja: `${slot.definition.label.ja}に置けるのは ${capacity} 枚までです（${count} 枚になります）`,
    en: `The ${slot.definition.label.en.toLowerCase()} holds at most ${capacity} (it would hold ${count})`,
  };
  if (draft.state.mode === 'strict') throw new Refusal({ rule: slot.definition.rule, message });
  draft.emit({ type: 'warning', seat, cards: [], rule: slot.definition.rule, message });
}

/**
 * Moves cards (the first ends nearest the top) to a destination, as one `moved` event. Every generic action moves
 * cards out of a single zone, which the event names as `from`.
 */
function moveCards(draft: Draft, seat: number, ids: readonly string[], to: Destination, field: string): void {
  if (typeof to !== 'object' || to === null) refuse(null, `${field}: 行き先がありません`, `${field}: no destination`);
  if (ids.length === 0) return;
  const from = zoneOfCard(draft.state, ids[0]!);
  let place: Place;
  let moved: string[] = [...ids];
  let before: Seen[];
  if ('under' in to) {
    const host = checkCard(draft.state, to.under, `${field}.under`);
    for (const id of ids) {
      for (let at: string | null = host; at !== null; ) {
        if (at === id) refuse(null, `${field}.under: カードを自身の下に置くことはできません`, `${field}.under: a card cannot go under itself`);
        const location: CardInstance['location'] = draft.read(at).location;
        at = location.kind === 'attached' ? location.host : null;
      }
    }
    before = moved.map((id) => seenBy(draft.state, id));
    for (const id of ids) {
      detach(draft, id);
      const card = draft.card(id);
      card.location = { kind: 'attached', host };
      card.revealed = false;
      card.faceDown = to.faceDown ?? draft.read(host).faceDown;
      draft.card(host).attached.push(id);
    }
    place = { host: draft.ref(host) };
  } else {
    const key = resolveZone(draft.state, to, draft.read(ids[0]!).owner, field);
    const definition = zoneSlot(draft.state.rules, key)!.definition;
    // Into a non-public zone, attachments leave their host and follow it as single cards; detaching every one of them
    // also empties each host's list.
    if (definition.visibility !== 'public') moved = ids.flatMap((id) => [id, ...allAttached(draft, id)]);
    before = moved.map((id) => seenBy(draft.state, id));
    for (const id of moved) detach(draft, id);
    const index = insertIndex(draft.state.zones[key]!.length, to.position, `${field}.position`);
    draft.zone(key).splice(index, 0, ...moved);
    for (const id of moved) enterZone(draft, id, key, to.faceDown);
    place = { zone: key, position: to.position ?? 'top' };
  }
  const cards = moved.map((id, index) => draft.ref(id, unionSeen(before[index]!, seenBy(draft.state, id))));
  // Cards put together into a zone nobody sees keep their order secret (FaB 4.4.3c): the event lists them by name.
  if ('zone' in place && zoneSlot(draft.state.rules, place.zone)!.definition.visibility === 'hidden') {
    cards.sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '') || (a.id ?? '').localeCompare(b.id ?? ''));
  }
  draft.emit({ type: 'moved', seat, cards, from, to: place });
  if ('zone' in place) {
    checkCapacity(draft, seat, place.zone);
    countAllowances(draft, seat, from, place.zone, ids);
  }
}

/**
 * Counts the turn player's own cards moved `from` → `to` against the turn's allowances (DM mana charge); past the
 * allowance, assisted mode warns and strict refuses, with the allowance's rule.
 */
function countAllowances(draft: Draft, seat: number, from: string, to: string, ids: readonly string[]): void {
  const { rules, turn } = draft.state;
  const fromId = zoneSlot(rules, from)!.definition.id;
  const toId = zoneSlot(rules, to)!.definition.id;
  const own = ids.filter((id) => draft.read(id).owner === turn.activeSeat).length;
  for (const allowance of rules.turns?.allowances ?? []) {
    if (allowance.from !== fromId || allowance.to !== toId || own === 0) continue;
    const used = (draft.state.turn.used[allowance.id] ?? 0) + own;
    draft.state.turn = { ...draft.state.turn, used: { ...draft.state.turn.used, [allowance.id]: used } };
    if (used <= allowance.perTurn || draft.state.mode === 'free') continue;
    const message: Localized = {
      ja: `${allowance.label.ja}は1ターンに${allowance.perTurn}回までです（${used}回目）`,
      en: `${allowance.label.en}: at most ${allowance.perTurn} per turn (this is number ${used})`,
    };
    if (draft.state.mode === 'strict') throw new Refusal({ rule: allowance.rule, message });
    draft.emit({ type: 'warning', seat, cards: [], rule: allowance.rule, message });
  }
}

/** Every card stacked under `id`, depth first. */
function allAttached(draft: Draft, id: string): string[] {
  return draft.read(id).attached.flatMap((child) => [child, ...allAttached(draft, child)]);
}

function matches(state: GameState, card: CardInstance, filter: CardFilter): boolean {
  if (filter.keys && !filter.keys.includes(card.key)) return false;
  const facts = state.catalog[card.key]?.facts ?? {};
  return Object.entries(filter.facts ?? {}).every(([name, wanted]) => {
    const fact = facts[name];
    return Array.isArray(fact) ? fact.includes(wanted as string) : fact === wanted;
  });
}

function endLook(draft: Draft, seat: number): void {
  draft.state.looks = draft.state.looks.filter((look) => look.seat !== seat);
}

function startLook(draft: Draft, seat: number, zone: string, cards: string[]): void {
  endLook(draft, seat);
  draft.state.looks = [...draft.state.looks, { seat, zone, cards }];
}

// ---------------------------------------------------------------------------------------------------------
// One handler per action type, typed once as a map.

type Handlers = { [T in Action['type']]: (draft: Draft, action: Extract<Action, { type: T }>) => void };

/** The key of a seat's draw pile. */
function drawPileKey(draft: Draft, seat: number): string {
  return seatZoneKey(draft, draft.state.rules.drawPile, seat);
}

/**
 * Draws up to `count` (fewer when the pile runs out: the event says how many were asked for). A player who must draw
 * more than the pile holds loses where the game says so (TurnStructure.emptyDrawLoses).
 */
function drawCards(draft: Draft, seat: number, count: number): void {
  const { hand, zones } = draft.state.rules;
  const drawn = draft.state.zones[drawPileKey(draft, seat)]!.slice(0, count);
  const short = drawn.length < count;
  const before = drawn.map((id) => seenBy(draft.state, id));
  for (const id of drawn) detach(draft, id);
  const handKey = zoneKey(zones.find((zone) => zone.id === hand)!, seat);
  draft.zone(handKey).push(...drawn);
  for (const id of drawn) enterZone(draft, id, handKey, false);
  const cards = drawn.map((id, index) => draft.ref(id, unionSeen(before[index]!, seenBy(draft.state, id))));
  draft.emit({ type: 'drew', seat, cards, requested: count });
  checkCapacity(draft, seat, handKey);
  const emptyDrawLoses = draft.state.rules.turns?.emptyDrawLoses;
  if (short && emptyDrawLoses) lose(draft, seat, seat, emptyDrawLoses);
}

/** `target` loses by `rule`, once: a seat that has lost stays lost (undo takes it back). */
function lose(draft: Draft, seat: number, target: number, rule: string): void {
  if (draft.state.seats[target]!.lost !== null) return;
  draft.state.seats = draft.state.seats.map((entry, index) => (index === target ? { ...entry, lost: rule } : entry));
  draft.emit({ type: 'lost', seat, cards: [], target, rule });
}

/**
 * The game's loss checks (TurnStructure.losses) on every seat, after every action, once the turn flow has begun (a step
 * is set): during setup a FaB life is still 0 until the hero's is set. A dummy has no deck to run out of.
 */
function checkLosses(draft: Draft, seat: number): void {
  const turns = draft.state.rules.turns;
  if (!turns || turns.losses.length === 0 || draft.state.turn.step === null || outcome(draft.state).over) return;
  const losing = draft.state.seats.flatMap((entry, target) => {
    if (entry.lost !== null) return [];
    const check = turns.losses.find((loss) =>
      loss.kind === 'life'
        ? entry.life !== null && entry.life <= loss.atOrBelow
        : !entry.dummy && draft.state.zones[seatZoneKey(draft, loss.zone, target)]!.length === 0,
    );
    return check ? [{ target, rule: check.rule }] : [];
  });
  const inGame = draft.state.seats.filter((entry) => entry.lost === null && !entry.conceded).length;
  const tie = turns.simultaneousLoss;
  if (tie && losing.length > 1 && losing.length === inGame) {
    const loser = tie.loser === 'turnPlayer' ? draft.state.turn.activeSeat : seat;
    if (losing.some((entry) => entry.target === loser)) return lose(draft, seat, loser, tie.rule);
  }
  for (const { target, rule } of losing) lose(draft, seat, target, rule);
}

/** The key of a seat's zone by zone id. */
function seatZoneKey(draft: Draft, id: string, seat: number): string {
  return zoneKey(draft.state.rules.zones.find((zone) => zone.id === id)!, seat);
}

/**
 * The turn `advance` moves to: the next step of this turn; the first step of this turn when no step (or one the
 * structure does not know) is set, as after setup; after the last step, the first step of the next seat's turn.
 */
function nextTurn(state: GameState, steps: readonly TurnStep[]): TurnState {
  const { turn } = state;
  const at = steps.findIndex((step) => step.id === turn.step);
  if (at < 0) return { ...turn, step: steps[0]!.id };
  if (at + 1 < steps.length) return { ...turn, step: steps[at + 1]!.id };
  // A dummy opponent takes no turns.
  let activeSeat = (turn.activeSeat + 1) % state.seats.length;
  while (state.seats[activeSeat]!.dummy) activeSeat = (activeSeat + 1) % state.seats.length;
  return { number: turn.number + 1, activeSeat, phase: null, step: steps[0]!.id, used: {} };
}

/** The seats a step's work concerns: the turn player, or every seat but a dummy. */
function workSeats(draft: Draft, seats: WorkSeats): number[] {
  if (seats === 'active') return [draft.state.turn.activeSeat];
  return draft.state.seats.flatMap((entry, seat) => (entry.dummy ? [] : [seat]));
}

/** The seat's cards in these zones (a shared zone: the cards it owns). */
function seatCards(draft: Draft, zones: readonly string[], seat: number): string[] {
  return zones.flatMap((id) => draft.state.zones[seatZoneKey(draft, id, seat)]!.filter((card) => draft.read(card).owner === seat));
}

/** The turn draw of `TableRules.turnDraw`: turn 1 is the game's first turn, whoever takes it. */
function turnDraw(draft: Draft, seat: number): void {
  const draw = draft.state.rules.turnDraw;
  if (!draw) throw new Error('rules.turnDraw: a turnDraw step needs the table rules to say the turn draw');
  const firstTurn = draft.state.turn.number === 1 ? draw.firstTurn?.change : undefined;
  if (firstTurn === 'firstPlayerSkips') return;
  const seats = workSeats(draft, firstTurn === 'allPlayersDraw' ? 'all' : 'active');
  for (const target of seats) {
    let wanted = typeof draw.count === 'number' ? draw.count : draw.count.fallback;
    if (typeof draw.count !== 'number') {
      const [source] = draft.state.zones[seatZoneKey(draft, draw.count.zone, target)]!;
      const stat = source === undefined ? undefined : draft.state.catalog[draft.read(source).key]?.facts[draw.count.stat];
      if (typeof stat === 'number') wanted = stat;
    }
    const count = draw.upTo ? wanted - draft.state.zones[seatZoneKey(draft, draft.state.rules.hand, target)]!.length : wanted;
    if (count > 0) drawCards(draft, seat === target ? seat : target, count);
  }
}

/** The hand-limit work of the current step that the turn player's hand is over, with the number of cards over. */
function handOverLimit(draft: Draft): { work: Extract<StepWork, { kind: 'handLimit' }>; over: number } | null {
  const step = draft.state.rules.turns?.steps.find((candidate) => candidate.id === draft.state.turn.step);
  const work = step?.work.find((candidate) => candidate.kind === 'handLimit');
  if (!work || work.kind !== 'handLimit') return null;
  const over = draft.state.zones[seatZoneKey(draft, draft.state.rules.hand, draft.state.turn.activeSeat)]!.length - work.max;
  return over > 0 ? { work, over } : null;
}

/** The largest die rolled (the random source draws among at most 2^32 outcomes; a bigger die is a typo). */
const MAX_DIE_SIDES = 1_000_000;

const handLimitMessage = (over: number, max: number): Localized => ({
  ja: `手札を${max}枚になるまで捨ててください（あと${over}枚）`,
  en: `Discard down to ${max} cards in hand (${over} more)`,
});

function doWork(draft: Draft, seat: number, work: StepWork): void {
  if (work.kind === 'turnDraw') return turnDraw(draft, seat);
  if (work.kind === 'handLimit') {
    const due = handOverLimit(draft);
    if (due) draft.emit({ type: 'due', seat, cards: [], target: draft.state.turn.activeSeat, rule: work.rule, message: handLimitMessage(due.over, work.max) });
    return;
  }
  for (const target of workSeats(draft, work.seats)) {
    switch (work.kind) {
      case 'untap': {
        const tapped = seatCards(draft, work.zones, target).filter((card) => draft.read(card).tapped);
        for (const card of tapped) draft.card(card).tapped = false;
        if (tapped.length > 0) draft.emit({ type: 'tapped', seat, cards: tapped.map((card) => draft.ref(card)), tapped: false });
        break;
      }
      case 'faceUp':
        for (const card of seatCards(draft, work.zones, target).filter((id) => draft.read(id).faceDown)) handlers.flip(draft, { type: 'flip', seat, card });
        break;
      case 'clearMarker':
        for (const card of seatCards(draft, work.zones, target).filter((id) => draft.read(id).markers.includes(work.marker))) {
          handlers.marker(draft, { type: 'marker', seat, card, marker: work.marker, on: false });
        }
        break;
      case 'clearCounter':
        for (const card of seatCards(draft, work.zones, target)) {
          const count = draft.read(card).counters[work.counter];
          if (count) handlers.counter(draft, { type: 'counter', seat, card, name: work.counter, delta: -count });
        }
        break;
      case 'moveTop': {
        const top = draft.state.zones[seatZoneKey(draft, work.from, target)]!.slice(0, work.count);
        moveCards(draft, seat, top, { zone: work.to, seat: target }, 'work.to');
        break;
      }
      case 'moveAll': {
        const all = draft.state.zones[seatZoneKey(draft, work.from, target)]!.filter((card) => draft.read(card).owner === target);
        moveCards(draft, seat, all, { zone: work.to, seat: target, position: work.position }, 'work.to');
        break;
      }
      case 'setResource': {
        const delta = work.value - (draft.state.seats[target]!.resources[work.name] ?? 0);
        if (delta !== 0) handlers.resource(draft, { type: 'resource', seat, target, name: work.name, delta });
        break;
      }
    }
  }
}

/** Leaving a step: a hand over its limit or an open window warns (assisted) or refuses (strict). */
function checkLeaving(draft: Draft, seat: number): void {
  if (draft.state.mode === 'free') return;
  const problems: { rule: string; message: Localized }[] = [];
  const due = handOverLimit(draft);
  if (due) problems.push({ rule: due.work.rule, message: handLimitMessage(due.over, due.work.max) });
  for (const window of draft.state.windows) {
    problems.push({ rule: window.rule, message: { ja: `${window.label.ja}が終わっていません`, en: `${window.label.en} is still open` } });
  }
  for (const problem of problems) {
    if (draft.state.mode === 'strict') throw new Refusal(problem);
    draft.emit({ type: 'warning', seat, cards: [], ...problem });
  }
}

const handlers: Handlers = {
  draw(draft, { seat, count }) {
    checkWhole(count, 'count', 1);
    drawCards(draft, seat, count);
  },
  move(draft, { seat, card, to }) {
    moveCards(draft, seat, [checkCard(draft.state, card, 'card')], to, 'to');
  },
  moveCards(draft, { seat, cards, to }) {
    if (!Array.isArray(cards) || cards.length === 0) refuse(null, 'cards: 動かすカードがありません', 'cards: no cards to move');
    cards.forEach((id, index) => checkCard(draft.state, id, `cards[${index}]`));
    if (new Set(cards).size !== cards.length) refuse(null, 'cards: 同じカードが2回あります', 'cards: a card is listed twice');
    const from = zoneOfCard(draft.state, cards[0]!);
    if (cards.some((id) => draft.read(id).location.kind !== 'zone' || zoneOfCard(draft.state, id) !== from)) {
      refuse(null, 'cards: 1つの領域のカードを選んでください', 'cards: choose cards of one zone');
    }
    moveCards(draft, seat, cards, to, 'to');
  },
  moveTop(draft, { seat, from, count, to }) {
    checkWhole(count, 'count', 1);
    const key = resolveZone(draft.state, from, seat, 'from');
    moveCards(draft, seat, draft.state.zones[key]!.slice(0, count), to, 'to');
  },
  shuffle(draft, { seat, zone }) {
    const key = resolveZone(draft.state, zone, seat, 'zone');
    const shuffled = shuffleItems(draft.state.rng, draft.state.zones[key]!);
    draft.state.rng = shuffled.state;
    draft.setZone(key, shuffled.value);
    // A shuffle ends what anyone knew of the order: looks at the zone and reveals in it.
    draft.state.looks = draft.state.looks.filter((look) => look.zone !== key);
    for (const id of shuffled.value) if (draft.read(id).revealed) draft.card(id).revealed = false;
    draft.emit({ type: 'shuffled', seat, cards: [], zone: key });
  },
  look(draft, { seat, zone, count }) {
    checkWhole(count, 'count', 1);
    const key = resolveZone(draft.state, zone, seat, 'zone');
    const cards = draft.state.zones[key]!.slice(0, count);
    startLook(draft, seat, key, cards);
    draft.emit({ type: 'looked', seat, cards: cards.map((id) => draft.ref(id)), zone: key });
  },
  putBack(draft, { seat, top, bottom = [] }) {
    const look = draft.state.looks.find((candidate) => candidate.seat === seat);
    if (!look) refuse(null, '見ているカードがありません', 'There are no looked-at cards to put back');
    if (!Array.isArray(top) || !Array.isArray(bottom)) refuse(null, 'top, bottom: カードの一覧にしてください', 'top, bottom: must be lists of cards');
    const given = [...top, ...bottom];
    const expected = [...look!.cards].sort();
    if (given.length !== expected.length || [...given].sort().some((id, index) => id !== expected[index])) {
      refuse(null, 'top, bottom: 見ているカードをちょうど一度ずつ並べてください', 'top, bottom: list each looked-at card exactly once');
    }
    const before = given.map((id) => seenBy(draft.state, id));
    const list = draft.zone(look!.zone);
    const rest = list.filter((id) => !given.includes(id));
    list.splice(0, list.length, ...top, ...rest, ...bottom);
    endLook(draft, seat);
    const cards = given.map((id, index) => draft.ref(id, before[index]));
    draft.emit({ type: 'putBack', seat, cards, zone: look!.zone, top: top.length, bottom: bottom.length });
  },
  endLook(draft, { seat }) {
    endLook(draft, seat);
    draft.emit({ type: 'lookEnded', seat, cards: [] });
  },
  reveal(draft, { seat, cards }) {
    if (!Array.isArray(cards) || cards.length === 0) refuse(null, 'cards: 公開するカードがありません', 'cards: no cards to reveal');
    for (const [index, id] of cards.entries()) draft.card(checkCard(draft.state, id, `cards[${index}]`)).revealed = true;
    draft.emit({ type: 'revealed', seat, cards: cards.map((id) => draft.ref(id)) });
  },
  search(draft, { seat, zone, filter }) {
    const key = resolveZone(draft.state, zone, seat, 'zone');
    const found = draft.state.zones[key]!.filter((id) => matches(draft.state, draft.read(id), filter ?? {}));
    startLook(draft, seat, key, found);
    draft.emit({ type: 'searched', seat, cards: found.map((id) => draft.ref(id)), zone: key });
  },
  tap(draft, { seat, card, tapped }) {
    draft.card(checkCard(draft.state, card, 'card')).tapped = tapped === true;
    draft.emit({ type: 'tapped', seat, cards: [draft.ref(card)], tapped: tapped === true });
  },
  tapAll(draft, { seat, zone, tapped }) {
    const key = resolveZone(draft.state, zone, seat, 'zone');
    const changed = draft.state.zones[key]!.filter((id) => draft.read(id).tapped !== tapped);
    for (const id of changed) draft.card(id).tapped = tapped === true;
    draft.emit({ type: 'tapped', seat, cards: changed.map((id) => draft.ref(id)), tapped: tapped === true });
  },
  flip(draft, { seat, card }) {
    checkCard(draft.state, card, 'card');
    const before = seenBy(draft.state, card);
    const flipped = draft.card(card);
    flipped.faceDown = !flipped.faceDown;
    draft.emit({ type: 'flipped', seat, cards: [draft.ref(card, unionSeen(before, seenBy(draft.state, card)))], faceDown: flipped.faceDown });
  },
  counter(draft, { seat, card, name, delta }) {
    checkCard(draft.state, card, 'card');
    checkInteger(delta, 'delta');
    if (typeof name !== 'string' || name === '') refuse(null, 'name: カウンターの名前がありません', 'name: the counter has no name');
    const counters = draft.card(card).counters;
    const total = Math.max(0, (counters[name] ?? 0) + delta);
    if (total === 0) delete counters[name];
    else counters[name] = total;
    draft.emit({ type: 'counter', seat, cards: [draft.ref(card)], name, delta, total });
  },
  marker(draft, { seat, card, marker, on }) {
    checkCard(draft.state, card, 'card');
    if (typeof marker !== 'string' || marker === '') refuse(null, 'marker: マーカーの名前がありません', 'marker: the marker has no name');
    const target = draft.card(card);
    target.markers = target.markers.filter((candidate) => candidate !== marker);
    if (on) target.markers.push(marker);
    draft.emit({ type: 'marker', seat, cards: [draft.ref(card)], marker, on });
  },
  create(draft, { seat, key, name, token, owner = seat, to }) {
    if (typeof key !== 'string' || key === '') refuse(null, 'key: カードのキーがありません', 'key: the card has no key');
    checkSeat(draft.state, owner, 'owner');
    const zone = resolveZone(draft.state, to, owner, 'to');
    const definition = zoneSlot(draft.state.rules, zone)!.definition;
    const id = `c${draft.state.nextCardNumber}`;
    draft.state.nextCardNumber += 1;
    if (!draft.state.catalog[key]) draft.state.catalog = { ...draft.state.catalog, [key]: { name: name || key, facts: {} } };
    draft.setCard(newCard(id, key, owner, to.faceDown ?? definition.faceDown, token === true, zone));
    draft.zone(zone).splice(insertIndex(draft.state.zones[zone]!.length, to.position, 'to.position'), 0, id);
    draft.emit({ type: 'created', seat, cards: [draft.ref(id)], zone, token: token === true });
    checkCapacity(draft, seat, zone);
  },
  life(draft, { seat, target, delta }) {
    checkSeat(draft.state, target, 'target');
    checkInteger(delta, 'delta');
    const life = draft.state.seats[target]!.life;
    if (life === null) refuse(null, 'target: このゲームにはライフがありません', 'target: this game has no life total');
    draft.state.seats = draft.state.seats.map((entry, index) => (index === target ? { ...entry, life: life! + delta } : entry));
    draft.emit({ type: 'life', seat, cards: [], target, delta, total: life! + delta });
  },
  resource(draft, { seat, target, name, delta }) {
    checkSeat(draft.state, target, 'target');
    checkInteger(delta, 'delta');
    if (typeof name !== 'string' || name === '') refuse(null, 'name: リソースの名前がありません', 'name: the resource has no name');
    const total = (draft.state.seats[target]!.resources[name] ?? 0) + delta;
    draft.state.seats = draft.state.seats.map((entry, index) =>
      index === target ? { ...entry, resources: { ...entry.resources, [name]: total } } : entry,
    );
    draft.emit({ type: 'resource', seat, cards: [], target, name, delta, total });
  },
  rollDie(draft, { seat, sides }) {
    checkWhole(sides, 'sides', 2);
    if (sides > MAX_DIE_SIDES) refuse(null, `sides: サイコロは ${MAX_DIE_SIDES} 面までです`, `sides: a die has at most ${MAX_DIE_SIDES} sides`);
    const rolled = nextInt(draft.state.rng, sides);
    draft.state.rng = rolled.state;
    draft.emit({ type: 'rolledDie', seat, cards: [], sides, result: rolled.value + 1 });
  },
  flipCoin(draft, { seat }) {
    const flipped = nextInt(draft.state.rng, 2);
    draft.state.rng = flipped.state;
    draft.emit({ type: 'flippedCoin', seat, cards: [], result: flipped.value === 0 ? 'heads' : 'tails' });
  },
  concede(draft, { seat }) {
    draft.state.seats = draft.state.seats.map((entry, index) => (index === seat ? { ...entry, conceded: true } : entry));
    draft.emit({ type: 'conceded', seat, cards: [] });
  },
  setMode(draft, { seat, mode }) {
    if (!MODES.includes(mode)) refuse(null, `mode: ${String(mode)} はモードではありません`, `mode: ${String(mode)} is not a mode`);
    draft.state.mode = mode;
    draft.emit({ type: 'modeChanged', seat, cards: [], mode });
  },
  setTurn(draft, { seat, turn }) {
    const next = { ...draft.state.turn, ...turn };
    checkWhole(next.number, 'turn.number', 1);
    checkSeat(draft.state, next.activeSeat, 'turn.activeSeat');
    for (const field of ['phase', 'step'] as const) {
      if (next[field] !== null && typeof next[field] !== 'string') {
        refuse(null, `turn.${field}: 文字列か null にしてください`, `turn.${field}: must be a string or null`);
      }
    }
    if (typeof next.used !== 'object' || next.used === null) refuse(null, 'turn.used: 回数の表にしてください', 'turn.used: must be a table of counts');
    for (const [id, count] of Object.entries(next.used)) checkWhole(count, `turn.used.${id}`, 0);
    draft.state.turn = next;
    draft.emit({ type: 'turnChanged', seat, cards: [], turn: next });
  },
  advance(draft, { seat }) {
    const turns = draft.state.rules.turns;
    if (!turns || turns.steps.length === 0) refuse(null, 'このゲームにはターン進行がありません', 'This game has no turn structure');
    checkLeaving(draft, seat);
    const next = nextTurn(draft.state, turns!.steps);
    draft.state.turn = next;
    draft.emit({ type: 'turnChanged', seat, cards: [], turn: next });
    const step = turns!.steps.find((candidate) => candidate.id === next.step)!;
    for (const work of step.work) doWork(draft, seat, work);
  },
  openWindow(draft, { seat, window }) {
    if (typeof window?.id !== 'string' || window.id === '') refuse(null, 'window.id: ウィンドウの id がありません', 'window.id: the window has no id');
    if (draft.state.windows.some((open) => open.id === window.id)) {
      refuse(null, `window.id: ${window.id} はもう開いています`, `window.id: ${window.id} is already open`);
    }
    checkSeat(draft.state, window.seat, 'window.seat');
    window.cards.forEach((id, index) => checkCard(draft.state, id, `window.cards[${index}]`));
    const opened: Window = { id: window.id, seat: window.seat, label: window.label, rule: window.rule, cards: [...window.cards] };
    draft.state.windows = [...draft.state.windows, opened];
    const { cards, ...shown } = opened;
    draft.emit({ type: 'windowOpened', seat, cards: cards.map((id) => draft.ref(id)), window: shown });
  },
  closeWindow(draft, { seat, id }) {
    const window = draft.state.windows.find((open) => open.id === id);
    if (!window) refuse(null, `id: ウィンドウ ${String(id)} は開いていません`, `id: no window ${String(id)} is open`);
    draft.state.windows = draft.state.windows.filter((open) => open.id !== id);
    const { cards, ...shown } = window!;
    draft.emit({ type: 'windowClosed', seat, cards: cards.filter((card) => card in draft.state.cards).map((card) => draft.ref(card)), window: shown });
  },
  warn(draft, { seat, rule, message }) {
    draft.emit({ type: 'warning', seat, cards: [], rule, message });
  },
  lose(draft, { seat, target, rule }) {
    checkSeat(draft.state, target, 'target');
    if (typeof rule !== 'string' || rule === '') refuse(null, 'rule: 敗北の規則がありません', 'rule: no rule for the loss');
    lose(draft, seat, target, rule);
  },
  game(draft, { seat, action, args = {} }) {
    const definition = draft.state.rules.actions?.find((candidate) => candidate.id === action);
    if (!definition) refuse(null, `action: ${String(action)} はこのゲームの操作ではありません`, `action: ${String(action)} is not an action of this game`);
    const parts = definition!.expand(draft.state, seat, args);
    if (isRuleError(parts)) throw new Refusal(parts);
    draft.emit({ type: 'gameAction', seat, cards: [], action, label: definition!.label, rule: definition!.rule });
    for (const part of parts) runHandler(draft, part);
  },
};

/** Passes over the game's rule processes until none is due; a process that never settles is a bug in its game. */
function runProcesses(draft: Draft): void {
  const processes = draft.state.rules.processes ?? [];
  for (let pass = 0; processes.length > 0; pass++) {
    if (pass === 16) throw new Error(`rule processes ${processes.map((process) => process.id).join(', ')} do not settle`);
    const due = processes.flatMap((process) => process.due(draft.state));
    if (due.length === 0) return;
    for (const part of due) runHandler(draft, part);
  }
}

function runHandler(draft: Draft, action: Action): void {
  const handler = handlers[action?.type] as ((draft: Draft, action: Action) => void) | undefined;
  if (!handler) refuse(null, `type: ${String(action?.type)} は操作ではありません`, `type: ${String(action?.type)} is not an action`);
  checkSeat(draft.state, action.seat, 'seat');
  handler!(draft, action);
}

/** The turn player advances to the next step of the turn (see `advance` in the module comment). */
export function advance(state: GameState): Applied | RuleError {
  return apply(state, { type: 'advance', seat: state.turn.activeSeat });
}

/** The next state and its events, or the RuleError that refuses the action. Never changes `state`. */
export function apply(state: GameState, action: Action): Applied | RuleError {
  try {
    const draft = new Draft(state);
    runHandler(draft, action);
    runProcesses(draft);
    checkLosses(draft, action.seat);
    return { state: draft.state, events: draft.events };
  } catch (error) {
    if (error instanceof Refusal) return error.error;
    throw error;
  }
}
