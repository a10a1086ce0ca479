/**
 * NOVA castability (issue 22; docs/engine.md "Castability"), the energy rule as the simulation counts it: a card set
 * from the hand into the energy zone, once a turn (906.1), enters in standby (302.4) and gives 1 energy of its colour
 * when frozen (310.4; colourless energy for a colourless card). A card's energy cost (103, the card data's `costDetail`,
 * エナジーコスト) is a coloured part, each colour icon with the energy of that colour it asks (赤2: two red), and a
 * generic part in a circled number, energy of any colour (103.2–103.4): a card of its own for each coloured energy, and
 * the total (103.5) in all. A card without a cost (103.5.1) or with one this reading does not know is not counted.
 */
import { textFact } from '../../core/card-facts';
import type { CastabilityRule, CastingNeed } from '../types';
import { presentation } from './presentation';

/** The colours energy can be of (102.1–102.4): colourless gives energy of none of them. */
const COLOURS = presentation.colour!.values.map((value) => value.value).filter((value) => value !== 'colorless');

/** The printed colour icons' words (赤, 青, …) by colour index. */
const ICONS = COLOURS.map((colour) => presentation.colour!.values.find((value) => value.value === colour)!.name.ja);

/** ⓪ and ①–⑳, the generic part (103.4). */
function circled(text: string): number | null {
  if (text === '⓪') return 0;
  const code = text.codePointAt(0)!;
  return text.length === 1 && code >= 0x2460 && code <= 0x2473 ? code - 0x2460 + 1 : null;
}

/** An energy cost as `costDetail` prints it (赤2+③, ①, ⓪): the colours asked with repeats, and the total; null if unread. */
export function energyCost(text: string): CastingNeed | null {
  const colours: number[] = [];
  let generic = 0;
  for (const part of text.split('+').map((piece) => piece.trim())) {
    const number = circled(part);
    if (number !== null) {
      generic += number;
      continue;
    }
    const match = /^(\D+?)(\d+)$/u.exec(part);
    const colour = match ? ICONS.indexOf(match[1]!) : -1;
    if (colour < 0) return null;
    for (let count = Number(match![2]); count > 0; count--) colours.push(colour);
  }
  return { amount: colours.length + generic, colours, count: 0 };
}

export const castability: CastabilityRule = {
  kind: 'charge',
  rule: 'NOVA 103',
  colours: COLOURS,
  card(state, card) {
    const colour = COLOURS.indexOf(textFact(state, card, 'color') ?? '');
    const printed = textFact(state, card, 'costDetail');
    const need = printed === undefined ? null : energyCost(printed);
    return { gives: { colours: colour < 0 ? 0 : 1 << colour, amount: 1, ready: true }, needs: need ? [need] : [] };
  },
};
