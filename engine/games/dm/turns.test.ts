// DM turn flow on a table set up from a real deck (DMD-19 of test/fixtures/data), driven by `advance`.
import { describe, expect, it } from 'vitest';
import { dmProductDeck } from '../../../test/helpers/table-decks';
import type { Action, GameEvent } from '../../core/actions';
import { advance, apply } from '../../core/apply';
import { describe as describeEvent } from '../../core/describe';
import type { History } from '../../core/history';
import { startTable } from '../../core/setup';
import { type GameState } from '../../core/state';
import { isRuleError, type Mode } from '../../core/basics';
import { dm } from './index';
import { setup } from './setup';

const deck = dmProductDeck('DMD-19');

/** Two seats after setup, seat 0 first. */
const table = (mode: Mode = 'assisted'): History => startTable(dm, { seed: 21, decks: [deck, deck], mode });

function perform(history: History, action: Action): GameEvent[] {
  const events = history.perform(action);
  if (isRuleError(events)) throw new Error(events.message.en);
  return events;
}

const step = (history: History): GameEvent[] => perform(history, { type: 'advance', seat: history.state.turn.activeSeat });

/** Advances until the turn and step are reached. */
function goTo(history: History, number: number, stepId: string): void {
  while (history.state.turn.number !== number || history.state.turn.step !== stepId) step(history);
}

const count = (state: GameState, key: string): number => state.zones[key]!.length;

