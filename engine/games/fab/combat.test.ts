// The FaB combat chain and playing cards (CR 1.14, 5.1–5.2, 7) on the real Cindra deck with a few more real cards of
// the shipped pack (test/helpers/fab-deck.ts): links, the defender's decisions, reactions, damage, go again, closing.
import { describe, expect, it } from 'vitest';
import { cindraDeck, toHand } from '../../../test/helpers/fab-deck';
import { fabCard, fabTableCard } from '../../../test/helpers/fab-pack';
import { goTo, perform, sameBreachByMode } from '../../../test/helpers/table';
import type { GameActionArgs, GameEvent } from '../../core/actions';
import { describe as describeEvent } from '../../core/describe';
import type { History } from '../../core/history';
import { startTable, type SeatDeck } from '../../core/setup';
import type { GameState } from '../../core/state';
import { isRuleError, type Mode, type RuleError } from '../../core/basics';
import { view } from '../../core/view';
import { ATTACK, combatStep, DEFENDING, PREVENTED, RESOLVED } from './chain';
import { fab } from './index';
import { ACTION_POINTS, RESOURCE_POINTS } from './turns';

/** Cindra's deck with these real cards of the pack added once each (an instant and a non-Cindra attack). */
function deckWith(...extra: [string, 'red' | 'yellow' | 'blue'][]): SeatDeck {
  const deck = cindraDeck();
  const cards = extra.map(([name, colour]) => fabTableCard(name, colour));
  return { sections: { ...deck.sections, deck: [...deck.sections.deck!, ...cards] } };
}

const deck = deckWith(['Brush Off', 'red'], ['Count Your Blessings', 'red']);
/** Two players in the first turn's action phase, seat 0 to act. */
function table(mode: Mode = 'assisted'): History {
  const history = startTable(fab, { seed: 13, decks: [deck, deck], mode });
  goTo(history, 1, 'action');
  return history;
}

const game = (history: History, seat: number, action: string, args: GameActionArgs = {}): GameEvent[] | RuleError =>
  history.perform({ type: 'game', seat, action, args });
const act = (history: History, seat: number, action: string, args: GameActionArgs = {}): GameEvent[] => perform(history, { type: 'game', seat, action, args });
const warnings = (events: GameEvent[]): string[] => events.flatMap((event) => (event.type === 'warning' ? [event.rule] : []));
const points = (state: GameState, seat: number): number[] => [ACTION_POINTS, RESOURCE_POINTS].map((name) => state.seats[seat]!.resources[name] ?? 0);
const names = (state: GameState, zone: string): string[] => state.zones[zone]!.map((id) => state.cards[id]!.key);
const life = (state: GameState, seat: number): number => state.seats[seat]!.life!;
const equippedIn = (state: GameState, zone: string): string => state.zones[zone]![0]!;
/** The log lines of the events, in English for seat 0. */
const lines = (history: History, events: GameEvent[]): string[] => events.map((event) => describeEvent(event, 'en', 0, history.rules));

/** The same breach in the three modes on a new table (test/helpers/table.ts). */
const byMode = (setUp: (history: History) => () => GameEvent[] | RuleError, rule: string): void => sameBreachByMode(table, setUp, rule);

/** Seat 0 attacks with the card (fetched into the hand), seat 1 finishes defending with what it names. */
function attackAndDefend(history: History, key: string, defenders: string[] = [], pitch: string[] = []): string {
  const card = toHand(history, 0, key);
  act(history, 0, 'play', { card, ...(pitch.length > 0 ? { pitch } : {}) });
  for (const defender of defenders) act(history, 1, 'defend', { card: defender });
  if (history.state.decisions.some((decision) => decision.kind === 'defend')) act(history, 1, 'doneDefending');
  return card;
}

