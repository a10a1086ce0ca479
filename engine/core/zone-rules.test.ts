// The core's zone rules (structure.ts ZoneRules), faces turned (`turnFace`) and allowances of one game action, on the
// core's test table with made-up rules: what each generic piece does whichever game declares it.
import { describe, expect, it } from 'vitest';
import { describe as describeEvent } from './describe';
import { createGame, type DeckListCard, type GameState, type TableRules } from './state';
import { ok, refused, TEST_RULES } from './testing';
import { view } from './view';

/** Made-up rules: a `spirit` goes back to the bottom of its owner's deck from anywhere but the battle zone; a `beast` entering the battle zone is `new`, unless it lies on others. */
const RULES: TableRules = {
  ...TEST_RULES,
  zoneRules: {
    entering: [{ zone: 'battle', marker: 'new', kinds: ['beast'], unlessOnCards: true, rule: 'T 1' }],
    homes: [{ kinds: ['spirit'], home: 'deck', position: 'bottom', plays: ['battle'], rule: 'T 2' }],
    barred: [],
  },
  turns: {
    steps: [{ id: 'main', label: { ja: 'メイン', en: 'Main' }, work: [], rule: 'T 3' }],
    mainStep: 'main',
    allowances: [{ id: 'set', label: { ja: 'セット', en: 'Set' }, from: 'hand', to: 'arsenal', perTurn: 1, rule: 'T 4', action: 'set' }],
    emptyDrawLoses: null,
    losses: [],
  },
  actions: [
    {
      id: 'set',
      label: { ja: 'セット', en: 'Set' },
      rule: 'T 4',
      parameters: [{ kind: 'card', name: 'card', from: ['hand'] }],
      expand: (_, seat, args) => [{ type: 'move', seat, card: args.card as string, to: { zone: 'arsenal' } }],
    },
  ],
};

const cards: DeckListCard[] = [
  { key: 'beast', name: 'Beast', count: 2, zone: 'hand', facts: { kinds: ['beast'] } },
  { key: 'spirit', name: 'Spirit', count: 1, zone: 'battle', faces: [{ name: 'Spirit', facts: { kinds: ['spirit'] } }, { name: 'Great Spirit', facts: { kinds: ['spirit'] } }] },
  { key: 'stone', name: 'Stone', count: 3, zone: 'deck' },
];

/** c1, c2: beasts in the hand; c3: the spirit in the battle zone; c4–c6: stones in the deck. */
const table = (): GameState => createGame(RULES, { seed: 1, decks: [{ cards }, { cards: [] }], life: 20, mode: 'strict' });


