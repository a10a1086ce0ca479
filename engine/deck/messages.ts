/** Pieces of the validator's messages, in Japanese and English. */
import type { GameDefinition } from '../games/types';
import type { Localized } from '../localized';
import type { CardRef, DeckCard } from './types';

export const cardRef = (card: DeckCard): CardRef => ({ key: card.key, name: card.name });

/** Names for messages: 「A」「B」 in Japanese, A, B in English. */
export function nameList(names: readonly string[]): Localized {
  return { ja: names.map((name) => `「${name}」`).join(''), en: names.join(', ') };
}

function joinEn(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function joinLabels(labels: readonly Localized[]): Localized {
  return { ja: labels.map((label) => label.ja).join('・'), en: joinEn(labels.map((label) => label.en.toLowerCase())) };
}

/** The game's names for these sections: 基礎デッキ・予備デッキ / basic deck and reserve deck. */
export function sectionLabel(game: GameDefinition, sections: readonly string[]): Localized {
  return joinLabels(sections.map((id) => game.sections.find((section) => section.id === id)?.label ?? { ja: id, en: id }));
}

export function kindLabel(game: GameDefinition, kinds: readonly string[]): Localized {
  return joinLabels(kinds.map((id) => game.cardKinds.find((kind) => kind.id === id)?.label ?? { ja: id, en: id }));
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
