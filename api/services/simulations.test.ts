/** A simulation's progress as its caller hears it: a share of the engine's reports, never more than a few dozen. */
import { describe, expect, it } from 'vitest';
import { PROGRESS_STEPS, progressTeller } from './simulations';

/** The reports heard of a run of `games` whose engine reports every `every` games and at the end (twice there). */
function heard(games: number, every: number): number[] {
  const told: number[] = [];
  const tell = progressTeller(games, (done) => told.push(done));
  for (let done = every; done < games; done += every) tell(done);
  tell(games);
  tell(games);
  return told;
}

describe('progressTeller', () => {
  it('passes on a report per twentieth of the games at most, then the last, each once and in order', () => {
    expect(heard(1_000_000, 1000)).toEqual([...Array.from({ length: PROGRESS_STEPS - 1 }, (_, index) => (index + 1) * 50_000), 1_000_000]);
    expect(heard(50_000, 1024).length).toBeLessThanOrEqual(PROGRESS_STEPS + 1);
    const uneven = heard(50_000, 1024);
    expect(uneven.at(-1)).toBe(50_000);
    expect(uneven.slice(1).every((done, index) => done - uneven[index]! >= 2500 || done === 50_000)).toBe(true);
    // A run shorter than the engine's interval hears only its end.
    expect(heard(300, 1000)).toEqual([300]);
    expect(heard(1, 1000)).toEqual([1]);
  });
});
