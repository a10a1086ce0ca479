/**
 * The real Cindra deck of ../shared/data (Sweden nationals 2025, Classic Constructed) as a seat's sections, with the
 * card facts a FaB table reads (engine/games/fab/index.ts) taken from fab/cards.json: the hero's intellect and life, a
 * deck-card's pitch and cost, an arena-card's kinds and subtypes.
 */
import type { History } from '../../engine/core/history';
import type { SeatDeck, SectionCard } from '../../engine/core/setup';
import { readDeckFile } from '../../engine/deck/formats';
import { readData, readDataJson } from './importers';
import { perform } from './table';

interface FabCard {
  name: string;
  color: string | null;
  pitch: number | null;
  cost: number | null;
  intelligence: number | null;
  health: number | null;
  types: string[];
}

export const CINDRA_FILE = 'fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt';

/** The type words that are card types among the arena-cards' (the rest are classes, talents and subtypes). */
const ARENA_KINDS: Record<string, string> = { Weapon: 'weapon', Equipment: 'equipment' };

/** Cindra's deck; each name is once in it, so a card's key is its name. */
export function cindraDeck(): SeatDeck {
  const cards = readDataJson<FabCard[]>('fab/cards.json');
  const list = readDeckFile(readData(CINDRA_FILE).toString('utf8'), 'fab').decks[0]!;
  const sections: Record<string, SectionCard[]> = {};
  for (const entry of list.entries) {
    const colour = entry.colour ? entry.colour[0]!.toUpperCase() + entry.colour.slice(1) : null;
    const card = cards.find((candidate) => candidate.name === entry.name && candidate.color === colour);
    if (!card) throw new Error(`${entry.name} (${String(entry.colour)}): not in fab/cards.json`);
    let facts: SectionCard['facts'];
    if (entry.section === 'hero') facts = { intellect: card.intelligence!, life: card.health! };
    else if (entry.section === 'arena') {
      facts = { kinds: card.types.filter((type) => type in ARENA_KINDS).map((type) => ARENA_KINDS[type]!), subtypes: card.types.filter((type) => !(type in ARENA_KINDS)) };
    } else facts = { pitch: card.pitch!, cost: card.cost! };
    (sections[entry.section!] ??= []).push({ key: entry.name, name: entry.name, count: entry.count, facts });
  }
  return { sections };
}

/** The id of the seat's card with this key, from its hand or else moved there from its deck (a manual move). */
export function toHand(history: History, seat: number, key: string): string {
  const { state } = history;
  const find = (zone: string): string | undefined => state.zones[`${zone}#${seat}`]!.find((id) => state.cards[id]!.key === key);
  const inHand = find('hand');
  if (inHand) return inHand;
  const inDeck = find('deck');
  if (!inDeck) throw new Error(`${key}: not in seat ${seat}'s hand or deck`);
  perform(history, { type: 'move', seat, card: inDeck, to: { zone: 'hand' } });
  return inDeck;
}
