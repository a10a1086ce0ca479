// The DM kill policy (issue 22): its choices on real cards of the shipped pack, rule by rule; its kernel against the
// same policy played on the full engine (startTable with a dummy of 5 shields, strict mode, ordinary game actions
// through apply), seed by seed, turn by turn, on real product decks; and `simulate --kill` over it.
import { describe, expect, it } from 'vitest';
import { board, card } from '../../../test/helpers/dm-board';
import { dmPackDeck, dmTableCard } from '../../../test/helpers/dm-pack';
import { dmProductList } from '../../../test/helpers/table-decks';
import { createRng, nextUint32 } from '../../core/rng';
import { startTable, type SeatDeck } from '../../core/setup';
import type { History } from '../../core/history';
import { simulate } from '../../sim/simulate';
import { fab } from '../fab';
import { dm } from './index';
import { attackOrder, cardToCharge, creatureToSummon, killCardReader, KillGoldfish, NOT_WON, plannedSummons, type KillCard, type KillTurnView } from './goldfish-kill';
import { killOnTable } from './goldfish-kill-table';

/** The policy's reading of the cards named, `[name, zone, copy]`, on a board of seat 0's hand and mana. */
function cardsOn(history: History, picks: [string, string, number?][]): KillCard[] {
  const read = killCardReader(history.state);
  return picks.map(([name, zone, copy]) => read(card(history, zone, name, copy)));
}

const JENNY = '特攻人形ジェニー'; // 闇 2, 1000
const GANARUDONARU = '憤怒の悪魔龍 ガナルドナル'; // 闇 8, W・ブレイカー
const DEMON_HAND = 'デーモン・ハンド'; // 闇 spell 6
const GOGO = 'ゴーゴー・ジゴッチ'; // 火 3
const BAKUADORUGAN = '熱血龍 バクアドルガン'; // 火 5, スピードアタッカー
const VEGA = '腐敗聖者ベガ'; // 光闇 5
const TARU = '魔法の玉 タルー'; // 光 4
const DURANZAMESU = '漆黒戦鬼デュランザメス'; // 闇 12, T・ブレイカー
const GOU = 'ゴウ・グラップラードラゴン'; // 火 evolution 5
const GLENLIVET = '爆龍覇 グレンリベット /「爆流秘術、暴龍の大地！」'; // twinpact: 火 creature 9 T・ブレイカー / 自然 spell 3

