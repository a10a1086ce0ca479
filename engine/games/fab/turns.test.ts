// FaB turn flow on a table set up from the real Cindra deck (test/helpers/fab-deck.ts), driven by `advance`; the
// rules of the zones chapter it cites are checked against the original Japanese text (excerpts in test/fixtures/rules),
// the others against the digest's words in turns.reference.test.ts.
import { describe, expect, it } from 'vitest';
import { cindraDeck, toHand } from '../../../test/helpers/fab-deck';
import { ruleText } from '../../../test/helpers/rules';
import { at, count, goTo, losses, perform, step } from '../../../test/helpers/table';
import { describe as describeEvent } from '../../core/describe';
import type { History } from '../../core/history';
import { startTable, type SeatDeck } from '../../core/setup';
import type { GameState } from '../../core/state';
import { fab } from './index';
import { ACTION_POINTS, RESOURCE_POINTS } from './turns';

const deck = cindraDeck();
/** Two seats after setup, seat 0 first. */
const table = (decks: SeatDeck[] = [deck, deck]): History => startTable(fab, { seed: 8, decks });

const points = (state: GameState, seat: number): number[] => [ACTION_POINTS, RESOURCE_POINTS].map((name) => state.seats[seat]!.resources[name] ?? 0);
/** Pitches the card with this key (fetched from the deck if need be), or else the first card of the hand. */
const pitch = (history: History, seat: number, key?: string): string => {
  const card = key ? toHand(history, seat, key) : history.state.zones[`hand#${seat}`]![0]!;
  perform(history, { type: 'game', seat, action: 'pitch', args: { card } });
  return card;
};

