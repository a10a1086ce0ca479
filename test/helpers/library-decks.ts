/**
 * Saved decks of every game made from shipped cards, through the API: the DM product deck DMBD-22 and the FaB Sweden
 * championship list read from test/fixtures/data by `decks.read`, and the sample decks shipped with the ACG, PMV and
 * NOVA packs. Tests of the playtest table start from them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DeckDetail, GameId, Params, ReadDeck, Result } from '../../api/contract';
import { PACKS_DIR } from '../../db/bundled-packs';
import { FIXTURES } from './importers';

/** Calls one API method (directly on a backend, or over HTTP). */
export type Call = <M extends 'decks.read' | 'library.create'>(method: M, params: Params<M>) => Promise<Result<M>>;

const sectionsOf = (deck: ReadDeck): Record<string, { key: string; count: number }[]> =>
  Object.fromEntries(Object.entries(deck.sections).map(([section, cards]) => [section, cards.map(({ key, count }) => ({ key, count }))]));

async function fromFile(call: Call, game: GameId, file: string, pick: (deck: ReadDeck) => boolean): Promise<DeckDetail> {
  const read = await call('decks.read', { game, text: FIXTURES.text(file) });
  const deck = read.decks.find(pick);
  if (!deck) throw new Error(`${file}: the deck asked for is not in it`);
  if (deck.unresolved.length > 0) throw new Error(`${file}: ${deck.unresolved.length} lines name no card of the shipped ${game} pool`);
  return call('library.create', { game, name: deck.name ?? file, sections: sectionsOf(deck) });
}

function fromSample(call: Call, game: GameId): Promise<DeckDetail> {
  const deck = JSON.parse(readFileSync(join(PACKS_DIR, `sample-${game}.deck.json`), 'utf8')) as { name: string; sections: Record<string, { key: string; count: number }[]> };
  return call('library.create', { game, name: deck.name, sections: deck.sections });
}

/** A DM product deck of the fixtures by its code (`DMD-21`), saved. */
export const dmProductDeck = (call: Call, code: string): Promise<DeckDetail> =>
  fromFile(call, 'dm', 'dm/decks/prebuilt_and_tournament_decks_ja.json', (deck) => deck.name?.startsWith(`${code} `) === true);

/** A saved deck of `game` built from shipped cards. */
export function shippedDeck(call: Call, game: GameId): Promise<DeckDetail> {
  switch (game) {
    case 'dm':
      return dmProductDeck(call, 'DMBD-22');
    case 'fab':
      return fromFile(call, 'fab', 'fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt', () => true);
    default:
      return fromSample(call, game);
  }
}
