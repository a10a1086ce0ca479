// Each game's play-table zones, checked against the original Japanese text of the rules they cite for what the data
// says (excerpts in test/fixtures/rules). That the digest numbers each cited rule: zones.reference.test.ts.
import { describe, expect, it } from 'vitest';
import { ruleText, type RuleGame } from '../../test/helpers/rules';
import { acg } from './acg';
import { dm } from './dm';
import { fab } from './fab';
import { nova } from './nova';
import { pmv } from './pmv';
import { games } from './registry';
import type { GameDefinition } from './types';
import type { ZoneDefinition } from '../core/structure';

/** The rule number of a reference, `DM 401.1` → `401.1`. */
const numberOf = (zone: ZoneDefinition): string => zone.rule.split(' ')[1]!;

/** The game's own term for a zone: its Japanese label without the number that tells FaB's two weapon zones apart. */
const termOf = (zone: ZoneDefinition): string => zone.label.ja.replace(/\s*\d+$/, '');

const zone = (game: GameDefinition, id: string): ZoneDefinition => {
  const found = game.zones.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`${game.id} has no zone "${id}"`);
  return found;
};

const ids = (game: GameDefinition, keep: (zone: ZoneDefinition) => boolean): string[] =>
  game.zones.filter(keep).map((candidate) => candidate.id).toSorted();

describe('play-table zones', () => {
  it('gives every game uniquely named zones, each with a label in both languages', () => {
    for (const game of games) {
      expect(game.zones.length).toBeGreaterThan(0);
      expect(new Set(game.zones.map((candidate) => candidate.id)).size).toBe(game.zones.length);
      for (const candidate of game.zones) {
        expect(candidate.label.ja, `${game.id} ${candidate.id}`).not.toBe('');
        expect(candidate.label.en, `${game.id} ${candidate.id}`).not.toBe('');
      }
    }
  });

  it('cites every zone by a rule number whose original text names the zone', () => {
    for (const game of games) {
      // A place outside the game (FaB's inventory) is no zone of the rules' zone chapter.
      for (const candidate of game.zones.filter((each) => !each.outside)) {
        expect(candidate.rule, `${game.id} ${candidate.id}`).toMatch(new RegExp(`^${game.abbreviation} \\d[\\d.a-z]*$`));
        expect(ruleText(game.id as RuleGame, numberOf(candidate)), candidate.rule).toContain(termOf(candidate));
      }
    }
  });

  it('never gives a capacity of less than one card', () => {
    for (const game of games) for (const candidate of game.zones) expect(candidate.capacity ?? 1).toBeGreaterThanOrEqual(1);
  });
});

describe('DM zones', () => {
  it('DM 400.1: the nine zones, the battle zone shared and every other zone each player’s own', () => {
    const text = ruleText('dm', '400.1');
    expect(text).toContain('9つのゾーンが存在します');
    expect(dm.zones).toHaveLength(9);
    for (const candidate of dm.zones) expect(text).toContain(`「${candidate.label.ja}」`);
    expect(text).toContain('バトルゾーンはプレイヤー間で共有しますが、それ以外のゾーンはプレイヤーごとに存在し');
    expect(ids(dm, (candidate) => candidate.owner === 'shared')).toEqual(['battle']);
  });

  it('DM 400.2a: the battle zone, mana zone, graveyard, hyperspace and abyss are public, the rest are not', () => {
    const publicZones = ruleText('dm', '400.2a');
    for (const candidate of dm.zones) {
      expect(publicZones.includes(candidate.label.ja), candidate.id).toBe(candidate.visibility === 'public');
    }
    expect(ids(dm, (candidate) => candidate.visibility === 'public')).toEqual(['abyss', 'battle', 'graveyard', 'hyperspace', 'mana']);
  });

  it('DM 402.3: the owner looks at their hand; DM 401.2 / 406.2 / 408.2: nobody looks at the deck, shields or super GR', () => {
    expect(ruleText('dm', '402.3')).toContain('好きなときに見ることができます');
    expect(zone(dm, 'hand').visibility).toBe('owner');
    expect(ruleText('dm', '406.2')).toContain('それぞれのシールドの中身を見ることはできません');
    expect(ruleText('dm', '408.2')).toContain('超GRは裏向きのカードの束でなければなりません');
    for (const id of ['deck', 'shields', 'gr']) expect(zone(dm, id)).toMatchObject({ visibility: 'hidden', faceDown: true });
  });

  it('DM 400.4 / 408.3: only the deck, the shields and the super GR pile keep their order', () => {
    expect(ruleText('dm', '400.4')).toContain('シールドゾーンや山札にあるカードの順番は、効果またはルールによらない限り、並べ替えることはできません');
    expect(ruleText('dm', '408.3')).toContain('超GRゾーンのカードを並べ替えることはできません');
    expect(ids(dm, (candidate) => candidate.ordered)).toEqual(['deck', 'gr', 'shields']);
  });

  it('DM 100.5: the game-start set starts in the battle zone, not in a zone of its own', () => {
    expect(dm.setup.otherSections.find((start) => start.section === 'gameStart')?.start).toBe('inPlay');
    expect(dm.zones.map((candidate) => candidate.id)).not.toContain('gameStart');
  });
});

