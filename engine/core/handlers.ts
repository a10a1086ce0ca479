/**
 * One handler per action type, typed once as a map. Two live elsewhere: `advance` walks the turn (turn-flow.ts), and
 * `game` runs a game's own action through the loop (apply.ts).
 */
import type { Action, DecisionShown } from './actions';
import { checkCard, checkInteger, checkSeat, checkWhole, insertIndex, refuse, resolveZone, type Draft } from './draft';
import { checkCapacity, drawCards, endLook, lose, matches, moveCards, startLook } from './movement';
import { nextInt, shuffle as shuffleItems } from './rng';
import { newCard, seenBy, zoneOfCard, zoneSlot } from './state';
import { MODES, unionSeen, type Decision } from './basics';

export type Handlers = { [T in Action['type']]: (draft: Draft, action: Extract<Action, { type: T }>) => void };

/** The largest die rolled (the random source draws among at most 2^32 outcomes; a bigger die is a typo). */
const MAX_DIE_SIDES = 1_000_000;

export const handlers: Omit<Handlers, 'advance' | 'game'> = {
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
  turnFace(draft, { seat, card, face }) {
    checkCard(draft.state, card, 'card');
    const faces = draft.state.catalog[draft.read(card).key]?.faces ?? [];
    if (faces.length < 2) refuse(null, `card: ${card} には裏返す面がありません`, `card: ${card} has no other face`);
    if (!Number.isInteger(face) || face < 0 || face >= faces.length) {
      refuse(null, `face: ${String(face)} は 0〜${faces.length - 1} の面ではありません`, `face: ${String(face)} is not a face from 0 to ${faces.length - 1}`);
    }
    const named = draft.ref(card);
    draft.card(card).face = face;
    draft.emit({ type: 'faceTurned', seat, cards: [named], face, faceName: faces[face]!.name });
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
    draft.entered.push(id);
    draft.emit({ type: 'created', seat, cards: [draft.ref(id)], zone, token: token === true });
    checkCapacity(draft, seat, zone);
  },
  life(draft, { seat, target, delta }) {
    checkSeat(draft.state, target, 'target');
    checkInteger(delta, 'delta');
    const life = draft.state.seats[target]!.life;
    if (life === null) refuse(null, 'target: このゲームにはライフがありません', 'target: this game has no life total');
    // A change past the game's floor stops there (ACG 207-4c), and the event says by how much life really changed.
    const floor = draft.state.rules.lifeFloor?.at ?? -Infinity;
    const total = Math.max(life! + delta, Math.min(life!, floor));
    draft.state.seats = draft.state.seats.map((entry, index) => (index === target ? { ...entry, life: total } : entry));
    draft.emit({ type: 'life', seat, cards: [], target, delta: total - life!, total });
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
  openDecision(draft, { seat, decision }) {
    if (typeof decision?.id !== 'string' || decision.id === '') refuse(null, 'decision.id: 決定の id がありません', 'decision.id: the decision has no id');
    if (draft.state.decisions.some((open) => open.id === decision.id)) {
      refuse(null, `decision.id: ${decision.id} はもう開いています`, `decision.id: ${decision.id} is already open`);
    }
    checkSeat(draft.state, decision.seat, 'decision.seat');
    if (typeof decision.label?.ja !== 'string' || typeof decision.label.en !== 'string') refuse(null, 'decision.label: 日本語と英語の名前がありません', 'decision.label: no Japanese and English name');
    if (typeof decision.rule !== 'string') refuse(null, 'decision.rule: 規則がありません', 'decision.rule: no rule');
    if (!Array.isArray(decision.cards)) refuse(null, 'decision.cards: カードの一覧ではありません', 'decision.cards: not a list of cards');
    if (!draft.state.rules.decisions?.some((kind) => kind.id === decision.kind)) {
      refuse(null, `decision.kind: ${String(decision.kind)} はこのゲームの決定ではありません`, `decision.kind: ${String(decision.kind)} is not a decision of this game`);
    }
    decision.cards.forEach((id, index) => checkCard(draft.state, id, `decision.cards[${index}]`));
    if (decision.picks !== undefined) checkWhole(decision.picks, 'decision.picks', 1);
    const opened: Decision = {
      id: decision.id,
      seat: decision.seat,
      kind: decision.kind,
      label: decision.label,
      rule: decision.rule,
      cards: [...decision.cards],
      ...(decision.picks === undefined ? {} : { picks: decision.picks }),
      data: { ...decision.data },
    };
    draft.state.decisions = [...draft.state.decisions, opened];
    draft.emit({ type: 'decisionOpened', seat, cards: opened.cards.map((id) => draft.ref(id)), decision: shown(opened) });
  },
  answerDecision(draft, { seat, id, card, choice }) {
    const decision = draft.state.decisions.find((open) => open.id === id);
    if (!decision) refuse(null, `id: 決定 ${String(id)} は開いていません`, `id: no decision ${String(id)} is open`);
    if (card !== undefined && !decision!.cards.includes(card)) {
      refuse(decision!.rule, `card: ${String(card)} はこの決定の対象ではありません`, `card: ${String(card)} is not offered by this decision`);
    }
    const picks = decision!.picks === undefined || card === undefined ? undefined : decision!.picks - 1;
    const left = card === undefined || picks === 0 ? [] : decision!.cards.filter((offer) => offer !== card);
    const present = (ids: readonly string[]) => ids.filter((offer) => offer in draft.state.cards).map((offer) => draft.ref(offer));
    if (choice !== undefined && (typeof choice?.ja !== 'string' || typeof choice.en !== 'string')) refuse(null, 'choice: 日本語と英語の名前がありません', 'choice: no Japanese and English name');
    const chose = card === undefined && choice !== undefined ? { choice: { ja: choice.ja, en: choice.en } } : {};
    draft.emit({ type: 'decisionAnswered', seat, cards: card === undefined ? [] : present([card]), decision: shown(decision!), ...chose });
    if (left.length > 0) {
      draft.state.decisions = draft.state.decisions.map((open) => (open.id === id ? { ...open, cards: left, ...(picks === undefined ? {} : { picks }) } : open));
      return;
    }
    draft.state.decisions = draft.state.decisions.filter((open) => open.id !== id);
    draft.emit({ type: 'decisionClosed', seat, cards: [], decision: shown(decision!) });
  },
  warn(draft, { seat, rule, message }) {
    draft.emit({ type: 'warning', seat, cards: [], rule, message });
  },
  lose(draft, { seat, target, rule }) {
    checkSeat(draft.state, target, 'target');
    if (typeof rule !== 'string' || rule === '') refuse(null, 'rule: 敗北の規則がありません', 'rule: no rule for the loss');
    lose(draft, seat, target, rule);
  },
};

const shown = ({ id, seat, kind, label, rule }: Decision): DecisionShown => ({ id, seat, kind, label, rule });
