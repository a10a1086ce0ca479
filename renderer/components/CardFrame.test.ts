/**
 * A drawn card shows the stats its game plays with (issue 23, point 5), from the game's presentation: real cards of the
 * shipped packs as the card database sums them up.
 */
import { cleanup, render } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { CardSummary } from '../../api/contract';
import { toGameInfo } from '../../api/handlers/games';
import type { CardRecord } from '../../db/cards/record';
import type { PitchColour } from '../../engine/deck/types';
import { gameDefinition } from '../../engine/games/registry';
import { dmCardSummary } from '../../test/helpers/dm-pack';
import { fabCard } from '../../test/helpers/fab-pack';
import { setLocale } from '../i18n/index.svelte';
import CardFrame from './CardFrame.svelte';

afterEach(() => {
  cleanup();
  setLocale('ja');
});

function fabSummary(name: string, colour: PitchColour | null): CardSummary {
  const { key, nameJa, nameEn, reading, kinds, subtypes, keywords, flags, cost, costText, power, powerText, stats, zone, copyLimit, aliasOf }: CardRecord = fabCard(name, colour);
  return { key, name, nameJa, nameEn, reading, kinds, subtypes, keywords, flags, cost, costText, power, powerText, stats, zone, copyLimit, aliasOf, custom: false, image: null };
}

/** What the frame prints: its cost, the list stat beside the name, the power and each stat at its foot with its name. */
function printed(card: CardSummary, game: 'dm' | 'fab') {
  const { container } = render(CardFrame, { props: { card, game: toGameInfo(gameDefinition(game)), compact: true } });
  const text = (selector: string) => container.querySelector(selector)?.textContent?.trim() ?? null;
  return {
    cost: text('.cost'),
    listed: text('.listed'),
    power: text('.power'),
    stats: [...container.querySelectorAll('footer .stat')].map((stat) => [stat.getAttribute('data-stat'), stat.textContent?.trim(), stat.getAttribute('title')]),
  };
}

describe('CardFrame', () => {
  it('FaB: cost, pitch beside the name, power, and the defense in a shield at the foot (7.3)', () => {
    setLocale('en');
    const brand = fabSummary('Brand with Cinderclaw', 'red');
    expect(printed(brand, 'fab')).toEqual({ cost: '0', listed: '⬤ 1', power: '3', stats: [['defense', '2', 'Defense']] });
    const { container } = render(CardFrame, { props: { card: brand, game: toGameInfo(gameDefinition('fab')), compact: true } });
    expect(container.querySelector('footer .stat')!.classList.contains('shield')).toBe(true);
  });

  it('FaB: a hero shows its intellect and life; a card without a power shows its defense alone', () => {
    setLocale('ja');
    expect(printed(fabSummary('Cindra, Dracai of Retribution', null), 'fab')).toEqual({ cost: null, listed: null, power: null, stats: [['intellect', '4', '知力'], ['life', '40', 'ライフ']] });
    expect(printed(fabSummary('Concealed Blade', 'blue'), 'fab')).toEqual({ cost: '0', listed: '⬤ 3', power: null, stats: [['defense', '3', '防御']] });
  });

  it('DM: cost and power, nothing DM does not print', () => {
    setLocale('ja');
    const card = dmCardSummary('暗黒鎧 ザロスト');
    expect(printed(card, 'dm')).toEqual({ cost: String(card.cost), listed: null, power: String(card.power), stats: [] });
    expect(card.cost).not.toBeNull();
    expect(card.power).not.toBeNull();
  });
});
