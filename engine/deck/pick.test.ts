// The choice before each game (FaB CR 4.1.4–4.1.6) on the real Cindra card-pool (Sweden nationals 2025, 80 cards:
// 9 arena-cards, 71 deck-cards; test/fixtures/data), its cards' facts from the shipped FaB pack.
import { describe, expect, it } from 'vitest';
import type { CardRecord } from '../../db/cards/record';
import { cindraDeck } from '../../test/helpers/fab-deck';
import { fabCard } from '../../test/helpers/fab-pack';
import { card } from '../../test/helpers/deck-cards';
import { findDeckFormat } from './validate';
import { checkPick, defaultPick, fitPick, poolPlan, type PoolPlan } from './pick';
import type { Deck, DeckCard, DeckEntry } from './types';

/** A shipped card as deck construction sees it, keyed by its name as cindraDeck keys it. */
const deckCard = (record: CardRecord, key: string): DeckCard =>
  card(record.name, { key, kinds: record.kinds, subtypes: record.subtypes, keywords: record.keywords, flags: record.flags, formats: record.formats, cost: record.cost, power: record.power, stats: record.stats });

const cindra = cindraDeck();
/** The pool, each line's card looked up in the shipped pack by its name and pitch colour. */
const pool: Deck = {
  game: 'fab',
  sections: Object.fromEntries(
    Object.entries(cindra.sections).map(([section, lines]) => [
      section,
      lines.map((line): DeckEntry => {
        const colour = line.facts?.pitch === 1 ? 'red' : line.facts?.pitch === 2 ? 'yellow' : line.facts?.pitch === 3 ? 'blue' : null;
        return { card: deckCard(fabCard(line.key, colour), line.key), count: line.count };
      }),
    ]),
  ),
};
const cc = findDeckFormat('fab', 'cc', []);
const blitz = findDeckFormat('fab', 'blitz', []);
const plan = poolPlan(cc) as PoolPlan;
const size = (deck: Deck, section: string) => (deck.sections[section] ?? []).reduce((sum, entry) => sum + entry.count, 0);
const names = (deck: Deck, section: string) => (deck.sections[section] ?? []).flatMap((entry) => Array<string>(entry.count).fill(entry.card.name));
const codes = (violations: ReturnType<typeof checkPick>) => violations.map((violation) => `${violation.code} ${violation.rule}: ${violation.message.en}`);

/** The pool with `section` replaced by these copies of its own cards (by name, once per copy). */
function picked(from: Deck, changes: Record<string, readonly string[]>): Deck {
  const sections: Record<string, DeckEntry[]> = { ...from.sections } as Record<string, DeckEntry[]>;
  for (const [section, chosen] of Object.entries(changes)) {
    const entries = new Map<string, DeckEntry>();
    for (const name of chosen) {
      const found = pool.sections[section]!.find((entry) => entry.card.name === name)!;
      const entry = entries.get(name);
      if (entry) entry.count += 1;
      else entries.set(name, { card: found.card, count: 1 });
    }
    sections[section] = [...entries.values()];
  }
  return { ...from, sections };
}

/** The first `count` deck-cards of the pool, in list order. */
const firstDeckCards = (count: number) => names(pool, 'deck').slice(0, count);

