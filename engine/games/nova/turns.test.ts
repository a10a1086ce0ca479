// NOVA turn flow, redraw and limit release on a table set up from made-up decks of the right sizes (the reference data
// has no NOVA decks), driven by `advance`, checked against the original Japanese rules (excerpts of nova.txt in
// test/fixtures/rules).
import { describe, expect, it } from 'vitest';
import { ruleText } from '../../../test/helpers/rules';
import { at, count, dealt, goTo, losses, madeUpCards, perform, step } from '../../../test/helpers/table';
import { sampleDeck } from '../../../test/helpers/sample-pack';
import type { Action } from '../../core/actions';
import type { History } from '../../core/history';
import { startTable, type SeatDeck } from '../../core/setup';
import { describe as describeEvent } from '../../core/describe';
import { view } from '../../core/view';
import { type GameState } from '../../core/state';
import { isRuleError, type Mode } from '../../core/basics';
import { acg } from '../acg';
import { LIMIT_LEVEL, LIMIT_RELEASES } from './processes';
import { nova } from './index';

const deck: SeatDeck = { sections: { main: madeUpCards('m', 40), character: madeUpCards('c', 10), side: madeUpCards('s', 15) } };

/** Two seats after setup, before the redraw decisions (007.6.1.2), seat 0 first. */
const fresh = (mode: Mode = 'assisted'): History => startTable(nova, { seed: 23, decks: [deck, deck], mode });

/** Two seats after setup (7 in hand, 33 in the main deck each, both hands kept), seat 0 first. */
const table = (mode: Mode = 'assisted'): History => dealt(fresh(mode));

const hand = (state: GameState, seat: number): string[] => state.zones[`hand#${seat}`]!;

