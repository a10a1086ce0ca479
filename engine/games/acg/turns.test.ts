// ACG turn flow on a table set up from made-up decks of the right sizes (the reference data has no ACG decks), driven
// by `advance`, checked against the original Japanese rules (excerpts of acg.txt in test/fixtures/rules).
import { describe, expect, it } from 'vitest';
import { ruleText } from '../../../test/helpers/rules';
import { at, count, dealt, goTo, losses, madeUpCards, perform, step } from '../../../test/helpers/table';
import type { History } from '../../core/history';
import { startTable, type SeatDeck } from '../../core/setup';
import { readScenario, startScenario } from '../../core/scenario';
import { outcome, type GameState } from '../../core/state';
import { isRuleError, type Mode } from '../../core/basics';
import { view } from '../../core/view';
import { games } from '../registry';
import { acg } from './index';
import { ACTION_STANDBY } from './turns';
import { sampleDeck } from '../../../test/helpers/sample-pack';

const deck: SeatDeck = { sections: { basic: madeUpCards('b', 40), territory: madeUpCards('t', 10), reserve: madeUpCards('r', 15) } };

/** Two seats after setup (5 in hand, 35 in the deck each, the last 2 drawn on the bottom), seat 0 first. */
const table = (mode: Mode = 'assisted'): History => dealt(startTable(acg, { seed: 31, decks: [deck, deck], mode }));

const hand = (state: GameState, seat: number): string[] => state.zones[`hand#${seat}`]!;

/** Two seats with the shipped sample deck (db/packs/sample-acg.deck.json), real cards with their kinds, seat 0 first. */
const sampleTable = (mode: Mode = 'assisted'): History => dealt(startTable(acg, { seed: 31, decks: [sampleDeck('acg'), sampleDeck('acg')], mode }));

/** The seat's first hand card of one of `kinds` (a sample table's card facts). */
function inHand(history: History, seat: number, kinds: readonly string[]): string {
  const { cards, catalog } = history.state;
  const card = hand(history.state, seat).find((id) => (catalog[cards[id]!.key]!.facts.kinds as string[]).some((kind) => kinds.includes(kind)));
  if (!card) throw new Error(`seat ${seat} has no ${kinds.join('/')} card in hand`);
  return card;
}

/** Puts the seat's first presence card in hand (animal, turf, tool: 408.1) onto its battlefield by the game action. */
function deploy(history: History, seat: number): string {
  const card = inHand(history, seat, ['animal', 'turf', 'tool']);
  perform(history, { type: 'game', seat, action: 'putOntoBattlefield', args: { card } });
  return card;
}