describe('the kill policy’s choices (engine/games/dm/goldfish-kill.ts)', () => {
  it('reads what it summons: a creature by its cost and civilizations, a twinpact by its creature half (810.3), never a spell or an evolution (801.1a)', () => {
    const history = board([[[JENNY, 'hand'], [DEMON_HAND, 'hand'], [GOU, 'hand'], [GLENLIVET, 'hand'], [VEGA, 'hand']]]);
    const [jenny, hand, gou, glenlivet, vega] = cardsOn(history, [[JENNY, 'hand#0'], [DEMON_HAND, 'hand#0'], [GOU, 'hand#0'], [GLENLIVET, 'hand#0'], [VEGA, 'hand#0']]);
    expect(jenny!.summon).toEqual({ cost: 2, civs: ['闇'] });
    expect(hand!.summon).toBeNull();
    expect(gou!.summon).toBeNull();
    expect(glenlivet!.summon).toEqual({ cost: 9, civs: ['火'] });
    // 405.1: a multicolour card enters the mana zone tapped; a twinpact is multicoloured by both halves (810.1).
    expect([jenny!.tapsOnCharge, vega!.tapsOnCharge, glenlivet!.tapsOnCharge]).toEqual([false, true, true]);
    expect(glenlivet!.mana.civs).toEqual(['火', '自然']);
  });

  it('509.2: breaks as its printed breaker says — 1, W・ブレイカー 2, T・ブレイカー 3 — and attacks with the most first', () => {
    const history = board([[[JENNY, 'battle'], [GANARUDONARU, 'battle'], [DURANZAMESU, 'battle'], [GLENLIVET, 'battle']]]);
    const cards = cardsOn(history, [[JENNY, 'battle'], [GANARUDONARU, 'battle'], [DURANZAMESU, 'battle'], [GLENLIVET, 'battle']]);
    expect(cards.map((each) => each.breaks)).toEqual([1, 2, 3, 3]);
    expect(attackOrder(cards).map((each) => each.key)).toEqual([DURANZAMESU, GLENLIVET, GANARUDONARU, JENNY]);
  });

  it('503.2: charges a card it never summons first, then a spare copy, then the most expensive creature', () => {
    const history = board([[[JENNY, 'hand', { count: 2 }], [GANARUDONARU, 'hand'], [DEMON_HAND, 'hand'], [GOGO, 'hand']]]);
    const [jenny, jenny2, ganarudonaru, demonHand, gogo] = cardsOn(history, [[JENNY, 'hand#0'], [JENNY, 'hand#0', 1], [GANARUDONARU, 'hand#0'], [DEMON_HAND, 'hand#0'], [GOGO, 'hand#0']]);
    expect(cardToCharge([jenny!, ganarudonaru!, demonHand!, gogo!], [])).toBe(2);
    expect(cardToCharge([gogo!, jenny!, ganarudonaru!, jenny2!], [])).toBe(1);
    expect(cardToCharge([jenny!, gogo!, ganarudonaru!], [])).toBe(2);
  });

  it('503.2: prefers a card bringing a civilization the mana lacks and another creature asks for', () => {
    const history = board([[[GOGO, 'hand'], [BAKUADORUGAN, 'hand'], [GANARUDONARU, 'hand'], [DEMON_HAND, 'mana']]]);
    const [gogo, bakuadorugan, ganarudonaru, darkMana] = cardsOn(history, [[GOGO, 'hand#0'], [BAKUADORUGAN, 'hand#0'], [GANARUDONARU, 'hand#0'], [DEMON_HAND, 'mana#0']]);
    // With 闇 mana, either 火 creature brings 火 for the other: the dearer of them, not the dearest card.
    expect(cardToCharge([gogo!, ganarudonaru!, bakuadorugan!], [darkMana!])).toBe(2);
    // Alone, a 火 creature brings 火 for nobody: the most expensive goes.
    expect(cardToCharge([gogo!, ganarudonaru!], [darkMana!])).toBe(1);
  });

  it('503.2: never charges a creature its mana pays this turn, nor the last creature it keeps', () => {
    const history = board([[[JENNY, 'hand', { count: 3 }], [GANARUDONARU, 'hand'], [DEMON_HAND, 'mana', { count: 2 }]]]);
    const jennies = cardsOn(history, [[JENNY, 'hand#0'], [JENNY, 'hand#0', 1], [JENNY, 'hand#0', 2]]);
    const [ganarudonaru, mana1, mana2] = cardsOn(history, [[GANARUDONARU, 'hand#0'], [DEMON_HAND, 'mana#0'], [DEMON_HAND, 'mana#0', 1]]);
    const mana = [mana1!, mana2!];
    // Two mana summon one ジェニー; the ガナルドナル kept is the last creature left.
    expect(cardToCharge([jennies[0]!, ganarudonaru!], mana)).toBe(-1);
    expect(cardToCharge([ganarudonaru!], [])).toBe(-1);
    // Three ジェニー: one is summoned, a spare of the others charged.
    expect(cardToCharge(jennies, mana)).toBe(1);
  });

  it('112.2a / 504.1: summons the most expensive creatures its untapped mana pays, a card of its own for each civilization', () => {
    const history = board([[[VEGA, 'hand'], [JENNY, 'hand'], [TARU, 'hand'], [DEMON_HAND, 'mana', { count: 7 }], [TARU, 'mana']]]);
    const [vega, jenny, taru] = cardsOn(history, [[VEGA, 'hand#0'], [JENNY, 'hand#0'], [TARU, 'hand#0']]);
    const dark = cardsOn(history, [0, 1, 2, 3, 4, 5, 6].map((copy): [string, string, number] => [DEMON_HAND, 'mana#0', copy])).map((each) => each.mana);
    const [light] = cardsOn(history, [[TARU, 'mana#0']]).map((each) => each.mana);
    const summons = (mana: typeof dark) => plannedSummons([jenny!, taru!, vega!], mana).map(({ card: summoned, paid }) => `${summoned.key} ${paid.length}`);
    // Five 闇 pay no 光: ベガ (光闇 5) and タルー (光 4) wait, ジェニー (闇 2) comes.
    expect(creatureToSummon([vega!, jenny!, taru!], dark.slice(0, 5))).toBe(1);
    // Four 闇 and a 光: ベガ, the dearest paid, takes all five.
    expect(summons([...dark.slice(0, 4), light!])).toEqual([`${VEGA} 5`]);
    // Six: ベガ leaves one 闇, too little for ジェニー. Eight: ベガ, then ジェニー; no 光 is left for タルー.
    expect(summons([...dark.slice(0, 5), light!])).toEqual([`${VEGA} 5`]);
    expect(summons([...dark, light!])).toEqual([`${VEGA} 5`, `${JENNY} 2`]);
  });
});

