// Each game's start-of-game facts, checked against the original Japanese rules they cite (excerpts in
// test/fixtures/rules); FaB's original is its zones chapter only, so its facts are checked against the data alone.
import { describe, expect, it } from 'vitest';
import { ruleText } from '../../test/helpers/rules';
import { acg } from './acg';
import { dm } from './dm';
import { fab } from './fab';
import { nova } from './nova';
import { games } from './registry';
import type { GameSetup } from './types';

/** Every `rule` string anywhere in a setup. */
function rulesOf(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => (key === 'rule' && typeof item === 'string' ? [item] : rulesOf(item)));
}

const setupOf = (id: string): GameSetup => games.find((game) => game.id === id)!.setup;

describe('game setup', () => {
  it('places every deck section of each game exactly once, the draw pile among them', () => {
    for (const game of games) {
      const placed = [game.setup.drawPile.section, ...game.setup.otherSections.map((start) => start.section)];
      expect(placed.toSorted()).toEqual(game.sections.map((section) => section.id).toSorted());
    }
  });

  it("cites every fact with the game's abbreviation and a rule number", () => {
    for (const game of games) {
      const rules = rulesOf(game.setup);
      // drawPile, life, openingHand, mulligan, firstPlayer, turnDraw and one per other section, at least.
      expect(rules.length).toBeGreaterThanOrEqual(6 + game.setup.otherSections.length);
      for (const rule of rules) expect(rule).toMatch(new RegExp(`^${game.abbreviation} \\d`));
    }
  });

  it('DM 103.3: five shields from the top, then a hand drawn up to five, before DM 103.4 rock-paper-scissors', () => {
    expect(ruleText('dm', '103.3')).toContain('山札の上から5枚を裏向きのままシールドとして展開し、5枚になるようにカードを引いて手札とします');
    expect(dm.setup.setAside).toEqual({ count: 5, as: 'shields', rule: 'DM 103.3' });
    expect(dm.setup.openingHand).toEqual({ count: 5, upTo: true, rule: 'DM 103.3' });
    expect(ruleText('dm', '103.4')).toContain('じゃんけんをして、その勝者が先攻となります。(後攻を選ぶことはできません)');
    expect(dm.setup.firstPlayer).toMatchObject({ method: 'rockPaperScissors', afterOpeningHand: true });
    expect(dm.setup.life.amount).toBeNull();
  });

  it('DM 103.5 / 502.1: one card a turn, none on the first player’s first turn', () => {
    expect(ruleText('dm', '103.5')).toContain('先攻のプレイヤーは最初のドローはありません');
    expect(ruleText('dm', '502.1')).toContain('カードを1枚引きます');
    expect(dm.setup.turnDraw).toMatchObject({ count: 1, upTo: false, firstTurn: { change: 'firstPlayerSkips', rule: 'DM 103.5' } });
  });

  it('ACG 104.4 / 104.6 / 1004.1a: 20 life, draw 7 and bottom 2, no draw on the first turn', () => {
    expect(ruleText('acg', '104.4')).toContain('ライフ20点');
    expect(acg.setup.life.amount).toBe(20);
    const opening = ruleText('acg', '104.6');
    expect(opening).toContain('上から7枚を引き');
    expect(opening).toContain('手札2枚を選んで基礎デッキの下に');
    expect(acg.setup.openingHand).toEqual({ count: 7, upTo: false, rule: 'ACG 104.6' });
    expect(acg.setup.bottomAfterOpening).toEqual({ count: 2, decision: 'bottom', rule: 'ACG 104.6' });
    expect(acg.setup.mulligan.kind).toBe('none');
    expect(ruleText('acg', '1004.1a')).toContain('ゲームの最初のターン、ターンプレイヤーは補充フェイズのこの処理をスキップします');
    expect(acg.setup.turnDraw.firstTurn?.change).toBe('firstPlayerSkips');
  });

  it('PMV 1.2.7.c / 1.2.7.d / 1.2.8: a hand drawn up to 7, 25 life, the starting player skips the first draw', () => {
    const pmv = setupOf('pmv');
    expect(ruleText('pmv', '1.2.7.c')).toContain('手札が7枚になるように');
    expect(pmv.openingHand).toEqual({ count: 7, upTo: true, rule: 'PMV 1.2.7.c' });
    expect(ruleText('pmv', '1.2.7.d')).toContain('ライフポイントを25点');
    expect(pmv.life.amount).toBe(25);
    expect(ruleText('pmv', '1.2.8')).toContain('開始プレイヤーの最初のターンに限りドローフェイズの規定の効果は解決されない');
    expect(pmv.turnDraw.firstTurn).toEqual({ change: 'firstPlayerSkips', rule: 'PMV 1.2.8' });
  });

  it('NOVA 007.4 / 007.6 / 007.6.1: 2000 life, 7 cards, one optional redraw that can hand the first turn over', () => {
    expect(ruleText('nova', '007.4')).toContain('ライフポイントをそれぞれ2000');
    expect(nova.setup.life.amount).toBe(2000);
    expect(ruleText('nova', '007.6')).toContain('上から7枚を引きます');
    expect(nova.setup.openingHand.count).toBe(7);
    expect(ruleText('nova', '007.6.1')).toContain('1度だけ手札の引き直し');
    expect(ruleText('nova', '007.6.1.2')).toContain('後攻プレイヤーをターンプレイヤーとしてゲームを開始します');
    expect(nova.setup.mulligan).toEqual({
      kind: 'redraw',
      times: 1,
      firstPlayerDecidesFirst: true,
      secondStartsIfOnlyFirstRedraws: true,
      decision: 'redraw',
      rule: 'NOVA 007.6.1',
    });
    expect(ruleText('nova', '402.4.1')).toContain('ドローフェイズをスキップ');
    expect(nova.setup.turnDraw.firstTurn).toEqual({ change: 'firstPlayerSkips', rule: 'NOVA 402.4.1' });
  });

  it('FaB 4.1.9 / 4.4.3f: hands drawn up to the hero’s intellect, at the start and at the end of each turn', () => {
    const intellect = { section: 'hero', stat: 'intellect', fallback: 4 };
    expect(fab.setup.openingHand).toEqual({ count: intellect, upTo: true, rule: 'FaB 4.1.9' });
    expect(fab.setup.turnDraw).toEqual({
      count: intellect,
      upTo: true,
      timing: 'endOfTurn',
      rule: 'FaB 4.4.3f',
      firstTurn: { change: 'allPlayersDraw', rule: 'FaB 4.4.3f' },
    });
    expect(fab.setup.life).toEqual({ amount: { section: 'hero', stat: 'life' }, rule: 'FaB 2.5.1' });
  });
});
