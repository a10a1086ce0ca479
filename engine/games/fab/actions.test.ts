// FaB's own table actions on the real Cindra deck (pitch values and costs from the shipped FaB pack), in
// each rules mode: what they do to the table, the breaches each mode warns about, refuses or lets pass, and undo.
import { describe, expect, it } from 'vitest';
import { cindraDeck, toHand } from '../../../test/helpers/fab-deck';
import { goTo, perform } from '../../../test/helpers/table';
import type { GameActionArgs, GameEvent } from '../../core/actions';
import { describe as describeEvent } from '../../core/describe';
import type { History } from '../../core/history';
import { startTable } from '../../core/setup';
import { type GameState } from '../../core/state';
import { isRuleError, type Mode, type RuleError } from '../../core/basics';
import { view } from '../../core/view';
import { DEFENDING } from './actions';
import { fab } from './index';
import { ACTION_POINTS, RESOURCE_POINTS } from './turns';

const deck = cindraDeck();
const table = (mode: Mode = 'assisted'): History => startTable(fab, { seed: 13, decks: [deck, deck], mode });

const game = (history: History, seat: number, action: string, args: GameActionArgs = {}): GameEvent[] | RuleError =>
  history.perform({ type: 'game', seat, action, args });
/** The game action, which must go through. */
const act = (history: History, seat: number, action: string, args: GameActionArgs = {}): GameEvent[] => perform(history, { type: 'game', seat, action, args });

const types = (events: GameEvent[] | RuleError): string[] | RuleError => (isRuleError(events) ? events : events.map((event) => event.type));
const warnings = (events: GameEvent[]): string[] => events.flatMap((event) => (event.type === 'warning' ? [event.rule] : []));
const points = (state: GameState, seat: number): number[] => [ACTION_POINTS, RESOURCE_POINTS].map((name) => state.seats[seat]!.resources[name] ?? 0);
const keys = (state: GameState, zone: string): string[] => state.zones[zone]!.map((id) => state.cards[id]!.key);
const equippedIn = (state: GameState, zone: string): string => state.zones[zone]![0]!;

/** The same breach in the three modes: assisted warns with the rule and goes on, strict refuses, free goes on silently. */
function byMode(setUp: (history: History) => () => GameEvent[] | RuleError, rule: string): void {
  const assisted = setUp(table('assisted'))();
  expect(isRuleError(assisted) ? assisted : warnings(assisted)).toContain(rule);
  const strict = setUp(table('strict'))();
  expect(isRuleError(strict) && strict.rule).toBe(rule);
  const free = setUp(table('free'))();
  expect(isRuleError(free) ? free : warnings(free)).toEqual([]);
}

describe('FaB pitch', () => {
  it('FaB 1.14.3: Throw Dagger (blue, pitch 3) goes from the hand to the pitch zone for 3 resource points', () => {
    const history = table();
    const dagger = toHand(history, 0, 'Throw Dagger');
    const events = act(history, 0, 'pitch', { card: dagger });
    expect(types(events)).toEqual(['gameAction', 'moved', 'resource']);
    expect(history.state.zones['pitch#0']).toEqual([dagger]);
    expect(points(history.state, 0)).toEqual([0, 3]);
    // Ignite is red: one more point.
    act(history, 0, 'pitch', { card: toHand(history, 0, 'Ignite') });
    expect(keys(history.state, 'pitch#0')).toEqual(['Throw Dagger', 'Ignite']);
    expect(points(history.state, 0)).toEqual([0, 4]);
    expect(describeEvent(events[0]!, 'en', 1, history.rules)).toBe('Player 1: Pitch (FaB 1.14.3)');
    expect(describeEvent(events[0]!, 'ja', 1, history.rules)).toBe('プレイヤー1：ピッチ（FaB 1.14.3）');
  });

  it('FaB 4.4.3c: the pitch zone goes to the bottom of the deck in the order the player lists, which the log does not tell', () => {
    const history = table();
    const pitched = ['Throw Dagger', 'Ignite', 'Snatch'].map((key) => {
      const card = toHand(history, 0, key);
      act(history, 0, 'pitch', { card });
      return card;
    });
    const order = [pitched[2]!, pitched[0]!, pitched[1]!];
    const events = act(history, 0, 'pitchToBottom', { order });
    expect(history.state.zones['deck#0']!.slice(-3)).toEqual(order);
    expect(history.state.zones['pitch#0']).toEqual([]);
    // Both players saw the cards pitched; the sentence names them by name, not in the order they now lie.
    const moved = events.find((event) => event.type === 'moved')!;
    expect(describeEvent(moved, 'en', 1, history.rules)).toBe("Player 1 puts Ignite, Snatch and Throw Dagger on the bottom of Player 1's deck");
    const refused = game(history, 0, 'pitchToBottom', { order: [pitched[0]!] });
    expect(isRuleError(refused) && refused.message.en).toBe('order: list each card of your pitch zone exactly once');
  });

  it('FaB 1.14.3a: a card without a pitch value (a Kunai taken into the hand) breaches by mode and gains nothing', () => {
    byMode((history) => {
      const kunai = equippedIn(history.state, 'weapon2#0');
      perform(history, { type: 'move', seat: 0, card: kunai, to: { zone: 'hand' } });
      return () => {
        const events = game(history, 0, 'pitch', { card: kunai });
        if (!isRuleError(events)) {
          expect(history.state.zones['pitch#0']).toEqual([kunai]);
          expect(points(history.state, 0)).toEqual([0, 0]);
        }
        return events;
      };
    }, 'FaB 1.14.3a');
  });

  it('FaB 1.14.3: a card from elsewhere than the hand breaches by mode', () => {
    byMode((history) => () => game(history, 0, 'pitch', { card: history.state.zones['deck#0']![0]! }), 'FaB 1.14.3');
  });
});

