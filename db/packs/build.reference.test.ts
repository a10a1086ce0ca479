// The packs rebuilt from the whole reference data (the reference folder's data/) are the committed ones.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA } from '../../test/helpers/reference';
import { readManifest } from '../bundled-packs';
import { modernFaceKeywords } from '../importers/dm';
import { buildDmPack, buildFabPack, dmKeywordReport } from './build';

const versionOf = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 16);

describe('the bundled FaB and DM packs', () => {
  // The packs are derived, not edited: rebuilding them from the reference data gives what is committed.
  it.each([
    ['fab.json.gz', buildFabPack],
    ['dm.json.gz', buildDmPack],
  ] as const)('%s is what db/packs/build.ts makes from the reference data', (file, build) => {
    const pack = build(REFERENCE_DATA);
    const entry = readManifest().find((e) => e.file === file)!;
    expect(versionOf(JSON.stringify(pack))).toBe(entry.version);
    expect(pack.cards).toHaveLength(entry.cards);
  }, 30_000);

  it('ship facts and no prose: no FaB rules text, no DM fan translation', () => {
    const fab = buildFabPack(REFERENCE_DATA);
    expect(fab.cards.every((card) => card.text === null && card.textEn === null)).toBe(true);
    expect(fab.cards).toHaveLength(3878);
    expect(fab.cards.filter((card) => card.kinds.includes('hero'))).toHaveLength(126);
    const dm = buildDmPack(REFERENCE_DATA);
    expect(dm.cards.every((card) => card.text === null && card.textEn === null && card.faces.every((f) => f.text === null))).toBe(true);
  }, 30_000);

  it('carry the construction facts read from the text they leave out', () => {
    // FaB: hybrids, Essence heroes, Specialization, young and Legendary (fab.md §3.1).
    const fab = buildFabPack(REFERENCE_DATA);
    const fabWith = (stat: string) => fab.cards.filter((card) => card.stats[stat] !== undefined).length;
    expect([fabWith('hybridClasses'), fabWith('essences'), fabWith('specializes'), fabWith('anySpecialization')]).toEqual([143, 19, 97, 1]);
    expect(fab.cards.filter((card) => card.flags.includes('young'))).toHaveLength(68);
    expect(fab.cards.filter((card) => card.flags.includes('legendary'))).toHaveLength(77);
    // DM: the game-start section and sets (100.5), the Rule Plus deck size (314.3a), copy limits from text (100.2a).
    const dm = buildDmPack(REFERENCE_DATA);
    expect(dm.cards.filter((card) => card.zone === 'gameStart')).toHaveLength(6);
    expect(dm.cards.filter((card) => card.stats.startSet !== undefined).map((card) => card.stats.startSet).sort()).toEqual([
      'FORBIDDEN STAR ～世界最後の日～',
      '禁断～封印されしX～',
      '零龍',
      '零龍',
      '零龍',
      '零龍',
      '零龍',
    ]);
    expect(dm.cards.filter((card) => card.stats.mainDeckSize !== undefined).map((card) => [card.name, card.stats.mainDeckSize])).toEqual([['13番目の計画', 45]]);
    expect(dm.cards.filter((card) => card.copyLimit === 999)).toHaveLength(16);
    expect(dm.cards.filter((card) => card.copyLimit !== null && card.copyLimit !== 999).map((card) => [card.name, card.copyLimit])).toEqual([['黒ひげ危機一発', 1]]);
  }, 30_000);

  it('DM 110.2c: carry the keywords each face prints, not every one its text names', () => {
    expect(dmKeywordReport(REFERENCE_DATA)).toEqual({ modernFaces: 9190, modernFacesFixed: 1533, classicOnlyCards: 1050, classicCardsWithKeywords: 586 });
    // Of the faces whose keywords_ja holds S・トリガー or スピードアタッカー, those that print it.
    const faces = REFERENCE_DATA.json<{ faces: { keywords_ja: string[]; text_zh: string[] }[] }[]>('dm/cards_ja_modern.json').flatMap((card) => card.faces);
    const printing = (keyword: string) => {
      const listed = faces.filter((face) => face.keywords_ja.includes(keyword));
      return [listed.length, listed.filter((face) => modernFaceKeywords(face).keywords.includes(keyword)).length];
    };
    expect([printing('S・トリガー'), printing('スピードアタッカー')]).toEqual([[1411, 1199], [685, 463]]);
    // The pack's classic-only cards are those that gained keywords.
    const dm = buildDmPack(REFERENCE_DATA);
    const modern = new Set(REFERENCE_DATA.json<{ name: string }[]>('dm/cards_ja_modern.json').map((card) => card.name));
    expect(dm.cards.filter((card) => !modern.has(card.name) && card.keywords.length > 0)).toHaveLength(586);
  }, 30_000);
});
