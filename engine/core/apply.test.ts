import { describe, expect, it } from 'vitest';
import { games } from '../games/registry';
import type { Action } from './actions';
import { createGame, type GameState } from './state';
import { ok, refused, TEST_RULES, testDeck, testGame } from './testing';
import { view } from './view';

const keysIn = (state: GameState, zone: string): string[] => state.zones[zone]!.map((id) => state.cards[id]!.key);

describe('createGame', () => {
  it('puts each deck list in its seat’s zones in list order, with ids in creation order', () => {
    const state = testGame();
    expect(keysIn(state, 'deck#0')).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10']);
    expect(state.zones['deck#1']![0]).toBe('c11');
    expect(state.zones['chain']).toEqual([]);
    expect(state.cards['c1']).toMatchObject({ key: 'a1', owner: 0, faceDown: true, location: { kind: 'zone', zone: 'deck#0' } });
    expect(state.seats).toEqual([
      { life: 20, resources: { mana: 0 }, conceded: false, lost: null, dummy: false },
      { life: 20, resources: { mana: 0 }, conceded: false, lost: null, dummy: false },
    ]);
    expect(state.mode).toBe('assisted');
  });

  it('rejects bad tables naming the field', () => {
    expect(() => createGame({ ...TEST_RULES, drawPile: 'chain' }, { seed: 1, decks: [testDeck('a', 1)], life: null })).toThrow(/drawPile: "chain"/);
    expect(() => createGame(TEST_RULES, { seed: 1, decks: [], life: null })).toThrow(/decks: a table has 1 or 2 seats, not 0/);
    expect(() => createGame(TEST_RULES, { seed: 1, decks: [{ cards: [{ key: 'x', name: 'X', count: 1, zone: 'moon' }] }], life: null })).toThrow(
      /decks\[0\]\.cards\[0\]\.zone: no zone "moon"/,
    );
  });
});

