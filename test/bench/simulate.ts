/**
 * Simulation benchmarks: `deckdojo simulate`'s DM 5-turn goldfish games per second on one core (issue 6, goal
 * ≥ 20,000), the simulation kernel (engine/sim) over the real DMD-19 deck going first, beside the same games played
 * through startTable + advance on the full engine (engine/sim/table.ts), which the kernel equals hand for hand; and the
 * kill policy's games (issue 22, `--kill`, goal ≥ 10,000), the kernel of engine/games/dm/goldfish-kill.ts over the
 * tournament list NET-082 with the shipped pack's card facts, going first, up to 10 turns, beside the same games on the
 * full engine (engine/games/dm/goldfish-kill-table.ts), which the kernel equals turn by turn; and DM 7-turn games with
 * castability counted (issue 22, engine/sim/castability.ts, goal ≥ 50,000) on NET-082, beside the drawing-only kernel
 * on the same deck and games.
 */
import { startTable } from '../../engine/core/setup';
import { dm } from '../../engine/games/dm';
import { killOnTable } from '../../engine/games/dm/goldfish-kill-table';
import { simulate } from '../../engine/sim/simulate';
import { goldfishOnTable } from '../../engine/sim/table';
import { dmPackDeck } from '../helpers/dm-pack';
import { dmProductDeck, dmProductList } from '../helpers/table-decks';
import { benchResult, type BenchResult } from './harness';

const TURNS = 5;
const KILL_TURNS = 10;
const CASTABILITY_TURNS = 7;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Games per second of `play(games)`. */
function rate(games: number, play: (games: number) => void): number {
  const from = process.hrtime.bigint();
  play(games);
  return games / (Number(process.hrtime.bigint() - from) / 1e9);
}

/**
 * The median games per second of `kernel` and `engine` over `rounds` rounds, each playing its games from `seed` on;
 * round 0 warms both up, and the two alternate so machine noise falls on both alike.
 */
function sideBySide(
  rounds: number,
  [kernelGames, engineGames]: [number, number],
  kernel: (games: number, round: number) => void,
  engine: (games: number, round: number) => void,
): [number, number] {
  const kernelRates: number[] = [];
  const engineRates: number[] = [];
  for (let round = 0; round <= rounds; round++) {
    const kernelRate = rate(kernelGames, (games) => kernel(games, round));
    const engineRate = rate(engineGames, (games) => engine(games, round));
    if (round > 0) {
      kernelRates.push(kernelRate);
      engineRates.push(engineRate);
    }
  }
  return [median(kernelRates), median(engineRates)];
}

export function simulateBenchmarks(scale: number, report: (result: BenchResult) => void): void {
  const deck = dmProductDeck('DMD-19');
  const rounds = Math.max(3, Math.round(15 * scale));
  const [kernel, engine] = sideBySide(
    rounds,
    [Math.max(200, Math.round(20_000 * scale)), Math.max(10, Math.round(500 * scale))],
    (games, round) => simulate(dm, deck, { games, seed: round, turns: TURNS, first: true, castability: false }),
    (games, round) => {
      for (let game = 0; game < games; game++) goldfishOnTable(dm, deck, { seed: round * games + game, first: true, turns: TURNS });
    },
  );
  report(
    benchResult(
      `simulate: DM ${TURNS}-turn goldfish games per second on one core, DMD-19 going first (goal ≥ 20,000; baseline: the same games through startTable + advance on the full engine)`,
      kernel,
      'games/s',
      engine,
    ),
  );

  const net082 = dmPackDeck(dmProductList('NET-082'));
  const [castabilityOn, castabilityOff] = sideBySide(
    rounds,
    [Math.max(200, Math.round(20_000 * scale)), Math.max(200, Math.round(20_000 * scale))],
    (games, round) => simulate(dm, net082, { games, seed: round, turns: CASTABILITY_TURNS, first: true, castability: true }),
    (games, round) => simulate(dm, net082, { games, seed: round, turns: CASTABILITY_TURNS, first: true, castability: false }),
  );
  report(
    benchResult(
      `simulate: DM ${CASTABILITY_TURNS}-turn games with castability on, per second on one core, NET-082 going first (goal ≥ 50,000; baseline: the drawing-only kernel, castability off, on the same deck and games)`,
      castabilityOn,
      'games/s',
      castabilityOff,
    ),
  );

  const killDeck = net082;
  const start = startTable(dm, { seed: 0, decks: [killDeck], dummy: {} });
  start.goTo(0);
  const [killKernel, killEngine] = sideBySide(
    rounds,
    [Math.max(200, Math.round(10_000 * scale)), Math.max(10, Math.round(300 * scale))],
    (games, round) => {
      const kill = dm.goldfishKill!(start.state, KILL_TURNS);
      for (let game = 0; game < games; game++) kill.play(round * games + game, true);
    },
    (games, round) => {
      for (let game = 0; game < games; game++) killOnTable(killDeck, { seed: round * games + game, first: true, turns: KILL_TURNS });
    },
  );
  report(
    benchResult(
      `simulate --kill: DM kill-turn games (up to ${KILL_TURNS} turns) per second on one core, NET-082 going first (goal ≥ 10,000; baseline: the same games on the full engine through apply)`,
      killKernel,
      'games/s',
      killEngine,
    ),
  );
}
