/**
 * Flesh and Blood cards as the shipped pack (db/packs/fab.json.gz) gives them, and as a table deck holds them
 * (engine/core/card-facts.ts, as api/handlers/tables.ts reads them). Reads no files of test/fixtures, so the renderer's
 * tests may use it; the real Cindra deck read from its FaBrary file is ./fab-deck.ts.
 */
import { readManifest, readPack } from '../../db/bundled-packs';
import type { CardRecord } from '../../db/cards/record';
import { cardFacts } from '../../engine/core/card-facts';
import type { SectionCard } from '../../engine/core/setup';
import type { PitchColour } from '../../engine/deck/types';

let pool: CardRecord[] | undefined;
/** Every card of the shipped FaB pack. */
export function fabCards(): CardRecord[] {
  return (pool ??= readPack(readManifest().find((entry) => entry.game === 'fab')!).cards);
}

/** The card of the shipped FaB pack with this name and pitch colour (none for cards without a pitch). */
export function fabCard(name: string, colour: PitchColour | null = null): CardRecord {
  const card = fabCards().find((candidate) => candidate.name === name && (candidate.stats.color ?? null) === colour);
  if (!card) throw new Error(`${name} (${String(colour)}): not in the shipped FaB pack`);
  return card;
}

/** `count` copies of the pack's card as a table deck lists them, keyed by its name. */
export function fabTableCard(name: string, colour: PitchColour | null = null, count = 1): SectionCard {
  return { key: name, name, count, facts: cardFacts(fabCard(name, colour)) };
}
