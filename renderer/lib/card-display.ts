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

/** The language of a name shown: the card's English or Japanese name where it has one, else the card data's. */
export function nameLang(card: Named, name: string | null, game: Pick<GameInfo, 'cardLanguage'>): string {
  return name !== null && name === card.nameEn ? 'en' : name !== null && name === card.nameJa ? 'ja' : game.cardLanguage;
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

/** A value shown in the interface's language, or as printed with `lang` the card data's language (screen readers, fonts, the language walk). */
export interface ShownValue {
  text: string;
  lang: string | null;
}

/**
 * A word a card's stat holds as the interface shows it: the game's name for it in the interface language (DM 火 →
 * Fire, FaB pitch word red → 赤, FaB draconic → ドラコニック), else as printed, marked as the card data's language.
 */
export function statValue(game: GameInfo, stat: string, word: string, locale: 'ja' | 'en'): ShownValue {
  const colour = game.presentation.colour;
  const named = colour?.stat === stat ? colour.values.find((value) => value.value === word || value.word === word) : undefined;
  const name = named ? (named.term ?? named.name) : game.presentation.traitNames?.[word];
  return name ? { text: name[locale], lang: null } : { text: word, lang: game.cardLanguage };
}

const JAPANESE_SCRIPT = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/**
 * The language of data shown as it is (a card, deck or file name), by its script: marked on its element (`lang`) so a
 * Japanese name in the English interface is read and drawn as Japanese, and the language walk knows it is data.
 */
export function dataLang(text: string | null | undefined): 'ja' | 'en' {
  return text && JAPANESE_SCRIPT.test(text) ? 'ja' : 'en';
}

/** A piece of a sentence: interface text (`lang` null), or a card name marked with its script's language. */
export interface MarkedPiece {
  text: string;
  lang: 'ja' | 'en' | null;
}

/**
 * A sentence of the interface cut around the card names it writes (a log line, a broken deck rule), each name marked
 * with its own language, so a Japanese card name in an English sentence is read, drawn and checked as Japanese data.
 * Where two names start at one place the longer wins (`Snatch` inside `Snatch (red)`).
 */
export function markNames(text: string, names: readonly string[]): MarkedPiece[] {
  const pieces: MarkedPiece[] = [];
  const wanted = names.filter((name) => name.length > 0);
  let from = 0;
  for (;;) {
    let at = -1;
    let found = '';
    for (const name of wanted) {
      const index = text.indexOf(name, from);
      if (index >= 0 && (at < 0 || index < at || (index === at && name.length > found.length))) [at, found] = [index, name];
    }
    if (at < 0) break;
    if (at > from) pieces.push({ text: text.slice(from, at), lang: null });
    pieces.push({ text: found, lang: dataLang(found) });
    from = at + found.length;
  }
  if (from < text.length) pieces.push({ text: text.slice(from), lang: null });
  return pieces;
}

/**
 * A message around one piece of data (a source id, a folder): the text before and after it, so the data can be shown
 * in an element of its own, marked with its language. `message` is the message made with `MARK` in the data's place.
 */
export const MARK = '\u0000';
export function around(message: string): [string, string] {
  const at = message.indexOf(MARK);
  return at < 0 ? [message, ''] : [message.slice(0, at), message.slice(at + MARK.length)];
}