describe('NOVA turn flow', () => {
  it('NOVA 402–407: standby, draw, main 1, attack, main 2 and end phases in order, then the other player’s turn', () => {
    for (const phase of nova.turns!.steps) expect(ruleText('nova', phase.rule.split(' ')[1]!)).toBe(phase.label.ja);
    const history = table();
    const seen = Array.from({ length: 13 }, () => {
      step(history);
      return at(history.state);
    });
    const turn = (prefix: string): string[] => ['standby', 'draw', 'main1', 'attack', 'main2', 'end'].map((id) => `${prefix}/${id}`);
    expect(seen).toEqual([...turn('1/0'), ...turn('2/1'), '3/0/standby']);
    expect(nova.turns!.mainStep).toBe('main1');
  });

  it('NOVA 402.4.1: the first player’s first turn has no draw; NOVA 403.3 every other draw phase draws 1', () => {
    expect(ruleText('nova', '402.4.1')).toContain('ゲームが始まってから最初の先行のプレイヤーのターンであるなら、ドローフェイズをスキップ');
    expect(ruleText('nova', '403.3')).toBe('ターンプレイヤーは自分のデッキからカードを1枚引きます。');
    const history = table();
    goTo(history, 1, 'draw');
    expect([count(history.state, 'hand#0'), count(history.state, 'mainDeck#0')]).toEqual([7, 33]);
    goTo(history, 2, 'draw');
    expect([count(history.state, 'hand#1'), count(history.state, 'mainDeck#1')]).toEqual([8, 32]);
    goTo(history, 3, 'draw');
    expect([count(history.state, 'hand#0'), count(history.state, 'mainDeck#0')]).toEqual([8, 32]);
  });

  it('NOVA 402.3: the standby phase stands the turn player’s frozen cards on the field and in the energy zone only', () => {
    expect(ruleText('nova', '402.3')).toBe('ターンプレイヤーは自分の場とエナジーゾーンのフリーズ状態のカード全てをスタンバイ状態にします。');
    const history = table();
    goTo(history, 1, 'main1');
    const [servant, energy, kept] = hand(history.state, 0);
    perform(history, { type: 'move', seat: 0, card: servant!, to: { zone: 'field' } });
    perform(history, { type: 'move', seat: 0, card: energy!, to: { zone: 'energy' } });
    const theirs = hand(history.state, 1)[0]!;
    perform(history, { type: 'move', seat: 1, card: theirs, to: { zone: 'field' } });
    for (const card of [servant!, energy!, theirs, kept!]) perform(history, { type: 'tap', seat: 0, card, tapped: true });
    goTo(history, 2, 'standby');
    expect([servant!, energy!, theirs].map((card) => history.state.cards[card]!.tapped)).toEqual([true, true, false]);
    goTo(history, 3, 'standby');
    expect([servant!, energy!, kept!].map((card) => history.state.cards[card]!.tapped)).toEqual([false, false, true]);
  });

  it('NOVA 906.1: one energy set per turn across both main phases; a second warns, is refused or passes by mode', () => {
    expect(ruleText('nova', '906.1')).toContain('第1メインフェイズと第2メインフィズの両方で行うことができますが、両方合わせて1度のみ行えます');
    const energySet = (history: History): Action => ({ type: 'move', seat: 0, card: hand(history.state, 0)[0]!, to: { zone: 'energy' } });
    const assisted = table();
    goTo(assisted, 1, 'main1');
    const first = hand(assisted.state, 0)[0]!;
    expect(perform(assisted, energySet(assisted)).map((event) => event.type)).toEqual(['moved']);
    expect(assisted.state.cards[first]).toMatchObject({ faceDown: false, tapped: false });
    goTo(assisted, 1, 'main2');
    expect(perform(assisted, energySet(assisted)).find((event) => event.type === 'warning')).toMatchObject({ rule: 'NOVA 906.1' });
    goTo(assisted, 3, 'main1');
    expect(perform(assisted, energySet(assisted)).map((event) => event.type)).toEqual(['moved']);

    const strict = table('strict');
    goTo(strict, 1, 'main1');
    perform(strict, energySet(strict));
    goTo(strict, 1, 'main2');
    const refused = strict.perform(energySet(strict));
    expect(isRuleError(refused) && refused.rule).toBe('NOVA 906.1');
    expect(count(strict.state, 'energy#0')).toBe(1);

    const free = table('free');
    goTo(free, 1, 'main1');
    perform(free, energySet(free));
    expect(perform(free, energySet(free)).map((event) => event.type)).toEqual(['moved']);
  });

  it('NOVA 404.2.1 / 906.1: the energy set action takes a card of the turn player’s hand in either main phase; otherwise it breaches by mode', () => {
    const history = table('strict');
    goTo(history, 1, 'attack');
    const early = history.perform({ type: 'game', seat: 0, action: 'setEnergy', args: { card: hand(history.state, 0)[0]! } });
    expect(isRuleError(early) && early.rule).toBe('NOVA 404.2.1');
    goTo(history, 1, 'main2');
    const notHand = history.perform({ type: 'game', seat: 0, action: 'setEnergy', args: { card: history.state.zones['mainDeck#0']![0]! } });
    expect(isRuleError(notHand) && notHand.rule).toBe('NOVA 906.1');
    const card = hand(history.state, 0)[0]!;
    expect(perform(history, { type: 'game', seat: 0, action: 'setEnergy', args: { card } }).map((event) => event.type)).toEqual(['gameAction', 'moved']);
    expect(history.state.cards[card]).toMatchObject({ faceDown: false, tapped: false, location: { kind: 'zone', zone: 'energy#0' } });
    const second = history.perform({ type: 'game', seat: 0, action: 'setEnergy', args: { card: hand(history.state, 0)[0]! } });
    expect(isRuleError(second) && second.rule).toBe('NOVA 906.1');
  });

  it('NOVA 407.5: the end phase resets the damage on every servant of both fields', () => {
    expect(ruleText('nova', '407.5')).toBe('サーバントが受けているダメージがリセットされます。');
    const history = table();
    goTo(history, 1, 'attack');
    const own = hand(history.state, 0)[0]!;
    const theirs = hand(history.state, 1)[0]!;
    perform(history, { type: 'move', seat: 0, card: own, to: { zone: 'field' } });
    perform(history, { type: 'move', seat: 1, card: theirs, to: { zone: 'field' } });
    for (const card of [own, theirs]) perform(history, { type: 'counter', seat: 0, card, name: 'damage', delta: 200 });
    goTo(history, 1, 'end');
    expect([own, theirs].map((card) => history.state.cards[card]!.counters)).toEqual([{}, {}]);
  });

  it('NOVA 407.7: with 8 or more cards the end phase asks for a discard to 7; leaving warns, is refused or passes by mode', () => {
    expect(ruleText('nova', '407.7')).toBe('ターンプレイヤーの手札が8枚以上ある場合、7枚になるように手札を選んで捨てます。');
    const overTheLimit = (mode: Mode): History => {
      const history = table(mode);
      goTo(history, 1, 'main2');
      perform(history, { type: 'draw', seat: 0, count: 1 });
      const due = step(history).find((event) => event.type === 'due');
      expect(due).toMatchObject({ target: 0, rule: 'NOVA 407.7', message: { en: 'Discard down to 7 cards in hand (1 more)' } });
      return history;
    };
    const assisted = overTheLimit('assisted');
    expect(step(assisted).find((event) => event.type === 'warning')).toMatchObject({ rule: 'NOVA 407.7' });
    expect(at(assisted.state)).toBe('2/1/standby');

    const strict = overTheLimit('strict');
    const refused = strict.perform({ type: 'advance', seat: 0 });
    expect(isRuleError(refused) && refused.rule).toBe('NOVA 407.7');
    perform(strict, { type: 'move', seat: 0, card: hand(strict.state, 0)[0]!, to: { zone: 'graveyard' } });
    step(strict);
    expect(at(strict.state)).toBe('2/1/standby');

    const free = overTheLimit('free');
    expect(step(free).some((event) => event.type === 'warning')).toBe(false);

    const seven = table();
    goTo(seven, 1, 'main2');
    expect(step(seven).some((event) => event.type === 'due')).toBe(false);
  });

  it('NOVA 502.1: life 0 or less loses at once; undo takes the loss back', () => {
    expect(ruleText('nova', '502.1')).toContain('ライフポイントが0以下のプレイヤーがいる場合、そのプレイヤーはルール処理により直ちにゲームに敗北します');
    const history = table();
    step(history);
    perform(history, { type: 'life', seat: 0, target: 1, delta: -1900 });
    expect(history.state.seats[1]!.lost).toBeNull();
    const events = perform(history, { type: 'life', seat: 0, target: 1, delta: -100 });
    expect(events.find((event) => event.type === 'lost')).toMatchObject({ target: 1, rule: 'NOVA 502.1' });
    history.undo();
    expect(history.state.seats[1]!.lost).toBeNull();
  });

  it('NOVA 502.2: a player who cannot draw from the main deck loses; an empty main deck alone does not', () => {
    expect(ruleText('nova', '502.2')).toContain('メインデッキからカードを引くことを求められ、必要な枚数のカードの引くことができなかったプレイヤーがいる場合');
    const history = table();
    step(history);
    perform(history, { type: 'moveTop', seat: 1, from: { zone: 'mainDeck' }, count: 33, to: { zone: 'exclusion' } });
    goTo(history, 2, 'standby');
    expect(history.state.seats[1]!.lost).toBeNull();
    step(history);
    expect(history.state.seats[1]!.lost).toBe('NOVA 502.2');
    expect(losses(history)).toHaveLength(1);
    history.undo();
    expect([at(history.state), history.state.seats[1]!.lost]).toEqual(['2/1/standby', null]);
  });
});

