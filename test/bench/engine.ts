/**
 * Play-table engine benchmarks (issue 6, Speed): applied actions per second on a scripted DM goldfish game through
 * `apply`, beside the same script on boardgame.io's headless client (goal ≥ 10×), and undo through `History` at log
 * length 10,000 beside log length 10 (goal: within 2×).
 *
 * The script is written by position (the first card of the hand, the top of the deck), so each engine resolves it
 * against its own table: the two shuffle with different generators but move, tap and count the same number of cards.
 */
import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import type { Action } from '../../engine/core/actions';
import { apply } from '../../engine/core/apply';
import { History } from '../../engine/core/history';
import { createGame, type DeckList, type GameState, type TableRules, type TableStart } from '../../engine/core/state';
import { isRuleError } from '../../engine/core/basics';
import { gameDefinition } from '../../engine/games/registry';
import { tableRules } from '../../engine/core/setup';
import { benchResult, type BenchResult } from './harness';

// DM's whole table rules, so every rule the table checks of a generic action runs: its zone rules on every move, the
// turn's losses, whether the game is over or waits for a decision.
const RULES: TableRules = tableRules(gameDefinition('dm'));
/** 10 cards × 4 copies: a 40-card DM deck. */
const DECK: DeckList = { cards: Array.from({ length: 10 }, (_, index) => ({ key: `k${index}`, name: `Card ${index}`, count: 4 })) };
const START: TableStart = { seed: 2026, decks: [DECK], life: null };

type Zone = 'deck' | 'hand' | 'battle' | 'graveyard' | 'mana' | 'shields';

/** One scripted step, by position: what a goldfish player does, in terms both engines can follow. */
type Step =
  | { op: 'turn' }
  | { op: 'draw'; count: number }
  | { op: 'move'; from: Zone; to: Zone }
  | { op: 'moveTop'; from: Zone; count: number; to: Zone }
  | { op: 'shuffle'; zone: Zone }
  | { op: 'tap'; zone: Zone; index: number }
  | { op: 'untapAll'; zone: Zone }
  | { op: 'counter'; zone: Zone; delta: number };

const key = (zone: Zone) => (zone === 'battle' ? zone : `${zone}#0`);

/** The step as a core action on `state`. */
function toAction(state: GameState, step: Step): Action {
  switch (step.op) {
    case 'turn':
      return { type: 'setTurn', seat: 0, turn: { number: state.turn.number + 1 } };
    case 'draw':
      return { type: 'draw', seat: 0, count: step.count };
    case 'move':
      return { type: 'move', seat: 0, card: state.zones[key(step.from)]![0]!, to: { zone: step.to } };
    case 'moveTop':
      return { type: 'moveTop', seat: 0, from: { zone: step.from }, count: step.count, to: { zone: step.to } };
    case 'shuffle':
      return { type: 'shuffle', seat: 0, zone: { zone: step.zone } };
    case 'tap':
      return { type: 'tap', seat: 0, card: state.zones[key(step.zone)]![step.index]!, tapped: true };
    case 'untapAll':
      return { type: 'tapAll', seat: 0, zone: { zone: step.zone }, tapped: false };
    case 'counter':
      return { type: 'counter', seat: 0, card: state.zones[key(step.zone)]![0]!, name: 'power', delta: step.delta };
  }
}

/**
 * A goldfish game of `actions` actions: shuffle, five shields, five cards; then each turn untap, draw, charge mana,
 * tap up to three mana, summon every other turn, count on the battle zone, break a shield or destroy a creature now
 * and then. When the deck runs low the graveyard and mana go back and are shuffled, so the game runs for any length.
 * Returns the steps and, resolved on the core, the actions (every one applies).
 */