describe('DM turn flow', () => {
  it('DM 500.1: the six steps in order, then the next seat’s turn', () => {
    const history = table();
    const seen = Array.from({ length: 7 }, () => {
      step(history);
      return `${history.state.turn.number}/${history.state.turn.activeSeat}/${history.state.turn.step}`;
    });
    expect(seen).toEqual(['1/0/turnStart', '1/0/draw', '1/0/manaCharge', '1/0/main', '1/0/attack', '1/0/turnEnd', '2/1/turnStart']);
    const [changed] = history.log().at(-1)!.events;
    expect(describeEvent(changed!, 'ja', 1, history.rules)).toBe('ターン2（プレイヤー2）：ターン開始ステップ');
    expect(describeEvent(changed!, 'en', 0, history.rules)).toBe('Turn 2 (Player 2): Turn start step');
  });

  it('DM 103.5: the first player skips the draw of turn 1; DM 502.1 the second player draws 1 on turn 2', () => {
    const history = table();
    goTo(history, 1, 'draw');
    expect([count(history.state, 'hand#0'), count(history.state, 'deck#0')]).toEqual([5, 30]);
    goTo(history, 2, 'draw');
    expect([count(history.state, 'hand#1'), count(history.state, 'deck#1')]).toEqual([6, 29]);
    goTo(history, 3, 'draw');
    expect([count(history.state, 'hand#0'), count(history.state, 'deck#0')]).toEqual([6, 29]);
  });

  it("DM 501.1: turn start untaps the turn player's battle-zone and mana-zone cards, not the opponent's", () => {
    const history = table();
    const [mana0] = history.state.zones['hand#0']!;
    const [battle0] = history.state.zones['hand#0']!.slice(1);
    const [battle1] = history.state.zones['hand#1']!;
    perform(history, { type: 'move', seat: 0, card: mana0!, to: { zone: 'mana' } });
    perform(history, { type: 'move', seat: 0, card: battle0!, to: { zone: 'battle' } });
    perform(history, { type: 'move', seat: 1, card: battle1!, to: { zone: 'battle' } });
    for (const card of [mana0!, battle0!, battle1!]) perform(history, { type: 'tap', seat: 0, card, tapped: true });
    const events = step(history);
    const tapped = (id: string): boolean => history.state.cards[id]!.tapped;
    expect([tapped(mana0!), tapped(battle0!), tapped(battle1!)]).toEqual([false, false, true]);
    expect(events.map((event) => event.type)).toEqual(['turnChanged', 'tapped']);
    expect(events[1]!.cards.map((card) => card.id).sort()).toEqual([mana0!, battle0!].sort());
    // The automatic result is a state like any other: the player can tap the card again by hand.
    perform(history, { type: 'tap', seat: 0, card: mana0!, tapped: true });
    expect(tapped(mana0!)).toBe(true);
  });

  it('DM 503.2: one mana charge per turn; a second warns in assisted mode, is refused in strict, passes in free', () => {
    const charge = (history: History, index: number): Action => ({ type: 'game', seat: 0, action: 'charge', args: { card: history.state.zones['hand#0']![index]! } });
    const kinds = (events: GameEvent[]): string[] => events.map((event) => event.type);
    const assisted = table();
    goTo(assisted, 1, 'manaCharge');
    expect(kinds(perform(assisted, charge(assisted, 0)))).not.toContain('warning');
    expect(count(assisted.state, 'mana#0')).toBe(1);
    const warned = perform(assisted, charge(assisted, 0));
    expect(warned.find((event) => event.type === 'warning')).toMatchObject({ rule: 'DM 503.2' });
    expect(assisted.state.turn.used).toEqual({ manaCharge: 2 });
    // The count starts again each turn.
    goTo(assisted, 2, 'manaCharge');
    expect(assisted.state.turn.used).toEqual({});

    const strict = table('strict');
    goTo(strict, 1, 'manaCharge');
    perform(strict, charge(strict, 0));
    const refused = strict.perform(charge(strict, 0));
    expect(isRuleError(refused) && refused.rule).toBe('DM 503.2');
    expect(count(strict.state, 'mana#0')).toBe(1);

    const free = table('free');
    goTo(free, 1, 'manaCharge');
    perform(free, charge(free, 0));
    expect(kinds(perform(free, charge(free, 0)))).not.toContain('warning');
    expect(count(free.state, 'mana#0')).toBe(2);
  });

  it('DM 104.2b: a player whose deck becomes empty loses at once, reported once as an event', () => {
    const history = table();
    step(history);
    const events = perform(history, { type: 'moveTop', seat: 1, from: { zone: 'deck', seat: 1 }, count: 29, to: { zone: 'graveyard', seat: 1 } });
    expect(events.some((event) => event.type === 'lost')).toBe(false);
    const emptied = perform(history, { type: 'moveTop', seat: 1, from: { zone: 'deck', seat: 1 }, count: 1, to: { zone: 'graveyard', seat: 1 } });
    const lost = emptied.find((event) => event.type === 'lost');
    expect(lost).toMatchObject({ target: 1, rule: 'DM 104.2b' });
    expect(history.state.seats[1]!.lost).toBe('DM 104.2b');
    expect(describeEvent(lost!, 'en', 0, history.rules)).toBe('Player 2 loses (DM 104.2b)');
    expect(describeEvent(lost!, 'ja', 0, history.rules)).toBe('プレイヤー2の敗北（DM 104.2b）');
    // The game ends at once (104.1): no step is taken after the loss, and undo still goes back.
    const after = history.perform({ type: 'advance', seat: 0 });
    expect(isRuleError(after) && after.rule).toBe('DM 104.1');
    expect(history.log().flatMap((entry) => entry.events).filter((event) => event.type === 'lost')).toHaveLength(1);
    history.goTo(2);
    expect(history.state.seats[1]!.lost).toBeNull();
  });

  it('undo of advance restores the step and the cards', () => {
    const history = table();
    goTo(history, 2, 'turnStart');
    const before = history.state;
    step(history);
    expect(count(history.state, 'hand#1')).toBe(6);
    history.undo();
    expect(history.state).toEqual(before);
    expect(history.state.turn.step).toBe('turnStart');
    expect(count(history.state, 'hand#1')).toBe(5);
    history.redo();
    expect(count(history.state, 'hand#1')).toBe(6);
  });

  it('advance(state) is the turn player’s advance action; a game without a turn structure refuses it', () => {
    const state = table().state;
    const moved = advance(state);
    expect(isRuleError(moved) ? null : moved.state.turn.step).toBe('turnStart');
    const withoutTurns = startTable({ ...dm, turns: undefined }, { seed: 1, decks: [deck] });
    const refused = apply(withoutTurns.state, { type: 'advance', seat: 0 });
    expect(isRuleError(refused) && refused.message.en).toBe('This game has no turn structure');
  });

  it('DM 502.1 / 103.5: the draw step runs the setup facts the deck statistics read', () => {
    const draw = dm.turns!.steps.find((candidate) => candidate.id === 'draw')!.work;
    expect(draw).toEqual([{ kind: 'turnDraw' }]);
    expect(table().rules.turnDraw).toEqual({ count: 1, upTo: false, firstTurn: { change: 'firstPlayerSkips', rule: 'DM 103.5' }, rule: setup.turnDraw.rule });
  });
});
