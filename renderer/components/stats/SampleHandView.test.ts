import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameInfo, SampleHand } from '../../../api/contract';
import { toGameInfo } from '../../../api/handlers/games';
import { gameDefinition } from '../../../engine/games/registry';
import { dmCards, dmGame, dmSampleHand } from '../../../test/helpers/dm-stats';
import { setLocale } from '../../i18n/index.svelte';
import SampleHandView from './SampleHandView.svelte';

afterEach(() => {
  cleanup();
  setLocale('ja');
});

const acg: GameInfo = toGameInfo(gameDefinition('acg'));

describe('SampleHandView', () => {
  it('deals the DM opening: five shields face down, then the hand face up as small card frames', () => {
    render(SampleHandView, { props: { hand: dmSampleHand, game: dmGame, cardOf: (key: string) => dmCards[key], onredraw: () => {}, ondrawone: () => {} } });
    const section = screen.getByRole('region', { name: 'サンプル手札' });
    const shields = within(section).getByRole('group', { name: 'シールド 5' });
    expect(shields.querySelectorAll('.back')).toHaveLength(5);
    // The shields are unseen: none of their names is on screen.
    expect(section.textContent).not.toContain('逆転の剣スカイソード');
    const hand = within(section).getByRole('list', { name: '手札 5' });
    const frames = within(hand).getAllByRole('figure');
    expect(frames.map((frame) => frame.getAttribute('aria-label'))).toEqual([
      'フェアリー・Re:ライフ',
      'フェアリー・Re:ライフ',
      '天災 デドダム',
      '修羅の死神フミシュナ / 「この先は修羅の道ぞ」',
      '終末縫合王 ザ=キラー・キーナリー',
    ]);
    // Drawn from the cards' facts: cost, type line, power; compact, so without the rules text.
    const dedodam = frames[2]!;
    expect(dedodam.classList.contains('compact')).toBe(true);
    expect(dedodam.querySelector('.cost')?.textContent).toBe('3');
    expect(dedodam.querySelector('.type')?.textContent).toBe('クリーチャー — トリニティ・コマンド／侵略者');
    expect(dedodam.querySelector('.power')?.textContent).toBe('3000');
    expect(dedodam.querySelector('.text')).toBeNull();
    const rules = within(within(section).getByRole('list', { name: 'ルール' })).getAllByRole('listitem');
    expect(rules.map((rule) => rule.textContent)).toEqual(['DM 103.2', 'DM 103.3']);
    expect(section.querySelector('.note')).toBeNull();
  });

  it('asks for two cards to the bottom in ACG, drawing cards it has no facts for by name', () => {
    setLocale('en');
    const hand: SampleHand = {
      setAside: [],
      hand: [
        { key: 'acg-001', name: '兵隊蟻', count: 2 },
        { key: 'acg-002', name: '双子狐', count: 1 },
        { key: 'acg-003', name: '陽だまりの草原', count: 3 },
        { key: 'acg-004', name: '警戒の鳴き声', count: 1 },
      ],
      toBottom: 2,
      rules: ['ACG 104.3', 'ACG 104.6'],
      drawn: [],
      remaining: 33,
    };
    render(SampleHandView, { props: { hand, game: acg, onredraw: () => {}, ondrawone: () => {} } });
    expect(screen.queryByRole('group')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Hand 7' })).getAllByRole('figure')).toHaveLength(7);
    expect(screen.getByText('Choose 2 cards to put on the bottom of the deck')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Rules' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('asks the parent for a new deal, and for one more card', async () => {
    const onredraw = vi.fn();
    const ondrawone = vi.fn();
    render(SampleHandView, { props: { hand: dmSampleHand, game: dmGame, onredraw, ondrawone } });
    await fireEvent.click(screen.getByRole('button', { name: 'もう一度引く' }));
    expect(onredraw).toHaveBeenCalledTimes(1);
    await fireEvent.click(screen.getByRole('button', { name: 'もう1枚引く' }));
    expect(ondrawone).toHaveBeenCalledTimes(1);
    expect(onredraw).toHaveBeenCalledTimes(1);
  });

  it('shows the cards drawn after the opening at the end of the hand, numbered, and draws no more from an empty pile', () => {
    setLocale('en');
    const drawn = [
      { key: '逆転の剣スカイソード', name: '逆転の剣スカイソード', count: 1 },
      { key: '天災 デドダム', name: '天災 デドダム', count: 1 },
    ];
    render(SampleHandView, { props: { hand: { ...dmSampleHand, drawn, remaining: 0 }, game: dmGame, cardOf: (key: string) => dmCards[key], onredraw: () => {}, ondrawone: () => {} } });
    const items = within(screen.getByRole('list', { name: 'Hand 7' })).getAllByRole('listitem');
    expect(items.slice(5).map((item) => [item.getAttribute('data-drawn'), item.getAttribute('title'), within(item).getByRole('figure').getAttribute('aria-label')])).toEqual([
      ['1', 'Draw 1 after the opening', '逆転の剣スカイソード'],
      ['2', 'Draw 2 after the opening', '天災 デドダム'],
    ]);
    expect(items.slice(0, 5).every((item) => !item.hasAttribute('data-drawn'))).toBe(true);
    expect((screen.getByRole('button', { name: 'Draw one more' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
