// Every game's turn structure as data: its steps, automatic work, allowances and losses name zones the game has and
// rules its digest numbers (../shared/rules/<game>.md) and, where it is stored, its original text has
// (../shared/rules/source).
import { describe, expect, it } from 'vitest';
import { digestText, ruleText } from '../../test/helpers/rules';
import { games } from './registry';
import type { GameDefinition, TurnStructure } from './types';

const withTurns = games.filter((game): game is GameDefinition & { turns: TurnStructure } => game.turns !== undefined);

/** Every rule a turn structure cites. */
function rulesOf(turns: TurnStructure): string[] {
  return [
    ...turns.steps.flatMap((step) => [step.rule, ...step.work.flatMap((work) => ('rule' in work ? [work.rule] : []))]),
    ...turns.allowances.map((allowance) => allowance.rule),
    ...turns.losses.map((loss) => loss.rule),
    ...(turns.emptyDrawLoses ? [turns.emptyDrawLoses] : []),
    ...(turns.simultaneousLoss ? [turns.simultaneousLoss.rule] : []),
  ];
}

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

/** Every zone id a turn structure names. */
function zonesOf(turns: TurnStructure): string[] {
  return [
    ...turns.steps.flatMap((step) =>
      step.work.flatMap((work) => {
        switch (work.kind) {
          case 'turnDraw':
            return [];
          case 'handLimit':
            return [work.to];
          case 'moveTop':
          case 'moveAll':
            return [work.from, work.to];
          case 'setResource':
            return [];
          default:
            return [...work.zones];
        }
      }),
    ),
    ...turns.allowances.flatMap((allowance) => [allowance.from, allowance.to]),
    ...turns.losses.flatMap((loss) => (loss.kind === 'emptyZone' ? [loss.zone] : [])),
  ];
}

describe('turn structures', () => {
  it('gives every game a turn structure', () => {
    expect(withTurns.map((game) => game.id).toSorted()).toEqual(['acg', 'dm', 'fab', 'nova', 'pmv']);
  });

  it('names each step once, in both languages, with the main step among them, and only zones the game has', () => {
    for (const { id, turns, zones } of withTurns) {
      const steps = turns.steps.map((step) => step.id);
      expect(new Set(steps).size, id).toBe(steps.length);
      expect(steps, id).toContain(turns.mainStep);
      for (const step of turns.steps) expect([step.label.ja, step.label.en].every((label) => label.trim() !== ''), `${id} ${step.id}`).toBe(true);
      const known = zones.map((zone) => zone.id);
      for (const zone of zonesOf(turns)) expect(known, `${id} names zone ${zone}`).toContain(zone);
    }
  });

  it("cites every step, work, allowance and loss by a rule number of the game's digest and original", () => {
    for (const game of withTurns) {
      const digest = digestText(game.id);
      for (const rule of rulesOf(game.turns)) {
        expect(rule).toMatch(new RegExp(`^${game.abbreviation} \\d[\\d.a-z-]*$`));
        const number = rule.split(' ')[1]!;
        expect(inDigest(digest, number), `${rule} in ${game.id}.md`).toBe(true);
        // PMV 4.9.1.a starts a line the text export garbled; its text is read as part of 4.9.1 (pmv/turns.test.ts).
        // FaB's original is its zones chapter only; fab/turns.test.ts checks its rules against the digest's words.
        if (rule !== 'PMV 4.9.1.a' && game.id !== 'fab') expect(() => ruleText(game.id, number), rule).not.toThrow();
      }
    }
  });
});
