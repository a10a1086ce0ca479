// Playing PMV cards with their costs paid from the nodes (1.8.7, 5.2), on the shipped sample deck
// (db/packs/sample-pmv.deck.json) and, for 緊急回避, a card of the sample pack; checked against the original rules.
import { describe, expect, it } from 'vitest';
import { ruleText } from '../../../test/helpers/rules';
import { sampleCard, sampleDeck } from '../../../test/helpers/sample-pack';
import { goTo, perform, sameBreachByMode } from '../../../test/helpers/table';
import type { GameEvent } from '../../core/actions';
import { isRuleError, type Mode, type RuleError } from '../../core/basics';
import type { History } from '../../core/history';
import { startTable, type SeatDeck } from '../../core/setup';
import { view } from '../../core/view';
import { pmv } from './index';

const sample = sampleDeck('pmv');
// The sample deck and one 緊急回避 (相手ターン制限) of the sample pack.
const deck: SeatDeck = { sections: { ...sample.sections, main: [...sample.sections.main!, sampleCard('pmv', 'pmv-s058')] } };

/** Two seats on turn 1, seat 0 in its main phase. */
function table(mode: Mode = 'assisted'): History {
  const history = startTable(pmv, { seed: 11, decks: [deck, deck], mode });
  goTo(history, 1, 'main');
  return history;
}

const nameOf = (history: History, card: string): string => history.state.catalog[history.state.cards[card]!.key]!.name;

/** A card of that name of the seat's deck or hand, moved to `zone` (asleep with `asleep`); returns its id. */
function lay(history: History, seat: number, name: string, zone: string, asleep = false): string {
  const card = [...history.state.zones[`deck#${seat}`]!, ...history.state.zones[`hand#${seat}`]!].find((id) => nameOf(history, id) === name);
  if (!card) throw new Error(`${name}: seat ${seat} has none left in the deck or hand`);
  perform(history, { type: 'move', seat, card, to: { zone, seat } });
  if (asleep) perform(history, { type: 'tap', seat, card, tapped: true });
  return card;
}

/** `count` nodes of seat 0: the bottom cards of its deck (no node set, 1.8.4), the first `asleep` of them asleep. */
function nodes(history: History, count: number, asleep = 0): string[] {
  const cards = history.state.zones['deck#0']!.slice(-count);
  cards.forEach((card, index) => {
    perform(history, { type: 'move', seat: 0, card, to: { zone: 'node', seat: 0 } });
    if (index < asleep) perform(history, { type: 'tap', seat: 0, card, tapped: true });
  });
  return cards;
}

const play = (history: History, card: string, named?: string[]): GameEvent[] | RuleError =>
  history.perform({ type: 'game', seat: 0, action: 'play', args: { card, ...(named ? { nodes: named } : {}) } });

const tapped = (history: History, cards: readonly string[]): boolean[] => cards.map((card) => history.state.cards[card]!.tapped);
const zoneOf = (history: History, card: string): unknown => history.state.cards[card]!.location;

