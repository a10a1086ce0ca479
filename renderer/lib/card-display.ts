import type { CardKindInfo, CardSummary, GameInfo } from '../../api/contract';
import type { FrameStat } from '../../engine/games/presentation';

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

/** The game's stat shown beside a card's power in lists (FaB `⬤ 2`, NOVA `Lv3`, ACG `FF/N`); '' when the card has none. */
/** The stats of the game's `frameStats` a card has, as printed (FaB defense 3, a hero's intellect and life). */
export function frameStats(game: GameInfo, card: Pick<CardSummary, 'stats'>): (FrameStat & { value: string })[] {
  return (game.presentation.frameStats ?? []).flatMap((shown) => {
    const value = card.stats[shown.stat];
    if (value === undefined || value === null || value === '' || typeof value === 'boolean') return [];
    return [{ ...shown, value: Array.isArray(value) ? value.join('/') : String(value) }];
  });
}

export function listStatText(game: GameInfo, card: Pick<CardSummary, 'stats'>): string {
  const shown = game.presentation.listStat;
  const value = shown ? card.stats[shown.stat] : undefined;
  if (!shown || value === undefined || value === null || value === '' || value === false || (value === 0 && !shown.showsZero)) return '';
  return `${shown.prefix}${Array.isArray(value) ? value.join('/') : String(value)}`;
}
