// PMV turn flow on a table set up from made-up decks of the right sizes (the reference data has no PMV decks), driven
// by `advance`, checked against the original Japanese rules (excerpts of pmv.txt in test/fixtures/rules).
import { describe, expect, it } from 'vitest';
import { ruleText } from '../../../test/helpers/rules';
import { at, count, goTo, losses, madeUpCards, perform, step } from '../../../test/helpers/table';
import type { Action } from '../../core/actions';
import type { History } from '../../core/history';
import { startTable, type SeatDeck } from '../../core/setup';
import { type GameState } from '../../core/state';
import { isRuleError, type Mode } from '../../core/basics';
import { view } from '../../core/view';
import { pmv } from './index';

const deck: SeatDeck = { sections: { main: madeUpCards('m', 50), side: madeUpCards('s', 10) } };

/** Two seats after setup (7 in hand, 43 in the deck each), seat 0 starting. */
const table = (mode: Mode = 'assisted'): History => startTable(pmv, { seed: 17, decks: [deck, deck], mode });

const hand = (state: GameState, seat: number): string[] => state.zones[`hand#${seat}`]!;

/** The seat's first hand card onto its field; returns the card. */
function toField(history: History, seat: number): string {
  const card = hand(history.state, seat)[0]!;
  perform(history, { type: 'move', seat, card, to: { zone: 'field' } });
  return card;
}

