import { describe, expect, it } from 'vitest';
import { card, deck } from '../../../test/helpers/deck-cards';
import { deckBreakdown, type SectionBreakdown } from './breakdown';

function section(breakdown: ReturnType<typeof deckBreakdown>, id: string): SectionBreakdown {
  return breakdown.sections.find((item) => item.section === id)!;
}

const row = (key: string, copies: number, cards = 1) => ({ key, copies, cards });

describe('deckBreakdown', () => {
  // DM cards as the card database gives them (db/packs/dm.json.gz): kinds, races, cost, stats.civs.
  const bolshack = card('ボルシャック・ドラゴン', { kinds: ['creature'], subtypes: ['アーマード・ドラゴン'], cost: 6, stats: { civs: ['火'] } });
  const angel = card('聖鎧亜キング・アルカディアス', { kinds: ['creature'], subtypes: ['エンジェル・コマンド'], cost: 3, stats: { civs: ['光', '水'] } });
  // A twinpact (DM 810): one card with a creature half and a spell half, counted once at its cost.
  const twinpact = card('龍装者 バルチュリス/ドラゴンズ・サイン', {
    kinds: ['twinpact', 'creature', 'spell'],
    subtypes: ['デーモン・コマンド'],
    cost: 7,
    stats: { civs: ['闇', '火'] },
    flags: ['twinpact', 'multicolor'],
  });
  const spell = card('エナジー・ライト', { kinds: ['spell'], cost: 2, stats: { civs: ['水'] } });
  // ∞ costs are stored as the largest safe integer; a cost the data lacks is null.
  const infinite = card('∞龍 ゲンムエンペラー', { kinds: ['creature'], cost: Number.MAX_SAFE_INTEGER, stats: { civs: ['無色'] } });
  const costless = card('コストなし', { kinds: ['creature'], stats: { civs: [] } });
  const psychic = card('時空の英雄アンタッチャブル', { kinds: ['creature', 'psychic'], subtypes: ['エイリアン'], cost: 5, stats: { civs: ['水'] }, zone: 'hyperspace' });
  const dmDeck = deck('dm', {
    main: [[bolshack, 4], [angel, 4], [twinpact, 2], [spell, 4], [infinite, 1], [costless, 1]],
    hyperspace: [[psychic, 2]],
  });

  it('DM 100.2–100.5: totals every section in the game’s order, the deck (山札) as the draw pile', () => {
    const breakdown = deckBreakdown(dmDeck);
    expect(breakdown.game).toBe('dm');
    expect(breakdown.copies).toBe(18);
    expect(breakdown.sections.map(({ section: id, drawPile, copies, cards }) => ({ id, drawPile, copies, cards }))).toEqual([
      { id: 'main', drawPile: true, copies: 16, cards: 6 },
      { id: 'hyperspace', drawPile: false, copies: 2, cards: 1 },
      { id: 'gr', drawPile: false, copies: 0, cards: 0 },
      { id: 'gameStart', drawPile: false, copies: 0, cards: 0 },
    ]);
    expect(section(breakdown, 'gr')).toMatchObject({ kinds: [], curve: [], colors: [], traits: [] });
    expect(section(breakdown, 'hyperspace').curve).toEqual([{ cost: 5, copies: 2, cards: 1 }]);
  });

  it('DM 810: curve by cost ascending, a twinpact once at its cost, ∞ after the numbers, no cost last', () => {
    expect(section(deckBreakdown(dmDeck), 'main').curve).toEqual([
      { cost: 2, copies: 4, cards: 1 },
      { cost: 3, copies: 4, cards: 1 },
      { cost: 6, copies: 4, cards: 1 },
      { cost: 7, copies: 2, cards: 1 },
      { cost: Number.MAX_SAFE_INTEGER, copies: 1, cards: 1 },
      { cost: null, copies: 1, cards: 1 },
    ]);
  });

  it('DM civilizations: a multicolour card once per civilization and once as multicolor; kinds and races by count', () => {
    const main = section(deckBreakdown(dmDeck), 'main');
    expect(main.colors).toEqual([
      row('水', 8, 2),
      row('multicolor', 6, 2),
      row('火', 6, 2),
      row('光', 4),
      row('闇', 2),
      row('none', 1),
      row('無色', 1),
    ]);
    expect(main.kinds).toEqual([row('creature', 12, 5), row('spell', 6, 2), row('twinpact', 2)]);
    expect(main.traits).toEqual([row('none', 6, 3), row('アーマード・ドラゴン', 4), row('エンジェル・コマンド', 4), row('デーモン・コマンド', 2)]);
  });

  it('ACG 306.6 / 306.4e: basic cards by the condition kinds they ask for, territories by the kinds they supply', () => {
    // As in db/packs/sample-acg.json: stats.condition is the compact icon code, territories carry keywords.
    const ant = card('兵隊蟻', { kinds: ['animal'], subtypes: ['アリ'], cost: 1, stats: { condition: 'F', def: 2 } });
    const foxes = card('双子狐', { kinds: ['animal'], subtypes: ['キツネ'], cost: 3, stats: { condition: 'FF/N', def: 2 } });
    const meadow = card('陽だまりの草原', { kinds: ['turf'], keywords: ['平野'], cost: 1, stats: { condition: null } });
    const alarm = card('警戒の鳴き声', { kinds: ['skill'], cost: 3, stats: { condition: 'FF/AA' } });
    const any = card('どこでも', { kinds: ['scene'], cost: 2, stats: { condition: 'G' } });
    const plains = card('ひらけた平野', { kinds: ['territory'], subtypes: ['基礎'], keywords: ['平野'], stats: { condition: null } });
    const marsh = card('干潟の湿地', { kinds: ['territory'], keywords: ['水生', '森林'], stats: { condition: null } });
    const paradise = card('獣たちの楽園', { kinds: ['territory'], keywords: ['唯一'], stats: { condition: null } });
    const breakdown = deckBreakdown(
      deck('acg', {
        basic: [[ant, 4], [foxes, 2], [meadow, 2], [alarm, 2], [any, 2], [ant, 2]],
        territory: [[plains, 6], [marsh, 2], [paradise, 2]],
      }),
    );
    const basic = section(breakdown, 'basic');
    expect(basic).toMatchObject({ copies: 14, cards: 5 });
    expect(basic.colors).toEqual([row('forest', 10, 3), row('aquatic', 2), row('generic', 2), row('night', 2), row('none', 2)]);
    expect(basic.curve).toEqual([
      { cost: 1, copies: 8, cards: 2 },
      { cost: 2, copies: 2, cards: 1 },
      { cost: 3, copies: 4, cards: 2 },
    ]);
    expect(basic.traits).toEqual([row('none', 6, 3), row('アリ', 6), row('キツネ', 2)]);
    const territory = section(breakdown, 'territory');
    expect(territory.colors).toEqual([row('plains', 6), row('aquatic', 2), row('forest', 2), row('none', 2)]);
    expect(territory.curve).toEqual([{ cost: null, copies: 10, cards: 3 }]);
    expect(section(breakdown, 'reserve').copies).toBe(0);
  });

  it('FaB: colours by pitch 1/2/3 (name + pitch are different cards), traits by class and talent', () => {
    const hero = card('Dorinthea', { kinds: ['hero'], stats: { classes: ['warrior'], talents: [], intellect: 4, life: 40 } });
    const red = card('Driving Blade', { key: 'driving-1', kinds: ['action'], subtypes: ['Attack'], cost: 1, stats: { pitch: 1, classes: ['warrior'], talents: [] } });
    const yellow = card('Driving Blade', { key: 'driving-2', kinds: ['action'], subtypes: ['Attack'], cost: 1, stats: { pitch: 2, classes: ['warrior'], talents: [] } });
    const blue = card('Sigil of Solace', { kinds: ['instant'], cost: 0, stats: { pitch: 3, classes: ['generic'], talents: [] } });
    const light = card('Raydn Duskbane', { kinds: ['action'], cost: 2, stats: { pitch: 1, classes: ['warrior'], talents: ['light'] } });
    const nopitch = card('Unpitched', { kinds: ['block'], stats: { pitch: null, classes: [], talents: [] } });
    const breakdown = deckBreakdown(deck('fab', { hero: [[hero, 1]], deck: [[red, 3], [yellow, 3], [blue, 3], [light, 2], [nopitch, 1]] }));
    const main = section(breakdown, 'deck');
    expect(main).toMatchObject({ drawPile: true, copies: 12, cards: 5 });
    expect(main.colors).toEqual([row('1', 5, 2), row('2', 3), row('3', 3), row('none', 1)]);
    expect(main.traits).toEqual([row('warrior', 8, 3), row('generic', 3), row('light', 2), row('none', 1)]);
    expect(main.kinds).toEqual([row('action', 8, 3), row('instant', 3), row('block', 1)]);
    expect(main.curve).toEqual([
      { cost: 0, copies: 3, cards: 1 },
      { cost: 1, copies: 6, cards: 2 },
      { cost: 2, copies: 2, cards: 1 },
      { cost: null, copies: 1, cards: 1 },
    ]);
    expect(section(breakdown, 'hero')).toMatchObject({ drawPile: false, copies: 1, traits: [row('warrior', 1)] });
  });

  it('FaB: a hybrid card (Assassin / Ninja) counts under each of its classes', () => {
    const vest = card('Blood Splattered Vest', { kinds: ['equipment'], stats: { classes: [], hybridClasses: ['assassin', 'ninja'], talents: [] } });
    const kunai = card('Kunai of Retribution', { kinds: ['weapon'], stats: { classes: ['ninja'], talents: ['draconic'] } });
    const arena = section(deckBreakdown(deck('fab', { arena: [[vest, 1], [kunai, 2]] })), 'arena');
    expect(arena.traits).toEqual([row('ninja', 3, 2), row('draconic', 2), row('assassin', 1)]);
  });

  it('NOVA colours from stats.color, the character deck too; PMV has no colours, only races', () => {
    const knight = card('紅蓮の騎士', { kinds: ['servant'], subtypes: ['人間', '紅蓮騎士団'], cost: 2, stats: { color: 'red' } });
    const wave = card('蒼の波', { kinds: ['spell'], cost: 1, stats: { color: 'blue' } });
    const captain = card('紅蓮の団長', { kinds: ['character'], subtypes: ['人間'], stats: { color: 'red', level: 3 } });
    const nova = deckBreakdown(deck('nova', { main: [[knight, 4], [wave, 3]], character: [[captain, 1]] }));
    expect(section(nova, 'main').colors).toEqual([row('red', 4), row('blue', 3)]);
    expect(section(nova, 'character').colors).toEqual([row('red', 1)]);
    expect(section(nova, 'main').traits).toEqual([row('人間', 4), row('紅蓮騎士団', 4), row('none', 3)]);

    const reimu = card('博麗 霊夢', { kinds: ['character'], subtypes: ['人間'], cost: 2, stats: { nodes: 2 } });
    const charm = card('夢想封印', { kinds: ['spell'], cost: 3, stats: { nodes: 3, caster: '博麗 霊夢' } });
    const pmv = section(deckBreakdown(deck('pmv', { main: [[reimu, 3], [charm, 2]] })), 'main');
    expect(pmv.colors).toEqual([]);
    expect(pmv.traits).toEqual([row('人間', 3), row('none', 2)]);
  });

  it('returns plain data that survives JSON', () => {
    const breakdown = deckBreakdown(dmDeck);
    expect(JSON.parse(JSON.stringify(breakdown))).toEqual(breakdown);
  });
});
