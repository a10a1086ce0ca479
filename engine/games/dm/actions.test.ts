// DM's own table actions on real cards: DMBD-22 (test/fixtures/data) with the facts of the shipped pack
// (civilizations, printed keywords, card types), on tables started by the real setup or from a scenario board.
import { describe, expect, it } from 'vitest';
import { dmTableCard, findDmPackCard } from '../../../test/helpers/dm-pack';
import { dmProductList, seatDeck } from '../../../test/helpers/table-decks';
import type { Action, GameActionArgs, GameEvent } from '../../core/actions';
import { describe as describeEvent } from '../../core/describe';
import type { History } from '../../core/history';
import { readScenario, startScenario } from '../../core/scenario';
import { startTable, type SectionCard } from '../../core/setup';
import { outcome, type GameState } from '../../core/state';
import { isRuleError, type Mode } from '../../core/basics';
import { view } from '../../core/view';
import { games } from '../registry';
import { breakerCount } from './battle';
import { dm } from './index';

/** The facts game actions read, as the shipped pack gives them (civilizations, printed keywords, card types, power). */
const factsOf = (name: string): SectionCard['facts'] => dmTableCard(name).facts;

const list = dmProductList('DMBD-22');
// 零龍 is the back of the 零龍の儀 cells: no card of its own, so no facts.
const deck = seatDeck(list, Object.fromEntries(list.entries.flatMap((entry) => (findDmPackCard(entry.name) ? [[entry.name, factsOf(entry.name)]] : []))));

const table = (mode: Mode = 'assisted', seats = 2): History => startTable(dm, { seed: 5, decks: Array.from({ length: seats }, () => deck), mode });

function perform(history: History, action: Action): GameEvent[] {
  const events = history.perform(action);
  if (isRuleError(events)) throw new Error(`${action.type}: ${events.message.en}`);
  return events;
}

const game = (history: History, seat: number, action: string, args: GameActionArgs = {}) =>
  history.perform({ type: 'game', seat, action, args });

function goTo(history: History, number: number, step: string): void {
  while (history.state.turn.number !== number || history.state.turn.step !== step) perform(history, { type: 'advance', seat: history.state.turn.activeSeat });
}

/** The first card of the seat's zone whose name matches, wherever the shuffle put it: moved to the hand if needed. */
function fetch(history: History, seat: number, name: string): string {
  const state = history.state;
  const id = Object.values(state.cards).find((card) => card.owner === seat && state.catalog[card.key]!.name === name && card.location.kind === 'zone' && card.location.zone === `deck#${seat}`)?.id;
  if (!id) throw new Error(`${name}: not in seat ${seat}'s deck`);
  perform(history, { type: 'move', seat, card: id, to: { zone: 'hand' } });
  return id;
}

const keysOf = (state: GameState, zone: string): string[] => state.zones[zone]!.map((id) => state.cards[id]!.key);

