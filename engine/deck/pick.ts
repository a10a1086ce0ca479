/**
 * The choice before each game where a format has its players choose from a card-pool (sideboarding `pool`, FaB
 * CR 4.1.4–4.1.6): the deck cards of the game, sized as the format says, and the pieces equipped at the start, up to
 * one per zone, from the saved deck (the pool); the rest is the inventory. What is offered first, what is kept of a
 * remembered choice after the deck changed, and what is wrong with a choice.
 */
import { cardFacts } from '../core/card-facts';
import { placeEquipment, slotOf, type Unplaced } from '../core/equip';
import { gameDefinition } from '../games/registry';
import type { GameDefinition } from '../games/types';
import type { Localized } from '../localized';
import type { DeckFormat, Sideboarding } from './construction';
import { cardRef, nameList } from './messages';
import { checkSideboarding } from './sideboard';
import type { Deck, DeckCard, DeckEntry, Violation } from './types';

export type PoolPlan = Extract<Sideboarding, { kind: 'pool' }>;

/** The format's pool plan where its players choose each game's cards from a card-pool; null where they do not. */
export function poolPlan(format: DeckFormat): PoolPlan | null {
  return format.sideboarding.kind === 'pool' ? format.sideboarding : null;
}

/** A choice as keys and counts per section, as it is remembered. */
export type PickCounts = Readonly<Record<string, readonly { key: string; count: number }[]>>;

/** The game's equipped section (FaB arena) and how it equips, if it has one. */
function equipping(game: GameDefinition) {
  const start = game.setup.otherSections.find((section) => section.equip);
  return start?.equip ? { section: start.section, rule: start.rule, equip: start.equip } : null;
}

/** One piece per copy, each with the facts its slot is read from. */
const piecesOf = (entries: readonly DeckEntry[]) =>
  entries.flatMap(({ card, count }) => {
    const facts = cardFacts(card);
    // An object per copy: two copies of one dagger are two pieces.
    return Array.from({ length: count }, () => ({ card, facts }));
  });

/** Merges copies back into entries, first appearance first. */
function entriesOf(cards: readonly DeckCard[]): DeckEntry[] {
  const entries = new Map<string, DeckEntry>();
  for (const card of cards) {
    const entry = entries.get(card.key);
    if (entry) entry.count += 1;
    else entries.set(card.key, { card, count: 1 });
  }
  return [...entries.values()];
}

/**
 * The choice offered the first time: every card of the pool's sections as saved, but for the equipped section, where
 * each zone takes the first piece that fits it — the table's own default (engine/core/setup.ts).
 */
export function defaultPick(pool: Deck): Deck {
  const game = gameDefinition(pool.game);
  const equipped = equipping(game);
  if (!equipped) return pool;
  const { placed } = placeEquipment(equipped.equip, piecesOf(pool.sections[equipped.section] ?? []));
  return { ...pool, sections: { ...pool.sections, [equipped.section]: entriesOf(placed.map(([piece]) => piece.card)) } };
}

/**
 * A remembered choice held to the pool as it is now (the deck may have been edited since): each card at most as
 * many times as the pool's section has it, a card the pool no longer has left out, and the fixed sections (the hero)
 * as the pool has them.
 */
export function fitPick(pool: Deck, remembered: PickCounts, plan: PoolPlan): Deck {
  const sections: Record<string, DeckEntry[]> = {};
  for (const [section, entries] of Object.entries(pool.sections)) {
    if (plan.fixed.includes(section) || !plan.sections.includes(section)) {
      sections[section] = [...entries];
      continue;
    }
    const wanted = new Map<string, number>();
    for (const { key, count } of remembered[section] ?? []) wanted.set(key, (wanted.get(key) ?? 0) + count);
    sections[section] = entries.flatMap(({ card, count }) => {
      const kept = Math.min(count, wanted.get(card.key) ?? 0);
      return kept > 0 ? [{ card, count: kept }] : [];
    });
  }
  return { ...pool, sections };
}

const zoneNames = (game: GameDefinition, zones: readonly string[]): Localized => {
  const labels = zones.map((id) => game.zones.find((zone) => zone.id === id)?.label ?? { ja: id, en: id });
  return { ja: labels.map((label) => label.ja).join('・'), en: labels.map((label) => label.en).join(' and ') };
};

