import { describe, expect, it } from 'vitest';
import { card, deck } from '../../../test/helpers/deck-cards';
import { findDmPackCard } from '../../../test/helpers/dm-pack';
import { dmProductList } from '../../../test/helpers/table-decks';
import { dm } from '../../games/dm';
import { fab } from '../../games/fab';
import type { Deck, DeckCard } from '../types';
import { keywordOdds } from './keyword-odds';

/** A DM product deck with each card's printed keywords and faces as the shipped pack gives them (零龍 by name only). */
function packDeck(code: string): Deck {
  const sections: Record<string, [DeckCard, number][]> = {};
  for (const { name, count, section } of dmProductList(code).entries) {
    const printed = findDmPackCard(name);
    (sections[section!] ??= []).push([card(name, printed ? { keywords: printed.keywords, faces: printed.faces.map((face) => face.name) } : {}), count]);
  }
  return deck('dm', sections);
}

/** n choose k, exactly for the small numbers of a deck. */
const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

describe('keywordOdds', () => {
  it('DM 112.3a / 103.3: NET-082 prints S・トリガー on 11 of its 40 cards; 5 shields hold 5·11/40 on average, at least one with 1 − C(29,5)/C(40,5)', () => {
    const odds = keywordOdds(dm, packDeck('NET-082'))!;
    // 修羅の死神フミシュナ / 「この先は修羅の道ぞ」 (a twinpact whose spell half prints it, counted once) ×4,
    // 忍蛇の聖沌 c0br4 ×4, 魔誕の覇王アザファウスト ×3.
    expect(odds).toMatchObject({ label: { ja: 'S・トリガー' }, rule: 'DM 112.3a', cards: 11, pile: 40, setAside: 5 });
    expect(odds.expected).toBe(1.375);
    expect(odds.atLeastOne).toBeCloseTo(1 - choose(29, 5) / choose(40, 5), 12);
    expect(odds.atLeastOne).toBeCloseTo(1 - 118755 / 658008, 12);
  });

  it('DM 112.3a: DMBD-22 counts the cards printing it, not ビックリーノ, whose text only names S・トリガー', () => {
    const odds = keywordOdds(dm, packDeck('DMBD-22'))!;
    // 龍頭星雲人/零誕祭 (twinpact) ×4 and 闇参謀グラン・ギニョール ×4.
    expect(odds).toMatchObject({ cards: 8, pile: 40, setAside: 5, expected: 1 });
    expect(odds.atLeastOne).toBeCloseTo(1 - 201376 / 658008, 12);
  });

  it('DM 112.3a / 103.3: S・トリガー・プラス and スーパー・S・トリガー count, G・ストライク (509.5b) does not, nor a card outside the main deck', () => {
    const list = deck('dm', {
      main: [
        [card('A', { keywords: ['S・トリガー・プラス'] }), 2],
        [card('B', { keywords: ['スーパー・S・トリガー'] }), 1],
        [card('C', { keywords: ['G・ストライク'] }), 4],
        [card('D'), 3],
      ],
      hyperspace: [[card('P', { keywords: ['S・トリガー'] }), 2]],
    });
    expect(keywordOdds(dm, list)).toMatchObject({ cards: 3, pile: 10, setAside: 5, expected: 1.5 });
    // 1 − C(7,5)/C(10,5) = 1 − 21/252.
    expect(keywordOdds(dm, list)!.atLeastOne).toBeCloseTo(1 - 21 / 252, 12);
  });

  it('a pile smaller than the shields sets aside what there is; an empty deck counts nothing; a game without a counted keyword gives null', () => {
    const three = deck('dm', { main: [[card('S', { keywords: ['S・トリガー'] }), 1], [card('N'), 2]] });
    expect(keywordOdds(dm, three)).toMatchObject({ cards: 1, pile: 3, setAside: 3, expected: 1, atLeastOne: 1 });
    expect(keywordOdds(dm, deck('dm', {}))).toMatchObject({ cards: 0, pile: 0, setAside: 0, expected: 0, atLeastOne: 0 });
    expect(keywordOdds(fab, deck('fab', { main: [[card('Snatch'), 3]] }))).toBeNull();
  });
});
