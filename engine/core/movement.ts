/**
 * Card movement: the one place cards leave and enter zones, so no card is ever lost or in two places.
 *
 * A card that changes zone becomes a new object in all five games' rules: it comes in untapped, without counters,
 * markers or a reveal, on its first face, and face up or down as the destination zone says. Attached cards travel with
 * their host into a public zone; into a hand or a deck they are put right after it, since such zones hold single cards.
 *
 * The game's zone rules (engine/core/structure.ts ZoneRules) apply to every move: a move the rules forbid warns or is
 * refused by mode (ACG 611-1b), a card that may not lie where a move would put it goes to its home instead (DM 117.1,
 * 118.1, NOVA 504.1), and once the action is done the cards that came into a zone get its entering markers (DM 301.5).
 */
import type { Localized } from '../localized';
import type { CardFilter, Destination, Place } from './actions';
import { checkCard, insertIndex, Refusal, refuse, resolveZone, seatZoneKey, type Draft } from './draft';
import { seenBy, zoneKey, zoneOfCard, zoneSlot, type CardInstance, type GameState } from './state';
import type { HomeZone } from './structure';
import { unionSeen, type Seen } from './basics';

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
 * moved within its zone, it keeps how it lay. Only a card from another zone comes into it: one that lay under a card
 * of the zone was in it already (DM 801.4c).
 */
function enterZone(draft: Draft, id: string, key: string, faceDown: boolean | undefined, from: string): void {
  if (from !== key) draft.entered.push(id);
  const card = draft.card(id);
  const changesZone = card.location.kind === 'attached' || card.location.zone !== key;
  card.location = { kind: 'zone', zone: key };
  card.faceDown = faceDown ?? (changesZone ? zoneSlot(draft.state.rules, key)!.definition.faceDown : card.faceDown);
  card.revealed = false;
  if (changesZone) {
    card.tapped = false;
    card.counters = {};
    card.markers = [];
    delete card.face;
  }
}

/** A card's kinds (the card database's `kinds` fact) and those of each of its faces. */
function kindsOf(state: GameState, id: string): string[] {
  const entry = state.catalog[state.cards[id]!.key];
  return [entry?.facts, ...(entry?.faces ?? []).map((face) => face.facts)].flatMap((facts) => (Array.isArray(facts?.kinds) ? (facts.kinds as string[]) : []));
}

/**
 * The zone rules' entering markers (structure.ts EnteringMarker), once the action is done: on each card that came into
 * a zone during it and still lies there, as the marker action would put it, so the log says so.
 */
export function markEntered(draft: Draft, seat: number): void {
  const entering = draft.state.rules.zoneRules?.entering ?? [];
  if (entering.length === 0) return;
  for (const id of new Set(draft.entered)) {
    const { location, attached } = draft.read(id);
    if (location.kind !== 'zone') continue;
    const zone = zoneSlot(draft.state.rules, location.zone)!.definition.id;
    for (const rule of entering) {
      if (rule.zone !== zone || draft.read(id).markers.includes(rule.marker) || (rule.unlessOnCards && attached.length > 0)) continue;
      if (!rule.kinds.some((kind) => kindsOf(draft.state, id).includes(kind))) continue;
      draft.card(id).markers.push(rule.marker);
      draft.emit({ type: 'marker', seat, cards: [draft.ref(id)], marker: rule.marker, on: true });
    }
  }
}

