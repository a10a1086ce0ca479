// The example (issue 22), on the full data: on the five-civilization list NET-059, 天災 デドダム (水闇自然,
// cost 3) is drawn by turn 3 going first in about 55% of games, and castable there far less often.
import { describe, expect, it } from 'vitest';
import { dmPackDeck } from '../../test/helpers/dm-pack';
import { REFERENCE_DATA } from '../../test/helpers/reference';
import { readDeckFile } from '../deck/formats';
import { dm } from '../games/dm';
import { simulate } from './simulate';

describe('castability on NET-059 (the reference data)', () => {
  it('天災 デドダム: held by turn 3 going first in about 55% of games, castable in far fewer', () => {
    const lists = readDeckFile(REFERENCE_DATA.text('dm/decks/prebuilt_and_tournament_decks_ja.json'), 'dm').decks;
    const list = lists.find((deck) => deck.name?.startsWith('NET-059 '))!;
    const { turns } = simulate(dm, dmPackDeck(list), { games: 20_000, seed: 59, turns: 3, first: true });
    const third = turns[2]!;
    expect(third.cards['天災 デドダム']).toBeCloseTo(0.55, 1);
    expect(third.castable!['天災 デドダム']!).toBeLessThan(third.cards['天災 デドダム']! * 0.75);
    expect(third.castable!['天災 デドダム']!).toBeGreaterThan(0.1);
  });
});