describe('apply', () => {
  it('never changes the state it is given', () => {
    const state = testGame();
    const copy = structuredClone(state);
    ok(state, { type: 'draw', seat: 0, count: 3 });
    ok(state, { type: 'shuffle', seat: 0, zone: { zone: 'deck' } });
    ok(state, { type: 'counter', seat: 0, card: 'c1', name: 'power', delta: 2 });
    expect(state).toEqual(copy);
  });

  it('draws from the top of the draw pile into the hand, face up, and draws what there is', () => {
    const { state, events } = ok(testGame(), { type: 'draw', seat: 1, count: 2 });
    expect(keysIn(state, 'hand#1')).toEqual(['b1', 'b2']);
    expect(keysIn(state, 'deck#1')).toHaveLength(8);
    expect(state.cards['c11']!.faceDown).toBe(false);
    expect(events).toEqual([
      {
        type: 'drew',
        seat: 1,
        requested: 2,
        cards: [
          { id: 'c11', key: 'b1', name: 'B 1', seenBy: [1] },
          { id: 'c12', key: 'b2', name: 'B 2', seenBy: [1] },
        ],
      },
    ]);
    const emptied = ok(state, { type: 'draw', seat: 1, count: 20 });
    expect(keysIn(emptied.state, 'hand#1')).toHaveLength(10);
    expect(emptied.events[0]).toMatchObject({ type: 'drew', requested: 20 });
    expect(emptied.events[0]!.cards).toHaveLength(8);
  });

  it('moves a card to the top, the bottom or a position, as a new object in the new zone', () => {
    let state = ok(testGame(), { type: 'moveTop', seat: 0, from: { zone: 'deck' }, count: 3, to: { zone: 'grave' } }).state;
    expect(keysIn(state, 'grave#0')).toEqual(['a1', 'a2', 'a3']);
    state = ok(state, { type: 'move', seat: 0, card: 'c4', to: { zone: 'grave', position: 'bottom' } }).state;
    state = ok(state, { type: 'move', seat: 0, card: 'c5', to: { zone: 'grave', position: 1 } }).state;
    expect(keysIn(state, 'grave#0')).toEqual(['a1', 'a5', 'a2', 'a3', 'a4']);
    expect(state.cards['c5']!.faceDown).toBe(false);
    state = ok(state, { type: 'tap', seat: 0, card: 'c5', tapped: true }).state;
    state = ok(state, { type: 'counter', seat: 0, card: 'c5', name: '+1', delta: 1 }).state;
    // Within the same zone it keeps its tapped state and counters; into another it loses them.
    state = ok(state, { type: 'move', seat: 0, card: 'c5', to: { zone: 'grave', position: 'top' } }).state;
    expect(state.cards['c5']).toMatchObject({ tapped: true, counters: { '+1': 1 } });
    state = ok(state, { type: 'flip', seat: 0, card: 'c5' }).state;
    state = ok(state, { type: 'move', seat: 0, card: 'c5', to: { zone: 'grave', position: 'bottom' } }).state;
    expect(state.cards['c5']!.faceDown).toBe(true);
    state = ok(state, { type: 'move', seat: 0, card: 'c5', to: { zone: 'battle' } }).state;
    expect(state.cards['c5']).toMatchObject({ tapped: false, counters: {}, location: { kind: 'zone', zone: 'battle#0' } });
    // A card goes to its owner's zone unless the seat is named; hidden zones take it face down.
    state = ok(state, { type: 'move', seat: 1, card: 'c5', to: { zone: 'shields' } }).state;
    expect(state.zones['shields#0']).toEqual(['c5']);
    expect(state.cards['c5']!.faceDown).toBe(true);
    state = ok(state, { type: 'move', seat: 1, card: 'c5', to: { zone: 'battle', seat: 1, faceDown: true } }).state;
    expect(state.zones['battle#1']).toEqual(['c5']);
    expect(state.cards['c5']!.faceDown).toBe(true);
  });

  it('moves several cards of one zone together in one event, in the given order; into a hidden zone the event lists them by name', () => {
    let state = ok(testGame(), { type: 'moveTop', seat: 0, from: { zone: 'deck' }, count: 3, to: { zone: 'grave' } }).state;
    const moved = ok(state, { type: 'moveCards', seat: 0, cards: ['c3', 'c1'], to: { zone: 'deck', position: 'bottom' } });
    state = moved.state;
    expect(state.zones['deck#0']!.slice(-2)).toEqual(['c3', 'c1']);
    expect(moved.events.map((event) => event.cards.map((card) => card.name))).toEqual([['A 1', 'A 3']]);
    const shown = ok(state, { type: 'moveCards', seat: 0, cards: ['c2'], to: { zone: 'battle' } }).events[0]!;
    expect(shown).toMatchObject({ type: 'moved', from: 'grave#0' });
    expect(refused(state, { type: 'moveCards', seat: 0, cards: ['c2', 'c4'], to: { zone: 'battle' } }).message.en).toBe('cards: choose cards of one zone');
    expect(refused(state, { type: 'moveCards', seat: 0, cards: ['c2', 'c2'], to: { zone: 'battle' } }).message.en).toBe('cards: a card is listed twice');
    expect(refused(state, { type: 'moveCards', seat: 0, cards: [], to: { zone: 'battle' } }).message.en).toBe('cards: no cards to move');
  });

  it('stacks cards under a host; they travel with it into public zones and spill after it into hidden ones', () => {
    let state = ok(testGame(), { type: 'moveTop', seat: 0, from: { zone: 'deck' }, count: 1, to: { zone: 'battle' } }).state;
    state = ok(state, { type: 'move', seat: 0, card: 'c2', to: { under: 'c1' } }).state;
    state = ok(state, { type: 'move', seat: 0, card: 'c3', to: { under: 'c2' } }).state;
    expect(state.cards['c1']!.attached).toEqual(['c2']);
    expect(state.cards['c3']!.location).toEqual({ kind: 'attached', host: 'c2' });
    expect(state.zones['deck#0']).not.toContain('c2');
    expect(refused(state, { type: 'move', seat: 0, card: 'c1', to: { under: 'c3' } }).message.en).toBe('to.under: a card cannot go under itself');
    state = ok(state, { type: 'move', seat: 0, card: 'c1', to: { zone: 'grave' } }).state;
    expect(state.zones['grave#0']).toEqual(['c1']);
    expect(state.cards['c1']!.attached).toEqual(['c2']);
    const spilled = ok(state, { type: 'move', seat: 0, card: 'c1', to: { zone: 'hand' } });
    expect(spilled.state.zones['hand#0']).toEqual(['c1', 'c2', 'c3']);
    expect(spilled.state.cards['c1']!.attached).toEqual([]);
    expect(spilled.state.cards['c2']!.attached).toEqual([]);
    expect(spilled.events[0]!.cards.map((card) => card.id)).toEqual(['c1', 'c2', 'c3']);
  });

  it('shuffles with the state’s PRNG: the same state shuffles the same way, and the rng moves on', () => {
    const state = testGame();
    const once = ok(state, { type: 'shuffle', seat: 0, zone: { zone: 'deck' } }).state;
    const again = ok(state, { type: 'shuffle', seat: 0, zone: { zone: 'deck' } }).state;
    expect(once.zones['deck#0']).toEqual(again.zones['deck#0']);
    expect([...once.zones['deck#0']!].sort()).toEqual([...state.zones['deck#0']!].sort());
    expect(once.zones['deck#0']).not.toEqual(state.zones['deck#0']);
    expect(once.rng).not.toEqual(state.rng);
    expect(ok(testGame(8), { type: 'shuffle', seat: 0, zone: { zone: 'deck' } }).state.zones['deck#0']).not.toEqual(once.zones['deck#0']);
  });

  it('looks at the top N and puts them back in the chosen order, some on the bottom', () => {
    let state = ok(testGame(), { type: 'look', seat: 0, zone: { zone: 'deck' }, count: 3 }).state;
    expect(state.looks).toEqual([{ seat: 0, zone: 'deck#0', cards: ['c1', 'c2', 'c3'] }]);
    expect(refused(state, { type: 'putBack', seat: 0, top: ['c1', 'c2'] }).message.en).toBe('top, bottom: list each looked-at card exactly once');
    expect(refused(state, { type: 'putBack', seat: 1, top: [] }).message.en).toBe('There are no looked-at cards to put back');
    state = ok(state, { type: 'putBack', seat: 0, top: ['c3', 'c1'], bottom: ['c2'] }).state;
    expect(keysIn(state, 'deck#0')).toEqual(['a3', 'a1', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10', 'a2']);
    expect(state.looks).toEqual([]);
  });

  it('searches a zone by key or by facts, and the searcher looks at what it found until the look ends', () => {
    const byKey = ok(testGame(), { type: 'search', seat: 0, zone: { zone: 'deck' }, filter: { keys: ['a4', 'b4'] } });
    expect(byKey.events[0]).toMatchObject({ type: 'searched', zone: 'deck#0', cards: [{ id: 'c4', key: 'a4', seenBy: [0] }] });
    const byFacts = ok(testGame(), { type: 'search', seat: 0, zone: { zone: 'deck' }, filter: { facts: { cost: 0, colors: 'fire' } } });
    expect(byFacts.state.looks[0]!.cards.map((id) => byFacts.state.cards[id]!.key)).toEqual(['a1', 'a7']);
    const ended = ok(byFacts.state, { type: 'endLook', seat: 0 }).state;
    expect(ended.looks).toEqual([]);
  });

  it('reveals cards to everyone until they move', () => {
    let state = ok(testGame(), { type: 'reveal', seat: 0, cards: ['c1'] }).state;
    expect(state.cards['c1']!.revealed).toBe(true);
    state = ok(state, { type: 'draw', seat: 0, count: 1 }).state;
    expect(state.cards['c1']!.revealed).toBe(false);
    expect(refused(state, { type: 'reveal', seat: 0, cards: ['c1', 'c99'] }).message.en).toBe('cards[1]: there is no card c99');
  });

  it('taps and untaps one card or a whole zone, reporting only the cards that changed', () => {
    let state = ok(testGame(), { type: 'moveTop', seat: 0, from: { zone: 'deck' }, count: 3, to: { zone: 'battle' } }).state;
    state = ok(state, { type: 'tap', seat: 0, card: 'c2', tapped: true }).state;
    const all = ok(state, { type: 'tapAll', seat: 0, zone: { zone: 'battle' }, tapped: true });
    expect(all.events[0]!.cards.map((card) => card.id)).toEqual(['c1', 'c3']);
    expect(all.state.zones['battle#0']!.every((id) => all.state.cards[id]!.tapped)).toBe(true);
    const none = ok(all.state, { type: 'tapAll', seat: 0, zone: { zone: 'battle' }, tapped: false }).state;
    expect(none.zones['battle#0']!.some((id) => none.cards[id]!.tapped)).toBe(false);
  });

  it('flips a card over and back', () => {
    let state = ok(testGame(), { type: 'moveTop', seat: 0, from: { zone: 'deck' }, count: 1, to: { zone: 'battle', faceDown: true } }).state;
    const up = ok(state, { type: 'flip', seat: 0, card: 'c1' });
    expect(up.state.cards['c1']!.faceDown).toBe(false);
    expect(up.events[0]).toMatchObject({ type: 'flipped', faceDown: false, cards: [{ seenBy: 'all' }] });
    state = ok(up.state, { type: 'flip', seat: 0, card: 'c1' }).state;
    expect(state.cards['c1']!.faceDown).toBe(true);
  });

  it('adds and removes named counters, never below zero, and sets and clears markers', () => {
    let state = ok(testGame(), { type: 'counter', seat: 0, card: 'c1', name: 'power', delta: 3 }).state;
    state = ok(state, { type: 'counter', seat: 0, card: 'c1', name: 'time', delta: 1 }).state;
    const removed = ok(state, { type: 'counter', seat: 0, card: 'c1', name: 'power', delta: -5 });
    expect(removed.state.cards['c1']!.counters).toEqual({ time: 1 });
    expect(removed.events[0]).toMatchObject({ type: 'counter', name: 'power', delta: -5, total: 0 });
    expect(refused(state, { type: 'counter', seat: 0, card: 'c1', name: '', delta: 1 }).message.en).toBe('name: the counter has no name');
    expect(refused(state, { type: 'counter', seat: 0, card: 'c1', name: 'x', delta: 0.5 }).message.en).toBe('delta: 0.5 is not a whole number');
    state = ok(state, { type: 'marker', seat: 0, card: 'c1', marker: 'frozen', on: true }).state;
    state = ok(state, { type: 'marker', seat: 0, card: 'c1', marker: 'frozen', on: true }).state;
    expect(state.cards['c1']!.markers).toEqual(['frozen']);
    expect(ok(state, { type: 'marker', seat: 0, card: 'c1', marker: 'frozen', on: false }).state.cards['c1']!.markers).toEqual([]);
  });

  it('creates tokens and cards with the next instance id', () => {
    const created = ok(testGame(), { type: 'create', seat: 1, key: 'tok', name: 'Goblin', token: true, to: { zone: 'battle' } });
    expect(created.state.zones['battle#1']).toEqual(['c21']);
    expect(created.state.cards['c21']).toMatchObject({ key: 'tok', owner: 1, token: true, faceDown: false });
    expect(created.state.catalog['tok']).toEqual({ name: 'Goblin', facts: {} });
    expect(created.state.nextCardNumber).toBe(22);
    const card = ok(created.state, { type: 'create', seat: 1, owner: 0, key: 'a1', name: 'ignored', token: false, to: { zone: 'deck', position: 'bottom' } });
    expect(card.state.zones['deck#0']!.at(-1)).toBe('c22');
    expect(card.state.catalog['a1']!.name).toBe('A 1');
  });

  it('changes life and resources of a seat', () => {
    let applied = ok(testGame(), { type: 'life', seat: 0, target: 1, delta: -3 });
    expect(applied.state.seats[1]!.life).toBe(17);
    expect(applied.events[0]).toMatchObject({ type: 'life', target: 1, delta: -3, total: 17 });
    applied = ok(applied.state, { type: 'resource', seat: 0, target: 0, name: 'mana', delta: 2 });
    expect(applied.state.seats[0]!.resources).toEqual({ mana: 2 });
    expect(refused(applied.state, { type: 'life', seat: 0, target: 2, delta: 1 }).message.en).toBe('target: there is no seat 2');
    const lifeless = createGame(TEST_RULES, { seed: 1, decks: [testDeck('a', 1)], life: null });
    expect(refused(lifeless, { type: 'life', seat: 0, target: 0, delta: 1 }).message).toEqual({
      ja: 'target: このゲームにはライフがありません',
      en: 'target: this game has no life total',
    });
  });

  it('rolls dice and flips coins from the PRNG, the same each time from the same state', () => {
    const state = testGame();
    const rolls = new Set<number>();
    let current = state;
    for (let index = 0; index < 60; index++) {
      const rolled = ok(current, { type: 'rollDie', seat: 0, sides: 6 });
      const event = rolled.events[0]!;
      if (event.type !== 'rolledDie') throw new Error('expected a die roll');
      rolls.add(event.result);
      current = rolled.state;
    }
    expect([...rolls].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ok(state, { type: 'rollDie', seat: 0, sides: 6 }).events).toEqual(ok(state, { type: 'rollDie', seat: 0, sides: 6 }).events);
    const coins = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const event = ok(testGame(seed), { type: 'flipCoin', seat: 0 }).events[0]!;
      if (event.type === 'flippedCoin') coins.add(event.result);
    }
    expect([...coins].sort()).toEqual(['heads', 'tails']);
    expect(refused(state, { type: 'rollDie', seat: 0, sides: 1 }).message.en).toBe('sides: 1 is not a whole number ≥ 2');
    expect(refused(state, { type: 'rollDie', seat: 0, sides: 1e21 }).message.en).toBe('sides: a die has at most 1000000 sides');
  });

  it('concedes, changes the mode and the turn fields', () => {
    expect(ok(testGame(), { type: 'concede', seat: 1 }).state.seats[1]!.conceded).toBe(true);
    expect(ok(testGame(), { type: 'setMode', seat: 0, mode: 'strict' }).state.mode).toBe('strict');
    const turned = ok(testGame(), { type: 'setTurn', seat: 0, turn: { number: 2, activeSeat: 1, phase: 'main' } }).state;
    expect(turned.turn).toEqual({ number: 2, activeSeat: 1, phase: 'main', step: null, used: {} });
    expect(refused(testGame(), { type: 'setTurn', seat: 0, turn: { activeSeat: 3 } }).message.en).toBe('turn.activeSeat: there is no seat 3');
    expect(refused(testGame(), { type: 'setTurn', seat: 0, turn: { phase: 3 as unknown as string } }).message.en).toBe('turn.phase: must be a string or null');
  });

  it('checks a zone’s capacity: nothing in free mode, a warning with the rule in assisted, a refusal in strict', () => {
    const one = ok(testGame(), { type: 'moveTop', seat: 0, from: { zone: 'deck' }, count: 1, to: { zone: 'arsenal' } }).state;
    const second: Action = { type: 'move', seat: 0, card: 'c2', to: { zone: 'arsenal' } };
    const message = { ja: 'アーセナルに置けるのは 1 枚までです（2 枚になります）', en: 'The arsenal holds at most 1 (it would hold 2)' };
    const warned = ok(one, second);
    expect(warned.state.zones['arsenal#0']).toEqual(['c2', 'c1']);
    expect(warned.events.at(-1)).toEqual({ type: 'warning', seat: 0, cards: [], rule: 'T 3.0', message });
    const free = ok({ ...one, mode: 'free' }, second);
    expect(free.events.map((event) => event.type)).toEqual(['moved']);
    expect(refused({ ...one, mode: 'strict' }, second)).toEqual({ rule: 'T 3.0', message });
  });

  it('refuses malformed actions naming the field', () => {
    const state = testGame();
    expect(refused(state, { type: 'nope', seat: 0 } as unknown as Action).message.en).toBe('type: nope is not an action');
    expect(refused(state, { type: 'draw', seat: 5, count: 1 }).message.en).toBe('seat: there is no seat 5');
    expect(refused(state, { type: 'draw', seat: 0, count: 0 }).message.en).toBe('count: 0 is not a whole number ≥ 1');
    expect(refused(state, { type: 'move', seat: 0, card: 'c0', to: { zone: 'grave' } }).message).toEqual({
      ja: 'card: カード c0 はありません',
      en: 'card: there is no card c0',
    });
    expect(refused(state, { type: 'move', seat: 0, card: 'c1', to: { zone: 'moon' } }).message.en).toBe('to.zone: there is no zone moon');
    expect(refused(state, { type: 'move', seat: 0, card: 'c1', to: { zone: 'grave', position: 3 } }).message.en).toBe(
      'to.position: position 3 is not from 0 to 0',
    );
    expect(refused(state, { type: 'setMode', seat: 0, mode: 'lenient' as 'free' }).rule).toBeNull();
    expect(refused(state, { type: 'move', seat: 0, card: 'c1' } as unknown as Action).message.en).toBe('to: no destination');
    const looking = ok(state, { type: 'look', seat: 0, zone: { zone: 'deck' }, count: 1 }).state;
    expect(refused(looking, { type: 'putBack', seat: 0, top: 'c1' } as unknown as Action).message.en).toBe('top, bottom: must be lists of cards');
  });
});

describe('the five games’ zone lists', () => {
  it('make tables that deal, draw and show a hand to its owner only', () => {
    for (const game of games) {
      const drawPile = game.zones.find((zone) => zone.owner === 'seat' && zone.visibility === 'hidden' && zone.ordered)!;
      const rules = { zones: game.zones, drawPile: drawPile.id, hand: 'hand' };
      let state = createGame(rules, { seed: 3, decks: [testDeck('a', 5), testDeck('b', 5)], life: 20 });
      state = ok(state, { type: 'shuffle', seat: 1, zone: { zone: drawPile.id } }).state;
      state = ok(state, { type: 'draw', seat: 1, count: 2 }).state;
      expect(state.zones['hand#1'], game.id).toHaveLength(2);
      expect(state.zones[`${drawPile.id}#1`], game.id).toHaveLength(3);
      const hand = (seat: number) => view(state, seat).zones.find((zone) => zone.key === 'hand#1')!.cards.map((card) => card.key);
      expect(hand(1).every((key) => key?.startsWith('b')), game.id).toBe(true);
      expect(hand(0), game.id).toEqual([null, null]);
    }
  });
});
