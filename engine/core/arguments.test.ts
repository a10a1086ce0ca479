// The one check of a game action's arguments against its declared parameters (arguments.ts), on real decks: DMBD-22
// (test/fixtures/data) and the Cindra deck of the shipped FaB pack. Each kind of bad argument is refused naming it; a
// card from a zone its rule does not allow breaks that rule as the table's mode says.
import { describe, expect, it } from 'vitest';
import { cindraDeck } from '../../test/helpers/fab-deck';
import { dmProductDeck } from '../../test/helpers/table-decks';
import { dm } from '../games/dm';
import { fab } from '../games/fab';
import { games } from '../games/registry';
import type { GameActionArgs, GameEvent } from './actions';
import type { History } from './history';
import { startTable } from './setup';
import { isRuleError, type Mode, type RuleError } from './basics';

const dmTable = (mode: Mode = 'assisted'): History => startTable(dm, { seed: 5, decks: [dmProductDeck('DMBD-22'), dmProductDeck('DMBD-22')], mode });
const fabTable = (mode: Mode = 'assisted'): History => startTable(fab, { seed: 13, decks: [cindraDeck(), cindraDeck()], mode });

const game = (history: History, seat: number, action: string, args: GameActionArgs = {}): GameEvent[] | RuleError =>
  history.perform({ type: 'game', seat, action, args });

const refusal = (events: GameEvent[] | RuleError): RuleError => {
  if (!isRuleError(events)) throw new Error(`went through: ${events.map((event) => event.type).join(', ')}`);
  return events;
};

const hand = (history: History, seat: number): string[] => history.state.zones[`hand#${seat}`]!;