describe('FaB turn flow', () => {
  it('FaB 4.2 / 4.3 / 4.4.3b–f: start, action, the end-of-turn parts in order, then the next player’s start phase', () => {
    const history = table();
    const seen = Array.from({ length: 8 }, () => {
      step(history);
      return at(history.state);
    });
    expect(seen).toEqual(['1/0/start', '1/0/action', '1/0/endArsenal', '1/0/endPitch', '1/0/endUntap', '1/0/endPoints', '1/0/endDraw', '2/1/start']);
    goTo(history, 2, 'endArsenal');
    const [changed] = history.log().at(-1)!.events;
    expect(describeEvent(changed!, 'en', 0, history.rules)).toBe('Turn 2 (Player 2): End phase: arsenal');
    expect(describeEvent(changed!, 'ja', 1, history.rules)).toBe('ターン2（プレイヤー2）：エンドフェイズ：格納庫');
  });

  it('FaB 4.3.2: the turn player gets 1 action point in the action phase; FaB 4.4.3e every player loses action and resource points', () => {
    const history = table();
    step(history);
    expect(points(history.state, 0)).toEqual([0, 0]);
    step(history);
    expect([points(history.state, 0), points(history.state, 1)]).toEqual([
      [1, 0],
      [0, 0],
    ]);
    pitch(history, 0, 'Throw Dagger');
    pitch(history, 1, 'Dragon Power');
    goTo(history, 1, 'endUntap');
    expect([points(history.state, 0), points(history.state, 1)]).toEqual([
      [1, 3],
      [0, 3],
    ]);
    step(history);
    expect(at(history.state)).toBe('1/0/endPoints');
    expect([points(history.state, 0), points(history.state, 1)]).toEqual([
      [0, 0],
      [0, 0],
    ]);
    // The next turn's action phase gives the new turn player theirs.
    goTo(history, 2, 'action');
    expect([points(history.state, 0)[0], points(history.state, 1)[0]]).toEqual([0, 1]);
  });

  it('FaB 4.4.3c: every player’s pitch zone goes to the bottom of their deck, face down, in the order it lies', () => {
    const history = table();
    goTo(history, 1, 'action');
    const dagger = pitch(history, 0, 'Throw Dagger');
    const power = pitch(history, 0, 'Dragon Power');
    const theirs = pitch(history, 1, 'Concealed Blade');
    // Pitched cards lie in the order they were pitched.
    expect(history.state.zones['pitch#0']).toEqual([dagger, power]);
    goTo(history, 1, 'endArsenal');
    // Before leaving the arsenal step the player sets the order: Dragon Power first, so it ends above Throw Dagger.
    perform(history, { type: 'move', seat: 0, card: power, to: { zone: 'pitch', position: 0 } });
    const deckSize = count(history.state, 'deck#0');
    step(history);
    expect(at(history.state)).toBe('1/0/endPitch');
    expect(history.state.zones['deck#0']!.slice(-2)).toEqual([power, dagger]);
    expect(history.state.zones['deck#1']!.at(-1)).toBe(theirs);
    expect(count(history.state, 'deck#0')).toBe(deckSize + 2);
    expect([count(history.state, 'pitch#0'), count(history.state, 'pitch#1')]).toEqual([0, 0]);
    expect([power, dagger, theirs].every((id) => history.state.cards[id]!.faceDown)).toBe(true);
  });

  it('FaB 4.4.3d: the turn player’s hero, equipment and weapons untap; the other player’s stay tapped', () => {
    const history = table();
    const mine = ['hero#0', 'chest#0', 'weapon1#0'].map((zone) => history.state.zones[zone]![0]!);
    const theirs = history.state.zones['weapon1#1']![0]!;
    for (const card of [...mine, theirs]) perform(history, { type: 'tap', seat: 0, card, tapped: true });
    goTo(history, 1, 'endPitch');
    expect(mine.every((id) => history.state.cards[id]!.tapped)).toBe(true);
    const events = step(history);
    expect(at(history.state)).toBe('1/0/endUntap');
    expect(mine.map((id) => history.state.cards[id]!.tapped)).toEqual([false, false, false]);
    expect(history.state.cards[theirs]!.tapped).toBe(true);
    expect(events.find((event) => event.type === 'tapped')!.cards.map((card) => card.id).sort()).toEqual([...mine].sort());
  });

  it('FaB 4.4.3f: on the first turn every player draws up to intellect, afterwards only the turn player', () => {
    const history = table();
    goTo(history, 1, 'action');
    pitch(history, 0);
    pitch(history, 0);
    pitch(history, 1);
    expect([count(history.state, 'hand#0'), count(history.state, 'hand#1')]).toEqual([2, 3]);
    goTo(history, 1, 'endDraw');
    expect([count(history.state, 'hand#0'), count(history.state, 'hand#1')]).toEqual([4, 4]);
    goTo(history, 2, 'action');
    pitch(history, 0);
    pitch(history, 1);
    goTo(history, 2, 'endDraw');
    expect([count(history.state, 'hand#0'), count(history.state, 'hand#1')]).toEqual([3, 4]);
  });

  it('FaB 4.4.3f: a player with intellect or more cards in hand draws nothing; the intellect is the hero’s', () => {
    const history = table();
    // Five cards in hand, more than Cindra's intellect of 4.
    toHand(history, 0, 'Snatch');
    goTo(history, 1, 'endPoints');
    expect(step(history).map((event) => event.type)).toEqual(['turnChanged']);
    expect(count(history.state, 'hand#0')).toBe(5);
    // A hero of intellect 6 draws up to 6, at the start and at the end of the turn (a card of its own: the catalog
    // holds one set of facts per key).
    const hero = deck.sections.hero!.map((card) => ({ ...card, key: 'intellect 6', facts: { ...card.facts, intellect: 6 } }));
    const clever = table([{ sections: { ...deck.sections, hero } }, deck]);
    expect([count(clever.state, 'hand#0'), count(clever.state, 'hand#1')]).toEqual([6, 4]);
    goTo(clever, 1, 'action');
    pitch(clever, 0);
    pitch(clever, 1);
    goTo(clever, 1, 'endDraw');
    expect([count(clever.state, 'hand#0'), count(clever.state, 'hand#1')]).toEqual([6, 4]);
  });

  it('fab.md §3.4: running out of cards is no loss — the end-phase draw takes what is left', () => {
    const history = table();
    goTo(history, 1, 'action');
    pitch(history, 0);
    goTo(history, 1, 'endPoints');
    const left = count(history.state, 'deck#0');
    perform(history, { type: 'moveTop', seat: 0, from: { zone: 'deck' }, count: left, to: { zone: 'graveyard' } });
    const events = step(history);
    const drew = events.find((event) => event.type === 'drew')!;
    expect(drew).toMatchObject({ requested: 1, cards: [] });
    expect(describeEvent(drew, 'en', 0, history.rules)).toBe('Player 1 has no card to draw');
    expect(losses(history)).toEqual([]);
    expect(history.state.seats.map((seat) => seat.lost)).toEqual([null, null]);
  });

  it('FaB 4.5.3a: a hero whose life reaches 0 loses, reported once; undo takes it back', () => {
    const history = table();
    step(history);
    perform(history, { type: 'life', seat: 0, target: 1, delta: -39 });
    expect(losses(history)).toEqual([]);
    const events = perform(history, { type: 'life', seat: 0, target: 1, delta: -1 });
    const lost = events.find((event) => event.type === 'lost')!;
    expect(lost).toMatchObject({ target: 1, rule: 'FaB 4.5.3a' });
    expect(describeEvent(lost, 'en', 0, history.rules)).toBe('Player 2 loses (FaB 4.5.3a)');
    expect(describeEvent(lost, 'ja', 1, history.rules)).toBe('プレイヤー2の敗北（FaB 4.5.3a）');
    perform(history, { type: 'life', seat: 0, target: 1, delta: -3 });
    expect(losses(history)).toHaveLength(1);
    history.undo();
    history.undo();
    expect(history.state.seats[1]!.lost).toBeNull();
    expect(history.state.seats[1]!.life).toBe(1);
  });

  it('undo takes back each step of the turn whole, and redo does it again', () => {
    const history = table();
    goTo(history, 1, 'action');
    pitch(history, 0, 'Throw Dagger');
    pitch(history, 1, 'Dragon Power');
    perform(history, { type: 'tap', seat: 0, card: history.state.zones['weapon1#0']![0]!, tapped: true });
    for (let index = 0; index < 6; index++) {
      const before = history.state;
      step(history);
      const after = history.state;
      expect(after).not.toEqual(before);
      history.undo();
      expect(history.state, at(after)).toEqual(before);
      history.redo();
      expect(history.state).toEqual(after);
    }
    expect(at(history.state)).toBe('2/1/start');
  });
});