function goldfish(actions: number): { steps: Step[]; actions: Action[]; end: GameState } {
  let state = createGame(RULES, START);
  const steps: Step[] = [];
  const applied: Action[] = [];
  const size = (zone: Zone) => state.zones[key(zone)]!.length;
  const run = (step: Step) => {
    if (applied.length >= actions) return;
    const action = toAction(state, step);
    const result = apply(state, action);
    if (isRuleError(result)) throw new Error(`goldfish step ${applied.length} (${step.op}): ${result.message.en}`);
    state = result.state;
    steps.push(step);
    applied.push(action);
  };
  run({ op: 'shuffle', zone: 'deck' });
  run({ op: 'moveTop', from: 'deck', count: 5, to: 'shields' });
  run({ op: 'draw', count: 5 });
  for (let turn = 1; applied.length < actions; turn++) {
    if (turn > 1) run({ op: 'turn' });
    run({ op: 'untapAll', zone: 'mana' });
    run({ op: 'untapAll', zone: 'battle' });
    if (size('deck') < 3) {
      if (size('graveyard') > 0) run({ op: 'moveTop', from: 'graveyard', count: size('graveyard'), to: 'deck' });
      if (size('mana') > 3) run({ op: 'moveTop', from: 'mana', count: size('mana') - 3, to: 'deck' });
      run({ op: 'shuffle', zone: 'deck' });
    }
    if (turn > 1) run({ op: 'draw', count: 1 });
    if (size('hand') > 0) run({ op: 'move', from: 'hand', to: 'mana' });
    for (let index = 0; index < Math.min(3, size('mana')); index++) run({ op: 'tap', zone: 'mana', index });
    if (turn % 2 === 0 && size('hand') > 0) run({ op: 'move', from: 'hand', to: 'battle' });
    if (size('battle') > 0) run({ op: 'counter', zone: 'battle', delta: 1 });
    if (turn % 4 === 0 && size('shields') > 0) run({ op: 'move', from: 'shields', to: 'hand' });
    if (turn % 3 === 0 && size('battle') > 0) run({ op: 'move', from: 'battle', to: 'graveyard' });
  }
  return { steps, actions: applied, end: state };
}

interface Card {
  tapped: boolean;
  counters: Record<string, number>;
}

interface Table {
  zones: Record<Zone, string[]>;
  cards: Record<string, Card>;
}

const fresh = (): Card => ({ tapped: false, counters: {} });

/** The same table on boardgame.io: a G of arrays, one move per step kind, a card that moves comes in fresh. */
const bgioGame: Game<Table> = {
  name: 'goldfish',
  seed: START.seed,
  setup: () => {
    const ids = Array.from({ length: 40 }, (_, index) => `c${index + 1}`);
    return {
      zones: { deck: ids, hand: [], battle: [], graveyard: [], mana: [], shields: [] },
      cards: Object.fromEntries(ids.map((id) => [id, fresh()])),
    };
  },
  moves: {
    draw: ({ G }, count: number) => {
      G.zones.hand.push(...G.zones.deck.splice(0, count));
    },
    move: ({ G }, from: Zone, to: Zone) => {
      const id = G.zones[from].shift()!;
      G.cards[id] = fresh();
      G.zones[to].unshift(id);
    },
    moveTop: ({ G }, from: Zone, count: number, to: Zone) => {
      const ids = G.zones[from].splice(0, count);
      for (const id of ids) G.cards[id] = fresh();
      G.zones[to].unshift(...ids);
    },
    shuffle: ({ G, random }, zone: Zone) => {
      G.zones[zone] = random.Shuffle(G.zones[zone]);
    },
    tap: ({ G }, zone: Zone, index: number) => {
      G.cards[G.zones[zone][index]!]!.tapped = true;
    },
    untapAll: ({ G }, zone: Zone) => {
      for (const id of G.zones[zone]) G.cards[id]!.tapped = false;
    },
    counter: ({ G }, zone: Zone, delta: number) => {
      const counters = G.cards[G.zones[zone][0]!]!.counters;
      counters.power = (counters.power ?? 0) + delta;
    },
  },
};

type BgioClient = ReturnType<typeof Client<Table>>;

