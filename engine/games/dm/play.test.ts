// Playing Duel Masters cards on real cards of the shipped pack (db/packs/dm.json.gz): costs paid from the mana zone
// with their civilizations, what may be summoned, cast or generated, the charge allowance and awakening.
import { describe, expect, it } from 'vitest';
import { board, card, game, perform, play, where, type Lay } from '../../../test/helpers/dm-board';
import { ruleText } from '../../../test/helpers/rules';
import type { GameEvent } from '../../core/actions';
import { isRuleError, type Mode, type RuleError } from '../../core/basics';
import { describe as describeEvent } from '../../core/describe';
import type { History } from '../../core/history';
import { view } from '../../core/view';
import { costOf, manaCard, pickMana } from './mana';

/** Seat 0's board in its main step; seat 1 has its deck only. */
const main = (cards: Lay[], mode: Mode = 'assisted'): History => board([cards, []], mode, 'main');

const tapped = (history: History): string[] => history.state.zones['mana#0']!.filter((id) => history.state.cards[id]!.tapped).map((id) => history.state.cards[id]!.key);
const warnings = (events: GameEvent[] | RuleError): string[] => (isRuleError(events) ? [] : events.flatMap((event) => (event.type === 'warning' ? [event.rule] : [])));
const refusal = (events: GameEvent[] | RuleError): RuleError => {
  if (!isRuleError(events)) throw new Error(`went through: ${events.map((event) => event.type).join(', ')}`);
  return events;
};