/** Warns (assisted) or refuses (strict) when a zone holds more than its capacity. */
export function checkCapacity(draft: Draft, seat: number, key: string): void {
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
export function moveCards(draft: Draft, seat: number, ids: readonly string[], to: Destination, field: string): void {
  if (typeof to !== 'object' || to === null) refuse(null, `${field}: 行き先がありません`, `${field}: no destination`);
  if (ids.length === 0) return;
  const from = zoneOfCard(draft.state, ids[0]!);
  if ('under' in to) checkHost(draft, ids, to.under, field);
  const into = 'under' in to ? zoneOfCard(draft.state, to.under) : resolveZone(draft.state, to, draft.read(ids[0]!).owner, field);
  // Who saw each card where it lay, before any of them moves.
  const before = new Map(ids.flatMap((id) => [id, ...allAttached(draft, id)]).map((id): [string, Seen] => [id, seenBy(draft.state, id)]));
  checkBarred(draft, seat, [...before.keys()], into);
  const rest = sendHome(draft, seat, ids, into, from, before);
  if (rest.length === 0) return;
  let place: Place;
  let moved = rest;
  if ('under' in to) {
    const host = to.under;
    for (const id of rest) {
      detach(draft, id);
      const card = draft.card(id);
      card.location = { kind: 'attached', host };
      card.revealed = false;
      card.faceDown = to.faceDown ?? draft.read(host).faceDown;
      draft.card(host).attached.push(id);
    }
    place = { host: draft.ref(host) };
  } else {
    // Into a non-public zone, attachments leave their host and follow it as single cards; detaching every one of them
    // also empties each host's list.
    if (zoneSlot(draft.state.rules, into)!.definition.visibility !== 'public') moved = rest.flatMap((id) => [id, ...allAttached(draft, id)]);
    for (const id of moved) detach(draft, id);
    const index = insertIndex(draft.state.zones[into]!.length, to.position, `${field}.position`);
    draft.zone(into).splice(index, 0, ...moved);
    for (const id of moved) enterZone(draft, id, into, to.faceDown, from);
    place = { zone: into, position: to.position ?? 'top' };
  }
  emitMoved(draft, seat, moved, before, from, place);
  if ('zone' in place) countAllowances(draft, seat, from, place.zone, rest);
}

/** The host a move puts cards under: a card, and none of the cards moved nor any card under one of them. */
function checkHost(draft: Draft, ids: readonly string[], host: string, field: string): void {
  checkCard(draft.state, host, `${field}.under`);
  for (const id of ids) {
    for (let at: string | null = host; at !== null; ) {
      if (at === id) refuse(null, `${field}.under: カードを自身の下に置くことはできません`, `${field}.under: a card cannot go under itself`);
      const location: CardInstance['location'] = draft.read(at).location;
      at = location.kind === 'attached' ? location.host : null;
    }
  }
}

/**
 * The `moved` event of cards that came from `from` to `place`, each seen by who saw it before or sees it now; `rule`:
 * the rule that sent them there instead (a zone rule's home). Then the capacity of the zone they came into.
 */
function emitMoved(draft: Draft, seat: number, moved: readonly string[], before: ReadonlyMap<string, Seen>, from: string, place: Place, rule?: string): void {
  const cards = moved.map((id) => draft.ref(id, unionSeen(before.get(id)!, seenBy(draft.state, id))));
  // Cards put together into a zone nobody sees keep their order secret (FaB 4.4.3c): the event lists them by name.
  if ('zone' in place && zoneSlot(draft.state.rules, place.zone)!.definition.visibility === 'hidden') {
    cards.sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '') || (a.id ?? '').localeCompare(b.id ?? ''));
  }
  draft.emit({ type: 'moved', seat, cards, from, to: place, ...(rule === undefined ? {} : { rule }) });
  if ('zone' in place) checkCapacity(draft, seat, place.zone);
}

/**
 * The zone rules' forbidden moves (structure.ts BarredMove): each card of the move that one forbids warns in assisted
 * mode and is refused in strict.
 */
function checkBarred(draft: Draft, seat: number, ids: readonly string[], into: string): void {
  const barred = draft.state.rules.zoneRules?.barred ?? [];
  if (barred.length === 0 || draft.state.mode === 'free') return;
  const intoId = zoneSlot(draft.state.rules, into)!.definition.id;
  for (const id of ids) {
    const kinds = kindsOf(draft.state, id);
    const rule = barred.find((candidate) => candidate.zones.includes(intoId) && candidate.kinds.some((kind) => kinds.includes(kind)));
    if (!rule) continue;
    // The refusal, for the acting seat alone, names the card; the warning, for all, lets the card's ref say what each sees.
    if (draft.state.mode === 'strict') {
      const name = draft.state.catalog[draft.read(id).key]?.name ?? id;
      throw new Refusal({ rule: rule.rule, message: { ja: `${name}: ${rule.message.ja}`, en: `${name}: ${rule.message.en}` } });
    }
    draft.emit({ type: 'warning', seat, cards: [draft.ref(id)], rule: rule.rule, message: rule.message });
  }
}

/**
 * The zone rules' homes (structure.ts HomeZone): of the cards a move would put into the zone `into` (and those under
 * them), each that may not lie there goes to its owner's home instead, alone, in a move of its own that names the rule.
 * Returns what still moves as asked: the other cards, then those that lay under a card gone home.
 */
