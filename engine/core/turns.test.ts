// The turn flow's kinds of automatic work, loss checks, windows and outcome on the core's test table, each kind on its
// own; the five games' tests (engine/games/<id>/turns.test.ts) run them as each game's rules arrange them.
import { describe, expect, it } from 'vitest';
import type { TurnStructure } from './structure';
import type { Action, GameEvent } from './actions';
import { describe as describeEvent } from './describe';
import { History } from './history';
import { outcome, type TableRules } from './state';
import { isRuleError, type Mode } from './basics';
import { TEST_RULES, testDeck } from './testing';
import { view } from './view';

const TURNS: TurnStructure = {
  steps: [
    {
      id: 'wake',
      label: { ja: '起床', en: 'Wake' },
      work: [
        { kind: 'untap', zones: ['battle', 'chain'], seats: 'active', rule: 'T 1' },
        { kind: 'faceUp', zones: ['battle'], seats: 'active', rule: 'T 2' },
        { kind: 'clearMarker', zones: ['battle'], marker: 'standby', seats: 'active', rule: 'T 3' },
      ],
      rule: 'T 1',
    },
    { id: 'draw', label: { ja: 'ドロー', en: 'Draw' }, work: [{ kind: 'turnDraw' }, { kind: 'moveTop', from: 'shields', to: 'battle', count: 1, seats: 'active', rule: 'T 4' }], rule: 'T 4' },
    { id: 'main', label: { ja: 'メイン', en: 'Main' }, work: [{ kind: 'setResource', name: 'ap', value: 1, seats: 'active', rule: 'T 5' }], rule: 'T 5' },
    {
      id: 'end',
      label: { ja: 'エンド', en: 'End' },
      work: [
        { kind: 'clearCounter', zones: ['battle'], counter: 'damage', seats: 'all', rule: 'T 6' },
        { kind: 'moveAll', from: 'arsenal', to: 'deck', position: 'bottom', seats: 'all', rule: 'T 7' },
        { kind: 'setResource', name: 'ap', value: 0, seats: 'all', rule: 'T 8' },
        { kind: 'handLimit', max: 3, to: 'grave', rule: 'T 9' },
      ],
      rule: 'T 6',
    },
  ],
  mainStep: 'main',
  allowances: [],
  emptyDrawLoses: 'T 10',
  losses: [{ kind: 'life', atOrBelow: 0, rule: 'T 11' }],
};

const RULES: TableRules = {
  ...TEST_RULES,
  turns: TURNS,
  turnDraw: { count: 1, upTo: false, firstTurn: { change: 'firstPlayerSkips', rule: 'T 12' }, rule: 'T 13' },
};

function table(mode: Mode = 'assisted', rules: TableRules = RULES): History {
  return new History(rules, { seed: 3, decks: [testDeck('a', 10), testDeck('b', 10)], life: 5, mode });
}

function perform(history: History, action: Action): GameEvent[] {
  const events = history.perform(action);
  if (isRuleError(events)) throw new Error(events.message.en);
  return events;
}

const advance = (history: History): GameEvent[] => perform(history, { type: 'advance', seat: history.state.turn.activeSeat });

function goTo(history: History, number: number, step: string): GameEvent[] {
  let events: GameEvent[] = [];
  while (history.state.turn.number !== number || history.state.turn.step !== step) events = advance(history);
  return events;
}

const top = (history: History, zone: string): string => history.state.zones[zone]![0]!;