describe('PMV turn flow', () => {
  it('PMV 4.2.1: turn start, the five phases of 4.1.1 and turn end in order, then the next player’s turn', () => {
    const phases = ruleText('pmv', '4.1.1');
    const steps = pmv.turns!.steps;
    // 4.2.1.a–g name them in this order: ターン開始, アクティブフェイズ, …, ターン終了.
    steps.forEach((item, index) => {
      expect(item.label.ja.startsWith(ruleText('pmv', `4.2.1.${'abcdefg'[index]}`)), item.id).toBe(true);
      expect(phases).toContain(item.label.ja);
    });
    const history = table();
    const seen = Array.from({ length: 15 }, () => {
      step(history);
      return at(history.state);
    });
    const turn = (prefix: string): string[] => steps.map((item) => `${prefix}/${item.id}`);
    expect(seen).toEqual([...turn('1/0'), ...turn('2/1'), '3/0/turnStart']);
    expect(steps.map((item) => item.id)).toEqual(['turnStart', 'active', 'maintenance', 'draw', 'main', 'discard', 'turnEnd']);
    // Node set, plays and attacks belong to the main phase (1.8.2.a, 5.4.1); it has no rule action (4.7.3).
    expect(ruleText('pmv', '4.7.3')).toBe('メインフェイズの規定の効果は存在しない。');
    expect(pmv.turns!.mainStep).toBe('main');
  });

  it('PMV 1.2.8: the starting player skips the first draw; PMV 4.6.1.a the other draws 1 on turn 2', () => {
    expect(ruleText('pmv', '4.6.3')).toBe('開始プレイヤーの最初のターンに限りドローフェイズの規定の効果は解決されない。');
    expect(ruleText('pmv', '4.6.1.a')).toContain('ターンプレイヤーは1ドローする');
    const history = table();
    goTo(history, 1, 'draw');
    expect([count(history.state, 'hand#0'), count(history.state, 'deck#0')]).toEqual([7, 43]);
    goTo(history, 2, 'draw');
    expect([count(history.state, 'hand#1'), count(history.state, 'deck#1')]).toEqual([8, 42]);
    goTo(history, 3, 'draw');
    expect([count(history.state, 'hand#0'), count(history.state, 'deck#0')]).toEqual([8, 42]);
  });

  it('PMV 4.4.1.a: the active phase wakes the turn player’s field, not their nodes and not the other field', () => {
    expect(ruleText('pmv', '4.4.1.a')).toContain('ターンプレイヤーの場のカードを全てアクティブ状態にする');
    const history = table();
    goTo(history, 1, 'main');
    const character = toField(history, 0);
    const node = hand(history.state, 0)[0]!;
    perform(history, { type: 'move', seat: 0, card: node, to: { zone: 'node' } });
    const theirs = toField(history, 1);
    for (const card of [character, node, theirs]) perform(history, { type: 'tap', seat: 0, card, tapped: true });
    goTo(history, 2, 'active');
    expect([character, node, theirs].map((card) => history.state.cards[card]!.tapped)).toEqual([true, true, false]);
    goTo(history, 3, 'active');
    expect([character, node].map((card) => history.state.cards[card]!.tapped)).toEqual([false, true]);
  });

  it('PMV 3.5.2 / 3.5.3: a node’s state is plain to every player, its card to its owner only', () => {
    expect(ruleText('pmv', '3.5.2')).toContain('カードの状態が全てのプレイヤーから明らかであるように');
    const history = table();
    goTo(history, 1, 'main');
    const node = hand(history.state, 0)[0]!;
    perform(history, { type: 'game', seat: 0, action: 'setNode', args: { card: node } });
    perform(history, { type: 'tap', seat: 0, card: node, tapped: true });
    const seen = (seat: number) => view(history.state, seat).zones.find((zone) => zone.key === 'node#0')!.cards[0]!;
    expect(seen(0)).toMatchObject({ id: node, key: history.state.cards[node]!.key, tapped: true, faceDown: true });
    expect(seen(1)).toMatchObject({ id: node, key: null, name: null, tapped: true, faceDown: true });
  });

  it('PMV 4.3.1.a / 4.9.1.a: damage on every player’s characters is reset at turn start and again at turn end', () => {
    expect(ruleText('pmv', '4.3.1.a')).toBe('全てのキャラクターに蓄積されているダメージをリセットする。');
    // The line of 4.9.1.a is garbled in the text export, so it reads as part of 4.9.1.
    expect(ruleText('pmv', '4.9.1')).toContain('4.9.1.a全てのキャラクターに蓄積されているダメージをリセットする。');
    const history = table();
    const own = toField(history, 0);
    const theirs = toField(history, 1);
    const hurt = (): void => {
      for (const card of [own, theirs]) perform(history, { type: 'counter', seat: 0, card, name: 'damage', delta: 2 });
    };
    hurt();
    step(history);
    expect(at(history.state)).toBe('1/0/turnStart');
    expect([own, theirs].map((card) => history.state.cards[card]!.counters)).toEqual([{}, {}]);
    goTo(history, 1, 'discard');
    hurt();
    step(history);
    expect(at(history.state)).toBe('1/0/turnEnd');
    expect([own, theirs].map((card) => history.state.cards[card]!.counters)).toEqual([{}, {}]);
  });

  it('PMV 1.8.2.c: one node set per turn, face down and active; a second warns, is refused or passes by mode', () => {
    expect(ruleText('pmv', '1.8.2.c')).toBe('このターン中にノードセットが解決されていない。');
    expect(ruleText('pmv', '1.8.3.b')).toContain('裏向きでノードエリアにアクティブ状態で');
    const nodeSet = (history: History): Action => ({ type: 'move', seat: 0, card: hand(history.state, 0)[0]!, to: { zone: 'node' } });
    const assisted = table();
    goTo(assisted, 1, 'main');
    const first = hand(assisted.state, 0)[0]!;
    expect(perform(assisted, nodeSet(assisted)).map((event) => event.type)).toEqual(['moved']);
    expect(assisted.state.cards[first]).toMatchObject({ faceDown: true, tapped: false });
    // A graze puts deck cards into the node area (6.5.3): not a node set.
    perform(assisted, { type: 'moveTop', seat: 0, from: { zone: 'deck' }, count: 2, to: { zone: 'node' } });
    expect(assisted.state.turn.used).toEqual({ nodeSet: 1 });
    expect(perform(assisted, nodeSet(assisted)).find((event) => event.type === 'warning')).toMatchObject({ rule: 'PMV 1.8.2.c' });
    goTo(assisted, 3, 'main');
    expect(assisted.state.turn.used).toEqual({});
    expect(perform(assisted, nodeSet(assisted)).map((event) => event.type)).toEqual(['moved']);

    const strict = table('strict');
    goTo(strict, 1, 'main');
    perform(strict, nodeSet(strict));
    const refused = strict.perform(nodeSet(strict));
    expect(isRuleError(refused) && refused.rule).toBe('PMV 1.8.2.c');
    expect(count(strict.state, 'node#0')).toBe(1);

    const free = table('free');
    goTo(free, 1, 'main');
    perform(free, nodeSet(free));
    expect(perform(free, nodeSet(free)).map((event) => event.type)).toEqual(['moved']);
  });

  it('PMV 1.8.2.a / 1.8.2.d: the node set action takes a card of the turn player’s hand in the main phase; otherwise it breaches by mode', () => {
    expect(ruleText('pmv', '1.8.2.a')).toBe('メインフェイズであり、優先権を持っている。');
    const history = table('strict');
    goTo(history, 1, 'draw');
    const early = history.perform({ type: 'game', seat: 0, action: 'setNode', args: { card: hand(history.state, 0)[0]! } });
    expect(isRuleError(early) && early.rule).toBe('PMV 1.8.2.a');
    goTo(history, 1, 'main');
    const notHand = history.perform({ type: 'game', seat: 0, action: 'setNode', args: { card: history.state.zones['deck#0']![0]! } });
    expect(isRuleError(notHand) && notHand.rule).toBe('PMV 1.8.2.d');
    // Only the turn player sets a node (1.8.2).
    const theirs = history.perform({ type: 'game', seat: 1, action: 'setNode', args: { card: hand(history.state, 1)[0]! } });
    expect(isRuleError(theirs) && theirs.rule).toBe('PMV 1.8.2.a');
    const card = hand(history.state, 0)[0]!;
    const events = perform(history, { type: 'game', seat: 0, action: 'setNode', args: { card } });
    expect(events.map((event) => event.type)).toEqual(['gameAction', 'moved']);
    expect(history.state.cards[card]).toMatchObject({ faceDown: true, location: { kind: 'zone', zone: 'node#0' } });
    // Once a turn (1.8.2.c) through the allowance: the action's move counts like any other.
    const second = history.perform({ type: 'game', seat: 0, action: 'setNode', args: { card: hand(history.state, 0)[0]! } });
    expect(isRuleError(second) && second.rule).toBe('PMV 1.8.2.c');
  });

  it('PMV 4.8.1.a: over 7 cards the discard phase asks for a discard to 7; leaving warns, is refused or passes by mode', () => {
    expect(ruleText('pmv', '4.8.1.a')).toContain('ターンプレイヤーの手札が上限枚数を超えていた場合、上限枚数になるように手札を選んで破棄する');
    expect(ruleText('pmv', '3.6.4')).toContain('7枚');
    const overTheLimit = (mode: Mode): History => {
      const history = table(mode);
      goTo(history, 1, 'main');
      perform(history, { type: 'draw', seat: 0, count: 2 });
      const due = step(history).find((event) => event.type === 'due');
      expect(due).toMatchObject({ target: 0, rule: 'PMV 4.8.1.a', message: { en: 'Discard down to 7 cards in hand (2 more)' } });
      return history;
    };
    const assisted = overTheLimit('assisted');
    expect(step(assisted).find((event) => event.type === 'warning')).toMatchObject({ rule: 'PMV 4.8.1.a' });
    expect(at(assisted.state)).toBe('1/0/turnEnd');

    const strict = overTheLimit('strict');
    const refused = strict.perform({ type: 'advance', seat: 0 });
    expect(isRuleError(refused) && refused.rule).toBe('PMV 4.8.1.a');
    for (const card of hand(strict.state, 0).slice(0, 2)) perform(strict, { type: 'move', seat: 0, card, to: { zone: 'underworld' } });
    step(strict);
    expect(at(strict.state)).toBe('1/0/turnEnd');

    const free = overTheLimit('free');
    expect(step(free).some((event) => event.type === 'warning')).toBe(false);

    // Exactly 7 is the limit, not over it.
    const seven = table();
    goTo(seven, 1, 'main');
    expect(step(seven).some((event) => event.type === 'due')).toBe(false);
  });

  it('PMV 1.5.3.a: life 0 or less loses, 1 does not; undo takes the loss back', () => {
    expect(ruleText('pmv', '1.5.3.a')).toBe('ライフポイントが0点以下の状態で、いずれかのプレイヤーが優先権を得た。');
    const history = table();
    step(history);
    perform(history, { type: 'life', seat: 1, target: 0, delta: -24 });
    expect(history.state.seats[0]!.lost).toBeNull();
    const events = perform(history, { type: 'life', seat: 1, target: 0, delta: -3 });
    expect(events.find((event) => event.type === 'lost')).toMatchObject({ target: 0, rule: 'PMV 1.5.3.a' });
    expect(history.state.seats[0]!.life).toBe(-2);
    history.undo();
    expect(history.state.seats[0]!.lost).toBeNull();
  });

  it('PMV 1.11.7: a draw the deck cannot give loses at once; an empty deck alone does not', () => {
    expect(ruleText('pmv', '1.11.7')).toContain('ドローする場合、デッキの枚数が指示された枚数未満の場合、その時点でゲームに敗北する');
    const history = table();
    step(history);
    perform(history, { type: 'moveTop', seat: 1, from: { zone: 'deck' }, count: 43, to: { zone: 'removed' } });
    goTo(history, 1, 'turnEnd');
    expect(history.state.seats[1]!.lost).toBeNull();
    goTo(history, 2, 'draw');
    expect(history.state.seats[1]!.lost).toBe('PMV 1.11.7');
    expect(losses(history)).toHaveLength(1);
    history.undo();
    expect([at(history.state), history.state.seats[1]!.lost]).toEqual(['2/1/maintenance', null]);
  });
});