/** What the policy reads of every card of a deck. */
function deckCards(deck: SeatDeck): KillCard[] {
  const { state } = startTable(dm, { seed: 0, decks: [deck], dummy: {} });
  return Object.keys(state.cards).map(killCardReader(state));
}

/** A seat's kill games both ways: each turn's view and the result, by the kernel and by the full engine. */
function bothWays(deck: SeatDeck, seed: number, first: boolean, turns: number) {
  const table = startTable(dm, { seed: 0, decks: [deck], dummy: {} });
  table.goTo(0);
  const byKernel: KillTurnView[] = [];
  const byEngine: KillTurnView[] = [];
  const kernelWon = new KillGoldfish(table.state, turns).play(seed, first, (view) => byKernel.push(view));
  const engineWon = killOnTable(deck, { seed, first, turns }, (view) => byEngine.push(view));
  return { byKernel, byEngine, kernelWon, engineWon };
}

// DM22-BD1: twinpacts, multicolour mana and スピードアタッカー; DMD-21: evolution creatures it never summons; DMD-19: one
// civilization, W・ and T・ブレイカー; NET-082: a tournament list of four civilizations.
const DECKS = ['DM22-BD1', 'DMD-21', 'DMD-19', 'NET-082'];
const SEEDS = [1, 2, 3, 5, 8, 13];
const TURNS = 12;

describe('the kill kernel plays the full engine’s game', () => {
  for (const code of DECKS) {
    for (const first of [true, false]) {
      it(`${code} going ${first ? 'first' : 'second'}: the same hand, mana, creatures and shields at every turn's end, and the same winning turn`, () => {
        const deck = dmPackDeck(dmProductList(code));
        for (const seed of SEEDS) {
          const { byKernel, byEngine, kernelWon, engineWon } = bothWays(deck, seed, first, TURNS);
          expect(byKernel, `seed ${seed}`).toEqual(byEngine);
          expect(kernelWon, `seed ${seed}`).toBe(engineWon);
          // Each deck wins these games in time, and the views run to the winning turn.
          expect(kernelWon, `seed ${seed}`).toBeGreaterThan(0);
          expect(byKernel.map((view) => view.turn)).toEqual(Array.from({ length: kernelWon }, (_, at) => at + 1));
          expect(byKernel.at(-1)!.shields).toBe(0);
        }
      });
    }
  }

  it('301.5: a creature attacks the turn it comes in only with スピードアタッカー, seen in DM22-BD1’s games', () => {
    const deck = dmPackDeck(dmProductList('DM22-BD1'));
    const arrivedAndAttacked = SEEDS.flatMap((seed) => bothWays(deck, seed, true, TURNS).byEngine.flatMap((view) => view.battle.filter((lies) => lies.endsWith('(tapped) (sick)'))));
    expect(arrivedAndAttacked.length).toBeGreaterThan(0);
    const speedKeys = new Set(deckCards(deck).filter((each) => each.speed).map((each) => each.key));
    for (const lies of arrivedAndAttacked) expect(speedKeys).toContain(lies.replace(' (tapped) (sick)', ''));
  });

  it('103.5 / 405.1: going first the first turn draws nothing and a multicolour card charged lies tapped that turn', () => {
    const deck = dmPackDeck(dmProductList('DM22-BD1'));
    const views = SEEDS.map((seed) => bothWays(deck, seed, true, 3).byEngine);
    // The 5 dealt, no more: in the hand, charged, or summoned.
    for (const [first] of views) expect(first!.hand.length + first!.mana.length + first!.battle.length).toBe(5);
    const multicolour = new Set(deckCards(deck).filter((each) => each.tapsOnCharge).map((each) => each.key));
    const charged = views.flatMap((turns) => turns.map((view) => view.mana[0]!));
    expect(charged.some((lies) => lies.endsWith(' (tapped)') && multicolour.has(lies.replace(' (tapped)', '')))).toBe(true);
  });

  it('104.2b: a deck that never attacks loses when its deck runs out, on the engine as in the kernel', () => {
    const deck: SeatDeck = { sections: { main: [dmTableCard(DEMON_HAND, 40)] } };
    for (const [first, turns] of [
      [true, 30],
      [false, 29],
    ] as const) {
      const { byKernel, byEngine, kernelWon, engineWon } = bothWays(deck, 4, first, 40);
      expect([kernelWon, engineWon]).toEqual([NOT_WON, NOT_WON]);
      expect(byKernel).toEqual(byEngine);
      // 30 cards left after the shields and the hand: going first the 30th draw is on turn 31, going second on turn 30.
      expect(byKernel).toHaveLength(turns);
    }
  });
});