describe('DM actions', () => {
  it('DM 405.1: a multicolour card charged to mana enters tapped, a mono-colour one untapped; DM 503.2 counts the charge', () => {
    const history = table();
    goTo(history, 1, 'manaCharge');
    const multi = fetch(history, 0, '戦略のD・Hアツト');
    const mono = fetch(history, 0, '暗黒鎧 ザロスト');
    const events = game(history, 0, 'charge', { card: multi });
    expect(isRuleError(events) ? events : events.map((event) => event.type)).toEqual(['gameAction', 'moved', 'tapped']);
    expect(history.state.cards[multi]!.tapped).toBe(true);
    expect(describeEvent((events as GameEvent[])[0]!, 'ja', 1, history.rules)).toBe('プレイヤー1：マナチャージ（DM 503.2）');
    // A second charge this turn breaks 503.2: assisted warns through the allowance.
    const second = game(history, 0, 'charge', { card: mono });
    expect(isRuleError(second) ? null : second.find((event) => event.type === 'warning')).toMatchObject({ rule: 'DM 503.2' });
    expect(history.state.cards[mono]!.tapped).toBe(false);
    expect(keysOf(history.state, 'mana#0')).toEqual(['暗黒鎧 ザロスト', '戦略のD・Hアツト']);
  });

  it('DM 503.2: charging outside the mana charge step warns in assisted mode and is refused in strict', () => {
    const assisted = table();
    goTo(assisted, 1, 'main');
    const card = fetch(assisted, 0, '暗黒鎧 ザロスト');
    const warned = game(assisted, 0, 'charge', { card });
    expect(isRuleError(warned) ? null : warned[1]).toMatchObject({ type: 'warning', rule: 'DM 503.2' });
    const strict = table('strict');
    goTo(strict, 1, 'main');
    const refused = game(strict, 0, 'charge', { card: fetch(strict, 0, '暗黒鎧 ザロスト') });
    expect(isRuleError(refused) && refused.rule).toBe('DM 503.2');
    expect(strict.state.zones['mana#0']).toHaveLength(0);
  });

  it('DM 112.2a: tapping mana taps that many untapped mana cards, and refuses more than there are', () => {
    const history = table();
    for (const turn of [1, 3]) {
      goTo(history, turn, 'manaCharge');
      perform(history, { type: 'game', seat: 0, action: 'charge', args: { card: fetch(history, 0, '暗黒鎧 ザロスト') } });
    }
    perform(history, { type: 'game', seat: 0, action: 'tapMana', args: { count: 2 } });
    expect(history.state.zones['mana#0']!.every((id) => history.state.cards[id]!.tapped)).toBe(true);
    const refused = game(history, 0, 'tapMana', { count: 1 });
    expect(isRuleError(refused) && refused.message.en).toBe('Only 0 untapped mana');
  });

  it('DM 810.3: a twinpact is summoned by its creature half into the battle zone or cast by its spell half into the graveyard', () => {
    const history = table();
    goTo(history, 1, 'main');
    const summoned = fetch(history, 0, '龍頭星雲人/零誕祭');
    const cast = fetch(history, 0, '龍頭星雲人/零誕祭');
    perform(history, { type: 'game', seat: 0, action: 'summon', args: { card: summoned } });
    const events = perform(history, { type: 'game', seat: 0, action: 'cast', args: { card: cast } });
    expect(history.state.cards[summoned]!.location).toEqual({ kind: 'zone', zone: 'battle' });
    expect(history.state.cards[cast]!.location).toEqual({ kind: 'zone', zone: 'graveyard#0' });
    // Cast from the hand, the spell is shown to the opponent.
    expect(events.find((event) => event.type === 'revealed')!.cards[0]!.seenBy).toBe('all');
  });

  it('DM 701.15a / 801.1b / 801.2b: evolving puts the sources under the evolution in the order given; a tapped source makes it tapped', () => {
    const history = table();
    goTo(history, 1, 'main');
    const [first, second, evolution] = ['暗黒鎧 ザロスト', '罪無 ターボ兆', '堕魔 ドゥポイズ'].map((name) => fetch(history, 0, name));
    for (const card of [first!, second!]) perform(history, { type: 'game', seat: 0, action: 'summon', args: { card } });
    perform(history, { type: 'tap', seat: 0, card: second!, tapped: true });
    perform(history, { type: 'game', seat: 0, action: 'evolve', args: { card: evolution!, sources: [first!, second!] } });
    const state = history.state;
    expect(state.cards[evolution!]!.attached).toEqual([first, second]);
    expect(state.cards[evolution!]!.tapped).toBe(true);
    expect(state.zones.battle!.filter((id) => state.cards[id]!.owner === 0)).toContain(evolution);
    expect(state.zones.battle).not.toContain(first);
    // A source not in the battle zone breaches 801.1a: refused in strict mode.
    perform(history, { type: 'setMode', seat: 0, mode: 'strict' });
    const refused = game(history, 0, 'evolve', { card: fetch(history, 0, 'ビックリーノ'), sources: [fetch(history, 0, '暗黒鎧 ザロスト')] });
    expect(isRuleError(refused) && refused.rule).toBe('DM 801.1a');
  });

  it('DM 509.2b: breaker keywords set how many shields an attack breaks', () => {
    expect(breakerCount([], 0)).toBe(1);
    expect(breakerCount(['ブロッカー'], 0)).toBe(1);
    expect(breakerCount(['W・ブレイカー'], 0)).toBe(2);
    expect(breakerCount(['ムゲンクライム', 'W・ブレイカー', 'GR召喚'], 0)).toBe(2);
    expect(breakerCount(['T・ブレイカー'], 0)).toBe(3);
    expect(breakerCount(['ドラゴン・W・ブレイカー', 'Q・ブレイカー'], 0)).toBe(4);
    expect(breakerCount(['ワールド・ブレイカー', '零龍卍誕'], 0)).toBe('all');
  });

  it('DM 506.1c / 509.2 / 701.14a: an attack taps the attacker and breaks its shields to the owner’s hand, hidden from the attacker', () => {
    const history = table();
    goTo(history, 1, 'main');
    const attacker = fetch(history, 0, '堕魔 ドゥポイズ');
    perform(history, { type: 'game', seat: 0, action: 'summon', args: { card: attacker } });
    goTo(history, 1, 'attack');
    const shields = [...history.state.zones['shields#1']!];
    const events = perform(history, { type: 'game', seat: 0, action: 'attackPlayer', args: { attacker, target: 1, positions: [4, 0] } });
    expect(history.state.cards[attacker]!.tapped).toBe(true);
    expect(history.state.zones['shields#1']).toEqual(shields.slice(1, 4));
    expect(history.state.zones['hand#1']).toHaveLength(7);
    expect(history.state.zones['hand#1']).toEqual(expect.arrayContaining([shields[4], shields[0]]));
    // The attacker sees two cards go to the opponent's hand, not which.
    const moves = events.filter((event) => event.type === 'moved');
    expect(moves.map((event) => describeEvent(event, 'en', 0, history.rules))).toEqual(["Player 1 puts a card into Player 2's hand", "Player 1 puts a card into Player 2's hand"]);
    expect(view(history.state, 0).zones.find((zone) => zone.key === 'hand#1')!.cards.every((card) => card.key === null)).toBe(true);
  });

  it('DM 301.5 / 801.3: a creature summoned this turn is summoning sick until its owner’s next turn starts; an evolution is not', () => {
    // Played in free mode, with no mana to pay (costs: play.test.ts), then held to the rules in strict.
    const history = table('free');
    goTo(history, 1, 'main');
    const [creature, source, evolution] = ['堕魔 ドゥポイズ', '暗黒鎧 ザロスト', '龍装鬼 オブザ08号/終焉の開闢'].map((name) => fetch(history, 0, name));
    const events = perform(history, { type: 'game', seat: 0, action: 'summon', args: { card: creature! } });
    expect(describeEvent(events.at(-1)!, 'en', 1, history.rules)).toBe('Player 1 marks 堕魔 ドゥポイズ "Summoning sickness"');
    expect(describeEvent(events.at(-1)!, 'ja', 1, history.rules)).toBe('プレイヤー1は「堕魔 ドゥポイズ」に「召喚酔い」を付けた');
    perform(history, { type: 'game', seat: 0, action: 'summon', args: { card: source! } });
    perform(history, { type: 'game', seat: 0, action: 'evolve', args: { card: evolution!, sources: [source!] } });
    perform(history, { type: 'setMode', seat: 0, mode: 'strict' });
    goTo(history, 1, 'attack');
    const refused = game(history, 0, 'attackPlayer', { attacker: creature! });
    expect(isRuleError(refused) && refused.rule).toBe('DM 301.5');
    perform(history, { type: 'game', seat: 0, action: 'attackPlayer', args: { attacker: evolution! } });
    // Strict mode waits for the shield triggers the break may have offered.
    for (const decision of history.state.decisions) perform(history, { type: 'game', seat: decision.seat, action: 'passShieldTriggers' });
    goTo(history, 3, 'attack');
    expect(history.state.cards[creature!]!.markers).toEqual([]);
    perform(history, { type: 'game', seat: 0, action: 'attackPlayer', args: { attacker: creature! } });
  });

  it('DM 509.6: the same shield cannot be chosen twice; bad positions name the argument', () => {
    const history = table();
    goTo(history, 1, 'main');
    const attacker = fetch(history, 0, '堕魔 ドゥポイズ');
    perform(history, { type: 'game', seat: 0, action: 'summon', args: { card: attacker } });
    goTo(history, 1, 'attack');
    const twice = game(history, 0, 'attackPlayer', { attacker, positions: [1, 1] });
    expect(isRuleError(twice) && twice.rule).toBe('DM 509.6');
    const outside = game(history, 0, 'attackPlayer', { attacker, positions: [5] });
    expect(isRuleError(outside) && outside.message.en).toBe('positions: choose shield positions from 0 to 4');
  });

  it('DM 509.1 / 104.2a: an attack on a player with no shields is a direct attack and that player loses', () => {
    const history = table();
    goTo(history, 1, 'main');
    const attacker = fetch(history, 0, '堕魔 ドゥポイズ');
    perform(history, { type: 'game', seat: 0, action: 'summon', args: { card: attacker } });
    perform(history, { type: 'game', seat: 0, action: 'breakShields', args: { target: 1, count: 5 } });
    expect(history.state.zones['shields#1']).toHaveLength(0);
    // Breaking the last shield does not win by itself.
    expect(outcome(history.state)).toEqual({ over: false, winners: [] });
    goTo(history, 1, 'attack');
    const events = perform(history, { type: 'game', seat: 0, action: 'attackPlayer', args: { attacker, target: 1 } });
    expect(events.find((event) => event.type === 'lost')).toMatchObject({ target: 1, rule: 'DM 509.1' });
    expect(outcome(history.state)).toEqual({ over: true, winners: [0] });
  });

  it('DM 701.30a / 118.1: GR summon puts the top of 超GR into the battle zone; a GR creature sent back goes to its bottom', () => {
    const history = table('assisted', 1);
    const gr = [...history.state.zones['gr#0']!];
    perform(history, { type: 'game', seat: 0, action: 'grSummon' });
    expect(history.state.cards[gr[0]!]!.location).toEqual({ kind: 'zone', zone: 'battle' });
    expect(history.state.cards[gr[0]!]!.faceDown).toBe(false);
    perform(history, { type: 'move', seat: 0, card: gr[0]!, to: { zone: 'gr', position: 'bottom' } });
    expect(history.state.zones['gr#0']).toEqual([...gr.slice(1), gr[0]]);
    expect(history.state.cards[gr[0]!]!.faceDown).toBe(true);
  });

  it('an unknown game action or a missing card is refused naming the field', () => {
    const history = table();
    const unknown = history.perform({ type: 'game', seat: 0, action: 'pitch' });
    expect(isRuleError(unknown) && unknown.message.en).toBe('action: pitch is not an action of this game');
    const missing = game(history, 0, 'summon', { card: 'c9999' });
    expect(isRuleError(missing) && missing.message.en).toBe('card: there is no card c9999');
  });

  it('undo takes a whole game action back; a session replays game actions to the same table', () => {
    const history = table();
    goTo(history, 1, 'main');
    const before = history.state;
    perform(history, { type: 'game', seat: 0, action: 'breakShields', args: { target: 1, count: 2 } });
    history.undo();
    expect(history.state).toEqual(before);
    history.redo();
    const replayed = startScenario(dm, { game: 'dm', start: history.start });
    for (const entry of history.log()) perform(replayed, entry.action);
    expect(replayed.state).toEqual(history.state);
  });
});