/** What is wrong with the pieces chosen for the equipped section: one message per zone or zones over-filled. */
function equipmentViolations(game: GameDefinition, picked: Deck): Violation[] {
  const equipped = equipping(game);
  if (!equipped) return [];
  const { unplaced } = placeEquipment(equipped.equip, piecesOf(picked.sections[equipped.section] ?? []));
  type Piece = (typeof unplaced)[number]['card'];
  const violations: Violation[] = [];
  const violation = (rule: string, cards: readonly Piece[], message: Localized): Violation => ({
    severity: 'error',
    code: 'pickEquipment',
    rule,
    section: equipped.section,
    cards: [...new Map(cards.map((piece) => [piece.card.key, cardRef(piece.card)])).values()],
    message,
  });
  const fitsNone = unplaced.filter((entry) => !entry.slot);
  if (fitsNone.length > 0) {
    const names = nameList([...new Set(fitsNone.map((entry) => entry.card.card.name))]);
    violations.push(
      violation(equipped.rule, fitsNone.map((entry) => entry.card), {
        ja: `${names.ja}はどの装備の場所にも入りません。インベントリに残してください。`,
        en: `${names.en} fits no zone a piece is equipped in at the start; leave it in the inventory.`,
      }),
    );
  }
  // Grouped by the zones they compete for: two heads are one message, a 2H with a dagger another.
  const groups = new Map<string, Unplaced<Piece>[]>();
  for (const entry of unplaced) {
    if (!entry.slot) continue;
    const key = [...entry.slot.zones].sort().join(' ');
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  for (const entries of groups.values()) {
    const slot = entries[0]!.slot!;
    const zones = zoneNames(game, slot.zones);
    const pieces = [...new Set([...entries.flatMap((entry) => entry.holders), ...entries.map((entry) => entry.card)])];
    // A piece that takes every zone of its slot (a two-handed weapon) met with another one.
    const big = pieces.find((piece) => slotOf(equipped.equip, piece.facts)?.fillsAll);
    if (big) {
      const others = nameList(pieces.filter((piece) => piece !== big).map((piece) => piece.card.name));
      violations.push(
        violation(slotOf(equipped.equip, big.facts)!.rule, pieces, {
          ja: `「${big.card.name}」は${zones.ja}を両方使うので、${others.ja}と一緒には装備できません。`,
          en: `${big.card.name} takes both the ${zones.en} zones, so it cannot be equipped with ${others.en}.`,
        }),
      );
      continue;
    }
    const names = nameList(pieces.map((piece) => piece.card.name));
    violations.push(
      violation(slot.rule, pieces, {
        ja: `${zones.ja}には1つずつしか装備できません。${pieces.length}つ選ばれています：${names.ja}。`,
        en: `${pieces.length} pieces chosen for ${zones.en}, which hold${slot.zones.length > 1 ? '' : 's'} one each: ${names.en}.`,
      }),
    );
  }
  return violations;
}

/**
 * Every way a game's choice breaks the rules against the pool it is made from: the deck's size, copies the pool does
 * not hold, a fixed section changed, a card in a section its kind does not go in (engine/deck/sideboard.ts), and the
 * equipped pieces, up to one per zone (FaB 4.1.4a). [] when the choice may be played.
 */
export function checkPick(pool: Deck, picked: Deck, format: DeckFormat): Violation[] {
  if (format.sideboarding.kind !== 'pool') throw new Error(`${format.id}: the format's players choose no cards before a game`);
  return [...checkSideboarding(pool, picked, format), ...equipmentViolations(gameDefinition(pool.game), picked)];
}

/** The zones a pool's pieces may go in, grouped as the choice offers them (one zone, or zones shared by several). */
export interface SlotGroup {
  zones: string[];
  label: Localized;
  rule: string;
  /** Keys of the pool's cards that fit these zones, in the pool's order. */
  keys: string[];
}

/**
 * The pool's equipped section as the choice offers it: each group of zones with the cards that fit it, in the order
 * of the game's slots, and the cards no zone takes (they stay in the inventory). Null where the game equips nothing.
 */
export function equipmentGroups(pool: Deck): { section: string; groups: SlotGroup[]; unslotted: string[] } | null {
  const game = gameDefinition(pool.game);
  const equipped = equipping(game);
  if (!equipped) return null;
  const groups = new Map<string, SlotGroup>();
  for (const slot of equipped.equip.slots) {
    const id = [...slot.zones].sort().join(' ');
    if (!groups.has(id)) groups.set(id, { zones: [...slot.zones], label: slot.label ?? zoneNames(game, slot.zones), rule: slot.rule, keys: [] });
  }
  const unslotted: string[] = [];
  for (const { card } of pool.sections[equipped.section] ?? []) {
    const slot = slotOf(equipped.equip, cardFacts(card));
    if (slot) groups.get([...slot.zones].sort().join(' '))!.keys.push(card.key);
    else unslotted.push(card.key);
  }
  return { section: equipped.section, groups: [...groups.values()], unslotted };
}
