/**
 * Simulation benchmarks. Issue 6: `deckdojo simulate`'s DM 5-turn goldfish games per second on one core, the
 * simulation kernel (engine/sim) drawing only over the real DMD-19 deck going first, beside the same games played
 * through startTable + advance on the full engine (engine/sim/table.ts), which the kernel equals hand for hand. Goal ≥
 * 20,000. Issue 22: DM 7-turn games with castability counted (engine/sim/castability.ts) on the real NET-082 list with
 * its cards' facts from the shipped pack, beside the drawing-only kernel on the same deck and games. Goal ≥ 50,000.
 */
import { dm } from '../../engine/games/dm';
import { simulate } from '../../engine/sim/simulate';
import { goldfishOnTable } from '../../engine/sim/table';
import { dmPackDeck } from '../helpers/dm-pack';
import { dmProductDeck, dmProductList } from '../helpers/table-decks';
import { benchResult, type BenchResult } from './harness';

const TURNS = 5;
const CASTABILITY_TURNS = 7;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Games per second of `play(games)`. */
function rate(games: number, play: (games: number) => void): number {
  const from = process.hrtime.bigint();
  play(games);
  return games / (Number(process.hrtime.bigint() - from) / 1e9);
}

export function simulateBenchmarks(scale: number, report: (result: BenchResult) => void): void {
  const deck = dmProductDeck('DMD-19');
  const rounds = Math.max(3, Math.round(15 * scale));
  const kernelGames = Math.max(200, Math.round(20_000 * scale));
  const engineGames = Math.max(10, Math.round(500 * scale));
  const kernel: number[] = [];
  const engine: number[] = [];
  // Round 0 warms both up; the two alternate so machine noise falls on both alike.
  for (let round = 0; round <= rounds; round++) {
    const kernelRate = rate(kernelGames, (games) => simulate(dm, deck, { games, seed: round, turns: TURNS, first: true, castability: false }));
    const engineRate = rate(engineGames, (games) => {
      for (let game = 0; game < games; game++) goldfishOnTable(dm, deck, { seed: round * games + game, first: true, turns: TURNS });
    });
    if (round > 0) {
      kernel.push(kernelRate);
      engine.push(engineRate);
    }
  }
  report(
    benchResult(
      `simulate: DM ${TURNS}-turn goldfish games per second on one core, DMD-19 going first (goal ≥ 20,000; baseline: the same games through startTable + advance on the full engine)`,
      median(kernel),
      'games/s',
      median(engine),
    ),
  );
  castabilityBenchmark(rounds, kernelGames, report);
}

/** Castability on against off, the same NET-082 games, alternating so machine noise falls on both alike. */
function castabilityBenchmark(rounds: number, games: number, report: (result: BenchResult) => void): void {
  const deck = dmPackDeck(dmProductList('NET-082'));
  const on: number[] = [];
  const off: number[] = [];
  for (let round = 0; round <= rounds; round++) {
    const options = { seed: round, turns: CASTABILITY_TURNS, first: true };
    const onRate = rate(games, (count) => simulate(dm, deck, { ...options, games: count, castability: true }));
    const offRate = rate(games, (count) => simulate(dm, deck, { ...options, games: count, castability: false }));
    if (round > 0) {
      on.push(onRate);
      off.push(offRate);
    }
  }
  report(
    benchResult(
      `simulate: DM ${CASTABILITY_TURNS}-turn games with castability on, per second on one core, NET-082 going first (goal ≥ 50,000; baseline: the drawing-only kernel, castability off, on the same deck and games)`,
      median(on),
      'games/s',
      median(off),
    ),
  );
}
