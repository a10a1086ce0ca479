import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { presentation } from '../../engine/games/fab/presentation';
import { PACKS_DIR } from '../bundled-packs';

const shippedCards = (): { stats: Record<string, unknown> }[] =>
  (JSON.parse(gunzipSync(readFileSync(join(PACKS_DIR, 'fab.json.gz'))).toString('utf8')) as { cards: { stats: Record<string, unknown> }[] }).cards;

describe('the shipped FaB pack in both languages (issue 23: one language at a time)', () => {
  it('has a name for every class and talent its cards hold, the English word capitalised', () => {
    const words = new Set(shippedCards().flatMap((card) => ['classes', 'hybridClasses', 'talents'].flatMap((stat) => (card.stats[stat] as string[] | undefined) ?? [])));
    expect(words.size).toBeGreaterThan(20);
    for (const word of words) {
      const name = presentation.traitNames?.[word];
      expect(name, word).toBeDefined();
      expect(name!.en).toBe(word[0]!.toUpperCase() + word.slice(1));
      expect(name!.ja).not.toMatch(/[A-Za-z]/);
    }
  });
});
