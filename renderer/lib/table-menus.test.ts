/**
 * The context menus list what applies to a card where it lies, from the game's declarations (issue 23, point 6): real
 * cards of the shipped packs, their facts known as the card database gives them, each item with its key.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { CardView, TableAction } from '../../api/contract';
import type { History } from '../../engine/core/history';
import { startTable, type SeatDeck } from '../../engine/core/setup';
import { fab } from '../../engine/games/fab';
import { gameDefinition } from '../../engine/games/registry';
import type { GameId } from '../../engine/games/id';
import { board as dmBoard } from '../../test/helpers/dm-board';
import { dmCardSummary } from '../../test/helpers/dm-pack';
import { fabCard, fabTableCard } from '../../test/helpers/fab-pack';
import { goTo } from '../../test/helpers/table';
import { snapshotOf } from '../../test/helpers/table-snapshot';
import { setLocale } from '../i18n/index.svelte';
import type { MenuItem } from './context-menu';
import type { CardFacts, CardPlace } from './table-actions';
import { cardMenu, shownMarkers, type MenuContext } from './table-menus';

afterEach(() => setLocale('ja'));

/** Seat 0's menu context with the card database's facts of every card. */
function contextOf(history: History, game: GameId, factsOf: (key: string) => CardFacts): MenuContext {
  return {
    snapshot: snapshotOf(history, game, 0),
    seat: 0,
    act: (_action: TableAction) => {},
    ask: async () => null,
    view: () => {},
    selection: () => [],
    toggleStack: () => {},
    factsOf,
    cardKinds: gameDefinition(game).cardKinds.map((kind) => kind.id),
    cardLabel: (card) => card.name ?? '',
  };
}

/** The menu as it reads: each item with its key after a tab, separators as `—`. */
const read = (items: MenuItem[]): string[] =>
  items.map((item) => ('separator' in item ? '—' : 'onselect' in item ? (item.shortcut ? `${item.label}\t${item.shortcut}` : item.label) : item.command));

function placeOf(context: MenuContext, zoneKey: string, key: string): CardPlace {
  const zone = context.snapshot.view.zones.find((candidate) => candidate.key === zoneKey)!;
  const index = zone.cards.findIndex((card) => card.key === key);
  if (index < 0) throw new Error(`${key}: not in ${zoneKey}`);
  return { card: zone.cards[index]!, zone, index };
}