describe('ACG turn flow', () => {
  it('ACG 1001.2: the six phases 1002–1007 in order, each named as its rule, then the next player’s turn', () => {
    expect(ruleText('acg', '1001.2')).toContain('以下のフェイズを順番に処理することで進行します');
    for (const phase of acg.turns!.steps) expect(ruleText('acg', phase.rule.split(' ')[1]!).startsWith(phase.label.ja), phase.id).toBe(true);
    expect(acg.turns!.steps.map((phase) => phase.rule)).toEqual(['ACG 1002', 'ACG 1003', 'ACG 1004', 'ACG 1005', 'ACG 1006', 'ACG 1007']);
    const history = table();
    const seen = Array.from({ length: 13 }, () => {
      step(history);
      return at(history.state);
    });
    expect(seen).toEqual([
      '1/0/wake',
      '1/0/preparation',
      '1/0/replenish',
      '1/0/hunt',
      '1/0/sunset',
      '1/0/nightWatch',
      '2/1/wake',
      '2/1/preparation',
      '2/1/replenish',
      '2/1/hunt',
      '2/1/sunset',
      '2/1/nightWatch',
      '3/0/wake',
    ]);
    // Cards are played and combat declared in the hunt phase (1005.4, 1101.5).
    expect(acg.turns!.mainStep).toBe('hunt');
  });

  it('ACG 1004.1a: no draw on the game’s first turn; ACG 1004.1b the top territory goes into the realm awake all the same', () => {
    expect(ruleText('acg', '1004.1a')).toContain('ゲームの最初のターン、ターンプレイヤーは補充フェイズのこの処理をスキップします');
    expect(ruleText('acg', '1004.1b')).toContain('自身の領土デッキにカードが1枚以上あるなら、その領土デッキの上からカード1枚を自身の領地に出します');
    const history = table();
    goTo(history, 1, 'preparation');
    const top = history.state.zones['territoryDeck#0']![0]!;
    const events = step(history);
    expect(at(history.state)).toBe('1/0/replenish');
    expect([count(history.state, 'hand#0'), count(history.state, 'deck#0')]).toEqual([5, 35]);
    expect(events.some((event) => event.type === 'drew')).toBe(false);
    expect(history.state.zones['realm#0']).toEqual([top]);
    expect(history.state.cards[top]).toMatchObject({ faceDown: false, tapped: false });
    expect(count(history.state, 'territoryDeck#0')).toBe(9);
    // The second player draws 1 on turn 2, then takes a territory; the first player draws again on turn 3.
    goTo(history, 2, 'replenish');
    expect([count(history.state, 'hand#1'), count(history.state, 'deck#1'), count(history.state, 'realm#1')]).toEqual([6, 34, 1]);
    goTo(history, 3, 'replenish');
    expect([count(history.state, 'hand#0'), count(history.state, 'realm#0')]).toEqual([6, 2]);
  });

  it('ACG 1004.1b / acg.md §7: an empty territory deck puts nothing into the realm and loses nothing', () => {
    const history = table();
    step(history);
    perform(history, { type: 'moveTop', seat: 0, from: { zone: 'territoryDeck' }, count: 10, to: { zone: 'exile' } });
    goTo(history, 1, 'replenish');
    expect(count(history.state, 'realm#0')).toBe(0);
    expect(history.state.seats[0]!.lost).toBeNull();
  });

  it('ACG 1002.1a–c: the wake-up phase dawns, wakes and takes action standby off the turn player’s cards only', () => {
    expect(ruleText('acg', '1002.1a')).toContain('自身の戦場・領地の、すべての存在・領土の夜を明けます');
    expect(ruleText('acg', '1002.1b')).toContain('自身の戦場・領地の、すべての存在・領土をウェイクします');
    expect(ruleText('acg', '1002.1c')).toContain('自身の戦場の、すべての存在から行動待機を取り除きます');
    const history = sampleTable();
    goTo(history, 1, 'hunt');
    const own = deploy(history, 0);
    const theirs = deploy(history, 1);
    const territory = history.state.zones['realm#0']![0]!;
    // Night (face down) and moved (tapped): an effect's doing, by hand.
    for (const card of [own, theirs, territory]) {
      perform(history, { type: 'tap', seat: 0, card, tapped: true });
      perform(history, { type: 'flip', seat: 0, card });
    }
    // Seat 1's wake-up phase (turn 2): its card only, in the order of 1002.1.
    goTo(history, 2, 'wake');
    expect(history.log().at(-1)!.events.map((event) => event.type)).toEqual(['turnChanged', 'flipped', 'tapped', 'marker']);
    expect(history.state.cards[theirs]).toMatchObject({ faceDown: false, tapped: false, markers: [] });
    expect(history.state.cards[own]).toMatchObject({ faceDown: true, tapped: true, markers: [ACTION_STANDBY] });
    expect(history.state.cards[territory]).toMatchObject({ faceDown: true, tapped: true });
    goTo(history, 3, 'wake');
    for (const card of [own, territory]) expect(history.state.cards[card]).toMatchObject({ faceDown: false, tapped: false, markers: [] });
  });

  it('ACG 204-8a / 205-9: a card put onto the battlefield is awake with action standby; one already there is refused', () => {
    expect(ruleText('acg', '204-8a')).toBe('戦場に出た存在が、ルールによって持つ状態です。');
    expect(ruleText('acg', '205-9a')).toContain('戦場および領地以外の領域からカードを戦場・領地に置いたり');
    expect(acg.actions!.map((action) => action.rule)).toEqual(['ACG 205-9', 'ACG 104.6']);
    const history = sampleTable();
    const card = inHand(history, 0, ['animal']);
    const events = perform(history, { type: 'game', seat: 0, action: 'putOntoBattlefield', args: { card } });
    expect(events.map((event) => event.type)).toEqual(['gameAction', 'moved', 'marker']);
    expect(history.state.zones['battlefield#0']).toEqual([card]);
    expect(history.state.cards[card]).toMatchObject({ tapped: false, faceDown: false, markers: [ACTION_STANDBY] });
    const again = history.perform({ type: 'game', seat: 0, action: 'putOntoBattlefield', args: { card } });
    expect(isRuleError(again) && again.rule).toBe('ACG 205-9');
    const unknown = history.perform({ type: 'game', seat: 0, action: 'putOntoBattlefield', args: { card: 'c999' } });
    expect(isRuleError(unknown) && unknown.message.en).toBe('card: there is no card c999');
  });

  it('ACG 204-8a: a presence card moved onto the battlefield by hand, from any zone, gets action standby, logged; a scene card none', () => {
    const history = sampleTable();
    goTo(history, 1, 'hunt');
    const animal = inHand(history, 0, ['animal']);
    const events = perform(history, { type: 'move', seat: 0, card: animal, to: { zone: 'battlefield', seat: 0 } });
    expect(events.map((event) => event.type)).toEqual(['moved', 'marker']);
    expect(events[1]).toMatchObject({ marker: ACTION_STANDBY, on: true });
    expect(history.state.cards[animal]!.markers).toEqual([ACTION_STANDBY]);
    // Back through the graveyard: a new object that enters again (611-2a), with action standby again.
    perform(history, { type: 'move', seat: 0, card: animal, to: { zone: 'graveyard', seat: 0 } });
    perform(history, { type: 'move', seat: 0, card: animal, to: { zone: 'battlefield', seat: 1 } });
    expect(history.state.zones['battlefield#1']).toEqual([animal]);
    expect(history.state.cards[animal]!.markers).toEqual([ACTION_STANDBY]);
    // A scene moved there anyway (611-1c warns, assisted mode) gets no marker.
    const scene = inHand(history, 0, ['scene', 'skill']);
    expect(perform(history, { type: 'move', seat: 0, card: scene, to: { zone: 'battlefield', seat: 0 } }).map((event) => event.type)).toEqual(['warning', 'moved']);
    expect(history.state.cards[scene]!.markers).toEqual([]);
  });

  it('ACG 611-1c: a scene or skill card moved onto the battlefield warns or is refused by mode; a territory card (not a non-presence card, 409.1) just moves', () => {
    expect(ruleText('acg', '611-1c')).toBe('非存在カード(409)は、戦場に移動することができません。');
    const assisted = sampleTable('assisted');
    goTo(assisted, 1, 'hunt');
    const scene = inHand(assisted, 0, ['scene', 'skill']);
    const warned = perform(assisted, { type: 'move', seat: 0, card: scene, to: { zone: 'battlefield', seat: 0 } });
    expect(warned.map((event) => event.type)).toEqual(['warning', 'moved']);
    expect(warned[0]).toMatchObject({ rule: 'ACG 611-1c', cards: [{ id: scene }], message: { en: 'a non-presence card (scene or skill) cannot move onto the battlefield' } });
    const strict = sampleTable('strict');
    goTo(strict, 1, 'hunt');
    const refused = inHand(strict, 0, ['scene', 'skill']);
    const name = strict.state.catalog[strict.state.cards[refused]!.key]!.name;
    const refusal = strict.perform({ type: 'move', seat: 0, card: refused, to: { zone: 'battlefield', seat: 0 } });
    expect(isRuleError(refusal) && refusal).toMatchObject({ rule: 'ACG 611-1c', message: { en: `${name}: a non-presence card (scene or skill) cannot move onto the battlefield` } });
    expect(hand(strict.state, 0)).toContain(refused);
    const territory = strict.state.zones['realm#0']![0]!;
    expect(perform(strict, { type: 'move', seat: 0, card: territory, to: { zone: 'battlefield', seat: 0 } }).map((event) => event.type)).toEqual(['moved']);
    expect(strict.state.zones['battlefield#0']).toContain(territory);
  });

  it('ACG 611-1b: a territory card moved into a hand or the basic deck warns, is refused or passes by mode; elsewhere it just moves', () => {
    expect(ruleText('acg', '611-1b')).toBe('領土カードや領土トークンは、基礎デッキや手札に移動することができません。');
    const territoryOf = (mode: Mode): { history: History; territory: string } => {
      const history = sampleTable(mode);
      goTo(history, 1, 'hunt');
      return { history, territory: history.state.zones['realm#0']![0]! };
    };
    const assisted = territoryOf('assisted');
    const name = assisted.history.state.catalog[assisted.history.state.cards[assisted.territory]!.key]!.name;
    const warned = perform(assisted.history, { type: 'move', seat: 0, card: assisted.territory, to: { zone: 'hand', seat: 0 } });
    expect(warned.map((event) => event.type)).toEqual(['warning', 'moved']);
    expect(warned[0]).toMatchObject({ rule: 'ACG 611-1b', cards: [{ id: assisted.territory, name }], message: { en: 'a territory card cannot move into the basic deck or a hand' } });
    expect(hand(assisted.history.state, 0)).toContain(assisted.territory);
    const strict = territoryOf('strict');
    for (const zone of ['hand', 'deck']) {
      const refusal = strict.history.perform({ type: 'move', seat: 0, card: strict.territory, to: { zone, seat: 0 } });
      expect(isRuleError(refusal) && refusal).toMatchObject({ rule: 'ACG 611-1b', message: { en: `${name}: a territory card cannot move into the basic deck or a hand` } });
    }
    expect(strict.history.state.zones['realm#0']).toEqual([strict.territory]);
    // The graveyard and the territory deck are no hand nor basic deck.
    expect(perform(strict.history, { type: 'move', seat: 0, card: strict.territory, to: { zone: 'graveyard', seat: 0 } }).map((event) => event.type)).toEqual(['moved']);
    const free = territoryOf('free');
    expect(perform(free.history, { type: 'move', seat: 0, card: free.territory, to: { zone: 'hand', seat: 0 } }).map((event) => event.type)).toEqual(['moved']);
  });

  it('ACG 1007.2: the night-watch phase removes the damage of every player’s presences and territories, nothing else', () => {
    expect(ruleText('acg', '1007.2')).toContain('戦場のすべての存在および領地のすべての領土から、すべてのダメージを取り除きます');
    const history = sampleTable();
    const own = deploy(history, 0);
    const theirs = deploy(history, 1);
    goTo(history, 1, 'hunt');
    const territory = history.state.zones['realm#0']![0]!;
    const growing = hand(history.state, 0)[0]!;
    for (const card of [own, theirs, territory]) perform(history, { type: 'counter', seat: 0, card, name: 'damage', delta: 3 });
    perform(history, { type: 'counter', seat: 0, card: own, name: 'growth', delta: 1 });
    perform(history, { type: 'counter', seat: 0, card: growing, name: 'damage', delta: 1 });
    goTo(history, 1, 'nightWatch');
    for (const card of [own, theirs, territory]) expect(history.state.cards[card]!.counters).not.toHaveProperty('damage');
    expect(history.state.cards[own]!.counters).toEqual({ growth: 1 });
    // A card in the hand is neither a presence on the battlefield nor a territory in the realm.
    expect(history.state.cards[growing]!.counters).toEqual({ damage: 1 });
  });

  it('ACG 1007.3: with 7 or more cards the night watch asks for a discard to 6; leaving warns, is refused or passes by mode', () => {
    expect(ruleText('acg', '1007.3')).toBe('ターンプレイヤーの手札が7枚以上なら、6枚になるように任意のカードを捨てます。');
    const overTheLimit = (mode: Mode): History => {
      const history = table(mode);
      goTo(history, 1, 'sunset');
      perform(history, { type: 'draw', seat: 0, count: 2 });
      const due = step(history).find((event) => event.type === 'due');
      expect(due).toMatchObject({ target: 0, rule: 'ACG 1007.3', message: { en: 'Discard down to 6 cards in hand (1 more)' } });
      return history;
    };
    const assisted = overTheLimit('assisted');
    const warned = step(assisted);
    expect(warned.find((event) => event.type === 'warning')).toMatchObject({ rule: 'ACG 1007.3' });
    expect(at(assisted.state)).toBe('2/1/wake');

    const strict = overTheLimit('strict');
    const refused = strict.perform({ type: 'advance', seat: 0 });
    expect(isRuleError(refused) && refused.rule).toBe('ACG 1007.3');
    perform(strict, { type: 'move', seat: 0, card: hand(strict.state, 0)[0]!, to: { zone: 'graveyard' } });
    step(strict);
    expect(at(strict.state)).toBe('2/1/wake');

    const free = overTheLimit('free');
    expect(step(free).some((event) => event.type === 'warning')).toBe(false);

    // Six cards are within the limit: nothing is due.
    const six = table();
    goTo(six, 1, 'sunset');
    perform(six, { type: 'draw', seat: 0, count: 1 });
    expect(step(six).some((event) => event.type === 'due')).toBe(false);
  });

  it('ACG 1206.1: a player at 0 life loses, at 1 does not; undo takes the loss back', () => {
    expect(ruleText('acg', '1206.1')).toContain('自身のライフが現在0点になっているプレイヤーは、ルール処理によって敗北します');
    const history = table();
    step(history);
    perform(history, { type: 'life', seat: 0, target: 1, delta: -19 });
    expect(history.state.seats[1]!.lost).toBeNull();
    const events = perform(history, { type: 'life', seat: 0, target: 1, delta: -1 });
    expect(events.find((event) => event.type === 'lost')).toMatchObject({ target: 1, rule: 'ACG 1206.1' });
    history.undo();
    expect(history.state.seats[1]!.lost).toBeNull();
    expect(history.state.seats[1]!.life).toBe(1);
  });

  it('ACG 207-4c: a life change past 0 stops at 0, logged as the change it made, and the loss check fires at 0', () => {
    expect(ruleText('acg', '207-4c')).toContain('ライフは0未満にはなりません');
    const history = sampleTable();
    step(history);
    perform(history, { type: 'life', seat: 0, target: 1, delta: -17 });
    const events = perform(history, { type: 'life', seat: 0, target: 1, delta: -8 });
    expect(events.find((event) => event.type === 'life')).toMatchObject({ target: 1, delta: -3, total: 0 });
    expect(events.find((event) => event.type === 'lost')).toMatchObject({ target: 1, rule: 'ACG 1206.1' });
    expect(history.state.seats[1]!.life).toBe(0);
    // A gain from 0 counts from 0, not from below it.
    perform(history, { type: 'life', seat: 0, target: 1, delta: 2 });
    expect(history.state.seats[1]!.life).toBe(2);
  });

  it('ACG 1206.1 (example): when both players are at 0 life together, rule processing loses the turn player only', () => {
    expect(ruleText('acg', '1206.1')).toContain('お互いのプレイヤーのライフが同時に0点になった場合');
    expect(ruleText('acg', '1206.1')).toContain('最初にターンプレイヤーからルール処理を行うため、ターンプレイヤーが敗北します');
    const seat = { life: 0, zones: { deck: madeUpCards('b', 5) } };
    const board = { version: 1, game: 'acg', turn: { number: 4, activeSeat: 1, step: 'hunt' }, seats: [seat, seat] };
    const history = startScenario(acg, readScenario(JSON.stringify(board), games));
    const events = perform(history, { type: 'flipCoin', seat: 0 });
    expect(events.filter((event) => event.type === 'lost')).toMatchObject([{ target: 1, rule: 'ACG 1206.1' }]);
    expect(outcome(history.state)).toEqual({ over: true, winners: [0] });
  });

  it('ACG 1206.2: drawing from an empty basic deck loses, at the replenish phase as by an effect; an empty deck alone does not', () => {
    expect(ruleText('acg', '1206.2')).toContain('自身の基礎デッキが0枚の状況で、何らかのルール・効果により1枚以上の『カードを引く』処理を行う必要があり');
    const history = table();
    step(history);
    perform(history, { type: 'moveTop', seat: 1, from: { zone: 'deck' }, count: 35, to: { zone: 'graveyard' } });
    expect(history.state.seats[1]!.lost).toBeNull();
    goTo(history, 2, 'replenish');
    expect(history.state.seats[1]!.lost).toBe('ACG 1206.2');
    expect(losses(history)).toHaveLength(1);
    history.undo();
    expect(history.state.seats[1]!.lost).toBeNull();
    // An effect's draw of more than the deck holds is the same loss (205-2b: N draws are N single draws).
    const short = table();
    step(short);
    perform(short, { type: 'moveTop', seat: 0, from: { zone: 'deck' }, count: 34, to: { zone: 'graveyard' } });
    const events = perform(short, { type: 'draw', seat: 0, count: 2 });
    expect(events.find((event) => event.type === 'lost')).toMatchObject({ target: 0, rule: 'ACG 1206.2' });
  });

  it('ACG 1004.1: undo of the replenish phase takes back the draw and the territory together', () => {
    const history = table();
    goTo(history, 2, 'preparation');
    const before = history.state;
    step(history);
    expect([count(history.state, 'hand#1'), count(history.state, 'realm#1')]).toEqual([6, 1]);
    history.undo();
    expect(history.state).toEqual(before);
    history.redo();
    expect(at(history.state)).toBe('2/1/replenish');
  });
});

