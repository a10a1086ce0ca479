/**
 * Every declared action of every game is offered where its declaration says, on tables of the engine: on a card in each
 * zone its card parameter names (and on no other zone's card), on its zone's menu, or on the table's; chosen, it sends
 * the card, the zone's seat and the numbers asked for. Its double-click, where it declares one, is that action.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { TableAction } from '../../api/contract';
import type { History } from '../../engine/core/history';
import type { GameActionDeclaration } from '../../engine/core/parameters';
import { startTable, type SeatDeck, type SectionCard } from '../../engine/core/setup';
import type { GameId } from '../../engine/games/id';
import { gameDefinition, games } from '../../engine/games/registry';
import { madeUpCards } from '../../test/helpers/table';
import { madeUpTable, snapshotOf } from '../../test/helpers/table-snapshot';
import { setLocale } from '../i18n/index.svelte';
import type { MenuItem } from './context-menu';
import { primaryAction, type CardPlace } from './table-actions';
import { boardMenu, cardMenu, zoneMenu, type MenuContext } from './table-menus';

afterEach(() => setLocale('ja'));

/** The menus' context at seat 0: what they send, and every number asked for answered with its initial value. */
function contextOf(history: History, game: GameId, sent: TableAction[]): MenuContext {
  return {
    snapshot: snapshotOf(history, game, 0),
    seat: 0,
    act: (action) => sent.push(action),
    ask: async (_title, fields) => Object.fromEntries(fields.map((field) => [field.name, field.initial])),
    view: () => {},
    selection: () => [],
    toggleStack: () => {},
  };
}

const labels = (items: MenuItem[]): string[] => items.flatMap((item) => ('onselect' in item ? [item.label] : []));

async function choose(items: MenuItem[], label: string): Promise<void> {
  const item = items.find((candidate) => 'onselect' in candidate && candidate.label === label);
  if (!item || !('onselect' in item)) throw new Error(`no item ${label} in ${labels(items).join(', ')}`);
  await item.onselect();
}

/** A free table of `game` from made-up decks: the draw pile's section, and a card giving the life where one does (FaB hero). */
function freeTable(game: GameId): History {
  const definition = gameDefinition(game);
  const life = definition.setup.life.amount;
  const sections: Record<string, SectionCard[]> = { [definition.setup.drawPile.section]: madeUpCards('card', 40) };
  if (life !== null && typeof life === 'object') sections[life.section] = [{ key: 'life', name: 'Life', count: 1, facts: { [life.stat]: 20 } }];
  const deck: SeatDeck = { sections };
  return startTable(definition, { seed: 7, decks: [deck, deck], mode: 'free' });
}

/**
 * A card drawn into seat 0's hand and moved into `zone` (seat 0's, or the table's), and its place in a fresh snapshot;
 * the card lies in it face down, without its id, where seat 0 may not see it.
 */
function cardIn(history: History, game: GameId, zone: string): CardPlace {
  history.perform({ type: 'draw', seat: 0, count: 1 });
  const card = history.state.zones['hand#0']!.at(-1)!;
  if (zone !== 'hand') expect(history.perform({ type: 'move', seat: 0, card, to: { zone, seat: 0 } }), zone).not.toHaveProperty('message');
  const view = snapshotOf(history, game, 0).view;
  const zoneView = view.zones.find((candidate) => candidate.zone === zone && (candidate.seat === 0 || candidate.seat === null))!;
  const index = Math.max(0, zoneView.cards.findIndex((each) => each.id === card));
  return { card: zoneView.cards[index]!, zone: zoneView, index };
}