describe('FaB zones', () => {
  /** The zones of the rules (3.0.1), without the inventory the table keeps outside the game (4.1.6). */
  const ruled = fab.zones.filter((candidate) => !candidate.outside);

  it('FaB 4.1.6: the inventory is the one place outside the game, each player’s own and seen by its owner only', () => {
    expect(fab.zones.filter((candidate) => candidate.outside)).toEqual([
      { id: 'inventory', label: { ja: 'インベントリ', en: 'Inventory' }, owner: 'seat', visibility: 'owner', ordered: false, capacity: null, faceDown: false, rule: 'FaB 4.1.6', outside: true },
    ]);
    expect(fab.setup.inventory).toEqual({ zone: 'inventory', rule: 'FaB 4.1.6' });
    for (const game of games.filter((each) => each.id !== 'fab')) expect(game.zones.some((candidate) => candidate.outside), game.id).toBe(false);
  });

  it('FaB 3.0.1 / 3.0.2: the fifteen zone types, with two weapon zones for each player', () => {
    const types = ruleText('fab', '3.0.1');
    expect(types).toContain('15種類あります');
    expect(new Set(ruled.map(numberOf)).size).toBe(15);
    for (const candidate of ruled) expect(types).toContain(`「${termOf(candidate)}」`);
    expect(ruleText('fab', '3.0.2')).toContain('武器のゾーン2つのオーナーです');
    expect(ids(fab, (candidate) => candidate.rule === 'FaB 3.16')).toEqual(['weapon1', 'weapon2']);
  });

  it('FaB 3.0.2: the stack, permanent and combat chain zones are shared by all players', () => {
    expect(ruleText('fab', '3.0.2')).toContain('スタックゾーン、パーマネントゾーン、戦闘チェインゾーンはすべてのプレイヤーで共有します');
    expect(ids(fab, (candidate) => candidate.owner === 'shared')).toEqual(['combatChain', 'permanent', 'stack']);
  });

  it('FaB 3.0.4a / 3.0.4b: arsenal, deck and hand are private, every other zone public', () => {
    const publicZones = ruleText('fab', '3.0.4a');
    const privateZones = ruleText('fab', '3.0.4b');
    for (const candidate of ruled) {
      const isPublic = candidate.visibility === 'public';
      expect(publicZones.includes(termOf(candidate)), candidate.id).toBe(isPublic);
      expect(privateZones.includes(termOf(candidate)), candidate.id).toBe(!isPublic);
    }
  });

  it('FaB 3.0.3a: the owner looks at their hand and arsenal, but not even the owner at the deck', () => {
    expect(ruleText('fab', '3.0.3a')).toContain('デッキゾーンのオブジェクトを除いて');
    expect(zone(fab, 'deck')).toMatchObject({ visibility: 'hidden', ordered: true, faceDown: true });
    expect(ids({ ...fab, zones: ruled }, (candidate) => candidate.visibility === 'owner')).toEqual(['arsenal', 'hand']);
  });

  it('FaB 3.3.2: the arsenal holds one face-down card', () => {
    expect(ruleText('fab', '3.3.2')).toContain('デッキカードを1枚のみ含むことができます');
    expect(zone(fab, 'arsenal')).toMatchObject({ owner: 'seat', capacity: 1, faceDown: true });
  });

  it('FaB 3.2.2 / 3.5.2 / 3.10.2 / 3.12.2 / 3.16.2 / 3.11.2: the equipment, weapon and hero zones hold one card each', () => {
    for (const id of ['arms', 'chest', 'head', 'legs', 'weapon1', 'weapon2']) {
      expect(ruleText('fab', `${numberOf(zone(fab, id))}.2`), id).toContain('オブジェクトを1つのみ含むことができ');
    }
    // The hero's soul lies under the hero card and does not count (3.11.5).
    expect(ruleText('fab', '3.11.2')).toContain('タイプがヒーローであるカードを1枚と');
    for (const id of ['arms', 'chest', 'head', 'legs', 'weapon1', 'weapon2', 'hero']) {
      expect(zone(fab, id), id).toMatchObject({ owner: 'seat', visibility: 'public', capacity: 1, faceDown: false });
    }
    expect(ids(fab, (candidate) => candidate.capacity === 1)).toHaveLength(8);
  });
});

