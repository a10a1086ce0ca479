// Every game's turn structure as data: its steps, automatic work, allowances and losses name zones the game has and
// rules its original text has (excerpts in test/fixtures/rules). That the digest numbers them: turns.reference.test.ts.
import { describe, expect, it } from 'vitest';
import { ruleText, type RuleGame } from '../../test/helpers/rules';
import { rulesOf, withTurns } from '../../test/helpers/turn-rules';
import type { TurnStructure } from '../core/structure';

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

  it('cites every step, work, allowance and loss by a rule number its original has', () => {
    for (const game of withTurns) {
      for (const rule of rulesOf(game.turns)) {
        expect(rule).toMatch(new RegExp(`^${game.abbreviation} \\d[\\d.a-z-]*$`));
        const number = rule.split(' ')[1]!;
        // PMV 4.9.1.a starts a line the text export garbled; its text is read as part of 4.9.1 (pmv/turns.test.ts).
        // FaB's original is its zones chapter only; fab/turns.reference.test.ts checks its rules against the digest's words.
        if (rule !== 'PMV 4.9.1.a' && game.id !== 'fab') expect(() => ruleText(game.id as RuleGame, number), rule).not.toThrow();
      }
    }
  });
});
