/**
 * Real decks validate as their sources say (deck-rules.cases.ts, here on the excerpts of test/fixtures/data; the full
 * files: deck-rules.reference.test.ts), and the bundled sample decks of ACG, PMV and NOVA are legal.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKS_DIR } from '../../db/bundled-packs';
import { FIXTURES } from '../helpers/importers';
import { deckRulesCases, useDeckApi } from './deck-rules.cases';

deckRulesCases(FIXTURES, {
  // Sweden, the first exports of the three draft files, the FaBrary and Talishar samples.
  fabDecks: [1, 2, 2, 9, 1, 1, 1, 1, 1],
  products: 20,
  tournamentLists: 6,
  complete: ['NET-036', 'NET-082'],
  missing: [['NET-071', 1], ['NET-073', 20], ['NET-078', 13]],
});

const { call, validate } = useDeckApi();

describe('the bundled sample decks', () => {
  it.each([
    ['acg', 'casual'],
    ['acg', 'competitive'],
    ['pmv', 'constructed'],
    ['nova', 'standard'],
  ] as const)('the %s sample deck is legal (%s)', async (game, format) => {
    const read = await call('decks.read', { game, text: readFileSync(join(PACKS_DIR, `sample-${game}.deck.json`), 'utf8') });
    const [deck] = read.decks;
    expect(deck!.unresolved).toEqual([]);
    const verdict = await validate(game, deck!, format);
    expect(verdict.violations.filter((v) => v.severity === 'error')).toEqual([]);
    expect(verdict.legal).toBe(true);
  });
});
