// Duel Masters attacks on real cards of the shipped pack (db/packs/dm.json.gz): blocks, battles, breakers, shield
// triggers and the decisions they give the defender, on boards laid out card by card.
import { describe, expect, it } from 'vitest';
import { board, card, game, goldfish, perform, play, where, type Lay } from '../../../test/helpers/dm-board';
import { describe as describeEvent } from '../../core/describe';
import { isRuleError } from '../../core/basics';
import { outcome } from '../../core/state';
import { view } from '../../core/view';
import { breakerCount } from './battle';
import { dm } from './index';

describe('DM attacks and blocks', () => {
  it('DM 507.1 / 507.2a: an attack into an untapped ブロッカー gives the defender the decision; the blocker taps and battles, and no shield breaks', () => {
    const history = board([[['ボルメテウス・サファイア・ドラゴン', 'battle'], ['暗黒鎧 ザロスト', 'shields', { count: 5 }]], [['天空の守護者グラン・ギューレ', 'battle'], ['暗黒鎧 ザロスト', 'shields', { count: 5 }]]]);
    const attacker = card(history, 'battle', 'ボルメテウス・サファイア・ドラゴン');
    const blocker = card(history, 'battle', '天空の守護者グラン・ギューレ');
    const events = play(history, 0, 'attackPlayer', { attacker, target: 1 });
    const opened = events.find((event) => event.type === 'decisionOpened')!;
    expect(describeEvent(opened, 'ja', 0, history.rules)).toBe('プレイヤー2のブロック（DM 507.1）：「天空の守護者グラン・ギューレ」');
    expect(history.state.cards[attacker]!.tapped).toBe(true);
    // The table waits for the defender: the attacker going on is warned.
    expect(view(history.state, 0).toAct).toBe(1);
    expect(view(history.state, 0).decisions[0]).toMatchObject({ seat: 1, kind: 'block', cards: [blocker] });
    const blocked = play(history, 1, 'block', { card: blocker });
    expect(blocked.filter((event) => event.type !== 'gameAction').map((event) => describeEvent(event, 'en', 0, history.rules))).toEqual([
      'Player 2 answers Block with 天空の守護者グラン・ギューレ',
      'Block closed',
      'Player 2 taps 天空の守護者グラン・ギューレ',
      "Player 2 puts 天空の守護者グラン・ギューレ into Player 2's graveyard",
    ]);
    // 11000 against 9000: the blocker loses and is destroyed; blocked, the attack breaks nothing.
    expect(where(history, blocker)).toEqual({ kind: 'zone', zone: 'graveyard#1' });
    expect(where(history, attacker)).toEqual({ kind: 'zone', zone: 'battle' });
    expect(history.state.zones['shields#1']).toHaveLength(5);
    expect(history.state.decisions).toEqual([]);
    expect(view(history.state, 1).toAct).toBe(0);
  });

  it('DM 507.2c: not blocking lets the attack through; a tapped ブロッカー is never offered', () => {
    const history = board([[['無双竜機ボルバルザーク', 'battle']], [['天空の守護者グラン・ギューレ', 'battle'], ['暗黒鎧 ザロスト', 'battle', { tapped: true }], ['暗黒鎧 ザロスト', 'shields', { count: 5 }]]]);
    const attacker = card(history, 'battle', '無双竜機ボルバルザーク');
    play(history, 0, 'attackPlayer', { attacker, target: 1 });
    expect(history.state.decisions[0]!.cards).toEqual([card(history, 'battle', '天空の守護者グラン・ギューレ')]);
    play(history, 1, 'noBlock');
    // W・ブレイカー: two shields to the hand.
    expect(history.state.zones['shields#1']).toHaveLength(3);
    expect(history.state.zones['hand#1']).toHaveLength(2);
  });

  it('DM 507.1: while the defender decides, the attacker is warned (assisted) or refused (strict)', () => {
    const history = board([[['無双竜機ボルバルザーク', 'battle'], ['疾封怒闘 キューブリック', 'battle']], [['天空の守護者グラン・ギューレ', 'battle'], ['暗黒鎧 ザロスト', 'shields', { count: 5 }]]], 'strict');
    play(history, 0, 'attackPlayer', { attacker: card(history, 'battle', '無双竜機ボルバルザーク'), target: 1 });
    const refused = game(history, 0, 'attackPlayer', { attacker: card(history, 'battle', '疾封怒闘 キューブリック'), target: 1 });
    expect(isRuleError(refused) && refused).toEqual({ rule: 'DM 507.1', message: { ja: 'ブロックをプレイヤー2がまだ決めていません', en: 'Block: player 2 has not decided yet' } });
    expect(isRuleError(history.perform({ type: 'advance', seat: 0 }))).toBe(true);
  });

  it('DM 509.1: a direct attack wins only when no blocker blocked it', () => {
    const history = board([[['無双竜機ボルバルザーク', 'battle']], [['天空の守護者グラン・ギューレ', 'battle']]]);
    const attacker = card(history, 'battle', '無双竜機ボルバルザーク');
    play(history, 0, 'attackPlayer', { attacker, target: 1 });
    play(history, 1, 'block', { card: card(history, 'battle', '天空の守護者グラン・ギューレ') });
    expect(outcome(history.state).over).toBe(false);
    history.undo();
    const events = play(history, 1, 'noBlock');
    expect(events.find((event) => event.type === 'lost')).toMatchObject({ target: 1, rule: 'DM 509.1' });
    expect(outcome(history.state)).toEqual({ over: true, winners: [0] });
  });

  it('DM 104.1: once the game is over no action is taken, and undo still goes back', () => {
    const history = board([[['無双竜機ボルバルザーク', 'battle']], []]);
    play(history, 0, 'attackPlayer', { attacker: card(history, 'battle', '無双竜機ボルバルザーク'), target: 1 });
    const refused = history.perform({ type: 'draw', seat: 0, count: 1 });
    expect(isRuleError(refused) && refused.rule).toBe('DM 104.1');
    history.undo();
    expect(outcome(history.state).over).toBe(false);
    perform(history, { type: 'draw', seat: 0, count: 1 });
  });

  it('the dummy never blocks: its stated default, with no decision', () => {
    const history = goldfish([['無双竜機ボルバルザーク', 'battle']]);
    expect(dm.decisions!.find((decision) => decision.id === 'block')!.dummy.en).toBe('The dummy never blocks');
    const events = play(history, 0, 'attackPlayer', { attacker: card(history, 'battle', '無双竜機ボルバルザーク') });
    expect(events.some((event) => event.type === 'decisionOpened')).toBe(false);
    expect(history.state.zones['shields#1']).toHaveLength(3);
  });
});