describe('FaB combat chain', () => {
  it('FaB 7.0.3 / 7.5.2 / 7.6.2: two links — Ignite with go again, then Snatch — deal their damage and the chain closes on the pass', () => {
    const history = table();
    const ignite = attackAndDefend(history, 'Ignite');
    expect(history.state.cards[ignite]!.markers).toEqual([ATTACK]);
    expect(points(history.state, 0)).toEqual([0, 0]);
    expect(combatStep(history.state)).toBe('reaction');
    // The turn player passes: the defender gets priority (a decision), passes too, and the damage is dealt.
    act(history, 0, 'passPriority');
    expect(history.state.decisions).toMatchObject([{ seat: 1, kind: 'reactions' }]);
    const damage = act(history, 1, 'passPriority');
    expect(life(history.state, 1)).toBe(38);
    // Go again: the action point comes back as the link resolves.
    expect(points(history.state, 0)).toEqual([1, 0]);
    expect(history.state.cards[ignite]!.markers).toEqual([ATTACK, RESOLVED]);
    expect(lines(history, damage)).toEqual([
      'Player 2: Pass (FaB 7.4)',
      'Player 2 passes Reactions',
      'Reactions closed',
      "Player 2's life -2 (38)",
      'Player 2 marks Ignite "Link resolved"',
      "Player 1's action points +1 (1)",
    ]);
    expect(combatStep(history.state)).toBe('resolution');

    const snatch = attackAndDefend(history, 'Snatch');
    act(history, 0, 'passPriority');
    act(history, 1, 'passPriority');
    expect(life(history.state, 1)).toBe(34);
    // No go again: no action point left, and the turn player's pass closes the chain.
    expect(points(history.state, 0)).toEqual([0, 0]);
    expect(history.state.zones.combatChain).toEqual([ignite, snatch]);
    const closed = act(history, 0, 'passPriority');
    expect(history.state.zones.combatChain).toEqual([]);
    expect(names(history.state, 'graveyard#0')).toEqual(['Snatch', 'Ignite']);
    expect(combatStep(history.state)).toBe('closed');
    expect(lines(history, closed)[0]).toBe('Player 1: Pass (FaB 7.4)');
  });

  it('FaB 7.3.2: the defender decides from a hidden hand — the attacker sees the decision but not the cards offered', () => {
    const history = table();
    const ignite = toHand(history, 0, 'Ignite');
    act(history, 0, 'play', { card: ignite });
    const [decision] = history.state.decisions;
    const hand = history.state.zones['hand#1']!;
    const equipment = ['arms#1', 'chest#1', 'head#1', 'legs#1'].flatMap((zone) => history.state.zones[zone]!);
    // Every hand card of Cindra's deck has a defense value, and every piece of equipment may defend.
    expect(decision).toMatchObject({ seat: 1, kind: 'defend', rule: 'FaB 7.3.2', data: { attack: ignite } });
    expect([...decision!.cards].sort()).toEqual([...hand, ...equipment].sort());
    const attacker = view(history.state, 0).decisions[0]!;
    expect(attacker.cards).toEqual(equipment);
    expect(view(history.state, 1).decisions[0]!.cards).toEqual(decision!.cards);
    expect(view(history.state, 0).toAct).toBe(1);
    // The attacker cannot pass on before the defender has decided, in any mode.
    expect(game(history, 0, 'passPriority')).toMatchObject({ rule: 'FaB 7.3.2', message: { en: 'The defender is deciding how to defend' } });
  });

  it('FaB 7.3.2 / 7.5.2: a hand card and a piece of equipment defend; damage is power less their defense, never below 0', () => {
    const history = table();
    const block = history.state.zones['hand#1']![0]!;
    const mask = equippedIn(history.state, 'head#1');
    // Breaking Point: cost 1, power 5, paid by pitching Throw Dagger (blue, 3): 2 resource points are kept.
    const dagger = toHand(history, 0, 'Throw Dagger');
    attackAndDefend(history, 'Breaking Point', [block, mask], [dagger]);
    expect(points(history.state, 0)).toEqual([0, 2]);
    expect(names(history.state, 'pitch#0')).toEqual(['Throw Dagger']);
    expect(history.state.cards[mask]!.markers).toEqual([DEFENDING, 'equipped:head']);
    act(history, 0, 'passPriority');
    act(history, 1, 'passPriority');
    const defense = (fabCard(history.state.cards[block]!.key, 'red').stats.defense as number) + 2;
    expect(life(history.state, 1)).toBe(40 - Math.max(0, 5 - defense));
    act(history, 0, 'passPriority');
    // Mask of Momentum has Blade Break: having defended, it is destroyed as the chain closes.
    expect(history.state.zones['head#1']).toEqual([]);
    expect(history.state.zones['graveyard#1']).toEqual([mask, block]);
  });

  it('FaB 7.4: the defender plays Sink Below as a defense reaction; priority goes back to the attacker, who plays Concealed Blade', () => {
    const history = table();
    const sink = toHand(history, 1, 'Sink Below');
    attackAndDefend(history, 'Snatch');
    act(history, 0, 'passPriority');
    expect(history.state.decisions[0]!.cards).toContain(sink);
    const played = act(history, 1, 'play', { card: sink });
    expect(warnings(played)).toEqual([]);
    expect(history.state.cards[sink]!.markers).toEqual([DEFENDING]);
    // Playing hands priority back: the attacker may answer with an attack reaction, then passes again.
    expect(history.state.decisions).toEqual([]);
    expect(combatStep(history.state)).toBe('reaction');
    const blade = toHand(history, 0, 'Concealed Blade');
    act(history, 0, 'play', { card: blade });
    expect(names(history.state, 'graveyard#0')).toEqual(['Concealed Blade']);
    // What its text does is the players’: +1 power by hand.
    const snatch = history.state.zones.combatChain![0]!;
    perform(history, { type: 'counter', seat: 0, card: snatch, name: 'power+1', delta: 1 });
    act(history, 0, 'passPriority');
    act(history, 1, 'passPriority');
    // Snatch 4 + 1 against Sink Below's 4.
    expect(life(history.state, 1)).toBe(39);
  });

  it('FaB 1.11 / 7.5.2: the defender plays the instant Brush Off when given priority and marks the damage it prevents', () => {
    const history = table();
    const brush = toHand(history, 1, 'Brush Off');
    const rally = attackAndDefend(history, 'Rally the Coast Guard', [], ['Throw Dagger', 'Ignite'].map((key) => toHand(history, 0, key)));
    expect(points(history.state, 0)).toEqual([0, 1]);
    act(history, 0, 'passPriority');
    act(history, 1, 'play', { card: brush });
    expect(names(history.state, 'graveyard#1')).toEqual(['Brush Off']);
    perform(history, { type: 'counter', seat: 1, card: rally, name: PREVENTED, delta: 3 });
    act(history, 0, 'passPriority');
    act(history, 1, 'passPriority');
    expect(life(history.state, 1)).toBe(36);
    // An instant without priority: the other player's, in the turn player's action phase.
    byMode((other) => () => game(other, 1, 'play', { card: toHand(other, 1, 'Brush Off') }), 'FaB 1.11');
  });

  it('FaB 7.4: a defense reaction is no attack — Shelter from the Storm played in the action phase breaches by mode and opens no link', () => {
    byMode((history) => {
      const shelter = toHand(history, 0, 'Shelter from the Storm');
      return () => {
        const events = game(history, 0, 'play', { card: shelter });
        if (!isRuleError(events)) expect(history.state.cards[shelter]!.markers).not.toContain(ATTACK);
        return events;
      };
    }, 'FaB 7.4');
    // Let through, it lies on the chain defending nothing: Pass closes the chain.
    const history = table('free');
    act(history, 0, 'play', { card: toHand(history, 0, 'Shelter from the Storm') });
    act(history, 0, 'passPriority');
    expect(history.state.zones.combatChain).toEqual([]);
    // Nor is an attack reaction played outside a reaction step of the player's own attack.
    byMode((history) => () => game(history, 0, 'play', { card: toHand(history, 0, 'Throw Dagger') }), 'FaB 7.4');
  });

  it('FaB 7.2.2b / 7.7.5: Kunai of Retribution attacks from its weapon zone, goes again, and returns when the chain closes', () => {
    const history = table();
    const kunai = equippedIn(history.state, 'weapon2#0');
    // The Kunai's attack costs {r} (its text, read into the pack's `abilityCost`); Ignite pitched for 1.
    act(history, 0, 'activate', { card: kunai, pitch: [toHand(history, 0, 'Ignite')] });
    expect(points(history.state, 0)).toEqual([0, 0]);
    expect(history.state.zones['weapon2#0']).toEqual([]);
    expect(history.state.cards[kunai]!.markers).toEqual([ATTACK, 'equipped:weapon2', 'activated']);
    act(history, 1, 'doneDefending');
    act(history, 0, 'passPriority');
    act(history, 1, 'passPriority');
    expect(life(history.state, 1)).toBe(39);
    expect(points(history.state, 0)).toEqual([1, 0]);
    act(history, 0, 'passPriority');
    expect(history.state.zones['weapon2#0']).toEqual([kunai]);
    // Once per turn (its ability is "Once per Turn Action"): marked until the end of the turn.
    expect(history.state.cards[kunai]!.markers).toEqual(['activated']);
  });

  it('FaB 5.2: a once-per-turn weapon attack breaches the second time in a turn; the next turn it may attack again', () => {
    byMode((history) => {
      const kunai = equippedIn(history.state, 'weapon2#0');
      act(history, 0, 'activate', { card: kunai, cost: 0 });
      for (const [seat, action] of [[1, 'doneDefending'], [0, 'passPriority'], [1, 'passPriority'], [0, 'passPriority']] as const) act(history, seat, action);
      return () => game(history, 0, 'activate', { card: kunai, cost: 0 });
    }, 'FaB 5.2');
    const history = table();
    const kunai = equippedIn(history.state, 'weapon2#0');
    act(history, 0, 'activate', { card: kunai, cost: 0 });
    goTo(history, 3, 'action');
    expect(history.state.cards[kunai]!.markers).toEqual([]);
    expect(warnings(act(history, 0, 'activate', { card: kunai, cost: 0 }))).toEqual([]);
  });

  it('FaB 7.4 / 5.2: Flick Knives’ once-per-turn attack reaction is activated in the reaction step of an attack, not in the action phase', () => {
    byMode((history) => () => game(history, 0, 'activate', { card: equippedIn(history.state, 'arms#0') }), 'FaB 7.4');
    const history = table();
    attackAndDefend(history, 'Snatch');
    const knives = equippedIn(history.state, 'arms#0');
    const events = act(history, 0, 'activate', { card: knives });
    expect(warnings(events)).toEqual([]);
    // An ability: the knives stay where they are; what they do (1 damage, the dagger destroyed) is the players'.
    expect(history.state.zones['arms#0']).toEqual([knives]);
    expect(points(history.state, 0)).toEqual([0, 0]);
  });

  it('FaB 7.7: leaving the action phase closes the chain, in strict mode too, and the log says so', () => {
    const history = table('strict');
    const kunai = equippedIn(history.state, 'weapon2#0');
    act(history, 0, 'activate', { card: kunai, cost: 0 });
    act(history, 1, 'doneDefending');
    act(history, 0, 'passPriority');
    act(history, 1, 'passPriority');
    const rally = toHand(history, 0, 'Snatch');
    act(history, 0, 'play', { card: rally });
    act(history, 1, 'doneDefending');
    act(history, 0, 'passPriority');
    act(history, 1, 'passPriority');
    const events = perform(history, { type: 'advance', seat: 0 });
    expect(history.state.turn.step).toBe('endArsenal');
    expect(history.state.zones.combatChain).toEqual([]);
    expect(history.state.zones['weapon2#0']).toEqual([kunai]);
    expect(names(history.state, 'graveyard#0')).toEqual(['Snatch']);
    expect(lines(history, events)).toContain('Player 1: The combat chain closes as the action phase ends (FaB 7.7)');
    // Turn 2's first attack opens a new chain of its own.
    goTo(history, 2, 'action');
    act(history, 1, 'play', { card: toHand(history, 1, 'Ignite') });
    expect(history.state.zones.combatChain).toHaveLength(1);
  });

  it('FaB 4.3 / 7.6: a non-attack action — Imperial Seal of Command, an item with go again — takes the action point and gives it back', () => {
    const history = table();
    const seal = toHand(history, 0, 'Imperial Seal of Command');
    act(history, 0, 'play', { card: seal });
    expect(history.state.zones.permanent).toEqual([seal]);
    expect(points(history.state, 0)).toEqual([1, 0]);
    // Not while a link is under way.
    byMode((other) => {
      attackAndDefend(other, 'Snatch');
      return () => game(other, 0, 'play', { card: toHand(other, 0, 'Imperial Seal of Command') });
    }, 'FaB 7.6');
  });

  it('FaB 1.14.3: pitching is part of paying — on its own it breaches, and more than the cost needs breaches too', () => {
    byMode((history) => () => game(history, 0, 'pitch', { card: toHand(history, 0, 'Throw Dagger') }), 'FaB 1.14.3');
    // Ignite costs 0: nothing may be pitched for it.
    byMode((history) => () => game(history, 0, 'play', { card: toHand(history, 0, 'Ignite'), pitch: [toHand(history, 0, 'Throw Dagger')] }), 'FaB 1.14.3');
    // Count Your Blessings costs 2: Throw Dagger (3) alone pays it, so Ignite is one too many.
    byMode(
      (history) => () => game(history, 0, 'play', { card: toHand(history, 0, 'Count Your Blessings'), pitch: ['Throw Dagger', 'Ignite'].map((key) => toHand(history, 0, key)) }),
      'FaB 1.14.3',
    );
    byMode((history) => () => game(history, 0, 'play', { card: toHand(history, 0, 'Rally the Coast Guard') }), 'FaB 5.1.7a');
  });

  it('FaB 7.5.2: in goldfish the dummy never defends: the turn player’s pass deals the damage at once', () => {
    const history = startTable(fab, { seed: 13, decks: [deck], dummy: { life: 40 } });
    goTo(history, 1, 'action');
    act(history, 0, 'play', { card: toHand(history, 0, 'Ravenous Rabble') });
    expect(history.state.decisions).toEqual([]);
    act(history, 0, 'passPriority');
    expect(life(history.state, 1)).toBe(35);
  });
});