describe('PMV costs paid with nodes', () => {
  it('PMV 5.2.3.b / 1.8.7.a: 白瀬 つばめ (cost 2) goes to the play area face up and the table puts two active nodes to sleep; undo wakes them', () => {
    expect(ruleText('pmv', '5.2.3.b')).toBe('プレイするカードを手札から抜き出し、プレイエリアに表向きで置く。');
    expect(ruleText('pmv', '1.8.7.a')).toBe('自分のアクティブ状態のノード1枚をスリープ状態にすることで1コストを支払うことが出来る。');
    const history = table('strict');
    const tsubame = lay(history, 0, '白瀬 つばめ', 'hand');
    const paying = nodes(history, 3);
    const events = play(history, tsubame);
    expect(isRuleError(events)).toBe(false);
    expect(history.state.cards[tsubame]).toMatchObject({ faceDown: false, location: { kind: 'zone', zone: 'play#0' } });
    expect(tapped(history, paying).filter(Boolean)).toHaveLength(2);
    // Its cost is paid after it is put in the play area (5.2.3.b, 5.2.3.f).
    expect((events as GameEvent[]).map((event) => event.type)).toEqual(['gameAction', 'moved', 'tapped', 'tapped']);
    history.undo();
    expect(zoneOf(history, tsubame)).toEqual({ kind: 'zone', zone: 'hand#0' });
    expect(tapped(history, paying)).toEqual([false, false, false]);
  });

  it('PMV 1.8.7.b / 1.8.7.c: the nodes named pay — an active one is put to sleep, a sleeping one discarded face up to the underworld', () => {
    expect(ruleText('pmv', '1.8.7.b')).toBe('自分のスリープ状態のノード1枚を破棄することで1コストを支払うことが出来る。');
    const history = table('strict');
    const tsubame = lay(history, 0, '白瀬 つばめ', 'hand');
    const [sleeping, active, spare] = nodes(history, 3, 1);
    perform(history, { type: 'game', seat: 0, action: 'play', args: { card: tsubame, nodes: [sleeping!, active!] } });
    expect(history.state.cards[sleeping!]).toMatchObject({ faceDown: false, location: { kind: 'zone', zone: 'underworld#0' } });
    expect(tapped(history, [active!, spare!])).toEqual([true, false]);
    // Discarding lowers the node count (pmv.md §12.12): two nodes are left.
    expect(history.state.zones['node#0']).toHaveLength(2);
    history.undo();
    expect(history.state.cards[sleeping!]).toMatchObject({ faceDown: true, tapped: true, location: { kind: 'zone', zone: 'node#0' } });
  });

  it('PMV 1.8.7.g: naming one node more or fewer than the cost warns, is refused or passes by mode', () => {
    expect(ruleText('pmv', '1.8.7.g')).toBe('分割して支払うことや、少なくあるいは多く支払うことは出来ない。');
    sameBreachByMode(
      table,
      (history) => {
        const tsubame = lay(history, 0, '白瀬 つばめ', 'hand');
        const paying = nodes(history, 3);
        return () => play(history, tsubame, paying);
      },
      'PMV 1.8.7.g',
    );
    sameBreachByMode(
      table,
      (history) => {
        const tsubame = lay(history, 0, '白瀬 つばめ', 'hand');
        const [one] = nodes(history, 3);
        return () => play(history, tsubame, [one!]);
      },
      'PMV 1.8.7.g',
    );
  });

  it('PMV 1.8.7.b: too few active nodes for the table’s pick — assisted warns and spends nothing, strict refuses, free lets it pass', () => {
    const layOut = (history: History) => {
      const tsubame = lay(history, 0, '白瀬 つばめ', 'hand');
      nodes(history, 3, 2);
      return () => play(history, tsubame);
    };
    sameBreachByMode(table, layOut, 'PMV 1.8.7.b');
    const strict = table('strict');
    expect(layOut(strict)()).toEqual({
      rule: 'PMV 1.8.7.b',
      message: {
        ja: 'コスト2に対してアクティブ状態のノードが1枚です。残りは破棄するスリープ状態のノードを選んで支払います',
        en: 'The cost is 2; you have 1 active nodes. Name the sleeping nodes to discard for the rest',
      },
    });
    // Assisted: the card is played, but no node is spent — the player names the sleeping one to discard, or pays by hand.
    const assisted = table();
    layOut(assisted)();
    expect(assisted.state.zones['play#0']).toHaveLength(1);
    expect(tapped(assisted, assisted.state.zones['node#0']!).filter(Boolean)).toHaveLength(2);
    // Free: nothing checked, and only nodes named are spent.
    const free = table('free');
    layOut(free)();
    expect(tapped(free, free.state.zones['node#0']!).filter(Boolean)).toHaveLength(2);
  });

  it('PMV 5.2.2.d: fewer nodes than the cost, asleep or not, cannot pay it — assisted warns of that and of the required nodes', () => {
    expect(ruleText('pmv', '5.2.2.d')).toBe('プレイするカードのコストを支払うことが出来る。');
    const history = table();
    const tsubame = lay(history, 0, '白瀬 つばめ', 'hand');
    const [node] = nodes(history, 1);
    const events = play(history, tsubame) as GameEvent[];
    expect(events.flatMap((event) => (event.type === 'warning' ? [event.rule] : []))).toEqual(['PMV 5.2.2.c', 'PMV 5.2.2.d']);
    expect(tapped(history, [node!])).toEqual([false]);
    expect(zoneOf(history, tsubame)).toEqual({ kind: 'zone', zone: 'play#0' });
  });

  it('PMV 5.2.2.c: the required nodes count every node, active or asleep', () => {
    expect(ruleText('pmv', '5.2.2.c')).toBe('自分のノードエリアにあるノードの枚数が、プレイするカードの必要ノード以上である。');
    // 白瀬 つばめ needs 3 nodes: two (one asleep) are not enough; a third asleep is.
    sameBreachByMode(
      table,
      (history) => {
        const tsubame = lay(history, 0, '白瀬 つばめ', 'hand');
        const paying = nodes(history, 2, 1);
        return () => play(history, tsubame, paying);
      },
      'PMV 5.2.2.c',
    );
    const history = table('strict');
    const tsubame = lay(history, 0, '白瀬 つばめ', 'hand');
    const [, active1, active2] = nodes(history, 3, 1);
    perform(history, { type: 'game', seat: 0, action: 'play', args: { card: tsubame, nodes: [active1!, active2!] } });
    expect(zoneOf(history, tsubame)).toEqual({ kind: 'zone', zone: 'play#0' });
  });

  it('PMV 5.4.1.b / 5.5.1.b / 10.23.2.a: characters and spells in the own main phase, 相手ターン制限 in the other player’s turn', () => {
    expect(ruleText('pmv', '5.4.1.b')).toBe('メインフェイズであり、優先権を持っている。');
    expect(ruleText('pmv', '10.23.2.a')).toBe('(自動β)〔このカード〕は相手プレイヤーのターンにしかプレイ出来ない。');
    const outOfMain = (name: string) => (history: History) => {
      const card = lay(history, 0, name, 'hand');
      nodes(history, 5);
      goTo(history, 1, 'discard');
      return () => play(history, card);
    };
    sameBreachByMode(table, outOfMain('白瀬 つばめ'), 'PMV 5.4.1.b');
    sameBreachByMode(table, outOfMain('霊符「朝焼けの祓串」'), 'PMV 5.5.1.b');
    sameBreachByMode(
      table,
      (history) => {
        const dodge = lay(history, 0, '緊急回避', 'hand');
        nodes(history, 2);
        return () => play(history, dodge);
      },
      'PMV 10.23.2.a',
    );
    // A command card needs only priority (5.6.1.a): 見切り is played in the other player's turn.
    const history = table('strict');
    // A hand card out of the way first, so the hand stays within the limit of 7 (3.6.4).
    perform(history, { type: 'move', seat: 0, card: history.state.zones['hand#0']![0]!, to: { zone: 'underworld', seat: 0 } });
    const pattern = lay(history, 0, '見切り', 'hand');
    nodes(history, 1);
    goTo(history, 2, 'main');
    perform(history, { type: 'game', seat: 0, action: 'play', args: { card: pattern } });
    expect(zoneOf(history, pattern)).toEqual({ kind: 'zone', zone: 'play#0' });
  });

  it('PMV 1.8.7.e: only the player’s own nodes pay', () => {
    expect(ruleText('pmv', '1.8.7.e')).toBe('自分のノードからであれば、どのノードから支払ってもよい。');
    const history = table('strict');
    const card = lay(history, 0, '駆け出しの陰陽師', 'hand');
    nodes(history, 1);
    const theirs = lay(history, 1, '里の見廻り番', 'node');
    expect(play(history, card, [theirs])).toMatchObject({ rule: 'PMV 1.8.7.e' });
  });

  it('PMV 3.5.2: the node put to sleep for a cost shows asleep to the other player, its card to its owner only', () => {
    expect(ruleText('pmv', '3.5.2')).toContain('カードの状態が全てのプレイヤーから明らかであるように');
    const history = table('strict');
    const card = lay(history, 0, '駆け出しの陰陽師', 'hand');
    const [node] = nodes(history, 1);
    perform(history, { type: 'game', seat: 0, action: 'play', args: { card, nodes: [node!] } });
    const seen = (seat: number) => view(history.state, seat).zones.find((zone) => zone.key === 'node#0')!.cards[0]!;
    expect(seen(0)).toMatchObject({ id: node, name: nameOf(history, node!), tapped: true, faceDown: true });
    expect(seen(1)).toMatchObject({ id: node, key: null, name: null, tapped: true, faceDown: true });
  });

  it('PMV 1.8.7.a: payNodes puts active nodes to sleep for a cost the table does not pay itself; too few breaches by mode', () => {
    const history = table('strict');
    const paying = nodes(history, 3, 1);
    perform(history, { type: 'game', seat: 0, action: 'payNodes', args: { count: 2 } });
    expect(tapped(history, paying)).toEqual([true, true, true]);
    sameBreachByMode(
      table,
      (each) => {
        nodes(each, 2, 1);
        return () => each.perform({ type: 'game', seat: 0, action: 'payNodes', args: { count: 2 } });
      },
      'PMV 1.8.7.a',
    );
  });
});