describe('ACG 104.6: the opening hand’s 2 cards for the bottom, a decision per seat', () => {
  const fresh = (mode: Mode, options: { firstPlayer?: number; goldfish?: boolean; dummy?: boolean } = {}): History =>
    startTable(acg, {
      seed: 31,
      decks: options.goldfish ? [sampleDeck('acg')] : [sampleDeck('acg'), sampleDeck('acg')],
      mode,
      ...(options.firstPlayer === undefined ? {} : { firstPlayer: options.firstPlayer }),
      ...(options.dummy ? { dummy: {} } : {}),
    });
  const bottom = (history: History, seat: number, card: string) => history.perform({ type: 'game', seat, action: 'putOnBottom', args: { card } });

  it('ACG 104.6: on the sample decks the first player chooses first, then the second; each sees only their own offers', () => {
    expect(ruleText('acg', '104.6')).toContain('先攻のプレイヤーが自身の手札2枚を選んで基礎デッキの下に任意の順で置きます');
    const history = fresh('strict', { firstPlayer: 1 });
    expect(history.state.decisions.map(({ seat, kind, picks }) => `${seat} ${kind} ${picks}`)).toEqual(['1 bottom 2', '0 bottom 2']);
    expect([view(history.state, 0).toAct, view(history.state, 1).toAct]).toEqual([1, 1]);
    // Seat 0 sees that seat 1 decides, not seat 1's hand; seat 1 sees its own 7 offers and not seat 0's.
    expect(view(history.state, 0).decisions.map((decision) => decision.cards.length)).toEqual([0, 7]);
    expect(view(history.state, 1).decisions.map((decision) => decision.cards)).toEqual([hand(history.state, 1), []]);
    const early = bottom(history, 0, hand(history.state, 0)[0]!);
    expect(isRuleError(early) && early.rule).toBe('ACG 104.6');
    const leave = history.perform({ type: 'advance', seat: 1 });
    expect(isRuleError(leave) && leave.rule).toBe('ACG 104.6');
    const [first, second] = [hand(history.state, 1)[6]!, hand(history.state, 1)[2]!];
    const events = perform(history, { type: 'game', seat: 1, action: 'putOnBottom', args: { card: first } });
    expect(events.map((event) => event.type)).toEqual(['gameAction', 'decisionAnswered', 'moved']);
    expect(history.state.decisions[0]).toMatchObject({ seat: 1, picks: 1, cards: hand(history.state, 1) });
    perform(history, { type: 'game', seat: 1, action: 'putOnBottom', args: { card: second } });
    expect(history.state.zones['deck#1']!.slice(-2)).toEqual([first, second]);
    expect(view(history.state, 0).toAct).toBe(0);
    for (const card of hand(history.state, 0).slice(0, 2)) perform(history, { type: 'game', seat: 0, action: 'putOnBottom', args: { card } });
    expect([history.state.decisions, count(history.state, 'hand#0'), count(history.state, 'hand#1')]).toEqual([[], 5, 5]);
    step(history);
    expect(at(history.state)).toBe('1/1/wake');
  });

  it('ACG 104.6: the second player choosing before the first warns in assisted mode and goes through', () => {
    const history = fresh('assisted');
    const card = hand(history.state, 1)[0]!;
    const events = perform(history, { type: 'game', seat: 1, action: 'putOnBottom', args: { card } });
    expect(events.find((event) => event.type === 'warning')).toMatchObject({ rule: 'ACG 104.6', message: { ja: 'デッキの下に置く2枚をプレイヤー1がまだ決めていません' } });
    expect(history.state.zones['deck#1']!.at(-1)).toBe(card);
  });

  it('ACG 104.6: in goldfish the player chooses, with or without a dummy, who has no hand and no decision', () => {
    for (const dummy of [false, true]) {
      const history = fresh('strict', { goldfish: true, dummy });
      expect(history.state.decisions.map(({ seat }) => seat)).toEqual([0]);
      const chosen = hand(history.state, 0).slice(1, 3);
      for (const card of chosen) perform(history, { type: 'game', seat: 0, action: 'putOnBottom', args: { card } });
      expect(history.state.zones['deck#0']!.slice(-2)).toEqual(chosen);
      expect(history.state.decisions).toEqual([]);
    }
  });
});

