import type { CardSummary, ColourAttribute, ColourValue, GameInfo, Localized } from '../../api/contract';

/**
 * The games' own colours, the one place frames, lists and charts take them from: each game declares its colour
 * attribute (engine/games/<id>/presentation.ts). Only colours the game itself prints have swatches: ACG's
 * condition kinds and PMV have none, so their charts keep the game accent.
 */

/** A stat read as words: a word is one, a list its items, a number its digits. */
function words(value: CardSummary['stats'][string] | undefined): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  return Array.isArray(value) ? [...value] : [];
}

/** The words a card's colour is named by (DM civilizations, FaB pitch colour, NOVA colour); none where cards carry none. */
export function colourWords(colour: ColourAttribute | undefined, card: Pick<CardSummary, 'stats'>): string[] {
  return colour?.stat ? words(card.stats[colour.stat]) : [];
}

/** The value a card's word stands for (FaB `red` is pitch 1). */
function valueOfWord(colour: ColourAttribute, word: string): ColourValue | undefined {
  return colour.values.find((value) => (value.word ?? value.value) === word);
}

/** The CSS background of a breakdown colour key (a DM civilization or 多色, a FaB pitch value, a NOVA colour), or null. */
export function breakdownColor(game: GameInfo, key: string): string | null {
  const colour = game.presentation.colour;
  if (!colour) return null;
  const blend = colour.multicolour?.value === key ? colour.multicolour.blend : null;
  if (blend) return `linear-gradient(90deg, ${blend.map((value) => colour.values.find((each) => each.value === value)?.swatch).join(', ')})`;
  return colour.values.find((value) => value.value === key)?.swatch ?? null;
}

/**
 * The card's colour values as a full frame names them (DM 火 / Fire), each with its swatch; a word the game does not
 * name is shown as it is stored.
 */
export function colourNames(game: GameInfo, card: Pick<CardSummary, 'stats'>): { word: string; name: Localized | null; swatch: string | null }[] {
  const colour = game.presentation.colour;
  if (!colour) return [];
  return colourWords(colour, card).map((word) => {
    const value = valueOfWord(colour, word);
    return { word, name: value?.name ?? null, swatch: value?.swatch ?? null };
  });
}

/** The colours that identify a card at a glance, one per colour word it has (an unknown word as the game says). */
export function cardColors(game: GameInfo, card: Pick<CardSummary, 'stats'>): string[] {
  const colour = game.presentation.colour;
  if (!colour) return [];
  const unknown = colour.unknownAs === undefined ? undefined : valueOfWord(colour, colour.unknownAs)?.swatch;
  return colourWords(colour, card).flatMap((word) => valueOfWord(colour, word)?.swatch ?? unknown ?? []);
}