describe('DM costs', () => {
  it('DM 112.2a: summoning pays the cost — the table taps a card of its civilization and enough of the rest, no more', () => {
    const history = main([['ボルシャック・ドラゴン', 'hand'], ['ボルシャック・ドラゴン', 'mana'], ['暗黒鎧 ザロスト', 'mana', { count: 6 }]], 'strict');
    const dragon = card(history, 'hand#0', 'ボルシャック・ドラゴン');
    const events = play(history, 0, 'summon', { card: dragon });
    expect(where(history, dragon)).toEqual({ kind: 'zone', zone: 'battle' });
    // 火 6: the one 火 card and five more; the seventh stays untapped (112.2c).
    expect(tapped(history).toSorted()).toEqual(['ボルシャック・ドラゴン', ...Array<string>(5).fill('暗黒鎧 ザロスト')]);
    expect(events.filter((event) => event.type === 'tapped')).toHaveLength(6);
    expect(describeEvent(events[1]!, 'ja', 1, history.rules)).toBe('プレイヤー1は「ボルシャック・ドラゴン」をタップした');
  });

  it('DM 112.2a: a civilization no untapped card gives — strict refuses, assisted warns and taps nothing, free lets it be', () => {
    const lay: Lay[] = [['ボルシャック・ドラゴン', 'hand'], ['暗黒鎧 ザロスト', 'mana', { count: 6 }]];
    const strict = main(lay, 'strict');
    expect(refusal(game(strict, 0, 'summon', { card: card(strict, 'hand#0', 'ボルシャック・ドラゴン') }))).toEqual({
      rule: 'DM 112.2a',
      message: { ja: '文明が足りません：火をそれぞれ別のアンタップのカードで支払えません', en: 'Civilizations unpaid: no untapped card of its own for each of 火' },
    });
    const assisted = main(lay);
    const dragon = card(assisted, 'hand#0', 'ボルシャック・ドラゴン');
    expect(warnings(game(assisted, 0, 'summon', { card: dragon }))).toEqual(['DM 112.2a']);
    expect(where(assisted, dragon)).toEqual({ kind: 'zone', zone: 'battle' });
    expect(tapped(assisted)).toEqual([]);
    const free = main(lay, 'free');
    expect(warnings(game(free, 0, 'summon', { card: card(free, 'hand#0', 'ボルシャック・ドラゴン') }))).toEqual([]);
    expect(tapped(free)).toEqual([]);
  });

  it('DM 112.2a: not enough untapped mana — tapped cards pay nothing', () => {
    const history = main([['ボルシャック・ドラゴン', 'hand'], ['ボルシャック・ドラゴン', 'mana', { count: 3 }], ['ボルシャック・ドラゴン', 'mana', { count: 3, tapped: true }]], 'strict');
    expect(refusal(game(history, 0, 'summon', { card: card(history, 'hand#0', 'ボルシャック・ドラゴン') }))).toEqual({
      rule: 'DM 112.2a',
      message: { ja: 'コスト6に対してアンタップのマナが3です', en: 'The cost is 6; your untapped mana gives 3' },
    });
  });

  it('DM 112.2a: a multicolour mana card pays one of its civilizations, never two', () => {
    expect(ruleText('dm', '112.2a')).toContain('1枚で火と闇と自然すべてを持つ多色カードをタップしても、それで全ての文明を満たしたことにはならず、火か闇か自然のうちどれか一つの文明として扱います');
    // 電脳妖魔メルゲイナー is 水 and 闇, cost 2; 戦略のD・Hアツト is 水 and 闇.
    const alone = main([['電脳妖魔メルゲイナー', 'hand'], ['戦略のD・Hアツト', 'mana'], ['ボルシャック・ドラゴン', 'mana']], 'strict');
    expect(refusal(game(alone, 0, 'summon', { card: card(alone, 'hand#0', '電脳妖魔メルゲイナー') })).rule).toBe('DM 112.2a');
    const listed = main([['電脳妖魔メルゲイナー', 'hand'], ['戦略のD・Hアツト', 'mana'], ['ボルシャック・ドラゴン', 'mana']]);
    const mana = listed.state.zones['mana#0']!;
    expect(warnings(game(listed, 0, 'summon', { card: card(listed, 'hand#0', '電脳妖魔メルゲイナー'), mana: [...mana] }))).toEqual(['DM 112.2a']);
    // With a 闇 card beside it, the multicolour card pays 水: the table finds that assignment.
    const paired = main([['電脳妖魔メルゲイナー', 'hand'], ['戦略のD・Hアツト', 'mana'], ['暗黒鎧 ザロスト', 'mana']], 'strict');
    play(paired, 0, 'summon', { card: card(paired, 'hand#0', '電脳妖魔メルゲイナー') });
    expect(tapped(paired).toSorted()).toEqual(['戦略のD・Hアツト', '暗黒鎧 ザロスト']);
  });

  it('DM 112.2a: the table’s pick on multicolour mana leaves the multicolour cards untapped when single-colour ones pay', () => {
    const history = main([['電脳妖魔メルゲイナー', 'hand'], ['戦略のD・Hアツト', 'mana'], ['腐敗勇騎ドルマークス', 'mana'], ['暗黒鎧 ザロスト', 'mana'], ['アクア・ハルカス', 'mana']], 'strict');
    play(history, 0, 'summon', { card: card(history, 'hand#0', '電脳妖魔メルゲイナー') });
    expect(tapped(history).toSorted()).toEqual(['アクア・ハルカス', '暗黒鎧 ザロスト']);
    // The first card that gives 水 is the multicolour one, but only it can give 闇: 水 comes from アクア・ハルカス.
    const needed = main([['電脳妖魔メルゲイナー', 'hand'], ['戦略のD・Hアツト', 'mana'], ['アクア・ハルカス', 'mana']], 'strict');
    play(needed, 0, 'summon', { card: card(needed, 'hand#0', '電脳妖魔メルゲイナー') });
    expect(tapped(needed).toSorted()).toEqual(['アクア・ハルカス', '戦略のD・Hアツト']);
    // 疾封怒闘 キューブリック (水 and 火, 7) from two multicolour cards and five 闇: 水 by アツト, 火 by ドルマークス.
    const state = main([['疾封怒闘 キューブリック', 'hand'], ['腐敗勇騎ドルマークス', 'mana'], ['戦略のD・Hアツト', 'mana'], ['暗黒鎧 ザロスト', 'mana', { count: 6 }]]).state;
    const mana = state.zones['mana#0']!.map((id) => manaCard(state, id));
    const picked = pickMana(mana, costOf(state, state.zones['hand#0']![0]!, 'creature')!);
    expect(picked?.map((id) => state.cards[id]!.key)).toEqual(['腐敗勇騎ドルマークス', '戦略のD・Hアツト', ...Array<string>(5).fill('暗黒鎧 ザロスト')]);
  });

  it('DM 112.2a / 112.2c: the mana the player lists is tapped; a tapped card or one more than needed breaks the rule', () => {
    const lay: Lay[] = [['ボルシャック・ドラゴン', 'hand'], ['ボルシャック・ドラゴン', 'mana', { count: 7 }], ['暗黒鎧 ザロスト', 'mana', { tapped: true }]];
    const history = main(lay, 'strict');
    const dragon = card(history, 'hand#0', 'ボルシャック・ドラゴン');
    const [spare, ...six] = history.state.zones['mana#0']!.filter((id) => history.state.cards[id]!.key === 'ボルシャック・ドラゴン');
    const worn = card(history, 'mana#0', '暗黒鎧 ザロスト');
    expect(refusal(game(history, 0, 'summon', { card: dragon, mana: [spare!, ...six] }))).toMatchObject({ rule: 'DM 112.2c' });
    expect(refusal(game(history, 0, 'summon', { card: dragon, mana: [worn, ...six.slice(1)] }))).toMatchObject({ rule: 'DM 112.2a', message: { en: 'Tapped mana pays nothing' } });
    play(history, 0, 'summon', { card: dragon, mana: six });
    expect(six.every((id) => history.state.cards[id]!.tapped)).toBe(true);
    expect(history.state.cards[spare!]!.tapped).toBe(false);
    // Another seat's mana is not the player's to tap: the parameter's zone rule.
    const theirs = board([[['ボルシャック・ドラゴン', 'hand']], [['ボルシャック・ドラゴン', 'mana', { count: 6 }]]], 'strict', 'main');
    expect(refusal(game(theirs, 0, 'summon', { card: card(theirs, 'hand#0', 'ボルシャック・ドラゴン'), mana: [...theirs.state.zones['mana#1']!] })).rule).toBe('DM 112.2a');
  });

  it('free mode taps only the mana the player lists, and checks none of it', () => {
    const history = main([['ボルシャック・ドラゴン', 'hand', { count: 2 }], ['暗黒鎧 ザロスト', 'mana', { count: 2 }]], 'free');
    const [first, second] = history.state.zones['hand#0']!;
    expect(warnings(play(history, 0, 'summon', { card: first! }))).toEqual([]);
    expect(tapped(history)).toEqual([]);
    const [mana] = history.state.zones['mana#0']!;
    expect(warnings(play(history, 0, 'summon', { card: second!, mana: [mana!] }))).toEqual([]);
    expect(tapped(history)).toEqual(['暗黒鎧 ザロスト']);
  });

  it('DM 810.3: a twinpact pays the cost of the half played — 火 6 summoned, 光 5 cast', () => {
    const lay: Lay[] = [['ボルシャック・NEX（ネックス）/スーパー・スパーク', 'hand'], ['天空の守護者グラン・ギューレ', 'mana', { count: 5 }]];
    const strict = main(lay, 'strict');
    const twinpact = card(strict, 'hand#0', 'ボルシャック・NEX（ネックス）/スーパー・スパーク');
    const summoned = refusal(game(strict, 0, 'summon', { card: twinpact }));
    expect(summoned).toMatchObject({ rule: 'DM 112.2a', message: { en: 'The cost is 6; your untapped mana gives 5' } });
    play(strict, 0, 'cast', { card: twinpact });
    expect(where(strict, twinpact)).toEqual({ kind: 'zone', zone: 'graveyard#0' });
    expect(tapped(strict)).toHaveLength(5);
  });

  it('DM 405.1 / 810.1: a twinpact of two civilizations is a multicolour card in the mana zone, charged tapped', () => {
    const history = board([[['ボルシャック・NEX（ネックス）/スーパー・スパーク', 'hand']], []], 'strict', 'manaCharge');
    const twinpact = card(history, 'hand#0', 'ボルシャック・NEX（ネックス）/スーパー・スパーク');
    play(history, 0, 'charge', { card: twinpact });
    expect(history.state.cards[twinpact]).toMatchObject({ tapped: true, location: { kind: 'zone', zone: 'mana#0' } });
  });

  it('DM 701.16a / 303.1: a cross gear is generated into the battle zone, its cost paid', () => {
    const history = main([['バジュラズ・ソウル', 'hand'], ['ボルシャック・ドラゴン', 'mana', { count: 5 }]], 'strict');
    const gear = card(history, 'hand#0', 'バジュラズ・ソウル');
    play(history, 0, 'generate', { card: gear });
    expect(where(history, gear)).toEqual({ kind: 'zone', zone: 'battle' });
    expect(tapped(history)).toHaveLength(5);
    // No creature: no summoning sickness.
    expect(history.state.cards[gear]!.markers).toEqual([]);
    const creature = main([['ボルシャック・ドラゴン', 'hand'], ['ボルシャック・ドラゴン', 'mana', { count: 6 }]], 'strict');
    expect(refusal(game(creature, 0, 'generate', { card: card(creature, 'hand#0', 'ボルシャック・ドラゴン') })).rule).toBe('DM 303.1');
  });
});