describe('simulate --kill', () => {
  const deck = dmPackDeck(dmProductList('DMD-19'));

  it('game i is the kill policy’s game from the i-th seed: the distribution equals the full engine’s games, turn for turn', () => {
    for (const first of [true, false]) {
      const { kill } = simulate(dm, deck, { games: 40, seed: 2026, turns: 7, first, kill: true });
      let rng = createRng(2026);
      const won: number[] = [];
      for (let game = 0; game < 40; game++) {
        const drawn = nextUint32(rng);
        rng = drawn.state;
        won.push(killOnTable(deck, { seed: drawn.value, first, turns: 7 }));
      }
      const byTurn: Record<string, number> = {};
      for (const turn of won.filter((each) => each !== NOT_WON)) byTurn[String(turn)] = (byTurn[String(turn)] ?? 0) + 1 / 40;
      const wins = won.filter((each) => each !== NOT_WON);
      expect(Object.keys(kill!.byTurn)).toEqual(Object.keys(byTurn));
      for (const [turn, share] of Object.entries(byTurn)) expect(kill!.byTurn[turn]).toBeCloseTo(share, 12);
      expect(kill!.never).toBeCloseTo((40 - wins.length) / 40, 12);
      expect(kill!.mean).toBeCloseTo(wins.reduce((sum, turn) => sum + turn, 0) / wins.length, 12);
      expect(kill!.never).toBeGreaterThan(0);
      expect(wins.length).toBeGreaterThan(0);
    }
  });

  it('is the same for the same seed, sums to 1 with `never`, and is left out without `kill`', () => {
    const run = (seed: number) => simulate(dm, deck, { games: 2000, seed, turns: 8, first: true, kill: true }).kill!;
    const kill = run(5);
    expect(run(5)).toEqual(kill);
    expect(run(6)).not.toEqual(kill);
    expect(Object.values(kill.byTurn).reduce((sum, share) => sum + share, kill.never)).toBeCloseTo(1, 12);
    expect(Object.keys(kill.byTurn).every((turn) => Number(turn) >= 1 && Number(turn) <= 8)).toBe(true);
    expect(simulate(dm, deck, { games: 10, seed: 5, turns: 8, first: true }).kill).toBeUndefined();
  });

  it('a deck of spells never wins: never is 1, no turn, no mean', () => {
    const { kill } = simulate(dm, { sections: { main: [dmTableCard(DEMON_HAND, 40)] } }, { games: 100, seed: 1, turns: 10, first: true, kill: true });
    expect(kill).toEqual({ byTurn: {}, mean: null, never: 1 });
  });

  it('refuses a game that states no kill policy, naming the option', () => {
    expect(() => simulate(fab, { sections: {} }, { games: 10, seed: 1, turns: 3, first: true, kill: true })).toThrow('kill: FaB states no kill policy');
  });
});