describe('DM battles', () => {
  it('DM 505.2 / 115.3b: a battle with a tapped creature — the higher power wins and the loser is destroyed', () => {
    const history = board([[['無双竜機ボルバルザーク', 'battle']], [['暗黒鎧 ザロスト', 'battle', { tapped: true }]]]);
    const attacker = card(history, 'battle', '無双竜機ボルバルザーク');
    const defender = card(history, 'battle', '暗黒鎧 ザロスト');
    play(history, 0, 'attackCreature', { attacker, creature: defender });
    expect(where(history, defender)).toEqual({ kind: 'zone', zone: 'graveyard#1' });
    expect(where(history, attacker)).toEqual({ kind: 'zone', zone: 'battle' });
  });

  it('DM 115.3b: the lower power loses, and equal powers both lose', () => {
    const lost = board([[['遊撃師団 ニューイー', 'battle']], [['天空の守護者グラン・ギューレ', 'battle', { tapped: true }]]]);
    const weak = card(lost, 'battle', '遊撃師団 ニューイー');
    play(lost, 0, 'attackCreature', { attacker: weak, creature: card(lost, 'battle', '天空の守護者グラン・ギューレ') });
    expect(where(lost, weak)).toEqual({ kind: 'zone', zone: 'graveyard#0' });
    expect(lost.state.zones.battle).toHaveLength(1);
    const tied = board([[['無双竜機ボルバルザーク', 'battle']], [['呪紋の化身', 'battle', { tapped: true }]]]);
    play(tied, 0, 'attackCreature', { attacker: card(tied, 'battle', '無双竜機ボルバルザーク'), creature: card(tied, 'battle', '呪紋の化身') });
    expect(tied.state.zones.battle).toEqual([]);
  });

  it('DM 110.4a: パワーアタッカー+N adds N while attacking only — 遊撃師団 ニッカ (1000, +2000) ties a 3000', () => {
    const history = board([[['遊撃師団 ニッカ', 'battle']], [['暗黒鎧 ザロスト', 'battle', { tapped: true }]]]);
    play(history, 0, 'attackCreature', { attacker: card(history, 'battle', '遊撃師団 ニッカ'), creature: card(history, 'battle', '暗黒鎧 ザロスト') });
    expect(history.state.zones.battle).toEqual([]);
    // Attacked instead, ニッカ battles with 1000 and loses alone.
    const attacked = board([[['暗黒鎧 ザロスト', 'battle']], [['遊撃師団 ニッカ', 'battle', { tapped: true }]]]);
    const nikka = card(attacked, 'battle', '遊撃師団 ニッカ');
    play(attacked, 0, 'attackCreature', { attacker: card(attacked, 'battle', '暗黒鎧 ザロスト'), creature: nikka });
    expect(attacked.state.zones.battle).toEqual([card(attacked, 'battle', '暗黒鎧 ザロスト')]);
    expect(where(attacked, nikka)).toEqual({ kind: 'zone', zone: 'graveyard#1' });
  });

  it('DM 115.3d: a スレイヤー that loses its battle destroys the creature it battled', () => {
    const history = board([[['遊撃師団 ブッチビーズ', 'battle']], [['天空の守護者グラン・ギューレ', 'battle', { tapped: true }]]]);
    play(history, 0, 'attackCreature', { attacker: card(history, 'battle', '遊撃師団 ブッチビーズ'), creature: card(history, 'battle', '天空の守護者グラン・ギューレ') });
    expect(history.state.zones.battle).toEqual([]);
    expect(history.state.zones['graveyard#1']).toHaveLength(1);
  });

  it('DM 505.2: an untapped creature cannot be attacked, but a マッハファイター may the turn it came in', () => {
    const strict = board([[['無双竜機ボルバルザーク', 'battle'], ['樹食の超人', 'battle', { sick: true }]], [['天空の守護者グラン・ギューレ', 'battle']]], 'strict');
    const target = card(strict, 'battle', '天空の守護者グラン・ギューレ');
    const refused = game(strict, 0, 'attackCreature', { attacker: card(strict, 'battle', '無双竜機ボルバルザーク'), creature: target });
    expect(isRuleError(refused) && refused.rule).toBe('DM 505.2');
    // Summoning sick, it attacks no player (301.5), but battles the untapped creature: 12000 beats 9000.
    const player = game(strict, 0, 'attackPlayer', { attacker: card(strict, 'battle', '樹食の超人'), target: 1 });
    expect(isRuleError(player) && player.rule).toBe('DM 301.5');
    play(strict, 0, 'attackCreature', { attacker: card(strict, 'battle', '樹食の超人'), creature: target });
    expect(where(strict, target)).toEqual({ kind: 'zone', zone: 'graveyard#1' });
  });
});

