/**
 * A printed keyword a game's deck statistics count (GameDefinition `countedKeyword`; DM S・トリガー): how many cards of
 * the draw pile print it, and how many of them the cards set aside at setup (DM's five shields, 103.3) hold: on
 * average setAside·k/N for k such cards in a pile of N, and at least one with the hypergeometric chance.
 */
import type { GameDefinition } from '../../games/types';
import type { Localized } from '../../localized';
import type { Deck } from '../types';
import { probabilityAtLeast } from './hypergeometric';

export interface KeywordOdds {
  label: Localized;
  rule: string;
  /** Copies in the draw pile printing one of the keywords; a card of several faces counts once. */
  cards: number;
  /** Copies in the draw pile. */
  pile: number;
  /** Cards set aside at setup (DM: 5 shields), at most the pile. */
  setAside: number;
  /** The expected number of them among the set-aside cards. */
  expected: number;
  /** The chance of at least one among the set-aside cards. */
  atLeastOne: number;
}

/** Null where the game counts no keyword or sets no cards aside. */
export function keywordOdds(game: GameDefinition, deck: Deck): KeywordOdds | null {
  const counted = game.countedKeyword;
  const setAsideRule = game.setup.setAside;
  if (!counted || !setAsideRule) return null;
  const keywords = new Set(counted.keywords);
  let pile = 0;
  let cards = 0;
  for (const { card, count } of deck.sections[game.setup.drawPile.section] ?? []) {
    pile += count;
    // A card's keywords are those of all its faces (a twinpact's S・トリガー half): the card counts once.
    if (card.keywords.some((keyword) => keywords.has(keyword))) cards += count;
  }
  const setAside = Math.min(setAsideRule.count, pile);
  return {
    label: counted.label,
    rule: counted.rule,
    cards,
    pile,
    setAside,
    expected: pile === 0 ? 0 : (setAside * cards) / pile,
    atLeastOne: pile === 0 ? 0 : probabilityAtLeast(pile, cards, setAside, 1),
  };
}