describe('DM what is played how', () => {
  it('DM 301.1 / 302.1: summon refuses a spell and cast a creature (strict); assisted warns', () => {
    const lay: Lay[] = [['デーモン・ハンド', 'hand'], ['暗黒鎧 ザロスト', 'hand'], ['暗黒鎧 ザロスト', 'mana', { count: 10 }]];
    const strict = main(lay, 'strict');
    expect(refusal(game(strict, 0, 'summon', { card: card(strict, 'hand#0', 'デーモン・ハンド') }))).toEqual({
      rule: 'DM 301.1',
      message: { ja: '召喚できるのはクリーチャーです', en: 'Only a creature is summoned' },
    });
    expect(refusal(game(strict, 0, 'cast', { card: card(strict, 'hand#0', '暗黒鎧 ザロスト') }))).toMatchObject({ rule: 'DM 302.1' });
    const assisted = main(lay);
    expect(warnings(game(assisted, 0, 'cast', { card: card(assisted, 'hand#0', '暗黒鎧 ザロスト') }))).toEqual(['DM 302.1']);
  });

  it('DM 805.4a: a psychic creature is never summoned from the hand', () => {
    const history = main([['シルバー・ヴォルグ', 'hand'], ['暗黒鎧 ザロスト', 'mana', { count: 5 }], ['ボルシャック・ドラゴン', 'mana']], 'strict');
    expect(refusal(game(history, 0, 'summon', { card: card(history, 'hand#0', 'シルバー・ヴォルグ') }))).toEqual({
      rule: 'DM 805.4a',
      message: { ja: 'サイキック・クリーチャーはマナコストを支払って出せません', en: 'A psychic creature is never played by paying its mana cost' },
    });
  });
});