describe('DM breakers', () => {
  it('DM 509.2: W・ブレイカー breaks 2, ワールド・ブレイカー all, パワード・ブレイカー one per 6000 power', () => {
    expect(breakerCount(['W・ブレイカー'], 6000)).toBe(2);
    expect(breakerCount(['ブロッカー'], 20000)).toBe(1);
    expect(breakerCount(['ワールド・ブレイカー'], 1000)).toBe('all');
    expect(breakerCount(['パワード・ブレイカー'], 15000)).toBe(2);
    expect(breakerCount(['パワード・ブレイカー'], 4000)).toBe(1);
    expect(breakerCount(['T・ブレイカー', 'パワード・ブレイカー'], 24000)).toBe(4);
  });

  it('DM 509.2: 機械神類 イズモ (パワード・ブレイカー, 15000) breaks two shields of a real attack', () => {
    const history = board([[['機械神類 イズモ', 'battle']], [['暗黒鎧 ザロスト', 'shields', { count: 5 }]]]);
    play(history, 0, 'attackPlayer', { attacker: card(history, 'battle', '機械神類 イズモ'), target: 1 });
    expect(history.state.zones['shields#1']).toHaveLength(3);
  });
});

describe('DM shield triggers', () => {
  /**
   * Seat 1's shields, top first: サイバー・I・チョイス (a creature printing S・トリガー), ビックリーノ (whose text only
   * mentions S・トリガー), サイバー・ブレイン (a spell printing it).
   */
  const shields: Lay[] = [
    ['サイバー・I・チョイス', 'shields'],
    ['ビックリーノ', 'shields'],
    ['サイバー・ブレイン', 'shields'],
  ];

  it('DM 509.5a / 112.3a: each broken S・トリガー is offered to its owner; used, a creature comes in free; the decision closes when all are answered', () => {
    const history = board([[['ボルメテウス・サファイア・ドラゴン', 'battle'], ['無双竜機ボルバルザーク', 'battle']], shields]);
    const [creature, filler, spell] = history.state.zones['shields#1']!;
    play(history, 0, 'attackPlayer', { attacker: card(history, 'battle', 'ボルメテウス・サファイア・ドラゴン'), target: 1 });
    const [decision] = history.state.decisions;
    expect(decision).toMatchObject({ seat: 1, kind: 'shieldTrigger', rule: 'DM 509.5a', cards: [creature, spell] });
    expect(decision!.cards).not.toContain(filler);
    // The offers are in seat 1's hand: seat 0 sees the decision, not the cards.
    expect(view(history.state, 0).decisions[0]!.cards).toEqual([]);
    expect(view(history.state, 1).decisions[0]!.cards).toEqual([creature, spell]);
    // No attack while it is open (509.5a), by the attacker or anyone.
    const again = game(history, 0, 'attackPlayer', { attacker: card(history, 'battle', '無双竜機ボルバルザーク'), target: 1 });
    expect(isRuleError(again) ? again : again.find((event) => event.type === 'warning')).toMatchObject({ rule: 'DM 509.5a' });
    history.undo();
    play(history, 1, 'useShieldTrigger', { card: creature! });
    expect(where(history, creature!)).toEqual({ kind: 'zone', zone: 'battle' });
    expect(history.state.cards[creature!]!.markers).toContain('summoningSickness');
    expect(history.state.decisions[0]!.cards).toEqual([spell]);
    const closed = play(history, 1, 'useShieldTrigger', { card: spell! });
    expect(closed.map((event) => event.type)).toContain('decisionClosed');
    expect(where(history, spell!)).toEqual({ kind: 'zone', zone: 'graveyard#1' });
    expect(history.state.decisions).toEqual([]);
    expect(view(history.state, 0).toAct).toBe(0);
  });

  it('DM 509.5a: only a broken S・トリガー may be used — strict refuses another card; kept, it stays in the hand', () => {
    const history = board([[['ボルメテウス・サファイア・ドラゴン', 'battle']], [...shields, ['ボルシャック・NEX（ネックス）/スーパー・スパーク', 'hand']]], 'strict');
    const [creature, filler] = history.state.zones['shields#1']!;
    play(history, 0, 'attackPlayer', { attacker: card(history, 'battle', 'ボルメテウス・サファイア・ドラゴン'), target: 1 });
    const refused = game(history, 1, 'useShieldTrigger', { card: filler! });
    expect(isRuleError(refused) && refused.rule).toBe('DM 509.5a');
    const inHand = game(history, 1, 'useShieldTrigger', { card: card(history, 'hand#1', 'ボルシャック・NEX（ネックス）/スーパー・スパーク') });
    expect(isRuleError(inHand) && inHand.rule).toBe('DM 509.5a');
    play(history, 1, 'keepShield', { card: creature! });
    expect(where(history, creature!)).toEqual({ kind: 'zone', zone: 'hand#1' });
    play(history, 1, 'passShieldTriggers');
    expect(history.state.decisions).toEqual([]);
  });

  it('DM 509.5a: a twinpact is used by the half that prints S・トリガー', () => {
    const history = board([[['ボルメテウス・サファイア・ドラゴン', 'battle']], [['ボルシャック・NEX（ネックス）/スーパー・スパーク', 'shields']]], 'strict');
    const [twinpact] = history.state.zones['shields#1']!;
    play(history, 0, 'attackPlayer', { attacker: card(history, 'battle', 'ボルメテウス・サファイア・ドラゴン'), target: 1 });
    const creatureHalf = game(history, 1, 'useShieldTrigger', { card: twinpact!, half: 'creature' });
    expect(isRuleError(creatureHalf) && creatureHalf.rule).toBe('DM 509.5a');
    play(history, 1, 'useShieldTrigger', { card: twinpact! });
    expect(where(history, twinpact!)).toEqual({ kind: 'zone', zone: 'graveyard#1' });
  });

  it('DM 509.5a: クイック・ディフェンス (DM-15, S・トリガーX) is offered on a break and, used, generated into the battle zone', () => {
    const history = board([[['ボルメテウス・サファイア・ドラゴン', 'battle']], [['クイック・ディフェンス', 'shields'], ['暗黒鎧 ザロスト', 'shields']]], 'strict');
    const [gear] = history.state.zones['shields#1']!;
    play(history, 0, 'attackPlayer', { attacker: card(history, 'battle', 'ボルメテウス・サファイア・ドラゴン'), target: 1 });
    expect(history.state.decisions[0]).toMatchObject({ seat: 1, kind: 'shieldTrigger', cards: [gear] });
    play(history, 1, 'useShieldTrigger', { card: gear! });
    expect(where(history, gear!)).toEqual({ kind: 'zone', zone: 'battle' });
    expect(history.state.cards[gear!]!.markers).not.toContain('summoningSickness');
    expect(history.state.decisions).toEqual([]);
  });

  it('DM 509.5a: goldfish asks the player their own shield triggers; the dummy never uses one', () => {
    const history = goldfish([['サイバー・I・チョイス', 'shields']]);
    const [own] = history.state.zones['shields#0']!;
    play(history, 0, 'breakShields', { target: 0, count: 1 });
    expect(history.state.decisions[0]).toMatchObject({ seat: 0, cards: [own] });
    play(history, 0, 'useShieldTrigger', { card: own! });
    play(history, 0, 'breakShields', { target: 1, count: 2 });
    expect(history.state.decisions).toEqual([]);
  });
});