describe('turn flow work', () => {
  it('untap, face up and clear a marker on the turn player’s cards only, a shared zone by owner', () => {
    const history = table();
    const mine = [top(history, 'deck#0'), history.state.zones['deck#0']![1]!];
    const theirs = top(history, 'deck#1');
    perform(history, { type: 'move', seat: 0, card: mine[0]!, to: { zone: 'battle', faceDown: true } });
    perform(history, { type: 'move', seat: 0, card: mine[1]!, to: { zone: 'chain' } });
    perform(history, { type: 'move', seat: 1, card: theirs, to: { zone: 'chain' } });
    for (const card of [...mine, theirs]) perform(history, { type: 'tap', seat: 0, card, tapped: true });
    perform(history, { type: 'marker', seat: 0, card: mine[0]!, marker: 'standby', on: true });
    const events = advance(history);
    const card = (id: string) => history.state.cards[id]!;
    expect([card(mine[0]!).tapped, card(mine[1]!).tapped, card(theirs).tapped]).toEqual([false, false, true]);
    expect(card(mine[0]!).faceDown).toBe(false);
    expect(card(mine[0]!).markers).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(['turnChanged', 'tapped', 'flipped', 'marker']);
  });

  it('the turn draw skips the first player’s first turn, then draws; move-top takes a card when there is one', () => {
    const history = table();
    goTo(history, 1, 'draw');
    expect(history.state.zones['hand#0']).toHaveLength(0);
    expect(history.state.zones['battle#0']).toHaveLength(0);
    perform(history, { type: 'moveTop', seat: 1, from: { zone: 'deck', seat: 1 }, count: 2, to: { zone: 'shields', seat: 1 } });
    goTo(history, 2, 'draw');
    expect(history.state.zones['hand#1']).toHaveLength(1);
    expect(history.state.zones['battle#1']).toHaveLength(1);
  });

  it('sets a resource, clears a counter from every seat’s cards, moves a whole zone to the bottom of the deck', () => {
    const history = table();
    goTo(history, 1, 'main');
    expect(history.state.seats[0]!.resources).toEqual({ ap: 1 });
    const [a, b] = history.state.zones['deck#0']!;
    const theirs = top(history, 'deck#1');
    perform(history, { type: 'move', seat: 0, card: a!, to: { zone: 'battle' } });
    perform(history, { type: 'move', seat: 1, card: theirs, to: { zone: 'battle' } });
    for (const card of [a!, theirs]) perform(history, { type: 'counter', seat: 0, card, name: 'damage', delta: 2 });
    perform(history, { type: 'move', seat: 0, card: b!, to: { zone: 'arsenal' } });
    advance(history);
    const { cards, zones, seats } = history.state;
    expect([cards[a!]!.counters, cards[theirs]!.counters]).toEqual([{}, {}]);
    expect(zones['deck#0']!.at(-1)).toBe(b);
    expect(zones['arsenal#0']).toHaveLength(0);
    expect(seats.map((seat) => seat.resources.ap ?? 0)).toEqual([0, 0]);
  });

  it('a hand over the limit is due on entering the step; leaving it warns (assisted), is refused (strict), passes (free)', () => {
    for (const mode of ['assisted', 'strict', 'free'] as const) {
      const history = table(mode);
      perform(history, { type: 'draw', seat: 0, count: 5 });
      const events = goTo(history, 1, 'end');
      const due = events.find((event) => event.type === 'due')!;
      expect(due).toMatchObject({ target: 0, rule: 'T 9', message: { en: 'Discard down to 3 cards in hand (2 more)' } });
      expect(describeEvent(due, 'ja', 0, history.rules)).toBe('プレイヤー1へ（T 9）：手札を3枚になるまで捨ててください（あと2枚）');
      const leaving = history.perform({ type: 'advance', seat: 0 });
      if (mode === 'strict') expect(isRuleError(leaving) && leaving.rule).toBe('T 9');
      else if (mode === 'assisted') expect(isRuleError(leaving) ? null : leaving[0]).toMatchObject({ type: 'warning', rule: 'T 9' });
      else expect(isRuleError(leaving) ? null : leaving.map((event) => event.type)).toEqual(['turnChanged']);
    }
  });

  it('discarding down to the limit lets the turn pass without a warning', () => {
    const history = table('strict');
    perform(history, { type: 'draw', seat: 0, count: 4 });
    goTo(history, 1, 'end');
    perform(history, { type: 'move', seat: 0, card: top(history, 'hand#0'), to: { zone: 'grave' } });
    expect(advance(history)[0]).toMatchObject({ type: 'turnChanged', turn: { number: 2, activeSeat: 1 } });
  });
});

