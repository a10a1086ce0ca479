// Each game's setup run on a table: the facts of engine/games/<id>/setup.ts, performed as logged actions. DM and
// FaB start from real decks (test/fixtures/data); ACG, PMV and NOVA have no deck data there, so their decks are made up.
import { describe, expect, it } from 'vitest';
import { CINDRA_FILE, cindraDeck } from '../../test/helpers/fab-deck';
import { fabCard } from '../../test/helpers/fab-pack';
import { dmProductDeck, seatDeck } from '../../test/helpers/table-decks';
import { readData } from '../../test/helpers/importers';
import { readDeckFile } from '../deck/formats';
import { acg } from '../games/acg';
import { dm } from '../games/dm';
import { fab } from '../games/fab';
import { nova } from '../games/nova';
import { pmv } from '../games/pmv';
import { History } from './history';
import { startTable, tableRules, type SeatDeck, type SectionCard, type TableOptions } from './setup';
import { outcome, type GameState } from './state';
import { view } from './view';
import { isRuleError } from './basics';

const dmDeck = (code: string): SeatDeck => dmProductDeck(code);

/** `count` made-up cards `<prefix>1`… in a section. */
const cards = (prefix: string, count: number): SectionCard[] =>
  Array.from({ length: count }, (_, index) => ({ key: `${prefix}${index + 1}`, name: `${prefix} ${index + 1}`, count: 1 }));

const zone = (state: GameState, key: string): string[] => state.zones[key]!;
const keys = (state: GameState, key: string): string[] => zone(state, key).map((id) => state.cards[id]!.key);

describe('DM setup', () => {
  const history = startTable(dm, { seed: 11, decks: [dmDeck('DMD-19'), dmDeck('DMD-19')], firstPlayer: 1 });
  const { state } = history;

  it('DM 103.3: a real 40-card deck (DMD-19) gives 5 face-down shields, then 5 cards in hand and 30 in the deck', () => {
    for (const seat of [0, 1]) {
      expect(zone(state, `shields#${seat}`)).toHaveLength(5);
      expect(zone(state, `hand#${seat}`)).toHaveLength(5);
      expect(zone(state, `deck#${seat}`)).toHaveLength(30);
      expect(zone(state, `shields#${seat}`).every((id) => state.cards[id]!.faceDown)).toBe(true);
      // Nobody sees a shield, its owner included (406.2).
      for (const viewer of [0, 1]) {
        const shields = view(state, viewer).zones.find((candidate) => candidate.key === `shields#${seat}`)!;
        expect(shields.cards.every((card) => card.key === null)).toBe(true);
      }
    }
  });

  it('DM 103.2: the deck is shuffled with the seeded rng, and the same seed shuffles the same way', () => {
    const listed = dmDeck('DMD-19').sections.main!.flatMap((card) => Array<string>(card.count).fill(card.key));
    const dealt = ['shields#0', 'hand#0', 'deck#0'].flatMap((key) => keys(state, key));
    expect(dealt.toSorted()).toEqual(listed.toSorted());
    // Instances are numbered in list order, so an unshuffled deck would read c…, c…+1, …
    const numbers = zone(state, 'deck#0').map((id) => Number(id.slice(1)));
    expect(numbers).not.toEqual(numbers.toSorted((a, b) => a - b));
    const again = startTable(dm, { seed: 11, decks: [dmDeck('DMD-19'), dmDeck('DMD-19')], firstPlayer: 1 }).state;
    expect(again.zones).toEqual(state.zones);
    expect(startTable(dm, { seed: 12, decks: [dmDeck('DMD-19'), dmDeck('DMD-19')] }).state.zones['deck#0']).not.toEqual(state.zones['deck#0']);
  });

  it('DM 407.1: the 12 hyperspace cards start face up in the hyperspace zone', () => {
    expect(zone(state, 'hyperspace#0')).toHaveLength(12);
    expect(zone(state, 'hyperspace#0').every((id) => !state.cards[id]!.faceDown)).toBe(true);
  });

  it('DM 103.3 → 103.4: shields, then hands, then the first player, each entry citing its rule', () => {
    expect(history.log().map((entry) => `${entry.action.type} ${entry.action.seat} ${entry.action.rule}`)).toEqual([
      'shuffle 0 DM 103.2',
      'shuffle 1 DM 103.2',
      'moveTop 1 DM 103.3',
      'draw 1 DM 103.3',
      'moveTop 0 DM 103.3',
      'draw 0 DM 103.3',
      'setTurn 1 DM 103.4',
    ]);
    expect(state.turn).toEqual({ number: 1, activeSeat: 1, phase: null, step: null, used: {} });
  });

  it('DM 100.5 / 408.1: DMBD-22 starts its game-start set in the battle zone and shuffles its 12 GR cards face down', () => {
    const history22 = startTable(dm, { seed: 3, decks: [dmDeck('DMBD-22')] });
    const start = history22.state;
    expect(keys(start, 'battle')).toEqual(['滅亡の起源 零無', '手札の儀', '墓地の儀', '破壊の儀', '復活の儀', '零龍']);
    expect(zone(start, 'gr#0')).toHaveLength(12);
    expect(zone(start, 'gr#0').every((id) => start.cards[id]!.faceDown)).toBe(true);
    expect(history22.log().map((entry) => entry.action.rule)).toContain('DM 408.1');
  });

  it('a saved session replays the setup to the same table', () => {
    const replayed = History.fromSession(tableRules(dm), JSON.parse(JSON.stringify(history.toSession())) as ReturnType<History['toSession']>);
    expect(replayed.state).toEqual(state);
  });

  it('refuses a section the game does not have, and a first player who is not a seat, naming the field', () => {
    expect(() => startTable(dm, { seed: 1, decks: [{ sections: { side: cards('x', 1) } }] })).toThrow('decks[0].sections.side: DM has no deck section "side"');
    expect(() => startTable(dm, { seed: 1, decks: [dmDeck('DMD-19')], firstPlayer: 1 })).toThrow('firstPlayer: there is no seat 1');
  });
});