function sendHome(draft: Draft, seat: number, ids: readonly string[], into: string, from: string, before: ReadonlyMap<string, Seen>): string[] {
  const homes = draft.state.rules.zoneRules?.homes ?? [];
  if (homes.length === 0) return [...ids];
  const intoId = zoneSlot(draft.state.rules, into)!.definition.id;
  const fromId = zoneSlot(draft.state.rules, from)!.definition.id;
  const homeOf = (id: string): HomeZone | undefined => {
    const kinds = kindsOf(draft.state, id);
    return homes.find(
      (home) => home.kinds.some((kind) => kinds.includes(kind)) && home.home !== intoId && !home.plays.includes(intoId) && (home.from?.includes(fromId) ?? true),
    );
  };
  const going = [...before.keys()].filter((id) => homeOf(id) !== undefined);
  if (going.length === 0) return [...ids];
  const rest = [...ids.filter((id) => !going.includes(id)), ...going.flatMap((id) => draft.read(id).attached.filter((child) => !going.includes(child)))];
  for (const home of homes) {
    const homing = going.filter((id) => homeOf(id) === home);
    for (const owner of new Set(homing.map((id) => draft.read(id).owner))) {
      const cards = homing.filter((id) => draft.read(id).owner === owner);
      const key = seatZoneKey(draft, home.home, owner);
      for (const id of cards) detach(draft, id);
      draft.zone(key).splice(insertIndex(draft.state.zones[key]!.length, home.position, 'home.position'), 0, ...cards);
      for (const id of cards) enterZone(draft, id, key, undefined, from);
      emitMoved(draft, seat, cards, before, from, { zone: key, position: home.position }, home.rule);
    }
  }
  return rest;
}

/**
 * Counts the turn player's own cards moved `from` → `to` against the turn's allowances (DM mana charge), those of its
 * game action only where it names one; past the allowance, assisted mode warns and strict refuses, with its rule.
 */
function countAllowances(draft: Draft, seat: number, from: string, to: string, ids: readonly string[]): void {
  const { rules, turn } = draft.state;
  const fromId = zoneSlot(rules, from)!.definition.id;
  const toId = zoneSlot(rules, to)!.definition.id;
  const own = ids.filter((id) => draft.read(id).owner === turn.activeSeat).length;
  for (const allowance of rules.turns?.allowances ?? []) {
    if (allowance.from !== fromId || allowance.to !== toId || own === 0) continue;
    if (allowance.action !== undefined && allowance.action !== draft.gameAction) continue;
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

export function matches(state: GameState, card: CardInstance, filter: CardFilter): boolean {
  if (filter.keys && !filter.keys.includes(card.key)) return false;
  const facts = state.catalog[card.key]?.facts ?? {};
  return Object.entries(filter.facts ?? {}).every(([name, wanted]) => {
    const fact = facts[name];
    return Array.isArray(fact) ? fact.includes(wanted as string) : fact === wanted;
  });
}

export function endLook(draft: Draft, seat: number): void {
  draft.state.looks = draft.state.looks.filter((look) => look.seat !== seat);
}

export function startLook(draft: Draft, seat: number, zone: string, cards: string[]): void {
  endLook(draft, seat);
  draft.state.looks = [...draft.state.looks, { seat, zone, cards }];
}

/** The key of a seat's draw pile. */
function drawPileKey(draft: Draft, seat: number): string {
  return seatZoneKey(draft, draft.state.rules.drawPile, seat);
}

/**
 * Draws up to `count` (fewer when the pile runs out: the event says how many were asked for). A player who must draw
 * more than the pile holds loses where the game says so (TurnStructure.emptyDrawLoses).
 */
export function drawCards(draft: Draft, seat: number, count: number): void {
  const { hand, zones } = draft.state.rules;
  const pile = drawPileKey(draft, seat);
  const drawn = draft.state.zones[pile]!.slice(0, count);
  const short = drawn.length < count;
  const before = drawn.map((id) => seenBy(draft.state, id));
  for (const id of drawn) detach(draft, id);
  const handKey = zoneKey(zones.find((zone) => zone.id === hand)!, seat);
  draft.zone(handKey).push(...drawn);
  for (const id of drawn) enterZone(draft, id, handKey, false, pile);
  const cards = drawn.map((id, index) => draft.ref(id, unionSeen(before[index]!, seenBy(draft.state, id))));
  draft.emit({ type: 'drew', seat, cards, requested: count });
  checkCapacity(draft, seat, handKey);
  const emptyDrawLoses = draft.state.rules.turns?.emptyDrawLoses;
  if (short && emptyDrawLoses) lose(draft, seat, seat, emptyDrawLoses);
}

/** `target` loses by `rule`, once: a seat that has lost stays lost (undo takes it back). */
export function lose(draft: Draft, seat: number, target: number, rule: string): void {
  if (draft.state.seats[target]!.lost !== null) return;
  draft.state.seats = draft.state.seats.map((entry, index) => (index === target ? { ...entry, lost: rule } : entry));
  draft.emit({ type: 'lost', seat, cards: [], target, rule });
}