describe('loss checks and outcome', () => {
  it('life at or below the limit loses once the turn flow has begun; the other seat wins', () => {
    const history = table();
    perform(history, { type: 'life', seat: 0, target: 1, delta: -5 });
    // Before the first step (setup) no check runs.
    expect(history.state.seats[1]!.lost).toBeNull();
    const events = advance(history);
    expect(events.find((event) => event.type === 'lost')).toMatchObject({ target: 1, rule: 'T 11' });
    expect(outcome(history.state)).toEqual({ over: true, winners: [0] });
    // Checked once: more damage reports no second loss.
    expect(perform(history, { type: 'life', seat: 0, target: 1, delta: -1 }).some((event) => event.type === 'lost')).toBe(false);
  });

  it('a draw from an empty pile loses by emptyDrawLoses, manual draws included', () => {
    const history = table();
    advance(history);
    const events = perform(history, { type: 'draw', seat: 1, count: 11 });
    expect(events.find((event) => event.type === 'lost')).toMatchObject({ target: 1, rule: 'T 10' });
  });

  it('both seats out at once is a draw; a conceded seat is out; a one-seat game is over when its seat is', () => {
    const history = table();
    advance(history);
    perform(history, { type: 'lose', seat: 0, target: 0, rule: 'T 14' });
    perform(history, { type: 'lose', seat: 0, target: 1, rule: 'T 14' });
    expect(outcome(history.state)).toEqual({ over: true, winners: [] });
    const conceded = table();
    perform(conceded, { type: 'concede', seat: 1 });
    expect(outcome(conceded.state)).toEqual({ over: true, winners: [0] });
    const solo = new History(RULES, { seed: 1, decks: [testDeck('a', 3)], life: 5 });
    expect(outcome(solo.state)).toEqual({ over: false, winners: [] });
    perform(solo, { type: 'concede', seat: 0 });
    expect(outcome(solo.state)).toEqual({ over: true, winners: [] });
  });
});

describe('decisions of another seat', () => {
  const decision = { id: 'd1', seat: 1, kind: 'ask', label: { ja: '問い', en: 'The question' }, rule: 'T 15', cards: [] as string[], data: {} };
  const ASKING: TableRules = {
    ...RULES,
    decisions: [{ id: 'ask', label: decision.label, rule: 'T 15', prompt: { ja: '答えて', en: 'Answer' }, answers: [], pass: 'pass', dummy: { ja: '答えない', en: 'Never answers' } }],
  };

  it('opens one of a kind the game declares, refuses a second of the same id, answers offer by offer and closes', () => {
    const history = table('assisted', ASKING);
    const [a, b] = history.state.zones['hand#1']!.length > 0 ? history.state.zones['hand#1']! : history.state.zones['deck#1']!;
    const opened = perform(history, { type: 'openDecision', seat: 0, decision: { ...decision, cards: [a!, b!] } });
    expect(describeEvent(opened[0]!, 'en', 0, history.rules)).toBe('The question for Player 2 (T 15): 2 cards');
    expect(view(history.state, 0).toAct).toBe(1);
    const again = history.perform({ type: 'openDecision', seat: 0, decision });
    expect(isRuleError(again) && again.message.en).toBe('decision.id: d1 is already open');
    const unknown = history.perform({ type: 'openDecision', seat: 0, decision: { ...decision, id: 'd2', kind: 'other' } });
    expect(isRuleError(unknown) && unknown.message.en).toBe('decision.kind: other is not a decision of this game');
    perform(history, { type: 'answerDecision', seat: 1, id: 'd1', card: a! });
    expect(history.state.decisions[0]!.cards).toEqual([b]);
    const closed = perform(history, { type: 'answerDecision', seat: 1, id: 'd1', card: b! });
    expect(closed.map((event) => event.type)).toEqual(['decisionAnswered', 'decisionClosed']);
    expect(describeEvent(closed[1]!, 'ja', 0, history.rules)).toBe('問いを終えた');
    expect(view(history.state, 0).toAct).toBe(0);
    const missing = history.perform({ type: 'answerDecision', seat: 1, id: 'd1' });
    expect(isRuleError(missing) && missing.message.en).toBe('id: no decision d1 is open');
  });

  it('while one is open, another seat acting is warned (assisted) or refused (strict), and advancing too', () => {
    const strict = table('strict', ASKING);
    perform(strict, { type: 'openDecision', seat: 0, decision });
    const refused = strict.perform({ type: 'draw', seat: 0, count: 1 });
    expect(isRuleError(refused) && refused).toEqual({ rule: 'T 15', message: { ja: '問いをプレイヤー2がまだ決めていません', en: 'The question: player 2 has not decided yet' } });
    expect(isRuleError(strict.perform({ type: 'advance', seat: 1 }))).toBe(true);
    // The deciding seat itself goes on: it may carry out what its answer asks by hand.
    expect(isRuleError(strict.perform({ type: 'draw', seat: 1, count: 1 }))).toBe(false);
    const assisted = table('assisted', ASKING);
    perform(assisted, { type: 'openDecision', seat: 0, decision });
    expect(perform(assisted, { type: 'draw', seat: 0, count: 1 })[0]).toMatchObject({ type: 'warning', rule: 'T 15' });
  });

  it('a game whose rules end it at once takes no more actions once over, but the table rules', () => {
    const history = table('free', { ...RULES, turns: { ...TURNS, gameOver: 'T 16' } });
    perform(history, { type: 'concede', seat: 1 });
    const refused = history.perform({ type: 'draw', seat: 0, count: 1 });
    expect(isRuleError(refused) && refused).toEqual({ rule: 'T 16', message: { ja: 'ゲームは終わっています（元に戻すことはできます）', en: 'The game is over (undo still goes back)' } });
    expect(isRuleError(history.perform({ type: 'setMode', seat: 0, mode: 'strict' }))).toBe(false);
  });
});