describe('FaB setup', () => {
  const deck = cindraDeck();
  const history = startTable(fab, { seed: 5, decks: [deck, deck], firstPlayer: 1 });
  const { state } = history;
  const deckCards = deck.sections.deck!.reduce((sum, card) => sum + card.count, 0);
  const equipped = (table: GameState, seat: number): Record<string, string[]> =>
    Object.fromEntries(['arms', 'chest', 'head', 'legs', 'weapon1', 'weapon2'].map((id) => [id, keys(table, `${id}#${seat}`)]));
  const withEquip = (equip: TableOptions['equip'], decks = [deck]) => startTable(fab, { seed: 5, decks, equip }).state;

  it('FaB 4.1.2 / 2.5.1: the hero starts in the hero zone and gives the life total (Cindra: 40)', () => {
    expect(keys(state, 'hero#0')).toEqual(['Cindra, Dracai of Retribution']);
    expect(state.seats[0]!.life).toBe(40);
  });

  it("FaB 4.1.9: the hand is drawn up to the hero's intellect (4)", () => {
    expect(zone(state, 'hand#0')).toHaveLength(4);
    expect(zone(state, 'deck#0')).toHaveLength(deckCards - 4);
  });

  it('FaB 4.1.4a / 4.1.6: by default each zone gets the first arena-card that fits it; the rest lies in the inventory', () => {
    const cindra = {
      arms: ['Flick Knives'],
      chest: ['Blood Splattered Vest'],
      head: ['Mask of Momentum'],
      legs: ['Dragonscaler Flight Path'],
      weapon1: ['Claw of Vynserakai'],
      weapon2: ['Kunai of Retribution'],
    };
    expect(equipped(state, 0)).toEqual(cindra);
    expect(equipped(state, 1)).toEqual(cindra);
    // Hero, six pieces, the deck and the inventory: the second Kunai, the Lynx mask and the Tide Flippers.
    expect(Object.values(state.cards).filter((card) => card.owner === 0)).toHaveLength(deckCards + 10);
    expect(keys(state, 'inventory#0').sort()).toEqual(['Kunai of Retribution', 'Mask of the Pouncing Lynx', 'Tide Flippers']);
    expect(Object.values(state.cards).filter((card) => card.owner === 0 && card.key === 'Kunai of Retribution')).toHaveLength(2);
    // Its owner's alone (4.1.6: private): the other seat sees as many cards, none of them.
    const seen = view(state, 1).zones.find((entry) => entry.key === 'inventory#0')!;
    expect(seen.count).toBe(3);
    expect(JSON.stringify(seen)).not.toMatch(/Tide Flippers|Pouncing Lynx|Kunai/);
    // Equipped face up, each carrying its facts for the game's actions (a Kunai is a one-handed weapon).
    expect(zone(state, 'weapon2#0').every((id) => !state.cards[id]!.faceDown)).toBe(true);
    expect(state.catalog['Kunai of Retribution']!.facts).toMatchObject({ kinds: ['weapon'], subtypes: ['Draconic', 'Ninja', 'Dagger', '1H'] });
  });

  it('FaB 4.1.8: equipping comes after the first player is chosen and before the draw, first player first, each entry citing it', () => {
    const rules = history.log().map((entry) => `${entry.action.type} ${entry.action.seat} ${entry.action.rule}`);
    const creates = rules.filter((line) => line.startsWith('create'));
    expect(creates).toEqual([...Array<string>(6).fill('create 1 FaB 4.1.8'), ...Array<string>(6).fill('create 0 FaB 4.1.8')]);
    expect(rules.indexOf('setTurn 1 FaB 4.1.3')).toBeLessThan(rules.indexOf(creates[0]!));
    expect(rules.lastIndexOf(creates.at(-1)!)).toBeLessThan(rules.indexOf('draw 1 FaB 4.1.9'));
  });

  it('FaB 4.1.4a: the caller chooses the pieces, a key once per copy; choosing none leaves every zone empty', () => {
    const chosen = withEquip((seat, cards) => {
      expect(cards.map((card) => card.key)).toContain('Tide Flippers');
      return seat === 0 ? ['Kunai of Retribution', 'Tide Flippers', 'Kunai of Retribution'] : [];
    }, [deck, deck]);
    expect(equipped(chosen, 0)).toEqual({ arms: [], chest: [], head: [], legs: ['Tide Flippers'], weapon1: ['Kunai of Retribution'], weapon2: ['Kunai of Retribution'] });
    expect(Object.values(equipped(chosen, 1)).flat()).toEqual([]);
  });

  it('FaB 3.16.2a: a two-handed weapon fills both weapon zones (Anothos, from the shipped FaB pack)', () => {
    const anothos = fabCard('Anothos');
    expect(anothos.subtypes).toContain('2H');
    const facts = { kinds: anothos.kinds, subtypes: anothos.subtypes };
    const guardian: SeatDeck = { sections: { ...deck.sections, arena: [{ key: 'Anothos', name: 'Anothos', count: 1, facts }, ...deck.sections.arena!] } };
    expect(equipped(withEquip(undefined, [guardian]), 0)).toMatchObject({ weapon1: ['Anothos'], weapon2: [] });
    expect(() => withEquip(() => ['Anothos', 'Claw of Vynserakai'], [guardian])).toThrow(`equip: seat 0's "Claw of Vynserakai" fits no free zone (FaB 4.1.8)`);
  });

  it('FaB 4.1.4a: a choice the section cannot give or the zones cannot hold is refused, naming the option', () => {
    expect(() => withEquip(() => ['Kunai of Retribution', 'Kunai of Retribution', 'Kunai of Retribution'])).toThrow(
      'equip: seat 0 has no more copies of "Kunai of Retribution" in its arena section',
    );
    expect(() => withEquip(() => ['Snatch'])).toThrow('equip: seat 0 has no card "Snatch" in its arena section');
    expect(() => withEquip(() => ['Mask of Momentum', 'Mask of the Pouncing Lynx'])).toThrow(`equip: seat 0's "Mask of the Pouncing Lynx" fits no free zone (FaB 4.1.8)`);
    expect(() => startTable(dm, { seed: 1, decks: [dmDeck('DMD-19')], equip: () => [] })).toThrow('equip: DM equips no cards at the start');
  });

  it('a saved session replays the equipping to the same table', () => {
    const replayed = History.fromSession(tableRules(fab), JSON.parse(JSON.stringify(history.toSession())) as ReturnType<History['toSession']>);
    expect(replayed.state).toEqual(state);
  });

  it('FaB 2.5.1: a hero without a life stat is refused, naming the section', () => {
    const file = readDeckFile(readData(CINDRA_FILE).toString('utf8'), 'fab').decks[0]!;
    expect(() => startTable(fab, { seed: 5, decks: [seatDeck(file)] })).toThrow('decks[0].sections.hero: no card gives its life');
  });
});

