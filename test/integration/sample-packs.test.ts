/**
 * The sample packs for ACG, PMV and NOVA (no public card data exists for these games): marked as samples,
 * covering every card kind and deck section, and holding a deck that is legal under each game's construction
 * rules — checked here against the rules digests, rule by rule.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PACKS_DIR } from '../../db/bundled-packs';
import { CardPackSchema, type CardPack, type CardRecord } from '../../db/cards/record';
import { findGame } from '../../engine/games/registry';

interface SampleDeck {
  name: string;
  sections: Record<string, { key: string; count: number }[]>;
}

function load(game: 'acg' | 'pmv' | 'nova'): { pack: CardPack; deck: SampleDeck; byKey: Map<string, CardRecord> } {
  const pack = v.parse(CardPackSchema, JSON.parse(readFileSync(join(PACKS_DIR, `sample-${game}.json`), 'utf8')));
  const deck = JSON.parse(readFileSync(join(PACKS_DIR, `sample-${game}.deck.json`), 'utf8')) as SampleDeck;
  return { pack, deck, byKey: new Map(pack.cards.map((card) => [card.key, card])) };
}

const size = (entries: { count: number }[] = []) => entries.reduce((sum, entry) => sum + entry.count, 0);

/** Copies per construction name across the given sections (aliases count as the card they name). */
function copiesByName(deck: SampleDeck, byKey: Map<string, CardRecord>, sections: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const section of sections) {
    for (const { key, count } of deck.sections[section] ?? []) {
      const card = byKey.get(key)!;
      const name = card.aliasOf ?? card.name;
      counts.set(name, (counts.get(name) ?? 0) + count);
    }
  }
  return counts;
}