describe('FaB rules cited', () => {
  it('FaB 4.4.3f: running out of deck is no loss', () => {
    expect(fab.turns!.emptyDrawLoses).toBeNull();
  });

  it('FaB 4.1.8 / 3.2.2a–3.16.2a: equipping at the start, each zone taking its subtype, a 2H weapon both weapon zones', () => {
    const arena = fab.setup.otherSections.find((start) => start.section === 'arena')!;
    expect(arena.equip!.rule).toBe('FaB 4.1.8');
    // The Japanese original (zones chapter): an object is equipped to the arms zone only with the arms subtype, ….
    const subtype: Record<string, string> = { arms: '腕のサブタイプ', chest: '胴のサブタイプ', head: '頭のサブタイプ', legs: '足のサブタイプ' };
    for (const slot of arena.equip!.slots) {
      const text = ruleText('fab', slot.rule.split(' ')[1]!);
      if (slot.zones.length === 1) expect(text, slot.rule).toContain(subtype[slot.zones[0]!]);
      else expect(text, slot.rule).toContain('武器のタイプか、逆手か矢筒のサブタイプ');
    }
    const twoHanded = arena.equip!.slots.find((slot) => slot.fillsAll)!;
    expect(twoHanded).toMatchObject({ values: ['2H'], zones: ['weapon1', 'weapon2'] });
    expect(ruleText('fab', '3.16.2a')).toContain('サブタイプが両手のオブジェクトは、2つの武器ゾーンに装備する義務があります');
  });
});