describe('ACG setup (made-up deck)', () => {
  const deck: SeatDeck = { sections: { basic: cards('b', 40), territory: cards('t', 10), reserve: cards('r', 5) } };

  it('ACG 104.4 / 104.6: 20 life, 7 drawn, then each player chooses 2 of them for the bottom, first player first', () => {
    const history = startTable(acg, { seed: 9, decks: [deck, deck], firstPlayer: 1, mode: 'strict' });
    const { state } = history;
    expect(state.seats.map((seat) => seat.life)).toEqual([20, 20]);
    expect(state.decisions.map(({ seat, kind, rule, picks, cards }) => ({ seat, kind, rule, picks, cards }))).toEqual([
      { seat: 1, kind: 'bottom', rule: 'ACG 104.6', picks: 2, cards: zone(state, 'hand#1') },
      { seat: 0, kind: 'bottom', rule: 'ACG 104.6', picks: 2, cards: zone(state, 'hand#0') },
    ]);
    expect(zone(state, 'hand#1')).toHaveLength(7);
    const chosen = { 1: zone(state, 'hand#1').slice(0, 2), 0: zone(state, 'hand#0').slice(3, 5) };
    for (const seat of [1, 0] as const) {
      for (const card of chosen[seat]) expect(isRuleError(history.perform({ type: 'game', seat, action: 'putOnBottom', args: { card } }))).toBe(false);
    }
    expect(history.state.decisions).toEqual([]);
    for (const seat of [0, 1] as const) {
      expect(zone(history.state, `hand#${seat}`)).toHaveLength(5);
      expect(zone(history.state, `deck#${seat}`)).toHaveLength(35);
      expect(zone(history.state, `deck#${seat}`).slice(-2)).toEqual(chosen[seat]);
    }
  });
  it('ACG 104.3: the territory deck is shuffled face down; ACG 104.2 the reserve stays off the table', () => {
    const { state } = startTable(acg, { seed: 9, decks: [deck] });
    expect(zone(state, 'territoryDeck#0')).toHaveLength(10);
    expect(keys(state, 'territoryDeck#0')).not.toEqual(cards('t', 10).map((card) => card.key));
    expect(Object.values(state.cards).some((card) => card.key.startsWith('r'))).toBe(false);
  });

  it('ACG 104.6: only cards of the seat’s own hand answer, and no third one once two are on the bottom', () => {
    const history = startTable(acg, { seed: 9, decks: [deck], mode: 'free' });
    const fromDeck = history.perform({ type: 'game', seat: 0, action: 'putOnBottom', args: { card: zone(history.state, 'deck#0')[0]! } });
    expect(isRuleError(fromDeck)).toBe(true);
    for (const card of zone(history.state, 'hand#0').slice(0, 2)) history.perform({ type: 'game', seat: 0, action: 'putOnBottom', args: { card } });
    const third = history.perform({ type: 'game', seat: 0, action: 'putOnBottom', args: { card: zone(history.state, 'hand#0')[0]! } });
    expect(isRuleError(third) && third.rule).toBe('ACG 104.6');
    expect(zone(history.state, 'hand#0')).toHaveLength(5);
  });
});

