import type { CardKindInfo, CardSummary, GameInfo } from '../../api/contract';
import { DM_CIVILIZATIONS, FAB_PITCH, NOVA_COLORS } from './palette';

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

/** The colours that identify a card at a glance: its civilizations (DM), pitch colour (FaB) or colour (NOVA). */
export function cardColors(game: GameInfo['id'], card: Pick<CardSummary, 'stats'>): string[] {
  if (game === 'dm') return ((card.stats.civs as string[] | undefined) ?? []).map((civ) => DM_CIVILIZATIONS[civ] ?? DM_CIVILIZATIONS['無色']!);
  const color = game === 'fab' ? FAB_PITCH[String(card.stats.color)] : game === 'nova' ? NOVA_COLORS[String(card.stats.color)] : undefined;
  return color ? [color] : [];
}
