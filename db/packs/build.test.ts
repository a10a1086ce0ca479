import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../bundled-packs';
import { buildDmPack, buildFabPack } from './build';

const SHARED_DATA = new URL('../../../shared/data/', import.meta.url).pathname;
const versionOf = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 16);

describe('the bundled FaB and DM packs', () => {
  // The packs are derived, not edited: rebuilding them from ../shared/data gives what is committed.
  it.each([
    ['fab.json.gz', buildFabPack],
    ['dm.json.gz', buildDmPack],
  ] as const)('%s is what db/packs/build.ts makes from ../shared/data', (file, build) => {
    const pack = build(SHARED_DATA);
    const entry = readManifest().find((e) => e.file === file)!;
    expect(versionOf(JSON.stringify(pack))).toBe(entry.version);
    expect(pack.cards).toHaveLength(entry.cards);
  }, 30_000);

  it('ship facts and no prose: no FaB rules text, no DM fan translation', () => {
    const fab = buildFabPack(SHARED_DATA);
    expect(fab.cards.every((card) => card.text === null && card.textEn === null)).toBe(true);
    expect(fab.cards).toHaveLength(3878);
    expect(fab.cards.filter((card) => card.kinds.includes('hero'))).toHaveLength(126);
    const dm = buildDmPack(SHARED_DATA);
    expect(dm.cards.every((card) => card.text === null && card.textEn === null && card.faces.every((f) => f.text === null))).toBe(true);
  }, 30_000);
});
