/** A value for each of a game's own custom card fields, as the editor sends it (a number, a code, tags, a choice, a colour). */
import type { CardStats, GameInfo } from '../../api/contract';

export function editorStats(game: GameInfo, text = 'テスト'): CardStats {
  const stats: CardStats = {};
  for (const field of game.presentation.customCard.fields) {
    const colour = game.presentation.colour!;
    if (field.kind === 'number') stats[field.stat] = (field.min ?? -2) + 2;
    else if (field.kind === 'text') stats[field.stat] = text;
    else if (field.kind === 'code') stats[field.stat] = `${field.letters[0]}${field.letters[0]}/${field.letters.at(-1)}`;
    else if (field.kind === 'tags') stats[field.stat] = ['ninja', 'ice'];
    else if (field.kind === 'choice') stats[field.stat] = field.values.at(-1)!;
    else if (field.several) stats[field.stat] = colour.values.slice(0, 2).map((value) => value.value);
    else stats[field.stat] = colour.numeric ? Number(colour.values[1]!.value) : colour.values[1]!.value;
  }
  return stats;
}
