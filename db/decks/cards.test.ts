/** Deck cards read from the packed database (FaB, DM and the sample packs), checked against the stored rows. */
import { describe, expect, it } from 'vitest';
import { usePackedDatabase } from '../../test/helpers/packed-db';
import { loadDeckCards } from './cards';

const packed = usePackedDatabase();

describe('loadDeckCards', () => {
  it('builds a DM twinpact with its halves, front first, and its printed numbers', () => {
    const cards = loadDeckCards(packed().sql, 'dm', ['計略の手/陰謀の手']);
    expect(cards.get('計略の手/陰謀の手')).toEqual({
      key: '計略の手/陰謀の手',
      name: '計略の手/陰謀の手',
      kinds: ['twinpact', 'spell'],
      subtypes: [],
      keywords: ['ワンダブル'],
      flags: ['multicolor', 'twinpact'],
      formats: ['standard'],
      cost: 2,
      power: null,
      stats: { civs: ['水', '闇'], mana: 1, type: '呪文' },
      zone: 'main',
      copyLimit: null,
      aliasOf: null,
      numbers: ['DMEX-18 EX18 51/75'],
      faces: ['計略の手', '陰謀の手'],
    });
  });

  it('gives a psychic card its back face and a one-faced card no faces', () => {
    const cards = loadDeckCards(packed().sql, 'dm', ['時空の銃姫エイプリル', 'ボルシャック・ドラゴン']);
    expect(cards.get('時空の銃姫エイプリル')).toMatchObject({ zone: 'hyperspace', faces: ['時空の銃姫エイプリル', '鎮魂の覚醒者デス・エイプリル'] });
    expect(cards.get('ボルシャック・ドラゴン')?.faces).toEqual([]);
  });

  it('keeps FaB pitch in the stats and the card rules of the samples', () => {
    const sql = packed().sql;
    const snatch = loadDeckCards(sql, 'fab', ['PHktCwKzLmBMwmCBwb7Cw']).get('PHktCwKzLmBMwmCBwb7Cw');
    expect(snatch).toMatchObject({ name: 'Snatch', stats: { pitch: 1, color: 'red' }, zone: 'deck' });
    expect(snatch?.numbers.length).toBeGreaterThan(0);
    const acg = loadDeckCards(sql, 'acg', ['acg-s001', 'acg-s061']);
    expect(acg.get('acg-s001')).toMatchObject({ name: '兵隊蟻', copyLimit: 8 });
    expect(acg.get('acg-s061')).toMatchObject({ name: 'Abbrennen', aliasOf: '焼き討ち' });
  });

  it('leaves out unknown keys and keys of another game, and reads each key once', () => {
    const cards = loadDeckCards(packed().sql, 'dm', ['ボルシャック・ドラゴン', 'ボルシャック・ドラゴン', 'no such card', 'acg-s001']);
    expect([...cards.keys()]).toEqual(['ボルシャック・ドラゴン']);
  });

  it('reads a whole game in one call: no limit on the number of keys', () => {
    const sql = packed().sql;
    const keys = sql.prepare("SELECT card_key FROM cards WHERE game = 'dm'").pluck().all() as string[];
    expect(keys.length).toBe(9667);
    expect(loadDeckCards(sql, 'dm', keys).size).toBe(keys.length);
  });
});
