/**
 * A drawn card shows the stats its game plays with (issue 23, point 5), from the game's presentation: real cards of the
 * shipped packs as the card database sums them up.
 */
import { cleanup, render } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { CardFace, CardSummary } from '../../api/contract';
import { toGameInfo } from '../../api/handlers/games';
import type { CardRecord } from '../../db/cards/record';
import type { PitchColour } from '../../engine/deck/types';
import { gameDefinition } from '../../engine/games/registry';
import { dmCardSummary, dmPackCard } from '../../test/helpers/dm-pack';
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

/** The full frame (the card view, the table's zoom) of a DM card, as a player reads it without rules text (issue 23 point 1). */
function fullFrame(key: string, withFaces = false) {
  const card: CardSummary & { faces?: CardFace[] } = { ...dmCardSummary(key), ...(withFaces ? { faces: dmPackCard(key).faces as CardFace[] } : {}) };
  const { container } = render(CardFrame, { props: { card, game: toGameInfo(gameDefinition('dm')) } });
  const text = (element: Element | null) => element?.textContent?.trim() ?? null;
  return {
    card,
    cost: text(container.querySelector('header .cost')),
    name: text(container.querySelector('header .name')),
    civilizations: [...container.querySelectorAll('.colours .colour')].map((each) => text(each)),
    type: text(container.querySelector('.type')),
    keywords: [...container.querySelectorAll('.inner > .text .keywords li')].map((each) => text(each)),
    power: text(container.querySelector('footer .power')),
    halves: [...container.querySelectorAll('.half')].map((half) => ({
      cost: text(half.querySelector('.cost')),
      name: text(half.querySelector('.name')),
      power: text(half.querySelector('.power')),
      type: text(half.querySelector('.half-type')),
      keywords: [...half.querySelectorAll('.keywords li')].map((each) => text(each)),
    })),
  };
}

// The characteristics a DM card is played by: civilization, cost, card name, race, card type, power (DM 200.2).
describe('CardFrame, full: every fact of a DM card without text', () => {
  it('cost, civilization, every race, power and the printed keywords (S・トリガー, ブロッカー) of real pack cards', () => {
    setLocale('ja');
    expect(fullFrame('ボルシャック・ドラゴン')).toMatchObject({
      cost: '6', name: 'ボルシャック・ドラゴン', civilizations: ['火'], type: 'クリーチャー — アーマード・ドラゴン', keywords: ['W・ブレイカー'], power: '6000', halves: [],
    });
    cleanup();
    // 光 and 闇, three races: every one is on the frame.
    expect(fullFrame('破戒のインガ シャンツァイ')).toMatchObject({
      civilizations: ['光', '闇'], type: 'クリーチャー — オラクル／デーモン・コマンド／エンジェル・コマンド', power: '6500', cost: '8',
    });
    cleanup();
    expect(fullFrame('キューティー・ハート').keywords).toEqual(['S・トリガー']);
    cleanup();
    expect(fullFrame('フェアリー・キャンドル').keywords).toEqual(['ブロッカー']);
    cleanup();
    // A keyword gained under a condition its text states is shown, marked as such.
    expect(fullFrame('電脳妖魔メルゲイナー').keywords).toEqual(['条件付き：スレイヤー']);
    cleanup();
    // The compact frame (the hand) keeps to what fits: no civilization names, no keyword list.
    const { container } = render(CardFrame, { props: { card: dmCardSummary('キューティー・ハート'), game: toGameInfo(gameDefinition('dm')), compact: true } });
    expect(container.querySelector('.colours, .keywords')).toBeNull();
  });

  it('names the civilizations in English for an English reader', () => {
    setLocale('en');
    expect(fullFrame('破戒のインガ シャンツァイ').civilizations).toEqual(['Light', 'Darkness']);
  });

  // A twinpact is one card with two types and two costs (DM 810.1), either of which may be referenced (201.2b).
  it('a twinpact shows each half with its own cost, type, keywords and power; a psychic card each side', () => {
    setLocale('ja');
    const twinpact = fullFrame('ボルシャック・ドラゴン/決闘者・チャージャー', true);
    expect(twinpact.card.kinds).toContain('twinpact');
    expect(twinpact).toMatchObject({
      cost: null, power: null, civilizations: ['火'],
      halves: [
        { cost: '6', name: 'ボルシャック・ドラゴン', power: '6000', type: 'クリーチャー — アーマード・ドラゴン', keywords: ['W・ブレイカー'] },
        { cost: '3', name: '決闘者・チャージャー', power: null, type: '呪文', keywords: ['チャージャー'] },
      ],
    });
    cleanup();
    expect(fullFrame('シルバー・ヴォルグ', true).halves.map((half) => [half.name, half.cost, half.power])).toEqual([
      ['シルバー・ヴォルグ', '5', '6000'],
      ['撃墜王ガイアール・キラードラゴン', '13', '9000'],
    ]);
  });
});
