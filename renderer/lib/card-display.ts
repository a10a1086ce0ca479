import type { CardKindInfo, CardSummary, GameInfo } from '../../api/contract';

/** A number as printed: the text form (X, 4000+, –) when the card has one. */
export function printedNumber(value: number | null, text: string | null): string {
  return text ?? (value === null ? '' : String(value));
}

export function kindLabel(kinds: readonly CardKindInfo[], id: string, locale: 'ja' | 'en'): string {
  return kinds.find((kind) => kind.id === id)?.label[locale] ?? id;
}

type Named = Pick<CardSummary, 'name' | 'nameJa' | 'nameEn'>;

/** The name in the interface language when the card has one, else its printed name. */
export function displayName(card: Named, locale: 'ja' | 'en'): string {
  return (locale === 'en' ? card.nameEn : card.nameJa) ?? card.name;
}

/** The card's name in its other language, shown beside the main one; null when it has only one. */
export function otherName(card: Named, locale: 'ja' | 'en'): string | null {
  const shown = displayName(card, locale);
  return [card.name, card.nameEn, card.nameJa].find((name): name is string => Boolean(name) && name !== shown) ?? null;
}

// Duel Masters civilizations and FaB pitch colours as players know them.
const CIVILIZATION_COLORS: Record<string, string> = {
  光: '#e6bf2e',
  水: '#2f7fd8',
  闇: '#4a4458',
  火: '#d9402b',
  自然: '#2e9d4b',
  無色: '#9aa0a6',
};
const PITCH_COLORS: Record<string, string> = { red: '#d23b32', yellow: '#e3b52b', blue: '#2f6fd0' };

/** The colours that identify a card at a glance: its civilizations (DM) or pitch colour (FaB). */
export function cardColors(game: GameInfo['id'], card: Pick<CardSummary, 'stats'>): string[] {
  if (game === 'dm') return ((card.stats.civs as string[] | undefined) ?? []).map((civ) => CIVILIZATION_COLORS[civ] ?? '#9aa0a6');
  if (game === 'fab') {
    const color = PITCH_COLORS[String(card.stats.color)];
    return color ? [color] : [];
  }
  return [];
}