describe('PMV and NOVA setup (made-up decks)', () => {
  it('PMV 1.2.7: life 25, a hand of 7, the sideboard in its own zone (3.9.1)', () => {
    const { state } = startTable(pmv, { seed: 2, decks: [{ sections: { main: cards('m', 40), side: cards('s', 3) } }] });
    expect(state.seats[0]!.life).toBe(25);
    expect(zone(state, 'hand#0')).toHaveLength(7);
    expect(zone(state, 'deck#0')).toHaveLength(33);
    expect(zone(state, 'sideboard#0')).toHaveLength(3);
  });

  it('NOVA 007.3–007.6: life 2000, 7 drawn, the character deck face down in list order, the side deck off the table', () => {
    const { state } = startTable(nova, { seed: 2, decks: [{ sections: { main: cards('m', 40), character: cards('c', 5), side: cards('s', 3) } }] });
    expect(state.seats[0]!.life).toBe(2000);
    expect(zone(state, 'hand#0')).toHaveLength(7);
    expect(zone(state, 'mainDeck#0')).toHaveLength(33);
    expect(keys(state, 'characterDeck#0')).toEqual(cards('c', 5).map((card) => card.key));
    expect(zone(state, 'characterDeck#0').every((id) => state.cards[id]!.faceDown)).toBe(true);
    expect(Object.values(state.cards).some((card) => card.key.startsWith('s'))).toBe(false);
  });
});