describe('a DM card menu', () => {
  const context = (history: History) => contextOf(history, 'dm', dmCardSummary);

  it('a creature in the hand: no tap, counter or marker; charge and summon (Enter), no spell, cross gear or evolution; no hyperspace or 超GR', () => {
    setLocale('ja');
    const history = dmBoard([[['無双竜機ボルバルザーク', 'hand']], []], 'assisted', 'main');
    const menu = context(history);
    expect(read(cardMenu(menu, placeOf(menu, 'hand#0', '無双竜機ボルバルザーク')))).toEqual([
      '公開する',
      '—',
      'マナチャージ',
      '召喚\tEnter',
      '—',
      '山札の一番上へ',
      '山札の一番下へ',
      'バトルゾーンへ',
      '墓地へ',
      'マナゾーンへ',
      'シールドゾーンの一番上へ',
      'シールドゾーンの一番下へ',
      '深淵ゾーンへ',
    ]);
  });

  it('a spell in the hand is cast (Enter), not summoned; a shield trigger is used only once a broken shield offers it (509.5a)', () => {
    setLocale('en');
    const history = dmBoard([[['フェアリー・ライフ', 'hand'], ['アクア・サーファー', 'shields']], []], 'free', 'main');
    const before = context(history);
    const spell = read(cardMenu(before, placeOf(before, 'hand#0', 'フェアリー・ライフ')));
    expect(spell).toContain('Cast a spell\tEnter');
    expect(spell).not.toContain('Summon');
    expect(spell).not.toContain('Use a shield trigger');
    expect(history.perform({ type: 'game', seat: 1, action: 'breakShields', args: { target: 0, count: 1 } })).not.toHaveProperty('message');
    const after = context(history);
    const trigger = read(cardMenu(after, placeOf(after, 'hand#0', 'アクア・サーファー')));
    expect(trigger).toEqual(expect.arrayContaining(['Use a shield trigger', 'Keep in hand', 'Summon\tEnter']));
    // The spell was not broken out of a shield: no decision offers it.
    expect(read(cardMenu(after, placeOf(after, 'hand#0', 'フェアリー・ライフ')))).not.toContain('Use a shield trigger');
  });

  it('a creature in the battle zone: tap (Space), counters and summoning sickness, its attacks; no awakening, no 超GR return', () => {
    setLocale('en');
    const history = dmBoard([[['暗黒鎧 ザロスト', 'battle', { sick: true }]], []]);
    const menu = context(history);
    expect(read(cardMenu(menu, placeOf(menu, 'battle', '暗黒鎧 ザロスト')))).toEqual([
      'Tap\tSpace',
      'Turn face down',
      'Add a +1 counter',
      'Unmark: Summoning sickness',
      '—',
      'Attack the player',
      'Attack a creature',
      '—',
      'To the top of Deck',
      'To the bottom of Deck',
      'To Hand',
      'To Graveyard',
      'To Mana zone',
      'To the top of Shield zone',
      'To the bottom of Shield zone',
      'To Abyss zone',
    ]);
  });

  it('a スピードアタッカー does not show summoning sickness or offer it (301.5); a creature without it does', () => {
    setLocale('en');
    const history = dmBoard([[['国士無双カイザー「勝×喝」', 'battle', { sick: true }], ['暗黒鎧 ザロスト', 'battle', { sick: true }]], []]);
    const menu = context(history);
    const speedy = placeOf(menu, 'battle', '国士無双カイザー「勝×喝」');
    expect(speedy.card.markers).toEqual(['summoningSickness']);
    expect(shownMarkers(menu.snapshot.rules.markers, speedy.card, dmCardSummary(speedy.card.key!))).toEqual([]);
    expect(read(cardMenu(menu, speedy)).filter((label) => label.includes('Summoning sickness'))).toEqual([]);
    const plain = placeOf(menu, 'battle', '暗黒鎧 ザロスト');
    expect(shownMarkers(menu.snapshot.rules.markers, plain.card, dmCardSummary(plain.card.key!))).toEqual(['summoningSickness']);
    expect(read(cardMenu(menu, plain))).toContain('Unmark: Summoning sickness');
  });
});

describe('a FaB card menu', () => {
  it('an attack action in the hand: Play (Enter), pitch and arsenal; no tap, counters, markers, equipment or hero zones', () => {
    setLocale('en');
    const cards = [fabTableCard('Brand with Cinderclaw', 'red'), fabTableCard('Ignite', 'red'), fabTableCard('Throw Dagger', 'blue'), fabTableCard('Snatch', 'red')];
    const deck: SeatDeck = { sections: { hero: [fabTableCard('Cindra, Dracai of Retribution')], deck: cards } };
    const history = startTable(fab, { seed: 13, decks: [deck, deck], mode: 'assisted' });
    goTo(history, 1, 'action');
    const facts = (key: string): CardFacts => fabCard(key, key === 'Throw Dagger' ? 'blue' : key === 'Cindra, Dracai of Retribution' ? null : 'red');
    const menu = contextOf(history, 'fab', facts);
    expect(read(cardMenu(menu, placeOf(menu, 'hand#0', 'Brand with Cinderclaw')))).toEqual([
      'Reveal',
      '—',
      'Play\tEnter',
      'Pitch',
      'Arsenal a card',
      '—',
      'To the top of Deck',
      'To the bottom of Deck',
      'To Arsenal',
      'To Pitch',
      'To Graveyard',
      'To Banished',
      'To Inventory',
      'To the top of Combat Chain',
      'To the bottom of Combat Chain',
      'To Permanent',
      'To the top of Stack',
      'To the bottom of Stack',
    ]);
    // The hero: tapped in play, the counters the damage step reads there, no marker of the chain's.
    const hero: CardView = placeOf(menu, 'hero#0', 'Cindra, Dracai of Retribution').card;
    const heroMenu = read(cardMenu(menu, placeOf(menu, 'hero#0', hero.key!)));
    expect(heroMenu.slice(0, 2)).toEqual(['Tap\tSpace', 'Turn face down']);
    expect(heroMenu).toEqual(expect.arrayContaining(['Add a +1 counter', 'Add a +1 power counter', 'Add a +1 defense counter']));
    expect(heroMenu.filter((label) => label.startsWith('Mark:') || label.includes('prevention') || label.startsWith('To Head') || label.startsWith('To Legs'))).toEqual([]);
  });
});
