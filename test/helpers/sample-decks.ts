import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKS_DIR } from '../../db/bundled-packs';

/** A shipped sample decklist file as a player would drop or open it: its text, and the deck's name. */
function sampleDeck(game: 'acg' | 'nova' | 'pmv') {
  const text = readFileSync(join(PACKS_DIR, `sample-${game}.deck.json`), 'utf8');
  return { text, name: (JSON.parse(text) as { name: string }).name };
}

export const SAMPLE_ACG_DECK = sampleDeck('acg');
export const SAMPLE_NOVA_DECK = sampleDeck('nova');