describe('ACG zones', () => {
  /**
   * The sub-rules 60x.1–60x.5 that say whether a zone is public and whether its order is kept. The stored original
   * lost the line of 603.3 (the deck is a hidden zone, acg.md §4), so the deck's visibility is asserted on its own.
   */
  const sectionText = (candidate: ZoneDefinition): string[] =>
    [1, 2, 3, 4, 5]
      .filter((item) => !(candidate.rule === 'ACG 603' && item === 3))
      .map((item) => ruleText('acg', `${numberOf(candidate)}.${item}`));

  it('ACG 601.2: every zone is each player’s own', () => {
    expect(ruleText('acg', '601.2')).toContain('各プレイヤーがそれぞれの領域を1つずつ所有します');
    expect(ids(acg, (candidate) => candidate.owner === 'shared')).toEqual([]);
    expect(acg.zones.map((candidate) => candidate.id)).toEqual(['deck', 'territoryDeck', 'hand', 'battlefield', 'realm', 'graveyard', 'exile', 'pile']);
  });

  it('ACG 603–610: the decks and hand are hidden zones, the rest public; ACG 605.4a: the owner reads their hand', () => {
    expect(zone(acg, 'deck').visibility).toBe('hidden');
    for (const candidate of acg.zones.filter((item) => item.id !== 'deck')) {
      const text = sectionText(candidate);
      expect(text.includes('非公開領域です。'), candidate.rule).toBe(candidate.visibility !== 'public');
      expect(text.includes('公開領域です。'), candidate.rule).toBe(candidate.visibility === 'public');
    }
    expect(ruleText('acg', '605.4a')).toContain('自身の手札のカードの表面の内容を確認することが');
    expect(ids(acg, (candidate) => candidate.visibility === 'owner')).toEqual(['hand']);
  });

  it('ACG 603.5 / 604.5 / 610.5: the two decks and the pile keep their order, the controller arranges the rest', () => {
    for (const candidate of acg.zones) {
      expect(sectionText(candidate).some((text) => text.includes('順番が管理され')), candidate.rule).toBe(candidate.ordered);
    }
    expect(ids(acg, (candidate) => candidate.ordered)).toEqual(['deck', 'pile', 'territoryDeck']);
    for (const id of ['deck', 'territoryDeck']) expect(zone(acg, id).faceDown).toBe(true);
  });
});