describe('a goldfish dummy opponent', () => {
  it('FaB 4.5.3a: the dummy has the player’s hero life (Cindra: 40), takes no turns, and its 0 life wins the game', () => {
    const history = startTable(fab, { seed: 4, decks: [cindraDeck()], dummy: {} });
    expect(history.state.seats.map((seat) => [seat.life, seat.dummy])).toEqual([
      [40, false],
      [40, true],
    ]);
    // The dummy has no cards: equipment and hand are the player's alone.
    expect(Object.values(history.state.cards).every((card) => card.owner === 0)).toBe(true);
    // From setup, two whole turns and the first step of the third.
    for (let steps = 0; steps <= 2 * fab.turns!.steps.length; steps++) history.perform({ type: 'advance', seat: 0 });
    expect(history.state.turn).toMatchObject({ number: 3, activeSeat: 0 });
    history.perform({ type: 'life', seat: 0, target: 1, delta: -40 });
    expect(history.state.seats[1]!.lost).toBe('FaB 4.5.3a');
    expect(outcome(history.state)).toEqual({ over: true, winners: [0] });
  });

  it('ACG 104.4: a dummy of 10 life on request; a game that sets no shields aside refuses dummy shields', () => {
    const deck: SeatDeck = { sections: { basic: cards('b', 40), territory: cards('t', 10) } };
    const history = startTable(acg, { seed: 1, decks: [deck], dummy: { life: 10 } });
    expect(history.state.seats.map((seat) => seat.life)).toEqual([20, 10]);
    // Every seat starts at the game's 20; the dummy's is then set to what was asked.
    expect(history.log().filter(({ action }) => action.type === 'life').at(-1)!.action).toMatchObject({ type: 'life', target: 1, delta: -10, rule: 'ACG 104.4' });
    expect(() => startTable(acg, { seed: 1, decks: [deck], dummy: { shields: 3 } })).toThrow('dummy.shields: ACG sets no shields aside');
    expect(() => startTable(acg, { seed: 1, decks: [deck], dummy: { life: 0 } })).toThrow('dummy.life: 0 is not a whole number ≥ 1');
  });

  it('DM 103.5: going second against a dummy, the dummy’s turn 1 passes and the player draws on their first turn', () => {
    const drawn = (firstPlayer: number) => {
      const history = startTable(dm, { seed: 3, decks: [dmDeck('DMD-19')], dummy: {}, firstPlayer });
      const start = { ...history.state.turn };
      while (history.state.turn.step !== 'draw') history.perform({ type: 'advance', seat: 0 });
      return { start, turn: history.state.turn.number, hand: zone(history.state, 'hand#0').length };
    };
    expect(drawn(1)).toEqual({ start: expect.objectContaining({ number: 2, activeSeat: 0, step: null }), turn: 2, hand: 6 });
    // Going first, the first player's first draw is skipped.
    expect(drawn(0)).toEqual({ start: expect.objectContaining({ number: 1, activeSeat: 0, step: null }), turn: 1, hand: 5 });
    const history = startTable(dm, { seed: 3, decks: [dmDeck('DMD-19')], dummy: {}, firstPlayer: 1 });
    const turns = history.log().flatMap((entry) => (entry.action.type === 'setTurn' ? [entry.action.turn] : []));
    expect(turns).toMatchObject([
      { number: 1, activeSeat: 1 },
      { number: 2, activeSeat: 0 },
    ]);
    expect(() => startTable(dm, { seed: 3, decks: [dmDeck('DMD-19')], firstPlayer: 1 })).toThrow('firstPlayer: there is no seat 1');
    expect(() => startTable(dm, { seed: 3, decks: [dmDeck('DMD-19')], dummy: {}, firstPlayer: 2 })).toThrow('firstPlayer: there is no seat 2');
  });

  it('a session with a dummy replays to the same table', () => {
    const history = startTable(fab, { seed: 4, decks: [cindraDeck()], dummy: { life: 20 } });
    history.perform({ type: 'life', seat: 0, target: 1, delta: -3 });
    const replayed = History.fromSession(tableRules(fab), JSON.parse(JSON.stringify(history.toSession())) as ReturnType<History['toSession']>);
    expect(replayed.state).toEqual(history.state);
  });
});