describe('rule processes', () => {
  it('run after every action in the same entry until none is due, and a process that never settles is a bug', () => {
    // Whenever a seat's life is odd, it gains 1 — a process that settles after one pass.
    const even: TableRules = {
      ...RULES,
      processes: [
        {
          id: 'even',
          rule: 'T 16',
          due: (state) => state.seats.flatMap((seat, target): Action[] => (seat.life! % 2 === 1 ? [{ type: 'life', seat: target, target, delta: 1, rule: 'T 16' }] : [])),
        },
      ],
    };
    const history = table('assisted', even);
    // Both start at 5: the first action's processing evens seat 0 as well.
    const events = perform(history, { type: 'life', seat: 0, target: 1, delta: -2 });
    expect(events.map((event) => (event.type === 'life' ? `${event.target}:${event.total}` : event.type))).toEqual(['1:3', '0:6', '1:4']);
    history.undo();
    expect(history.state.seats.map((seat) => seat.life)).toEqual([5, 5]);
    const restless: TableRules = { ...RULES, processes: [{ id: 'restless', rule: 'T 17', due: () => [{ type: 'flipCoin', seat: 0 }] }] };
    expect(() => new History(restless, { seed: 1, decks: [testDeck('a', 3)], life: 5 }).perform({ type: 'flipCoin', seat: 0 })).toThrow('rule processes restless do not settle');
  });
});

describe('simultaneous losses', () => {
  it('all seats out at once is a draw without a tie rule; with one, only the turn player or the acting seat loses', () => {
    const losers = (tie?: TurnStructure['simultaneousLoss']): number[] => {
      const rules: TableRules = {
        ...RULES,
        turns: { ...TURNS, ...(tie ? { simultaneousLoss: tie } : {}) },
        // Both lives fall together: a rule process copies seat 0's life to seat 1.
        processes: [
          {
            id: 'mirror',
            rule: 'T 18',
            due: (state) => (state.seats[1]!.life !== state.seats[0]!.life ? [{ type: 'life', seat: 0, target: 1, delta: state.seats[0]!.life! - state.seats[1]!.life! }] : []),
          },
        ],
      };
      const history = table('assisted', rules);
      advance(history);
      // Seat 1 acts on seat 0's turn.
      perform(history, { type: 'life', seat: 1, target: 0, delta: -5 });
      return history.state.seats.flatMap((seat, index) => (seat.lost ? [index] : []));
    };
    expect(losers()).toEqual([0, 1]);
    expect(losers({ loser: 'turnPlayer', rule: 'T 19' })).toEqual([0]);
    expect(losers({ loser: 'actingSeat', rule: 'T 19' })).toEqual([1]);
  });
});
