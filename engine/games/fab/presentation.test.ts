import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PACKS_DIR } from '../../../db/bundled-packs';
import { ruleText } from '../../../test/helpers/rules';
import { presentation } from './presentation';
import { zones } from './zones';

const shippedCards = (): { stats: Record<string, unknown> }[] =>
  (JSON.parse(gunzipSync(readFileSync(join(PACKS_DIR, 'fab.json.gz'))).toString('utf8')) as { cards: { stats: Record<string, unknown> }[] }).cards;

describe('FaB words in both languages (issue 23: one language at a time)', () => {
  it('names every class and talent of the shipped cards, the English word capitalised', () => {
    const words = new Set(shippedCards().flatMap((card) => ['classes', 'hybridClasses', 'talents'].flatMap((stat) => (card.stats[stat] as string[] | undefined) ?? [])));
    expect(words.size).toBeGreaterThan(20);
    for (const word of words) {
      const name = presentation.traitNames?.[word];
      expect(name, word).toBeDefined();
      expect(name!.en).toBe(word[0]!.toUpperCase() + word.slice(1));
      expect(name!.ja).not.toMatch(/[A-Za-z]/);
    }
  });

  it('FaB 3.0.1: names the zones as the official Japanese rules do, and uses the same words in its other labels', () => {
    const types = ruleText('fab', '3.0.1');
    for (const zone of zones.filter((each) => !each.outside)) expect(types).toContain(`「${zone.label.ja.replace(/\s*\d+$/, '')}」`);
    // The hero's intellect is 知力 wherever it is shown or typed (the search field and the import column say so too).
    expect(presentation.frameStats?.find((stat) => stat.stat === 'intellect')?.label.ja).toBe('知力');
  });
});