describe('NOVA limit level', () => {
  it('NOVA 005.5.2: every player starts at limit level 1, a logged setup action', () => {
    expect(ruleText('nova', '005.5.2')).toContain('ゲーム開始時のリミットレベルは1から始まり');
    const history = table();
    expect(history.state.seats.map((seat) => seat.resources)).toEqual([{ [LIMIT_LEVEL]: 1 }, { [LIMIT_LEVEL]: 1 }]);
    const entries = history.log().filter((entry) => entry.action.type === 'resource');
    expect(entries.map((entry) => `${entry.action.seat} ${entry.action.rule}`)).toEqual(['0 NOVA 005.5.2', '1 NOVA 005.5.2']);
  });

  it('NOVA 507.1 / 507.1.1: +1 the first time life falls to 1500 or less and the first time to 1000 or less, never undone by healing', () => {
    expect(ruleText('nova', '507.1')).toContain('自分のライフポイントが特定の値(1500点、1000点)以下になった時、そのゲーム中1度だけ、自分のリミットレベルが1プラスされます');
    expect(ruleText('nova', '507.1.1')).toContain('プラスされたリミットレベルが再びマイナスされることはありません');
    expect(nova.processes!.map((process) => process.rule)).toEqual(['NOVA 507.1']);
    const history = table();
    step(history);
    const change = (delta: number, target = 1): [number | null, number | undefined] => {
      perform(history, { type: 'life', seat: 0, target, delta });
      return [history.state.seats[target]!.life, history.state.seats[target]!.resources[LIMIT_LEVEL]];
    };
    expect(change(-499)).toEqual([1501, 1]);
    expect(change(-1)).toEqual([1500, 2]);
    // The release is rule processing in the same entry as the life change, each resource change with its rule.
    expect(history.log().at(-1)!.events.map((event) => event.type)).toEqual(['life', 'resource', 'resource']);
    expect(history.log().at(-1)!.events[1]).toMatchObject({ name: LIMIT_LEVEL, delta: 1, total: 2 });
    // Healing above 1500 and falling to it again releases nothing more (507.1's example).
    expect(change(100)).toEqual([1600, 2]);
    expect(change(-100)).toEqual([1500, 2]);
    // An effect raises the level by hand (005.5.3); the 1000 release still comes, once.
    perform(history, { type: 'resource', seat: 1, target: 1, name: LIMIT_LEVEL, delta: 1 });
    expect(change(-500)).toEqual([1000, 4]);
    expect(change(-100)).toEqual([900, 4]);
    expect(history.state.seats[1]!.resources[LIMIT_RELEASES]).toBe(2);
    // The other seat is untouched.
    expect(history.state.seats[0]!.resources).toEqual({ [LIMIT_LEVEL]: 1 });
    expect(change(-600, 0)).toEqual([1400, 2]);
    // Undo takes the life change and its release back together.
    history.undo();
    expect(history.state.seats[0]).toMatchObject({ life: 2000, resources: { [LIMIT_LEVEL]: 1 } });
  });

  it('NOVA 507.1 / nova.md §12.2.2: one hit from above 1500 to 1000 or less gives both releases', () => {
    const history = table();
    step(history);
    perform(history, { type: 'life', seat: 0, target: 1, delta: -1200 });
    expect(history.state.seats[1]).toMatchObject({ life: 800, resources: { [LIMIT_LEVEL]: 3, [LIMIT_RELEASES]: 2 } });
  });
});