describe('PMV zones', () => {
  it('PMV 3.1.1: deck, underworld, field, node area, hand, removed area, play area and sideboard', () => {
    const text = ruleText('pmv', '3.1.1');
    expect(pmv.zones).toHaveLength(8);
    for (const candidate of pmv.zones) expect(text).toContain(`「${candidate.label.ja}」`);
  });

  it('PMV 3.1.3 / 3.4.5: every zone is each player’s, the field too: each player owns their own part of it', () => {
    expect(ruleText('pmv', '3.1.3')).toContain('「場」以外の領域は各プレイヤーがそれぞれ1つずつ所有し');
    expect(ruleText('pmv', '3.4.5')).toContain('各プレイヤーはそれぞれ「自分の場」を所有し、管理する');
    expect(ids(pmv, (candidate) => candidate.owner === 'shared')).toEqual([]);
  });

  it('PMV 3.x: each zone is public or hidden as its rule says; PMV 3.6.3.a / 3.9.3.a: owners see their hand and sideboard', () => {
    for (const candidate of pmv.zones) {
      const text = ruleText('pmv', numberOf(candidate));
      expect(text, candidate.rule).toMatch(/(非公開|公開)の領域である/);
      // The node area is not public (3.5.3) but its cards' states are plain to all (3.5.2): it lies as a public zone of
      // face-down cards, whose faces only their owner sees.
      const hidesFaces = candidate.visibility !== 'public' || candidate.faceDown;
      expect(text.includes('非公開の領域'), candidate.rule).toBe(hidesFaces);
    }
    for (const rule of ['3.6.3.a', '3.9.3.a']) expect(ruleText('pmv', rule)).toContain('領域の持ち主はカードの表を確認出来る');
    expect(ids(pmv, (candidate) => candidate.visibility === 'owner')).toEqual(['hand', 'sideboard']);
    expect(ruleText('pmv', '3.5.2')).toContain('カードの状態が全てのプレイヤーから明らかであるように');
    expect(zone(pmv, 'node')).toMatchObject({ visibility: 'public', faceDown: true });
  });

  it('PMV 3.2.4 / 3.3.4: only the deck and the underworld keep their order', () => {
    expect(ruleText('pmv', '3.2.4')).toContain('デッキの順番を入れ替えることは出来ない');
    expect(ruleText('pmv', '3.3.4')).toContain('冥界のカードの順番を入れ替えることは出来ない');
    expect(ids(pmv, (candidate) => candidate.ordered)).toEqual(['deck', 'underworld']);
  });
});

describe('NOVA zones', () => {
  it('NOVA 301.2 / 306: the eight listed zones plus the exclusion zone', () => {
    const listed = ruleText('nova', '301.2');
    expect(nova.zones).toHaveLength(9);
    for (const candidate of nova.zones.filter((item) => !['characterDeck', 'exclusion', 'energy'].includes(item.id))) {
      expect(listed, candidate.id).toContain(`‘${candidate.label.ja}’`);
    }
    // 301.2 spells it キャラクターデッキ置き場, 304 キャラデッキ置き場; the energy zone lost its opening quote there.
    expect(listed).toContain('キャラクターデッキ置き場');
    expect(listed).toContain('エナジーゾーン');
    expect(listed).not.toContain('除外ゾーン');
  });

  it('NOVA 301.3 / 301.4: the waiting area is shared, every other zone each player’s own', () => {
    expect(ruleText('nova', '301.4')).toContain('待機領域は各プレイヤーで共通です');
    expect(ids(nova, (candidate) => candidate.owner === 'shared')).toEqual(['waiting']);
  });

  it('NOVA 301.7.1 / 303.2: hand and character deck are public to their owner only, the main deck to nobody', () => {
    expect(ruleText('nova', '301.7.1')).toContain('手札とキャラデッキはそれの持ち主は公開領域として扱い');
    expect(ids(nova, (candidate) => candidate.visibility === 'owner')).toEqual(['characterDeck', 'hand']);
    expect(ruleText('nova', '303.2')).toContain('メインデッキ置き場は非公開領域です');
    expect(zone(nova, 'mainDeck')).toMatchObject({ visibility: 'hidden', ordered: true, faceDown: true });
    for (const rule of ['305.3', '306.3', '307.3', '309.2', '310.3']) expect(ruleText('nova', rule)).toMatch(/^.{1,12}は公開領域です/);
    expect(ids(nova, (candidate) => candidate.visibility === 'public')).toEqual(['energy', 'exclusion', 'field', 'graveyard', 'retired', 'waiting']);
  });

  it('NOVA 311.2: the waiting area keeps the order cards and abilities were put there', () => {
    expect(ruleText('nova', '311.2')).toContain('置かれた順番を変更したり特定の順番に割り込んだりすることはできません');
    expect(ids(nova, (candidate) => candidate.ordered)).toEqual(['mainDeck', 'waiting']);
  });
});
