/**
 * Card movement: the one place cards leave and enter zones, so no card is ever lost or in two places.
 *
 * A card that changes zone becomes a new object in all five games' rules: it comes in untapped, without counters,
 * markers or a reveal, and face up or down as the destination zone says. Attached cards travel with their host into
 * a public zone; into a hand or a deck they are put right after it, since such zones hold single cards.
 */
import type { Localized } from '../localized';
import type { CardFilter, Destination, Place } from './actions';
import { checkCard, insertIndex, Refusal, refuse, resolveZone, seatZoneKey, type Draft } from './draft';
import { seenBy, zoneKey, zoneOfCard, zoneSlot, type CardInstance, type GameState } from './state';
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
export function lose(draft: Draft, seat: number, target: number, rule: string): void {
  if (draft.state.seats[target]!.lost !== null) return;
  draft.state.seats = draft.state.seats.map((entry, index) => (index === target ? { ...entry, lost: rule } : entry));
  draft.emit({ type: 'lost', seat, cards: [], target, rule });
}