describe('DM mana charge', () => {
  it('DM 503.2: the allowance counts the charge action, not a card effect’s hand → mana move', () => {
    const history = board([[['暗黒鎧 ザロスト', 'hand', { count: 3 }]], []], 'strict', 'manaCharge');
    const [first, second, third] = history.state.zones['hand#0']!;
    play(history, 0, 'charge', { card: first! });
    // An effect puts a card from the hand into the mana zone, carried out by hand: no charge.
    perform(history, { type: 'move', seat: 0, card: second!, to: { zone: 'mana' } });
    expect(history.state.turn.used).toEqual({ manaCharge: 1 });
    expect(refusal(game(history, 0, 'charge', { card: third! })).rule).toBe('DM 503.2');
  });
});

describe('DM awakening', () => {
  it('DM 701.20a / 805.1a: シルバー・ヴォルグ awakens into 撃墜王ガイアール・キラードラゴン and back, shown and read by the face up', () => {
    const history = board([[['シルバー・ヴォルグ', 'battle', { tapped: true, sick: true }]], []], 'strict', 'main');
    const psychic = card(history, 'battle', 'シルバー・ヴォルグ');
    const shown = () => view(history.state, 1).zones.find((zone) => zone.key === 'battle')!.cards[0]!;
    expect(shown()).toMatchObject({ name: 'シルバー・ヴォルグ', face: 0 });
    const events = play(history, 0, 'awaken', { card: psychic });
    const turned = events.find((event) => event.type === 'faceTurned')!;
    expect(describeEvent(turned, 'ja', 1, history.rules)).toBe('プレイヤー1は「シルバー・ヴォルグ」を「撃墜王ガイアール・キラードラゴン」の面にした');
    expect(describeEvent(turned, 'en', 1, history.rules)).toBe('Player 1 turns シルバー・ヴォルグ to 撃墜王ガイアール・キラードラゴン');
    // The same card, still tapped (805.5); an awakened psychic is not summoning sick (805.6).
    expect(shown()).toMatchObject({ name: '撃墜王ガイアール・キラードラゴン', face: 1, tapped: true, markers: [] });
    play(history, 0, 'awaken', { card: psychic });
    expect(shown()).toMatchObject({ name: 'シルバー・ヴォルグ', face: 0 });
  });

  it('DM 701.22a / 807.5a: a dragheart released keeps the summoning sickness it came in with; a card of one face is refused', () => {
    const history = board([[['凶乱の魔鎌 ディスカルド', 'hyperspace'], ['ボルシャック・ドラゴン', 'battle']], []], 'strict', 'main');
    const dragheart = card(history, 'hyperspace#0', '凶乱の魔鎌 ディスカルド');
    perform(history, { type: 'move', seat: 0, card: dragheart, to: { zone: 'battle' } });
    play(history, 0, 'awaken', { card: dragheart });
    expect(view(history.state, 0).zones.find((zone) => zone.key === 'battle')!.cards.find((shown) => shown.id === dragheart)).toMatchObject({
      name: '凶乱の悪魔龍 ドクロカルド',
      markers: ['summoningSickness'],
    });
    expect(refusal(game(history, 0, 'awaken', { card: card(history, 'battle', 'ボルシャック・ドラゴン') })).rule).toBe('DM 701.20a');
  });
});
