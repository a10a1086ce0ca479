// Every rule a game's turn structure cites is one its English digest numbers (rules/<game>.md of the reference
// folder); that its original has it is checked by turns.test.ts.
import { describe, expect, it } from 'vitest';
import { digestText } from '../../test/helpers/reference';
import type { RuleGame } from '../../test/helpers/rules';
import { rulesOf, withTurns } from '../../test/helpers/turn-rules';

/**
 * Whether the digest gives a rule number: literally, or as a section it cites by `CR 4.5` or within `CR 4.2–4.4`
 * (FaB's digest numbers chapter 4 by sections and a few rules; the English CR it follows has the rest).
 */
function inDigest(digest: string, number: string): boolean {
  if (new RegExp(`(?<![\\d.])${number.replaceAll('.', '\\.')}(?![\\d])`).test(digest)) return true;
  const [chapter, section] = number.split('.').map(Number);
  return [...digest.matchAll(/CR (\d+)\.(\d+)(?:–\1\.(\d+))?[;)]/g)].some(
    ([, cited, from, to]) => Number(cited) === chapter && section! >= Number(from) && section! <= Number(to ?? from),
  );
}

describe('turn structures', () => {
  it("cites every step, work, allowance and loss by a rule number of the game's digest", () => {
    for (const game of withTurns) {
      const digest = digestText(game.id as RuleGame);
      for (const rule of rulesOf(game.turns)) expect(inDigest(digest, rule.split(' ')[1]!), `${rule} in ${game.id}.md`).toBe(true);
    }
  });
});