describe('the choice before each game (FaB 4.1.4–4.1.6)', () => {
  it('a format whose players choose from a card-pool says so; one without does not', () => {
    expect(poolPlan(cc)).toMatchObject({ kind: 'pool', deck: { section: 'deck', min: 60 } });
    expect(poolPlan(blitz)).toMatchObject({ deck: { exactly: 40 } });
    expect(poolPlan(findDeckFormat('dm', null, []))).toBeNull();
  });

  it('FaB 4.1.4a / 4.1.5: the first choice is the whole deck section and the first piece that fits each zone', () => {
    const first = defaultPick(pool);
    expect(size(first, 'deck')).toBe(71);
    expect(names(first, 'arena')).toEqual(['Blood Splattered Vest', 'Claw of Vynserakai', 'Dragonscaler Flight Path', 'Flick Knives', 'Kunai of Retribution', 'Mask of Momentum']);
    expect(first.sections.hero).toEqual(pool.sections.hero);
    expect(checkPick(pool, first, cc)).toEqual([]);
  });

  it('FaB 4.1.5 / TRP 7.1: 60 deck cards and a piece per zone is a choice; 59 is refused naming the size', () => {
    const sixty = picked(defaultPick(pool), { deck: firstDeckCards(60) });
    expect(checkPick(pool, sixty, cc)).toEqual([]);
    expect(codes(checkPick(pool, picked(sixty, { deck: firstDeckCards(59) }), cc))).toEqual(["sideSize FaB TRP 7.1: This game's deck has 59 cards; it needs at least 60."]);
    expect(codes(checkPick(pool, picked(sixty, { deck: firstDeckCards(41) }), blitz))).toContain("sideSize FaB Blitz (2026): This game's deck has 41 cards; it needs exactly 40.");
  });

  it('FaB 3.10.2a / 4.1.4a: two heads are one violation naming both masks', () => {
    const two = picked(defaultPick(pool), { arena: ['Mask of Momentum', 'Mask of the Pouncing Lynx', 'Flick Knives'] });
    const [violation, ...rest] = checkPick(pool, two, cc);
    expect(rest).toEqual([]);
    expect(violation).toMatchObject({ severity: 'error', code: 'pickEquipment', rule: 'FaB 3.10.2a', section: 'arena' });
    expect(violation!.message.en).toBe('2 pieces chosen for Head, which holds one each: Mask of Momentum, Mask of the Pouncing Lynx.');
    expect(violation!.message.ja).toBe('頭には1つずつしか装備できません。2つ選ばれています：「Mask of Momentum」「Mask of the Pouncing Lynx」。');
    expect(violation!.cards.map((ref) => ref.name)).toEqual(['Mask of Momentum', 'Mask of the Pouncing Lynx']);
  });

  it('FaB 3.16.2a: two one-handed daggers fill both weapon zones; a third weapon is one too many', () => {
    expect(checkPick(pool, picked(defaultPick(pool), { arena: ['Kunai of Retribution', 'Kunai of Retribution'] }), cc)).toEqual([]);
    expect(codes(checkPick(pool, picked(defaultPick(pool), { arena: ['Claw of Vynserakai', 'Kunai of Retribution', 'Kunai of Retribution'] }), cc))).toEqual([
      'pickEquipment FaB 3.16.2a: 3 pieces chosen for Weapon 1 and Weapon 2, which hold one each: Claw of Vynserakai, Kunai of Retribution, Kunai of Retribution.',
    ]);
  });

  it('FaB 3.16.2a: a two-handed weapon (Anothos, shipped pack) with another weapon is refused naming both', () => {
    const anothos: DeckEntry = { card: deckCard(fabCard('Anothos'), 'Anothos'), count: 1 };
    const guardian: Deck = { ...pool, sections: { ...pool.sections, arena: [anothos, ...pool.sections.arena!] } };
    const choice: Deck = { ...guardian, sections: { ...guardian.sections, arena: [anothos, pool.sections.arena!.find((entry) => entry.card.name === 'Claw of Vynserakai')!] } };
    const violations = checkPick(guardian, choice, cc).filter((violation) => violation.code === 'pickEquipment');
    expect(violations.map((violation) => `${violation.rule}: ${violation.message.en}`)).toEqual([
      'FaB 3.16.2a: Anothos takes both the Weapon 1 and Weapon 2 zones, so it cannot be equipped with Claw of Vynserakai.',
    ]);
  });

  it('FaB 4.1.4 / 4.1.6: copies the pool does not hold and a changed hero are refused', () => {
    const more = picked(defaultPick(pool), { arena: ['Mask of Momentum', 'Mask of Momentum'] });
    expect(codes(checkPick(pool, more, cc))).toContain('sideCard FaB TRP 7.1: More copies than the registered deck holds (now/registered): Mask of Momentum 2/1.');
    const heroless: Deck = { ...pool, sections: { ...defaultPick(pool).sections, hero: [] } };
    expect(checkPick(pool, heroless, cc).map((violation) => violation.code)).toContain('sideFixed');
  });

  it('a remembered choice keeps what the edited deck still holds: fewer copies, a card gone, the hero as it is now', () => {
    const remembered = { hero: [{ key: 'Someone else', count: 1 }], arena: [{ key: 'Mask of the Pouncing Lynx', count: 1 }, { key: 'Kunai of Retribution', count: 2 }], deck: [{ key: 'Ignite', count: 3 }, { key: 'Gone', count: 2 }] };
    const edited: Deck = { ...pool, sections: { ...pool.sections, arena: pool.sections.arena!.map((entry) => (entry.card.name === 'Kunai of Retribution' ? { ...entry, count: 1 } : entry)) } };
    const kept = fitPick(edited, remembered, plan);
    expect(names(kept, 'arena')).toEqual(['Kunai of Retribution', 'Mask of the Pouncing Lynx']);
    expect(names(kept, 'deck')).toEqual(['Ignite', 'Ignite', 'Ignite']);
    expect(kept.sections.hero).toEqual(pool.sections.hero);
  });
});