describe('FaB arsenal', () => {
  it('FaB 4.4.3b: in the end phase the turn player puts a card from hand face down into the arsenal; only its owner sees it', () => {
    const history = table();
    goTo(history, 1, 'endArsenal');
    const card = history.state.zones['hand#0']![0]!;
    expect(types(act(history, 0, 'arsenal', { card }))).toEqual(['gameAction', 'moved']);
    expect(history.state.zones['arsenal#0']).toEqual([card]);
    expect(history.state.cards[card]!.faceDown).toBe(true);
    expect(history.state.turn.used).toEqual({ arsenal: 1 });
    const arsenal = (seat: number) => view(history.state, seat).zones.find((zone) => zone.key === 'arsenal#0')!.cards[0]!;
    expect(arsenal(0).key).toBe(history.state.cards[card]!.key);
    expect(arsenal(1).key).toBeNull();
  });

  it('FaB 4.4.3b: arsenaling outside the end phase breaches by mode', () => {
    byMode((history) => {
      goTo(history, 1, 'action');
      return () => game(history, 0, 'arsenal', { card: history.state.zones['hand#0']![0]! });
    }, 'FaB 4.4.3b');
  });

  it('FaB 4.4.3b: only the turn player arsenals, from the hand', () => {
    byMode((history) => {
      goTo(history, 1, 'endArsenal');
      return () => game(history, 1, 'arsenal', { card: history.state.zones['hand#1']![0]! });
    }, 'FaB 4.4.3b');
    byMode((history) => {
      goTo(history, 1, 'endArsenal');
      return () => game(history, 0, 'arsenal', { card: history.state.zones['deck#0']![0]! });
    }, 'FaB 4.4.3b');
  });

  it('FaB 3.3.2: a full arsenal takes no second card (the zone’s capacity), also past the one arsenal a turn', () => {
    const setUp = (history: History) => {
      goTo(history, 1, 'endArsenal');
      act(history, 0, 'arsenal', { card: history.state.zones['hand#0']![0]! });
      return () => game(history, 0, 'arsenal', { card: history.state.zones['hand#0']![0]! });
    };
    byMode(setUp, 'FaB 3.3');
    const assisted = setUp(table())() as GameEvent[];
    expect(warnings(assisted).sort()).toEqual(['FaB 3.3', 'FaB 4.4.3b']);
  });
});