describe('NOVA redraw', () => {
  /**
   * A table whose setup decisions are answered in the order the table waits for them: the seats in `redrawing` redraw,
   * the others keep; records who was asked in which order and the hand each held then.
   */
  function redrawTable(firstPlayer: number, redrawing: readonly number[], decks: readonly SeatDeck[] = [deck, deck]): { history: History; asked: number[]; held: string[][] } {
    const asked: number[] = [];
    const held: string[][] = [];
    const history = startTable(nova, { seed: 23, decks, mode: 'strict', firstPlayer });
    for (let open = history.state.decisions[0]; open; open = history.state.decisions[0]) {
      const { seat } = open;
      expect(view(history.state, seat).toAct).toBe(seat);
      asked.push(seat);
      held.push([...hand(history.state, seat)]);
      perform(history, { type: 'game', seat, action: redrawing.includes(seat) ? 'redraw' : 'keepHand' });
    }
    return { history, asked, held };
  }

  /** The game actions of the log as `seat action`. */
  const answers = (history: History): string[] => history.log().flatMap(({ action }) => (action.type === 'game' ? [`${action.seat} ${action.action}`] : []));

  it('NOVA 007.6.1.1: a redraw shuffles the whole hand into the main deck and draws 7 new cards, as logged actions', () => {
    expect(ruleText('nova', '007.6.1.1')).toBe('引き直しとは、手札を全てメインデッキの中に混ぜてシャッフルし、新たに7枚カードを引くことです。');
    const { history, held } = redrawTable(0, [0]);
    expect(answers(history)).toEqual(['0 redraw', '1 keepHand']);
    const redraw = history.log().find(({ action }) => action.type === 'game' && action.action === 'redraw')!;
    expect(redraw.events.map((event) => event.type)).toEqual(['gameAction', 'decisionAnswered', 'decisionClosed', 'moved', 'shuffled', 'drew', 'resource']);
    expect([count(history.state, 'hand#0'), count(history.state, 'mainDeck#0')]).toEqual([7, 33]);
    expect(hand(history.state, 0)).not.toEqual(held[0]);
    expect(new Set([...hand(history.state, 0), ...history.state.zones['mainDeck#0']!])).toEqual(new Set([...held[0]!, ...fresh().state.zones['mainDeck#0']!]));
  });

  it('NOVA 007.6.1.2: the first player decides first, each once; only when the first redraws alone does the second start', () => {
    expect(ruleText('nova', '007.6.1.2')).toContain('先攻プレイヤーが引き直しを行い、後攻プレイヤーが引き直しを行わなかった場合、後攻プレイヤーをターンプレイヤーとしてゲームを開始します');
    const starts = (firstPlayer: number, redrawing: readonly number[]): { asked: number[]; start: number; redraws: number } => {
      const { history, asked } = redrawTable(firstPlayer, redrawing);
      const redraws = answers(history).filter((answer) => answer.endsWith('redraw')).length;
      for (const seat of [0, 1]) expect(count(history.state, `hand#${seat}`)).toBe(7);
      expect(history.state.decisions).toEqual([]);
      return { asked, start: history.state.turn.activeSeat, redraws };
    };
    expect(starts(0, [])).toEqual({ asked: [0, 1], start: 0, redraws: 0 });
    expect(starts(0, [0])).toEqual({ asked: [0, 1], start: 1, redraws: 1 });
    expect(starts(0, [1])).toEqual({ asked: [0, 1], start: 0, redraws: 1 });
    expect(starts(0, [0, 1])).toEqual({ asked: [0, 1], start: 0, redraws: 2 });
    // Seat 1 going first: it is asked first, and its lone redraw hands the first turn to seat 0.
    expect(starts(1, [1])).toEqual({ asked: [1, 0], start: 0, redraws: 1 });
    expect(starts(1, [0])).toEqual({ asked: [1, 0], start: 1, redraws: 1 });
  });

  it('NOVA 007.6.1.2: on the sample decks the redraw is a decision per seat, the first player’s first; the second answering before the first is refused (strict) or warned (assisted)', () => {
    const decks = [sampleDeck('nova'), sampleDeck('nova')];
    const strict = startTable(nova, { seed: 23, decks, mode: 'strict' });
    expect(strict.state.decisions.map(({ seat, kind, rule, cards, data }) => ({ seat, kind, rule, cards, data }))).toEqual([
      { seat: 0, kind: 'redraw', rule: 'NOVA 007.6.1.2', cards: [], data: { firstPlayer: 0 } },
      { seat: 1, kind: 'redraw', rule: 'NOVA 007.6.1.2', cards: [], data: { firstPlayer: 0 } },
    ]);
    expect([view(strict.state, 0).toAct, view(strict.state, 1).toAct]).toEqual([0, 0]);
    const early = strict.perform({ type: 'game', seat: 1, action: 'redraw' });
    expect(isRuleError(early) && early.rule).toBe('NOVA 007.6.1.2');
    const leave = strict.perform({ type: 'advance', seat: 0 });
    expect(isRuleError(leave) && leave.rule).toBe('NOVA 007.6.1.2');
    const assisted = startTable(nova, { seed: 23, decks, mode: 'assisted' });
    const events = perform(assisted, { type: 'game', seat: 1, action: 'keepHand' });
    expect(events.find((event) => event.type === 'warning')).toMatchObject({ rule: 'NOVA 007.6.1.2', message: { en: 'Redraw the hand: player 1 has not decided yet' } });
    // Player 1 answers in the panel; then the table waits for nobody and player 1 starts.
    perform(assisted, { type: 'game', seat: 0, action: 'keepHand' });
    expect([assisted.state.decisions, view(assisted.state, 1).toAct]).toEqual([[], 0]);
    const { history } = redrawTable(0, [0], decks);
    expect(history.state.turn.activeSeat).toBe(1);
    expect(describeEvent(history.log().at(-2)!.events[1]!, 'ja', 0, history.rules)).toBe('プレイヤー1は手札の引き直しで「引き直す」を選んだ');
    expect(describeEvent(history.log().at(-1)!.events[1]!, 'en', 0, history.rules)).toBe('Player 2 passes Redraw the hand');
  });

  it('NOVA 007.6.1: in goldfish the player decides alone, and a dummy opponent has no redraw to decide', () => {
    for (const options of [{}, { dummy: {} }]) {
      const history = startTable(nova, { seed: 23, decks: [sampleDeck('nova')], mode: 'strict', ...options });
      expect(history.state.decisions.map(({ seat, kind }) => `${seat} ${kind}`)).toEqual(['0 redraw']);
      const held = [...hand(history.state, 0)];
      perform(history, { type: 'game', seat: 0, action: 'redraw' });
      expect([history.state.decisions, history.state.turn.activeSeat, hand(history.state, 0).length]).toEqual([[], 0, 7]);
      expect(hand(history.state, 0)).not.toEqual(held);
      step(history);
      expect(at(history.state)).toBe('1/0/standby');
    }
  });

  it('NOVA 007.7 / 402.4.1: the second player who starts after the first player’s lone redraw skips the first draw; the first player draws on turn 2', () => {
    const { history } = redrawTable(0, [0]);
    goTo(history, 1, 'draw');
    expect(at(history.state)).toBe('1/1/draw');
    expect(count(history.state, 'hand#1')).toBe(7);
    goTo(history, 2, 'draw');
    expect([at(history.state), count(history.state, 'hand#0')]).toEqual(['2/0/draw', 8]);
  });

  it('NOVA 007.6.1.1: the redraw action at the table takes the hand back, shuffles and draws as many, once, before the game begins', () => {
    const history = fresh('strict');
    const before = [...hand(history.state, 0)];
    const events = perform(history, { type: 'game', seat: 0, action: 'redraw' });
    expect(events.map((event) => event.type)).toEqual(['gameAction', 'decisionAnswered', 'decisionClosed', 'moved', 'shuffled', 'drew', 'resource']);
    expect(hand(history.state, 0)).toHaveLength(7);
    expect(hand(history.state, 0)).not.toEqual(before);
    expect(history.state.zones['mainDeck#0']).toHaveLength(33);
    perform(history, { type: 'game', seat: 1, action: 'redraw' });
    const again = history.perform({ type: 'game', seat: 0, action: 'redraw' });
    expect(isRuleError(again) && again.rule).toBe('NOVA 007.6.1.1');
    step(history);
    const late = history.perform({ type: 'game', seat: 1, action: 'redraw' });
    expect(isRuleError(late) && late.rule).toBe('NOVA 007.6.1');
    const answered = history.perform({ type: 'game', seat: 0, action: 'keepHand' });
    expect(isRuleError(answered) && [answered.rule, answered.message]).toEqual([
      'NOVA 007.6.1.2',
      { ja: '「手札の引き直し」の決定は出ていません', en: 'No "Redraw the hand" decision is waiting' },
    ]);
  });

  it('NOVA 007.6.1: undo reaches back into the redraw; ACG 104.6a a game without a redraw opens no redraw decision', () => {
    const { history, held } = redrawTable(0, [0]);
    history.undo();
    expect(history.state.turn.activeSeat).toBe(0);
    history.undo();
    expect(hand(history.state, 0)).toEqual(held[0]);
    expect(history.state.decisions.map(({ seat, kind }) => `${seat} ${kind}`)).toEqual(['0 redraw', '1 redraw']);
    const acgDeck: SeatDeck = { sections: { basic: madeUpCards('b', 40), territory: madeUpCards('t', 10) } };
    expect(startTable(acg, { seed: 1, decks: [acgDeck] }).state.decisions.map(({ kind }) => kind)).toEqual(['bottom']);
  });
});