describe('zone rules', () => {
  it('a card of a home kind put anywhere but its home or where it plays goes home instead, in a move naming the rule', () => {
    const { state, events } = ok(table(), { type: 'move', seat: 0, card: 'c3', to: { zone: 'hand' } });
    expect(state.zones['deck#0']).toEqual(['c4', 'c5', 'c6', 'c3']);
    expect(state.zones['hand#0']).toEqual(['c1', 'c2']);
    expect(events.map((event) => describeEvent(event, 'en', 0, state.rules))).toEqual(["Player 1 puts Spirit on the bottom of Player 1's deck (T 2)"]);
  });

  it('under a card that leaves, a card of a home kind goes home alone and the rest goes where the move said', () => {
    let state = ok(table(), { type: 'move', seat: 0, card: 'c1', to: { zone: 'battle' } }).state;
    state = ok(state, { type: 'move', seat: 0, card: 'c3', to: { under: 'c1' } }).state;
    const moved = ok(state, { type: 'move', seat: 0, card: 'c1', to: { zone: 'grave' } });
    expect(moved.state.zones['grave#0']).toEqual(['c1']);
    expect(moved.state.cards['c1']!.attached).toEqual([]);
    expect(moved.state.zones['deck#0']!.at(-1)).toBe('c3');
    expect(moved.events.map((event) => event.type === 'moved' && event.to)).toEqual([{ zone: 'deck#0', position: 'bottom' }, { zone: 'grave#0', position: 'top' }]);
  });

  it('an entering marker goes on once the action is done, however the card came in, and not on a card lying on others', () => {
    const moved = ok(table(), { type: 'move', seat: 0, card: 'c1', to: { zone: 'battle' } });
    expect(moved.state.cards['c1']!.markers).toEqual(['new']);
    expect(moved.events.map((event) => event.type)).toEqual(['moved', 'marker']);
    // Put onto another card in the same action (a game action's parts), it lies on it: no marker.
    const rules: TableRules = {
      ...RULES,
      actions: [{ id: 'onto', label: { ja: '重ねる', en: 'Onto' }, rule: 'T 5', expand: () => [{ type: 'move', seat: 0, card: 'c2', to: { zone: 'battle' } }, { type: 'move', seat: 0, card: 'c1', to: { under: 'c2' } }] }],
    };
    const stacked = ok({ ...moved.state, rules }, { type: 'game', seat: 0, action: 'onto' }).state;
    expect(stacked.cards['c2']).toMatchObject({ markers: [], attached: ['c1'] });
    // Taken from under it, the card was in the zone already: it does not come in again.
    expect(ok(stacked, { type: 'move', seat: 0, card: 'c1', to: { zone: 'battle' } }).state.cards['c1']!.markers).toEqual([]);
    // A card without the kind gets none.
    expect(ok(table(), { type: 'move', seat: 0, card: 'c4', to: { zone: 'battle' } }).state.cards['c4']!.markers).toEqual([]);
  });

  it('a turn allowance of one game action counts that action’s moves, not a move by hand', () => {
    let state = ok(table(), { type: 'setTurn', seat: 0, turn: { step: 'main' } }).state;
    state = ok(state, { type: 'move', seat: 0, card: 'c1', to: { zone: 'arsenal' } }).state;
    expect(state.turn.used).toEqual({});
    state = ok(state, { type: 'move', seat: 0, card: 'c1', to: { zone: 'hand' } }).state;
    state = ok(state, { type: 'game', seat: 0, action: 'set', args: { card: 'c1' } }).state;
    expect(state.turn.used).toEqual({ set: 1 });
  });
});

describe('turnFace', () => {
  it('turns a card of several faces to the one named; the view and the log name that face; a move turns it back', () => {
    const turned = ok(table(), { type: 'turnFace', seat: 0, card: 'c3', face: 1 });
    expect(describeEvent(turned.events[0]!, 'ja', 1, turned.state.rules)).toBe('プレイヤー1は「Spirit」を「Great Spirit」の面にした');
    expect(view(turned.state, 1).zones.find((zone) => zone.key === 'battle#0')!.cards[0]).toMatchObject({ name: 'Great Spirit', face: 1 });
    const moved = ok(turned.state, { type: 'move', seat: 0, card: 'c3', to: { zone: 'battle', seat: 1 } });
    expect(moved.state.cards['c3']!.face).toBeUndefined();
  });

  it('a face of a card in a hidden zone stays hidden in the log', () => {
    const state = ok(table(), { type: 'move', seat: 0, card: 'c3', to: { zone: 'battle' } }).state;
    const hidden = ok(ok(state, { type: 'flip', seat: 0, card: 'c3' }).state, { type: 'turnFace', seat: 0, card: 'c3', face: 1 });
    expect(describeEvent(hidden.events[0]!, 'en', 1, hidden.state.rules)).toBe('Player 1 turns a card to another face');
  });

  it('refuses a card of one face and a face it does not have, naming the field', () => {
    expect(refused(table(), { type: 'turnFace', seat: 0, card: 'c1', face: 1 }).message.en).toBe('card: c1 has no other face');
    expect(refused(table(), { type: 'turnFace', seat: 0, card: 'c3', face: 2 }).message.en).toBe('face: 2 is not a face from 0 to 1');
  });
});