describe('FaB attack, defend and closing the chain', () => {
  it('FaB 7.2.2 / 5.1.6b: an attack from the hand joins the combat chain and costs the action point', () => {
    const history = table();
    goTo(history, 1, 'action');
    const ignite = toHand(history, 0, 'Ignite');
    const events = act(history, 0, 'attack', { card: ignite });
    expect(types(events)).toEqual(['gameAction', 'moved', 'resource']);
    expect(history.state.zones.combatChain).toEqual([ignite]);
    expect(points(history.state, 0)).toEqual([0, 0]);
    expect(describeEvent(events[0]!, 'en', 1, history.rules)).toBe('Player 1: Attack (FaB 7.2.2)');
  });

  it('FaB 5.1.6b: attacking without an action point breaches by mode; no point goes below 0', () => {
    byMode((history) => {
      goTo(history, 1, 'action');
      act(history, 0, 'attack', { card: toHand(history, 0, 'Ignite') });
      const second = toHand(history, 0, 'Snatch');
      return () => {
        const events = game(history, 0, 'attack', { card: second });
        if (!isRuleError(events)) expect(points(history.state, 0)).toEqual([0, 0]);
        return events;
      };
    }, 'FaB 5.1.6b');
    // The non-turn player has no action point either.
    byMode((history) => {
      goTo(history, 1, 'action');
      return () => game(history, 1, 'attack', { card: history.state.zones['hand#1']![0]! });
    }, 'FaB 5.1.6b');
  });

  it('FaB 5.1.7a: the card’s cost is paid from resource points; what cannot be paid stays unpaid', () => {
    const history = table();
    goTo(history, 1, 'action');
    act(history, 0, 'pitch', { card: toHand(history, 0, 'Throw Dagger') });
    // Breaking Point costs 1.
    act(history, 0, 'attack', { card: toHand(history, 0, 'Breaking Point') });
    expect(points(history.state, 0)).toEqual([0, 2]);
    byMode((other) => {
      goTo(other, 1, 'action');
      // Rally the Coast Guard costs 3, with no resource points.
      const rally = toHand(other, 0, 'Rally the Coast Guard');
      return () => {
        const events = game(other, 0, 'attack', { card: rally });
        if (!isRuleError(events)) expect(points(other.state, 0)).toEqual([0, 0]);
        return events;
      };
    }, 'FaB 5.1.7a');
  });

  it('FaB 5.1.1a: a card attacks from the arsenal too, face up on the chain; from elsewhere it breaches by mode', () => {
    const history = table();
    goTo(history, 1, 'endArsenal');
    const card = toHand(history, 0, 'Ignite');
    act(history, 0, 'arsenal', { card });
    goTo(history, 3, 'action');
    act(history, 0, 'attack', { card });
    expect(history.state.zones.combatChain).toEqual([card]);
    expect(history.state.cards[card]!.faceDown).toBe(false);
    byMode((other) => {
      goTo(other, 1, 'action');
      return () => game(other, 0, 'attack', { card: other.state.zones['deck#0']![0]! });
    }, 'FaB 5.1.1a');
  });

  it('FaB 7.2.2b / 7.7.5: a weapon attacks from the chain and goes back to its zone when it closes, with its counters (3.0.9)', () => {
    const history = table();
    goTo(history, 1, 'action');
    const kunai = equippedIn(history.state, 'weapon2#0');
    perform(history, { type: 'counter', seat: 0, card: kunai, name: '+1 power', delta: 1 });
    act(history, 0, 'pitch', { card: toHand(history, 0, 'Ignite') });
    // The Kunai's attack costs 1 (its text), passed as `cost`.
    act(history, 0, 'attack', { card: kunai, cost: 1 });
    expect(history.state.zones['weapon2#0']).toEqual([]);
    expect(history.state.zones.combatChain).toEqual([kunai]);
    expect(history.state.cards[kunai]).toMatchObject({ counters: { '+1 power': 1 }, markers: ['equipped:weapon2'] });
    expect(points(history.state, 0)).toEqual([0, 0]);
    act(history, 0, 'closeChain');
    expect(history.state.zones['weapon2#0']).toEqual([kunai]);
    expect(history.state.cards[kunai]).toMatchObject({ counters: { '+1 power': 1 }, markers: [] });
    expect(history.state.zones.combatChain).toEqual([]);
  });

  it('FaB 7.3.2a / 7.7.6: the attacked player defends from hand and with equipment; closing sends each card to its owner', () => {
    const history = table();
    goTo(history, 1, 'action');
    const ignite = toHand(history, 0, 'Ignite');
    act(history, 0, 'attack', { card: ignite });
    const block = history.state.zones['hand#1']![0]!;
    const vest = equippedIn(history.state, 'chest#1');
    perform(history, { type: 'counter', seat: 1, card: vest, name: '-1 defense', delta: 1 });
    perform(history, { type: 'tap', seat: 1, card: vest, tapped: true });
    expect(types(act(history, 1, 'defend', { card: block }))).toEqual(['gameAction', 'moved', 'marker']);
    act(history, 1, 'defend', { card: vest });
    expect(history.state.zones.combatChain).toEqual([ignite, block, vest]);
    expect(history.state.cards[block]!.markers).toEqual([DEFENDING]);
    expect(history.state.cards[vest]).toMatchObject({ counters: { '-1 defense': 1 }, tapped: true, markers: [DEFENDING, 'equipped:chest'] });
    expect(history.state.zones['chest#1']).toEqual([]);
    act(history, 0, 'closeChain');
    expect(history.state.zones.combatChain).toEqual([]);
    expect(history.state.zones['graveyard#0']).toEqual([ignite]);
    expect(history.state.zones['graveyard#1']).toEqual([block]);
    expect(history.state.zones['chest#1']).toEqual([vest]);
    expect(history.state.cards[vest]).toMatchObject({ counters: { '-1 defense': 1 }, tapped: true, markers: [] });
  });

  it('FaB 7.3.2a: defending with no attack on the chain, as the turn player, or from the deck breaches by mode', () => {
    byMode((history) => {
      goTo(history, 1, 'action');
      return () => game(history, 1, 'defend', { card: history.state.zones['hand#1']![0]! });
    }, 'FaB 7.3.2a');
    const attacked = (history: History) => {
      goTo(history, 1, 'action');
      act(history, 0, 'attack', { card: toHand(history, 0, 'Ignite') });
    };
    byMode((history) => {
      attacked(history);
      return () => game(history, 0, 'defend', { card: history.state.zones['hand#0']![0]! });
    }, 'FaB 7.3.2a');
    byMode((history) => {
      attacked(history);
      return () => game(history, 1, 'defend', { card: history.state.zones['deck#1']![0]! });
    }, 'FaB 7.3.2a');
  });

  it('closing an empty chain changes nothing on the table', () => {
    const history = table();
    const before = history.state.zones;
    expect(types(act(history, 0, 'closeChain'))).toEqual(['gameAction']);
    expect(history.state.zones).toEqual(before);
  });
});