describe('DM goldfish with a dummy opponent', () => {
  it('the dummy has five shield tokens, takes no turns, and loses to a direct attack once they are broken', () => {
    const history = startTable(dm, { seed: 9, decks: [deck], dummy: {} });
    expect(history.state.seats.map((seat) => seat.dummy)).toEqual([false, true]);
    expect(history.state.zones['shields#1']).toHaveLength(5);
    expect(keysOf(history.state, 'shields#1').every((key) => key === 'dummy-shield')).toBe(true);
    expect(history.state.zones['deck#1']).toHaveLength(0);
    goTo(history, 2, 'turnStart');
    // Turn 2 is the player's again: the dummy takes none, and its empty deck is no loss (104.2b needs a deck).
    expect(history.state.turn.activeSeat).toBe(0);
    expect(history.state.seats[1]!.lost).toBeNull();
    goTo(history, 2, 'main');
    const attacker = fetch(history, 0, '堕魔 ドゥポイズ');
    perform(history, { type: 'game', seat: 0, action: 'summon', args: { card: attacker } });
    goTo(history, 2, 'attack');
    for (let attack = 0; attack < 3; attack++) {
      perform(history, { type: 'tap', seat: 0, card: attacker, tapped: false });
      const events = perform(history, { type: 'game', seat: 0, action: 'attackPlayer', args: { attacker } });
      // A dummy's shields declare nothing: no decision.
      expect(events.some((event) => event.type === 'decisionOpened')).toBe(false);
    }
    expect(history.state.zones['shields#1']).toHaveLength(0);
    perform(history, { type: 'tap', seat: 0, card: attacker, tapped: false });
    perform(history, { type: 'game', seat: 0, action: 'attackPlayer', args: { attacker } });
    expect(outcome(history.state)).toEqual({ over: true, winners: [0] });
  });

  it('a dummy needs a one-seat table, and DM has no life total to give it', () => {
    expect(() => startTable(dm, { seed: 1, decks: [deck, deck], dummy: {} })).toThrow('dummy: a dummy opponent joins a one-seat table, not 2 seats');
    expect(() => startTable(dm, { seed: 1, decks: [deck], dummy: { life: 20 } })).toThrow('dummy.life: DM has no life total');
  });
});