describe.each(['acg', 'pmv', 'nova'] as const)('the %s sample pack', (game) => {
  const { pack, deck, byKey } = load(game);
  const definition = findGame(game)!;

  it('has at least 60 cards, every one marked as a sample, with unique keys', () => {
    expect(pack.cards.length).toBeGreaterThanOrEqual(60);
    expect(pack.cards.every((card) => card.flags.includes('sample'))).toBe(true);
    expect(new Set(pack.cards.map((card) => card.key)).size).toBe(pack.cards.length);
    expect(pack.source.description).toMatch(/サンプル/);
    expect(pack.source.description).toMatch(/[Ss]ample/);
  });

  it('covers every card kind of the game and every deck section a card goes to', () => {
    const kinds = new Set(pack.cards.flatMap((card) => card.kinds));
    expect([...kinds].sort()).toEqual(definition.cardKinds.map((kind) => kind.id).sort());
    const zones = new Set(pack.cards.map((card) => card.zone).filter(Boolean));
    for (const zone of zones) expect(definition.sections.map((s) => s.id)).toContain(zone);
    // The sections cards are built into (reserve and side decks take copies of the others).
    const primary = { acg: ['basic', 'territory'], pmv: ['main'], nova: ['main', 'character'] }[game];
    for (const section of primary) expect(zones.has(section), section).toBe(true);
  });

  it('gives Japanese and English names, and texts in both languages (vanilla cards have none)', () => {
    for (const card of pack.cards) {
      expect(card.nameEn, card.key).toBeTruthy();
      expect(Boolean(card.text), card.key).toBe(Boolean(card.textEn));
      if (card.text) expect(card.text, card.key).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
    expect(pack.cards.filter((card) => card.text).length).toBeGreaterThan(pack.cards.length * 0.8);
  });

  it('holds a sample deck whose every card is in the pack', () => {
    expect(Object.keys(deck.sections).every((section) => definition.sections.some((s) => s.id === section))).toBe(true);
    for (const entries of Object.values(deck.sections)) for (const { key } of entries) expect(byKey.has(key), key).toBe(true);
  });

  if (game === 'acg') {
    it('the deck follows ACG construction: 502, 503, 504 and the 【ルール】 limits (501.3)', () => {
      const basic = deck.sections.basic!;
      const territory = deck.sections.territory!;
      const reserve = deck.sections.reserve ?? [];
      expect(size(basic)).toBeGreaterThanOrEqual(40); // 502.1
      expect(size(territory)).toBe(10); // 503.1
      expect([0, 15]).toContain(size(reserve)); // 504.2a, competitive level
      const kindsOf = (entries: { key: string }[]) => entries.flatMap(({ key }) => byKey.get(key)!.kinds);
      expect(kindsOf(basic).every((kind) => ['animal', 'turf', 'tool', 'scene', 'skill'].includes(kind))).toBe(true); // 502.2
      expect(kindsOf(territory).every((kind) => kind === 'territory')).toBe(true); // 503.2
      expect(kindsOf([...basic, ...territory, ...reserve])).not.toContain('token'); // 505-1a
      // 4 per name across all three decks (502.3, 503.3, 504.4), unlimited for 基礎 territories (503.3a),
      // or the card's own 【ルール】 limit (兵隊蟻 8, 双子狐 2).
      for (const [name, copies] of copiesByName(deck, byKey, ['basic', 'territory', 'reserve'])) {
        const card = pack.cards.find((c) => c.name === name)!;
        if (card.kinds.includes('territory') && card.subtypes.includes('基礎')) continue;
        expect(copies, name).toBeLessThanOrEqual(card.copyLimit ?? 4);
      }
      expect(pack.cards.find((c) => c.name === '兵隊蟻')?.copyLimit).toBe(8);
      expect(pack.cards.find((c) => c.name === '双子狐')?.copyLimit).toBe(2);
      expect(pack.cards.find((c) => c.printings.some((p) => p.number === 'PR-029'))?.aliasOf).toBe('焼き討ち');
    });
  }

  if (game === 'pmv') {
    it('the deck follows PMV construction: 1.2.2, 1.2.5 and デッキ１枚制限 (10.24)', () => {
      expect(size(deck.sections.main)).toBe(50); // 1.2.2.a
      expect([0, 10]).toContain(size(deck.sections.side)); // 1.2.5.a
      // 3 per name over deck and sideboard together (1.2.2.b, 1.2.5.b).
      for (const [name, copies] of copiesByName(deck, byKey, ['main', 'side'])) expect(copies, name).toBeLessThanOrEqual(3);
      // One card per Card No. with デッキ１枚制限; PR./SP- numbers count as the base number (2.16.3).
      const restricted = [...(deck.sections.main ?? []), ...(deck.sections.side ?? [])].filter(({ key }) => byKey.get(key)!.keywords.includes('デッキ１枚制限'));
      const perNumber = new Map<string, number>();
      for (const { key, count } of restricted) {
        const base = byKey.get(key)!.printings.find((p) => !/^(PR\.|SP-)/.test(p.number))!.number;
        perNumber.set(base, (perNumber.get(base) ?? 0) + count);
      }
      for (const [number, copies] of perNumber) expect(copies, number).toBe(1);
      expect(pack.cards.some((card) => card.printings.some((p) => p.number.startsWith('PR.')))).toBe(true);
      expect(pack.cards.some((card) => card.printings.some((p) => p.number.startsWith('SP-')))).toBe(true);
    });
  }

  if (game === 'nova') {
    it('the deck follows NOVA construction: 006.1 and 007.1, with character levels ≤ 10 (109.4)', () => {
      const main = deck.sections.main!;
      const characters = deck.sections.character ?? [];
      expect(size(main)).toBeGreaterThanOrEqual(40); // 006.1.1
      expect(size(main)).toBeLessThanOrEqual(60);
      expect(main.every(({ key }) => byKey.get(key)!.kinds.every((kind) => ['servant', 'spell', 'magicItem'].includes(kind)))).toBe(true);
      expect(size(characters)).toBeLessThanOrEqual(10); // 006.1.3
      expect(characters.every(({ key }) => byKey.get(key)!.kinds.includes('character'))).toBe(true);
      expect(size(deck.sections.side)).toBeLessThanOrEqual(15); // 007.1
      for (const [name, copies] of copiesByName(deck, byKey, ['main'])) expect(copies, name).toBeLessThanOrEqual(4); // 006.1.2
      for (const [name, copies] of copiesByName(deck, byKey, ['character'])) expect(copies, name).toBeLessThanOrEqual(3); // 006.1.4
      const levels = characters.reduce((sum, { key, count }) => sum + (byKey.get(key)!.stats.level as number) * count, 0);
      expect(levels).toBeLessThanOrEqual(10);
      // The pack also has characters past that sum, for the validator's warning (109.4).
      const packLevels = pack.cards.filter((c) => c.kinds.includes('character')).reduce((sum, c) => sum + (c.stats.level as number), 0);
      expect(packLevels).toBeGreaterThan(10);
    });
  }
});