describe('FaB actions, every one', () => {
  it('are labelled in Japanese and English and cite a FaB rule', () => {
    expect(fab.actions!.map((action) => action.id)).toEqual(['pitch', 'arsenal', 'attack', 'defend', 'pitchToBottom', 'closeChain']);
    for (const action of fab.actions!) {
      expect([action.label.ja, action.label.en].every((label) => label.trim() !== ''), action.id).toBe(true);
      expect(action.rule, action.id).toMatch(/^FaB \d+(\.\d+[a-z]?)+$/);
    }
  });

  it('a missing or unknown card, or a bad cost, is refused naming the argument, in every mode', () => {
    for (const mode of ['free', 'assisted', 'strict'] as const) {
      const history = table(mode);
      for (const action of ['pitch', 'arsenal', 'attack', 'defend']) {
        expect(game(history, 0, action, {}), `${mode} ${action}`).toEqual({ rule: null, message: { ja: 'card: カード undefined はありません', en: 'card: there is no card undefined' } });
        expect(game(history, 0, action, { card: 'c9999' })).toMatchObject({ rule: null, message: { en: 'card: there is no card c9999' } });
      }
      const refused = game(history, 0, 'attack', { card: history.state.zones['hand#0']![0]!, cost: -1 });
      expect(refused).toEqual({ rule: null, message: { ja: 'cost: 0 以上の整数にしてください', en: 'cost: must be a whole number ≥ 0' } });
    }
  });

  it('undo takes each action back whole', () => {
    const history = table();
    goTo(history, 1, 'action');
    const undone = (seat: number, action: string, args: GameActionArgs = {}): void => {
      const before = history.state;
      act(history, seat, action, args);
      expect(history.state).not.toEqual(before);
      history.undo();
      expect(history.state, action).toEqual(before);
      history.redo();
    };
    undone(0, 'pitch', { card: toHand(history, 0, 'Throw Dagger') });
    undone(0, 'attack', { card: equippedIn(history.state, 'weapon1#0'), cost: 1 });
    undone(1, 'defend', { card: equippedIn(history.state, 'head#1') });
    undone(1, 'defend', { card: history.state.zones['hand#1']![0]! });
    undone(0, 'closeChain');
    goTo(history, 1, 'endArsenal');
    undone(0, 'arsenal', { card: history.state.zones['hand#0']![0]! });
  });
});
