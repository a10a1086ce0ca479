// FaB's own table actions on the real Cindra deck (pitch values and costs from the shipped FaB pack), in
// each rules mode: what they do to the table, the breaches each mode warns about, refuses or lets pass, and undo.
import { describe, expect, it } from 'vitest';
import { cindraDeck, toHand } from '../../../test/helpers/fab-deck';
import { goTo, perform, sameBreachByMode } from '../../../test/helpers/table';
import type { GameActionArgs, GameEvent } from '../../core/actions';
import { describe as describeEvent } from '../../core/describe';
import type { History } from '../../core/history';
import { startTable } from '../../core/setup';
import { type GameState } from '../../core/state';
import { isRuleError, type Mode, type RuleError } from '../../core/basics';
import { view } from '../../core/view';
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

/** The same breach in the three modes on a new table (test/helpers/table.ts). */
const byMode = (setUp: (history: History) => () => GameEvent[] | RuleError, rule: string): void => sameBreachByMode(table, setUp, rule);

describe('FaB pitch', () => {
  it('FaB 1.14.3: Throw Dagger (blue, pitch 3) goes from the hand to the pitch zone for 3 resource points', () => {
    // Free mode: a pitch outside a payment, as an effect may ask, goes through silently.
    const history = table('free');
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

describe('FaB actions, every one', () => {
  it('are labelled in Japanese and English and cite a FaB rule', () => {
    expect(fab.actions!.map((action) => action.id)).toEqual(['play', 'activate', 'defend', 'doneDefending', 'passPriority', 'closeChain', 'closeChainAsPhaseEnds', 'pitch', 'arsenal', 'pitchToBottom']);
    for (const action of fab.actions!) {
      expect([action.label.ja, action.label.en].every((label) => label.trim() !== ''), action.id).toBe(true);
      expect(action.rule, action.id).toMatch(/^FaB \d+(\.\d+[a-z]?)+$/);
    }
  });

  it('a missing or unknown card, or a bad cost, is refused naming the argument, in every mode', () => {
    for (const mode of ['free', 'assisted', 'strict'] as const) {
      const history = table(mode);
      for (const action of ['pitch', 'arsenal', 'play', 'activate', 'defend']) {
        expect(game(history, 0, action, {}), `${mode} ${action}`).toEqual({ rule: null, message: { ja: 'card: カード undefined はありません', en: 'card: there is no card undefined' } });
        expect(game(history, 0, action, { card: 'c9999' })).toMatchObject({ rule: null, message: { en: 'card: there is no card c9999' } });
      }
      const refused = game(history, 0, 'play', { card: history.state.zones['hand#0']![0]!, cost: -1 });
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
    undone(0, 'activate', { card: equippedIn(history.state, 'weapon1#0'), cost: 1 });
    undone(1, 'defend', { card: equippedIn(history.state, 'head#1') });
    undone(1, 'defend', { card: history.state.zones['hand#1']![0]! });
    undone(1, 'doneDefending');
    undone(0, 'passPriority');
    undone(0, 'closeChain');
    goTo(history, 1, 'endArsenal');
    undone(0, 'arsenal', { card: history.state.zones['hand#0']![0]! });
  });
});
