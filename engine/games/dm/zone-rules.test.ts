// Duel Masters zone rules on real cards of the shipped pack (db/packs/dm.json.gz), however a card moves: summoning
// sickness on coming into the battle zone, psychic creatures back to 超次元 and GR creatures to the bottom of 超GR.
import { describe, expect, it } from 'vitest';
import { board, card, game, perform, play, where } from '../../../test/helpers/dm-board';
import { isRuleError } from '../../core/basics';
import { describe as describeEvent } from '../../core/describe';
import { view } from '../../core/view';
import { SUMMONING_SICKNESS } from './markers';

const markerEvents = (events: { type: string }[]) => events.filter((event) => event.type === 'marker');

describe('DM summoning sickness', () => {
  it('DM 301.5: a creature put into the battle zone by a plain move is summoning sick and cannot attack', () => {
    const history = board([[['暗黒鎧 ザロスト', 'hand']], []], 'strict');
    const creature = card(history, 'hand#0', '暗黒鎧 ザロスト');
    const events = perform(history, { type: 'move', seat: 0, card: creature, to: { zone: 'battle' } });
    expect(events.map((event) => describeEvent(event, 'en', 1, history.rules))).toEqual([
      'Player 1 puts 暗黒鎧 ザロスト into the battle zone',
      'Player 1 marks 暗黒鎧 ザロスト "Summoning sickness"',
    ]);
    const refused = game(history, 0, 'attackPlayer', { attacker: creature });
    expect(isRuleError(refused) && refused.rule).toBe('DM 301.5');
  });

  it('DM 301.5: summoning marks the creature once', () => {
    const history = board([[['暗黒鎧 ザロスト', 'hand'], ['暗黒鎧 ザロスト', 'mana', { count: 4 }]], []], 'strict', 'main');
    const creature = card(history, 'hand#0', '暗黒鎧 ザロスト');
    const events = play(history, 0, 'summon', { card: creature });
    expect(markerEvents(events)).toHaveLength(1);
    expect(history.state.cards[creature]!.markers).toEqual([SUMMONING_SICKNESS]);
  });

  it('DM 301.5: a psychic creature put out of 超次元 and a GR summon are summoning sick', () => {
    const history = board([[['シルバー・ヴォルグ', 'hyperspace'], ['甲殻 TS-10', 'gr']], []], 'strict');
    const psychic = card(history, 'hyperspace#0', 'シルバー・ヴォルグ');
    perform(history, { type: 'move', seat: 0, card: psychic, to: { zone: 'battle' } });
    play(history, 0, 'grSummon');
    const gr = card(history, 'battle', '甲殻 TS-10');
    for (const id of [psychic, gr]) expect(history.state.cards[id]!.markers).toEqual([SUMMONING_SICKNESS]);
  });

  it('DM 801.3: an evolution put onto its sources is not summoning sick', () => {
    const history = board([[['堕魔 ドゥポイズ', 'hand'], ['暗黒鎧 ザロスト', 'battle'], ['暗黒鎧 ザロスト', 'mana', { count: 2 }]], []], 'strict', 'main');
    const evolution = card(history, 'hand#0', '堕魔 ドゥポイズ');
    const source = card(history, 'battle', '暗黒鎧 ザロスト');
    const events = play(history, 0, 'evolve', { card: evolution, sources: [source] });
    expect(markerEvents(events)).toEqual([]);
    expect(history.state.cards[evolution]!.markers).toEqual([]);
    expect(history.state.cards[evolution]!.attached).toEqual([source]);
  });
});

describe('DM homes of psychic and GR creatures', () => {
  it('DM 117.1 / 805.4b: a psychic creature destroyed in battle goes back to 超次元 on its first face', () => {
    const history = board([[['ボルメテウス・サファイア・ドラゴン', 'battle']], [['シルバー・ヴォルグ', 'battle', { tapped: true }]]], 'strict');
    const psychic = card(history, 'battle', 'シルバー・ヴォルグ');
    // Awakened, it battles at 9000 against 11000 and is destroyed.
    play(history, 1, 'awaken', { card: psychic });
    const events = play(history, 0, 'attackCreature', { attacker: card(history, 'battle', 'ボルメテウス・サファイア・ドラゴン'), creature: psychic });
    expect(where(history, psychic)).toEqual({ kind: 'zone', zone: 'hyperspace#1' });
    expect(history.state.cards[psychic]!.face).toBeUndefined();
    expect(history.state.zones['graveyard#1']).toEqual([]);
    const moved = events.find((event) => event.type === 'moved')!;
    expect(describeEvent(moved, 'ja', 0, history.rules)).toBe('プレイヤー1は「シルバー・ヴォルグ」をプレイヤー2の超次元ゾーンに置いた（DM 117.1）');
    expect(view(history.state, 0).zones.find((zone) => zone.key === 'hyperspace#1')!.cards[0]).toMatchObject({ name: 'シルバー・ヴォルグ', face: 0 });
  });

  it('DM 117.1: a psychic creature under an evolution goes back to 超次元 when the evolution leaves; the evolution goes where it was sent', () => {
    const history = board([[['堕魔 ドゥポイズ', 'hand'], ['シルバー・ヴォルグ', 'battle']], []], 'free', 'main');
    const evolution = card(history, 'hand#0', '堕魔 ドゥポイズ');
    const psychic = card(history, 'battle', 'シルバー・ヴォルグ');
    play(history, 0, 'evolve', { card: evolution, sources: [psychic] });
    perform(history, { type: 'move', seat: 0, card: evolution, to: { zone: 'hand' } });
    expect(where(history, evolution)).toEqual({ kind: 'zone', zone: 'hand#0' });
    expect(where(history, psychic)).toEqual({ kind: 'zone', zone: 'hyperspace#0' });
    expect(history.state.cards[evolution]!.attached).toEqual([]);
    expect(history.state.zones['hand#0']).toEqual([evolution]);
  });

  it('DM 118.1 / 811.2b: a GR creature leaving the battle zone goes to the bottom of 超GR, face down, whatever the move said', () => {
    const history = board([[['甲殻 TS-10', 'battle'], ['暗黒鎧 ザロスト', 'gr', { count: 2 }]], []]);
    const gr = card(history, 'battle', '甲殻 TS-10');
    const pile = [...history.state.zones['gr#0']!];
    const events = perform(history, { type: 'move', seat: 1, card: gr, to: { zone: 'mana' } });
    expect(history.state.zones['gr#0']).toEqual([...pile, gr]);
    expect(history.state.cards[gr]!.faceDown).toBe(true);
    expect(history.state.zones['mana#0']).toEqual([]);
    expect(describeEvent(events[0]!, 'en', 1, history.rules)).toBe("Player 2 puts 甲殻 TS-10 on the bottom of Player 1's super gr zone (DM 118.1)");
  });
});
