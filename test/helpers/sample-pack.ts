/**
 * The sample decks shipped with the sample packs (db/packs/sample-<game>.deck.json) as a table deck holds them: each
 * card with the facts the card database gives the table (engine/core/card-facts.ts, as api/handlers/tables.ts reads them).
 */
import type { SeatDeck, SectionCard } from '../../engine/core/setup';
import { cardFacts } from '../../engine/core/card-facts';
import { readManifest, readPack } from '../../db/bundled-packs';
import acgDeck from '../../db/packs/sample-acg.deck.json';
import novaDeck from '../../db/packs/sample-nova.deck.json';
import pmvDeck from '../../db/packs/sample-pmv.deck.json';

const decks = { acg: acgDeck, nova: novaDeck, pmv: pmvDeck };

type SampleGame = keyof typeof decks;

const packs = new Map<SampleGame, ReturnType<typeof readPack>>();

function pack(game: SampleGame): ReturnType<typeof readPack> {
  let found = packs.get(game);
  if (!found) packs.set(game, (found = readPack(readManifest().find((entry) => entry.game === game)!)));
  return found;
}

/** `count` copies of a card of the game's sample pack, under its pack key with its real facts. */
export function sampleCard(game: SampleGame, key: string, count = 1): SectionCard {
  const card = pack(game).cards.find((candidate) => candidate.key === key);
  if (!card) throw new Error(`${key}: not in the ${game} sample pack`);
  return { key, name: card.name, count, facts: cardFacts(card) };
}

/** The game's sample deck, each card under its pack key with its real facts. */
export function sampleDeck(game: SampleGame): SeatDeck {
  const sections = Object.entries(decks[game].sections).map(([section, entries]): [string, SectionCard[]] => [section, entries.map(({ key, count }) => sampleCard(game, key, count))]);
  return { sections: Object.fromEntries(sections) };
}
