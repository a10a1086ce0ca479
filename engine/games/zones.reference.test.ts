// The rule each play-table zone cites is one the game's English digest numbers (rules/<game>.md of the reference
// folder); what its original text says is checked by zones.test.ts.
import { describe, expect, it } from 'vitest';
import { digestText } from '../../test/helpers/reference';
import type { RuleGame } from '../../test/helpers/rules';
import { games } from './registry';

describe('play-table zones', () => {
  it("cites every zone by a rule number of the game's digest", () => {
    for (const game of games) {
      const digest = digestText(game.id as RuleGame);
      for (const candidate of game.zones) {
        const number = candidate.rule.split(' ')[1]!.replaceAll('.', '\\.');
        expect(digest, `${candidate.rule} in ${game.id}.md`).toMatch(new RegExp(`(?<![\\d.])${number}(?!\\d)`));
      }
    }
  });
});