function newClient(): BgioClient {
  const client = Client<Table>({ game: bgioGame, numPlayers: 1, debug: false });
  client.start();
  return client;
}

function playBgio(client: BgioClient, steps: readonly Step[]): void {
  const { moves, events } = client;
  for (const step of steps) {
    switch (step.op) {
      case 'turn':
        events.endTurn!();
        break;
      case 'draw':
        moves.draw!(step.count);
        break;
      case 'move':
        moves.move!(step.from, step.to);
        break;
      case 'moveTop':
        moves.moveTop!(step.from, step.count, step.to);
        break;
      case 'shuffle':
        moves.shuffle!(step.zone);
        break;
      case 'tap':
        moves.tap!(step.zone, step.index);
        break;
      case 'untapAll':
        moves.untapAll!(step.zone);
        break;
      case 'counter':
        moves.counter!(step.zone, step.delta);
        break;
    }
  }
}

function playCore(start: GameState, actions: readonly Action[]): GameState {
  let state = start;
  for (const action of actions) state = (apply(state, action) as { state: GameState }).state;
  return state;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;

export function engineBenchmarks(scale: number, report: (result: BenchResult) => void): void {
  const rounds = Math.max(3, Math.round(15 * scale));

  // 1. A 20-turn goldfish game, played whole again and again; each round times a batch of games on each engine.
  const game = goldfish(200);
  const start = createGame(RULES, START);
  const client = newClient();
  playBgio(client, game.steps);
  // The same work on both tables: every zone ends the same size.
  const bgioZones = client.getState()!.G.zones;
  for (const zone of Object.keys(bgioZones) as Zone[]) {
    if (bgioZones[zone].length !== game.end.zones[key(zone)]!.length) throw new Error(`boardgame.io's ${zone} differs from the core's`);
  }
  client.stop();
  const coreGames = Math.max(5, Math.round(400 * scale));
  const bgioGames = Math.max(1, Math.round(10 * scale));
  const coreRates: number[] = [];
  const bgioRates: number[] = [];
  // Outside production boardgame.io walks G after every move to check it is JSON: a development aid, left out.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    for (let round = 0; round < rounds + 1; round++) {
      let from = process.hrtime.bigint();
      for (let index = 0; index < coreGames; index++) playCore(start, game.actions);
      const core = (coreGames * game.actions.length) / seconds(from);
      const clients = Array.from({ length: bgioGames }, newClient);
      from = process.hrtime.bigint();
      for (const each of clients) playBgio(each, game.steps);
      const bgio = (bgioGames * game.steps.length) / seconds(from);
      for (const each of clients) each.stop();
      // Round 0 warms both up.
      if (round > 0) {
        coreRates.push(core);
        bgioRates.push(bgio);
      }
    }
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  report(
    benchResult(
      `goldfish DM game, ${game.actions.length} actions: actions applied per second through apply (higher is better, goal ≥ 10×; baseline: the same script as boardgame.io moves on its headless Client, production mode)`,
      median(coreRates),
      'actions/s',
      median(bgioRates),
    ),
  );

  // 2. Undo of the last entry at log length 10,000 and 10; the entry is redone, untimed, before the next sample.
  const long = goldfish(10_000).actions;
  const histories = [10_000, 10].map((length) => {
    const history = new History(RULES, START);
    for (const action of long.slice(0, length)) history.perform(action);
    return history;
  });
  const undoTimes: number[][] = [[], []];
  const samples = Math.max(50, Math.round(3000 * scale));
  for (let sample = 0; sample < samples + 20; sample++) {
    histories.forEach((history, index) => {
      const from = process.hrtime.bigint();
      history.undo();
      const took = Number(process.hrtime.bigint() - from) / 1000;
      history.redo();
      if (sample >= 20) undoTimes[index]!.push(took);
    });
  }
  report(benchResult('undo the last action at log length 10,000 (goal ≤ 2×; baseline: at log length 10)', median(undoTimes[0]!), 'us/op', median(undoTimes[1]!)));
}
