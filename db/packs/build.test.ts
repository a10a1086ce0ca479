// The packs are derived, not edited: what db/packs/build.ts makes of the excerpts in test/fixtures/data is in the
// committed packs, card for card. That the whole reference data rebuilds them exactly: build.reference.test.ts.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../test/helpers/importers';
import { readManifest, readPack } from '../bundled-packs';
import { buildDmPack, buildFabPack, dmKeywordReport } from './build';

describe('the bundled FaB and DM packs', () => {
  it.each([
    // FaB: 47 entries in effect and 29 lifted ones, kept with the date they ended.
    ['fab.json.gz', buildFabPack, [68, 76]],
    ['dm.json.gz', buildDmPack, [217, 155]],
  ] as const)('%s holds every card and regulation db/packs/build.ts makes of the excerpts, facts without prose', (file, build, sizes) => {
    const built = build(FIXTURES);
    expect([built.cards.length, built.regulations.length]).toEqual(sizes);
    expect(built.cards.filter((card) => card.text !== null || card.textEn !== null || card.faces.some((face) => face.text !== null))).toEqual([]);
    const shipped = readPack(readManifest().find((entry) => entry.file === file)!);
    const byKey = new Map(shipped.cards.map((card) => [card.key, card]));
    expect(built.cards.filter((card) => !isDeepStrictEqual(card, byKey.get(card.key))).map((card) => card.name)).toEqual([]);
    expect(built.regulations.filter((entry) => !shipped.regulations.some((known) => isDeepStrictEqual(known, entry)))).toEqual([]);
  });

  it('DM 110.2c: reports what reading the texts changed: modern faces whose printed keywords differ from keywords_ja, classic-only cards that gained keywords', () => {
    expect(dmKeywordReport(FIXTURES)).toEqual({ modernFaces: 233, modernFacesFixed: 41, classicOnlyCards: 8, classicCardsWithKeywords: 6 });
  });
});
