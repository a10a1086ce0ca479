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
import { board as dmBoard } from '../../test/helpers/dm-board';
import { dmCardSummary } from '../../test/helpers/dm-pack';
import { fabCard, fabTableCard } from '../../test/helpers/fab-pack';
import { goTo } from '../../test/helpers/table';
import { fab } from '../../engine/games/fab';
import { madeUpCards } from '../../test/helpers/table';
import { madeUpTable, snapshotOf } from '../../test/helpers/table-snapshot';
import { setLocale } from '../i18n/index.svelte';
import type { MenuItem } from './context-menu';
import { primaryAction, type CardPlace } from './table-actions';
import { boardMenu, cardMenu, zoneMenu, type AskField, type MenuContext } from './table-menus';

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
    factsOf: () => undefined,
    cardKinds: gameDefinition(game).cardKinds.map((kind) => kind.id),
    cardLabel: (card) => card.name ?? '',
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
        if (action.offer === 'rules') {
          // What the rules do by themselves is on no menu.
          const context = contextOf(history, definition.id, sent);
          const menus = [boardMenu(context), ...context.snapshot.view.zones.map((zone) => zoneMenu(context, zone))];
          for (const menu of menus) expect(labels(menu)).not.toContain(label);
          return;
        }
        if (card) {
          for (const zone of definition.zones.map((each) => each.id)) {
            const place = cardIn(history, definition.id, zone);
            // A card seat 0 may not know stands for its zone: its menu is the zone's.
            if (place.card.id === null) continue;
            const offered = labels(cardMenu(contextOf(history, definition.id, sent), place));
            // The answer to a decision is offered only on a card an open decision offers (below: a shield trigger).
            if (card.from.includes(zone) && action.offer !== 'decision') expect(offered, zone).toContain(label);
            else expect(offered, zone).not.toContain(label);
          }
          if (action.offer === 'decision') return;
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

describe('what a game action asks for', () => {
  /** Seat 0's menu context on a DM board of real cards, the card database known; the dialog answers as it opens. */
  function asking(history: History, sent: TableAction[], asked: AskField[][]): MenuContext {
    return {
      ...contextOf(history, 'dm', sent),
      factsOf: (key) => dmCardSummary(key),
      ask: async (_title, fields) => {
        asked.push(fields);
        return Object.fromEntries(fields.map((field) => [field.name, field.initial]));
      },
    };
  }
  const placeOf = (history: History, zone: string, name: string): CardPlace => {
    const view = snapshotOf(history, 'dm', 0).view.zones.find((candidate) => candidate.key === zone)!;
    const index = view.cards.findIndex((card) => card.key === name);
    return { card: view.cards[index]!, zone: view, index };
  };
  const menuItem = (items: MenuItem[], label: string) => items.find((item) => 'onselect' in item && item.label === label) as Extract<MenuItem, { onselect: unknown }>;

  it('DM 505.2: Attack a creature asks which of the other seat’s creatures in the battle zone, by name, the tapped said so; with none it is shown, not offered', async () => {
    setLocale('en');
    const lone = dmBoard([[['無双竜機ボルバルザーク', 'battle']], []]);
    expect(menuItem(cardMenu(asking(lone, [], []), placeOf(lone, 'battle', '無双竜機ボルバルザーク')), 'Attack a creature').disabled).toBe(true);

    const history = dmBoard([
      [['無双竜機ボルバルザーク', 'battle'], ['暗黒鎧 ザロスト', 'battle', { tapped: true }]],
      [['天空の守護者グラン・ギューレ', 'battle', { tapped: true }], ['暗黒鎧 ザロスト', 'battle', { count: 2 }]],
    ]);
    const sent: TableAction[] = [];
    const asked: AskField[][] = [];
    const place = placeOf(history, 'battle', '無双竜機ボルバルザーク');
    const item = menuItem(cardMenu(asking(history, sent, asked), place), 'Attack a creature');
    expect(item.disabled).toBe(false);
    await item.onselect();
    const theirs = history.state.zones.battle!.filter((id) => history.state.cards[id]!.owner === 1);
    expect(asked).toEqual([
      [
        {
          name: 'creature',
          label: 'creature to attack',
          kind: 'choice',
          initial: theirs[0],
          options: [
            { value: theirs[0], label: '天空の守護者グラン・ギューレ (tapped)' },
            { value: theirs[1], label: '暗黒鎧 ザロスト (1)' },
            { value: theirs[2], label: '暗黒鎧 ザロスト (2)' },
          ],
          optional: false,
        },
      ],
    ]);
    expect(sent).toEqual([{ type: 'game', seat: 0, action: 'attackCreature', args: { attacker: place.card.id, creature: theirs[0] } }]);
  });

  it('FaB 1.14.3: Play asks which cards to pitch only when the card costs more than the resource points, naming each with its pitch', async () => {
    setLocale('en');
    // Cindra with four deck cards: her intellect of 4 draws them all.
    const cards = [fabTableCard('Rally the Coast Guard', 'red'), fabTableCard('Ignite', 'red'), fabTableCard('Throw Dagger', 'blue'), fabTableCard('Snatch', 'red')];
    const deck: SeatDeck = { sections: { hero: [fabTableCard('Cindra, Dracai of Retribution')], deck: cards } };
    const history = startTable(fab, { seed: 13, decks: [deck, deck], mode: 'assisted' });
    goTo(history, 1, 'action');
    const inHand = (key: string) => history.state.zones['hand#0']!.find((id) => history.state.cards[id]!.key === key)!;
    const rally = inHand('Rally the Coast Guard');
    const ignite = inHand('Ignite');
    const sent: TableAction[] = [];
    const asked: AskField[][] = [];
    const context: MenuContext = {
      ...contextOf(history, 'fab', sent),
      factsOf: (key) => fabCard(key, 'red'),
      cardLabel: (card) => `${card.name!} ⬤ ${String(fabCard(card.key!, card.key === 'Throw Dagger' ? 'blue' : 'red').stats.pitch)}`,
      ask: async (_title, fields) => {
        asked.push(fields);
        // Tick the first card offered to pitch.
        return Object.fromEntries(fields.map((field) => [field.name, field.kind === 'cards' ? [field.options![0]!.value] : field.initial]));
      },
    };
    const place = (card: string): CardPlace => {
      const zone = context.snapshot.view.zones.find((candidate) => candidate.key === 'hand#0')!;
      const index = zone.cards.findIndex((each) => each.id === card);
      return { card: zone.cards[index]!, zone, index };
    };
    await menuItem(cardMenu(context, place(ignite)), 'Play').onselect();
    expect(asked).toEqual([]);
    expect(sent.at(-1)).toEqual({ type: 'game', seat: 0, action: 'play', args: { card: ignite } });
    await menuItem(cardMenu(context, place(rally)), 'Play').onselect();
    const hand = context.snapshot.view.zones.find((candidate) => candidate.key === 'hand#0')!.cards.filter((card) => card.id !== rally);
    expect(asked[0]!.map((field) => [field.name, field.kind])).toEqual([
      ['pitch', 'cards'],
      ['cost', 'number'],
    ]);
    expect(asked[0]![0]!.options).toEqual(hand.map((card) => ({ value: card.id, label: context.cardLabel(card) })));
    expect(sent.at(-1)).toEqual({ type: 'game', seat: 0, action: 'play', args: { card: rally, pitch: [hand[0]!.id] } });
  });

  it('DM 112.2a: Summon pays with the selected cards of the mana zone only; with none selected the table picks', async () => {
    setLocale('en');
    const history = dmBoard([[['無双竜機ボルバルザーク', 'hand'], ['暗黒鎧 ザロスト', 'mana', { count: 2 }], ['暗黒鎧 ザロスト', 'battle']], []], 'assisted', 'main');
    const mana = history.state.zones['mana#0']!;
    const creature = history.state.zones.battle![0]!;
    const place = placeOf(history, 'hand#0', '無双竜機ボルバルザーク');
    const sent: TableAction[] = [];
    const selected = (selection: string[]): MenuContext => ({ ...asking(history, sent, []), selection: () => selection });
    await menuItem(cardMenu(selected([...mana, creature]), place), 'Summon').onselect();
    await menuItem(cardMenu(selected([creature]), place), 'Summon').onselect();
    expect(sent).toEqual([
      { type: 'game', seat: 0, action: 'summon', args: { card: place.card.id, mana } },
      { type: 'game', seat: 0, action: 'summon', args: { card: place.card.id } },
    ]);
  });

  it('DM 509.5a: Use a shield trigger asks a twinpact its half, the action’s own choice first; a card of one kind is not asked', async () => {
    setLocale('en');
    // Both shields broken (by the other seat, in free mode): the decision offers them in seat 0's hand (509.5a).
    const history = dmBoard([[['ボルシャック・NEX（ネックス）/スーパー・スパーク', 'shields'], ['アクア・サーファー', 'shields']], []], 'free');
    expect(history.perform({ type: 'game', seat: 1, action: 'breakShields', args: { target: 0, count: 2 } })).not.toHaveProperty('message');
    const sent: TableAction[] = [];
    const asked: AskField[][] = [];
    const context = asking(history, sent, asked);
    await menuItem(cardMenu(context, placeOf(history, 'hand#0', 'ボルシャック・NEX（ネックス）/スーパー・スパーク')), 'Use a shield trigger').onselect();
    expect(asked).toEqual([
      [
        {
          name: 'half',
          label: 'Which half of the twinpact to use',
          kind: 'choice',
          initial: '',
          options: [
            { value: '', label: 'As the card says' },
            { value: 'creature', label: 'Creature' },
            { value: 'spell', label: 'Spell' },
          ],
          optional: true,
        },
      ],
    ]);
    await menuItem(cardMenu(context, placeOf(history, 'hand#0', 'アクア・サーファー')), 'Use a shield trigger').onselect();
    expect(asked).toHaveLength(1);
    expect(sent.map((action) => (action as { args: object }).args)).toEqual([{ card: expect.any(String) }, { card: expect.any(String) }]);
  });
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
    expect(double(['creature', 'spell', 'twinpact'])).toEqual({ type: 'game', seat: 0, action: 'summon', args: { card: place.card.id } });
    expect(double(['spell'])).toEqual({ type: 'game', seat: 0, action: 'cast', args: { card: place.card.id } });
    expect(double(undefined)).toEqual({ type: 'game', seat: 0, action: 'summon', args: { card: place.card.id } });
    const shields = view.zones.find((zone) => zone.key === 'shields#1')!;
    expect(primaryAction(rules, view, 0, { card: shields.cards[3]!, zone: shields, index: 3 }, () => undefined)).toEqual({
      type: 'game',
      seat: 0,
      action: 'breakShields',
      args: { target: 1, positions: [3] },
    });
  });

  it('NOVA, whose hand cards no action of its own plays: into the board’s main zone', () => {
    const history = madeUpTable('nova');
    const place = cardIn(history, 'nova', 'hand');
    const { rules, view } = snapshotOf(history, 'nova', 0);
    expect(primaryAction(rules, view, 0, place, () => undefined)).toEqual({ type: 'move', seat: 0, card: place.card.id, to: { zone: gameDefinition('nova').board.main, seat: 0 } });
  });

  it('PMV 5.2.3: a hand card is played, the nodes that pay left to the play’s dialog', () => {
    const history = madeUpTable('pmv');
    const place = cardIn(history, 'pmv', 'hand');
    const { rules, view } = snapshotOf(history, 'pmv', 0);
    expect(primaryAction(rules, view, 0, place, () => undefined)).toEqual({ type: 'game', seat: 0, action: 'play', args: { card: place.card.id } });
  });
});