describe('DM scenario', () => {
  const board = {
    version: 1,
    game: 'dm',
    seed: 4,
    turn: { number: 5, activeSeat: 0, step: 'attack' },
    seats: [
      {
        zones: {
          battle: [{ key: '堕魔 ドゥポイズ', name: '堕魔 ドゥポイズ', facts: factsOf('堕魔 ドゥポイズ') }],
          mana: [{ key: '戦略のD・Hアツト', name: '戦略のD・Hアツト', count: 3, tapped: true }],
          deck: [{ key: 'ビックリーノ', name: 'ビックリーノ', count: 10 }],
        },
      },
      { zones: { shields: [{ key: 'サイバー・I・チョイス', name: 'サイバー・I・チョイス', count: 2, facts: factsOf('サイバー・I・チョイス') }], deck: [{ key: '暗黒鎧 ザロスト', name: '暗黒鎧 ザロスト', count: 5 }] } },
    ],
  };

  it('starts at the board it describes, plays on from it, and replays from its session', () => {
    const scenario = readScenario(JSON.stringify(board), games);
    const history = startScenario(dm, scenario);
    const { state } = history;
    expect(state.turn).toMatchObject({ number: 5, activeSeat: 0, step: 'attack' });
    expect(keysOf(state, 'mana#0')).toHaveLength(3);
    expect(state.zones['mana#0']!.every((id) => state.cards[id]!.tapped)).toBe(true);
    expect(state.zones['shields#1']!.every((id) => state.cards[id]!.faceDown)).toBe(true);
    const [attacker] = state.zones.battle!;
    const events = perform(history, { type: 'game', seat: 0, action: 'attackPlayer', args: { attacker: attacker!, target: 1 } });
    // W・ブレイカー breaks both shields; both are S・トリガー, so seat 1 decides on them.
    expect(state.zones['shields#1']).toHaveLength(2);
    expect(history.state.zones['shields#1']).toHaveLength(0);
    expect(events.some((event) => event.type === 'decisionOpened')).toBe(true);
    const session = JSON.parse(JSON.stringify(history.toSession())) as ReturnType<History['toSession']>;
    const replayed = startScenario(dm, { game: 'dm', start: session });
    perform(replayed, session.actions[0]!);
    expect(replayed.state).toEqual(history.state);
  });

  it('names the JSON path of a bad value', () => {
    const bad = (patch: (copy: typeof board) => unknown): string => {
      const copy = structuredClone(board);
      patch(copy);
      try {
        readScenario(JSON.stringify(copy), games);
        return 'read';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(bad((copy) => ((copy.seats[0]!.zones as Record<string, unknown>).library = []))).toBe(
      'seats[0].zones.library: DM has no zone "library" (zones: deck, hand, battle, graveyard, mana, shields, hyperspace, gr, abyss)',
    );
    expect(bad((copy) => ((copy.seats[0]!.zones.mana![0] as Record<string, unknown>).count = 0))).toBe('seats[0].zones.mana[0].count: 0 is not a whole number ≥ 1');
    expect(bad((copy) => ((copy.seats[1]!.zones.shields![0] as Record<string, unknown>).tapped = 'yes'))).toBe('seats[1].zones.shields[0].tapped: must be true or false');
    expect(bad((copy) => (copy.turn.step = 'combat'))).toBe('turn.step: "combat" is not a step of DM (turnStart, draw, manaCharge, main, attack, turnEnd)');
    expect(bad((copy) => ((copy.seats[0] as Record<string, unknown>).life = 20))).toBe('seats[0].life: DM has no life total');
    expect(bad((copy) => (copy.game = 'mtg'))).toBe('game: "mtg" is not one of acg, pmv, nova, dm, fab');
    expect(() => readScenario('{"version":1,', games)).toThrow(/^scenario: not JSON/);
  });
});
