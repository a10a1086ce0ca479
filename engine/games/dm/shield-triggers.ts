import type { CountedKeyword } from '../types';

/**
 * The printed keywords of S・トリガー and its kin (112.3a): a card showing one as its shield goes to the hand is used
 * free (509.5a). The table offers them on a break (./battle.ts); the deck statistics count the cards printing them.
 */
export const SHIELD_TRIGGERS: readonly string[] = ['S・トリガー', 'S・トリガー・プラス', 'スーパー・S・トリガー'];

/** How many S・トリガー cards the deck holds, and how many the five shields (103.3) are expected to hold. */
export const shieldTriggerCount: CountedKeyword = {
  keywords: SHIELD_TRIGGERS,
  label: { ja: 'S・トリガー', en: 'Shield triggers' },
  rule: 'DM 112.3a',
};
