/**
 * The sample decks shipped with the sample packs (db/packs/sample-<game>.deck.json) as a table deck holds them: each
 * card with the facts the card database gives the table (engine/core/card-facts.ts, as api/handlers/tables.ts reads them).
 */
import type { SeatDeck, SectionCard } from '../../engine/core/setup';
import { cardFacts } from '../../engine/core/card-facts';
import { readManifest, readPack } from '../../db/bundled-packs';
import acgDeck from '../../db/packs/sample-acg.deck.json';
import novaDeck from '../../db/packs/sample-nova.deck.json';

const decks = { acg: acgDeck, nova: novaDeck };

/** The game's sample deck, each card under its pack key with its real facts. */
export function sampleDeck(game: keyof typeof decks): SeatDeck {
  const cards = new Map(readPack(readManifest().find((entry) => entry.game === game)!).cards.map((card) => [card.key, card]));
  const sections = Object.entries(decks[game].sections).map(([section, entries]): [string, SectionCard[]] => [
    section,
    entries.map(({ key, count }) => {
      const card = cards.get(key);
      if (!card) throw new Error(`${key}: not in the ${game} sample pack`);
      return { key, name: card.name, count, facts: cardFacts(card) };
    }),
  ]);
  return { sections: Object.fromEntries(sections) };
}
