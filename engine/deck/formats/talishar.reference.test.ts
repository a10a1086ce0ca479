// Talishar ids against fab-cube's full card list (the reference folder's data/fab/cards.json).
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA } from '../../../test/helpers/reference';
import type { PitchColour } from '../types';
import { splitTalisharId, talisharId } from './index';

const data = (path: string): string => REFERENCE_DATA.text(path);
const FAI = 'formats/talishar/FaiCC.txt';
const BRIAR = 'formats/talishar/BriarSAGE.txt';

/** Every card of the FaB snapshot by its Talishar id. */
function cardsById(): Map<string, string> {
  const cards = JSON.parse(data('fab/cards.json')) as { name: string; pitch: number | null }[];
  const colours: (PitchColour | null)[] = [null, 'red', 'yellow', 'blue'];
  return new Map(cards.map((card) => [talisharId(card.name, colours[card.pitch ?? 0] ?? null), card.name]));
}

describe('talisharId', () => {
  it('maps all 71 tokens of FaiCC.txt to a card of cards.json, and BriarSAGE’s 5 unknown names to none', () => {
    const byId = cardsById();
    const fai = data(FAI).split(/\s+/).filter(Boolean);
    expect(fai).toHaveLength(71);
    expect(fai.filter((token) => !byId.has(token))).toEqual([]);
    expect(byId.get('fire_tenet_strike_first_red')).toBe('Fire Tenet: Strike First');
    const unknown = new Set(
      data(BRIAR)
        .split(/\s+/)
        .filter((token) => token !== '' && !byId.has(token))
        .map((token) => splitTalisharId(token).base),
    );
    expect([...unknown]).toEqual(['garland_of_spring', 'path_of_same_ends', 'quick_succession', 'rush_of_power', 'sprout_strength']);
  });

  it('gives every card of cards.json its own id, made of id characters only', () => {
    const cards = JSON.parse(data('fab/cards.json')) as unknown[];
    const byId = cardsById();
    expect(byId.size).toBe(cards.length);
    expect([...byId.keys()].filter((id) => !/^[a-z0-9_&]+$/.test(id))).toEqual([]);
  });
});
