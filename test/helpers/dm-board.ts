/**
 * Duel Masters boards laid out card by card from real cards of the shipped pack (./dm-pack.ts), for the tests of DM's
 * own table actions (engine/games/dm): each seat's cards by name and zone, ten deck cards each, on turn 3 of seat 0.
 */
import type { Action, GameActionArgs, GameEvent } from '../../engine/core/actions';
import { isRuleError, type Mode } from '../../engine/core/basics';
import { History } from '../../engine/core/history';
import { tableRules } from '../../engine/core/setup';
import type { DeckListCard } from '../../engine/core/state';
import { dm } from '../../engine/games/dm';
import { dmTableCard } from './dm-pack';

/** A card of the board: its name, its zone, and how it lies (tapped, summoning sick, copies). */
export type Lay = [name: string, zone: string, lies?: { tapped?: boolean; sick?: boolean; count?: number }];

/** A board at a step of seat 0's turn 3 (default its attack step): each seat's cards, then ten deck cards each. */
export function board(seats: Lay[][], mode: Mode = 'assisted', step = 'attack'): History {
  const decks = seats.map((cards) => ({
    cards: [
      ...cards.map(([name, zone, lies = {}]): DeckListCard => ({
        ...dmTableCard(name, lies.count ?? 1),
        zone,
        tapped: lies.tapped === true,
        markers: lies.sick ? ['summoningSickness'] : [],
      })),
      { ...dmTableCard('暗黒鎧 ザロスト', 10), zone: 'deck' },
    ],
  }));
  return new History(tableRules(dm), { seed: 7, decks, life: null, mode, turn: { number: 3, activeSeat: 0, phase: null, step, used: {} } });
}

/** A goldfish board: the player's cards and a dummy with five shields that carry no facts, as setup makes them. */
export function goldfish(cards: Lay[], mode: Mode = 'assisted'): History {
  const { rules, start } = board([cards], mode);
  return new History(rules, { ...start, decks: [start.decks[0]!, { cards: [{ key: 'dummy-shield', name: 'シールド', count: 5, zone: 'shields' }] }], dummy: true });
}

export function perform(history: History, action: Action): GameEvent[] {
  const events = history.perform(action);
  if (isRuleError(events)) throw new Error(`${action.type}: ${events.message.en}`);
  return events;
}

/** A game action as performed: its events, or its refusal. */
export const game = (history: History, seat: number, action: string, args: GameActionArgs = {}) => history.perform({ type: 'game', seat, action, args });

/** A game action that must go through: its events. */
export const play = (history: History, seat: number, action: string, args: GameActionArgs = {}) => perform(history, { type: 'game', seat, action, args });

/** The id of the `index`th card named `name` (its key) of a zone key. */
export function card(history: History, zone: string, name: string, index = 0): string {
  const ids = history.state.zones[zone]!.filter((id) => history.state.cards[id]!.key === name);
  if (ids[index] === undefined) throw new Error(`${name}: not in ${zone}`);
  return ids[index];
}

export const where = (history: History, id: string) => history.state.cards[id]!.location;
