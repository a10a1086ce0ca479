import { describe as group, expect, it } from 'vitest';
import type { Action, GameEvent } from './actions';
import { apply } from './apply';
import { describe, redactEvent } from './describe';
import { type GameState } from './state';
import { isRuleError } from './basics';
import { TEST_RULES, testGame } from './testing';

function events(state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  const result = apply(state, action);
  if (isRuleError(result)) throw new Error(result.message.en);
  return result;
}

/** The sentences of an action's events for a viewer, in both languages. */
function read(state: GameState, action: Action, viewer: number): { ja: string[]; en: string[] } {
  const happened = events(state, action).events;
  return {
    ja: happened.map((event) => describe(event, 'ja', viewer, TEST_RULES)),
    en: happened.map((event) => describe(event, 'en', viewer, TEST_RULES)),
  };
}

group('describe', () => {
  it('names a drawn card to its owner only', () => {
    const draw: Action = { type: 'draw', seat: 0, count: 2 };
    expect(read(testGame(), draw, 0)).toEqual({ ja: ['プレイヤー1は「A 1」と「A 2」を引いた'], en: ['Player 1 draws A 1 and A 2'] });
    expect(read(testGame(), draw, 1)).toEqual({ ja: ['プレイヤー1はカード2枚を引いた'], en: ['Player 1 draws 2 cards'] });
  });

  it('reads a hidden card moved from the deck to the shields as "a card" to everyone', () => {
    const action: Action = { type: 'moveTop', seat: 0, from: { zone: 'deck' }, count: 1, to: { zone: 'shields' } };
    for (const viewer of [0, 1]) {
      expect(read(testGame(), action, viewer)).toEqual({
        ja: ['プレイヤー1はカード1枚をプレイヤー1のシールドに置いた'],
        en: ["Player 1 puts a card into Player 1's shields"],
      });
    }
  });

  it('names a card that becomes public to everyone, with the position in ordered zones', () => {
    const action: Action = { type: 'move', seat: 0, card: 'c3', to: { zone: 'grave', position: 'bottom' } };
    expect(read(testGame(), action, 1)).toEqual({
      ja: ['プレイヤー1は「A 3」をプレイヤー1の墓地の一番下に置いた'],
      en: ["Player 1 puts A 3 on the bottom of Player 1's graveyard"],
    });
    const chain: Action = { type: 'move', seat: 1, card: 'c11', to: { zone: 'chain', position: 0 } };
    expect(read(testGame(), chain, 0).en).toEqual(['Player 2 puts B 1 on position 1 of the chain']);
  });

  it('redacts ids as well as names, so the log cannot follow a hidden card', () => {
    const drawn = events(testGame(), { type: 'draw', seat: 1, count: 1 }).events[0]!;
    expect(redactEvent(drawn, 0).cards).toEqual([{ id: null, key: null, name: null, seenBy: [1] }]);
    expect(redactEvent(drawn, 1).cards).toEqual([{ id: 'c11', key: 'b1', name: 'B 1', seenBy: [1] }]);
    const played = events(testGame(), { type: 'moveTop', seat: 0, from: { zone: 'deck' }, count: 1, to: { zone: 'battle' } });
    const under = events(played.state, { type: 'move', seat: 0, card: 'c2', to: { under: 'c1', faceDown: true } }).events[0]!;
    expect(describe(under, 'en', 1, TEST_RULES)).toBe('Player 1 puts a card under A 1');
    // Its owner knows a face-down card outside hidden zones.
    expect(describe(under, 'ja', 0, TEST_RULES)).toBe('プレイヤー1は「A 2」を「A 1」の下に置いた');
  });

  it('tells the looker what they looked at and the other seat only how many', () => {
    const look: Action = { type: 'look', seat: 0, zone: { zone: 'deck' }, count: 2 };
    expect(read(testGame(), look, 0).en).toEqual(["Player 1 looks at the top 2 cards of Player 1's deck: A 1 and A 2"]);
    expect(read(testGame(), look, 1).ja).toEqual(['プレイヤー1はプレイヤー1の山札の上から2枚（カード2枚）を見た']);
    const looked = events(testGame(), look).state;
    expect(read(looked, { type: 'putBack', seat: 0, top: ['c2'], bottom: ['c1'] }, 1).en).toEqual([
      "Player 1 puts 1 card back on top of Player 1's deck and 1 on the bottom",
    ]);
    const search: Action = { type: 'search', seat: 1, zone: { zone: 'deck' }, filter: { keys: ['b2'] } };
    expect(read(testGame(), search, 1).en).toEqual(["Player 2 searches Player 2's deck and finds B 2"]);
    expect(read(testGame(), search, 0).en).toEqual(["Player 2 searches Player 2's deck and finds a card"]);
  });

  it('writes every other event in both languages', () => {
    const state = testGame();
    const cases: [Action, string, string][] = [
      [{ type: 'shuffle', seat: 1, zone: { zone: 'deck' } }, 'プレイヤー2はプレイヤー2の山札をシャッフルした', "Player 2 shuffles Player 2's deck"],
      [{ type: 'reveal', seat: 0, cards: ['c1'] }, 'プレイヤー1は「A 1」を公開した', 'Player 1 reveals A 1'],
      [{ type: 'endLook', seat: 0 }, 'プレイヤー1はカードを見終えた', 'Player 1 stops looking at cards'],
      [{ type: 'tapAll', seat: 0, zone: { zone: 'deck' }, tapped: true }, 'プレイヤー1はカード10枚をタップした', 'Player 1 taps 10 cards'],
      [{ type: 'tapAll', seat: 0, zone: { zone: 'battle' }, tapped: false }, 'プレイヤー1はカード0枚をアンタップした', 'Player 1 untaps no cards'],
      [{ type: 'counter', seat: 0, card: 'c1', name: 'power', delta: 2 }, 'プレイヤー1はカード1枚のpowerカウンターを+2した（2）', 'Player 1 adds 2 power counters to a card (2)'],
      [{ type: 'marker', seat: 0, card: 'c1', marker: 'frozen', on: true }, 'プレイヤー1はカード1枚に「frozen」を付けた', 'Player 1 marks a card "frozen"'],
      [
        { type: 'create', seat: 1, key: 't', name: 'Goblin', token: true, to: { zone: 'battle' } },
        'プレイヤー2はトークン「Goblin」をプレイヤー2のバトルゾーンに出した',
        "Player 2 creates token Goblin in Player 2's battle zone",
      ],
      [{ type: 'life', seat: 0, target: 1, delta: -3 }, 'プレイヤー2のライフ -3（17）', "Player 2's life -3 (17)"],
      [{ type: 'resource', seat: 0, target: 0, name: 'mana', delta: 2 }, 'プレイヤー1のmana +2（2）', "Player 1's mana +2 (2)"],
      [{ type: 'concede', seat: 1 }, 'プレイヤー2は投了した', 'Player 2 concedes'],
      [{ type: 'setMode', seat: 0, mode: 'strict' }, 'プレイヤー1はモードを厳格にした', 'Player 1 sets the mode to strict'],
      [{ type: 'setTurn', seat: 0, turn: { number: 3, activeSeat: 1, phase: 'main' } }, 'ターン3（プレイヤー2）：main', 'Turn 3 (Player 2): main'],
    ];
    for (const [action, ja, en] of cases) expect(read(state, action, 1)).toEqual({ ja: [ja], en: [en] });
    const die = read(state, { type: 'rollDie', seat: 0, sides: 6 }, 1);
    expect(die.en[0]).toMatch(/^Player 1 rolls a 6-sided die: [1-6]$/);
    expect(die.ja[0]).toMatch(/^プレイヤー1は6面ダイスを振り、[1-6]が出た$/);
    expect(read(state, { type: 'flipCoin', seat: 0 }, 0).en[0]).toMatch(/^Player 1 flips a coin: (heads|tails)$/);
  });

  it('writes warnings with their rule number', () => {
    const one = events(testGame(), { type: 'move', seat: 0, card: 'c1', to: { zone: 'arsenal' } }).state;
    const { en, ja } = read(one, { type: 'move', seat: 0, card: 'c2', to: { zone: 'arsenal' } }, 0);
    expect(en).toEqual(["Player 1 puts A 2 into Player 1's arsenal", 'Warning (T 3.0): The arsenal holds at most 1 (it would hold 2)']);
    expect(ja[1]).toBe('注意（T 3.0）：アーセナルに置けるのは 1 枚までです（2 枚になります）');
  });

  it('names the markers and resources a game defines, a marker family with its zone; others as written', () => {
    const rules = {
      ...TEST_RULES,
      markers: [
        { id: 'sick', label: { ja: '召喚酔い', en: 'Summoning sickness' }, rule: 'T 1' },
        { id: 'equipped:', label: { ja: '装備', en: 'Equipped' }, rule: 'T 2' },
      ],
      resources: [{ id: 'ap', label: { ja: 'アクションポイント', en: 'Action points' }, rule: 'T 3' }],
    };
    const card = testGame().zones['deck#0']![0]!;
    const say = (event: GameEvent) => [describe(event, 'ja', 0, rules), describe(event, 'en', 0, rules)];
    const marker = (name: string): GameEvent => events(testGame(), { type: 'marker', seat: 0, card, marker: name, on: true }).events[0]!;
    expect(say(marker('sick'))).toEqual(['プレイヤー1はカード1枚に「召喚酔い」を付けた', 'Player 1 marks a card "Summoning sickness"']);
    expect(say(marker('equipped:arsenal'))).toEqual(['プレイヤー1はカード1枚に「装備（アーセナル）」を付けた', 'Player 1 marks a card "Equipped (Arsenal)"']);
    expect(say(marker('frozen'))).toEqual(['プレイヤー1はカード1枚に「frozen」を付けた', 'Player 1 marks a card "frozen"']);
    const gained = events(testGame(), { type: 'resource', seat: 0, target: 0, name: 'ap', delta: 1 }).events[0]!;
    expect(say(gained)).toEqual(['プレイヤー1のアクションポイント +1（1）', "Player 1's action points +1 (1)"]);
  });
});
