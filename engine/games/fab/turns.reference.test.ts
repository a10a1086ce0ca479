// The rules FaB's turn structure and start-of-game equipping cite are what the English digest says in the sections
// it numbers (rules/fab.md §3.3–3.5 of the reference folder); the zones chapter's are checked by turns.test.ts.
import { describe, expect, it } from 'vitest';
import { digestText } from '../../../test/helpers/reference';
import { fab } from './index';

describe('FaB rules cited', () => {
  const digest = digestText('fab');

  /** The digest's section for a chapter-4 rule: the one whose heading cites its section, alone or in a range (§3.3–3.5). */
  function section(rule: string): string {
    const [chapter, number] = rule.split(' ')[1]!.split('.').map(Number);
    const found = digest.split(/^### /m).filter((part) => {
      const cited = /^[^\n]*\(CR (\d+)\.(\d+)(?:–\d+\.(\d+))?;/.exec(part);
      return cited !== null && Number(cited[1]) === chapter && number! >= Number(cited[2]) && number! <= Number(cited[3] ?? cited[2]);
    });
    expect(found, rule).toHaveLength(1);
    return found[0]!;
  }

  // What the digest says for each rule the turn structure and the setup's equipping cite; the end-of-turn parts are its
  // lettered list (4.4.3a–f), the setup its numbered one (4.1.2–4.1.9).
  const SAYS: Record<string, string> = {
    'FaB 4.2': '**Start Phase**',
    'FaB 4.3': '**Action Phase**',
    'FaB 4.3.2': 'The turn player gets **1 action point**',
    'FaB 4.4.3b': 'b. The **turn player may put one card from hand face-down into an empty arsenal zone**',
    'FaB 4.4.3c': 'c. **Every player puts all pitch-zone cards on the bottom of their deck in any order**',
    'FaB 4.4.3d': 'd. The turn player **untaps** their permanents',
    'FaB 4.4.3e': 'e. **Every player loses all action points and resource points.**',
    'FaB 4.4': 'Then "this turn" and "until end of turn" effects end',
    'FaB 4.4.3f': 'f. The **turn player draws up to intellect**. On the first turn of the game, **every** player draws up to intellect.',
    'FaB 4.5.3a': "your hero's life becomes **0**",
    'FaB 4.1.8': '7. Starting with the first player and going clockwise, weapons and equipment are **equipped**.',
  };

  it('FaB 4.2–4.5: every rule the turn structure cites is what the digest says in the section it numbers', () => {
    const turns = fab.turns!;
    const cited = new Set([
      ...turns.steps.flatMap((candidate) => [candidate.rule, ...candidate.work.flatMap((work) => ('rule' in work ? [work.rule] : []))]),
      ...turns.allowances.map((allowance) => allowance.rule),
      ...turns.losses.map((loss) => loss.rule),
    ]);
    expect([...cited].sort()).toEqual(Object.keys(SAYS).filter((rule) => rule !== 'FaB 4.1.8').sort());
    for (const rule of cited) expect(section(rule), rule).toContain(SAYS[rule]);
    expect(turns.emptyDrawLoses).toBeNull();
    expect(section('FaB 4.4.3f')).toContain('Running out of deck is **not** a loss');
  });

  it('FaB 4.1.8: equipping at the start is what the digest says', () => {
    expect(fab.setup.otherSections.find((start) => start.section === 'arena')!.equip!.rule).toBe('FaB 4.1.8');
    expect(section('FaB 4.1.8')).toContain(SAYS['FaB 4.1.8']);
  });
});