describe('the game actions the table offers', () => {
  for (const definition of games) {
    const actions: readonly GameActionDeclaration[] = definition.actions ?? [];
    for (const action of actions) {
      it(`${definition.abbreviation} ${action.id}: offered and sent where its declaration says`, async () => {
        setLocale('en');
        const label = action.label.en;
        const card = action.parameters?.find((parameter) => parameter.kind === 'card');
        const seats = action.parameters?.filter((parameter) => parameter.kind === 'seat') ?? [];
        const numbers = action.parameters?.filter((parameter) => parameter.kind === 'number') ?? [];
        const history = freeTable(definition.id);
        const sent: TableAction[] = [];
        if (card) {
          for (const zone of definition.zones.map((each) => each.id)) {
            const place = cardIn(history, definition.id, zone);
            // A card seat 0 may not know stands for its zone: its menu is the zone's.
            if (place.card.id === null) continue;
            const offered = labels(cardMenu(contextOf(history, definition.id, sent), place));
            if (card.from.includes(zone)) expect(offered, zone).toContain(label);
            else expect(offered, zone).not.toContain(label);
          }
          const place = cardIn(history, definition.id, card.from[0]!);
          await choose(cardMenu(contextOf(history, definition.id, sent), place), label);
          expect(sent.at(-1)).toMatchObject({ type: 'game', seat: 0, action: action.id, args: { [card.name]: place.card.id } });
        } else if (action.zone) {
          const context = contextOf(history, definition.id, sent);
          const zone = context.snapshot.view.zones.find((candidate) => candidate.zone === action.zone && candidate.seat !== 0)!;
          await choose(zoneMenu(context, zone), label);
          expect(sent.at(-1)).toMatchObject({ type: 'game', seat: 0, action: action.id });
          // A seat parameter takes the zone's seat (DM: the shields broken are the target's).
          for (const seat of seats) expect((sent.at(-1) as { args: Record<string, unknown> }).args[seat.name]).toBe(zone.seat ?? undefined);
          expect(labels(boardMenu(context))).not.toContain(label);
        } else {
          await choose(boardMenu(contextOf(history, definition.id, sent)), label);
          expect(sent.at(-1)).toEqual({ type: 'game', seat: 0, action: action.id, args: {} });
        }
        // Numbers are asked for: a required one sent as its default or its bound, an optional one left out.
        const args = (sent.at(-1) as { args: Record<string, unknown> }).args;
        for (const number of numbers) expect(args[number.name], number.name).toBe(number.optional ? undefined : (number.default ?? number.min));
      });
    }
  }
});

describe('the double-click', () => {
  for (const definition of games) {
    for (const action of (definition.actions ?? []).filter((each) => each.primary)) {
      it(`${definition.abbreviation}: a card in ${action.primary!.zone} of the kinds ${action.primary!.kinds?.join(', ') ?? 'any'} → ${action.id}`, () => {
        const history = freeTable(definition.id);
        const place = cardIn(history, definition.id, action.primary!.zone);
        const { rules, view } = snapshotOf(history, definition.id, 0);
        const sent = primaryAction(rules, view, 0, place, () => action.primary!.kinds);
        expect(sent).toMatchObject({ type: 'game', seat: 0, action: action.id });
      });
    }
  }

  it('DM: a twinpact with a creature half is summoned, a spell cast, a card of unknown kinds summoned; a shield broken at its place', () => {
    const history = madeUpTable('dm');
    const place = cardIn(history, 'dm', 'hand');
    const { rules, view } = snapshotOf(history, 'dm', 0);
    const double = (kinds: readonly string[] | undefined) => primaryAction(rules, view, 0, place, () => kinds);
    // No other card selected: no mana listed, the engine picks it (DM 112.2a).
    expect(double(['creature', 'spell', 'twinpact'])).toEqual({ type: 'game', seat: 0, action: 'summon', args: { card: place.card.id, mana: [] } });
    expect(double(['spell'])).toEqual({ type: 'game', seat: 0, action: 'cast', args: { card: place.card.id, mana: [] } });
    expect(double(undefined)).toEqual({ type: 'game', seat: 0, action: 'summon', args: { card: place.card.id, mana: [] } });
    const shields = view.zones.find((zone) => zone.key === 'shields#1')!;
    expect(primaryAction(rules, view, 0, { card: shields.cards[3]!, zone: shields, index: 3 }, () => undefined)).toEqual({
      type: 'game',
      seat: 0,
      action: 'breakShields',
      args: { target: 1, positions: [3] },
    });
  });

  it('PMV and NOVA, whose hand cards no action of their own plays: into the board’s main zone', () => {
    for (const game of ['pmv', 'nova'] as const) {
      const history = madeUpTable(game);
      const place = cardIn(history, game, 'hand');
      const { rules, view } = snapshotOf(history, game, 0);
      expect(primaryAction(rules, view, 0, place, () => undefined)).toEqual({ type: 'move', seat: 0, card: place.card.id, to: { zone: gameDefinition(game).board.main, seat: 0 } });
    }
  });
});