describe('the check of a game action’s arguments', () => {
  it('a card: missing, unknown or not a card id is refused naming the parameter, in every mode', () => {
    for (const mode of ['free', 'assisted', 'strict'] as const) {
      const history = dmTable(mode);
      expect(refusal(game(history, 0, 'summon'))).toEqual({ rule: null, message: { ja: 'card: カード undefined はありません', en: 'card: there is no card undefined' } });
      expect(refusal(game(history, 0, 'attackPlayer', { attacker: 'c9999' })).message.en).toBe('attacker: there is no card c9999');
      expect(refusal(game(history, 0, 'summon', { card: 3 })).message.en).toBe('card: there is no card 3');
    }
  });

  it('a card from a zone its rule does not allow: assisted warns with the rule, strict refuses, free lets it pass', () => {
    const [card] = hand(dmTable(), 1);
    // Seat 1's hand card is not seat 0's to charge (DM 701.8a); seat 0's charge step is turn 1's.
    const assisted = dmTable();
    while (assisted.state.turn.step !== 'manaCharge') assisted.perform({ type: 'advance', seat: 0 });
    const events = game(assisted, 0, 'charge', { card: card! });
    expect(isRuleError(events) ? events : events.filter((event) => event.type === 'warning').map((event) => event.type === 'warning' && event.rule)).toEqual(['DM 701.8a']);
    expect(assisted.state.zones['mana#0']).toContain(card);

    const strict = dmTable('strict');
    expect(refusal(game(strict, 0, 'charge', { card: card! }))).toEqual({
      rule: 'DM 701.8a',
      message: { ja: 'チャージできるのは手札のカードです', en: 'Only a card from the hand is charged' },
    });
    const free = dmTable('free');
    const quiet = game(free, 0, 'charge', { card: card! });
    expect(isRuleError(quiet) ? quiet : quiet.some((event) => event.type === 'warning')).toBe(false);
  });

  it('a number below its bound or not whole is refused; left out it takes its default', () => {
    const history = dmTable('free');
    expect(refusal(game(history, 0, 'tapMana', { count: 0 }))).toEqual({ rule: null, message: { ja: 'count: 1 以上の整数にしてください', en: 'count: must be a whole number ≥ 1' } });
    expect(refusal(game(history, 0, 'tapMana', { count: 1.5 })).message.en).toBe('count: must be a whole number ≥ 1');
    expect(refusal(game(history, 0, 'tapMana')).message.en).toBe('count: must be a whole number ≥ 1');
    expect(refusal(game(history, 0, 'breakShields', { count: -1 })).message.en).toBe('count: must be a whole number ≥ 1');
    // breakShields' count defaults to 1, its target to the next seat.
    const shields = [...history.state.zones['shields#1']!];
    expect(isRuleError(game(history, 0, 'breakShields'))).toBe(false);
    expect(history.state.zones['shields#1']).toEqual(shields.slice(1));
    expect(hand(history, 1)).toContain(shields[0]);
  });

  it('a seat that is not at the table is refused naming the parameter', () => {
    const history = dmTable('free');
    expect(refusal(game(history, 0, 'breakShields', { target: 2 }))).toEqual({ rule: null, message: { ja: 'target: 席 2 はありません', en: 'target: there is no seat 2' } });
    expect(refusal(game(history, 0, 'breakShields', { target: 'one' })).message.en).toBe('target: there is no seat one');
  });

  it('a list of cards must name cards, at least one, none twice and not the action’s own card', () => {
    const history = dmTable('free');
    const [card, other] = hand(history, 0);
    const choose = { ja: 'sources: 進化元のカードを選んでください', en: 'sources: choose the evolution sources' };
    for (const sources of [[], [card!], [other!, other!], ['c9999'], other!]) {
      expect(refusal(game(history, 0, 'evolve', { card: card!, sources })), JSON.stringify(sources)).toEqual({ rule: null, message: choose });
    }
    // Every source must lie in the battle zone (DM 801.1a): a hand card is refused in strict mode.
    const strict = dmTable('strict');
    const [evolution, source] = hand(strict, 0);
    expect(refusal(game(strict, 0, 'evolve', { card: evolution!, sources: [source!] })).rule).toBe('DM 801.1a');
  });

  it('places in a zone must be in it and each chosen once (DM 509.6)', () => {
    const history = dmTable('free');
    expect(refusal(game(history, 0, 'breakShields', { positions: [5] }))).toEqual({
      rule: null,
      message: { ja: 'positions: シールドの位置は 0〜4 で選んでください', en: 'positions: choose shield positions from 0 to 4' },
    });
    expect(refusal(game(history, 0, 'breakShields', { positions: [1, 1] }))).toEqual({
      rule: 'DM 509.6',
      message: { ja: '同じシールドは2回選べません', en: 'The same shield cannot be chosen twice' },
    });
    const third = history.state.zones['shields#1']![2]!;
    expect(isRuleError(game(history, 0, 'breakShields', { target: 1, positions: [2] }))).toBe(false);
    expect(hand(history, 1)).toContain(third);
  });

  it('a choice must be one of its options', () => {
    const history = dmTable('free');
    const [card] = hand(history, 0);
    expect(refusal(game(history, 0, 'useShieldTrigger', { card: card!, half: 'both' }))).toEqual({
      rule: null,
      message: { ja: 'half: creature、spell から選んでください', en: 'half: choose one of creature, spell' },
    });
  });

  it('an order must list every card of the seat’s zone exactly once', () => {
    const history = fabTable('free');
    const [first, second] = hand(history, 0) as [string, string];
    for (const card of [first, second]) history.perform({ type: 'move', seat: 0, card, to: { zone: 'pitch', seat: 0 } });
    const once = { ja: 'order: ピッチゾーンのカードをちょうど一度ずつ並べてください', en: 'order: list each card of your pitch zone exactly once' };
    for (const order of [[first, first], [first], [first, second, 'c9999'], first]) {
      expect(refusal(game(history, 0, 'pitchToBottom', { order })), JSON.stringify(order)).toEqual({ rule: null, message: once });
    }
    expect(isRuleError(game(history, 0, 'pitchToBottom', { order: [second, first] }))).toBe(false);
    expect(history.state.zones['deck#0']!.slice(-2)).toEqual([second, first]);
  });

  it('arguments no parameter declares are left alone', () => {
    const history = fabTable('free');
    const card = hand(history, 0)[0]!;
    expect(isRuleError(game(history, 0, 'pitch', { card, unknown: 'x', count: -5 }))).toBe(false);
  });
});

describe('every game’s declared actions', () => {
  for (const definition of games) {
    it(`${definition.abbreviation}: name zones of the game, and parameters that name declared ones`, () => {
      const zones = definition.zones.map((zone) => zone.id);
      for (const action of definition.actions ?? []) {
        const parameters = action.parameters ?? [];
        const names = parameters.map((parameter) => parameter.name);
        expect(new Set(names).size, action.id).toBe(names.length);
        for (const zone of [action.zone, action.primary?.zone].filter((zone) => zone !== undefined)) expect(zones, action.id).toContain(zone);
        parameters.forEach((parameter, index) => {
          const before = parameters.slice(0, index);
          if (parameter.kind === 'card' || parameter.kind === 'cards') for (const zone of parameter.from) expect(zones, `${action.id}.${parameter.name}`).toContain(zone);
          if (parameter.kind === 'order' || parameter.kind === 'positions') expect(zones, `${action.id}.${parameter.name}`).toContain(parameter.zone);
          if (parameter.kind === 'cards') expect(before.some((other) => other.kind === 'card' && other.name === parameter.card), action.id).toBe(true);
          if (parameter.kind === 'positions') expect(before.some((other) => other.kind === 'seat' && other.name === parameter.seat), action.id).toBe(true);
        });
        // Offered on a card, on a zone's menu or on the table: at most one card parameter says where; any other card is
        // asked for, under its label.
        expect(parameters.filter((parameter) => parameter.kind === 'card' && !parameter.label).length, action.id).toBeLessThanOrEqual(1);
      }
    });
  }
});
