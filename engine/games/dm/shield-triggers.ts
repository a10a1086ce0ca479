import type { CountedKeyword } from '../types';

/**
 * The printed keywords of S・トリガー and its kin (112.3a): a card showing one as its shield goes to the hand is used
 * free (509.5a). The table offers them on a break (./battle.ts); the deck statistics count the cards printing them.
 * S・トリガーX is the DM-15 cross gears' own, as their reminder text has it: generated free as the shield goes to the
 * hand, and crossed at once if the player wishes.
 */
export const SHIELD_TRIGGERS: readonly string[] = ['S・トリガー', 'S・トリガー・プラス', 'スーパー・S・トリガー', 'S・トリガーX'];

/** How many S・トリガー cards the deck holds, and how many the five shields (103.3) are expected to hold. */
export const shieldTriggerCount: CountedKeyword = {
  keywords: SHIELD_TRIGGERS,
  label: { ja: 'S・トリガー', en: 'Shield triggers' },
  rule: 'DM 112.3a',
};
